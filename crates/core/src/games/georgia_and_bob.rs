//! Georgia and Bob (POJ 1704): chessmen on a row of grids numbered 1, 2, …;
//! a move slides one chessman left by one or more grids, never onto or past
//! another chessman nor past grid 1; whoever cannot move loses. Georgia
//! moves first.
//!
//! It is staircase Nim. Sorted, the chessmen leave gaps: `g1` empty grids
//! before the first, `g2` between the first and the second, and so on.
//! Moving a chessman left takes from its own gap and adds as much to the gap
//! after it. Counted from the right, the gaps are stairs and the move sends
//! counters one stair down (the last chessman's gap sends them to the
//! floor), so the player to move loses exactly when the gaps in odd places
//! from the right — the last chessman's, the third last's, … — XOR to 0.
//!
//! ```
//! use optimal_play::games::georgia_and_bob::{pair_xor, winning_move};
//! assert_eq!(pair_xor(&[1, 2, 3]), 0); // no gaps: Bob wins
//! assert_ne!(pair_xor(&[1, 5, 6, 7, 9, 12, 14, 17]), 0); // Georgia wins
//! assert_eq!(winning_move(&[3]), Some((3, 1)));
//! ```

use crate::engine::Negamax;
use crate::engine::picture::Piece;
use crate::engine::values_by_rule;
use crate::input::numbers::Numbers;
use crate::plugin::prelude::*;

/// The gaps of sorted chessmen: the empty grids before each one.
fn gaps(at: &[u64]) -> impl Iterator<Item = u64> + '_ {
    at.iter().scan(0, |before, &here| {
        Some(here - std::mem::replace(before, here) - 1)
    })
}

/// The XOR of the gaps in odd places from the right (the last chessman's
/// gap, the third last's, …) of chessmen at sorted grids `at`: 0 exactly
/// when the player to move loses.
pub fn pair_xor(at: &[u64]) -> u64 {
    let gaps: Vec<u64> = gaps(at).collect();
    gaps.iter().rev().step_by(2).fold(0, |x, &g| x ^ g)
}

/// A winning move from sorted grids `at`: the chessman's grid and the grid
/// it moves to; `None` when the player to move loses.
pub fn winning_move(at: &[u64]) -> Option<(u64, u64)> {
    let xor = pair_xor(at);
    if xor == 0 {
        return None;
    }
    let gaps: Vec<u64> = gaps(at).collect();
    // The Nim move: some counted gap shrinks to gap ^ xor.
    (0..at.len())
        .rev()
        .step_by(2)
        .find(|&i| gaps[i] ^ xor < gaps[i])
        .map(|i| (at[i], at[i] - (gaps[i] - (gaps[i] ^ xor))))
}

/// A position: the chessmen's grids, sorted, and the moves made.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Row {
    /// The grids holding a chessman, from 1, sorted.
    pub at: Vec<u64>,
    /// Moves made so far.
    pub moves_made: u64,
}

/// A move: the chessman on grid `from` slides left to grid `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
pub struct Slide {
    /// The chessman's grid.
    pub from: u64,
    /// Where it goes: left of `from`, right of the chessman before it.
    pub to: u64,
}

/// The game from given chessmen.
#[derive(Debug, Clone)]
pub struct Chessmen {
    start: Vec<u64>,
}

impl Chessmen {
    /// The game from chessmen on the distinct grids `at`, in any order.
    pub fn new(mut at: Vec<u64>) -> Chessmen {
        at.sort_unstable();
        Chessmen { start: at }
    }
}

impl Game for Chessmen {
    type Position = Row;
    type Move = Slide;

    fn start(&self) -> Row {
        Row {
            at: self.start.clone(),
            moves_made: 0,
        }
    }
    fn to_move(&self, position: &Row) -> Player {
        Player::after(position.moves_made)
    }
    fn moves(&self, position: &Row) -> Vec<Slide> {
        let mut moves = Vec::new();
        let mut before = 0;
        for &from in &position.at {
            moves.extend((before + 1..from).rev().map(|to| Slide { from, to }));
            before = from;
        }
        moves
    }
    fn is_legal(&self, position: &Row, mv: &Slide) -> bool {
        let Ok(i) = position.at.binary_search(&mv.from) else {
            return false;
        };
        let before = if i == 0 { 0 } else { position.at[i - 1] };
        before < mv.to && mv.to < mv.from
    }
    fn apply(&self, position: &Row, mv: &Slide) -> (Row, i128) {
        let at = position
            .at
            .iter()
            .map(|&grid| if grid == mv.from { mv.to } else { grid })
            .collect();
        let next = Row {
            at,
            moves_made: position.moves_made + 1,
        };
        (next, 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
}

/// The most rows the exact search may meet: a position is searched for
/// its exact remoteness when the rows of its chessmen within its rightmost
/// grid, C(width, n), are at most this many.
pub const EXACT_POSITIONS: u64 = 50_000;

/// Whether the rows reachable from `at` (sorted) are few enough to search:
/// C(width, n), computed one factor at a time and stopping past the cap.
fn small_enough(at: &[u64]) -> bool {
    let (width, n) = (at.last().copied().unwrap_or(0), at.len() as u64);
    let n = n.min(width - n);
    let mut ways: u64 = 1;
    for k in 1..=n {
        ways = ways.saturating_mul(width - n + k) / k;
        if ways > EXACT_POSITIONS {
            return false;
        }
    }
    true
}

/// The fast oracle: who wins by [`pair_xor`]; the exact remoteness by
/// negamax on positions that reach few rows.
#[derive(Debug)]
pub struct ChessmenOracle {
    game: Chessmen,
    exact: Negamax<Chessmen>,
}

impl From<&Chessmen> for ChessmenOracle {
    fn from(game: &Chessmen) -> ChessmenOracle {
        ChessmenOracle {
            game: game.clone(),
            exact: Negamax::new(game.clone()),
        }
    }
}

impl Oracle<Chessmen> for ChessmenOracle {
    fn move_values(&mut self, position: &Row) -> Vec<(Slide, Value)> {
        if small_enough(&position.at) {
            return self.exact.move_values(position);
        }
        values_by_rule(&self.game, position, |next| pair_xor(&next.at) == 0)
    }
}

impl Notation for Chessmen {
    fn move_text(&self, _: &Row, mv: &Slide) -> String {
        format!("{} to {}", mv.from, mv.to)
    }
    fn describe_move(&self, _: &Row, mv: &Slide) -> String {
        format!(
            "slide the chessman on grid {} left to grid {}",
            mv.from, mv.to
        )
    }
    fn read_move(&self, position: &Row, text: &str) -> Result<Slide, BadMove> {
        let lower = text.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let numbers = match words.as_slice() {
            [from, "to", to] | [from, to] => from.parse().ok().zip(to.parse().ok()),
            _ => None,
        };
        let Some((from, to)) = numbers else {
            return Err(BadMove(format!(
                "expected {}, found `{}`",
                self.move_syntax(position),
                crate::input::excerpt(text)
            )));
        };
        let mv = Slide { from, to };
        if position.at.binary_search(&from).is_err() {
            return Err(BadMove(format!("no chessman stands on grid {from}")));
        }
        if !self.is_legal(position, &mv) {
            return Err(BadMove(format!(
                "the chessman on grid {from} slides left, not onto or past another chessman \
                 nor past grid 1: {to} is not such a grid"
            )));
        }
        Ok(mv)
    }
    fn move_json(&self, position: &Row, mv: &Slide) -> serde_json::Value {
        json!({"text": self.move_text(position, mv), "from": mv.from, "to": mv.to})
    }
    fn position_text(&self, position: &Row) -> String {
        let width = position.at.last().copied().unwrap_or(0).min(200);
        let grids: String = (1..=width)
            .map(|grid| match position.at.binary_search(&grid) {
                Ok(_) => 'o',
                Err(_) => '.',
            })
            .collect();
        format!(
            "{grids}   chessmen on {}   (XOR of the counted gaps {})",
            crate::impartial::cses::join(&position.at),
            pair_xor(&position.at)
        )
    }
    fn scene(&self) -> Scene {
        let width = self.start.last().copied().unwrap_or(0);
        Scene::Board {
            rows: vec![".".repeat(width as usize)],
        }
    }
    fn picture(&self, position: &Row) -> Picture {
        let pieces = position.at.iter().map(|&grid| Piece {
            name: "chessman",
            cell: [0, grid - 1],
        });
        Picture::Pieces {
            pieces: pieces.collect(),
        }
    }
    fn move_target(&self, _: &Row, mv: &Slide) -> Option<Target> {
        Some(Target::Cell {
            row: 0,
            column: mv.to - 1,
        })
    }
    fn position_json(&self, position: &Row) -> serde_json::Value {
        json!({"chessmen": position.at, "moves_made": position.moves_made})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"chessmen": self.start})
    }
    fn move_syntax(&self, _: &Row) -> String {
        "`FROM to TO`: a chessman's grid and the grid left of it it slides to".to_owned()
    }
    fn player_name(&self, player: Player) -> String {
        ["Georgia", "Bob"][player.number() as usize - 1].to_owned()
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Poj = "poj": "POJ 1704 \"Georgia and Bob\": `Georgia will win` or `Bob will win`, per game",
        Text = "text": "who wins each game, and a winning move",
        Json = "json": "one object per game (docs/json.md)",
    }
}

crate::choices! {
    /// The layouts of the input.
    pub enum Layout {
        Poj = "poj": "T, then per game N and the N chessmen's grids",
        Line = "line": "one game: the chessmen's grids on one line",
    }
}

/// The largest grid read.
pub const MAX_GRID: u64 = 1_000_000_000_000_000_000;

/// The rightmost grid play and explain take: a move is listed for each grid
/// a chessman can reach, and the row is drawn.
pub const PLAY_WIDTH: u64 = 100;

const EXPECTED: &str =
    "T, then per game N and the N chessmen's grids (or one game's grids on one line)";

/// Reads POJ 1704's input (T, then per game N and N distinct grids), or,
/// in the `line` layout (the default for an input of one line), one game's
/// grids. A grid repeated in a game is an error placed on the repeat.
pub fn read(text: &str, layout: Option<Layout>) -> Result<Vec<Vec<u64>>, InputError> {
    let mut numbers = Numbers::new(text);
    if numbers.at_end() {
        return Err(numbers.empty(EXPECTED));
    }
    let lines = text.lines().filter(|line| !line.trim().is_empty()).count();
    let counted = layout.map_or(lines > 1, |layout| layout == Layout::Poj);
    let limit = text.len() as u64;
    let mut games = Vec::new();
    if counted {
        let count = numbers.count("T, the number of games", limit)?;
        for _ in 0..count {
            let n = numbers.count("N, the number of chessmen", limit)?;
            games.push(read_grids(text, &mut numbers, Some(n))?);
        }
        numbers.finish("T games")?;
    } else {
        games.push(read_grids(text, &mut numbers, None)?);
    }
    Ok(games)
}

/// One game's grids: `n` of them, or all that are left.
fn read_grids(text: &str, numbers: &mut Numbers, n: Option<usize>) -> Result<Vec<u64>, InputError> {
    let mut seen = std::collections::HashSet::new();
    let mut grids = Vec::new();
    while n.map_or(!numbers.at_end(), |n| grids.len() < n) {
        let (grid, at) = numbers.next_with_offset("a chessman's grid")?;
        let found = match grid {
            0 => "0 (grids are numbered from 1)".to_owned(),
            g if g > MAX_GRID => format!("{g}, more than 10^18"),
            g if !seen.insert(g) => format!("{g} again: a grid holds at most one chessman"),
            _ => {
                grids.push(grid);
                continue;
            }
        };
        return Err(InputError::unexpected(
            text,
            at,
            "a grid from 1 to 10^18 that no other chessman of the game holds",
            found,
        ));
    }
    Ok(grids)
}

/// Who wins from `grids`, and how, in words.
pub fn verdict(grids: &[u64]) -> String {
    let mut at = grids.to_vec();
    at.sort_unstable();
    let xor = pair_xor(&at);
    match winning_move(&at) {
        Some((from, to)) => format!(
            "the counted gaps XOR to {xor}: Georgia wins by sliding the chessman on grid {from} to \
             grid {to}"
        ),
        None => "the counted gaps XOR to 0: Bob wins".to_owned(),
    }
}

/// Who wins one game, and how: `text` is its verdict in words, `json` the
/// fields.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The chessmen's grids, as given.
    pub chessmen: Vec<u64>,
    /// Whether Georgia, who moves first, wins.
    pub georgia_wins: bool,
    /// The XOR of the counted gaps.
    pub xor: u64,
    /// A winning move, where Georgia has one.
    pub winning_move: Option<Slide>,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let grids = crate::impartial::cses::join(&self.chessmen);
        write!(f, "{grids}: {}", verdict(&self.chessmen))
    }
}

/// Georgia and Bob as a registered game.
#[derive(Debug, Clone, Copy)]
pub struct GeorgiaAndBob;

impl Plugin for GeorgiaAndBob {
    type Case = Vec<u64>;
    type Game = Chessmen;
    type Oracle = ChessmenOracle;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "georgia-and-bob",
        title: "Georgia and Bob",
        rules: "Chessmen on a row of grids numbered from 1; a move slides one chessman left by \
                one or more grids, never onto or past another chessman nor past grid 1; whoever \
                cannot move loses. Georgia moves first.",
        problems: &["POJ 1704 \"Georgia and Bob\""],
        limits: "solve: any number of chessmen on grids up to 10^18, O(n log n) a game; play \
                 and explain: grids up to 100",
        seats: ["Georgia", "Bob"],
        inline_help: "The chessmen's grids, in any order, on one line (or POJ 1704's file).",
        generate: &[
            GAMES,
            Parameter::new("max", "the largest grid", 1, MAX_GRID as i64, 20)
                .small(9)
                .stress(10_000),
        ],
        notes: "POJ 1704's input: T, then per game N and the N chessmen's distinct grids, in \
                any order. Without --input, an input of one line is one game's grids. It is \
                staircase Nim: sorted, the chessmen leave gaps of empty grids, and the player \
                to move loses exactly when the gaps in odd places from the right (the last \
                chessman's, the third last's, ...) XOR to 0.",
        examples: "printf '2\\n3\\n1 2 3\\n8\\n1 5 6 7 9 12 14 17\\n' | optimal-play georgia-and-bob solve\n\
                   optimal-play georgia-and-bob play --heaps '2 5 9'",
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, layout: Option<Layout>) -> Result<Vec<Vec<u64>>, InputError> {
        read(text, layout)
    }
    fn write(&self, games: &[Vec<u64>], out: &mut dyn Write) -> io::Result<()> {
        self.write_as(games, Layout::Poj, out)
    }
    fn write_as(&self, games: &[Vec<u64>], layout: Layout, out: &mut dyn Write) -> io::Result<()> {
        match layout {
            Layout::Poj => crate::impartial::cses::write_cses(games, false, out),
            Layout::Line => games
                .iter()
                .try_for_each(|game| writeln!(out, "{}", crate::impartial::cses::join(game))),
        }
    }
    fn answer(&self, games: &[Vec<u64>], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, games, format, out)
    }
    fn size(&self, grids: &Vec<u64>) -> Size {
        let width = grids.iter().copied().max().unwrap_or(0);
        Size::new("the rightmost chessman's grid", width, PLAY_WIDTH)
    }
    fn game(&self, grids: &Vec<u64>) -> Chessmen {
        Chessmen::new(grids.clone())
    }
    fn reason(&self, game: &Chessmen) -> String {
        format!(
            "It is staircase Nim. Sorted, the chessmen leave gaps of empty grids: before the \
             first, between the first and the second, and so on. A move takes from one \
             chessman's gap and adds as much to the gap of the chessman after it, as a stair \
             sends counters one stair down. The player to move loses exactly when the gaps in \
             odd places from the right (the last chessman's, the third last's, ...) XOR to 0: \
             a move that shrinks a counted gap is a Nim move, and one that grows a counted gap \
             is answered by sliding that gap's chessman as far, which leaves the counted gaps \
             as they were.\nHere {}.",
            verdict(&game.start)
        )
    }
    /// One to eight chessmen (for `stress`, a chessman a value) on distinct
    /// grids up to `--max` (POJ's 10,000 for `stress`), not all packed
    /// against grid 1: sorted, or for `stress` in the order drawn, as POJ's
    /// judge gives them (the problem's trap).
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Vec<u64>, Error> {
        let max = draw.max();
        let n = draw.length(1..=max.min(8)).min(max).min(1000);
        let mut grids: Vec<u64> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        while (grids.len() as u64) < n {
            let grid = draw.number(1..=max);
            if seen.insert(grid) {
                grids.push(grid);
            }
        }
        if !draw.for_judge() {
            grids.sort_unstable();
        }
        // Packed against grid 1 there is no move: free the last one.
        if n < max && grids.iter().max() == Some(&n) {
            let last = grids
                .iter()
                .position(|&grid| grid == n)
                .expect("the largest");
            grids[last] = draw.number(n + 1..=max);
        }
        Ok(grids)
    }
}

impl Answers for GeorgiaAndBob {
    type Answer = Answer;

    fn solve_one(&self, grids: &Vec<u64>) -> Result<Answer, Error> {
        let mut at = grids.clone();
        at.sort_unstable();
        Ok(Answer {
            chessmen: grids.clone(),
            georgia_wins: pair_xor(&at) != 0,
            xor: pair_xor(&at),
            winning_move: winning_move(&at).map(|(from, to)| Slide { from, to }),
        })
    }
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        let winner = if answer.georgia_wins {
            "Georgia"
        } else {
            "Bob"
        };
        Ok(writeln!(out, "{winner} will win")?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exact_search_is_kept_to_few_rows() {
        assert!(small_enough(&[6, 8, 9]), "C(9, 3) = 84");
        assert!(small_enough(&[]), "no chessmen");
        assert!(small_enough(&[1, 2, 3]), "packed");
        assert!(
            !small_enough(&[10, 20, 30, 40, 50, 60, 70, 80, 90, 100]),
            "C(100, 10)"
        );
        let packed: Vec<u64> = (1..=58).chain([60]).collect();
        assert!(small_enough(&packed), "C(60, 59) = 60");
        let loose: Vec<u64> = (1..=96).chain([100]).collect();
        assert!(!small_enough(&loose), "C(100, 97) = 161,700");
    }
}
