//! Subtraction games by their set (`subtraction --set 1,3,4`): heaps of
//! counters, a move takes `t` from one heap for some `t` in the set, or,
//! with `--set all-but:2,5`, for any `t` but those. A finite set is played
//! as the octal game with digit 3 at each of its numbers, so its period is
//! found and proven and any heap up to 10^18 is answered at once; an
//! all-but set's values grow, and heaps are answered up to 10^6.

use std::sync::Arc;

use crate::engine::SolveError;
use crate::erased::{Error, GameInfo, Rule};
use crate::impartial::cses::{self, HeapRules, Layout, Verdict};
use crate::impartial::octal::OctalCode;
use crate::impartial::sequence::{Sequence, ValuesExtra};
use crate::impartial::subtraction::{AllBut, SubtractionHeap, TakeSet, all_but_values};
use crate::plugin::Size;

use super::octal::{HEAP_LIMIT, OctalGame, code_sequence};

/// The set before one is given.
const DEFAULT_SET: &str = "1,3,4";
/// The largest heap of an all-but game, and the most values computed for
/// one: O(|set|) each.
pub const ALL_BUT_HEAP_LIMIT: u64 = 1_000_000;

/// A subtraction game, registered as `subtraction`; the set `{1, 3, 4}`
/// until one is given.
#[derive(Debug, Clone)]
pub struct SubtractionGame {
    rules: Option<Arc<Rules>>,
}

/// The set, and for a finite one its octal game.
#[derive(Debug)]
struct Rules {
    set: TakeSet,
    octal: Option<OctalGame>,
}

impl SubtractionGame {
    /// `{1, 3, 4}`, the game before a set is read.
    pub const DEFAULT: SubtractionGame = SubtractionGame { rules: None };

    /// The game of `set`, a finite set's values computed until a period is
    /// proven.
    pub fn new(set: &TakeSet) -> SubtractionGame {
        let octal = match set {
            TakeSet::Only(numbers) => Some(OctalGame::new(&OctalCode::subtraction(numbers))),
            TakeSet::AllBut(_) => None,
        };
        SubtractionGame {
            rules: Some(Arc::new(Rules {
                set: set.clone(),
                octal,
            })),
        }
    }

    fn rules(&self) -> Arc<Rules> {
        match &self.rules {
            Some(rules) => rules.clone(),
            None => SubtractionGame::new(&parse_set(DEFAULT_SET).expect("the default set")).rules(),
        }
    }
}

fn parse_set(text: &str) -> Result<TakeSet, Error> {
    text.parse()
        .map_err(|error: crate::impartial::subtraction::SetError| {
            Error::Unsupported(error.to_string())
        })
}

/// `subtraction values`.
pub(crate) const VALUES: ValuesExtra = ValuesExtra {
    sequence: |rule, to| {
        let set = parse_set(rule.unwrap_or(DEFAULT_SET))?;
        let game = format!("the subtraction game {set}");
        match &set {
            TakeSet::Only(numbers) => code_sequence(&OctalCode::subtraction(numbers), game, to),
            TakeSet::AllBut(excluded) => {
                let values = all_but_values(excluded, to as usize);
                Ok(Sequence {
                    game,
                    values: values.iter().map(|&v| u64::from(v)).collect(),
                    computed: to as usize + 1,
                    period: None,
                    proof: "an all-but game's values grow without bound (a heap can move to \
                            every smaller heap but a few), so they never repeat; each is \
                            computed by the mex rule"
                        .to_owned(),
                })
            }
        }
    },
};

/// The refusal of a heap past the values computed.
fn too_large(set: &TakeSet, most: u64, computed: usize, limit: u64) -> Error {
    let why = match set {
        TakeSet::Only(_) => {
            format!("no period of {set} is proven among its first {computed} values")
        }
        TakeSet::AllBut(_) => "an all-but game's values have no period".to_owned(),
    };
    SolveError::OverLimit(format!(
        "the largest heap is {most}: {why}, so values are computed one by one, and solve takes \
         heaps as far as they reach ({computed} values; at most {limit})"
    ))
    .into()
}

impl HeapRules for SubtractionGame {
    type Component = SubtractionHeap;
    type Format = cses::Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "subtraction",
        title: "Subtraction games, by their set",
        rules: "Heaps of counters; a move takes t counters from one heap, for some t in the set \
                (or, for an all-but set, for any t but those); whoever cannot move loses.",
        problems: &[],
        limits: "solve: any heap up to 10^18 for a finite set (its period is proven; numbers up \
                 to 10,000); heaps up to 10^6 for an all-but set; play: at most 10^5 counters \
                 in all",
        inline_help: "The heaps: a CSES-style file, or one game's heap sizes on one line.",
        generate: cses::GENERATE,
        rule: Some(Rule {
            name: "set",
            help: "The numbers a move may take, such as 1,3,4, or all-but:2,5 for any number but \
                   those",
            default: DEFAULT_SET,
        }),
        notes: "A finite set {s1, .., sk} is the octal game with digit 3 (leave nothing or one \
                heap) at each of its numbers: its values repeat, and the period found is proven \
                once g(n + p) = g(n) holds for n0 <= n < n0 + max(set), since each value depends \
                only on the max(set) before it. An all-but set's values grow without bound.",
        examples: "\
  optimal-play subtraction --set 1,3,4 values --to 30
  optimal-play subtraction --set 1,3,4 solve --heaps 1000000000000000000
  optimal-play subtraction --set all-but:2,5 explain --heaps '9 4'",
        ..GameInfo::HEAPS
    };

    fn with_rule(&self, text: &str) -> Result<Self, Error> {
        Ok(SubtractionGame::new(&parse_set(text)?))
    }

    fn component(&self, most: u64) -> SubtractionHeap {
        let rules = self.rules();
        match (&rules.octal, &rules.set) {
            (Some(octal), _) => SubtractionHeap::Only(octal.component(most)),
            (None, TakeSet::AllBut(excluded) | TakeSet::Only(excluded)) => SubtractionHeap::AllBut(
                AllBut::new(excluded, most.min(ALL_BUT_HEAP_LIMIT) as usize),
            ),
        }
    }

    fn size(&self, heaps: &[u64]) -> Size {
        match &self.rules().octal {
            Some(octal) => octal.size(heaps),
            None => cses::heaps_size(heaps, "the number of counters", ALL_BUT_HEAP_LIMIT),
        }
    }

    fn verdict(
        &self,
        table: &SubtractionHeap,
        heaps: &[u64],
        with_move: bool,
    ) -> Result<Verdict, Error> {
        let (computed_to, computed, limit) = match table {
            SubtractionHeap::Only(heap) => {
                let values = heap.values();
                let limit = HEAP_LIMIT;
                (values.answers_up_to(), values.computed().len(), limit)
            }
            SubtractionHeap::AllBut(heap) => {
                (heap.computed_to(), heap.values().len(), ALL_BUT_HEAP_LIMIT)
            }
        };
        if let Some(&most) = heaps.iter().find(|&&h| h > computed_to) {
            return Err(too_large(&self.rules().set, most, computed, limit));
        }
        Ok(cses::heap_verdict(table, heaps, with_move))
    }
}
