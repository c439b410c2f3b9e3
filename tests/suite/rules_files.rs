//! Rules files (#49) from the command line and through the playground's
//! API, as a user gives them: the three examples solve, explain and play;
//! hostile files each get a clear error at their place (exit 2, or 422),
//! and the server answers other requests while it refuses them.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::Duration;

use serde_json::Value as Json;

use crate::playground::Playground;

fn optimal_play() -> assert_cmd::Command {
    assert_cmd::Command::cargo_bin("optimal-play").unwrap()
}

fn example(name: &str) -> String {
    let path = format!("{}/examples/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// Kalah as `examples/kalah.star` writes it, with fewer pits and seeds: the
/// full game is a minute of a release build, and far more in a debug one.
fn small_kalah() -> String {
    let text = example("kalah.star");
    assert!(text.contains("PITS = 4\n") && text.contains("SEEDS = 3\n"));
    text.replace("PITS = 4\n", "PITS = 3\n")
        .replace("SEEDS = 3\n", "SEEDS = 2\n")
}

/// `own ARGS…` with `text` on stdin: its stdout, or its stderr and exit
/// code when it fails.
fn own(args: &[&str], text: &str) -> Result<String, (i32, String, String)> {
    let output = optimal_play()
        .arg("own")
        .args(args)
        .arg("-")
        .write_stdin(text)
        .output()
        .expect("runs");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    if output.status.success() {
        Ok(stdout)
    } else {
        Err((
            output.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&output.stderr).into_owned(),
            stdout,
        ))
    }
}

#[test]
fn the_three_examples_solve_and_explain() {
    assert_eq!(
        own(&["solve"], &example("tic-tac-toe.star")).unwrap(),
        "draw\n"
    );
    let take_away: Json = serde_json::from_str(
        &own(&["solve", "--format", "json"], &example("take-away.star")).unwrap(),
    )
    .unwrap();
    assert!(take_away["outcome"].is_string(), "{take_away}");
    assert!(take_away["positions"].as_u64() > Some(1), "{take_away}");
    let kalah = own(&["solve"], &small_kalah()).unwrap();
    assert!(kalah.starts_with("margin "), "{kalah}");
    for text in [example("take-away.star"), small_kalah()] {
        let explained = own(&["explain"], &text).unwrap();
        assert!(explained.lines().count() > 3, "{explained}");
    }
}

/// Plays tic-tac-toe in `seat` through the JSON stream, always playing
/// the first optimal move the hint lists, and returns the end event.
fn play_by_the_hints(seat: &str) -> Json {
    let dir = tempfile::tempdir().unwrap();
    let rules = dir.path().join("tic-tac-toe.star");
    std::fs::write(&rules, example("tic-tac-toe.star")).unwrap();
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("optimal-play"))
        .args(["own", "play", "--format", "json", "--as", seat])
        .arg(&rules)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("starts");
    let mut stdin = child.stdin.take().unwrap();
    let lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let seat_number = if seat == "first" { 1 } else { 2 };
    let mut end = Json::Null;
    for line in lines {
        let event: Json = serde_json::from_str(&line.unwrap()).unwrap();
        let my_turn = match event["event"].as_str() {
            Some("start") => event["to_move"] == "you",
            Some("move") => event["position"]["player"] == seat_number,
            Some("hint") => {
                let best = (event["moves"].as_array().unwrap().iter())
                    .find(|listed| listed["optimal"] == true)
                    .expect("an optimal move");
                let _ = writeln!(stdin, "{}", best["move"]["text"].as_str().unwrap());
                false
            }
            Some("end") => {
                end = event;
                break;
            }
            _ => false,
        };
        if my_turn {
            // After the last move the game ends without asking; the
            // hint is then never read.
            let _ = writeln!(stdin, "hint");
        }
    }
    drop(stdin);
    assert!(child.wait().unwrap().success());
    end
}

#[test]
fn tic_tac_toe_plays_to_a_draw_in_either_seat() {
    for seat in ["first", "second"] {
        let end = play_by_the_hints(seat);
        assert_eq!(end["finished"], true, "{seat}: {end}");
        assert_eq!(end["drawn"], true, "{seat}: {end}");
        assert_eq!(end["mistakes"], serde_json::json!([]), "{seat}: {end}");
    }
}

/// A game whose `moves` is `body`; the rest is a counter that goes up.
fn game_with_moves(body: &str) -> String {
    format!(
        "def start():\n    return 0\n\ndef play(p, m):\n    return p + 1\n\ndef moves(p):\n{body}"
    )
}

/// The hostile files, each with what its error must say.
fn hostile() -> Vec<(&'static str, String, &'static str)> {
    vec![
        (
            "a syntax error",
            "def start():\n    return 2 ** 8\n".to_owned(),
            "line 2, column 14: Parse error: unexpected symbol '**' here",
        ),
        (
            "a function missing",
            "def start():\n    return 0\n\ndef moves(p):\n    return []\n".to_owned(),
            "the rules define no function `play`",
        ),
        (
            "a move play rejects",
            "def start():\n    return 0\n\ndef moves(p):\n    return [1] if p == 0 else []\n\n\
             def play(p, m):\n    fail(\"no move\", m)\n"
                .to_owned(),
            "line 8, column 5: play(0, 1): ",
        ),
        (
            "a position of an unsupported type",
            game_with_moves("    return [0.5]\n"),
            "moves(0) gave 0.5, a float",
        ),
        (
            "deep nesting",
            game_with_moves(&format!(
                "    return {}{}\n",
                "[".repeat(5000),
                "]".repeat(5000)
            )),
            "line 8, column 62: brackets nested more than 50 deep",
        ),
        (
            "a long loop",
            game_with_moves(
                "    n = 0\n    for i in range(5000000):\n        n += i\n    return []\n",
            ),
            "line 10, column 9: moves(0): ran more than 1000000 statements",
        ),
        (
            "a list of 16 GB in one expression",
            game_with_moves("    return [0] * 2000000000\n"),
            "line 8, column 12: moves(0): a repeat of 2000000000 items: more than the 64 MiB a \
             call may hold",
        ),
        (
            "a range of a billion numbers",
            game_with_moves("    return list(range(1000000000))\n"),
            "line 8, column 17: moves(0): a range of 1000000000 numbers: more than the 64 MiB a \
             call may hold",
        ),
        (
            "a repeat in place",
            game_with_moves("    x = [0]\n    x *= 2000000000\n    return []\n"),
            "line 9, column 7: `*=` is not taken in a rules file: write `x = x * n`",
        ),
        (
            "a list that doubles",
            game_with_moves(
                "    x = [0]\n    for i in range(100):\n        x = x + x\n    return []\n",
            ),
            "moves(0): held more than 64 MiB",
        ),
        (
            "a million moves from one position",
            game_with_moves("    return list(range(1000000))\n"),
            "moves(0) gave 1000000 moves: a position may have at most 100000",
        ),
        (
            "moves that hold one list a million times",
            game_with_moves("    a = [0] * 1000\n    return [[a] * 1000] * 1000\n"),
            "moves(0) gave positions and moves of more than 64 MiB written out",
        ),
    ]
}

#[test]
fn hostile_rules_files_are_clear_errors_on_the_command_line() {
    for (what, text, said) in hostile() {
        let (code, stderr, stdout) = own(&["solve"], &text).expect_err(what);
        assert_eq!(code, 2, "{what}: {stderr}");
        assert!(
            stderr.contains(said),
            "{what}: `{stderr}` does not say `{said}`"
        );
        assert!(stdout.is_empty(), "{what}: partial output {stdout}");
        assert!(!stderr.contains("panicked"), "{what}: {stderr}");
    }
}

/// POSTs `body` to `path` and returns the status and the JSON reply.
fn post(address: &str, path: &str, body: &Json) -> (u16, Json) {
    let body = body.to_string();
    let mut stream = TcpStream::connect(address).expect("a connection");
    stream
        .set_read_timeout(Some(Duration::from_secs(300)))
        .unwrap();
    write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut reply = String::new();
    let _ = stream.read_to_string(&mut reply);
    let status = (reply.split_whitespace().nth(1))
        .and_then(|code| code.parse().ok())
        .unwrap_or(0);
    let json = (reply.split_once("\r\n\r\n"))
        .and_then(|(_, body)| serde_json::from_str(body).ok())
        .unwrap_or(Json::Null);
    (status, json)
}

#[test]
fn the_playground_refuses_hostile_rules_files_and_answers_meanwhile() {
    // With backtraces asked for, as a developer's shell may: a check that
    // ran out of memory then hung printing one, and was refused as too long.
    let server = Playground::start_with_backtraces();
    let solve = |text: &str| {
        post(
            &server.address,
            "/api/games/own/solve",
            &serde_json::json!({"input": text, "format": "json"}),
        )
    };
    let (status, reply) = solve(&example("tic-tac-toe.star"));
    assert_eq!(status, 200, "{reply}");
    assert_eq!(reply["outcome"], "draw");
    let mut cases = hostile();
    // One expression that asks for 40 TB, 8 MB at a time, inside a
    // comprehension (whose turns are no statements the meter sees): the
    // check's process ends, and the server goes on.
    cases.push((
        "one expression of 40 TB",
        game_with_moves("    return [[0] * 1000000 for i in range(5000000)]\n"),
        "the rules needed more than the playground's 1024 MiB",
    ));
    std::thread::scope(|scope| {
        let refusals = scope.spawn(|| {
            for (what, text, said) in &cases {
                let (status, reply) = solve(text);
                assert_eq!(status, 422, "{what}: {reply}");
                let error = reply["error"].as_str().unwrap_or("");
                assert!(
                    error.contains(said),
                    "{what}: `{error}` does not say `{said}`"
                );
            }
        });
        // Meanwhile, a small game is solved, again and again, until the
        // refusals are done: the server answers while it refuses.
        let mut answered = 0;
        while !refusals.is_finished() || answered == 0 {
            let (status, reply) = solve(
                "def start():\n    return 5\ndef moves(n):\n    return [m for m in (1, 2) if m <= n]\ndef play(n, m):\n    return n - m\n",
            );
            assert_eq!(status, 200, "{reply}");
            assert_eq!(reply["outcome"], "win");
            answered += 1;
        }
        refusals.join().expect("every hostile file refused");
    });
    // And the server is still there.
    let (status, _) = solve(&example("take-away.star"));
    assert_eq!(status, 200);
}

/// The `check-rules` processes the server `parent` runs now.
fn checks_running(parent: u32) -> usize {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return 0;
    };
    entries
        .filter_map(Result::ok)
        .filter(|entry| {
            let dir = entry.path();
            let stat = std::fs::read_to_string(dir.join("stat")).unwrap_or_default();
            // The parent's id is the fourth field, after the name in brackets.
            let parent_of = (stat.rsplit_once(") "))
                .and_then(|(_, rest)| rest.split_whitespace().nth(1))
                .and_then(|id| id.parse::<u32>().ok());
            let command = std::fs::read(dir.join("cmdline")).unwrap_or_default();
            parent_of == Some(parent) && String::from_utf8_lossy(&command).contains("check-rules")
        })
        .count()
}

/// A rules file whose comprehension would run for minutes (the statement
/// meter does not see inside one expression) is checked in a process of
/// its own; when the page that sent it goes away, that process is killed
/// at once, long before the check's 20 s are up.
#[test]
fn the_check_of_a_rules_file_stops_when_its_client_leaves() {
    if !cfg!(target_os = "linux") {
        return;
    }
    let server = Playground::start();
    let body = serde_json::json!({
        "input": game_with_moves(
            "    return [i for i in range(100000) for j in range(100000) if i < 0]\n"
        ),
        "format": "json",
    })
    .to_string();
    let mut stream = TcpStream::connect(&server.address).expect("a connection");
    write!(
        stream,
        "POST /api/games/own/solve HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n{body}",
        server.address,
        body.len()
    )
    .unwrap();
    // The check starts: wait for its process, at most 400 looks 25 ms apart.
    let started = (0..400).any(|_| {
        std::thread::sleep(Duration::from_millis(25));
        checks_running(server.id()) > 0
    });
    assert!(started, "the check of the rules never started");
    drop(stream);
    // Gone within 400 looks (10 s), while the check alone would run 20 s.
    let stopped = (0..400).any(|_| {
        std::thread::sleep(Duration::from_millis(25));
        checks_running(server.id()) == 0
    });
    assert!(stopped, "the check went on after its client left");
    // And the server answers the next request.
    let (status, reply) = post(
        &server.address,
        "/api/games/own/solve",
        &serde_json::json!({"input": example("take-away.star"), "format": "json"}),
    );
    assert_eq!(status, 200, "{reply}");
}
