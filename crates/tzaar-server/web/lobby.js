// Play people (on the home page): the open challenges, live from the lobby socket; posting a
// challenge (time control, rated or casual, colour, an opponent by name or an engine level);
// accepting or cancelling one; who is online; the logged-in player's games, theirs to
// move first, kept up to date by the socket's `game-changed` messages, and their tournaments
// not finished (a pairing of one opens its game). A game started from a
// challenge of one's own opens by itself; when a game starts or it becomes the player's turn,
// the page calls for attention (attention.js).
import { ApiError, lobby, me } from './api.js';
import { currentAccount } from './account.js';
import { askNotices, callAttention, noticesAskable } from './attention.js';
import { toast } from './dialogs.js';
import { botMark, formatDateTime, onLanguageChange, playerName, t, timeWords } from './i18n.js';
import { markTournamentGame, renderTournamentList } from './tournament-shared.js';
import { $ } from './util.js';

/** The lobby as the socket last said it. */
const L = { seeks: new Map(), online: [], bots: new Set(), you: null };

/** A new element `tag` with text and attributes, appended to `parent` when given. */
function el(tag, { text, cls, attrs } = {}, parent = null) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  for (const [k, v] of Object.entries(attrs ?? {})) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** The catalogue's words for a challenge's colour. */
const COLOR_WORDS = { white: 'seek-plays-white', black: 'seek-plays-black', random: 'seek-random-colours' };

/** The catalogue's name of each setup. */
const SETUPS = { standard: 'setup-standard', random: 'setup-random', tournament: 'setup-tournament' };

/** The challenge form's time choices: value -> the request's part. */
const TIMES = {
  '3+2': { clock: { initial_s: 180, increment_s: 2 } },
  '5+5': { clock: { initial_s: 300, increment_s: 5 } },
  '10+5': { clock: { initial_s: 600, increment_s: 5 } },
  '15+10': { clock: { initial_s: 900, increment_s: 10 } },
  '30+20': { clock: { initial_s: 1800, increment_s: 20 } },
  'd1': { days_per_turn: 1 },
  'd3': { days_per_turn: 3 },
  'd7': { days_per_turn: 7 },
};

function renderSeeks() {
  const body = $('seeks-body');
  body.replaceChildren();
  const you = currentAccount();
  const seeks = [...L.seeks.values()];
  $('seeks-empty').hidden = seeks.length > 0;
  for (const s of seeks) {
    const tr = el('tr', { attrs: { 'data-seek': s.id } }, body);
    const who = el('td', {}, tr);
    el('a', { text: s.by, attrs: { href: `/player/${encodeURIComponent(s.by)}` } }, who);
    if (s.bot) who.append(' ', botMark());
    el('span', { text: ` ${s.rating}`, cls: 'muted' }, who);
    if (s.opponent) {
      const to = el('span', { text: ` → ${s.opponent}`, cls: 'badge' }, who);
      if (s.opponent_bot) to.append(' ', botMark());
    }
    el('td', { text: timeWords(s) }, tr);
    const setup = SETUPS[s.setup] ? t(SETUPS[s.setup]) : s.setup;
    el('td', { text: `${setup}${s.seed != null ? ` ${s.seed}` : ''}`, cls: 'hide-narrow' }, tr);
    el('td', { text: t(s.rated ? 'game-rated' : 'game-casual') }, tr);
    el('td', { text: COLOR_WORDS[s.color] ? t(COLOR_WORDS[s.color]) : s.color, cls: 'hide-narrow' }, tr);
    const act = el('td', {}, tr);
    const mine = you && s.by.toLowerCase() === you.toLowerCase();
    const btn = el('button', { text: t(mine ? 'cancel' : 'accept'), cls: mine ? 'small' : 'small primary', attrs: { type: 'button' } }, act);
    if (!you) {
      btn.disabled = true;
      btn.title = t('seek-accept-sign-in');
    }
    btn.addEventListener('click', () => (mine ? cancel(s.id, btn) : accept(s.id, btn)));
    // A challenge made to the player directly may be declined.
    if (you && s.opponent && s.opponent.toLowerCase() === you.toLowerCase()) {
      const no = el('button', { text: t('decline'), cls: 'small', attrs: { type: 'button' } }, act);
      no.addEventListener('click', () => decline(s.id, no));
    }
  }
}

function renderOnline() {
  const box = $('online-list');
  box.replaceChildren();
  $('online-count').textContent = String(L.online.length);
  for (const name of L.online) {
    const a = el('a', { text: name, attrs: { href: `/player/${encodeURIComponent(name)}` } }, box);
    if (L.bots.has(name)) a.append(' ', botMark());
  }
}

/** Whether the page is on its way to a game already. */
let leaving = false;

/**
 * Goes to game `id`, once: the answer to one's accept (or engine challenge) and the lobby's
 * `game-started` both say where, and a second navigation would load the game page twice.
 */
function openGame(id) {
  if (leaving) return;
  leaving = true;
  location.href = `/game/${id}`;
}

async function accept(id, btn) {
  btn.disabled = true;
  try {
    const res = await lobby.accept(id);
    openGame(res.game);
  } catch (err) {
    toast(err.message, 'error');
    btn.disabled = false;
  }
}

/** Takes challenge `id` off the list through `call` (the API's cancel or decline), `btn` disabled meanwhile. */
async function removeSeek(call, id, btn) {
  btn.disabled = true;
  try {
    await call(id);
    L.seeks.delete(id);
    renderSeeks();
  } catch (err) {
    toast(err.message, 'error');
    btn.disabled = false;
  }
}

function decline(id, btn) {
  return removeSeek(lobby.decline, id, btn);
}

function cancel(id, btn) {
  return removeSeek(lobby.cancel, id, btn);
}

function bindSeekForm() {
  const form = $('seek-form');
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const body = { setup: form.elements['seek-setup'].value, rated: form.elements['seek-rated'].checked, color: form.elements['seek-color'].value, ...TIMES[form.elements['seek-time'].value] };
    const opponent = form.elements['seek-opponent'].value.trim();
    if (opponent) body.opponent = opponent;
    const btn = $('seek-submit');
    btn.disabled = true;
    try {
      const res = await lobby.post(body);
      if (res.game) {
        openGame(res.game);
        return;
      }
      toast(opponent ? t('challenge-sent', { name: opponent }) : t('challenge-listed'), 'info');
      form.elements['seek-opponent'].value = '';
    } catch (err) {
      toast(err.message, 'error');
    } finally {
      btn.disabled = false;
    }
  });
}

/** The logged-in player's unfinished games as last listed, by id: {your_turn, opponent}. */
const mine = new Map();

/** The same name, whatever its case. */
const same = (a, b) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** The logged-in player's unfinished games, theirs to move first. */
async function loadMyGames() {
  const box = $('my-games');
  const list = $('my-games-body');
  if (!currentAccount()) {
    box.hidden = true;
    mine.clear();
    return;
  }
  try {
    const res = await me.games();
    list.replaceChildren();
    mine.clear();
    box.hidden = res.games.length === 0;
    for (const g of res.games) {
      const opponent = playerName(g.opponent, g.opponent_deleted) ?? '?';
      mine.set(g.id, { your_turn: g.your_turn, opponent });
      const li = el('li', { cls: g.your_turn ? 'your-turn' : '', attrs: { 'data-game': g.id } }, list);
      el('a', { text: t(g.your_turn ? 'my-game-your-turn' : 'my-game-waiting', { opponent }), attrs: { href: `/game/${g.id}` } }, li);
      if (g.deadline) el('span', { text: ` · ${t('my-game-deadline', { date: formatDateTime(g.deadline) })}`, cls: 'muted' }, li);
    }
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401)) toast(err.message, 'error');
    box.hidden = true;
  }
  showNoticeButton();
}

/** The ids of the logged-in player's tournaments not finished, as last listed. */
let myTournaments = new Set();

/** The logged-in player's tournaments not finished, in the box under their games. */
async function loadMyTournaments() {
  const box = $('my-tournaments');
  if (!currentAccount()) {
    box.hidden = true;
    myTournaments = new Set();
    return;
  }
  try {
    const res = await me.tournaments();
    myTournaments = new Set(res.tournaments.map((x) => x.id));
    box.hidden = res.tournaments.length === 0;
    renderTournamentList($('my-tournaments-body'), res.tournaments);
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401)) toast(err.message, 'error');
    box.hidden = true;
  }
}

/** A list asked for while another is on its way is asked for once more, after it. */
let listing = null;
let listAgain = false;

/** Lists the player's games again, at most one request at a time. */
function refreshMyGames() {
  if (listing) {
    listAgain = true;
    return;
  }
  listing = loadMyGames().finally(() => {
    listing = null;
    if (listAgain) {
      listAgain = false;
      refreshMyGames();
    }
  });
}

/** When the page last called for attention about each game (ms), so that one change calls once. */
const told = new Map();

/** Calls for attention about game `id` with `text`, unless it did so a moment ago. */
function tell(id, text) {
  const now = Date.now();
  if (now - (told.get(id) ?? 0) < 3000) return;
  told.set(id, now);
  callAttention({ text, url: `/game/${id}`, tag: `tzaar-${id}` });
}

/**
 * A game of the player's changed (`game-changed`): the list follows at once, and the page calls
 * for attention when it has just become the player's turn.
 */
function gameChanged(msg) {
  const you = currentAccount();
  const known = mine.get(msg.game);
  const yours = same(msg.to_act, you);
  if (yours && !known?.your_turn) {
    tell(msg.game, known ? t('my-game-your-turn', { opponent: known.opponent }) : t('notice-your-turn'));
  }
  if (known) known.your_turn = yours;
  refreshMyGames();
}

/** The "Notify me" button: shown while the browser could still be asked. */
function showNoticeButton() {
  $('notify-btn').hidden = !currentAccount() || !noticesAskable();
}

function bindNoticeButton() {
  $('notify-btn').addEventListener('click', async () => {
    const answer = await askNotices();
    showNoticeButton();
    if (answer === 'granted') toast(t('notify-on'));
    else if (answer === 'denied') toast(t('notify-blocked'), 'error');
  });
}

function onMessage(msg) {
  const you = currentAccount();
  switch (msg.type) {
    case 'lobby':
      L.seeks = new Map(msg.seeks.map((s) => [s.id, s]));
      L.online = msg.online;
      L.bots = new Set(msg.bots ?? []);
      renderSeeks();
      renderOnline();
      break;
    case 'seek':
      L.seeks.set(msg.seek.id, msg.seek);
      renderSeeks();
      break;
    case 'seek-gone':
      L.seeks.delete(msg.id);
      renderSeeks();
      break;
    case 'online': {
      // Changes since the last message; the first message listed everyone.
      const names = new Set(L.online);
      for (const n of msg.left) names.delete(n);
      for (const n of msg.joined) names.add(n);
      for (const n of msg.bots ?? []) L.bots.add(n);
      L.online = [...names].sort((x, y) => x.localeCompare(y));
      renderOnline();
      break;
    }
    case 'game-started':
      L.seeks.delete(msg.seek);
      renderSeeks();
      if (same(msg.white, you) || same(msg.black, you)) {
        tell(msg.game, t('notice-game-started', { opponent: same(msg.white, you) ? msg.black : msg.white }));
        openGame(msg.game);
      }
      break;
    case 'game-changed':
      gameChanged(msg);
      break;
    case 'tournament':
      if (myTournaments.has(msg.id)) loadMyTournaments();
      break;
    case 'tournament-game':
      // A tournament of the player's paired them: the game opens, and comes back to the
      // tournament's page when it ends.
      if (same(msg.white, you) || same(msg.black, you)) {
        tell(msg.game, t('notice-game-started', { opponent: same(msg.white, you) ? msg.black : msg.white }));
        markTournamentGame(msg.game, msg.tournament, true);
        openGame(msg.game);
      }
      break;
    default:
  }
}

/** The lobby socket is down (and reconnecting). */
let lobbyDown = false;

/** Shows the connection's state beside the heading: nothing while it is up. */
function showConnection() {
  $('lobby-conn').textContent = lobbyDown ? t('lobby-reconnecting') : '';
}

function onConnection(up) {
  lobbyDown = !up;
  showConnection();
}

/** Shows the lobby's part of the home page and follows the lobby live. */
export function initLobby() {
  $('people').hidden = false;
  const levels = $('seek-levels');
  for (let n = 1; n <= 10; n++) el('option', { attrs: { value: `Level-${n}` } }, levels);
  bindSeekForm();
  bindNoticeButton();
  onLanguageChange(() => {
    renderSeeks();
    showConnection();
    refreshMyGames();
    loadMyTournaments();
  });
  let socket = null;
  // account.js says who is logged in once it knows, and again at each sign in or out: the
  // socket opens (again) as that account, so that "online" counts it.
  window.addEventListener('account-change', () => {
    const you = currentAccount();
    $('seek-form').hidden = !you;
    $('seek-signin').hidden = !!you;
    refreshMyGames();
    loadMyTournaments();
    socket?.close();
    socket = lobby.follow({ onMessage, onConnection });
  });
}
