//! Stone Game VIII (LeetCode 1872): stones in a row; while more than one
//! stone is left, the player to move takes the leftmost `x >= 2` stones,
//! scores their sum, and puts back one stone of that sum on the left. Alice
//! moves first; the answer is Alice's score minus Bob's.
//!
//! The leftmost stone always holds a prefix of the row, so a position is
//! the last stone `j` of that prefix, and a move to `j' > j` scores the
//! prefix sum `P(j')`. With `D(j)` the margin of the player to move at `j`,
//! `D(n-1) = 0` and `D(j) = max over j' > j of P(j') - D(j')`: one pass from
//! the back with a running maximum, O(n) time.
//!
//! ```
//! use optimal_play::games::stone_game_viii::margins;
//! // LeetCode 1872, example 1: [-1, 2, -3, 4, -5] → 5.
//! assert_eq!(margins(&[-1, 2, -3, 4, -5])[0], 5);
//! ```

use std::io::Write;

use serde::Serialize;

use crate::engine::picture::{Picture, Scene, Target};
use crate::engine::{BadMove, Game, Notation, Oracle, Player, Scoring, Value};
use crate::erased::{Error, GameInfo};
use crate::plugin::Answered;
use crate::row_games::{
    BestMoves, GENERATE, Layout, RowRules, Sums, player_after, prefix_sums, segment_text,
};

/// The game on one row. A position is `(j, moves made)`: the leftmost stone
/// holds the values `0..=j`.
#[derive(Debug, Clone)]
pub struct StoneGameViii {
    values: Sums,
}

impl StoneGameViii {
    /// The game on `values`.
    pub fn new(values: Vec<i64>) -> StoneGameViii {
        StoneGameViii {
            values: Sums::new(values),
        }
    }

    /// What the leftmost stone holds at `j`: the values `0..=j`.
    fn held(&self, j: usize) -> i128 {
        self.values.sum(0, (j + 1).min(self.values.len()))
    }
}

impl Game for StoneGameViii {
    type Position = (usize, usize);
    type Move = usize;

    fn start(&self) -> (usize, usize) {
        (0, 0)
    }
    fn to_move(&self, &(_, made): &(usize, usize)) -> Player {
        player_after(made)
    }
    /// How many stones a move takes from the left: 2 up to all that are left.
    fn moves(&self, &(j, _): &(usize, usize)) -> Vec<usize> {
        (2..=self.values.len().saturating_sub(j)).collect()
    }
    fn apply(&self, &(j, made): &(usize, usize), take: &usize) -> ((usize, usize), i128) {
        let to = j + take - 1;
        ((to, made + 1), self.held(to))
    }
}

impl Notation for StoneGameViii {
    fn move_text(&self, _: &(usize, usize), take: &usize) -> String {
        format!("take {take}")
    }
    fn describe_move(&self, &(j, _): &(usize, usize), take: &usize) -> String {
        let sum = self.held(j + take - 1);
        format!("merge the leftmost {take} stones into one of {sum}, scoring {sum}")
    }
    fn read_move(&self, position: &(usize, usize), text: &str) -> Result<usize, BadMove> {
        crate::row_games::read_take(self, position, text)
    }
    fn move_json(&self, position: &(usize, usize), take: &usize) -> serde_json::Value {
        serde_json::json!({"text": self.move_text(position, take), "take": take})
    }
    fn position_text(&self, &(j, _): &(usize, usize)) -> String {
        let rest = &self.values[(j + 1).min(self.values.len())..];
        format!("stones: [{}] {}", self.held(j), segment_text(rest))
    }
    fn scene(&self) -> Scene {
        Scene::row(self.values.values())
    }
    fn picture(&self, &(j, _): &(usize, usize)) -> Picture {
        Picture::Row {
            from: j.min(self.values.len()),
            to: self.values.len(),
            note: (j > 0).then(|| format!("the first stone holds {}", self.held(j))),
        }
    }
    fn move_target(&self, &(j, _): &(usize, usize), take: &usize) -> Option<Target> {
        Some(Target::from_left(j, *take))
    }
    fn position_json(&self, &(j, made): &(usize, usize)) -> serde_json::Value {
        serde_json::json!({"from": j, "moves_made": made})
    }
    fn player_name(&self, player: Player) -> String {
        ["Alice", "Bob"][usize::from(player == Player::Second)].to_owned()
    }
    fn instance_json(&self) -> serde_json::Value {
        serde_json::json!({ "values": self.values.values() })
    }
    fn move_syntax(&self, &(j, _): &(usize, usize)) -> String {
        format!(
            "a number from 2 to {}: how many stones to merge",
            self.values.len() - j
        )
    }
}

/// `D(j)` for every `j`: the margin of the player to move when the leftmost
/// stone holds the values `0..=j` (0 for an empty row). O(n).
pub fn margins(values: &[i64]) -> Vec<i128> {
    let n = values.len();
    let prefix = prefix_sums(values);
    let mut margin = vec![0i128; n.max(1)];
    // The best P(j') - D(j') over j' > j, from the back.
    let mut best: Option<i128> = None;
    for j in (0..n).rev() {
        margin[j] = best.unwrap_or(0);
        let here = prefix[j + 1] - margin[j];
        best = Some(best.map_or(here, |b| b.max(here)));
    }
    margin
}

/// The O(1)-per-move oracle over [`margins`].
#[derive(Debug, Clone)]
pub struct EightOracle {
    game: StoneGameViii,
    margin: Vec<i128>,
}

impl Oracle<StoneGameViii> for EightOracle {
    fn move_values(&mut self, position: &(usize, usize)) -> Vec<(usize, Value)> {
        let j = position.0;
        (self.game.moves(position).into_iter())
            .map(|take| {
                let to = j + take - 1;
                (take, Value::Margin(self.game.held(to) - self.margin[to]))
            })
            .collect()
    }
}

impl TryFrom<&StoneGameViii> for EightOracle {
    type Error = Error;

    fn try_from(game: &StoneGameViii) -> Result<EightOracle, Error> {
        Ok(EightOracle {
            margin: margins(game.values.values()),
            game: game.clone(),
        })
    }
}

crate::choices! {
    /// How Stone Game VIII prints its answer.
    pub enum Format {
        Leetcode = "leetcode": "LeetCode 1872 \"Stone Game VIII\": Alice's score minus Bob's",
        Text = "text": "the margin, and the best first move",
        Json = "json": "one JSON object (docs/json.md)",
    }
}

/// Stone Game VIII.
#[derive(Debug, Clone, Copy, Default)]
pub struct StoneGameViiiRules;

/// Alice's score minus Bob's, and the best first moves.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// Alice's score minus Bob's.
    pub margin: i128,
    /// The margin as the engine's value of the start.
    pub value: Value,
    /// The first moves that keep the margin.
    pub best: BestMoves,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let margin = self.margin;
        write!(
            f,
            "Alice scores {margin} more than Bob with best play on both sides"
        )?;
        match self.best.words().first() {
            Some(words) => write!(f, "\nbest first move: {words}"),
            None => Ok(()),
        }
    }
}

impl RowRules for StoneGameViiiRules {
    type Answer = Answer;
    type Game = StoneGameViii;
    type Oracle = EightOracle;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "stone-game-viii",
        title: "Stone Game VIII (LeetCode 1872)",
        rules: "Merge the leftmost x >= 2 stones into one and score their sum; the game ends at one stone.",
        problems: &["LeetCode 1872 \"Stone Game VIII\""],
        limits: "solve: O(n), any row that fits in memory; play and explain: 3000 values",
        scoring: Scoring::Points,
        inline: "values",
        inline_help: "The row, as comma-separated values or LeetCode's [-1,2,-3,4,-5].",
        seats: ["Alice", "Bob"],
        generate: GENERATE,
        examples: "\
  echo '[-1,2,-3,4,-5]' | optimal-play stone-game-viii solve
  optimal-play stone-game-viii play --values 7,-6,5,10,5,-2,-6",
        ..GameInfo::TYPED
    };

    fn game(&self, values: Vec<i64>) -> StoneGameViii {
        StoneGameViii::new(values)
    }
    fn solve_one(&self, game: &StoneGameViii) -> Result<Answer, Error> {
        let margin = margins(game.values.values())[0];
        Ok(Answer {
            margin,
            value: Value::Margin(margin),
            best: BestMoves::of(game, EightOracle::try_from(game)?),
        })
    }
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        Ok(writeln!(out, "{}", answer.margin)?)
    }
    fn explain_intro(&self, game: &StoneGameViii, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(
            out,
            "Stone Game VIII on {}.",
            segment_text(game.values.values())
        )?;
        writeln!(
            out,
            "The recurrence: the leftmost stone always holds a prefix a[0..=j], and merging up to \
             j' scores the prefix sum P(j'). With D(j) the margin of the player to move at j, \
             D(n-1) = 0 and D(j) = max over j' > j of P(j') - D(j'), one pass from the back."
        )?;
        writeln!(out, "Here D(0) = {}.", margins(game.values.values())[0])
    }
}
