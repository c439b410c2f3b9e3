//! The own-game example (`examples/own-game.rs`): a game defined outside the
//! library, handed to the command line and the playground with the built-in
//! games, run as a user runs it.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

/// The example's binary, built (or brought up to date) by cargo first: a
/// run of only this suite does not build the examples itself. It is built
/// in the profile the tests were (`cargo test` builds examples in its `test`
/// profile, `cargo test --release` in `bench`), so after a whole `cargo
/// test` this finds it up to date: a plain `cargo build` would build the
/// library again in the `dev` profile, minutes on a two-core machine.
fn example() -> PathBuf {
    static BUILT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    BUILT
        .get_or_init(|| {
            let profile = if cfg!(debug_assertions) {
                "test"
            } else {
                "bench"
            };
            let status = Command::new(env!("CARGO"))
                .args([
                    "build",
                    "--quiet",
                    "--profile",
                    profile,
                    "--example",
                    "own-game",
                ])
                .current_dir(env!("CARGO_MANIFEST_DIR"))
                .status()
                .expect("cargo runs");
            assert!(status.success(), "the own-game example does not build");
            let deps = std::env::current_exe().expect("the test binary");
            let profile = deps
                .parent()
                .and_then(|deps| deps.parent())
                .expect("target/PROFILE");
            let name = format!("own-game{}", std::env::consts::EXE_SUFFIX);
            profile.join("examples").join(name)
        })
        .clone()
}

#[test]
fn the_own_game_solves_in_its_judge_format_beside_the_built_in_games() {
    let output = Command::new(example())
        .args(["twenty-one", "solve"])
        .write_stdin_text("21\n20\n1\n8\n2001\n")
        .expect("runs");
    // First wins exactly when the target is not a multiple of 4.
    assert_eq!(output, "first\nsecond\nfirst\nsecond\nfirst\n");
    // Its search (with the example's hooks) against the rule, every target
    // up to 200.
    let targets: String = (1..=200).map(|target| format!("{target}\n")).collect();
    let expected: String = (1..=200)
        .map(|target| match target % 4 {
            0 => "second\n",
            _ => "first\n",
        })
        .collect();
    let output = Command::new(example())
        .args(["twenty-one", "solve"])
        .write_stdin_text(&targets)
        .expect("runs");
    assert_eq!(output, expected);
    let listed = Command::new(example())
        .args(["games"])
        .output()
        .expect("runs");
    let listed = String::from_utf8(listed.stdout).expect("text");
    assert!(
        listed.contains("twenty-one") && listed.contains("coins") && listed.contains("wythoff")
    );
}

#[test]
fn the_own_game_explains_plays_and_refuses_bad_input() {
    let explain = Command::new(example())
        .args(["twenty-one", "explain", "--target", "6"])
        .output()
        .expect("runs");
    let explain = String::from_utf8(explain.stdout).expect("text");
    assert!(
        explain.contains("multiple of 4") && explain.contains("add 2"),
        "{explain}"
    );
    let played = Command::new(example())
        .args(["twenty-one", "play", "--target", "5", "--format", "json"])
        .write_stdin_text("add 1\nadd 3\n")
        .expect("runs");
    assert!(played.contains("\"event\":\"end\""), "{played}");
    let bad = Command::new(example())
        .args(["twenty-one", "solve", "--target", "21 x"])
        .output()
        .expect("runs");
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("line 1, column 4"));
}

#[test]
fn the_own_game_is_served_by_the_playground() {
    let server = crate::playground::Playground::start_binary(&example());
    let address = server.address.clone();
    let reply = request(
        &address,
        "POST /api/games/twenty-one/solve",
        r#"{"input": "21\n8", "format": "judge"}"#,
    );
    let games = request(&address, "GET /api/games", "");
    drop(server);
    assert!(reply.starts_with("HTTP/1.1 200"), "{reply}");
    assert!(reply.ends_with("\r\n\r\nfirst\nsecond\n"), "{reply}");
    assert!(games.contains("\"twenty-one\""), "{games}");
}

/// One HTTP/1.1 request with a JSON body: the whole reply.
fn request(address: &str, line: &str, body: &str) -> String {
    let mut stream = std::net::TcpStream::connect(address).expect("connects");
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .expect("a timeout");
    write!(
        stream,
        "{line} HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .expect("sent");
    let mut reply = String::new();
    stream.read_to_string(&mut reply).expect("a reply");
    reply
}

/// Runs a command with `text` on stdin: its stdout, after checking it
/// succeeded.
trait WithStdin {
    fn write_stdin_text(&mut self, text: &str) -> Result<String, String>;
}

impl WithStdin for Command {
    fn write_stdin_text(&mut self, text: &str) -> Result<String, String> {
        let mut child = self
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|error| error.to_string())?;
        child
            .stdin
            .take()
            .expect("piped")
            .write_all(text.as_bytes())
            .map_err(|error| error.to_string())?;
        let output = child
            .wait_with_output()
            .map_err(|error| error.to_string())?;
        if !output.status.success() {
            return Err(String::from_utf8_lossy(&output.stderr).into_owned());
        }
        String::from_utf8(output.stdout).map_err(|error| error.to_string())
    }
}
