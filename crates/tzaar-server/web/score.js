// The engine's scores in words a player reads ("White is slightly better", "Black wins in 3
// turns") and as a share of a bar. The server sends scores as the engine protocol writes them:
// `cp N`, `win N`, `loss N` from one side, or `1-0`/`0-1` at the end, and beside each White's
// chance of winning (`win_chance`, fitted on game results by the engine); the words and the bar
// follow the chance, not the raw score, which swings with whose action it is.
import { t } from './i18n.js';
import { other } from './util.js';

/** The leader's chance of winning below which the game is even, slightly better, better. */
const EVEN = 0.55;
const SLIGHTLY = 0.65;
const BETTER = 0.8;

/**
 * A score `text` given from `side`'s view, with White's `chance` of winning (0 to 1), as
 * {white, words}: `white` from -1 (Black wins) to 1 (White wins), and the words. Null for a
 * text that is not a score, or an estimate without its chance.
 */
export function outlook(text, side = 'white', chance = null) {
  text = String(text ?? '').trim();
  if (text === '1-0' || text === '0-1') {
    return { white: text === '1-0' ? 1 : -1, words: t('score-has-won', { side: text === '1-0' ? 'white' : 'black' }) };
  }
  const m = /^(cp|win|loss)\s+(-?\d+)$/.exec(text);
  if (!m) return null;
  const n = Number(m[2]);
  if (m[1] === 'cp') {
    if (typeof chance !== 'number') return null;
    const leader = chance >= 0.5 ? 'white' : 'black';
    const a = Math.max(chance, 1 - chance);
    let words = t('score-even');
    if (a >= BETTER) words = t('score-winning', { side: leader });
    else if (a >= SLIGHTLY) words = t('score-better', { side: leader });
    else if (a >= EVEN) words = t('score-slightly-better', { side: leader });
    words = t('score-chance', { words, percent: Math.round(chance * 100) });
    return { white: 2 * chance - 1, words };
  }
  const winner = m[1] === 'win' ? side : other(side);
  const words = n <= 1 ? t('score-wins-now', { side: winner }) : t('score-wins-in', { side: winner, turns: n });
  return { white: winner === 'white' ? 1 : -1, words };
}

/** The words of a score `text` from `side`'s view with White's `chance`, or the text itself. */
export function scoreWords(text, side = 'white', chance = null) {
  return outlook(text, side, chance)?.words ?? String(text ?? '');
}
