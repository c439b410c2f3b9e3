//! Coins in a Line (LintCode 394): `n` coins in a line; the players take one
//! or two coins in turn, and whoever takes the last coin wins.
//!
//! It is Subtraction Nim with `max` 2 on one heap, and joins the heap games:
//! its game is [`HeapSum`] of [`Subtraction`]` { max: 2 }` on one heap, and
//! its oracle the heap games' [`SumOracle`]. What is its own is the judge's
//! input (one number) and answers. The first player wins exactly when `n` is
//! not a multiple of 3; with best play a won game of `3k + 1` or `3k + 2`
//! coins ends in `2k + 1` moves, and a lost game of `3k` coins lasts `2k`
//! moves ([`Subtraction::alone`](crate::impartial::Component::alone)).
//!
//! ```
//! use optimal_play::coins_in_a_line::{value, RULE};
//! use optimal_play::engine::{Game, Negamax, Value};
//! use optimal_play::impartial::HeapSum;
//! assert_eq!(value(7), Value::Win { moves: 5 });
//! assert_eq!(value(3), Value::Loss { moves: 2 });
//! let game = HeapSum::new(RULE, vec![7]);
//! assert_eq!(Negamax::new(&game).value(&game.start()), value(7));
//! ```

use crate::impartial::heaps::Subtraction;
use crate::impartial::{Component, HeapSum, SumOracle};
use crate::input::Numbers;
use crate::plugin::prelude::*;

/// The rule: take 1 or 2 from the one heap.
pub const RULE: Subtraction = Subtraction { max: 2 };

/// The value of `coins` coins for the player to move, in O(1).
pub fn value(coins: u64) -> Value {
    RULE.alone(coins)
        .expect("a subtraction heap has a closed form")
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Text = "text": "who wins, how, and in how many moves",
        Json = "json": "one JSON object (docs/json.md)",
        Bool = "bool": "LintCode 394 \"Coins in a Line\": `true` when the first player wins",
    }
}

/// Coins in a Line as a registered game.
#[derive(Debug, Clone, Copy)]
pub struct CoinsInALinePlugin;

impl Plugin for CoinsInALinePlugin {
    type Case = u64;
    type Game = HeapSum<Subtraction>;
    type Oracle = SumOracle<Subtraction>;
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
        generate: &[
            Parameter::new(
                "min",
                "the fewest coins (--max if it is less)",
                0,
                i64::MAX,
                5,
            )
            .small(0)
            .stress(0),
            Parameter::new("max", "the most coins", 0, i64::MAX, 30)
                .small(12)
                .stress(999_999),
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
        typed_answers(self, cases, format, out)
    }
    fn game(&self, &coins: &u64) -> HeapSum<Subtraction> {
        HeapSum::new(RULE, vec![coins])
    }
    fn reason(&self, game: &HeapSum<Subtraction>) -> String {
        let n = game.heaps().iter().sum::<u64>();
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
    /// A number of coins from `--min` to `--max`.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<u64, Error> {
        let max = draw.get("max");
        let min = draw.given("min").unwrap_or(draw.get("min").min(max));
        if min > max {
            return Err(Error::Unsupported(format!(
                "expected 0 <= --min <= --max, found {min} and {max}"
            )));
        }
        Ok(draw.value(min..=max) as u64)
    }
}

/// Who wins a line of coins, and the best first move: `text` in words,
/// `json` the fields.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The coins.
    pub coins: u64,
    /// LeetCode's answer.
    pub first_wins: bool,
    /// The start's value.
    pub value: Value,
    /// A best first move, if there is a move.
    pub best: Vec<serde_json::Value>,
    /// How many coins it takes.
    #[serde(skip)]
    pub takes: Option<u64>,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (coins, value) = (self.coins, self.value);
        let winner = if self.first_wins { "first" } else { "second" };
        write!(
            f,
            "{coins} coins: the {winner} player wins ({value} with best play)"
        )?;
        if let Some(takes) = self.takes {
            write!(f, "\nbest first move: take {takes}")?;
        }
        Ok(())
    }
}

impl Answers for CoinsInALinePlugin {
    type Answer = Answer;

    fn solve_one(&self, &coins: &u64) -> Result<Answer, Error> {
        let value = value(coins);
        let game = self.game(&coins);
        let start = game.start();
        let best = SumOracle::new(&game)
            .move_values(&start)
            .into_iter()
            .find(|(_, v)| *v == value)
            .map(|(mv, _)| mv);
        Ok(Answer {
            coins,
            first_wins: value.is_win(),
            value,
            best: best.iter().map(|mv| game.move_json(&start, mv)).collect(),
            takes: best.map(|mv| mv.heap - mv.into.iter().sum::<u64>()),
        })
    }
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        Ok(writeln!(out, "{}", answer.first_wins)?)
    }
}
