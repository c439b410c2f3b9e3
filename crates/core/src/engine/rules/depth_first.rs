//! A game stated by its rules, solved depth first without keeping its
//! moves ([`solve_depth_first`]): each position is stored once, with its
//! value, and nothing else, so that a game of 10^8 positions fits in about
//! 20 bytes a position. The moves are asked of the rules again where a
//! position is looked at later (a session, a line).
//!
//! It needs play that always ends: a position that comes back while it is
//! being solved is an error ([`WalkError::Cycle`]), and such a game is
//! walked and solved with its moves ([`walk`](super::walk),
//! [`Walked::solve`](super::Walked::solve)), which finds its draws.

use super::{Limits, Outcome, PositionStore, Rules, WalkError};
use crate::engine::Value;
use crate::engine::retrograde::Compact;

/// Every position of a game reachable from its start, numbered from 0 (the
/// start) in the order first met, each with its value for the player to
/// move there.
pub struct Tabled<S> {
    store: S,
    values: Values,
}

/// Each position's value, as narrow as the game allows.
enum Values {
    /// A win or a loss with its remoteness, or a draw: four bytes.
    Outcomes(Vec<Compact>),
    /// A scored game's margins.
    Margins(Vec<i64>),
}

impl Values {
    fn push(&mut self) {
        match self {
            Values::Outcomes(values) => values.push(Compact::of(Value::Draw)),
            Values::Margins(values) => values.push(0),
        }
    }

    fn get(&self, index: u32) -> Value {
        match self {
            Values::Outcomes(values) => values[index as usize].value(),
            Values::Margins(values) => Value::Margin(i128::from(values[index as usize])),
        }
    }

    fn bytes(&self) -> usize {
        match self {
            Values::Outcomes(values) => values.capacity() * 4,
            Values::Margins(values) => values.capacity() * 8,
        }
    }
}

impl<S> Tabled<S> {
    /// How many positions.
    pub fn positions(&self) -> usize {
        match &self.values {
            Values::Outcomes(values) => values.len(),
            Values::Margins(values) => values.len(),
        }
    }

    /// The value of the position numbered `index` for the player to move
    /// there.
    pub fn value(&self, index: u32) -> Value {
        self.values.get(index)
    }

    /// The store of positions.
    pub fn store(&self) -> &S {
        &self.store
    }

    /// The value of `position`, if it is reachable from the start.
    pub fn value_of<P>(&self, position: &P) -> Option<Value>
    where
        S: PositionStore<P>,
    {
        self.store.find(position).map(|index| self.value(index))
    }

    /// The bytes allocated, about: the store and the values, the unused
    /// capacity of their vectors too (which is not resident until used).
    pub fn bytes<P>(&self) -> usize
    where
        S: PositionStore<P>,
    {
        self.store.bytes() + self.values.bytes()
    }
}

/// One position being solved: its number, the positions its moves lead to
/// (with their points) still to look at, and the best value so far.
struct Frame<P> {
    index: u32,
    /// The points of the move that led here, for the position before.
    points: i64,
    children: std::vec::IntoIter<(P, i64)>,
    best: Option<Value>,
    end: Option<Outcome>,
}

/// Solves `rules` depth first into `store`: every position reachable from
/// the start and its value, keeping no moves. A game [`scored`]
/// (Rules::scored) keeps margins of 64 bits, any other its wins and losses
/// with their remoteness, and its draws from `outcome`.
///
/// # Errors
///
/// What a rule raised, a limit passed, a position that comes back
/// ([`WalkError::Cycle`], by its number), an end in a win or a loss in a
/// scored game, an end in points in a game that is not
/// ([`WalkError::UnscoredPoints`]), or a margin past 64 bits
/// ([`WalkError::Margin`]).
///
/// [`scored`]: Rules::scored
pub fn solve_depth_first<R: Rules, S: PositionStore<R::Position>>(
    rules: &R,
    mut store: S,
    limits: Limits,
) -> Result<Tabled<S>, WalkError<R::Error>> {
    let most_positions = limits.positions.min(Limits::MOST);
    let most_moves = limits.moves.min(Limits::MOST);
    let scored = rules.scored();
    let mut values = if scored {
        Values::Margins(Vec::new())
    } else {
        Values::Outcomes(Vec::new())
    };
    // Whether each position's value is final: a position met again before
    // it is, is on the path being solved, and play has come back to it.
    let mut done: Vec<u64> = Vec::new();
    let mut moves = 0usize;
    let expand = |position: &R::Position, index: u32, points: i64, moves: &mut usize| {
        let end = rules.outcome(position).map_err(WalkError::Rules)?;
        let mut children = Vec::new();
        if end.is_none() {
            let listed = rules.options(position).map_err(WalkError::Rules)?;
            *moves += listed.len();
            if *moves > most_moves {
                return Err(WalkError::Moves(most_moves));
            }
            children.reserve_exact(listed.len());
            for (mv, after) in listed {
                let points = if scored {
                    rules.score(position, &mv).map_err(WalkError::Rules)?
                } else {
                    0
                };
                children.push((after, points));
            }
        }
        Ok(Frame {
            index,
            points,
            children: children.into_iter(),
            best: None,
            end,
        })
    };
    let start = rules.start().map_err(WalkError::Rules)?;
    let (index, _) = store.intern(start.clone());
    values.push();
    done.push(0);
    let mut stack = vec![expand(&start, index, 0, &mut moves)?];
    while let Some(frame) = stack.last_mut() {
        crate::interrupt::checkpoint();
        if let Some((child, points)) = frame.children.next() {
            let (index, new) = store.intern(child.clone());
            if new {
                if store.len() > most_positions {
                    return Err(WalkError::Positions(most_positions));
                }
                values.push();
                if index % 64 == 0 {
                    done.push(0);
                }
                let next = expand(&child, index, points, &mut moves)?;
                stack.push(next);
            } else if done[index as usize / 64] >> (index % 64) & 1 == 1 {
                let after = Value::after_move(i128::from(points), values.get(index), false);
                frame.best = Some(frame.best.map_or(after, |best| best.max(after)));
            } else {
                return Err(WalkError::Cycle(index));
            }
            continue;
        }
        let frame = stack.pop().expect("a frame is on the stack");
        let value = match (frame.best, frame.end, scored) {
            (Some(best), _, _) => best,
            (None, Some(Outcome::Points(points)), true) => Value::Margin(i128::from(points)),
            (None, Some(Outcome::Draw) | None, true) => Value::Margin(0),
            (None, Some(outcome), true) => {
                return Err(WalkError::ScoredEnd {
                    position: frame.index,
                    outcome,
                });
            }
            (None, Some(Outcome::Points(_)), false) => {
                return Err(WalkError::UnscoredPoints(frame.index));
            }
            (None, Some(Outcome::Win), false) => Value::Win { moves: 0 },
            (None, Some(Outcome::Draw), false) => Value::Draw,
            (None, Some(Outcome::Loss) | None, false) => Value::Loss { moves: 0 },
        };
        match &mut values {
            Values::Outcomes(values) => values[frame.index as usize] = Compact::of(value),
            Values::Margins(margins) => {
                let Value::Margin(margin) = value else {
                    unreachable!("a scored game's values are margins")
                };
                margins[frame.index as usize] =
                    i64::try_from(margin).map_err(|_| WalkError::Margin(frame.index))?;
            }
        }
        done[frame.index as usize / 64] |= 1 << (frame.index % 64);
        if let Some(parent) = stack.last_mut() {
            let after = Value::after_move(i128::from(frame.points), value, false);
            parent.best = Some(parent.best.map_or(after, |best| best.max(after)));
        }
    }
    Ok(Tabled { store, values })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::super::tests::Table;
    use super::super::{Interned, walk};
    use super::*;

    /// A game that always ends: each position's moves lead to later ones.
    fn layered(scored: bool) -> impl Strategy<Value = Table> {
        (2usize..30).prop_flat_map(move |n| {
            let moves = (0..n)
                .map(|p| {
                    let later = (p + 1)..n.max(p + 2);
                    proptest::collection::vec((later, -9i64..10), 0..4).prop_map(move |moves| {
                        moves.into_iter().filter(|&(to, _)| to < n).collect()
                    })
                })
                .collect::<Vec<_>>();
            let end = if scored {
                prop_oneof![
                    Just(None),
                    Just(Some(Outcome::Draw)),
                    (-9i64..10).prop_map(|p| Some(Outcome::Points(p)))
                ]
                .boxed()
            } else {
                prop_oneof![
                    Just(None),
                    Just(Some(Outcome::Win)),
                    Just(Some(Outcome::Loss)),
                    Just(Some(Outcome::Draw))
                ]
                .boxed()
            };
            (moves, proptest::collection::vec(end, n)).prop_map(move |(moves, ends)| Table {
                moves,
                ends,
                scored,
            })
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Depth first and walked, every reachable position has the same
        /// value, with or without points.
        #[test]
        fn agrees_with_the_walk(game in prop_oneof![layered(false), layered(true)]) {
            let tabled = solve_depth_first(&game, Interned::default(), Limits::default()).unwrap();
            let solved = walk(&game, Limits::default()).unwrap().solve().unwrap();
            prop_assert_eq!(tabled.positions(), solved.positions());
            for index in 0..solved.positions() as u32 {
                let position = solved.walked().store().get(index);
                prop_assert_eq!(tabled.value_of(&position), Some(solved.value(index)));
            }
        }
    }

    #[test]
    fn a_position_that_comes_back_is_a_cycle() {
        let game = Table {
            moves: vec![vec![(1, 0)], vec![(0, 0)]],
            ends: vec![None, None],
            scored: false,
        };
        let error = solve_depth_first(&game, Interned::default(), Limits::default())
            .err()
            .unwrap();
        assert_eq!(error, WalkError::Cycle(0));
    }

    #[test]
    fn limits_and_ends_are_errors() {
        let chain = |scored, end| Table {
            moves: vec![vec![(1, 1)], vec![(2, 1)], vec![]],
            ends: vec![None, None, end],
            scored,
        };
        let small = Limits {
            positions: 2,
            moves: 10,
        };
        let refused = |game: &Table, limits| {
            solve_depth_first(game, Interned::default(), limits)
                .err()
                .unwrap()
        };
        assert_eq!(refused(&chain(false, None), small), WalkError::Positions(2));
        let few_moves = Limits {
            positions: 10,
            moves: 1,
        };
        assert_eq!(refused(&chain(false, None), few_moves), WalkError::Moves(1));
        assert_eq!(
            refused(&chain(true, Some(Outcome::Win)), Limits::default()),
            WalkError::ScoredEnd {
                position: 2,
                outcome: Outcome::Win
            }
        );
        assert_eq!(
            refused(&chain(false, Some(Outcome::Points(3))), Limits::default()),
            WalkError::UnscoredPoints(2)
        );
        let huge = Table {
            moves: vec![vec![(1, i64::MAX)], vec![(2, i64::MIN)], vec![]],
            ends: vec![None; 3],
            scored: true,
        };
        assert_eq!(refused(&huge, Limits::default()), WalkError::Margin(0));
        let tabled =
            solve_depth_first(&chain(true, None), Interned::default(), Limits::default()).unwrap();
        assert_eq!(tabled.value(0), Value::Margin(0));
        assert_eq!(tabled.value(1), Value::Margin(1));
    }
}
