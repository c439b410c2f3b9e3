//! Another Game (CSES 2208): heaps of coins; a move takes one coin from
//! each heap of any non-empty set of heaps; whoever moves last wins. The
//! player to move loses exactly when every heap is even.

use crate::impartial::another::{self, AnotherGame as Game_, AnotherOracle, TakeFrom};
use crate::impartial::cses::{self, Layout, Verdict, read_games, rule_explain, write_cses};
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

impl Plugin for AnotherGame {
    type Case = Vec<u64>;
    type Game = Game_;
    type Oracle = AnotherOracle;
    type Format = cses::Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "another-game",
        title: "Another Game",
        rules: "Heaps of coins; a move takes one coin from each heap of any non-empty set of \
                heaps; whoever moves last wins.",
        problems: &["CSES 2208 \"Another Game\""],
        limits: "solve: 2·10^5 heaps in O(n); play: at most 12 heaps",
        inline_help: "A CSES file, or one game's heap sizes on one line.",
        layouts: Layout::CHOICES,
        formats: cses::Format::CHOICES,
        generate: cses::GENERATE,
        notes: cses::NOTES,
        examples: "\
  printf '2\\n2\\n2 2\\n3\\n1 2 3\\n' | optimal-play another-game solve
  optimal-play another-game explain --heaps '1 2 3'",
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, layout: Option<Layout>) -> Result<Vec<Vec<u64>>, InputError> {
        read_games(text, layout.map(|layout| layout == Layout::Cses), false)
    }
    fn write(&self, games: &[Vec<u64>], out: &mut dyn Write) -> io::Result<()> {
        write_cses(games, false, out)
    }
    fn write_as(&self, games: &[Vec<u64>], layout: Layout, out: &mut dyn Write) -> io::Result<()> {
        match layout {
            Layout::Cses => write_cses(games, false, out),
            Layout::Heaps => cses::write_lines(games, out),
        }
    }
    fn answer(&self, games: &[Vec<u64>], format: cses::Format, out: &mut dyn Write) -> Answered {
        for heaps in games {
            cses::write_verdict(verdict(heaps), "heaps", heaps, format, out)?;
        }
        Ok(())
    }
    fn size(&self, heaps: &Vec<u64>) -> Size {
        Size::new(
            "the number of heaps",
            heaps.len() as u64,
            another::PLAY_HEAP_LIMIT as u64,
        )
    }
    fn game(&self, heaps: &Vec<u64>) -> Game_ {
        Game_::new(heaps.clone())
    }
    fn explain(&self, heaps: &Vec<u64>, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        Ok(rule_explain(
            verdict(heaps),
            "heaps",
            heaps,
            RULE,
            json,
            out,
        )?)
    }
    fn generate(&self, draw: &mut Draw<'_>) -> Result<Vec<Vec<u64>>, Error> {
        let one_line = draw.options.layout.as_deref() == Some("heaps");
        cses::generate(draw, false, one_line, 9)
    }
    fn small_case(&self, rng: &mut ChaCha8Rng) -> Vec<u64> {
        let n = rng.random_range(1..=4);
        (0..n).map(|_| rng.random_range(0..=4)).collect()
    }
}
