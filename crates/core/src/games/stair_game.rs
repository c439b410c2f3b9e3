//! The Stair Game (CSES 1099): stairs 1..n hold balls; a move takes one or
//! more balls from a stair k ≥ 2 to stair k − 1; whoever moves last wins.
//! It is Nim on the even stairs: the player to move loses exactly when the
//! balls on stairs 2, 4, … XOR to 0.

use crate::impartial::cses::{self, RuleRules, Verdict};
use crate::impartial::stairs::{StairGame as Game_, StairMove, StairOracle, even_xor};
use crate::plugin::prelude::*;

crate::choices! {
    /// The layouts of the Stair Game's input.
    pub enum Layout {
        Cses = "cses": "t, then per game n and the balls on stairs 1..n",
        Heaps = "heaps": "one game: the balls on stairs 1..n on one line",
    }
}

const RULE: &str = "The rule: the player to move loses exactly when the XOR of the balls on \
the even stairs (2, 4, ..) is 0. It is Nim on the even stairs: moving balls from an even stair \
to the odd stair below takes them out of that heap for good, and balls the opponent moves from \
an odd stair onto an even one can be moved on at once to the next odd stair, which leaves the \
even stairs as they were.";

/// Who wins, and a move that leaves the even stairs' XOR 0.
fn verdict(stairs: &[u64]) -> Verdict {
    let xor = even_xor(stairs);
    let game = Game_::new(stairs.to_vec());
    let start = game.start();
    let even = stairs.iter().enumerate().skip(1).step_by(2);
    let winning = even.filter(|_| xor != 0).find_map(|(at, &balls)| {
        (balls ^ xor < balls).then(|| StairMove {
            from: at + 1,
            count: balls - (balls ^ xor),
        })
    });
    Verdict {
        first_wins: xor != 0,
        grundy: None,
        xor: Some(xor),
        why: match &winning {
            Some(mv) => format!(
                "the XOR of the even stairs is {xor}: {} leaves it 0",
                game.describe_move(&start, mv)
            ),
            None => "the XOR of the even stairs is 0".to_owned(),
        },
        winning_move: winning.map(|mv| game.move_json(&start, &mv)),
    }
}

/// The Stair Game, registered as `stair-game`.
#[derive(Debug, Clone, Copy)]
pub struct StairGame;

impl RuleRules for StairGame {
    type Game = Game_;
    type Oracle = StairOracle;
    type Layout = Layout;
    const KEY: &'static str = "stairs";
    /// CSES 1099: 0 to 10^9 balls a stair.
    const STRESS_NUMBERS: (u64, u64) = (0, 1_000_000_000);
    const RULE: &'static str = RULE;
    const INFO: &'static GameInfo = &GameInfo {
        name: "stair-game",
        title: "The Stair Game",
        rules: "Stairs 1..n hold balls; a move takes one or more balls from a stair k >= 2 to \
                stair k - 1; whoever moves last wins.",
        problems: &["CSES 1099 \"Stair Game\""],
        limits: "solve: 2·10^5 stairs in O(n); play: at most 10^4 balls off stair 1",
        inline_help: "A CSES file, or one game's balls per stair (stair 1 first) on one line.",
        generate: cses::GENERATE,
        notes: cses::NOTES,
        examples: "\
  printf '1\\n3\\n0 2 1\\n' | optimal-play stair-game solve
  optimal-play stair-game explain --heaps '0 2 1 3'",
        ..GameInfo::HEAPS
    };

    fn verdict(&self, stairs: &[u64]) -> Verdict {
        verdict(stairs)
    }
    fn game(&self, stairs: &[u64]) -> Game_ {
        Game_::new(stairs.to_vec())
    }
    fn size(&self, stairs: &[u64]) -> Size {
        Size::new("the number of balls", cses::total(stairs), 10_000)
    }
}
