//! The difficulty ladder (#52): over 200 seeded games of Nim and of the row
//! game against a perfect player, the random engine loses more than the
//! strong one, which loses more than the perfect one; the review grades a
//! perfect player's moves all best (an accuracy of 100 %); and the coach
//! gives back what a blunder lost.
//!
//! Every game goes through the erased interface the terminal, the
//! playground and Python share, and the opponents by the names they use.

use optimal_play::engine::Player;
use optimal_play::erased::{AnySession, Input, SessionOptions};
use optimal_play::play::grade::Grade;
use optimal_play::play::{Actor, Opponent};
use optimal_play::registry;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const GAMES: usize = 200;

/// `GAMES` seeded instances: Nim with three heaps of 1 to 12, or rows of 6
/// to 12 values from 1 to 40.
fn instances(game: &str) -> Vec<String> {
    let mut rng = ChaCha8Rng::seed_from_u64(52);
    (0..GAMES)
        .map(|_| match game {
            "nim" => (0..3)
                .map(|_| rng.random_range(1..=12).to_string())
                .collect::<Vec<_>>()
                .join(" "),
            _ => {
                let len = rng.random_range(6..=12);
                let values: Vec<String> = (0..len)
                    .map(|_| rng.random_range(1..=40).to_string())
                    .collect();
                format!("{len}\n{}\n", values.join(" "))
            }
        })
        .collect()
}

/// A session of `game` on `text`, the person in `seat`, the engine by the
/// ladder's `opponent` name.
fn session(game: &str, text: &str, seat: Player, opponent: &str, seed: u64) -> Box<dyn AnySession> {
    let entry = registry::find(game).expect("a registered game");
    let instance = entry
        .read(Input::reader("ladder", text.as_bytes()), None)
        .unwrap_or_else(|error| panic!("{game}: {text:?}: {error}"));
    let options = SessionOptions {
        seat,
        opponent: Opponent::named(opponent, None, true).expect("a ladder opponent"),
        seed: Some(seed),
    };
    instance.session(options).expect("a session")
}

/// Plays the game to its end: the engine by its opponent, the person
/// perfectly, except that the person's first move is `first` when given
/// (an index into their moves, worst first).
fn play_out(session: &mut dyn AnySession, mut first: Option<usize>) {
    let mut moves = 0;
    while let Some(actor) = session.to_move() {
        moves += 1;
        assert!(moves < 1_000, "a game that never ends");
        match actor {
            Actor::Engine => {
                session.engine_move().expect("the engine's turn");
            }
            Actor::You => match first.take() {
                Some(rank) => {
                    let hint = session.hint();
                    let worst_first = &hint[hint.len() - 1 - rank.min(hint.len() - 1)];
                    session
                        .play_text(&worst_first.mv.text)
                        .expect("a legal move");
                }
                None => {
                    session.play_best().expect("the person's turn");
                }
            },
        }
    }
}

/// How many of the seeded games the engine, playing as `opponent`, loses
/// against a perfect player; each game's review checks the perfect
/// player's accuracy on the way.
fn engine_losses(game: &str, opponent: &str) -> usize {
    let mut losses = 0;
    for (at, text) in instances(game).iter().enumerate() {
        let seat = if at % 2 == 0 {
            Player::First
        } else {
            Player::Second
        };
        let mut session = session(game, text, seat, opponent, at as u64);
        play_out(&mut *session, None);
        let review = session.review();
        assert!(review.finished);
        assert_eq!(
            review.accuracy.you,
            Some(100.0),
            "{game} {text:?}: a perfect player's accuracy"
        );
        if opponent == "perfect" {
            assert_eq!(
                review.accuracy.engine,
                Some(100.0),
                "{game} {text:?}: the perfect engine's accuracy"
            );
            assert!(
                review
                    .scorecard
                    .iter()
                    .all(|scored| scored.grade == Grade::Best)
            );
        }
        if review.you_won == Some(true) {
            losses += 1;
        }
    }
    losses
}

fn ladder_orders(game: &str) {
    let [perfect, strong, random] =
        ["perfect", "strong", "random"].map(|name| engine_losses(game, name));
    assert!(
        random > strong && strong > perfect,
        "{game}: the engine lost {random} games as random, {strong} as strong, {perfect} as perfect, of {GAMES}"
    );
}

#[test]
fn in_nim_random_loses_more_than_strong_which_loses_more_than_perfect() {
    ladder_orders("nim");
}

#[test]
fn in_the_row_game_random_loses_more_than_strong_which_loses_more_than_perfect() {
    ladder_orders("coins");
}

/// In Nim, a person who can win from the start blunders on their first
/// move (the worst move there is) and then plays perfectly: the coach gives
/// the win back every time (three heaps of 1 to 12 always leave it a way to),
/// the perfect engine never does.
#[test]
fn the_coach_lets_you_win_back_after_a_blunder_in_nim() {
    let (mut won_back_by_coach, mut won_back_by_perfect, mut blunders) = (0, 0, 0);
    for (at, text) in instances("nim").iter().enumerate() {
        let mut fresh = session("nim", text, Player::First, "perfect", at as u64);
        if !fresh.review().best.is_win() {
            continue;
        }
        let mut results = Vec::new();
        for opponent in ["coach", "perfect"] {
            let mut session = session("nim", text, Player::First, opponent, at as u64);
            play_out(&mut *session, Some(0));
            let review = session.review();
            results.push((review.you_won == Some(true), review.scorecard.clone()));
        }
        let (coached, perfect) = (&results[0], &results[1]);
        assert_eq!(
            coached.1[0].grade,
            Grade::Blunder,
            "{text:?}: the worst move"
        );
        blunders += 1;
        assert!(coached.0, "{text:?}: the coach kept the win it was given");
        won_back_by_coach += usize::from(coached.0);
        won_back_by_perfect += usize::from(perfect.0);
        assert!(
            (coached.1.iter())
                .any(|scored| scored.by == Actor::Engine && scored.grade != Grade::Best),
            "{text:?}: the coach gave nothing back"
        );
    }
    assert!(blunders >= 50, "only {blunders} blunders to win back");
    assert_eq!(won_back_by_coach, blunders);
    assert_eq!(
        won_back_by_perfect, 0,
        "a perfect engine returned a blunder"
    );
}

/// The most the person can end ahead by on `values[i..j]`, the person to
/// move when `person` says so, if both players play for the person: what
/// the kindest opponent could still let them reach. Brute force.
fn with_help(values: &[i64], i: usize, j: usize, person: bool) -> i128 {
    if i == j {
        return 0;
    }
    let sign = if person { 1 } else { -1 };
    let left = sign * i128::from(values[i]) + with_help(values, i + 1, j, !person);
    let right = sign * i128::from(values[j - 1]) + with_help(values, i, j - 1, !person);
    left.max(right)
}

/// In the row game, a person who can win from the start takes the worse
/// end first, a blunder, and then plays perfectly: wherever an opponent's
/// help can still give them the win (by a brute force over every way the
/// game can go on), the coach does; the perfect engine never does.
#[test]
fn the_coach_lets_you_win_back_after_a_blunder_in_the_row_game() {
    use optimal_play::coins::RowOracle;
    use optimal_play::coins::exhaustive::RowGame;
    use optimal_play::engine::Game;
    use optimal_play::play::Session;

    let mut rng = ChaCha8Rng::seed_from_u64(5252);
    let (mut recoverable, mut unrecoverable) = (0, 0);
    for seed in 0..GAMES as u64 {
        let len = rng.random_range(4..=11);
        let values: Vec<i64> = (0..len).map(|_| rng.random_range(1..=40)).collect();
        let mut won = Vec::new();
        for opponent in [Opponent::Coach, Opponent::perfect()] {
            let game = RowGame::new(&values);
            let start = game.start();
            let mut session = Session::new(
                game,
                RowOracle::new(&values),
                start,
                Player::First,
                opponent,
                Some(seed),
            );
            let hint = session.hint();
            if !hint[0].1.is_win() {
                break;
            }
            let worst = hint[hint.len() - 1].0;
            let turn = session.play(worst).expect("a legal move").clone();
            if turn.grade() != Grade::Blunder {
                break;
            }
            let (i, j) = *session.position();
            let reach = turn.points + with_help(&values, i, j, false);
            while let Some(actor) = session.to_move() {
                match actor {
                    Actor::Engine => {
                        session.engine_move().expect("the engine's turn");
                    }
                    Actor::You => {
                        let best = session.hint()[0].0;
                        session.play(best).expect("a legal move");
                    }
                }
            }
            won.push((session.review().you_won == Some(true), reach > 0));
        }
        let [(by_coach, can), (by_perfect, _)] = won[..] else {
            continue;
        };
        assert!(
            !by_perfect,
            "{values:?}: a perfect engine returned a blunder"
        );
        assert_eq!(
            by_coach, can,
            "{values:?}: the coach gives the win back when it can be given"
        );
        if can {
            recoverable += 1;
        } else {
            unrecoverable += 1;
        }
    }
    assert!(
        recoverable >= 20,
        "only {recoverable} blunders to win back ({unrecoverable} past help)"
    );
}
