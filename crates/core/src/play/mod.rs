//! A play session: a person against the engine, in either seat, for any
//! [`Game`].
//!
//! The session keeps the position, the totals and every turn played, makes the
//! engine's moves by the chosen [`Opponent`] model, answers hints, takes moves
//! back, and reviews the game at the end: the margin the person could have
//! reached, and every move where they lost some of it.
//!
//! What a move is worth comes from an [`Oracle`]. Any game gets one for free:
//! the engine's [`Negamax`](crate::engine::Negamax) is an oracle. A game with a
//! faster method supplies its own, as the row game does with
//! [`RowOracle`](crate::coins::RowOracle), which answers in O(len) per move.
//!
//! ```
//! use optimal_play::coins::exhaustive::RowGame;
//! use optimal_play::coins::{RowOracle, Side};
//! use optimal_play::engine::{Game, Player};
//! use optimal_play::play::{Actor, Opponent, Session};
//!
//! let values = [20, 30, 2, 2];
//! let game = RowGame::new(&values);
//! let start = game.start();
//! let mut session = Session::new(game, RowOracle::new(&values), start, Player::First, Opponent::perfect(), None);
//! // Greedy play: take the 20. The engine answers with the 30.
//! session.play(Side::Left)?;
//! let reply = session.engine_move().unwrap();
//! assert_eq!((reply.by, reply.points), (Actor::Engine, 30));
//! // Take it back and play the optimal move instead.
//! assert!(session.undo());
//! session.play(Side::Right)?;
//! while !session.is_over() {
//!     session.engine_move();
//!     if !session.is_over() {
//!         let best = session.hint()[0].0;
//!         session.play(best)?;
//!     }
//! }
//! let review = session.review();
//! assert_eq!((review.you, review.engine), (32, 22));
//! assert!(review.mistakes.is_empty());
//! # Ok::<(), optimal_play::play::PlayError>(())
//! ```

pub mod grade;

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::{Game, Oracle, Player, Value};

/// The most moves a front end plays by [`Session::play_harmless`] at one
/// request: more than the largest wall board's slots (30 × 30), so that
/// only a game whose harmless moves go on and on is stopped by it.
pub const HARMLESS_MOVES_AT_ONCE: usize = 10_000;

/// How many of the person's legal moves [`Session::moves_again`] tries.
pub const MOVES_AGAIN_LOOKED_AT: usize = 64;

/// How the engine chooses its moves.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Opponent {
    /// Always an optimal move. With `random_ties`, one of the optimal moves at
    /// random (by the session's seed); otherwise the first optimal move in the
    /// game's move order (for the row game, the left end).
    Perfect {
        /// Whether ties are broken at random.
        random_ties: bool,
    },
    /// The move that scores the most points now; the first in the game's
    /// move order on a tie (for the row game: the larger end, the left on a
    /// tie).
    Greedy,
    /// Any legal move, uniformly at random.
    Random,
    /// An optimal move with probability `skill` (0 to 1), else a random one.
    /// The ladder's "strong" is `Skill(0.75)`.
    Skill(f64),
    /// A coach: perfect until the person loses value, then it gives the
    /// value back, over as many moves as it takes (each its best move that
    /// leaves the person what they could have had before their costliest
    /// mistake, or, when none does, the move that leaves them best off), so
    /// a learner can win back after a blunder and go on.
    Coach,
}

impl Opponent {
    /// The default opponent: perfect, ties to the first optimal move.
    pub fn perfect() -> Opponent {
        Opponent::Perfect { random_ties: false }
    }

    /// The skill of the ladder's "strong" opponent: the chance that each
    /// of its moves is optimal.
    pub const STRONG: f64 = 0.75;

    /// The opponent a front end names: one of the difficulty ladder,
    /// hardest first (`perfect`, ties at random when `seeded`; `strong`;
    /// `random`; `coach`), `greedy`, or `skill` with `skill` the chance of
    /// each move being optimal (0.75, as `strong`, when not given). The
    /// error says what was expected.
    pub fn named(name: &str, skill: Option<f64>, seeded: bool) -> Result<Opponent, String> {
        if skill.is_some() && name != "skill" {
            return Err("`skill` goes with the opponent `skill`".to_owned());
        }
        Ok(match name {
            "perfect" => Opponent::Perfect {
                random_ties: seeded,
            },
            "greedy" => Opponent::Greedy,
            "random" => Opponent::Random,
            "strong" => Opponent::Skill(Opponent::STRONG),
            "coach" => Opponent::Coach,
            "skill" => match skill.unwrap_or(Opponent::STRONG) {
                skill if (0.0..=1.0).contains(&skill) => Opponent::Skill(skill),
                skill => return Err(format!("`skill` is a probability from 0 to 1, not {skill}")),
            },
            other => {
                return Err(format!(
                    "no opponent `{}`: expected perfect, strong, random, coach, greedy or skill",
                    crate::input::excerpt(other)
                ));
            }
        })
    }
}

/// Who made a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Actor {
    /// The person.
    You,
    /// The engine.
    Engine,
}

/// A move that was played, with what it was worth.
#[derive(Debug, Clone, PartialEq)]
pub struct Turn<G: Game> {
    /// Who moved.
    pub by: Actor,
    /// Which player's seat moved.
    pub player: Player,
    /// The position before the move.
    pub before: G::Position,
    /// The move.
    pub mv: G::Move,
    /// The points it scored.
    pub points: i128,
    /// The mover's value from `before` after this move, with optimal play
    /// from then on.
    pub value: Value,
    /// The best value any move had at `before`.
    pub best_value: Value,
    /// The optimal moves at `before`.
    pub best_moves: Vec<G::Move>,
    /// Both totals after the move: first player's, second player's.
    pub totals: [i128; 2],
}

impl<G: Game> Turn<G> {
    /// The points this move gave away: 0 for an optimal move; `None` in a
    /// game without points.
    pub fn regret(&self) -> Option<i128> {
        self.value.points_short_of(self.best_value)
    }

    /// Whether the move was optimal.
    pub fn is_optimal(&self) -> bool {
        self.value == self.best_value
    }

    /// How good the move was ([`grade::grade`]).
    pub fn grade(&self) -> grade::Grade {
        grade::grade(self.value, self.best_value)
    }
}

/// Why a move of the person's was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game is over.
    #[error("the game is over")]
    Over,
    /// It is the engine's turn.
    #[error("it is the engine's turn")]
    NotYourTurn,
    /// The move is not legal here.
    #[error("that move is not legal here")]
    Illegal,
}

/// A move where the person lost value.
#[derive(Debug, Clone, PartialEq)]
pub struct Mistake<P, M> {
    /// The move's number in the game, from 1.
    pub number: usize,
    /// The position it was played from.
    pub before: P,
    /// What the person played.
    pub played: M,
    /// An optimal move they could have played instead.
    pub better: M,
    /// What the played move was worth.
    pub value: Value,
    /// What the better move was worth.
    pub best_value: Value,
}

impl<P, M> Mistake<P, M> {
    /// The points lost; `None` in a game without points.
    pub fn regret(&self) -> Option<i128> {
        self.value.points_short_of(self.best_value)
    }

    /// Whether this move turned a won game into a lost (or drawn) one.
    pub fn handed_over_the_win(&self) -> bool {
        self.best_value.is_win() && !self.value.is_win()
    }

    /// Whether this move turned a drawn game into a lost one.
    ///
    /// ```
    /// use optimal_play::engine::Value;
    /// use optimal_play::play::Mistake;
    /// let mistake = |value, best_value| Mistake {
    ///     number: 1, before: (), played: 'a', better: 'b', value, best_value,
    /// };
    /// let lost_draw = mistake(Value::Loss { moves: 3 }, Value::Draw);
    /// assert!(lost_draw.gave_away_a_draw() && !lost_draw.handed_over_the_win());
    /// let drawn_win = mistake(Value::Draw, Value::Win { moves: 5 });
    /// assert!(drawn_win.handed_over_the_win() && !drawn_win.gave_away_a_draw());
    /// assert!(!mistake(Value::Loss { moves: 2 }, Value::Loss { moves: 4 }).gave_away_a_draw());
    /// ```
    pub fn gave_away_a_draw(&self) -> bool {
        self.best_value == Value::Draw && self.value < Value::Draw
    }
}

/// The review of a game, from the person's side.
#[derive(Debug, Clone, PartialEq)]
pub struct Review<P, M> {
    /// Whether the game was played to the end.
    pub finished: bool,
    /// The person's total.
    pub you: i128,
    /// The engine's total.
    pub engine: i128,
    /// Whether the person won, once the game is over (`None` before): a
    /// game won or lost at its end, one that ended where endless play is a
    /// win ([`Game::repetition_value`]), or a game of points played to its
    /// end, won by the larger total. `Some(false)` for a draw.
    pub you_won: Option<bool>,
    /// Whether the game ended in a draw: a loopy game whose position came
    /// back (where endless play is a draw), a position with no move and no
    /// winner, or a game of points that ended level.
    pub drawn: bool,
    /// Whether a game of points was decided by its totals, played to its
    /// end (not by a position coming back).
    pub by_points: bool,
    /// Whether the game ended because a position came back.
    pub repeated: bool,
    /// What the person could have reached from the start against perfect
    /// play: a margin (person minus engine), or a win or a loss.
    pub best: Value,
    /// Every move of the person's that lost value, in order.
    pub mistakes: Vec<Mistake<P, M>>,
    /// The points the engine gave away by its own non-optimal moves.
    pub engine_gifts: i128,
    /// Every move's grade, in the order played, with who played it.
    pub scorecard: Vec<(Actor, grade::Grade)>,
}

impl<P, M> Review<P, M> {
    /// The share of `actor`'s moves graded best, as a percentage
    /// ([`grade::accuracy`]); `None` when they have not moved.
    pub fn accuracy(&self, actor: Actor) -> Option<f64> {
        let grades: Vec<grade::Grade> = (self.scorecard.iter())
            .filter(|(by, _)| *by == actor)
            .map(|&(_, grade)| grade)
            .collect();
        grade::accuracy(&grades)
    }
}

/// A game in progress between a person and the engine.
#[derive(Debug)]
pub struct Session<G: Game, O> {
    game: G,
    oracle: O,
    seat: Player,
    opponent: Opponent,
    rng: ChaCha8Rng,
    start: G::Position,
    start_value: Option<Value>,
    position: G::Position,
    turns: Vec<Turn<G>>,
    /// What [`Session::undo`] took back, the last taken on top: the turns
    /// and the position after them, for [`Session::redo`]. Any new move
    /// clears it.
    undone: Vec<(Vec<Turn<G>>, G::Position)>,
}

impl<G: Game, O: Oracle<G>> Session<G, O> {
    /// A session of `game` from `start`, the person in `seat`, the engine
    /// choosing by `opponent`. `seed` drives every random choice; without it
    /// the seed is 0, so sessions are reproducible either way.
    pub fn new(
        game: G,
        oracle: O,
        start: G::Position,
        seat: Player,
        opponent: Opponent,
        seed: Option<u64>,
    ) -> Self {
        Session {
            game,
            oracle,
            seat,
            opponent,
            rng: ChaCha8Rng::seed_from_u64(seed.unwrap_or(0)),
            start: start.clone(),
            start_value: None,
            position: start,
            turns: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// The game being played.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The current position.
    pub fn position(&self) -> &G::Position {
        &self.position
    }

    /// The person's seat.
    pub fn seat(&self) -> Player {
        self.seat
    }

    /// Every move played so far, in order.
    pub fn turns(&self) -> &[Turn<G>] {
        &self.turns
    }

    /// Both totals now: the first player's, the second player's.
    pub fn totals(&self) -> [i128; 2] {
        self.turns.last().map_or([0, 0], |turn| turn.totals)
    }

    /// The person's total and the engine's.
    pub fn scores(&self) -> (i128, i128) {
        let totals = self.totals();
        (totals[self.seat.index()], totals[self.seat.other().index()])
    }

    /// Whether the game is over: no move is left, or, in a loopy game, the
    /// position has come back (play would go round for ever).
    pub fn is_over(&self) -> bool {
        self.game.is_over(&self.position) || self.is_repetition()
    }

    /// Whether a loopy game's position has been seen before, with the same
    /// player to move, and coming back ends the game there: a draw
    /// (LeetCode 913's rule), unless the game says endless play is one
    /// player's win ([`Game::repetition_value`]).
    pub fn is_repetition(&self) -> bool {
        self.game.loopy()
            && self.game.repetition_value(&self.position).is_some()
            && self.turns.iter().any(|turn| turn.before == self.position)
    }

    /// Who is to move, or `None` when the game is over.
    pub fn to_move(&self) -> Option<Actor> {
        if self.is_over() {
            None
        } else if self.game.to_move(&self.position) == self.seat {
            Some(Actor::You)
        } else {
            Some(Actor::Engine)
        }
    }

    /// What each legal move is worth to the player to move now (their value
    /// from here after it), best first; moves of equal value keep the game's
    /// order.
    pub fn hint(&mut self) -> Vec<(G::Move, Value)> {
        let mut values = self.oracle.move_values(&self.position);
        values.sort_by_key(|&(_, value)| std::cmp::Reverse(value));
        values
    }

    /// Plays the person's move.
    pub fn play(&mut self, mv: G::Move) -> Result<&Turn<G>, PlayError> {
        match self.to_move() {
            None => return Err(PlayError::Over),
            Some(Actor::Engine) => return Err(PlayError::NotYourTurn),
            Some(Actor::You) => {}
        }
        if !self.game.is_legal(&self.position, &mv) {
            return Err(PlayError::Illegal);
        }
        Ok(self.make(Actor::You, mv))
    }

    /// Plays `mv` for whoever is to move, the person or the engine: a game
    /// replayed from a list of its moves.
    pub fn replay(&mut self, mv: G::Move) -> Result<&Turn<G>, PlayError> {
        let Some(by) = self.to_move() else {
            return Err(PlayError::Over);
        };
        if !self.game.is_legal(&self.position, &mv) {
            return Err(PlayError::Illegal);
        }
        Ok(self.make(by, mv))
    }

    /// Plays the engine's move, if it is the engine's turn.
    pub fn engine_move(&mut self) -> Option<&Turn<G>> {
        if self.to_move() != Some(Actor::Engine) {
            return None;
        }
        // The perfect engine that breaks ties by the game's order needs only
        // its first optimal move; the moves after it are never looked at.
        if self.opponent == (Opponent::Perfect { random_ties: false }) && self.keeps_the_first() {
            let (choice, value) = self.oracle.first_optimal_move(&self.position)?;
            let values = vec![(choice.clone(), value)];
            return Some(self.make_with(Actor::Engine, choice, values));
        }
        // The perfect engine needs only its optimal moves, which an oracle
        // may tell apart without every other move's exact value.
        let values = match self.opponent {
            Opponent::Perfect { .. } => self.oracle.optimal_move_values(&self.position),
            _ => self.oracle.move_values(&self.position),
        };
        let optimal = optimal_moves(&values)?;
        let any: Vec<&G::Move> = values.iter().map(|(m, _)| m).collect();
        let choice = match self.opponent {
            Opponent::Perfect { random_ties: false } => self.first_going_on(&optimal).clone(),
            Opponent::Perfect { random_ties: true } => (*optimal.choose(&mut self.rng)?).clone(),
            Opponent::Random => (*any.choose(&mut self.rng)?).clone(),
            Opponent::Skill(skill) => {
                if self.rng.random_bool(skill.clamp(0.0, 1.0)) {
                    (*optimal.choose(&mut self.rng)?).clone()
                } else {
                    (*any.choose(&mut self.rng)?).clone()
                }
            }
            Opponent::Greedy => {
                let options = any
                    .iter()
                    .map(|&mv| (mv, self.game.apply(&self.position, mv).1));
                crate::engine::greedy_choice(options)?.clone()
            }
            Opponent::Coach => match self.giving_back(&values) {
                Some(mv) => mv.clone(),
                None => self.first_going_on(&optimal).clone(),
            },
        };
        Some(self.make_with(Actor::Engine, choice, values))
    }

    /// Plays a perfect move for whoever is to move, person or engine, as
    /// the perfect engine chooses it (of equally good moves, the first
    /// going on, [`Session::engine_move`]): played again and again from
    /// the start it gives the optimal line of any game, both seats played
    /// perfectly. `None` when the game is over.
    pub fn play_best(&mut self) -> Option<&Turn<G>> {
        let by = self.to_move()?;
        let values = self.oracle.move_values(&self.position);
        let choice = self.first_going_on(&optimal_moves(&values)?).clone();
        Some(self.make_with(by, choice, values))
    }

    /// Whether it is the person's turn and one of their first
    /// [`MOVES_AGAIN_LOOKED_AT`] legal moves leaves the turn theirs (the wall
    /// game's Eel, who builds wall after wall, and Rabbit, who steps on):
    /// then [`Session::play_harmless`] can play on for them. Only the first
    /// few are tried, so that it costs little on a board of 40,000 walls.
    pub fn moves_again(&self) -> bool {
        self.to_move() == Some(Actor::You)
            && (self.game.moves(&self.position).iter())
                .take(MOVES_AGAIN_LOOKED_AT)
                .any(|mv| self.keeps_the_turn(mv))
    }

    fn keeps_the_turn(&self, mv: &G::Move) -> bool {
        let next = self.game.apply(&self.position, mv).0;
        !self.game.is_over(&next) && self.game.to_move(&next) == self.seat
    }

    /// Plays for the person one move that loses them nothing (worth all
    /// they can reach now) and leaves the turn theirs, of equally good ones
    /// the first in the game's order; `None` when no such move is left, or
    /// it is not their turn. Called again and again
    /// (at most [`HARMLESS_MOVES_AT_ONCE`] times) it plays every such move:
    /// in the wall game Eel builds every harmless wall, and what is left to
    /// decide (being done) is the person's. In a game whose positions can
    /// come back, a move back to a position of this game is not offered, so
    /// the calls end.
    pub fn play_harmless(&mut self) -> Option<&Turn<G>> {
        if self.to_move() != Some(Actor::You) {
            return None;
        }
        let values = self.oracle.move_values(&self.position);
        let repeats = self.game.walks_back() || self.game.loopy();
        let comes_back = |mv: &G::Move| {
            let next = self.game.apply(&self.position, mv).0;
            (self.turns.iter()).any(|turn| turn.before == next)
        };
        let choice = (optimal_moves(&values)?.into_iter())
            .find(|mv| self.keeps_the_turn(mv) && !(repeats && comes_back(mv)))?
            .clone();
        Some(self.make_with(Actor::You, choice, values))
    }

    /// Of equally good moves, the first in the game's order that leads
    /// somewhere this game has not been; when each leads back, the one
    /// whose place was left longest ago. Ties broken by the game's order
    /// alone can walk back and forth for ever in a game whose positions can
    /// come back (Rabbit along a row of free cells while Eel passes): only
    /// such a game ([`Game::walks_back`]) is looked at. A loopy game ends
    /// on a repetition itself, and in other games positions never repeat,
    /// so there the first is kept.
    fn first_going_on<'m>(&self, optimal: &[&'m G::Move]) -> &'m G::Move {
        if self.keeps_the_first() || optimal.len() < 2 {
            return optimal[0];
        }
        let mut oldest: Option<(usize, &'m G::Move)> = None;
        for &mv in optimal {
            let next = self.game.apply(&self.position, mv).0;
            let Some(ago) = self.turns.iter().rev().position(|turn| turn.before == next) else {
                return mv;
            };
            if oldest.is_none_or(|(longest, _)| ago > longest) {
                oldest = Some((ago, mv));
            }
        }
        oldest.map_or(optimal[0], |(_, mv)| mv)
    }

    /// Whether [`Session::first_going_on`] keeps the first of equally good
    /// moves whatever they are: in every game but one whose positions can
    /// come back without it ending.
    fn keeps_the_first(&self) -> bool {
        !self.game.walks_back() || self.game.loopy()
    }

    /// The coach's move, when the person has lost value: of the engine's
    /// moves `values` (each worth its value to the engine), the best for the
    /// engine among those that leave the person what they could have had
    /// before their costliest mistake (the same outcome, and in a game of
    /// points at least the same final margin); when none does, the one that
    /// leaves them best off, and the next move gives more. `None` before any
    /// mistake. Worked out from the turns alone, so undo and redo need
    /// nothing more.
    fn giving_back<'v>(&self, values: &'v [(G::Move, Value)]) -> Option<&'v G::Move> {
        // What the person could have reached: the best outcome and final
        // margin (person minus engine) of any position where they erred.
        let mut totals = [0i128; 2];
        let mut owed: Option<(i8, Option<i128>)> = None;
        for turn in &self.turns {
            if turn.by == Actor::You && !turn.is_optimal() {
                let mine = totals[self.seat.index()] - totals[self.seat.other().index()];
                let could = (
                    grade::outcome(turn.best_value),
                    turn.best_value.margin().map(|margin| mine + margin),
                );
                owed = Some(owed.map_or(could, |owed| owed.max(could)));
            }
            totals = turn.totals;
        }
        let (outcome, margin) = owed?;
        let mine_now = totals[self.seat.index()] - totals[self.seat.other().index()];
        // The person's outcome and final margin if the engine plays a move
        // worth `value` to it, then both play perfectly.
        let for_the_person = |value: Value| {
            (
                -grade::outcome(value),
                value.margin().map(|rest| mine_now - rest),
            )
        };
        let restores = |(got_outcome, got_margin): (i8, Option<i128>)| {
            got_outcome >= outcome && got_margin.zip(margin).is_none_or(|(got, owed)| got >= owed)
        };
        let restoring = (values.iter())
            .filter(|(_, value)| restores(for_the_person(*value)))
            .max_by_key(|(_, value)| *value);
        let kindest = values.iter().min_by_key(|(_, value)| *value);
        restoring.or(kindest).map(|(mv, _)| mv)
    }

    /// Takes back the person's last move and the engine's replies after it,
    /// so that it is the person's turn again. `false` if the person has not
    /// moved yet.
    pub fn undo(&mut self) -> bool {
        let Some(last) = self.turns.iter().rposition(|turn| turn.by == Actor::You) else {
            return false;
        };
        let before = self.turns[last].before.clone();
        let after = std::mem::replace(&mut self.position, before);
        let taken = self.turns.split_off(last);
        self.undone.push((taken, after));
        true
    }

    /// Plays again what the last [`Session::undo`] took back: the person's
    /// move and the engine's replies, as they were. The number of moves
    /// played again; 0 when nothing was taken back since the last move.
    pub fn redo(&mut self) -> usize {
        let Some((taken, after)) = self.undone.pop() else {
            return 0;
        };
        let count = taken.len();
        self.turns.extend(taken);
        self.position = after;
        count
    }

    /// The review of the game so far, from the person's side.
    pub fn review(&mut self) -> Review<G::Position, G::Move> {
        let start_value = match self.start_value {
            Some(value) => value,
            None => {
                let value =
                    crate::engine::position_value(&self.game, &mut self.oracle, &self.start);
                self.start_value = Some(value);
                value
            }
        };
        let best = if self.game.to_move(&self.start) == self.seat {
            start_value
        } else {
            start_value.for_opponent()
        };
        let mut mistakes = Vec::new();
        let mut engine_gifts = 0;
        for (at, turn) in self.turns.iter().enumerate() {
            match turn.by {
                Actor::You if !turn.is_optimal() => mistakes.push(Mistake {
                    number: at + 1,
                    before: turn.before.clone(),
                    played: turn.mv.clone(),
                    better: turn.best_moves[0].clone(),
                    value: turn.value,
                    best_value: turn.best_value,
                }),
                Actor::Engine => engine_gifts += turn.regret().unwrap_or(0),
                Actor::You => {}
            }
        }
        let (you, engine) = self.scores();
        let finished = self.is_over();
        let end = match self.game.repetition_value(&self.position) {
            Some(value) if self.is_repetition() => value,
            _ => self.game.end_value(&self.position),
        };
        let decided = !matches!(end, Value::Margin(_) | Value::Draw);
        let by_points = finished
            && !decided
            && end != Value::Draw
            && self.game.scoring() == crate::engine::Scoring::Points;
        let drawn = finished && (end == Value::Draw || (by_points && you == engine));
        let you_won = finished.then(|| {
            if drawn {
                false
            } else if by_points {
                you > engine
            } else {
                (self.game.to_move(&self.position) == self.seat) == end.is_win()
            }
        });
        Review {
            finished,
            you,
            engine,
            you_won,
            drawn,
            by_points,
            repeated: finished && self.is_repetition(),
            best,
            mistakes,
            engine_gifts,
            scorecard: (self.turns.iter())
                .map(|turn| (turn.by, turn.grade()))
                .collect(),
        }
    }

    fn make(&mut self, by: Actor, mv: G::Move) -> &Turn<G> {
        let values = self.oracle.move_values(&self.position);
        self.make_with(by, mv, values)
    }

    fn make_with(&mut self, by: Actor, mv: G::Move, values: Vec<(G::Move, Value)>) -> &Turn<G> {
        self.undone.clear();
        let terminal = self.game.end_value(&self.position);
        let best_value = values.iter().map(|&(_, v)| v).max().unwrap_or(terminal);
        let value = match values.iter().find(|(m, _)| *m == mv) {
            Some(&(_, v)) => v,
            // A legal move the oracle does not list (one of Eel's sets of walls).
            None => self
                .oracle
                .move_value(&self.position, &mv)
                .unwrap_or(best_value),
        };
        let best_moves = values
            .into_iter()
            .filter(|&(_, v)| v == best_value)
            .map(|(m, _)| m)
            .collect();
        let player = self.game.to_move(&self.position);
        let (next, points) = self.game.apply(&self.position, &mv);
        let mut totals = self.totals();
        totals[player.index()] += points;
        let before = std::mem::replace(&mut self.position, next);
        self.turns.push(Turn {
            by,
            player,
            before,
            mv,
            points,
            value,
            best_value,
            best_moves,
            totals,
        });
        self.turns.last().expect("just pushed")
    }
}

/// The moves of the best value among `values`, in the game's order; `None`
/// when there is no move.
fn optimal_moves<M>(values: &[(M, Value)]) -> Option<Vec<&M>> {
    let best = values.iter().map(|&(_, v)| v).max()?;
    Some(
        (values.iter())
            .filter(|(_, v)| *v == best)
            .map(|(m, _)| m)
            .collect(),
    )
}
