//! `play` in a real terminal (#52): tmux runs the program, `send-keys`
//! types, `capture-pane` reads the screen. Without tmux the test says so and
//! passes, except under CI (`CI` set), where `.ci/run` installs it.
//!
//! Each wait polls the screen a bounded number of times: a loaded machine
//! is slower, never red before the bound.

use std::path::Path;
use std::process::Command;

/// One tmux server of its own (its own socket), killed when dropped.
struct Terminal {
    socket: String,
}

impl Terminal {
    /// Starts `program` with `args` in a 140 × 50 window, or `None` when
    /// there is no tmux here.
    fn start(program: &Path, args: &[&str]) -> Option<Terminal> {
        if Command::new("tmux").arg("-V").output().is_err() {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI must install tmux for the terminal test"
            );
            eprintln!("skipped: no tmux here (apt-get install tmux)");
            return None;
        }
        // A server of each terminal's own: the tests run side by side.
        static STARTED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let nth = STARTED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let socket = format!("optimal-play-test-{}-{nth}", std::process::id());
        // The window stays after the program ends, so that its last words
        // can be read; the server is killed when the test is done.
        let mut command: Vec<String> = ["sh", "-c", "\"$@\"; sleep 600", "sh"]
            .map(String::from)
            .to_vec();
        command.push(program.display().to_string());
        command.extend(args.iter().map(|arg| arg.to_string()));
        let status = Command::new("tmux")
            .args(["-L", &socket, "-f", "/dev/null", "new-session", "-d"])
            .args(["-x", "140", "-y", "50", "-s", "play"])
            .args(["-e", "NO_COLOR=1"])
            .args(&command)
            .status()
            .expect("tmux runs");
        assert!(status.success());
        Some(Terminal { socket })
    }

    fn keys(&self, text: &str) {
        let status = Command::new("tmux")
            .args(["-L", &self.socket, "send-keys", "-t", "play", "-l", text])
            .status()
            .unwrap();
        assert!(status.success());
        let status = Command::new("tmux")
            .args(["-L", &self.socket, "send-keys", "-t", "play", "Enter"])
            .status()
            .unwrap();
        assert!(status.success());
    }

    fn screen(&self) -> String {
        let output = Command::new("tmux")
            .args(["-L", &self.socket, "capture-pane", "-p", "-t", "play"])
            .args(["-S", "-"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// Waits until the screen says `said` `times` times in all, and returns
    /// the screen.
    fn wait_for(&self, said: &str, times: usize) -> String {
        self.wait_until(|screen| screen.matches(said).count() >= times)
            .unwrap_or_else(|screen| {
                panic!("the terminal never said `{said}` {times} times:\n{screen}")
            })
    }

    /// Waits until the screen says `said` `times` times, or says `end`.
    fn wait_for_either(&self, said: &str, times: usize, end: &str) -> String {
        self.wait_until(|screen| screen.matches(said).count() >= times || screen.contains(end))
            .unwrap_or_else(|screen| {
                panic!("the terminal never said `{said}` {times} times, nor `{end}`:\n{screen}")
            })
    }

    /// The screen once `done` holds of it, polled for a minute; the last
    /// screen seen when it never does.
    fn wait_until(&self, done: impl Fn(&str) -> bool) -> Result<String, String> {
        let mut screen = String::new();
        for _ in 0..1200 {
            screen = self.screen();
            if done(&screen) {
                return Ok(screen);
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        Err(screen)
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = Command::new("tmux")
            .args(["-L", &self.socket, "kill-server"])
            .status();
    }
}

#[test]
fn nim_in_a_terminal_hides_the_theory_redoes_hints_in_a_list_and_saves() {
    let binary = assert_cmd::cargo::cargo_bin("optimal-play");
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("nim.txt");
    let Some(terminal) = Terminal::start(&binary, &["nim", "play", "--heaps", "1,4,5"]) else {
        return;
    };
    let prompt = "your move (";
    let screen = terminal.wait_for(prompt, 1);
    // No spoilers: the heaps, not their Grundy values or XOR.
    assert!(screen.contains("heaps: 1 4 5"), "{screen}");
    assert!(!screen.contains("XOR"), "{screen}");
    // The prompt's example is a legal move of Nim, not a split.
    let example = screen
        .lines()
        .find(|line| line.contains(prompt))
        .and_then(|line| line.split("e.g. ").nth(1))
        .and_then(|rest| rest.split(';').next())
        .unwrap_or_else(|| panic!("no example in the prompt:\n{screen}"))
        .to_owned();
    let parts = example
        .split("->")
        .nth(1)
        .map(|to| to.split_whitespace().count());
    assert_eq!(parts, Some(1), "a move of Nim leaves one heap: {example}");

    terminal.keys("theory");
    let screen = terminal.wait_for(prompt, 2);
    assert!(screen.contains("Grundy values 1 4 5, XOR 0"), "{screen}");
    terminal.keys("theory");
    terminal.wait_for(prompt, 3);

    // A hint is a short list, best first, the optimal marked.
    terminal.keys("h");
    let screen = terminal.wait_for(prompt, 4);
    let hint: Vec<&str> = screen
        .lines()
        .skip_while(|line| !line.starts_with("hint: "))
        .take_while(|line| !line.trim().is_empty())
        .collect();
    assert!(hint[0].contains("optimal move"), "{screen}");
    assert!(
        hint[1].trim_start().starts_with('✓'),
        "best first: {screen}"
    );
    assert!(hint.len() <= 8, "a short list: {screen}");

    // A move, taken back, played again.
    terminal.keys("5 -> 1");
    terminal.wait_for("the engine ", 1);
    terminal.keys("u");
    terminal.wait_for("taken back", 1);
    terminal.keys("redo");
    let screen = terminal.wait_for("played again", 1);
    assert!(!screen.contains("redo` is not"), "{screen}");

    // Saved, and the file replays.
    terminal.keys(&format!("save {}", saved.display()));
    terminal.wait_for("saved 2 moves", 1);
    terminal.keys("q");
    terminal.wait_for("game stopped", 1);
    let text = std::fs::read_to_string(&saved).unwrap();
    assert!(text.contains("# you"), "{text}");
    assert!(text.contains("# engine"), "{text}");
}

/// #50: Connect Four from the empty board in a real terminal, in both
/// seats, played to its end: a hint at every turn, the hint's best column
/// played for the first moves (the games the opening book's repertoire
/// holds: every hint and engine move looked up), then the first column
/// with room, which loses soon.
#[test]
fn connect_four_plays_from_the_empty_board_in_both_seats() {
    let binary = assert_cmd::cargo::cargo_bin("optimal-play");
    for seat in ["first", "second"] {
        let Some(terminal) = Terminal::start(
            &binary,
            &["connect-four", "play", "--moves", "", "--as", seat],
        ) else {
            return;
        };
        let prompt = "your move (";
        let mut prompts = 1;
        let mut screen = terminal.wait_for(prompt, prompts);
        let mut turns = 0;
        while !screen.contains("game over: ") {
            assert!(turns < 30, "{seat}: the game never ended:\n{screen}");
            turns += 1;
            terminal.keys("h");
            prompts += 1;
            screen = terminal.wait_for(prompt, prompts);
            // The last hint on the screen: every column with room, best
            // first.
            let best = last_hint(&screen)
                .first()
                .and_then(|line| line.trim_start().strip_prefix("✓ "))
                .and_then(|rest| rest.split_whitespace().next())
                .unwrap_or_else(|| panic!("{seat}: a hint, best first:\n{screen}"))
                .to_owned();
            let column = match turns <= 6 {
                true => best,
                false => first_column_with_room(&screen),
            };
            terminal.keys(&column);
            prompts += 1;
            screen = terminal.wait_for_either(prompt, prompts, "game over: ");
        }
        assert!(
            screen.contains("accuracy: you"),
            "{seat}: the review:\n{screen}"
        );
    }
}

/// The lines of the last hint on `screen`: every move, best first.
fn last_hint(screen: &str) -> Vec<&str> {
    screen
        .rsplit("hint: ")
        .next()
        .unwrap_or_default()
        .lines()
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .collect()
}

/// The leftmost column (from 1) of those the last hint on `screen` lists,
/// each a column with room.
fn first_column_with_room(screen: &str) -> String {
    let mut columns: Vec<u32> = last_hint(screen)
        .into_iter()
        .filter_map(|line| {
            let line = line.trim_start().trim_start_matches("✓ ");
            line.split_whitespace().next()?.parse().ok()
        })
        .collect();
    columns.sort_unstable();
    columns
        .first()
        .unwrap_or_else(|| panic!("a column in the hint:\n{screen}"))
        .to_string()
}
