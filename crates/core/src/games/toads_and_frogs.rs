//! Toads and Frogs: on a strip of cells, Left's toads (`t`) move right and
//! Right's frogs (`f`) move left, one step into an empty cell or a jump
//! over one of the other side's pieces into the empty cell beyond; who
//! cannot move loses. A partizan game ([`partizan`]): the
//! answer is the strip's canonical form, each strip met worked out once.

use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;

use super::partizan::{self, Partizan, PartizanPlugin, PartizanRules};
use super::value_tables::{ValueTable, values_of};
use crate::engine::cgt::{Form, Forms};
use crate::input::Problem;
use crate::plugin::prelude::*;

/// The most cells of a strip.
pub const MOST_CELLS: u32 = 64;

/// The most cells `solve` takes: `ttttt..fffff` has 12, and a strip of
/// 20 with few pieces is answered at once.
pub const SOLVE_CELLS: u64 = 24;

/// The most cells `play` and `explain` take.
pub const PLAY_CELLS: u64 = 14;

/// Up to this many pieces the engine also counts the moves to the end.
pub const EXACT_PIECES: u32 = 4;

/// A strip: its length, and where the toads and frogs are (one bit a cell,
/// the leftmost cell bit 0).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Strip {
    /// The cells.
    pub length: u32,
    /// The toads' cells.
    pub toads: u64,
    /// The frogs' cells.
    pub frogs: u64,
}

impl Strip {
    fn empty(&self, cell: u32) -> bool {
        cell < self.length && (self.toads | self.frogs) >> cell & 1 == 0
    }

    /// Where the piece in `cell` moves, if it can: a toad right, a frog
    /// left, one step or a jump over one of the other side's pieces.
    pub fn target(&self, cell: u32, toad: bool) -> Option<u32> {
        let (own, other) = if toad {
            (self.toads, self.frogs)
        } else {
            (self.frogs, self.toads)
        };
        if own >> cell & 1 == 0 {
            return None;
        }
        let step = |from: u32| -> Option<u32> {
            if toad {
                from.checked_add(1)
            } else {
                from.checked_sub(1)
            }
        };
        let next = step(cell)?;
        if self.empty(next) {
            return Some(next);
        }
        if next < self.length && other >> next & 1 == 1 {
            let beyond = step(next)?;
            if self.empty(beyond) {
                return Some(beyond);
            }
        }
        None
    }

    /// The cells of the pieces that can move, for Left (toads) or Right.
    pub fn movers(&self, toads: bool) -> Vec<u32> {
        (0..self.length)
            .filter(|&cell| self.target(cell, toads).is_some())
            .collect()
    }

    /// The strip after the piece in `cell` moves.
    pub fn moved(&self, cell: u32, toad: bool) -> Strip {
        let to = self.target(cell, toad).expect("a legal move");
        let mut strip = *self;
        let pieces = if toad {
            &mut strip.toads
        } else {
            &mut strip.frogs
        };
        *pieces = (*pieces & !(1u64 << cell)) | 1u64 << to;
        strip
    }

    /// The pieces that can never move: the largest set of pieces each of
    /// whose steps and jumps lands on a piece of the set or off the strip
    /// (none of them can move first, so none ever moves).
    pub fn stuck(&self) -> u64 {
        let cells = if self.length >= 64 {
            u64::MAX
        } else {
            (1u64 << self.length) - 1
        };
        let held = |stuck: u64, cell: i64| -> bool {
            // Off the strip, or a piece that stays: nothing lands there.
            cell < 0 || cell >= i64::from(self.length) || stuck >> cell & 1 == 1
        };
        let mut stuck = (self.toads | self.frogs) & cells;
        loop {
            let before = stuck;
            for cell in 0..self.length {
                if stuck >> cell & 1 == 0 {
                    continue;
                }
                let toad = self.toads >> cell & 1 == 1;
                let (ahead, other) = if toad {
                    (1i64, self.frogs)
                } else {
                    (-1, self.toads)
                };
                let next = i64::from(cell) + ahead;
                let can_step = !held(stuck, next);
                // The piece ahead stays; a jump needs it to be the other
                // side's and the cell beyond not held.
                let can_jump = next >= 0
                    && next < i64::from(self.length)
                    && other >> next & 1 == 1
                    && !held(stuck, next + ahead);
                if can_step || can_jump {
                    stuck &= !(1u64 << cell);
                }
            }
            if stuck == before {
                return stuck;
            }
        }
    }

    /// The strip's regions, the parts played side by side: the runs of
    /// cells between walls, a wall being a piece that never moves and that
    /// nothing can jump over (its neighbour on a side, or the strip's end,
    /// stays too). Each region is the first cell of its run and the run as
    /// a strip of its own; runs where neither side can move are left out
    /// (their value is 0).
    pub fn regions(&self) -> Vec<(u32, Strip)> {
        let stuck = self.stuck();
        let stays =
            |cell: i64| cell < 0 || cell >= i64::from(self.length) || stuck >> cell & 1 == 1;
        let wall = |cell: u32| {
            stuck >> cell & 1 == 1 && (stays(i64::from(cell) - 1) || stays(i64::from(cell) + 1))
        };
        let mut regions = Vec::new();
        let mut cell = 0;
        while cell < self.length {
            if wall(cell) {
                cell += 1;
                continue;
            }
            let start = cell;
            while cell < self.length && !wall(cell) {
                cell += 1;
            }
            let run = cell - start;
            let mask = if run >= 64 {
                u64::MAX
            } else {
                (1u64 << run) - 1
            };
            let region = Strip {
                length: run,
                toads: self.toads >> start & mask,
                frogs: self.frogs >> start & mask,
            };
            if !region.movers(true).is_empty() || !region.movers(false).is_empty() {
                regions.push((start, region));
            }
        }
        regions
    }

    /// The strip as the input writes it: `t`, `f` and `.`.
    pub fn text(&self) -> String {
        (0..self.length)
            .map(
                |cell| match (self.toads >> cell & 1, self.frogs >> cell & 1) {
                    (1, _) => 't',
                    (_, 1) => 'f',
                    _ => '.',
                },
            )
            .collect()
    }
}

/// The values of strips, each met worked out once.
#[derive(Debug, Default)]
pub struct Values {
    /// The store of canonical forms.
    pub forms: Forms,
    strips: FxHashMap<Strip, Form>,
}

impl Values {
    /// The canonical form of a strip: Left's options are the strips after
    /// each toad's move, Right's after each frog's.
    pub fn strip(&mut self, strip: &Strip) -> Form {
        if let Some(&known) = self.strips.get(strip) {
            return known;
        }
        crate::interrupt::checkpoint();
        let regions = strip.regions();
        if regions.len() != 1 || regions[0].1 != *strip {
            // The sum of its regions, each shorter than the strip.
            let values: Vec<Form> = (regions.iter())
                .map(|(_, region)| self.strip(region))
                .collect();
            let value = self.forms.sum(values);
            self.strips.insert(*strip, value);
            return value;
        }
        let left: Vec<Form> = strip
            .movers(true)
            .into_iter()
            .map(|cell| self.strip(&strip.moved(cell, true)))
            .collect();
        let right: Vec<Form> = strip
            .movers(false)
            .into_iter()
            .map(|cell| self.strip(&strip.moved(cell, false)))
            .collect();
        let value = self.forms.game(&left, &right);
        self.strips.insert(*strip, value);
        value
    }
}

/// A strip with whose turn it is: Left moves toads ([`Player::First`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// The pieces.
    pub strip: Strip,
    /// Who moves next.
    pub to_move: Player,
}

/// One strip to play, with the values met so far shared by its clones.
#[derive(Clone, Debug)]
pub struct Game {
    start: Strip,
    values: Arc<Mutex<Values>>,
    first: Player,
}

impl Game {
    /// The game of a strip, Left to move.
    pub fn new(start: Strip) -> Game {
        Game {
            start,
            values: Arc::default(),
            first: Player::First,
        }
    }
}

impl crate::engine::Game for Game {
    type Position = Position;
    type Move = u32;

    fn start(&self) -> Position {
        Position {
            strip: self.start,
            to_move: self.first,
        }
    }
    fn to_move(&self, position: &Position) -> Player {
        position.to_move
    }
    fn moves(&self, position: &Position) -> Vec<u32> {
        position.strip.movers(position.to_move == Player::First)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn apply(&self, position: &Position, &cell: &u32) -> (Position, i128) {
        let toad = position.to_move == Player::First;
        (
            Position {
                strip: position.strip.moved(cell, toad),
                to_move: position.to_move.other(),
            },
            0,
        )
    }
}

impl Partizan for Game {
    fn value(&self, position: &Position) -> Form {
        let mut values = self.values.lock().unwrap_or_else(|e| e.into_inner());
        values.strip(&position.strip)
    }
    fn with_forms<R>(&self, work: impl FnOnce(&mut Forms) -> R) -> R {
        let mut values = self.values.lock().unwrap_or_else(|e| e.into_inner());
        work(&mut values.forms)
    }
    fn board_text(&self, position: &Position) -> String {
        position.strip.text()
    }
    fn regions(&self, position: &Position) -> Vec<(String, Form)> {
        let mut values = self.values.lock().unwrap_or_else(|e| e.into_inner());
        (position.strip.regions().into_iter())
            .map(|(_, region)| (region.text(), values.strip(&region)))
            .collect()
    }
    fn with_mover(&self, position: &Position, mover: Player) -> Position {
        Position {
            to_move: mover,
            ..*position
        }
    }
    fn counts_moves(&self, position: &Position) -> bool {
        (position.strip.toads | position.strip.frogs).count_ones() <= EXACT_PIECES
    }
}

impl Notation for Game {
    fn thermograph(&self, position: &Position) -> Option<String> {
        Some(partizan::thermograph_of(self, position))
    }
    fn move_text(&self, _: &Position, &cell: &u32) -> String {
        (cell + 1).to_string()
    }
    fn describe_move(&self, position: &Position, &cell: &u32) -> String {
        let toad = position.to_move == Player::First;
        let to = position.strip.target(cell, toad).unwrap_or(cell);
        let piece = if toad { "toad" } else { "frog" };
        if to.abs_diff(cell) == 2 {
            let over = if toad { "frog" } else { "toad" };
            format!(
                "jump the {piece} in cell {} over the {over} to cell {}",
                cell + 1,
                to + 1
            )
        } else {
            format!("move the {piece} in cell {} to cell {}", cell + 1, to + 1)
        }
    }
    fn read_move(&self, position: &Position, text: &str) -> Result<u32, BadMove> {
        use crate::engine::Game as _;
        let toad = position.to_move == Player::First;
        let piece = if toad { "toad" } else { "frog" };
        let cell: u32 = text.trim().parse().map_err(|_| {
            BadMove(format!(
                "expected the cell of a {piece} to move, a number from 1 to {}; found `{}`",
                position.strip.length,
                crate::input::excerpt(text.trim())
            ))
        })?;
        if self.is_over(position) {
            return Err(BadMove("the game is over".to_owned()));
        }
        let cell = cell.wrapping_sub(1);
        if position.strip.target(cell, toad).is_none() {
            return Err(BadMove(format!(
                "no {piece} in cell {} can move: the {piece}s that can are in cells {}",
                cell.wrapping_add(1),
                self.moves(position)
                    .iter()
                    .map(|c| (c + 1).to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )));
        }
        Ok(cell)
    }
    fn move_json(&self, position: &Position, &cell: &u32) -> serde_json::Value {
        let toad = position.to_move == Player::First;
        json!({"text": (cell + 1).to_string(), "cell": cell + 1,
               "to": position.strip.target(cell, toad).map(|to| to + 1)})
    }
    fn position_text(&self, position: &Position) -> String {
        position.strip.text()
    }
    fn position_json(&self, position: &Position) -> serde_json::Value {
        json!({"strip": position.strip.text(), "to_move": partizan::side(position.to_move)})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"strip": self.start.text()})
    }
    /// The strip in one row, each region outlined with its value.
    fn picture(&self, position: &Position) -> Picture {
        let mut values = self.values.lock().unwrap_or_else(|e| e.into_inner());
        let regions = (position.strip.regions().into_iter())
            .map(|(start, region)| {
                let value = values.strip(&region);
                let cells = (start..start + region.length)
                    .map(|cell| [0, u64::from(cell)])
                    .collect();
                (cells, value)
            })
            .collect();
        partizan::grid_with_values(
            &mut values.forms,
            &[position.strip.text().to_ascii_uppercase()],
            regions,
            vec!["T", "F"],
        )
    }
    fn move_target(&self, _: &Position, &cell: &u32) -> Option<Target> {
        Some(Target::Cell {
            row: 0,
            column: u64::from(cell),
        })
    }
    fn move_syntax(&self, position: &Position) -> String {
        if position.to_move == Player::First {
            "the cell of the toad to move, counted from 1 at the left, such as `3`".to_owned()
        } else {
            "the cell of the frog to move, counted from 1 at the left, such as `6`".to_owned()
        }
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Left (toads)".to_owned(),
            Player::Second => "Right (frogs)".to_owned(),
        }
    }
    fn choices_words(&self, position: &Position, choices: &[(String, Value)]) -> Option<String> {
        partizan::choices_in_words(self, position, choices)
    }
}

/// ToadsAndFrogs's rules, registered as a [`PartizanPlugin`].
#[derive(Debug, Clone, Copy, Default)]
pub struct ToadsAndFrogs;

/// Reads strips, one a line: `t` (a toad), `f` (a frog) and `.` (empty).
pub fn read(text: &str) -> Result<Vec<Strip>, InputError> {
    let mut strips = Vec::new();
    for (start, row) in crate::input::lines_at(text) {
        let lead = row.len() - row.trim_start().len();
        let mut strip = Strip {
            length: 0,
            toads: 0,
            frogs: 0,
        };
        for (at, c) in row.trim().char_indices() {
            let where_ = start + lead + at;
            if strip.length >= MOST_CELLS {
                return Err(InputError::unexpected(
                    text,
                    where_,
                    "the end of the strip: it takes at most 64 cells",
                    format!("`{c}`"),
                ));
            }
            match c {
                't' | 'T' => strip.toads |= 1 << strip.length,
                'f' | 'F' => strip.frogs |= 1 << strip.length,
                '.' | '_' => {}
                _ => {
                    return Err(InputError::unexpected(
                        text,
                        where_,
                        "a cell: `t` (a toad), `f` (a frog) or `.` (empty)",
                        format!("`{}`", crate::input::excerpt(&row.trim()[at..])),
                    ));
                }
            }
            strip.length += 1;
        }
        strips.push(strip);
    }
    if strips.is_empty() {
        return Err(InputError::at(
            text,
            0,
            Problem::Empty {
                expected: "a strip of `t`, `f` and `.`, such as `ttt..fff`",
            },
        ));
    }
    Ok(strips)
}

impl PartizanRules for ToadsAndFrogs {
    type Case = Strip;
    type Game = Game;
    type Memory = Values;
    const INFO: &'static GameInfo = &GameInfo {
        name: "toads-and-frogs",
        title: "Toads and Frogs",
        rules: "On a strip, Left's toads move right and Right's frogs move left: one step into \
                an empty cell, or a jump over one of the other side's pieces into the empty \
                cell beyond; who cannot move loses. The answer is the strip's value, its \
                canonical form.",
        problems: &[
            "Toads and Frogs, the partizan game of \"Winning Ways\" (`ttttt..fffff` is \
             CGSuite's +-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||\
             v<2>|-1/2||-1*}|||0}})",
        ],
        limits: "solve: strips of up to 24 cells (`ttttt..fffff` in a fraction of a second); \
                 play and explain: up to 14",
        scoring: Scoring::LastMoveWins,
        seats: ["Left (toads)", "Right (frogs)"],
        inline: "strip",
        inline_help: "The strip: `t` (a toad), `f` (a frog) and `.` (empty), such as `tt..ff`",
        generate: &[
            GAMES,
            Parameter::new("length", "the cells of each strip", 2, 24, 8)
                .small(7)
                .stress(6),
            Parameter::new(
                "pieces",
                "the toads and frogs on each strip, at most its cells",
                2,
                24,
                4,
            )
            .small(4)
            .stress(4),
        ],
        moves: "the cell of the piece to move, counted from 1 at the left",
        notes: "A strip a line: `t` (a toad, Left's), `f` (a frog, Right's) and `.` (an empty \
                cell). Left moves toads right and moves first in play unless `--first right`; \
                Right moves frogs left. \
                A move is named by the cell of the piece that moves, counted from 1 at the left. \
                The value is written in CGSuite's notation (docs/values.md); the outcome is L, \
                R, N or P.",
        examples: "\
  optimal-play toads-and-frogs solve --strip ttttt..fffff
  optimal-play toads-and-frogs solve --format text --strip 'tt.ff'
  optimal-play toads-and-frogs explain --strip 'tt..ff'
  optimal-play toads-and-frogs play --strip 'ttt..fff'",
        rule: Some(partizan::FIRST),
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str) -> Result<Vec<Strip>, InputError> {
        read(text)
    }
    fn text(&self, strip: &Strip) -> String {
        strip.text()
    }
    fn game_with(&self, strip: &Strip, memory: Arc<Mutex<Values>>, first: Player) -> Game {
        Game {
            start: *strip,
            values: memory,
            first,
        }
    }
    fn solve_limits(&self, strip: &Strip) -> Vec<Size> {
        vec![Size::new(
            "the number of cells",
            u64::from(strip.length),
            SOLVE_CELLS,
        )]
    }
    fn size(&self, strip: &Strip) -> Size {
        Size::new("the number of cells", u64::from(strip.length), PLAY_CELLS)
    }
    /// A strip of `--length` cells with `--pieces` toads and frogs on
    /// cells drawn at random, a piece the likelier a toad the further left
    /// it is.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Strip, Error> {
        let length = u32::try_from(draw.get("length")).unwrap_or(8).clamp(1, 24);
        let pieces = u32::try_from(draw.get("pieces")).unwrap_or(0).min(length);
        let mut strip = Strip {
            length,
            toads: 0,
            frogs: 0,
        };
        for _ in 0..pieces {
            let free: Vec<u32> = (0..length).filter(|&c| strip.empty(c)).collect();
            let cell = free[draw.number(0..=free.len() as u64 - 1) as usize];
            // Toads mostly on the left and frogs on the right, as the game
            // starts, so that both sides have moves.
            if draw.number(0..=u64::from(length) - 1) >= u64::from(cell) {
                strip.toads |= 1 << cell;
            } else {
                strip.frogs |= 1 << cell;
            }
        }
        Ok(strip)
    }
}

/// The Toads and Frogs strips of a toads, b empty cells and a frogs.
pub const TABLE: ValueTable = ValueTable {
    about: "Show the value of every strip t^a .^b f^a (a toads, b empty cells, a frogs), a and b \
            from 1 to N",
    rows: "toads and frogs a side",
    columns: "empty cells",
    default: 4,
    most: 5,
    position: |a, b| {
        let (a, b) = (a as usize, b as usize);
        format!("{}{}{}", "t".repeat(a), ".".repeat(b), "f".repeat(a))
    },
    values: |input| values_of(&PartizanPlugin::new(ToadsAndFrogs), input),
};

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::engine::cgt::definition::{Tree, add, equal};

    #[test]
    fn ttttt_fffff_is_as_cgsuite_gives_it() {
        // CGSuite's own test (GameStripTest.scala, aaron-siegel/cgsuite).
        let strip = read("ttttt..fffff").unwrap()[0];
        let mut values = Values::default();
        let value = values.strip(&strip);
        assert_eq!(
            values.forms.text(value),
            "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}"
        );
    }

    fn tree(strip: &Strip) -> Rc<Tree> {
        Tree::new(
            strip
                .movers(true)
                .into_iter()
                .map(|c| tree(&strip.moved(c, true)))
                .collect(),
            strip
                .movers(false)
                .into_iter()
                .map(|c| tree(&strip.moved(c, false)))
                .collect(),
        )
    }

    #[test]
    fn values_agree_with_the_game_tree_on_random_strips() {
        let mut rng = ChaCha8Rng::seed_from_u64(55);
        let mut values = Values::default();
        for _ in 0..300 {
            let strip = random_strip(&mut rng, 1..=7);
            let value = values.strip(&strip);
            assert!(
                equal(&Tree::of(&values.forms, value), &tree(&strip)),
                "{}",
                strip.text()
            );
        }
    }

    fn random_strip(rng: &mut ChaCha8Rng, lengths: std::ops::RangeInclusive<u32>) -> Strip {
        let length = rng.random_range(lengths);
        let mut strip = Strip {
            length,
            toads: 0,
            frogs: 0,
        };
        for cell in 0..length {
            match rng.random_range(0..3) {
                0 => strip.toads |= 1 << cell,
                1 => strip.frogs |= 1 << cell,
                _ => {}
            }
        }
        strip
    }

    #[test]
    fn a_strip_falls_into_regions_at_pieces_that_never_move() {
        let strip = read("t.ttff.f").unwrap()[0];
        // Cells 3 to 6 never move: the toads are blocked by the frogs,
        // which are blocked by the toads.
        assert_eq!(strip.stuck(), 0b0011_1100);
        let regions: Vec<(u32, String)> = (strip.regions().into_iter())
            .map(|(start, region)| (start, region.text()))
            .collect();
        assert_eq!(regions, [(0, "t.".to_owned()), (6, ".f".to_owned())]);
        let mut values = Values::default();
        let value = values.strip(&strip);
        // 1 (one toad move) and -1 (one frog move): the sum is 0.
        assert_eq!(values.forms.text(value), "0");
        // A stuck toad that a frog can still jump over is no wall: in
        // `.tf` the frog jumps it, and the strip stays whole.
        let strip = read("f.tf").unwrap()[0];
        assert_eq!(strip.stuck(), 0b0001);
        assert_eq!(strip.regions().len(), 1);
        // Nothing moves: no region.
        assert!(read("ttff").unwrap()[0].regions().is_empty());
    }

    #[test]
    fn strips_joined_at_a_wall_are_the_sum_of_their_parts() {
        // `a` + `ttff` + `b`: the middle never moves and nothing passes
        // it, so the value is the sum of the parts' game trees.
        let mut rng = ChaCha8Rng::seed_from_u64(56);
        let mut values = Values::default();
        for _ in 0..200 {
            let a = random_strip(&mut rng, 1..=6);
            let b = random_strip(&mut rng, 1..=6);
            let joined = Strip {
                length: a.length + 4 + b.length,
                toads: a.toads | 0b11 << a.length | b.toads << (a.length + 4),
                frogs: a.frogs | 0b1100 << a.length | b.frogs << (a.length + 4),
            };
            let value = values.strip(&joined);
            assert!(
                equal(&Tree::of(&values.forms, value), &add(&tree(&a), &tree(&b))),
                "{}",
                joined.text()
            );
        }
    }

    /// The value from the options alone, the strip never split.
    fn unsplit(forms: &mut Forms, known: &mut FxHashMap<Strip, Form>, strip: &Strip) -> Form {
        if let Some(&value) = known.get(strip) {
            return value;
        }
        let left: Vec<Form> = (strip.movers(true).into_iter())
            .map(|cell| unsplit(forms, known, &strip.moved(cell, true)))
            .collect();
        let right: Vec<Form> = (strip.movers(false).into_iter())
            .map(|cell| unsplit(forms, known, &strip.moved(cell, false)))
            .collect();
        let value = forms.game(&left, &right);
        known.insert(*strip, value);
        value
    }

    #[test]
    fn split_strips_have_the_value_of_the_unsplit_strip() {
        // Longer strips, half of them with a wall (`ttff`) put in at
        // random: the sum of the regions equals the value worked out from
        // the whole strip's options, never split (itself checked against
        // the game tree above).
        let mut rng = ChaCha8Rng::seed_from_u64(57);
        let mut values = Values::default();
        let mut known = FxHashMap::default();
        let mut split = 0;
        for _ in 0..150 {
            let mut strip = random_strip(&mut rng, 6..=10);
            if rng.random_bool(0.5) {
                let at = rng.random_range(0..=strip.length);
                let low = (1u64 << at) - 1;
                let widen = |bits: u64, wall: u64| bits & low | wall << at | (bits & !low) << 4;
                strip = Strip {
                    length: strip.length + 4,
                    toads: widen(strip.toads, 0b0011),
                    frogs: widen(strip.frogs, 0b1100),
                };
            }
            let value = values.strip(&strip);
            let regions = strip.regions();
            split += usize::from(regions.len() > 1);
            let whole = unsplit(&mut values.forms, &mut known, &strip);
            assert_eq!(value, whole, "{}", strip.text());
            let parts: Vec<Form> = (regions.iter()).map(|(_, r)| values.strip(r)).collect();
            assert_eq!(values.forms.sum(parts), whole, "{}", strip.text());
        }
        assert!(split >= 10, "only {split} strips split in two or more");
    }

    #[test]
    fn moves_and_bad_strips() {
        let strip = read("tf.").unwrap()[0];
        // The toad jumps over the frog; the frog cannot move (a toad to
        // its left with no empty cell beyond).
        assert_eq!(strip.movers(true), [0]);
        assert_eq!(strip.moved(0, true).text(), ".ft");
        assert!(strip.movers(false).is_empty());
        for (text, message) in [
            ("", "line 1, column 1"),
            ("tt.x", "line 1, column 4"),
            ("tt\n..f?", "line 2, column 4"),
        ] {
            let error = read(text).expect_err(text).to_string();
            assert!(error.contains(message), "{text:?}: {error}");
        }
    }
}
