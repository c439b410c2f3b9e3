//! The test that walks every game's `solve` and `generate` as their help
//! lists them, and runs every option listed, with each of its values, on the
//! instance `optimal-play GAME generate --seed S` writes: an option shown is
//! an option that works.

use std::ffi::OsString;

use clap::Command;
use optimal_play::registry::Registry;

/// Runs `args` through the whole command line, in process: its output, or
/// the error it ends with.
fn run(games: &Registry, args: &[String]) -> Result<Vec<u8>, String> {
    let args: Vec<OsString> = args.iter().map(OsString::from).collect();
    let matches = super::command_for(games, &args)
        .try_get_matches_from(&args)
        .map_err(|error| error.to_string())?;
    let mut out = Vec::new();
    super::run(games, &matches, &mut out).map_err(|error| format!("{error:#}"))?;
    Ok(out)
}

/// The options a subcommand's help lists: the visible ones with a long
/// name, and the values each takes when they are listed.
fn listed(command: &Command) -> Vec<(String, Vec<String>, bool)> {
    command
        .get_arguments()
        .filter(|arg| !arg.is_hide_set() && !arg.is_global_set())
        .filter_map(|arg| {
            let long = arg.get_long()?.to_owned();
            let values = arg
                .get_possible_values()
                .iter()
                .filter(|value| !value.is_hide_set())
                .map(|value| value.get_name().to_owned())
                .collect();
            let takes_value = arg.get_action().takes_values();
            Some((long, values, takes_value))
        })
        .filter(|(long, _, _)| long != "help")
        .collect()
}

#[test]
fn every_option_a_game_lists_runs_on_its_generated_instance() {
    let games = Registry::builtin();
    let whole = super::command(&games);
    let scratch = tempfile::tempdir().expect("a scratch directory");
    let mut ran = 0;
    for game in games.games() {
        let info = game.info();
        let name = info.name.to_owned();
        let tree = whole
            .find_subcommand(&name)
            .expect("every game is a subcommand");
        let sub = |action: &str| tree.find_subcommand(action).expect("listed");
        let strings = |words: &[&str]| words.iter().map(|w| w.to_string()).collect::<Vec<_>>();

        // The seed alone gives an instance; and so does each listed option.
        let generated = run(
            &games,
            &strings(&["optimal-play", &name, "generate", "--seed", "7"]),
        )
        .unwrap_or_else(|error| panic!("{name} generate --seed 7: {error}"));
        for (long, values, takes_value) in listed(sub("generate")) {
            let tries: Vec<String> = match (long.as_str(), takes_value) {
                (_, true) if !values.is_empty() => values,
                ("min", _) => vec!["1".to_owned()],
                ("blocked", _) => vec!["20".to_owned()],
                (_, true) => vec!["3".to_owned()],
                (_, false) => vec![String::new()],
            };
            for value in tries {
                let mut args = strings(&["optimal-play", &name, "generate", &format!("--{long}")]);
                if takes_value {
                    args.push(value.clone());
                }
                run(&games, &args).unwrap_or_else(|error| panic!("{args:?}: {error}"));
                ran += 1;
            }
        }

        let file = scratch.path().join(format!("{name}.txt"));
        std::fs::write(&file, &generated).expect("the instance is written");
        let file = file.to_string_lossy().into_owned();
        let text = String::from_utf8(generated).expect("text");
        for (long, values, takes_value) in listed(sub("solve")) {
            let tries: Vec<Vec<String>> = if long == "instance" {
                // As written to a file, or (the row games) the last line's
                // values with commas, as the option's help says.
                let list = text.lines().last().unwrap_or_default().split_whitespace();
                let list = list.collect::<Vec<_>>().join(",");
                let works = [text.clone(), list].into_iter().any(|inline| {
                    let args = strings(&[
                        "optimal-play",
                        &name,
                        "solve",
                        &format!("--{long}"),
                        &inline,
                    ]);
                    run(&games, &args).is_ok()
                });
                assert!(
                    works,
                    "{name} solve --{long} reads neither form of {text:?}"
                );
                ran += 1;
                continue;
            } else if long == "input" {
                // A layout is run on an instance generated in that layout.
                for layout in &values {
                    let args = strings(&[
                        "optimal-play",
                        &name,
                        "generate",
                        "--seed",
                        "7",
                        "--input",
                        layout,
                    ]);
                    let written =
                        run(&games, &args).unwrap_or_else(|error| panic!("{args:?}: {error}"));
                    let path = scratch.path().join(format!("{name}-{layout}.txt"));
                    std::fs::write(&path, written).expect("written");
                    let path = path.to_string_lossy().into_owned();
                    let args = strings(&["optimal-play", &name, "solve", &path, "--input", layout]);
                    run(&games, &args).unwrap_or_else(|error| panic!("{args:?}: {error}"));
                    ran += 1;
                }
                continue;
            } else if !values.is_empty() {
                values
                    .iter()
                    .map(|value| vec![format!("--{long}"), value.clone()])
                    .collect()
            } else if long == "svg" {
                let picture = scratch.path().join(format!("{name}.svg"));
                vec![vec![
                    "--svg".to_owned(),
                    picture.to_string_lossy().into_owned(),
                ]]
            } else if let Some(param) = info.param.filter(|param| param.name == long) {
                // A game's parameter can shape its instance (connect-four's
                // `--height`): given at its default, beside the instance
                // generated with it.
                vec![vec![format!("--{long}"), param.default.to_string()]]
            } else if long == "timeout" {
                // Time enough for any generated instance: the option is
                // run, not the clock tested.
                vec![vec!["--timeout".to_owned(), "600".to_owned()]]
            } else if takes_value {
                vec![vec![format!("--{long}"), "2".to_owned()]]
            } else {
                vec![vec![format!("--{long}")]]
            };
            for option in tries {
                let mut args = strings(&["optimal-play", &name, "solve"]);
                if long != "instance" {
                    args.push(file.clone());
                }
                args.extend(option);
                let out = run(&games, &args).unwrap_or_else(|error| panic!("{args:?}: {error}"));
                assert!(!out.is_empty(), "{args:?} printed nothing");
                ran += 1;
            }
        }
    }
    assert!(ran > 100, "only {ran} runs");
}
