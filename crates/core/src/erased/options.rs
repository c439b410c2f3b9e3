//! What a front end asks of a game: [`SolveOptions`], [`GenerateOptions`],
//! [`SessionOptions`], and the [`Action`] an instance is read for.

use serde::Serialize;

use super::Error;
use crate::engine::Player;
use crate::play::Opponent;

/// What `solve` is asked for.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SolveOptions {
    /// The output format: one of [`GameInfo::formats`](super::GameInfo::formats),
    /// or empty for the judge's: the game's first, unless the input is laid
    /// out as another judge's (AtCoder's for the Stick Game), whose format
    /// it then is.
    pub format: String,
    /// The input layout, detected when `None`.
    pub layout: Option<String>,
    /// Whether to print the whole optimal line.
    pub line: bool,
    /// The algorithm, the game's default when `None`.
    pub algorithm: Option<String>,
    /// Solve against an opponent known to play this way (`greedy`), where
    /// the game supports it.
    pub versus: Option<String>,
    /// Whether text may be coloured.
    pub colour: bool,
}

/// What `generate` is asked for; a game uses the options its
/// [`GameInfo::generate`](super::GameInfo::generate) lists and refuses the others.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GenerateOptions {
    /// How many values.
    pub count: Option<u64>,
    /// Rows of a board.
    pub rows: Option<u64>,
    /// Columns of a board.
    pub cols: Option<u64>,
    /// The smallest value.
    pub min: Option<i64>,
    /// The largest value.
    pub max: Option<i64>,
    /// The share of blocked cells, in percent.
    pub blocked: Option<u8>,
    /// A game parameter, such as `k`.
    pub param: Option<u64>,
    /// A game's rule, such as an octal code: `generate` writes heaps the
    /// same for every rule, so only a game with a rule takes it.
    pub rule: Option<String>,
    /// The seed.
    pub seed: u64,
    /// The layout to write, the game's default when `None`.
    pub layout: Option<String>,
}

impl SolveOptions {
    /// The format named, or `None` for the judge's (an empty name).
    pub fn format_named(&self) -> Option<&str> {
        Some(self.format.as_str()).filter(|format| !format.is_empty())
    }
}

/// The most values an instance generated in memory (the playground's
/// reply, a Python string) may have; the command line writes any size as
/// it draws it.
pub const GENERATE_IN_MEMORY: u64 = 2_000_000;

impl GenerateOptions {
    /// How many values the instance asked for has: `count`, or a board's
    /// `rows` × `cols`, whichever is more.
    pub fn values(&self) -> u64 {
        let cells = self
            .rows
            .unwrap_or(1)
            .saturating_mul(self.cols.unwrap_or(1));
        self.count.unwrap_or(0).max(cells)
    }

    /// Refuses an instance of more than [`GENERATE_IN_MEMORY`] values, to
    /// be held whole in memory, before anything is drawn: `front` says who
    /// holds it, `instead` what writes any size.
    ///
    /// ```
    /// use optimal_play::erased::GenerateOptions;
    /// let huge = GenerateOptions { count: Some(1_000_000_000), ..GenerateOptions::default() };
    /// let refused = huge.check_in_memory("Python", "`optimal-play coins generate`");
    /// assert!(refused.unwrap_err().to_string().contains("at most 2000000 values"));
    /// ```
    pub fn check_in_memory(&self, front: &str, instead: &str) -> Result<(), Error> {
        let values = self.values();
        if values <= GENERATE_IN_MEMORY {
            return Ok(());
        }
        Err(crate::engine::SolveError::OverLimit(format!(
            "{front} generates at most {GENERATE_IN_MEMORY} values, and {values} were asked for; \
             {instead} writes any size"
        ))
        .into())
    }

    /// Refuses every option that is set and not in `used`.
    pub fn only(&self, game: &str, used: &[Choice]) -> Result<(), Error> {
        let set = [
            ("count", self.count.is_some()),
            ("rows", self.rows.is_some()),
            ("cols", self.cols.is_some()),
            ("min", self.min.is_some()),
            ("max", self.max.is_some()),
            ("blocked", self.blocked.is_some()),
            ("param", self.param.is_some()),
        ];
        // The rule is the game's, checked where the game reads it.
        for (name, is_set) in set {
            if is_set && !used.iter().any(|choice| choice.name == name) {
                let names: Vec<String> = used.iter().map(|c| format!("--{}", c.name)).collect();
                return Err(Error::Unsupported(format!(
                    "{game} generate takes no --{name}; it takes {}",
                    names.join(", ")
                )));
            }
        }
        Ok(())
    }
}

/// Who sits where and how the engine plays, for a new session.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SessionOptions {
    /// The person's seat.
    pub seat: Player,
    /// How the engine chooses.
    pub opponent: Opponent,
    /// The seed of every random choice.
    pub seed: Option<u64>,
}

/// What an instance is read for, for [`GameEntry::limit`](super::GameEntry::limit).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// `explain`.
    Explain,
    /// `play`.
    Play,
    /// A picture (`--svg`).
    Picture,
}

/// A choice a game offers for an option: a name and one line of help.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Choice {
    /// What the user types.
    pub name: &'static str,
    /// What it means.
    pub help: &'static str,
}

impl Choice {
    /// The choice called `name`, with one line of help.
    pub const fn new(name: &'static str, help: &'static str) -> Choice {
        Choice { name, help }
    }
}

/// A rule given as text beside the input, which says which game of a family
/// is played: the `--code 0.77` of an octal game. The game parses it once,
/// at the boundary, and refuses it with a message that says what it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Rule {
    /// The option's name: `code` for `--code`.
    pub name: &'static str,
    /// What it means.
    pub help: &'static str,
    /// Its value when not given.
    pub default: &'static str,
}

/// A number that is part of an instance but given beside its input, such as
/// the `k` of "take 1 to k values".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Param {
    /// The option's name: `k` for `--k`.
    pub name: &'static str,
    /// What it means.
    pub help: &'static str,
    /// Its value when not given.
    pub default: u64,
    /// The smallest value it takes.
    pub min: u64,
}
