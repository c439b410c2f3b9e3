//! Stone Game VII (LeetCode 1690): remove the value at either end; the mover
//! scores the sum of the values that are left. The answer is the first
//! player's score minus the second's.
//!
//! With `M(i, j)` the margin of the player to move on `a[i..j)`:
//! `M(i, i+1) = 0` and `M(i, j) = max(S(i+1, j) - M(i+1, j),
//! S(i, j-1) - M(i, j-1))`. O(n²) time; by lengths, O(n) memory.
//!
//! ```
//! use optimal_play::games::stone_game_vii::margin;
//! assert_eq!(margin(&[5, 3, 1, 4, 2]), 6);
//! assert_eq!(margin(&[7, 90, 5, 1, 100, 10, 10, 2]), 122);
//! ```

use crate::engine::picture::{Picture, Scene, Target};
use std::io::Write;

use serde::Serialize;

use crate::coins::Side;
use crate::engine::{BadMove, Game, Notation, Oracle, Player, Scoring, Value};
use crate::erased::{Error, GameInfo};
use crate::plugin::Answered;
use crate::row_games::{
    GENERATE, Layout, RowRules, Sums, Triangle, player_after, prefix_sums, segment_text,
};

// ---- rules -----------------------------------------------------------------

/// The game on one row. A position is `(i, j)`; the moves made are `n - (j -
/// i)`, one value each.
#[derive(Debug, Clone)]
pub struct StoneGameVii {
    values: Sums,
}

impl StoneGameVii {
    /// The game on `values`.
    pub fn new(values: Vec<i64>) -> StoneGameVii {
        StoneGameVii {
            values: Sums::new(values),
        }
    }

    pub(crate) fn sum(&self, from: usize, to: usize) -> i128 {
        self.values.sum(from, to)
    }
}

impl Game for StoneGameVii {
    type Position = (usize, usize);
    type Move = Side;

    fn start(&self) -> (usize, usize) {
        (0, self.values.len())
    }
    fn to_move(&self, &(i, j): &(usize, usize)) -> Player {
        player_after(self.values.len() - (j - i))
    }
    fn moves(&self, &(i, j): &(usize, usize)) -> Vec<Side> {
        if i < j {
            vec![Side::Left, Side::Right]
        } else {
            Vec::new()
        }
    }
    fn apply(&self, &segment: &(usize, usize), side: &Side) -> ((usize, usize), i128) {
        let (_, (i, j)) = side.take(segment);
        ((i, j), self.sum(i, j))
    }
}

impl Notation for StoneGameVii {
    fn move_text(&self, _: &(usize, usize), side: &Side) -> String {
        side.name().to_owned()
    }
    fn describe_move(&self, &segment: &(usize, usize), side: &Side) -> String {
        let (index, (i, j)) = side.take(segment);
        format!(
            "remove {} from the {side}, scoring the {} left",
            self.values[index],
            self.sum(i, j)
        )
    }
    fn read_move(&self, position: &(usize, usize), text: &str) -> Result<Side, BadMove> {
        crate::row_games::read_side(self, position, text)
    }
    fn move_json(&self, &segment: &(usize, usize), side: &Side) -> serde_json::Value {
        let (index, _) = side.take(segment);
        serde_json::json!({"text": side.name(), "side": side, "value": self.values[index]})
    }
    fn position_text(&self, &(i, j): &(usize, usize)) -> String {
        format!(
            "left {} right    (sum {})",
            segment_text(&self.values[i..j]),
            self.sum(i, j)
        )
    }
    fn scene(&self) -> Scene {
        Scene::row(self.values.values())
    }
    fn picture(&self, &(from, to): &(usize, usize)) -> Picture {
        Picture::row(from, to)
    }
    fn move_target(&self, &segment: &(usize, usize), side: &Side) -> Option<Target> {
        Some(Target::Value {
            index: side.take(segment).0,
        })
    }
    fn position_json(&self, &(i, j): &(usize, usize)) -> serde_json::Value {
        serde_json::json!({"from": i, "to": j})
    }
    fn instance_json(&self) -> serde_json::Value {
        serde_json::json!({ "values": self.values.values() })
    }
    fn move_syntax(&self, _: &(usize, usize)) -> String {
        "l (left) or r (right): the end to remove".to_owned()
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Alice".to_owned(),
            Player::Second => "Bob".to_owned(),
        }
    }
}

// ---- solver ----------------------------------------------------------------

/// The longest row `solve` takes: O(n²), about a second.
pub const SOLVE_LIMIT: usize = 30_000;

/// The first player's score minus the second's: O(n²) time, O(n) memory.
pub fn margin(values: &[i64]) -> i128 {
    let n = values.len();
    let prefix = prefix_sums(values);
    // m[i] = M(i, i + L), updated in place from L - 1: M(i+1, j) is m[i + 1]
    // and M(i, j-1) is m[i], both of length L - 1 while i increases.
    let mut m = vec![0i128; n + 1];
    for len in 2..=n {
        for i in 0..=n - len {
            crate::interrupt::checkpoint();
            let j = i + len;
            let left = prefix[j] - prefix[i + 1] - m[i + 1];
            let right = prefix[j - 1] - prefix[i] - m[i];
            m[i] = left.max(right);
        }
    }
    if n == 0 { 0 } else { m[0] }
}

/// The whole table, for play and explanations (n ≤ 3000).
#[derive(Debug, Clone)]
pub struct SevenOracle {
    game: StoneGameVii,
    table: Triangle,
}

impl SevenOracle {
    /// The table for `game`.
    pub fn new(game: &StoneGameVii) -> Result<SevenOracle, Error> {
        let n = game.values.len();
        let mut table = Triangle::new(n, "the Stone Game VII table")?;
        for len in 2..=n {
            for i in 0..=n - len {
                crate::interrupt::checkpoint();
                let j = i + len;
                let left = game.sum(i + 1, j) - table.get(i + 1, j);
                let right = game.sum(i, j - 1) - table.get(i, j - 1);
                table.set(i, j, left.max(right));
            }
        }
        Ok(SevenOracle {
            game: game.clone(),
            table,
        })
    }
}

impl Oracle<StoneGameVii> for SevenOracle {
    fn move_values(&mut self, position: &(usize, usize)) -> Vec<(Side, Value)> {
        self.game
            .moves(position)
            .into_iter()
            .map(|side| {
                let (_, (i, j)) = side.take(*position);
                (
                    side,
                    Value::Margin(self.game.sum(i, j) - self.table.get(i, j)),
                )
            })
            .collect()
    }
}

impl TryFrom<&StoneGameVii> for SevenOracle {
    type Error = Error;

    fn try_from(game: &StoneGameVii) -> Result<SevenOracle, Error> {
        SevenOracle::new(game)
    }
}

// ---- entry -----------------------------------------------------------------

crate::choices! {
    /// How Stone Game VII prints its answer.
    pub enum Format {
        Margin = "margin": "LeetCode 1690 \"Stone Game VII\": Alice's score minus Bob's",
        Text = "text": "both scores and the margin",
        Json = "json": "one JSON object (docs/json.md)",
    }
}

/// Stone Game VII.
#[derive(Debug, Clone, Copy, Default)]
pub struct StoneGameViiRules;

/// Alice's score minus Bob's on one row.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// Alice's score minus Bob's.
    pub margin: i128,
    /// The margin as the engine's value of the start.
    pub value: Value,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let margin = self.margin;
        write!(
            f,
            "Alice scores {margin} more than Bob with best play on both sides"
        )
    }
}

impl RowRules for StoneGameViiRules {
    type Answer = Answer;
    type Game = StoneGameVii;
    type Oracle = SevenOracle;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "stone-game-vii",
        title: "Stone Game VII (LeetCode 1690)",
        rules: "Remove the value at either end; the mover scores the sum of the values left.",
        problems: &["LeetCode 1690 \"Stone Game VII\""],
        limits: "solve: O(n²) time, O(n) memory, at most 30,000 values (about a second); play and explain: 3000 values",
        scoring: Scoring::Points,
        inline: "values",
        inline_help: "The row, as comma-separated values: 5,3,1,4,2.",
        seats: ["Alice", "Bob"],
        generate: GENERATE,
        examples: "\
  optimal-play stone-game-vii solve --values 5,3,1,4,2
  optimal-play stone-game-vii explain --values 7,90,5,1,100,10,10,2",
        ..GameInfo::TYPED
    };

    fn game(&self, values: Vec<i64>) -> StoneGameVii {
        StoneGameVii::new(values)
    }
    fn session_bytes(&self, n: usize) -> u64 {
        crate::row_games::triangle_bytes(n) + crate::row_games::row_session_bytes(n)
    }
    fn solve_one(&self, game: &StoneGameVii) -> Result<Answer, Error> {
        let n = game.values.len();
        crate::row_games::check_quadratic(n, SOLVE_LIMIT, "the Stone Game VII recurrence")?;
        let margin = margin(&game.values);
        Ok(Answer {
            margin,
            value: Value::Margin(margin),
        })
    }
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        Ok(writeln!(out, "{}", answer.margin)?)
    }
    fn explain_intro(&self, game: &StoneGameVii, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(
            out,
            "Stone Game VII on {}: remove an end, score the sum left.",
            segment_text(&game.values)
        )?;
        writeln!(
            out,
            "The recurrence: with M(i, j) the margin of the player to move on a[i..j), \
             M(i, i+1) = 0 and M(i, j) = max(S(i+1, j) - M(i+1, j), S(i, j-1) - M(i, j-1)): \
             the sum a removal leaves, which is its score, minus what the rest is worth to \
             the opponent."
        )?;
        writeln!(out, "Here M(0, n) = {}.", margin(&game.values))
    }
}
