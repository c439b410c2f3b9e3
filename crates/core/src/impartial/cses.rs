//! What the CSES impartial games share: their input (a CSES file of `t`
//! games, or one game's numbers on one line), their judge's formats, and
//! how a verdict, a heap game's explanation and a rule's explanation read.
//! Each game is one file under `games/`; this is written once for them.

use std::io::{self, Write};

use serde_json::json;

use crate::Error;
use crate::engine::{Game, Negamax, Notation, Value};
use crate::erased::{GameInfo, Parameter};
use crate::impartial::{Component, EXACT_TOTAL, HeapMove, HeapSum};
use crate::input::{InputError, Numbers};
use crate::plugin::{Answered, Draw, GAMES, Named, Plugin, Size};

crate::choices! {
    /// The formats of the CSES impartial games.
    pub enum Format {
        Cses = "cses": "`first` or `second` per game (the judge's answer)",
        Bool = "bool": "`true` when the first player wins, per game (LeetCode 292)",
        Text = "text": "who wins each game and a winning move",
        Json = "json": "one object per game, with the Grundy values (docs/json.md)",
    }
}

crate::choices! {
    /// The layouts of a heap game's input.
    pub enum Layout {
        Cses = "cses": "t, then per game n and the n heap sizes",
        Heaps = "heaps": "one game: the heap sizes on one line",
    }
}

/// The options of `generate` every heap game takes.
pub const GENERATE: &[Parameter] = &[GAMES, MAX_HEAP];

/// `--max`, the largest heap `generate` draws: 9 by default.
pub const MAX_HEAP: Parameter =
    Parameter::new("max", "the largest heap", 1, 1_000_000_000_000_000_000, 9).small(4);

/// The notes of `solve --help` the heap games share.
pub const NOTES: &str = "\
Without --input, an input of one line is one game (its numbers), and an input
of several lines is a CSES file: t, then each game. Play and explain take one
game. In play, the engine moves by the Sprague-Grundy rule and, on positions
small enough to search, also makes a lost game last as long as it can.";

/// The most counters a heap game may have in all for play and explain
/// (every move is listed).
pub const PLAY_TOTAL_LIMIT: u64 = 100_000;

/// The sum of `numbers`, saturating.
pub fn total(numbers: &[u64]) -> u64 {
    numbers.iter().fold(0u64, |t, &n| t.saturating_add(n))
}

/// The numbers, space-separated.
pub fn join(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads the games of an input: a CSES file when `cses` says so (when it is
/// `None`, when the input has more than one line), else one game of every
/// number. In a CSES file each game is `n` and `n` numbers, or a single
/// number when `one_number` (Grundy's game).
pub fn read_games(
    text: &str,
    cses: Option<bool>,
    one_number: bool,
) -> Result<Vec<Vec<u64>>, InputError> {
    let mut numbers = Numbers::new(text);
    let limit = text.len() as u64;
    if numbers.at_end() {
        return Err(numbers.empty("the games"));
    }
    let lines = text.lines().filter(|line| !line.trim().is_empty()).count();
    if !cses.unwrap_or(lines > 1) {
        let mut all = Vec::new();
        while !numbers.at_end() {
            all.push(numbers.next("a heap size")?);
        }
        return Ok(vec![all]);
    }
    let t = numbers.count("t, the number of games", limit)?;
    let mut games = Vec::with_capacity(t);
    for _ in 0..t {
        if one_number {
            games.push(vec![numbers.next("a heap size")?]);
            continue;
        }
        let n = numbers.count("n, the number of heaps", limit)?;
        let mut values = Vec::with_capacity(n);
        for _ in 0..n {
            values.push(numbers.next("a heap size")?);
        }
        games.push(values);
    }
    numbers.finish("the t games")?;
    Ok(games)
}

/// Writes games as a CSES file (`t`, then each game: `n` and its numbers,
/// or the one number when `one_number`). A game of several heaps where a
/// CSES game is one number has no CSES form: it is written on one line.
pub fn write_cses(games: &[Vec<u64>], one_number: bool, out: &mut dyn Write) -> io::Result<()> {
    if one_number && games.iter().any(|game| game.len() != 1) {
        return write_lines(games, out);
    }
    writeln!(out, "{}", games.len())?;
    for game in games {
        if !one_number {
            writeln!(out, "{}", game.len())?;
        }
        writeln!(out, "{}", join(game))?;
    }
    Ok(())
}

/// Writes games one a line, each read back as one game.
pub fn write_lines(games: &[Vec<u64>], out: &mut dyn Write) -> io::Result<()> {
    games
        .iter()
        .try_for_each(|game| writeln!(out, "{}", join(game)))
}

/// One random game: one to five heaps of 0 to `--max` (`one_number`: one
/// heap of 1 to `--max`); for `stress`, a heap a value within the judge's
/// bounds `judged`.
pub fn sample(draw: &mut Draw<'_>, one_number: bool, judged: (u64, u64)) -> Vec<u64> {
    let (low, high) = match draw.for_judge() {
        true => judged,
        false => (u64::from(one_number), draw.max()),
    };
    let n = if one_number { 1 } else { draw.length(1..=5) };
    (0..n).map(|_| draw.number(low..=high)).collect()
}

/// The games `generate` writes: `--count` of them, or one for the
/// one-line layout.
pub fn generate(
    draw: &mut Draw<'_>,
    mut one: impl FnMut(&mut Draw<'_>) -> Vec<u64>,
) -> Vec<Vec<u64>> {
    let count = if draw.layout() == Some("heaps") {
        1
    } else {
        draw.count()
    };
    (0..count).map(|_| one(draw)).collect()
}

/// Who wins a game, its Grundy values and XOR (where it has them), and a
/// winning move in words.
#[derive(Debug, Clone)]
pub struct Verdict {
    /// Whether the player to move wins.
    pub first_wins: bool,
    /// The heaps' Grundy values.
    pub grundy: Option<Vec<u64>>,
    /// Their XOR (or the rule's).
    pub xor: Option<u64>,
    /// A winning move, as JSON.
    pub winning_move: Option<serde_json::Value>,
    /// Why, in words.
    pub why: String,
}

/// The verdict on heaps of a heap game, by the XOR of their Grundy values;
/// with a winning move when `with_move`.
pub fn heap_verdict<C: Component>(component: &C, heaps: &[u64], with_move: bool) -> Verdict {
    let grundy: Vec<u64> = heaps.iter().map(|&h| component.grundy(h)).collect();
    let xor = grundy.iter().fold(0, |x, g| x ^ g);
    let game = HeapSum::new(component.clone(), heaps.to_vec());
    let start = game.start();
    let winning_move = (with_move && xor != 0)
        .then(|| {
            heaps.iter().zip(&grundy).find_map(|(&h, &g)| {
                (g ^ xor < g)
                    .then(|| component.move_to(h, g ^ xor))
                    .flatten()
                    .map(|into| HeapMove {
                        heap: h,
                        into: {
                            let mut into = into;
                            into.sort_unstable();
                            into
                        },
                    })
            })
        })
        .flatten();
    let why = match &winning_move {
        Some(mv) => {
            let (next, _) = game.apply(&start, mv);
            let values: Vec<String> = next
                .heaps
                .iter()
                .map(|&h| component.grundy(h).to_string())
                .collect();
            format!(
                "XOR {xor}; winning move: {}, after which the Grundy values XOR to 0 ({} = 0)",
                game.describe_move(&start, mv),
                if values.is_empty() {
                    "no heaps".to_owned()
                } else {
                    values.join(" ^ ")
                }
            )
        }
        None if xor != 0 => format!("XOR {xor} is not 0"),
        None => "XOR 0: every move leaves a non-zero XOR".to_owned(),
    };
    Verdict {
        first_wins: xor != 0,
        grundy: Some(grundy),
        xor: Some(xor),
        winning_move: winning_move.map(|mv| game.move_json(&start, &mv)),
        why,
    }
}

/// Writes a verdict in `format`; `key` and `numbers` name the game
/// (`heaps`, `stairs`).
pub fn write_verdict(
    verdict: Verdict,
    key: &str,
    numbers: &[u64],
    format: Format,
    out: &mut dyn Write,
) -> io::Result<()> {
    let winner = if verdict.first_wins {
        "first"
    } else {
        "second"
    };
    match format {
        Format::Bool => writeln!(out, "{}", verdict.first_wins),
        Format::Json => {
            let value = if verdict.first_wins {
                Value::Winning
            } else {
                Value::Losing
            };
            let mut object = json!({
                key: numbers,
                "first_wins": verdict.first_wins,
                "value": value,
                "winning_move": verdict.winning_move,
            });
            if let Some(grundy) = verdict.grundy {
                object["grundy"] = json!(grundy);
            }
            if let Some(xor) = verdict.xor {
                object["xor"] = json!(xor);
            }
            writeln!(out, "{object}")
        }
        Format::Text => writeln!(
            out,
            "{key} {}: the {winner} player wins ({})",
            join(numbers),
            verdict.why
        ),
        Format::Cses => writeln!(out, "{winner}"),
    }
}

/// Whether `format` shows a winning move.
pub fn with_move(format: Format) -> bool {
    matches!(format, Format::Text | Format::Json)
}

/// `explain` of a heap game: the Grundy values, their XOR, why the XOR
/// decides, and the winning move or why every move loses.
pub fn heap_explain<C: Component>(
    component: &C,
    heaps: &[u64],
    json: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let v = heap_verdict(component, heaps, true);
    let game = HeapSum::new(component.clone(), heaps.to_vec());
    let start = game.start();
    let grundy = v.grundy.clone().unwrap_or_default();
    // Every move and the XOR it leaves, when there are few enough to list.
    let moves = game.moves(&start);
    let listed: Vec<(String, u64)> = moves
        .iter()
        .take(12)
        .map(|mv| {
            let (next, _) = game.apply(&start, mv);
            (game.describe_move(&start, mv), component.xor(&next.heaps))
        })
        .collect();
    let value = exact_or_rule(&game, heaps, v.first_wins);
    if json {
        let json = json!({
            "heaps": heaps,
            "grundy": grundy,
            "xor": v.xor,
            "first_wins": v.first_wins,
            "value": value,
            "winning_move": v.winning_move,
            "moves": listed.iter().map(|(m, x)| json!({"move": {"text": m}, "xor": x})).collect::<Vec<_>>(),
        });
        return writeln!(out, "{json}");
    }
    writeln!(out, "Heaps: {}.", join(heaps))?;
    writeln!(
        out,
        "Grundy values: {} ({}).",
        heaps
            .iter()
            .zip(&grundy)
            .map(|(h, g)| format!("g({h}) = {g}"))
            .collect::<Vec<_>>()
            .join(", "),
        component.grundy_reason()
    )?;
    let xor = v.xor.unwrap_or(0);
    writeln!(
        out,
        "XOR: {} = {xor}.",
        grundy
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" ^ ")
    )?;
    writeln!(
        out,
        "Why the XOR decides: the player to move loses exactly when it is 0. From XOR 0 \
         every move changes one heap's Grundy value, so the XOR becomes non-zero; from a \
         non-zero XOR x some heap's value g has g ^ x < g, and that heap can move to value \
         g ^ x (by the mex rule a heap of value g reaches every smaller value), which \
         makes the XOR 0 again; and the end of the game, with no move, has XOR 0."
    )?;
    if v.first_wins {
        match &v.winning_move {
            Some(_) => writeln!(
                out,
                "The first player wins ({value}). {}.",
                v.why.split_once("; ").map_or(v.why.clone(), |(_, m)| {
                    let mut m = m.to_owned();
                    m[..1].make_ascii_uppercase();
                    m
                })
            ),
            None => writeln!(out, "The first player wins ({value})."),
        }
    } else {
        writeln!(
            out,
            "The first player loses ({value}): every move leaves a non-zero XOR{}",
            if listed.is_empty() {
                ", and here there is no move at all.".to_owned()
            } else {
                format!(
                    ": {}{}.",
                    listed
                        .iter()
                        .map(|(m, x)| format!("{m}, XOR {x}"))
                        .collect::<Vec<_>>()
                        .join("; "),
                    if moves.len() > listed.len() {
                        "; …"
                    } else {
                        ""
                    }
                )
            }
        )
    }
}

/// The start's value: the exact remoteness on a small position, else the
/// rule's win or loss.
fn exact_or_rule<C: Component>(game: &HeapSum<C>, heaps: &[u64], first_wins: bool) -> Value {
    if total(heaps) <= EXACT_TOTAL {
        Negamax::new(game).value(&game.start())
    } else if first_wins {
        Value::Winning
    } else {
        Value::Losing
    }
}

/// `explain` of a game decided by a rule of its own (the Stair Game,
/// Another Game): the numbers, the rule and why, and the verdict.
pub fn rule_explain(
    verdict: Verdict,
    key: &str,
    numbers: &[u64],
    rule: &str,
    json: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    if json {
        let json = json!({
            key: numbers,
            "first_wins": verdict.first_wins,
            "xor": verdict.xor,
            "winning_move": verdict.winning_move,
        });
        return writeln!(out, "{json}");
    }
    writeln!(out, "{key}: {}.", join(numbers))?;
    writeln!(out, "{rule}")?;
    writeln!(
        out,
        "Here the {} player wins: {}.",
        if verdict.first_wins {
            "first"
        } else {
            "second"
        },
        verdict.why
    )
}

/// Reads games in a layout named `cses` or `heaps` (detected when `None`).
fn read_in<L: Named>(
    text: &str,
    layout: Option<L>,
    one_number: bool,
) -> Result<Vec<Vec<u64>>, InputError> {
    // LeetCode's `n = 4` (LeetCode 292 "Nim Game" is a one-heap game).
    let text = &crate::input::numbers::blank_assignments(text, &["n"]);
    read_games(
        text,
        layout.map(|layout| layout.name() == "cses"),
        one_number,
    )
}

/// Writes games in a layout named `cses` or `heaps`.
fn write_in<L: Named>(
    games: &[Vec<u64>],
    layout: L,
    one_number: bool,
    out: &mut dyn Write,
) -> io::Result<()> {
    match layout.name() {
        "cses" => write_cses(games, one_number, out),
        _ => write_lines(games, out),
    }
}

/// A heap game played on a sum of heaps ([`HeapSum`]), in the CSES
/// formats: what [`HeapGame`] needs to make it a [`Plugin`].
pub trait HeapRules: Clone + Send + Sync + 'static {
    /// One heap's moves and Grundy values.
    type Component: Component;
    /// The formats of `solve`: [`Format`], or a judge's own words first
    /// and then those ([`HeapFormat`]).
    type Format: HeapFormat;
    /// The input layouts (a CSES file, or one game on one line).
    type Layout: Named;
    /// What the game is.
    const INFO: &'static GameInfo;
    /// Whether each game of a CSES file is one number, not `n` and `n`
    /// numbers.
    const ONE_NUMBER: bool = false;
    /// The smallest and the largest heap `stress` writes: the judge's
    /// bounds (CSES: 1 to 10^9).
    const STRESS_HEAPS: (u64, u64) = (1, 1_000_000_000);

    /// The game with its rule read from `text` ([`GameInfo::rule`](crate::erased::GameInfo::rule)),
    /// for a game that has one.
    fn with_rule(&self, text: &str) -> Result<Self, Error> {
        let _ = text;
        Ok(self.clone())
    }

    /// The component for games whose heaps go up to `most`.
    fn component(&self, most: u64) -> Self::Component;

    /// How large a game is for play and explain.
    fn size(&self, heaps: &[u64]) -> Size {
        heaps_size(heaps, "the number of sticks", u64::MAX)
    }

    /// The verdict on one game for `solve`, with the component made for
    /// every game of the input.
    fn verdict(
        &self,
        component: &Self::Component,
        heaps: &[u64],
        with_move: bool,
    ) -> Result<Verdict, Error> {
        Ok(heap_verdict(component, heaps, with_move))
    }
}

/// How large `heaps` are for play and explain: the largest heap when it
/// passes `most_heap` (a game whose values are computed one by one up to
/// there), else the `counters` in all.
pub fn heaps_size(heaps: &[u64], counters: &'static str, most_heap: u64) -> Size {
    match heaps.iter().copied().max() {
        Some(most) if most > most_heap => Size::new("the largest heap", most, most_heap),
        _ => Size::new(counters, total(heaps), PLAY_TOTAL_LIMIT),
    }
}

/// A heap game's format of `solve`: one of [`Format`], or a judge's own
/// words for the two players (HDU 3032: `Alice` or `Bob`).
pub trait HeapFormat: Named {
    /// The [`Format`] it is, or is written as when it has words.
    fn base(self) -> Format;
    /// The words for a first player's win and loss, for a judge's format.
    fn words(self) -> Option<(&'static str, &'static str)> {
        None
    }
}

impl HeapFormat for Format {
    fn base(self) -> Format {
        self
    }
}

/// A [`HeapRules`] game as a plugin.
#[derive(Debug, Clone, Copy)]
pub struct HeapGame<R>(pub R);

impl<R: HeapRules> Plugin for HeapGame<R> {
    type Case = Vec<u64>;
    type Game = HeapSum<R::Component>;
    type Oracle = crate::impartial::SumOracle<R::Component>;
    type Format = R::Format;
    type Layout = R::Layout;
    const INFO: &'static GameInfo = R::INFO;

    fn with_rule(&self, text: &str) -> Result<Self, Error> {
        self.0.with_rule(text).map(HeapGame)
    }
    fn read(&self, text: &str, layout: Option<R::Layout>) -> Result<Vec<Vec<u64>>, InputError> {
        read_in(text, layout, R::ONE_NUMBER)
    }
    fn write(&self, games: &[Vec<u64>], out: &mut dyn Write) -> io::Result<()> {
        write_cses(games, R::ONE_NUMBER, out)
    }
    fn write_as(
        &self,
        games: &[Vec<u64>],
        layout: R::Layout,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        write_in(games, layout, R::ONE_NUMBER, out)
    }
    fn answer(&self, games: &[Vec<u64>], format: R::Format, out: &mut dyn Write) -> Answered {
        let (words, format) = (format.words(), format.base());
        let most = games.iter().flatten().copied().max().unwrap_or(0);
        let component = self.0.component(most);
        // A judge's file repeats games; each is judged once, so that no
        // format is much slower than another (a winning move is O(n)).
        let mut judged: std::collections::HashMap<&[u64], Verdict> = Default::default();
        for heaps in games {
            crate::interrupt::checkpoint();
            let verdict = match judged.get(heaps.as_slice()) {
                Some(verdict) => verdict.clone(),
                None => {
                    let verdict = self.0.verdict(&component, heaps, with_move(format))?;
                    judged.insert(heaps, verdict.clone());
                    verdict
                }
            };
            match words {
                Some((win, loss)) => {
                    writeln!(out, "{}", if verdict.first_wins { win } else { loss })?
                }
                None => write_verdict(verdict, "heaps", heaps, format, out)?,
            }
        }
        Ok(())
    }
    fn size(&self, heaps: &Vec<u64>) -> Size {
        self.0.size(heaps)
    }
    fn game(&self, heaps: &Vec<u64>) -> HeapSum<R::Component> {
        let most = heaps.iter().copied().max().unwrap_or(0);
        HeapSum::new(self.0.component(most), heaps.clone())
    }
    fn explain(&self, heaps: &Vec<u64>, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        let most = heaps.iter().copied().max().unwrap_or(0);
        Ok(heap_explain(&self.0.component(most), heaps, json, out)?)
    }
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Vec<u64>, Error> {
        Ok(sample(draw, R::ONE_NUMBER, R::STRESS_HEAPS))
    }
    fn generate(&self, draw: &mut Draw<'_>) -> Result<Vec<Vec<u64>>, Error> {
        Ok(generate(draw, |draw| {
            sample(draw, R::ONE_NUMBER, R::STRESS_HEAPS)
        }))
    }
}

/// A CSES game decided by a rule of its own rather than by the Grundy
/// values of independent heaps (the Stair Game, Another Game): what
/// [`RuleGame`] needs to make it a [`Plugin`].
pub trait RuleRules: Clone + Send + Sync + 'static {
    /// The engine's game.
    type Game: Notation<Position: Send, Move: Send> + Send + 'static;
    /// Its fast oracle.
    type Oracle: crate::engine::Oracle<Self::Game> + for<'a> From<&'a Self::Game> + Send + 'static;
    /// The input layouts (a CSES file, or one game on one line).
    type Layout: Named;
    /// What the game is.
    const INFO: &'static GameInfo;
    /// What a game's numbers are, in answers: `stairs`, `heaps`.
    const KEY: &'static str;
    /// The rule and why it holds, for `explain`.
    const RULE: &'static str;
    /// The smallest and the largest number `stress` writes: the judge's
    /// bounds (CSES: 1 to 10^9).
    const STRESS_NUMBERS: (u64, u64) = (1, 1_000_000_000);

    /// Who wins, why, and a winning move.
    fn verdict(&self, numbers: &[u64]) -> Verdict;
    /// The engine's game from `numbers`.
    fn game(&self, numbers: &[u64]) -> Self::Game;
    /// How large a game is for play and explain.
    fn size(&self, numbers: &[u64]) -> Size;
}

/// A [`RuleRules`] game as a plugin.
#[derive(Debug, Clone, Copy)]
pub struct RuleGame<R>(pub R);

impl<R: RuleRules> Plugin for RuleGame<R> {
    type Case = Vec<u64>;
    type Game = R::Game;
    type Oracle = R::Oracle;
    type Format = Format;
    type Layout = R::Layout;
    const INFO: &'static GameInfo = R::INFO;

    fn read(&self, text: &str, layout: Option<R::Layout>) -> Result<Vec<Vec<u64>>, InputError> {
        read_in(text, layout, false)
    }
    fn write(&self, games: &[Vec<u64>], out: &mut dyn Write) -> io::Result<()> {
        write_cses(games, false, out)
    }
    fn write_as(
        &self,
        games: &[Vec<u64>],
        layout: R::Layout,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        write_in(games, layout, false, out)
    }
    fn answer(&self, games: &[Vec<u64>], format: Format, out: &mut dyn Write) -> Answered {
        for numbers in games {
            crate::interrupt::checkpoint();
            write_verdict(self.0.verdict(numbers), R::KEY, numbers, format, out)?;
        }
        Ok(())
    }
    fn size(&self, numbers: &Vec<u64>) -> Size {
        self.0.size(numbers)
    }
    fn game(&self, numbers: &Vec<u64>) -> R::Game {
        self.0.game(numbers)
    }
    fn explain(&self, numbers: &Vec<u64>, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        let verdict = self.0.verdict(numbers);
        Ok(rule_explain(verdict, R::KEY, numbers, R::RULE, json, out)?)
    }
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Vec<u64>, Error> {
        Ok(sample(draw, false, R::STRESS_NUMBERS))
    }
    fn generate(&self, draw: &mut Draw<'_>) -> Result<Vec<Vec<u64>>, Error> {
        Ok(generate(draw, |draw| {
            sample(draw, false, R::STRESS_NUMBERS)
        }))
    }
}
