//! Flip Game II (LeetCode 294): a string of `+` and `-`; a move flips two
//! adjacent `++` into `--`; whoever cannot move loses.
//!
//! It is Dawson's Kayles, the octal game `0.07`, in disguise: a run of `k`
//! pluses is a heap of `k`, and flipping two adjacent pluses takes two from
//! the heap, leaving the runs to their left and right (none, one or two
//! heaps). So the string is worth the XOR of `0.07`'s values of its runs,
//! and `0.07` has a proven period (34, from heap 53 on), so any length is
//! answered at once.
//!
//! ```
//! use optimal_play::games::flip_game::{runs, starting_player_wins};
//! assert_eq!(runs("++-+++"), vec![2, 3]);
//! assert!(starting_player_wins("++++") && !starting_player_wins("+"));
//! ```

use std::sync::{Arc, OnceLock};

use crate::engine::Negamax;
use crate::engine::picture::Piece;
use crate::engine::values_by_rule;
use crate::impartial::octal::{GrundyValues, OctalCode};
use crate::input::Problem;
use crate::plugin::prelude::*;

/// Dawson's Kayles, the octal code Flip Game is.
pub const DAWSONS_KAYLES: &str = "0.07";

/// Dawson's Kayles' values, computed once until their period is proven.
pub fn dawsons_kayles() -> Arc<GrundyValues> {
    static VALUES: OnceLock<Arc<GrundyValues>> = OnceLock::new();
    VALUES
        .get_or_init(|| {
            let code: OctalCode = DAWSONS_KAYLES.parse().expect("a valid code");
            Arc::new(GrundyValues::until_period(&code, 1 << 12))
        })
        .clone()
}

/// The lengths of the runs of `+` in `state`, left to right.
pub fn runs(state: &str) -> Vec<u64> {
    state
        .split('-')
        .filter(|run| !run.is_empty())
        .map(|run| run.len() as u64)
        .collect()
}

/// The string's Grundy value: the XOR of Dawson's Kayles' values of its
/// runs.
pub fn grundy(state: &str) -> u64 {
    let values = dawsons_kayles();
    runs(state).into_iter().fold(0, |x, run| {
        x ^ u64::from(values.get(run).expect("0.07's period is proven"))
    })
}

/// Whether the player to move wins from `state`.
pub fn starting_player_wins(state: &str) -> bool {
    grundy(state) != 0
}

/// A winning flip: the index (from 0) of the first of the two pluses;
/// `None` when the player to move loses.
pub fn winning_flip(state: &str) -> Option<usize> {
    if !starting_player_wins(state) {
        return None;
    }
    (0..state.len().saturating_sub(1))
        .filter(|&i| &state[i..i + 2] == "++")
        .find(|&i| !starting_player_wins(&flip(state, i)))
}

fn flip(state: &str, at: usize) -> String {
    format!("{}--{}", &state[..at], &state[at + 2..])
}

/// A position: the string, and the moves made.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FlipState {
    /// The string of `+` and `-`.
    pub state: String,
    /// Moves made so far.
    pub moves_made: u64,
}

/// Flip Game from one string.
#[derive(Debug, Clone)]
pub struct FlipGame {
    start: String,
}

impl FlipGame {
    /// The game from `state`, a string of `+` and `-`.
    pub fn new(state: String) -> FlipGame {
        FlipGame { start: state }
    }
}

impl Game for FlipGame {
    type Position = FlipState;
    /// The index of the first of the two pluses flipped.
    type Move = usize;

    fn start(&self) -> FlipState {
        FlipState {
            state: self.start.clone(),
            moves_made: 0,
        }
    }
    fn to_move(&self, position: &FlipState) -> Player {
        Player::after(position.moves_made)
    }
    fn moves(&self, position: &FlipState) -> Vec<usize> {
        let bytes = position.state.as_bytes();
        (0..bytes.len().saturating_sub(1))
            .filter(|&i| bytes[i] == b'+' && bytes[i + 1] == b'+')
            .collect()
    }
    fn is_legal(&self, position: &FlipState, at: &usize) -> bool {
        position.state.get(*at..at + 2) == Some("++")
    }
    fn apply(&self, position: &FlipState, at: &usize) -> (FlipState, i128) {
        let next = FlipState {
            state: flip(&position.state, *at),
            moves_made: position.moves_made + 1,
        };
        (next, 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
}

/// Positions with at most this many pluses are searched for the exact
/// remoteness.
pub const EXACT_PLUSES: usize = 16;

/// The fast oracle: who wins by Dawson's Kayles' values; the exact
/// remoteness by negamax on positions of few pluses.
#[derive(Debug)]
pub struct FlipOracle {
    game: FlipGame,
    exact: Negamax<FlipGame>,
}

impl From<&FlipGame> for FlipOracle {
    fn from(game: &FlipGame) -> FlipOracle {
        FlipOracle {
            game: game.clone(),
            exact: Negamax::new(game.clone()),
        }
    }
}

impl Oracle<FlipGame> for FlipOracle {
    fn move_values(&mut self, position: &FlipState) -> Vec<(usize, Value)> {
        if position.state.bytes().filter(|&b| b == b'+').count() <= EXACT_PLUSES {
            return self.exact.move_values(position);
        }
        values_by_rule(&self.game, position, |next| {
            !starting_player_wins(&next.state)
        })
    }
}

impl Notation for FlipGame {
    fn move_text(&self, _: &FlipState, at: &usize) -> String {
        format!("flip {}", at + 1)
    }
    fn describe_move(&self, _: &FlipState, at: &usize) -> String {
        format!("flip the pluses at {} and {}", at + 1, at + 2)
    }
    fn read_move(&self, position: &FlipState, text: &str) -> Result<usize, BadMove> {
        let lower = text.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let at = match words.as_slice() {
            ["flip", n] | [n] => n.parse::<usize>().ok().and_then(|n| n.checked_sub(1)),
            _ => None,
        };
        match at {
            Some(at) if self.is_legal(position, &at) => Ok(at),
            Some(at) => Err(BadMove(format!(
                "places {} and {} are not both `+`: flip two adjacent pluses",
                at + 1,
                at + 2
            ))),
            None => Err(BadMove(format!(
                "expected {}, found `{}`",
                self.move_syntax(position),
                crate::input::excerpt(text)
            ))),
        }
    }
    fn move_json(&self, position: &FlipState, at: &usize) -> serde_json::Value {
        json!({"text": self.move_text(position, at), "at": at})
    }
    fn position_text(&self, position: &FlipState) -> String {
        format!(
            "{}   (runs of +: {:?}; Dawson's Kayles value {})",
            position.state,
            runs(&position.state),
            grundy(&position.state)
        )
    }
    fn scene(&self) -> Scene {
        Scene::Board {
            rows: vec![self.start.clone()],
        }
    }
    fn picture(&self, position: &FlipState) -> Picture {
        let flipped = position
            .state
            .bytes()
            .zip(self.start.bytes())
            .enumerate()
            .filter(|(_, (now, then))| now != then)
            .map(|(at, _)| Piece {
                name: "minus",
                cell: [0, at as u64],
            });
        Picture::Pieces {
            pieces: flipped.collect(),
        }
    }
    fn move_target(&self, _: &FlipState, at: &usize) -> Option<Target> {
        Some(Target::Cell {
            row: 0,
            column: *at as u64,
        })
    }
    fn position_json(&self, position: &FlipState) -> serde_json::Value {
        json!({"state": position.state, "moves_made": position.moves_made})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"currentState": self.start})
    }
    fn move_syntax(&self, _: &FlipState) -> String {
        "`flip N`: the place (from 1) of the first of two adjacent pluses".to_owned()
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Leetcode = "leetcode": "LeetCode 294 \"Flip Game II\": `true` when the starting player wins, one a line",
        Text = "text": "who wins each game, its runs and value, and a winning flip",
        Json = "json": "one object per game (docs/json.md)",
    }
}

/// The longest string read.
pub const MAX_LENGTH: usize = 1_000_000;

/// The longest string play and explain take.
pub const PLAY_LENGTH: u64 = 60;

/// Reads strings of `+` and `-`, one a line, in LeetCode's forms:
/// `currentState = "++++"`, `"++++"` or `++++`. Blank lines are skipped.
pub fn read(text: &str) -> Result<Vec<String>, InputError> {
    let mut games = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let body = line.trim_end_matches(['\n', '\r']);
        let trimmed = body.trim();
        if trimmed.is_empty() {
            continue;
        }
        let lead = body.len() - body.trim_start().len();
        let mut value = trimmed;
        let mut at = start + lead;
        if let Some(rest) = value.strip_prefix("currentState") {
            let after = rest.trim_start();
            let Some(after) = after.strip_prefix('=') else {
                return Err(InputError::unexpected(
                    text,
                    at + "currentState".len(),
                    "`=` after `currentState`",
                    crate::input::excerpt(rest),
                ));
            };
            let skipped = value.len() - after.trim_start().len();
            at += skipped;
            value = after.trim_start();
        }
        if let Some(inner) = value.strip_prefix('"') {
            let Some(inner) = inner.strip_suffix('"') else {
                return Err(InputError::unexpected(
                    text,
                    at + value.len(),
                    "a closing `\"`",
                    "the end of the line",
                ));
            };
            value = inner;
            at += 1;
        }
        if let Some(bad) = value.find(|c| c != '+' && c != '-') {
            let found = value[bad..].chars().next().expect("a character");
            return Err(InputError::unexpected(
                text,
                at + bad,
                "`+` or `-`",
                format!("`{}`", found.escape_debug()),
            ));
        }
        if value.len() > MAX_LENGTH {
            return Err(InputError::unexpected(
                text,
                at + MAX_LENGTH,
                "a string of at most 10^6 characters",
                format!("{} characters", value.len()),
            ));
        }
        games.push(value.to_owned());
    }
    if games.is_empty() {
        return Err(InputError::at(
            text,
            text.len(),
            Problem::Empty {
                expected: "a string of `+` and `-` a line, such as `++++`",
            },
        ));
    }
    Ok(games)
}

/// Who wins `state`, and how, in words.
pub fn verdict(state: &str) -> String {
    let value = grundy(state);
    let runs = runs(state);
    match winning_flip(state) {
        Some(at) => format!(
            "runs of + {runs:?} are Dawson's Kayles heaps worth {value} together: the starting \
             player wins by flipping places {} and {}",
            at + 1,
            at + 2
        ),
        None => format!(
            "runs of + {runs:?} are Dawson's Kayles heaps worth 0 together: the starting \
             player loses"
        ),
    }
}

/// Flip Game II as a registered game.
#[derive(Debug, Clone, Copy)]
pub struct FlipGameII;

impl Plugin for FlipGameII {
    type Case = String;
    type Game = FlipGame;
    type Oracle = FlipOracle;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "flip-game",
        title: "Flip Game II",
        rules: "A string of + and -; a move flips two adjacent ++ into --; whoever cannot move \
                loses.",
        problems: &["LeetCode 294 \"Flip Game II\""],
        limits: "solve: strings of up to 10^6 characters, O(n) (a winning flip in O(n²) for \
                 text and json); play and explain: up to 60",
        inline_help: "The string of + and -, as LeetCode gives it (`currentState = \"++++\"`), \
                      quoted or bare; several games, one a line.",
        notes: "Flip Game II is Dawson's Kayles, the octal game 0.07: a run of k pluses is a \
                heap of k, and a flip takes two from it, leaving what is left on either side. \
                So `flip-game` and `octal --code 0.07` on the runs' lengths agree, and 0.07's \
                proven period answers any length at once.",
        examples: "echo '\"++++\"' | optimal-play flip-game solve\n\
                   optimal-play flip-game explain --heaps '+++++-++'",
        generate: &[
            GAMES,
            Parameter::new("max", "the longest string", 1, MAX_LENGTH as i64, 12)
                .small(10)
                .stress(60),
        ],
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<String>, InputError> {
        read(text)
    }
    fn write(&self, games: &[String], out: &mut dyn Write) -> io::Result<()> {
        games.iter().try_for_each(|game| writeln!(out, "{game}"))
    }
    fn answer(&self, games: &[String], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, games, format, out)
    }
    fn size(&self, state: &String) -> Size {
        Size::new("the string's length", state.len() as u64, PLAY_LENGTH)
    }
    fn game(&self, state: &String) -> FlipGame {
        FlipGame::new(state.clone())
    }
    fn reason(&self, game: &FlipGame) -> String {
        format!(
            "Flip Game II is Dawson's Kayles (the octal game 0.07) in disguise: a run of k \
             pluses is a heap of k, and flipping two adjacent pluses takes two from it, \
             leaving the pluses to their left and right as two heaps (or one, or none). So \
             the string is worth the XOR of the runs' values in 0.07 (`optimal-play octal \
             --code 0.07 values` lists them; they repeat with period 34 from 53 on), and \
             the starting player wins exactly when that is not 0.\nHere the {}.",
            verdict(&game.start)
        )
    }
    /// A string of 1 to `--max` characters (for `stress`, a character a
    /// value, up to LeetCode's 60), one in four a `-`.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<String, Error> {
        let max = draw.max();
        let length = draw.length(1..=max).min(max);
        Ok((0..length)
            .map(|_| if draw.one_in(4) { '-' } else { '+' })
            .collect())
    }
}

/// Whether the player to move wins a string, its runs and Grundy value,
/// and a winning flip: `text` in words, `json` the fields (LeetCode's
/// `currentState` by its name).
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The string.
    #[serde(rename = "currentState")]
    pub current_state: String,
    /// The lengths of its runs of `+`.
    pub runs: Vec<u64>,
    /// The XOR of the runs' Grundy values.
    pub grundy: u64,
    /// LeetCode's answer.
    pub wins: bool,
    /// Where a winning flip starts, from 0, if there is one.
    pub winning_flip: Option<usize>,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: {}",
            self.current_state,
            verdict(&self.current_state)
        )
    }
}

impl Answers for FlipGameII {
    type Answer = Answer;

    fn solve_one(&self, state: &String) -> Result<Answer, Error> {
        Ok(Answer {
            current_state: state.clone(),
            runs: runs(state),
            grundy: grundy(state),
            wins: starting_player_wins(state),
            winning_flip: winning_flip(state),
        })
    }
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        Ok(writeln!(out, "{}", answer.wins)?)
    }
}
