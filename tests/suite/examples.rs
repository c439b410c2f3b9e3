//! Every example the user is shown runs as written (#46): the `Examples:`
//! of every subcommand's `--help`, as the help prints it (a line that the
//! help wraps is an example that fails), and the commands of the README's
//! and `docs/*.md`'s shell blocks.
//!
//! Each runs in a scratch folder beside the repository's `examples/`, with
//! stdin closed, through `sh`, with `optimal-play` (and `cargo run
//! [--release] --`) standing for the binary under test. What an example
//! needs of the user is made as a user would make it: a file it reads
//! (`< deque.txt`) by the game's `generate`; a contest program it tests
//! (`stress -- ./sol`) is stood in for by `true`, so the example's options
//! are what is checked (exit 0 or 1, never 2). An example shown failing (its
//! next line is `optimal-play: …`) must fail with exit 2, as shown.
//!
//! Not run, each for the reason given in [`NOT_RUN`]: the playground (it
//! serves until stopped), installing, and the benchmark recipes of
//! `docs/performance.md` (measured, not tested: they name
//! `target/release` and files in `/tmp` of 10^6 values and more).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Examples not run, by a piece of their text, with the reason.
const NOT_RUN: &[(&str, &str)] = &[
    (" serve", "the playground serves until it is stopped"),
    ("cargo install", "installs the command"),
    ("/etc/", "writes a system folder"),
    ("/usr/local/", "writes a system folder"),
    (
        "target/release",
        "a benchmark recipe, measured in docs/performance.md",
    ),
    ("/tmp/", "a benchmark recipe's file"),
    (
        "examples/kalah.star",
        "2.7 million positions, measured in docs/performance.md (minutes in a debug build)",
    ),
    (
        "--example connect_four_rules",
        "a benchmark recipe of 10^8 positions, measured in docs/performance.md",
    ),
    (
        "--example connect_four_play_times",
        "whole games against the engine timed, measured in docs/performance.md",
    ),
];

/// One example: where it is shown, the command, and whether it is shown
/// failing.
#[derive(Debug)]
struct Example {
    place: String,
    command: String,
    fails: bool,
}

fn binary() -> PathBuf {
    assert_cmd::cargo::cargo_bin("optimal-play")
}

/// An example's binary (`own-game`, `tic-tac-toe`), which `cargo test`
/// builds beside the command's.
fn example(name: &str) -> PathBuf {
    let deps = binary();
    deps.parent()
        .expect("target/debug")
        .join("examples")
        .join(name)
}

/// Every subcommand's path (`coins solve`, `wall rabbit`, `serve`), from
/// the command line the binary is built from.
fn subcommand_paths() -> Vec<Vec<String>> {
    fn walk(command: &clap::Command, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(path.clone());
        for sub in command.get_subcommands() {
            if sub.get_name() == "help" {
                continue;
            }
            path.push(sub.get_name().to_owned());
            walk(sub, path, out);
            path.pop();
        }
    }
    let registry = optimal_play::registry::Registry::builtin();
    let mut paths = Vec::new();
    walk(
        &optimal_play_cli::command(&registry),
        &mut Vec::new(),
        &mut paths,
    );
    paths
}

/// The examples of one rendered help: the indented lines after
/// `Examples:` up to the first line that is not indented.
fn help_examples(help: &str) -> Vec<String> {
    let mut examples = Vec::new();
    let mut inside = false;
    for line in help.lines() {
        if line.trim_end() == "Examples:" {
            inside = true;
            continue;
        }
        if inside {
            if !line.starts_with("  ") {
                inside = false;
                continue;
            }
            examples.push(line.trim().to_owned());
        }
    }
    examples
}

/// The commands of a Markdown file's shell blocks: every line of a `sh`
/// block; in a `console` block, the lines after `$ `, each shown failing
/// when the line after it begins `optimal-play:`.
fn markdown_examples(path: &Path) -> Vec<Example> {
    let text = std::fs::read_to_string(path).expect("the file");
    let name = path
        .strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(path)
        .display()
        .to_string();
    let lines: Vec<&str> = text.lines().collect();
    let mut examples = Vec::new();
    let mut block: Option<&str> = None;
    for (at, line) in lines.iter().enumerate() {
        if let Some(fence) = line.strip_prefix("```") {
            block = match block {
                Some(_) => None,
                None => Some(fence.trim()),
            };
            continue;
        }
        let command = match block {
            Some("sh" | "bash" | "shell") => Some(*line),
            Some("console") => line.strip_prefix("$ "),
            _ => None,
        };
        let Some(command) = command else { continue };
        let command = command.split(" # ").next().unwrap_or_default().trim();
        if !(command.contains("optimal-play ") || command.starts_with("cargo run")) {
            continue;
        }
        let fails = block == Some("console")
            && lines
                .get(at + 1)
                .is_some_and(|next| next.starts_with("optimal-play:"));
        examples.push(Example {
            place: format!("{name}:{}", at + 1),
            command: command.to_owned(),
            fails,
        });
    }
    examples
}

/// The command as `sh` runs it here: the binary for `optimal-play`, `cargo
/// run`, and `true` for a contest program under test.
fn runnable(command: &str) -> String {
    let quoted = |path: PathBuf| format!("'{}'", path.display());
    // `cargo run --example NAME [-- ARGS]`: the example's binary.
    let command = match command.strip_prefix("cargo run --example ") {
        Some(rest) => {
            let (name, args) = rest.split_once(' ').unwrap_or((rest, ""));
            let args = args.strip_prefix("--").unwrap_or(args);
            format!("{}{args}", quoted(example(name)))
        }
        None => command.to_owned(),
    };
    let mut command = command
        .replace("cargo run --locked --release --", "optimal-play")
        .replace("cargo run --release --", "optimal-play")
        .replace("cargo run --", "optimal-play");
    // `g++ -o sol sol.cpp && optimal-play … -- ./sol`: the user's build
    // step is theirs.
    if let Some((_, ours)) = command.rsplit_once(" && ") {
        command = ours.to_owned();
    }
    if let Some((options, _program)) = command.split_once(" -- ") {
        if options.contains(" stress") {
            command = format!("{options} --runs 1 -- true");
        }
    }
    let mut words = Vec::new();
    for word in command.split(' ') {
        match word {
            "optimal-play" => words.push(quoted(binary())),
            word => words.push(word.to_owned()),
        }
    }
    words.join(" ")
}

/// Makes the files an example reads that a user would have made: each
/// `< FILE` and each `FILE` argument ending `.txt` not in the repository,
/// by the game's `generate`.
fn make_inputs(command: &str, scratch: &Path) {
    let words: Vec<&str> = command.split_whitespace().collect();
    let Some(game) = words
        .iter()
        .position(|word| *word == "optimal-play")
        .and_then(|at| words.get(at + 1))
    else {
        return;
    };
    for (at, word) in words.iter().enumerate() {
        let file = match word.strip_prefix('<') {
            Some("") => words.get(at + 1).copied(),
            Some(file) => Some(file),
            None => word.ends_with(".txt").then_some(*word),
        };
        let Some(file) = file.filter(|file| !file.starts_with('/')) else {
            continue;
        };
        let path = scratch.join(file);
        if path.exists() {
            continue;
        }
        let generated = Command::new(binary())
            .args([game, "generate", "--seed", "1"])
            .output()
            .expect("generate runs");
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("a folder");
        }
        std::fs::write(&path, generated.stdout).expect("the user's file");
    }
}

/// Runs every example; the failures, each with its place and stderr.
fn run_all(examples: &[Example]) -> Vec<String> {
    let scratch = tempfile::tempdir().expect("a scratch folder");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::os::unix::fs::symlink(root.join("examples"), scratch.path().join("examples"))
        .expect("a link to examples/");
    let mut failures = Vec::new();
    for example in examples {
        if NOT_RUN
            .iter()
            .any(|(text, _)| example.command.contains(text))
        {
            continue;
        }
        make_inputs(&example.command, scratch.path());
        let output = Command::new("sh")
            .arg("-c")
            .arg(runnable(&example.command))
            .current_dir(scratch.path())
            .stdin(Stdio::null())
            .output()
            .expect("sh runs");
        let code = output.status.code();
        let stderr = String::from_utf8_lossy(&output.stderr);
        let ok = match (example.fails, example.command.contains(" stress ")) {
            (true, _) => code == Some(2),
            (false, true) => matches!(code, Some(0 | 1)),
            (false, false) => code == Some(0),
        };
        if !ok || stderr.contains("panicked") {
            failures.push(format!(
                "{}: `{}` exited {code:?}: {}",
                example.place,
                example.command,
                stderr.trim()
            ));
        }
    }
    failures
}

#[test]
fn every_help_example_runs_as_printed() {
    let mut examples = Vec::new();
    for path in subcommand_paths() {
        let output = Command::new(binary())
            .args(&path)
            .arg("--help")
            .output()
            .expect("help runs");
        assert!(output.status.success(), "{path:?} --help");
        let help = String::from_utf8(output.stdout).expect("UTF-8");
        for command in help_examples(&help) {
            examples.push(Example {
                place: format!("optimal-play {} --help", path.join(" ")),
                command,
                fails: false,
            });
        }
    }
    assert!(examples.len() > 100, "only {} examples", examples.len());
    let failures = run_all(&examples);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_readme_and_docs_example_runs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    let examples: Vec<Example> = files
        .iter()
        .flat_map(|path| markdown_examples(path))
        .collect();
    assert!(examples.len() > 20, "only {} examples", examples.len());
    let failures = run_all(&examples);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
