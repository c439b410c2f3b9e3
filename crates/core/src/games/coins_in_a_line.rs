//! Coins in a Line (LintCode 394): `n` coins in a line; the players take one
//! or two coins in turn, and whoever takes the last coin wins.
//!
//! A game won by the last move, not by points: its [`Value`]s are wins and
//! losses with their remoteness. The fast solver is O(1): the first player
//! wins exactly when `n` is not a multiple of 3. From a multiple of 3 every
//! move (1 or 2) leaves a non-multiple; from a non-multiple, taking `n mod 3`
//! leaves a multiple; and 0, where the player to move has lost, is a
//! multiple. With best play a won game of `3k + 1` or `3k + 2` coins ends in
//! `2k + 1` moves, and a lost game of `3k` coins lasts `2k` moves.
//!
//! ```
//! use optimal_play::coins_in_a_line::{value, CoinsInALine};
//! use optimal_play::engine::{Game, Negamax, Value};
//! assert_eq!(value(7), Value::Win { moves: 5 });
//! assert_eq!(value(3), Value::Loss { moves: 2 });
//! let game = CoinsInALine::new(7);
//! assert_eq!(Negamax::new(&game).value(&game.start()), value(7));
//! ```

use crate::engine::picture::Picture;
use crate::input::Numbers;
use crate::plugin::prelude::*;

// ---- rules -----------------------------------------------------------------

/// Coins in a Line with `n` coins. A position is `(coins left, moves made)`:
/// the parity of the moves made says whose turn it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CoinsInALine {
    coins: u64,
}

impl CoinsInALine {
    /// The game with `coins` coins.
    pub fn new(coins: u64) -> CoinsInALine {
        CoinsInALine { coins }
    }
}

impl Game for CoinsInALine {
    type Position = (u64, u64);
    type Move = u64;

    fn start(&self) -> (u64, u64) {
        (self.coins, 0)
    }
    fn to_move(&self, &(_, made): &(u64, u64)) -> Player {
        Player::after(made)
    }
    fn moves(&self, &(left, _): &(u64, u64)) -> Vec<u64> {
        (1..=2).filter(|&take| take <= left).collect()
    }
    fn apply(&self, &(left, made): &(u64, u64), take: &u64) -> ((u64, u64), i128) {
        ((left - take, made + 1), 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
}

impl Notation for CoinsInALine {
    fn move_text(&self, _: &(u64, u64), take: &u64) -> String {
        format!("take {take}")
    }
    fn describe_move(&self, &(left, _): &(u64, u64), take: &u64) -> String {
        let coins = if *take == 1 { "coin" } else { "coins" };
        format!("take {take} {coins}, leaving {}", left - take)
    }
    fn read_move(&self, position: &(u64, u64), text: &str) -> Result<u64, BadMove> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let number = match words.as_slice() {
            [n] | ["take", n] | ["t", n] => n.parse::<u64>().ok(),
            _ => None,
        };
        match number {
            Some(take) if self.moves(position).contains(&take) => Ok(take),
            Some(take) if take == 1 || take == 2 => Err(BadMove(format!(
                "only {} coin{} left",
                position.0,
                if position.0 == 1 { " is" } else { "s are" }
            ))),
            _ => Err(BadMove(format!(
                "expected {}, found `{}`",
                self.move_syntax(position),
                crate::input::excerpt(text)
            ))),
        }
    }
    fn move_json(&self, position: &(u64, u64), take: &u64) -> serde_json::Value {
        serde_json::json!({"text": self.move_text(position, take), "take": take})
    }
    fn position_text(&self, &(left, _): &(u64, u64)) -> String {
        let shown = "● ".repeat(left.min(30) as usize);
        let more = if left > 30 { "…" } else { "" };
        format!(
            "{} coin{} left  {}{more}",
            left,
            if left == 1 { "" } else { "s" },
            shown.trim_end()
        )
    }
    fn picture(&self, &(count, _): &(u64, u64)) -> Picture {
        Picture::Count {
            count,
            noun: "coin",
        }
    }
    fn position_json(&self, &(left, made): &(u64, u64)) -> serde_json::Value {
        serde_json::json!({"coins": left, "moves_made": made})
    }
    fn instance_json(&self) -> serde_json::Value {
        serde_json::json!({ "coins": self.coins })
    }
    fn move_syntax(&self, _: &(u64, u64)) -> String {
        "1 or 2 (take 1 or 2 coins)".to_owned()
    }
    fn standing(&self, _: [i128; 2], _: Player) -> Option<String> {
        None
    }
}

// ---- solver ----------------------------------------------------------------

/// The value of `coins` coins for the player to move, in O(1).
pub fn value(coins: u64) -> Value {
    let k = coins / 3;
    if coins % 3 == 0 {
        Value::Loss { moves: 2 * k }
    } else {
        Value::Win { moves: 2 * k + 1 }
    }
}

/// The O(1) oracle.
#[derive(Debug, Clone, Copy)]
pub struct LineOracle;

impl Oracle<CoinsInALine> for LineOracle {
    fn move_values(&mut self, &(left, _): &(u64, u64)) -> Vec<(u64, Value)> {
        (1..=2)
            .filter(|&take| take <= left)
            .map(|take| (take, Value::after_move(0, value(left - take), false)))
            .collect()
    }
}

// ---- as a registered game --------------------------------------------------

impl From<&CoinsInALine> for LineOracle {
    fn from(_: &CoinsInALine) -> LineOracle {
        LineOracle
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Text = "text": "who wins, how, and in how many moves",
        Json = "json": "one JSON object (docs/json.md)",
        Bool = "bool": "`true` when the first player wins (LintCode 394)",
    }
}

/// Coins in a Line as a registered game.
#[derive(Debug, Clone, Copy)]
pub struct CoinsInALinePlugin;

impl Plugin for CoinsInALinePlugin {
    type Case = u64;
    type Game = CoinsInALine;
    type Oracle = LineOracle;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "coins-in-a-line",
        title: "Coins in a Line",
        rules: "n coins in a line; take 1 or 2 in turn; whoever takes the last coin wins.",
        problems: &["LintCode 394 \"Coins in a Line\""],
        limits: "any n up to 2^63 - 1 = 9223372036854775807 (O(1))",
        inline: "values",
        inline_help: "The number of coins.",
        formats: Format::CHOICES,
        generate: &[
            Choice::new("min", "the fewest coins (default 5, or --max if less)"),
            Choice::new("max", "the most coins (default 30)"),
        ],
        notes: "The input is one number: how many coins there are.",
        examples: "\
  optimal-play coins-in-a-line solve --values 4
  echo 3 | optimal-play coins-in-a-line solve --format bool
  optimal-play coins-in-a-line play --values 10 --as second",
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<u64>, InputError> {
        let mut numbers = Numbers::new(text);
        if numbers.at_end() {
            return Err(numbers.empty("the number of coins"));
        }
        let coins = numbers.next("the number of coins")?;
        numbers.finish("one number, the coins")?;
        Ok(vec![coins])
    }
    fn write(&self, cases: &[u64], out: &mut dyn Write) -> io::Result<()> {
        cases.iter().try_for_each(|coins| writeln!(out, "{coins}"))
    }
    fn answer(&self, cases: &[u64], format: Format, out: &mut dyn Write) -> Answered {
        for &coins in cases {
            let value = value(coins);
            let best = LineOracle
                .move_values(&(coins, 0))
                .into_iter()
                .find(|&(_, v)| v == value)
                .map(|(take, _)| take);
            match format {
                Format::Bool => writeln!(out, "{}", value.is_win())?,
                Format::Json => {
                    let game = CoinsInALine::new(coins);
                    let best: Vec<serde_json::Value> = best
                        .iter()
                        .map(|take| game.move_json(&game.start(), take))
                        .collect();
                    let json = json!({"coins": coins, "first_wins": value.is_win(), "value": value, "best": best});
                    writeln!(out, "{json}")?;
                }
                Format::Text => {
                    let verdict = if value.is_win() {
                        "the first player wins"
                    } else {
                        "the second player wins"
                    };
                    writeln!(out, "{coins} coins: {verdict} ({value} with best play)")?;
                    if let Some(take) = best {
                        writeln!(out, "best first move: take {take}")?;
                    }
                }
            }
        }
        Ok(())
    }
    fn game(&self, &coins: &u64) -> CoinsInALine {
        CoinsInALine::new(coins)
    }
    fn reason(&self, game: &CoinsInALine) -> String {
        let n = game.coins;
        let here = if n % 3 == 0 {
            format!(
                "Here {n} = 3 × {}: the first player loses whatever they do; the best they can do is make the game last.",
                n / 3
            )
        } else {
            format!(
                "Here {n} mod 3 = {}: the first player wins by taking {}, leaving {}.",
                n % 3,
                n % 3,
                n - n % 3
            )
        };
        format!(
            "{n} coins. The rule: the player to move loses exactly when the number of coins is a multiple of 3.\n\
             Why: with 0 coins the player to move has lost. From a multiple of 3, taking 1 or 2 leaves a number that is not one; from any other number, taking (coins mod 3) leaves a multiple of 3. So whoever faces a multiple of 3 can be kept facing one until they face 0.\n\
             {here}"
        )
    }
    fn generate(&self, draw: &mut Draw<'_>) -> Result<Vec<u64>, Error> {
        let max = draw.options.max.unwrap_or(30);
        let min = draw.options.min.unwrap_or(5.min(max));
        if min < 0 || min > max {
            return Err(Error::Unsupported(format!(
                "expected 0 <= --min <= --max, found {min} and {max}"
            )));
        }
        Ok(vec![draw.rng.random_range(min..=max) as u64])
    }
    fn small_case(&self, rng: &mut ChaCha8Rng) -> u64 {
        rng.random_range(0..13)
    }
}

impl StressCases for CoinsInALinePlugin {
    fn stress_case(&self, values: &[i64]) -> Option<u64> {
        // The number of coins: the first value, made a count.
        Some(values.first()?.unsigned_abs() % 1_000_000)
    }
}
