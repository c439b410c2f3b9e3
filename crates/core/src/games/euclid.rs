//! Euclid's game (UVa 10368 "Euclid's Game", POJ 2348): two positive
//! numbers; a move subtracts a positive multiple of the smaller from the
//! larger, leaving it 0 or more; whoever leaves a 0 wins. Stan moves first.
//!
//! With `a ≥ b`, the player to move wins when `a` is a multiple of `b`
//! (leave 0) or when `a ≥ 2b`: of the two moves that leave `(a mod b, b)`
//! and `(a mod b + b, b)`, the second forces the reply to the first, so the
//! mover chooses who faces `(b, a mod b)`. Only when `b < a < 2b` is the
//! move forced, to `(a − b, b)`. The numbers shrink as in Euclid's
//! algorithm, so a game is decided in O(log) steps.
//!
//! ```
//! use optimal_play::games::euclid::{mover_wins, winning_move};
//! assert!(mover_wins(34, 12) && !mover_wins(15, 24));
//! assert_eq!(winning_move(34, 12), Some([10, 12]));
//! ```

use crate::impartial::tuple::{Tuple, TupleOracle, TupleRules};
use crate::plugin::prelude::*;

/// Whether the player to move from `a` and `b` wins. A pair holding a 0
/// is over: the player to move there has lost.
pub fn mover_wins(a: u64, b: u64) -> bool {
    let (mut high, mut low) = (a.max(b), a.min(b));
    let mut mover = true;
    loop {
        if low == 0 {
            return !mover;
        }
        if high % low == 0 || high / low >= 2 {
            return mover;
        }
        (high, low) = (low, high - low);
        mover = !mover;
    }
}

/// The pair a winning move leaves, numbers in their places; `None` when
/// the player to move loses.
pub fn winning_move(a: u64, b: u64) -> Option<[u64; 2]> {
    if !mover_wins(a, b) {
        return None;
    }
    let (high, low) = (a.max(b), a.min(b));
    let rest = high % low;
    // Leave (rest, low) when it loses for the mover there, else the pair
    // one `low` above it, whose only move is to (rest, low).
    let left = if mover_wins(rest, low) {
        rest + low
    } else {
        rest
    };
    Some(if a >= b { [left, b] } else { [a, left] })
}

/// The rules: from `(a, b)`, the larger less a positive multiple of the
/// smaller (the first number when they are equal).
#[derive(Debug, Clone, Copy)]
pub struct Euclid;

impl TupleRules for Euclid {
    fn options(&self, heaps: &[u64]) -> Vec<Vec<u64>> {
        let [a, b] = [heaps[0], heaps[1]];
        if a == 0 || b == 0 {
            return Vec::new();
        }
        let low = a.min(b);
        (1..=a.max(b) / low)
            .map(|k| match a >= b {
                true => vec![a - k * low, b],
                false => vec![a, b - k * low],
            })
            .collect()
    }
    fn loses(&self, heaps: &[u64]) -> bool {
        !mover_wins(heaps[0], heaps[1])
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Uva = "uva": "UVa 10368 \"Euclid's Game\": `Stan wins` or `Ollie wins`, one a line",
        Text = "text": "who wins each game, and the pair a winning move leaves",
        Json = "json": "one object per game (docs/json.md)",
    }
}

/// The largest number read: more than UVa's 2^31 − 1, and small enough
/// that a multiple of it never overflows.
pub const MAX_NUMBER: u64 = 1_000_000_000_000_000_000;

/// The most play and explain take for the larger number: a move is listed
/// for each multiple.
pub const PLAY_LIMIT: u64 = 100_000;

const EXPECTED: &str = "`a b` a line, both positive, and `0 0` to end";

/// Reads UVa 10368's input: two positive numbers a line, until `0 0`.
/// Without the `0 0`, every line is a game; after it, nothing may follow.
pub fn read(text: &str) -> Result<Vec<[u64; 2]>, InputError> {
    let mut numbers = crate::input::numbers::Numbers::new(text);
    if numbers.at_end() {
        return Err(numbers.empty(EXPECTED));
    }
    let mut games = Vec::new();
    while !numbers.at_end() {
        let (a, at_a) = numbers.next_with_offset("the first number")?;
        let (b, at_b) = numbers.next_with_offset("the second number")?;
        if a == 0 && b == 0 {
            numbers.finish("the `0 0` that ends the input")?;
            break;
        }
        for (value, at) in [(a, at_a), (b, at_b)] {
            let found = match value {
                0 => "0 (only the `0 0` that ends the input may hold a 0)".to_owned(),
                v if v > MAX_NUMBER => format!("{v}, more than 10^18"),
                _ => continue,
            };
            return Err(InputError::unexpected(
                text,
                at,
                "a positive number, at most 10^18",
                found,
            ));
        }
        games.push([a, b]);
    }
    Ok(games)
}

/// Who wins from `a b`, and how, in words.
pub fn verdict(a: u64, b: u64) -> String {
    match winning_move(a, b) {
        Some([x, y]) => format!("{a} {b}: Stan wins by leaving {x} {y}"),
        None => format!("{a} {b}: Ollie wins"),
    }
}

/// Euclid's game as a registered game.
#[derive(Debug, Clone, Copy)]
pub struct EuclidGame;

impl Plugin for EuclidGame {
    type Case = [u64; 2];
    type Game = Tuple<Euclid>;
    type Oracle = TupleOracle<Euclid>;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "euclid",
        title: "Euclid's game",
        rules: "Two positive numbers; a move subtracts a positive multiple of the smaller from \
                the larger, leaving it 0 or more; whoever leaves a 0 wins. Stan moves first.",
        problems: &["UVa 10368 \"Euclid's Game\"", "POJ 2348 \"Euclid's Game\""],
        limits: "solve: numbers up to 10^18, O(log) a game; play and explain: the larger \
                 number up to 100,000",
        seats: ["Stan", "Ollie"],
        inline_help: "The two numbers, `a b`; several games, one a line, and `0 0` to end.",
        notes: "UVa 10368's input: two positive numbers a line, and a last line `0 0` that is \
                not a game. Without the `0 0` every line is a game. With a >= b, the player to \
                move wins when a is a multiple of b or a >= 2b; only when b < a < 2b is the \
                move forced, to (a - b, b).",
        examples: "printf '34 12\\n15 24\\n0 0\\n' | optimal-play euclid solve\n\
                   optimal-play euclid play --heaps '25 7'",
        generate: &[
            GAMES,
            Parameter::new("max", "the largest number", 1, MAX_NUMBER as i64, 50)
                .small(12)
                .stress((1 << 31) - 1),
        ],
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<[u64; 2]>, InputError> {
        read(text)
    }
    fn write(&self, games: &[[u64; 2]], out: &mut dyn Write) -> io::Result<()> {
        for [a, b] in games {
            writeln!(out, "{a} {b}")?;
        }
        writeln!(out, "0 0")
    }
    fn answer(&self, games: &[[u64; 2]], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, games, format, out)
    }
    fn size(&self, &[a, b]: &[u64; 2]) -> Size {
        Size::new("the larger number", a.max(b), PLAY_LIMIT)
    }
    fn game(&self, &[a, b]: &[u64; 2]) -> Tuple<Euclid> {
        Tuple::new(Euclid, vec![a, b])
    }
    fn reason(&self, game: &Tuple<Euclid>) -> String {
        let [a, b] = [game.heaps()[0], game.heaps()[1]];
        let here = match (a.max(b), a.min(b)) {
            (_, 0) => "Here a number is 0: the game is over.".to_owned(),
            (high, low) if high % low == 0 => {
                format!("Here {high} is a multiple of {low}: leaving 0 wins at once.")
            }
            (high, low) if high / low >= 2 => format!(
                "Here {high} >= 2·{low}: the mover picks who faces ({}, {low}).",
                high % low
            ),
            (high, low) => format!(
                "Here {low} < {high} < 2·{low}: the move to ({}, {low}) is forced.",
                high - low
            ),
        };
        format!(
            "With a >= b, the player to move wins when a is a multiple of b (leave 0) or when \
             a >= 2b: of the moves that leave (a mod b, b) and (a mod b + b, b), the second \
             forces the reply to the first, so the mover chooses who faces (a mod b, b). Only \
             when b < a < 2b is the move forced, to (a - b, b), and the same question is asked \
             of a smaller pair, as in Euclid's algorithm.\n{here}"
        )
    }
    /// Two numbers of 1 to `--max` (UVa's 2^31 − 1 for `stress`).
    fn sample(&self, draw: &mut Draw<'_>) -> Result<[u64; 2], Error> {
        let max = draw.max();
        Ok([draw.number(1..=max), draw.number(1..=max)])
    }
}

/// Who wins from two numbers, and the pair a winning move leaves: `text`
/// in words, `json` the fields.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The two numbers.
    pub numbers: [u64; 2],
    /// Whether Stan, who moves first, wins.
    pub stan_wins: bool,
    /// The pair a winning move leaves, if Stan has one.
    pub leave: Option<[u64; 2]>,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let [a, b] = self.numbers;
        write!(f, "{}", verdict(a, b))
    }
}

impl Answers for EuclidGame {
    type Answer = Answer;

    fn solve_one(&self, &[a, b]: &[u64; 2]) -> Result<Answer, Error> {
        Ok(Answer {
            numbers: [a, b],
            stan_wins: mover_wins(a, b),
            leave: winning_move(a, b),
        })
    }
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        let winner = if answer.stan_wins { "Stan" } else { "Ollie" };
        Ok(writeln!(out, "{winner} wins")?)
    }
}
