//! Take 1 to k values from the front: LeetCode 1406 "Stone Game III" (k = 3,
//! answer `Alice`, `Bob` or `Tie`) and LintCode 395 "Coins in a Line II"
//! (k = 2, answer `true` when the first player ends strictly ahead).
//!
//! With `M(i)` the margin of the player to move when the values from `i` on
//! are left, `M(n) = 0` and `M(i) = max over t in 1..=k, i + t <= n, of
//! (a[i] + … + a[i+t-1]) - M(i+t)`: O(n·k) time, O(n) memory, from the back.
//!
//! ```
//! use optimal_play::games::take_front::margins;
//! // LeetCode 1406: [1, 2, 3, 7] → Bob (Alice can at best lose by 1).
//! assert_eq!(margins(&[1, 2, 3, 7], 3)[0], -1);
//! ```

use crate::engine::picture::{Picture, Scene, Target};
use std::io::Write;

use serde::Serialize;

use crate::engine::{BadMove, Game, Notation, Oracle, Player, Scoring, Value};
use crate::erased::{Error, GameInfo, Param};
use crate::plugin::{Answered, Size};
use crate::row_games::{
    BestMoves, GENERATE, Layout, RowRules, Sums, Totals, TotalsWords, alice_bob, player_after,
    prefix_sums, segment_text,
};

// ---- rules -----------------------------------------------------------------

/// The game on one row. A position is `(front, moves made)`: the values from
/// `front` on are left.
#[derive(Debug, Clone)]
pub struct TakeFront {
    values: Sums,
    k: usize,
}

impl TakeFront {
    /// The game on `values`, taking 1 to `k` values a move.
    pub fn new(values: Vec<i64>, k: usize) -> TakeFront {
        TakeFront {
            values: Sums::new(values),
            k: k.max(1),
        }
    }

    pub(crate) fn sum(&self, from: usize, to: usize) -> i128 {
        self.values.sum(from, to)
    }
}

impl Game for TakeFront {
    type Position = (usize, usize);
    type Move = usize;

    fn start(&self) -> (usize, usize) {
        (0, 0)
    }
    fn to_move(&self, &(_, made): &(usize, usize)) -> Player {
        player_after(made)
    }
    fn moves(&self, &(front, _): &(usize, usize)) -> Vec<usize> {
        (1..=self.k.min(self.values.len() - front)).collect()
    }
    fn apply(&self, &(front, made): &(usize, usize), take: &usize) -> ((usize, usize), i128) {
        ((front + take, made + 1), self.sum(front, front + take))
    }
}

impl Notation for TakeFront {
    fn move_text(&self, _: &(usize, usize), take: &usize) -> String {
        format!("take {take}")
    }
    fn describe_move(&self, &(front, _): &(usize, usize), take: &usize) -> String {
        let taken = &self.values[front..front + take];
        format!(
            "take {} from the front ({} point{})",
            segment_text(taken),
            self.sum(front, front + take),
            if self.sum(front, front + take) == 1 {
                ""
            } else {
                "s"
            }
        )
    }
    fn read_move(&self, position: &(usize, usize), text: &str) -> Result<usize, BadMove> {
        crate::row_games::read_take(self, position, text)
    }
    fn move_json(&self, position: &(usize, usize), take: &usize) -> serde_json::Value {
        serde_json::json!({"text": self.move_text(position, take), "take": take})
    }
    fn position_text(&self, &(front, _): &(usize, usize)) -> String {
        let left = self.values.len() - front;
        format!(
            "front → {}    ({left} value{} left)",
            segment_text(&self.values[front..]),
            if left == 1 { "" } else { "s" }
        )
    }
    fn scene(&self) -> Scene {
        Scene::row(self.values.values())
    }
    fn picture(&self, &(from, _): &(usize, usize)) -> Picture {
        Picture::row(from, self.values.values().len())
    }
    fn move_target(&self, &(from, _): &(usize, usize), take: &usize) -> Option<Target> {
        Some(Target::from_left(from, *take))
    }
    fn position_json(&self, &(front, made): &(usize, usize)) -> serde_json::Value {
        serde_json::json!({"from": front, "moves_made": made})
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Alice".to_owned(),
            Player::Second => "Bob".to_owned(),
        }
    }
    fn instance_json(&self) -> serde_json::Value {
        serde_json::json!({ "values": self.values.values() })
    }
    fn move_syntax(&self, &(front, _): &(usize, usize)) -> String {
        let most = self.k.min(self.values.len() - front);
        if most <= 1 {
            "1 (take the last value)".to_owned()
        } else {
            format!("a number from 1 to {most}: how many values to take")
        }
    }
}

// ---- solver ----------------------------------------------------------------

/// `M(i)` for every `i` from 0 to `n`: the margin of the player to move when
/// the values from `i` on are left. O(n·k).
pub fn margins(values: &[i64], k: usize) -> Vec<i128> {
    let n = values.len();
    let prefix = prefix_sums(values);
    let mut margin = vec![0i128; n + 1];
    for i in (0..n).rev() {
        crate::interrupt::checkpoint();
        margin[i] = (1..=k.max(1).min(n - i))
            .map(|t| prefix[i + t] - prefix[i] - margin[i + t])
            .max()
            .expect("at least one move");
    }
    margin
}

/// The O(k)-per-position oracle over [`margins`].
#[derive(Debug, Clone)]
pub struct FrontOracle {
    game: TakeFront,
    margin: Vec<i128>,
}

impl Oracle<TakeFront> for FrontOracle {
    fn move_values(&mut self, position: &(usize, usize)) -> Vec<(usize, Value)> {
        let game = &self.game;
        game.moves(position)
            .into_iter()
            .map(|take| {
                let front = position.0;
                let value = game.sum(front, front + take) - self.margin[front + take];
                (take, Value::Margin(value))
            })
            .collect()
    }
}

impl TryFrom<&TakeFront> for FrontOracle {
    type Error = Error;

    fn try_from(game: &TakeFront) -> Result<FrontOracle, Error> {
        Ok(FrontOracle {
            margin: margins(&game.values, game.k),
            game: game.clone(),
        })
    }
}

// ---- entry -----------------------------------------------------------------

crate::choices! {
    /// How take-front prints its answer.
    pub enum Format {
        Text = "text": "both totals, the margin, the best first move",
        Json = "json": "one JSON object (docs/json.md)",
        AliceBob = "alice-bob": "LeetCode 1406 \"Stone Game III\": `Alice`, `Bob` or `Tie`",
        Bool = "bool": "LintCode 395 \"Coins in a Line II\": `true` when the first player ends strictly ahead",
        Totals = "totals": "both totals, `P1 P2`",
    }
}

/// The most steps of the table `solve` takes: about a second.
const SOLVE_STEPS: u64 = 1_000_000_000;

/// Take 1 to k values from the front, with its `k`.
#[derive(Debug, Clone, Copy)]
pub struct TakeFrontRules {
    /// The most values a move may take.
    pub k: u64,
}

impl TakeFrontRules {
    /// The rules with the default `k`, as registered.
    pub const DEFAULT: TakeFrontRules = TakeFrontRules {
        k: crate::row_games::default_param(<Self as RowRules>::INFO),
    };
}

impl Default for TakeFrontRules {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// Both totals, the margin and the best first moves on one row.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// Both totals and the margin.
    #[serde(flatten)]
    pub totals: Totals,
    /// The first moves that keep the margin.
    pub best: BestMoves,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Totals {
            first,
            second,
            margin,
            ..
        } = self.totals;
        writeln!(f, "first player   {first}")?;
        writeln!(f, "second player  {second}")?;
        writeln!(f, "margin         {margin}  ({})", alice_bob(margin))?;
        match self.best.words() {
            [] => write!(f, "best first move: none, the row is empty"),
            words => write!(f, "best first move: {}", words.join(", or ")),
        }
    }
}

impl RowRules for TakeFrontRules {
    type Answer = Answer;
    type Game = TakeFront;
    type Oracle = FrontOracle;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "take-front",
        title: "Take 1 to k from the front (Stone Game III, Coins in a Line II)",
        rules: "Take 1 to k values from the front of the row; the larger total wins.",
        problems: &[
            "LeetCode 1406 \"Stone Game III\" (k = 3)",
            "LintCode 395 \"Coins in a Line II\" (k = 2)",
        ],
        limits: "O(n·min(k, n)): 10^6 values with k = 3 in well under a second; solve takes \
                 at most 10^9 steps (n·min(k, n))",
        scoring: Scoring::Points,
        inline: "values",
        inline_help: "The row, as comma-separated values: 1,2,3,7.",
        seats: ["Alice", "Bob"],
        generate: GENERATE,
        param: Some(Param::new("k", "the most values a move may take", 1, 3)),
        notes: "LeetCode 1406 is --k 3 (the default) with --format alice-bob; LintCode 395 is --k 2 with --format bool.",
        examples: "\
  optimal-play take-front solve --values 1,2,3,7 --format alice-bob
  optimal-play take-front solve --k 2 --values 1,2,4 --format bool
  optimal-play take-front play --values 1,2,3,-9,4,8",
        ..GameInfo::TYPED
    };

    /// The table is n·min(k, n) steps: at most 10^9 (about a second), so
    /// that a large k on a long row is refused before any work (#46).
    fn solve_limits(&self, values: &[i64]) -> Vec<Size> {
        let n = values.len() as u64;
        let steps = n.saturating_mul(self.k.min(n));
        vec![Size::new(
            "the table's work, n·min(k, n) steps,",
            steps,
            SOLVE_STEPS,
        )]
    }
    fn with_param(&self, k: u64) -> Self {
        TakeFrontRules { k }
    }
    fn game(&self, values: Vec<i64>) -> TakeFront {
        TakeFront::new(values, usize::try_from(self.k).unwrap_or(usize::MAX))
    }
    fn solve_one(&self, game: &TakeFront) -> Result<Answer, Error> {
        let margin = margins(&game.values, game.k);
        let sum = game.sum(0, game.values.len());
        Ok(Answer {
            totals: Totals::of_margin(sum, margin[0], TotalsWords::Players),
            best: BestMoves::of(
                game,
                FrontOracle {
                    game: game.clone(),
                    margin,
                },
            ),
        })
    }
    fn judge(&self, answer: &Answer, format: Format, out: &mut dyn Write) -> Answered {
        let Totals {
            first,
            second,
            margin,
            ..
        } = answer.totals;
        match format {
            Format::AliceBob => writeln!(out, "{}", alice_bob(margin))?,
            Format::Bool => writeln!(out, "{}", margin > 0)?,
            _ => writeln!(out, "{first} {second}")?,
        }
        Ok(())
    }
    fn explain_intro(&self, game: &TakeFront, out: &mut dyn Write) -> std::io::Result<()> {
        let margin = margins(&game.values, game.k);
        writeln!(
            out,
            "Take 1 to {k} values from the front of {row}.",
            k = game.k,
            row = segment_text(&game.values)
        )?;
        writeln!(
            out,
            "The recurrence: with M(i) the margin of the player to move when the values from \
             position i on are left, M(n) = 0 and M(i) = max over t = 1..{k} of \
             (a[i] + … + a[i+t-1]) - M(i+t): what a move takes, minus what the rest is worth \
             to the opponent.",
            k = game.k
        )?;
        let m = margin[0];
        writeln!(
            out,
            "Here M(0) = {m}: {}.",
            match alice_bob(m) {
                "Alice" => "the first player (Alice) wins",
                "Bob" => "the second player (Bob) wins",
                _ => "a tie",
            }
        )
    }
}
