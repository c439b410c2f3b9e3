//! The command line written once: `games`, published examples of every game
//! through the generic `solve`, play of the games added through the
//! registry, completions, the manual page, colour, and the error policy.

use assert_cmd::Command;
use predicates::prelude::*;

use crate::known::cases;

fn optimal_play() -> Command {
    Command::cargo_bin("optimal-play").unwrap()
}

fn tokens(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_owned).collect()
}

#[test]
fn published_examples_in_the_judges_formats() {
    examples_in_the_judges_formats("judges.txt");
}

/// #47: every LeetCode problem's examples, their input exactly as the
/// problem page shows it, names included (`piles = [5,3,4,5]`).
#[test]
fn leetcode_examples_as_the_problem_pages_show_them() {
    examples_in_the_judges_formats("leetcode-examples.txt");
}

#[test]
fn worked_examples_in_the_judges_formats() {
    examples_in_the_judges_formats("worked.txt");
}

fn examples_in_the_judges_formats(file: &str) {
    for case in cases(file) {
        let args: Vec<&str> = case.get("args").unwrap().split_whitespace().collect();
        let output = optimal_play()
            .arg(case.get("game").unwrap())
            .args(&args)
            .write_stdin(case.input_text().unwrap())
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{}: {}",
            case.source(),
            String::from_utf8_lossy(&output.stderr)
        );
        assert_eq!(
            tokens(&String::from_utf8(output.stdout).unwrap()),
            tokens(case.get("output").unwrap()),
            "{}",
            case.source()
        );
    }
}

#[test]
fn games_lists_every_registered_game() {
    let text = String::from_utf8(
        optimal_play()
            .arg("games")
            .assert()
            .success()
            .get_output()
            .stdout
            .clone(),
    )
    .unwrap();
    for game in optimal_play::registry::games() {
        let info = game.info();
        assert!(text.contains(info.name), "{text}");
        assert!(text.contains(info.rules), "{text}");
        assert!(text.contains(info.limits), "{text}");
    }
    let json: serde_json::Value = serde_json::from_slice(
        &optimal_play()
            .args(["games", "--format", "json"])
            .assert()
            .success()
            .get_output()
            .stdout,
    )
    .unwrap();
    let names: Vec<&str> = json
        .as_array()
        .unwrap()
        .iter()
        .map(|game| game["name"].as_str().unwrap())
        .collect();
    let registered: Vec<&str> = optimal_play::registry::games()
        .iter()
        .map(|game| game.info().name)
        .collect();
    assert_eq!(names, registered);
    for name in [
        "coins",
        "take-k",
        "game-of-sum",
        "take-front",
        "stone-game-ii",
        "stone-game-vii",
        "coins-in-a-line",
        "wall",
    ] {
        assert!(names.contains(&name), "{name} is not listed");
    }
    // What a game says of itself is for people: no Rust path (a rename
    // once turned "Clobber, the partizan game" into "Clobber::new(), …").
    fn texts<'a>(value: &'a serde_json::Value, out: &mut Vec<&'a str>) {
        match value {
            serde_json::Value::String(text) => out.push(text),
            serde_json::Value::Array(items) => items.iter().for_each(|item| texts(item, out)),
            serde_json::Value::Object(fields) => {
                fields.values().for_each(|field| texts(field, out))
            }
            _ => {}
        }
    }
    let mut said = Vec::new();
    texts(&json, &mut said);
    assert!(said.len() > 500, "{}", said.len());
    for text in said {
        assert!(
            !text.contains("::"),
            "a Rust path in a game's words: {text}"
        );
    }
}

#[test]
fn every_game_has_the_generic_subcommands() {
    for game in optimal_play::registry::games() {
        for action in ["solve", "play", "explain", "generate"] {
            optimal_play()
                .args([game.info().name, action, "--help"])
                .assert()
                .success();
        }
    }
}

#[test]
fn the_wall_game_plays_as_eel_and_as_rabbit() {
    let board = r#"{"042", "391"}"#;
    // As Rabbit: the perfect Eel walls off the cheap ways; a bad step is
    // refused with its reason; Rabbit pays what the solver says.
    let assert = optimal_play()
        .args([
            "wall", "play", "--board", board, "--as", "rabbit", "--format", "json",
        ])
        .write_stdin("d\nh\nr\nd\n")
        .assert()
        .success();
    let events: Vec<serde_json::Value> = String::from_utf8(assert.get_output().stdout.clone())
        .unwrap()
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(events[0]["event"], "start");
    assert_eq!(events[0]["seat"], 2);
    let error = events.iter().find(|e| e["event"] == "error").unwrap();
    assert_eq!(error["line"], 1);
    let end = events.last().unwrap();
    assert_eq!(end["event"], "end");
    assert_eq!(end["finished"], true);
    // Against perfect walls, Rabbit's best is to pay 13 (the published answer).
    assert_eq!(end["best"], serde_json::json!({"margin": -13}));
    // As Eel, in text: an illegal wall is refused with the reason.
    optimal_play()
        .args(["wall", "play", "--board", board, "--as", "eel"])
        .write_stdin("wall 0 0\nwall 0 2\nwall 0 1\ndone\n")
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "would leave Rabbit no way to the bottom row",
        ))
        .stdout(predicate::str::contains("game over: Rabbit has paid 13"));
}

#[test]
fn coins_in_a_line_plays_to_a_win_or_a_loss() {
    // 4 coins: taking 1 leaves 3, a multiple of 3, and wins.
    optimal_play()
        .args(["coins-in-a-line", "play", "--values", "4"])
        .write_stdin("1\n2\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("you made the last move: you win"))
        .stdout(predicate::str::contains("no mistakes"));
    // Taking 2 hands the win over; the review says so.
    optimal_play()
        .args(["coins-in-a-line", "play", "--values", "4"])
        .write_stdin("2\n1\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("the engine wins"))
        .stdout(predicate::str::contains(
            "would have kept the win; this move handed it over",
        ));
}

#[test]
fn completions_and_the_manual_page() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        optimal_play()
            .args(["completions", shell])
            .assert()
            .success()
            .stdout(predicate::str::contains("optimal-play"));
    }
    optimal_play()
        .arg("man")
        .assert()
        .success()
        .stdout(predicate::str::contains(".TH optimal-play"));
}

/// What `NAME generate --seed SEED` writes.
fn generated(name: &str, seed: &str) -> String {
    let output = optimal_play()
        .args([name, "generate", "--seed", seed])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    String::from_utf8(output).unwrap()
}

/// One instance flag for every game: `--instance`, the game's own name
/// (`--values`, `--board`, `--heaps`) and the other games' names all give
/// the instance on the command line, and read it as stdin would.
#[test]
fn every_game_takes_its_instance_as_instance() {
    for game in optimal_play::registry::games() {
        let name = game.info().name;
        let text = generated(name, "3");
        let from_stdin = optimal_play()
            .args([name, "solve"])
            .write_stdin(text.clone())
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        // As written, or (the row games) the row's values with commas: the
        // longest line (after a count, before Game of Sum's closing 0).
        let row = text
            .lines()
            .max_by_key(|line| line.split_whitespace().count())
            .unwrap_or_default();
        let list = row.split_whitespace().collect::<Vec<_>>().join(",");
        for flag in ["--instance", "--values", "--board", "--heaps"] {
            let inline = [text.clone(), list.clone()].into_iter().find_map(|inline| {
                let output = optimal_play()
                    .args([name, "solve", flag, &inline])
                    .output()
                    .unwrap();
                output.status.success().then_some(output.stdout)
            });
            assert_eq!(
                inline.as_ref(),
                Some(&from_stdin),
                "{name} solve {flag}: as stdin reads it"
            );
        }
    }
}

/// #46: every list of numbers on the command line reads commas as well as
/// spaces, in every game, the same way: an instance typed with commas
/// (`--heaps 5,9,12`, `/` for a line break) answers as the same instance
/// typed with spaces does, and as stdin does; a stray comma is the same
/// error in every game.
#[test]
fn every_game_reads_commas_as_spaces_on_the_command_line() {
    let numbers_only = |text: &str| {
        text.bytes()
            .all(|b| b.is_ascii_digit() || b"- \n".contains(&b))
    };
    let mut checked = 0;
    for game in optimal_play::registry::games() {
        let name = game.info().name;
        let text = generated(name, "5");
        if !numbers_only(&text) {
            continue;
        }
        let from_stdin = optimal_play()
            .args([name, "solve"])
            .write_stdin(text.clone())
            .output()
            .unwrap();
        // The whole instance, a line a `/`, or (the row games) the longest
        // line's values alone.
        let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
        let row = lines
            .iter()
            .max_by_key(|line| line.split_whitespace().count())
            .copied()
            .unwrap_or_default();
        let mut same_as_stdin = false;
        for shape in [lines.clone(), vec![row]] {
            let spaced = shape.join(" / ");
            let commas = shape
                .iter()
                .map(|line| line.split_whitespace().collect::<Vec<_>>().join(","))
                .collect::<Vec<_>>()
                .join(" / ");
            let flag = format!("--{}", game.info().inline);
            let run = |inline: &str| {
                optimal_play()
                    .args([name, "solve", &flag, inline])
                    .output()
                    .unwrap()
            };
            let (by_spaces, by_commas) = (run(&spaced), run(&commas));
            assert_eq!(
                (
                    by_spaces.status.code(),
                    &by_spaces.stdout,
                    &by_spaces.stderr
                ),
                (
                    by_commas.status.code(),
                    &by_commas.stdout,
                    &by_commas.stderr
                ),
                "{name} solve {flag}: {commas:?} answers as {spaced:?}"
            );
            same_as_stdin |= by_commas.status.success() && by_commas.stdout == from_stdin.stdout;
        }
        assert!(
            same_as_stdin,
            "{name}: neither short form answers as stdin does: {text:?}"
        );
        let stray = optimal_play()
            .args([name, "solve", "--instance", "1,,2"])
            .output()
            .unwrap();
        assert_eq!(stray.status.code(), Some(2), "{name}");
        let stderr = String::from_utf8_lossy(&stray.stderr);
        assert!(
            stderr.contains("line 1, column 3: expected a number on each side of a comma"),
            "{name}: {stderr}"
        );
        checked += 1;
    }
    assert!(
        checked >= 25,
        "only {checked} games have instances of numbers"
    );
}

/// Completion in a real bash, past the first word: `optimal-play coins
/// s<TAB>`, `optimal-play coins solve --for<TAB>` and the format's values.
#[test]
fn bash_completes_the_second_and_third_words() {
    let script = optimal_play()
        .args(["completions", "bash"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let path = std::env::temp_dir().join(format!("optimal-play-{}.bash", std::process::id()));
    std::fs::write(&path, script).unwrap();
    // `_optimal__play COMMAND CURRENT PREVIOUS`, as bash calls it.
    let complete = |words: &[&str]| -> String {
        let current = words.len() - 1;
        let line = format!(
            "source '{}'; COMP_WORDS=({}); COMP_CWORD={current}; \
             _optimal__play optimal-play '{}' '{}'; echo \"${{COMPREPLY[*]}}\"",
            path.display(),
            words
                .iter()
                .map(|w| format!("'{w}'"))
                .collect::<Vec<_>>()
                .join(" "),
            words[current],
            words[current - 1]
        );
        let output = std::process::Command::new("bash")
            .args(["-c", &line])
            .output()
            .expect("bash runs");
        String::from_utf8(output.stdout).unwrap().trim().to_owned()
    };
    assert_eq!(complete(&["optimal-play", "coins", "s"]), "solve stress");
    assert_eq!(complete(&["optimal-play", "nim", "ex"]), "explain");
    assert_eq!(
        complete(&["optimal-play", "coins", "solve", "--for"]),
        "--format"
    );
    assert_eq!(
        complete(&["optimal-play", "coins", "solve", "--format", ""]),
        "text json usaco first margin leetcode-486 leetcode-877"
    );
    assert_eq!(
        complete(&["optimal-play", "wall", "solve", "--format", "c"]),
        "cost"
    );
    let _ = std::fs::remove_file(&path);
}

/// Whether `shell` can be run here. Without it the test says so and
/// passes, except under CI (`CI` set), where `.ci/run` installs it.
fn have_shell(shell: &str) -> bool {
    let found = std::process::Command::new(shell)
        .args(["-c", "exit 0"])
        .output()
        .is_ok_and(|output| output.status.success());
    if !found {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must install {shell} for the completion tests"
        );
        eprintln!("{shell} is not installed: its completion test did not run");
    }
    found
}

/// The completion script for `shell`, written to a fresh directory, as
/// `file` in it.
fn completion_script(shell: &str, file: &str) -> std::path::PathBuf {
    let script = optimal_play()
        .args(["completions", shell])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let dir = std::env::temp_dir().join(format!("optimal-play-{shell}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(file), script).unwrap();
    dir
}

/// Completion in a real fish, which asks the script what follows a line.
#[test]
fn fish_completes_subcommands_options_and_values() {
    if !have_shell("fish") {
        return;
    }
    let dir = completion_script("fish", "optimal-play.fish");
    let complete = |line: &str| -> Vec<String> {
        let output = std::process::Command::new("fish")
            .args(["--no-config", "-c"])
            .arg(format!(
                "source '{}'; complete -C '{line}'",
                dir.join("optimal-play.fish").display()
            ))
            .output()
            .expect("fish runs");
        String::from_utf8(output.stdout)
            .unwrap()
            .lines()
            .map(|line| line.split('\t').next().unwrap_or_default().to_owned())
            .collect()
    };
    assert_eq!(complete("optimal-play coins s"), ["solve", "stress"]);
    assert_eq!(complete("optimal-play coins solve --for"), ["--format"]);
    let formats = complete("optimal-play coins solve --format ");
    for format in ["text", "usaco", "leetcode-486", "leetcode-877"] {
        assert!(formats.iter().any(|f| f == format), "{format}: {formats:?}");
    }
    assert_eq!(complete("optimal-play choosing-c"), ["choosing-carrot"]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Completion in a real interactive zsh, driven through a pseudo-terminal
/// (`zsh/zpty`): the line is typed with a TAB, and the screen read back.
#[test]
fn zsh_completes_subcommands_options_and_values() {
    if !have_shell("zsh") {
        return;
    }
    let dir = completion_script("zsh", "_optimal-play");
    // The screen after typing `line` and a TAB, read until `awaited` is on
    // it or 20 seconds have passed (a loaded machine starts zsh slowly).
    let screen = |line: &str, awaited: &str| -> String {
        let driver = format!(
            r#"zmodload zsh/zpty
zpty z 'zsh -f -i'
zpty -w z 'PS1="> "; fpath=({} $fpath); autoload -Uz compinit; compinit -u -D; bindkey -e; print RE""ADY'
read_until() {{
  local chunk
  for i in {{1..200}}; do
    if zpty -r -t z chunk; then all+=$chunk; else sleep 0.1; fi
    [[ $all == *$1* ]] && return
  done
}}
all=""
read_until READY
all=""
zpty -w -n z $'{line}\t'
read_until '{awaited}'
print -r -- "$all"
zpty -d z
"#,
            dir.display()
        );
        let output = std::process::Command::new("zsh")
            .args(["-f", "-c", &driver])
            .output()
            .expect("zsh runs");
        // The screen without its escape sequences.
        let raw = String::from_utf8_lossy(&output.stdout).into_owned();
        let mut text = String::new();
        let mut chars = raw.chars().peekable();
        while let Some(c) = chars.next() {
            if c == '\u{1b}' {
                // CSI: ESC [ parameters, then one letter.
                if chars.peek() == Some(&'[') {
                    chars.next();
                    for c in chars.by_ref() {
                        if c.is_ascii_alphabetic() {
                            break;
                        }
                    }
                }
            } else {
                text.push(c);
            }
        }
        text
    };
    let listed = screen("optimal-play coins s", "stress");
    assert!(
        listed.contains("solve") && listed.contains("stress"),
        "{listed}"
    );
    let option = screen("optimal-play coins solve --for", "--format");
    assert!(option.contains("--format"), "{option}");
    let values = screen("optimal-play coins solve --format ", "usaco");
    assert!(
        values.contains("leetcode-486") && values.contains("usaco"),
        "{values}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `man --dir` writes a page for the command, every game and every
/// subcommand, each of which `man -l` renders where `man` is installed.
#[test]
fn the_manual_has_a_page_for_every_subcommand() {
    let dir = std::env::temp_dir().join(format!("optimal-play-man-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    optimal_play()
        .args(["man", "--dir"])
        .arg(&dir)
        .assert()
        .success()
        .stdout(predicate::str::starts_with("wrote "));
    let page = |name: &str| dir.join(format!("{name}.1"));
    let mut expected = vec![page("optimal-play"), page("optimal-play-serve")];
    for game in optimal_play::registry::games() {
        let name = game.info().name;
        expected.push(page(&format!("optimal-play-{name}")));
        for action in ["solve", "explain", "play", "generate"] {
            expected.push(page(&format!("optimal-play-{name}-{action}")));
        }
        if game.capabilities().stress {
            expected.push(page(&format!("optimal-play-{name}-stress")));
        }
    }
    expected.push(page("optimal-play-coins-table"));
    expected.push(page("optimal-play-wall-rabbit"));
    for path in &expected {
        assert!(path.exists(), "{} is missing", path.display());
    }
    let man = std::process::Command::new("man").arg("--version").output();
    if man.is_ok_and(|output| output.status.success()) {
        for path in &expected {
            let output = std::process::Command::new("man")
                .arg("-l")
                .arg(path)
                .env("MANWIDTH", "80")
                .env("MANPAGER", "cat")
                .output()
                .unwrap();
            assert!(output.status.success(), "man -l {}", path.display());
            let text = String::from_utf8_lossy(&output.stdout);
            assert!(text.contains("SYNOPSIS"), "{}: {text}", path.display());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn colour_follows_the_flag_and_the_environment() {
    let solve = |args: &[&str], env: &[(&str, &str)]| {
        let mut command = optimal_play();
        command
            .args(["wall", "solve", "--board", r#"{"042", "391"}"#])
            .args(args)
            .env_remove("NO_COLOR")
            .env_remove("CLICOLOR_FORCE");
        for (key, value) in env {
            command.env(key, value);
        }
        String::from_utf8(command.assert().success().get_output().stdout.clone()).unwrap()
    };
    assert!(solve(&["--color", "always"], &[]).contains('\x1b'));
    assert!(!solve(&["--color", "never"], &[("CLICOLOR_FORCE", "1")]).contains('\x1b'));
    assert!(!solve(&[], &[]).contains('\x1b'), "not a terminal");
    assert!(solve(&[], &[("CLICOLOR_FORCE", "1")]).contains('\x1b'));
    assert!(!solve(&[], &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]).contains('\x1b'));
}

#[test]
fn every_error_has_one_prefix_and_its_exit_code() {
    // A usage mistake clap finds.
    optimal_play()
        .args(["coins", "solve", "--format", "nope"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicate::str::starts_with(
            "optimal-play: invalid value 'nope'",
        ));
    // An unknown game.
    optimal_play()
        .args(["chess", "solve"])
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with("optimal-play: "));
    // An option the game does not take.
    optimal_play()
        .args(["wall", "solve", "--board", r#"{"0", "5"}"#, "--line"])
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with("optimal-play: "));
}

/// #46: a judge's input of no case answers nothing, as the judge expects:
/// UVa 10891's closing `0` alone (detected or named), and every
/// multi-case layout's count of 0 games.
#[test]
fn a_judges_empty_case_list_answers_nothing() {
    let empty = |game: &str, args: &[&str], input: &str| {
        optimal_play()
            .arg(game)
            .arg("solve")
            .args(args)
            .write_stdin(input)
            .assert()
            .success()
            .stdout("")
            .stderr("");
    };
    empty("game-of-sum", &[], "0\n");
    empty("game-of-sum", &["--input", "uva"], "0\n");
    for game in [
        "nim",
        "subtraction-nim",
        "stair-game",
        "grundys-game",
        "lasker-nim",
        "another-game",
        "octal",
        "subtraction",
        "misere-nim",
    ] {
        empty(game, &["--input", "cses"], "0\n");
    }
    empty("georgia-and-bob", &["--input", "poj"], "0\n");
    empty("hackenbush", &[], "0\n");
    empty("treblecross", &[], "0\n");
    empty("euclid", &[], "0 0\n");
    // A row of the one value 0 is still a row, and an empty input an error.
    optimal_play()
        .args(["game-of-sum", "solve", "--input", "plain"])
        .write_stdin("0\n")
        .assert()
        .success()
        .stdout("0\n");
    optimal_play()
        .args(["treblecross", "solve"])
        .write_stdin("\n")
        .assert()
        .code(2);
}

/// #46: an input laid out as AtCoder's Stones (`N K`, then the N moves) is
/// answered in AtCoder's words when no format is named; CSES's layout, and
/// a format named, keep theirs.
#[test]
fn a_detected_layout_answers_in_its_judges_words() {
    let solve = |args: &[&str], input: &str, expected: &str| {
        optimal_play()
            .args(["stick-game", "solve"])
            .args(args)
            .write_stdin(input)
            .assert()
            .success()
            .stdout(expected.to_owned());
    };
    // AtCoder DP K, sample 1: N = 2, K = 4, moves 2 and 3.
    solve(&[], "2 4\n2 3\n", "First\n");
    solve(&["--input", "atcoder"], "2 4\n2 3\n", "First\n");
    solve(&["--format", "cses"], "2 4\n2 3\n", "LWWW\n");
    // The same game in CSES's layout: heaps 1 to 4.
    solve(&[], "4 2\n2 3\n", "LWWW\n");
    solve(&["--format", "atcoder"], "4 2\n2 3\n", "First\n");
}

/// #47: `GAME generate --help` lists that game's own parameters, each with
/// its default and range as the game declares them, and no other game's.
#[test]
fn generate_help_lists_only_the_games_own_parameters() {
    let every = ["count", "rows", "cols", "min", "max", "blocked"];
    for game in optimal_play::registry::games() {
        let info = game.info();
        let help = optimal_play()
            .args([info.name, "generate", "--help"])
            .output()
            .expect("help");
        let help = String::from_utf8(help.stdout).expect("text");
        for name in every {
            let declared = info.generate.iter().find(|p| p.name == name);
            let listed = help.contains(&format!("--{name} <"));
            assert_eq!(
                listed,
                declared.is_some(),
                "{}: --{name}\n{help}",
                info.name
            );
            if let Some(parameter) = declared {
                let default = format!("(default {};", parameter.default);
                assert!(help.contains(&default), "{}: {default}\n{help}", info.name);
            }
        }
    }
}

/// #47: a value outside a parameter's declared range is refused in the
/// parameter's words before anything is written, where it was silently
/// raised or lowered.
#[test]
fn generate_refuses_a_parameter_outside_its_range() {
    optimal_play()
        .args(["cat-and-mouse-ii", "generate", "--count", "99"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicates::str::contains("--count takes 3 to 64, not 99"));
    optimal_play()
        .args(["northcott", "generate", "--max", "2"])
        .assert()
        .code(2)
        .stdout("")
        .stderr(predicates::str::contains("--max takes 3 to"));
}
