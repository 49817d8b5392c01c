"""A deliberately plain implementation of TZAAR's rules, the yardstick for the fast bindings.

Standard library only, Python 3.9 or later. Nothing here is tuned: the board is a dict from cell
name to stack, every action copies what it needs to take it back, and each rule is written the
way one would explain it. The fast implementations are compared against this one (see
test_reference_agrees.py and the engine check at the bottom of this file).

The rules, in the words of this file:

- The board has 60 cells, named by column A..I and by row from 1 at the bottom of each column.
  Column E has no row 5: that is the centre, which is no cell, and no line passes through it.
- A stack belongs to one player and is written bottom to top in position-string letters: ``z``,
  ``r``, ``t`` for White's Tzaar, Tzarra and Tott, upper case for Black's. Only its top piece
  counts as a type; its height is its strength.
- A stack sees, along each of the six directions, the first occupied cell (stepping over empty
  cells, stopping at the edge or the centre). It may capture the stack it sees when that stack
  is the opponent's and not taller; the captured stack leaves the game and the mover takes its
  cell. In the second action of a turn it may instead jump onto the own stack it sees, of any
  height, and the two become one stack (the mover's pieces on top).
- Phases: ``place`` (tournament version: White, then Black, alternately put one of their pieces
  still in hand on an empty cell until all 60 are down; then White opens), ``open`` (White's
  first turn: one capture only), ``first`` (a capture is forced) and ``second`` (a capture, a
  stacking move, or ``pass``). After a ``first`` action comes the same player's ``second``;
  after ``open`` or ``second`` the other player acts ``first``.
- The game ends at once when a player has no stack topped by some type: that player loses (the
  type was "captured" when the opponent acted last, "buried" when the loser acted last, by
  stacking onto it). It also ends when the player to act at the start of a turn (``open`` or
  ``first``) has no capture: they lose by ``no-capture``. A finished game has no actions.

perft(depth) counts the action sequences of exactly ``depth`` actions, each placement, capture,
stacking move and pass being one; lines that end the game early count nothing further, as the
Rust crate's perft and ``tzaar perft`` do.

Run as a program, this file drives ``tzaar engine`` over a pipe and checks random games against
it: ``python3 python/tests/reference.py --engine target/release/tzaar --games 300``.
"""

from __future__ import annotations

import random as _random
import subprocess
import sys
from typing import Dict, Iterator, List, Optional, Sequence, Tuple

# --- the board -------------------------------------------------------------------------------

COLUMNS = "ABCDEFGHI"
PIECE_COUNT = {"Z": 6, "R": 9, "T": 15}  # per player: Tzaars, Tzarras, Totts
KINDS = "ZRT"  # the types in the order the game names them (Tzaar, Tzarra, Tott)
KIND_NAME = {"Z": "tzaar", "R": "tzarra", "T": "tott"}
MAX_HEIGHT = 30  # all of one player's pieces
PHASES = ("place", "open", "first", "second")


def _axial_cells() -> List[Tuple[int, int]]:
    """The 60 cells in axial coordinates (x, y), ordered by x then y.

    x is the column (A = -4 .. I = 4); the neighbours of a cell differ by (0, +-1), (+-1, 0) or
    (1, -1) / (-1, 1). A point is a cell when |x|, |y| and |x + y| are at most 4, except the
    centre (0, 0).
    """
    out = []
    for x in range(-4, 5):
        for y in range(-4, 5):
            if abs(x + y) <= 4 and (x, y) != (0, 0):
                out.append((x, y))
    return out


AXIAL = _axial_cells()


def _name(x: int, y: int) -> str:
    lowest = max(-4, -4 - x)  # the y of row 1 in this column
    return "%s%d" % (COLUMNS[x + 4], y - lowest + 1)


CELLS: List[str] = [_name(x, y) for (x, y) in AXIAL]  # in position-string order
CELL_AT: Dict[Tuple[int, int], str] = {xy: _name(*xy) for xy in AXIAL}
XY: Dict[str, Tuple[int, int]] = {name: xy for xy, name in CELL_AT.items()}
DIRECTIONS = ((0, 1), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1))
CELLS_PER_COLUMN = [sum(1 for c in CELLS if c[0] == col) for col in COLUMNS]


def ray(cell: str, direction: Tuple[int, int]) -> List[str]:
    """The cells from `cell` (exclusive) along `direction` up to the edge or the centre."""
    x, y = XY[cell]
    dx, dy = direction
    out = []
    while (x + dx, y + dy) in CELL_AT:
        x, y = x + dx, y + dy
        out.append(CELL_AT[(x, y)])
    return out


def color_of(stack: str) -> str:
    """'white' for a stack of lower-case letters, 'black' for upper case."""
    return "white" if stack[0].islower() else "black"


def top_kind(stack: str) -> str:
    """The upper-case type letter of the stack's top piece."""
    return stack[-1].upper()


def other(side: str) -> str:
    return "black" if side == "white" else "white"


def letter(side: str, kind: str) -> str:
    """The position-string letter of one of `side`'s pieces of type `kind` ('Z', 'R', 'T')."""
    return kind.lower() if side == "white" else kind.upper()


# --- random setups: ChaCha20 exactly as the Rust side draws them ------------------------------

_MASK = 0xFFFFFFFF


def _rotl(v: int, n: int) -> int:
    return ((v << n) | (v >> (32 - n))) & _MASK


def _chacha20_block(key: List[int], counter: int) -> List[int]:
    """One ChaCha20 block (20 rounds) as sixteen 32-bit words: 64-bit block counter in words 12
    and 13, stream number 0 in words 14 and 15."""
    initial = [0x61707865, 0x3320646E, 0x79622D32, 0x6B206574] + key
    initial += [counter & _MASK, counter >> 32, 0, 0]
    s = list(initial)

    def quarter(a: int, b: int, c: int, d: int) -> None:
        s[a] = (s[a] + s[b]) & _MASK
        s[d] = _rotl(s[d] ^ s[a], 16)
        s[c] = (s[c] + s[d]) & _MASK
        s[b] = _rotl(s[b] ^ s[c], 12)
        s[a] = (s[a] + s[b]) & _MASK
        s[d] = _rotl(s[d] ^ s[a], 8)
        s[c] = (s[c] + s[d]) & _MASK
        s[b] = _rotl(s[b] ^ s[c], 7)

    for _ in range(10):
        quarter(0, 4, 8, 12)
        quarter(1, 5, 9, 13)
        quarter(2, 6, 10, 14)
        quarter(3, 7, 11, 15)
        quarter(0, 5, 10, 15)
        quarter(1, 6, 11, 12)
        quarter(2, 7, 8, 13)
        quarter(3, 4, 9, 14)
    return [(a + b) & _MASK for a, b in zip(s, initial)]


def _chacha20_words(seed: int) -> Iterator[int]:
    """The 32-bit outputs of ChaCha20 keyed by `seed` (8 little-endian bytes, then 24 zeros)."""
    key = [seed & _MASK, (seed >> 32) & _MASK] + [0] * 6
    counter = 0
    while True:
        yield from _chacha20_block(key, counter)
        counter += 1


def random_layout(seed: int) -> List[str]:
    """The 60 piece letters of the random setup `seed`, in cell order.

    The pieces are listed White's Tzaars, Tzarras, Totts, then Black's, and shuffled by
    Fisher-Yates from the last place down, each index drawn uniformly by rejection sampling
    from the generator's 32-bit outputs.
    """
    if not 0 <= seed < 2**64:
        raise ValueError("a seed is a whole number from 0 to 2^64 - 1")
    pieces = [letter(side, k) for side in ("white", "black") for k in KINDS for _ in range(PIECE_COUNT[k])]
    words = _chacha20_words(seed)
    for i in range(len(pieces) - 1, 0, -1):
        n = i + 1
        limit = _MASK - _MASK % n
        v = next(words)
        while v >= limit:
            v = next(words)
        j = v % n
        pieces[i], pieces[j] = pieces[j], pieces[i]
    return pieces


# The standard start (rulebook diagram 4): Black's cells; White's are the same turned half round.
_STANDARD_BLACK = {
    "Z": "C3 C4 E7 F3 F6 G3",
    "R": "B2 B3 B4 E8 F2 F7 G2 G6 H2",
    "T": "A1 A2 A3 A4 D4 E6 E9 F1 F4 F8 G1 G7 H1 H6 I1",
}


# --- the position ----------------------------------------------------------------------------


class Position:
    """A TZAAR position with its history, played forward with play() and back with undo().

    `board` maps each occupied cell name to its stack (letters bottom to top); `side` is
    'white' or 'black'; `phase` is 'place', 'open', 'first' or 'second'.
    """

    def __init__(self, board: Dict[str, str], side: str, phase: str) -> None:
        self.board = dict(board)
        self.side = side
        self.phase = phase
        self._history: List[Tuple[str, Dict[str, str], str, str]] = []
        self._validate()

    # starts

    @classmethod
    def standard(cls) -> "Position":
        board = {}
        for kind, names in _STANDARD_BLACK.items():
            for name in names.split():
                x, y = XY[name]
                board[name] = kind
                board[CELL_AT[(-x, -y)]] = kind.lower()
        return cls(board, "white", "open")

    @classmethod
    def random(cls, seed: int) -> "Position":
        return cls(dict(zip(CELLS, random_layout(seed))), "white", "open")

    @classmethod
    def tournament(cls) -> "Position":
        return cls({}, "white", "place")

    # position strings

    @classmethod
    def from_string(cls, text: str) -> "Position":
        """Reads a position string; raises ValueError if it is malformed or impossible."""
        words = text.split()
        if len(words) != 3:
            raise ValueError("a position string is the board, the side and the phase: %r" % text)
        board_text, side_word, phase_word = words
        side = {"w": "white", "b": "black"}.get(side_word.lower()[:1])
        if side_word not in ("w", "W", "b", "B", "white", "White", "black", "Black"):
            raise ValueError("the side is w or b, not %r" % side_word)
        phase = phase_word.lower()
        if phase not in PHASES:
            raise ValueError("the phase is place, open, first or second, not %r" % phase_word)
        columns = board_text.split("/")
        if len(columns) != 9:
            raise ValueError("the board has 9 columns separated by /")
        board: Dict[str, str] = {}
        cells = iter(CELLS)
        for col, (column, length) in enumerate(zip(columns, CELLS_PER_COLUMN)):
            stacks = _read_column(column, length, COLUMNS[col])
            for stack in stacks:
                cell = next(cells)
                if stack:
                    board[cell] = stack
        return cls(board, side, phase)

    def to_string(self) -> str:
        columns = []
        at = 0
        for length in CELLS_PER_COLUMN:
            text, empty = "", 0
            for cell in CELLS[at : at + length]:
                stack = self.board.get(cell)
                if stack is None:
                    empty += 1
                    continue
                if empty:
                    text += str(empty)
                    empty = 0
                text += stack if len(stack) == 1 else "(" + stack + ")"
            if empty:
                text += str(empty)
            columns.append(text)
            at += length
        return "%s %s %s" % ("/".join(columns), self.side[0], self.phase)

    def __str__(self) -> str:
        return self.to_string()

    def __repr__(self) -> str:
        return "Position.from_string(%r)" % self.to_string()

    def _validate(self) -> None:
        """Refuses what no game reaches, as far as the Rust crate checks it."""
        if self.side not in ("white", "black") or self.phase not in PHASES:
            raise ValueError("bad side or phase")
        for cell, stack in self.board.items():
            if cell not in XY or not stack or len(stack) > MAX_HEIGHT:
                raise ValueError("bad stack %r on %r" % (stack, cell))
            if not all(c in "zrt" for c in stack) and not all(c in "ZRT" for c in stack):
                raise ValueError("a stack holds pieces of one colour only: %r" % stack)
        for side in ("white", "black"):
            for kind in KINDS:
                found = sum(s.count(letter(side, kind)) for s in self.board.values())
                if found > PIECE_COUNT[kind]:
                    raise ValueError("%s has %d %s pieces" % (side, found, KIND_NAME[kind]))
        placed = {side: sum(1 for s in self.board.values() if color_of(s) == side) for side in ("white", "black")}
        if self.phase == "place":
            if any(len(s) > 1 for s in self.board.values()):
                raise ValueError("nothing is stacked during placement")
            if len(self.board) == len(CELLS):
                raise ValueError("all 60 pieces are placed, so the placement is over")
            if placed["white"] == placed["black"]:
                expected = "white"
            elif placed["white"] == placed["black"] + 1:
                expected = "black"
            else:
                expected = None
            if self.side != expected:
                raise ValueError("%s cannot be to place here" % self.side)
        elif self.phase == "open":
            if self.side != "white" or len(self.board) != len(CELLS) or any(len(s) > 1 for s in self.board.values()):
                raise ValueError("the opening has all 60 pieces as single pieces, White to act")
        else:
            if sum(len(s) for s in self.board.values()) == 2 * sum(PIECE_COUNT.values()):
                raise ValueError("nothing has been captured yet")
            if self.missing_type("white") and self.missing_type("black"):
                raise ValueError("both players lack a type")
            if self.phase == "second" and self.missing_type(self.side):
                raise ValueError("the player to make a second action lacks a type")

    # what the rules look at

    def stacks_of(self, side: str) -> List[str]:
        """The cells of `side`'s stacks, in cell order."""
        return [c for c in CELLS if c in self.board and color_of(self.board[c]) == side]

    def missing_type(self, side: str) -> Optional[str]:
        """The first type ('Z', 'R', 'T') of which `side` has no stack on top, or None."""
        tops = {top_kind(self.board[c]) for c in self.stacks_of(side)}
        for kind in KINDS:
            if kind not in tops:
                return kind
        return None

    def moves(self, side: str) -> List[Tuple[str, str, bool]]:
        """(from, to, is_capture) for every stack of `side` and every stack it sees: captures
        of the opponent's stacks no taller than it, and jumps onto its own stacks."""
        out = []
        for start in self.stacks_of(side):
            height = len(self.board[start])
            for direction in DIRECTIONS:
                for cell in ray(start, direction):
                    if cell in self.board:
                        target = self.board[cell]
                        if color_of(target) != side:
                            if len(target) <= height:
                                out.append((start, cell, True))
                        else:
                            out.append((start, cell, False))
                        break
        return out

    def can_capture(self, side: str) -> bool:
        return any(capture for (_, _, capture) in self.moves(side))

    def in_hand(self, side: str, kind: str) -> int:
        """How many pieces of `kind` `side` still has to place (placement only)."""
        if self.phase != "place":
            return 0
        on_board = sum(s.count(letter(side, kind)) for s in self.board.values())
        return PIECE_COUNT[kind] - on_board

    def outcome(self) -> Optional[Tuple[str, str]]:
        """None while the game goes on, else (winner, reason) with the record's reason words:
        'tzaar-captured', 'tott-buried', 'no-capture' and so on."""
        if self.phase == "place":
            return None
        # Who acted last: the player to act in a second action made the first; otherwise the
        # opponent finished their turn.
        last = self.side if self.phase == "second" else other(self.side)
        for loser in (self.side, other(self.side)):
            kind = self.missing_type(loser)
            if kind is not None:
                how = "buried" if loser == last else "captured"
                return other(loser), "%s-%s" % (KIND_NAME[kind], how)
        if self.phase in ("open", "first") and not self.can_capture(self.side):
            return other(self.side), "no-capture"
        return None

    def legal_actions(self) -> List[str]:
        """The legal actions in the project's notation (order not significant)."""
        if self.phase == "place":
            kinds = [k for k in KINDS if self.in_hand(self.side, k) > 0]
            return ["%s@%s" % (k, c) for c in CELLS if c not in self.board for k in kinds]
        if self.outcome() is not None:
            return []
        out = []
        for start, target, capture in self.moves(self.side):
            if capture:
                out.append("%sx%s" % (start, target))
            elif self.phase == "second":
                out.append("%s+%s" % (start, target))
        if self.phase == "second":
            out.append("pass")
        return out

    # playing

    def _canonical(self, action: str) -> str:
        """The action's canonical spelling: any case, and `D4-C3` or `D4C3` resolved by who owns
        the target. Unknown text comes back unchanged (and is then not legal)."""
        text = action.strip()
        if text.lower() == "pass":
            return "pass"
        if "@" in text:
            kind, _, cell = text.partition("@")
            return "%s@%s" % (kind.strip().upper(), cell.strip().upper())
        upper = text.upper()
        for sep in ("X", "+", "-", ""):
            for i in range(2, 4):
                start, rest = upper[:i], upper[i:]
                if start in XY and rest.startswith(sep) and rest[len(sep) :] in XY:
                    target = rest[len(sep) :]
                    if sep == "X":
                        return "%sx%s" % (start, target)
                    if sep == "+":
                        return "%s+%s" % (start, target)
                    mine = self.board.get(start)
                    theirs = self.board.get(target)
                    own = mine is not None and theirs is not None and color_of(mine) == color_of(theirs)
                    return "%s%s%s" % (start, "+" if own else "x", target)
        return text

    def play(self, action: str) -> None:
        """Plays one action; raises ValueError if it is not legal here."""
        name = self._canonical(action)
        if name not in self.legal_actions():
            raise ValueError("illegal action %r in %s" % (action, self.to_string()))
        self._apply(name)

    def _apply(self, name: str) -> None:
        """Plays `name`, one of legal_actions() exactly as spelled there."""
        self._history.append((name, dict(self.board), self.side, self.phase))
        if self.phase == "place":
            kind, _, cell = name.partition("@")
            self.board[cell] = letter(self.side, kind)
            if len(self.board) == len(CELLS):
                self.side, self.phase = "white", "open"
            else:
                self.side = other(self.side)
            return
        if name != "pass":
            start, target = (name.split("x") if "x" in name else name.split("+"))
            moving = self.board.pop(start)
            if "x" in name:
                self.board[target] = moving
            else:
                self.board[target] = self.board[target] + moving
        if self.phase == "first":
            self.phase = "second"
        else:
            self.side, self.phase = other(self.side), "first"

    def undo(self) -> str:
        """Takes back the last action played and returns it; ValueError if there is none."""
        if not self._history:
            raise ValueError("no action to take back")
        name, board, side, phase = self._history.pop()
        self.board, self.side, self.phase = board, side, phase
        return name

    def perft(self, depth: int) -> int:
        """The number of sequences of `depth` legal actions from here."""
        if depth < 0:
            raise ValueError("the depth is 0 or more, not %d" % depth)
        if depth == 0:
            return 1
        actions = self.legal_actions()
        if depth == 1:
            return len(actions)
        total = 0
        for action in actions:
            self._apply(action)
            total += self.perft(depth - 1)
            self.undo()
        return total


def _read_column(text: str, length: int, name: str) -> List[str]:
    """The stacks of one column of a position string, '' for an empty cell."""
    out: List[str] = []
    i = 0
    while i < len(text):
        c = text[i]
        if c.isdigit():
            j = i
            while j < len(text) and text[j].isdigit():
                j += 1
            n = int(text[i:j])
            if n == 0:
                raise ValueError("column %s: a run of 0 empty cells" % name)
            out.extend([""] * n)
            i = j
        elif c == "(":
            j = text.find(")", i)
            if j < 0:
                raise ValueError("column %s: a stack's ( is not closed" % name)
            stack = text[i + 1 : j]
            if len(stack) < 2 or not all(p in "zrtZRT" for p in stack):
                raise ValueError("column %s: brackets hold two or more piece letters" % name)
            out.append(stack)
            i = j + 1
        elif c in "zrtZRT":
            out.append(c)
            i += 1
        else:
            raise ValueError("column %s: %r is not a piece, a number or a (" % (name, c))
    if len(out) != length:
        raise ValueError("column %s has %d cells, not %d" % (name, length, len(out)))
    return out


def perft(position: Position, depth: int) -> int:
    """perft(position, depth), as the bindings spell it."""
    return position.perft(depth)


# --- checking another implementation against this one ----------------------------------------


class Engine:
    """`tzaar engine` over a pipe, with the calls random_game_check needs."""

    def __init__(self, binary: str) -> None:
        self.proc = subprocess.Popen(
            [binary, "engine"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            bufsize=1,
        )

    def ask(self, line: str) -> List[str]:
        """Sends one command; returns the reply's lines before `ok`, raises on `err`."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            reply = self.proc.stdout.readline()
            if not reply:
                raise RuntimeError("the engine stopped after %r" % line)
            reply = reply.rstrip("\n")
            if reply == "ok":
                return lines
            if reply.startswith("err"):
                raise ValueError("engine refused %r: %s" % (line, reply))
            lines.append(reply)

    def close(self) -> None:
        try:
            self.ask("quit")
        except (RuntimeError, ValueError, BrokenPipeError):
            pass
        self.proc.wait(timeout=10)

    # the interface of random_game_check

    def new(self, start: str) -> None:
        self.ask("new " + start)

    def actions(self) -> List[str]:
        (line,) = self.ask("actions")
        return line.split()

    def play(self, action: str) -> None:
        self.ask("play " + action)

    def position(self) -> str:
        (line,) = self.ask("position")
        return line

    def outcome(self) -> Optional[Tuple[str, str]]:
        (line,) = self.ask("result")
        words = line.split()
        if words[1] == "*":
            return None
        return ("white" if words[1] == "1-0" else "black"), words[2]

    def undo(self) -> None:
        self.ask("undo")

    def perft(self, depth: int) -> List[int]:
        """The node counts at depths 1..depth."""
        return [int(line.split()[3]) for line in self.ask("perft %d" % depth)]


class Bindings:
    """The `tzaar` Python package (pass the module) with the calls random_game_check needs."""

    def __init__(self, module) -> None:
        self.module = module
        self.pos = None

    def new(self, start: str) -> None:
        self.pos = reference_start(start, self.module.Position)

    def actions(self) -> List[str]:
        return self.pos.legal_actions()

    def play(self, action: str) -> None:
        self.pos.play(action)

    def undo(self) -> None:
        self.pos.undo()

    def position(self) -> str:
        return self.pos.to_string()

    def outcome(self) -> Optional[Tuple[str, str]]:
        o = self.pos.outcome()
        return None if o is None else (o.winner, o.reason)

    def side_phase(self) -> Tuple[str, str]:
        return self.pos.side, self.pos.phase


def reference_start(start: str, cls=Position):
    """The position for `standard`, `tournament`, `random <seed>` or `position <s>`, of the
    reference or of another Position class with the same four constructors."""
    word, _, rest = start.partition(" ")
    if word == "standard":
        return cls.standard()
    if word == "tournament":
        return cls.tournament()
    if word == "random":
        return cls.random(int(rest))
    if word == "position":
        return cls.from_string(rest)
    raise ValueError("unknown start %r" % start)


def calm_choice(pos: Position, rng: _random.Random) -> str:
    """A random action after which both players still have every type, if there is one;
    otherwise any. Games played so last longer and reach tall stacks and no-capture endings
    more often."""
    actions = sorted(pos.legal_actions())
    if pos.phase == "place":
        # No game ends while pieces are placed.
        return rng.choice(actions)
    going_on = []
    for action in actions:
        pos._apply(action)
        if pos.missing_type("white") is None and pos.missing_type("black") is None:
            going_on.append(action)
        pos.undo()
    return rng.choice(going_on or actions)


def random_game_check(
    other_impl, start: str, seed: int, undo: bool = False, calm: bool = False
) -> int:
    """Plays one random game from `start` in both the reference and `other_impl` and raises
    AssertionError at the first ply where they disagree; returns the number of actions played.

    `other_impl` has new(start), actions(), play(action), position() and outcome() as Engine
    has them, and may have side_phase() (then compared too). At every ply the position strings,
    the sets of legal actions and the outcomes must be equal; the action played is drawn from
    random.Random(seed), uniformly or, with `calm`, by calm_choice. With `undo`, the game is
    then taken back action by action in both, the position strings compared at every step.
    """
    rng = _random.Random(seed)
    ref = reference_start(start)
    other_impl.new(start)
    played = 0

    def compare(where: str) -> List[str]:
        theirs = other_impl.position()
        assert theirs == ref.to_string(), "%s: the other gives %s" % (where, theirs)
        if hasattr(other_impl, "side_phase"):
            assert other_impl.side_phase() == (ref.side, ref.phase), "%s: side and phase %r" % (
                where,
                other_impl.side_phase(),
            )
        mine = sorted(ref.legal_actions())
        their_actions = sorted(other_impl.actions())
        assert mine == their_actions, "%s: only the reference has %s, only the other has %s" % (
            where,
            sorted(set(mine) - set(their_actions)),
            sorted(set(their_actions) - set(mine)),
        )
        assert ref.outcome() == other_impl.outcome(), "%s: outcome %r, the other %r" % (
            where,
            ref.outcome(),
            other_impl.outcome(),
        )
        return mine

    def where(last: str) -> str:
        return "start %r, game seed %d, %d actions played (last %s), reference position %s" % (
            start,
            seed,
            played,
            last,
            ref.to_string(),
        )

    last = "-"
    while True:
        mine = compare(where(last))
        if not mine:
            break
        last = calm_choice(ref, rng) if calm else rng.choice(mine)
        ref.play(last)
        other_impl.play(last)
        played += 1
    if undo:
        for _ in range(played):
            last = "undo of " + ref.undo()
            other_impl.undo()
            compare(where(last))
    return played


def _main(argv: Sequence[str]) -> int:
    import argparse
    import time

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--engine", required=True, help="the tzaar binary")
    parser.add_argument("--games", type=int, default=100, help="random games per start")
    parser.add_argument("--seeds", type=int, default=5, help="random setups (seeds 1..N)")
    parser.add_argument("--perft", type=int, default=3, help="perft depth from each start")
    args = parser.parse_args(argv)
    engine = Engine(args.engine)
    began = time.time()
    starts = ["standard", "tournament"] + ["random %d" % s for s in range(1, args.seeds + 1)]
    for start in starts:
        engine.new(start)
        ref = reference_start(start)
        assert engine.position() == ref.to_string(), (start, engine.position(), ref.to_string())
        theirs = engine.perft(args.perft)
        mine = [ref.perft(d) for d in range(1, args.perft + 1)]
        assert theirs == mine, (start, theirs, mine)
        print("perft %-12s %s agree" % (start, mine), flush=True)
    plies = 0
    kinds = ["standard", "tournament", "random"]
    for kind in kinds:
        for game in range(args.games):
            start = "random %d" % (1000 + game) if kind == "random" else kind
            plies += random_game_check(engine, start, seed=game, undo=game % 10 == 0, calm=game % 2 == 1)
        print("%d random games from %s agree" % (args.games, kind), flush=True)
    engine.close()
    print("%d games, %d plies compared in %.1f s" % (len(kinds) * args.games, plies, time.time() - began))
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
