//! Plain value iteration to a fixed point: the slow twin that
//! [`retrograde`](super::retrograde) analysis is checked against, sharing no
//! code with it.
//!
//! Every position starts as a draw, except those with no move, which are
//! worth [`Game::end_value`]. Then, round after round, every position takes
//! the best of its moves' values from the round before. After round `k`
//! every position whose remoteness is at most `k` has its exact value and
//! every other still reads as a draw, so when a round changes nothing the
//! values are exact, draws included. It costs a pass over every move per
//! round, for as many rounds as the longest remoteness: fine for the small
//! games it checks.

use std::collections::HashMap;

use super::{Game, Value};

/// The value of every position reachable from `game`'s start, for the
/// player to move there, or `None` when more than `limit` are reachable.
///
/// ```
/// use optimal_play::engine::value_iteration::value_iteration;
/// use optimal_play::engine::{Game, Player, Scoring, Value};
///
/// // Two positions, each with a move to the other: a draw for ever.
/// struct Ping;
/// impl Game for Ping {
///     type Position = bool;
///     type Move = ();
///     fn start(&self) -> bool { false }
///     fn to_move(&self, p: &bool) -> Player { if *p { Player::Second } else { Player::First } }
///     fn moves(&self, _: &bool) -> Vec<()> { vec![()] }
///     fn apply(&self, p: &bool, _: &()) -> (bool, i128) { (!p, 0) }
///     fn scoring(&self) -> Scoring { Scoring::LastMoveWins }
///     fn loopy(&self) -> bool { true }
/// }
/// let values = value_iteration(&Ping, 10).unwrap();
/// assert_eq!(values[&false], Value::Draw);
/// ```
pub fn value_iteration<G: Game>(game: &G, limit: usize) -> Option<HashMap<G::Position, Value>> {
    // Explore: every position with the positions its moves reach.
    let mut number: HashMap<G::Position, usize> = HashMap::new();
    let mut positions = vec![game.start()];
    number.insert(game.start(), 0);
    let mut children: Vec<Vec<(usize, bool)>> = Vec::new();
    let mut at = 0;
    while at < positions.len() {
        let position = positions[at].clone();
        crate::interrupt::checkpoint();
        let mover = game.to_move(&position);
        let mut reached = Vec::new();
        for mv in game.moves(&position) {
            let (next, _) = game.apply(&position, &mv);
            let same = game.to_move(&next) == mover;
            let id = match number.get(&next) {
                Some(&id) => id,
                None => {
                    if positions.len() >= limit {
                        return None;
                    }
                    number.insert(next.clone(), positions.len());
                    positions.push(next);
                    positions.len() - 1
                }
            };
            reached.push((id, same));
        }
        children.push(reached);
        at += 1;
    }
    // Iterate, every round from the round before's values.
    let mut values: Vec<Value> = positions
        .iter()
        .zip(&children)
        .map(|(position, reached)| {
            if reached.is_empty() {
                game.end_value(position)
            } else {
                Value::Draw
            }
        })
        .collect();
    loop {
        let next: Vec<Value> = children
            .iter()
            .enumerate()
            .map(|(id, reached)| {
                reached
                    .iter()
                    .map(|&(child, same)| Value::after_move(0, values[child], same))
                    .max()
                    .unwrap_or(values[id])
            })
            .collect();
        if next == values {
            break;
        }
        values = next;
    }
    Some(positions.into_iter().zip(values).collect())
}

/// The slow twin of [`solve_scored`](super::retrograde::solve_scored):
/// `moves[p]` lists each move of position `p` as `(to, cost)`, and
/// `ender[p]` says whether the ender moves there. Round `k` holds what each
/// position costs the ender when the game must end within `k` moves (`None`
/// when it cannot be made to); the rounds go on until one changes nothing.
///
/// # Panics
///
/// If the values have not settled after `limit` rounds.
pub fn scored_value_iteration(
    moves: &[Vec<(usize, u64)>],
    ender: &[bool],
    limit: usize,
) -> Vec<Option<i128>> {
    let mut values: Vec<Option<i128>> = moves
        .iter()
        .map(|out| if out.is_empty() { Some(0) } else { None })
        .collect();
    for _ in 0..limit {
        let next: Vec<Option<i128>> = moves
            .iter()
            .enumerate()
            .map(|(p, out)| {
                crate::interrupt::checkpoint();
                if out.is_empty() {
                    return Some(0);
                }
                let through = out
                    .iter()
                    .map(|&(to, cost)| values[to].map(|value| value + i128::from(cost)));
                if ender[p] {
                    through.flatten().min()
                } else {
                    through.collect::<Option<Vec<i128>>>()?.into_iter().max()
                }
            })
            .collect();
        if next == values {
            return values;
        }
        values = next;
    }
    panic!("the values did not settle in {limit} rounds");
}
