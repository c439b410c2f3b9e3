//! The row game's family: games played on a row of values, each through the
//! one interface.
//!
//! | game | module | rules | fast solver |
//! |---|---|---|---|
//! | `take-k` | [`take_k`] | take 1 to k values from either end | O(n²·k) interval DP, O(n·k) memory |
//! | `game-of-sum` | [`game_of_sum`] | take any number of values from one end (UVa 10891) | O(n²) interval DP with running minima, O(n) memory |
//! | `take-front` | [`take_front`] | take 1 to k values from the front (LeetCode 1406, LintCode 395) | O(n·k) suffix DP |
//! | `stone-game-ii` | [`stone_game_ii`] | take the first X piles, 1 ≤ X ≤ 2M (LeetCode 1140) | O(n³/12) over (i, M) with M capped |
//! | `stone-game-vii` | [`stone_game_vii`] | remove an end, score the sum left (LeetCode 1690) | O(n²) interval DP, O(n) memory |
//!
//! Each module owns its rules (a [`Game`] with its [`Notation`]), its fast
//! solver (with an [`Oracle`] for play), and what it adds to `solve` (the
//! judges' formats) and `explain` (the recurrence). This module holds what
//! they share: reading a row (or a judge's list of cases), generating one,
//! and the [`GameEntry`] and [`Instance`] every family game gets from
//! [`FamilyEntry`].

pub mod game_of_sum;
pub mod stone_game_ii;
pub mod stone_game_vii;
pub mod take_front;
pub mod take_k;

use std::io::Write;
use std::marker::PhantomData;

use crate::coins::{RowLayout, generate};
use crate::engine::{Game, Notation, Oracle, Player};
use crate::erased::{
    self, AnySession, Choice, Error, GameEntry, GameInfo, GenerateOptions, Input, Instance,
    SessionOptions, SolveOptions,
};

/// The layouts every family game reads, as the row game does.
pub(crate) const LAYOUTS: &[Choice] = &[
    Choice {
        name: "counted",
        help: "a count N, then N values",
    },
    Choice {
        name: "plain",
        help: "values only",
    },
];

/// The options of `generate` every family game takes.
pub(crate) const GENERATE: &[Choice] = &[
    Choice {
        name: "count",
        help: "how many values (default 8)",
    },
    Choice {
        name: "min",
        help: "the smallest value (default 1)",
    },
    Choice {
        name: "max",
        help: "the largest value (default 20)",
    },
];

/// What a game of the family supplies; [`FamilyEntry`] makes the rest.
pub trait FamilyRules: Send + Sync + 'static {
    /// The rules, on one instance.
    type Game: Notation<Position: Send, Move: Send> + Clone + Send + Sync + 'static;
    /// The fast solver, for play and explanations.
    type Oracle: Oracle<Self::Game> + Send + 'static;

    /// What the game is.
    fn info() -> &'static GameInfo;

    /// The game on `values` with the parameter `param` (the game's default
    /// when it was not given).
    fn game(values: Vec<i64>, param: u64) -> Self::Game;

    /// The fast oracle, or why the instance is too large for one.
    fn oracle(game: &Self::Game) -> Result<Self::Oracle, Error>;

    /// Writes the answer in `format` (one of the game's formats).
    fn answer(game: &Self::Game, format: &str, out: &mut dyn Write) -> Result<(), Error>;

    /// Writes what comes before the move-by-move walkthrough of `explain`:
    /// the rules, the recurrence and the answer.
    fn explain_intro(game: &Self::Game, out: &mut dyn Write) -> std::io::Result<()>;

    /// Reads the instances of one input: one row by default, a judge's list
    /// of cases for a game whose judge gives several.
    fn read_cases(input: Input<'_>, layout: Option<&str>) -> Result<Vec<Vec<i64>>, Error> {
        Ok(vec![
            crate::coins::entry::read_row(input, layout)?
                .values()
                .to_vec(),
        ])
    }

    /// The most memory a play session on `n` values holds
    /// ([`Instance::session_bytes`]): by default the row, its sums and its
    /// history ([`row_session_bytes`]).
    fn session_bytes(n: usize) -> u64 {
        row_session_bytes(n)
    }

    /// `values` in the judge's input layout, for the stress tester.
    fn stress_text(values: &[i64]) -> String {
        crate::coins::entry::counted_text(values)
    }

    /// Writes a generated instance of `values` in `layout`.
    fn write_generated(options: &GenerateOptions, out: &mut dyn Write) -> Result<(), Error> {
        let spec = generated_spec(options)?;
        let layout = match options.layout.as_deref() {
            Some("plain") => RowLayout::Plain,
            _ => RowLayout::Counted,
        };
        generate::write_row(out, spec, layout)?;
        Ok(())
    }
}

pub use crate::coins::row_session_bytes;

/// The bytes of a [`Triangle`] on `n` values: 16 for each of its
/// (n + 1)(n + 2)/2 cells.
pub(crate) fn triangle_bytes(n: usize) -> u64 {
    let n = n as u64;
    8 * (n + 1) * (n + 2)
}

/// The random row `generate` asks for: `--count` values from `--min` to
/// `--max` (1 to 100 by default).
pub(crate) fn generated_spec(options: &GenerateOptions) -> Result<generate::RowSpec, Error> {
    let count = options.count.unwrap_or(8);
    if count == 0 {
        return Err(Error::Unsupported(
            "--count must be at least 1: an empty row cannot be written so that it reads back"
                .to_owned(),
        ));
    }
    let (min, max) = (options.min.unwrap_or(1), options.max.unwrap_or(20));
    if min > max {
        return Err(Error::Unsupported(format!(
            "--min {min} is larger than --max {max}"
        )));
    }
    Ok(generate::RowSpec {
        count,
        min,
        max,
        seed: options.seed,
    })
}

/// A family game's entry in the registry, made from its [`FamilyRules`].
pub struct FamilyEntry<R>(PhantomData<fn() -> R>);

impl<R> FamilyEntry<R> {
    /// The entry.
    pub const fn new() -> Self {
        FamilyEntry(PhantomData)
    }
}

impl<R> Default for FamilyEntry<R> {
    fn default() -> Self {
        Self::new()
    }
}

fn param_of<R: FamilyRules>(given: Option<u64>) -> Result<u64, Error> {
    match (R::info().param, given) {
        (Some(param), Some(value)) if value < param.min => Err(Error::Unsupported(format!(
            "--{} must be at least {}, not {value}",
            param.name, param.min
        ))),
        (Some(_), Some(value)) => Ok(value),
        (Some(param), None) => Ok(param.default),
        (None, Some(_)) => Err(Error::Unsupported(format!(
            "{} takes no parameter",
            R::info().name
        ))),
        (None, None) => Ok(0),
    }
}

impl<R: FamilyRules> GameEntry for FamilyEntry<R> {
    fn info(&self) -> &'static GameInfo {
        R::info()
    }

    fn capabilities(&self) -> crate::erased::Capabilities {
        use crate::erased::Capabilities;
        Capabilities {
            stress: true,
            ..Capabilities::default()
        }
    }

    fn limit(&self, action: erased::Action) -> Option<crate::input::Limit> {
        match action {
            erased::Action::Explain | erased::Action::Play => Some(crate::input::Limit {
                count: TABLE_LIMIT as u64,
                what: "the table behind play and explanations",
                instead: "; `solve` takes longer rows",
            }),
            erased::Action::Picture => None,
        }
    }

    fn read(&self, input: Input<'_>, layout: Option<&str>) -> Result<Box<dyn Instance>, Error> {
        R::info().check_layout(layout)?;
        let param = param_of::<R>(input.param)?;
        let cases = R::read_cases(input, layout)?;
        Ok(Box::new(FamilyInstance::<R> {
            longest: cases.iter().map(Vec::len).max().unwrap_or(0),
            games: cases
                .into_iter()
                .map(|values| R::game(values, param))
                .collect(),
        }))
    }

    fn generate(&self, options: &GenerateOptions, out: &mut dyn Write) -> Result<(), Error> {
        options.only(R::info().name, R::info().generate)?;
        R::write_generated(options, out)
    }

    fn stress_text(&self, values: &[i64]) -> Option<String> {
        Some(R::stress_text(values))
    }

    fn small_instances(&self, seed: u64, count: usize) -> Vec<String> {
        (0..count as u64)
            .map(|at| {
                let spec = generate::RowSpec {
                    count: at % 7 + 1,
                    min: -3,
                    max: 4,
                    seed: seed + at,
                };
                let mut out = Vec::new();
                let generated = GenerateOptions {
                    count: Some(spec.count),
                    min: Some(spec.min),
                    max: Some(spec.max),
                    seed: spec.seed,
                    ..GenerateOptions::default()
                };
                R::write_generated(&generated, &mut out).expect("writing to memory");
                String::from_utf8(out).expect("digits are UTF-8")
            })
            .collect()
    }
}

/// A family game's instance: one game, or a judge's list of cases.
struct FamilyInstance<R: FamilyRules> {
    games: Vec<R::Game>,
    /// The most values of one case.
    longest: usize,
}

impl<R: FamilyRules> FamilyInstance<R> {
    fn only(&self, what: &str) -> Result<&R::Game, Error> {
        match self.games.as_slice() {
            [game] => Ok(game),
            games => Err(Error::Unsupported(format!(
                "{what} takes one case, and this input has {}",
                games.len()
            ))),
        }
    }
}

impl<R: FamilyRules> Instance for FamilyInstance<R> {
    fn solve(&self, options: &SolveOptions, out: &mut dyn Write) -> Result<(), Error> {
        R::info().check_solve(options)?;
        if options.line || options.versus.is_some() || options.algorithm.is_some() {
            return Err(Error::Unsupported(format!(
                "{} takes no --line, --versus or --algorithm: `explain` shows the optimal line",
                R::info().name
            )));
        }
        for game in &self.games {
            R::answer(game, &options.format, out)?;
        }
        Ok(())
    }

    fn explain(&self, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        let game = self.only("explain")?;
        let mut oracle = R::oracle(game)?;
        let walk = erased::walkthrough(game, &mut oracle, usize::MAX);
        if json {
            serde_json::to_writer(&mut *out, &walk).map_err(std::io::Error::from)?;
            writeln!(out)?;
            return Ok(());
        }
        R::explain_intro(game, out)?;
        writeln!(out)?;
        erased::write_walkthrough(game, &walk, out)?;
        Ok(())
    }

    fn session_bytes(&self) -> u64 {
        R::session_bytes(self.longest)
    }

    fn session(&self, options: SessionOptions) -> Result<Box<dyn AnySession>, Error> {
        let game = self.only("play")?.clone();
        if game.moves(&game.start()).is_empty() {
            return Err(Error::Unsupported(
                "the row is empty: there is nothing to play".to_owned(),
            ));
        }
        let oracle = R::oracle(&game)?;
        Ok(erased::new_session(game, oracle, options))
    }

    fn conformance(
        &self,
        limit: usize,
        seed: u64,
    ) -> Result<crate::engine::conformance::Checked, String> {
        let mut checked = crate::engine::conformance::Checked::default();
        for game in &self.games {
            let one = erased::conformance_of(
                game,
                || R::oracle(game).expect("small instances have an oracle"),
                limit,
                seed,
            )?;
            checked.positions += one.positions;
            checked.moves += one.moves;
        }
        Ok(checked)
    }
}

/// Refuses a row of `n` values, past `limit`, for a recurrence in O(n²)
/// time.
pub(crate) fn check_quadratic(n: usize, limit: usize, what: &'static str) -> Result<(), Error> {
    if n > limit {
        return Err(Error::TooLarge(crate::engine::SolveError::TooLong {
            algorithm: what,
            len: n,
            limit,
            hint: " (O(n²) time: about a second at the limit)",
        }));
    }
    Ok(())
}

/// The exact sums of `values[..k]` for every k: `prefix[j] - prefix[i]` is
/// the sum of `values[i..j]`.
pub(crate) fn prefix_sums(values: &[i64]) -> Vec<i128> {
    let mut prefix = Vec::with_capacity(values.len() + 1);
    let mut total = 0i128;
    prefix.push(0);
    for &value in values {
        total += i128::from(value);
        prefix.push(total);
    }
    prefix
}

/// A row with its prefix sums, shared by the family's games: the values and
/// the exact sum of any segment in O(1).
#[derive(Debug, Clone)]
pub struct Sums {
    values: std::sync::Arc<[i64]>,
    prefix: std::sync::Arc<[i128]>,
}

impl Sums {
    /// The row `values`.
    pub fn new(values: Vec<i64>) -> Sums {
        Sums {
            prefix: prefix_sums(&values).into(),
            values: values.into(),
        }
    }

    /// The sum of `values[from..to]`.
    pub fn sum(&self, from: usize, to: usize) -> i128 {
        self.prefix[to] - self.prefix[from]
    }

    /// The values.
    pub fn values(&self) -> &[i64] {
        &self.values
    }
}

impl std::ops::Deref for Sums {
    type Target = [i64];
    fn deref(&self) -> &[i64] {
        &self.values
    }
}

/// A value for every segment `a[i..j)` of a row of `n` values, `i <= j`,
/// stored by length: n²/2 entries, not n².
#[derive(Debug, Clone)]
pub(crate) struct Triangle {
    n: usize,
    cells: Vec<i128>,
}

/// The most values a game keeps a whole table for (for play and
/// explanations): 3000 values make a table of 72 MB.
pub(crate) const TABLE_LIMIT: usize = 3000;

impl Triangle {
    /// A table of zeros, or why the row is too long for one.
    pub(crate) fn new(n: usize, what: &'static str) -> Result<Triangle, Error> {
        if n > TABLE_LIMIT {
            return Err(Error::TooLarge(crate::engine::SolveError::TooLong {
                algorithm: what,
                len: n,
                limit: TABLE_LIMIT,
                hint: "; `solve` takes longer rows",
            }));
        }
        Ok(Triangle {
            n,
            cells: vec![0; (n + 1) * (n + 2) / 2],
        })
    }

    fn index(&self, i: usize, j: usize) -> usize {
        let len = j - i;
        // Rows by length: length L holds n - L + 1 segments.
        let before = len * (self.n + 1) - len * len.saturating_sub(1) / 2;
        before + i
    }

    /// The value of `a[i..j)`.
    pub(crate) fn get(&self, i: usize, j: usize) -> i128 {
        self.cells[self.index(i, j)]
    }

    /// Sets the value of `a[i..j)`.
    pub(crate) fn set(&mut self, i: usize, j: usize, value: i128) {
        let at = self.index(i, j);
        self.cells[at] = value;
    }
}

/// The player to move after `moves` moves.
pub(crate) fn player_after(moves: usize) -> Player {
    Player::after(moves as u64)
}

/// The values of a segment for people: `[3 1 4]`, elided past 16.
pub(crate) fn segment_text(values: &[i64]) -> String {
    if values.is_empty() {
        return "nothing left".to_owned();
    }
    let shown: Vec<String> = if values.len() <= 16 {
        values.iter().map(i64::to_string).collect()
    } else {
        let mut shown: Vec<String> = values[..8].iter().map(i64::to_string).collect();
        shown.push(format!("… {} more …", values.len() - 16));
        shown.extend(values[values.len() - 8..].iter().map(i64::to_string));
        shown
    };
    format!("[{}]", shown.join(" "))
}

/// "Alice", "Bob" or "Tie" for a first player's margin, as LeetCode prints
/// it.
pub(crate) fn alice_bob(margin: i128) -> &'static str {
    match margin.signum() {
        1 => "Alice",
        -1 => "Bob",
        _ => "Tie",
    }
}
