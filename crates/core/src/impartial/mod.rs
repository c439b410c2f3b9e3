//! Impartial games: both players have the same moves, and whoever makes the
//! last move wins (normal play). Nim and the Sprague–Grundy family.
//!
//! # Sums of heaps, once for every game
//!
//! Many impartial games are played on heaps that never interact: a move
//! changes one heap (possibly into several, as Grundy's game splits one). By
//! the Sprague–Grundy theorem such a position is equivalent to a Nim heap of
//! size the XOR of its heaps' Grundy values, and the player to move loses
//! exactly when that XOR is 0: from XOR 0 every move changes one heap's
//! Grundy value and so leaves a non-zero XOR; from a non-zero XOR `x` some
//! heap has a Grundy value `g` with `g ^ x < g`, and by the mex rule that
//! heap has a move to a position of Grundy value `g ^ x`, which restores 0;
//! and the end (no move) has XOR 0.
//!
//! A heap game is a [`Component`]: the options of one heap and its Grundy
//! value. [`HeapSum`] makes any component a [`Game`] on several heaps, and
//! [`SumOracle`] solves it by the XOR, for every component alike. On small
//! positions the oracle also counts how long the game lasts (remoteness, as
//! Gamesman does: the winner ends it as fast as possible, the loser drags it
//! out), by exhaustive search; beyond, it answers a win or a loss with the
//! distance not counted ([`Value::Winning`], [`Value::Losing`]).
//!
//! - [`heaps`]: Nim, Subtraction Nim, the Stick Game and Grundy's game.
//! - [`octal`]: any octal game by its code (`0.77` is Kayles), its values
//!   computed by the sparse-space method and their period proven.
//! - [`subtraction`]: subtraction games by their set, or all numbers but a
//!   set.
//! - [`sequence`]: one heap's values, period and proof as a teacher shows
//!   them (`values`).
//! - [`stairs`]: the Stair Game (CSES 1099).
//! - [`another`]: Another Game (CSES 2208).
//! - [`tuple`](mod@tuple): games on a tuple of heaps where a move may change several
//!   (Wythoff's game).
//! - [`cses`]: what the registered heap games share: their CSES formats,
//!   verdicts and explanations (the games themselves are under `games/`).
//!
//! ```
//! use optimal_play::engine::{position_value, Game, Negamax};
//! use optimal_play::impartial::{heaps::Nim, HeapSum, SumOracle};
//! let game = HeapSum::new(Nim, vec![3, 4, 5]);
//! assert!(position_value(&game, &mut SumOracle::new(&game), &game.start()).is_win());
//! assert_eq!(
//!     position_value(&game, &mut SumOracle::new(&game), &game.start()),
//!     Negamax::new(&game).value(&game.start())
//! );
//! ```

pub mod another;
pub mod cses;
pub mod heaps;
pub mod octal;
pub mod sequence;
pub mod stairs;
pub mod subtraction;
pub mod tuple;

use crate::engine::picture::{Picture, Target};
use serde_json::json;

use crate::engine::{BadMove, Game, Negamax, Notation, Oracle, Player, Scoring, Value};

/// One heap of an impartial game played on independent heaps.
pub trait Component: Clone + Send + Sync + std::fmt::Debug + 'static {
    /// What a heap of `size` may become in one move: each option is the list
    /// of heaps it leaves (empty when the heap is used up), sorted, no zeros.
    fn options(&self, size: u64) -> Vec<Vec<u64>>;

    /// The Grundy value of one heap of `size`.
    fn grundy(&self, size: u64) -> u64;

    /// Why [`grundy`](Self::grundy) is what it is, in one sentence.
    fn grundy_reason(&self) -> &'static str;

    /// The exact value of one heap of `size` played alone, with its
    /// remoteness, when a closed form gives it; `None` (the default) when
    /// only search can count the moves.
    fn alone(&self, size: u64) -> Option<Value> {
        let _ = size;
        None
    }

    /// A move on a heap of `size` to heaps whose Grundy values XOR to
    /// `target`. By default, the first such option.
    fn move_to(&self, size: u64, target: u64) -> Option<Vec<u64>> {
        self.options(size)
            .into_iter()
            .find(|parts| self.xor(parts) == target)
    }

    /// The XOR of the Grundy values of `heaps`.
    fn xor(&self, heaps: &[u64]) -> u64 {
        heaps.iter().fold(0, |x, &h| x ^ self.grundy(h))
    }

    /// A move in words: `take 2 from the heap of 5`.
    fn describe(&self, size: u64, parts: &[u64]) -> String {
        match parts {
            [] => format!("take the whole heap of {size}"),
            [rest] => format!(
                "take {} from the heap of {size}, leaving {rest}",
                size - rest
            ),
            _ => format!(
                "split the heap of {size} into {}",
                parts
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
        }
    }
}

/// A position of a [`HeapSum`]: the heaps left (sorted, no empty heap) and
/// how many moves were made (which says whose turn it is).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HeapsPosition {
    /// The heaps, smallest first.
    pub heaps: Vec<u64>,
    /// Moves made so far.
    pub moves_made: u64,
}

impl HeapsPosition {
    /// The heaps drawn as heaps.
    pub fn picture(&self) -> Picture {
        Picture::Heaps {
            sizes: self.heaps.clone(),
            noun: "heap",
            unordered: true,
        }
    }

    /// The position as JSON: the heaps and the moves made.
    pub fn json(&self) -> serde_json::Value {
        json!({"heaps": self.heaps, "moves_made": self.moves_made})
    }
}

/// A move of a [`HeapSum`]: one heap of `heap` becomes the heaps `into`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HeapMove {
    /// The size of the heap moved.
    pub heap: u64,
    /// What it becomes (sorted, no zeros; empty when used up).
    pub into: Vec<u64>,
}

/// Any [`Component`] on several independent heaps, as a [`Game`].
#[derive(Debug, Clone)]
pub struct HeapSum<C> {
    component: C,
    start: Vec<u64>,
    /// The heaps in the order they were given, empty ones too: a picture
    /// keeps them in their places (the position itself is sorted).
    as_given: Vec<u64>,
}

fn canonical(mut heaps: Vec<u64>) -> Vec<u64> {
    heaps.retain(|&h| h > 0);
    heaps.sort_unstable();
    heaps
}

impl<C: Component> HeapSum<C> {
    /// The game from `heaps`.
    pub fn new(component: C, heaps: Vec<u64>) -> HeapSum<C> {
        HeapSum {
            component,
            start: canonical(heaps.clone()),
            as_given: heaps,
        }
    }

    /// The component.
    pub fn component(&self) -> &C {
        &self.component
    }

    /// The heaps play starts from.
    pub fn heaps(&self) -> &[u64] {
        &self.start
    }

    fn after(&self, heaps: &[u64], mv: &HeapMove) -> Vec<u64> {
        let mut next = heaps.to_vec();
        let at = next
            .iter()
            .position(|&h| h == mv.heap)
            .expect("the heap is there");
        next.remove(at);
        next.extend_from_slice(&mv.into);
        canonical(next)
    }
}

impl<C: Component> Game for HeapSum<C> {
    type Position = HeapsPosition;
    type Move = HeapMove;

    fn start(&self) -> HeapsPosition {
        HeapsPosition {
            heaps: self.start.clone(),
            moves_made: 0,
        }
    }

    fn to_move(&self, position: &HeapsPosition) -> Player {
        Player::after(position.moves_made)
    }

    fn moves(&self, position: &HeapsPosition) -> Vec<HeapMove> {
        let mut moves = Vec::new();
        let mut last = None;
        for &heap in &position.heaps {
            if last == Some(heap) {
                continue;
            }
            last = Some(heap);
            for into in self.component.options(heap) {
                moves.push(HeapMove {
                    heap,
                    into: canonical(into),
                });
            }
        }
        moves
    }

    fn is_legal(&self, position: &HeapsPosition, mv: &HeapMove) -> bool {
        position.heaps.contains(&mv.heap)
            && self
                .component
                .options(mv.heap)
                .into_iter()
                .any(|parts| canonical(parts) == mv.into)
    }

    fn apply(&self, position: &HeapsPosition, mv: &HeapMove) -> (HeapsPosition, i128) {
        (
            HeapsPosition {
                heaps: self.after(&position.heaps, mv),
                moves_made: position.moves_made + 1,
            },
            0,
        )
    }

    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
}

/// Positions with at most this many counters in all are small enough for
/// the oracle to count the moves to the end exactly.
pub const EXACT_TOTAL: u64 = 24;

/// The fast oracle of every [`HeapSum`]: who wins by the XOR of the Grundy
/// values; on positions of at most [`EXACT_TOTAL`] counters, also the exact
/// remoteness, by exhaustive search.
#[derive(Debug)]
pub struct SumOracle<C: Component> {
    game: HeapSum<C>,
    exact: Negamax<HeapSum<C>>,
    exact_total: u64,
}

impl<C: Component> SumOracle<C> {
    /// The oracle for `game`.
    pub fn new(game: &HeapSum<C>) -> SumOracle<C> {
        SumOracle::with_exact_total(game, EXACT_TOTAL)
    }

    /// The oracle, searching to count moves exactly only up to `total`
    /// counters (0: never, to check the XOR rule and the closed forms alone).
    pub fn with_exact_total(game: &HeapSum<C>, total: u64) -> SumOracle<C> {
        SumOracle {
            game: game.clone(),
            exact: Negamax::new(game.clone()),
            exact_total: total,
        }
    }
}

impl<C: Component> From<&HeapSum<C>> for SumOracle<C> {
    fn from(game: &HeapSum<C>) -> SumOracle<C> {
        SumOracle::new(game)
    }
}

impl<C: Component> Oracle<HeapSum<C>> for SumOracle<C> {
    fn move_values(&mut self, position: &HeapsPosition) -> Vec<(HeapMove, Value)> {
        let total: u64 = position
            .heaps
            .iter()
            .fold(0u64, |t, &h| t.saturating_add(h));
        if total <= self.exact_total {
            return self.exact.move_values(position);
        }
        let component = &self.game.component;
        let moves = self.game.moves(position);
        // One heap left after every move, and its value known in closed
        // form: the values are exact at any size.
        let exact: Option<Vec<(HeapMove, Value)>> = moves
            .iter()
            .map(|mv| {
                let next = self.game.after(&position.heaps, mv);
                let alone = match next.as_slice() {
                    [] => Some(Value::Loss { moves: 0 }),
                    [heap] => component.alone(*heap),
                    _ => None,
                };
                alone.map(|value| (mv.clone(), Value::after_move(0, value, false)))
            })
            .collect();
        if let Some(exact) = exact {
            return exact;
        }
        moves
            .into_iter()
            .map(|mv| {
                let next = self.game.after(&position.heaps, &mv);
                let value = if component.xor(&next) == 0 {
                    Value::Winning
                } else {
                    Value::Losing
                };
                (mv, value)
            })
            .collect()
    }
}

fn join(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl<C: Component> Notation for HeapSum<C> {
    fn move_text(&self, _: &HeapsPosition, mv: &HeapMove) -> String {
        if mv.into.is_empty() {
            format!("{} -> 0", mv.heap)
        } else {
            format!("{} -> {}", mv.heap, join(&mv.into))
        }
    }

    fn describe_move(&self, _: &HeapsPosition, mv: &HeapMove) -> String {
        self.component.describe(mv.heap, &mv.into)
    }

    fn read_move(&self, position: &HeapsPosition, text: &str) -> Result<HeapMove, BadMove> {
        let lower = text.to_ascii_lowercase().replace("->", " -> ");
        let words: Vec<&str> = lower.split_whitespace().collect();
        let number = |word: &str| {
            word.parse::<u64>().map_err(|_| {
                BadMove(format!(
                    "expected {}, found `{}`",
                    self.move_syntax(position),
                    crate::input::excerpt(text)
                ))
            })
        };
        let mv = match words.as_slice() {
            ["take", take, "from", heap] | ["take", take, heap] => {
                let (take, heap) = (number(take)?, number(heap)?);
                HeapMove {
                    heap,
                    into: canonical(vec![heap.saturating_sub(take)]),
                }
            }
            // One heap: `take K`, or just `K`.
            ["take", take] | [take] if position.heaps.len() == 1 => {
                let (take, heap) = (number(take)?, position.heaps[0]);
                if take == 0 || take > heap {
                    return Err(BadMove(format!(
                        "cannot take {take} from the heap of {heap}"
                    )));
                }
                HeapMove {
                    heap,
                    into: canonical(vec![heap - take]),
                }
            }
            [heap, "->", parts @ ..] | ["split", heap, "into", parts @ ..] if !parts.is_empty() => {
                let parts = parts
                    .iter()
                    .filter(|word| **word != "and")
                    .map(|word| number(word))
                    .collect::<Result<Vec<u64>, BadMove>>()?;
                HeapMove {
                    heap: number(heap)?,
                    into: canonical(parts),
                }
            }
            _ => {
                return Err(BadMove(format!(
                    "expected {}, found `{}`",
                    self.move_syntax(position),
                    crate::input::excerpt(text)
                )));
            }
        };
        if !position.heaps.contains(&mv.heap) {
            return Err(BadMove(format!(
                "there is no heap of {}: the heaps are {}",
                mv.heap,
                join(&position.heaps)
            )));
        }
        if !self.is_legal(position, &mv) {
            return Err(BadMove(format!(
                "the heap of {} cannot become {} in one move",
                mv.heap,
                if mv.into.is_empty() {
                    "nothing".to_owned()
                } else {
                    join(&mv.into)
                }
            )));
        }
        Ok(mv)
    }

    fn move_json(&self, position: &HeapsPosition, mv: &HeapMove) -> serde_json::Value {
        json!({"text": self.move_text(position, mv), "heap": mv.heap, "into": mv.into})
    }

    fn position_text(&self, position: &HeapsPosition) -> String {
        if position.heaps.is_empty() {
            return "no heaps left".to_owned();
        }
        let grundy: Vec<u64> = position
            .heaps
            .iter()
            .map(|&h| self.component.grundy(h))
            .collect();
        format!(
            "heaps: {}   (Grundy values {}, XOR {})",
            join(&position.heaps),
            join(&grundy),
            self.component.xor(&position.heaps)
        )
    }

    fn position_text_plain(&self, position: &HeapsPosition) -> String {
        if position.heaps.is_empty() {
            return "no heaps left".to_owned();
        }
        format!("heaps: {}", join(&position.heaps))
    }

    fn picture(&self, position: &HeapsPosition) -> Picture {
        position.picture()
    }

    /// The heap moved (the first of its size), and what the move takes
    /// from it: a click on a thing of the heap plays it.
    fn move_target(&self, position: &HeapsPosition, mv: &HeapMove) -> Option<Target> {
        let heap = position.heaps.iter().position(|&h| h == mv.heap)?;
        let left = mv
            .into
            .iter()
            .try_fold(0u64, |sum, &part| sum.checked_add(part))?;
        Some(Target::Heap {
            heap,
            take: mv.heap.checked_sub(left)?,
        })
    }

    fn position_json(&self, position: &HeapsPosition) -> serde_json::Value {
        position.json()
    }

    /// The heaps, sorted without the empty ones as the position holds them,
    /// and `as_given`: in the order given, for a picture that keeps places.
    fn instance_json(&self) -> serde_json::Value {
        json!({"heaps": self.start, "as_given": self.as_given})
    }

    fn move_syntax(&self, position: &HeapsPosition) -> String {
        let one = if position.heaps.len() == 1 {
            ", or on one heap `take K` or `K`"
        } else {
            ""
        };
        // Examples that are legal here: of the largest heap, taking one, a
        // split, using it up; or the first legal move when none of those is.
        let examples: Vec<String> = match position.heaps.last() {
            Some(&largest) => {
                let candidates = [
                    vec![largest - 1],
                    vec![1, largest.saturating_sub(2)],
                    vec![1, largest.saturating_sub(1)],
                    vec![],
                ];
                let mut legal: Vec<String> = candidates
                    .into_iter()
                    .map(|into| HeapMove {
                        heap: largest,
                        into: canonical(into),
                    })
                    .filter(|mv| self.is_legal(position, mv))
                    .map(|mv| format!("`{}`", self.move_text(position, &mv)))
                    .collect();
                legal.dedup();
                if legal.is_empty() {
                    legal.extend(
                        self.moves(position)
                            .first()
                            .map(|mv| format!("`{}`", self.move_text(position, mv))),
                    );
                }
                legal
            }
            None => Vec::new(),
        };
        let examples = if examples.is_empty() {
            String::new()
        } else {
            format!(" ({})", examples.join(", "))
        };
        format!("`HEAP -> PARTS`{examples} or `take K from HEAP`{one}")
    }
}

/// The minimum excluded value: the least number not in `values`.
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<bool> = Vec::new();
    for value in values {
        if let Ok(at) = usize::try_from(value) {
            if at < 1 << 20 {
                if seen.len() <= at {
                    seen.resize(at + 1, false);
                }
                seen[at] = true;
            }
        }
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u64
}
