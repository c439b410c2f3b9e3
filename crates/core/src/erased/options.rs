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

/// What `generate` is asked for: the values given to the game's own
/// parameters ([`GameInfo::generate`](super::GameInfo::generate)), by name,
/// the rest left to their defaults.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GenerateOptions {
    /// The parameters given, by name: `("count", 8)`.
    pub given: Vec<(String, i64)>,
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
    /// The options with `name` given as `value`.
    ///
    /// ```
    /// use optimal_play::erased::GenerateOptions;
    /// let options = GenerateOptions::default().with("count", 3).with("max", 9);
    /// assert_eq!(options.get("count"), Some(3));
    /// assert_eq!(options.get("rows"), None);
    /// ```
    pub fn with(mut self, name: &str, value: i64) -> GenerateOptions {
        self.given.retain(|(given, _)| given != name);
        self.given.push((name.to_owned(), value));
        self
    }

    /// The value given to `name`, if one was.
    pub fn get(&self, name: &str) -> Option<i64> {
        self.given
            .iter()
            .find(|(given, _)| given == name)
            .map(|&(_, value)| value)
    }

    /// How many values the instance asked for has: `count`, or a board's
    /// `rows` × `cols`, whichever is more.
    pub fn values(&self) -> u64 {
        let given = |name| self.get(name).map(|value: i64| value.unsigned_abs());
        let cells = given("rows")
            .unwrap_or(1)
            .saturating_mul(given("cols").unwrap_or(1));
        given("count").unwrap_or(0).max(cells)
    }

    /// Refuses an instance of more than [`GENERATE_IN_MEMORY`] values, to
    /// be held whole in memory, before anything is drawn: `front` says who
    /// holds it, `instead` what writes any size.
    ///
    /// ```
    /// use optimal_play::erased::GenerateOptions;
    /// let huge = GenerateOptions::default().with("count", 1_000_000_000);
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

    /// Refuses every value given to a parameter `game` does not declare,
    /// and every value outside its parameter's range, naming them.
    pub fn check(&self, game: &str, declared: &[Parameter]) -> Result<(), Error> {
        for (name, value) in &self.given {
            let Some(parameter) = declared.iter().find(|p| p.name == name) else {
                let names: Vec<String> = declared.iter().map(|p| format!("--{}", p.name)).collect();
                return Err(Error::Unsupported(format!(
                    "{game} generate takes no --{name}; it takes {}",
                    names.join(", ")
                )));
            };
            parameter.check(*value)?;
        }
        Ok(())
    }
}

/// The most games or values `generate` holds before it writes them.
pub const MOST_DRAWN: i64 = 1_000_000;

/// `--count` as the number of games in the file, 1 by default.
pub const GAMES: Parameter = Parameter::new("count", "games in the file", 1, MOST_DRAWN, 1);

/// A parameter of `generate`, declared once by its game: what the command
/// line's options, the playground's fields and Python's keyword arguments
/// are made from, and what the game's sampler reads
/// ([`Draw::get`](crate::plugin::Draw::get)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Parameter {
    /// The option's name: `count` for `--count`.
    pub name: &'static str,
    /// Its label in the playground.
    pub label: &'static str,
    /// What it means for this game.
    pub help: &'static str,
    /// The least value it takes.
    pub least: i64,
    /// The most value it takes.
    pub most: i64,
    /// Its value when not given.
    pub default: i64,
    /// The most it is for the conformance test's small cases, which
    /// negamax solves whole: a size is drawn up to it from `least`, any
    /// other value is it.
    #[serde(skip)]
    pub small: i64,
    /// What it is for `stress`: the judge's bound.
    #[serde(skip)]
    pub stress: i64,
}

impl Parameter {
    /// The parameter `name`, meaning `help`, from `least` to `most`,
    /// `default` when not given; labelled with its name.
    pub const fn new(
        name: &'static str,
        help: &'static str,
        least: i64,
        most: i64,
        default: i64,
    ) -> Parameter {
        Parameter {
            name,
            label: name,
            help,
            least,
            most,
            default,
            small: default,
            stress: most,
        }
    }

    /// The same parameter, at most `small` in the conformance test's small
    /// cases.
    pub const fn small(self, small: i64) -> Parameter {
        Parameter { small, ..self }
    }

    /// The same parameter, `stress` in `stress`'s cases (the judge's bound).
    pub const fn stress(self, stress: i64) -> Parameter {
        Parameter { stress, ..self }
    }

    /// The same parameter, labelled `label` in the playground.
    pub const fn labelled(self, label: &'static str) -> Parameter {
        Parameter { label, ..self }
    }

    /// The same parameter with its default `default`.
    pub const fn default_to(self, default: i64) -> Parameter {
        Parameter { default, ..self }
    }

    /// The same parameter meaning `help`.
    pub const fn meaning(self, help: &'static str) -> Parameter {
        Parameter { help, ..self }
    }

    /// The same parameter taking at most `most`.
    pub const fn at_most(self, most: i64) -> Parameter {
        Parameter { most, ..self }
    }

    /// Its value in `options`: as given, or its default.
    pub fn of(&self, options: &GenerateOptions) -> i64 {
        options.get(self.name).unwrap_or(self.default)
    }

    /// Refuses `value` outside the parameter's range.
    pub fn check(&self, value: i64) -> Result<(), Error> {
        if (self.least..=self.most).contains(&value) {
            return Ok(());
        }
        Err(Error::Unsupported(format!(
            "--{} takes {}, not {value}",
            self.name,
            self.range()
        )))
    }

    /// Its range in words: `1 to 100`, `at least 1`.
    fn range(&self) -> String {
        match (self.least, self.most) {
            (i64::MIN, i64::MAX) => "any whole number".to_owned(),
            (least, i64::MAX) => format!("at least {least}"),
            (i64::MIN, most) => format!("at most {most}"),
            (least, most) => format!("{least} to {most}"),
        }
    }

    /// One line of help: what it means, its default and its range.
    pub fn help_line(&self) -> String {
        format!("{} (default {}; {})", self.help, self.default, self.range())
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

/// The person first, against the perfect engine, nothing random.
impl Default for SessionOptions {
    fn default() -> Self {
        SessionOptions {
            seat: Player::First,
            opponent: Opponent::perfect(),
            seed: None,
        }
    }
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

impl Param {
    /// `--name`, meaning `help`, at least `min`, `default` when not given:
    /// in the order [`Parameter::new`](super::Parameter::new) takes them.
    pub const fn new(name: &'static str, help: &'static str, min: u64, default: u64) -> Param {
        Param {
            name,
            help,
            default,
            min,
        }
    }
}
