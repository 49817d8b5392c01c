// The analysis board (/analysis): a position from a link (`?position=`), a game at a ply
// (`?game=ID&ply=N`) or the standard start; moves for both sides kept as a tree with branches;
// the engine's best lines; the games played from the position (the opening explorer); and a
// position editor. What may be played, and whether an edited position can be, is the server's.
import { initAccount } from './account.js';
import { positions, server } from './api.js';
import { renderExplorer } from './explorer.js';
import { COLS, COL_TOP, parseAction, pieceIcon, typeName } from './board.js';
import { toast } from './dialogs.js';
import { initI18n, onLanguageChange, playerName, t } from './i18n.js';
import { PositionBoard } from './picker.js';
import { reasonSentence } from './reasons.js';
import { outlook } from './score.js';
import { $, other } from './util.js';

/** The catalogue's words for the side to act in each phase. */
const PHASE_KEYS = {
  open: 'study-phase-open', first: 'study-phase-first', second: 'study-phase-second', place: 'study-phase-place',
};

/** The standard start, from which the explorer has games. */
const STANDARD = 'TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w open';

/** How long the engine thinks about a position, in ms. */
const THINK_MS = 1500;

/** A position of the tree: the action that led to it from `parent`, and what follows it. */
const node = (position, action, parent, view = null) => ({ position, action, parent, view, children: [] });

/** The root of the tree of moves, and the position shown. */
let root = null;
let cur = null;
/** Whether the board is turned around (Black at the bottom). */
let flipped = false;
/** The editor's board while it is open: {board, tool}; null otherwise. */
let editing = null;
/** The number of the engine's latest request: an older answer is dropped. */
let asked = 0;
/** The explorer's answer for the position shown: {position, data}. */
let explored = null;
/** The engine's answer for the position shown: {position, lines}. */
let engine = null;
let thinkTimer = null;
let board = null;

/** `w`/`b` and the phase word at the end of a position string. */
const tail = (position) => position.trim().split(/\s+/).slice(-2);
const sideOf = (position) => (tail(position)[0] === 'b' ? 'black' : 'white');
/** Whether a turn starts in this position (its first action, or the opening's only one). */
const turnStarts = (position) => ['open', 'first', 'place'].includes(tail(position)[1]);

/** The position's view (board and legal actions), asked once. */
async function viewOf(n) {
  if (!n.view) n.view = await positions.show(n.position);
  return n.view;
}

/** Starts a new tree at the position `text` names; false (with the reason shown) if refused. */
async function openPosition(text, errorBox = null) {
  try {
    const view = await positions.show(text);
    root = node(view.position, null, null, view);
    await go(root);
    return true;
  } catch (err) {
    if (errorBox) errorBox.textContent = err.message;
    else toast(err.message, 'error');
    return false;
  }
}

/** Opens game `id` at `ply` (its last by default): its moves become the tree's main line. */
async function openGame(id, ply) {
  const state = await server.state(id);
  if (!state.engine_help) {
    const note = $('study-note');
    note.hidden = false;
    note.replaceChildren(document.createTextNode(t('study-game-going-on') + ' '));
    const back = document.createElement('a');
    back.href = `/game/${encodeURIComponent(id)}`;
    back.textContent = t('study-back-to-game');
    note.appendChild(back);
    return false;
  }
  const { plies } = await server.plies(id);
  root = node(plies[0].position, null, null);
  let n = root;
  const nodes = [root];
  for (const p of plies.slice(1)) {
    const child = node(p.position, p.action, n);
    n.children.push(child);
    nodes.push(child);
    n = child;
  }
  const at = Number.isInteger(ply) && ply >= 0 && ply < nodes.length ? nodes[ply] : n;
  await go(at);
  return true;
}

/** Shows node `n`: the board, the moves, the address, then asks the engine and the explorer. */
async function go(n) {
  if (!n) return;
  try {
    await viewOf(n);
  } catch (err) {
    toast(err.message, 'error');
    return;
  }
  cur = n;
  engine = null;
  history.replaceState(null, '', `/analysis?position=${encodeURIComponent(n.position)}`);
  $('share-link').hidden = true;
  render();
  think();
  explore();
}

/** Plays `action` at the position shown: into the child that has it, or a new branch. */
async function play(action) {
  const known = cur.children.find((c) => c.action === action);
  if (known) return go(known);
  let view;
  try {
    view = await positions.play(cur.position, action);
  } catch (err) {
    toast(err.message, 'error');
    return undefined;
  }
  const child = node(view.position, action, cur, view);
  cur.children.push(child);
  return go(child);
}

/** Plays a turn's actions one after another. */
async function playTurn(turn) {
  for (const a of turn.split(/\s+/).filter(Boolean)) {
    // eslint-disable-next-line no-await-in-loop
    await play(a);
  }
}

/** The arrows of the action that led to the position shown. */
function lastArrows() {
  const a = cur?.action ? parseAction(cur.action) : null;
  return a?.from ? [a] : [];
}

/** The engine's first line as arrows, for the position it was asked about. */
function hintArrows() {
  const line = engine?.position === cur.position ? engine.lines[0] : null;
  return line ? line.turn.split(/\s+/).map(parseAction).filter((a) => a?.from) : [];
}

function render() {
  if (editing) return renderEditor();
  const v = cur.view;
  board.show(v, { flipped, last: lastArrows(), hint: hintArrows() });
  if (v.result) {
    const name = (side) => playerName(side === 'white' ? 'White' : 'Black');
    const { winner, score, reason } = v.result;
    $('study-status').textContent = `${t('player-wins', { name: name(winner), score })} ${reasonSentence(reason, name(other(winner)))}`;
  } else {
    $('study-status').textContent = t(PHASE_KEYS[v.phase], { side: v.side });
  }
  renderMoves();
  renderLines();
  renderExplored();
  $('prev-btn').disabled = !cur.parent;
  $('first-btn').disabled = !cur.parent;
  $('next-btn').disabled = !cur.children.length;
  $('last-btn').disabled = !cur.children.length;
  $('delete-btn').disabled = !cur.parent;
}

/** The tree of moves: the main line, and each other branch in brackets where it leaves it. */
function renderMoves() {
  const box = $('study-moves');
  box.replaceChildren();
  const chip = (n, number) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `study-move${n === cur ? ' current' : ''}`;
    b.textContent = number ? `${number} ${n.action}` : n.action;
    b.onclick = () => go(n);
    return b;
  };
  // The turn's number in front of each action that starts a turn, counted from the root.
  const line = (start, into, turn) => {
    let n = start;
    let k = turn;
    while (n.children.length) {
      const [main, ...branches] = n.children;
      const starts = turnStarts(n.position);
      if (starts) k += 1;
      const number = starts ? `${k}.${sideOf(n.position) === 'white' ? '' : '..'}` : '';
      into.appendChild(chip(main, number));
      for (const b of branches) {
        const span = document.createElement('span');
        span.className = 'study-branch';
        span.appendChild(chip(b, number));
        line(b, span, k);
        into.appendChild(span);
      }
      n = main;
    }
  };
  line(root, box, 0);
  if (!root.children.length) {
    const p = document.createElement('p');
    p.className = 'note';
    p.textContent = t('study-no-moves');
    box.appendChild(p);
  }
  box.querySelector('.current')?.scrollIntoView?.({ block: 'nearest' });
}

/** The engine's lines for the position shown, and the bar. */
function renderLines() {
  const list = $('lines');
  list.replaceChildren();
  const v = cur.view;
  const mine = engine?.position === cur.position ? engine : null;
  const best = mine?.lines[0];
  const o = best ? outlook(best.score, v.side, best.win_chance) : null;
  $('eval').hidden = !o;
  if (o) {
    $('eval-white').style.width = `${Math.round(((o.white + 1) / 2) * 100)}%`;
    $('eval-text').textContent = o.words;
  }
  if (!$('engine-on').checked) {
    $('engine-depth').textContent = t('study-engine-off');
    return;
  }
  if (v.result) {
    $('engine-depth').textContent = t('study-engine-over');
    return;
  }
  if (!mine) {
    $('engine-depth').textContent = t('analysis-thinking');
    return;
  }
  if (mine.error) {
    $('engine-depth').textContent = mine.error;
    return;
  }
  $('engine-depth').textContent = t('study-depth', { depth: mine.depth });
  for (const line of mine.lines) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'study-line';
    const words = outlook(line.score, v.side, line.win_chance)?.words ?? line.score;
    const head = document.createElement('strong');
    head.textContent = line.turn;
    const rest = document.createElement('span');
    rest.className = 'study-pv';
    rest.textContent = line.pv.slice(line.turn.split(/\s+/).length).join(' ');
    const score = document.createElement('span');
    score.className = 'study-score';
    score.textContent = words;
    b.append(score, head, document.createTextNode(' '), rest);
    b.title = t('study-play-line');
    b.onclick = () => playTurn(line.turn);
    li.appendChild(b);
    list.appendChild(li);
  }
}

/** Asks the engine about the position shown, a moment after the last move. */
function think() {
  clearTimeout(thinkTimer);
  const n = cur;
  if (!$('engine-on').checked || n.view.result) return;
  thinkTimer = setTimeout(async () => {
    const mine = ++asked;
    const lines = Number($('lines-count').value) || 3;
    let answer;
    try {
      const a = await positions.analysis(n.position, THINK_MS, lines);
      answer = { position: n.position, depth: a.depth, lines: a.lines };
    } catch (err) {
      answer = { position: n.position, depth: 0, lines: [], error: err.message };
    }
    if (mine !== asked || n !== cur) return;
    engine = answer;
    render();
  }, 250);
}

/** Whether the explorer has the position shown: a turn's start reached from the standard start. */
const explorable = () => root.position === STANDARD && ['open', 'first'].includes(tail(cur.position)[1]);

/** Asks the explorer about the position shown. */
async function explore() {
  const n = cur;
  explored = null;
  renderExplored();
  if (!explorable()) return;
  let data;
  try {
    data = await server.explorer(n.position);
  } catch (err) {
    data = { games: 0, white_wins: 0, turns: [], error: err.message };
  }
  if (n !== cur) return;
  explored = { position: n.position, data };
  renderExplored();
}

/** The games played from the position shown, with the engine's choice once it has one. */
function renderExplored() {
  const panel = $('explorer-panel');
  panel.hidden = !explorable();
  if (panel.hidden) return;
  const box = $('explorer');
  if (explored?.position !== cur.position) {
    box.textContent = t('analysis-thinking');
    return;
  }
  if (explored.data.error) {
    box.textContent = explored.data.error;
    return;
  }
  const engineTurn = engine?.position === cur.position ? engine.lines[0]?.turn ?? null : null;
  renderExplorer(box, explored.data, { onPick: playTurn, engineTurn });
}

// The editor: a board of its own (the position shown, changed piece by piece), the side to act
// and the phase; `Done` asks the server whether the position can be, and says why not.

/** The editor's tools: a piece to put on top of a stack, or taking the top piece off. */
const TOOLS = ['z', 'r', 't', 'Z', 'R', 'T', 'remove'];
const TOOL_KIND = { z: 'tzaar', r: 'tzarra', t: 'tott' };

function openEditor() {
  const [side, phase] = tail(cur.position);
  editing = { board: { ...cur.view.board }, tool: 'z' };
  board.editing = true;
  $('editor-side').value = side;
  $('editor-phase').value = ['first', 'second', 'open'].includes(phase) ? phase : 'first';
  $('editor-error').textContent = '';
  $('editor').hidden = false;
  $('edit-btn').disabled = true;
  renderPalette();
  renderEditor();
  $('editor').scrollIntoView?.({ block: 'nearest' });
}

function closeEditor() {
  editing = null;
  board.editing = false;
  $('editor').hidden = true;
  $('edit-btn').disabled = false;
  render();
}

function renderPalette() {
  const box = $('palette');
  box.replaceChildren();
  for (const tool of TOOLS) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'small palette-tool';
    b.setAttribute('role', 'radio');
    b.setAttribute('aria-checked', String(editing.tool === tool));
    b.dataset.tool = tool;
    if (tool === 'remove') {
      b.textContent = t('editor-remove');
    } else {
      const kind = TOOL_KIND[tool.toLowerCase()];
      const colour = tool === tool.toLowerCase() ? 'white' : 'black';
      b.appendChild(pieceIcon(kind, colour, 20));
      const name = t('side-piece', { colour, piece: typeName(kind) });
      b.title = name;
      b.setAttribute('aria-label', name);
    }
    b.onclick = () => {
      editing.tool = tool;
      renderPalette();
    };
    box.appendChild(b);
  }
}

function renderEditor() {
  board.board.render({ board: editing.board, flipped, selected: null, targets: [], placeTargets: [], last: [], hint: [] });
  $('study-status').textContent = t('editor-status');
}

/** A click on `cell` in the editor: a piece on top (a stack of the other colour is replaced), or the top piece off. */
function editCell(cell) {
  const stack = editing.board[cell] ?? '';
  if (editing.tool === 'remove') {
    if (stack.length > 1) editing.board[cell] = stack.slice(0, -1);
    else delete editing.board[cell];
  } else {
    const white = (s) => s === s.toLowerCase();
    editing.board[cell] = stack && white(stack) === white(editing.tool) ? stack + editing.tool : editing.tool;
  }
  $('editor-error').textContent = '';
  renderEditor();
}

/** The position string of a board, the side to act and the phase. */
function positionString(cells, side, phase) {
  const columns = [];
  for (let c = 0; c < 9; c++) {
    let text = '';
    let gap = 0;
    for (let r = 1; r <= COL_TOP[c]; r++) {
      if (c === 4 && r === 5) continue;
      const s = cells[COLS[c] + r];
      if (!s) {
        gap += 1;
        continue;
      }
      if (gap) text += gap;
      gap = 0;
      text += s.length > 1 ? `(${s})` : s;
    }
    if (gap) text += gap;
    columns.push(text);
  }
  return `${columns.join('/')} ${side} ${phase}`;
}

async function finishEditing() {
  const text = positionString(editing.board, $('editor-side').value, $('editor-phase').value);
  const box = $('editor-error');
  box.textContent = '';
  const saved = editing;
  editing = null;
  board.editing = false;
  if (await openPosition(text, box)) {
    $('editor').hidden = true;
    $('edit-btn').disabled = false;
  } else {
    editing = saved;
    board.editing = true;
    renderEditor();
  }
}

async function share() {
  const url = `${location.origin}/analysis?position=${encodeURIComponent(cur.position)}`;
  const a = $('share-anchor');
  a.href = url;
  a.textContent = url;
  $('share-link').hidden = false;
  try {
    await navigator.clipboard.writeText(url);
    toast(t('study-link-copied'));
  } catch {
    // The link is shown to copy by hand.
  }
}

function bind() {
  $('first-btn').onclick = () => go(root);
  $('prev-btn').onclick = () => go(cur.parent);
  $('next-btn').onclick = () => go(cur.children[0]);
  $('last-btn').onclick = () => {
    let n = cur;
    while (n.children.length) [n] = n.children;
    go(n);
  };
  $('flip-btn').onclick = () => {
    flipped = !flipped;
    render();
  };
  $('delete-btn').onclick = () => {
    const parent = cur.parent;
    if (!parent) return;
    parent.children = parent.children.filter((c) => c !== cur);
    go(parent);
  };
  $('engine-on').onchange = () => {
    render();
    think();
  };
  $('lines-count').onchange = () => {
    engine = null;
    render();
    think();
  };
  $('edit-btn').onclick = openEditor;
  $('editor-cancel').onclick = closeEditor;
  $('editor-done').onclick = finishEditing;
  $('editor-clear').onclick = () => {
    editing.board = {};
    renderEditor();
  };
  $('editor-standard').onclick = async () => {
    const view = await positions.show('standard');
    editing.board = { ...view.board };
    $('editor-side').value = 'w';
    $('editor-phase').value = 'open';
    renderEditor();
  };
  $('share-btn').onclick = share;
  $('standard-btn').onclick = () => openPosition('standard');
  $('tournament-btn').onclick = () => openPosition('tournament');
  $('load-form').onsubmit = async (e) => {
    e.preventDefault();
    $('load-error').textContent = '';
    if (await openPosition($('load-input').value, $('load-error'))) $('load-input').value = '';
  };
  document.addEventListener('keydown', (e) => {
    if (editing || ['INPUT', 'TEXTAREA', 'SELECT'].includes(document.activeElement?.tagName)) return;
    if (e.key === 'ArrowLeft') go(cur.parent);
    else if (e.key === 'ArrowRight') go(cur.children[0]);
    else if (e.key === 'Home') go(root);
    else return;
    e.preventDefault();
  });
}

await initI18n();
initAccount();
board = new PositionBoard($('board'), { onAction: play, onEdit: editCell, placeBox: $('place-choice') });
bind();
onLanguageChange(() => {
  if (!cur) return;
  if (editing) renderPalette();
  render();
});
const params = new URLSearchParams(location.search);
const opened = params.has('game')
  ? await openGame(params.get('game'), params.has('ply') ? Number(params.get('ply')) : null).catch((err) => {
    toast(err.message, 'error');
    return false;
  })
  : await openPosition(params.get('position') || 'standard');
if (!opened && !params.has('game')) await openPosition('standard');
