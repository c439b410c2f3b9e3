//! How good a move was: the scorecard of a game's review.
//!
//! A move is graded by what it gave away against the best move at its
//! position, first by the outcome (a win, a draw, a loss: what a player
//! cares about most), then by the points:
//!
//! | grade | the move |
//! |---|---|
//! | [`Grade::Best`] | was worth as much as the best move |
//! | [`Grade::Good`] | kept the outcome and gave away at most a fifth of the margin (or, without points, only moves: a slower win, a quicker loss) |
//! | [`Grade::Inaccuracy`] | kept the outcome, and gave away more than a fifth of the margin |
//! | [`Grade::Mistake`] | made the outcome one step worse: a win into a draw, a draw into a loss |
//! | [`Grade::Blunder`] | turned a win into a loss |
//!
//! In a game of points the outcome is the margin's sign: ahead, level, or
//! behind at the end. A player's **accuracy** is the share of their moves
//! graded best, so a perfect player's is 100 %.
//!
//! ```
//! use optimal_play::engine::Value;
//! use optimal_play::play::grade::{grade, Grade};
//!
//! assert_eq!(grade(Value::Margin(9), Value::Margin(10)), Grade::Good);
//! assert_eq!(grade(Value::Margin(5), Value::Margin(10)), Grade::Inaccuracy);
//! assert_eq!(grade(Value::Margin(0), Value::Margin(10)), Grade::Mistake);
//! assert_eq!(grade(Value::Margin(-1), Value::Margin(10)), Grade::Blunder);
//! assert_eq!(grade(Value::Win { moves: 7 }, Value::Win { moves: 3 }), Grade::Good);
//! assert_eq!(grade(Value::Loss { moves: 2 }, Value::Win { moves: 3 }), Grade::Blunder);
//! ```

use serde::Serialize;

use crate::engine::Value;

/// How good a move was, from best to worst (the order `Ord` follows).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    /// As good as the best move.
    Best,
    /// Kept the outcome, and gave away little (at most a fifth of the
    /// margin) or only time.
    Good,
    /// Kept the outcome, but gave away more than a fifth of the margin.
    Inaccuracy,
    /// Made the outcome one step worse: a win into a draw, a draw into a
    /// loss.
    Mistake,
    /// Turned a win into a loss.
    Blunder,
}

impl Grade {
    /// Every grade, best first.
    pub const ALL: [Grade; 5] = [
        Grade::Best,
        Grade::Good,
        Grade::Inaccuracy,
        Grade::Mistake,
        Grade::Blunder,
    ];

    /// The grade's name, as the review and the JSON say it.
    pub fn name(self) -> &'static str {
        match self {
            Grade::Best => "best",
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }
}

impl std::fmt::Display for Grade {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The outcome a value promises its mover: 1 ahead or winning, 0 level or
/// drawn, -1 behind or losing.
pub fn outcome(value: Value) -> i8 {
    match value {
        Value::Margin(margin) => margin.signum() as i8,
        Value::Win { .. } | Value::Winning => 1,
        Value::Draw => 0,
        Value::Loss { .. } | Value::Losing => -1,
    }
}

/// The grade of a move worth `value` to its mover, where the best move at
/// its position was worth `best`.
pub fn grade(value: Value, best: Value) -> Grade {
    if value >= best {
        return Grade::Best;
    }
    match outcome(best) - outcome(value) {
        2.. => Grade::Blunder,
        1 => Grade::Mistake,
        _ => match (value.margin(), best.margin()) {
            (Some(value), Some(best)) if (best - value).saturating_mul(5) > best.abs() => {
                Grade::Inaccuracy
            }
            _ => Grade::Good,
        },
    }
}

/// A player's accuracy: the share of `grades` that are [`Grade::Best`], as
/// a percentage rounded to a tenth; `None` for no moves.
///
/// ```
/// use optimal_play::play::grade::{accuracy, Grade};
/// assert_eq!(accuracy(&[Grade::Best, Grade::Best, Grade::Mistake]), Some(66.7));
/// assert_eq!(accuracy(&[]), None);
/// ```
pub fn accuracy(grades: &[Grade]) -> Option<f64> {
    if grades.is_empty() {
        return None;
    }
    let best = grades.iter().filter(|&&grade| grade == Grade::Best).count();
    let tenths = (best * 1000 + grades.len() / 2) / grades.len();
    Some(tenths as f64 / 10.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every pair of small values: the grade never improves as the played
    /// value falls, a move as good as the best is best, and a worse outcome
    /// is always at least a mistake.
    #[test]
    fn grades_fall_with_the_value_and_follow_the_outcome() {
        let mut values: Vec<Value> = (-12..=12).map(Value::Margin).collect();
        values.sort();
        for (at, &best) in values.iter().enumerate() {
            let mut last = Grade::Best;
            for &played in values[..=at].iter().rev() {
                let graded = grade(played, best);
                assert!(
                    graded >= last,
                    "{played:?} under {best:?}: {graded} after {last}"
                );
                last = graded;
                assert_eq!(graded == Grade::Best, played == best);
                if outcome(played) < outcome(best) {
                    assert!(graded >= Grade::Mistake, "{played:?} under {best:?}");
                } else {
                    assert!(graded <= Grade::Inaccuracy, "{played:?} under {best:?}");
                }
            }
        }
        let outcomes = [
            Value::Loss { moves: 1 },
            Value::Loss { moves: 5 },
            Value::Draw,
            Value::Win { moves: 5 },
            Value::Win { moves: 1 },
        ];
        for (at, &best) in outcomes.iter().enumerate() {
            for &played in &outcomes[..at] {
                let expected = match outcome(best) - outcome(played) {
                    2 => Grade::Blunder,
                    1 => Grade::Mistake,
                    _ => Grade::Good,
                };
                assert_eq!(grade(played, best), expected, "{played:?} under {best:?}");
            }
        }
    }

    #[test]
    fn accuracy_rounds_to_a_tenth() {
        assert_eq!(accuracy(&[Grade::Best]), Some(100.0));
        assert_eq!(accuracy(&[Grade::Good]), Some(0.0));
        let two_of_three = [Grade::Best, Grade::Inaccuracy, Grade::Best];
        assert_eq!(accuracy(&two_of_three), Some(66.7));
    }
}
