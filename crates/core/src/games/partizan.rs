//! What the partizan games share: the engine's oracle that plays by the
//! value, the words for every move's value, the answers of `solve`, and
//! [`PartizanRules`], which a partizan game implements to join as a
//! [`PartizanPlugin`] (with `--first`, its answers and its reason written
//! once here).
//!
//! A partizan game ([`Partizan`]) gives the canonical form of each of its
//! positions ([`engine::cgt`](crate::engine::cgt)); Left is
//! [`Player::First`]. A move wins when the position it leaves is at least
//! 0 for Left (at most 0 for Right): the opponent, moving next, loses.

use crate::engine::cgt::drawing::thermograph_svg;
use crate::engine::cgt::{Form, Forms, Step};
use crate::engine::picture::{self, GridValues, Picture};
use std::io::{self, Write};
use std::sync::{Arc, Mutex};

use crate::engine::{Game, Negamax, Notation, Oracle, Player, Value};
use crate::erased::{Error, GameInfo, Rule};
use crate::input::InputError;
use crate::plugin::{Answered, Draw, NoChoice, Plugin, Size};

/// A partizan game: Left ([`Player::First`]) and Right have different
/// moves, and each position has a value.
pub trait Partizan: Game + Clone {
    /// The canonical form of `position`, whoever is to move there.
    fn value(&self, position: &Self::Position) -> Form;

    /// Runs `work` with the store the values live in.
    fn with_forms<R>(&self, work: impl FnOnce(&mut Forms) -> R) -> R;

    /// Whether `position` is small enough for its moves to the end to be
    /// counted (by negamax, as Gamesman counts remoteness).
    fn counts_moves(&self, position: &Self::Position) -> bool;

    /// The same position with `mover` to move.
    fn with_mover(&self, position: &Self::Position, mover: Player) -> Self::Position;

    /// The position as the input writes it.
    fn board_text(&self, position: &Self::Position) -> String;

    /// The position's regions, the parts played side by side, each as the
    /// input writes a position, with its value: by default one, the whole.
    fn regions(&self, position: &Self::Position) -> Vec<(String, Form)> {
        vec![(self.board_text(position), self.value(position))]
    }

    /// The answer of `solve` for `position`.
    fn answer(&self, position: &Self::Position) -> Answer {
        let regions = self.regions(position);
        let board = self.board_text(position);
        self.with_forms(|forms| answer_of(forms, board, regions))
    }
}

/// Answers each game's start in `format`, a line each: `value` and
/// `outcome` from the value alone, `text` and `json` whole.
pub fn write_answers<G: Partizan>(
    games: impl IntoIterator<Item = G>,
    format: Format,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    for game in games {
        crate::interrupt::checkpoint();
        let start = game.start();
        match format {
            Format::Value | Format::Outcome | Format::Thermograph => {
                let value = game.value(&start);
                let board = game.board_text(&start);
                game.with_forms(|forms| match format {
                    Format::Value => writeln!(out, "{}", forms.text(value)),
                    Format::Thermograph => writeln!(out, "{}", drawn(forms, &board, value)),
                    _ => writeln!(out, "{}", forms.outcome(value).letter()),
                })?;
            }
            Format::Text | Format::Json => game.answer(&start).write(format, out)?,
        }
    }
    Ok(())
}

/// The thermograph of `position` as an SVG picture, named by the board
/// and its value.
pub fn thermograph_of<G: Partizan>(game: &G, position: &G::Position) -> String {
    let value = game.value(position);
    let board = game.board_text(position);
    game.with_forms(|forms| drawn(forms, &board, value))
}

/// The thermograph of `value`, the value of `board`, drawn.
fn drawn(forms: &mut Forms, board: &str, value: Form) -> String {
    let name = format!("{board} = {}", forms.text(value));
    thermograph_svg(&forms.thermograph(value), &name)
}

/// A board's picture with its regions' values: `rows` of one-character
/// cells, each region its cells (`[row, column]`) and value, their sum and
/// who wins it; `pieces` the signs of Left's and Right's pieces, if any.
pub fn grid_with_values(
    forms: &mut Forms,
    rows: &[String],
    regions: Vec<(Vec<[u64; 2]>, Form)>,
    pieces: Vec<&'static str>,
) -> Picture {
    let sum = forms.sum(regions.iter().map(|&(_, value)| value));
    let outcome = forms.outcome(sum);
    Picture::Grid {
        rows: (rows.iter())
            .map(|row| row.chars().map(|c| c.to_string()).collect())
            .collect(),
        values: Some(GridValues {
            regions: (regions.into_iter())
                .map(|(cells, value)| picture::Region {
                    cells,
                    value: forms.text(value),
                })
                .collect(),
            sum: forms.text(sum),
            outcome: outcome.letter(),
            outcome_words: outcome.words(),
            pieces,
        }),
    }
}

/// Whether the mover wins by moving to a position of value `after`: the
/// opponent moves next there, and loses when it is at least 0 for Left
/// (Left moved) or at most 0 (Right moved).
pub fn move_wins(forms: &mut Forms, mover: Player, after: Form) -> bool {
    let zero = forms.zero();
    match mover {
        Player::First => forms.geq(after, zero),
        Player::Second => forms.leq(after, zero),
    }
}

/// `Left` or `Right`.
pub fn side(player: Player) -> &'static str {
    match player {
        Player::First => "Left",
        Player::Second => "Right",
    }
}

/// Who moves first when a partizan game is played or its line explained:
/// Left unless `--first right` says otherwise. The value, and so `solve`,
/// does not depend on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Opener(pub Player);

impl Default for Opener {
    fn default() -> Opener {
        Opener::LEFT
    }
}

/// The rule every partizan game takes: `--first left` or `--first right`.
pub const FIRST: Rule = Rule {
    name: "first",
    help: "Who moves first in play and explain: left or right (a value is the same either way)",
    default: "left",
};

impl Opener {
    /// Left moves first, as by default.
    pub const LEFT: Opener = Opener(Player::First);

    /// Reads `left` or `right` (any case; `l`, `r`, `L` and `R` too).
    pub fn read(text: &str) -> Result<Opener, Error> {
        match text.trim().to_ascii_lowercase().as_str() {
            "left" | "l" => Ok(Opener(Player::First)),
            "right" | "r" => Ok(Opener(Player::Second)),
            _ => Err(Error::Unsupported(format!(
                "--first takes `left` or `right`, not `{}`",
                crate::input::excerpt(text.trim())
            ))),
        }
    }
}

/// A partizan game as [`PartizanPlugin`] needs it: its cases, how they
/// read, write and are drawn, their limits, and the game of a case. The
/// rest of joining — `--first`, one memory of values for every game of an
/// input, the answers in every [`Format`], the reason of `explain` and the
/// oracle — is the plugin's.
pub trait PartizanRules: Copy + Send + Sync + std::fmt::Debug + 'static {
    /// One game of an input, as read.
    type Case: Clone + Send + Sync + 'static;
    /// The engine's game of one case.
    type Game: Partizan + Notation<Position: Send, Move: Send> + Send + 'static;
    /// What the values of a game's positions are kept in; the games of one
    /// input share it, since their regions repeat.
    type Memory: Default + Send + 'static;
    /// What the game is.
    const INFO: &'static GameInfo;

    /// The game of `case` with its values kept in `memory`, `first` to
    /// move at its start.
    fn game_with(
        &self,
        case: &Self::Case,
        memory: Arc<Mutex<Self::Memory>>,
        first: Player,
    ) -> Self::Game;
    /// The cases of `text`.
    fn read(&self, text: &str) -> Result<Vec<Self::Case>, InputError>;
    /// A case as [`read`](Self::read) reads it, on one line.
    fn text(&self, case: &Self::Case) -> String;
    /// How large a case is for `play` and `explain`.
    fn size(&self, case: &Self::Case) -> Size;
    /// What `solve` takes of a case at most: nothing by default.
    fn solve_limits(&self, _case: &Self::Case) -> Vec<Size> {
        Vec::new()
    }
    /// What `play` and `explain` take at most beside [`size`](Self::size):
    /// nothing by default.
    fn play_limits(&self, _case: &Self::Case) -> Vec<Size> {
        Vec::new()
    }
    /// One random case ([`Plugin::sample`]).
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Self::Case, Error>;
}

/// A [`PartizanRules`] game as a plugin, with who moves first in `play`
/// and `explain` (`--first`).
#[derive(Debug, Clone, Copy)]
pub struct PartizanPlugin<R> {
    /// The game.
    pub rules: R,
    first: Opener,
}

impl<R> PartizanPlugin<R> {
    /// The game, Left moving first (`--first right` changes it).
    pub const fn new(rules: R) -> PartizanPlugin<R> {
        PartizanPlugin {
            rules,
            first: Opener::LEFT,
        }
    }
}

impl<R: PartizanRules> Plugin for PartizanPlugin<R> {
    type Case = R::Case;
    type Game = R::Game;
    type Oracle = ValueOracle<R::Game>;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = R::INFO;

    fn with_rule(&self, text: &str) -> Result<Self, Error> {
        let first = Opener::read(text)?;
        Ok(PartizanPlugin { first, ..*self })
    }
    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<R::Case>, InputError> {
        self.rules.read(text)
    }
    fn write(&self, cases: &[R::Case], out: &mut dyn Write) -> io::Result<()> {
        (cases.iter()).try_for_each(|case| writeln!(out, "{}", self.rules.text(case)))
    }
    fn answer(&self, cases: &[R::Case], format: Format, out: &mut dyn Write) -> Answered {
        // One memory for every game of the input: their regions repeat.
        let memory = Arc::default();
        let games = (cases.iter())
            .map(|case| (self.rules).game_with(case, Arc::clone(&memory), Player::First));
        write_answers(games, format, out)?;
        Ok(())
    }
    fn solve_limits(&self, case: &R::Case) -> Vec<Size> {
        self.rules.solve_limits(case)
    }
    fn size(&self, case: &R::Case) -> Size {
        self.rules.size(case)
    }
    fn play_limits(&self, case: &R::Case) -> Vec<Size> {
        self.rules.play_limits(case)
    }
    fn game(&self, case: &R::Case) -> R::Game {
        self.rules.game_with(case, Arc::default(), self.first.0)
    }
    fn reason(&self, game: &R::Game) -> String {
        let start = game.start();
        reason(game, &start, &game.answer(&start))
    }
    fn sample(&self, draw: &mut Draw<'_>) -> Result<R::Case, Error> {
        self.rules.sample(draw)
    }
}

/// The engine's oracle: every move judged by the value of the position it
/// leaves, and counted exactly where the game says it is small.
#[derive(Debug)]
pub struct ValueOracle<G: Partizan> {
    game: G,
    exact: Negamax<G>,
}

impl<G: Partizan> From<&G> for ValueOracle<G> {
    fn from(game: &G) -> ValueOracle<G> {
        ValueOracle {
            game: game.clone(),
            exact: Negamax::new(game.clone()),
        }
    }
}

impl<G: Partizan> ValueOracle<G> {
    /// Every move's value by the canonical form of the position it leaves
    /// alone: a win or a loss, the moves to the end not counted.
    pub fn move_values_by_value(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        let mover = self.game.to_move(position);
        self.game
            .moves(position)
            .into_iter()
            .map(|mv| {
                let (next, _) = self.game.apply(position, &mv);
                let after = self.game.value(&next);
                let wins = self.game.with_forms(|forms| move_wins(forms, mover, after));
                (mv, if wins { Value::Winning } else { Value::Losing })
            })
            .collect()
    }
}

impl<G: Partizan> Oracle<G> for ValueOracle<G> {
    fn move_values(&mut self, position: &G::Position) -> Vec<(G::Move, Value)> {
        if self.game.counts_moves(position) {
            return self.exact.move_values(position);
        }
        self.move_values_by_value(position)
    }
}

/// Every move of a walkthrough's step with the value of the position it
/// leaves, grouped by value: `b1-b2 and b2-b3 leave 1, a win (Right, moving
/// next, loses); a1-a2 leaves {1/2|-2}, a loss (Right, moving next, wins)`.
pub fn choices_in_words<G: Partizan + Notation>(
    game: &G,
    position: &G::Position,
    choices: &[(String, Value)],
) -> Option<String> {
    let mover = game.to_move(position);
    let mut groups: Vec<(String, bool, Vec<&str>)> = Vec::new();
    for (text, _) in choices {
        let mv = game.read_move(position, text).ok()?;
        let (next, _) = game.apply(position, &mv);
        let after = game.value(&next);
        let (value, wins) =
            game.with_forms(|forms| (forms.text(after), move_wins(forms, mover, after)));
        match groups.iter_mut().find(|(v, _, _)| *v == value) {
            Some((_, _, moves)) => moves.push(text),
            None => groups.push((value, wins, vec![text])),
        }
    }
    let next = side(mover.other());
    let parts: Vec<String> = groups
        .iter()
        .map(|(value, wins, moves)| {
            let verb = if moves.len() == 1 { "leaves" } else { "leave" };
            let list = match moves.split_last() {
                Some((last, [])) => (*last).to_owned(),
                Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
                None => String::new(),
            };
            let why = if *wins {
                format!("a win ({next}, moving next, loses)")
            } else {
                format!("a loss ({next}, moving next, wins)")
            };
            format!("{list} {verb} {value}, {why}")
        })
        .collect();
    Some(parts.join("; "))
}

crate::choices! {
    /// The formats of `solve` of a partizan game.
    pub enum Format {
        Value = "value": "the canonical form, in CGSuite's notation, one a line",
        Outcome = "outcome": "`L`, `R`, `N` or `P`: who wins, each player moving first",
        Text = "text": "the value, who wins, the stops, mean and temperature, and each region's value",
        Json = "json": "one object a position (docs/json.md)",
        Thermograph = "thermograph": "the thermograph of each position, an SVG picture of its walls, mean and temperature",
    }
}

/// One position solved.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Answer {
    /// The position, as the input writes it.
    pub board: String,
    /// The canonical form, in CGSuite's notation.
    pub value: String,
    /// `L`, `R`, `N` or `P`.
    pub outcome: &'static str,
    /// Who wins, in words.
    pub winner: &'static str,
    /// Left's stop: where play settles as a number, Left moving first.
    pub left_stop: String,
    /// Right's stop.
    pub right_stop: String,
    /// The mean: the value on average, the thermograph's mast.
    pub mean: String,
    /// The temperature: what a move is worth.
    pub temperature: String,
    /// Each region (a part played independently of the rest) and its value;
    /// one, the whole, when the position does not split.
    pub regions: Vec<Region>,
}

/// One region of a position.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Region {
    /// The region, as the input writes a position.
    pub board: String,
    /// Its value.
    pub value: String,
}

/// The answer for a position made of `regions` (each written as the input
/// writes a position, with its value).
pub fn answer_of(forms: &mut Forms, board: String, regions: Vec<(String, Form)>) -> Answer {
    let total = forms.sum(regions.iter().map(|&(_, value)| value));
    let outcome = forms.outcome(total);
    let (left_stop, right_stop) = forms.stops(total);
    let thermograph = forms.thermograph(total);
    Answer {
        board,
        value: forms.text(total),
        outcome: outcome.letter(),
        winner: outcome.words(),
        left_stop: left_stop.to_string(),
        right_stop: right_stop.to_string(),
        mean: thermograph.mean.to_string(),
        temperature: thermograph.temperature.to_string(),
        regions: regions
            .into_iter()
            .map(|(board, value)| Region {
                board,
                value: forms.text(value),
            })
            .collect(),
    }
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}: value {} ({}: {}); stops {} and {}; mean {}, temperature {}",
            self.board,
            self.value,
            self.outcome,
            self.winner,
            self.left_stop,
            self.right_stop,
            self.mean,
            self.temperature
        )?;
        if self.regions.len() > 1 {
            let parts: Vec<String> = self
                .regions
                .iter()
                .map(|region| format!("{} = {}", region.board, region.value))
                .collect();
            write!(f, "; {} regions: {}", self.regions.len(), parts.join(", "))?;
        }
        Ok(())
    }
}

impl Answer {
    /// Why the play is what it is, for `explain`: the value, who wins, how
    /// a move is judged, and the regions' values when there are several.
    pub fn reason(&self) -> String {
        let mut text = format!(
            "The value is {}: {} ({}). A move is good when the position it leaves is at \
             least 0 for Left (at most 0 for Right), so that the opponent, moving next, \
             loses.",
            self.value, self.winner, self.outcome
        );
        if self.regions.len() > 1 {
            let parts: Vec<String> = self
                .regions
                .iter()
                .map(|region| format!("{} is {}", region.board, region.value))
                .collect();
            text.push_str(&format!(
                " It falls into {} regions, played side by side, and the value is their \
                 sum: {}.",
                self.regions.len(),
                parts.join("; ")
            ));
        }
        text
    }

    /// The answer in `format`, a line.
    pub fn write(&self, format: Format, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        match format {
            Format::Value => writeln!(out, "{}", self.value),
            Format::Outcome => writeln!(out, "{}", self.outcome),
            Format::Text => writeln!(out, "{self}"),
            Format::Json => crate::plugin::json_out::write_line(out, self),
            Format::Thermograph => {
                let mut forms = Forms::new();
                let value = forms.read(&self.value).map_err(|error| {
                    std::io::Error::other(format!("the value {}: {}", self.value, error.message))
                })?;
                let name = format!("{} = {}", self.board, self.value);
                writeln!(out, "{}", thermograph_svg(&forms.thermograph(value), &name))
            }
        }
    }
}

/// Why `position` has its value, for `explain`: its value and who wins, how
/// a move is judged, its regions, and how its options simplify to the
/// canonical form (which were dropped as dominated, which bypassed as
/// reversible), each option named by the moves that lead to it.
pub fn reason<G: Partizan + Notation>(game: &G, position: &G::Position, answer: &Answer) -> String {
    let mut text = answer.reason();
    let mut moves_to: Vec<(Form, Vec<String>)> = Vec::new();
    let mut sides: [Vec<Form>; 2] = [Vec::new(), Vec::new()];
    for (index, player) in [Player::First, Player::Second].into_iter().enumerate() {
        let from = game.with_mover(position, player);
        for mv in game.moves(&from) {
            let (next, _) = game.apply(&from, &mv);
            let value = game.value(&next);
            sides[index].push(value);
            let name = game.move_text(&from, &mv);
            match moves_to.iter_mut().find(|(form, _)| *form == value) {
                // A move either player may make (a green edge) is named once.
                Some((_, names)) if names.contains(&name) => {}
                Some((_, names)) => names.push(name),
                None => moves_to.push((value, vec![name])),
            }
        }
    }
    if sides[0].is_empty() && sides[1].is_empty() {
        return text;
    }
    let steps = game.with_forms(|forms| {
        let (_, steps) = forms.game_explained(&sides[0], &sides[1]);
        let name = |forms: &mut Forms, form: Form| -> String {
            let value = forms.text(form);
            match moves_to.iter().find(|(f, _)| *f == form) {
                Some((_, names)) => {
                    let list = match names.split_last() {
                        Some((last, [])) => last.clone(),
                        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
                        None => String::new(),
                    };
                    format!("{list} (to {value})")
                }
                None => format!("the move to {value}"),
            }
        };
        steps
            .iter()
            .map(|step| match step {
                Step::Dominated { left, option, by } => {
                    let who = side(if *left { Player::First } else { Player::Second });
                    format!(
                        "{who}'s {} is dominated by {}",
                        name(forms, *option),
                        name(forms, *by)
                    )
                }
                Step::Reversed {
                    left,
                    option,
                    through,
                    replacements,
                } => {
                    let (who, other) = if *left {
                        ("Left", "Right")
                    } else {
                        ("Right", "Left")
                    };
                    let reply = forms.text(*through);
                    let instead: Vec<String> =
                        replacements.iter().map(|&r| forms.text(r)).collect();
                    let instead = if instead.is_empty() {
                        "none".to_owned()
                    } else {
                        instead.join(", ")
                    };
                    format!(
                        "{who}'s {} reverses through {other}'s reply to {reply}, which is as \
                         good for {other} as the whole: it counts as {who}'s moves from there \
                         ({instead})",
                        name(forms, *option)
                    )
                }
                Step::Number { value } => format!(
                    "every option is a number, Left's best below Right's: the value is the \
                     simplest number between them, {value}"
                ),
            })
            .collect::<Vec<String>>()
    });
    if steps.is_empty() {
        text.push_str(
            " Every option is kept in the canonical form: none is dominated or reversible.",
        );
    } else {
        text.push_str(&format!(
            " From the options to the canonical form: {}.",
            steps.join("; ")
        ));
    }
    text
}

/// The values of `game`'s positions known from CGSuite and the books
/// (`tests/data/cgt/games.txt`, each with its source): position and value.
#[cfg(test)]
pub fn known_values(game: &str) -> Vec<(&'static str, &'static str)> {
    let data = include_str!("../../../../tests/data/cgt/games.txt");
    (data.lines())
        .filter(|line| !line.starts_with('#') && !line.is_empty())
        .filter_map(|line| {
            let mut fields = line.split('\t');
            let (name, position, value) = (fields.next()?, fields.next()?, fields.next()?);
            (name == game).then_some((position, value))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_reads_left_or_right_and_refuses_the_rest() {
        for (text, player) in [
            ("left", Player::First),
            (" Right ", Player::Second),
            ("L", Player::First),
            ("r", Player::Second),
        ] {
            assert_eq!(Opener::read(text).unwrap(), Opener(player), "{text}");
        }
        assert_eq!(Opener::default(), Opener::read(FIRST.default).unwrap());
        for text in ["", "up", "lefty", "1"] {
            let error = Opener::read(text).unwrap_err().to_string();
            assert!(
                error.contains("--first takes `left` or `right`"),
                "{text}: {error}"
            );
        }
    }
}
