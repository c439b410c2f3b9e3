//! Grundy's game (CSES 2207): a move splits one heap into two non-empty
//! heaps of different sizes; whoever cannot move loses. Grundy values by
//! the mex rule up to [`GRUNDY_COMPUTE_LIMIT`]; one heap past that by the
//! published computation (`docs/games.md`).

use crate::erased::{Error, GameInfo};
use crate::impartial::cses::{self, HeapRules, Verdict};
use crate::impartial::heaps::{GRUNDY_COMPUTE_LIMIT, GRUNDY_LAST_ZERO, GrundysGame as Component};
use crate::plugin::Size;

crate::choices! {
    /// The layouts of Grundy's game's input.
    pub enum Layout {
        Cses = "cses": "t, then one heap size per game",
        Heaps = "heaps": "one game: its heap sizes on one line",
    }
}

/// Grundy's game, registered as `grundys-game`.
#[derive(Debug, Clone, Copy)]
pub struct GrundysGame;

impl HeapRules for GrundysGame {
    type Component = Component;
    type Format = cses::Format;
    type Layout = Layout;
    const ONE_NUMBER: bool = true;
    /// Heaps a table of Grundy values answers at once, in stress (CSES:
    /// 1 to 10^6).
    const STRESS_HEAPS: (u64, u64) = (1, 3000);
    const INFO: &'static GameInfo = &GameInfo {
        name: "grundys-game",
        title: "Grundy's game",
        rules: "Heaps of sticks; a move splits one heap into two non-empty heaps of different \
                sizes; whoever cannot move loses.",
        problems: &["CSES 2207 \"Grundy's Game\""],
        limits: "Grundy values computed up to 30,000 (O(n²), about 0.2 s); one heap past that \
                 by the published computation (docs/games.md); play: heaps up to 30,000",
        inline_help: "A CSES file (t, then one heap per game), or one game's heaps on one line.",
        generate: &[crate::plugin::GAMES, cses::MAX_HEAP.default_to(30).small(9)],
        notes: "Past 30,000 sticks the answer for one heap rests on the published computation: \
                Achim Flammenkamp's Sprague-Grundy values of Grundy's game (OEIS A002188) find \
                no heap past 1222 with value 0, so the first player wins there. The tests check \
                that claim up to 30,000.",
        examples: "\
  printf '3\\n6\\n7\\n1223\\n' | optimal-play grundys-game solve
  optimal-play grundys-game explain --heaps 9",
        ..GameInfo::HEAPS
    };

    fn component(&self, most: u64) -> Component {
        Component::new(most.min(GRUNDY_COMPUTE_LIMIT))
    }

    fn size(&self, heaps: &[u64]) -> Size {
        cses::heaps_size(heaps, "the number of sticks", GRUNDY_COMPUTE_LIMIT)
    }

    fn verdict(&self, table: &Component, heaps: &[u64], with_move: bool) -> Result<Verdict, Error> {
        if heaps.iter().all(|&h| h <= table.table_limit()) {
            return Ok(cses::heap_verdict(table, heaps, with_move));
        }
        let [heap] = heaps[..] else {
            return Err(Error::Unsupported(format!(
                "Grundy values are computed up to {GRUNDY_COMPUTE_LIMIT} sticks: a game of \
                 several heaps needs each heap's value, and a heap here is larger"
            )));
        };
        Ok(Verdict {
            first_wins: table.first_wins(heap),
            grundy: None,
            xor: None,
            winning_move: None,
            why: format!(
                "past {GRUNDY_COMPUTE_LIMIT} sticks, by the published computation: no heap past \
                 {GRUNDY_LAST_ZERO} has Grundy value 0"
            ),
        })
    }
}
