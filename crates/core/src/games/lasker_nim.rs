//! Lasker's Nim (HDU 3032 "Nim or not Nim?"): heaps of stones; a move takes
//! any number of stones from one heap, or splits one heap into two smaller
//! non-empty heaps; whoever takes the last stone wins. A heap's Grundy value
//! is its size with each pair `4k + 3`, `4k + 4` swapped
//! ([`heaps::Lasker`]), so any heap is answered at once.

use crate::erased::GameInfo;
use crate::impartial::cses::{self, HeapFormat, HeapRules, Layout};
use crate::impartial::heaps;

crate::choices! {
    /// The formats of `lasker-nim solve`.
    pub enum Format {
        Hdu = "hdu": "HDU 3032 \"Nim or not Nim?\": `Alice` when the first player (Alice) wins, else `Bob`, per game",
        Cses = "cses": "`first` or `second` per game",
        Bool = "bool": "`true` when the first player wins, per game",
        Text = "text": "who wins each game and a winning move",
        Json = "json": "one object per game, with the Grundy values (docs/json.md)",
    }
}

impl HeapFormat for Format {
    fn base(self) -> cses::Format {
        match self {
            Format::Hdu | Format::Cses => cses::Format::Cses,
            Format::Bool => cses::Format::Bool,
            Format::Text => cses::Format::Text,
            Format::Json => cses::Format::Json,
        }
    }
    fn words(self) -> Option<(&'static str, &'static str)> {
        (self == Format::Hdu).then_some(("Alice", "Bob"))
    }
}

/// Lasker's Nim, registered as `lasker-nim`.
#[derive(Debug, Clone, Copy)]
pub struct LaskerNim;

impl HeapRules for LaskerNim {
    type Component = heaps::Lasker;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "lasker-nim",
        title: "Lasker's Nim (take any, or split a heap in two)",
        rules: "Heaps of stones; a move either takes any number of stones from one heap, or \
                splits one heap into two smaller non-empty heaps, taking nothing; whoever takes \
                the last stone wins.",
        problems: &["HDU 3032 \"Nim or not Nim?\""],
        limits: "solve: any number of heaps of up to 10^18 in O(n); play: at most 10^5 stones \
                 in all",
        inline_help: "The heaps: HDU 3032's file (T, then per game N and the N heaps), or one \
                      game's heap sizes on one line.",
        generate: cses::GENERATE,
        notes: "HDU 3032's input is CSES's: T, then per game N and the N heap sizes; Alice \
                moves first. A heap's Grundy value is its size, except that each pair 4k+3, \
                4k+4 is swapped: a heap of 3 can split into 1 and 2 (1 XOR 2 = 3), so its value \
                is 4, and a heap of 4 then takes 3's place. The player to move loses exactly \
                when the heaps' values XOR to 0.",
        examples: "\
  printf '2\\n3\\n2 2 3\\n2\\n3 3\\n' | optimal-play lasker-nim solve
  optimal-play lasker-nim explain --heaps '2 2 3'
  optimal-play lasker-nim play --heaps '3 4' --as second",
        ..GameInfo::HEAPS
    };
    const STRESS_HEAPS: (u64, u64) = (1, (1 << 31) - 1);

    fn component(&self, _: u64) -> heaps::Lasker {
        heaps::Lasker
    }
}
