// The game page (/game/{id}): the board, the players, whose turn it is, acting, and live updates.
// What may be played comes from the State's `actions`; boards come from the server.
import { accountKnown, currentAccount } from './account.js';
import { server, subscribe } from './api.js';
import { callAttention, pageTitle } from './attention.js';
import {
  BoardView, describeStack, parseAction, pieceIcon, stackInfo, TYPES, typeName,
} from './board.js';
import { clockElement, startClocks } from './clock.js';
import { reasonSentence } from './reasons.js';
import { scoreWords } from './score.js';
import { confirmDialog, toast } from './dialogs.js';
import { botMark, formatDateTime, onLanguageChange, t } from './i18n.js';
import {
  bindReview, refreshPlies, renderEval, renderGraph, renderMoves, reviewStatus, shownBoard,
  shownCounts, shownLastTurn,
} from './review.js';
import {
  G, canAct, choosePiece, clearSessionSeat, clearTransient, engineHelp, ensurePlies, flip, forgetToken, inviteLink, isLive, isPlayer,
  mySides, names, onRender, openGame, rememberSeat, render, select, setBusy, setHint, setInfoSticky,
  setMissing, setSeat, setSessionSeat, setState, setViewPly, tokenFor, turnBoard,
} from './state.js';
import {
  addChat, bindSocial, loadChat, maybeFollow, renderSocial, tellOfferEnd,
} from './social.js';
import { takePairedGame, tournamentOfGame, tournamentUrl } from './tournament-shared.js';
import { $, actionsOf, other } from './util.js';

/** The board on the page. */
let view = null;
/** The live updates of the game. */
let live = null;
/** States are taken one at a time, so that animations never overlap. */
let queue = Promise.resolve();
/** How many States the socket has sent; each one supersedes every State queued before it. */
let socketStates = 0;
/**
 * States queued or being shown (an animation runs). While any is, the board on the screen is not
 * yet the State's, so a click or a typed action would be read against a board the player does not
 * see: they are ignored until the board is settled.
 */
let unsettled = 0;

/** The board on the screen is the newest State's: no State waits and no animation runs. */
const settled = () => unsettled === 0;

/** The catalogue's words for each phase of a turn, with the turn and the side to act. */
const PHASES = { place: 'turn-place', open: 'turn-open', first: 'turn-first', second: 'turn-second' };

/** The catalogue's words for the number of stacks with each type on top. */
const COUNTS = { tzaar: 'count-tzaar', tzarra: 'count-tzarra', tott: 'count-tott' };

/** Resolves once the first State is shown. */
let stateShown = null;
const firstState = new Promise((resolve) => {
  stateShown = resolve;
});

/**
 * A line under the status saying this browser only watches (an invite someone else used): the
 * catalogue's key and its arguments, or null.
 */
let watchingNote = null;

/** The watching note in the page's language. */
const watchingText = () => (watchingNote ? t(watchingNote.key, watchingNote.args) : '');

/** The result in words: who won, the score, and why the loser lost. */
function resultText(result, nm, you = null) {
  if (!result) return '';
  const w = result.winner;
  const why = reasonSentence(result.reason, nm[other(w)]);
  const score = result.score;
  const head = you ? t(you === w ? 'you-win' : 'you-lose', { score }) : t('player-wins', { name: nm[w], score });
  return `${head} ${why}`;
}

/** Shows game `id`: reads the seat from the link, fetches the State, and follows it live. */
export function initGame(id) {
  pageTitle(t('game-title', { id }));
  // Keep the seat token and the invite out of the address bar, so that copying it shares a
  // watch link.
  const { invite, clear } = openGame(id, location.hash.slice(1));
  if (clear) history.replaceState(null, '', location.pathname);
  onRender(renderGame);

  view = new BoardView($('board'), {
    interactive: true,
    onCellClick,
    onDrop,
    onInfo: showInfo,
    canDrag: (cell) => canAct() && settled() && G.state.actions.some((a) => a.from === cell),
  });

  $('pass-btn').onclick = () => play('pass');
  $('type-move').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = $('move-input').value.trim();
    const a = findTyped(text);
    if (!a) {
      toast(text ? t('typed-not-legal', { action: text }) : t('typed-nothing'), 'error');
      return;
    }
    $('move-input').value = '';
    play(a.action);
  });
  $('undo-btn').onclick = undo;
  $('hint-btn').onclick = hint;
  $('resign-btn').onclick = resign;
  $('abort-btn').onclick = abort;
  $('claim-btn').onclick = claim;
  $('flip-btn').onclick = () => {
    flip();
    render();
  };
  bindReview();
  bindSocial((s) => enqueueState(s, { animate: false }));
  for (const b of document.querySelectorAll('[data-copy]')) {
    b.onclick = async () => {
      const input = $(b.dataset.copy);
      try {
        await navigator.clipboard.writeText(input.value);
        toast(t('link-copied'));
      } catch {
        input.select();
        toast(t('link-copy-by-hand'));
      }
    };
  }

  (invite ? join(invite) : Promise.resolve()).then(() => follow(id));
  startClocks();
  setInterval(renderClaim, 1000);
  // The account's board setting, once read (or changed), turns the board unless Flip did.
  window.addEventListener('settings-change', () => {
    turnBoard();
    if (G.state) render();
  });
  onLanguageChange(() => {
    render();
    showConnection();
    if (!$('missing').hidden) showMissing();
  });
}

/** Takes the seat of an invite: the first to open it plays; anyone later watches. */
async function join(invite) {
  try {
    const { seat, token } = await server.join(G.id, invite);
    rememberSeat(token, seat);
    toast(t('you-play', { side: seat }));
  } catch (err) {
    watchingNote = err.code === 'invite-used'
      ? { key: 'seat-taken', args: {} }
      : { key: 'invite-refused', args: { reason: err.message } };
    toast(watchingText(), 'error');
  }
}

/** Why the game cannot be shown (the server's refusal), once it is known. */
let refusal = null;

/** The page for a game that cannot be shown: its title and the server's reason. */
function showMissing() {
  const key = G.missing ? 'missing-game' : 'game-unavailable';
  // The key goes on the element too, so that the page's translation says the same.
  $('missing-title').dataset.i18n = key;
  $('missing-title').textContent = t(key);
  $('missing-text').textContent = refusal?.message ?? '';
  $('missing').hidden = false;
}

/** The live connection: null before the socket first answers, then up or down (and the wait). */
let connection = null;

/** The connection line under the controls. */
function showConnection() {
  if (!connection) return;
  const c = $('conn');
  const seconds = Math.round(connection.wait / 1000) || 1;
  c.textContent = connection.up ? t('live-on') : t('connection-lost', { seconds });
  c.classList.toggle('down', !connection.up);
}

/** Fetches the State and follows it live; a player's socket tells the opponent they are here. */
function follow(id) {
  server.state(id)
    .then((s) => enqueueState(s, { animate: false, fetched: true }))
    .catch((err) => {
      // Without a state there is nothing to show but why.
      setMissing(err.status === 404);
      refusal = err;
      showMissing();
      if (G.missing) live?.close();
    });
  if (G.token && !G.seat) learnSeat();
  else if (!G.token) {
    learnSessionSeat();
    window.addEventListener('account-change', learnSessionSeat);
  }
  live = subscribe(id, {
    token: G.token,
    onState: (s) => enqueueState(s, { animate: true, fromSocket: true }),
    onChat: addChat,
    onConnection: (up, wait) => {
      if (up) loadChat();
      connection = { up, wait };
      showConnection();
    },
  });
}

/** Asks the server which seat this browser's token holds (a link that does not name it). */
async function learnSeat() {
  try {
    const { seat } = await server.seat(G.id, G.token);
    if (seat !== 'white' && seat !== 'black') return;
    setSeat(seat);
    render();
  } catch (err) {
    // A token that holds no seat here: watch instead of failing at the first move.
    if (err.status === 403) {
      forgetToken();
      toast(t('token-no-seat'), 'error');
      render();
    }
  }
}

/** The seat of the logged-in account by the State's accounts (names in any case), or null. */
function accountSeat() {
  const me = currentAccount()?.toLowerCase();
  const accounts = G.state?.accounts;
  if (!me || !accounts) return null;
  return ['white', 'black'].find((side) => accounts[side]?.toLowerCase() === me) ?? null;
}

/** A request for the session's seat is on its way. */
let askingSeat = false;

/**
 * Asks the server whether the logged-in account holds a seat here (its games from the lobby),
 * once the page knows who is logged in and the State says the account plays: a guest or a
 * spectating account never asks (the server would refuse, an error in the console). After a
 * sign-out the session's seat is given up.
 */
async function learnSessionSeat() {
  await Promise.all([accountKnown, firstState]);
  if (G.bySession && !accountSeat()) {
    clearSessionSeat();
    render();
    return;
  }
  if (G.token || G.bySession || askingSeat || !accountSeat()) return;
  askingSeat = true;
  try {
    const { seat } = await server.seat(G.id);
    if (seat !== 'white' && seat !== 'black') return;
    setSessionSeat(seat);
    render();
  } catch {
    // None of the session's seats after all: this browser watches.
  } finally {
    askingSeat = false;
  }
}

// ---- Live updates

const flat = (state) => state.history.flatMap(actionsOf);

/**
 * Takes States one at a time, so that animations never overlap. The socket sends every change in
 * order and always ends on the newest State, so a State with a later socket State behind it in the
 * queue is out of date: it is skipped rather than shown, and the newest State then shows (and
 * animates, when few) all the actions at once. Without this, States arriving faster than one
 * animation each (a quick opponent, moves played elsewhere) were shown one by one, and the page fell
 * seconds behind the game. The first fetch's State is skipped once the socket has sent one: it may
 * be older.
 */
function enqueueState(state, opts) {
  const seq = opts.fromSocket ? ++socketStates : socketStates;
  unsettled++;
  queue = queue
    .then(() => {
      if (socketStates > seq || (opts.fetched && socketStates > 0)) return undefined;
      return applyState(state, opts);
    })
    .catch((e) => console.error(e))
    .finally(() => {
      unsettled--;
    });
  return queue;
}

async function applyState(next, { animate, fromPost } = {}) {
  const prev = G.state;
  // A POST's answer can arrive after the socket already told of later actions: keep the newer.
  if (prev && fromPost && next.actions_played < prev.actions_played) return;
  let added = [];
  if (prev && animate !== false && isLive() && next.actions_played > prev.actions_played) {
    const a = flat(prev);
    const b = flat(next);
    if (a.every((x, i) => b[i] === x)) added = b.slice(a.length);
  }
  if (prev && next.actions_played !== prev.actions_played) {
    clearTransient();
    $('info-line').textContent = '';
    $('analysis').textContent = '';
  }
  if (added.length && added.length <= 4) await animateActions(prev, next, added);
  // A selection made against the board before (a click while the stack moved) means nothing on
  // this one: it never carries over to the new position.
  if (prev && (next.actions_played !== prev.actions_played || next.side !== prev.side)) clearTransient();
  setState(next);
  stateShown();
  tellOfferEnd(prev, next);
  if (!G.seat && G.token && next.mode === 'engine' && next.engine_color) {
    setSeat(other(next.engine_color), { flip: !prev });
  }
  render();
  refreshPlies();
  maybeFollow(prev, next);
  // A game that ended before this page first saw it (its opponent resigned at once) takes
  // back a player whom its pairing sent here, once.
  const endedUnseen = !prev && next.status !== 'playing' && takePairedGame(G.id);
  if ((prev?.status === 'playing' && next.status !== 'playing') || endedUnseen) backToTournament(next);
  if (becameMyTurn(prev, next)) {
    callAttention({ text: t('my-game-your-turn', { opponent: names()[other(next.side)] }), tag: `tzaar-${G.id}` });
  }
}

/** Whether the opponent's change made it this browser's turn in an online game going on. */
function becameMyTurn(prev, next) {
  const mine = (s) => s.status === 'playing' && s.mode === 'online' && mySides().includes(s.side);
  return !!prev && mine(next) && !mine(prev);
}

/**
 * Shows the actions `added` between two States one after the other, each stack moving. One
 * action goes from one State's board to the other's; more need the boards between, the plies.
 */
async function animateActions(prev, next, added) {
  let boards = [prev.board, next.board];
  if (added.length > 1) {
    try {
      const plies = await ensurePlies(next);
      boards = plies.slice(prev.actions_played, prev.actions_played + added.length + 1).map((p) => p.board);
    } catch {
      return;
    }
    if (boards.length !== added.length + 1) return;
  }
  for (let i = 0; i < added.length; i++) {
    const act = parseAction(added[i]);
    if (!act.from) continue;
    view.render({ board: boards[i + 1], flipped: G.flipped, last: [act], targets: [], placeTargets: [], hint: null, selected: null });
    await view.animateMove(act.from, act.to, act.kind === 'capture' ? boards[i][act.to] : null);
  }
}

/** How long a finished tournament game stays on the screen before its tournament's page opens (ms). */
const BACK_TO_TOURNAMENT_MS = 4000;

/** The page goes back to the game's tournament in a moment. */
let goingBack = false;

/**
 * A tournament's game has just ended: its players, and a tab that opened it from the
 * tournament's page, go back to the tournament's page after a moment, where the next pairing
 * comes; anyone else only has the link.
 */
function backToTournament(state) {
  const tour = state.tournament;
  if (!tour || goingBack) return;
  if (!isPlayer() && !accountSeat() && tournamentOfGame(G.id) !== String(tour.id)) return;
  goingBack = true;
  takePairedGame(G.id);
  setTimeout(() => {
    location.href = tournamentUrl(tour.id);
  }, BACK_TO_TOURNAMENT_MS);
  render();
}

// ---- Acting

async function play(text, { animate = true } = {}) {
  const s = G.state;
  if (!canAct() || !settled()) return;
  const action = s.actions.find((a) => a.action === text);
  if (action?.loses) {
    const ok = await confirmDialog(t('loses-at-once', { action: text }));
    if (!ok) {
      select(null);
      render();
      return;
    }
  }
  setBusy(true);
  select(null);
  render();
  try {
    const next = await server.play(G.id, text, tokenFor(s.side));
    setBusy(false);
    await enqueueState(next, { animate, fromPost: true });
  } catch (err) {
    setBusy(false);
    // A link without its seat: the server's refusal tells which seat the token is.
    if (err.code === 'not-your-turn' && !G.seat && s.mode !== 'hotseat') setSeat(other(s.side));
    toast(err.message, 'error');
    render();
  }
}

/** The legal action a typed text means: exact notation in either case, or `D4-C3` / `D4C3`. */
function findTyped(text) {
  const s = G.state;
  if (!s || !text) return null;
  const typed = text.toUpperCase().replace(/\s+/g, '');
  const exact = s.actions.find((a) => a.action.toUpperCase() === typed);
  if (exact) return exact;
  const m = /^([A-I][1-9])-?([A-I][1-9])$/.exec(typed);
  return m ? s.actions.find((a) => a.from === m[1] && a.to === m[2]) || null : null;
}

function onCellClick(cell, { dragStart } = {}) {
  const s = G.state;
  if (!s) return;
  showInfo(cell, true);
  // While the board still changes, a click would act on a position the player does not see.
  if (!canAct() || !settled()) return;
  if (s.phase === 'place') {
    const a = s.actions.find((x) => x.kind === 'place' && x.to === cell && x.piece === G.placePiece);
    if (a) play(a.action);
    return;
  }
  if (G.selected && !dragStart) {
    const a = s.actions.find((x) => x.from === G.selected && x.to === cell);
    if (a) {
      play(a.action);
      return;
    }
  }
  if (G.selected === cell && !dragStart) select(null);
  else if (s.actions.some((x) => x.from === cell)) select(cell);
  else {
    const st = stackInfo(s.board[cell]);
    if (G.selected === null && st && st.color === s.side) {
      $('info-line').textContent = t('no-legal-action', { stack: describeStack(cell, s.board[cell]) });
    }
    select(null);
  }
  render();
}

function onDrop(from, to) {
  const s = G.state;
  const a = canAct() && settled() && s.actions.find((x) => x.from === from && x.to === to);
  // The stack is already where it was dropped: no need to show it moving there.
  if (a) play(a.action, { animate: false });
  else {
    select(canAct() && s.actions.some((x) => x.from === from) ? from : null);
    render();
  }
}

function showInfo(cell, sticky) {
  const line = $('info-line');
  if (!cell) {
    if (!G.infoSticky) line.textContent = G.hintText || '';
    return;
  }
  const board = shownBoard();
  setInfoSticky(sticky);
  line.textContent = board[cell] ? describeStack(cell, board[cell]) : G.hintText || cell;
}

async function undo() {
  const s = G.state;
  const token = tokenFor(s.side) || G.token || G.tokens.white || G.tokens.black;
  try {
    const next = await server.undo(G.id, token);
    setViewPly(Infinity);
    await enqueueState(next, { animate: false });
  } catch (err) {
    toast(err.message, 'error');
  }
}

async function hint() {
  const s = G.state;
  try {
    const h = await server.hint(G.id, tokenFor(s.side));
    setHint(h.turn.map(parseAction).filter((a) => a.from || a.to), t('hint-text', { turn: h.turn.join(' '), outlook: scoreWords(h.score, s.side, h.win_chance) }));
    $('info-line').textContent = G.hintText;
    render();
  } catch (err) {
    toast(err.message, 'error');
  }
}

async function resign() {
  const s = G.state;
  const side = s.mode === 'hotseat' ? s.side : G.seat || s.side;
  const ok = await confirmDialog(t('resign-confirm', { name: names()[side] }), t('resign'));
  if (!ok) return;
  try {
    const next = await server.resign(G.id, tokenFor(side) || G.token);
    await enqueueState(next, { animate: false, fromPost: true });
  } catch (err) {
    toast(err.message, 'error');
  }
}

/** The side this browser plays in an online game, or null. */
function onlineSeat() {
  const mine = mySides();
  return G.state?.mode === 'online' && mine.length === 1 ? mine[0] : null;
}

async function abort() {
  const ok = await confirmDialog(t('abort-confirm'), t('abort'));
  if (!ok) return;
  try {
    const next = await server.abort(G.id, tokenFor(onlineSeat()));
    await enqueueState(next, { animate: false, fromPost: true });
  } catch (err) {
    toast(err.message, 'error');
  }
}

async function claim() {
  try {
    const next = await server.claim(G.id, tokenFor(onlineSeat()));
    await enqueueState(next, { animate: false, fromPost: true });
  } catch (err) {
    toast(err.message, 'error');
  }
}

/**
 * How long until the server accepts a claim by absence against `side` (ms, 0: now), counted down
 * from when the State arrived; null when the State has no such claim.
 */
function claimWaitMs(side) {
  const c = G.state?.claim;
  if (!c || c.against !== side) return null;
  return Math.max(0, c.in_ms - (performance.now() - G.clockAt));
}

/**
 * Whether a claim by this browser's online seat would be accepted now: the opponent is to act
 * and out of time, or the State's `claim` is against the opponent and its wait is over. Never
 * against an opponent who is not to act.
 */
function claimable() {
  const s = G.state;
  const me = onlineSeat();
  if (!me || s.status !== 'playing' || s.abortable) return false;
  const them = other(me);
  const outOfTime = s.side === them && (
    (s.clock && s.clock.running === them && s.clock[`${them}_ms`] <= 0)
    || (s.deadline && Date.parse(s.deadline) <= Date.now()));
  return outOfTime || claimWaitMs(them) === 0;
}

/** The claim button, and the line counting down to a claim against an opponent who left. */
function renderClaim() {
  const s = G.state;
  if (!s) return;
  $('claim-btn').hidden = !claimable();
  const me = onlineSeat();
  const wait = me && s.status === 'playing' ? claimWaitMs(other(me)) : null;
  const line = $('claim-line');
  line.hidden = wait === null;
  if (wait === null) return;
  const who = names()[other(me)];
  line.textContent = wait > 0
    ? t('claim-in', { name: who, seconds: Math.ceil(wait / 1000) })
    : t('claim-now', { name: who });
}

// ---- Drawing the page

function renderBar(bar, side, counts) {
  const s = G.state;
  bar.replaceChildren();
  bar.classList.toggle('to-move', s.status === 'playing' && s.side === side && isLive());
  const dot = document.createElement('span');
  dot.className = `seat-dot ${side}`;
  const name = document.createElement('span');
  name.className = 'name';
  let label = names()[side];
  if (s.mode !== 'hotseat' && G.seat === side && (G.token || G.bySession) && label.toLowerCase() !== 'you') label = t('you-suffix', { name: label });
  // A seat bound to an account links to its player page.
  const account = s.accounts?.[side];
  if (account) {
    const a = document.createElement('a');
    a.href = `/player/${encodeURIComponent(account)}`;
    a.textContent = label;
    name.appendChild(a);
  } else {
    name.textContent = label;
  }
  if (s.bots?.[side]) name.append(' ', botMark());
  bar.append(dot, name);
  if (s.mode === 'online' && s.presence) {
    const here = s.presence[side];
    const p = document.createElement('span');
    p.className = `presence${here ? ' here' : ''}`;
    p.title = t(here ? 'connected' : 'not-connected');
    p.setAttribute('aria-label', p.title);
    bar.appendChild(p);
  }
  if (s.seats?.[side] === 'engine' && s.thinking && isLive()) {
    const busy = document.createElement('span');
    busy.className = 'thinking';
    busy.textContent = t('thinking');
    bar.appendChild(busy);
  }
  if (s.clock) bar.appendChild(clockElement(side));
  const box = document.createElement('span');
  box.className = 'counts';
  box.title = t('counts-title');
  for (const type of TYPES) {
    const n = counts[side][type];
    const c = document.createElement('span');
    c.className = `count${n <= 1 && s.phase !== 'place' ? ' low' : ''}`;
    c.title = t(COUNTS[type], { count: n });
    c.append(pieceIcon(type, side), document.createTextNode(String(n)));
    c.dataset.type = type;
    box.appendChild(c);
  }
  bar.appendChild(box);
}

function statusText() {
  const s = G.state;
  const who = names()[s.side];
  if (s.status === 'over') {
    return { main: t('game-over'), sub: t('game-over-after', { turns: s.history.length }) };
  }
  if (s.status === 'aborted') return { main: t('game-aborted'), sub: t('game-aborted-sub') };
  let sub = t(PHASES[s.phase] ?? 'turn-second', { turn: s.turn, side: s.side });
  if (s.deadline) sub += ` · ${t('turn-deadline', { date: formatDateTime(s.deadline) })}`;
  else if (s.days_per_turn) sub += ` · ${t('turn-days', { days: s.days_per_turn })}`;
  if (watchingNote) sub += ` · ${watchingText()}`;
  const mine = mySides().includes(s.side) && s.seats?.[s.side] !== 'engine';
  let main;
  if (s.mode === 'review') main = t('imported-for-review');
  else if (s.seats?.[s.side] === 'engine') main = t(s.thinking ? 'side-thinking' : 'side-to-act', { name: who });
  else if (mine && s.mode !== 'hotseat') main = t('your-turn');
  else if (mine || !isPlayer()) main = t('side-to-act', { name: who });
  else main = t('waiting-for', { name: who });
  return { main, sub };
}

function renderStatus(liveView) {
  const s = G.state;
  const st = $('status');
  const { main, sub } = liveView ? statusText() : { main: t('reviewing'), sub: reviewStatus() };
  st.replaceChildren(document.createTextNode(main));
  const span = document.createElement('span');
  span.className = 'sub';
  span.textContent = sub;
  st.appendChild(span);
  st.classList.toggle('over', liveView && s.status === 'over');
}

/** The piece chooser of the tournament placement: the pieces still to place, by the State. */
function renderPlacement(placing) {
  const s = G.state;
  const pl = $('placement');
  pl.hidden = !placing;
  if (!placing) return;
  pl.replaceChildren();
  const inHand = s.to_place[s.side];
  for (const type of TYPES) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'small';
    b.dataset.piece = type;
    b.setAttribute('aria-pressed', String(G.placePiece === type));
    b.disabled = inHand[type] <= 0;
    b.append(pieceIcon(type, s.side, 24), document.createTextNode(t('in-hand', { piece: typeName(type), count: inHand[type] })));
    b.onclick = () => {
      choosePiece(type);
      render();
    };
    pl.appendChild(b);
  }
}

function renderButtons(acting) {
  const s = G.state;
  const player = isPlayer();
  $('type-move').hidden = !player || s.mode === 'review' || s.status !== 'playing';
  $('move-input').disabled = !acting;
  const hasPass = s.actions.some((a) => a.kind === 'pass');
  $('pass-btn').hidden = !player || s.mode === 'review' || s.status !== 'playing';
  $('pass-btn').disabled = !acting || !hasPass;
  const undoable = (s.mode === 'engine' || s.mode === 'hotseat') && player;
  $('undo-btn').hidden = !undoable;
  // A finished game is over: nothing to take back, no hint to give.
  $('undo-btn').disabled = s.status !== 'playing' || s.actions_played === 0 || s.thinking || G.busy;
  // While people play each other online, the engine helps nobody (fair play).
  $('hint-btn').hidden = !undoable || !engineHelp();
  $('hint-btn').disabled = !acting;
  $('resign-btn').hidden = !player || s.mode === 'review';
  $('resign-btn').disabled = s.status !== 'playing';
  $('abort-btn').hidden = !(player && s.mode === 'online' && s.abortable);
  renderClaim();
  $('role').textContent = !player && s.mode !== 'review' ? t('watching') : '';
}

/** The game's tournament: a link back to its page, and a word when the page is going back there. */
function renderTournament() {
  const tour = G.state.tournament;
  $('tournament-line').hidden = !tour;
  if (!tour) return;
  const a = $('tournament-link');
  a.href = tournamentUrl(tour.id);
  a.textContent = t('game-tournament-link', { name: tour.name });
  $('tournament-going').textContent = goingBack ? t('game-tournament-going-back') : '';
}

function renderShare() {
  const s = G.state;
  $('share-panel').hidden = false;
  $('watch-link').value = `${location.origin}/game/${G.id}`;
  const inviteSeat = G.seat ? other(G.seat) : null;
  const invite = s.mode === 'online' && inviteSeat ? inviteLink() : null;
  $('invite-row').hidden = !invite;
  $('invite-label').hidden = !invite;
  if (invite) {
    $('invite-label').textContent = t('invite-label-side', { side: inviteSeat });
    $('invite-link').value = `${location.origin}${invite}`;
  }
  const mine = s.mode === 'online' && G.seat && G.token;
  $('seat-row').hidden = !mine;
  $('seat-label').hidden = !mine;
  if (mine) $('seat-link').value = `${location.origin}/game/${G.id}#token=${G.token}&seat=${G.seat}`;
}

/** Draws the game page from G. */
function renderGame() {
  const s = G.state;
  if (!s) return;
  $('game').hidden = false;
  $('missing').hidden = true;
  const liveView = isLive();
  const acting = canAct();

  // Board: the selected stack's targets and the cells to place on are the State's actions.
  let targets = [];
  let placeTargets = [];
  if (acting && G.selected) {
    targets = s.actions.filter((a) => a.from === G.selected && a.to)
      .map((a) => ({ cell: a.to, kind: a.kind, loses: a.loses }));
  }
  const placing = acting && s.phase === 'place';
  if (placing) {
    const avail = new Set(s.actions.filter((a) => a.kind === 'place').map((a) => a.piece));
    if (!avail.has(G.placePiece)) choosePiece(TYPES.find((type) => avail.has(type)) || 'tott');
    placeTargets = [...new Set(s.actions.filter((a) => a.kind === 'place' && a.piece === G.placePiece).map((a) => a.to))];
  }
  view.render({
    board: shownBoard(), flipped: G.flipped, selected: acting ? G.selected : null, targets, placeTargets,
    last: shownLastTurn(), hint: G.hint,
  });

  // Players.
  const counts = shownCounts();
  const bottom = G.flipped ? 'black' : 'white';
  renderBar($('bar-bottom'), bottom, counts);
  renderBar($('bar-top'), other(bottom), counts);

  // Status, also in the tab's title so that a player in another tab sees it is their turn.
  const yourTurn = liveView && s.status === 'playing' && acting && s.mode !== 'hotseat';
  pageTitle(t(yourTurn ? 'game-title-your-turn' : 'game-title', { id: G.id }));
  const over = $('gameover');
  over.hidden = s.status !== 'over' && s.status !== 'aborted';
  if (s.status === 'aborted') over.textContent = t('game-aborted-line');
  if (s.status === 'over') {
    const mine = s.mode === 'hotseat' ? [] : mySides();
    over.textContent = resultText(s.result, names(), mine.length === 1 ? mine[0] : null);
  }
  renderTournament();
  renderStatus(liveView);
  renderPlacement(placing);
  renderButtons(acting);
  renderMoves();
  renderGraph();
  renderEval();
  renderShare();
  renderSocial();
}
