// The opening explorer's table: for the position shown, each turn the finished games between
// people played from it (`GET /api/explorer`), how many games and White's share of their wins
// as a small bar and a percent, the most played first, and a line for all the games that
// reached it. A turn is a button: choosing it calls `onPick` with its text.
import { formatNumber, t } from './i18n.js';

/** White's wins of `games` as a whole percent (0 for no game). */
const percentOf = (wins, games) => (games > 0 ? Math.round((wins / games) * 100) : 0);

/** A new element `tag` with the class `cls`, in `parent` if given. */
function el(tag, cls, parent = null) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (parent) parent.append(node);
  return node;
}

/** The cells of one line: its games and White's share as a bar and a percent. */
function figures(row, games, wins) {
  const count = el('td', 'explorer-games', row);
  count.textContent = formatNumber(games);
  const cell = el('td', '', row);
  cell.title = t('explorer-share-title', { wins: formatNumber(wins), games: formatNumber(games) });
  const share = el('span', 'explorer-share', cell);
  const percent = percentOf(wins, games);
  const bar = el('span', 'explorer-bar', share);
  bar.setAttribute('aria-hidden', 'true');
  el('span', 'explorer-bar-white', bar).style.width = `${percent}%`;
  el('span', 'explorer-percent', share).textContent = t('explorer-percent', { percent });
}

/**
 * Renders `data` (the reply of `GET /api/explorer`: {games, white_wins, turns: [{turn, games,
 * white_wins}]}) into the element `box`, replacing what it held; `onPick(turn)` is called with
 * a turn's text when it is chosen. `engineTurn`, the engine's choice here when known, is marked
 * among the turns and named under them. No game at all shows the empty state.
 */
export function renderExplorer(box, data, { onPick, engineTurn = null } = {}) {
  box.replaceChildren();
  box.classList.add('explorer');
  const games = Number(data?.games ?? 0);
  if (games === 0) {
    el('p', 'explorer-empty', box).textContent = t('explorer-empty');
  } else {
    turnsTable(box, data, games, onPick, engineTurn);
  }
  if (engineTurn) {
    const line = el('p', 'explorer-engine-line', box);
    line.textContent = `${t('explorer-engine')} `;
    const pick = el('button', 'explorer-turn', line);
    pick.type = 'button';
    pick.textContent = engineTurn;
    pick.addEventListener('click', () => onPick?.(engineTurn));
  }
}

/** The table of the turns played and the line of all the games. */
function turnsTable(box, data, games, onPick, engineTurn) {
  const table = el('table', 'explorer-table', box);
  el('caption', '', table).textContent = t('explorer-caption');
  const head = el('tr', '', el('thead', '', table));
  for (const key of ['explorer-turn', 'explorer-games', 'explorer-white-share']) {
    const th = el('th', '', head);
    th.scope = 'col';
    th.textContent = t(key);
  }
  const body = el('tbody', '', table);
  for (const line of data.turns ?? []) {
    const row = el('tr', line.turn === engineTurn ? 'explorer-line explorer-engine' : 'explorer-line', body);
    const cell = el('th', '', row);
    cell.scope = 'row';
    const pick = el('button', 'explorer-turn', cell);
    pick.type = 'button';
    pick.textContent = line.turn;
    pick.setAttribute('aria-label', t('explorer-pick', { turn: line.turn }));
    pick.addEventListener('click', () => onPick?.(line.turn));
    figures(row, line.games, line.white_wins);
  }
  const total = el('tr', 'explorer-total', el('tfoot', '', table));
  const label = el('th', '', total);
  label.scope = 'row';
  label.textContent = t('explorer-total');
  figures(total, games, Number(data.white_wins ?? 0));
}
