//! The native half of the Python package `optimal_play`: every registered
//! game's `solve`, `explain`, `generate`, extras (`table`, `values`), play
//! session, optimal line and pictures (positions drawn as SVG by
//! [`drawing`]), through the
//! library's one interface for front ends ([`GameEntry`], [`Instance`],
//! [`AnySession`]). Text goes in as the command line reads it; answers come
//! out as the game writes them, JSON where asked. `optimal_play/__init__.py`
//! turns them into Python objects; this crate keeps the library free of
//! Python.

mod own;
mod value;

use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use optimal_play::engine::picture::Target;
use optimal_play::engine::{drawing, explicit};
use optimal_play::erased::{
    Action, AnySession, Checked, Error, ExtraRequest, GameEntry, GenerateOptions, Input, Instance,
    OptimalLine, SessionOptions, SolveOptions, optimal_line,
};
use optimal_play::interrupt;
use optimal_play::play::{Actor, Opponent};
use optimal_play::registry::Registry;
use pyo3::create_exception;
use pyo3::exceptions::{PyKeyboardInterrupt, PyValueError};
use pyo3::prelude::*;

create_exception!(
    _native,
    OptimalPlayError,
    PyValueError,
    "What the library refused: bad input (its line and column), an unknown game or option, a size past a limit, an illegal move."
);

fn registry() -> &'static Registry {
    static GAMES: OnceLock<Registry> = OnceLock::new();
    GAMES.get_or_init(Registry::builtin)
}

fn refused(error: impl std::fmt::Display) -> PyErr {
    OptimalPlayError::new_err(error.to_string())
}

fn entry(name: &str) -> PyResult<&'static dyn GameEntry> {
    let games = registry().games();
    games
        .iter()
        .copied()
        .find(|game| game.info().name == name)
        .ok_or_else(|| {
            let names: Vec<&str> = games.iter().map(|game| game.info().name).collect();
            refused(format!(
                "no game `{name}`: the games are {}",
                names.join(", ")
            ))
        })
}

/// How an instance was given: its text, whether it is the short inline
/// form (`1,3,5,2,9`), and the game's parameter and rule.
struct Given<'a> {
    text: &'a str,
    inline: bool,
    param: Option<u64>,
    rule: Option<String>,
    layout: Option<&'a str>,
}

impl<'a> Given<'a> {
    fn new(
        text: &'a str,
        inline: bool,
        layout: Option<&'a str>,
        param: Option<u64>,
        rule: Option<String>,
    ) -> Given<'a> {
        Given {
            text,
            inline,
            param,
            rule,
            layout,
        }
    }

    fn input(&self, game: &dyn GameEntry, action: Option<Action>) -> Input<'_> {
        let input = if self.inline {
            Input::inline("instance", self.text)
        } else {
            Input::reader("instance", self.text.as_bytes())
        };
        (input.with_param(self.param).with_rule(self.rule.clone()))
            .at_most(action.and_then(|action| game.limit(action)))
    }

    fn read(&self, game: &dyn GameEntry, action: Option<Action>) -> PyResult<Box<dyn Instance>> {
        game.read(self.input(game, action), self.layout)
            .map_err(refused)
    }
}

fn text(bytes: Vec<u8>) -> PyResult<String> {
    String::from_utf8(bytes).map_err(|_| refused("the answer is not UTF-8"))
}

/// The registered games' names, in the order `optimal-play games` lists
/// them.
#[pyfunction]
fn games() -> Vec<&'static str> {
    registry()
        .games()
        .iter()
        .map(|game| game.info().name)
        .collect()
}

/// One game's description as JSON: its rules, seats, formats, limits and
/// capabilities.
#[pyfunction]
fn info(game: &str) -> PyResult<String> {
    let game = entry(game)?;
    let mut json = serde_json::to_value(game.info()).map_err(refused)?;
    if let serde_json::Value::Object(fields) = &mut json {
        let capabilities = serde_json::to_value(game.capabilities()).map_err(refused)?;
        fields.insert("capabilities".to_owned(), capabilities);
    }
    Ok(json.to_string())
}

/// Solves an instance, the answer written as `format` writes it.
#[pyfunction]
#[pyo3(signature = (game, text, inline=false, format=None, layout=None, param=None, rule=None, line=false))]
#[allow(clippy::too_many_arguments)]
fn solve(
    py: Python<'_>,
    game: &str,
    text: &str,
    inline: bool,
    format: Option<String>,
    layout: Option<&str>,
    param: Option<u64>,
    rule: Option<String>,
    line: bool,
) -> PyResult<String> {
    let entry = entry(game)?;
    let format = match format {
        Some(format) => format,
        None => (entry.info().formats.first())
            .map(|choice| choice.name.to_owned())
            .ok_or_else(|| refused(format!("{game} has no answer format")))?,
    };
    let options = SolveOptions {
        format,
        layout: layout.map(str::to_owned),
        line,
        algorithm: None,
        versus: None,
        colour: false,
    };
    let given = Given::new(text, inline, layout, param, rule);
    let out = native(py, || {
        let mut out = Vec::new();
        entry.solve(given.input(entry, None), &options, &mut out)?;
        Ok::<_, Error>(out)
    })?;
    self::text(out.map_err(refused)?)
}

/// Explains the optimal play: text for people, or JSON.
#[pyfunction]
#[pyo3(signature = (game, text, inline=false, json=false, layout=None, param=None, rule=None))]
#[allow(clippy::too_many_arguments)]
fn explain(
    py: Python<'_>,
    game: &str,
    text: &str,
    inline: bool,
    json: bool,
    layout: Option<&str>,
    param: Option<u64>,
    rule: Option<String>,
) -> PyResult<String> {
    let entry = entry(game)?;
    let given = Given::new(text, inline, layout, param, rule);
    let instance = given.read(entry, Some(Action::Explain))?;
    let out = native(py, || {
        let mut out = Vec::new();
        instance.explain(json, &mut out)?;
        Ok::<_, Error>(out)
    })?;
    self::text(out.map_err(refused)?)
}

/// A seeded random instance, as `generate` writes it.
#[pyfunction]
#[pyo3(signature = (game, seed, param=None, rule=None, **given))]
fn generate(
    py: Python<'_>,
    game: &str,
    seed: u64,
    param: Option<u64>,
    rule: Option<String>,
    given: Option<&Bound<'_, pyo3::types::PyDict>>,
) -> PyResult<String> {
    let mut values = Vec::new();
    for (name, value) in given.into_iter().flatten() {
        let name: String = name.extract()?;
        if value.is_none() {
            continue;
        }
        let value: i64 = value.extract().map_err(|_| {
            OptimalPlayError::new_err(format!("{name} is a whole number, not {value}"))
        })?;
        values.push((name, value));
    }
    let options = GenerateOptions {
        given: values,
        param,
        rule,
        seed,
        layout: None,
    };
    let entry = entry(game)?;
    options
        .check(game, entry.info().generate)
        .map_err(refused)?;
    // Held whole as a string: refused past what memory should hold, as
    // the playground refuses it, never an abort (#46).
    let instead = format!("`optimal-play {game} generate`");
    options
        .check_in_memory("Python", &instead)
        .map_err(refused)?;
    let out = native(py, || {
        let mut out = Vec::new();
        entry.generate(&options, &mut out)?;
        Ok::<_, Error>(out)
    })?;
    text(out.map_err(refused)?)
}

/// A session of the instance given, the person in `seat` against
/// `opponent`: what `Session`, `line` and the pictures of a solution play.
fn start_session(
    py: Python<'_>,
    entry: &dyn GameEntry,
    given: &Given<'_>,
    seat: &str,
    opponent: Opponent,
    seed: Option<u64>,
) -> PyResult<Box<dyn AnySession>> {
    let options = SessionOptions {
        seat: entry.info().seat(seat).map_err(refused)?,
        opponent,
        seed,
    };
    let instance = given.read(entry, Some(Action::Play))?;
    native(py, || instance.session(options))?.map_err(refused)
}

/// The session's position as SVG, the places of its best moves marked
/// when `marked`.
fn position_svg(session: &mut dyn AnySession, marked: bool) -> String {
    let targets: Vec<Target> = if marked && session.to_move().is_some() {
        (session.hint().into_iter())
            .filter(|choice| choice.optimal)
            .filter_map(|choice| choice.mv.target)
            .collect()
    } else {
        Vec::new()
    };
    drawing::draw(
        &session.scene(),
        &session.picture(),
        &session.position_text(),
        &targets,
    )
}

/// The solved instance's own picture (the wall game's board with Rabbit's
/// path and Eel's walls), or `None` for a game that draws none.
#[pyfunction]
#[pyo3(signature = (game, text, inline=false, layout=None, param=None, rule=None))]
fn picture(
    game: &str,
    text: &str,
    inline: bool,
    layout: Option<&str>,
    param: Option<u64>,
    rule: Option<String>,
) -> PyResult<Option<String>> {
    let entry = entry(game)?;
    let given = Given::new(text, inline, layout, param, rule);
    let mut out = Vec::new();
    match given.read(entry, None)?.svg(&mut out) {
        Ok(()) => self::text(out).map(Some),
        Err(Error::Unsupported(_)) => Ok(None),
        Err(error) => Err(refused(error)),
    }
}

/// Runs one of a game's extra subcommands (`table`, `values`): its output
/// in `format`, its SVG picture when `picture` and it draws one, and why a
/// check it makes fails, if it does.
#[pyfunction]
#[pyo3(signature = (game, name, text=None, inline=false, layout=None, param=None, rule=None, count=None, format=None, picture=false))]
#[allow(clippy::too_many_arguments)]
fn extra(
    py: Python<'_>,
    game: &str,
    name: &str,
    text: Option<&str>,
    inline: bool,
    layout: Option<&str>,
    param: Option<u64>,
    rule: Option<String>,
    count: Option<u64>,
    format: Option<&str>,
    picture: bool,
) -> PyResult<(String, Option<String>, Option<String>)> {
    let entry = entry(game)?;
    let extra = (entry.extras().iter())
        .find(|extra| extra.name() == name)
        .ok_or_else(|| {
            let names: Vec<&str> = entry.extras().iter().map(|extra| extra.name()).collect();
            refused(format!(
                "{game} has no `{name}`{}",
                if names.is_empty() {
                    String::new()
                } else {
                    format!(": it has {}", names.join(", "))
                }
            ))
        })?;
    if let Some(format) = format
        && !extra.formats().iter().any(|choice| choice.name == format)
    {
        return Err(refused(format!("{game} {name} has no format `{format}`")));
    }
    let rule_text = rule.clone();
    let given = match (extra.takes_instance(), text) {
        (true, Some(text)) => Some(Given::new(text, inline, layout, param, rule)),
        (true, None) => return Err(refused(format!("{game} {name} needs an instance"))),
        (false, _) => None,
    };
    let mut drawn = Vec::new();
    let mut out = Vec::new();
    let checked = native(py, || {
        extra.run(
            ExtraRequest {
                instance: given.as_ref().map(|given| given.input(entry, None)),
                rule: rule_text.as_deref(),
                count,
                layout,
                format,
                attempt: None,
                picture: (picture && extra.picture().is_some())
                    .then_some(&mut drawn as &mut dyn std::io::Write),
                colour: false,
            },
            &mut out,
        )
    })?
    .map_err(refused)?;
    let drawn = (!drawn.is_empty()).then(|| self::text(drawn)).transpose()?;
    let fails = match checked {
        Checked::Holds => None,
        Checked::Fails(why) => Some(why),
    };
    Ok((self::text(out)?, drawn, fails))
}

/// The optimal line of an instance, both seats played by the perfect
/// engine, at most `steps` moves: its JSON and a picture of every position.
#[pyclass(module = "optimal_play._native", frozen)]
struct NativeLine {
    line: OptimalLine,
}

#[pymethods]
impl NativeLine {
    #[new]
    #[pyo3(signature = (game, text, inline=false, layout=None, param=None, rule=None, steps=1000))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        game: &str,
        text: &str,
        inline: bool,
        layout: Option<&str>,
        param: Option<u64>,
        rule: Option<String>,
        steps: usize,
    ) -> PyResult<NativeLine> {
        let entry = entry(game)?;
        let given = Given::new(text, inline, layout, param, rule);
        let mut session = start_session(py, entry, &given, "first", Opponent::perfect(), None)?;
        Ok(NativeLine {
            line: optimal_line(session.as_mut(), steps),
        })
    }

    /// The line as JSON.
    fn json(&self) -> PyResult<String> {
        json(&self.line)
    }

    /// The position after `moves` moves of the line as SVG, the next move
    /// of the line marked.
    fn svg(&self, moves: usize) -> PyResult<String> {
        let line = &self.line;
        let (picture, text) = match moves.checked_sub(1) {
            None => (&line.start_picture, &line.start_text),
            Some(at) => {
                let step = (line.steps.get(at)).ok_or_else(|| {
                    refused(format!(
                        "the line has {} moves, not {moves}",
                        line.steps.len()
                    ))
                })?;
                (&step.picture, &step.position_text)
            }
        };
        let next: Vec<Target> = (line.steps.get(moves))
            .and_then(|step| step.turn.mv.target)
            .into_iter()
            .collect();
        Ok(drawing::draw(&line.scene, picture, text, &next))
    }
}

/// Each position's margin in a scored game given as its moves `(from, to,
/// points)`, positions `0..positions` (`engine::explicit`): what the
/// Python package's scored games are solved by.
#[pyfunction]
fn margins(py: Python<'_>, positions: u32, moves: Vec<(u32, u32, i64)>) -> PyResult<Vec<i128>> {
    let moves: Vec<explicit::Move> = (moves.into_iter())
        .map(|(from, to, points)| explicit::Move { from, to, points })
        .collect();
    native(py, || explicit::margins(positions, &moves))?.map_err(refused)
}

/// Runs native `work` without the GIL, so that other Python threads run
/// meanwhile, and stops it at its next checkpoint once Python has a signal
/// to handle (Ctrl-C), raising what the signal's handler raised
/// (`KeyboardInterrupt`): signals are looked at every 50 ms (#46 item 6:
/// Ctrl-C was ignored for up to a minute).
fn native<T: Send>(py: Python<'_>, work: impl FnOnce() -> T + Send) -> PyResult<T> {
    let raised: Arc<Mutex<Option<PyErr>>> = Arc::default();
    let kept = Arc::clone(&raised);
    let stopped = py.detach(move || {
        let last = std::cell::Cell::new(std::time::Instant::now());
        let should_stop = move || {
            if last.get().elapsed() < std::time::Duration::from_millis(50) {
                return false;
            }
            last.set(std::time::Instant::now());
            Python::attach(|py| match py.check_signals() {
                Ok(()) => false,
                Err(error) => {
                    *kept.lock().unwrap_or_else(PoisonError::into_inner) = Some(error);
                    true
                }
            })
        };
        interrupt::run_stoppable(should_stop, work)
    });
    stopped.map_err(|interrupt::Stopped| {
        (raised.lock().unwrap_or_else(PoisonError::into_inner).take())
            .unwrap_or_else(|| PyKeyboardInterrupt::new_err("stopped"))
    })
}

pub(crate) fn json(value: impl serde::Serialize) -> PyResult<String> {
    serde_json::to_string(&value).map_err(refused)
}

/// A game against the engine, move by move; every answer is JSON.
#[pyclass(module = "optimal_play._native")]
struct NativeSession {
    session: Mutex<Box<dyn AnySession>>,
}

impl NativeSession {
    fn with<T>(&self, work: impl FnOnce(&mut dyn AnySession) -> T) -> T {
        let mut session = self.session.lock().unwrap_or_else(PoisonError::into_inner);
        work(session.as_mut())
    }
}

#[pymethods]
impl NativeSession {
    #[new]
    #[pyo3(signature = (game, text, inline=false, seat="first", opponent="perfect", skill=None, seed=None, layout=None, param=None, rule=None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        game: &str,
        text: &str,
        inline: bool,
        seat: &str,
        opponent: &str,
        skill: Option<f64>,
        seed: Option<u64>,
        layout: Option<&str>,
        param: Option<u64>,
        rule: Option<String>,
    ) -> PyResult<NativeSession> {
        let entry = entry(game)?;
        let given = Given::new(text, inline, layout, param, rule);
        let opponent = Opponent::named(opponent, skill, seed.is_some()).map_err(refused)?;
        let session = start_session(py, entry, &given, seat, opponent, seed)?;
        Ok(NativeSession {
            session: Mutex::new(session),
        })
    }

    /// The position now: whose move, the position as text and JSON, the
    /// totals, and the legal moves when it is the person's.
    fn state(&self) -> PyResult<String> {
        self.with(|session| {
            let to_move = session.to_move();
            let yours = to_move == Some(Actor::You);
            json(serde_json::json!({
                "to_move": match to_move {
                    Some(Actor::You) => "you",
                    Some(Actor::Engine) => "engine",
                    None => "nobody",
                },
                "over": to_move.is_none(),
                "position": session.position_json(),
                "position_text": session.position_text(),
                "totals": session.totals(),
                "standing": session.standing(),
                "moves_made": session.moves_made(),
                "moves": if yours { session.moves() } else { Vec::new() },
            }))
        })
    }

    /// Plays the move a person would type; the turn as JSON.
    fn play(&self, text: &str) -> PyResult<String> {
        self.with(|session| json(session.play_text(text).map_err(refused)?))
    }

    /// Plays the engine's move when it is its turn; the turn as JSON, or
    /// `None`.
    fn engine_move(&self) -> PyResult<Option<String>> {
        self.with(|session| session.engine_move().map(json).transpose())
    }

    /// Every legal move with its value, best first, as JSON.
    fn hint(&self) -> PyResult<String> {
        self.with(|session| json(session.hint()))
    }

    /// Plays a perfect move for whoever is to move; the turn as JSON, or
    /// `None` when the game is over.
    fn play_best(&self) -> PyResult<Option<String>> {
        self.with(|session| session.play_best().map(json).transpose())
    }

    /// Whether a move of the person's keeps the turn theirs
    /// ([`AnySession::moves_again`]).
    fn moves_again(&self) -> bool {
        self.with(|session| session.moves_again())
    }

    /// Plays for the person one move that loses nothing and keeps the turn
    /// theirs; the turn as JSON, or `None` when none is left.
    fn play_harmless(&self) -> PyResult<Option<String>> {
        self.with(|session| session.play_harmless().map(json).transpose())
    }

    /// The position as SVG, the places of the best moves marked when
    /// `marked`.
    #[pyo3(signature = (marked=false))]
    fn svg(&self, marked: bool) -> String {
        self.with(|session| position_svg(session, marked))
    }

    /// Takes back the person's last move and the engine's replies.
    fn undo(&self) -> bool {
        self.with(|session| session.undo())
    }

    /// The review so far, as JSON.
    fn review(&self) -> PyResult<String> {
        self.with(|session| json(session.review()))
    }
}

/// The module `optimal_play._native`.
#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_function(wrap_pyfunction!(games, module)?)?;
    module.add_function(wrap_pyfunction!(info, module)?)?;
    module.add_function(wrap_pyfunction!(solve, module)?)?;
    module.add_function(wrap_pyfunction!(explain, module)?)?;
    module.add_function(wrap_pyfunction!(generate, module)?)?;
    module.add_function(wrap_pyfunction!(margins, module)?)?;
    module.add_function(wrap_pyfunction!(picture, module)?)?;
    module.add_function(wrap_pyfunction!(extra, module)?)?;
    module.add_class::<NativeSession>()?;
    module.add_class::<own::NativeSolution>()?;
    module.add_class::<NativeLine>()?;
    module.add_class::<value::NativeValue>()?;
    module.add(
        "OptimalPlayError",
        module.py().get_type::<OptimalPlayError>(),
    )?;
    Ok(())
}
