// The game page's one state: what the page knows of the game and of this browser's seat, what it
// shows, and the functions that change it or read it. The rules are the server's: the page shows
// the State and the plies it sends, and offers only the actions the State lists.
import { server } from './api.js';
import { playerName, t } from './i18n.js';
import { whiteBelow } from './prefs.js';

/** The game page's state. Change it through the functions below; read it anywhere. */
export const G = {
  /** The game's id. */
  id: null,
  /** This browser's seat token for the game, if any. */
  token: null,
  /** Both seats' tokens, kept by the game's creator (a hot seat, an online game's invite). */
  tokens: {},
  /** The seat the token holds ('white' or 'black'), when known. */
  seat: null,
  /** The seat is bound to the logged-in account, which acts by its session (no token needed). */
  bySession: false,
  /** The server's State of the game (null until it arrives). */
  state: null,
  /** The server's plies for a history: {key, list}, fetched when past boards are needed. */
  plies: null,
  /** null: the live position; otherwise the number of actions shown (reviewing). */
  viewPly: null,
  /** The cell whose stack is selected to act. */
  selected: null,
  /** The type chosen for the next placement. */
  placePiece: 'tott',
  /** The board is shown from Black's side. */
  flipped: false,
  /** The person turned the board with Flip: the board setting no longer turns it. */
  flippedByHand: false,
  /** Arrows of a hint or a best line: [{from, to}]. */
  hint: null,
  /** The hint's words, shown on the info line. */
  hintText: '',
  /** The info line describes a clicked stack and stays until the next action. */
  infoSticky: false,
  /** An action of this browser is on its way to the server. */
  busy: false,
  /** When the State arrived (performance.now()), for the running clock. */
  clockAt: 0,
  /** The engine's scores per turn, once fetched. */
  scores: null,
  /** The scores were asked for once by themselves (a finished or imported game). */
  scoresRequested: false,
  /** The game does not exist (404). */
  missing: false,
};

let renderer = () => {};

/** Sets the function that draws the page from G. */
export function onRender(fn) {
  renderer = fn;
}

/** Draws the page from G. */
export function render() {
  renderer();
}

const key = (id) => ({
  token: `tzaar-token-${id}`, seat: `tzaar-seat-${id}`, tokens: `tzaar-tokens-${id}`, invite: `tzaar-invite-${id}`,
});

/** Remembers a new game's tokens (and an online game's invite link) in this browser, before the page goes to it. */
export function rememberNewGame(id, mine, tokens, color, invite) {
  const k = key(id);
  if (mine) localStorage.setItem(k.token, mine);
  localStorage.setItem(k.tokens, JSON.stringify(tokens || {}));
  if (color) localStorage.setItem(k.seat, color);
  if (invite) localStorage.setItem(k.invite, invite);
}

/** The invite link this browser made for game `id` (the creator's), or null. */
export function inviteLink() {
  return localStorage.getItem(key(G.id).invite);
}

/** Keeps the seat an invite took in this browser: its token and colour. */
export function rememberSeat(token, seat) {
  const k = key(G.id);
  localStorage.setItem(k.token, token);
  G.token = token;
  setSeat(seat);
}

/**
 * Opens game `id`: a token and seat in the link's fragment (`#token=...&seat=...`) are kept in
 * this browser, then the token, seat and tokens this browser keeps for the game are loaded.
 * Returns what the caller does with the fragment: `invite` (the code of `#invite=...`, to join
 * with, unless this browser holds a seat already) and `clear` (take it out of the address bar).
 */
export function openGame(id, fragment) {
  const k = key(id);
  G.id = id;
  const frag = new URLSearchParams(fragment);
  const invite = frag.get('invite');
  const fragToken = frag.get('token');
  const fragSeat = frag.get('seat');
  if (fragToken) {
    const known = localStorage.getItem(k.token);
    localStorage.setItem(k.token, fragToken);
    if (fragSeat === 'white' || fragSeat === 'black') localStorage.setItem(k.seat, fragSeat);
    else if (known !== fragToken) localStorage.removeItem(k.seat);
  }
  G.token = localStorage.getItem(k.token);
  G.seat = localStorage.getItem(k.seat);
  try {
    G.tokens = JSON.parse(localStorage.getItem(k.tokens) || '{}') || {};
  } catch {
    G.tokens = {};
  }
  // Both seats' tokens belong to this browser only if its own token is one of them.
  if (G.token && !Object.values(G.tokens).includes(G.token)) G.tokens = {};
  turnBoard();
  return { invite: invite && !G.token ? invite : null, clear: !!fragToken || !!invite };
}

/** Learns which seat this browser holds; `flip` turns the board to that side. */
export function setSeat(seat, { flip = true } = {}) {
  G.seat = seat;
  localStorage.setItem(key(G.id).seat, seat);
  if (flip) turnBoard();
}

/**
 * Turns the board as the seat and the board setting say (Black's side at the bottom for Black,
 * unless the setting keeps White there), unless the person turned it by hand.
 */
export function turnBoard() {
  if (!G.flippedByHand) G.flipped = G.seat === 'black' && !whiteBelow();
}

/** The logged-in account holds `seat` (a game it started from the lobby): it acts by its session. */
export function setSessionSeat(seat) {
  G.bySession = true;
  G.seat = seat;
  turnBoard();
}

/** The account that held the seat by its session logged out: the browser watches. */
export function clearSessionSeat() {
  G.bySession = false;
  G.seat = null;
}

/**
 * Whether the engine's view of the game (hints, the best line, scores) is served: not while an
 * online game between two people goes on (the State's `engine_help`; absent means served).
 */
export function engineHelp() {
  return G.state?.engine_help !== false;
}

/** Forgets a token that holds no seat in this game: the browser watches. */
export function forgetToken() {
  localStorage.removeItem(key(G.id).token);
  G.token = null;
}

/** The names of the players ("deleted player" for a deleted account's seat), or the colours' names. */
export function names() {
  const s = G.state;
  const name = (side) => playerName(s?.[side], s?.deleted?.[side]) || t(`colour-${side}`);
  return { white: name('white'), black: name('black') };
}

/** The sides this browser plays: both at a hot seat, its own seat otherwise. */
export function mySides() {
  if (G.state?.mode === 'hotseat') {
    const sides = ['white', 'black'].filter((x) => G.tokens[x]);
    return sides.length || !G.token ? sides : ['white', 'black'];
  }
  if (G.bySession) return [G.seat];
  if (!G.token) return [];
  return G.seat ? [G.seat] : ['white', 'black'];
}

/** The token that acts for `side` in this browser, or null. */
export function tokenFor(side) {
  if (!mySides().includes(side)) return null;
  return (G.state?.mode === 'hotseat' && G.tokens[side]) || G.token;
}

/** This browser plays in the game (it is not only watching). */
export function isPlayer() {
  return mySides().length > 0;
}

/** The page shows the game as it stands now (not reviewing). */
export function isLive() {
  return G.viewPly === null || G.viewPly >= (G.state?.actions_played ?? 0);
}

/** The person at this browser may act now. */
export function canAct() {
  const s = G.state;
  if (!s || s.status !== 'playing' || s.thinking || G.busy || !isLive()) return false;
  if (s.seats && s.seats[s.side] !== 'human') return false;
  return mySides().includes(s.side);
}

/** The number of actions shown: the one reviewed, or all of them. */
export function currentPly() {
  return G.viewPly ?? G.state?.actions_played ?? 0;
}

/** Shows the position after `ply` actions (clamped); past the last one, the live position. */
export function setViewPly(ply) {
  const n = G.state?.actions_played ?? 0;
  const p = Math.max(0, Math.min(n, ply));
  G.viewPly = p >= n ? null : p;
  G.selected = null;
  G.hint = null;
}

/** Selects the stack on `cell` to act with (null: none). */
export function select(cell) {
  G.selected = cell;
}

/** Turns the board around (by hand: the board setting no longer decides). */
export function flip() {
  G.flipped = !G.flipped;
  G.flippedByHand = true;
}

/** Chooses the type of the next placement. */
export function choosePiece(type) {
  G.placePiece = type;
}

/** Marks an action of this browser as on its way to the server, or back. */
export function setBusy(busy) {
  G.busy = busy;
}

/** Shows arrows of a hint or best line, and (for a hint) its words on the info line. */
export function setHint(arrows, text) {
  G.hint = arrows;
  if (text === undefined) return;
  G.hintText = text;
  G.infoSticky = false;
}

/** The info line describes a clicked stack (`sticky`) or the one under the pointer. */
export function setInfoSticky(sticky) {
  G.infoSticky = sticky;
}

/** Keeps the engine's scores per turn; `requested` once they were asked for by themselves. */
export function setScores(scores, requested = true) {
  if (scores) G.scores = scores;
  G.scoresRequested = requested;
}

/** Marks the game as not existing (404). */
export function setMissing(missing) {
  G.missing = missing;
}

/** Forgets what belonged to the position before an action: selection, info and hints. */
export function clearTransient() {
  G.selected = null;
  G.infoSticky = false;
  G.hint = null;
  G.hintText = '';
}

/** Takes a new State from the server. */
export function setState(next) {
  G.state = next;
  G.clockAt = performance.now();
  if (G.viewPly !== null && G.viewPly >= next.actions_played) G.viewPly = null;
}

/** The plies fetched for a state's history belong to that history only. */
const pliesKey = (state) => `${state.actions_played}|${state.history.join(';')}`;

let pending = null;

/** G.plies belong to the State's history as it is now. */
export function pliesFresh() {
  return !!G.state && G.plies?.key === pliesKey(G.state);
}

/**
 * The server's plies of `state`'s game (P0..Pn, each with its board, counts and the action that
 * led there), fetched once per history and kept in G.plies.
 */
export async function ensurePlies(state = G.state) {
  const k = pliesKey(state);
  if (G.plies?.key === k) return G.plies.list;
  if (pending?.key !== k) {
    const promise = server.plies(G.id).then(({ plies }) => {
      G.plies = { key: k, list: plies };
      return plies;
    });
    pending = { key: k, promise };
    promise.finally(() => {
      if (pending?.promise === promise) pending = null;
    }).catch(() => {});
  }
  return pending.promise;
}

/** The ply shown while reviewing (from the plies last fetched), or null when live. */
export function shownPly() {
  if (isLive()) return null;
  return G.plies?.list[G.viewPly] ?? null;
}
