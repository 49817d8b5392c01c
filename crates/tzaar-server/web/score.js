// The engine's scores in words a player reads ("White is slightly better", "Black wins in 3
// turns") and as a share of a bar. The server sends scores as the engine protocol writes them:
// `cp N`, `win N`, `loss N` from one side, or `1-0`/`0-1` at the end; the words are the page's.
import { t } from './i18n.js';
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
  text = String(text ?? '').trim();
  if (text === '1-0' || text === '0-1') {
    return { white: text === '1-0' ? 1 : -1, words: t('score-has-won', { side: text === '1-0' ? 'white' : 'black' }) };
  }
  const m = /^(cp|win|loss)\s+(-?\d+)$/.exec(text);
  if (!m) return null;
  const n = Number(m[2]);
  if (m[1] === 'cp') {
    const cp = side === 'white' ? n : -n;
    const leader = cp > 0 ? 'white' : 'black';
    const a = Math.abs(cp);
    let words = t('score-even');
    if (a >= BETTER) words = t('score-winning', { side: leader });
    else if (a >= SLIGHTLY) words = t('score-better', { side: leader });
    else if (a >= EVEN) words = t('score-slightly-better', { side: leader });
    return { white: Math.tanh(cp / 600), words };
  }
  const winner = m[1] === 'win' ? side : other(side);
  const words = n <= 1 ? t('score-wins-now', { side: winner }) : t('score-wins-in', { side: winner, turns: n });
  return { white: winner === 'white' ? 1 : -1, words };
}

/** The words of a score `text` from `side`'s view, or the text itself if it is not a score. */
export function scoreWords(text, side = 'white') {
  return outlook(text, side)?.words ?? String(text ?? '');
}
