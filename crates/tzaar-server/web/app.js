// The TZAAR web app: the lobby (/) and the game page (/game/{id}), talking to the server's JSON API.
import {
  BoardView, applyAction, countTypes, describeStack, drawStack, parseAction, parsePosition, stackInfo,
  TYPES, TYPE_NAMES, TYPE_LETTER,
} from './board.js';

const $ = (id) => document.getElementById(id);
const other = (side) => (side === 'white' ? 'black' : 'white');
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const SVGNS = 'http://www.w3.org/2000/svg';

// ---------------------------------------------------------------------------------------------
// Talking to the server

class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function api(method, path, { body, token, text } = {}) {
  const headers = {};
  let payload;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (text !== undefined) {
    headers['Content-Type'] = 'text/plain; charset=utf-8';
    payload = text;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(path, { method, headers, body: payload });
  } catch {
    throw new ApiError(0, 'network', 'The server cannot be reached. Check the connection and try again.');
  }
  const raw = await res.text();
  let data = null;
  try {
    data = raw ? JSON.parse(raw) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const msg = data?.message || raw || `The server answered ${res.status} ${res.statusText}.`;
    throw new ApiError(res.status, data?.error || 'http', msg);
  }
  return data;
}

function toast(message, kind = 'info', ms = 5000) {
  const t = document.createElement('div');
  t.className = `toast ${kind}`;
  t.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  t.textContent = message;
  $('toasts').appendChild(t);
  setTimeout(() => t.remove(), ms);
}

function confirmDialog(text, yes = 'Play it') {
  const d = $('confirm');
  $('confirm-text').textContent = text;
  $('confirm-yes').textContent = yes;
  return new Promise((resolve) => {
    const done = (v) => {
      d.close();
      $('confirm-yes').onclick = null;
      $('confirm-no').onclick = null;
      resolve(v);
    };
    $('confirm-yes').onclick = () => done(true);
    $('confirm-no').onclick = () => done(false);
    d.oncancel = () => done(false);
    d.showModal();
  });
}

function pieceIcon(type, color, size = 22) {
  const svg = document.createElementNS(SVGNS, 'svg');
  svg.setAttribute('viewBox', '-26 -26 52 52');
  svg.setAttribute('width', size);
  svg.setAttribute('height', size);
  svg.setAttribute('aria-hidden', 'true');
  const l = TYPE_LETTER[type];
  drawStack(svg, color === 'white' ? l.toLowerCase() : l);
  return svg;
}

const REASONS = {
  'tzaar-captured': (l) => `${l} has no Tzaar left: the last one was captured.`,
  'tzarra-captured': (l) => `${l} has no Tzarra left: the last one was captured.`,
  'tott-captured': (l) => `${l} has no Tott left: the last one was captured.`,
  'tzaar-buried': (l) => `${l} has no Tzaar on top of a stack: the last one was buried.`,
  'tzarra-buried': (l) => `${l} has no Tzarra on top of a stack: the last one was buried.`,
  'tott-buried': (l) => `${l} has no Tott on top of a stack: the last one was buried.`,
  'no-capture': (l) => `${l} could not capture at the start of the turn.`,
  resignation: (l) => `${l} resigned.`,
  time: (l) => `${l} ran out of time.`,
};

function resultText(result, names, you = null) {
  if (!result) return '';
  const w = result.winner;
  const why = REASONS[result.reason]?.(names[other(w)]) || result.reason;
  const head = you ? (you === w ? 'You win' : 'You lose') : `${names[w]} wins`;
  return `${head} (${result.score}). ${why}`;
}

// ---------------------------------------------------------------------------------------------
// Lobby

/** The archive's result column: a score (or a result object with a reason), or "playing". */
function resultCell(g) {
  if (g.status !== 'over') return 'playing';
  const r = g.result;
  if (!r) return 'over';
  if (typeof r === 'string') return r;
  return `${r.score ?? ''} ${(r.reason ?? '').replace(/-/g, ' ')}`.trim();
}

function initLobby() {
  $('lobby').hidden = false;
  document.title = 'TZAAR';
  const form = $('new-game');
  const sync = () => {
    const mode = form.mode.value;
    const setup = form.setup.value;
    const show = { random: setup === 'random', engine: mode === 'engine', seat: mode !== 'hotseat', online: mode === 'online' };
    for (const e of form.querySelectorAll('[data-for]')) e.hidden = !show[e.dataset.for];
  };
  form.addEventListener('change', sync);
  sync();
  $('level').addEventListener('input', () => ($('level-out').textContent = $('level').value));
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const mode = form.mode.value;
    const body = { mode, setup: form.setup.value };
    if (body.setup === 'random' && form.seed.value.trim()) {
      if (!/^\d+$/.test(form.seed.value.trim())) {
        toast('The seed is a whole number (0 or more).', 'error');
        return;
      }
      body.seed = Number(form.seed.value.trim());
    }
    if (mode === 'engine') body.level = Number(form.level.value);
    if (mode !== 'hotseat') body.color = form.color.value;
    if (mode === 'online' && form.clock.value) {
      const [init, inc] = form.clock.value.split('+').map(Number);
      body.clock = { initial_ms: init * 1000, increment_ms: inc * 1000 };
    }
    const name = form.name.value.trim();
    if (name && (body.color === 'white' || body.color === 'black')) body[body.color] = name;
    if (name && mode === 'hotseat') body.white = name;
    $('start-game').disabled = true;
    try {
      const res = await api('POST', '/api/games', { body });
      const id = res.id;
      const mine = new URLSearchParams(res.url.split('#')[1] || '').get('token');
      if (mine) localStorage.setItem(`tzaar-token-${id}`, mine);
      localStorage.setItem(`tzaar-tokens-${id}`, JSON.stringify(res.tokens || {}));
      if (res.color) localStorage.setItem(`tzaar-seat-${id}`, res.color);
      location.href = res.url + (res.color ? `&seat=${res.color}` : '');
    } catch (err) {
      toast(err.message, 'error');
    } finally {
      $('start-game').disabled = false;
    }
  });

  let page = 1;
  const perPage = 15;
  const load = async () => {
    try {
      const data = await api('GET', `/api/games?page=${page}&per_page=${perPage}`);
      const body = $('games-body');
      body.replaceChildren();
      for (const g of data.games) {
        const tr = document.createElement('tr');
        const cells = [
          `${g.white || 'White'} – ${g.black || 'Black'}`,
          g.mode, g.setup, String(g.turns ?? ''),
          resultCell(g),
          g.updated ? new Date(g.updated).toLocaleString() : '',
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
        tr.innerHTML = '<td colspan="6">No games yet.</td>';
        body.appendChild(tr);
      }
      const pages = Math.max(1, Math.ceil(data.total / perPage));
      $('page-info').textContent = `page ${page} of ${pages} (${data.total} games)`;
      $('prev-page').disabled = page <= 1;
      $('next-page').disabled = page >= pages;
    } catch (err) {
      toast(err.message, 'error');
    }
  };
  $('prev-page').onclick = () => { page--; load(); };
  $('next-page').onclick = () => { page++; load(); };
  load();

  $('import-file').addEventListener('change', async () => {
    const f = $('import-file').files[0];
    if (f) $('import-text').value = await f.text();
  });
  $('import-btn').onclick = async () => {
    const text = $('import-text').value;
    if (!text.trim()) {
      toast('Paste a record or choose a file first.', 'error');
      return;
    }
    try {
      const res = await api('POST', '/api/import', { text });
      location.href = res.watch || `/game/${res.id}`;
    } catch (err) {
      toast(err.message, 'error', 9000);
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Game page

const G = {
  id: null,
  token: null,
  tokens: {},
  seat: null,
  state: null,
  viewPly: null, // null: the live position; otherwise the number of actions shown
  selected: null,
  placePiece: 'tott',
  flipped: false,
  hint: null,
  hintText: '',
  busy: false,
  queue: Promise.resolve(),
  clockAt: 0,
  scores: null,
  replay: null,
};

function names() {
  const s = G.state;
  return { white: s?.white || 'White', black: s?.black || 'Black' };
}

/** Actions of the game so far, each with its side and turn, and the board after each. */
function replayOf(state) {
  const key = `${state.start}|${state.history.join(';')}`;
  if (G.replay?.key === key) return G.replay;
  const plies = [];
  let boards = [];
  try {
    const start = parsePosition(state.start);
    let side = start.side;
    let board = start.board;
    boards = [board];
    state.history.forEach((turn, ti) => {
      turn.split(/\s+/).filter(Boolean).forEach((text, ai) => {
        plies.push({ text, side, turn: ti, index: ai });
        board = applyAction(board, text, side);
        boards.push(board);
      });
      side = other(side);
    });
  } catch {
    boards = [state.board];
  }
  G.replay = { key, plies, boards };
  return G.replay;
}

/** The sides this browser plays: both at a hot seat, its own seat otherwise. */
function mySides() {
  if (G.state?.mode === 'hotseat') {
    const sides = ['white', 'black'].filter((x) => G.tokens[x]);
    return sides.length || !G.token ? sides : ['white', 'black'];
  }
  if (!G.token) return [];
  return G.seat ? [G.seat] : ['white', 'black'];
}

function tokenFor(side) {
  if (!mySides().includes(side)) return null;
  return (G.state?.mode === 'hotseat' && G.tokens[side]) || G.token;
}

function isLive() {
  return G.viewPly === null || G.viewPly >= (G.state?.actions_played ?? 0);
}

function canAct() {
  const s = G.state;
  if (!s || s.status !== 'playing' || s.thinking || G.busy || !isLive()) return false;
  if (s.seats && s.seats[s.side] !== 'human') return false;
  return !!tokenFor(s.side);
}

function isPlayer() {
  return mySides().length > 0;
}

function initGame(id) {
  G.id = id;
  document.title = `TZAAR – game ${id}`;
  const frag = new URLSearchParams(location.hash.slice(1));
  const fragToken = frag.get('token');
  const fragSeat = frag.get('seat');
  if (fragToken) {
    const known = localStorage.getItem(`tzaar-token-${id}`);
    localStorage.setItem(`tzaar-token-${id}`, fragToken);
    if (fragSeat === 'white' || fragSeat === 'black') localStorage.setItem(`tzaar-seat-${id}`, fragSeat);
    else if (known !== fragToken) localStorage.removeItem(`tzaar-seat-${id}`);
    // Keep the seat token out of the address bar, so that copying it shares a watch link.
    history.replaceState(null, '', location.pathname);
  }
  G.token = localStorage.getItem(`tzaar-token-${id}`);
  G.seat = localStorage.getItem(`tzaar-seat-${id}`);
  try {
    G.tokens = JSON.parse(localStorage.getItem(`tzaar-tokens-${id}`) || '{}') || {};
  } catch {
    G.tokens = {};
  }
  // Tokens of both seats are kept by a game's creator (a hot seat, or an online game's invite).
  if (G.token && !Object.values(G.tokens).includes(G.token)) G.tokens = {};
  G.flipped = G.seat === 'black';

  G.board = new BoardView($('board'), {
    interactive: true,
    label: 'TZAAR board',
    onCellClick: onCellClick,
    onDrop: onDrop,
    onInfo: showInfo,
    canDrag: (cell) => canAct() && G.state.actions.some((a) => a.from === cell),
  });

  $('pass-btn').onclick = () => play('pass');
  $('type-move').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = $('move-input').value.trim();
    const a = findTyped(text);
    if (!a) {
      toast(`${text || 'Nothing'} is not one of the legal actions here.`, 'error');
      return;
    }
    $('move-input').value = '';
    play(a.action);
  });
  $('undo-btn').onclick = undo;
  $('hint-btn').onclick = hint;
  $('resign-btn').onclick = resign;
  $('flip-btn').onclick = () => {
    G.flipped = !G.flipped;
    render();
  };
  $('first-btn').onclick = () => goto(0);
  $('prev-btn').onclick = () => goto(currentPly() - 1);
  $('next-btn').onclick = () => goto(currentPly() + 1);
  $('last-btn').onclick = () => goto(Infinity);
  $('scores-btn').onclick = loadScores;
  $('analysis-btn').onclick = analysis;
  $('record-link').href = `/api/games/${id}/record`;
  for (const b of document.querySelectorAll('[data-copy]')) {
    b.onclick = async () => {
      const input = $(b.dataset.copy);
      try {
        await navigator.clipboard.writeText(input.value);
        toast('Link copied.');
      } catch {
        input.select();
        toast('Select the link and copy it (Ctrl+C).');
      }
    };
  }
  document.addEventListener('keydown', (e) => {
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(document.activeElement?.tagName)) return;
    if (e.key === 'ArrowLeft') goto(currentPly() - 1);
    else if (e.key === 'ArrowRight') goto(currentPly() + 1);
    else if (e.key === 'Home') goto(0);
    else if (e.key === 'End') goto(Infinity);
    else if (e.key === 'Escape') {
      G.selected = null;
      render();
    } else return;
    e.preventDefault();
  });

  api('GET', `/api/games/${id}`)
    .then((s) => enqueueState(s, { animate: false }))
    .catch((err) => {
      // Without a state there is nothing to show but why.
      G.missing = err.status === 404;
      $('missing-title').textContent = G.missing ? 'There is no such game' : 'The game cannot be shown';
      $('missing-text').textContent = err.message;
      $('missing').hidden = false;
      if (G.missing) socket?.close();
    });
  if (G.token && !G.seat) learnSeat();
  connect();
  setInterval(tickClocks, 200);
}

/** Asks the server which seat this browser's token holds (a link that does not name it). */
async function learnSeat() {
  try {
    const { seat } = await api('GET', `/api/games/${G.id}/seat`, { token: G.token });
    if (seat !== 'white' && seat !== 'black') return;
    G.seat = seat;
    localStorage.setItem(`tzaar-seat-${G.id}`, seat);
    G.flipped = seat === 'black';
    render();
  } catch (err) {
    // A token that holds no seat here: watch instead of failing at the first move.
    if (err.status === 403) {
      localStorage.removeItem(`tzaar-token-${G.id}`);
      G.token = null;
      toast('This link does not hold a seat in this game; you are watching.', 'error');
      render();
    }
  }
}

// ---- Live updates

let socket = null;
let retry = 0;
function connect() {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  const ws = new WebSocket(`${proto}://${location.host}/api/games/${G.id}/ws`);
  socket = ws;
  let ping = null;
  ws.onopen = () => {
    retry = 0;
    setConn('live', false);
    ping = setInterval(() => ws.readyState === 1 && ws.send(JSON.stringify({ type: 'ping' })), 20000);
  };
  ws.onmessage = (e) => {
    let msg;
    try {
      msg = JSON.parse(e.data);
    } catch {
      return;
    }
    if (msg.type === 'state' && msg.state) enqueueState(msg.state, { animate: true });
  };
  ws.onclose = () => {
    clearInterval(ping);
    if (socket !== ws || G.missing) return;
    const wait = Math.min(8000, 500 * 2 ** retry++);
    setConn(`connection lost, reconnecting in ${Math.round(wait / 1000) || 1} s…`, true);
    setTimeout(connect, wait);
  };
  ws.onerror = () => ws.close();
}

function setConn(text, down) {
  const c = $('conn');
  c.textContent = down ? text : 'Live updates on.';
  c.classList.toggle('down', down);
}

function flat(state) {
  return state.history.flatMap((t) => t.split(/\s+/).filter(Boolean));
}

/** States are handled one at a time, so that animations never overlap. */
function enqueueState(state, opts) {
  G.queue = G.queue.then(() => applyState(state, opts)).catch((e) => console.error(e));
  return G.queue;
}

async function applyState(next, { animate, fromPost } = {}) {
  const prev = G.state;
  // A POST's answer can arrive after the socket already told of later actions: keep the newer.
  if (prev && fromPost && next.actions_played < prev.actions_played) return;
  const wasLive = isLive();
  let added = [];
  if (prev && animate !== false && wasLive && next.actions_played > prev.actions_played) {
    const a = flat(prev);
    const b = flat(next);
    if (a.every((x, i) => b[i] === x)) added = b.slice(a.length);
  }
  if (prev && next.actions_played !== prev.actions_played) {
    G.selected = null;
    G.infoSticky = false;
    $('info-line').textContent = '';
    G.hint = null;
    G.hintText = '';
    $('analysis').textContent = '';
  }
  if (added.length && added.length <= 4) {
    const rep = replayOf(next);
    let board = prev.board;
    for (let i = 0; i < added.length; i++) {
      const ply = prev.actions_played + i;
      const text = added[i];
      const side = rep.plies[ply]?.side || prev.side;
      const after = applyAction(board, text, side);
      const act = parseAction(text);
      if (act.from) {
        G.board.render({ board: after, flipped: G.flipped, last: [act], targets: [], placeTargets: [], hint: null, selected: null });
        await G.board.animateMove(act.from, act.to, act.kind === 'capture' ? board[act.to] : null);
      }
      board = after;
    }
  }
  G.state = next;
  G.clockAt = performance.now();
  if (!G.seat && G.token && next.mode === 'engine' && next.engine_color) {
    G.seat = other(next.engine_color);
    localStorage.setItem(`tzaar-seat-${G.id}`, G.seat);
    if (!prev) G.flipped = G.seat === 'black';
  }
  if (G.viewPly !== null && G.viewPly >= next.actions_played) G.viewPly = null;
  render();
}

// ---- Acting

async function play(text, { animate = true } = {}) {
  const s = G.state;
  if (!canAct()) return;
  const action = s.actions.find((a) => a.action === text);
  if (action?.loses) {
    const ok = await confirmDialog(`${text} loses the game at once: you would be left without a visible piece of some type. Play it anyway?`);
    if (!ok) {
      G.selected = null;
      render();
      return;
    }
  }
  G.busy = true;
  G.selected = null;
  render();
  try {
    const next = await api('POST', `/api/games/${G.id}/actions`, { body: { action: text }, token: tokenFor(s.side) });
    G.busy = false;
    await enqueueState(next, { animate, fromPost: true });
  } catch (err) {
    G.busy = false;
    // A link without its seat: the server's refusal tells which seat the token is.
    if (err.code === 'not-your-turn' && !G.seat && s.mode !== 'hotseat') {
      G.seat = other(s.side);
      localStorage.setItem(`tzaar-seat-${G.id}`, G.seat);
      G.flipped = G.seat === 'black';
    }
    toast(err.message, 'error');
    render();
  }
}

/** The legal action a typed text means: exact notation in either case, or `D4-C3` / `D4C3`. */
function findTyped(text) {
  const s = G.state;
  if (!s || !text) return null;
  const t = text.toUpperCase().replace(/\s+/g, '');
  const exact = s.actions.find((a) => a.action.toUpperCase() === t);
  if (exact) return exact;
  const m = /^([A-I][1-9])-?([A-I][1-9])$/.exec(t);
  return m ? s.actions.find((a) => a.from === m[1] && a.to === m[2]) || null : null;
}

function onCellClick(cell, { dragStart } = {}) {
  const s = G.state;
  if (!s) return;
  showInfo(cell, true);
  if (!canAct()) return;
  if (s.phase === 'place') {
    if (!s.board[cell]) {
      const a = s.actions.find((x) => x.kind === 'place' && x.to === cell && x.piece === G.placePiece);
      if (a) play(a.action);
    }
    return;
  }
  if (G.selected && !dragStart) {
    const a = s.actions.find((x) => x.from === G.selected && x.to === cell);
    if (a) {
      play(a.action);
      return;
    }
  }
  if (G.selected === cell && !dragStart) G.selected = null;
  else if (s.actions.some((x) => x.from === cell)) G.selected = cell;
  else {
    const st = stackInfo(s.board[cell]);
    if (G.selected === null && st && st.color === s.side) {
      $('info-line').textContent = `${describeStack(cell, s.board[cell])}. It has no legal action now.`;
    }
    G.selected = null;
  }
  render();
}

function onDrop(from, to) {
  const s = G.state;
  const a = canAct() && s.actions.find((x) => x.from === from && x.to === to);
  // The stack is already where it was dropped: no need to show it moving there.
  if (a) play(a.action, { animate: false });
  else {
    G.selected = canAct() && s.actions.some((x) => x.from === from) ? from : null;
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
  G.infoSticky = sticky;
  line.textContent = board[cell] ? describeStack(cell, board[cell]) : G.hintText || cell;
}

async function undo() {
  const s = G.state;
  const token = tokenFor(s.side) || G.token || G.tokens.white || G.tokens.black;
  try {
    const next = await api('POST', `/api/games/${G.id}/undo`, { token });
    G.viewPly = null;
    await enqueueState(next, { animate: false });
  } catch (err) {
    toast(err.message, 'error');
  }
}

async function hint() {
  const s = G.state;
  try {
    const h = await api('POST', `/api/games/${G.id}/hint`, { token: tokenFor(s.side) });
    G.hint = h.turn.map(parseAction).filter((a) => a.from || a.to);
    G.hintText = `Hint: ${h.turn.join(' ')} (${h.score})`;
    $('info-line').textContent = G.hintText;
    G.infoSticky = false;
    render();
  } catch (err) {
    toast(err.message, 'error');
  }
}

async function resign() {
  const s = G.state;
  const side = s.mode === 'hotseat' ? s.side : G.seat || s.side;
  const ok = await confirmDialog(`Resign the game for ${names()[side]}?`, 'Resign');
  if (!ok) return;
  try {
    const next = await api('POST', `/api/games/${G.id}/resign`, { token: tokenFor(side) || G.token });
    await enqueueState(next, { animate: false, fromPost: true });
  } catch (err) {
    toast(err.message, 'error');
  }
}

// ---- Review

function currentPly() {
  return G.viewPly ?? G.state?.actions_played ?? 0;
}

function goto(ply) {
  const s = G.state;
  if (!s) return;
  const n = s.actions_played;
  const p = Math.max(0, Math.min(n, ply));
  G.viewPly = p >= n ? null : p;
  G.selected = null;
  G.hint = null;
  $('analysis').textContent = '';
  render();
  document.querySelector('.moves .act.current')?.scrollIntoView({ block: 'nearest' });
}

function shownBoard() {
  const s = G.state;
  if (!s) return {};
  if (isLive()) return s.board;
  return replayOf(s).boards[G.viewPly] || s.board;
}

async function loadScores() {
  const btn = $('scores-btn');
  btn.disabled = true;
  btn.textContent = 'The engine is scoring the game…';
  try {
    const data = await api('GET', `/api/games/${G.id}/scores`);
    G.scores = data.scores;
    G.scoresFor = G.state.history.length;
    drawGraph();
  } catch (err) {
    toast(err.message, 'error');
  } finally {
    btn.disabled = false;
    btn.textContent = G.scores ? 'Update the score graph' : 'Show the score graph';
    btn.hidden = !!G.scores && (G.state.status === 'over' || G.state.mode === 'review');
  }
}

function scoreValue(sc) {
  if (typeof sc.score === 'number') return Math.tanh(sc.score / 600);
  const m = /^(win|loss)/.exec(sc.text || '');
  if (m) return m[1] === 'win' ? 1 : -1;
  return null;
}

function turnEndPly(turn) {
  // The number of actions played at the end of whole turn `turn` (1-based; 0 is the start).
  const s = G.state;
  let n = 0;
  for (let i = 0; i < Math.min(turn, s.history.length); i++) n += s.history[i].split(/\s+/).filter(Boolean).length;
  return n;
}

function drawGraph() {
  const box = $('graph');
  if (!G.scores) return;
  const W = 300;
  const H = 120;
  const n = Math.max(1, G.state.history.length);
  const svg = document.createElementNS(SVGNS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-label', "The engine's score after each turn (up: good for White)");
  const x = (t) => (t / n) * W;
  const y = (v) => H / 2 - (v * (H - 10)) / 2;
  const pts = [[0, 0]];
  for (const sc of G.scores) {
    const v = scoreValue(sc);
    if (v !== null) pts.push([sc.turn, v]);
  }
  pts.sort((a, b) => a[0] - b[0]);
  const mk = (name, attrs) => {
    const e = document.createElementNS(SVGNS, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    svg.appendChild(e);
    return e;
  };
  const line = pts.map(([t, v]) => `${x(t).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  mk('polygon', { points: `0,${H / 2} ${line} ${x(pts[pts.length - 1][0]).toFixed(1)},${H / 2}`, class: 'area-white' });
  mk('line', { x1: 0, y1: H / 2, x2: W, y2: H / 2, class: 'axis' });
  mk('polyline', { points: line, class: 'line', 'vector-effect': 'non-scaling-stroke' });
  // Where the board is now.
  const rep = replayOf(G.state);
  const ply = currentPly();
  const turnNow = ply === 0 ? 0 : (rep.plies[ply - 1]?.turn ?? 0) + 1;
  mk('line', { x1: x(turnNow), y1: 0, x2: x(turnNow), y2: H, class: 'cursor', 'vector-effect': 'non-scaling-stroke' });
  svg.addEventListener('click', (e) => {
    const r = svg.getBoundingClientRect();
    const t = Math.round(((e.clientX - r.left) / r.width) * n);
    goto(turnEndPly(t));
  });
  for (const [text, yy] of [['White better', 11], ['Black better', H - 4]]) {
    const t = mk('text', { x: 4, y: yy, class: 'graph-label' });
    t.textContent = text;
  }
  const title = document.createElementNS(SVGNS, 'title');
  title.textContent = 'Score after each turn, from White\'s side (up is good for White). Click to go to a turn.';
  svg.appendChild(title);
  box.replaceChildren(svg);
}

async function analysis() {
  const ply = currentPly();
  const out = $('analysis');
  out.textContent = 'Thinking…';
  try {
    const a = await api('GET', `/api/games/${G.id}/analysis?ply=${ply}&ms=800`);
    const rep = replayOf(G.state);
    let side = G.state.side;
    if (!isLive()) {
      const nextPly = rep.plies[ply];
      side = nextPly ? nextPly.side : G.state.side;
    }
    out.textContent = a.pv?.length
      ? `${cap(side)} to act: ${a.score} at depth ${a.depth}. Best line: ${a.pv.join(' ')}`
      : `${a.score} (no actions: the game is over here).`;
    G.hint = (a.pv || []).slice(0, 2).map(parseAction).filter((x) => x.from);
    render();
  } catch (err) {
    out.textContent = '';
    toast(err.message, 'error');
  }
}

// ---- Drawing the page

function fmtClock(ms) {
  ms = Math.max(0, ms);
  const s = Math.floor(ms / 1000);
  const m = Math.floor(s / 60);
  if (ms < 10000) return `0:0${(ms / 1000).toFixed(1)}`;
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

function clockMs(side) {
  const c = G.state?.clock;
  if (!c) return null;
  let ms = c[`${side}_ms`];
  if (c.running === side && G.state.status === 'playing') ms -= performance.now() - G.clockAt;
  return ms;
}

function tickClocks() {
  for (const el of document.querySelectorAll('.clock[data-side]')) {
    const ms = clockMs(el.dataset.side);
    if (ms === null) continue;
    el.textContent = fmtClock(ms);
    el.classList.toggle('low', ms < 20000 && G.state.clock.running === el.dataset.side);
  }
}

function renderBar(bar, side, counts) {
  const s = G.state;
  bar.replaceChildren();
  bar.classList.toggle('to-move', s.status === 'playing' && s.side === side && isLive());
  const dot = document.createElement('span');
  dot.className = `seat-dot ${side}`;
  const name = document.createElement('span');
  name.className = 'name';
  let label = names()[side];
  if (s.mode !== 'hotseat' && G.seat === side && G.token && label.toLowerCase() !== 'you') label += ' (you)';
  name.textContent = label;
  bar.append(dot, name);
  if (s.seats?.[side] === 'engine' && s.thinking && isLive()) {
    const t = document.createElement('span');
    t.className = 'thinking';
    t.textContent = 'thinking';
    bar.appendChild(t);
  }
  if (s.clock) {
    const c = document.createElement('span');
    c.className = 'clock';
    c.dataset.side = side;
    c.classList.toggle('running', s.clock.running === side);
    c.textContent = fmtClock(clockMs(side));
    bar.appendChild(c);
  }
  const box = document.createElement('span');
  box.className = 'counts';
  box.title = 'Stacks with each type on top';
  for (const t of TYPES) {
    const n = counts[side][t];
    const c = document.createElement('span');
    c.className = `count${n <= 1 && s.phase !== 'place' ? ' low' : ''}`;
    c.title = `${n} ${TYPE_NAMES[t]}${n === 1 ? '' : 's'} on top of stacks`;
    c.append(pieceIcon(t, side), document.createTextNode(String(n)));
    c.dataset.type = t;
    box.appendChild(c);
  }
  bar.appendChild(box);
}

function statusText() {
  const s = G.state;
  const nm = names();
  const who = nm[s.side];
  if (s.status === 'over') {
    const n = s.history.length;
    return { main: 'Game over', sub: `after ${n} turn${n === 1 ? '' : 's'}` };
  }
  const what = {
    place: 'place a piece on an empty cell',
    open: 'the opening capture (one action only)',
    first: 'first action: a capture',
    second: 'second action: capture, stack or pass',
  }[s.phase];
  let main;
  const mine = tokenFor(s.side) && s.seats?.[s.side] !== 'engine';
  if (s.mode === 'review') return { main: 'Imported game, for review', sub: `Turn ${s.turn} · ${cap(s.side)}: ${what}` };
  else if (s.seats?.[s.side] === 'engine') main = s.thinking ? `${who} is thinking` : `${who} to act`;
  else if (mine && s.mode !== 'hotseat') main = 'Your turn';
  else if (mine || !isPlayer()) main = `${who} to act`;
  else main = `Waiting for ${who}`;
  return { main, sub: `Turn ${s.turn} · ${cap(s.side)}: ${what}` };
}

function render() {
  const s = G.state;
  if (!s) return;
  $('game').hidden = false;
  $('missing').hidden = true;
  const live = isLive();
  const rep = replayOf(s);
  const board = shownBoard();
  const acting = canAct();

  // Board.
  let last;
  if (live) last = (s.last_turn || []).map(parseAction);
  else {
    const p = rep.plies[G.viewPly - 1];
    last = p ? rep.plies.filter((q, i) => q.turn === p.turn && i < G.viewPly).map((q) => parseAction(q.text)) : [];
  }
  let targets = [];
  let placeTargets = [];
  if (acting && G.selected) {
    targets = s.actions.filter((a) => a.from === G.selected && a.to)
      .map((a) => ({ cell: a.to, kind: a.kind, loses: a.loses }));
  }
  const placing = acting && s.phase === 'place';
  if (placing) {
    const avail = new Set(s.actions.filter((a) => a.kind === 'place').map((a) => a.piece));
    if (!avail.has(G.placePiece)) G.placePiece = TYPES.find((t) => avail.has(t)) || 'tott';
    placeTargets = [...new Set(s.actions.filter((a) => a.kind === 'place' && a.piece === G.placePiece).map((a) => a.to))];
  }
  G.board.render({ board, flipped: G.flipped, selected: acting ? G.selected : null, targets, placeTargets, last, hint: G.hint });

  // Players.
  const counts = live && s.counts ? s.counts : countTypes(board);
  const bottom = G.flipped ? 'black' : 'white';
  renderBar($('bar-bottom'), bottom, counts);
  renderBar($('bar-top'), other(bottom), counts);

  // Status, also in the tab's title so that a player in another tab sees it is their turn.
  const st = $('status');
  const yourTurn = live && s.status === 'playing' && acting && s.mode !== 'hotseat';
  document.title = `${yourTurn ? '(Your turn) ' : ''}TZAAR – game ${G.id}`;
  const over = $('gameover');
  if (s.status === 'over') {
    over.hidden = false;
    const mine = s.mode === 'hotseat' ? [] : mySides();
    over.textContent = resultText(s.result, names(), mine.length === 1 ? mine[0] : null);
  } else over.hidden = true;
  if (live) {
    const { main, sub } = statusText();
    st.innerHTML = '';
    st.append(document.createTextNode(main));
    const span = document.createElement('span');
    span.className = 'sub';
    span.textContent = sub;
    st.appendChild(span);
    st.classList.toggle('over', s.status === 'over');
  } else {
    const p = rep.plies[G.viewPly - 1];
    st.innerHTML = '';
    st.append(document.createTextNode('Reviewing'));
    const span = document.createElement('span');
    span.className = 'sub';
    span.textContent = p ? `after ${p.text} (turn ${p.turn + 1}, ${p.side})` : 'the start position';
    st.appendChild(span);
    st.classList.remove('over');
  }

  // Placement chooser.
  const pl = $('placement');
  pl.hidden = !placing;
  if (placing) {
    pl.replaceChildren();
    const inHand = handCounts(s.board, s.side);
    for (const t of TYPES) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'small';
      b.dataset.piece = t;
      b.setAttribute('aria-pressed', String(G.placePiece === t));
      b.disabled = inHand[t] <= 0;
      b.append(pieceIcon(t, s.side, 24), document.createTextNode(`${TYPE_NAMES[t]} ×${inHand[t]}`));
      b.onclick = () => {
        G.placePiece = t;
        render();
      };
      pl.appendChild(b);
    }
  }

  // Buttons.
  const player = isPlayer();
  $('type-move').hidden = !player || s.mode === 'review' || s.status !== 'playing';
  $('move-input').disabled = !acting;
  const hasPass = s.actions.some((a) => a.kind === 'pass');
  $('pass-btn').hidden = !player || s.mode === 'review' || s.status !== 'playing';
  $('pass-btn').disabled = !acting || !hasPass;
  const undoable = (s.mode === 'engine' || s.mode === 'hotseat') && player;
  $('undo-btn').hidden = !undoable;
  $('undo-btn').disabled = s.actions_played === 0 || s.thinking || G.busy;
  $('hint-btn').hidden = !undoable;
  $('hint-btn').disabled = !acting;
  $('resign-btn').hidden = !player || s.mode === 'review';
  $('resign-btn').disabled = s.status !== 'playing';
  $('role').textContent = !player && s.mode !== 'review' ? 'You are watching: the board is read-only.' : '';

  // Moves.
  renderMoves(rep);
  const n = s.actions_played;
  const cur = currentPly();
  $('where').textContent = `${cur} / ${n} actions`;
  $('first-btn').disabled = cur === 0;
  $('prev-btn').disabled = cur === 0;
  $('next-btn').disabled = cur >= n;
  $('last-btn').disabled = cur >= n;

  // Analysis.
  if (G.scores) drawGraph();
  else if ((s.status === 'over' || s.mode === 'review') && !G.scoresRequested && s.history.length) {
    G.scoresRequested = true;
    loadScores();
  }

  // Sharing.
  const sp = $('share-panel');
  sp.hidden = false;
  $('watch-link').value = `${location.origin}/game/${G.id}`;
  const inviteSeat = G.seat ? other(G.seat) : null;
  const inviteToken = s.mode === 'online' && inviteSeat ? G.tokens[inviteSeat] : null;
  $('invite-row').hidden = !inviteToken;
  $('invite-label').hidden = !inviteToken;
  if (inviteToken) {
    $('invite-label').textContent = `Invite a player (they play ${cap(inviteSeat)}):`;
    $('invite-link').value = `${location.origin}/game/${G.id}#token=${inviteToken}&seat=${inviteSeat}`;
  }
}

function handCounts(board, side) {
  const full = { tzaar: 6, tzarra: 9, tott: 15 };
  for (const letters of Object.values(board)) {
    const st = stackInfo(letters);
    if (st && st.color === side) for (const p of st.pieces) full[p]--;
  }
  return full;
}

function renderMoves(rep) {
  const box = $('moves');
  const cur = currentPly();
  box.replaceChildren();
  let ply = 0;
  G.state.history.forEach((turn, ti) => {
    const row = document.createElement('div');
    row.className = 'turn';
    const num = document.createElement('span');
    num.className = 'num';
    num.textContent = `${ti + 1}.`;
    const side = document.createElement('span');
    side.className = `side ${rep.plies[ply]?.side || ''}`;
    row.append(num, side);
    for (const text of turn.split(/\s+/).filter(Boolean)) {
      ply++;
      const a = document.createElement('span');
      a.className = `act${ply === cur ? ' current' : ''}`;
      a.textContent = text;
      a.dataset.ply = String(ply);
      const target = ply;
      a.onclick = () => goto(target);
      row.appendChild(a);
    }
    box.appendChild(row);
  });
  if (!G.state.history.length) box.textContent = 'No moves yet.';
}

// ---------------------------------------------------------------------------------------------

const m = /^\/game\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
if (m) initGame(m[1]);
else initLobby();
