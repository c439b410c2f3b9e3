//! How a game's moves and positions are written for people and for JSON, and
//! how a move a person types is read (OpenSpiel's `ActionToString` and
//! `StringToAction`).

use super::picture::{Picture, Scene, Target};
use super::{Game, Player};

/// A move a person typed, or sent as JSON, that is not a legal move here.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct BadMove(pub String);

/// A game's notation: every front end writes and reads moves and positions
/// through it, so none of them knows a game's types.
///
/// The laws, checked for every registered game by the conformance test
/// ([`conformance`](super::conformance)):
///
/// - `read_move(p, &move_text(p, m)) == Ok(m)` for every legal move `m` at `p`;
/// - `move_from_json(p, &move_json(p, m)) == Ok(m)`.
pub trait Notation: Game {
    /// The move as a person types it, short and canonical (`left`, `take 2`,
    /// `wall 3`). [`read_move`](Self::read_move) reads it back.
    fn move_text(&self, position: &Self::Position, mv: &Self::Move) -> String;

    /// The move in words, to follow "you" or "the engine": `take 9 from the
    /// left`. Defaults to the move's text.
    fn describe_move(&self, position: &Self::Position, mv: &Self::Move) -> String {
        self.move_text(position, mv)
    }

    /// Reads a move a person typed at `position`.
    fn read_move(&self, position: &Self::Position, text: &str) -> Result<Self::Move, BadMove>;

    /// The move as a JSON object; it always has a `"text"` field holding
    /// [`move_text`](Self::move_text).
    fn move_json(&self, position: &Self::Position, mv: &Self::Move) -> serde_json::Value;

    /// Reads a move back from its JSON (or from its `"text"` alone).
    fn move_from_json(
        &self,
        position: &Self::Position,
        json: &serde_json::Value,
    ) -> Result<Self::Move, BadMove> {
        let text = json
            .get("text")
            .and_then(|text| text.as_str())
            .or_else(|| json.as_str())
            .ok_or_else(|| BadMove("expected a move object with a \"text\" field".to_owned()))?;
        self.read_move(position, text)
    }

    /// The position drawn for people, over one or more lines, without a
    /// trailing newline.
    fn position_text(&self, position: &Self::Position) -> String;

    /// The position drawn for a player who has not asked for the theory:
    /// [`position_text`](Self::position_text) without what gives the
    /// answer away (Grundy values, an XOR). The same by default.
    fn position_text_plain(&self, position: &Self::Position) -> String {
        self.position_text(position)
    }

    /// The position as JSON: small (O(1) for the row games), since it goes
    /// with every move of a scripted game; the data it refers to is in
    /// [`instance_json`](Self::instance_json).
    fn position_json(&self, position: &Self::Position) -> serde_json::Value;

    /// The instance as JSON (the row's values, the board), given once at the
    /// start of a game.
    fn instance_json(&self) -> serde_json::Value;

    /// What stays fixed through the game, for the playground to draw once
    /// (none by default).
    fn scene(&self) -> Scene {
        Scene::None
    }

    /// The position as a picture over the [`scene`](Self::scene) (as text
    /// by default).
    fn picture(&self, _position: &Self::Position) -> Picture {
        Picture::Text
    }

    /// Where on the picture `mv` is made, so that a click there plays it
    /// (nowhere by default: the move is chosen from a list).
    fn move_target(&self, _position: &Self::Position, _mv: &Self::Move) -> Option<Target> {
        None
    }

    /// What a person may type for a move at `position`, for prompts and
    /// errors: `l (left) or r (right)`.
    fn move_syntax(&self, position: &Self::Position) -> String;

    /// The name of a seat: `player 1`, or a game's own names (`Eel`).
    fn player_name(&self, player: Player) -> String {
        format!("player {}", player.number())
    }

    /// A value in the game's own words (`Rabbit pays 23`), given to
    /// the player who would move with it; `None` to use the generic words
    /// (`you finish 3 points ahead on the rest`).
    fn value_words(&self, _value: super::Value) -> Option<String> {
        None
    }

    /// The position's thermograph as an SVG picture, for a game whose
    /// positions have values (the partizan games); `None` by default.
    fn thermograph(&self, _position: &Self::Position) -> Option<String> {
        None
    }

    /// Every choice of a step of a walkthrough in the game's own words,
    /// given the position before the move and each move's text with its
    /// value to the mover, best first (connect-four: `column 5 scores 8: X
    /// wins with their 14th disc; columns 2, 3 and 6 score 1: ...`); `None`
    /// to list each move with its value in the generic words.
    fn choices_words(
        &self,
        _position: &Self::Position,
        _choices: &[(String, super::Value)],
    ) -> Option<String> {
        None
    }

    /// How a finished game of points came out, in the game's own words
    /// (`the carrot left over has juiciness 3`), for the end of a
    /// walkthrough; `None` to list both players' totals.
    fn outcome_words(&self, _totals: [i128; 2]) -> Option<String> {
        None
    }

    /// The standing in words, for a person in seat `you` playing the
    /// engine: `you 12, engine 9` by default in a game of points, `None` in a
    /// game without points.
    fn standing(&self, totals: [i128; 2], you: Player) -> Option<String> {
        (self.scoring() == super::Scoring::Points).then(|| {
            format!(
                "you {}, engine {}",
                totals[you.index()],
                totals[you.other().index()]
            )
        })
    }
}
