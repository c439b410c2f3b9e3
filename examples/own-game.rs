//! A game of your own, solved, explained, played and served by optimal-play
//! without a fork: the whole game is this file.
//!
//! Twenty-one: a running total starts at 0; the players take turns adding
//! 1, 2 or 3; whoever brings the total to the target (21) wins. The judge's
//! input is one target a line, and the answer `first` or `second`.
//!
//! ```sh
//! cargo run --example own-game -- twenty-one solve --target 21
//! cargo run --example own-game -- twenty-one play --target 21 --as second
//! cargo run --example own-game -- serve      # every built-in game, and this one
//! ```
//!
//! It implements the engine's `Game` and `Notation` for one game, and
//! `Plugin` to join; its oracle is the engine's search (`Searcher`), made
//! fast by the game's hooks (`Search`: a key, and a win at once known
//! without a search); the command line and the playground come from
//! `optimal_play_cli::main`.

use std::process::ExitCode;

use optimal_play::engine::search::{Expansion, Search, Searcher};
use optimal_play::plugin::prelude::*;
use optimal_play::registry::Registry;

/// One game of Twenty-one: the target. A position is the total so far and
/// the moves made (whose parity says whose turn it is).
#[derive(Debug, Clone, Copy)]
struct Race(u64);

impl Game for Race {
    type Position = (u64, u64);
    type Move = u64;
    fn start(&self) -> (u64, u64) {
        (0, 0)
    }
    fn to_move(&self, &(_, made): &(u64, u64)) -> Player {
        Player::after(made)
    }
    fn moves(&self, &(total, _): &(u64, u64)) -> Vec<u64> {
        (1..=3).filter(|add| total + add <= self.0).collect()
    }
    fn apply(&self, &(total, made): &(u64, u64), add: &u64) -> ((u64, u64), i128) {
        ((total + add, made + 1), 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
}

/// The search's hooks: only `key` is needed; `expand` makes it fast.
impl Search for Race {
    /// The total alone decides the value (whose turn it is does not).
    fn key(&self, &(total, _): &(u64, u64)) -> u64 {
        total
    }
    /// Within 3 of the target, the move that reaches it wins at once.
    fn expand(&self, &(total, made): &(u64, u64), moves: &mut Vec<u64>) -> Expansion {
        if total < self.0 && self.0 - total <= 3 {
            return Expansion::Known(Value::Win { moves: 1 });
        }
        moves.extend(self.moves(&(total, made)));
        Expansion::Moves
    }
    fn turns_alternate(&self) -> bool {
        true
    }
}

impl<'a> From<&'a Race> for Searcher<Race> {
    fn from(race: &'a Race) -> Searcher<Race> {
        Searcher::with_table_bytes(*race, 1 << 20)
    }
}

impl Notation for Race {
    fn move_text(&self, _: &(u64, u64), add: &u64) -> String {
        format!("add {add}")
    }
    fn read_move(&self, position: &(u64, u64), text: &str) -> Result<u64, BadMove> {
        let add = text.trim().trim_start_matches("add").trim().parse().ok();
        add.filter(|add| self.moves(position).contains(add))
            .ok_or_else(|| BadMove(format!("expected {}", self.move_syntax(position))))
    }
    fn move_json(&self, position: &(u64, u64), add: &u64) -> serde_json::Value {
        json!({"text": self.move_text(position, add), "add": add})
    }
    fn position_text(&self, &(total, _): &(u64, u64)) -> String {
        format!("the total is {total} of {}", self.0)
    }
    fn position_json(&self, &(total, made): &(u64, u64)) -> serde_json::Value {
        json!({"total": total, "moves_made": made})
    }
    fn picture(&self, &(total, _): &(u64, u64)) -> Picture {
        // The playground draws it as a pile: what is left to the target.
        Picture::Count {
            count: self.0 - total,
            noun: "step to go",
        }
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"target": self.0})
    }
    fn move_syntax(&self, _: &(u64, u64)) -> String {
        "`add 1`, `add 2` or `add 3`".to_owned()
    }
}

optimal_play::choices! {
    /// The formats of `solve`.
    enum Format {
        Judge = "judge": "`first` or `second`: who wins, one a line",
        Text = "text": "who wins each game",
        Json = "json": "one object a game",
    }
}

/// Twenty-one, as it joins the registry.
#[derive(Debug, Clone, Copy)]
struct TwentyOne;

const TARGETS: NumberLines<1> = NumberLines::new(["the target"], 1_000_000, "a target a line");

impl Plugin for TwentyOne {
    type Case = [u64; 1];
    type Game = Race;
    type Oracle = Searcher<Race>;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "twenty-one",
        title: "Twenty-one",
        rules: "Add 1, 2 or 3 to a running total in turn; whoever reaches the target wins.",
        problems: &["the counting game of many a first lesson in game theory"],
        limits: "solve: targets up to 10^6; play and explain: up to 1000",
        inline: "target",
        inline_help: "The target; several games, one a line.",
        generate: &[
            GAMES,
            Parameter::new("max", "the largest target", 1, 1000, 30).small(12),
        ],
        examples: "optimal-play twenty-one solve --target 21",
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<[u64; 1]>, InputError> {
        TARGETS.read(text)
    }
    fn write(&self, games: &[[u64; 1]], out: &mut dyn Write) -> io::Result<()> {
        TARGETS.write(games, out)
    }
    fn answer(&self, games: &[[u64; 1]], format: Format, out: &mut dyn Write) -> Answered {
        for &[target] in games {
            // Solved by the engine's search, as play is; small targets
            // only (the rest by the rule `reason` gives).
            let first_wins = if target <= 1000 {
                Searcher::from(&Race(target)).value(&(0, 0)).is_win()
            } else {
                target % 4 != 0
            };
            let winner = if first_wins { "first" } else { "second" };
            match format {
                Format::Judge => writeln!(out, "{winner}")?,
                Format::Text => writeln!(out, "{target}: the {winner} player wins")?,
                Format::Json => writeln!(
                    out,
                    "{}",
                    json!({"target": target, "first_wins": first_wins})
                )?,
            }
        }
        Ok(())
    }
    fn size(&self, &[target]: &[u64; 1]) -> Size {
        Size::new("the target", target, 1000)
    }
    fn game(&self, &[target]: &[u64; 1]) -> Race {
        Race(target)
    }
    fn reason(&self, _: &Race) -> String {
        "Whoever leaves the total a multiple of 4 short of the target wins: whatever the \
         other adds (1 to 3), the reply brings it back to one."
            .to_owned()
    }
    /// A target of 1 to `--max`: `generate`, the conformance test (up to
    /// 12) and `stress` all draw from here.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<[u64; 1], Error> {
        let max = draw.max();
        Ok([draw.number(1..=max)])
    }
}

fn main() -> ExitCode {
    optimal_play_cli::main(Registry::builtin().with(Entry::new(TwentyOne)))
}
