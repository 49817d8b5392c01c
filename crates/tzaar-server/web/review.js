// Going through a game: the moves list, stepping to any action, the engine's score graph and its
// best line at the point shown. Past positions are the server's plies, fetched when first needed.
import { server } from './api.js';
import { parseAction } from './board.js';
import { toast } from './dialogs.js';
import { t } from './i18n.js';
import {
  G, currentPly, engineHelp, ensurePlies, isLive, pliesFresh, render, select, setHint, setScores, setViewPly, shownPly,
} from './state.js';
import { outlook } from './score.js';
import { $, actionsOf, other, svgEl } from './util.js';

/** The ply a step is on its way to while the plies are fetched (keys pressed quickly add up). */
let pendingPly = null;

/** The ply the next step counts from: the one on its way, or the one shown. */
const stepFrom = () => pendingPly ?? currentPly();

/** Shows the position after `ply` actions (Infinity: now), fetching the plies if needed. */
async function goto(ply) {
  const s = G.state;
  if (!s) return;
  const p = Math.max(0, Math.min(s.actions_played, ply));
  pendingPly = p;
  if (p < s.actions_played) {
    try {
      await ensurePlies();
    } catch (err) {
      if (pendingPly === p) pendingPly = null;
      toast(err.message, 'error');
      return;
    }
  }
  // A later step was asked for meanwhile: it shows its own ply.
  if (pendingPly !== p) return;
  pendingPly = null;
  setViewPly(p);
  $('analysis').textContent = '';
  render();
  document.querySelector('.moves .act.current')?.scrollIntoView({ block: 'nearest' });
}

/** While reviewing, the plies of the history shown may be out of date: fetch them again. */
export function refreshPlies() {
  if (isLive() || pliesFresh()) return;
  ensurePlies().then(render, (err) => toast(err.message, 'error'));
}

/** The board shown: the live one, or the reviewed ply's. */
export function shownBoard() {
  const s = G.state;
  if (!s) return {};
  return shownPly()?.board ?? s.board;
}

/** Each side's stacks by top type on the board shown. */
export function shownCounts() {
  return shownPly()?.counts ?? G.state.counts;
}

/** The actions of the turn that led to the board shown, up to it, as {from, to} for arrows. */
export function shownLastTurn() {
  const s = G.state;
  if (isLive()) return (s.last_turn || []).map(parseAction);
  const p = shownPly();
  if (!p || p.ply === 0) return [];
  return G.plies.list
    .filter((q) => q.ply > 0 && q.ply <= p.ply && q.turn === p.turn)
    .map((q) => parseAction(q.action));
}

/** The status line while reviewing: which action led to the board shown. */
export function reviewStatus() {
  const p = shownPly();
  return p && p.ply > 0 ? t('review-after', { action: p.action, turn: p.turn, side: p.side }) : t('review-start-position');
}

/** The number of actions played at the end of each turn of the history. */
function turnEnds() {
  let n = 0;
  return G.state.history.map((t) => (n += actionsOf(t).length));
}

/** The 1-based turn of action `ply` (0 for the start). */
function turnOfPly(ply) {
  if (ply === 0) return 0;
  const i = turnEnds().findIndex((end) => end >= ply);
  return i < 0 ? G.state.history.length : i + 1;
}

/** The actions played at the end of turn `turn` (0: the start). */
function turnEndPly(turn) {
  const ends = turnEnds();
  const t = Math.min(turn, ends.length);
  return t === 0 ? 0 : ends[t - 1];
}

/** Who played turn `t` (1-based): the State's turn number and side to move say it. */
function sideOfTurn(t) {
  const s = G.state;
  return (s.turn - t) % 2 === 0 ? s.side : other(s.side);
}

/** The moves list: one row per turn, each action a button to step there. */
export function renderMoves() {
  const box = $('moves');
  const cur = currentPly();
  const scrolled = box.scrollTop;
  box.replaceChildren();
  let ply = 0;
  G.state.history.forEach((turn, ti) => {
    const row = document.createElement('div');
    row.className = 'turn';
    const num = document.createElement('span');
    num.className = 'num';
    num.textContent = `${ti + 1}.`;
    const side = document.createElement('span');
    side.className = `side ${sideOfTurn(ti + 1)}`;
    row.append(num, side);
    for (const text of actionsOf(turn)) {
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
  if (!G.state.history.length) box.textContent = t('no-moves');
  // Live, the list follows the newest move; reviewing, it stays where the reader has it.
  box.scrollTop = isLive() ? box.scrollHeight : scrolled;
  const n = G.state.actions_played;
  $('where').textContent = t('review-where', { ply: cur, total: n });
  $('first-btn').disabled = cur === 0;
  $('prev-btn').disabled = cur === 0;
  $('next-btn').disabled = cur >= n;
  $('last-btn').disabled = cur >= n;
}

/** The game as the score graph's last request saw it, or null. */
let scoredFor = null;
/** A request for the scores is on its way. */
let scoring = false;

/** What a score graph covers: the turns played and whether the game was over. */
const scoresKey = (s) => `${s.status}|${s.history.join(';')}`;

/** Fetches the engine's score of each turn and draws the graph. */
async function loadScores() {
  if (!engineHelp()) return;
  const btn = $('scores-btn');
  scoredFor = scoresKey(G.state);
  scoring = true;
  btn.disabled = true;
  btn.textContent = t('scores-busy');
  try {
    const data = await server.scores(G.id);
    setScores(data.scores, G.scoresRequested);
    drawGraph();
  } catch (err) {
    toast(err.message, 'error');
  } finally {
    scoring = false;
    btn.disabled = false;
    scoresButton();
    btn.hidden = !!G.scores && (G.state.status === 'over' || G.state.mode === 'review');
  }
}

/** The score button's words: show the graph, or update the one shown. */
function scoresButton() {
  if (!scoring) $('scores-btn').textContent = t(G.scores ? 'scores-update' : 'scores-show');
}

/**
 * The graph: drawn when there are scores, or asked for once for a finished or imported game. A
 * graph drawn during the game is fetched again once when the game ends, so that it covers the
 * final position (it has no button to update it then).
 */
export function renderGraph() {
  const s = G.state;
  renderEngineHelp();
  if (!engineHelp()) return;
  scoresButton();
  if (G.scores) {
    drawGraph();
    if (s.status !== 'playing' && !scoring && scoredFor !== scoresKey(s)) loadScores();
  } else if ((s.status === 'over' || s.mode === 'review') && !G.scoresRequested && s.history.length) {
    setScores(null, true);
    loadScores();
  }
}

function drawGraph() {
  const box = $('graph');
  if (!G.scores) return;
  const W = 300;
  const H = 120;
  const n = Math.max(1, G.state.history.length);
  const svg = svgEl('svg', {
    viewBox: `0 0 ${W} ${H}`,
    preserveAspectRatio: 'none',
    'aria-label': t('graph-label'),
  });
  const x = (t) => (t / n) * W;
  const y = (v) => H / 2 - (v * (H - 10)) / 2;
  // Each turn's outlook: its point on the graph (White's chance, from -1 to 1) and its words.
  const outlooks = G.scores.map((sc) => [sc, outlook(sc.text, 'white', sc.win_chance)]);
  const pts = [[0, 0]];
  for (const [sc, o] of outlooks) {
    if (o) pts.push([sc.turn, o.white]);
  }
  pts.sort((a, b) => a[0] - b[0]);
  const mk = (name, attrs) => svgEl(name, attrs, svg);
  const line = pts.map(([t, v]) => `${x(t).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  mk('polygon', { points: `0,${H / 2} ${line} ${x(pts[pts.length - 1][0]).toFixed(1)},${H / 2}`, class: 'area-white' });
  mk('line', { x1: 0, y1: H / 2, x2: W, y2: H / 2, class: 'axis' });
  mk('polyline', { points: line, class: 'line', 'vector-effect': 'non-scaling-stroke' });
  // Where the board is now.
  const turnNow = turnOfPly(currentPly());
  mk('line', { x1: x(turnNow), y1: 0, x2: x(turnNow), y2: H, class: 'cursor', 'vector-effect': 'non-scaling-stroke' });
  svg.addEventListener('click', (e) => {
    const r = svg.getBoundingClientRect();
    const turn = Math.round(((e.clientX - r.left) / r.width) * n);
    goto(turnEndPly(turn));
  });
  for (const [text, yy] of [[t('graph-white-better'), 11], [t('graph-black-better'), H - 4]]) {
    mk('text', { x: 4, y: yy, class: 'graph-label' }).textContent = text;
  }
  // Each turn's column says its score in words when hovered.
  for (const [sc, o] of outlooks) {
    if (!o) continue;
    const col = mk('rect', { x: x(sc.turn - 0.5), y: 0, width: W / n, height: H, class: 'turn-col', 'data-turn': sc.turn });
    svgEl('title', {}, col).textContent = t('graph-turn', { turn: sc.turn, outlook: o.words });
  }
  const title = mk('title');
  title.textContent = t('graph-title');
  box.replaceChildren(svg);
}

/**
 * While people play each other online the engine helps nobody: its controls and its words (the
 * graph, the best line, the evaluation bar) are not shown at all, rather than shown and refused.
 * They come back when the game ends.
 */
function renderEngineHelp() {
  const help = engineHelp();
  $('graph-box').hidden = !help;
  $('analysis-btn').hidden = !help;
  $('study-link').hidden = !help;
  $('analysis').hidden = !help;
  $('fair-play-note').hidden = help;
}

/** The last analysis: its position (the history and the ply) and its score from White's side. */
let analysed = null;

const analysisKey = (ply) => `${G.state.history.join(';')}@${ply}`;

/**
 * The evaluation bar under the board: the engine's score of the position shown, when known (the
 * best line asked for here, or the score graph at the end of a turn), as White's share of the bar
 * and in words.
 */
export function renderEval() {
  const cur = currentPly();
  let o = analysed?.key === analysisKey(cur) ? analysed.outlook : null;
  if (!o && G.scores) {
    const turn = turnOfPly(cur);
    const sc = cur > 0 && turnEndPly(turn) === cur ? G.scores.find((x) => x.turn === turn) : null;
    o = sc ? outlook(sc.text, 'white', sc.win_chance) : null;
  }
  if (!engineHelp()) o = null;
  $('eval').hidden = !o;
  if (!o) return;
  $('eval-white').style.width = `${Math.round(((o.white + 1) / 2) * 100)}%`;
  $('eval-text').textContent = o.words;
}

/** The engine's best line at the position shown, in words and as arrows. */
export async function analysis() {
  if (!engineHelp()) return;
  const ply = currentPly();
  const out = $('analysis');
  out.textContent = t('analysis-thinking');
  try {
    const a = await server.analysis(G.id, ply, 800);
    // The side to act: the one who played the next action, or the State's side now.
    const next = isLive() ? null : G.plies?.list[ply + 1];
    const side = next?.side ?? G.state.side;
    const o = outlook(a.score, side, a.win_chance);
    analysed = o ? { key: analysisKey(ply), outlook: o } : null;
    const words = o?.words ?? a.score;
    out.textContent = a.pv?.length
      ? t('analysis-line', { side, outlook: words, depth: a.depth, line: a.pv.join(' ') })
      : t('analysis-over', { outlook: words });
    setHint((a.pv || []).slice(0, 2).map(parseAction).filter((x) => x.from));
    render();
  } catch (err) {
    out.textContent = '';
    toast(err.message, 'error');
  }
}

/** The review buttons, the arrow keys, Home and End, and the analysis buttons. */
export function bindReview() {
  $('first-btn').onclick = () => goto(0);
  $('prev-btn').onclick = () => goto(stepFrom() - 1);
  $('next-btn').onclick = () => goto(stepFrom() + 1);
  $('last-btn').onclick = () => goto(Infinity);
  $('scores-btn').onclick = loadScores;
  $('analysis-btn').onclick = analysis;
  // The analysis board opens at the position shown; its address is made when it is followed.
  $('study-link').onclick = () => {
    $('study-link').href = `/analysis?game=${encodeURIComponent(G.id)}&ply=${currentPly()}`;
  };
  $('record-link').href = server.recordUrl(G.id);
  document.addEventListener('keydown', (e) => {
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(document.activeElement?.tagName)) return;
    if (e.key === 'ArrowLeft') goto(stepFrom() - 1);
    else if (e.key === 'ArrowRight') goto(stepFrom() + 1);
    else if (e.key === 'Home') goto(0);
    else if (e.key === 'End') goto(Infinity);
    else if (e.key === 'Escape') {
      select(null);
      render();
    } else return;
    e.preventDefault();
  });
}
