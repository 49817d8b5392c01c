// What the pages that show tournaments share (the tournaments page, one tournament, a
// championship, the lobby's box of one's own, a player's page, a tournament's game): the kind,
// the status, the time control and when it starts or ends in words; a list of tournaments each
// linking to its page (names set as text); the address of a tournament's and a championship's
// page; and which games this tab opened from a tournament's page, so that the
// game page goes back there when the game ends.
import { lobby } from './api.js';
import { formatDateTime, t, timeWords } from './i18n.js';

/** The catalogue's name of each kind of tournament. */
const KINDS = {
  arena: 'tournament-kind-arena',
  swiss: 'tournament-kind-swiss',
  'round-robin': 'tournament-kind-round-robin',
};

/** The catalogue's word for each status. */
const STATUSES = {
  open: 'tournament-status-open',
  running: 'tournament-status-running',
  finished: 'tournament-status-finished',
};

/** The catalogue's name of each setup. */
const SETUPS = { standard: 'setup-standard', random: 'setup-random', tournament: 'setup-tournament' };

/** A kind in words ("Arena"). */
export const kindWords = (kind) => (KINDS[kind] ? t(KINDS[kind]) : kind);

/** A status in words ("Running"). */
export const statusWords = (status) => (STATUSES[status] ? t(STATUSES[status]) : status);

/** A setup in words ("Standard"). */
export const setupWords = (setup) => (SETUPS[setup] ? t(SETUPS[setup]) : setup);

/** The page of tournament `id`. */
export const tournamentUrl = (id) => `/tournaments/${encodeURIComponent(id)}`;

/** The page of championship `id`. */
export const championshipUrl = (id) => `/championships/${encodeURIComponent(id)}`;

/** Players joined out of the most there may be: "5/16". */
export const playersWords = (s) => `${s.players}/${s.max_players}`;

/**
 * When, by its status: an open one starts at a time or when its creator starts it; a running
 * arena ends at a time, a running Swiss or round robin is at a round; a finished one ended.
 */
export function whenWords(s) {
  if (s.status === 'open') {
    return s.starts_at ? t('tournament-starts-at', { date: formatDateTime(s.starts_at) }) : t('tournament-starts-by-hand');
  }
  if (s.status === 'running') {
    if (s.ends_at) return t('tournament-ends-at', { date: formatDateTime(s.ends_at) });
    if (s.rounds) return t('tournament-round-of', { round: s.round, rounds: s.rounds });
    return t('tournament-round', { round: s.round });
  }
  const ended = s.finished_at ?? s.ends_at;
  return ended ? t('tournament-ended-at', { date: formatDateTime(ended) }) : statusWords(s.status);
}

/** A tournament's kind, time control, players and when, in one line. */
export const summaryWords = (s) => [kindWords(s.kind), timeWords(s), playersWords(s), whenWords(s)].join(' · ');

/**
 * Lists `summaries` in `list` (a `ul`): each its name, a link to its page, and its line;
 * `empty` (a key) says when there are none.
 */
export function renderTournamentList(list, summaries, empty = null) {
  list.replaceChildren();
  if (summaries.length === 0 && empty) {
    const li = document.createElement('li');
    li.className = 'muted';
    li.textContent = t(empty);
    list.appendChild(li);
  }
  for (const s of summaries) {
    const li = document.createElement('li');
    li.dataset.tournament = s.id;
    const a = document.createElement('a');
    a.href = tournamentUrl(s.id);
    a.textContent = s.name;
    const line = document.createElement('span');
    line.className = 'muted';
    line.textContent = ` · ${summaryWords(s)}`;
    li.append(a, line);
    list.appendChild(li);
  }
}

/** Where this tab keeps, per game, the tournament whose page opened it. */
const FROM = 'tzaar-from-tournament:';

/** Where this tab keeps the games its pairings opened by themselves, until they end. */
const AUTO = 'tzaar-paired-game:';

/**
 * Notes in this tab that game `game` was opened from the page of tournament `tournament`
 * (`paired`: by its pairing, not by a click).
 */
export function markTournamentGame(game, tournament, paired = false) {
  try {
    sessionStorage.setItem(FROM + game, tournament);
    if (paired) sessionStorage.setItem(AUTO + game, '1');
  } catch {
    // A browser that keeps nothing: the game page only links back.
  }
}

/** Whether a pairing opened game `game` in this tab and its end has not taken it back yet; forgets it. */
export function takePairedGame(game) {
  try {
    const paired = sessionStorage.getItem(AUTO + game) !== null;
    sessionStorage.removeItem(AUTO + game);
    return paired;
  } catch {
    return false;
  }
}

/** The tournament whose page opened game `game` in this tab, or null. */
export function tournamentOfGame(game) {
  try {
    return sessionStorage.getItem(FROM + game);
  } catch {
    return null;
  }
}

/**
 * Follows the lobby socket as whoever is signed in: at each `account-change` (the first
 * included) `onAccount()` runs and the socket is opened again as them, its messages to
 * `onMessage`; `onConnection(up)` hears it drop and come back, and what changed while it was
 * down is fetched again with `refresh()`.
 */
export function followLobbyAsAccount({ onMessage, onConnection, onAccount, refresh }) {
  let socket = null;
  let down = false;
  window.addEventListener('account-change', () => {
    onAccount();
    socket?.close();
    socket = lobby.follow({
      onMessage,
      onConnection: (up) => {
        const wasDown = down;
        down = !up;
        onConnection(up);
        if (up && wasDown) refresh();
      },
    });
  });
}
