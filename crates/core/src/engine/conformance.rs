//! The checks every game must pass, written once for any [`Game`] with a
//! [`Notation`] and an [`Oracle`] (after OpenSpiel's `RandomSimTest`).
//!
//! The test suite runs them over every registered game, so a game is checked
//! as soon as it is registered. Each check returns a description of the first
//! failure it finds, naming the position and the move.

use std::collections::HashSet;

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Game, Negamax, Notation, Oracle, Value};

/// What a check looked at.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Checked {
    /// Positions examined.
    pub positions: usize,
    /// Moves examined.
    pub moves: usize,
}

/// Every position reachable from the start, up to `limit` of them, in the
/// order a depth-first search meets them.
pub fn reachable<G: Game>(game: &G, limit: usize) -> Vec<G::Position> {
    let mut seen = HashSet::new();
    let mut order = Vec::new();
    let mut stack = vec![game.start()];
    while let Some(position) = stack.pop() {
        if order.len() >= limit || !seen.insert(position.clone()) {
            continue;
        }
        for mv in game.moves(&position) {
            stack.push(game.apply(&position, &mv).0);
        }
        order.push(position);
    }
    order
}

/// Checks that `oracle` gives every move the value the memoised negamax gives
/// it, at every position reachable from the start (up to `limit`).
pub fn oracle_agrees_with_negamax<G: Notation>(
    game: &G,
    oracle: &mut dyn Oracle<G>,
    limit: usize,
) -> Result<Checked, String> {
    let mut negamax = Negamax::new(game);
    let mut checked = Checked::default();
    for position in reachable(game, limit) {
        let fast = oracle.move_values(&position);
        let slow = negamax.move_values(&position);
        if game.is_over(&position) != slow.is_empty() {
            return Err(format!(
                "at {position:?} the game says it is {}over, and it has {} moves",
                if slow.is_empty() { "not " } else { "" },
                slow.len()
            ));
        }
        if fast != slow {
            let show = |values: &[(G::Move, Value)]| {
                values
                    .iter()
                    .map(|(mv, value)| format!("{} {value}", game.move_text(&position, mv)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(format!(
                "at {position:?} the fast solver says [{}] and negamax says [{}]",
                show(&fast),
                show(&slow)
            ));
        }
        // The optimal moves alone, as the perfect engine asks for them.
        let best = slow.iter().map(|&(_, value)| value).max();
        let optimal: Vec<(G::Move, Value)> = (slow.iter())
            .filter(|&&(_, value)| Some(value) == best)
            .cloned()
            .collect();
        if oracle.optimal_move_values(&position) != optimal {
            return Err(format!(
                "at {position:?} the fast solver's optimal moves are not negamax's"
            ));
        }
        // The first of them, as the perfect engine plays it.
        if oracle.first_optimal_move(&position) != optimal.first().cloned() {
            return Err(format!(
                "at {position:?} the fast solver's first optimal move is not negamax's"
            ));
        }
        checked.positions += 1;
        checked.moves += fast.len();
    }
    Ok(checked)
}

/// Checks that `oracle` gives every move of a loopy game the value plain
/// [`value_iteration`](super::value_iteration) gives it, at every position
/// reachable from the start (up to `limit`): negamax's check, for games
/// where negamax would never return.
pub fn oracle_agrees_with_value_iteration<G: Notation>(
    game: &G,
    oracle: &mut dyn Oracle<G>,
    limit: usize,
) -> Result<Checked, String> {
    let slow = super::value_iteration::value_iteration(game, limit)
        .ok_or_else(|| format!("the game has more than {limit} positions to check"))?;
    let mut checked = Checked::default();
    for position in reachable(game, limit) {
        let fast = oracle.move_values(&position);
        let mover = game.to_move(&position);
        let expected: Vec<(G::Move, Value)> = game
            .moves(&position)
            .into_iter()
            .map(|mv| {
                let (next, _) = game.apply(&position, &mv);
                let same = game.to_move(&next) == mover;
                (mv, Value::after_move(0, slow[&next], same))
            })
            .collect();
        if fast != expected {
            let show = |values: &[(G::Move, Value)]| {
                values
                    .iter()
                    .map(|(mv, value)| format!("{} {value}", game.move_text(&position, mv)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(format!(
                "at {position:?} the solver says [{}] and value iteration says [{}]",
                show(&fast),
                show(&expected)
            ));
        }
        checked.positions += 1;
        checked.moves += fast.len();
    }
    Ok(checked)
}

/// Checks the notation's laws at every position reachable from the start (up
/// to `limit`): each move's text and JSON read back as the same move, the
/// position's JSON is an object or an array, its picture fits the game's
/// scene, and every move's target lies on that picture.
pub fn notation_round_trips<G: Notation>(game: &G, limit: usize) -> Result<Checked, String> {
    let mut checked = Checked::default();
    let scene = game.scene();
    for position in reachable(game, limit) {
        let json = game.position_json(&position);
        if !(json.is_object() || json.is_array()) {
            return Err(format!("position {position:?} is written as {json}"));
        }
        let picture = game.picture(&position);
        if !picture.fits(&scene) {
            return Err(format!(
                "the picture {picture:?} of {position:?} does not fit the scene {scene:?}"
            ));
        }
        let _ = game.position_text(&position);
        for mv in game.moves(&position) {
            let text = game.move_text(&position, &mv);
            match game.read_move(&position, &text) {
                Ok(read) if read == mv => {}
                other => {
                    return Err(format!(
                        "at {position:?} the move {mv:?} is written `{text}`, which reads back as {other:?}"
                    ));
                }
            }
            if let Some(target) = game.move_target(&position, &mv) {
                if !picture.holds(&scene, target) {
                    return Err(format!(
                        "at {position:?} the move `{text}` is made at {target:?}, off its picture {picture:?}"
                    ));
                }
            }
            let json = game.move_json(&position, &mv);
            if json.get("text").and_then(|t| t.as_str()) != Some(text.as_str()) {
                return Err(format!(
                    "at {position:?} the JSON of {mv:?} ({json}) has no \"text\" of `{text}`"
                ));
            }
            let wire: serde_json::Value = serde_json::from_str(&json.to_string())
                .map_err(|error| format!("the JSON of {mv:?} does not parse: {error}"))?;
            match game.move_from_json(&position, &wire) {
                Ok(read) if read == mv => {}
                other => {
                    return Err(format!(
                        "at {position:?} the JSON {json} of {mv:?} reads back as {other:?}"
                    ));
                }
            }
            checked.moves += 1;
        }
        checked.positions += 1;
    }
    Ok(checked)
}

/// Plays `games` random games from the start with random undos, checking
/// that only legal moves are offered, that a game ends, that undoing and
/// replaying reaches the same position, that the oracle values exactly the
/// legal moves, and that the perfect engine's move (the first optimal by
/// `oracle`) is legal. A game longer than `max_moves` fails; a loopy
/// game's playout ends when a position comes back.
pub fn random_playouts<G: Notation>(
    game: &G,
    oracle: &mut dyn Oracle<G>,
    games: usize,
    seed: u64,
    max_moves: usize,
) -> Result<Checked, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut checked = Checked::default();
    for _ in 0..games {
        let mut history = vec![game.start()];
        let mut moves_made = 0;
        loop {
            let position = history.last().expect("never empty").clone();
            let moves = game.moves(&position);
            let repeated = || history[..history.len() - 1].contains(&position);
            if moves.is_empty() || (game.loopy() && repeated()) {
                break;
            }
            if moves_made > max_moves {
                return Err(format!("a game went past {max_moves} moves"));
            }
            let values = oracle.move_values(&position);
            let offered: Vec<&G::Move> = values.iter().map(|(mv, _)| mv).collect();
            if offered.len() != moves.len() || offered.iter().zip(&moves).any(|(a, b)| *a != b) {
                return Err(format!(
                    "at {position:?} the oracle values other moves than the legal ones"
                ));
            }
            let best = values.iter().map(|&(_, v)| v).max().expect("moves exist");
            let perfect = values
                .iter()
                .find(|(_, v)| *v == best)
                .map(|(mv, _)| mv.clone())
                .expect("a best move");
            if !moves.contains(&perfect) {
                return Err(format!("the engine's move {perfect:?} is not legal"));
            }
            let mv = if rng.random_bool(0.5) {
                perfect
            } else {
                moves.choose(&mut rng).expect("moves exist").clone()
            };
            let (next, _) = game.apply(&position, &mv);
            history.push(next);
            moves_made += 1;
            checked.moves += 1;
            if history.len() > 2 && rng.random_bool(0.1) {
                // Undo one move and replay it: the same position must come back.
                let undone = history.pop().expect("more than two");
                let back = history.last().expect("non-empty");
                let (again, _) = game.apply(back, &mv);
                if again != undone {
                    return Err(format!(
                        "replaying {mv:?} from {back:?} gave {again:?}, not {undone:?}"
                    ));
                }
                history.push(again);
            }
        }
        checked.positions += history.len();
    }
    Ok(checked)
}
