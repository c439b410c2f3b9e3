//! Stone Game IV (LeetCode 1510): one heap of `n` stones; a move removes a
//! non-zero square number of stones; whoever cannot move loses. Alice moves
//! first.
//!
//! [`losing`] sieves the lost heaps up to `n`: a heap is lost when no
//! square leads to a lost heap, so each lost heap marks every heap a square
//! above it as won. Lost heaps are rare, so this costs far less than the
//! O(n√n) recurrence; it is checked against negamax all the same.
//!
//! ```
//! use optimal_play::games::stone_game_iv::losing;
//! let lost = losing(7);
//! assert_eq!((0..=7).filter(|&n| lost[n]).collect::<Vec<_>>(), vec![0, 2, 5, 7]);
//! ```

use std::sync::Arc;

use crate::impartial::tuple::{Tuple, TupleOracle, TupleRules};
use crate::plugin::prelude::*;

/// The largest heap read (LeetCode's is 10^5).
pub const MAX_HEAP: u64 = 10_000_000;

/// The squares from 1 up to `n`.
pub fn squares(n: u64) -> impl Iterator<Item = u64> {
    (1..).map(|k| k * k).take_while(move |&s| s <= n)
}

/// `lost[n]` for every heap up to `most`: whether the player to move loses.
pub fn losing(most: usize) -> Vec<bool> {
    let mut lost = vec![true; most + 1];
    for n in 0..=most {
        if lost[n] {
            squares((most - n) as u64).for_each(|s| lost[n + s as usize] = false);
        }
    }
    lost
}

/// The rules, with the lost heaps up to the start.
#[derive(Debug, Clone)]
pub struct Rules(Arc<Vec<bool>>);

impl TupleRules for Rules {
    fn options(&self, heaps: &[u64]) -> Vec<Vec<u64>> {
        squares(heaps[0]).map(|s| vec![heaps[0] - s]).collect()
    }
    fn loses(&self, heaps: &[u64]) -> bool {
        self.0[heaps[0] as usize]
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Leetcode = "leetcode": "LeetCode 1510 \"Stone Game IV\": `true` when Alice wins, else `false`, one a line",
        Text = "text": "who wins each game, and a winning move",
        Json = "json": "one object per game (docs/json.md)",
    }
}

/// Stone Game IV as a registered game.
#[derive(Debug, Clone, Copy)]
pub struct StoneGameIv;

const HEAP: NumberLines<1> = NumberLines::new(["n, the stones"], MAX_HEAP, "n, one game a line");

impl Plugin for StoneGameIv {
    type Case = [u64; 1];
    type Game = Tuple<Rules>;
    type Oracle = TupleOracle<Rules>;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "stone-game-iv",
        title: "Stone Game IV",
        rules: "One heap of n stones; a move removes a non-zero square number of stones; \
                whoever cannot move loses.",
        problems: &["LeetCode 1510 \"Stone Game IV\""],
        limits: "solve: n up to 10^7; play and explain: n up to 10^5",
        seats: ["Alice", "Bob"],
        inline_help: "The number of stones, n; several games, one a line.",
        examples: "echo 7 | optimal-play stone-game-iv solve\noptimal-play stone-game-iv play --heaps 17",
        generate: &[
            GAMES,
            Parameter::new("max", "the largest heap", 0, MAX_HEAP as i64, 20)
                .small(24)
                .stress(100_000),
        ],
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<[u64; 1]>, InputError> {
        HEAP.read(text)
    }
    fn write(&self, games: &[[u64; 1]], out: &mut dyn Write) -> io::Result<()> {
        HEAP.write(games, out)
    }
    fn answer(&self, games: &[[u64; 1]], format: Format, out: &mut dyn Write) -> Answered {
        let lost = losing(games.iter().map(|&[n]| n as usize).max().unwrap_or(0));
        for &[n] in games {
            let take = squares(n).find(|&s| lost[(n - s) as usize]);
            match (format, take) {
                (Format::Leetcode, _) => writeln!(out, "{}", take.is_some())?,
                (Format::Json, _) => {
                    let json = json!({"n": n, "alice_wins": take.is_some(), "take": take});
                    writeln!(out, "{json}")?
                }
                (Format::Text, Some(s)) => writeln!(out, "{n}: Alice wins by taking {s}")?,
                (Format::Text, None) => writeln!(out, "{n}: Bob wins, whatever Alice takes")?,
            }
        }
        Ok(())
    }
    fn size(&self, &[n]: &[u64; 1]) -> Size {
        Size::new("the heap", n, 100_000)
    }
    fn game(&self, &[n]: &[u64; 1]) -> Tuple<Rules> {
        Tuple::new(Rules(Arc::new(losing(n as usize))), vec![n])
    }
    fn reason(&self, game: &Tuple<Rules>) -> String {
        let (lost, n) = (&game.rules().0, game.heaps()[0]);
        let first: Vec<String> = (0..lost.len().min(40))
            .filter(|&m| lost[m])
            .map(|m| m.to_string())
            .collect();
        let here = if lost[n as usize] {
            "lost: Bob wins"
        } else {
            "won: Alice leaves a lost heap"
        };
        format!(
            "A heap is lost when every square taken leaves a won heap; 0 is lost. The lost heaps start {}, …\nHere {n} is {here}.",
            first.join(", ")
        )
    }
    /// A heap of 0 to `--max` (for `stress`, 1 to 10^5, LeetCode's bounds).
    fn sample(&self, draw: &mut Draw<'_>) -> Result<[u64; 1], Error> {
        let least = u64::from(draw.for_judge());
        let max = draw.max().max(least);
        Ok([draw.number(least..=max)])
    }
}
