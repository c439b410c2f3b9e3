//! Rules files: a game of one's own written in Starlark (Bazel's dialect of
//! Python), as [`Rules`]. A rules file is top-level functions with the
//! protocol's names: `start()`, `moves(position)`, `play(position, move)`,
//! and optionally `outcome(position)`, `score(position, move)`,
//! `show(position)`, `grid(position)` and `options(position)` (each move
//! with the position it leads to, for rules that find both at once). Positions and moves are plain
//! values ([`Plain`]): integers, strings, `None`, booleans, and tuples or
//! lists of them.
//!
//! A rules file is untrusted: each call of one of its functions runs with a
//! [`Budget`] of statements and of memory, and one that spends it is
//! stopped with an error that names the function, the position and where
//! in the file it was. Starlark has no `while`, no recursion, and no access
//! to files, the network or the clock.
//!
//! ```
//! use optimal_play::engine::rules::{Limits, walk};
//! use optimal_play::engine::Value;
//! use optimal_play::rules_file::{Budget, RulesFile};
//!
//! let rules = RulesFile::parse("take.star", "
//! def start():
//!     return 10
//! def moves(n):
//!     return [take for take in (1, 2) if take <= n]
//! def play(n, take):
//!     return n - take
//! ", Budget::DEFAULT).unwrap();
//! let solved = walk(&rules, Limits::default()).unwrap().solve().unwrap();
//! assert_eq!(solved.value(0), Value::Win { moves: 7 });
//! ```

use std::cell::Cell;
use std::fmt;
use std::rc::Rc;

use starlark::codemap::FileSpanRef;
use starlark::environment::{FrozenModule, Module};
use starlark::eval::{BeforeStmtFuncDyn, Evaluator};
use starlark::syntax::{AstModule, Dialect};
use starlark::values::list::{AllocList, ListRef};
use starlark::values::tuple::{AllocTuple, TupleRef};
use starlark::values::{Heap, OwnedFrozenValue, UnpackValue, Value};

mod guards;
mod shape;

use crate::engine::rules::plain::Plain;
use crate::engine::rules::{ExpandResult, Outcome, Rules, expand_on_cores, options_by_playing};
use crate::input::Location;

/// What one call of a rules file's function may spend.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// The most statements it runs (each turn of a loop runs its body's).
    pub statements: u64,
    /// The most bytes it allocates.
    pub bytes: usize,
}

impl Budget {
    /// A million statements and 64 MiB a call: far more than a game's
    /// functions need, and a runaway loop stopped within a second.
    pub const DEFAULT: Budget = Budget {
        statements: 1_000_000,
        bytes: 64 << 20,
    };
}

/// Why a rules file was refused, or a call of one of its functions failed:
/// where in the file, when known, and what.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct RulesError {
    /// Where in the file.
    pub location: Option<Location>,
    /// What went wrong.
    pub message: String,
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.location {
            Some(location) => write!(f, "{location}: {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl RulesError {
    fn new(message: impl Into<String>) -> Self {
        RulesError {
            location: None,
            message: message.into(),
        }
    }

    /// Starlark's error, at its place in the file, after `context`.
    fn of(context: &str, error: &starlark::Error) -> Self {
        let location = error.span().map(|span| {
            let at = span.resolve_span();
            Location {
                line: at.begin.line + 1,
                column: at.begin.column + 1,
            }
        });
        let said = error.without_diagnostic().to_string();
        let said = said.lines().next().unwrap_or_default().trim();
        // The parser lists every token it would have taken: forty-odd
        // after an unexpected `**`. A short list helps; a long one is cut.
        let said = match said.find(", expected one of") {
            Some(cut) if said[cut..].matches(", ").count() > 6 => &said[..cut],
            _ => said,
        };
        RulesError {
            location,
            message: if context.is_empty() {
                said.to_owned()
            } else {
                format!("{context}: {said}")
            },
        }
    }
}

/// The stack of the thread a rules file is read in: 256 MiB of address
/// space, of which a file within its shape's bounds touches a few.
const PARSING_STACK: usize = 256 << 20;

/// The most moves one position may have: a game's turn offers far fewer,
/// and a list of a million is a mistake (or an attack) to report at once,
/// not a million positions to walk.
pub const MOST_MOVES: usize = 100_000;

/// Refuses a position of more than [`MOST_MOVES`] moves.
fn at_most_moves(moves: usize) -> Result<(), String> {
    if moves > MOST_MOVES {
        return Err(format!(
            "{moves} moves: a position may have at most {MOST_MOVES}"
        ));
    }
    Ok(())
}

/// The protocol's functions, by name.
const FUNCTIONS: [&str; 8] = [
    "start", "moves", "play", "outcome", "score", "show", "grid", "options",
];
const START: usize = 0;
const MOVES: usize = 1;
const PLAY: usize = 2;
const OUTCOME: usize = 3;
const SCORE: usize = 4;
const SHOW: usize = 5;
const GRID: usize = 6;
const OPTIONS: usize = 7;

/// A rules file, read and checked: its functions, ready to call.
pub struct RulesFile {
    /// Keeps the functions' values alive.
    _module: FrozenModule,
    functions: [Option<OwnedFrozenValue>; 8],
    budget: Budget,
    /// How many threads a walk asks the file's functions on at once.
    threads: usize,
}

impl fmt::Debug for RulesFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let defined: Vec<&str> = (FUNCTIONS.iter().zip(&self.functions))
            .filter(|(_, function)| function.is_some())
            .map(|(name, _)| *name)
            .collect();
        f.debug_struct("RulesFile")
            .field("defines", &defined)
            .finish()
    }
}

/// Counts the statements a call runs, and stops it once it has run too
/// many or holds too much.
struct Meter {
    spent: Rc<Cell<u64>>,
    budget: Budget,
}

/// A budget spent: the error Starlark reports.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub(super) struct Spent(pub(super) String);

impl<'a, 'e: 'a> BeforeStmtFuncDyn<'a, 'e> for Meter {
    fn call<'v>(
        &mut self,
        _span: FileSpanRef,
        eval: &mut Evaluator<'v, 'a, 'e>,
    ) -> starlark::Result<()> {
        // Where the playground stops the work of a client that went away.
        crate::interrupt::checkpoint();
        let spent = self.spent.get() + 1;
        self.spent.set(spent);
        if spent > self.budget.statements {
            return Err(starlark::Error::new_other(Spent(format!(
                "ran more than {} statements (a loop that runs too long?)",
                self.budget.statements
            ))));
        }
        if eval.heap().allocated_bytes() > self.budget.bytes {
            return Err(starlark::Error::new_other(Spent(format!(
                "held more than {} MiB",
                self.budget.bytes >> 20
            ))));
        }
        Ok(())
    }
}

/// How deep a value may nest tuples in lists.
const DEEPEST: usize = 64;

/// Why a Starlark value has no encoding.
#[derive(Debug)]
enum Unwritable {
    /// It is not a plain value: what it is instead.
    NotPlain(String),
    /// Its encoding passed the bytes allowed.
    TooLong,
}

/// Appends the encoding ([`Plain::encode`]) of a Starlark value to `out`,
/// straight from the value, or says why it is not a plain value or why
/// `out` would pass `most` bytes. Written without a [`Plain`] in between:
/// building one for every argument and every result was a quarter of a
/// rules file's walk.
///
/// A list may hold one list many times, and its encoding writes each time
/// out in full: a few kilobytes of heap can stand for terabytes of
/// encoding, hence `most`.
fn encode(
    value: Value<'_>,
    out: &mut Vec<u8>,
    depth: usize,
    most: usize,
) -> Result<(), Unwritable> {
    use crate::engine::rules::plain::{self as tags, write_int, write_text, write_varint};
    if depth > DEEPEST {
        return Err(Unwritable::NotPlain(format!(
            "a value nested more than {DEEPEST} deep"
        )));
    }
    if out.len() > most {
        return Err(Unwritable::TooLong);
    }
    if value.is_none() {
        out.push(tags::NONE);
        return Ok(());
    }
    if let Some(flag) = value.unpack_bool() {
        out.push(if flag { tags::TRUE } else { tags::FALSE });
        return Ok(());
    }
    if let Some(n) = value.unpack_i32() {
        write_int(out, i64::from(n));
        return Ok(());
    }
    if let Some(text) = value.unpack_str() {
        write_text(out, tags::STR, text);
        return Ok(());
    }
    if value.get_type() == "int" {
        return match i64::unpack_value(value) {
            Ok(Some(n)) => {
                write_int(out, n);
                Ok(())
            }
            _ => Err(Unwritable::NotPlain(format!(
                "{value}, an integer past 64 bits"
            ))),
        };
    }
    let (tag, items) = if let Some(tuple) = TupleRef::from_value(value) {
        (tags::TUPLE, tuple.content())
    } else if let Some(list) = ListRef::from_value(value) {
        (tags::LIST, list.content())
    } else {
        return Err(Unwritable::NotPlain(format!(
            "{}, a {}",
            shown(value),
            value.get_type()
        )));
    };
    out.push(tag);
    write_varint(out, items.len() as u64);
    items
        .iter()
        .try_for_each(|&item| encode(item, out, depth + 1, most))
}

/// The items of a list or a tuple.
fn items<'v>(value: Value<'v>) -> Option<&'v [Value<'v>]> {
    (ListRef::from_value(value).map(|list| list.content()))
        .or_else(|| TupleRef::from_value(value).map(|tuple| tuple.content()))
}

/// A value as the message shows it: at most 60 characters.
fn shown(value: Value<'_>) -> String {
    let text = value.to_repr();
    match text.char_indices().nth(60) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

/// The Starlark value the bytes at `*at` encode, on `heap`, moving `at`
/// past them: the walk's own bytes, as [`encode`] wrote them.
fn decode<'v>(heap: &'v Heap, bytes: &[u8], at: &mut usize) -> Value<'v> {
    use crate::engine::rules::plain::{self as tags, read_varint};
    const WALKED: &str = "bytes the walk encoded";
    let tag = bytes[*at];
    *at += 1;
    let text = |at: &mut usize| -> &str {
        let len = read_varint(bytes, at).expect(WALKED) as usize;
        let text = std::str::from_utf8(&bytes[*at..*at + len]).expect(WALKED);
        *at += len;
        text
    };
    match tag {
        0..=0x7F => heap.alloc(i32::from(tag)),
        tags::INT => {
            let zigzag = read_varint(bytes, at).expect(WALKED);
            heap.alloc(((zigzag >> 1) as i64) ^ -((zigzag & 1) as i64))
        }
        // Never made by a rules file's positions (refused as they are
        // read); from elsewhere, the digits.
        tags::STR | tags::BIG_INT => heap.alloc_str(text(at)).to_value(),
        tags::TUPLE | tags::LIST | tags::FROZENSET => {
            let len = read_varint(bytes, at).expect(WALKED) as usize;
            let items: Vec<Value<'v>> = (0..len).map(|_| decode(heap, bytes, at)).collect();
            if tag == tags::LIST {
                heap.alloc(AllocList(items))
            } else {
                heap.alloc(AllocTuple(items))
            }
        }
        tags::FALSE => Value::new_bool(false),
        tags::TRUE => Value::new_bool(true),
        _ => Value::new_none(),
    }
}

/// The plain value of a position's or a move's bytes: the walk's own.
fn decoded(bytes: &[u8]) -> Plain {
    Plain::decode(bytes).expect("bytes the walk encoded")
}

impl RulesFile {
    /// Reads the rules file `text` (called `name` in messages), runs its
    /// top level once, and checks that it defines the protocol's functions.
    ///
    /// # Errors
    ///
    /// A syntax error, an error in its top level, a function missing or
    /// not a function, each with its place in the file where it has one.
    pub fn parse(name: &str, text: &str, budget: Budget) -> Result<RulesFile, RulesError> {
        shape::check(text)?;
        // Starlark's parser and compiler recurse once a level of the file;
        // within the shape's bounds that fits in a thread of its own with
        // room to spare, whatever the caller's stack (a debug build's test
        // thread has 2 MiB, and overflowed).
        let module = std::thread::scope(|scope| {
            std::thread::Builder::new()
                .name("rules-file".into())
                .stack_size(PARSING_STACK)
                .spawn_scoped(scope, || Self::compiled(name, text, budget))
                .map_err(|error| {
                    RulesError::new(format!("no thread to read the rules in: {error}"))
                })?
                .join()
                .map_err(|_| RulesError::new("reading the rules failed inside the library"))?
        })?;
        let mut functions: [Option<OwnedFrozenValue>; 8] = Default::default();
        for (at, name) in FUNCTIONS.iter().enumerate() {
            let Ok(found) = module.get(name) else {
                continue;
            };
            if found.value().get_type() != "function" {
                return Err(RulesError::new(format!(
                    "`{name}` is a {}, not a function: def {name}(…):",
                    found.value().get_type()
                )));
            }
            functions[at] = Some(found);
        }
        for needed in [START, MOVES, PLAY] {
            if functions[needed].is_none() {
                let name = FUNCTIONS[needed];
                let args = match needed {
                    START => "",
                    MOVES => "position",
                    _ => "position, move",
                };
                return Err(RulesError::new(format!(
                    "the rules define no function `{name}`: a game needs def {name}({args}):"
                )));
            }
        }
        Ok(RulesFile {
            _module: module,
            functions,
            budget,
            threads: std::thread::available_parallelism().map_or(1, usize::from),
        })
    }

    /// The same rules, walked on at most `threads` threads at once (1: on
    /// the caller's alone). By default, one a core.
    #[must_use]
    pub fn on_threads(mut self, threads: usize) -> RulesFile {
        self.threads = threads.max(1);
        self
    }

    /// Parses and runs the file's top level, with the meter there as its
    /// functions are compiled, so that each statement of theirs is counted
    /// when they are called.
    fn compiled(name: &str, text: &str, budget: Budget) -> Result<FrozenModule, RulesError> {
        let dialect = Dialect {
            enable_top_level_stmt: true,
            ..Dialect::Standard
        };
        let mut ast = AstModule::parse(name, text.to_owned(), &dialect)
            .map_err(|error| RulesError::of("", &error))?;
        guards::guard_operators(&mut ast);
        let module = Module::new();
        {
            let meter = Meter {
                spent: Rc::new(Cell::new(0)),
                budget,
            };
            let mut eval = Evaluator::new(&module);
            eval.before_stmt_for_dap((Box::new(meter) as Box<dyn BeforeStmtFuncDyn>).into());
            guards::within(budget, || eval.eval_module(ast, &guards::globals()))
                .map_err(|error| RulesError::of("", &error))?;
        }
        module
            .freeze()
            .map_err(|error| RulesError::new(format!("the rules could not be kept: {error:?}")))
    }

    /// Whether the rules define `show`, `grid`, `outcome`, `score` or
    /// `options`.
    pub fn defines(&self, name: &str) -> bool {
        (FUNCTIONS.iter().position(|&known| known == name))
            .is_some_and(|at| self.functions[at].is_some())
    }

    /// Calls the function numbered `at` with `args`, within the budget, and
    /// reads what it gives with `read`.
    fn call<T>(
        &self,
        at: usize,
        args: &[&[u8]],
        read: impl FnOnce(Value<'_>) -> Result<T, String>,
    ) -> Result<T, RulesError> {
        let function = self.functions[at].as_ref().expect("a defined function");
        // The call as a message writes it: only when it failed.
        let call = || {
            let shown: Vec<String> = args
                .iter()
                .map(|bytes| decoded(bytes).to_string())
                .collect();
            format!("{}({})", FUNCTIONS[at], shown.join(", "))
        };
        let module = Module::new();
        let heap = module.heap();
        let values: Vec<Value<'_>> = args
            .iter()
            .map(|bytes| decode(heap, bytes, &mut 0))
            .collect();
        let mut eval = Evaluator::new(&module);
        let meter = Meter {
            spent: Rc::new(Cell::new(0)),
            budget: self.budget,
        };
        eval.before_stmt_for_dap((Box::new(meter) as Box<dyn BeforeStmtFuncDyn>).into());
        let given = guards::within(self.budget, || {
            eval.eval_function(function.value(), &values, &[])
        })
        .map_err(|error| RulesError::of(&call(), &error))?;
        read(given).map_err(|why| RulesError::new(format!("{} gave {why}", call())))
    }

    /// A value given as a position or a move, as its bytes, of which a
    /// call's answer may write at most `left` more: less those written.
    fn bytes(&self, value: Value<'_>, left: &mut usize) -> Result<Box<[u8]>, String> {
        let mut out = Vec::new();
        encode(value, &mut out, 0, *left).map_err(|why| match why {
            Unwritable::NotPlain(what) => format!(
                "{what}: a position or a move is an integer, a string, None, True or False, \
                 or a tuple or list of them"
            ),
            Unwritable::TooLong => format!(
                "positions and moves of more than {} MiB written out (a list that holds \
                 the same list many times?)",
                self.budget.bytes >> 20
            ),
        })?;
        *left -= out.len().min(*left);
        Ok(out.into())
    }

    /// A value given alone as a position or a move, as its bytes.
    fn one(&self, value: Value<'_>) -> Result<Box<[u8]>, String> {
        let mut left = self.budget.bytes;
        self.bytes(value, &mut left)
    }
}

impl Rules for RulesFile {
    type Position = Box<[u8]>;
    type Move = Box<[u8]>;
    type Error = RulesError;

    fn start(&self) -> Result<Box<[u8]>, RulesError> {
        self.call(START, &[], |start| self.one(start))
    }
    fn moves(&self, position: &Box<[u8]>) -> Result<Vec<Box<[u8]>>, RulesError> {
        self.call(MOVES, &[position], |moves| {
            let items =
                items(moves).ok_or_else(|| format!("{}, not a list of moves", shown(moves)))?;
            at_most_moves(items.len())?;
            let mut left = self.budget.bytes;
            items.iter().map(|&mv| self.bytes(mv, &mut left)).collect()
        })
    }
    fn play(&self, position: &Box<[u8]>, mv: &Box<[u8]>) -> Result<Box<[u8]>, RulesError> {
        self.call(PLAY, &[position, mv], |after| self.one(after))
    }
    fn options(&self, position: &Box<[u8]>) -> Result<Vec<(Box<[u8]>, Box<[u8]>)>, RulesError> {
        if self.functions[OPTIONS].is_none() {
            return options_by_playing(self, position);
        }
        self.call(OPTIONS, &[position], |options| {
            let pairs = items(options).ok_or_else(|| {
                format!("{}, not a list of (move, position) pairs", shown(options))
            })?;
            at_most_moves(pairs.len())?;
            let mut left = self.budget.bytes;
            pairs
                .iter()
                .map(|&pair| match items(pair) {
                    Some(&[mv, after]) => {
                        Ok((self.bytes(mv, &mut left)?, self.bytes(after, &mut left)?))
                    }
                    _ => Err(format!("{}, not a pair (move, position)", shown(pair))),
                })
                .collect()
        })
    }
    fn expand_each(
        &self,
        positions: &[Box<[u8]>],
        meanwhile: &mut dyn FnMut(),
    ) -> Vec<ExpandResult<Self>> {
        expand_on_cores(self, positions, self.threads, meanwhile)
    }
    fn outcome(&self, position: &Box<[u8]>) -> Result<Option<Outcome>, RulesError> {
        if self.functions[OUTCOME].is_none() {
            return Ok(None);
        }
        self.call(OUTCOME, &[position], |said| {
            if said.is_none() {
                return Ok(None);
            }
            match (said.unpack_str(), said.get_type()) {
                (Some("win"), _) => Ok(Some(Outcome::Win)),
                (Some("loss"), _) => Ok(Some(Outcome::Loss)),
                (Some("draw"), _) => Ok(Some(Outcome::Draw)),
                (None, "int") => match i64::unpack_value(said) {
                    Ok(Some(points)) => Ok(Some(Outcome::Points(points))),
                    _ => Err(format!("{}, points past 64 bits", shown(said))),
                },
                _ => Err(format!(
                    "{}: it gives None while the game goes on, otherwise \"win\", \"loss\" or \
                     \"draw\" for the player to move, or a whole number of points",
                    shown(said)
                )),
            }
        })
    }
    fn scored(&self) -> bool {
        self.functions[SCORE].is_some()
    }
    fn score(&self, position: &Box<[u8]>, mv: &Box<[u8]>) -> Result<i64, RulesError> {
        self.call(SCORE, &[position, mv], |points| {
            match (points.get_type(), i64::unpack_value(points)) {
                ("int", Ok(Some(points))) => Ok(points),
                _ => Err(format!(
                    "{}: the points a move scores are a whole number of at most 64 bits",
                    shown(points)
                )),
            }
        })
    }
    fn show(&self, position: &Box<[u8]>) -> Result<String, RulesError> {
        if self.functions[SHOW].is_some() {
            return self.call(SHOW, &[position], |text| {
                Ok(text
                    .unpack_str()
                    .map_or_else(|| text.to_str(), str::to_owned))
            });
        }
        match self.grid(position)? {
            Some(rows) => Ok(crate::engine::rules::grid_text(&rows)),
            None => Ok(decoded(position).to_string()),
        }
    }
    fn grid(&self, position: &Box<[u8]>) -> Result<Option<Vec<Vec<String>>>, RulesError> {
        if self.functions[GRID].is_none() {
            return Ok(None);
        }
        self.call(GRID, &[position], |rows| {
            if rows.is_none() {
                return Ok(None);
            }
            let cell = |cell: Value<'_>| -> String {
                let text = match cell.unpack_str() {
                    Some(text) => text.to_owned(),
                    None if cell.is_none() => String::new(),
                    None => cell.to_str(),
                };
                text.chars()
                    .take(crate::games::own_game::CELL_MOST)
                    .collect()
            };
            let row = |row: Value<'_>| -> Result<Vec<String>, String> {
                if let Some(text) = row.unpack_str() {
                    return Ok(text.chars().map(String::from).collect());
                }
                items(row)
                    .map(|cells| cells.iter().map(|&c| cell(c)).collect())
                    .ok_or_else(|| format!("a row {}, not a list of cells", shown(row)))
            };
            let rows = items(rows).ok_or_else(|| format!("{}, not a list of rows", shown(rows)))?;
            rows.iter()
                .map(|&r| row(r))
                .collect::<Result<Vec<_>, _>>()
                .map(Some)
        })
    }
    fn move_text(&self, _position: &Box<[u8]>, mv: &Box<[u8]>) -> Result<String, RulesError> {
        Ok(match decoded(mv) {
            Plain::Str(text) => text,
            other => other.to_string(),
        })
    }
}

#[cfg(test)]
mod encoding_tests {
    use super::*;
    use proptest::prelude::*;

    /// The plain values a rules file gives: no frozen sets, no integers
    /// past 64 bits.
    fn given() -> impl Strategy<Value = Plain> {
        crate::engine::rules::plain::arbitrary(false)
    }

    proptest! {
        /// Bytes to a Starlark value and back are the same bytes, and the
        /// same value as `Plain` reads them: the walk's encoding, written
        /// straight from Starlark's values.
        #[test]
        fn bytes_read_into_starlark_and_written_back_are_the_same(value in given()) {
            let bytes = value.to_bytes();
            let module = Module::new();
            let mut at = 0;
            let read = decode(module.heap(), &bytes, &mut at);
            prop_assert_eq!(at, bytes.len());
            let mut written = Vec::new();
            encode(read, &mut written, 0, usize::MAX).unwrap();
            prop_assert_eq!(&written[..], &bytes[..]);
            prop_assert_eq!(Plain::decode(&written), Some(value));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Value;
    use crate::engine::rules::{Limits, walk};

    fn example(name: &str) -> String {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../examples")
            .join(name);
        std::fs::read_to_string(path).expect("an example rules file")
    }

    fn solved(text: &str) -> Result<(usize, Value), RulesError> {
        solved_within(text, Budget::DEFAULT)
    }

    fn solved_within(text: &str, budget: Budget) -> Result<(usize, Value), RulesError> {
        let rules = RulesFile::parse("test.star", text, budget)?;
        let walked = walk(&rules, Limits::default()).map_err(|error| match error {
            crate::engine::rules::WalkError::Rules(error) => error,
            other => RulesError::new(other.to_string()),
        })?;
        let solved = walked.solve().expect("a game that ends");
        Ok((solved.positions(), solved.value(0)))
    }

    #[test]
    fn the_examples_solve() {
        // 21 counters, take 1 to 3: the first player leaves a multiple of 4.
        assert_eq!(
            solved(&example("take-away.star")).unwrap(),
            (22, Value::Win { moves: 11 })
        );
        assert_eq!(
            solved(&example("tic-tac-toe.star")).unwrap(),
            (5478, Value::Draw)
        );
        // Kalah on small boards, as Kalah played out on the whole board
        // says (python/tests/test_own_game.py has that third solver).
        for (pits, seeds, margin) in [(2, 2, -2), (3, 2, 4), (2, 3, -2)] {
            let (_, value) = solved(&kalah(pits, seeds)).unwrap();
            assert_eq!(value, Value::Margin(margin), "Kalah {pits} × {seeds}");
        }
    }

    /// Refused within a small budget: a test in a debug build runs
    /// Starlark slowly.
    fn refused(text: &str) -> String {
        let budget = Budget {
            statements: 20_000,
            bytes: 4 << 20,
        };
        solved_within(text, budget).unwrap_err().to_string()
    }

    #[test]
    fn hostile_rules_are_refused_with_their_place() {
        assert!(
            refused("def start(:\n    return 1\n").starts_with("line 1, column 11:"),
            "{}",
            refused("def start(:\n")
        );
        assert_eq!(
            refused("def start():\n    return 2 ** 8\n"),
            "line 2, column 14: Parse error: unexpected symbol '**' here"
        );
        assert_eq!(
            refused("def start():\n    return 1\n"),
            "the rules define no function `moves`: a game needs def moves(position):"
        );
        assert_eq!(
            refused("start = 1\ndef moves(p):\n    return []\ndef play(p, m):\n    return p\n"),
            "`start` is a int, not a function: def start(…):"
        );
        let game = |body: &str| {
            format!("def start():\n    return 0\ndef play(p, m):\n    return p + 1\n{body}")
        };
        let long = refused(&game(
            "def moves(p):\n    n = 0\n    for i in range(1000):\n        for j in range(1000):\n            n += j\n    return []\n",
        ));
        assert!(
            long.contains("moves(0): ran more than 20000 statements"),
            "{long}"
        );
        assert!(long.starts_with("line 9, column 13: "), "{long}");
        let huge = refused(&game(
            "def moves(p):\n    x = [0] * 1000\n    for i in range(10000):\n        x = x + [i]\n    return []\n",
        ));
        assert!(huge.contains("held more than 4 MiB"), "{huge}");
        // At the bounds of its shape a file is read; past them, refused
        // before Starlark's parser, which recursed once a level and
        // overflowed the stack at ten thousand.
        let chained = |n: usize| {
            game(&format!(
                "def moves(p):\n    x = 0{}\n    return []\n",
                "+1".repeat(n)
            ))
        };
        assert!(solved_within(&chained(shape::LONGEST_CHAIN), Budget::DEFAULT).is_ok());
        assert!(
            refused(&chained(10_000)).starts_with("line 6, column 1010: a statement that chains"),
            "{}",
            refused(&chained(10_000))
        );
        let deep = |n: usize| {
            game(&format!(
                "def moves(p):\n    x = {}{}\n    return []\n",
                "[".repeat(n),
                "]".repeat(n)
            ))
        };
        assert!(solved_within(&deep(shape::DEEPEST_BRACKETS), Budget::DEFAULT).is_ok());
        assert!(refused(&deep(10_000)).contains("brackets nested more than 50 deep"));
        let float = refused(&game("def moves(p):\n    return [0.5]\n"));
        assert!(float.contains("moves(0) gave 0.5, a float"), "{float}");
        let raised = refused(&game("def moves(p):\n    return [1 // 0]\n"));
        assert!(
            raised.starts_with("line 6, column 13: moves(0): "),
            "{raised}"
        );
        let many = solved_within(
            &game("def moves(p):\n    return list(range(1000000))\n"),
            Budget::DEFAULT,
        )
        .unwrap_err()
        .to_string();
        assert!(
            many.contains("moves(0) gave 1000000 moves: a position may have at most 100000"),
            "{many}"
        );
        // A few kilobytes of heap that stand for gigabytes written out:
        // a list that holds one list a thousand times, three deep.
        let shared = refused(
            "def start():\n    a = [0] * 1000\n    b = [a] * 1000\n    return [b] * 1000\n\
             def moves(p):\n    return []\ndef play(p, m):\n    return p\n",
        );
        assert_eq!(
            shared,
            "start() gave positions and moves of more than 4 MiB written out (a list that \
             holds the same list many times?)"
        );
        let many_shared = refused(&game(
            "def moves(p):\n    a = [0] * 1000\n    return [[a] * 100] * 1000\n",
        ));
        assert!(
            many_shared.contains("moves(0) gave positions and moves of more than 4 MiB"),
            "{many_shared}"
        );
        let scalar = refused(&game("def moves(p):\n    return 3\n"));
        assert!(
            scalar.contains("moves(0) gave 3, not a list of moves"),
            "{scalar}"
        );
    }

    /// Kalah as `examples/kalah.star` writes it, with fewer pits and seeds.
    fn kalah(pits: usize, seeds: usize) -> String {
        example("kalah.star")
            .replace("PITS = 4", &format!("PITS = {pits}"))
            .replace("SEEDS = 3", &format!("SEEDS = {seeds}"))
    }

    #[test]
    fn kalahs_options_are_its_moves_and_plays() {
        // The walk asks `options` alone; `moves` and `play` are what play
        // uses. They must agree at every position.
        let rules = RulesFile::parse("kalah.star", &kalah(3, 2), Budget::DEFAULT).unwrap();
        let walked = walk(&rules, Limits::default()).unwrap();
        assert_eq!(walked.positions(), 2_279);
        let store = walked.store();
        let mut compound = 0;
        for index in 0..walked.positions() as u32 {
            use crate::engine::rules::PositionStore;
            let position = store.get(index);
            if rules.outcome(&position).unwrap().is_some() {
                continue;
            }
            let options = rules.options(&position).unwrap();
            let moves = rules.moves(&position).unwrap();
            assert_eq!(options.len(), moves.len());
            for ((mv, after), listed) in options.iter().zip(&moves) {
                assert_eq!(mv, listed);
                assert_eq!(after, &rules.play(&position, mv).unwrap());
                compound += usize::from(decoded(mv).to_string().contains(','));
            }
        }
        assert!(compound > 100, "{compound} compound moves");
    }

    #[test]
    fn a_rules_file_walked_on_several_threads_is_walked_as_on_one() {
        let text = kalah(3, 2);
        let graph = |threads: usize| {
            let rules = RulesFile::parse("kalah.star", &text, Budget::DEFAULT)
                .unwrap()
                .on_threads(threads);
            let walked = walk(&rules, Limits::default()).unwrap();
            let store = walked.store();
            (0..walked.positions() as u32)
                .map(|p| {
                    use crate::engine::rules::PositionStore;
                    (store.get(p), walked.children(p).collect::<Vec<_>>())
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(graph(1), graph(3));
    }

    #[test]
    fn options_that_are_not_pairs_are_refused() {
        let game = |options: &str| {
            format!(
                "def start():\n    return 0\ndef moves(p):\n    return [1]\n\
                 def play(p, m):\n    return p + 1\ndef options(p):\n    return {options}\n"
            )
        };
        assert!(
            refused(&game("3")).contains("options(0) gave 3, not a list of (move, position) pairs"),
            "{}",
            refused(&game("3"))
        );
        assert!(
            refused(&game("[(1, 2, 3)]"))
                .contains("options(0) gave (1, 2, 3), not a pair (move, position)"),
            "{}",
            refused(&game("[(1, 2, 3)]"))
        );
        assert!(refused(&game("[(1, 0.5)]")).contains("0.5, a float"));
        // A file's own options, walked in place of moves and play.
        let solved = solved(&game("[(1, p + 1)] if p < 9 else []")).unwrap();
        assert_eq!(solved, (10, Value::Win { moves: 9 }));
    }
}
