//! The erased layer: one object-safe interface over every game, so that the
//! front ends (the command line, the web server) are written once and never
//! name a game's types.
//!
//! - [`GameEntry`]: a registered game: what it is ([`GameInfo`]), how its
//!   instances are read in the judges' formats, solved, explained and
//!   generated.
//! - [`Instance`]: one instance of a game, read and ready: solve it, explain
//!   it, or start a play [`AnySession`] on it.
//! - [`AnySession`]: a play session with moves as text and JSON, made for
//!   every typed [`Session`] by one blanket implementation.
//!
//! Everything these traits return is plain data ([`MoveView`], [`TurnView`],
//! [`ReviewView`]) with one JSON form each, the contract written down in
//! `docs/json.md`.

use std::io::{self, Read, Write};

use serde::Serialize;

use crate::engine::{Notation, Oracle, Player, Scoring, SolveError, Value};
use crate::input::InputError;
use crate::input::stream::ReadFailure;
use crate::play::{Actor, Opponent, PlayError, Session, Turn};

/// Every error the library's front-end interface returns. Its
/// [`kind`](Error::kind) says whose fault it is, which is all a front end
/// needs to choose an exit code or an HTTP status.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The input is malformed; the error names the line and column.
    #[error("{name}: {error}")]
    Input {
        /// The input's name: a path, `<stdin>`, or the option it came from.
        name: String,
        /// What is wrong, and where.
        error: InputError,
    },
    /// The instance is too large for what was asked of it.
    #[error(transparent)]
    TooLarge(#[from] SolveError),
    /// An option the game does not support, or options that do not go
    /// together.
    #[error("{0}")]
    Unsupported(String),
    /// The input could not be read.
    #[error("cannot read `{name}`")]
    Read {
        /// The input's name.
        name: String,
        /// Why.
        source: io::Error,
    },
    /// The output could not be written.
    #[error(transparent)]
    Write(#[from] io::Error),
}

/// Whose fault an [`Error`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The input or the request is at fault (exit code 2, HTTP 4xx).
    BadRequest,
    /// Reading or writing failed (exit code 1, HTTP 5xx).
    Io,
}

impl Error {
    /// Whose fault the error is.
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::Input { .. } | Error::TooLarge(_) | Error::Unsupported(_) => {
                ErrorKind::BadRequest
            }
            Error::Read { .. } | Error::Write(_) => ErrorKind::Io,
        }
    }

    /// An input error in the input called `name`.
    pub fn input(name: &str, error: InputError) -> Error {
        Error::Input {
            name: name.to_owned(),
            error,
        }
    }

    /// A failure while streaming the input called `name`.
    pub fn reading(name: &str, failure: ReadFailure) -> Error {
        match failure {
            ReadFailure::Input(error) => Error::input(name, error),
            ReadFailure::Io(source) => Error::Read {
                name: name.to_owned(),
                source,
            },
        }
    }
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

/// What a registered game is: everything `optimal-play games` prints and
/// every front end needs to offer the game's options.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct GameInfo {
    /// The name on the command line: `coins`.
    pub name: &'static str,
    /// Its title: `The row game`.
    pub title: &'static str,
    /// The rules in one line.
    pub rules: &'static str,
    /// The contest problems it answers.
    pub problems: &'static [&'static str],
    /// Its size limits, in words.
    pub limits: &'static str,
    /// How it is won.
    #[serde(serialize_with = "scoring_name")]
    pub scoring: Scoring,
    /// Names of the two seats.
    pub seats: [&'static str; 2],
    /// The option that gives an instance on the command line: `values`
    /// for `--values 1,3,5`, `board` for `--board '{"042", "391"}'`.
    pub inline: &'static str,
    /// What that option takes.
    pub inline_help: &'static str,
    /// The input layouts `--input` accepts (detected when not given).
    pub layouts: &'static [Choice],
    /// The output formats of `solve`, `text` and `json` first.
    pub formats: &'static [Choice],
    /// The algorithms `--algorithm` accepts, the default first (none: only
    /// one).
    pub algorithms: &'static [Choice],
    /// The options of `generate` the game uses, from [`GenerateOptions`].
    pub generate: &'static [Choice],
    /// What a person types for a move, for the help of `play` (the prompt
    /// says it again at every move).
    #[serde(skip)]
    pub moves: &'static str,
    /// The game's parameter, if it has one (`k`, how many values a move may
    /// take), given with `--NAME` beside the input.
    pub param: Option<Param>,
    /// Notes for the help of `solve`: how a layout is detected, the rules in
    /// full.
    pub notes: &'static str,
    /// Examples of the commands, for help texts.
    pub examples: &'static str,
}

fn scoring_name<S: serde::Serializer>(scoring: &Scoring, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(match scoring {
        Scoring::Points => "points",
        Scoring::LastMoveWins => "last move wins",
    })
}

impl GameInfo {
    /// What every impartial game played on heaps shares: won by the last
    /// move, given inline with `--heaps`, seats `player 1` and `player 2`,
    /// one input layout, one algorithm, no parameter, `generate` taking
    /// `--count` games and the `--max` heap. A game's own
    /// description starts from it: `GameInfo { name: "wythoff", ..,
    /// ..GameInfo::HEAPS }`.
    pub const HEAPS: GameInfo = GameInfo {
        name: "",
        title: "",
        rules: "",
        problems: &[],
        limits: "",
        scoring: Scoring::LastMoveWins,
        seats: ["player 1", "player 2"],
        inline: "heaps",
        inline_help: "",
        layouts: &[],
        formats: &[],
        algorithms: &[],
        generate: &[
            Choice::new("count", "games (default 1)"),
            Choice::new("max", "the largest heap (default 20)"),
        ],
        moves: "as the prompt says",
        param: None,
        notes: "",
        examples: "",
    };

    /// Refuses `given` unless it is one of `choices`, naming them.
    pub(crate) fn check(
        &self,
        what: &str,
        given: Option<&str>,
        choices: &[Choice],
    ) -> Result<(), Error> {
        let Some(given) = given else { return Ok(()) };
        if choices.iter().any(|choice| choice.name == given) {
            return Ok(());
        }
        let names: Vec<&str> = choices.iter().map(|choice| choice.name).collect();
        Err(Error::Unsupported(if names.is_empty() {
            format!("{} takes no {what}", self.name)
        } else {
            format!(
                "{} has no {what} `{}`: expected one of {}",
                self.name,
                crate::input::excerpt(given),
                names.join(", ")
            )
        }))
    }

    /// Checks an input layout against the game's.
    pub fn check_layout(&self, layout: Option<&str>) -> Result<(), Error> {
        self.check("layout", layout, self.layouts)
    }

    /// Checks the options of `solve` against what the game offers.
    pub fn check_solve(&self, options: &SolveOptions) -> Result<(), Error> {
        self.check("layout", options.layout.as_deref(), self.layouts)?;
        self.check("format", Some(&options.format), self.formats)?;
        self.check("algorithm", options.algorithm.as_deref(), self.algorithms)
    }
}

/// Where an instance comes from.
pub struct Input<'a> {
    /// Its name in messages: a path, `<stdin>`, or `--values`.
    pub name: String,
    /// Its bytes.
    pub reader: Box<dyn Read + 'a>,
    /// Whether it was given on the command line (`--values`, `--board`),
    /// where a game may accept a shorter form (values separated by commas).
    pub inline: bool,
    /// Called with the number of bytes read so far, about once a buffer.
    pub progress: Box<dyn FnMut(u64) + 'a>,
    /// The game's parameter ([`GameInfo::param`]), when given.
    pub param: Option<u64>,
    /// The most values what the instance is read for takes: a reader
    /// refuses a longer instance as soon as it passes the limit.
    pub at_most: Option<crate::input::Limit>,
}

impl<'a> Input<'a> {
    /// Input from text given on the command line under `name`.
    pub fn inline(name: &str, text: &'a str) -> Input<'a> {
        Input {
            name: name.to_owned(),
            reader: Box::new(text.as_bytes()),
            inline: true,
            progress: Box::new(|_| {}),
            param: None,
            at_most: None,
        }
    }

    /// Input from a reader, called `name` in messages.
    pub fn reader(name: &str, reader: impl Read + 'a) -> Input<'a> {
        Input {
            name: name.to_owned(),
            reader: Box::new(reader),
            inline: false,
            progress: Box::new(|_| {}),
            param: None,
            at_most: None,
        }
    }

    /// The same input, refused past `at_most` values.
    pub fn at_most(mut self, at_most: Option<crate::input::Limit>) -> Input<'a> {
        self.at_most = at_most;
        self
    }

    /// The same input with the game's parameter set.
    pub fn with_param(mut self, param: Option<u64>) -> Input<'a> {
        self.param = param;
        self
    }

    /// Reads the whole input as bytes, with its name.
    pub fn bytes(mut self) -> Result<(String, Vec<u8>), Error> {
        let mut bytes = Vec::new();
        self.reader
            .read_to_end(&mut bytes)
            .map_err(|source| Error::Read {
                name: self.name.clone(),
                source,
            })?;
        (self.progress)(bytes.len() as u64);
        Ok((self.name, bytes))
    }

    /// Reads the whole input as UTF-8 text (a leading byte-order mark is
    /// dropped).
    pub fn text(mut self) -> Result<(String, String), Error> {
        let mut bytes = Vec::new();
        self.reader
            .read_to_end(&mut bytes)
            .map_err(|source| Error::Read {
                name: self.name.clone(),
                source,
            })?;
        (self.progress)(bytes.len() as u64);
        let text =
            crate::input::as_text(&bytes).map_err(|error| Error::input(&self.name, error))?;
        let text = text.strip_prefix('\u{feff}').unwrap_or(text).to_owned();
        Ok((self.name, text))
    }
}

/// What `solve` is asked for.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SolveOptions {
    /// The output format: one of [`GameInfo::formats`].
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
/// [`GameInfo::generate`] lists and refuses the others.
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
    /// The seed.
    pub seed: u64,
    /// The layout to write, the game's default when `None`.
    pub layout: Option<String>,
}

impl GenerateOptions {
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

/// What an instance is read for, for [`GameEntry::limit`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// `explain`.
    Explain,
    /// `play`.
    Play,
    /// A picture (`--svg`).
    Picture,
}

/// The optional capabilities of a game. A front end offers each one (its
/// flags, its help, its API fields and page controls) only for the games
/// that have it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Capabilities {
    /// `solve --line`: the whole optimal line with running totals.
    pub line: bool,
    /// `solve --versus greedy`: the best play against a greedy opponent.
    pub versus: bool,
    /// `solve --svg`: a picture of the solved instance.
    pub picture: bool,
    /// The margin table of a row ([`Instance::margin_table`]).
    pub table: bool,
    /// `stress`: instances drawn and shrunk from numbers
    /// ([`GameEntry::stress_text`]).
    pub stress: bool,
}

/// A subcommand a game offers beyond solve, explain, play and generate
/// (`coins table`, `wall rabbit`), described as data so that a front end
/// offers it without naming the game: its options are the instance (as for
/// `solve`), a format, and, where the extra has them, a second input checked
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
    /// The instance.
    pub instance: Input<'a>,
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
    /// for the stress tester ([`crate::stress`]); `None` for a game whose
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

/// The margins of every segment of a row: the table the interval
/// recurrence fills, for a heatmap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MarginTable {
    /// The row.
    pub values: Vec<i64>,
    /// `margins[i][k]`: what the player to move secures over the other on
    /// the segment of values `i..=i + k`.
    pub margins: Vec<Vec<i128>>,
}

/// A move written every way a front end needs it. As JSON it is the game's
/// move object (with `"text"`) and a `"description"`.
#[derive(Debug, Clone, PartialEq)]
pub struct MoveView {
    /// As a person types it; reads back as the same move.
    pub text: String,
    /// In words: `take 9 from the left`.
    pub description: String,
    /// As JSON; always has `"text"`.
    pub json: serde_json::Value,
}

impl Serialize for MoveView {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut object = match &self.json {
            serde_json::Value::Object(object) => object.clone(),
            other => {
                let mut object = serde_json::Map::new();
                object.insert("text".to_owned(), other.clone());
                object
            }
        };
        object.insert(
            "description".to_owned(),
            serde_json::Value::String(self.description.clone()),
        );
        object.serialize(serializer)
    }
}

/// A legal move and what it is worth to the player to move.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MoveValue {
    /// The move.
    #[serde(rename = "move")]
    pub mv: MoveView,
    /// Its value to the mover.
    pub value: Value,
    /// Whether it is optimal.
    pub optimal: bool,
}

/// A move that was played.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TurnView {
    /// Its number in the game, from 1.
    pub number: usize,
    /// `you` or `engine`.
    #[serde(serialize_with = "actor_name")]
    pub by: Actor,
    /// The seat that moved: 1 or 2.
    #[serde(serialize_with = "player_number")]
    pub player: Player,
    /// The move.
    #[serde(rename = "move")]
    pub mv: MoveView,
    /// The points it scored.
    pub points: i128,
    /// Its value to the mover.
    pub value: Value,
    /// The best value any move had.
    pub best_value: Value,
    /// Both totals after it.
    pub totals: [i128; 2],
}

/// A move where the person lost value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MistakeView {
    /// The move's number in the game.
    pub number: usize,
    /// What was played.
    pub played: MoveView,
    /// An optimal move instead.
    pub better: MoveView,
    /// What the played move was worth.
    pub value: Value,
    /// What the better one was worth.
    pub best_value: Value,
    /// The points lost, in a game of points.
    pub regret: Option<i128>,
    /// Whether the move turned a won game into a lost one.
    pub handed_over_the_win: bool,
}

/// The review at the end of a session.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReviewView {
    /// Whether the game was played to the end.
    pub finished: bool,
    /// The person's total.
    pub you: i128,
    /// The engine's total.
    pub engine: i128,
    /// In a game won by the last move, when over: whether the person won.
    pub you_won: Option<bool>,
    /// The best the person could reach from the start against perfect play.
    pub best: Value,
    /// Every move where the person lost value.
    pub mistakes: Vec<MistakeView>,
    /// The points the engine gave away.
    pub engine_gifts: i128,
}

fn actor_name<S: serde::Serializer>(actor: &Actor, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(match actor {
        Actor::You => "you",
        Actor::Engine => "engine",
    })
}

fn player_number<S: serde::Serializer>(player: &Player, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_u8(player.number())
}

/// Why a move given as text or JSON was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveRefused {
    /// It does not read as a move.
    #[error(transparent)]
    Unreadable(#[from] crate::engine::BadMove),
    /// It reads as a move, which cannot be played now.
    #[error(transparent)]
    Refused(#[from] PlayError),
}

/// A play session over any game: moves as text and JSON.
pub trait AnySession: Send {
    /// How the game is won.
    fn scoring(&self) -> Scoring;
    /// The person's seat.
    fn seat(&self) -> Player;
    /// A seat's name.
    fn player_name(&self, player: Player) -> String;
    /// What a person may type for a move.
    fn move_syntax(&self) -> String;
    /// The position drawn for people.
    fn position_text(&self) -> String;
    /// The position as JSON.
    fn position_json(&self) -> serde_json::Value;
    /// The instance as JSON, for the start of a game.
    fn instance_json(&self) -> serde_json::Value;
    /// Both totals: the first player's, the second's.
    fn totals(&self) -> [i128; 2];
    /// The standing in words, from the person's side (`you 12, engine 9`;
    /// `Rabbit has paid 7`), where the game has points.
    fn standing(&self) -> Option<String>;
    /// A value in the game's own words, where it has them
    /// ([`Notation::value_words`]).
    fn value_words(&self, value: Value) -> Option<String>;
    /// Who is to move, `None` when the game is over.
    fn to_move(&self) -> Option<Actor>;
    /// The legal moves now.
    fn moves(&self) -> Vec<MoveView>;
    /// Plays the move a person typed.
    fn play_text(&mut self, text: &str) -> Result<TurnView, MoveRefused>;
    /// Plays a move given as JSON.
    fn play_json(&mut self, json: &serde_json::Value) -> Result<TurnView, MoveRefused>;
    /// Plays the engine's move, if it is its turn.
    fn engine_move(&mut self) -> Option<TurnView>;
    /// Every legal move with its value, best first.
    fn hint(&mut self) -> Vec<MoveValue>;
    /// Takes back the person's last move and the engine's replies.
    fn undo(&mut self) -> bool;
    /// The review so far.
    fn review(&mut self) -> ReviewView;
    /// The moves played so far.
    fn history(&self) -> Vec<TurnView>;
    /// The last move played, if any.
    fn last_turn(&self) -> Option<TurnView>;
    /// How many moves have been played.
    fn moves_made(&self) -> usize;
}

fn move_view<G: Notation>(game: &G, position: &G::Position, mv: &G::Move) -> MoveView {
    MoveView {
        text: game.move_text(position, mv),
        description: game.describe_move(position, mv),
        json: game.move_json(position, mv),
    }
}

fn turn_view<G: Notation>(game: &G, number: usize, turn: &Turn<G>) -> TurnView {
    TurnView {
        number,
        by: turn.by,
        player: turn.player,
        mv: move_view(game, &turn.before, &turn.mv),
        points: turn.points,
        value: turn.value,
        best_value: turn.best_value,
        totals: turn.totals,
    }
}

impl<G, O> AnySession for Session<G, O>
where
    G: Notation + Send,
    G::Position: Send,
    G::Move: Send,
    O: Oracle<G> + Send,
{
    fn scoring(&self) -> Scoring {
        self.game().scoring()
    }
    fn seat(&self) -> Player {
        Session::seat(self)
    }
    fn player_name(&self, player: Player) -> String {
        self.game().player_name(player)
    }
    fn move_syntax(&self) -> String {
        self.game().move_syntax(self.position())
    }
    fn position_text(&self) -> String {
        self.game().position_text(self.position())
    }
    fn position_json(&self) -> serde_json::Value {
        self.game().position_json(self.position())
    }
    fn instance_json(&self) -> serde_json::Value {
        self.game().instance_json()
    }
    fn totals(&self) -> [i128; 2] {
        Session::totals(self)
    }
    fn standing(&self) -> Option<String> {
        self.game()
            .standing(Session::totals(self), Session::seat(self))
    }
    fn value_words(&self, value: Value) -> Option<String> {
        self.game().value_words(value)
    }
    fn to_move(&self) -> Option<Actor> {
        Session::to_move(self)
    }
    fn moves(&self) -> Vec<MoveView> {
        let position = self.position();
        self.game()
            .moves(position)
            .iter()
            .map(|mv| move_view(self.game(), position, mv))
            .collect()
    }
    fn play_text(&mut self, text: &str) -> Result<TurnView, MoveRefused> {
        let mv = self.game().read_move(self.position(), text)?;
        self.play(mv)?;
        Ok(self.last_turn().expect("a move was just played"))
    }
    fn play_json(&mut self, json: &serde_json::Value) -> Result<TurnView, MoveRefused> {
        let mv = self.game().move_from_json(self.position(), json)?;
        self.play(mv)?;
        Ok(self.last_turn().expect("a move was just played"))
    }
    fn engine_move(&mut self) -> Option<TurnView> {
        Session::engine_move(self)?;
        self.last_turn()
    }
    fn hint(&mut self) -> Vec<MoveValue> {
        let values = Session::hint(self);
        let best = values.first().map(|&(_, value)| value);
        let position = self.position().clone();
        values
            .into_iter()
            .map(|(mv, value)| MoveValue {
                mv: move_view(self.game(), &position, &mv),
                value,
                optimal: Some(value) == best,
            })
            .collect()
    }
    fn undo(&mut self) -> bool {
        Session::undo(self)
    }
    fn review(&mut self) -> ReviewView {
        let review = Session::review(self);
        let game = self.game();
        ReviewView {
            finished: review.finished,
            you: review.you,
            engine: review.engine,
            you_won: review.you_moved_last,
            best: review.best,
            mistakes: review
                .mistakes
                .iter()
                .map(|mistake| MistakeView {
                    number: mistake.number,
                    played: move_view(game, &mistake.before, &mistake.played),
                    better: move_view(game, &mistake.before, &mistake.better),
                    value: mistake.value,
                    best_value: mistake.best_value,
                    regret: mistake.regret(),
                    handed_over_the_win: mistake.handed_over_the_win(),
                })
                .collect(),
            engine_gifts: review.engine_gifts,
        }
    }
    fn last_turn(&self) -> Option<TurnView> {
        let number = self.turns().len();
        Some(turn_view(self.game(), number, self.turns().last()?))
    }
    fn moves_made(&self) -> usize {
        self.turns().len()
    }
    fn history(&self) -> Vec<TurnView> {
        self.turns()
            .iter()
            .enumerate()
            .map(|(at, turn)| turn_view(self.game(), at + 1, turn))
            .collect()
    }
}

/// A play session of `game` from its start, over `oracle`, as every front
/// end plays it.
pub fn new_session<G, O>(game: G, oracle: O, options: SessionOptions) -> Box<dyn AnySession>
where
    G: Notation<Position: Send, Move: Send> + Send + 'static,
    O: Oracle<G> + Send + 'static,
{
    let start = game.start();
    Box::new(Session::new(
        game,
        oracle,
        start,
        options.seat,
        options.opponent,
        options.seed,
    ))
}

/// The conformance checks for one typed game instance with its fast oracle
/// (`make_oracle` makes a fresh one for each check).
pub fn conformance_of<G, O>(
    game: &G,
    mut make_oracle: impl FnMut() -> O,
    limit: usize,
    seed: u64,
) -> Result<crate::engine::conformance::Checked, String>
where
    G: Notation,
    O: Oracle<G>,
{
    use crate::engine::conformance as check;
    let agreed = check::oracle_agrees_with_negamax(game, &mut make_oracle(), limit)?;
    let written = check::notation_round_trips(game, limit)?;
    let played = check::random_playouts(game, &mut make_oracle(), 20, seed, limit)?;
    Ok(check::Checked {
        positions: agreed.positions + written.positions + played.positions,
        moves: agreed.moves + written.moves + played.moves,
    })
}

/// A generic explanation: the optimal line from the start, each move with
/// the value of every legal move at its position, by the game's oracle.
///
/// This is what `explain` prints for a game that has no explanation of its
/// own; games add their own reasons on top.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Walkthrough {
    /// The value of the start for the player to move.
    pub value: Value,
    /// The player to move at the start.
    #[serde(serialize_with = "player_number")]
    pub first_mover: Player,
    /// The optimal line, move by move.
    pub steps: Vec<WalkStep>,
    /// Whether the line was cut short at the step limit.
    pub truncated: bool,
}

/// One move of a [`Walkthrough`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WalkStep {
    /// Its number, from 1.
    pub number: usize,
    /// The seat that moves.
    #[serde(serialize_with = "player_number")]
    pub player: Player,
    /// The position before it, as JSON.
    pub position: serde_json::Value,
    /// The move played: the first optimal one.
    #[serde(rename = "move")]
    pub mv: MoveView,
    /// Its value to the mover.
    pub value: Value,
    /// Every legal move with its value, in the game's order.
    pub choices: Vec<WalkChoice>,
    /// Both totals after the move.
    pub totals: [i128; 2],
}

/// One legal move of a [`WalkStep`], with the numbers of the recurrence: the
/// points it scores and what the position it leaves is worth to whoever
/// moves there, which together make its value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WalkChoice {
    /// The move.
    #[serde(rename = "move")]
    pub mv: MoveView,
    /// The points it scores now.
    pub points: i128,
    /// What the position after it is worth to the player who moves there.
    pub rest: Value,
    /// Whether that player is the same one (a game may give two moves in a
    /// row).
    pub same_mover: bool,
    /// Its value to the mover: `points - rest` (or `points + rest` for the
    /// same mover).
    pub value: Value,
    /// Whether it is optimal.
    pub optimal: bool,
}

/// Walks the optimal line of `game` by `oracle`, at most `limit` moves.
pub fn walkthrough<G: Notation, O: Oracle<G>>(
    game: &G,
    oracle: &mut O,
    limit: usize,
) -> Walkthrough {
    let start = game.start();
    let value = crate::engine::position_value(game, oracle, &start);
    let first_mover = game.to_move(&start);
    let mut position = start;
    let mut steps = Vec::new();
    let mut totals = [0i128; 2];
    let mut truncated = false;
    loop {
        let values = oracle.move_values(&position);
        let Some(best) = values.iter().map(|&(_, v)| v).max() else {
            break;
        };
        if steps.len() >= limit {
            truncated = true;
            break;
        }
        let (mv, _) = values
            .iter()
            .find(|(_, v)| *v == best)
            .expect("the maximum is attained")
            .clone();
        let player = game.to_move(&position);
        let (next, points) = game.apply(&position, &mv);
        totals[player.index()] += points;
        steps.push(WalkStep {
            number: steps.len() + 1,
            player,
            position: game.position_json(&position),
            mv: move_view(game, &position, &mv),
            value: best,
            choices: values
                .iter()
                .map(|(choice, value)| {
                    let (after, points) = game.apply(&position, choice);
                    let same_mover = game.to_move(&after) == player;
                    WalkChoice {
                        mv: move_view(game, &position, choice),
                        points,
                        rest: value.before_move(points, same_mover),
                        same_mover,
                        value: *value,
                        optimal: *value == best,
                    }
                })
                .collect(),
            totals,
        });
        position = next;
    }
    Walkthrough {
        value,
        first_mover,
        steps,
        truncated,
    }
}

/// Writes a [`Walkthrough`] for people.
pub fn write_walkthrough<G: Notation>(
    game: &G,
    walk: &Walkthrough,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mover = game.player_name(walk.first_mover);
    writeln!(
        out,
        "With best play from the start, {mover} has {}.",
        describe(walk.value)
    )?;
    if game.scoring() == Scoring::Points {
        writeln!(
            out,
            "Each move lists every choice as the points it scores, minus what the rest is \
             worth to the opponent, equals its value (* marks the optimal ones)."
        )?;
    }
    writeln!(out)?;
    for step in &walk.steps {
        let name = game.player_name(step.player);
        let optimal: Vec<&WalkChoice> = step.choices.iter().filter(|c| c.optimal).collect();
        let why = if step.choices.len() == 1 {
            "The only legal move".to_owned()
        } else if optimal.len() == 1 {
            "Forced: the only optimal move".to_owned()
        } else {
            format!("One of {} optimal moves", optimal.len())
        };
        writeln!(
            out,
            "{:>3}. {name}: {}. {why}; worth {} to {name}.",
            step.number,
            step.mv.description,
            describe(step.value)
        )?;
        const SHOWN: usize = 6;
        let arithmetic: Vec<String> = step
            .choices
            .iter()
            .take(SHOWN)
            .map(|c| match (c.rest, c.value) {
                (Value::Margin(rest), Value::Margin(value)) => {
                    let sign = if c.same_mover { '+' } else { '−' };
                    let mark = if c.optimal { " *" } else { "" };
                    format!(
                        "{}: {} {sign} {} = {}{mark}",
                        c.mv.text,
                        c.points,
                        paren(rest),
                        value
                    )
                }
                _ => format!("{}: {}", c.mv.text, describe(c.value)),
            })
            .collect();
        let more = step.choices.len().saturating_sub(SHOWN);
        let tail = if more > 0 {
            format!("; and {more} more")
        } else {
            String::new()
        };
        if step.choices.len() > 1 || game.scoring() == Scoring::Points {
            writeln!(out, "     {}{tail}", arithmetic.join("; "))?;
        }
    }
    if walk.truncated {
        writeln!(out, "     … the line goes on.")?;
    }
    if game.scoring() == Scoring::Points && !walk.truncated {
        if let Some(totals) = walk.steps.last().map(|s| s.totals) {
            writeln!(out)?;
            writeln!(
                out,
                "Final totals: {} {}, {} {}.",
                game.player_name(Player::First),
                totals[0],
                game.player_name(Player::Second),
                totals[1]
            )?;
        }
    }
    Ok(())
}

fn paren(n: i128) -> String {
    if n < 0 {
        format!("({n})")
    } else {
        n.to_string()
    }
}

/// A value in words, for the player it belongs to.
pub fn describe(value: Value) -> String {
    match value {
        Value::Margin(m) if m > 0 => format!("a lead of {m}"),
        Value::Margin(m) if m < 0 => format!("a deficit of {}", -m),
        Value::Margin(_) => "a tie".to_owned(),
        Value::Win { moves } => format!(
            "a win, {} from the end",
            if moves == 1 {
                "1 move".to_owned()
            } else {
                format!("{moves} moves")
            }
        ),
        Value::Loss { moves } => format!(
            "a loss, {} from the end",
            if moves == 1 {
                "1 move".to_owned()
            } else {
                format!("{moves} moves")
            }
        ),
        Value::Winning => "a win".to_owned(),
        Value::Losing => "a loss".to_owned(),
    }
}
