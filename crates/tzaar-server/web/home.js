// The lobby (/): a new game's form, the archive of games page by page, and importing a record.
import { currentAccount } from './account.js';
import { server } from './api.js';
import { pageTitle } from './attention.js';
import { toast } from './dialogs.js';
import { formatDateTime, onLanguageChange, playerName, t } from './i18n.js';
import { initLobby } from './lobby.js';
import { reasonShort } from './reasons.js';
import { rememberNewGame } from './state.js';
import { $ } from './util.js';

/** The catalogue's name of each mode and setup, by the server's word. */
const MODES = { engine: 'mode-engine', hotseat: 'mode-hotseat', online: 'mode-online', review: 'mode-review' };
const SETUPS = { standard: 'setup-standard', random: 'setup-random', tournament: 'setup-tournament' };

/** The archive's result column: a score (or a result object with a reason), or "playing". */
function resultCell(g) {
  if (g.status === 'aborted') return t('status-aborted');
  if (g.status !== 'over') return t('status-playing');
  const r = g.result;
  if (!r) return t('status-over');
  if (typeof r === 'string') return r;
  const why = reasonShort(r.reason);
  return `${r.score ?? ''} ${why}`.trim();
}

/** The level slider's ends, as the server's levels say. */
function levelEnds() {
  const level = $('level');
  $('level-weak').textContent = t('level-weakest', { level: Number(level.min || 1) });
  $('level-strong').textContent = t('level-strongest', { level: Number(level.max || 10) });
}

/**
 * The level slider takes its choices and its default from the server. Until they arrive it is
 * off, and a game started meanwhile gets the server's default level.
 */
async function loadDefaults() {
  const level = $('level');
  level.addEventListener('input', () => {
    level.dataset.touched = 'yes';
    $('level-out').textContent = level.value;
  });
  try {
    const d = await server.defaults();
    level.min = String(Math.min(...d.levels));
    level.max = String(Math.max(...d.levels));
    if (!level.dataset.touched) level.value = String(d.level);
    levelEnds();
    $('level-out').textContent = level.value;
    level.disabled = false;
  } catch (err) {
    toast(err.message, 'error');
  }
}


/** The seed typed, or null if it is not a whole number the page can send exactly. */
function readSeed(text) {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return null;
  const n = Number(t);
  return Number.isSafeInteger(n) ? n : null;
}

function bindNewGame() {
  const form = $('new-game');
  const sync = () => {
    const mode = form.mode.value;
    const setup = form.setup.value;
    const show = { random: setup === 'random', engine: mode === 'engine', seat: mode !== 'hotseat', online: mode === 'online' };
    for (const e of form.querySelectorAll('[data-for]')) e.hidden = !show[e.dataset.for];
  };
  form.addEventListener('change', sync);
  sync();
  // Signed in, the server names the player's seat with the account's name: no name to give.
  const showName = () => {
    const signedIn = !!currentAccount();
    $('name').hidden = signedIn;
    $('name-label').hidden = signedIn;
  };
  window.addEventListener('account-change', showName);
  showName();
  loadDefaults();
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const mode = form.mode.value;
    const body = { mode, setup: form.setup.value };
    if (body.setup === 'random' && form.seed.value.trim()) {
      const seed = readSeed(form.seed.value);
      if (seed === null) {
        // The seeds the page sends: whole numbers that JSON numbers carry exactly.
        toast(t('seed-invalid', { max: Number.MAX_SAFE_INTEGER }), 'error');
        return;
      }
      body.seed = seed;
    }
    if (mode === 'engine' && !form.level.disabled) body.level = Number(form.level.value);
    if (mode !== 'hotseat') body.color = form.color.value;
    if (mode === 'online' && form.clock.value.startsWith('d')) {
      body.days_per_turn = Number(form.clock.value.slice(1));
    } else if (mode === 'online' && form.clock.value) {
      const [init, inc] = form.clock.value.split('+').map(Number);
      body.clock = { initial_ms: init * 1000, increment_ms: inc * 1000 };
    }
    const name = currentAccount() ? '' : form.name.value.trim();
    if (name && (body.color === 'white' || body.color === 'black')) body[body.color] = name;
    if (name && mode === 'hotseat') body.white = name;
    $('start-game').disabled = true;
    try {
      const res = await server.create(body);
      const mine = new URLSearchParams(res.url.split('#')[1] || '').get('token');
      rememberNewGame(res.id, mine, res.tokens, res.color, res.invite);
      location.href = res.url + (res.color ? `&seat=${res.color}` : '');
    } catch (err) {
      toast(err.message, 'error');
    } finally {
      $('start-game').disabled = false;
    }
  });
}

function bindArchive() {
  let page = 1;
  const perPage = 15;
  const load = async () => {
    try {
      const data = await server.games(page, perPage);
      const body = $('games-body');
      body.replaceChildren();
      for (const g of data.games) {
        const tr = document.createElement('tr');
        const cells = [
          `${playerName(g.white, g.deleted?.white) || t('colour-white')} – ${playerName(g.black, g.deleted?.black) || t('colour-black')}`,
          MODES[g.mode] ? t(MODES[g.mode]) : g.mode,
          SETUPS[g.setup] ? t(SETUPS[g.setup]) : g.setup,
          String(g.turns ?? ''),
          resultCell(g),
          g.updated ? formatDateTime(g.updated) : '',
        ];
        cells.forEach((text, i) => {
          const td = document.createElement('td');
          if (i === 0) {
            const a = document.createElement('a');
            a.href = `/game/${g.id}`;
            a.textContent = text;
            td.appendChild(a);
          } else td.textContent = text;
          if (i === 1 || i === 2 || i === 5) td.className = 'hide-narrow';
          tr.appendChild(td);
        });
        body.appendChild(tr);
      }
      if (!data.games.length) {
        const tr = document.createElement('tr');
        const td = document.createElement('td');
        td.colSpan = 6;
        td.textContent = t('no-games');
        tr.appendChild(td);
        body.appendChild(tr);
      }
      const pages = Math.max(1, Math.ceil(data.total / perPage));
      $('page-info').textContent = t('archive-page', { page, pages, total: data.total });
      $('prev-page').disabled = page <= 1;
      $('next-page').disabled = page >= pages;
    } catch (err) {
      toast(err.message, 'error');
    }
  };
  $('prev-page').onclick = () => { page--; load(); };
  $('next-page').onclick = () => { page++; load(); };
  onLanguageChange(load);
  load();
}

function bindImport() {
  // The example shown in the empty box, ready to import as it is.
  $('import-example').onclick = () => {
    $('import-text').value = $('import-text').placeholder;
  };
  $('import-file').addEventListener('change', async () => {
    const f = $('import-file').files[0];
    if (f) $('import-text').value = await f.text();
  });
  $('import-btn').onclick = async () => {
    const text = $('import-text').value;
    if (!text.trim()) {
      toast(t('import-empty'), 'error');
      return;
    }
    // One request at a time: a double click imports once (the server also keeps one game
    // per record).
    const btn = $('import-btn');
    btn.disabled = true;
    try {
      const res = await server.importRecord(text);
      location.href = res.watch || `/game/${res.id}`;
    } catch (err) {
      toast(err.message, 'error', 9000);
      btn.disabled = false;
    }
  };
}

/** Shows the lobby. */
export function initHome() {
  $('lobby').hidden = false;
  pageTitle('TZAAR');
  bindNewGame();
  onLanguageChange(levelEnds);
  bindArchive();
  bindImport();
  initLobby();
}
