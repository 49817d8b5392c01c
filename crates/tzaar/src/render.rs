//! Drawing the board in a terminal: Unicode, with ANSI colour when wanted.
//!
//! The layout follows the printed board: nine columns A..I side by side, each column's row 1 at
//! the bottom, neighbouring columns offset by half a row. A stack shows its top piece's letter
//! (`Z` Tzaar, `R` Tzarra, `T` Tott; lower case White, upper case Black) and its height when
//! taller than one.

use std::fmt::Write as _;

use tzaar_core::board::COLUMN_NAMES;
use tzaar_core::{Cell, Color, Phase, Piece, PieceType, Position};

/// How to draw.
#[derive(Clone, Copy, Debug, Default)]
pub struct Style {
    /// Use ANSI colours.
    pub color: bool,
}

impl Style {
    /// Colour when standard output is a terminal and `NO_COLOR` is unset.
    pub fn detect() -> Style {
        use std::io::IsTerminal;
        Style {
            color: std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
        }
    }
}

const POINTS_PER_COLUMN: [usize; 9] = [5, 6, 7, 8, 9, 8, 7, 6, 5];
/// Screen columns from one board column to the next; a cell's text (`Z`, `Z12`, `[Z12]`) starts
/// at most one to the left of its column and ends at most three to the right, and the nearest
/// other text on its line is a whole column away.
const COLUMN_WIDTH: usize = 5;
/// Room left of column A for the row labels, which stand a whole column away from the cells.
const LEFT_MARGIN: usize = COLUMN_WIDTH + 1;
/// Screen width: the margin, nine columns, and the row labels on the right.
const WIDTH: usize = LEFT_MARGIN + 9 * COLUMN_WIDTH + 2;
/// Lines of the board itself, from E9 down to E1.
const BOARD_LINES: usize = 17;

/// Screen line and column of the centre of a point (`column`, 1-based `row`, centre included),
/// with line 0 the top of the board (E9).
fn screen(column: usize, row: usize) -> (usize, usize) {
    let line = column.abs_diff(4) + 2 * (POINTS_PER_COLUMN[column] - row);
    (line, LEFT_MARGIN + column * COLUMN_WIDTH)
}

/// A canvas of cells, each one char plus an optional ANSI prefix.
struct Canvas {
    rows: Vec<Vec<(char, Option<&'static str>)>>,
}

impl Canvas {
    fn new(lines: usize, width: usize) -> Canvas {
        Canvas {
            rows: vec![vec![(' ', None); width]; lines],
        }
    }

    fn put(&mut self, line: usize, col: usize, text: &str, ansi: Option<&'static str>) {
        for (i, ch) in text.chars().enumerate() {
            if let Some(slot) = self.rows.get_mut(line).and_then(|r| r.get_mut(col + i)) {
                *slot = (ch, ansi);
            }
        }
    }

    fn render(&self, color: bool) -> String {
        let mut out = String::new();
        for row in &self.rows {
            let mut line = String::new();
            let mut current: Option<&str> = None;
            for &(ch, ansi) in row {
                let ansi = if color { ansi } else { None };
                if ansi != current {
                    if current.is_some() {
                        line.push_str("\x1b[0m");
                    }
                    if let Some(a) = ansi {
                        line.push_str(a);
                    }
                    current = ansi;
                }
                line.push(ch);
            }
            if current.is_some() {
                line.push_str("\x1b[0m");
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }
}

const WHITE: &str = "\x1b[1;97m";
const BLACK: &str = "\x1b[1;91m";
const MARKED_WHITE: &str = "\x1b[1;97;44m";
const MARKED_BLACK: &str = "\x1b[1;91;44m";
const DIM: &str = "\x1b[2m";

/// The board, with `marks` (for example the last action's cells) highlighted.
///
/// Column letters stand above and below the board. Each row is a bent line of cells running from
/// the board's left edge down to column E and up again to the right edge (A1 B1 C1 D1 E1 F1 G1
/// H1 I1); its number stands at both of its ends, a column's width beyond its first and last cell.
pub fn board(pos: &Position, style: Style, marks: &[Cell]) -> String {
    // One line of column letters above the board and one below.
    let mut canvas = Canvas::new(BOARD_LINES + 2, WIDTH);
    for (column, &points) in POINTS_PER_COLUMN.iter().enumerate() {
        for row in 1..=points {
            let (line, x) = screen(column, row);
            let line = line + 1;
            let Some(cell) = Cell::from_column_row(column, row) else {
                canvas.put(line, x, "+", Some(DIM));
                continue;
            };
            let marked = marks.contains(&cell);
            match pos.stack(cell) {
                None => {
                    let text = if marked { "∘" } else { "·" };
                    canvas.put(line, x, text, Some(DIM));
                }
                Some(stack) => {
                    let letter = Piece {
                        color: stack.color(),
                        kind: stack.top(),
                    }
                    .letter();
                    let mut text = letter.to_string();
                    if stack.height() > 1 {
                        text.push_str(&stack.height().to_string());
                    }
                    if marked {
                        text = format!("[{text}]");
                    }
                    let ansi = match (stack.color(), marked) {
                        (Color::White, false) => WHITE,
                        (Color::Black, false) => BLACK,
                        (Color::White, true) => MARKED_WHITE,
                        (Color::Black, true) => MARKED_BLACK,
                    };
                    let start = if marked { x - 1 } else { x };
                    canvas.put(line, start, &text, Some(ansi));
                }
            }
        }
        let letter = COLUMN_NAMES[column].to_string();
        let (_, x) = screen(column, 1);
        canvas.put(0, x, &letter, None);
        canvas.put(BOARD_LINES + 1, x, &letter, None);
    }
    for row in 1..=9 {
        let cells: Vec<Cell> = Cell::all().filter(|c| c.row() == row).collect();
        let (Some(first), Some(last)) = (cells.first(), cells.last()) else {
            continue;
        };
        let (line, x) = screen(first.column(), row);
        canvas.put(line + 1, x - COLUMN_WIDTH, &row.to_string(), None);
        let (line, x) = screen(last.column(), row);
        canvas.put(line + 1, x + COLUMN_WIDTH, &row.to_string(), None);
    }
    canvas.render(style.color)
}

/// A map of the cell names in board layout.
pub fn coordinates() -> String {
    let mut canvas = Canvas::new(BOARD_LINES, WIDTH);
    for cell in Cell::all() {
        let (line, x) = screen(cell.column(), cell.row());
        canvas.put(line, x, &cell.to_string(), None);
    }
    canvas.render(false)
}

/// Every stack of two or more pieces with its pieces from bottom to top, one per line.
pub fn stacks(pos: &Position) -> String {
    let mut out = String::new();
    for cell in Cell::all() {
        if let Some(stack) = pos.stack(cell).filter(|s| s.height() > 1) {
            let pieces: Vec<&str> = stack.pieces().map(|k| k.name()).collect();
            let _ = writeln!(
                out,
                "{cell}: {} stack of {}, bottom to top: {}",
                stack.color(),
                stack.height(),
                pieces.join(", ")
            );
        }
    }
    out
}

/// Who acts and what kind of action is due.
pub fn status(pos: &Position) -> String {
    if let Some(outcome) = pos.outcome() {
        return format!("Game over. {outcome}.");
    }
    let side = pos.side();
    match pos.phase() {
        Phase::Placement => {
            let left: Vec<String> = tzaar_core::PieceType::ALL
                .iter()
                .map(|&k| format!("{} {}", pos.pieces_to_place(side, k), k.name()))
                .collect();
            format!("{side} to place a piece (in hand: {}).", left.join(", "))
        }
        Phase::Opening => format!("{side} to make the opening capture (one action only)."),
        Phase::FirstAction => format!("{side} to act: first action, a forced capture."),
        Phase::SecondAction => {
            format!("{side} to act: second action, capture, stack or pass.")
        }
    }
}

/// How many stacks of each colour have each type on top: the visible pieces, which decide the
/// game (a player with none of some type left has lost).
pub fn visible(pos: &Position) -> String {
    let side = |color: Color| -> String {
        let counts: Vec<String> = PieceType::ALL
            .iter()
            .map(|&kind| {
                let n = (pos.cells_of(color) & pos.cells_with_top(kind)).count_ones();
                let plural = if n == 1 { "" } else { "s" };
                format!("{n} {}{plural}", kind.name())
            })
            .collect();
        format!("{color} {}", counts.join(", "))
    };
    format!("Visible: {}; {}.", side(Color::White), side(Color::Black))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two White and two Black stacks of ten at the corners of rows 1 and 5, beside the labels.
    const TALL: &str =
        "(tttttttttz)3(trrrrrrrrt)/R5/7/8/7(ttr)/8/7/t5/(TTTTTTTTTZ)3(TRRRRRRRRT) b first";

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell name")
    }

    #[test]
    fn marked_two_digit_stacks_keep_clear_of_the_row_labels() {
        let pos: Position = TALL.parse().expect("a valid position");
        let text = board(
            &pos,
            Style::default(),
            &[cell("A1"), cell("I1"), cell("B1")],
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[13],
            " 1   [z10]      ·         ·         ·        [Z10] 1"
        );
        assert_eq!(lines[14], "          [R]        ·         ·         t");
        assert_eq!(
            lines[5],
            " 5    t10       ·         ·         ·         T10  5"
        );
    }

    #[test]
    fn visible_counts_the_top_pieces_of_each_side() {
        let pos: Position = TALL.parse().expect("a valid position");
        assert_eq!(
            visible(&pos),
            "Visible: White 1 Tzaar, 1 Tzarra, 2 Totts; Black 1 Tzaar, 1 Tzarra, 1 Tott."
        );
        let standard = Position::from_setup(&tzaar_core::SetupKind::Standard.setup())
            .expect("the standard setup");
        assert_eq!(
            visible(&standard),
            "Visible: White 6 Tzaars, 9 Tzarras, 15 Totts; Black 6 Tzaars, 9 Tzarras, 15 Totts."
        );
    }
}
