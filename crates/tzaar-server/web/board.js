// The TZAAR board drawn: cells and their geometry, what a stack's letters show, the cells an action
// text names, and an SVG view. It decides nothing about the rules: boards come from the server.
// Used by the game page (game.js) and by the rules page for its pictures.
import { t } from './i18n.js';

export const COLS = 'ABCDEFGHI';
/** The highest row of each column (column E has rows 1..9 without the centre E5). */
export const COL_TOP = [5, 6, 7, 8, 9, 8, 7, 6, 5];
export const TYPES = ['tzaar', 'tzarra', 'tott'];
/** The catalogue's key of each type's name. */
const TYPE_KEYS = { tzaar: 'piece-tzaar', tzarra: 'piece-tzarra', tott: 'piece-tott' };
/** A type's name in the page's language. */
export const typeName = (type) => t(TYPE_KEYS[type]);
const LETTER_TYPE = { z: 'tzaar', r: 'tzarra', t: 'tott' };
export const TYPE_LETTER = { tzaar: 'Z', tzarra: 'R', tott: 'T' };

/** Every cell name: column A from row 1 up, then B, ... */
export const CELLS = [];
for (let c = 0; c < 9; c++) {
  for (let r = 1; r <= COL_TOP[c]; r++) {
    if (c === 4 && r === 5) continue;
    CELLS.push(COLS[c] + r);
  }
}
const CELL_SET = new Set(CELLS);

/** Column index and row of a cell name such as "E4". */
export function cellCoords(name) {
  return { c: COLS.indexOf(name[0]), r: Number(name.slice(1)) };
}

/** Height above the bottom of the board in half rows: E1 is 0, E9 is 16, A1 is 4. */
export function halfRow(c, r) {
  return Math.abs(c - 4) + 2 * (r - 1);
}

/** The cell at column c, half-row h, or null. */
function cellAt(c, h) {
  if (c < 0 || c > 8) return null;
  const d = h - Math.abs(c - 4);
  if (d < 0 || d % 2 !== 0) return null;
  const name = COLS[c] + (d / 2 + 1);
  return CELL_SET.has(name) ? name : null;
}

/** Pairs of neighbouring cells: the segments of the board's lines (none touch the centre). */
export function edges() {
  const out = [];
  for (const name of CELLS) {
    const { c, r } = cellCoords(name);
    const h = halfRow(c, r);
    for (const [dc, dh] of [[0, 2], [1, 1], [1, -1]]) {
      const other = cellAt(c + dc, h + dh);
      if (other) out.push([name, other]);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Stacks and action texts

/** What a stack (letters bottom to top, one case) is: colour, top type, height, pieces. */
export function stackInfo(letters) {
  if (!letters) return null;
  const top = letters[letters.length - 1];
  return {
    color: top === top.toLowerCase() ? 'white' : 'black',
    type: LETTER_TYPE[top.toLowerCase()],
    height: letters.length,
    pieces: [...letters].map((l) => LETTER_TYPE[l.toLowerCase()]),
  };
}

/** A stack's make-up in words, bottom to top. */
export function describeStack(cell, letters) {
  const s = stackInfo(letters);
  if (!s) return t('cell-empty', { cell });
  if (s.height === 1) return t('cell-piece', { cell, colour: s.color, piece: typeName(s.type) });
  const pieces = new Intl.ListFormat(document.documentElement.lang || 'en', { type: 'unit' }).format(s.pieces.map(typeName));
  return t('cell-stack', { cell, colour: s.color, height: s.height, pieces });
}

/** The cells an action text names, for drawing it: {kind, from, to, piece}. */
export function parseAction(text) {
  let m = /^([A-I][1-9])\s*x\s*([A-I][1-9])$/i.exec(text);
  if (m) return { kind: 'capture', from: m[1].toUpperCase(), to: m[2].toUpperCase() };
  m = /^([A-I][1-9])\s*\+\s*([A-I][1-9])$/i.exec(text);
  if (m) return { kind: 'stack', from: m[1].toUpperCase(), to: m[2].toUpperCase() };
  m = /^([ZRT])@([A-I][1-9])$/i.exec(text);
  if (m) {
    const piece = LETTER_TYPE[m[1].toLowerCase()];
    return { kind: 'place', from: null, to: m[2].toUpperCase(), piece };
  }
  return { kind: 'pass', from: null, to: null };
}

// ---------------------------------------------------------------------------------------------
// The SVG view

const SVG = 'http://www.w3.org/2000/svg';
const S = 60; // distance between neighbouring cells
const DX = (S * Math.sqrt(3)) / 2;
const MARGIN_X = 52;
const MARGIN_Y = 72;
const R = 23; // piece radius
export const VIEW_W = 8 * DX + 2 * MARGIN_X;
export const VIEW_H = 8 * S + 2 * MARGIN_Y;

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** Draws one piece (or stack) centred on 0,0 into `g`. Exported for legends and the rules page. */
export function drawStack(g, letters, opts = {}) {
  const s = stackInfo(letters);
  if (!s) return;
  const r = opts.radius || R;
  const k = r / R;
  const cls = `piece ${s.color} ${s.type}`;
  // Pieces under the top one show as a thickness below the disc.
  const layers = Math.min(s.height - 1, 4);
  for (let i = layers; i >= 1; i--) {
    el('circle', { cx: 0, cy: 3.2 * i * k, r, class: `${cls} layer` }, g);
  }
  el('circle', { cx: 0, cy: 0, r, class: `${cls} disc` }, g);
  if (s.type === 'tzarra' || s.type === 'tzaar') {
    // A dark edge under the gold keeps the ring clear on a white piece in grey scale too.
    el('circle', { cx: 0, cy: 0, r: 13.5 * k, class: 'crown-edge', 'stroke-width': 7 * k }, g);
    el('circle', { cx: 0, cy: 0, r: 13.5 * k, class: 'crown-ring', 'stroke-width': 4.5 * k }, g);
  }
  if (s.type === 'tzaar') {
    el('circle', { cx: 0, cy: 0, r: 6.5 * k, class: 'crown-dot', 'stroke-width': 1.2 * k }, g);
  }
  if (s.height > 1 && !opts.noHeight) {
    const b = el('g', { class: 'height-badge', transform: `translate(${17 * k},${-17 * k})` }, g);
    el('circle', { cx: 0, cy: 0, r: 10.5 * k }, b);
    const t = el('text', { x: 0, y: 0.5, 'font-size': 14 * k }, b);
    t.textContent = String(s.height);
  }
}

/** A small SVG of one piece of `type` ('tzaar', ...) and `color`, for counts and choosers. */
export function pieceIcon(type, color, size = 22) {
  const svg = el('svg', { viewBox: '-26 -26 52 52', width: size, height: size, 'aria-hidden': 'true' });
  const l = TYPE_LETTER[type];
  drawStack(svg, color === 'white' ? l.toLowerCase() : l);
  return svg;
}

/**
 * An SVG board in `container`. Call render(view) with
 *   { board, flipped, selected, targets: [{cell, kind}], last: [{from, to}],
 *     hint: [{from, to}], placeTargets: [cell] }.
 * Events (optional callbacks): onCellClick(cell), onDrop(from, to), onInfo(cell|null).
 */
export class BoardView {
  constructor(container, opts = {}) {
    this.opts = opts;
    this.svg = el('svg', {
      viewBox: `0 0 ${VIEW_W.toFixed(1)} ${VIEW_H.toFixed(1)}`,
      class: 'tzaar-board',
      role: 'img',
      'aria-label': opts.label || t('board-label'),
    });
    container.appendChild(this.svg);
    this.view = { board: {}, flipped: false };
    this.drag = null;
    if (opts.interactive) this.bindPointer();
  }

  /** SVG coordinates of a cell's centre (with the board flipped or not). */
  point(name, flipped = this.view.flipped) {
    let { c, r } = cellCoords(name);
    let h = name === 'E5' ? 8 : halfRow(c, r);
    if (flipped) {
      c = 8 - c;
      h = 16 - h;
    }
    return { x: MARGIN_X + c * DX, y: MARGIN_Y + ((16 - h) * S) / 2 };
  }

  /** A point for an edge label at a virtual column/half-row just outside the board. */
  virtualPoint(c, h, flipped) {
    if (flipped) {
      c = 8 - c;
      h = 16 - h;
    }
    return { x: MARGIN_X + c * DX, y: MARGIN_Y + ((16 - h) * S) / 2 };
  }

  render(view) {
    this.view = { ...this.view, ...view };
    const v = this.view;
    const svg = this.svg;
    svg.replaceChildren();
    svg.setAttribute('aria-label', this.opts.label || t('board-label'));
    const defs = el('defs', {}, svg);
    for (const [id, cls] of [['arrow-last', 'arrow-last'], ['arrow-hint', 'arrow-hint']]) {
      const m = el('marker', { id: `${id}`, viewBox: '0 0 10 10', refX: 7, refY: 5, markerWidth: 4, markerHeight: 4, orient: 'auto-start-reverse' }, defs);
      el('path', { d: 'M0,0 L10,5 L0,10 z', class: cls + '-head' }, m);
    }

    // The board's body: a hexagon around the outer cells.
    const corners = ['A1', 'A5', 'E9', 'I5', 'I1', 'E1'];
    const ctr = this.point('E5');
    const pts = corners.map((n) => {
      const p = this.point(n);
      const dx = p.x - ctr.x;
      const dy = p.y - ctr.y;
      const len = Math.hypot(dx, dy);
      const grow = (len + S * 0.5) / len;
      return `${(ctr.x + dx * grow).toFixed(1)},${(ctr.y + dy * grow).toFixed(1)}`;
    });
    el('polygon', { points: pts.join(' '), class: 'board-body' }, svg);

    // Lines between neighbouring cells.
    const lines = el('g', { class: 'grid' }, svg);
    for (const [a, b] of edges()) {
      const p = this.point(a);
      const q = this.point(b);
      el('line', { x1: p.x.toFixed(1), y1: p.y.toFixed(1), x2: q.x.toFixed(1), y2: q.y.toFixed(1) }, lines);
    }
    for (const name of CELLS) {
      const p = this.point(name);
      el('circle', { cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: 3, class: 'node' }, lines);
    }
    el('circle', { cx: ctr.x, cy: ctr.y, r: S * 0.42, class: 'hole' }, svg);

    // Coordinates: column letters in a line above and below the board, row numbers at both
    // ends of each row's bent line.
    const labels = el('g', { class: 'coords' }, svg);
    const label = (text, c, h) => {
      const p = this.virtualPoint(c, h, v.flipped);
      const t = el('text', { x: p.x.toFixed(1), y: p.y.toFixed(1) }, labels);
      t.textContent = text;
    };
    for (let c = 0; c < 9; c++) {
      label(COLS[c], c, -1.85);
      label(COLS[c], c, 17.85);
    }
    for (let r = 1; r <= 9; r++) {
      const c0 = Math.max(0, r - 5);
      const hl = halfRow(c0, r);
      // Rows 1-5 start on the straight left and right edges: the number sits level with the
      // cell. Rows 6-9 start on the slanting upper edges: the number continues the row's line.
      // Both stand far enough out that a stack's height badge (up and right of it, whichever
      // way the board is turned) never covers them.
      const dc = r > 5 ? 0.85 : 0.78;
      const dh = r > 5 ? 0.85 : 0;
      label(String(r), c0 - dc, hl + dh);
      label(String(r), 8 - c0 + dc, hl + dh);
    }

    // Last turn: arrows from where each stack came to where it went, and the cells marked.
    const marks = el('g', { class: 'marks' }, svg);
    for (const a of v.last || []) {
      if (a.to) {
        const q = this.point(a.to);
        el('circle', { cx: q.x, cy: q.y, r: R + 7, class: 'last-to' }, marks);
      }
      if (a.from) {
        const p = this.point(a.from);
        el('circle', { cx: p.x, cy: p.y, r: 9, class: 'last-from' }, marks);
      }
    }
    if (v.selected) {
      const p = this.point(v.selected);
      el('circle', { cx: p.x, cy: p.y, r: R + 7, class: 'selected-halo' }, marks);
    }

    // Pieces.
    const pieces = el('g', { class: 'pieces' }, svg);
    this.pieceGroups = {};
    for (const name of CELLS) {
      const letters = v.board[name];
      if (!letters) continue;
      const p = this.point(name);
      const g = el('g', { transform: `translate(${p.x.toFixed(1)},${p.y.toFixed(1)})`, class: 'stack', 'data-stack': name }, pieces);
      drawStack(g, letters);
      this.pieceGroups[name] = g;
    }

    // Arrows over the pieces, thin enough to leave them readable.
    const arrows = el('g', { class: 'arrows' }, svg);
    const arrow = (a, cls) => {
      if (!a.from || !a.to) return;
      const p = this.point(a.from);
      const q = this.point(a.to);
      const len = Math.hypot(q.x - p.x, q.y - p.y);
      const ux = (q.x - p.x) / len;
      const uy = (q.y - p.y) / len;
      el('line', {
        x1: (p.x + ux * 10).toFixed(1), y1: (p.y + uy * 10).toFixed(1),
        x2: (q.x - ux * (R + 4)).toFixed(1), y2: (q.y - uy * (R + 4)).toFixed(1),
        class: cls, 'marker-end': `url(#${cls})`,
      }, arrows);
    };
    for (const a of v.last || []) arrow(a, 'arrow-last');
    for (const a of v.hint || []) arrow(a, 'arrow-hint');

    // Legal targets of the selected stack, and empty cells to place on.
    const targets = el('g', { class: 'targets' }, svg);
    for (const t of v.targets || []) {
      const p = this.point(t.cell);
      const g = el('g', { transform: `translate(${p.x.toFixed(1)},${p.y.toFixed(1)})`, class: `target ${t.kind}${t.loses ? ' loses' : ''}` }, targets);
      el('circle', { cx: 0, cy: 0, r: R + 5, class: 'target-ring' }, g);
      const b = el('g', { transform: `translate(${-(R - 2)},${R - 2})`, class: 'target-badge' }, g);
      el('circle', { cx: 0, cy: 0, r: 9 }, b);
      el('path', { d: t.kind === 'capture' ? 'M-4,-4 L4,4 M4,-4 L-4,4' : 'M-5,0 L5,0 M0,-5 L0,5' }, b);
    }
    for (const cell of v.placeTargets || []) {
      const p = this.point(cell);
      el('circle', { cx: p.x, cy: p.y, r: 9, class: 'place-target' }, targets);
    }

    // Transparent hit areas on top, one per cell.
    const hits = el('g', { class: 'hits' }, svg);
    for (const name of CELLS) {
      const p = this.point(name);
      el('circle', { cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: S / 2 - 1, 'data-cell': name, class: 'hit' }, hits);
      const t = el('title', {}, hits.lastChild);
      t.textContent = describeStack(name, v.board[name]);
    }
  }

  /** Cell under a client (screen) point, or null. */
  cellAtClient(x, y) {
    const m = this.svg.getScreenCTM();
    if (!m) return null;
    const pt = new DOMPoint(x, y).matrixTransform(m.inverse());
    let best = null;
    let bestD = S / 2;
    for (const name of CELLS) {
      const p = this.point(name);
      const d = Math.hypot(p.x - pt.x, p.y - pt.y);
      if (d < bestD) {
        bestD = d;
        best = name;
      }
    }
    return best;
  }

  /** Animates a stack moving from one cell to another (the board already shows the result). */
  animateMove(from, to, capturedLetters, ms = 320) {
    const g = this.pieceGroups?.[to];
    if (!g || !from) return Promise.resolve();
    const p = this.point(from);
    const q = this.point(to);
    if (capturedLetters) {
      const ghost = el('g', { transform: `translate(${q.x},${q.y})`, class: 'ghost' });
      drawStack(ghost, capturedLetters);
      g.parentNode.insertBefore(ghost, g);
      ghost.animate([{ opacity: 1 }, { opacity: 0 }], { duration: ms, fill: 'forwards' });
    }
    g.parentNode.appendChild(g);
    const anim = g.animate(
      [{ transform: `translate(${p.x}px,${p.y}px)` }, { transform: `translate(${q.x}px,${q.y}px)` }],
      { duration: ms, easing: 'ease-in-out' },
    );
    return anim.finished.catch(() => {});
  }

  bindPointer() {
    const svg = this.svg;
    let press = null;
    svg.addEventListener('pointerdown', (e) => {
      const cell = this.cellAtClient(e.clientX, e.clientY);
      if (!cell) return;
      press = { cell, x: e.clientX, y: e.clientY, dragging: false, id: e.pointerId };
      // A long press shows what the stack is made of (touch screens have no hover).
      clearTimeout(this.longPress);
      this.longPress = setTimeout(() => {
        if (press && !press.dragging) this.opts.onInfo?.(cell, true);
      }, 500);
    });
    svg.addEventListener('pointermove', (e) => {
      if (e.pointerType === 'mouse' && !press) {
        this.opts.onInfo?.(this.cellAtClient(e.clientX, e.clientY), false);
      }
      if (!press) return;
      const moved = Math.hypot(e.clientX - press.x, e.clientY - press.y);
      if (!press.dragging && moved > 8 && this.opts.canDrag?.(press.cell)) {
        press.dragging = true;
        clearTimeout(this.longPress);
        this.opts.onCellClick?.(press.cell, { dragStart: true });
        try {
          svg.setPointerCapture(press.id);
        } catch {
          // The pointer may already be gone.
        }
      }
      if (press.dragging) {
        const g = this.pieceGroups?.[press.cell];
        if (g) {
          const m = svg.getScreenCTM().inverse();
          const pt = new DOMPoint(e.clientX, e.clientY).matrixTransform(m);
          g.setAttribute('transform', `translate(${pt.x.toFixed(1)},${pt.y.toFixed(1)})`);
          g.classList.add('dragged');
          g.parentNode.appendChild(g);
        }
      }
    });
    const end = (e, cancelled) => {
      clearTimeout(this.longPress);
      if (!press) return;
      const p = press;
      press = null;
      if (p.dragging) {
        const to = cancelled ? null : this.cellAtClient(e.clientX, e.clientY);
        if (to && to !== p.cell) this.opts.onDrop?.(p.cell, to);
        else this.render({});
        return;
      }
      if (cancelled) return;
      const cell = this.cellAtClient(e.clientX, e.clientY);
      if (cell === p.cell) this.opts.onCellClick?.(cell, {});
    };
    svg.addEventListener('pointerup', (e) => end(e, false));
    svg.addEventListener('pointercancel', (e) => end(e, true));
    svg.addEventListener('pointerleave', (e) => {
      if (e.pointerType === 'mouse') this.opts.onInfo?.(null, false);
    });
  }
}
