//! Scored games given as an explicit graph: positions numbered from 0, and
//! for each move the position it leads to and the points the mover scores.
//! Each player wants the most points over the opponent from then on. This is
//! the engine for games defined outside the library (the Python package's
//! scored games), solved in O(positions + moves) when play always ends.
//!
//! ```
//! use optimal_play::engine::explicit::{margins, Move};
//! // 0 --(+3)--> 1 --(+5)--> 2, and 0 --(+1)--> 2: from 0, taking 3 leaves
//! // the opponent 5, a margin of -2; taking 1 ends it, +1.
//! let moves = [Move { from: 0, to: 1, points: 3 }, Move { from: 1, to: 2, points: 5 }, Move { from: 0, to: 2, points: 1 }];
//! assert_eq!(margins(3, &moves), Ok(vec![1, 5, 0]));
//! ```

/// One move of an explicit game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// The position it is made at.
    pub from: u32,
    /// The position it leads to.
    pub to: u32,
    /// The points the mover scores.
    pub points: i64,
}

/// Why an explicit game has no margins.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExplicitError {
    /// Play can go round for ever: this position comes back.
    #[error(
        "play can go round for ever (position {0} can come back): a scored game must always end"
    )]
    Cycle(u32),
    /// A move names a position past the last.
    #[error("a move leads to position {0}, past the last, {1}")]
    NoSuchPosition(u32, u32),
}

/// Each position's margin for the player to move there with best play on
/// both sides: the best over its moves of the points scored minus the
/// margin left to the opponent, and 0 where there is no move. Positions
/// are `0..positions`. O(positions + moves), in i128 so that no sum of i64
/// points can overflow within 2^64 moves.
///
/// # Errors
///
/// [`ExplicitError::Cycle`] when play can go round for ever, and
/// [`ExplicitError::NoSuchPosition`] for a move past the last position.
pub fn margins(positions: u32, moves: &[Move]) -> Result<Vec<i128>, ExplicitError> {
    let n = positions as usize;
    for mv in moves {
        for at in [mv.from, mv.to] {
            if at >= positions {
                return Err(ExplicitError::NoSuchPosition(
                    at,
                    positions.saturating_sub(1),
                ));
            }
        }
    }
    // The moves into each position, and how many moves out of each are not
    // yet valued: a position is valued once all its moves are (Kahn's
    // order, from the ends backwards).
    let mut into_start = vec![0usize; n + 1];
    for mv in moves {
        into_start[mv.to as usize + 1] += 1;
    }
    for at in 0..n {
        into_start[at + 1] += into_start[at];
    }
    let mut fill = into_start.clone();
    let mut into = vec![0usize; moves.len()];
    for (id, mv) in moves.iter().enumerate() {
        into[fill[mv.to as usize]] = id;
        fill[mv.to as usize] += 1;
    }
    let mut waiting = vec![0usize; n];
    for mv in moves {
        waiting[mv.from as usize] += 1;
    }
    let mut best: Vec<Option<i128>> = vec![None; n];
    let mut ready: Vec<usize> = (0..n).filter(|&at| waiting[at] == 0).collect();
    let mut valued = 0;
    while let Some(at) = ready.pop() {
        crate::interrupt::checkpoint();
        let margin = best[at].unwrap_or(0);
        best[at] = Some(margin);
        valued += 1;
        for &id in &into[into_start[at]..into_start[at + 1]] {
            let mv = moves[id];
            let from = mv.from as usize;
            let worth = i128::from(mv.points) - margin;
            best[from] = Some(best[from].map_or(worth, |known| known.max(worth)));
            waiting[from] -= 1;
            if waiting[from] == 0 {
                ready.push(from);
            }
        }
    }
    if valued < n {
        let stuck = (0..n)
            .find(|&at| waiting[at] > 0)
            .expect("a position not valued");
        return Err(ExplicitError::Cycle(stuck as u32));
    }
    Ok(best.into_iter().map(|margin| margin.unwrap_or(0)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The slow twin: negamax by plain recursion over the moves.
    fn negamax(at: u32, moves: &[Move]) -> i128 {
        (moves.iter().filter(|mv| mv.from == at))
            .map(|mv| i128::from(mv.points) - negamax(mv.to, moves))
            .max()
            .unwrap_or(0)
    }

    /// A random game that always ends: every move goes to a later position.
    fn acyclic() -> impl Strategy<Value = (u32, Vec<Move>)> {
        (2u32..12).prop_flat_map(|n| {
            let edge = (0..n - 1).prop_flat_map(move |from| {
                (from + 1..n, -50i64..=50).prop_map(move |(to, points)| Move { from, to, points })
            });
            (Just(n), prop::collection::vec(edge, 0..30))
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(500))]

        #[test]
        fn margins_agree_with_negamax((n, moves) in acyclic()) {
            let fast = margins(n, &moves).unwrap();
            for at in 0..n {
                prop_assert_eq!(fast[at as usize], negamax(at, &moves), "position {}", at);
            }
        }
    }

    #[test]
    fn a_cycle_and_a_position_past_the_last_are_refused() {
        let round = [
            Move {
                from: 0,
                to: 1,
                points: 1,
            },
            Move {
                from: 1,
                to: 0,
                points: 1,
            },
        ];
        assert!(matches!(margins(2, &round), Err(ExplicitError::Cycle(_))));
        let past = [Move {
            from: 0,
            to: 5,
            points: 1,
        }];
        assert_eq!(margins(2, &past), Err(ExplicitError::NoSuchPosition(5, 1)));
    }

    #[test]
    fn points_at_the_edge_of_i64_add_up_exactly() {
        let moves: Vec<Move> = (0..40)
            .map(|at| Move {
                from: at,
                to: at + 1,
                points: i64::MAX,
            })
            .collect();
        let margin = margins(41, &moves).unwrap();
        assert_eq!(margin[0], 0, "an even number of equal moves: as much each");
        assert_eq!(margin[1], i128::from(i64::MAX));
    }
}
