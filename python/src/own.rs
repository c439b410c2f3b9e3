//! A game defined in Python, walked and solved natively: the Python side of
//! the rules protocol ([`rules`]). The engine calls the game's `start`,
//! `moves`, `play`, and `outcome` and `score` where it has them; each
//! position is encoded once into bytes and interned ([`rules::Packed`]), so
//! nothing but the game's own functions runs in Python.
//!
//! A position is an integer, a string, `None`, `True` or `False`, or a
//! tuple, list or frozenset of them: what can be compared and hashed the
//! same way in every language the protocol is written in. Anything else is
//! refused with the function and the position that gave it.

use std::cell::{Cell, RefCell};
use std::sync::{Arc, Mutex};

use optimal_play::engine::picture::Scene;
use optimal_play::engine::rules::plain::{
    BIG_INT, FALSE, FROZENSET, INT, LIST, NONE, STR, TRUE, TUPLE, read_varint, write_int,
    write_text, write_varint as varint,
};
use optimal_play::engine::rules::{
    self, Limits, Outcome, Packed, PositionStore, Rules, Solved, WalkError, options_by_playing,
};
use optimal_play::engine::{Notation, Player, Value, drawing};
use optimal_play::erased::{
    SessionOptions, new_session, optimal_line, walkthrough, write_walkthrough_with_positions,
};
use optimal_play::games::own_game::{CELL_MOST, Describe, GRID_MOST, OwnGame};
use optimal_play::play::Opponent;
use optimal_play::rules_file::{Budget, RulesFile};
use pyo3::call::PyCallArgs;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFrozenSet, PyInt, PyList, PyString, PyTuple};

use crate::{NativeLine, NativeSession, OptimalPlayError, json, refused};

/// How deep a position may nest tuples in tuples.
const DEEPEST: usize = 64;

/// Why a value is not a position: its `repr` and type.
struct NotAPosition(String);

/// Appends `value`'s encoding to `out`.
fn encode(value: &Bound<'_, PyAny>, out: &mut Vec<u8>, depth: usize) -> Result<(), NotAPosition> {
    let refuse = |value: &Bound<'_, PyAny>| {
        let shown = value
            .repr()
            .map_or_else(|_| "?".to_owned(), |repr| repr.to_string());
        let kind = value
            .get_type()
            .name()
            .map_or_else(|_| "?".to_owned(), |n| n.to_string());
        NotAPosition(format!("{shown}, a {kind}"))
    };
    if depth > DEEPEST {
        return Err(NotAPosition(format!(
            "a value nested more than {DEEPEST} deep"
        )));
    }
    if value.is_none() {
        out.push(NONE);
    } else if let Ok(flag) = value.cast::<PyBool>() {
        out.push(if flag.is_true() { TRUE } else { FALSE });
    } else if let Ok(int) = value.cast::<PyInt>() {
        match int.extract::<i64>() {
            Ok(n) => write_int(out, n),
            Err(_) => {
                let digits = int.str().map_err(|_| refuse(value))?.to_string();
                write_text(out, BIG_INT, &digits);
            }
        }
    } else if let Ok(text) = value.cast::<PyString>() {
        let text = text.to_cow().map_err(|_| refuse(value))?;
        write_text(out, STR, &text);
    } else if let Ok(tuple) = value.cast::<PyTuple>() {
        out.push(TUPLE);
        varint(out, tuple.len() as u64);
        for item in tuple.iter() {
            encode(&item, out, depth + 1)?;
        }
    } else if let Ok(list) = value.cast::<PyList>() {
        out.push(LIST);
        varint(out, list.len() as u64);
        for item in list.iter() {
            encode(&item, out, depth + 1)?;
        }
    } else if let Ok(set) = value.cast::<PyFrozenSet>() {
        // In a canonical order, so that equal sets are equal bytes.
        let mut items = Vec::with_capacity(set.len());
        for item in set.iter() {
            let mut bytes = Vec::new();
            encode(&item, &mut bytes, depth + 1)?;
            items.push(bytes);
        }
        items.sort_unstable();
        out.push(FROZENSET);
        varint(out, items.len() as u64);
        items.iter().for_each(|bytes| out.extend_from_slice(bytes));
    } else {
        return Err(refuse(value));
    }
    Ok(())
}

/// The value `bytes[*at..]` encodes, as a Python object: bytes this
/// module encoded.
fn decode<'py>(py: Python<'py>, bytes: &[u8], at: &mut usize) -> PyResult<Bound<'py, PyAny>> {
    let tag = bytes[*at];
    *at += 1;
    let read_varint = |bytes, at: &mut usize| read_varint(bytes, at).expect("encoded here");
    let items = |at: &mut usize| -> PyResult<Vec<Bound<'py, PyAny>>> {
        let len = read_varint(bytes, at) as usize;
        (0..len).map(|_| decode(py, bytes, at)).collect()
    };
    Ok(match tag {
        0..=0x7F => tag.into_pyobject(py)?.into_any(),
        INT => {
            let zigzag = read_varint(bytes, at);
            (((zigzag >> 1) as i64) ^ -((zigzag & 1) as i64))
                .into_pyobject(py)?
                .into_any()
        }
        STR | BIG_INT => {
            let len = read_varint(bytes, at) as usize;
            let text = std::str::from_utf8(&bytes[*at..*at + len]).expect("encoded from a str");
            *at += len;
            let text = PyString::new(py, text).into_any();
            match tag {
                STR => text,
                _ => py.get_type::<PyInt>().call1((text,))?,
            }
        }
        TUPLE => PyTuple::new(py, items(at)?)?.into_any(),
        LIST => PyList::new(py, items(at)?)?.into_any(),
        FROZENSET => PyFrozenSet::new(py, &items(at)?)?.into_any(),
        NONE => py.None().into_bound(py),
        FALSE => PyBool::new(py, false).to_owned().into_any(),
        _ => PyBool::new(py, true).to_owned().into_any(),
    })
}

/// A position as a Python object.
fn to_python<'py>(py: Python<'py>, bytes: &[u8]) -> PyResult<Bound<'py, PyAny>> {
    decode(py, bytes, &mut 0)
}

/// A Python object as a position's bytes, or why it is not one.
fn to_bytes(value: &Bound<'_, PyAny>) -> Result<Box<[u8]>, NotAPosition> {
    let mut out = Vec::new();
    encode(value, &mut out, 0)?;
    Ok(out.into())
}

/// `repr(value)`, for messages.
fn shown(value: &Bound<'_, PyAny>) -> String {
    value
        .repr()
        .map_or_else(|_| "?".to_owned(), |repr| repr.to_string())
}

/// A position's bytes and its Python object.
type Decoded<'py> = (Box<[u8]>, Bound<'py, PyAny>);

/// A Python game's functions, as the engine calls them.
struct PythonRules<'py> {
    py: Python<'py>,
    start: Bound<'py, PyAny>,
    moves: Bound<'py, PyAny>,
    play: Bound<'py, PyAny>,
    outcome: Option<Bound<'py, PyAny>>,
    score: Option<Bound<'py, PyAny>>,
    options: Option<Bound<'py, PyAny>>,
    /// The position last decoded: the walk asks about one position many
    /// times in a row (`outcome`, `moves`, then `play` and `score` for each
    /// move).
    last: RefCell<Option<Decoded<'py>>>,
    /// Where a position is encoded before it is copied out at its size: one
    /// allocation a position.
    buffer: RefCell<Vec<u8>>,
    calls: Cell<u32>,
}

impl<'py> PythonRules<'py> {
    fn new(game: Bound<'py, PyAny>) -> PyResult<Self> {
        let py = game.py();
        let optional = |name: &str| game.getattr(name).ok().filter(|found| found.is_callable());
        let needed = |name: &str| {
            optional(name).ok_or_else(|| {
                PyTypeError::new_err(format!(
                    "a game needs a method {name}(): see help(optimal_play.own)"
                ))
            })
        };
        Ok(PythonRules {
            py,
            start: needed("start")?,
            moves: needed("moves")?,
            play: needed("play")?,
            outcome: optional("outcome"),
            score: optional("score"),
            options: optional("options"),
            last: RefCell::new(None),
            buffer: RefCell::new(Vec::new()),
            calls: Cell::new(0),
        })
    }

    /// The Python object of `position`, decoded once in a row.
    fn object(&self, position: &[u8]) -> PyResult<Bound<'py, PyAny>> {
        let mut last = self.last.borrow_mut();
        if let Some((bytes, object)) = &*last
            && **bytes == *position
        {
            return Ok(object.clone());
        }
        let object = to_python(self.py, position)?;
        *last = Some((position.into(), object.clone()));
        Ok(object)
    }

    /// Calls `function` of the game with `args`; what it raised names the
    /// call, and Ctrl-C is looked at every few thousand calls.
    fn call(
        &self,
        function: &str,
        callable: &Bound<'py, PyAny>,
        args: impl PyCallArgs<'py>,
        shown_args: impl FnOnce() -> String,
    ) -> PyResult<Bound<'py, PyAny>> {
        let calls = self.calls.get().wrapping_add(1);
        self.calls.set(calls);
        if calls % 4096 == 0 {
            self.py.check_signals()?;
        }
        callable.call1(args).map_err(|raised| {
            let error = OptimalPlayError::new_err(format!(
                "{function}({}) raised {}",
                shown_args(),
                shown_error(self.py, &raised)
            ));
            error.set_cause(self.py, Some(raised));
            error
        })
    }

    /// `value` as a position's bytes, or an error naming the call that gave it.
    fn position(
        &self,
        value: &Bound<'py, PyAny>,
        call: impl FnOnce() -> String,
    ) -> PyResult<Box<[u8]>> {
        let mut buffer = self.buffer.borrow_mut();
        buffer.clear();
        match encode(value, &mut buffer, 0) {
            Ok(()) => Ok(Box::from(&buffer[..])),
            Err(NotAPosition(why)) => Err(OptimalPlayError::new_err(format!(
                "{} gave {why}: a position is an integer, a string, None, True or False, \
                 or a tuple, list or frozenset of them",
                call()
            ))),
        }
    }
}

/// `ValueError: what it said`.
fn shown_error(py: Python<'_>, raised: &PyErr) -> String {
    let kind = raised
        .get_type(py)
        .name()
        .map_or_else(|_| "an error".to_owned(), |n| n.to_string());
    format!("{kind}: {}", raised.value(py))
}

impl<'py> Rules for PythonRules<'py> {
    type Position = Box<[u8]>;
    type Move = Bound<'py, PyAny>;
    type Error = PyErr;

    fn start(&self) -> PyResult<Box<[u8]>> {
        let start = self.call("start", &self.start, (), String::new)?;
        self.position(&start, || "start()".to_owned())
    }
    fn moves(&self, position: &Box<[u8]>) -> PyResult<Vec<Bound<'py, PyAny>>> {
        let object = self.object(position)?;
        let moves = self.call("moves", &self.moves, (&object,), || shown(&object))?;
        let listed = moves.try_iter().map_err(|_| {
            OptimalPlayError::new_err(format!(
                "moves({}) gave {}, not a list of moves",
                shown(&object),
                shown(&moves)
            ))
        })?;
        listed.collect()
    }
    fn play(&self, position: &Box<[u8]>, mv: &Bound<'py, PyAny>) -> PyResult<Box<[u8]>> {
        let object = self.object(position)?;
        let after = self.call("play", &self.play, (&object, mv), || {
            format!("{}, {}", shown(&object), shown(mv))
        })?;
        self.position(&after, || {
            format!("play({}, {})", shown(&object), shown(mv))
        })
    }
    fn options(&self, position: &Box<[u8]>) -> PyResult<Vec<(Bound<'py, PyAny>, Box<[u8]>)>> {
        let Some(options) = &self.options else {
            return options_by_playing(self, position);
        };
        let object = self.object(position)?;
        let given = self.call("options", options, (&object,), || shown(&object))?;
        let call = || format!("options({})", shown(&object));
        let listed = given.try_iter().map_err(|_| {
            OptimalPlayError::new_err(format!(
                "{} gave {}, not a list of (move, position) pairs",
                call(),
                shown(&given)
            ))
        })?;
        let mut pairs = Vec::new();
        for pair in listed {
            let pair = pair?;
            let not_a_pair = || {
                OptimalPlayError::new_err(format!(
                    "{} gave {}, not a pair (move, position)",
                    call(),
                    shown(&pair)
                ))
            };
            let items: Vec<Bound<'py, PyAny>> = match pair.try_iter() {
                Ok(items) if !pair.is_instance_of::<PyString>() => {
                    items.take(3).collect::<PyResult<_>>()?
                }
                _ => return Err(not_a_pair()),
            };
            let [mv, after] =
                <[Bound<'py, PyAny>; 2]>::try_from(items).map_err(|_| not_a_pair())?;
            let after = self.position(&after, call)?;
            pairs.push((mv, after));
        }
        Ok(pairs)
    }
    fn outcome(&self, position: &Box<[u8]>) -> PyResult<Option<Outcome>> {
        let Some(outcome) = &self.outcome else {
            return Ok(None);
        };
        let object = self.object(position)?;
        let said = self.call("outcome", outcome, (&object,), || shown(&object))?;
        if said.is_none() {
            return Ok(None);
        }
        if let Ok(word) = said.cast::<PyString>() {
            match word.to_cow()?.as_ref() {
                "win" => return Ok(Some(Outcome::Win)),
                "loss" => return Ok(Some(Outcome::Loss)),
                "draw" => return Ok(Some(Outcome::Draw)),
                _ => {}
            }
        } else if !said.is_instance_of::<PyBool>()
            && let Ok(points) = said.extract::<i64>()
        {
            return Ok(Some(Outcome::Points(points)));
        }
        Err(OptimalPlayError::new_err(format!(
            "outcome({}) gave {}: it gives None while the game goes on, otherwise \
             \"win\", \"loss\" or \"draw\" for the player to move, or a whole number of points",
            shown(&object),
            shown(&said)
        )))
    }
    fn scored(&self) -> bool {
        self.score.is_some()
    }
    fn score(&self, position: &Box<[u8]>, mv: &Bound<'py, PyAny>) -> PyResult<i64> {
        let score = self
            .score
            .as_ref()
            .expect("asked only of a game with scores");
        let object = self.object(position)?;
        let call = || format!("{}, {}", shown(&object), shown(mv));
        let points = self.call("score", score, (&object, mv), call)?;
        if points.is_instance_of::<PyBool>() {
            return Err(not_points(&call(), &points));
        }
        points
            .extract::<i64>()
            .map_err(|_| not_points(&call(), &points))
    }
}

fn not_points(call: &str, points: &Bound<'_, PyAny>) -> PyErr {
    OptimalPlayError::new_err(format!(
        "score({call}) gave {}: the points a move scores are a whole number of at most 64 bits",
        shown(points)
    ))
}

/// A value as the fields of the package's `Result`.
fn value_fields<'py>(py: Python<'py>, value: Value) -> PyResult<Bound<'py, PyDict>> {
    let fields = PyDict::new(py);
    match value {
        Value::Margin(margin) => fields.set_item("margin", margin)?,
        Value::Draw => fields.set_item("outcome", "draw")?,
        Value::Win { moves } | Value::Loss { moves } => {
            fields.set_item("outcome", if value.is_win() { "win" } else { "loss" })?;
            fields.set_item("moves", moves)?;
        }
        Value::Winning => fields.set_item("outcome", "win")?,
        Value::Losing => fields.set_item("outcome", "loss")?,
    }
    Ok(fields)
}

/// What people read of a Python game: each move as `str(move)`, the
/// position as `show(position)` (its `repr` without one), and
/// `grid(position)` where the game has it. What a function raised at play
/// is shown in place of the text, since the game was walked already.
struct PythonDescribe {
    moves: Py<PyAny>,
    show: Option<Py<PyAny>>,
    grid: Option<Py<PyAny>>,
}

impl PythonDescribe {
    fn new(game: &Bound<'_, PyAny>) -> PyResult<Self> {
        let optional = |name: &str| {
            (game.getattr(name).ok())
                .filter(|found| found.is_callable())
                .map(Bound::unbind)
        };
        Ok(PythonDescribe {
            moves: game.getattr("moves")?.unbind(),
            show: optional("show"),
            grid: optional("grid"),
        })
    }
}

/// A cell of a grid as text: a string as it is, `None` empty, anything
/// else its `str`.
fn cell_text(cell: &Bound<'_, PyAny>) -> PyResult<String> {
    if cell.is_none() {
        return Ok(String::new());
    }
    let text = match cell.cast::<PyString>() {
        Ok(text) => text.to_cow()?.into_owned(),
        Err(_) => cell.str()?.to_string(),
    };
    Ok(text.chars().take(CELL_MOST).collect())
}

impl Describe<Box<[u8]>> for PythonDescribe {
    fn move_texts(&self, position: &Box<[u8]>) -> Vec<String> {
        Python::attach(|py| -> PyResult<Vec<String>> {
            let object = to_python(py, position)?;
            let moves = self.moves.bind(py).call1((object,))?;
            (moves.try_iter()?)
                .map(|mv| Ok(mv?.str()?.to_string()))
                .collect()
        })
        .unwrap_or_default()
    }
    fn show(&self, position: &Box<[u8]>) -> String {
        Python::attach(|py| -> PyResult<String> {
            let object = to_python(py, position)?;
            Ok(match &self.show {
                Some(show) => show.bind(py).call1((object,))?.str()?.to_string(),
                None => object.repr()?.to_string(),
            })
        })
        .unwrap_or_else(|raised| format!("(show raised {raised})"))
    }
    fn grid(&self, position: &Box<[u8]>) -> Option<Vec<Vec<String>>> {
        let grid = self.grid.as_ref()?;
        Python::attach(|py| -> PyResult<Option<Vec<Vec<String>>>> {
            let object = to_python(py, position)?;
            let rows = grid.bind(py).call1((object,))?;
            let mut drawn = Vec::new();
            for row in rows.try_iter()? {
                let row = row?;
                let cells: Vec<String> = match row.cast::<PyString>() {
                    // A row given as one string is a cell a character.
                    Ok(text) => text.to_cow()?.chars().map(String::from).collect(),
                    Err(_) => (row.try_iter()?)
                        .map(|cell| cell_text(&cell?))
                        .collect::<PyResult<_>>()?,
                };
                if drawn.len() == GRID_MOST || cells.len() > GRID_MOST {
                    return Ok(None);
                }
                drawn.push(cells);
            }
            Ok(Some(drawn))
        })
        .ok()
        .flatten()
    }
}

/// A Python game walked and solved: its positions numbered from 0 (the
/// start), each position's value, and its moves as the positions they lead
/// to, in the game's order; and as an ordinary game of the library
/// ([`OwnGame`]), the play session, optimal line, explanation and pictures
/// of every built-in game.
#[pyclass(module = "optimal_play._native", frozen)]
pub struct NativeSolution {
    solved: Arc<Solved<Packed>>,
    describe: Arc<Described>,
}

/// What people read of a game: a Python game's own functions, or a rules
/// file's.
enum Described {
    Python(PythonDescribe),
    Rules(RulesFile),
}

impl Describe<Box<[u8]>> for Described {
    fn move_texts(&self, position: &Box<[u8]>) -> Vec<String> {
        match self {
            Described::Python(python) => python.move_texts(position),
            Described::Rules(rules) => Describe::move_texts(rules, position),
        }
    }
    fn show(&self, position: &Box<[u8]>) -> String {
        match self {
            Described::Python(python) => python.show(position),
            Described::Rules(rules) => Describe::show(rules, position),
        }
    }
    fn grid(&self, position: &Box<[u8]>) -> Option<Vec<Vec<String>>> {
        match self {
            Described::Python(python) => python.grid(position),
            Described::Rules(rules) => Describe::grid(rules, position),
        }
    }
}

/// A Python game, or a rules file's, as an ordinary game of the library.
type PythonGame = OwnGame<Box<[u8]>, Packed, Described>;

/// Walks every position of `rules` and solves them all; what a rule raised
/// is `raised`'s error.
fn walk_and_solve<R: Rules<Position = Box<[u8]>, Error: std::fmt::Display>>(
    rules: &R,
    limits: Limits,
    raised: impl Fn(R::Error) -> PyErr,
) -> PyResult<Solved<Packed>> {
    let walked =
        rules::walk_into(rules, Packed::default(), limits).map_err(|error| match error {
            WalkError::Rules(error) => raised(error),
            WalkError::Positions(limit) => OptimalPlayError::new_err(format!(
                "the game has more than {limit} positions; solve_game(game, limit=N) walks further"
            )),
            WalkError::Moves(limit) => OptimalPlayError::new_err(format!(
                "the game has more than {limit} moves; solve_game(game, move_limit=N) walks further"
            )),
            other => OptimalPlayError::new_err(other.to_string()),
        })?;
    walked.solve().map_err(|unsolved| {
        let shown = |position| shown_position(&unsolved.walked, position);
        OptimalPlayError::new_err(match unsolved.error {
            WalkError::Cycle(position) => format!(
                "play can go round for ever (position {} can come back), and a game with \
                 scores must always end",
                shown(position)
            ),
            WalkError::ScoredEnd { position, outcome } => format!(
                "outcome({}) gave \"{outcome}\", but the game scores points: its ends are \
                 a number of points or \"draw\"",
                shown(position)
            ),
            other => other.to_string(),
        })
    })
}

#[pymethods]
impl NativeSolution {
    /// Walks every position of `game` reachable from its start, natively,
    /// and solves them all.
    #[new]
    #[pyo3(signature = (game, limit, move_limit))]
    fn new(game: Bound<'_, PyAny>, limit: usize, move_limit: usize) -> PyResult<Self> {
        let rules = PythonRules::new(game.clone())?;
        let limits = Limits {
            positions: limit,
            moves: move_limit,
        };
        let solved = walk_and_solve(&rules, limits, |raised| raised)?;
        drop(rules);
        Ok(NativeSolution {
            solved: Arc::new(solved),
            describe: Arc::new(Described::Python(PythonDescribe::new(&game)?)),
        })
    }

    /// Reads the rules file `text` (Starlark), walks every position
    /// reachable from its start and solves them all.
    #[staticmethod]
    #[pyo3(signature = (text, limit, move_limit))]
    fn from_rules(text: &str, limit: usize, move_limit: usize) -> PyResult<Self> {
        let rules = RulesFile::parse("rules", text, Budget::DEFAULT).map_err(refused)?;
        let limits = Limits {
            positions: limit,
            moves: move_limit,
        };
        let solved = walk_and_solve(&rules, limits, refused)?;
        Ok(NativeSolution {
            solved: Arc::new(solved),
            describe: Arc::new(Described::Rules(rules)),
        })
    }

    /// The moves at `index` as a rules file lists them (its plain values as
    /// Python's), or `None` for a Python game, whose own `moves` lists
    /// them.
    fn rule_moves<'py>(
        &self,
        py: Python<'py>,
        index: u32,
    ) -> PyResult<Option<Vec<Bound<'py, PyAny>>>> {
        let Described::Rules(rules) = &*self.describe else {
            return Ok(None);
        };
        let index = self.checked(index)?;
        if self.solved.walked().end(index).is_some() {
            return Ok(Some(Vec::new()));
        }
        let position = self.solved.walked().store().get(index);
        let moves = rules.moves(&position).map_err(refused)?;
        moves
            .iter()
            .map(|mv| to_python(py, mv))
            .collect::<PyResult<_>>()
            .map(Some)
    }

    /// A game against the engine from the position numbered `start`, the
    /// person in `seat` (`first` or `second`).
    #[pyo3(signature = (start=0, seat="first", opponent="perfect", skill=None, seed=None))]
    fn session(
        &self,
        start: u32,
        seat: &str,
        opponent: &str,
        skill: Option<f64>,
        seed: Option<u64>,
    ) -> PyResult<NativeSession> {
        let seat = match seat {
            "first" | "1" => Player::First,
            "second" | "2" => Player::Second,
            _ => {
                return Err(refused(format!(
                    "no seat `{seat}`: expected first or second"
                )));
            }
        };
        let options = SessionOptions {
            seat,
            opponent: Opponent::named(opponent, skill, seed.is_some()).map_err(refused)?,
            seed,
        };
        let game = self.game(start)?;
        let oracle = game.oracle();
        Ok(NativeSession {
            session: Mutex::new(new_session(game, oracle, options)),
        })
    }

    /// The optimal line from the position numbered `start`, at most
    /// `steps` moves.
    #[pyo3(signature = (start=0, steps=1000))]
    fn optimal_line(&self, start: u32, steps: usize) -> PyResult<NativeLine> {
        let game = self.game(start)?;
        let oracle = game.oracle();
        let mut session = new_session(game, oracle, SessionOptions::default());
        Ok(NativeLine {
            line: optimal_line(session.as_mut(), steps),
        })
    }

    /// The optimal play from the position numbered `start` explained, each
    /// position shown, as text, or as JSON when `as_json`.
    #[pyo3(signature = (start=0, as_json=false, steps=1000))]
    fn explain(&self, start: u32, as_json: bool, steps: usize) -> PyResult<String> {
        let game = self.game(start)?;
        let walk = walkthrough(&game, &mut game.oracle(), steps);
        if as_json {
            return json(&walk);
        }
        let mut out = Vec::new();
        write_walkthrough_with_positions(&game, &walk, &mut out).map_err(refused)?;
        String::from_utf8(out).map_err(refused)
    }

    /// The position numbered `index` as SVG: its `grid`, or its text.
    fn svg(&self, index: u32) -> PyResult<String> {
        let game = self.game(index)?;
        let start = optimal_play::engine::Game::start(&game);
        Ok(drawing::draw(
            &Scene::None,
            &game.picture(&start),
            &game.position_text(&start),
            &[],
        ))
    }

    /// How many positions are reachable from the start.
    #[getter]
    fn positions(&self) -> usize {
        self.solved.positions()
    }

    /// How many moves, over all positions.
    #[getter]
    fn moves(&self) -> usize {
        self.solved.walked().moves()
    }

    /// Whether the game is scored.
    #[getter]
    fn scored(&self) -> bool {
        self.solved.walked().scored()
    }

    /// The number of `position`, or `None` when it is not reachable from
    /// the start.
    fn index(&self, position: &Bound<'_, PyAny>) -> PyResult<Option<u32>> {
        let bytes = to_bytes(position).map_err(|NotAPosition(why)| {
            PyTypeError::new_err(format!("{why} is not a position of the game"))
        })?;
        Ok(self.solved.walked().store().find(&bytes))
    }

    /// The position numbered `index`.
    fn position<'py>(&self, py: Python<'py>, index: u32) -> PyResult<Bound<'py, PyAny>> {
        to_python(
            py,
            self.solved.walked().store().position(self.checked(index)?),
        )
    }

    /// The value at `index`, as a `Result`'s fields.
    fn value<'py>(&self, py: Python<'py>, index: u32) -> PyResult<Bound<'py, PyDict>> {
        value_fields(py, self.solved.value(self.checked(index)?))
    }

    /// The positions the moves at `index` lead to, in the game's order,
    /// each with its points.
    fn children(&self, index: u32) -> PyResult<Vec<(u32, i64)>> {
        Ok(self
            .solved
            .walked()
            .children(self.checked(index)?)
            .collect())
    }

    /// What each move at `index` is worth to its mover, as `Result` fields.
    fn worths<'py>(&self, py: Python<'py>, index: u32) -> PyResult<Vec<Bound<'py, PyDict>>> {
        (self.solved.move_values(self.checked(index)?).into_iter())
            .map(|value| value_fields(py, value))
            .collect()
    }

    /// The optimal moves at `index`, as indices into its moves.
    fn best(&self, index: u32) -> PyResult<Vec<usize>> {
        Ok(self.solved.best_moves(self.checked(index)?))
    }

    /// The optimal line from `index`: `(move index, position after)` pairs.
    fn line(&self, index: u32) -> PyResult<Vec<(usize, u32)>> {
        Ok(self.solved.line(self.checked(index)?))
    }

    /// How the position at `index` ended, if its `outcome` said so.
    fn end(&self, index: u32) -> PyResult<Option<String>> {
        Ok(self
            .solved
            .walked()
            .end(self.checked(index)?)
            .map(|end| match end {
                Outcome::Points(points) => points.to_string(),
                word => word.to_string(),
            }))
    }
}

impl NativeSolution {
    fn game(&self, start: u32) -> PyResult<PythonGame> {
        let game = OwnGame::shared(Arc::clone(&self.solved), Arc::clone(&self.describe));
        Ok(game.starting_at(self.checked(start)?))
    }

    fn checked(&self, index: u32) -> PyResult<u32> {
        if (index as usize) < self.solved.positions() {
            Ok(index)
        } else {
            Err(OptimalPlayError::new_err(format!("no position {index}")))
        }
    }
}

/// A walked position as Python shows it, for messages.
fn shown_position(walked: &rules::Walked<Packed>, position: u32) -> String {
    Python::attach(|py| {
        to_python(py, walked.store().position(position))
            .map_or_else(|_| format!("#{position}"), |object| shown(&object))
    })
}
