//! [`Value`]: what a position or a move is worth to the player to move,
//! the one value type every solver returns and every front end shows.

use std::cmp::Ordering;
use std::fmt;

/// What a position (or a move) is worth to the player to move, with both
/// playing optimally from there on.
///
/// Values are ordered from the mover's point of view: a larger margin is
/// better; any win beats any loss; a quicker win beats a slower one, and a
/// slower loss beats a quicker one (a losing player makes the game last).
///
/// ```
/// use optimal_play::engine::Value;
/// assert!(Value::Margin(3) > Value::Margin(-1));
/// assert!(Value::Win { moves: 1 } > Value::Win { moves: 3 });
/// assert!(Value::Loss { moves: 4 } > Value::Loss { moves: 2 });
/// assert!(Value::Win { moves: 9 } > Value::Loss { moves: 9 });
/// // A draw: better than any loss, worse than any win, the same for both.
/// assert!(Value::Loss { moves: 9 } < Value::Draw && Value::Draw < Value::Winning);
/// assert_eq!(Value::Draw.for_opponent(), Value::Draw);
/// assert_eq!(Value::after_move(0, Value::Draw, false), Value::Draw);
/// assert_eq!(Value::Draw.to_json(), serde_json::json!({"outcome": "draw"}));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Value {
    /// The mover's final total minus the other player's, in points.
    Margin(i128),
    /// The mover wins, making the last move; `moves` is how many moves are
    /// left in the game, both players' counted, with best play.
    Win {
        /// Moves left until the end.
        moves: u64,
    },
    /// The mover loses; the opponent makes the last move after `moves`
    /// more moves with best play.
    Loss {
        /// Moves left until the end.
        moves: u64,
    },
    /// The mover wins, in a position too large for the moves to the end to
    /// be counted (the Sprague–Grundy solvers know who wins, not how long it
    /// takes). Below every counted win.
    Winning,
    /// The mover loses; how long the opponent takes was not counted. Above
    /// every counted loss.
    Losing,
    /// Neither player can force a win: with best play the game goes on for
    /// ever (a game whose positions repeat). Above every loss and below
    /// every win; a drawn game scores no points.
    Draw,
}

impl Value {
    fn key(self) -> (u8, i128, bool) {
        match self {
            Value::Loss { moves } => (0, i128::from(moves), false),
            Value::Losing => (0, i128::MAX, false),
            Value::Margin(margin) => (1, margin, false),
            // Between every loss and every win; a game has draws or margins,
            // never both, and the last field keeps the order total.
            Value::Draw => (1, 0, true),
            Value::Winning => (2, i128::MIN, false),
            Value::Win { moves } => (2, -i128::from(moves), false),
        }
    }

    /// The value, for the player who moves, of a move that scores `points`
    /// and leads to a position worth `next` to the player to move there.
    /// `same_mover` says whether that is the same player (a game may give a
    /// player two moves in a row).
    ///
    /// ```
    /// use optimal_play::engine::Value;
    /// assert_eq!(Value::after_move(9, Value::Margin(1), false), Value::Margin(8));
    /// assert_eq!(Value::after_move(0, Value::Loss { moves: 0 }, false), Value::Win { moves: 1 });
    /// ```
    pub fn after_move(points: i128, next: Value, same_mover: bool) -> Value {
        match (next, same_mover) {
            (Value::Margin(rest), true) => Value::Margin(points + rest),
            (Value::Margin(rest), false) => Value::Margin(points - rest),
            (Value::Win { moves }, true) => Value::Win { moves: moves + 1 },
            (Value::Loss { moves }, true) => Value::Loss { moves: moves + 1 },
            (Value::Win { moves }, false) => Value::Loss { moves: moves + 1 },
            (Value::Loss { moves }, false) => Value::Win { moves: moves + 1 },
            (uncounted, true) => uncounted,
            (uncounted, false) => uncounted.for_opponent(),
        }
    }

    /// The inverse of [`after_move`](Self::after_move): what the position
    /// after a move that scores `points` is worth to the player who moves
    /// there, given the move's value `self` to its mover.
    ///
    /// ```
    /// use optimal_play::engine::Value;
    /// let next = Value::Margin(1);
    /// let value = Value::after_move(9, next, false);
    /// assert_eq!(value.before_move(9, false), next);
    /// ```
    pub fn before_move(self, points: i128, same_mover: bool) -> Value {
        match (self, same_mover) {
            (Value::Margin(value), true) => Value::Margin(value - points),
            (Value::Margin(value), false) => Value::Margin(points - value),
            (Value::Win { moves }, true) => Value::Win { moves: moves - 1 },
            (Value::Loss { moves }, true) => Value::Loss { moves: moves - 1 },
            (Value::Win { moves }, false) => Value::Loss { moves: moves - 1 },
            (Value::Loss { moves }, false) => Value::Win { moves: moves - 1 },
            (uncounted, true) => uncounted,
            (uncounted, false) => uncounted.for_opponent(),
        }
    }

    /// The same value seen by the other player.
    ///
    /// ```
    /// use optimal_play::engine::Value;
    /// assert_eq!(Value::Margin(5).for_opponent(), Value::Margin(-5));
    /// assert_eq!(Value::Win { moves: 3 }.for_opponent(), Value::Loss { moves: 3 });
    /// ```
    pub fn for_opponent(self) -> Value {
        match self {
            Value::Margin(margin) => Value::Margin(-margin),
            Value::Win { moves } => Value::Loss { moves },
            Value::Loss { moves } => Value::Win { moves },
            Value::Winning => Value::Losing,
            Value::Losing => Value::Winning,
            Value::Draw => Value::Draw,
        }
    }

    /// The margin, for a game scored in points.
    pub fn margin(self) -> Option<i128> {
        match self {
            Value::Margin(margin) => Some(margin),
            _ => None,
        }
    }

    /// Whether the mover wins: a win, or a positive margin.
    pub fn is_win(self) -> bool {
        match self {
            Value::Margin(margin) => margin > 0,
            Value::Win { .. } | Value::Winning => true,
            Value::Loss { .. } | Value::Losing | Value::Draw => false,
        }
    }

    /// The points given away by playing a move worth `self` where the best
    /// move was worth `best`: `None` in a game not scored in points.
    pub fn points_short_of(self, best: Value) -> Option<i128> {
        Some(best.margin()? - self.margin()?)
    }

    /// The value as JSON: `{"margin": m}`, or `{"outcome": "win"|"loss",
    /// "moves": k}`. Margins are exact JSON integers at any size.
    pub fn to_json(self) -> serde_json::Value {
        serde_json::to_value(self).expect("a value is always JSON")
    }
}

impl serde::Serialize for Value {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(2))?;
        match *self {
            Value::Margin(margin) => map.serialize_entry("margin", &margin)?,
            Value::Win { moves } => {
                map.serialize_entry("outcome", "win")?;
                map.serialize_entry("moves", &moves)?;
            }
            Value::Loss { moves } => {
                map.serialize_entry("outcome", "loss")?;
                map.serialize_entry("moves", &moves)?;
            }
            Value::Winning => map.serialize_entry("outcome", "win")?,
            Value::Losing => map.serialize_entry("outcome", "loss")?,
            Value::Draw => map.serialize_entry("outcome", "draw")?,
        }
        map.end()
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Self) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Value::Margin(margin) => write!(f, "{margin:+}"),
            Value::Win { moves } => write!(f, "a win in {}", plural(moves, "move")),
            Value::Loss { moves } => write!(f, "a loss in {}", plural(moves, "move")),
            Value::Winning => write!(f, "a win"),
            Value::Losing => write!(f, "a loss"),
            Value::Draw => write!(f, "a draw"),
        }
    }
}

fn plural(n: u64, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}
