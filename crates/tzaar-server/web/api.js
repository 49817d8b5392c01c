// The client of the server's HTTP API and of a game's live updates (a WebSocket). Every path the
// page asks for is here; the answers are the server's JSON as the README describes it.
import { language, t } from './i18n.js';

/** A refused or failed request: the HTTP status (0 without a connection), the error code, why. */
export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * One request: `body` is sent as JSON, `text` as plain text, `token` proves a seat. It names the
 * page's language, which the server's error messages follow (an account's own setting first).
 */
async function request(method, path, { body, token, text } = {}) {
  const headers = { 'Accept-Language': language() };
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
    throw new ApiError(0, 'network', t('server-unreachable'));
  }
  const raw = await res.text();
  let data = null;
  try {
    data = raw ? JSON.parse(raw) : null;
  } catch {
    data = null;
  }
  if (!res.ok) {
    const msg = data?.message || raw || t('server-answered', { status: String(res.status), reason: res.statusText });
    throw new ApiError(res.status, data?.error || 'http', msg);
  }
  return data;
}

const game = (id) => `/api/games/${id}`;

/** The accounts' and players' endpoints; the session travels in the HttpOnly cookie. */
export const accounts = {
  /** Signs up and logs in: {name, rating, token}. */
  /** Signs up; `email` (optional) is mailed a link to verify it, `language` becomes the account's. */
  signUp: (name, password, email = null, language = null) =>
    request('POST', '/api/accounts', { body: { name, password, ...(email ? { email } : {}), ...(language ? { language } : {}) } }),
  /** Logs in: {name, token}. */
  logIn: (name, password) => request('POST', '/api/session', { body: { name, password } }),
  /** Logs out (the cookie is cleared). */
  logOut: () => request('DELETE', '/api/session'),
  /** The logged-in account: {name, rating, deviation, games, wins, losses, email, email_verified}; 401 if none. */
  me: () => request('GET', '/api/me'),
  /** Who the session is, a guest too (never refused): {account: null} or {account: {name, ...}}. */
  session: () => request('GET', '/api/session'),
  /** Replaces the password; the account's other sessions end. */
  changePassword: (old, next) => request('PUT', '/api/me/password', { body: { old, new: next } }),
  /** A player: {name, rating, deviation, games, wins, losses, bot, history}. */
  player: (name) => request('GET', `/api/players/${encodeURIComponent(name)}`),
  /** One page of the leaderboard: {players, page, per_page, total}. */
  leaderboard: (page, perPage) => request('GET', `/api/players?page=${page}&per_page=${perPage}`),
};

/** The server's endpoints, one function each. */
export const server = {
  /** What a new game gets by default: {level, levels, engine_time_ms}. */
  defaults: () => request('GET', '/api/defaults'),
  /** One page of the archive: {games, total}. */
  games: (page, perPage) => request('GET', `/api/games?page=${page}&per_page=${perPage}`),
  /** The opening explorer at a position: {position, games, white_wins, turns: [{turn, games, white_wins}]}. */
  explorer: (position) => request('GET', `/api/explorer?position=${encodeURIComponent(position)}`),
  /** Starts a game: {id, url, color, tokens, state}. */
  create: (body) => request('POST', '/api/games', { body }),
  /** Imports a record's text for review: {id, watch}. */
  importRecord: (text) => request('POST', '/api/import', { text }),
  /** The game's State. */
  state: (id) => request('GET', game(id)),
  /** Every position of the game: {plies: [P0..Pn]}. */
  plies: (id) => request('GET', `${game(id)}/plies`),
  /** The seat `token` holds: {seat}. */
  seat: (id, token) => request('GET', `${game(id)}/seat`, { token }),
  /** Plays one action; the new State. */
  play: (id, action, token) => request('POST', `${game(id)}/actions`, { body: { action }, token }),
  /** Takes back to the person's turn; the new State. */
  undo: (id, token) => request('POST', `${game(id)}/undo`, { token }),
  /** Resigns the seat of `token`; the new State. */
  resign: (id, token) => request('POST', `${game(id)}/resign`, { token }),
  /** The engine's suggested turn: {turn, score}. */
  hint: (id, token) => request('POST', `${game(id)}/hint`, { token }),
  /** The engine's view after `ply` actions, searching `ms`: {score, depth, pv}. */
  analysis: (id, ply, ms) => request('GET', `${game(id)}/analysis?ply=${ply}&ms=${ms}`),
  /** Takes the seat an invite opens: {seat, token}; 409 `invite-used` once taken. */
  join: (id, invite) => request('POST', `${game(id)}/join`, { body: { invite } }),
  /** Aborts the game before Black's first action; the new State. */
  abort: (id, token) => request('POST', `${game(id)}/abort`, { token }),
  /** Claims the win (the opponent's time is out, or they have left); the new State. */
  claim: (id, token) => request('POST', `${game(id)}/claim`, { token }),
  /** The engine's score after each turn: {scores}. */
  scores: (id) => request('GET', `${game(id)}/scores`),
  /** Offers to take back the seat's last turn, or accepts the opponent's offer; the State. */
  takeback: (id, token) => request('POST', `${game(id)}/takeback`, { token }),
  /** Offers a rematch of a finished game, or accepts one; the State. */
  rematch: (id, token) => request('POST', `${game(id)}/rematch`, { token }),
  /** Declines (or withdraws) the pending `kind` offer ('takeback' or 'rematch'); the State. */
  decline: (id, kind, token) => request('DELETE', `${game(id)}/${kind}`, { token }),
  /** Sends a chat message: {seq, side, author, text, at}. */
  chat: (id, text, token) => request('POST', `${game(id)}/chat`, { body: { text }, token }),
  /** The game's chat: {messages}. */
  chatLog: (id) => request('GET', `${game(id)}/chat`),
  /** Where the game's record downloads from. */
  recordUrl: (id) => `${game(id)}/record`,
};

/** Positions outside any game (the analysis board, puzzles and lessons). */
export const positions = {
  /** A position (`standard`, `random 7`, `tournament` or a position string) with its legal actions. */
  show: (position) => request('GET', `/api/position?position=${encodeURIComponent(position)}`),
  /** The position after `action` (one action's text) is played in `position`. */
  play: (position, action) => request('POST', '/api/position', { body: { position, action } }),
  /** The position after the whole `turn` in `position`. */
  playTurn: (position, turn) => request('POST', '/api/position', { body: { position, turn } }),
  /** The engine's `lines` best turns in `position`, searching `ms`: {position, depth, lines}. */
  analysis: (position, ms, lines) =>
    request('GET', `/api/analysis?position=${encodeURIComponent(position)}&ms=${ms}&lines=${lines}`),
};

/**
 * Opens the WebSocket at `path` and keeps it open: `onMessage(msg)` for each JSON message,
 * `onConnection(up, retryMs)` when it opens or drops. Pings every 20 s; reconnects by itself,
 * waiting longer each time (at most 8 s), until `close()` is called.
 */
function liveSocket(path, { onMessage, onConnection }) {
  let socket = null;
  let retry = 0;
  let closed = false;
  const connect = () => {
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${proto}://${location.host}${path}`);
    socket = ws;
    let ping = null;
    ws.onopen = () => {
      retry = 0;
      onConnection(true, 0);
      ping = setInterval(() => ws.readyState === 1 && ws.send(JSON.stringify({ type: 'ping' })), 20000);
    };
    ws.onmessage = (e) => {
      let msg;
      try {
        msg = JSON.parse(e.data);
      } catch {
        return;
      }
      if (msg && typeof msg.type === 'string') onMessage(msg);
    };
    ws.onclose = () => {
      clearInterval(ping);
      if (socket !== ws || closed) return;
      const wait = Math.min(8000, 500 * 2 ** retry++);
      onConnection(false, wait);
      setTimeout(connect, wait);
    };
    ws.onerror = () => ws.close();
  };
  connect();
  return {
    close() {
      closed = true;
      socket?.close();
    },
  };
}

/**
 * Follows game `id` live: `onState(state)` for each State the server sends, `onChat(message)` for
 * each chat message, `onConnection(up, retryMs)` when the socket opens or drops. A seat `token`
 * makes the socket count as that player's presence. Reconnects by itself until `close()`.
 */
export function subscribe(id, { onState, onChat, onConnection, token }) {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return liveSocket(`${game(id)}/ws${query}`, {
    onConnection,
    onMessage: (msg) => {
      if (msg.type === 'state' && msg.state) onState(msg.state);
      else if (msg.type === 'chat' && msg.message) onChat?.(msg.message);
    },
  });
}

/** The lobby: open challenges, posted, cancelled and accepted; the session is the cookie's. */
export const lobby = {
  /** Posts a challenge: {id}, or {id, game} when an engine level is challenged (it starts at once). */
  post: (body) => request('POST', '/api/seeks', { body }),
  /** Cancels one's own challenge. */
  cancel: (id) => request('DELETE', `/api/seeks/${encodeURIComponent(id)}`),
  /** Accepts a challenge: {game}. */
  accept: (id) => request('POST', `/api/seeks/${encodeURIComponent(id)}/accept`),
  /** Declines a challenge made directly to the logged-in player. */
  decline: (id) => request('POST', `/api/seeks/${encodeURIComponent(id)}/decline`),
  /**
   * Follows the lobby live (`lobby`, `seek`, `seek-gone`, `game-started`, `online`, `tournament`, `tournament-game` messages to
   * `onMessage`); the socket counts the logged-in account as online. Reconnects until `close()`.
   */
  follow: ({ onMessage, onConnection }) => liveSocket('/api/lobby/ws', { onMessage, onConnection }),
};

/** The logged-in account's own lists, settings, address and data. */
export const me = {
  /** The account's unfinished games, its turn first: {games: [{id, color, opponent, opponent_deleted, your_turn, days_per_turn, deadline, updated}]}. */
  games: () => request('GET', '/api/me/games'),
  /** The account's tournaments not finished: {tournaments: [Summary]}. */
  tournaments: () => request('GET', '/api/me/tournaments'),
  /** The account's settings: {language, board, sound, notices: {turn, deadline, challenge, result}}. */
  settings: () => request('GET', '/api/me/settings'),
  /** Changes some settings (any of the fields above); the settings now. */
  saveSettings: (change) => request('PUT', '/api/me/settings', { body: change }),
  /** Sets the account's e-mail address (null removes it); a link verifying it is mailed. */
  setEmail: (email) => request('PUT', '/api/me/email', { body: { email } }),
  /** Deletes the account, for good, its password asked again. */
  deleteAccount: (password) => request('DELETE', '/api/me', { body: { password } }),
  /** Where the account's data downloads from. */
  exportUrl: '/api/me/export',
};

/** E-mail: an account's address, its verification, a new password by mail. */
export const mail = {
  /** Whether the server sends mail: {enabled}. */
  status: () => request('GET', '/api/mail'),
  /** Asks for a link choosing a new password, mailed to a verified address (202 always). */
  requestReset: (email) => request('POST', '/api/password-reset', { body: { email } }),
  /** Sets a new password with a reset link's token; every session ends. */
  confirmReset: (token, password) =>
    request('POST', '/api/password-reset/confirm', { body: { token, password } }),
  /** Turns off the notices an unsubscribe link names. */
  unsubscribe: (token) => request('POST', '/api/unsubscribe', { body: { token } }),
  /** Verifies the address a link was mailed to. */
  verify: (token) => request('POST', '/api/email/verify', { body: { token } }),
};

/** The puzzles; a guest's attempts are kept by the server's cookie. */
export const puzzles = {
  /** The next puzzle, of `theme` and `winIn` turns if given: {id, position, side, win_in, rating, themes, player_rating}. */
  next: (theme, winIn) => {
    const query = new URLSearchParams();
    if (theme) query.set('theme', theme);
    if (winIn) query.set('win_in', winIn);
    const q = query.toString();
    return request('GET', `/api/puzzles/next${q ? `?${q}` : ''}`);
  },
  /** One puzzle for a link, with the asker's last attempt at it. */
  get: (id) => request('GET', `/api/puzzles/${encodeURIComponent(id)}`),
  /** A turn of the attempt (`again`: from the start again): {correct, reply, solved, solution, position, turns_left, rating}. */
  attempt: (id, turn, again = false) =>
    request('POST', `/api/puzzles/${encodeURIComponent(id)}/attempt`, { body: again ? { turn, again } : { turn } }),
};

const tournament = (id) => `/api/tournaments/${encodeURIComponent(id)}`;

/** The tournaments: listed, created, joined, left, paused, started and cancelled; the session is the cookie's. */
export const tournaments = {
  /** One page of the tournaments with `status` (open, running or finished; all when null): {page, per_page, total, tournaments}. */
  list: (status, page = 1, perPage = 20) => {
    const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
    if (status) query.set('status', status);
    return request('GET', `/api/tournaments?${query}`);
  },
  /** One tournament with its standings, games, byes, the asker's part (`me`) and the server's time (`now`). */
  get: (id) => request('GET', tournament(id)),
  /** Creates a tournament (201): the tournament. */
  create: (body) => request('POST', '/api/tournaments', { body }),
  /** Joins it, or comes back from a pause in an arena: the tournament. */
  join: (id) => request('POST', `${tournament(id)}/join`),
  /** Leaves it before its start, or withdraws from it after: the tournament. */
  leave: (id) => request('DELETE', `${tournament(id)}/join`),
  /** Pauses in an arena (no more pairings until joining again): the tournament. */
  pause: (id) => request('POST', `${tournament(id)}/pause`),
  /** Starts it now (its creator, while it is open): the tournament. */
  start: (id) => request('POST', `${tournament(id)}/start`),
  /** Cancels it (its creator, while it is open). */
  cancel: (id) => request('DELETE', tournament(id)),
};

const championship = (id) => `/api/championships/${encodeURIComponent(id)}`;

/** The correspondence championships: listed, created (an admin), entered, left, and their next season opened. */
export const championships = {
  /** Every championship, newest first: {championships: [{id, name, season, entrants, days_per_turn, rated}]}. */
  list: () => request('GET', '/api/championships'),
  /** One championship with its settings, the next season's entrants, `entered` and the seasons, the latest first. */
  get: (id) => request('GET', championship(id)),
  /** Creates a championship (201, an admin only): the championship. */
  create: (body) => request('POST', '/api/championships', { body }),
  /** Enters the next season: the championship. */
  enter: (id) => request('POST', `${championship(id)}/join`),
  /** Plays no further season: the championship. */
  leave: (id) => request('DELETE', `${championship(id)}/join`),
  /** Opens the next season now (its creator or an admin): the championship. */
  openSeason: (id) => request('POST', `${championship(id)}/seasons`),
};
