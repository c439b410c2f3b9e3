//! [`AnySession`]: a play session over any game, moves as text and JSON,
//! made for every typed [`Session`] by one blanket implementation; and the
//! conformance checks of one typed instance.

use super::views::move_view;
use super::{MistakeView, MoveValue, MoveView, ReviewView, SessionOptions, TurnView};
use crate::engine::picture::{Picture, Scene};
use crate::engine::{Notation, Oracle, Player, Scoring, Value};
use crate::play::{Actor, PlayError, Session, Turn};

/// Why a move given as text or JSON was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveRefused {
    /// It does not read as a move.
    #[error(transparent)]
    Unreadable(#[from] crate::engine::BadMove),
    /// It reads as a move, which cannot be played now.
    #[error(transparent)]
    Refused(#[from] PlayError),
}

/// A play session over any game: moves as text and JSON.
pub trait AnySession: Send {
    /// How the game is won.
    fn scoring(&self) -> Scoring;
    /// Whether positions can repeat (a draw when one comes back).
    fn loopy(&self) -> bool;
    /// The person's seat.
    fn seat(&self) -> Player;
    /// A seat's name.
    fn player_name(&self, player: Player) -> String;
    /// What a person may type for a move.
    fn move_syntax(&self) -> String;
    /// The position drawn for people.
    fn position_text(&self) -> String;
    /// The position drawn without the theory that gives the answer away
    /// ([`Notation::position_text_plain`]).
    fn position_text_plain(&self) -> String;
    /// The position as JSON.
    fn position_json(&self) -> serde_json::Value;
    /// The instance as JSON, for the start of a game.
    fn instance_json(&self) -> serde_json::Value;
    /// What stays fixed through the game, to draw once.
    fn scene(&self) -> Scene;
    /// The position as a picture over the scene.
    fn picture(&self) -> Picture;
    /// The position's thermograph (SVG), for a game that draws one
    /// ([`Notation::thermograph`]).
    fn thermograph(&self) -> Option<String>;
    /// Both totals: the first player's, the second's.
    fn totals(&self) -> [i128; 2];
    /// The standing in words, from the person's side (`you 12, engine 9`;
    /// `Rabbit has paid 7`), where the game has points.
    fn standing(&self) -> Option<String>;
    /// A value in the game's own words, where it has them
    /// ([`Notation::value_words`]).
    fn value_words(&self, value: Value) -> Option<String>;
    /// Who is to move, `None` when the game is over.
    fn to_move(&self) -> Option<Actor>;
    /// The legal moves now.
    fn moves(&self) -> Vec<MoveView> {
        self.first_moves(usize::MAX).0
    }
    /// The first `at_most` legal moves and how many there are in all:
    /// only those shown are written out (a heap of 30,000 has 45,000).
    fn first_moves(&self, at_most: usize) -> (Vec<MoveView>, usize);
    /// Plays the move a person typed.
    fn play_text(&mut self, text: &str) -> Result<TurnView, MoveRefused>;
    /// Plays a typed move for whoever is to move, the person or the
    /// engine ([`Session::replay`]): a game replayed from its moves.
    fn replay_text(&mut self, text: &str) -> Result<TurnView, MoveRefused>;
    /// Plays a move given as JSON.
    fn play_json(&mut self, json: &serde_json::Value) -> Result<TurnView, MoveRefused>;
    /// Plays the engine's move, if it is its turn.
    fn engine_move(&mut self) -> Option<TurnView>;
    /// Plays a perfect move for whoever is to move, person or engine
    /// ([`Session::play_best`]); `None` when the game is over.
    fn play_best(&mut self) -> Option<TurnView>;
    /// Whether it is the person's turn and a move of theirs leaves the turn
    /// theirs ([`Session::moves_again`]).
    fn moves_again(&self) -> bool;
    /// Plays for the person a move that loses them nothing and leaves the
    /// turn theirs ([`Session::play_harmless`]); `None` when none is left.
    fn play_harmless(&mut self) -> Option<TurnView>;
    /// Every legal move with its value, best first.
    fn hint(&mut self) -> Vec<MoveValue> {
        self.best_moves(usize::MAX).0
    }
    /// The `at_most` best legal moves with their values, best first, and
    /// how many legal moves there are: only those shown are written out
    /// (a wall board's first turn has hundreds).
    fn best_moves(&mut self, at_most: usize) -> (Vec<MoveValue>, usize);
    /// Takes back the person's last move and the engine's replies.
    fn undo(&mut self) -> bool;
    /// Plays again what the last undo took back ([`Session::redo`]): the
    /// number of moves played again, 0 when there is nothing to redo.
    fn redo(&mut self) -> usize;
    /// The review so far.
    fn review(&mut self) -> ReviewView;
    /// The moves played so far.
    fn history(&self) -> Vec<TurnView>;
    /// The last move played, if any.
    fn last_turn(&self) -> Option<TurnView>;
    /// How many moves have been played.
    fn moves_made(&self) -> usize;
}

fn turn_view<G: Notation>(game: &G, number: usize, turn: &Turn<G>) -> TurnView {
    TurnView {
        number,
        by: turn.by,
        player: turn.player,
        mv: move_view(game, &turn.before, &turn.mv),
        points: turn.points,
        value: turn.value,
        best_value: turn.best_value,
        totals: turn.totals,
    }
}

impl<G, O> AnySession for Session<G, O>
where
    G: Notation + Send,
    G::Position: Send,
    G::Move: Send,
    O: Oracle<G> + Send,
{
    fn scoring(&self) -> Scoring {
        self.game().scoring()
    }
    fn loopy(&self) -> bool {
        self.game().loopy()
    }
    fn seat(&self) -> Player {
        Session::seat(self)
    }
    fn player_name(&self, player: Player) -> String {
        self.game().player_name(player)
    }
    fn move_syntax(&self) -> String {
        self.game().move_syntax(self.position())
    }
    fn position_text(&self) -> String {
        self.game().position_text(self.position())
    }
    fn position_text_plain(&self) -> String {
        self.game().position_text_plain(self.position())
    }
    fn position_json(&self) -> serde_json::Value {
        self.game().position_json(self.position())
    }
    fn instance_json(&self) -> serde_json::Value {
        self.game().instance_json()
    }
    fn scene(&self) -> Scene {
        self.game().scene()
    }
    fn picture(&self) -> Picture {
        self.game().picture(self.position())
    }
    fn thermograph(&self) -> Option<String> {
        self.game().thermograph(self.position())
    }
    fn totals(&self) -> [i128; 2] {
        Session::totals(self)
    }
    fn standing(&self) -> Option<String> {
        self.game()
            .standing(Session::totals(self), Session::seat(self))
    }
    fn value_words(&self, value: Value) -> Option<String> {
        self.game().value_words(value)
    }
    fn to_move(&self) -> Option<Actor> {
        Session::to_move(self)
    }
    fn first_moves(&self, at_most: usize) -> (Vec<MoveView>, usize) {
        let position = self.position();
        let moves = self.game().moves(position);
        let shown = (moves.iter().take(at_most))
            .map(|mv| move_view(self.game(), position, mv))
            .collect();
        (shown, moves.len())
    }
    fn play_text(&mut self, text: &str) -> Result<TurnView, MoveRefused> {
        let mv = self.game().read_move(self.position(), text)?;
        self.play(mv)?;
        Ok(self.last_turn().expect("a move was just played"))
    }
    fn replay_text(&mut self, text: &str) -> Result<TurnView, MoveRefused> {
        let mv = self.game().read_move(self.position(), text)?;
        self.replay(mv)?;
        Ok(self.last_turn().expect("a move was just played"))
    }
    fn play_json(&mut self, json: &serde_json::Value) -> Result<TurnView, MoveRefused> {
        let mv = self.game().move_from_json(self.position(), json)?;
        self.play(mv)?;
        Ok(self.last_turn().expect("a move was just played"))
    }
    fn engine_move(&mut self) -> Option<TurnView> {
        Session::engine_move(self)?;
        self.last_turn()
    }
    fn play_best(&mut self) -> Option<TurnView> {
        Session::play_best(self)?;
        self.last_turn()
    }
    fn moves_again(&self) -> bool {
        Session::moves_again(self)
    }
    fn play_harmless(&mut self) -> Option<TurnView> {
        Session::play_harmless(self)?;
        self.last_turn()
    }
    fn best_moves(&mut self, at_most: usize) -> (Vec<MoveValue>, usize) {
        let values = Session::hint(self);
        let in_all = values.len();
        let best = values.first().map(|&(_, value)| value);
        let position = self.position().clone();
        let shown = values
            .into_iter()
            .take(at_most)
            .map(|(mv, value)| MoveValue {
                mv: move_view(self.game(), &position, &mv),
                value,
                optimal: Some(value) == best,
            })
            .collect();
        (shown, in_all)
    }
    fn undo(&mut self) -> bool {
        Session::undo(self)
    }
    fn redo(&mut self) -> usize {
        Session::redo(self)
    }
    fn review(&mut self) -> ReviewView {
        let review = Session::review(self);
        let game = self.game();
        ReviewView {
            finished: review.finished,
            you: review.you,
            engine: review.engine,
            you_won: review.you_won,
            drawn: review.drawn,
            by_points: review.by_points,
            repeated: review.repeated,
            best: review.best,
            mistakes: review
                .mistakes
                .iter()
                .map(|mistake| MistakeView {
                    number: mistake.number,
                    played: move_view(game, &mistake.before, &mistake.played),
                    better: move_view(game, &mistake.before, &mistake.better),
                    value: mistake.value,
                    best_value: mistake.best_value,
                    regret: mistake.regret(),
                    handed_over_the_win: mistake.handed_over_the_win(),
                    gave_away_a_draw: mistake.gave_away_a_draw(),
                    grade: crate::play::grade::grade(mistake.value, mistake.best_value),
                })
                .collect(),
            engine_gifts: review.engine_gifts,
            accuracy: super::Accuracy {
                you: review.accuracy(Actor::You),
                engine: review.accuracy(Actor::Engine),
            },
            scorecard: (self.turns().iter().zip(&review.scorecard).enumerate())
                .map(|(at, (turn, &(by, grade)))| super::ScoredMove {
                    number: at + 1,
                    by,
                    grade,
                    regret: turn.regret(),
                })
                .collect(),
        }
    }
    fn last_turn(&self) -> Option<TurnView> {
        let number = self.turns().len();
        Some(turn_view(self.game(), number, self.turns().last()?))
    }
    fn moves_made(&self) -> usize {
        self.turns().len()
    }
    fn history(&self) -> Vec<TurnView> {
        self.turns()
            .iter()
            .enumerate()
            .map(|(at, turn)| turn_view(self.game(), at + 1, turn))
            .collect()
    }
}

/// A play session of `game` from its start, over `oracle`, as every front
/// end plays it.
pub fn new_session<G, O>(game: G, oracle: O, options: SessionOptions) -> Box<dyn AnySession>
where
    G: Notation<Position: Send, Move: Send> + Send + 'static,
    O: Oracle<G> + Send + 'static,
{
    let start = game.start();
    Box::new(Session::new(
        game,
        oracle,
        start,
        options.seat,
        options.opponent,
        options.seed,
    ))
}

/// The conformance checks for one typed game instance with its fast oracle
/// (`make_oracle` makes a fresh one for each check, or says why it cannot).
pub fn conformance_of<G, O>(
    game: &G,
    mut make_oracle: impl FnMut() -> Result<O, String>,
    limit: usize,
    seed: u64,
) -> Result<crate::engine::conformance::Checked, String>
where
    G: Notation,
    O: Oracle<G>,
{
    use crate::engine::conformance as check;
    let agreed = if game.loopy() {
        check::oracle_agrees_with_value_iteration(game, &mut make_oracle()?, limit)?
    } else {
        check::oracle_agrees_with_negamax(game, &mut make_oracle()?, limit)?
    };
    let written = check::notation_round_trips(game, limit)?;
    let played = check::random_playouts(game, &mut make_oracle()?, 20, seed, limit)?;
    Ok(check::Checked {
        positions: agreed.positions + written.positions + played.positions,
        moves: agreed.moves + written.moves + played.moves,
    })
}

/// How a game stands at its review, in words every front end shows: who
/// won and by how much or how ("you win by 3 points", "the engine made the
/// last move: the engine wins", "a draw"), or, before the end, who leads.
pub fn verdict(session: &dyn AnySession, review: &ReviewView) -> String {
    let points = |n: i128| {
        if n == 1 {
            "1 point".to_owned()
        } else {
            format!("{n} points")
        }
    };
    let winner = |won: bool| if won { "you win" } else { "the engine wins" };
    if review.drawn {
        return if review.repeated {
            "the position came back: a draw".to_owned()
        } else if review.by_points {
            format!("a tie, {} each", review.you)
        } else {
            "a draw".to_owned()
        };
    }
    let margin = review.you - review.engine;
    // A game with words of its own for its score (the wall game's "Rabbit
    // pays 89"), where one side always pays and nobody leads.
    let own_words = session.value_words(Value::Margin(margin));
    match (session.scoring(), review.you_won) {
        // The score, and how it compares with the best the person could
        // reach.
        (Scoring::Points, Some(_)) if review.by_points && own_words.is_some() => {
            let words = own_words.unwrap_or_default();
            if Value::Margin(margin) == review.best {
                format!("{words}, the best you could reach from the start")
            } else {
                let best = session.value_words(review.best).unwrap_or_default();
                format!("{words}; from the start you could have reached {best}")
            }
        }
        (Scoring::Points, Some(won)) if review.by_points => {
            format!("{} by {}", winner(won), points(margin.abs()))
        }
        // A game of points that ended by going round for ever, which the
        // game scores as a win (AtCoder ABC261 Ex's INFINITY).
        (Scoring::Points, Some(won)) => {
            format!(
                "the position came back: the game never ends, and {}",
                winner(won)
            )
        }
        (Scoring::Points, None) if session.moves_made() == 0 => "no moves were made".to_owned(),
        // The standing says what has been paid so far.
        (Scoring::Points, None) if own_words.is_some() => "not over yet".to_owned(),
        (Scoring::Points, None) if margin > 0 => format!("you lead by {}", points(margin)),
        (Scoring::Points, None) if margin < 0 => {
            format!("the engine leads by {}", points(-margin))
        }
        (Scoring::Points, None) => "level".to_owned(),
        (Scoring::LastMoveWins, Some(won)) if session.loopy() || review.repeated => {
            winner(won).to_owned()
        }
        // Who made the last move: the winner in normal play, the loser in
        // a misère game.
        (Scoring::LastMoveWins, Some(won)) => {
            let last = match session.last_turn().map(|turn| turn.by) {
                Some(Actor::You) => "you made the last move: ",
                Some(Actor::Engine) => "the engine made the last move: ",
                None => "",
            };
            format!("{last}{}", winner(won))
        }
        (Scoring::LastMoveWins, None) => "no winner yet".to_owned(),
    }
}
