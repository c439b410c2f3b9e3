//! The Stair Game (CSES 1099): stairs 1..n hold balls; a move takes one or
//! more balls from a stair k ≥ 2 down to stair k − 1; whoever moves last wins.
//!
//! It is Nim on the even stairs: the player to move loses exactly when the
//! XOR of the balls on stairs 2, 4, 6, .. is 0. Moving balls from an even
//! stair to the odd stair below takes them out of that Nim heap for good (balls
//! on odd stairs never decide anything); and if the opponent moves balls from
//! an odd stair k ≥ 3 onto the even stair below, the player moves the same
//! balls on down to the next odd stair, which leaves the even stairs as they
//! were. Stair 1 is the floor: balls there never move again.

use crate::engine::picture::{Picture, Target};
use serde_json::json;

use crate::engine::{
    BadMove, Game, Negamax, Notation, Oracle, Player, Scoring, Value, values_by_rule,
};

/// A position: the balls on each stair (stair 1 first) and the moves made.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct StairsPosition {
    /// Balls on stairs 1..n.
    pub stairs: Vec<u64>,
    /// Moves made so far.
    pub moves_made: u64,
}

/// A move: `count` balls from stair `from` (2 or more) to the stair below.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StairMove {
    /// The stair the balls leave, counted from 1.
    pub from: usize,
    /// How many balls.
    pub count: u64,
}

/// The Stair Game from given stairs.
#[derive(Debug, Clone)]
pub struct StairGame {
    start: Vec<u64>,
}

/// The XOR of the balls on the even stairs (2, 4, ..): 0 exactly when the
/// player to move loses.
pub fn even_xor(stairs: &[u64]) -> u64 {
    stairs.iter().skip(1).step_by(2).fold(0, |x, &b| x ^ b)
}

impl StairGame {
    /// The game from `stairs` (stair 1 first).
    pub fn new(stairs: Vec<u64>) -> StairGame {
        StairGame { start: stairs }
    }

    /// The stairs play starts from.
    pub fn stairs(&self) -> &[u64] {
        &self.start
    }
}

impl Game for StairGame {
    type Position = StairsPosition;
    type Move = StairMove;

    fn start(&self) -> StairsPosition {
        StairsPosition {
            stairs: self.start.clone(),
            moves_made: 0,
        }
    }
    fn to_move(&self, position: &StairsPosition) -> Player {
        Player::after(position.moves_made)
    }
    fn moves(&self, position: &StairsPosition) -> Vec<StairMove> {
        let mut moves = Vec::new();
        for (at, &balls) in position.stairs.iter().enumerate().skip(1) {
            for count in 1..=balls {
                moves.push(StairMove {
                    from: at + 1,
                    count,
                });
            }
        }
        moves
    }
    fn is_legal(&self, position: &StairsPosition, mv: &StairMove) -> bool {
        mv.from >= 2
            && mv.from <= position.stairs.len()
            && mv.count >= 1
            && mv.count <= position.stairs[mv.from - 1]
    }
    fn apply(&self, position: &StairsPosition, mv: &StairMove) -> (StairsPosition, i128) {
        let mut stairs = position.stairs.clone();
        stairs[mv.from - 1] -= mv.count;
        stairs[mv.from - 2] += mv.count;
        (
            StairsPosition {
                stairs,
                moves_made: position.moves_made + 1,
            },
            0,
        )
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
}

/// Positions with at most this many balls off the floor are searched to
/// count the moves to the end exactly, when they reach few enough
/// positions ([`EXACT_POSITIONS`]).
pub const EXACT_BALLS: u64 = 12;

/// The most positions the exact search may meet: 12 balls spread over 15
/// stairs reach 17 million, which no request can wait for.
pub const EXACT_POSITIONS: u64 = 50_000;

/// Whether the positions reachable from `stairs` are few enough to search:
/// every way to spread the `b` balls off the floor over the `s` stairs above
/// it, at most C(b + s, s), is within [`EXACT_POSITIONS`].
fn small_enough(stairs: &[u64]) -> bool {
    let above = stairs.len().saturating_sub(1) as u64;
    let balls = stairs
        .iter()
        .skip(1)
        .fold(0u64, |t, &b| t.saturating_add(b));
    if balls > EXACT_BALLS {
        return false;
    }
    // C(balls + above, above), one factor at a time, stopping past the cap.
    let mut ways: u64 = 1;
    for k in 1..=balls {
        ways = ways.saturating_mul(above + k) / k;
        if ways > EXACT_POSITIONS {
            return false;
        }
    }
    true
}

/// The fast oracle: who wins by the even stairs' XOR; the exact remoteness
/// on small positions.
#[derive(Debug)]
pub struct StairOracle {
    game: StairGame,
    exact: Negamax<StairGame>,
}

impl StairOracle {
    /// The oracle for `game`.
    pub fn new(game: &StairGame) -> StairOracle {
        StairOracle {
            game: game.clone(),
            exact: Negamax::new(game.clone()),
        }
    }
}

impl From<&StairGame> for StairOracle {
    fn from(game: &StairGame) -> StairOracle {
        StairOracle::new(game)
    }
}

impl Oracle<StairGame> for StairOracle {
    fn move_values(&mut self, position: &StairsPosition) -> Vec<(StairMove, Value)> {
        if small_enough(&position.stairs) {
            return self.exact.move_values(position);
        }
        values_by_rule(&self.game, position, |next| even_xor(&next.stairs) == 0)
    }
}

impl Notation for StairGame {
    fn move_text(&self, _: &StairsPosition, mv: &StairMove) -> String {
        format!("move {} from {}", mv.count, mv.from)
    }
    fn describe_move(&self, _: &StairsPosition, mv: &StairMove) -> String {
        format!(
            "move {} ball{} from stair {} to stair {}",
            mv.count,
            if mv.count == 1 { "" } else { "s" },
            mv.from,
            mv.from - 1
        )
    }
    fn read_move(&self, position: &StairsPosition, text: &str) -> Result<StairMove, BadMove> {
        let lower = text.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let parsed = match words.as_slice() {
            ["move", count, "from", from] | ["m", count, from] => {
                count.parse::<u64>().ok().zip(from.parse::<usize>().ok())
            }
            _ => None,
        };
        let Some((count, from)) = parsed else {
            return Err(BadMove(format!(
                "expected {}, found `{}`",
                self.move_syntax(position),
                crate::input::excerpt(text)
            )));
        };
        let mv = StairMove { from, count };
        if from < 2 || from > position.stairs.len() {
            return Err(BadMove(format!(
                "balls move down from stairs 2 to {}, not from stair {from}",
                position.stairs.len()
            )));
        }
        if !self.is_legal(position, &mv) {
            return Err(BadMove(format!(
                "stair {from} has {} ball{}: move 1 to {}",
                position.stairs[from - 1],
                if position.stairs[from - 1] == 1 {
                    ""
                } else {
                    "s"
                },
                position.stairs[from - 1]
            )));
        }
        Ok(mv)
    }
    fn move_json(&self, position: &StairsPosition, mv: &StairMove) -> serde_json::Value {
        json!({"text": self.move_text(position, mv), "from": mv.from, "count": mv.count})
    }
    fn position_text(&self, position: &StairsPosition) -> String {
        format!(
            "{}   (XOR of the even stairs {})",
            self.position_text_plain(position),
            even_xor(&position.stairs)
        )
    }
    fn position_text_plain(&self, position: &StairsPosition) -> String {
        let stairs: Vec<String> = position
            .stairs
            .iter()
            .enumerate()
            .map(|(at, balls)| format!("{}:{balls}", at + 1))
            .collect();
        format!("stairs (stair:balls) {}", stairs.join(" "))
    }
    fn picture(&self, position: &StairsPosition) -> Picture {
        Picture::Heaps {
            sizes: position.stairs.clone(),
            noun: "stair",
            unordered: false,
        }
    }
    fn move_target(&self, _: &StairsPosition, mv: &StairMove) -> Option<Target> {
        Some(Target::Heap {
            heap: mv.from.checked_sub(1)?,
            take: mv.count,
        })
    }
    fn position_json(&self, position: &StairsPosition) -> serde_json::Value {
        json!({"stairs": position.stairs, "moves_made": position.moves_made})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"stairs": self.start})
    }
    fn move_syntax(&self, _: &StairsPosition) -> String {
        "`move COUNT from STAIR` (stair 2 or higher)".to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The API fuzz (#23) found a line that never ended: 12 balls left over
    /// 15 stairs sent the exact search through 17 million positions.
    #[test]
    fn the_exact_search_is_kept_to_few_positions() {
        let mut spread = vec![0; 16];
        spread[15] = 12;
        assert!(!small_enough(&spread), "12 balls over 15 stairs");
        assert!(
            small_enough(&[0, 4, 4, 4]),
            "12 balls over 3 stairs: 455 ways"
        );
        assert!(!small_enough(&[0, 13]), "past EXACT_BALLS");
        assert!(small_enough(&[7]), "nothing off the floor");
        // The exact search and the rule agree on who wins where both apply.
        let game = StairGame::new(vec![0, 2, 1, 3]);
        let mut oracle = StairOracle::new(&game);
        let start = game.start();
        let exact = oracle.move_values(&start);
        assert!(exact.iter().any(|(_, value)| value.is_win()) == (even_xor(&start.stairs) != 0));
    }
}
