//! `own`: a game of one's own, given as a rules file ([`rules_file`]), as a
//! registered game. The instance is the rules file itself: reading it runs
//! its top level, walks every position reachable from its start and solves
//! them all (`engine::rules`); from then on it is an
//! ordinary game ([`OwnGame`]) with the same `solve`, `explain`, `play` and
//! playground as every built-in one.
//!
//! ```sh
//! optimal-play own solve examples/tic-tac-toe.star        # draw
//! optimal-play own explain examples/take-away.star
//! optimal-play own play examples/tic-tac-toe.star --as second
//! ```
//!
//! [`rules_file`]: crate::rules_file

use std::sync::Arc;

use crate::engine::rules::{self, Limits, Packed, Solved, WalkError};
use crate::games::own_game::{OwnGame, OwnOracle};
use crate::input::{Location, Problem};
use crate::plugin::prelude::*;
use crate::rules_file::{Budget, RulesError, RulesFile};

crate::choices! {
    /// How `own solve` answers.
    pub enum Format {
        Text = "text": "the start's value for the player to move: `draw`, `win in 9`, `loss in 4` or `margin 4`",
        Json = "json": "{\"outcome\": \"win\", \"moves\": 9} or {\"margin\": 4}, with the best moves and the positions",
    }
}

/// A rules file, read, walked and solved.
pub struct RulesCase {
    /// The file's text, as given.
    pub text: String,
    /// Its functions.
    pub rules: Arc<RulesFile>,
    /// Every position reachable from its start, with its value.
    pub solved: Arc<Solved<Packed>>,
}

/// The game of a rules file.
pub type RulesGame = OwnGame<Box<[u8]>, Packed, RulesFile>;

/// A game of one's own from a rules file, registered as `own`.
#[derive(Debug, Clone, Copy)]
pub struct Own;

/// How far the walk of a rules file's game may go: ten million positions
/// (Kalah with 4 pits of 3 seeds has 2.7 million) and a hundred million
/// moves.
const WALK: Limits = Limits {
    positions: 10_000_000,
    moves: 100_000_000,
};

/// The most positions a rules file's game may have.
const MOST_POSITIONS: u64 = WALK.positions as u64;

/// A rules file's error at its place, or at the file's start.
fn input_error(error: RulesError) -> InputError {
    InputError {
        location: error.location.unwrap_or(Location { line: 1, column: 1 }),
        problem: Problem::Rules {
            message: error.message,
        },
    }
}

/// Reads, walks and solves the rules file `text`.
fn read_rules(text: &str) -> Result<RulesCase, InputError> {
    let rules = RulesFile::parse("rules", text, Budget::DEFAULT).map_err(input_error)?;
    let walked = rules::walk_into(&rules, Packed::default(), WALK).map_err(|error| {
        input_error(match error {
            WalkError::Rules(error) => error,
            other => RulesError {
                location: None,
                message: other.to_string(),
            },
        })
    })?;
    let solved = walked.solve().map_err(|unsolved| {
        let message = unsolved.error.to_string();
        input_error(RulesError {
            location: None,
            message,
        })
    })?;
    Ok(RulesCase {
        text: text.to_owned(),
        rules: Arc::new(rules),
        solved: Arc::new(solved),
    })
}

/// Reads the rules file `text` as [`Own`] does, and then draws every
/// position it reaches as the playground would (`show` and `grid`): what
/// the playground runs in a process of its own, with limits on its memory
/// and time, before it takes a rules file in. Starlark runs the same call
/// the same way every time, so once a file passed, the playground's own
/// calls of it, on the same positions, are known to end within bounds.
///
/// # Errors
///
/// The first error of the file, at its place.
pub fn vet(text: &str) -> Result<(), InputError> {
    use crate::engine::rules::{PositionStore, Rules};
    let case = Own
        .read(text, None)?
        .pop()
        .expect("a rules file is one instance");
    let store = case.solved.walked().store();
    for index in 0..case.solved.positions() {
        let position = store.get(index as u32);
        case.rules.show(&position).map_err(input_error)?;
        case.rules.grid(&position).map_err(input_error)?;
    }
    Ok(())
}

impl Plugin for Own {
    type Case = Arc<RulesCase>;
    type Game = RulesGame;
    type Oracle = OwnOracle<Packed>;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "own",
        title: "A game of your own",
        rules: "Any two-player game given as a rules file in Starlark (Python's syntax): \
                start(), moves(position), play(position, move), and if it needs them \
                outcome(position), score(position, move), show(position), grid(position) and \
                options(position).",
        problems: &[],
        limits: "ten million positions and a hundred million moves; each call of the \
                 file's functions a million statements and 64 MiB",
        inline: "source",
        inline_help: "The rules file's text itself; a FILE is the usual way.",
        generate: &[
            Parameter::new("count", "the counters of a take-away game", 1, 10_000, 21)
                .small(12)
                .stress(40),
        ],
        moves: "one of the moves the rules list, as the prompt shows them",
        notes: "The instance is a rules file (docs/own-game.md): top-level functions \
                start(), moves(position), play(position, move), and optionally \
                outcome(position) (None while the game goes on, else \"win\", \"loss\" or \
                \"draw\" for the player to move, or points), score(position, move), \
                show(position), grid(position) and options(position) (each move with the \
                position it leads to, asked by the walk in place of moves and play). \
                Positions and moves are integers, \
                strings, None, booleans, and tuples or lists of them. Without outcome, \
                the player to move at a position with no moves loses; play that goes round \
                for ever is a draw. generate writes a random take-away game.",
        examples: "\
  optimal-play own solve examples/tic-tac-toe.star
  optimal-play own solve --format json examples/take-away.star
  optimal-play own explain examples/take-away.star
  optimal-play own play examples/tic-tac-toe.star --as second",
        instance_is_program: true,
        ..GameInfo::TYPED
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<Arc<RulesCase>>, InputError> {
        if text.trim().is_empty() {
            return Err(InputError::at(
                text,
                0,
                Problem::Empty {
                    expected: "a rules file: def start(), def moves(position), def play(position, move)",
                },
            ));
        }
        Ok(vec![Arc::new(read_rules(text)?)])
    }
    fn write(&self, cases: &[Arc<RulesCase>], out: &mut dyn Write) -> io::Result<()> {
        cases
            .iter()
            .try_for_each(|case| out.write_all(case.text.as_bytes()))
    }
    fn answer(&self, cases: &[Arc<RulesCase>], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, cases, format, out)
    }
    fn size(&self, case: &Arc<RulesCase>) -> Size {
        Size::new("positions", case.solved.positions() as u64, MOST_POSITIONS)
    }
    fn session_bytes(&self, case: &Arc<RulesCase>) -> u64 {
        // The walk is shared; a session holds its history and the texts of
        // one position's moves.
        crate::erased::DEFAULT_SESSION_BYTES + case.solved.positions() as u64 / 64
    }
    fn game(&self, case: &Arc<RulesCase>) -> RulesGame {
        OwnGame::shared(Arc::clone(&case.solved), Arc::clone(&case.rules))
    }
    fn explain(&self, case: &Arc<RulesCase>, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        let game = self.game(case);
        let walk = crate::erased::walkthrough(&game, &mut game.oracle(), Self::EXPLAIN_MOVES);
        if json {
            crate::plugin::json_out::write_line(out, &walk)?;
        } else {
            crate::erased::write_walkthrough_with_positions(&game, &walk, out)?;
        }
        Ok(())
    }
    /// A take-away game: `--count` counters, and a random set of takes
    /// from 1 to 4.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Arc<RulesCase>, Error> {
        let counters = draw.count();
        let mut takes: Vec<u64> = (1..=4).filter(|_| draw.one_in(2)).collect();
        if takes.is_empty() {
            takes.push(1);
        }
        let takes: Vec<String> = takes.iter().map(u64::to_string).collect();
        let text = format!(
            "# A take-away game: take {} from {counters} counters; whoever cannot move loses.\n\
             def start():\n    return {counters}\n\n\
             def moves(counters):\n    return [take for take in ({},) if take <= counters]\n\n\
             def play(counters, take):\n    return counters - take\n\n\
             def grid(counters):\n    \
             if counters > 100:\n        return None\n    \
             return [[\"o\"] * min(10, counters - row) for row in range(0, counters, 10)]\n",
            takes.join(", "),
            takes.join(", "),
        );
        read_rules(&text)
            .map(Arc::new)
            .map_err(|error| Error::Unsupported(format!("a drawn game: {error}")))
    }
}

impl From<&RulesGame> for OwnOracle<Packed> {
    fn from(game: &RulesGame) -> Self {
        game.oracle()
    }
}

/// What `own solve` answers: the start's value for the player to move, its
/// best moves and how many positions the game has.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// `win`, `loss` or `draw`, in a game without points.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<&'static str>,
    /// How many moves a win or a loss lasts.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<u64>,
    /// The margin, in a scored game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub margin: Option<i128>,
    /// The optimal first moves, as the game writes them.
    pub best_moves: Vec<String>,
    /// How many positions are reachable from the start.
    pub positions: usize,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.outcome, self.moves, self.margin) {
            (_, _, Some(margin)) => write!(f, "margin {margin}"),
            (Some(outcome), Some(moves), _) => write!(f, "{outcome} in {moves}"),
            (Some(outcome), None, _) => f.write_str(outcome),
            _ => Ok(()),
        }
    }
}

impl Answers for Own {
    type Answer = Answer;

    fn solve_one(&self, case: &Arc<RulesCase>) -> Result<Answer, Error> {
        let game = self.game(case);
        let start = game.start();
        let value = case.solved.value(start.index);
        let best_moves = (case.solved.best_moves(start.index).into_iter())
            .map(|k| game.move_text(&start, &k))
            .collect();
        let (outcome, moves, margin) = match value {
            Value::Margin(margin) => (None, None, Some(margin)),
            Value::Draw => (Some("draw"), None, None),
            Value::Win { moves } => (Some("win"), Some(moves), None),
            Value::Loss { moves } => (Some("loss"), Some(moves), None),
            Value::Winning => (Some("win"), None, None),
            Value::Losing => (Some("loss"), None, None),
        };
        Ok(Answer {
            outcome,
            moves,
            margin,
            best_moves,
            positions: case.solved.positions(),
        })
    }
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        Ok(writeln!(out, "{answer}")?)
    }
}
