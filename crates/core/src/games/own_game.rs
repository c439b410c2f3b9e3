//! A game of one's own as an ordinary game: [`OwnGame`] puts a game stated
//! by its rules and solved natively ([`rules`](crate::engine::rules)) behind
//! the engine's [`Game`], [`Notation`] and [`Oracle`], so that it gets the
//! play session, the review, the optimal line, the walkthrough of `explain`
//! and the pictures that every built-in game gets, with nothing written
//! for it twice.
//!
//! What people read comes from the game's [`Describe`]: each move's text,
//! the position as text, and where the game draws one, the position as a
//! grid of cells ([`Picture::Grid`]). Every [`Rules`] describes itself
//! through its optional `show`, `grid` and `move_text`; a game written in
//! another language brings its own.
//!
//! ```
//! use optimal_play::engine::rules::{Limits, Rules, walk};
//! use optimal_play::erased::{SessionOptions, new_session};
//! use optimal_play::games::own_game::OwnGame;
//! use std::convert::Infallible;
//!
//! /// Take 1 or 2 from a pile of 5; whoever cannot move loses.
//! struct Pile;
//! impl Rules for Pile {
//!     type Position = u8;
//!     type Move = u8;
//!     type Error = Infallible;
//!     fn start(&self) -> Result<u8, Infallible> { Ok(5) }
//!     fn moves(&self, &n: &u8) -> Result<Vec<u8>, Infallible> {
//!         Ok((1..=2).filter(|&take| take <= n).collect())
//!     }
//!     fn play(&self, &n: &u8, &take: &u8) -> Result<u8, Infallible> { Ok(n - take) }
//! }
//! let solved = walk(&Pile, Limits::default()).unwrap().solve().unwrap();
//! let game = OwnGame::new(solved, Pile);
//! let mut session = new_session(game.clone(), game.oracle(), SessionOptions::default());
//! assert_eq!(session.hint()[0].mv.text, "2"); // leave 3, a multiple of 3
//! session.play_text("2").unwrap();
//! session.engine_move(); // it has only losing moves
//! assert!(session.hint()[0].value.is_win());
//! ```

use std::fmt;
use std::hash::Hash;
use std::marker::PhantomData;
use std::sync::{Arc, Mutex, PoisonError};

use serde_json::json;

use crate::engine::picture::{Picture, Scene, Target};
use crate::engine::rules::{Outcome, PositionStore, Rules, Solved};
use crate::engine::{BadMove, Game, Notation, Oracle, Player, Scoring, Value};

/// What people read of a game of one's own, at a position `P` as the walk
/// stored it.
pub trait Describe<P>: Send + Sync {
    /// The texts of the moves at `position`, in the game's order, one a
    /// move.
    fn move_texts(&self, position: &P) -> Vec<String>;
    /// The position as text.
    fn show(&self, position: &P) -> String;
    /// The position as rows of cells, where the game draws it so.
    fn grid(&self, _position: &P) -> Option<Vec<Vec<String>>> {
        None
    }
}

/// A game's own rules describe it: `move_text` for each of its moves,
/// `show` and `grid`. What a rule raised is shown in place of the text.
impl<R> Describe<R::Position> for R
where
    R: Rules + Send + Sync,
    R::Error: fmt::Display,
{
    fn move_texts(&self, position: &R::Position) -> Vec<String> {
        match self.moves(position) {
            Ok(moves) => (moves.iter())
                .map(|mv| {
                    (self.move_text(position, mv)).unwrap_or_else(|error| format!("({error})"))
                })
                .collect(),
            Err(error) => vec![format!("({error})")],
        }
    }
    fn show(&self, position: &R::Position) -> String {
        Rules::show(self, position).unwrap_or_else(|error| format!("({error})"))
    }
    fn grid(&self, position: &R::Position) -> Option<Vec<Vec<String>>> {
        Rules::grid(self, position).ok().flatten()
    }
}

/// A position of an [`OwnGame`]: the position's number in the walk, and
/// whose turn it is (the players alternate).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OwnPosition {
    /// The position's number in the walk (0 is the start).
    pub index: u32,
    /// The player to move.
    pub mover: Player,
}

/// The most rows, and cells a row, of a grid drawn.
pub const GRID_MOST: usize = 64;

/// The most characters of a grid's cell kept: a cell is a piece's sign.
pub const CELL_MOST: usize = 8;

/// The texts of the moves at one position, by its number.
type MoveTexts = (u32, Arc<[String]>);

/// A game stated by its rules and solved, as an ordinary [`Game`]: a move
/// is its index among the position's moves, in the game's order.
pub struct OwnGame<P, S, D> {
    solved: Arc<Solved<S>>,
    describe: Arc<D>,
    start: u32,
    /// The texts of the moves at the position asked last: a session asks
    /// about one position many times in a row.
    texts: Arc<Mutex<Option<MoveTexts>>>,
    position: PhantomData<fn() -> P>,
}

impl<P, S, D> Clone for OwnGame<P, S, D> {
    fn clone(&self) -> Self {
        OwnGame {
            solved: Arc::clone(&self.solved),
            describe: Arc::clone(&self.describe),
            start: self.start,
            texts: Arc::clone(&self.texts),
            position: PhantomData,
        }
    }
}

impl<P, S, D> fmt::Debug for OwnGame<P, S, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (f.debug_struct("OwnGame"))
            .field("positions", &self.solved.positions())
            .field("start", &self.start)
            .finish()
    }
}

impl<P, S: PositionStore<P>, D: Describe<P>> OwnGame<P, S, D> {
    /// The game `solved`, described by `describe`, from its start.
    pub fn new(solved: Solved<S>, describe: D) -> Self {
        OwnGame::shared(Arc::new(solved), Arc::new(describe))
    }

    /// [`new`](Self::new), over a solution and a description already
    /// shared.
    pub fn shared(solved: Arc<Solved<S>>, describe: Arc<D>) -> Self {
        OwnGame {
            solved,
            describe,
            start: 0,
            texts: Arc::default(),
            position: PhantomData,
        }
    }

    /// The same game played from the position numbered `index`, its
    /// player to move called the first.
    ///
    /// # Panics
    ///
    /// When there is no such position.
    pub fn starting_at(mut self, index: u32) -> Self {
        assert!(
            (index as usize) < self.solved.positions(),
            "no position {index}"
        );
        self.start = index;
        self
    }

    /// The solution.
    pub fn solved(&self) -> &Solved<S> {
        &self.solved
    }

    /// The oracle that knows every move's value: the solution's.
    pub fn oracle(&self) -> OwnOracle<S> {
        OwnOracle(Arc::clone(&self.solved))
    }

    fn stored(&self, index: u32) -> P {
        self.solved.walked().store().get(index)
    }

    /// The texts of the moves at `index`, each told apart from the others.
    fn texts(&self, index: u32) -> Arc<[String]> {
        let mut last = self.texts.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((at, texts)) = &*last
            && *at == index
        {
            return Arc::clone(texts);
        }
        let count = self.solved.walked().children(index).count();
        let mut texts = if count == 0 {
            Vec::new()
        } else {
            self.describe.move_texts(&self.stored(index))
        };
        texts.resize_with(count, String::new);
        // A move with no text, or the text of an earlier one, is told
        // apart by its number (kept in a set: a position may have a
        // million moves).
        let mut seen: std::collections::HashSet<String> = std::collections::HashSet::new();
        for (k, text) in texts.iter_mut().enumerate() {
            if text.trim().is_empty() || seen.contains(text.as_str()) {
                *text = format!("move {}", k + 1);
                while seen.contains(text.as_str()) {
                    text.push('\'');
                }
            }
            seen.insert(text.clone());
        }
        let texts: Arc<[String]> = texts.into();
        *last = Some((index, Arc::clone(&texts)));
        texts
    }

    /// The position's grid, where the game draws one of at most
    /// [`GRID_MOST`] rows and columns (a larger one is shown as text).
    fn grid(&self, index: u32) -> Option<Vec<Vec<String>>> {
        let rows = self.describe.grid(&self.stored(index))?;
        let fits = rows.len() <= GRID_MOST && rows.iter().all(|row| row.len() <= GRID_MOST);
        fits.then_some(rows)
    }
}

impl<P, S: PositionStore<P>, D: Describe<P>> Game for OwnGame<P, S, D> {
    type Position = OwnPosition;
    type Move = usize;

    fn start(&self) -> OwnPosition {
        OwnPosition {
            index: self.start,
            mover: Player::First,
        }
    }
    fn to_move(&self, position: &OwnPosition) -> Player {
        position.mover
    }
    fn moves(&self, position: &OwnPosition) -> Vec<usize> {
        (0..self.solved.walked().children(position.index).count()).collect()
    }
    fn is_legal(&self, position: &OwnPosition, &mv: &usize) -> bool {
        mv < self.solved.walked().children(position.index).count()
    }
    fn apply(&self, position: &OwnPosition, &mv: &usize) -> (OwnPosition, i128) {
        let (child, points) = (self.solved.walked().children(position.index))
            .nth(mv)
            .expect("a legal move");
        let after = OwnPosition {
            index: child,
            mover: position.mover.other(),
        };
        (after, i128::from(points))
    }
    fn scoring(&self) -> Scoring {
        if self.solved.walked().scored() {
            Scoring::Points
        } else {
            Scoring::LastMoveWins
        }
    }
    fn end_value(&self, position: &OwnPosition) -> Value {
        let end = self.solved.walked().end(position.index);
        if self.solved.walked().scored() {
            match end {
                Some(Outcome::Points(points)) => Value::Margin(i128::from(points)),
                _ => Value::Margin(0),
            }
        } else {
            match end {
                Some(Outcome::Win) => Value::Win { moves: 0 },
                Some(Outcome::Draw) => Value::Draw,
                _ => Value::Loss { moves: 0 },
            }
        }
    }
    fn loopy(&self) -> bool {
        !self.solved.walked().scored()
    }
}

impl<P, S: PositionStore<P>, D: Describe<P>> Notation for OwnGame<P, S, D> {
    fn move_text(&self, position: &OwnPosition, &mv: &usize) -> String {
        (self.texts(position.index).get(mv))
            .map_or_else(|| format!("move {}", mv + 1), Clone::clone)
    }
    fn read_move(&self, position: &OwnPosition, text: &str) -> Result<usize, BadMove> {
        let texts = self.texts(position.index);
        let text = text.trim();
        (texts.iter().position(|listed| listed == text))
            .or_else(|| (texts.iter()).position(|listed| listed.eq_ignore_ascii_case(text)))
            .ok_or_else(|| BadMove(format!("expected {}", self.move_syntax(position))))
    }
    fn move_json(&self, position: &OwnPosition, &mv: &usize) -> serde_json::Value {
        json!({"text": self.move_text(position, &mv), "index": mv})
    }
    fn move_from_json(
        &self,
        position: &OwnPosition,
        json: &serde_json::Value,
    ) -> Result<usize, BadMove> {
        match json.get("index").and_then(serde_json::Value::as_u64) {
            Some(index) if self.is_legal(position, &(index as usize)) => Ok(index as usize),
            Some(index) => Err(BadMove(format!("no move {index} here"))),
            None => {
                let text = (json.get("text").and_then(|text| text.as_str()))
                    .or_else(|| json.as_str())
                    .ok_or_else(|| BadMove("expected a move with a \"text\" field".to_owned()))?;
                self.read_move(position, text)
            }
        }
    }
    fn position_text(&self, position: &OwnPosition) -> String {
        self.describe.show(&self.stored(position.index))
    }
    fn position_json(&self, position: &OwnPosition) -> serde_json::Value {
        json!({"index": position.index, "player": position.mover.number()})
    }
    fn instance_json(&self) -> serde_json::Value {
        let walked = self.solved.walked();
        json!({
            "positions": walked.positions(),
            "moves": walked.moves(),
            "scored": walked.scored(),
        })
    }
    fn scene(&self) -> Scene {
        Scene::None
    }
    fn picture(&self, position: &OwnPosition) -> Picture {
        self.grid(position.index)
            .map_or(Picture::Text, |rows| Picture::Grid { rows, values: None })
    }
    /// The one cell a move changes on the grid, where the game draws one:
    /// clicking there plays it.
    fn move_target(&self, position: &OwnPosition, mv: &usize) -> Option<Target> {
        let before = self.grid(position.index)?;
        let (after, _) = self.apply(position, mv);
        let after = self.grid(after.index)?;
        let mut changed = (before.iter().zip(&after).enumerate()).flat_map(|(row, (was, is))| {
            (was.iter().zip(is).enumerate())
                .filter(|(_, (was, is))| was != is)
                .map(move |(column, _)| Target::Cell {
                    row: row as u64,
                    column: column as u64,
                })
        });
        let first = changed.next()?;
        changed.next().is_none().then_some(first)
    }
    fn move_syntax(&self, position: &OwnPosition) -> String {
        const SHOWN: usize = 8;
        let texts = self.texts(position.index);
        let mut listed = texts
            .iter()
            .take(SHOWN)
            .cloned()
            .collect::<Vec<_>>()
            .join(", ");
        if texts.len() > SHOWN {
            listed.push_str(&format!(", … ({} moves)", texts.len()));
        }
        format!("one of {listed}")
    }
}

/// Every move's value in an [`OwnGame`], read from its solution.
pub struct OwnOracle<S>(Arc<Solved<S>>);

impl<P, S: PositionStore<P>, D: Describe<P>> Oracle<OwnGame<P, S, D>> for OwnOracle<S> {
    fn move_values(&mut self, position: &OwnPosition) -> Vec<(usize, Value)> {
        self.0
            .move_values(position.index)
            .into_iter()
            .enumerate()
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use std::convert::Infallible;

    use super::*;
    use crate::engine::conformance;
    use crate::engine::rules::{Limits, walk};
    use crate::erased::{SessionOptions, new_session, optimal_line, walkthrough};

    /// Tic-tac-toe, drawn as a grid.
    struct TicTacToe;

    const LINES: [[usize; 3]; 8] = [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7, 8],
        [0, 3, 6],
        [1, 4, 7],
        [2, 5, 8],
        [0, 4, 8],
        [2, 4, 6],
    ];

    impl Rules for TicTacToe {
        type Position = [u8; 9];
        type Move = usize;
        type Error = Infallible;
        fn start(&self) -> Result<[u8; 9], Infallible> {
            Ok([0; 9])
        }
        fn moves(&self, board: &[u8; 9]) -> Result<Vec<usize>, Infallible> {
            Ok((0..9).filter(|&cell| board[cell] == 0).collect())
        }
        fn play(&self, board: &[u8; 9], &cell: &usize) -> Result<[u8; 9], Infallible> {
            let mut next = *board;
            next[cell] = 1 + (board.iter().filter(|&&c| c != 0).count() % 2) as u8;
            Ok(next)
        }
        fn outcome(&self, board: &[u8; 9]) -> Result<Option<Outcome>, Infallible> {
            let won =
                |l: &[usize; 3]| board[l[0]] != 0 && l.iter().all(|&c| board[c] == board[l[0]]);
            if LINES.iter().any(won) {
                return Ok(Some(Outcome::Loss));
            }
            Ok(board.iter().all(|&c| c != 0).then_some(Outcome::Draw))
        }
        fn grid(&self, board: &[u8; 9]) -> Result<Option<Vec<Vec<String>>>, Infallible> {
            let sign = |c: u8| [".", "X", "O"][c as usize].to_owned();
            Ok(Some(
                board
                    .chunks(3)
                    .map(|row| row.iter().map(|&c| sign(c)).collect())
                    .collect(),
            ))
        }
        fn move_text(&self, _: &[u8; 9], &cell: &usize) -> Result<String, Infallible> {
            Ok(format!("{}{}", ["a", "b", "c"][cell % 3], 3 - cell / 3))
        }
    }

    fn tic_tac_toe() -> OwnGame<[u8; 9], crate::engine::rules::Interned<[u8; 9]>, TicTacToe> {
        OwnGame::new(
            walk(&TicTacToe, Limits::default())
                .unwrap()
                .solve()
                .unwrap(),
            TicTacToe,
        )
    }

    /// A start with `count` moves whose texts repeat: `a`, `move 3`, `a`,
    /// and then `m` over and over.
    struct Repeated {
        count: usize,
    }

    impl Rules for Repeated {
        type Position = usize;
        type Move = usize;
        type Error = Infallible;
        fn start(&self) -> Result<usize, Infallible> {
            Ok(0)
        }
        fn moves(&self, &at: &usize) -> Result<Vec<usize>, Infallible> {
            Ok(if at == 0 {
                (1..=self.count).collect()
            } else {
                Vec::new()
            })
        }
        fn play(&self, _: &usize, &to: &usize) -> Result<usize, Infallible> {
            Ok(to)
        }
        fn move_text(&self, _: &usize, &to: &usize) -> Result<String, Infallible> {
            Ok(["a", "move 3", "a"].get(to - 1).unwrap_or(&"m").to_string())
        }
    }

    #[test]
    fn repeated_move_texts_are_told_apart_even_among_many() {
        let game = |count| {
            let rules = Repeated { count };
            OwnGame::new(
                walk(&rules, Limits::default()).unwrap().solve().unwrap(),
                rules,
            )
        };
        let small = game(5);
        let texts: Vec<String> = (0..5)
            .map(|k| small.move_text(&small.start(), &k))
            .collect();
        assert_eq!(texts, ["a", "move 3", "move 3'", "m", "move 5"]);
        // A hundred thousand equal texts: told apart in one pass (each was
        // compared with every earlier one, and a million took hours).
        let many = game(100_000);
        let last = many.move_text(&many.start(), &99_999);
        assert_eq!(last, "move 100000");
        assert_eq!(
            many.read_move(&many.start(), "move 100000").ok(),
            Some(99_999)
        );
    }

    #[test]
    fn the_oracle_agrees_with_negamax_and_the_notation_reads_back() {
        let game = tic_tac_toe();
        let mut oracle = game.oracle();
        let agreed =
            conformance::oracle_agrees_with_value_iteration(&game, &mut oracle, 100_000).unwrap();
        assert!(agreed.positions >= 5478, "{agreed:?}");
        conformance::notation_round_trips(&game, 100_000).unwrap();
        conformance::random_playouts(&game, &mut game.oracle(), 20, 7, 100_000).unwrap();
    }

    #[test]
    fn a_session_plays_reviews_and_draws_the_grid() {
        let game = tic_tac_toe();
        let mut session = new_session(game.clone(), game.oracle(), SessionOptions::default());
        // A corner is a draw: every first move is, with best play.
        assert!(session.hint().iter().all(|hint| hint.value == Value::Draw));
        let turn = session.play_text("a3").unwrap();
        assert_eq!(turn.mv.text, "a3");
        assert_eq!(turn.mv.target, Some(Target::Cell { row: 0, column: 0 }));
        session.engine_move().expect("the engine's turn");
        let Picture::Grid { rows, .. } = session.picture() else {
            panic!("a grid");
        };
        assert_eq!(rows[0][0], "X");
        assert_eq!(rows.iter().flatten().filter(|c| *c == "O").count(), 1);
        assert!(
            session
                .play_text("z9")
                .unwrap_err()
                .to_string()
                .contains("one of")
        );
        let review = session.review();
        assert!(review.mistakes.is_empty());
    }

    #[test]
    fn a_losing_move_is_a_mistake_in_the_review() {
        let game = tic_tac_toe();
        let mut session = new_session(game.clone(), game.oracle(), SessionOptions::default());
        // An edge then a far edge lets the engine win.
        session.play_text("b3").unwrap();
        session.engine_move().unwrap();
        let best = session.hint();
        let losing = (best.iter())
            .find(|hint| matches!(hint.value, Value::Loss { .. }))
            .expect("some second move loses");
        session.play_text(&losing.mv.text).unwrap();
        session.engine_move().unwrap();
        assert_eq!(session.review().mistakes.len(), 1);
    }

    #[test]
    fn the_line_and_the_walkthrough_show_every_position() {
        let game = tic_tac_toe();
        let mut session = new_session(game.clone(), game.oracle(), SessionOptions::default());
        let line = optimal_line(session.as_mut(), 100);
        assert_eq!(line.value, Some(Value::Draw));
        assert_eq!(line.steps.len(), 9);
        assert!(
            line.steps
                .iter()
                .all(|step| matches!(step.picture, Picture::Grid { .. }))
        );
        let walk = walkthrough(&game, &mut game.oracle(), 100);
        assert_eq!(walk.steps.len(), 9);
    }

    #[test]
    fn a_game_started_elsewhere_plays_from_there() {
        let game = tic_tac_toe();
        let after_centre = game.solved().walked().children(0).nth(4).unwrap().0;
        let game = game.starting_at(after_centre);
        let session = new_session(game.clone(), game.oracle(), SessionOptions::default());
        assert_eq!(session.moves().len(), 8);
        assert!(session.position_text().contains('X'));
    }
}
