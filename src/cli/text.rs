//! The words every subcommand's help shares: a game's one-line summary and
//! its examples.

use optimal_play::erased::GameInfo;

/// A game's examples, each on its own line, indented by two spaces.
pub fn examples(info: &GameInfo) -> String {
    info.examples
        .lines()
        .map(|line| format!("  {}", line.trim()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A game's title and rules for a one-line summary: `The row game: take
/// the value at either end …`.
pub fn summary(info: &GameInfo) -> String {
    let mut rules = info.rules.chars();
    let first = rules
        .next()
        .map(|c| c.to_lowercase().collect::<String>())
        .unwrap_or_default();
    format!("{}: {first}{}", info.title, rules.as_str())
}
