//! Wythoff's game (POJ 1067): two heaps; a move takes any number from one
//! heap, or the same number from both; whoever takes the last counter wins.
//!
//! The mover loses exactly on the cold pairs `(⌊kφ⌋, ⌊kφ⌋ + k)`, φ the
//! golden ratio; [`lower`] gives `⌊kφ⌋ = ⌊(k + ⌊√(5k²)⌋) / 2⌋` in integers,
//! exact to 10^18 (√(5k²) is irrational, so nothing rounds the wrong way).
//!
//! ```
//! use optimal_play::games::wythoff::{is_cold, winning_move};
//! assert!(is_cold(3, 5) && is_cold(7, 4) && !is_cold(4, 8));
//! assert_eq!(winning_move(4, 8), Some([4, 7]));
//! ```

use crate::impartial::tuple::{Tuple, TupleOracle, TupleRules};
use crate::plugin::prelude::*;

/// `⌊kφ⌋`, exactly, for `k ≤ 10^18`.
pub fn lower(k: u64) -> u64 {
    ((u128::from(k) + (5 * u128::from(k).pow(2)).isqrt()) / 2) as u64
}

/// Whether the player to move from heaps `a` and `b` loses.
pub fn is_cold(a: u64, b: u64) -> bool {
    lower(a.abs_diff(b)) == a.min(b)
}

/// The heap that makes a cold pair with a heap of `n`: every number is
/// `⌊kφ⌋` or `⌊kφ⌋ + k` for exactly one `k` (Beatty's theorem).
pub fn partner(n: u64) -> u64 {
    let k = ((5 * u128::from(n).pow(2)).isqrt() - u128::from(n)) as u64 / 2; // ⌊n/φ⌋
    let near = |k: u64| k.saturating_sub(2)..=k + 2;
    match near(k).find(|&k| lower(k) == n) {
        Some(k) => n + k,
        None => near(n - k).find(|&j| lower(j) + j == n).map_or(0, lower),
    }
}

/// The heaps a winning move leaves; `None` from a cold pair.
pub fn winning_move(a: u64, b: u64) -> Option<[u64; 2]> {
    let cut = a.min(b).checked_sub(lower(a.abs_diff(b))); // the same from both
    match cut {
        _ if is_cold(a, b) => None,
        Some(cut) if cut > 0 => Some([a - cut, b - cut]),
        _ if a <= b => Some([a, partner(a)]),
        _ => Some([partner(b), b]),
    }
}

/// Who wins from heaps `a` and `b`, and how, in words.
pub fn verdict(a: u64, b: u64) -> String {
    match winning_move(a, b) {
        Some([x, y]) => format!("{a} {b} is hot: the first player wins by leaving {x} {y}"),
        None => format!("{a} {b} is cold: the second player wins"),
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Poj = "poj": "POJ 1067 \"取石子游戏\": `1` when the player to move wins, else `0`, one a line",
        Text = "text": "who wins each game, and the heaps a winning move leaves",
        Json = "json": "one object per game (docs/json.md)",
    }
}

/// Wythoff's game: its rules on the tuple of two heaps, and as a plugin.
#[derive(Debug, Clone, Copy)]
pub struct Wythoff;

impl TupleRules for Wythoff {
    fn options(&self, heaps: &[u64]) -> Vec<Vec<u64>> {
        let [a, b] = [heaps[0], heaps[1]];
        let one = (0..a).map(|x| vec![x, b]).chain((0..b).map(|y| vec![a, y]));
        one.chain((1..=a.min(b)).map(|t| vec![a - t, b - t]))
            .collect()
    }
    fn loses(&self, heaps: &[u64]) -> bool {
        is_cold(heaps[0], heaps[1])
    }
}

/// The input: two heaps a line, each at most 10^18.
const HEAPS: NumberLines<2> = NumberLines::new(["heap a", "heap b"], 10u64.pow(18), "`a b` a line");

impl Plugin for Wythoff {
    type Case = [u64; 2];
    type Game = Tuple<Wythoff>;
    type Oracle = TupleOracle<Wythoff>;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "wythoff",
        title: "Wythoff's game",
        rules: "Two heaps; take any number from one heap, or the same number from both; \
                whoever takes the last counter wins.",
        problems: &["POJ 1067 \"取石子游戏\""],
        limits: "solve: heaps up to 10^18, O(1) a game; play and explain: heaps up to 1000",
        inline_help: "The two heaps, `a b`; several games, one a line.",
        examples: "echo '4 7' | optimal-play wythoff solve\noptimal-play wythoff play --heaps '4 7'",
        generate: &[
            GAMES,
            Parameter::new("max", "the largest heap", 0, HEAPS.max as i64, 20)
                .small(7)
                .stress(999),
        ],
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<[u64; 2]>, InputError> {
        HEAPS.read(text)
    }
    fn write(&self, games: &[[u64; 2]], out: &mut dyn Write) -> io::Result<()> {
        HEAPS.write(games, out)
    }
    fn answer(&self, games: &[[u64; 2]], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, games, format, out)
    }
    fn size(&self, &[a, b]: &[u64; 2]) -> Size {
        Size::new("the larger heap", a.max(b), 1000)
    }
    fn game(&self, &[a, b]: &[u64; 2]) -> Tuple<Wythoff> {
        Tuple::new(Wythoff, vec![a, b])
    }
    fn reason(&self, game: &Tuple<Wythoff>) -> String {
        let here = verdict(game.heaps()[0], game.heaps()[1]);
        format!(
            "The mover loses exactly on the cold pairs (⌊kφ⌋, ⌊kφ⌋ + k): (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), …, one for each difference k. Every move from a cold pair leaves a hot one; from a hot pair some move leaves a cold one.\nHere {here}."
        )
    }
    /// Two heaps of 0 to `--max`.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<[u64; 2], Error> {
        let max = draw.max();
        Ok([draw.number(0..=max), draw.number(0..=max)])
    }
}

/// Who wins from two heaps, and the heaps a winning move leaves: `text` in
/// words, `json` the fields.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The two heaps.
    pub heaps: [u64; 2],
    /// Whether the first player wins.
    pub first_wins: bool,
    /// The heaps a winning move leaves, if there is one.
    pub leave: Option<[u64; 2]>,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let [a, b] = self.heaps;
        write!(f, "{}", verdict(a, b))
    }
}

impl Answers for Wythoff {
    type Answer = Answer;

    fn solve_one(&self, &[a, b]: &[u64; 2]) -> Result<Answer, Error> {
        Ok(Answer {
            heaps: [a, b],
            first_wins: !is_cold(a, b),
            leave: winning_move(a, b),
        })
    }
    /// POJ's `1` or `0`.
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        Ok(writeln!(out, "{}", u8::from(answer.first_wins))?)
    }
}
