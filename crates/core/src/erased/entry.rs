//! The object-safe interface of a registered game: [`GameEntry`], one read
//! [`Instance`], and the [`Extra`] subcommands a game offers.

use std::io::Write;

use super::{
    Action, AnySession, Capabilities, Choice, Error, GameInfo, GenerateOptions, Input, MarginTable,
    SessionOptions, SolveOptions,
};

/// What a play session holds by default ([`Instance::session_bytes`]).
pub const DEFAULT_SESSION_BYTES: u64 = 1 << 20;

/// A subcommand a game offers beyond solve, explain, play and generate
/// (`coins table`, `wall rabbit`, `octal values`), described as data so
/// that a front end offers it without naming the game: its options are the
/// instance (as for `solve`) unless it is about the game's rule alone, a
/// format, and, where the extra has them, a count, a second input checked
/// against the instance and an SVG picture.
pub trait Extra: Sync {
    /// Its name on the command line: `table`.
    fn name(&self) -> &'static str;
    /// What it does, in one line.
    fn about(&self) -> &'static str;
    /// The long help, after the options.
    fn help(&self) -> &'static str {
        ""
    }
    /// Its output formats, the default first; none when it has one.
    fn formats(&self) -> &'static [Choice] {
        &[]
    }
    /// Whether it reads an instance; `false` for an extra about the game's
    /// rule alone (`octal --code 0.77 values`).
    fn takes_instance(&self) -> bool {
        true
    }
    /// Whether it lists one value a heap, g(0) to g(N), as the
    /// playground's strip of values shows them (a partizan game's table of
    /// values is laid out otherwise).
    fn per_heap(&self) -> bool {
        false
    }
    /// The number it takes: the option's name (`to` for `--to N`), its
    /// help, and its default.
    fn count(&self) -> Option<(Choice, u64)> {
        None
    }
    /// The second input it checks against the instance: the option's name
    /// (`walls` for `--walls FILE`) and its help.
    fn attempt(&self) -> Option<Choice> {
        None
    }
    /// The help of `--svg FILE`, when it also draws a picture.
    fn picture(&self) -> Option<&'static str> {
        None
    }
    /// Runs it, writing the answer to `out` and the picture (when asked)
    /// to `picture`.
    fn run(&self, request: ExtraRequest<'_>, out: &mut dyn Write) -> Result<Checked, Error>;
}

/// What an [`Extra`] is run on.
pub struct ExtraRequest<'a> {
    /// The instance; `None` for an extra that takes none
    /// ([`Extra::takes_instance`]).
    pub instance: Option<Input<'a>>,
    /// The game's rule as given (`0.77`), for a game that has one; the
    /// default when `None`.
    pub rule: Option<&'a str>,
    /// The number, for an extra with [`Extra::count`]; its default when
    /// `None`.
    pub count: Option<u64>,
    /// Its layout, detected when `None`.
    pub layout: Option<&'a str>,
    /// One of [`Extra::formats`], the default when `None`.
    pub format: Option<&'a str>,
    /// The second input, for an extra with [`Extra::attempt`].
    pub attempt: Option<Input<'a>>,
    /// Where the picture goes, for an extra with [`Extra::picture`] when
    /// one is asked for.
    pub picture: Option<&'a mut dyn Write>,
    /// Whether text may be coloured.
    pub colour: bool,
}

/// How a check came out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Checked {
    /// Done; what was checked holds.
    Holds,
    /// The check ran and what was given fails it, for this reason (the
    /// report is written all the same): exit code 1, as `diff` and `grep`
    /// report a negative answer.
    Fails(String),
}

/// A registered game.
pub trait GameEntry: Send + Sync {
    /// What the game is.
    fn info(&self) -> &'static GameInfo;

    /// What the game offers beyond solve, explain, play and generate.
    fn capabilities(&self) -> Capabilities;

    /// The opponents `solve --versus` plays against, for a game with the
    /// capability.
    fn opponents(&self) -> &'static [Choice] {
        &[]
    }

    /// The most values `action` takes, so that a front end can have the
    /// reader refuse a longer instance as soon as it passes the limit.
    fn limit(&self, _action: Action) -> Option<crate::input::Limit> {
        None
    }

    /// Reads a whole instance, in the layout given or detected.
    fn read(&self, input: Input<'_>, layout: Option<&str>) -> Result<Box<dyn Instance>, Error>;

    /// Reads and solves, writing the answer in `options.format`. A game may
    /// solve while it reads, holding neither the text nor the values.
    fn solve(
        &self,
        input: Input<'_>,
        options: &SolveOptions,
        out: &mut dyn Write,
    ) -> Result<(), Error> {
        self.info().check_solve(options)?;
        self.read(input, options.layout.as_deref())?
            .solve(options, out)
    }

    /// Writes a seeded random instance, which reads back as the same
    /// instance.
    fn generate(&self, options: &GenerateOptions, out: &mut dyn Write) -> Result<(), Error>;

    /// Small instances, as text in the default layout, for the conformance
    /// test: every position of each is small enough for negamax.
    fn small_instances(&self, seed: u64, count: usize) -> Vec<String>;

    /// The game's extra subcommands.
    fn extras(&self) -> &'static [&'static dyn Extra] {
        &[]
    }

    /// An instance made of `values`, written in the judge's input layout,
    /// for the stress tester (`optimal-play GAME stress`); `None` for a game whose
    /// instances are not lists of numbers.
    fn stress_text(&self, _values: &[i64]) -> Option<String> {
        None
    }
}

/// One instance of a game, read and ready.
pub trait Instance: Send + Sync {
    /// Solves it, writing the answer in `options.format`.
    fn solve(&self, options: &SolveOptions, out: &mut dyn Write) -> Result<(), Error>;

    /// Explains the optimal play, as text for people or as JSON.
    fn explain(&self, json: bool, out: &mut dyn Write) -> Result<(), Error>;

    /// A picture of the solved instance as SVG, where the game draws one.
    fn svg(&self, _out: &mut dyn Write) -> Result<(), Error> {
        Err(Error::Unsupported("this game draws no picture".to_owned()))
    }

    /// The table behind the optimal play, for a heatmap, in a game played
    /// on intervals of a row (the row game); `Ok(None)` for other games. A
    /// row longer than `limit` values is refused.
    fn margin_table(&self, _limit: usize) -> Result<Option<MarginTable>, Error> {
        Ok(None)
    }

    /// The most memory, in bytes, a play session of this instance holds,
    /// its history played to the end included: known before the session
    /// is made, so that a server can budget its sessions. The default is
    /// 1 MiB, for a game whose sessions hold little.
    fn session_bytes(&self) -> u64 {
        DEFAULT_SESSION_BYTES
    }

    /// Starts a play session against the engine.
    fn session(&self, options: SessionOptions) -> Result<Box<dyn AnySession>, Error>;

    /// The conformance checks on this instance: the fast solver against
    /// negamax on every position (up to `limit`), the notation's round trips,
    /// and random playouts with undo.
    fn conformance(
        &self,
        limit: usize,
        seed: u64,
    ) -> Result<crate::engine::conformance::Checked, String>;
}
