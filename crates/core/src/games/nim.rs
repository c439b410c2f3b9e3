//! Nim (CSES 1730 "Nim Game I"): heaps of sticks; a move removes any
//! positive number of sticks from one heap; whoever removes the last stick
//! wins. A heap's Grundy value is its size, so the player to move loses
//! exactly when the sizes XOR to 0.

use crate::erased::GameInfo;
use crate::impartial::cses::{self, HeapRules, Layout};
use crate::impartial::heaps;

/// Nim, registered as `nim`.
#[derive(Debug, Clone, Copy)]
pub struct Nim;

impl HeapRules for Nim {
    type Component = heaps::Nim;
    type Format = cses::Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "nim",
        title: "Nim",
        rules: "Heaps of sticks; a move removes any positive number of sticks from one heap; \
                whoever removes the last stick wins.",
        problems: &["CSES 1730 \"Nim Game I\""],
        limits: "solve: 2·10^5 heaps of up to 10^18 in O(n); play: at most 10^5 sticks in all",
        inline_help: "The heaps: a CSES file, or one game's heap sizes on one line.",
        generate: cses::GENERATE,
        notes: cses::NOTES,
        examples: "\
  printf '2\\n3\\n3 4 5\\n2\\n7 7\\n' | optimal-play nim solve
  optimal-play nim explain --heaps '3 4 5'
  optimal-play nim play --heaps '3 4 5' --as second",
        ..GameInfo::HEAPS
    };

    fn component(&self, _: u64) -> heaps::Nim {
        heaps::Nim
    }
}
