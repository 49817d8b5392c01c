// A board where a player picks one legal action of a position: click or drag a stack to its
// target, or choose a piece and an empty cell in the placement. What may be played is the
// position's `actions` from the server (GET /api/position); this only matches clicks to them.
// Used by the analysis board, the puzzles and the lessons.
import { BoardView, pieceIcon, TYPES, typeName } from './board.js';
import { t } from './i18n.js';

export class PositionBoard {
  /**
   * A board in `container`; `onAction(text)` is called with the action picked. Options: `label`
   * (the board's name for screen readers), `onEdit(cell)` for a click while `editing` is set,
   * `placeBox` (an element for the buttons choosing the piece to place in the placement).
   */
  constructor(container, { onAction, onEdit, label, placeBox } = {}) {
    this.placeBox = placeBox ?? null;
    this.onAction = onAction;
    this.onEdit = onEdit;
    this.editing = false;
    this.view = null;
    this.selected = null;
    this.enabled = true;
    this.placePiece = 'tott';
    this.extra = {};
    this.board = new BoardView(container, {
      interactive: true,
      label,
      onCellClick: (cell, opts) => this.click(cell, opts),
      onDrop: (from, to) => this.drop(from, to),
      canDrag: (cell) => !this.editing && this.legal().some((a) => a.from === cell),
    });
  }

  /** Shows position `view` (a PositionView); `extra` goes to the drawing (flipped, last, hint). */
  show(view, extra = {}) {
    this.view = view;
    this.extra = extra;
    this.selected = null;
    this.draw();
    this.renderPlaceChoice();
  }

  /** The pieces the side to act may choose to place, those it still has, in `placeBox`. */
  renderPlaceChoice() {
    const box = this.placeBox;
    const v = this.view;
    if (!box || !v) return;
    const placing = v.phase === 'place' && !v.result;
    box.hidden = !placing;
    if (!placing) return;
    box.replaceChildren();
    const left = v.to_place[v.side];
    if (!left[this.placePiece]) this.placePiece = TYPES.find((k) => left[k] > 0) ?? 'tott';
    for (const kind of TYPES) {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'small';
      b.dataset.piece = kind;
      b.disabled = !left[kind];
      b.setAttribute('aria-pressed', String(this.placePiece === kind));
      b.append(pieceIcon(kind, v.side, 18), document.createTextNode(` ${t('in-hand', { piece: typeName(kind), count: left[kind] })}`));
      b.onclick = () => {
        this.placePiece = kind;
        this.renderPlaceChoice();
        this.draw();
      };
      box.appendChild(b);
    }
  }

  /** Draws the board again, with the selected stack's targets. */
  draw() {
    const v = this.view;
    if (!v) return;
    const actions = this.enabled ? v.actions : [];
    const targets = this.selected
      ? actions.filter((a) => a.from === this.selected).map((a) => ({ cell: a.to, kind: a.kind, loses: a.loses }))
      : [];
    const placeTargets = v.phase === 'place'
      ? actions.filter((a) => a.kind === 'place' && a.piece === this.placePiece).map((a) => a.to)
      : [];
    this.board.render({ ...this.extra, board: v.board, selected: this.selected, targets, placeTargets });
  }

  /** The actions that can be played now. */
  legal() {
    return this.enabled && this.view ? this.view.actions : [];
  }

  click(cell, { dragStart } = {}) {
    if (this.editing) {
      if (!dragStart) this.onEdit?.(cell);
      return;
    }
    const actions = this.legal();
    if (this.view?.phase === 'place') {
      const a = actions.find((x) => x.kind === 'place' && x.to === cell && x.piece === this.placePiece);
      if (a) this.onAction(a.action);
      return;
    }
    if (this.selected && !dragStart) {
      const a = actions.find((x) => x.from === this.selected && x.to === cell);
      if (a) {
        this.selected = null;
        this.onAction(a.action);
        return;
      }
    }
    if (this.selected === cell && !dragStart) this.selected = null;
    else this.selected = actions.some((x) => x.from === cell) ? cell : null;
    this.draw();
  }

  drop(from, to) {
    if (this.editing) return;
    const a = this.legal().find((x) => x.from === from && x.to === to);
    if (a) {
      this.selected = null;
      this.onAction(a.action);
    } else {
      this.selected = this.legal().some((x) => x.from === from) ? from : null;
      this.draw();
    }
  }
}
