//! The erased layer: one object-safe interface over every game, so that the
//! front ends (the command line, the web server) are written once and never
//! name a game's types.
//!
//! - [`GameEntry`]: a registered game: what it is ([`GameInfo`]), how its
//!   instances are read in the judges' formats, solved, explained and
//!   generated.
//! - [`Instance`]: one instance of a game, read and ready: solve it, explain
//!   it, or start a play [`AnySession`] on it.
//! - [`AnySession`]: a play session with moves as text and JSON, made for
//!   every typed [`Session`](crate::play::Session) by one blanket implementation.
//!
//! Everything these traits return is plain data ([`MoveView`], [`TurnView`],
//! [`ReviewView`]) with one JSON form each, the contract written down in
//! `docs/json.md`.
//!
//! By role: [`error`] (errors and whose fault), [`info`] (what a game is),
//! [`input`] (where an instance comes from), [`options`] (what is asked),
//! [`entry`] (the traits), [`views`] (the data returned), [`session`] (play
//! over any game), [`line`](mod@line) (the optimal line of any game, played out) and
//! [`walkthrough`](mod@walkthrough) (the generic explanation).

pub mod entry;
pub mod error;
pub mod info;
pub mod input;
pub mod line;
pub mod options;
pub mod session;
pub mod views;
pub mod walkthrough;

pub use entry::{Checked, DEFAULT_SESSION_BYTES, Extra, ExtraRequest, GameEntry, Instance};
pub use error::{Error, ErrorKind};
pub use info::{Capabilities, GameInfo};
pub use input::Input;
pub use line::{LineStep, OptimalLine, optimal_line, optimal_line_with};
pub use options::{
    Action, Choice, GAMES, GENERATE_IN_MEMORY, GenerateOptions, MOST_DRAWN, Param, Parameter, Rule,
    SessionOptions, SolveOptions,
};
pub use session::{AnySession, MoveRefused, conformance_of, new_session, verdict};
pub use views::{
    Accuracy, MarginTable, MistakeView, MoveValue, MoveView, ReviewView, ScoredMove, TurnView,
    turn_with_position,
};
pub use walkthrough::{
    WalkChoice, WalkStep, Walkthrough, describe, walkthrough, write_walkthrough,
    write_walkthrough_with_positions,
};
