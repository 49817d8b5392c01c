// One tournament's page (/tournaments/{id}): its settings and status, a countdown to its start
// (open, with a start time) or its end (a running arena, by the server's clock), the buttons that
// apply to the person (join or come back, pause, leave or withdraw; start and cancel for its
// creator), the standings and the games by round. It is fetched again on the lobby socket's
// `tournament` message for it and every 30 s besides; when the tournament pairs the person
// (`tournament-game`, or a game of theirs going on that this tab has not opened yet), the page
// goes to the game. The page decides nothing: what applies is the server's answer.
import { currentAccount, initAccount } from './account.js';
import { tournaments } from './api.js';
import { confirmDialog, toast } from './dialogs.js';
import { botMark, formatNumber, initI18n, onLanguageChange, t, timeWords } from './i18n.js';
import {
  championshipUrl, kindWords, markTournamentGame, setupWords, statusWords, tournamentOfGame, whenWords, followLobbyAsAccount,
} from './tournament-shared.js';
import { $, oneAtATime } from './util.js';

const id = decodeURIComponent(/^\/tournaments\/([^/]+)\/?$/.exec(location.pathname)?.[1] ?? '');

/** The page's one state. */
const T = {
  /** The tournament as last fetched (GET /api/tournaments/{id}). */
  data: null,
  /** The server's clock less this browser's (ms), from the answer's `now`. */
  offset: 0,
  /** Why the tournament cannot be shown (the server's refusal). */
  refusal: null,
  /** A request of a button is on its way. */
  busy: false,
  /** The page is on its way to a game. */
  leaving: false,
};

/** The same name, whatever its case. */
const same = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** A new element `tag` with `text` and class `cls`, appended to `parent` when given. */
function el(tag, text = '', cls = '', parent = null) {
  const e = document.createElement(tag);
  if (text) e.textContent = text;
  if (cls) e.className = cls;
  if (parent) parent.appendChild(e);
  return e;
}

/** A player's name linking to their page. */
function playerLink(name) {
  const a = el('a', name);
  a.href = `/player/${encodeURIComponent(name)}`;
  return a;
}

/** Goes to game `game`, once, noting that this tab opened it from the tournament. */
function goToGame(game) {
  if (T.leaving) return;
  T.leaving = true;
  markTournamentGame(game, id, true);
  location.href = `/game/${encodeURIComponent(game)}`;
}

// ---- Drawing

/** A wait in digits: "1:02:03" or "2:03". */
function countdown(ms) {
  const s = Math.ceil(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** The moment the countdown reached zero was told: the page asks once more, then waits. */
let toldZero = null;

/** The line with the countdown, or the round, or when it ended. */
function renderClock() {
  const d = T.data;
  if (!d) return;
  const now = Date.now() + T.offset;
  const target = d.status === 'open' ? d.starts_at : d.status === 'running' ? d.ends_at : null;
  let text;
  if (target) {
    const ms = Date.parse(target) - now;
    if (ms <= 0) {
      text = t(d.status === 'open' ? 'tournament-starting' : 'tournament-ending');
      // The server starts or ends it by itself: see that as soon as it has.
      if (toldZero !== target) {
        toldZero = target;
        setTimeout(refresh, 1500);
      }
    } else if (ms >= 24 * 3600 * 1000) {
      text = whenWords(d);
    } else {
      text = t(d.status === 'open' ? 'tournament-starts-in' : 'tournament-ends-in', { time: countdown(ms) });
    }
  } else {
    text = whenWords(d);
  }
  $('tournament-clock').textContent = text;
}

/** The tournament's settings in two lines, and its championship. */
function renderFacts() {
  const d = T.data;
  $('tournament-facts').textContent = [
    kindWords(d.kind), timeWords(d), setupWords(d.setup), t(d.rated ? 'game-rated' : 'game-casual'),
    t('tournament-players', { players: d.players, max: d.max_players }),
  ].join(' · ');
  const more = [];
  if (d.kind === 'arena' && d.duration_min) more.push(t('tournament-duration-is', { minutes: d.duration_min }));
  if (d.kind === 'swiss' && d.rounds) more.push(t('tournament-rounds-is', { rounds: d.rounds }));
  if (d.kind === 'round-robin') more.push(t(d.cycles === 2 ? 'tournament-cycles-two' : 'tournament-cycles-one'));
  if (d.rating_min != null && d.rating_max != null) more.push(t('tournament-rating-between', { min: String(d.rating_min), max: String(d.rating_max) }));
  else if (d.rating_min != null) more.push(t('tournament-rating-from', { min: String(d.rating_min) }));
  else if (d.rating_max != null) more.push(t('tournament-rating-to', { max: String(d.rating_max) }));
  more.push(t('tournament-created-by', { name: d.created_by }));
  $('tournament-more').textContent = more.join(' · ');
  // A championship's group links to the championship's page.
  const c = d.championship;
  $('tournament-championship').hidden = !c;
  if (c) {
    const link = $('tournament-championship-link');
    link.href = championshipUrl(c.id);
    link.textContent = t('tournament-championship', {
      season: String(c.season), division: String(c.division), group: String(c.group),
    });
  }
}

/** Sets a button's words by key, so that the page's translation keeps them. */
function label(button, key) {
  button.dataset.i18n = key;
  button.textContent = t(key);
}

/** The person's part: in it, paused or withdrawn; their game going on; the buttons that apply. */
function renderMe() {
  const d = T.data;
  const you = currentAccount();
  const me = d.me?.joined ? d.me : null;
  const arena = d.kind === 'arena';
  const open = d.status === 'open';
  const running = d.status === 'running';
  const mine = $('tournament-me');
  mine.hidden = !me;
  if (me) mine.textContent = t(me.withdrawn ? 'tournament-you-withdrawn' : me.paused ? 'tournament-you-paused' : 'tournament-you-joined');
  $('tournament-my-game').hidden = !(me?.game);
  if (me?.game) $('tournament-my-game-link').href = `/game/${encodeURIComponent(me.game)}`;
  $('tournament-signin').hidden = !!you || d.status === 'finished';

  const join = $('t-join');
  join.hidden = !you || !((open && !me) || (running && arena && (!me || me.paused || me.withdrawn)));
  label(join, me?.paused ? 'tournament-come-back' : 'tournament-join');
  $('t-pause').hidden = !(you && me && arena && running && !me.paused && !me.withdrawn);
  const leave = $('t-leave');
  leave.hidden = !(you && me && !me.withdrawn && (open || running));
  label(leave, open ? 'tournament-leave' : 'tournament-withdraw');
  const creator = open && same(d.created_by, you);
  $('t-start').hidden = !creator;
  $('t-cancel').hidden = !creator;
  for (const b of document.querySelectorAll('.tournament-head .controls button')) b.disabled = T.busy;
}

/** The standings' columns for a kind: [key, class] (the class hides it on a phone). */
function columns(kind) {
  const cols = [['tournament-col-rank', 'rank'], ['col-player', ''], ['col-rating', 'hide-narrow'],
    ['tournament-col-points', 'points'], ['tournament-col-played', ''], ['col-won', 'hide-narrow'], ['col-lost', 'hide-narrow']];
  if (kind === 'arena') cols.push(['tournament-col-performance', 'hide-narrow']);
  else cols.push(['tournament-col-byes', 'hide-narrow'], ['tournament-col-buchholz', ''], ['tournament-col-sb', 'hide-narrow']);
  return cols;
}

/** A figure of the standings: a whole number as it is, a fraction in the language's way. */
const figure = (n) => (n == null ? '' : Number.isInteger(n) ? String(n) : formatNumber(n));

function renderStandings() {
  const d = T.data;
  const cols = columns(d.kind);
  $('standings-head').replaceChildren(...cols.map(([key, cls]) => {
    const th = el('th', t(key), cls);
    if (key === 'tournament-col-sb') th.title = t('tournament-col-sb-title');
    return th;
  }));
  const you = currentAccount();
  const rows = (d.standings ?? []).map((s) => {
    const tr = el('tr', '', same(s.name, you) ? 'me' : '');
    tr.dataset.player = s.name;
    if (s.withdrawn) tr.classList.add('withdrawn');
    const tb = s.tiebreaks ?? {};
    const cells = {
      'tournament-col-rank': String(s.rank),
      'col-rating': String(s.rating),
      'tournament-col-points': figure(s.points),
      'tournament-col-played': String(s.played),
      'col-won': String(s.wins),
      'col-lost': String(s.losses),
      'tournament-col-performance': figure(tb.performance),
      'tournament-col-byes': String(s.byes ?? 0),
      'tournament-col-buchholz': figure(tb.buchholz),
      'tournament-col-sb': figure(tb.sonneborn_berger),
    };
    for (const [key, cls] of cols) {
      const td = el('td', '', cls, tr);
      if (key !== 'col-player') {
        td.textContent = cells[key];
        continue;
      }
      td.appendChild(playerLink(s.name));
      if (s.bot) td.append(' ', botMark());
      if (s.on_fire) {
        const fire = el('span', '🔥', 'on-fire', td);
        fire.title = t('tournament-on-fire');
        fire.setAttribute('role', 'img');
        fire.setAttribute('aria-label', fire.title);
        td.insertBefore(document.createTextNode(' '), fire);
      }
      if (s.paused) td.append(' ', el('span', t('tournament-paused-mark'), 'badge'));
      if (s.withdrawn) td.append(' ', el('span', t('tournament-withdrawn-mark'), 'badge'));
    }
    return tr;
  });
  $('standings-body').replaceChildren(...rows);
  $('standings-empty').hidden = rows.length > 0;
}

/** One game's line: its players, a link to it, and its result. */
function gameItem(g) {
  const li = el('li');
  li.dataset.game = g.id;
  const you = currentAccount();
  if (same(g.white, you) || same(g.black, you)) li.className = 'mine';
  const a = el('a', `${g.white} – ${g.black}`, '', li);
  a.href = `/game/${encodeURIComponent(g.id)}`;
  // Opened from here, the game page comes back here when it ends.
  a.addEventListener('click', () => markTournamentGame(g.id, id));
  const result = g.status === 'aborted' ? t('status-aborted') : g.result ?? t('status-playing');
  li.append(' ', el('span', result, g.result ? 'result' : 'muted'));
  return li;
}

/** The games (and byes) by round, the latest round first; an arena's all in one list, newest first. */
function renderGames() {
  const d = T.data;
  const box = $('tournament-games');
  const games = d.games ?? [];
  const byes = d.byes ?? [];
  box.replaceChildren();
  $('games-empty').hidden = games.length + byes.length > 0;
  if (d.kind === 'arena') {
    const list = el('ul', '', 'tournament-games', box);
    for (const g of [...games].reverse()) list.appendChild(gameItem(g));
    return;
  }
  const rounds = [...new Set([...games, ...byes].map((g) => g.round))].sort((x, y) => y - x);
  for (const round of rounds) {
    el('h3', t('tournament-round', { round }), '', box);
    const list = el('ul', '', 'tournament-games', box);
    list.dataset.round = String(round);
    for (const g of games.filter((x) => x.round === round)) list.appendChild(gameItem(g));
    for (const b of byes.filter((x) => x.round === round)) {
      const li = el('li', '', 'muted', list);
      li.append(playerLink(b.name), ` · ${t('tournament-bye')}`);
    }
  }
}

function render() {
  if (T.refusal) {
    $('tournament-missing').hidden = false;
    $('tournament-body').hidden = true;
    $('tournament-missing-text').textContent = T.refusal.message;
    return;
  }
  const d = T.data;
  if (!d) return;
  $('tournament-missing').hidden = true;
  $('tournament-body').hidden = false;
  document.title = `${d.name} · TZAAR`;
  $('tournament-name').textContent = d.name;
  $('tournament-status').textContent = statusWords(d.status);
  $('tournament-status').dataset.status = d.status;
  renderFacts();
  renderClock();
  renderMe();
  renderStandings();
  renderGames();
}

// ---- Fetching

/** Takes the server's tournament `d`: shown, and the person sent to a game of theirs this tab has not opened. */
function take(d, asked = Date.now()) {
  T.data = d;
  T.refusal = null;
  if (d.now) T.offset = Date.parse(d.now) - (asked + Date.now()) / 2;
  render();
  const game = d.me?.game;
  if (game && d.status !== 'finished' && !tournamentOfGame(game)) goToGame(game);
}

async function load() {
  const asked = Date.now();
  try {
    take(await tournaments.get(id), asked);
  } catch (err) {
    if (err.status === 404) {
      T.refusal = err;
      render();
    } else if (err.status !== 0 || !T.data) {
      toast(err.message, 'error');
    }
  }
}

/** Fetches again; one fetch at a time (see `oneAtATime`). */
const refresh = oneAtATime(load);

/** Runs a button's request: the buttons are off meanwhile, and the answer (the tournament) is shown. */
async function act(request, { ask = null, yes = null } = {}) {
  if (T.busy) return;
  if (ask && !(await confirmDialog(t(ask), t(yes)))) return;
  T.busy = true;
  renderMe();
  const asked = Date.now();
  try {
    const d = await request(id);
    T.busy = false;
    if (d) take(d, asked);
    else renderMe();
  } catch (err) {
    T.busy = false;
    renderMe();
    toast(err.message, 'error');
  }
}

function bindButtons() {
  $('t-join').addEventListener('click', () => act(tournaments.join));
  $('t-pause').addEventListener('click', () => act(tournaments.pause));
  $('t-leave').addEventListener('click', () => act(
    tournaments.leave,
    T.data?.status === 'running' ? { ask: 'tournament-withdraw-confirm', yes: 'tournament-withdraw' } : {},
  ));
  $('t-start').addEventListener('click', () => act(tournaments.start));
  $('t-cancel').addEventListener('click', async () => {
    if (T.busy || !(await confirmDialog(t('tournament-cancel-confirm'), t('tournament-cancel')))) return;
    T.busy = true;
    renderMe();
    try {
      await tournaments.cancel(id);
      toast(t('tournament-cancelled'));
      location.href = '/tournaments';
    } catch (err) {
      T.busy = false;
      renderMe();
      toast(err.message, 'error');
    }
  });
  $('tournament-my-game-link').addEventListener('click', () => {
    if (T.data?.me?.game) markTournamentGame(T.data.me.game, id);
  });
}

// ---- Live

/** The lobby socket is down (and reconnecting). */
let down = false;

function showConnection() {
  $('tournament-conn').textContent = down ? t('lobby-reconnecting') : '';
}

function onMessage(msg) {
  // The ids are compared as text: the address holds the id as text.
  if (msg.type === 'tournament' && String(msg.id) === id) refresh();
  else if (msg.type === 'tournament-game' && String(msg.tournament) === id) {
    const you = currentAccount();
    if (same(msg.white, you) || same(msg.black, you)) goToGame(msg.game);
    else refresh();
  }
}

await initI18n();
initAccount();
bindButtons();
onLanguageChange(() => {
  render();
  showConnection();
});
// Who is signed in decides the buttons and `me`: the tournament is fetched again as them, and the
// socket opened again as them, so that their pairings reach this page.
followLobbyAsAccount({
  onMessage,
  onConnection: (up) => {
    down = !up;
    showConnection();
  },
  onAccount: refresh,
  refresh,
});
setInterval(renderClock, 1000);
// A slow look as well, in case a message was missed.
setInterval(refresh, 30000);
