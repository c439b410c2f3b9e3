//! The conformance test: every registered game, with no code of its own here
//! (after OpenSpiel's `RandomSimTest`).
//!
//! For many small instances of each game: the fast solver equals negamax on
//! every reachable position; every move's text and JSON read back as the same
//! move; random playouts with undo offer only legal moves; and, through the
//! erased interface every front end uses, sessions from both seats where
//! every engine move is optimal, moves go in as text and as JSON, and the
//! game ends with a review. Every output format of `solve` and both of
//! `explain` answer without error.

use optimal_play::engine::drawing;
use optimal_play::engine::picture::Target;
use optimal_play::engine::{Player, Value};
use optimal_play::erased::{Input, SessionOptions, SolveOptions, optimal_line};
use optimal_play::play::{Actor, Opponent};
use optimal_play::registry;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const INSTANCES: usize = 60;

#[test]
fn every_registered_game_conforms() {
    assert!(registry::games().len() >= 3);
    for game in registry::games() {
        let name = game.info().name;
        let mut positions = 0;
        for (at, text) in game.small_instances(9, INSTANCES).iter().enumerate() {
            let instance = game
                .read(Input::reader("small", text.as_bytes()), None)
                .unwrap_or_else(|error| panic!("{name}: {text:?} does not read: {error}"));
            let checked = instance
                .conformance(20_000, at as u64)
                .unwrap_or_else(|failure| panic!("{name} on {text:?}: {failure}"));
            positions += checked.positions;
        }
        assert!(
            positions > 100,
            "{name}: only {positions} positions checked"
        );
    }
}

#[test]
fn every_game_plays_through_the_erased_interface() {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    for game in registry::games() {
        let name = game.info().name;
        let mut games_played = 0;
        for text in game.small_instances(17, INSTANCES) {
            let instance = game
                .read(Input::reader("small", text.as_bytes()), None)
                .unwrap();
            for seat in [Player::First, Player::Second] {
                let options = SessionOptions {
                    seat,
                    opponent: Opponent::perfect(),
                    seed: Some(rng.random()),
                };
                // An instance with nothing to play is refused, with a reason.
                let Ok(mut session) = instance.session(options) else {
                    continue;
                };
                let mut moves = 0;
                let mut mine = 0;
                while let Some(actor) = session.to_move() {
                    moves += 1;
                    assert!(moves < 10_000, "{name}: a game that never ends");
                    match actor {
                        Actor::Engine => {
                            let turn = session.engine_move().expect("the engine's turn");
                            assert_eq!(
                                turn.value, turn.best_value,
                                "{name} on {text:?}: the perfect engine played {:?}",
                                turn.mv
                            );
                        }
                        Actor::You => {
                            if mine > 0 && rng.random_bool(0.1) {
                                assert!(session.undo());
                                mine -= 1;
                                continue;
                            }
                            mine += 1;
                            let hint = session.hint();
                            assert!(!hint.is_empty());
                            assert!(hint[0].optimal);
                            assert!(hint.windows(2).all(|w| w[0].value >= w[1].value));
                            let legal = session.moves();
                            let chosen = legal.choose(&mut rng).unwrap().clone();
                            let turn = if rng.random_bool(0.5) {
                                session.play_text(&chosen.text)
                            } else {
                                let wire = serde_json::to_string(&chosen).unwrap();
                                session.play_json(&serde_json::from_str(&wire).unwrap())
                            }
                            .unwrap_or_else(|error| {
                                panic!("{name}: the legal move {chosen:?} was refused: {error}")
                            });
                            assert_eq!(turn.mv.text, chosen.text);
                            let value_of_choice = hint
                                .iter()
                                .find(|h| h.mv.text == chosen.text)
                                .map(|h| h.value);
                            assert_eq!(Some(turn.value), value_of_choice);
                        }
                    }
                }
                let review = session.review();
                assert!(review.finished);
                for mistake in &review.mistakes {
                    assert!(mistake.value < mistake.best_value);
                }
                // The engine plays perfectly: the person wins only what
                // could have been won from the start.
                if review.you_won == Some(true) {
                    assert!(review.best.is_win(), "{name} on {text:?}: {review:?}");
                }
                // A game of points that ends by going round for ever is won
                // or lost there (ABC261 Ex's INFINITY), not by its totals;
                // every other one's margin adds up move by move.
                if let (Value::Margin(best), true) = (review.best, review.drawn || review.by_points)
                {
                    let lost: i128 = review.mistakes.iter().map(|m| m.regret.unwrap()).sum();
                    assert_eq!(
                        review.you - review.engine,
                        best - lost + review.engine_gifts,
                        "{name} on {text:?}"
                    );
                }
                games_played += 1;
            }
        }
        assert!(games_played > 20, "{name}: only {games_played} games");
    }
}

#[test]
fn every_format_and_explanation_answers() {
    for game in registry::games() {
        let info = game.info();
        // Every game answers in text and in JSON (the playground asks for
        // JSON), beside its judges' formats.
        for required in ["text", "json"] {
            assert!(
                info.formats.iter().any(|format| format.name == required),
                "{}: no `{required}` format",
                info.name
            );
        }
        for text in game.small_instances(5, 12) {
            let instance = game
                .read(Input::reader("small", text.as_bytes()), None)
                .unwrap();
            for format in info.formats {
                let options = SolveOptions {
                    format: format.name.to_owned(),
                    ..SolveOptions::default()
                };
                let mut out = Vec::new();
                instance.solve(&options, &mut out).unwrap();
                let mut streamed = Vec::new();
                game.solve(
                    Input::reader("small", text.as_bytes()),
                    &options,
                    &mut streamed,
                )
                .unwrap();
                assert_eq!(
                    out, streamed,
                    "{} {}: read whole or streamed",
                    info.name, format.name
                );
                if format.name == "json" {
                    serde_json::from_slice::<serde_json::Value>(&out).unwrap();
                }
            }
            let mut out = Vec::new();
            instance.explain(false, &mut out).unwrap();
            assert!(!out.is_empty());
            let mut out = Vec::new();
            instance.explain(true, &mut out).unwrap();
            serde_json::from_slice::<serde_json::Value>(&out).unwrap();
        }
    }
}

#[test]
fn options_a_game_does_not_offer_are_refused() {
    for game in registry::games() {
        let info = game.info();
        let options = SolveOptions {
            format: "no-such-format".to_owned(),
            ..SolveOptions::default()
        };
        let error = game
            .solve(
                Input::reader("small", "1\n".as_bytes()),
                &options,
                &mut Vec::new(),
            )
            .unwrap_err();
        assert_eq!(
            error.kind(),
            optimal_play::ErrorKind::BadRequest,
            "{}",
            info.name
        );
        assert!(error.to_string().contains("no-such-format"), "{error}");
    }
}

/// The checks can fail: a fast solver that is wrong somewhere, a notation
/// that does not read its own text back, and a move made off its picture
/// are all caught.
mod the_checks_can_fail {
    use optimal_play::coins::exhaustive::RowGame;
    use optimal_play::coins::{RowOracle, Side};
    use optimal_play::engine::conformance::{notation_round_trips, oracle_agrees_with_negamax};
    use optimal_play::engine::picture::{Picture, Scene, Target};
    use optimal_play::engine::{BadMove, Game, Notation, Oracle, Player, Value};

    /// The row game's oracle, off by one on segments of length 3.
    struct OffByOne(RowOracle);

    impl Oracle<RowGame> for OffByOne {
        fn move_values(&mut self, position: &(usize, usize)) -> Vec<(Side, Value)> {
            let mut values = self.0.move_values(position);
            if position.1 - position.0 == 3 {
                values[0].1 = Value::Margin(values[0].1.margin().unwrap() + 1);
            }
            values
        }
    }

    #[test]
    fn a_wrong_solver_is_caught() {
        let game = RowGame::new(&[3, 1, 4, 1, 5]);
        let mut oracle = OffByOne(RowOracle::for_game(&game));
        let failure = oracle_agrees_with_negamax(&game, &mut oracle, 1000).unwrap_err();
        assert!(failure.contains("negamax says"), "{failure}");
    }

    /// One heap, take one; its notation writes moves it cannot read.
    struct Mumble;

    impl Game for Mumble {
        type Position = u8;
        type Move = u8;
        fn start(&self) -> u8 {
            2
        }
        fn to_move(&self, left: &u8) -> Player {
            if left % 2 == 0 {
                Player::First
            } else {
                Player::Second
            }
        }
        fn moves(&self, left: &u8) -> Vec<u8> {
            if *left > 0 { vec![1] } else { Vec::new() }
        }
        fn apply(&self, left: &u8, take: &u8) -> (u8, i128) {
            (left - take, 1)
        }
    }

    impl Notation for Mumble {
        fn move_text(&self, _: &u8, _: &u8) -> String {
            "one".to_owned()
        }
        fn read_move(&self, _: &u8, text: &str) -> Result<u8, BadMove> {
            Err(BadMove(format!("cannot read `{text}`")))
        }
        fn move_json(&self, _: &u8, _: &u8) -> serde_json::Value {
            serde_json::json!({"text": "one"})
        }
        fn position_text(&self, left: &u8) -> String {
            left.to_string()
        }
        fn position_json(&self, left: &u8) -> serde_json::Value {
            serde_json::json!({ "left": left })
        }
        fn instance_json(&self) -> serde_json::Value {
            serde_json::json!({ "heap": 2 })
        }
        fn move_syntax(&self, _: &u8) -> String {
            "nothing".to_owned()
        }
    }

    #[test]
    fn a_notation_that_does_not_read_back_is_caught() {
        let failure = notation_round_trips(&Mumble, 100).unwrap_err();
        assert!(failure.contains("reads back as"), "{failure}");
    }

    /// Mumble's rules, written so they read back, drawn as a row whose
    /// moves are made one value past its end.
    struct Stray;

    impl Game for Stray {
        type Position = u8;
        type Move = u8;
        fn start(&self) -> u8 {
            Mumble.start()
        }
        fn to_move(&self, left: &u8) -> Player {
            Mumble.to_move(left)
        }
        fn moves(&self, left: &u8) -> Vec<u8> {
            Mumble.moves(left)
        }
        fn apply(&self, left: &u8, take: &u8) -> (u8, i128) {
            Mumble.apply(left, take)
        }
    }

    impl Notation for Stray {
        fn move_text(&self, _: &u8, _: &u8) -> String {
            "one".to_owned()
        }
        fn read_move(&self, _: &u8, _: &str) -> Result<u8, BadMove> {
            Ok(1)
        }
        fn move_json(&self, _: &u8, _: &u8) -> serde_json::Value {
            serde_json::json!({"text": "one"})
        }
        fn position_text(&self, left: &u8) -> String {
            left.to_string()
        }
        fn position_json(&self, left: &u8) -> serde_json::Value {
            serde_json::json!({ "left": left })
        }
        fn instance_json(&self) -> serde_json::Value {
            serde_json::json!({ "values": [5, 7] })
        }
        fn move_syntax(&self, _: &u8) -> String {
            "one".to_owned()
        }
        fn scene(&self) -> Scene {
            Scene::Row { values: vec![5, 7] }
        }
        fn picture(&self, left: &u8) -> Picture {
            Picture::Row {
                from: 0,
                to: usize::from(*left),
                note: None,
            }
        }
        fn move_target(&self, left: &u8, _: &u8) -> Option<Target> {
            Some(Target::Value {
                index: usize::from(*left),
            })
        }
    }

    #[test]
    fn a_move_made_off_its_picture_is_caught() {
        let failure = notation_round_trips(&Stray, 100).unwrap_err();
        assert!(failure.contains("off its picture"), "{failure}");
    }
}

/// Fresh sessions of `count` small instances of `game` (drawn from
/// `seed`), each with its text, the person first, against the perfect
/// engine; an instance whose session is refused is left out.
fn fresh_sessions(
    game: &dyn optimal_play::erased::GameEntry,
    seed: u64,
    count: usize,
) -> Vec<(String, Box<dyn optimal_play::erased::AnySession>)> {
    let options = SessionOptions {
        seat: Player::First,
        opponent: Opponent::perfect(),
        seed: Some(0),
    };
    let mut sessions = Vec::new();
    for text in game.small_instances(seed, count) {
        let instance = game
            .read(Input::reader("small", text.as_bytes()), None)
            .unwrap();
        if let Ok(session) = instance.session(options) {
            sessions.push((text, session));
        }
    }
    sessions
}

#[test]
fn every_game_plays_out_its_optimal_line_to_the_value_it_promised() {
    for game in registry::games() {
        let name = game.info().name;
        let mut lines = 0;
        for (text, mut session) in fresh_sessions(*game, 23, 24) {
            let line = optimal_line(session.as_mut(), 10_000);
            let whose = format!("{name} on {text:?}");
            assert!(!line.truncated, "{whose}: a small game's line never ends");
            assert_eq!(line.value.is_none(), line.steps.is_empty(), "{whose}");
            for step in &line.steps {
                assert_eq!(step.turn.value, step.turn.best_value, "{whose}: {step:?}");
            }
            let Some(value) = line.value else { continue };
            lines += 1;
            let mover = line.steps[0].turn.player;
            let review = session.review();
            match value {
                Value::Draw => assert!(line.repeated || review.drawn, "{whose}"),
                Value::Margin(margin) if review.drawn || review.by_points => {
                    let totals = line.totals;
                    assert_eq!(
                        totals[mover.index()] - totals[mover.other().index()],
                        margin,
                        "{whose}: the totals at the end of the line"
                    );
                }
                _ if value.is_win() => {
                    assert_eq!(review.you_won, Some(mover == Player::First), "{whose}")
                }
                _ => assert_eq!(review.you_won, Some(mover != Player::First), "{whose}"),
            }
            if let Value::Win { moves } | Value::Loss { moves } = value {
                assert_eq!(line.steps.len() as u64, moves, "{whose}: the moves counted");
            }
        }
        assert!(lines > 5, "{name}: only {lines} lines");
    }
}

#[test]
fn every_game_draws_its_positions_with_the_best_moves_marked() {
    for game in registry::games() {
        let name = game.info().name;
        for (text, mut session) in fresh_sessions(*game, 29, 6) {
            let scene = session.scene();
            while session.to_move().is_some() {
                let picture = session.picture();
                let targets: Vec<Target> = (session.hint().into_iter())
                    .filter(|choice| choice.optimal)
                    .filter_map(|choice| choice.mv.target)
                    .collect();
                let drawn = drawing::draw(&scene, &picture, &session.position_text(), &targets);
                assert!(
                    drawn.starts_with("<svg") && drawn.trim_end().ends_with("</svg>"),
                    "{name} on {text:?}: {drawn}"
                );
                let on_picture = targets.iter().any(|&t| picture.holds(&scene, t));
                assert_eq!(
                    drawn.contains('✓'),
                    on_picture,
                    "{name} on {text:?} at {}: the best moves' marks",
                    session.position_text()
                );
                session.play_best();
            }
        }
    }
}
