//! Impartial games on a fixed tuple of heaps, where one move may change
//! several heaps at once (Wythoff's game takes from both). Unlike a
//! [`HeapSum`](super::HeapSum), the heaps keep their places, and a position
//! is not a sum of independent parts.
//!
//! A game says only which tuples a tuple may become ([`TupleRules`]) and
//! which tuples are lost for the player to move; [`Tuple`] makes it a
//! [`Game`] with a [`Notation`] (a move is written as the heaps it leaves),
//! and [`TupleOracle`] solves it: by the game's rule, with the exact
//! remoteness by negamax on small positions.
//!
//! ```
//! use optimal_play::engine::{position_value, Game, Negamax};
//! use optimal_play::impartial::tuple::{Tuple, TupleOracle, TupleRules};
//! #[derive(Debug, Clone)]
//! struct OneHeapNim;
//! impl TupleRules for OneHeapNim {
//!     fn options(&self, heaps: &[u64]) -> Vec<Vec<u64>> {
//!         (0..heaps[0]).map(|left| vec![left]).collect()
//!     }
//!     fn loses(&self, heaps: &[u64]) -> bool {
//!         heaps[0] == 0
//!     }
//! }
//! let game = Tuple::new(OneHeapNim, vec![5]);
//! let exact = Negamax::new(game.clone()).value(&game.start());
//! assert_eq!(position_value(&game, &mut TupleOracle::new(&game), &game.start()), exact);
//! ```

use crate::engine::picture::{Picture, Target};
use serde_json::json;

use super::HeapsPosition;
use crate::engine::{BadMove, Game, Negamax, Notation, Oracle, Player, Scoring, Value};

/// The rules of an impartial game on a tuple of heaps.
pub trait TupleRules: Clone + Send + Sync + std::fmt::Debug + 'static {
    /// Every tuple `heaps` may become in one move.
    fn options(&self, heaps: &[u64]) -> Vec<Vec<u64>>;
    /// Whether the player to move from `heaps` loses with best play.
    fn loses(&self, heaps: &[u64]) -> bool;
}

/// An impartial game on a tuple of heaps, from one start.
#[derive(Debug, Clone)]
pub struct Tuple<R> {
    rules: R,
    start: Vec<u64>,
}

impl<R: TupleRules> Tuple<R> {
    /// The game from `heaps`.
    pub fn new(rules: R, heaps: Vec<u64>) -> Tuple<R> {
        Tuple {
            rules,
            start: heaps,
        }
    }

    /// The rules.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// The heaps play starts from.
    pub fn heaps(&self) -> &[u64] {
        &self.start
    }
}

impl<R: TupleRules> Game for Tuple<R> {
    type Position = HeapsPosition;
    /// A move: the heaps it leaves.
    type Move = Vec<u64>;

    fn start(&self) -> HeapsPosition {
        HeapsPosition {
            heaps: self.start.clone(),
            moves_made: 0,
        }
    }
    fn to_move(&self, position: &HeapsPosition) -> Player {
        Player::after(position.moves_made)
    }
    fn moves(&self, position: &HeapsPosition) -> Vec<Vec<u64>> {
        self.rules.options(&position.heaps)
    }
    fn apply(&self, position: &HeapsPosition, leave: &Vec<u64>) -> (HeapsPosition, i128) {
        let next = HeapsPosition {
            heaps: leave.clone(),
            moves_made: position.moves_made + 1,
        };
        (next, 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
}

fn join(heaps: &[u64]) -> String {
    let words: Vec<String> = heaps.iter().map(u64::to_string).collect();
    words.join(" ")
}

impl<R: TupleRules> Notation for Tuple<R> {
    fn move_text(&self, _: &HeapsPosition, leave: &Vec<u64>) -> String {
        format!("leave {}", join(leave))
    }
    fn describe_move(&self, position: &HeapsPosition, leave: &Vec<u64>) -> String {
        let taken: Vec<String> = position
            .heaps
            .iter()
            .zip(leave)
            .enumerate()
            .filter(|(_, (before, after))| before != after)
            .map(|(at, (before, after))| match position.heaps.len() {
                1 => (before - after).to_string(),
                _ => format!("{} from heap {}", before - after, at + 1),
            })
            .collect();
        format!("take {}, leaving {}", taken.join(" and "), join(leave))
    }
    fn read_move(&self, position: &HeapsPosition, text: &str) -> Result<Vec<u64>, BadMove> {
        let text = text.trim();
        let numbers = |words: &str| -> Option<Vec<u64>> {
            words.split_whitespace().map(|w| w.parse().ok()).collect()
        };
        let leave = match (text.strip_prefix("leave"), &position.heaps[..]) {
            (Some(words), _) => numbers(words),
            // One heap: `take N` or `N` takes N.
            (None, &[heap]) => {
                numbers(text.strip_prefix("take").unwrap_or(text)).and_then(|taken| match taken[..]
                {
                    [take] => heap.checked_sub(take).map(|left| vec![left]),
                    _ => None,
                })
            }
            (None, _) => numbers(text),
        };
        match leave {
            Some(leave) if self.moves(position).contains(&leave) => Ok(leave),
            _ => Err(BadMove(format!(
                "expected {}, found `{}`",
                self.move_syntax(position),
                crate::input::excerpt(text)
            ))),
        }
    }
    fn move_json(&self, position: &HeapsPosition, leave: &Vec<u64>) -> serde_json::Value {
        json!({"text": self.move_text(position, leave), "leave": leave})
    }
    fn position_text(&self, position: &HeapsPosition) -> String {
        format!("heaps {}", join(&position.heaps))
    }
    fn picture(&self, position: &HeapsPosition) -> Picture {
        position.picture()
    }
    /// A move that changes one heap is made on it; one that changes
    /// several is chosen from the list.
    fn move_target(&self, position: &HeapsPosition, mv: &Vec<u64>) -> Option<Target> {
        let mut changed = position
            .heaps
            .iter()
            .zip(mv)
            .enumerate()
            .filter(|(_, (before, after))| before != after);
        let (heap, (before, after)) = changed.next()?;
        if changed.next().is_some() {
            return None;
        }
        Some(Target::Heap {
            heap,
            take: before.checked_sub(*after)?,
        })
    }
    fn position_json(&self, position: &HeapsPosition) -> serde_json::Value {
        position.json()
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"heaps": self.start})
    }
    fn move_syntax(&self, position: &HeapsPosition) -> String {
        match position.heaps.len() {
            1 => "`take N` (or `leave M`, the heap a move leaves)".to_owned(),
            heaps => format!("`leave` and the {heaps} heaps a move leaves, in order"),
        }
    }
}

/// Positions with at most this many counters in all get the exact
/// remoteness.
pub const EXACT_TOTAL: u64 = 24;

/// The oracle of a [`Tuple`]: who wins by [`TupleRules::loses`]; on
/// positions of at most [`EXACT_TOTAL`] counters, the exact remoteness by
/// negamax.
#[derive(Debug)]
pub struct TupleOracle<R: TupleRules> {
    rules: R,
    exact: Negamax<Tuple<R>>,
}

impl<R: TupleRules> TupleOracle<R> {
    /// The oracle of `game`.
    pub fn new(game: &Tuple<R>) -> TupleOracle<R> {
        TupleOracle {
            rules: game.rules.clone(),
            exact: Negamax::new(game.clone()),
        }
    }
}

impl<R: TupleRules> From<&Tuple<R>> for TupleOracle<R> {
    fn from(game: &Tuple<R>) -> TupleOracle<R> {
        TupleOracle::new(game)
    }
}

impl<R: TupleRules> Oracle<Tuple<R>> for TupleOracle<R> {
    fn move_values(&mut self, position: &HeapsPosition) -> Vec<(Vec<u64>, Value)> {
        let total = position
            .heaps
            .iter()
            .fold(0u64, |t, &h| t.saturating_add(h));
        if total <= EXACT_TOTAL {
            return self.exact.move_values(position);
        }
        let value = |leave: &Vec<u64>| match self.rules.loses(leave) {
            true => Value::Winning,
            false => Value::Losing,
        };
        let options = self.rules.options(&position.heaps);
        options
            .into_iter()
            .map(|leave| (leave.clone(), value(&leave)))
            .collect()
    }
}
