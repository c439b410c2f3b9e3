//! What a game is: [`GameInfo`], the [`Choice`]s it offers, its [`Param`]
//! and its [`Capabilities`].

use serde::Serialize;

use super::{Choice, Error, Param, Parameter, Rule, SolveOptions};
use crate::engine::Scoring;

/// What a registered game is: everything `optimal-play games` prints and
/// every front end needs to offer the game's options.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct GameInfo {
    /// The name on the command line: `coins`.
    pub name: &'static str,
    /// Its title: `The row game`.
    pub title: &'static str,
    /// The rules in one line.
    pub rules: &'static str,
    /// The contest problems it answers.
    pub problems: &'static [&'static str],
    /// Its size limits, in words.
    pub limits: &'static str,
    /// How it is won.
    #[serde(serialize_with = "scoring_name")]
    pub scoring: Scoring,
    /// Names of the two seats.
    pub seats: [&'static str; 2],
    /// The option that gives an instance on the command line: `values`
    /// for `--values 1,3,5`, `board` for `--board '{"042", "391"}'`.
    pub inline: &'static str,
    /// What that option takes.
    pub inline_help: &'static str,
    /// The input layouts `--input` accepts (detected when not given): the
    /// game's `Plugin::Layout`, filled in by `plugin::Entry`.
    pub layouts: &'static [Choice],
    /// The output formats of `solve`, the judge's first: the game's
    /// `Plugin::Format`, filled in by `plugin::Entry`.
    pub formats: &'static [Choice],
    /// The algorithms `--algorithm` accepts, the default first (none: only
    /// one).
    pub algorithms: &'static [Choice],
    /// The parameters of `generate`, each declared once: the command
    /// line's options, the playground's fields and Python's keyword
    /// arguments are made from them.
    pub generate: &'static [Parameter],
    /// What a person types for a move, for the help of `play` (the prompt
    /// says it again at every move).
    #[serde(skip)]
    pub moves: &'static str,
    /// The game's parameter, if it has one (`k`, how many values a move may
    /// take), given with `--NAME` beside the input.
    pub param: Option<Param>,
    /// The game's rule, if it is one game of a family given by a rule
    /// (`--code 0.77`), given with `--NAME` beside the input or before the
    /// subcommand.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<Rule>,
    /// Notes for the help of `solve`: how a layout is detected, the rules in
    /// full.
    pub notes: &'static str,
    /// Examples of the commands, for help texts.
    pub examples: &'static str,
    /// Whether an instance is a program (a rules file) that runs as it is
    /// read: the playground reads one first in a process of its own, with
    /// limits on its memory and time, as the page of anyone could send it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub instance_is_program: bool,
}

fn scoring_name<S: serde::Serializer>(scoring: &Scoring, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(match scoring {
        Scoring::Points => "points",
        Scoring::LastMoveWins => "last move wins",
    })
}

impl GameInfo {
    /// Whether the game answers a LeetCode problem, and so reads LeetCode's
    /// named arguments (`piles = [5,3,4,5]`, [`crate::input::leetcode`]).
    pub fn answers_leetcode(&self) -> bool {
        self.problems
            .iter()
            .any(|problem| problem.starts_with("LeetCode"))
    }

    /// The seat `given` names: `first`, `second`, `1`, `2`, or a seat's
    /// name in any case with dashes for spaces (`rabbit`, `player-1`). The
    /// error names the choices.
    pub fn seat(&self, given: &str) -> Result<crate::engine::Player, String> {
        let name = |at: usize| self.seats[at].to_lowercase().replace(' ', "-");
        let seat = given.to_lowercase().replace(' ', "-");
        if seat == "first" || seat == "1" || seat == name(0) {
            Ok(crate::engine::Player::First)
        } else if seat == "second" || seat == "2" || seat == name(1) {
            Ok(crate::engine::Player::Second)
        } else {
            Err(format!(
                "no seat `{}`: expected first, second, {} or {}",
                crate::input::excerpt(given),
                name(0),
                name(1)
            ))
        }
    }

    /// What every impartial game played on heaps shares: won by the last
    /// move, given inline with `--heaps`, seats `player 1` and `player 2`,
    /// one input layout, one algorithm, no parameter, `generate` taking
    /// `--count` games and the `--max` heap. A game's own
    /// description starts from it: `GameInfo { name: "wythoff", ..,
    /// ..GameInfo::HEAPS }`.
    pub const HEAPS: GameInfo = GameInfo {
        name: "",
        title: "",
        rules: "",
        problems: &[],
        limits: "",
        scoring: Scoring::LastMoveWins,
        seats: ["player 1", "player 2"],
        inline: "heaps",
        inline_help: "",
        layouts: &[],
        formats: &[],
        algorithms: &[],
        generate: &[
            super::GAMES,
            Parameter::new("max", "the largest heap", 0, 1_000_000_000_000_000_000, 20),
        ],
        moves: "as the prompt says",
        param: None,
        rule: None,
        notes: "",
        examples: "",
        instance_is_program: false,
    };

    /// The rest of a description that gives every field but its formats
    /// and layouts, which [`plugin::Entry`](crate::plugin::Entry) fills in
    /// from the game's typed choices: `GameInfo { name: "coins", ..,
    /// ..GameInfo::TYPED }`.
    pub const TYPED: GameInfo = GameInfo::HEAPS;

    /// Refuses `given` unless it is one of `choices`, naming them.
    pub(crate) fn check(
        &self,
        what: &str,
        given: Option<&str>,
        choices: &[Choice],
    ) -> Result<(), Error> {
        let Some(given) = given else { return Ok(()) };
        if choices.iter().any(|choice| choice.name == given) {
            return Ok(());
        }
        let names: Vec<&str> = choices.iter().map(|choice| choice.name).collect();
        Err(Error::Unsupported(if names.is_empty() {
            format!("{} takes no {what}", self.name)
        } else {
            format!(
                "{} has no {what} `{}`: expected one of {}",
                self.name,
                crate::input::excerpt(given),
                names.join(", ")
            )
        }))
    }

    /// The judge's output format: the first of the game's formats that is
    /// neither `text` nor `json` (a game lists its judges' formats in the
    /// order it prefers them), or the first when it has no other. What
    /// `stress` compares by default: a judge never reads the human text.
    ///
    /// ```
    /// let coins = optimal_play::registry::find("coins").unwrap().info();
    /// assert_eq!(coins.judge_format(), "usaco");
    /// ```
    pub fn judge_format(&self) -> &'static str {
        self.formats
            .iter()
            .map(|choice| choice.name)
            .find(|&name| name != "text" && name != "json")
            .or_else(|| self.formats.first().map(|choice| choice.name))
            .unwrap_or("text")
    }

    /// Checks an input layout against the game's.
    pub fn check_layout(&self, layout: Option<&str>) -> Result<(), Error> {
        self.check("layout", layout, self.layouts)
    }

    /// Checks the options of `solve` against what the game offers.
    pub fn check_solve(&self, options: &SolveOptions) -> Result<(), Error> {
        self.check("layout", options.layout.as_deref(), self.layouts)?;
        self.check("format", options.format_named(), self.formats)?;
        self.check("algorithm", options.algorithm.as_deref(), self.algorithms)
    }
}

/// The optional capabilities of a game. A front end offers each one (its
/// flags, its help, its API fields and page controls) only for the games
/// that have it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Capabilities {
    /// `solve --line`: the whole optimal line with running totals.
    pub line: bool,
    /// `solve --versus greedy`: the best play against a greedy opponent.
    pub versus: bool,
    /// `solve --svg`: a picture of the solved instance.
    pub picture: bool,
    /// The margin table of a row ([`Instance::margin_table`](super::Instance::margin_table)).
    pub table: bool,
    /// `stress`: instances drawn and shrunk from numbers
    /// ([`GameEntry::stress_text`](super::GameEntry::stress_text)).
    pub stress: bool,
}
