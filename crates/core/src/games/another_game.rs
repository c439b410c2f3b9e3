//! Another Game (CSES 2208): heaps of coins; a move takes one coin from
//! each heap of any non-empty set of heaps; whoever moves last wins. The
//! player to move loses exactly when every heap is even.

use crate::impartial::another::{self, AnotherGame as Game_, AnotherOracle, TakeFrom};
use crate::impartial::cses::{self, Layout, RuleRules, Verdict};
use crate::plugin::prelude::*;

const RULE: &str = "The rule: the player to move loses exactly when every heap is even. From \
all-even heaps every move makes some heap odd; with some odd heap, taking one coin from each odd \
heap leaves them all even; and the end, no coins, is all even.";

/// Who wins, and the move that leaves every heap even.
fn verdict(heaps: &[u64]) -> Verdict {
    let game = Game_::new(heaps.to_vec());
    let start = game.start();
    let odd: Vec<u64> = game
        .heaps()
        .iter()
        .copied()
        .filter(|h| h % 2 == 1)
        .collect();
    let winning = (!odd.is_empty()).then(|| TakeFrom { heaps: odd.clone() });
    Verdict {
        first_wins: another::first_wins(heaps),
        grundy: None,
        xor: None,
        why: match &winning {
            Some(mv) => format!(
                "some heap is odd: {} leaves every heap even",
                game.describe_move(&start, mv)
            ),
            None => "every heap is even: every move leaves an odd heap".to_owned(),
        },
        winning_move: winning.map(|mv| game.move_json(&start, &mv)),
    }
}

/// Another Game, registered as `another-game`.
#[derive(Debug, Clone, Copy)]
pub struct AnotherGame;

impl RuleRules for AnotherGame {
    type Game = Game_;
    type Oracle = AnotherOracle;
    type Layout = Layout;
    const KEY: &'static str = "heaps";
    const RULE: &'static str = RULE;
    const INFO: &'static GameInfo = &GameInfo {
        name: "another-game",
        title: "Another Game",
        rules: "Heaps of coins; a move takes one coin from each heap of any non-empty set of \
                heaps; whoever moves last wins.",
        problems: &["CSES 2208 \"Another Game\""],
        limits: "solve: 2·10^5 heaps in O(n); play: at most 12 heaps",
        inline_help: "A CSES file, or one game's heap sizes on one line.",
        generate: cses::GENERATE,
        notes: cses::NOTES,
        examples: "\
  printf '2\\n2\\n2 2\\n3\\n1 2 3\\n' | optimal-play another-game solve
  optimal-play another-game explain --heaps '1 2 3'",
        ..GameInfo::HEAPS
    };

    fn verdict(&self, heaps: &[u64]) -> Verdict {
        verdict(heaps)
    }
    fn game(&self, heaps: &[u64]) -> Game_ {
        Game_::new(heaps.to_vec())
    }
    fn size(&self, heaps: &[u64]) -> Size {
        Size::new(
            "the number of heaps",
            heaps.len() as u64,
            another::PLAY_HEAP_LIMIT as u64,
        )
    }
}
