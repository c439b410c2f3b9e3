//! Misère Nim (HDU 1907 "John"): heaps of candies; a move eats any number
//! from one heap; whoever eats the last candy loses. John moves first.
//!
//! Play as in Nim until one heap of two or more is left; then leave an odd
//! number of heaps of one. So the player to move wins exactly when some
//! heap has two or more and the sizes XOR to non-0, or when every heap has
//! at most one and the heaps of one are even in number (Bouton). The game
//! is [`Misere`] over the engine's Nim, so the search that checks it knows
//! nothing of the rule.
//!
//! ```
//! use optimal_play::games::misere_nim::mover_wins;
//! assert!(mover_wins(&[3, 5, 1]));
//! assert!(!mover_wins(&[1]) && mover_wins(&[1, 1]) && !mover_wins(&[2, 2]));
//! ```

use crate::engine::Negamax;
use crate::engine::misere::Misere;
use crate::engine::values_by_rule;
use crate::impartial::cses::{self, Layout};
use crate::impartial::heaps::Nim;
use crate::impartial::{EXACT_TOTAL, HeapMove, HeapSum, HeapsPosition};
use crate::plugin::prelude::*;

/// Whether the player to move wins misère Nim on `heaps`.
pub fn mover_wins(heaps: &[u64]) -> bool {
    let xor = heaps.iter().fold(0, |x, &h| x ^ h);
    if heaps.iter().any(|&h| h >= 2) {
        xor != 0
    } else {
        xor == 0
    }
}

/// A winning move: the heap (its size) and what it becomes; `None` when
/// the player to move loses, or has no move and has won.
pub fn winning_move(heaps: &[u64]) -> Option<(u64, u64)> {
    if !mover_wins(heaps) {
        return None;
    }
    let big: Vec<u64> = heaps.iter().copied().filter(|&h| h >= 2).collect();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    match big[..] {
        // Every heap 0 or 1, an even number of ones: eat one.
        [] => (ones > 0).then_some((1, 0)),
        // One big heap: leave an odd number of ones.
        [heap] => Some((heap, if ones % 2 == 1 { 0 } else { 1 })),
        // As in Nim: leave XOR 0, from any heap. Two big heaps or more
        // stay: one big heap and heaps of one cannot XOR to 0.
        _ => {
            let xor = heaps.iter().fold(0, |x, &h| x ^ h);
            heaps.iter().find(|&&h| h ^ xor < h).map(|&h| (h, h ^ xor))
        }
    }
}

/// The fast oracle: who wins by [`mover_wins`]; the exact remoteness by
/// negamax on positions of at most [`EXACT_TOTAL`] candies.
#[derive(Debug)]
pub struct MisereNimOracle {
    game: Misere<HeapSum<Nim>>,
    exact: Negamax<Misere<HeapSum<Nim>>>,
}

impl From<&Misere<HeapSum<Nim>>> for MisereNimOracle {
    fn from(game: &Misere<HeapSum<Nim>>) -> MisereNimOracle {
        MisereNimOracle {
            game: game.clone(),
            exact: Negamax::new(game.clone()),
        }
    }
}

impl Oracle<Misere<HeapSum<Nim>>> for MisereNimOracle {
    fn move_values(&mut self, position: &HeapsPosition) -> Vec<(HeapMove, Value)> {
        if cses::total(&position.heaps) <= EXACT_TOTAL {
            return self.exact.move_values(position);
        }
        values_by_rule(&self.game, position, |next| !mover_wins(&next.heaps))
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Hdu = "hdu": "HDU 1907 \"John\": `John` when John (first) wins, else `Brother`, per game",
        Cses = "cses": "`first` or `second` per game",
        Text = "text": "who wins each game, and a winning move",
        Json = "json": "one object per game (docs/json.md)",
    }
}

/// Who wins `heaps`, and how, in words.
pub fn verdict(heaps: &[u64]) -> String {
    let xor = heaps.iter().fold(0, |x, &h| x ^ h);
    let big = heaps.iter().filter(|&&h| h >= 2).count();
    let ones = heaps.iter().filter(|&&h| h == 1).count();
    let why = match big {
        0 => format!("every heap has at most one candy and {ones} have one"),
        1 => "one heap has two or more candies".to_owned(),
        _ => format!("{big} heaps have two or more candies and the sizes XOR to {xor}"),
    };
    match winning_move(heaps) {
        Some((heap, into)) => format!("{why}: John wins by eating a heap of {heap} down to {into}"),
        None if mover_wins(heaps) => format!("{why}: John wins, for Brother ate the last candy"),
        None => format!("{why}: Brother wins"),
    }
}

/// Misère Nim as a registered game.
#[derive(Debug, Clone, Copy)]
pub struct MisereNim;

impl Plugin for MisereNim {
    type Case = Vec<u64>;
    type Game = Misere<HeapSum<Nim>>;
    type Oracle = MisereNimOracle;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "misere-nim",
        title: "Misère Nim",
        rules: "Heaps of candies; a move eats any number of candies from one heap; whoever \
                eats the last candy loses.",
        problems: &["HDU 1907 \"John\""],
        limits: "solve: any number of heaps of up to 10^18 in O(n); play and explain: at most \
                 10^5 candies in all",
        seats: ["John", "Brother"],
        inline_help: "The heaps: HDU 1907's file (T, then per game N and the N heaps), or one \
                      game's heap sizes on one line.",
        generate: cses::GENERATE,
        notes: "HDU 1907's input is CSES's: T, then per game N and the N heap sizes; John \
                moves first. Play as in Nim until one heap of two or more is left, then leave \
                an odd number of heaps of one: the player to move wins exactly when some heap \
                has two or more and the sizes XOR to non-0, or when no heap has two and the \
                heaps of one are even in number.",
        examples: "\
  printf '2\\n3\\n3 5 1\\n1\\n1\\n' | optimal-play misere-nim solve
  optimal-play misere-nim explain --heaps '3 5 1'
  optimal-play misere-nim play --heaps '1 2 3' --as second",
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, layout: Option<Layout>) -> Result<Vec<Vec<u64>>, InputError> {
        let text = &crate::input::numbers::blank_assignments(text, &["n"]);
        cses::read_games(text, layout.map(|layout| layout == Layout::Cses), false)
    }
    fn write(&self, games: &[Vec<u64>], out: &mut dyn Write) -> io::Result<()> {
        cses::write_cses(games, false, out)
    }
    fn write_as(&self, games: &[Vec<u64>], layout: Layout, out: &mut dyn Write) -> io::Result<()> {
        match layout {
            Layout::Cses => cses::write_cses(games, false, out),
            Layout::Heaps => cses::write_lines(games, out),
        }
    }
    fn answer(&self, games: &[Vec<u64>], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, games, format, out)
    }
    fn size(&self, heaps: &Vec<u64>) -> Size {
        Size::new(
            "the number of candies",
            cses::total(heaps),
            cses::PLAY_TOTAL_LIMIT,
        )
    }
    fn game(&self, heaps: &Vec<u64>) -> Misere<HeapSum<Nim>> {
        Misere(HeapSum::new(Nim, heaps.clone()))
    }
    fn reason(&self, game: &Misere<HeapSum<Nim>>) -> String {
        let heaps = game.0.start().heaps;
        format!(
            "Misère Nim (Bouton): play as in Nim, leaving the sizes' XOR 0, until a move would \
             leave no heap of two or more; then leave an odd number of heaps of one instead, \
             so that the opponent eats the last candy. The player to move wins exactly when \
             some heap has two or more and the sizes XOR to non-0, or when no heap has two \
             and the heaps of one are even in number.\nHere {}.",
            verdict(&heaps)
        )
    }
    /// For `stress`, heaps of 1 to 4747, HDU 1907's bounds (at most 47).
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Vec<u64>, Error> {
        let mut heaps = cses::sample(draw, false, (1, 4747));
        heaps.truncate(47);
        Ok(heaps)
    }
    fn generate(&self, draw: &mut Draw<'_>) -> Result<Vec<Vec<u64>>, Error> {
        Ok(cses::generate(draw, |draw| {
            cses::sample(draw, false, (1, 4747))
        }))
    }
}

/// Who wins from the heaps, and a winning move: `text` in words, `json` the
/// fields.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The heaps, as given.
    pub heaps: Vec<u64>,
    /// Whether the first player wins.
    pub first_wins: bool,
    /// A winning move, if there is one.
    pub winning_move: Option<Eat>,
}

/// A move: the heap `heap` (its size) eaten down to `into`.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Eat {
    /// The heap's size.
    pub heap: u64,
    /// What is left of it.
    pub into: u64,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", cses::join(&self.heaps), verdict(&self.heaps))
    }
}

impl Answers for MisereNim {
    type Answer = Answer;

    fn solve_one(&self, heaps: &Vec<u64>) -> Result<Answer, Error> {
        Ok(Answer {
            heaps: heaps.clone(),
            first_wins: mover_wins(heaps),
            winning_move: winning_move(heaps).map(|(heap, into)| Eat { heap, into }),
        })
    }
    /// HDU's `John` or `Brother`; CSES's `first` or `second`.
    fn judge(&self, answer: &Answer, format: Format, out: &mut dyn Write) -> Answered {
        let words = match format {
            Format::Hdu => ["John", "Brother"],
            _ => ["first", "second"],
        };
        Ok(writeln!(out, "{}", words[usize::from(!answer.first_wins)])?)
    }
}
