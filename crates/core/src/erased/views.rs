//! The plain data the erased layer returns, each with one JSON form
//! (`docs/json.md`): moves, turns, hints, reviews, the margin table.

use serde::Serialize;

use crate::engine::picture::Target;
use crate::engine::{Notation, Player, Value};
use crate::play::Actor;

/// The margins of every segment of a row: the table the interval
/// recurrence fills, for a heatmap.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MarginTable {
    /// The row.
    pub values: Vec<i64>,
    /// `margins[i][k]`: what the player to move secures over the other on
    /// the segment of values `i..=i + k`.
    pub margins: Vec<Vec<i128>>,
}

/// A move written every way a front end needs it. As JSON it is the game's
/// move object (with `"text"`) and a `"description"`.
#[derive(Debug, Clone, PartialEq)]
pub struct MoveView {
    /// As a person types it; reads back as the same move.
    pub text: String,
    /// In words: `take 9 from the left`.
    pub description: String,
    /// As JSON; always has `"text"`.
    pub json: serde_json::Value,
    /// Where on the position's picture it is made, if anywhere.
    pub target: Option<Target>,
}

impl Serialize for MoveView {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut object = match &self.json {
            serde_json::Value::Object(object) => object.clone(),
            other => {
                let mut object = serde_json::Map::new();
                object.insert("text".to_owned(), other.clone());
                object
            }
        };
        object.insert(
            "description".to_owned(),
            serde_json::Value::String(self.description.clone()),
        );
        object.serialize(serializer)
    }
}

impl MoveView {
    /// The move's JSON with its `"target"` on the position's picture, where
    /// it has one: what a front end that draws the position needs to make
    /// the move clickable. (The plain JSON, that of the command line, has
    /// no target.)
    pub fn with_target(&self) -> serde_json::Value {
        let mut json = serde_json::to_value(self).expect("a move serialises");
        if let (Some(target), Some(object)) = (self.target, json.as_object_mut()) {
            object.insert("target".to_owned(), serde_json::json!(target));
        }
        json
    }
}

/// A legal move and what it is worth to the player to move.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MoveValue {
    /// The move.
    #[serde(rename = "move")]
    pub mv: MoveView,
    /// Its value to the mover.
    pub value: Value,
    /// Whether it is optimal.
    pub optimal: bool,
}

/// A move that was played.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TurnView {
    /// Its number in the game, from 1.
    pub number: usize,
    /// `you` or `engine`.
    #[serde(serialize_with = "actor_name")]
    pub by: Actor,
    /// The seat that moved: 1 or 2.
    #[serde(serialize_with = "player_number")]
    pub player: Player,
    /// The move.
    #[serde(rename = "move")]
    pub mv: MoveView,
    /// The points it scored.
    pub points: i128,
    /// Its value to the mover.
    pub value: Value,
    /// The best value any move had.
    pub best_value: Value,
    /// Both totals after it.
    pub totals: [i128; 2],
}

/// A turn with the position after it and that position's picture, written
/// out as one JSON object (the turn's fields, then `position` and
/// `picture`): what the playground's API gives for every turn, so that a
/// page can draw every step. Written here, once, rather than built as a
/// tree of JSON values: a long run of engine moves (Eel's walls on a 30 × 30
/// board) has hundreds of turns, each with its whole position.
pub fn turn_with_position(
    turn: &TurnView,
    position: serde_json::Value,
    picture: &crate::engine::picture::Picture,
) -> Box<serde_json::value::RawValue> {
    #[derive(Serialize)]
    struct Written<'a> {
        #[serde(flatten)]
        turn: &'a TurnView,
        position: serde_json::Value,
        picture: &'a crate::engine::picture::Picture,
    }
    serde_json::value::to_raw_value(&Written {
        turn,
        position,
        picture,
    })
    .expect("a turn serialises")
}

/// A move where the person lost value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MistakeView {
    /// The move's number in the game.
    pub number: usize,
    /// What was played.
    pub played: MoveView,
    /// An optimal move instead.
    pub better: MoveView,
    /// What the played move was worth.
    pub value: Value,
    /// What the better one was worth.
    pub best_value: Value,
    /// The points lost, in a game of points.
    pub regret: Option<i128>,
    /// Whether the move turned a won game into a lost one.
    pub handed_over_the_win: bool,
    /// Whether the move turned a drawn game into a lost one.
    pub gave_away_a_draw: bool,
    /// How bad it was: good, inaccuracy, mistake or blunder
    /// ([`crate::play::grade`]).
    pub grade: crate::play::grade::Grade,
}

/// The review at the end of a session.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ReviewView {
    /// Whether the game was played to the end.
    pub finished: bool,
    /// The person's total.
    pub you: i128,
    /// The engine's total.
    pub engine: i128,
    /// Once the game is over, whether the person won (`false` for a
    /// draw); `None` while it goes on.
    pub you_won: Option<bool>,
    /// Whether the game ended in a draw: a position came back in a game
    /// where endless play is a draw, its end is a draw (a full board), or
    /// a game of points ended level.
    pub drawn: bool,
    /// Whether a game of points was decided by its totals, played to its
    /// end.
    pub by_points: bool,
    /// Whether the game ended because a position came back.
    pub repeated: bool,
    /// The best the person could reach from the start against perfect play.
    pub best: Value,
    /// Every move where the person lost value.
    pub mistakes: Vec<MistakeView>,
    /// The points the engine gave away.
    pub engine_gifts: i128,
    /// Every move's grade, in the order played.
    pub scorecard: Vec<ScoredMove>,
    /// Each side's accuracy: the share of its moves graded best, in
    /// percent; `null` for a side that has not moved.
    pub accuracy: Accuracy,
}

/// One move of a review's scorecard.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ScoredMove {
    /// The move's number in the game, from 1.
    pub number: usize,
    /// Who played it: `you` or `engine`.
    #[serde(serialize_with = "actor_name")]
    pub by: Actor,
    /// How good it was ([`crate::play::grade`]).
    pub grade: crate::play::grade::Grade,
    /// The points it gave away, in a game of points.
    pub regret: Option<i128>,
}

/// Both sides' accuracy in a review, in percent, rounded to a tenth.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Accuracy {
    /// The person's.
    pub you: Option<f64>,
    /// The engine's.
    pub engine: Option<f64>,
}

fn actor_name<S: serde::Serializer>(actor: &Actor, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(match actor {
        Actor::You => "you",
        Actor::Engine => "engine",
    })
}

pub(crate) fn player_number<S: serde::Serializer>(
    player: &Player,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.serialize_u8(player.number())
}

/// A player as its number, 1 or 2, or `null` for none.
pub(crate) fn maybe_player_number<S: serde::Serializer>(
    player: &Option<Player>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match player {
        Some(player) => serializer.serialize_some(&player.number()),
        None => serializer.serialize_none(),
    }
}

/// A move of `game` at `position`, every way a front end needs it.
pub(crate) fn move_view<G: Notation>(game: &G, position: &G::Position, mv: &G::Move) -> MoveView {
    MoveView {
        text: game.move_text(position, mv),
        description: game.describe_move(position, mv),
        json: game.move_json(position, mv),
        target: game.move_target(position, mv),
    }
}
