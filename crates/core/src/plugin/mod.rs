//! The one way a game joins: implement [`Plugin`] (and the engine's
//! [`Notation`] for its game), wrap it in an [`Entry`], and hand that to a
//! [`Registry`](crate::registry::Registry). The command line and the web
//! playground then give it `solve`, `explain`, `play`, `generate` and
//! `serve`, with nothing written for it anywhere else.
//!
//! A plugin is typed: its output formats and input layouts are enums
//! ([`Named`], made with [`choices!`](crate::choices)), parsed from text once
//! by the adapter, so the game never sees an option as a string. It says
//! how the judge's input reads and writes (a list of cases), how each format
//! answers, the engine game and fast oracle of one case, and how to draw a
//! random case. Everything else — sessions, the walkthrough of `explain`, the
//! conformance checks, errors and refusals — is [`Entry`]'s, written once.
//!
//! Optional capabilities are traits of their own, declared when the game is
//! registered, so front ends offer each only where a game has it:
//! `stress` ([`Entry::stress`], its cases drawn by the game's one sampler,
//! [`Plugin::sample`]), [`Streams`] (solve
//! and generate without holding the instance, [`Entry::streams`]),
//! [`Pictures`] (`solve --svg`, [`Entry::pictures`]), [`Solves`] (`solve
//! --line`, `--algorithm`, `--versus`, [`Entry::solves`]), [`Tables`] (the
//! playground's table of values, [`Entry::tables`]), and subcommands of a
//! game's own ([`Entry::extras`]).
//!
//! `games/wythoff.rs` is a whole game in one file; `examples/own-game.rs`
//! registers a game outside the library.

mod entry;
pub mod json_out;
pub mod prelude;

use std::io::{self, Write};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::engine::{Notation, Oracle, SolveError};
use crate::erased::{Action, Choice, Error, GameInfo, GenerateOptions, Parameter};
use crate::input::{InputError, Limit};

pub use entry::Entry;

/// What [`Plugin::answer`] returns: the answer is written, or why not.
pub type Answered = Result<(), Error>;

/// A closed set of named choices: a game's output formats or its input
/// layouts. Made with [`choices!`](crate::choices).
pub trait Named: Copy + PartialEq + Send + Sync + 'static {
    /// Every choice's name and one line of help, the default first.
    const CHOICES: &'static [Choice];
    /// The choices themselves, in the same order.
    const ALL: &'static [Self];

    /// The choice called `name`.
    fn parse(name: &str) -> Option<Self> {
        let at = Self::CHOICES
            .iter()
            .position(|choice| choice.name == name)?;
        Self::ALL.get(at).copied()
    }

    /// The choice's name.
    fn name(self) -> &'static str {
        let at = Self::ALL
            .iter()
            .position(|&choice| choice == self)
            .expect("every choice is listed");
        Self::CHOICES[at].name
    }
}

/// No choice at all: the layouts of a game with only one way to write its
/// input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoChoice {}

impl Named for NoChoice {
    const CHOICES: &'static [Choice] = &[];
    const ALL: &'static [Self] = &[];
}

/// Defines an enum of named choices and its [`Named`] implementation: each
/// variant with the name a user types and one line of help (which is also
/// its doc comment). Attributes before the enum (`#[derive(Hash)]`) and
/// before a variant (`#[default]`, a longer doc comment) are kept.
///
/// ```
/// optimal_play::choices! {
///     /// How the answer is printed.
///     pub enum Format {
///         Judge = "judge": "`1` or `0`, as the judge wants",
///         Text = "text": "in words",
///     }
/// }
/// use optimal_play::plugin::Named;
/// assert_eq!(Format::parse("text"), Some(Format::Text));
/// assert_eq!(Format::Judge.name(), "judge");
/// assert_eq!(Format::CHOICES[0].help, "`1` or `0`, as the judge wants");
/// ```
#[macro_export]
macro_rules! choices {
    ($(#[$meta:meta])* $vis:vis enum $name:ident {
        $($(#[$variant_meta:meta])* $variant:ident = $text:literal : $help:literal),+ $(,)?
    }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        $vis enum $name {
            $($(#[$variant_meta])* #[doc = $help] $variant),+
        }
        impl $crate::plugin::Named for $name {
            const CHOICES: &'static [$crate::erased::Choice] =
                &[$($crate::erased::Choice { name: $text, help: $help }),+];
            const ALL: &'static [Self] = &[$($name::$variant),+];
        }
    };
}

/// A game, typed, as it joins the registry through [`Entry`].
///
/// An input in the judge's layout holds one or more *cases*; `solve`
/// answers them all, `play` and `explain` take an input of one.
pub trait Plugin: Clone + Send + Sync + 'static {
    /// One game of an input, as read.
    type Case: Clone + Send + Sync + 'static;
    /// The engine's game of one case.
    type Game: Notation<Position: Send, Move: Send> + Send + 'static;
    /// The fast oracle of [`Self::Game`], made from the game, and checked
    /// against negamax by the conformance test. A game with no faster
    /// oracle uses [`Negamax`](crate::engine::Negamax) itself. It is made
    /// with `From` when it always can be, or with `TryFrom` when a game
    /// can be too large for it (the error says why).
    type Oracle: Oracle<Self::Game>
        + for<'a> TryFrom<&'a Self::Game, Error: Into<Error>>
        + Send
        + 'static;
    /// The output formats of `solve`, the default (the judge's) first.
    /// Every game has `text` and `json` among them: the playground asks
    /// for `json`, and the conformance test checks that they are there.
    type Format: Named;
    /// The input layouts, when there is more than one ([`NoChoice`]
    /// otherwise); detected when not given.
    type Layout: Named;

    /// What the game is. Its `formats` and `layouts` are left out
    /// (`..GameInfo::TYPED`): [`Entry`] fills them in from
    /// `Self::Format::CHOICES` and `Self::Layout::CHOICES`.
    const INFO: &'static GameInfo;

    /// The most moves `explain` walks through (the default walkthrough).
    const EXPLAIN_MOVES: usize = 40;

    /// The game with its parameter ([`GameInfo::param`]) set to `value`,
    /// which [`Entry`] has checked against the parameter's least value. A
    /// game with a parameter holds it in its plugin; one without is never
    /// asked.
    fn with_param(&self, _value: u64) -> Self {
        self.clone()
    }

    /// The game with its rule ([`GameInfo::rule`]) read from `text`, once,
    /// or why `text` is not one. A game without a rule is never asked.
    fn with_rule(&self, _text: &str) -> Result<Self, Error> {
        Ok(self.clone())
    }

    /// Reads every case of an input.
    fn read(&self, text: &str, layout: Option<Self::Layout>)
    -> Result<Vec<Self::Case>, InputError>;

    /// Reads every case of an input given as bytes: by default as UTF-8
    /// text (a leading byte-order mark dropped) by [`read`](Self::read). A
    /// game whose reader finds a line that is not UTF-8 where another of
    /// its readers would (the wall game's, row by row) reads the bytes
    /// here.
    fn read_bytes(
        &self,
        bytes: &[u8],
        layout: Option<Self::Layout>,
    ) -> Result<Vec<Self::Case>, InputError> {
        self.read(text_of(bytes)?, layout)
    }

    /// The format the judge of `cases` answers in, when no format is named
    /// and it is not the game's first: a game that reads two judges'
    /// layouts (CSES's and AtCoder's Stick Game) answers an input laid out
    /// as the second judge's in that judge's words. `None`, the default,
    /// keeps the first.
    fn judge_format(&self, _cases: &[Self::Case]) -> Option<Self::Format> {
        None
    }

    /// Reads the cases given on the command line (`--values 1,2,3`), where
    /// a game may take a shorter form than a file's, refusing past
    /// `at_most` as [`read_at_most`](Self::read_at_most) does: `None`, the
    /// default, reads them as [`read`](Self::read) would. A game that reads
    /// them its own way takes no `--input` layout for them.
    fn read_inline(
        &self,
        _text: &str,
        _at_most: Option<Limit>,
    ) -> Option<Result<Vec<Self::Case>, InputError>> {
        None
    }

    /// For a game whose instances are long lists (a row of values): the
    /// most values `action` takes, so that
    /// [`read_at_most`](Self::read_at_most) refuses a longer instance
    /// where it passes the limit, naming the line and column, not after.
    /// None by default: [`size`](Self::size) is checked after reading.
    fn limit(&self, _action: Action) -> Option<Limit> {
        None
    }

    /// Reads as [`read`](Self::read) does, refused where the input passes
    /// `at_most` (one of [`limit`](Self::limit)'s): by default, read whole.
    fn read_at_most(
        &self,
        text: &str,
        layout: Option<Self::Layout>,
        _at_most: Limit,
    ) -> Result<Vec<Self::Case>, InputError> {
        self.read(text, layout)
    }

    /// Writes cases in the judge's layout, so that [`read`](Self::read)
    /// gives them back.
    fn write(&self, cases: &[Self::Case], out: &mut dyn Write) -> io::Result<()>;

    /// Writes cases in `layout` (`generate --input`): by default, the
    /// judge's whatever is asked, for a game with one layout.
    fn write_as(
        &self,
        cases: &[Self::Case],
        _layout: Self::Layout,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        self.write(cases, out)
    }

    /// Answers every case in `format`.
    fn answer(&self, cases: &[Self::Case], format: Self::Format, out: &mut dyn Write) -> Answered;

    /// Answers as [`answer`](Self::answer) does, in colour where `colour`
    /// allows it and the game draws in colour (a board in text): by
    /// default, as `answer`.
    fn answer_coloured(
        &self,
        cases: &[Self::Case],
        format: Self::Format,
        _colour: bool,
        out: &mut dyn Write,
    ) -> Answered {
        self.answer(cases, format, out)
    }

    /// How large a case is for `play` and `explain`, against the most they
    /// take: the game's cost model, enforced by [`Entry`] the same way for
    /// every game. No limit unless the game says so.
    fn size(&self, _case: &Self::Case) -> Size {
        Size {
            what: "the game",
            is: 0,
            most: 0,
        }
    }

    /// The measures of a case that `play` takes up to a limit of its own,
    /// besides [`size`](Self::size), for a game whose play costs more than
    /// its explanation: none unless the game says so.
    fn play_limits(&self, _case: &Self::Case) -> Vec<Size> {
        Vec::new()
    }

    /// The measures of a case that `solve` (and `generate`, which writes
    /// only what `solve` reads back) takes up to a limit: checked by
    /// [`Entry`] for every case before [`answer`](Self::answer) allocates
    /// or works, so that no size from the input can exhaust the memory or
    /// run without end. None unless the game says so.
    fn solve_limits(&self, _case: &Self::Case) -> Vec<Size> {
        Vec::new()
    }

    /// The work `solve` does on `case`, for a game whose inputs hold many
    /// cases that each may be large: its measure in this case, and the
    /// most one input may ask for in all. The work of an input of several
    /// cases is added up and refused past it before any of them is solved,
    /// so that it costs no more than one case at the game's limit (#46);
    /// one case is bounded by its own limits.
    /// `None`, the default, where each case's own limits bound the whole.
    fn solve_work(&self, _case: &Self::Case) -> Option<Size> {
        None
    }

    /// The most memory, in bytes, a play session of `case` holds (its
    /// history played to the end included), known before it is made: 1 MiB
    /// unless the game says more.
    fn session_bytes(&self, _case: &Self::Case) -> u64 {
        crate::erased::DEFAULT_SESSION_BYTES
    }

    /// The engine's game of a case.
    fn game(&self, case: &Self::Case) -> Self::Game;

    /// Why the optimal play is what it is, in a few sentences, printed by
    /// `explain` before the move-by-move walkthrough (nothing by default).
    fn reason(&self, _game: &Self::Game) -> String {
        String::new()
    }

    /// `explain` of one case, as text for people or as JSON: by default the
    /// [`reason`](Self::reason) and the optimal line move by move, each move
    /// with the value of every legal one ([`walkthrough`]). A game with an
    /// explanation of its own writes it here. The case's
    /// [`size`](Self::size) is checked before.
    fn explain(&self, case: &Self::Case, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        walkthrough(self, case, json, out)
    }

    /// One random case, drawn from `draw` at its scale: the one sampler
    /// that `generate` (with the parameters the game declares in
    /// [`GameInfo::generate`], each with a default, so that a seed alone
    /// gives a small instance), the conformance test (a case small enough
    /// for negamax to solve every position) and `stress` (a case made of a
    /// list of values, which it shrinks) all draw from.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Self::Case, Error>;

    /// The cases `generate` writes: by default `--count` of them for a
    /// game whose `count` is the games in the file ([`GAMES`]), else one.
    fn generate(&self, draw: &mut Draw<'_>) -> Result<Vec<Self::Case>, Error> {
        let games = Self::INFO.generate.contains(&GAMES);
        let count = if games { draw.count() } else { 1 };
        (0..count).map(|_| self.sample(draw)).collect()
    }

    /// The conformance checks on the game of a small case: by default the
    /// fast oracle against negamax on every position (up to `limit`), the
    /// notation's round trips and random playouts with undo
    /// ([`conformance_of`](crate::erased::conformance_of)). A game whose
    /// moves negamax cannot list in full (sets of walls) checks against a
    /// brute force of its own here.
    fn conformance(
        &self,
        game: &Self::Game,
        limit: usize,
        seed: u64,
    ) -> Result<crate::engine::conformance::Checked, String> {
        let oracle = || oracle_of::<Self>(game).map_err(|error| error.to_string());
        crate::erased::conformance_of(game, oracle, limit, seed)
    }
}

/// How large a case is, as [`Plugin::size`] measures it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Size {
    /// What is measured: `the largest heap`.
    pub what: &'static str,
    /// Its measure in this case.
    pub is: u64,
    /// The most `play` and `explain` take.
    pub most: u64,
}

impl Size {
    /// `what` measures `is`, and play and explain take at most `most`.
    pub const fn new(what: &'static str, is: u64, most: u64) -> Size {
        Size { what, is, most }
    }

    /// Refuses a size past its `play` and `explain` limit, in the words
    /// every game shares.
    pub fn check(self) -> Result<(), Error> {
        if self.is <= self.most {
            return Ok(());
        }
        let Size { what, is, most } = self;
        Err(SolveError::OverLimit(format!(
            "{what} is {is}, and play and explain take at most {most} \
             (`solve` takes more: see `optimal-play games`)"
        ))
        .into())
    }

    /// Refuses a size past its `play` limit, in the words every game
    /// shares.
    pub fn check_play(self) -> Result<(), Error> {
        if self.is <= self.most {
            return Ok(());
        }
        let Size { what, is, most } = self;
        Err(SolveError::OverLimit(format!(
            "{what} is {is}, and play takes at most {most} \
             (`solve` and `explain` take more: see `optimal-play games`)"
        ))
        .into())
    }

    /// Refuses a size past its `solve` limit, in the words every game
    /// shares.
    pub fn check_solve(self) -> Result<(), Error> {
        if self.is <= self.most {
            return Ok(());
        }
        let Size { what, is, most } = self;
        Err(SolveError::OverLimit(format!(
            "{what} is {is}, and solve takes at most {most} (see `optimal-play games`)"
        ))
        .into())
    }
}

/// Where a game's one sampler ([`Plugin::sample`]) draws a random case
/// from, at one of three scales: `generate`'s (the parameters as given, or
/// their defaults), the conformance test's small cases, or a case of
/// `stress` made from a list of values that it shrinks. The sampler is
/// written once and reads only this.
///
/// ```
/// use optimal_play::erased::{GenerateOptions, Parameter};
/// use optimal_play::plugin::Draw;
/// const DECLARED: &[Parameter] =
///     &[Parameter::new("max", "the largest heap", 1, 100, 20).small(4).stress(100)];
/// let options = GenerateOptions { seed: 7, ..GenerateOptions::default() };
/// assert_eq!(Draw::new(&options, DECLARED).max(), 20);
/// // A stress case's numbers are its values, brought into range.
/// let mut stress = Draw::stress(&[5, -120], DECLARED);
/// assert_eq!(stress.number(0..=9), 5);
/// assert_eq!(stress.number(1..=100), 21);
/// ```
#[derive(Debug)]
pub struct Draw<'a> {
    /// The options of `generate`; `None` at the other scales.
    options: Option<&'a GenerateOptions>,
    /// The game's parameters, as it declares them.
    declared: &'static [Parameter],
    /// What the numbers are drawn from.
    scale: Scale<'a>,
    /// The random numbers, the same for the same seed on every machine.
    pub rng: ChaCha8Rng,
}

/// The scale of a [`Draw`].
#[derive(Debug)]
enum Scale<'a> {
    /// `generate`'s.
    Generate,
    /// The conformance test's: every size at most its parameter's `small`.
    Small,
    /// `stress`'s: numbers taken from `values` in turn; past them, from
    /// the random numbers seeded by them.
    Stress { values: &'a [i64], at: usize },
}

impl<'a> Draw<'a> {
    /// Draws for `generate`'s `options`, from the parameters `declared`,
    /// seeded by the options' seed. The values given are checked against
    /// their ranges by [`GenerateOptions::check`] before.
    pub fn new(options: &'a GenerateOptions, declared: &'static [Parameter]) -> Draw<'a> {
        Draw {
            options: Some(options),
            declared,
            scale: Scale::Generate,
            rng: ChaCha8Rng::seed_from_u64(options.seed),
        }
    }

    /// Draws a small case, for the conformance test: each parameter that
    /// is a size (from 0 or more) drawn up to its `small`, any other at its
    /// `small`.
    pub fn small(seed: u64, declared: &'static [Parameter]) -> Draw<'static> {
        Draw {
            options: None,
            declared,
            scale: Scale::Small,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// Draws a case of `stress` from `values`: each number drawn is the
    /// next value brought into its range, so that shrinking the values
    /// shrinks the case; each parameter is at its `stress` value (the
    /// judge's bound), and `count` is the number of values left.
    pub fn stress(values: &'a [i64], declared: &'static [Parameter]) -> Draw<'a> {
        let seed = values.iter().fold(values.len() as u64, |seed, &value| {
            seed.rotate_left(7) ^ value as u64
        });
        Draw {
            options: None,
            declared,
            scale: Scale::Stress { values, at: 0 },
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// The parameter `name`, as declared.
    ///
    /// # Panics
    ///
    /// When the game does not declare `name`: a mistake in the game, which
    /// the test of every game's options finds.
    fn declared(&self, name: &str) -> Parameter {
        *self
            .declared
            .iter()
            .find(|parameter| parameter.name == name)
            .unwrap_or_else(|| panic!("the game declares no parameter `{name}`"))
    }

    /// The value of the parameter `name` at this scale: as given or its
    /// default for `generate`. For a small case, a size (a parameter from 0
    /// or more) is drawn up to its `small`, and any other is its `small`;
    /// for `stress`, the same with its `stress` value.
    pub fn get(&mut self, name: &str) -> i64 {
        let parameter = self.declared(name);
        let most = match self.scale {
            Scale::Generate => return self.given(name).unwrap_or(parameter.default),
            Scale::Small => parameter.small,
            Scale::Stress { .. } => parameter.stress,
        };
        if parameter.least < 0 || parameter.least > most {
            return most;
        }
        self.number(parameter.least as u64..=most as u64) as i64
    }

    /// The value given to the parameter `name`, if one was (never at the
    /// small and stress scales).
    pub fn given(&self, name: &str) -> Option<i64> {
        self.options?.get(name)
    }

    /// The layout `generate` was asked to write, if one was.
    pub fn layout(&self) -> Option<&str> {
        self.options?.layout.as_deref()
    }

    /// A seed for a generator of the game's own: `generate`'s, or one drawn.
    pub fn seed(&mut self) -> u64 {
        match self.options {
            Some(options) => options.seed,
            None => self.number(0..=u64::MAX),
        }
    }

    /// `count`, as [`get`](Self::get) gives it; for `stress`, the number of
    /// values left (at least the parameter's least, at most its `stress`).
    pub fn count(&mut self) -> u64 {
        if let Scale::Stress { values, at } = self.scale {
            let parameter = self.declared("count");
            let left = (values.len() - at) as i64;
            return left.clamp(parameter.least, parameter.stress.max(parameter.least)) as u64;
        }
        self.get("count").max(0) as u64
    }

    /// `max`, as [`get`](Self::get) gives it.
    pub fn max(&mut self) -> u64 {
        self.get("max").max(0) as u64
    }

    /// Whether the case is for `stress`, and so must keep within the
    /// judge's bounds (a CSES heap is at least 1 where `generate` may
    /// write 0).
    pub fn for_judge(&self) -> bool {
        matches!(self.scale, Scale::Stress { .. })
    }

    /// How many items to draw, from `range`; for `stress`, as many as there
    /// are values left (at least the range's start), so that the case grows
    /// and shrinks with them.
    pub fn length(&mut self, range: std::ops::RangeInclusive<u64>) -> u64 {
        if let Scale::Stress { values, at } = self.scale {
            return ((values.len() - at) as u64).max(*range.start());
        }
        self.number(range)
    }

    /// For `stress`, every value left, taken at once, for a game whose case
    /// is laid out from them whole (a board filled with them row by row);
    /// `None` at the other scales.
    pub fn take_values(&mut self) -> Option<&'a [i64]> {
        let Scale::Stress { values, at } = &mut self.scale else {
            return None;
        };
        let rest = &values[*at..];
        *at = values.len();
        Some(rest)
    }

    /// `count` games, each drawn by `one`.
    pub fn games<C>(&mut self, count: u64, mut one: impl FnMut(&mut Self) -> C) -> Vec<C> {
        (0..count).map(|_| one(self)).collect()
    }

    /// The next of `stress`'s values, if one is left.
    fn next_value(&mut self) -> Option<i64> {
        let Scale::Stress { values, at } = &mut self.scale else {
            return None;
        };
        let value = values.get(*at).copied()?;
        *at += 1;
        Some(value)
    }

    /// A number drawn evenly from `range`; for `stress`, the next value
    /// brought into it (its start plus the value's size, wrapped).
    pub fn number(&mut self, range: std::ops::RangeInclusive<u64>) -> u64 {
        use rand::Rng;
        let (low, high) = (*range.start(), *range.end());
        match self.next_value() {
            Some(value) if low <= high => {
                let span = u128::from(high - low) + 1;
                low + (u128::from(value.unsigned_abs()) % span) as u64
            }
            _ => self.rng.random_range(range),
        }
    }

    /// A value drawn evenly from `range`; for `stress`, the next value as it
    /// is, held to the range.
    pub fn value(&mut self, range: std::ops::RangeInclusive<i64>) -> i64 {
        use rand::Rng;
        match self.next_value() {
            Some(value) => value.clamp(*range.start(), *range.end()),
            None => self.rng.random_range(range),
        }
    }

    /// Whether to do something, one time in `one_in`.
    pub fn one_in(&mut self, one_in: u64) -> bool {
        self.number(0..=one_in - 1) == 0
    }
}

pub use crate::erased::{GAMES, MOST_DRAWN};

/// The explanation every game has unless it writes its own: the reason,
/// then the optimal line from the start, at most 40 moves, each move with
/// the value of every legal one by the game's oracle.
pub fn walkthrough<P: Plugin>(
    plugin: &P,
    case: &P::Case,
    json: bool,
    out: &mut dyn Write,
) -> Result<(), Error> {
    let game = plugin.game(case);
    let mut oracle = oracle_of::<P>(&game)?;
    let walk = crate::erased::walkthrough(&game, &mut oracle, P::EXPLAIN_MOVES);
    if json {
        let text = serde_json::to_string(&walk).map_err(io::Error::from)?;
        writeln!(out, "{text}")?;
        return Ok(());
    }
    let reason = plugin.reason(&game);
    if !reason.is_empty() {
        writeln!(out, "{}\n", reason.trim_end())?;
    }
    crate::erased::write_walkthrough(&game, &walk, out)?;
    Ok(())
}

/// `bytes` as UTF-8 text, a leading byte-order mark dropped.
fn text_of(bytes: &[u8]) -> Result<&str, InputError> {
    let text = crate::input::as_text(bytes)?;
    Ok(text.strip_prefix('\u{feff}').unwrap_or(text))
}

/// The fast oracle of `game`, or why it cannot be made.
pub fn oracle_of<P: Plugin>(game: &P::Game) -> Result<P::Oracle, Error> {
    P::Oracle::try_from(game).map_err(Into::into)
}

/// Answers typed: a game whose every case is answered on its own says what
/// one case's answer is, and [`typed_answers`] writes it in every format:
/// `text` is the answer's `Display`, `json` its serialisation on one line,
/// and only the judge's own formats are the game's to write
/// ([`judge`](Self::judge)). The game's [`Plugin::answer`] is then
/// `typed_answers(self, cases, format, out)`.
pub trait Answers: Plugin {
    /// One case's answer: what `text` prints and `json` serialises.
    type Answer: serde::Serialize + std::fmt::Display;

    /// The answer of one case.
    fn solve_one(&self, case: &Self::Case) -> Result<Self::Answer, Error>;

    /// Writes one case's answer in `format`, one of the judge's own (every
    /// format but `text` and `json`).
    fn judge(&self, answer: &Self::Answer, format: Self::Format, out: &mut dyn Write) -> Answered;
}

/// Answers every case of a game with [`Answers`] in `format`: `text` and
/// `json` from each case's typed answer, a judge's format by
/// [`Answers::judge`].
pub fn typed_answers<P: Answers>(
    plugin: &P,
    cases: &[P::Case],
    format: P::Format,
    out: &mut dyn Write,
) -> Answered {
    for case in cases {
        crate::interrupt::checkpoint();
        let answer = plugin.solve_one(case)?;
        match format.name() {
            "text" => writeln!(out, "{answer}")?,
            "json" => json_out::write_line(out, &answer)?,
            _ => plugin.judge(&answer, format, out)?,
        }
    }
    Ok(())
}

/// Explanations typed: a game whose `explain` is its own (not the
/// default walkthrough) says what one case's explanation is, and
/// [`typed_explanation`] writes it: `text` is the explanation's
/// `Display`, `json` its serialisation on one line. The game's
/// [`Plugin::explain`] is then `typed_explanation(self, case, json, out)`,
/// and the words of the explanation sit with the game's other rules, not in
/// its plugin.
pub trait Explains: Plugin {
    /// One case's explanation: what `text` prints and `json` serialises.
    type Explanation: serde::Serialize + std::fmt::Display;

    /// The explanation of one case.
    fn explanation(&self, case: &Self::Case) -> Result<Self::Explanation, Error>;
}

/// Explains one case of a game with [`Explains`]: as JSON on one line, or
/// as the explanation's text.
pub fn typed_explanation<P: Explains>(
    plugin: &P,
    case: &P::Case,
    json: bool,
    out: &mut dyn Write,
) -> Result<(), Error> {
    let explanation = plugin.explanation(case)?;
    if json {
        json_out::write_line(out, &explanation)?;
    } else {
        write!(out, "{explanation}")?;
    }
    Ok(())
}

/// A capability: `solve` and `generate` without holding the instance, for a
/// game whose instances can be larger than any memory should hold (a board
/// of 10^5 × 10^5 cells, a row of 10^8 values), declared with
/// [`Entry::streams`].
pub trait Streams: Plugin {
    /// Whether `format` is answered while reading.
    fn streams(&self, format: Self::Format) -> bool;

    /// Answers `format` (one that [`streams`](Self::streams)) while reading
    /// `input` a block at a time, in memory that does not grow with it.
    fn solve_streaming(
        &self,
        input: crate::erased::Input<'_>,
        layout: Option<Self::Layout>,
        format: Self::Format,
        out: &mut dyn Write,
    ) -> Answered;

    /// Writes what [`generate`](Plugin::generate) would draw, in `layout`
    /// (the judge's when `None`), as it draws it.
    fn generate_streaming(
        &self,
        options: &GenerateOptions,
        layout: Option<Self::Layout>,
        out: &mut dyn Write,
    ) -> Answered;
}

/// A capability: a picture of a solved case as SVG (`solve --svg FILE`),
/// declared with [`Entry::pictures`].
pub trait Pictures: Plugin {
    /// Draws the solved case, or refuses a case too large to draw.
    fn svg(&self, case: &Self::Case, out: &mut dyn Write) -> Answered;
}

/// What `solve` is asked beyond the format, typed, for a game with
/// [`Solves`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct How<A, V> {
    /// The whole optimal line (`--line`).
    pub line: bool,
    /// The algorithm (`--algorithm`), the game's default when `None`.
    pub algorithm: Option<A>,
    /// The opponent known to play this way (`--versus`), perfect play when
    /// `None`.
    pub versus: Option<V>,
    /// Whether text may be coloured.
    pub colour: bool,
}

/// A capability: `solve` with the whole optimal line (`--line`), a choice
/// of algorithm (`--algorithm`, the game's [`GameInfo::algorithms`]) or a
/// known opponent (`--versus`), declared with [`Entry::solves`]. A game
/// with it answers through [`answer_how`](Self::answer_how).
pub trait Solves: Plugin {
    /// The algorithms, the default first; their choices are
    /// [`GameInfo::algorithms`].
    type Algorithm: Named;
    /// The opponents `--versus` plays against ([`NoChoice`] for none).
    type Versus: Named;
    /// Whether `--line` prints the whole optimal line.
    const LINE: bool;

    /// Refuses what `how` cannot ask of `format`, before anything is
    /// read, and says the most values it reads: the reader refuses a
    /// longer input where it passes the limit.
    fn solve_limit(
        &self,
        format: Self::Format,
        how: &How<Self::Algorithm, Self::Versus>,
    ) -> Result<Option<Limit>, Error>;

    /// Answers every case in `format`, as `how` asks.
    fn answer_how(
        &self,
        cases: &[Self::Case],
        format: Self::Format,
        how: &How<Self::Algorithm, Self::Versus>,
        out: &mut dyn Write,
    ) -> Answered;
}

/// A capability: the table of values behind the optimal play, for the
/// playground's heatmap (a row game's margins over every interval),
/// declared with [`Entry::tables`].
pub trait Tables: Plugin {
    /// The table of a case, refused past `limit` values.
    fn margin_table(
        &self,
        case: &Self::Case,
        limit: usize,
    ) -> Result<crate::erased::MarginTable, Error>;
}
