//! Every command's JSON against `docs/json.md`: the same concept in the same
//! shape in every command and every game.

use assert_cmd::Command;
use serde_json::Value;

use optimal_play::erased::Input;
use optimal_play::registry;

fn optimal_play() -> Command {
    Command::cargo_bin("optimal-play").unwrap()
}

/// Checks one JSON document against the contract, recursively. `path` names
/// where we are, for messages.
fn check(json: &Value, path: &str) {
    match json {
        Value::Object(object) => {
            for (key, value) in object {
                let here = format!("{path}.{key}");
                match key.as_str() {
                    "move" | "played" | "better" => check_move(value, &here),
                    "best_value" | "best" if value.is_object() => check_value(value, &here),
                    "value" if value.is_object() => check_value(value, &here),
                    "line" | "steps" if value.is_array() => check_line(value, &here),
                    "line" if value.is_object() => {}
                    "totals" => check_totals(value, &here),
                    "position" | "instance" => {
                        assert!(value.is_object(), "{here}: a position is an object");
                        // Small: never the whole row again with every move.
                        assert!(
                            key == "instance" || value.get("values").is_none(),
                            "{here}: a position repeats the instance's values"
                        );
                    }
                    _ => {}
                }
                if !matches!(key.as_str(), "move" | "played" | "better") {
                    check(value, &here);
                }
            }
        }
        Value::Array(items) => {
            for (at, item) in items.iter().enumerate() {
                check(item, &format!("{path}[{at}]"));
            }
        }
        _ => {}
    }
}

fn check_value(value: &Value, path: &str) {
    let object = value.as_object().unwrap();
    let keys: Vec<&str> = object.keys().map(String::as_str).collect();
    match keys.as_slice() {
        ["margin"] => assert!(
            value["margin"].is_i64() || value["margin"].is_number(),
            "{path}"
        ),
        ["outcome", "moves"] => {
            assert!(
                matches!(value["outcome"].as_str(), Some("win" | "loss")),
                "{path}"
            );
            assert!(value["moves"].is_u64(), "{path}");
        }
        // A win or a loss whose length was not counted (a large position),
        // or a draw (a loopy game).
        ["outcome"] => assert!(
            matches!(value["outcome"].as_str(), Some("win" | "loss" | "draw")),
            "{path}"
        ),
        other => panic!("{path}: a value has the keys {other:?}"),
    }
}

fn check_move(mv: &Value, path: &str) {
    if mv.is_array() {
        // `best` lists of moves are checked one by one.
        for (at, item) in mv.as_array().unwrap().iter().enumerate() {
            check_move(item, &format!("{path}[{at}]"));
        }
        return;
    }
    assert!(
        mv["text"].is_string(),
        "{path}: a move has a \"text\": {mv}"
    );
}

fn check_line(line: &Value, path: &str) {
    for (at, step) in line.as_array().unwrap().iter().enumerate() {
        let here = format!("{path}[{at}]");
        assert_eq!(step["number"], at + 1, "{here}: numbered from 1");
        assert!(matches!(step["player"].as_u64(), Some(1 | 2)), "{here}");
        check_move(&step["move"], &format!("{here}.move"));
        check_totals(&step["totals"], &format!("{here}.totals"));
    }
}

fn check_totals(totals: &Value, path: &str) {
    let totals = totals
        .as_array()
        .unwrap_or_else(|| panic!("{path}: totals are an array"));
    assert_eq!(totals.len(), 2, "{path}");
    assert!(totals.iter().all(Value::is_number), "{path}");
}

fn json_lines(output: &[u8]) -> Vec<Value> {
    String::from_utf8(output.to_vec())
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
        .collect()
}

#[test]
fn solve_and_explain_of_every_game_follow_the_contract() {
    for game in registry::games() {
        let info = game.info();
        for text in game.small_instances(3, 8) {
            for args in [
                vec!["solve", "--format", "json"],
                vec!["explain", "--format", "json"],
            ] {
                let output = optimal_play()
                    .arg(info.name)
                    .args(&args)
                    .arg("-")
                    .write_stdin(text.clone())
                    .output()
                    .unwrap();
                assert!(
                    output.status.success(),
                    "{} {args:?} on {text:?}",
                    info.name
                );
                for json in json_lines(&output.stdout) {
                    check(&json, &format!("{} {}", info.name, args[0]));
                }
            }
        }
    }
    // The row game's line, and a row whose totals pass i64.
    let output = optimal_play()
        .args(["coins", "solve", "--format", "json", "--line", "--values"])
        .arg("9223372036854775807,9223372036854775807,9223372036854775807")
        .output()
        .unwrap();
    let json = &json_lines(&output.stdout)[0];
    check(json, "coins solve --line");
    assert_eq!(json["first"].to_string(), "18446744073709551614");
}

#[test]
fn play_events_of_every_game_follow_the_contract() {
    for game in registry::games() {
        let info = game.info();
        for text in game.small_instances(11, 6) {
            let instance = game
                .read(Input::reader("small", text.as_bytes()), None)
                .unwrap();
            let Ok(session) = instance.session(optimal_play::erased::SessionOptions {
                seat: optimal_play::engine::Player::First,
                opponent: optimal_play::play::Opponent::perfect(),
                seed: None,
            }) else {
                continue;
            };
            // Play the first legal move each turn, with a hint and an undo.
            let first = session.moves().first().map(|m| m.text.clone());
            let Some(first) = first else { continue };
            let script = format!("h\n{first}\nu\n{first}\nbogus\n");
            let dir = std::env::temp_dir().join(format!(
                "optimal-play-contract-{}-{}",
                std::process::id(),
                info.name
            ));
            std::fs::create_dir_all(&dir).unwrap();
            let file = dir.join("instance.txt");
            std::fs::write(&file, &text).unwrap();
            let output = optimal_play()
                .args([info.name, "play", "--format", "json"])
                .arg(&file)
                .write_stdin(script)
                .output()
                .unwrap();
            assert!(
                output.status.success(),
                "{}",
                String::from_utf8_lossy(&output.stderr)
            );
            let events = json_lines(&output.stdout);
            assert_eq!(events[0]["event"], "start");
            assert_eq!(events.last().unwrap()["event"], "end");
            for event in &events {
                assert!(event["event"].is_string());
                check(event, &format!("{} play {}", info.name, event["event"]));
            }
        }
    }
}

#[test]
fn the_games_listing_follows_the_contract() {
    let output = optimal_play()
        .args(["games", "--format", "json"])
        .output()
        .unwrap();
    let json = &json_lines(&output.stdout)[0];
    for game in json.as_array().unwrap() {
        for key in [
            "name", "title", "rules", "problems", "limits", "scoring", "formats",
        ] {
            assert!(!game[key].is_null(), "games: {key}");
        }
    }
}

#[test]
#[should_panic(expected = "a value has the keys")]
fn the_checker_refuses_a_value_of_another_shape() {
    check(
        &serde_json::json!({"value": {"margin": 1, "first": 2}}),
        "test",
    );
}

#[test]
#[should_panic(expected = "numbered from 1")]
fn the_checker_refuses_a_line_without_numbers() {
    check(
        &serde_json::json!({"line": [{"player": 1, "move": {"text": "left"}, "totals": [1, 0]}]}),
        "test",
    );
}

/// The row game's line is written by hand for speed: it must be exactly
/// what serde writes for the same steps.
#[test]
fn the_hand_written_line_is_the_serde_line() {
    use optimal_play::coins::render::{Format, JsonLine, Solution, write};
    use optimal_play::coins::{Algorithm, Row};
    for values in [
        vec![1, 3, 5, 2, 9],
        vec![i64::MAX, i64::MIN, i64::MAX, -1, 0],
        vec![-7],
    ] {
        let row = Row::new(values.clone());
        let line = row.line(Algorithm::Linear).unwrap();
        let solution = Solution {
            outcome: line.outcome,
            len: values.len() as u64,
            end_values: Some((values[0], values[values.len() - 1])),
            best: Vec::new(),
            line: Some((&line, &values)),
            versus_greedy: None,
        };
        let mut out = Vec::new();
        write(&mut out, Format::Json, &solution).unwrap();
        let written: Value = serde_json::from_slice(&out).unwrap();
        let serde_line = serde_json::to_value(JsonLine(&line, &values)).unwrap();
        assert_eq!(written["line"], serde_line, "on {values:?}");
        check(&written, "coins solve --line");
    }
}
