// One correspondence championship's page (/championships/{id}): its settings and when its seasons
// open, the entrants of the next season, Enter or Leave for a signed-in player, Open the next
// season for its creator, and the seasons, the latest first: each division's groups, each linking
// to its tournament's page, with its players' rank, points, games played and, once the next
// season is open, where it took them (up, down, the same division, or gone). It is fetched again
// on the lobby socket's `tournament` message for one of its groups and every 60 s besides. The
// page decides nothing: what applies is the server's answer, and a refusal is said in its words.
import { currentAccount, initAccount } from './account.js';
import { championships } from './api.js';
import { confirmDialog, toast } from './dialogs.js';
import { formatDateTime, initI18n, onLanguageChange, t, timeWords } from './i18n.js';
import { setupWords, statusWords, tournamentUrl, followLobbyAsAccount } from './tournament-shared.js';
import { $, oneAtATime } from './util.js';

const id = decodeURIComponent(/^\/championships\/([^/]+)\/?$/.exec(location.pathname)?.[1] ?? '');

/** The page's one state. */
const C = {
  /** The championship as last fetched (GET /api/championships/{id}). */
  data: null,
  /** Why the championship cannot be shown (the server's refusal). */
  refusal: null,
  /** A request of a button is on its way. */
  busy: false,
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

/** The names entered for the next season (the list's count is a number, the page's a list). */
const entrantsOf = (d) => (Array.isArray(d.entrant_names) ? d.entrant_names : []);

/** The ids of every group of every season: their tournaments' messages concern this page. */
function groupIds(d) {
  const ids = new Set();
  for (const s of d?.seasons ?? []) for (const div of s.divisions) for (const g of div.groups) ids.add(String(g.id));
  return ids;
}

// ---- Drawing

/** The championship's settings in two lines, and when its seasons open in a third. */
function renderFacts() {
  const d = C.data;
  $('championship-facts').textContent = [
    timeWords(d), setupWords(d.setup), t(d.rated ? 'game-rated' : 'game-casual'),
    t(d.cycles === 2 ? 'tournament-cycles-two' : 'tournament-cycles-one'),
  ].join(' · ');
  const more = [
    t('championship-group-size-is', { size: d.group_size }),
    t('championship-moves-is', { promote: d.promote, relegate: d.relegate }),
    t('championship-growth-is', { growth: d.growth }),
  ];
  if (d.created_by) more.push(t('tournament-created-by', { name: d.created_by }));
  $('championship-more').textContent = more.join(' · ');
  const when = [];
  if (d.season === 0 && d.first_season_at) when.push(t('championship-first-at', { date: formatDateTime(d.first_season_at) }));
  if (d.season_gap_days != null) when.push(t('championship-gap-is', { days: Number(d.season_gap_days) }));
  else if (!(d.season === 0 && d.first_season_at)) when.push(t('championship-by-hand'));
  $('championship-when').textContent = when.join(' · ');
}

/** The person's part: entered or not, and the buttons that apply. */
function renderMe() {
  const d = C.data;
  const you = currentAccount();
  const entered = !!you && d.entered === true;
  $('championship-me').hidden = !entered;
  $('championship-signin').hidden = !!you;
  $('c-enter').hidden = !you || entered;
  $('c-leave').hidden = !entered;
  $('c-open').hidden = !same(d.created_by, you);
  for (const b of document.querySelectorAll('.tournament-head .controls button')) b.disabled = C.busy;
}

function renderEntrants() {
  const names = entrantsOf(C.data);
  const you = currentAccount();
  $('championship-entrants').replaceChildren(...names.map((name) => {
    const li = el('li', '', same(name, you) ? 'me' : '');
    li.dataset.player = name;
    li.appendChild(playerLink(name));
    return li;
  }));
  $('entrants-empty').hidden = names.length > 0;
}

/** Each `next` of a group's line: its mark, and the catalogue's words for it. */
const NEXT = {
  up: ['▲', 'championship-next-up'],
  down: ['▼', 'championship-next-down'],
  same: ['=', 'championship-next-same'],
  left: [null, 'championship-next-left'],
};

/** Where the next season took a player: an arrow (or a badge for one who left) with its words. */
function nextMark(next) {
  const [symbol, key] = NEXT[next] ?? [null, null];
  if (!key) return null;
  const words = t(key);
  const mark = symbol ? el('span', symbol, `next-mark ${next}`) : el('span', t('championship-left-mark'), 'badge next-mark left');
  mark.dataset.next = next;
  mark.title = words;
  if (symbol) {
    mark.setAttribute('role', 'img');
    mark.setAttribute('aria-label', words);
  }
  return mark;
}

/** One group: a link to its tournament, its status, and its players in a table. */
function groupBox(g, withNext) {
  const box = el('div', '', 'championship-group');
  box.dataset.group = String(g.group);
  box.dataset.tournament = String(g.id);
  const head = el('p', '', 'championship-group-head', box);
  const a = el('a', t('championship-group', { group: g.group }), '', head);
  a.href = tournamentUrl(g.id);
  const status = el('span', statusWords(g.status), 'badge', head);
  status.dataset.status = g.status;
  head.insertBefore(document.createTextNode(' '), status);
  const scroll = el('div', '', 'table-scroll', box);
  const table = el('table', '', 'games standings', scroll);
  const cols = [['tournament-col-rank', 'rank'], ['col-player', ''], ['tournament-col-points', 'points'], ['tournament-col-played', '']];
  if (withNext) cols.push(['championship-col-next', 'next']);
  const headRow = el('tr', '', '', el('thead', '', '', table));
  for (const [key, cls] of cols) el('th', t(key), cls, headRow);
  const body = el('tbody', '', '', table);
  const you = currentAccount();
  for (const p of g.standings) {
    const tr = el('tr', '', same(p.name, you) ? 'me' : '', body);
    tr.dataset.player = p.name;
    el('td', String(p.rank), 'rank', tr);
    el('td', '', '', tr).appendChild(playerLink(p.name));
    el('td', String(p.points), 'points', tr);
    el('td', String(p.played), '', tr);
    if (withNext) {
      const td = el('td', '', 'next', tr);
      const mark = nextMark(p.next);
      if (mark) td.appendChild(mark);
    }
  }
  return box;
}

/** The seasons, the latest first, each with its divisions and their groups. */
function renderSeasons() {
  const seasons = C.data.seasons ?? [];
  const box = $('championship-seasons');
  box.replaceChildren();
  $('seasons-empty').hidden = seasons.length > 0;
  for (const s of seasons) {
    const section = el('section', '', 'championship-season', box);
    section.dataset.season = String(s.season);
    el('h3', t('championship-season-is', { season: s.season }), '', section);
    const withNext = s.divisions.some((d) => d.groups.some((g) => g.standings.some((p) => p.next)));
    for (const d of s.divisions) {
      const div = el('div', '', 'championship-division', section);
      div.dataset.division = String(d.division);
      el('h4', t('championship-division', { division: d.division }), '', div);
      for (const g of d.groups) div.appendChild(groupBox(g, withNext));
    }
  }
}

function render() {
  if (C.refusal) {
    $('championship-missing').hidden = false;
    $('championship-body').hidden = true;
    $('championship-missing-text').textContent = C.refusal.message;
    return;
  }
  const d = C.data;
  if (!d) return;
  $('championship-missing').hidden = true;
  $('championship-body').hidden = false;
  document.title = `${d.name} · TZAAR`;
  $('championship-name').textContent = d.name;
  $('championship-season').textContent = d.season > 0 ? t('championship-season-is', { season: d.season }) : t('championship-not-begun');
  renderFacts();
  renderMe();
  renderEntrants();
  renderSeasons();
}

// ---- Fetching

async function load() {
  try {
    C.data = await championships.get(id);
    C.refusal = null;
    render();
  } catch (err) {
    if (err.status === 404) {
      C.refusal = err;
      render();
    } else if (err.status !== 0 || !C.data) {
      toast(err.message, 'error');
    }
  }
}

/** Fetches again; one fetch at a time (see `oneAtATime`). */
const refresh = oneAtATime(load);

/** Runs a button's request: the buttons are off meanwhile, and the answer (the championship) is shown. */
async function act(request, { ask = null, yes = null } = {}) {
  if (C.busy) return;
  if (ask && !(await confirmDialog(t(ask), t(yes)))) return;
  C.busy = true;
  renderMe();
  try {
    const d = await request(id);
    C.busy = false;
    C.data = d;
    render();
  } catch (err) {
    C.busy = false;
    renderMe();
    toast(err.message, 'error');
  }
}

function bindButtons() {
  $('c-enter').addEventListener('click', () => act(championships.enter));
  $('c-leave').addEventListener('click', () => act(championships.leave, { ask: 'championship-leave-confirm', yes: 'championship-leave' }));
  $('c-open').addEventListener('click', () => act(championships.openSeason));
}

// ---- Live

/** The lobby socket is down (and reconnecting). */
let down = false;

function showConnection() {
  $('championship-conn').textContent = down ? t('lobby-reconnecting') : '';
}

function onMessage(msg) {
  // A change of one of its groups (a game decided, a group started or finished).
  if (msg.type === 'tournament' && groupIds(C.data).has(String(msg.id))) refresh();
}

await initI18n();
initAccount();
bindButtons();
onLanguageChange(() => {
  render();
  showConnection();
});
// Who is signed in decides the buttons and `entered`: the championship is fetched again as them.
followLobbyAsAccount({
  onMessage,
  onConnection: (up) => {
    down = !up;
    showConnection();
  },
  onAccount: refresh,
  refresh,
});
// A slow look as well: entrants come and go without a message, and one may be missed.
setInterval(refresh, 60000);
