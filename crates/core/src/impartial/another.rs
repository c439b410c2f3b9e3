//! Another Game (CSES 2208): heaps of coins; a move takes one coin from each
//! heap of any non-empty set of non-empty heaps; whoever moves last wins.
//!
//! The player to move loses exactly when every heap is even. From all-even
//! heaps every move makes some heap odd; from a position with an odd heap,
//! taking one coin from every odd heap makes them all even; and the end (no
//! coins) is all even.

use crate::engine::picture::Picture;
use serde_json::json;

use crate::engine::{BadMove, Game, Negamax, Notation, Oracle, Player, Scoring, Value};

/// A position: the heaps (sorted, no empty heap) and the moves made.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AnotherPosition {
    /// The heaps, smallest first.
    pub heaps: Vec<u64>,
    /// Moves made so far.
    pub moves_made: u64,
}

/// A move: one coin from one heap of each size listed (a size listed twice
/// is two heaps of that size).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TakeFrom {
    /// The sizes of the heaps taken from, sorted.
    pub heaps: Vec<u64>,
}

/// Another Game from given heaps.
#[derive(Debug, Clone)]
pub struct AnotherGame {
    start: Vec<u64>,
}

fn canonical(mut heaps: Vec<u64>) -> Vec<u64> {
    heaps.retain(|&h| h > 0);
    heaps.sort_unstable();
    heaps
}

/// Whether the player to move wins: some heap is odd.
pub fn first_wins(heaps: &[u64]) -> bool {
    heaps.iter().any(|h| h % 2 == 1)
}

/// The most heaps a position may have for its moves to be listed (every
/// set of heaps is a move).
pub const PLAY_HEAP_LIMIT: usize = 12;

impl AnotherGame {
    /// The game from `heaps`.
    pub fn new(heaps: Vec<u64>) -> AnotherGame {
        AnotherGame {
            start: canonical(heaps),
        }
    }

    /// The heaps play starts from.
    pub fn heaps(&self) -> &[u64] {
        &self.start
    }

    fn after(&self, heaps: &[u64], mv: &TakeFrom) -> Option<Vec<u64>> {
        let mut next = heaps.to_vec();
        let mut used = vec![false; next.len()];
        for &size in &mv.heaps {
            let at = (0..next.len()).find(|&i| !used[i] && next[i] == size)?;
            used[at] = true;
            next[at] -= 1;
        }
        Some(canonical(next))
    }
}

impl Game for AnotherGame {
    type Position = AnotherPosition;
    type Move = TakeFrom;

    fn start(&self) -> AnotherPosition {
        AnotherPosition {
            heaps: self.start.clone(),
            moves_made: 0,
        }
    }
    fn to_move(&self, position: &AnotherPosition) -> Player {
        Player::after(position.moves_made)
    }
    fn moves(&self, position: &AnotherPosition) -> Vec<TakeFrom> {
        // Every non-empty sub-multiset: how many heaps of each size.
        let mut sizes: Vec<(u64, usize)> = Vec::new();
        for &h in &position.heaps {
            match sizes.last_mut() {
                Some((size, count)) if *size == h => *count += 1,
                _ => sizes.push((h, 1)),
            }
        }
        let mut moves = Vec::new();
        let mut choice = vec![0usize; sizes.len()];
        loop {
            let mut at = 0;
            loop {
                if at == sizes.len() {
                    return moves;
                }
                choice[at] += 1;
                if choice[at] <= sizes[at].1 {
                    break;
                }
                choice[at] = 0;
                at += 1;
            }
            let heaps: Vec<u64> = sizes
                .iter()
                .zip(&choice)
                .flat_map(|(&(size, _), &n)| std::iter::repeat_n(size, n))
                .collect();
            moves.push(TakeFrom { heaps });
        }
    }
    fn is_legal(&self, position: &AnotherPosition, mv: &TakeFrom) -> bool {
        !mv.heaps.is_empty()
            && mv.heaps.windows(2).all(|pair| pair[0] <= pair[1])
            && self.after(&position.heaps, mv).is_some()
    }
    fn apply(&self, position: &AnotherPosition, mv: &TakeFrom) -> (AnotherPosition, i128) {
        (
            AnotherPosition {
                heaps: self.after(&position.heaps, mv).expect("a legal move"),
                moves_made: position.moves_made + 1,
            },
            0,
        )
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
}

/// Positions with at most this many coins are searched to count the moves to
/// the end exactly.
pub const EXACT_COINS: u64 = 14;

/// The fast oracle: who wins by parity; the exact remoteness on small
/// positions.
#[derive(Debug)]
pub struct AnotherOracle {
    game: AnotherGame,
    exact: Negamax<AnotherGame>,
}

impl AnotherOracle {
    /// The oracle for `game`.
    pub fn new(game: &AnotherGame) -> AnotherOracle {
        AnotherOracle {
            game: game.clone(),
            exact: Negamax::new(game.clone()),
        }
    }
}

impl From<&AnotherGame> for AnotherOracle {
    fn from(game: &AnotherGame) -> AnotherOracle {
        AnotherOracle::new(game)
    }
}

impl Oracle<AnotherGame> for AnotherOracle {
    fn move_values(&mut self, position: &AnotherPosition) -> Vec<(TakeFrom, Value)> {
        let coins: u64 = position
            .heaps
            .iter()
            .fold(0u64, |t, &h| t.saturating_add(h));
        if coins <= EXACT_COINS {
            return self.exact.move_values(position);
        }
        self.game
            .moves(position)
            .into_iter()
            .map(|mv| {
                let next = self
                    .game
                    .after(&position.heaps, &mv)
                    .expect("a listed move");
                let value = if first_wins(&next) {
                    Value::Losing
                } else {
                    Value::Winning
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

impl Notation for AnotherGame {
    fn move_text(&self, _: &AnotherPosition, mv: &TakeFrom) -> String {
        format!("take from {}", join(&mv.heaps))
    }
    fn describe_move(&self, _: &AnotherPosition, mv: &TakeFrom) -> String {
        if mv.heaps.len() == 1 {
            format!("take a coin from the heap of {}", mv.heaps[0])
        } else {
            format!("take a coin from each of the heaps of {}", join(&mv.heaps))
        }
    }
    fn read_move(&self, position: &AnotherPosition, text: &str) -> Result<TakeFrom, BadMove> {
        let lower = text.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let numbers = match words.as_slice() {
            ["take", "from", rest @ ..] | ["t", rest @ ..] => rest,
            _ => &[][..],
        };
        let heaps: Option<Vec<u64>> = numbers.iter().map(|w| w.parse::<u64>().ok()).collect();
        let Some(mut heaps) = heaps.filter(|h| !h.is_empty()) else {
            return Err(BadMove(format!(
                "expected {}, found `{}`",
                self.move_syntax(position),
                crate::input::excerpt(text)
            )));
        };
        heaps.sort_unstable();
        let mv = TakeFrom { heaps };
        if !self.is_legal(position, &mv) {
            return Err(BadMove(format!(
                "the heaps are {}: name each heap you take from once, by its size",
                join(&position.heaps)
            )));
        }
        Ok(mv)
    }
    fn move_json(&self, position: &AnotherPosition, mv: &TakeFrom) -> serde_json::Value {
        json!({"text": self.move_text(position, mv), "from": mv.heaps})
    }
    fn position_text(&self, position: &AnotherPosition) -> String {
        if position.heaps.is_empty() {
            return "no coins left".to_owned();
        }
        let odd = position.heaps.iter().filter(|h| *h % 2 == 1).count();
        format!("heaps: {}   ({odd} odd)", join(&position.heaps))
    }
    fn picture(&self, position: &AnotherPosition) -> Picture {
        Picture::Heaps {
            sizes: position.heaps.clone(),
            noun: "heap",
            unordered: true,
        }
    }
    fn position_json(&self, position: &AnotherPosition) -> serde_json::Value {
        json!({"heaps": position.heaps, "moves_made": position.moves_made})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"heaps": self.start})
    }
    fn move_syntax(&self, _: &AnotherPosition) -> String {
        "`take from SIZE SIZE ..` (one coin from a heap of each size)".to_owned()
    }
}
