//! Divisor Game (LeetCode 1025): a number `n` on the board; a move picks a
//! divisor `x` of `n` with `0 < x < n` and replaces `n` by `n - x`; whoever
//! cannot move (at `n = 1`) loses. Alice moves first.
//!
//! The player to move wins exactly when `n` is even and not 0: from an even `n`,
//! taking 1 leaves an odd number; every divisor of an odd `n` is odd, so any
//! move from it leaves an even number; and 1, where no move is left, is odd.
//! Checked against negamax by the conformance test.
//!
//! ```
//! use optimal_play::games::divisor_game::alice_wins;
//! assert!(alice_wins(2) && !alice_wins(3));
//! ```

use crate::impartial::tuple::{Tuple, TupleOracle, TupleRules};
use crate::plugin::prelude::*;

/// Whether Alice, to move, wins from `n` (at 0, as at 1, there is no move).
pub fn alice_wins(n: u64) -> bool {
    n % 2 == 0 && n > 0
}

/// The divisors `x` of `n` with `0 < x < n`, smallest first.
pub fn proper_divisors(n: u64) -> Vec<u64> {
    let (mut small, mut large) = (Vec::new(), Vec::new());
    for x in (1..).take_while(|x| x * x <= n) {
        if n % x == 0 {
            small.push(x);
            if x * x != n && x != 1 {
                large.push(n / x);
            }
        }
    }
    small.retain(|&x| x < n);
    small.extend(large.into_iter().rev());
    small
}

/// The rules: from `n`, any `n - x` for a proper divisor `x`.
#[derive(Debug, Clone)]
pub struct Rules;

impl TupleRules for Rules {
    fn options(&self, heaps: &[u64]) -> Vec<Vec<u64>> {
        let n = heaps[0];
        proper_divisors(n)
            .into_iter()
            .map(|x| vec![n - x])
            .collect()
    }
    fn loses(&self, heaps: &[u64]) -> bool {
        !alice_wins(heaps[0])
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Leetcode = "leetcode": "LeetCode 1025 \"Divisor Game\": `true` when Alice wins, one a line",
        Text = "text": "who wins each game, and a winning move",
        Json = "json": "one object per game (docs/json.md)",
    }
}

/// Divisor Game as a registered game.
#[derive(Debug, Clone, Copy)]
pub struct DivisorGame;

const NUMBER: NumberLines<1> =
    NumberLines::new(["n, the number"], u64::MAX >> 1, "n, one game a line");

impl Plugin for DivisorGame {
    type Case = [u64; 1];
    type Game = Tuple<Rules>;
    type Oracle = TupleOracle<Rules>;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "divisor-game",
        title: "Divisor Game",
        rules: "A number n; a move subtracts a divisor x of n with 0 < x < n; whoever \
                cannot move (at 1) loses.",
        problems: &["LeetCode 1025 \"Divisor Game\""],
        limits: "solve: any n up to 2^63 - 1 in O(1); play and explain: n up to 10^5",
        seats: ["Alice", "Bob"],
        inline_help: "The number n; several games, one a line.",
        examples: "echo 2 | optimal-play divisor-game solve\noptimal-play divisor-game play --heaps 12",
        generate: &[
            GAMES,
            Parameter::new("max", "the largest n", 1, 1000, 20).small(24),
        ],
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<[u64; 1]>, InputError> {
        NUMBER.read(text)
    }
    fn write(&self, games: &[[u64; 1]], out: &mut dyn Write) -> io::Result<()> {
        NUMBER.write(games, out)
    }
    fn answer(&self, games: &[[u64; 1]], format: Format, out: &mut dyn Write) -> Answered {
        for &[n] in games {
            let wins = alice_wins(n);
            match format {
                Format::Leetcode => writeln!(out, "{wins}")?,
                Format::Json => writeln!(out, "{}", json!({"n": n, "alice_wins": wins}))?,
                Format::Text if wins => {
                    writeln!(out, "{n}: Alice wins by taking 1, leaving {}", n - 1)?
                }
                Format::Text if n <= 1 => writeln!(out, "{n}: Alice has no move: Bob wins")?,
                Format::Text => writeln!(out, "{n}: Bob wins: every divisor of {n} is odd")?,
            }
        }
        Ok(())
    }
    fn size(&self, &[n]: &[u64; 1]) -> Size {
        Size::new("n", n, 100_000)
    }
    fn game(&self, &[n]: &[u64; 1]) -> Tuple<Rules> {
        Tuple::new(Rules, vec![n])
    }
    fn reason(&self, game: &Tuple<Rules>) -> String {
        let n = game.heaps()[0];
        let here = match (alice_wins(n), n) {
            (true, _) => format!("Here {n} is even: Alice wins."),
            (false, 0) => "Here 0 leaves Alice no move: Bob wins.".to_owned(),
            (false, _) => format!("Here {n} is odd: Bob wins."),
        };
        format!(
            "The player to move wins exactly when n is even (and not 0): from an even n, taking 1 \
             leaves an odd number; an odd number has only odd divisors, so every move from it \
             leaves an even one; and 1, with no move, is odd.\n{here}"
        )
    }
    /// n from 1 to `--max` (LeetCode's 1000 for `stress`).
    fn sample(&self, draw: &mut Draw<'_>) -> Result<[u64; 1], Error> {
        let max = draw.max();
        Ok([draw.number(1..=max)])
    }
}
