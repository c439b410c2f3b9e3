//! [`OptimalLine`]: the optimal line of any game, both seats played by the
//! perfect engine through a play [`AnySession`], every step with its
//! position and picture: what a front end shows as "perfect play from
//! here" without knowing the game.

use serde::Serialize;

use super::{AnySession, TurnView};
use crate::engine::Value;
use crate::engine::picture::{Picture, Scene};

/// The optimal line from a session's position.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OptimalLine {
    /// What the first position is worth to the player to move there; `None`
    /// when the game is already over.
    pub value: Option<Value>,
    /// What stays fixed through the game, to draw every step over.
    pub scene: Scene,
    /// The first position, as JSON.
    pub start: serde_json::Value,
    /// The first position as text.
    pub start_text: String,
    /// The first position's picture.
    pub start_picture: Picture,
    /// Each move of the line, with the position after it.
    pub steps: Vec<LineStep>,
    /// Both totals at the end of the line.
    pub totals: [i128; 2],
    /// Whether the line was cut at the most steps asked for.
    pub truncated: bool,
    /// Whether the line ends where a position came back: a loopy game's
    /// draw, where perfect play goes round for ever.
    pub repeated: bool,
}

/// One move of an [`OptimalLine`] and the position it leaves.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LineStep {
    /// The move, who made it, its value and the totals after it.
    #[serde(flatten)]
    pub turn: TurnView,
    /// The position after it, as JSON.
    pub position: serde_json::Value,
    /// The position after it as text.
    pub position_text: String,
    /// The position after it as a picture over the scene.
    pub picture: Picture,
}

/// Plays `session` on from where it is, a perfect move for whichever seat
/// is to move ([`AnySession::play_best`]), until the game ends (in a loopy
/// game, where a position comes back) or `at_most` moves are made.
pub fn optimal_line(session: &mut dyn AnySession, at_most: usize) -> OptimalLine {
    optimal_line_with(session, at_most, |_| {}, || false)
}

/// Plays the line as [`optimal_line`] does, calling `before` with the
/// session before each move (for what a front end shows of the position a
/// move is made from: the playground lists every move's value there), and
/// ending the line early, truncated, once `stop` says so (the playground's
/// time budget).
pub fn optimal_line_with(
    session: &mut dyn AnySession,
    at_most: usize,
    mut before: impl FnMut(&mut dyn AnySession),
    mut stop: impl FnMut() -> bool,
) -> OptimalLine {
    let value = (session.to_move().is_some())
        .then(|| session.best_moves(1).0.first().map(|best| best.value))
        .flatten();
    let start = session.position_json();
    let mut seen = std::collections::HashSet::from([start.to_string()]);
    let mut line = OptimalLine {
        value,
        scene: session.scene(),
        start_text: session.position_text(),
        start_picture: session.picture(),
        start,
        steps: Vec::new(),
        totals: session.totals(),
        truncated: false,
        repeated: false,
    };
    let mut came_back = false;
    while line.steps.len() < at_most && session.to_move().is_some() && !stop() {
        before(session);
        let Some(turn) = session.play_best() else {
            break;
        };
        let position = session.position_json();
        came_back = !seen.insert(position.to_string());
        line.totals = turn.totals;
        line.steps.push(LineStep {
            turn,
            position,
            position_text: session.position_text(),
            picture: session.picture(),
        });
    }
    // A position coming back ends a loopy game; in a game that only can
    // walk back (Rabbit along a row while Eel passes) play goes on.
    let over = session.to_move().is_none();
    line.repeated = over && came_back;
    line.truncated = !over;
    line
}
