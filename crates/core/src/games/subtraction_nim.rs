//! Subtraction Nim (CSES 1098 "Nim Game II", LeetCode 292 "Nim Game" on one
//! heap): a move removes 1, 2 or 3 sticks from one heap; whoever removes the
//! last stick wins. A heap's Grundy value is its size mod 4.

use crate::erased::GameInfo;
use crate::impartial::cses::{self, HeapRules, Layout};
use crate::impartial::heaps::Subtraction;

/// Subtraction Nim, take 1 to 3, registered as `subtraction-nim`.
#[derive(Debug, Clone, Copy)]
pub struct SubtractionNim;

impl HeapRules for SubtractionNim {
    type Component = Subtraction;
    type Format = cses::Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "subtraction-nim",
        title: "Subtraction Nim (take 1 to 3)",
        rules: "Heaps of sticks; a move removes 1, 2 or 3 sticks from one heap; whoever \
                removes the last stick wins.",
        problems: &[
            "CSES 1098 \"Nim Game II\"",
            "LeetCode 292 \"Nim Game\" (one heap)",
        ],
        limits: "solve: 2·10^5 heaps in O(n); play: at most 10^5 sticks in all",
        inline_help: "The heaps: a CSES file, or one game's heap sizes on one line.",
        generate: cses::GENERATE,
        notes: cses::NOTES,
        examples: "\
  echo 4 | optimal-play subtraction-nim solve --format bool
  optimal-play subtraction-nim explain --heaps '5 6'",
        ..GameInfo::HEAPS
    };

    fn component(&self, _: u64) -> Subtraction {
        Subtraction { max: 3 }
    }
}
