//! Play sessions: thousands of games from both seats, every engine move
//! checked against the interval recurrence, and the review's arithmetic.

use optimal_play::coins::exhaustive::RowGame;
use optimal_play::coins::interval::Table;
use optimal_play::coins::versus::{greedy_side, versus_greedy};
use optimal_play::coins::{Algorithm, Row, RowOracle, Side};
use optimal_play::engine::{Game, Negamax, Player, Value};
use optimal_play::play::{Actor, Opponent, Session};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[derive(Debug, Clone, Copy)]
enum Person {
    Random,
    Greedy,
}

/// Plays one whole game and checks everything the session claims.
fn play_and_check(values: &[i64], seat: Player, person: Person, opponent: Opponent, seed: u64) {
    let game = RowGame::new(values);
    let table = Table::new(values).unwrap();
    let optimal = Row::new(values.to_vec())
        .outcome(Algorithm::Interval)
        .unwrap();
    let start = game.start();
    let mut session = Session::new(
        game.clone(),
        RowOracle::new(values),
        start,
        seat,
        opponent,
        Some(seed),
    );
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut undos = 0;
    while !session.is_over() {
        match session.to_move() {
            Some(Actor::You) => {
                // Now and then, take a move back and play on.
                if undos < 2 && rng.random_bool(0.1) && session.undo() {
                    undos += 1;
                    continue;
                }
                let (i, j) = *session.position();
                let side = match person {
                    Person::Random => {
                        if rng.random_bool(0.5) {
                            Side::Left
                        } else {
                            Side::Right
                        }
                    }
                    Person::Greedy => greedy_side(values, i, j),
                };
                session.play(side).unwrap();
            }
            Some(Actor::Engine) => {
                let turn = session.engine_move().unwrap().clone();
                let (i, j) = turn.before;
                let value = match turn.mv {
                    Side::Left => i128::from(values[i]) - table.margin(i + 1, j),
                    Side::Right => i128::from(values[j - 1]) - table.margin(i, j - 1),
                };
                assert_eq!(
                    turn.value,
                    Value::Margin(value),
                    "the session's value of the engine's move"
                );
                if matches!(opponent, Opponent::Perfect { .. }) {
                    assert_eq!(
                        value,
                        table.margin(i, j),
                        "non-optimal engine move on {values:?}"
                    );
                }
            }
            None => unreachable!(),
        }
    }
    let review = session.review();
    let (you, engine) = session.scores();
    assert_eq!(you + engine, Row::new(values.to_vec()).sum());
    let guaranteed = match seat {
        Player::First => optimal.second,
        Player::Second => optimal.first,
    };
    if matches!(opponent, Opponent::Perfect { .. }) {
        assert!(
            engine >= guaranteed,
            "the engine got {engine} < {guaranteed} on {values:?}"
        );
        assert_eq!(review.engine_gifts, 0);
    }
    // The review's arithmetic: every point of margin is accounted for.
    let regrets: i128 = review
        .mistakes
        .iter()
        .map(|m| m.regret().expect("a game of points"))
        .sum();
    let best_margin = review.best.margin().expect("a game of points");
    assert_eq!(
        you - engine,
        best_margin - regrets + review.engine_gifts,
        "on {values:?}"
    );
    let best = match seat {
        Player::First => optimal.margin,
        Player::Second => -optimal.margin,
    };
    assert_eq!(best_margin, best);
    assert!(review.finished);
}

#[test]
fn thousands_of_games_from_both_seats() {
    let mut rng = ChaCha8Rng::seed_from_u64(580);
    let mut games = 0;
    for round in 0..2_500u64 {
        let len = rng.random_range(1..=14);
        let values: Vec<i64> = (0..len).map(|_| rng.random_range(-3..=9)).collect();
        for seat in [Player::First, Player::Second] {
            for person in [Person::Random, Person::Greedy] {
                let opponent = match round % 5 {
                    0 => Opponent::Perfect { random_ties: true },
                    1 | 2 => Opponent::perfect(),
                    3 => Opponent::Greedy,
                    _ => Opponent::Skill(0.5),
                };
                play_and_check(&values, seat, person, opponent, round);
                games += 1;
            }
        }
    }
    assert_eq!(games, 10_000);
}

#[test]
fn any_game_plays_through_the_generic_engine() {
    // The same session over the negamax oracle: the generic way in.
    let values = [4, 7, 2, 9, 5, 2];
    let game = RowGame::new(&values);
    let start = game.start();
    let mut session = Session::new(
        game.clone(),
        Negamax::new(&game),
        start,
        Player::Second,
        Opponent::perfect(),
        None,
    );
    while !session.is_over() {
        if session.engine_move().is_none() {
            let best = session.hint()[0].0;
            session.play(best).unwrap();
        }
    }
    // USACO's sample: 18 for the first player (the engine), 11 for you.
    assert_eq!(session.scores(), (11, 18));
    assert!(session.review().mistakes.is_empty());
}

#[test]
fn moves_out_of_turn_are_refused() {
    let values = [1, 2, 3];
    let game = RowGame::new(&values);
    let start = game.start();
    let mut session = Session::new(
        game.clone(),
        RowOracle::new(&values),
        start,
        Player::Second,
        Opponent::perfect(),
        None,
    );
    assert_eq!(
        session.play(Side::Left).unwrap_err().to_string(),
        "it is the engine's turn"
    );
    assert!(!session.undo(), "nothing of the person's to undo");
    session.engine_move().unwrap();
    session.play(Side::Left).unwrap();
    session.engine_move().unwrap();
    assert!(session.is_over());
    assert_eq!(
        session.play(Side::Left).unwrap_err().to_string(),
        "the game is over"
    );
}

/// The plain game tree against a greedy second player.
fn brute_force_versus_greedy(values: &[i64]) -> i128 {
    fn best(values: &[i64], i: usize, j: usize) -> i128 {
        if i == j {
            return 0;
        }
        [Side::Left, Side::Right]
            .into_iter()
            .map(|side| {
                let (taken, mut i, mut j) = match side {
                    Side::Left => (values[i], i + 1, j),
                    Side::Right => (values[j - 1], i, j - 1),
                };
                if i < j {
                    match greedy_side(values, i, j) {
                        Side::Left => i += 1,
                        Side::Right => j -= 1,
                    }
                }
                i128::from(taken) + best(values, i, j)
            })
            .max()
            .unwrap()
    }
    best(values, 0, values.len())
}

fn check_versus_greedy(values: &[i64]) {
    let exploit = versus_greedy(values).unwrap();
    let first = exploit.line.outcome.first;
    assert_eq!(first, brute_force_versus_greedy(values), "on {values:?}");
    let optimal = Row::new(values.to_vec())
        .outcome(Algorithm::Linear)
        .unwrap();
    assert!(
        first >= optimal.first,
        "exploit worse than optimal on {values:?}"
    );
    // The line's second player really is greedy.
    let (mut i, mut j) = (0, values.len());
    for (turn, &side) in exploit.line.sides.iter().enumerate() {
        if turn % 2 == 1 {
            assert_eq!(side, greedy_side(values, i, j), "on {values:?}");
        }
        match side {
            Side::Left => i += 1,
            Side::Right => j -= 1,
        }
    }
    assert_eq!(i, j);
}

#[test]
fn versus_greedy_agrees_with_the_game_tree_on_all_short_rows() {
    for len in 0..=8u32 {
        for code in 0..4u32.pow(len) {
            let values: Vec<i64> = (0..len)
                .map(|k| i64::from(code / 4u32.pow(k) % 4))
                .collect();
            check_versus_greedy(&values);
        }
    }
}

proptest! {
    #[test]
    fn versus_greedy_agrees_with_the_game_tree(values in prop::collection::vec(-20i64..=20, 0..=14)) {
        check_versus_greedy(&values);
    }
}

/// The perfect engine as Rabbit reaches the bottom row when Eel plays the
/// hint's first best move, or always passes: among equally good steps it
/// takes one that does not lead back to where it just was. Boards of 0s and 1s, where many steps tie, and
/// of every digit.
#[test]
fn the_engine_as_rabbit_gets_to_the_bottom_whatever_eel_builds() {
    use optimal_play::alternating_wall::game::{AltWallGame, AltWallOracle};
    use optimal_play::engine::Notation;
    use optimal_play::wall::Board;
    let mut rng = ChaCha8Rng::seed_from_u64(27);
    for round in 0..2000 {
        let (rows, cols) = (rng.random_range(2..=6), rng.random_range(2..=9));
        let digits = if round % 2 == 0 { 2 } else { 10 };
        let best_eel = round % 4 < 2;
        let lines: Vec<String> = (0..rows)
            .map(|_| {
                (0..cols)
                    .map(|_| char::from(b'0' + rng.random_range(0..digits)))
                    .collect()
            })
            .collect();
        let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
        let game = AltWallGame::new(Board::from_rows(&lines).unwrap());
        let oracle = AltWallOracle::new(&game);
        let start = game.start();
        let mut session = Session::new(
            game.clone(),
            oracle,
            start,
            Player::Second,
            Opponent::perfect(),
            None,
        );
        let mut turns = 0;
        while !session.is_over() {
            match session.to_move() {
                Some(Actor::You) => {
                    let mv = if best_eel {
                        session.hint().swap_remove(0).0
                    } else {
                        game.read_move(session.position(), "pass").unwrap()
                    };
                    session.play(mv).unwrap();
                }
                _ => {
                    session.engine_move().unwrap();
                }
            }
            turns += 1;
            // Eel builds at most a wall a cell, and Rabbit's longest
            // walk over 6,000 boards was under 6 turns a cell.
            assert!(
                turns <= 8 * rows * cols,
                "Rabbit walks on for ever on {lines:?}"
            );
        }
    }
}

/// A session of the wall game against the perfect engine, the person in
/// `seat`, over the game's fast oracle.
fn wall_session(
    game: optimal_play::wall::game::WallGame,
    seat: Player,
) -> Session<optimal_play::wall::game::WallGame, optimal_play::wall::game::WallOracle> {
    let oracle = optimal_play::wall::game::WallOracle::from(&game);
    let start = game.start();
    Session::new(game, oracle, start, seat, Opponent::perfect(), None)
}

/// A random wall board of `rows` × `cols` digits, the start 0.
fn random_wall_board(rng: &mut ChaCha8Rng, rows: usize, cols: usize) -> Vec<String> {
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| match (r, c) {
                    (0, 0) => '0',
                    _ => char::from(b'0' + rng.random_range(0..10u8)),
                })
                .collect()
        })
        .collect()
}

/// #52: "play every harmless move" as Eel builds walls that each keep the
/// value, and only while it is Eel's turn; what is left is to be done, and
/// Rabbit then pays the value of the start, checked by the generic engine's
/// game-tree search (an independent solver), on 300 seeded boards.
#[test]
fn harmless_moves_keep_the_value_and_leave_only_being_done() {
    use optimal_play::wall::Board;
    use optimal_play::wall::game::{WallGame, WallMove};
    let mut rng = ChaCha8Rng::seed_from_u64(52);
    let mut walls_built = 0;
    for _ in 0..300 {
        let (rows, cols) = (rng.random_range(2..=3), rng.random_range(2..=4));
        let lines = random_wall_board(&mut rng, rows, cols);
        let game = WallGame::new(Board::from_rows(&lines).unwrap());
        let start_value = Negamax::new(&game).value(&game.start());
        let mut session = wall_session(game, Player::First);
        assert!(
            session.moves_again(),
            "Eel builds wall after wall: {lines:?}"
        );
        while let Some(turn) = session.play_harmless() {
            assert_eq!(turn.by, Actor::You);
            assert_eq!(
                turn.value, turn.best_value,
                "a harmless wall loses nothing: {lines:?}"
            );
            assert!(
                matches!(turn.mv, WallMove::Build(_)),
                "{lines:?}: {:?}",
                turn.mv
            );
            walls_built += 1;
        }
        assert_eq!(session.to_move(), Some(Actor::You), "{lines:?}");
        let best = session.hint();
        let best_value = best[0].1;
        let optimal: Vec<&WallMove> = (best.iter())
            .filter(|(_, value)| *value == best_value)
            .map(|(mv, _)| mv)
            .collect();
        assert_eq!(
            optimal,
            vec![&WallMove::Done],
            "only being done is left: {lines:?}"
        );
        session.play(WallMove::Done).unwrap();
        assert!(!session.moves_again(), "Rabbit is the engine's: {lines:?}");
        while session.engine_move().is_some() {}
        assert!(session.is_over(), "{lines:?}");
        let [eel, rabbit] = session.totals();
        assert_eq!(
            Value::Margin(eel - rabbit),
            start_value,
            "Rabbit pays what the start is worth: {lines:?}"
        );
        assert!(session.review().mistakes.is_empty(), "{lines:?}");
    }
    assert!(
        walls_built > 300,
        "harmless walls were built: {walls_built}"
    );
}

/// #52: as Rabbit, "play every harmless move" steps along a cheapest route
/// and stops before the last step, which ends the game; in the row game,
/// where every move passes the turn, there is nothing to play for the
/// person.
#[test]
fn harmless_moves_stop_before_the_turn_passes() {
    use optimal_play::wall::Board;
    use optimal_play::wall::game::{WallGame, WallMove};
    let game = WallGame::new(Board::from_rows(&["042", "391", "111"]).unwrap());
    let mut session = wall_session(game, Player::Second);
    while session.to_move() == Some(Actor::Engine) {
        session.engine_move();
    }
    let mut steps = 0;
    while let Some(turn) = session.play_harmless() {
        assert!(matches!(turn.mv, WallMove::Step(_)), "{:?}", turn.mv);
        assert_eq!(turn.value, turn.best_value);
        steps += 1;
    }
    assert!(steps >= 1, "Rabbit stepped on");
    assert!(!session.is_over(), "the last step is the person's own");
    assert!(!session.moves_again(), "the last step ends the game");
    let last = session.hint().swap_remove(0).0;
    session.play(last).unwrap();
    assert!(session.is_over());

    let values = [3, 9, 1, 2];
    let game = RowGame::new(&values);
    let start = game.start();
    let oracle = RowOracle::new(&values);
    let mut session = Session::new(
        game,
        oracle,
        start,
        Player::First,
        Opponent::perfect(),
        None,
    );
    assert!(!session.moves_again());
    assert!(session.play_harmless().is_none());
    assert_eq!(session.turns().len(), 0);
}
