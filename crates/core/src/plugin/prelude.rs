//! Everything a game's one file needs to join, in one import:
//! `use optimal_play::plugin::prelude::*;`.

pub use std::io::{self, Write};

pub use rand::Rng;
pub use rand_chacha::ChaCha8Rng;
pub use serde_json::json;

pub use super::{
    Answered, Answers, Draw, Entry, Explains, GAMES, MOST_DRAWN, Named, NoChoice, Plugin, Size,
    typed_answers, typed_explanation,
};
pub use crate::engine::picture::{Picture, Scene, Target};
pub use crate::engine::{BadMove, Game, Notation, Oracle, Player, Scoring, Value};
pub use crate::erased::{Choice, Error, GameInfo, Parameter};
pub use crate::input::InputError;
pub use crate::input::numbers::NumberLines;
pub use serde::Serialize;
