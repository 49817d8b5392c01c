// The engine's scores in words a player reads ("White is slightly better", "Black wins in 3
// turns") and as a share of a bar. The server sends scores as the engine protocol writes them:
// `cp N`, `win N`, `loss N` from one side, or `1-0`/`0-1` at the end; the words are the page's.
import { other } from './util.js';

/** Centipieces from White's side below which the game is even, slightly better, better. */
const EVEN = 50;
const SLIGHTLY = 150;
const BETTER = 400;

/**
 * A score `text` given from `side`'s view, as {white, words}: `white` from -1 (Black wins) to 1
 * (White wins), and the words. Null for a text that is not a score.
 */
export function outlook(text, side = 'white') {
  const t = String(text ?? '').trim();
  if (t === '1-0' || t === '0-1') {
    const w = t === '1-0' ? 'White' : 'Black';
    return { white: t === '1-0' ? 1 : -1, words: `${w} has won` };
  }
  const m = /^(cp|win|loss)\s+(-?\d+)$/.exec(t);
  if (!m) return null;
  const n = Number(m[2]);
  if (m[1] === 'cp') {
    const cp = side === 'white' ? n : -n;
    const leader = cp > 0 ? 'White' : 'Black';
    const a = Math.abs(cp);
    let words = 'The game is even';
    if (a >= BETTER) words = `${leader} is winning`;
    else if (a >= SLIGHTLY) words = `${leader} is better`;
    else if (a >= EVEN) words = `${leader} is slightly better`;
    return { white: Math.tanh(cp / 600), words };
  }
  const winner = m[1] === 'win' ? side : other(side);
  const name = winner === 'white' ? 'White' : 'Black';
  const words = n <= 1 ? `${name} wins this turn` : `${name} wins in ${n} turns`;
  return { white: winner === 'white' ? 1 : -1, words };
}

/** The words of a score `text` from `side`'s view, or the text itself if it is not a score. */
export function scoreWords(text, side = 'white') {
  return outlook(text, side)?.words ?? String(text ?? '');
}
