// A player's page (/player/{name}): rating ± deviation, results, the rating's history as a
// line graph and the tournaments they are in; and the leaderboard (/players). Names are always set as text, never as HTML.
import { accounts } from './api.js';
import { toast } from './dialogs.js';
import { botMark, formatDate, onLanguageChange, playerName, t } from './i18n.js';
import { renderTournamentList } from './tournament-shared.js';
import { $, svgEl } from './util.js';

/** A `tag` element saying `text` in muted words (an empty list's note). */
function muted(tag, text) {
  const el = document.createElement(tag);
  el.className = 'muted';
  el.textContent = text;
  return el;
}

/** Draws the ratings of `history` ([{game, at, rating, deviation}]) as an SVG line graph. */
export function ratingGraph(box, history) {
  box.replaceChildren();
  if (history.length === 0) {
    box.appendChild(muted('p', t('no-rated-games')));
    return;
  }
  const W = 600;
  const H = 200;
  const PAD = { left: 44, right: 12, top: 12, bottom: 20 };
  const ratings = history.map((h) => h.rating);
  let lo = Math.min(...ratings);
  let hi = Math.max(...ratings);
  if (hi - lo < 50) {
    lo -= 25;
    hi += 25;
  }
  const x = (i) => PAD.left + (history.length === 1 ? (W - PAD.left - PAD.right) / 2 : (i * (W - PAD.left - PAD.right)) / (history.length - 1));
  const y = (r) => PAD.top + ((hi - r) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  const svg = svgEl('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': t('rating-graph-label') });
  for (const r of [hi, lo]) {
    svgEl('line', { x1: PAD.left, x2: W - PAD.right, y1: y(r), y2: y(r) }, svg);
    svgEl('text', { x: 4, y: y(r) + 4 }, svg).textContent = String(Math.round(r));
  }
  svgEl('polyline', { points: history.map((h, i) => `${x(i)},${y(h.rating)}`).join(' ') }, svg);
  history.forEach((h, i) => {
    const dot = svgEl('circle', { cx: x(i), cy: y(h.rating), r: 3 }, svg);
    svgEl('title', {}, dot).textContent = `${formatDate(h.at)}: ${h.rating} ± ${h.deviation}`;
  });
  svgEl('text', { x: PAD.left, y: H - 4 }, svg).textContent = formatDate(history[0].at);
  if (history.length > 1) {
    svgEl('text', { x: W - PAD.right, y: H - 4, 'text-anchor': 'end' }, svg).textContent = formatDate(history[history.length - 1].at);
  }
  box.appendChild(svg);
}

/** The catalogue's words for a result. */
const RESULT_WORDS = { '1-0': 'white-won', '0-1': 'black-won' };

/** Lists the games of `recent` ([{game, white, black, result, rated, status, created}]),
 * each linking to its page. */
export function recentGames(list, recent) {
  list.replaceChildren();
  if (recent.length === 0) {
    list.appendChild(muted('li', t('no-games')));
    return;
  }
  for (const g of recent) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = `/game/${encodeURIComponent(g.game)}`;
    a.textContent = `${playerName(g.white, g.deleted?.white)} – ${playerName(g.black, g.deleted?.black)}`;
    const outcome = t(g.status === 'aborted' ? 'status-aborted' : RESULT_WORDS[g.result] || 'status-playing');
    const words = [formatDate(g.created), outcome, t(g.rated ? 'game-rated' : 'game-casual')];
    li.append(a, document.createTextNode(` · ${words.join(' · ')}`));
    list.appendChild(li);
  }
}

/** Shows the page of the player `name`. */
export async function initPlayer(name) {
  $('player-page').hidden = false;
  $('player-name').textContent = name;
  document.title = `${name} · TZAAR`;
  let p = null;
  let refusal = null;
  const show = () => {
    if (refusal) {
      $('player-missing').textContent = refusal.code === 'unknown-player' ? t('no-such-player', { name }) : refusal.message;
      return;
    }
    if (!p) return;
    $('player-record').textContent = t('player-record', { games: p.games, wins: p.wins, losses: p.losses });
    ratingGraph($('rating-graph'), p.history);
    recentGames($('player-recent'), p.recent);
    // The open and running tournaments they are in.
    const tours = p.tournaments ?? [];
    $('player-tournaments-box').hidden = tours.length === 0;
    renderTournamentList($('player-tournaments'), tours);
  };
  onLanguageChange(show);
  try {
    p = await accounts.player(name);
    $('player-name').textContent = p.name;
    $('player-bot').hidden = !p.bot;
    $('player-rating').textContent = String(p.rating);
    $('player-deviation').textContent = String(p.deviation);
  } catch (err) {
    refusal = err;
    $('player-figures').hidden = true;
    $('player-missing').hidden = false;
  }
  show();
}

const PER_PAGE = 50;

/** Shows the leaderboard, page by page. */
export function initLeaderboard() {
  $('leaderboard').hidden = false;
  const title = () => {
    document.title = `${t('nav-players')} · TZAAR`;
  };
  title();
  onLanguageChange(title);
  let page = 1;
  const load = async () => {
    try {
      const res = await accounts.leaderboard(page, PER_PAGE);
      const rows = res.players.map((p) => {
        const tr = document.createElement('tr');
        const cell = (text, cls) => {
          const td = document.createElement('td');
          if (cls) td.className = cls;
          td.textContent = text;
          tr.appendChild(td);
          return td;
        };
        cell(String(p.rank));
        const who = cell('');
        const a = document.createElement('a');
        a.href = `/player/${encodeURIComponent(p.name)}`;
        a.textContent = p.name;
        who.appendChild(a);
        if (p.bot) who.append(' ', botMark());
        cell(`${p.rating} ± ${p.deviation}`);
        cell(String(p.games));
        cell(String(p.wins), 'hide-narrow');
        cell(String(p.losses), 'hide-narrow');
        return tr;
      });
      $('leaders-body').replaceChildren(...rows);
      const pages = Math.max(1, Math.ceil(res.total / PER_PAGE));
      $('leaders-info').textContent = t('page-of', { page, pages });
      $('leaders-prev').disabled = page <= 1;
      $('leaders-next').disabled = page >= pages;
    } catch (err) {
      toast(err.message, 'error');
    }
  };
  $('leaders-prev').addEventListener('click', () => {
    page -= 1;
    load();
  });
  $('leaders-next').addEventListener('click', () => {
    page += 1;
    load();
  });
  onLanguageChange(load);
  load();
}
