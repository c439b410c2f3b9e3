//! Take 1 to k values from either end: "Coins in a Line III" as the
//! LeetCode discussion states it (k = 2: take one or two coins from the left
//! or from the right; the larger total wins). k = 1 is the row game.
//!
//! With `M(i, j)` the margin of the player to move on `a[i..j)`:
//! `M(i, i) = 0` and `M(i, j) = max over t in 1..=min(k, j - i) of
//! S(i, i+t) - M(i+t, j) and S(j-t, j) - M(i, j-t)`, `S` the sum of a
//! segment. O(n²·k) time; the value keeps only the last k lengths, O(n·k)
//! memory; play and explanations keep the whole table.
//!
//! ```
//! use optimal_play::games::take_k::margin;
//! // The discussion's examples: [1 2 3 4 5 6 7 1 2 3] is a first-player
//! // win, [1 1 10 1 1] is not.
//! assert!(margin(&[1, 2, 3, 4, 5, 6, 7, 1, 2, 3], 2)? > 0);
//! assert!(margin(&[1, 1, 10, 1, 1], 2)? <= 0);
//! # Ok::<(), optimal_play::engine::SolveError>(())
//! ```

use crate::engine::picture::{Picture, Scene, Target};
use std::io::Write;

use crate::coins::Side;
use crate::engine::{BadMove, Game, Notation, Oracle, Player, Scoring, SolveError, Value};
use crate::erased::{Error, GameInfo, Param};
use crate::plugin::Answered;
use crate::row_games::{
    GENERATE, Layout, RowRules, Sums, Totals, TotalsWords, Triangle, player_after, prefix_sums,
    segment_text,
};

// ---- rules -----------------------------------------------------------------

/// A move: how many values, from which end.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Take {
    /// The end.
    pub side: Side,
    /// How many values.
    pub count: usize,
}

/// The game on one row. A position is `(i, j, moves made)`: `a[i..j)` is
/// left.
#[derive(Debug, Clone)]
pub struct TakeK {
    values: Sums,
    k: usize,
}

impl TakeK {
    /// The game on `values`, taking 1 to `k` values a move.
    pub fn new(values: Vec<i64>, k: usize) -> TakeK {
        TakeK {
            values: Sums::new(values),
            k: k.max(1),
        }
    }

    pub(crate) fn sum(&self, from: usize, to: usize) -> i128 {
        self.values.sum(from, to)
    }

    /// The segment a move takes, and the one it leaves.
    pub(crate) fn split(
        &self,
        (i, j): (usize, usize),
        take: Take,
    ) -> ((usize, usize), (usize, usize)) {
        match take.side {
            Side::Left => ((i, i + take.count), (i + take.count, j)),
            Side::Right => ((j - take.count, j), (i, j - take.count)),
        }
    }
}

impl TakeK {
    /// The row's values.
    pub fn values(&self) -> &[i64] {
        self.values.values()
    }

    /// How many values the row has.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the row is empty.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

impl Game for TakeK {
    type Position = (usize, usize, usize);
    type Move = Take;

    fn start(&self) -> (usize, usize, usize) {
        (0, self.values.len(), 0)
    }
    fn to_move(&self, &(_, _, made): &(usize, usize, usize)) -> Player {
        player_after(made)
    }
    /// Taking every value left is one move, written from the left: taking
    /// them all from the right would be the same move twice.
    fn moves(&self, &(i, j, _): &(usize, usize, usize)) -> Vec<Take> {
        let most = self.k.min(j - i);
        let whole = j - i;
        [Side::Left, Side::Right]
            .into_iter()
            .flat_map(|side| (1..=most).map(move |count| Take { side, count }))
            .filter(|take| !(take.side == Side::Right && take.count == whole))
            .collect()
    }
    fn apply(
        &self,
        &(i, j, made): &(usize, usize, usize),
        take: &Take,
    ) -> ((usize, usize, usize), i128) {
        let ((from, to), (i, j)) = self.split((i, j), *take);
        ((i, j, made + 1), self.sum(from, to))
    }
}

impl Notation for TakeK {
    fn move_text(&self, _: &(usize, usize, usize), take: &Take) -> String {
        format!("{} {}", take.side, take.count)
    }
    fn describe_move(&self, &(i, j, _): &(usize, usize, usize), take: &Take) -> String {
        let ((from, to), _) = self.split((i, j), *take);
        format!(
            "take {} from the {} ({} points)",
            segment_text(&self.values[from..to]),
            take.side,
            self.sum(from, to)
        )
    }
    fn read_move(&self, position: &(usize, usize, usize), text: &str) -> Result<Take, BadMove> {
        let words: Vec<String> = text
            .split_whitespace()
            .map(str::to_ascii_lowercase)
            .collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let side = |word: &str| match word {
            "l" | "left" => Some(Side::Left),
            "r" | "right" => Some(Side::Right),
            _ => None,
        };
        let take = match words.as_slice() {
            [s] => side(s).map(|side| Take { side, count: 1 }),
            [s, n] => side(s)
                .zip(n.parse::<usize>().ok())
                .map(|(side, count)| Take { side, count }),
            _ => None,
        };
        match take {
            // Everything from the right is everything from the left.
            Some(take) if take.count == position.1 - position.0 && take.count <= self.k => {
                Ok(Take {
                    side: Side::Left,
                    count: take.count,
                })
            }
            Some(take) if self.moves(position).contains(&take) => Ok(take),
            _ => Err(BadMove(format!(
                "expected {}, found `{}`",
                self.move_syntax(position),
                crate::input::excerpt(text)
            ))),
        }
    }
    fn move_json(&self, position: &(usize, usize, usize), take: &Take) -> serde_json::Value {
        serde_json::json!({"text": self.move_text(position, take), "side": take.side, "count": take.count})
    }
    fn position_text(&self, &(i, j, _): &(usize, usize, usize)) -> String {
        format!(
            "left {} right    ({} left)",
            segment_text(&self.values[i..j]),
            j - i
        )
    }
    fn scene(&self) -> Scene {
        Scene::row(self.values.values())
    }
    fn picture(&self, &(from, to, _): &(usize, usize, usize)) -> Picture {
        Picture::row(from, to)
    }
    fn move_target(&self, &(from, to, _): &(usize, usize, usize), take: &Take) -> Option<Target> {
        Some(match take.side {
            Side::Left => Target::from_left(from, take.count),
            Side::Right => Target::from_right(to, take.count),
        })
    }
    fn position_json(&self, &(i, j, made): &(usize, usize, usize)) -> serde_json::Value {
        serde_json::json!({"from": i, "to": j, "moves_made": made})
    }
    fn instance_json(&self) -> serde_json::Value {
        serde_json::json!({ "values": self.values.values() })
    }
    fn move_syntax(&self, &(i, j, _): &(usize, usize, usize)) -> String {
        let most = self.k.min(j - i);
        format!("`left N` or `right N` with N from 1 to {most} (l, r for one)")
    }
}

// ---- solver ----------------------------------------------------------------

/// The most work the value, play and explanations accept: n² · min(k, n)
/// steps, about a second.
pub const WORK_LIMIT: u128 = 200_000_000;

/// Refuses a row of `n` values with `k` past [`WORK_LIMIT`].
fn check_work(n: usize, k: usize) -> Result<(), SolveError> {
    let k = k.max(1).min(n.max(1));
    let work = (n as u128) * (n as u128) * (k as u128);
    if work > WORK_LIMIT {
        return Err(SolveError::TooLong {
            algorithm: "take-k (n² · min(k, n) steps, at most 2·10^8)",
            len: n,
            limit: ((WORK_LIMIT / k as u128) as f64).sqrt() as usize,
            hint: "; a smaller k allows a longer row",
        });
    }
    Ok(())
}

/// The first player's margin on `values`, in O(n²·k) time and O(n·k)
/// memory.
pub fn margin(values: &[i64], k: usize) -> Result<i128, SolveError> {
    let n = values.len();
    check_work(n, k)?;
    let k = k.max(1).min(n.max(1));
    let prefix = prefix_sums(values);
    // rows[L % (k + 1)][i] = M(i, i + L).
    let mut rows = vec![vec![0i128; n + 1]; k + 1];
    for len in 1..=n {
        for i in 0..=n - len {
            crate::interrupt::checkpoint();
            let j = i + len;
            let mut best = i128::MIN;
            for t in 1..=k.min(len) {
                let rest = &rows[(len - t) % (k + 1)];
                best = best
                    .max(prefix[i + t] - prefix[i] - rest[i + t])
                    .max(prefix[j] - prefix[j - t] - rest[i]);
            }
            rows[len % (k + 1)][i] = best;
        }
    }
    Ok(rows[n % (k + 1)][0])
}

/// The whole table `M(i, j)`, for play and explanations.
#[derive(Debug, Clone)]
pub struct TakeKOracle {
    game: TakeK,
    table: Triangle,
}

impl TryFrom<&TakeK> for TakeKOracle {
    type Error = Error;

    /// The table for `game`: O(n²·k) time, n ≤ 3000.
    fn try_from(game: &TakeK) -> Result<TakeKOracle, Error> {
        let n = game.values.len();
        check_work(n, game.k)?;
        let mut table = Triangle::new(n, "the take-k table")?;
        for len in 1..=n {
            for i in 0..=n - len {
                crate::interrupt::checkpoint();
                let j = i + len;
                let best = (1..=game.k.min(len))
                    .flat_map(|t| {
                        [
                            game.sum(i, i + t) - table.get(i + t, j),
                            game.sum(j - t, j) - table.get(i, j - t),
                        ]
                    })
                    .max()
                    .expect("a move");
                table.set(i, j, best);
            }
        }
        Ok(TakeKOracle {
            game: game.clone(),
            table,
        })
    }
}

impl Oracle<TakeK> for TakeKOracle {
    fn move_values(&mut self, position: &(usize, usize, usize)) -> Vec<(Take, Value)> {
        let (i, j, _) = *position;
        self.game
            .moves(position)
            .into_iter()
            .map(|take| {
                let ((from, to), (ri, rj)) = self.game.split((i, j), take);
                let value = self.game.sum(from, to) - self.table.get(ri, rj);
                (take, Value::Margin(value))
            })
            .collect()
    }
}

// ---- entry -----------------------------------------------------------------

crate::choices! {
    /// How take-k prints its answer.
    pub enum Format {
        Text = "text": "both totals and the margin",
        Json = "json": "one JSON object (docs/json.md)",
        Bool = "bool": "`true` when the first player ends strictly ahead",
        Totals = "totals": "both totals, `P1 P2`",
    }
}

/// Take 1 to k values from either end, with its `k`.
#[derive(Debug, Clone, Copy)]
pub struct TakeKRules {
    /// The most values a move may take.
    pub k: u64,
}

impl TakeKRules {
    /// The rules with the default `k`, as registered.
    pub const DEFAULT: TakeKRules = TakeKRules {
        k: crate::row_games::default_param(<Self as RowRules>::INFO),
    };
}

impl Default for TakeKRules {
    fn default() -> Self {
        Self::DEFAULT
    }
}

impl RowRules for TakeKRules {
    type Answer = Totals;
    type Game = TakeK;
    type Oracle = TakeKOracle;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "take-k",
        title: "Take 1 to k from either end (Coins in a Line III)",
        rules: "Take 1 to k values from the left or from the right end; the larger total wins.",
        problems: &["\"Coins in a Line III\" as the LeetCode discussion states it (k = 2)"],
        limits: "n² · min(k, n) ≤ 2·10^8 (10,000 values for k = 2, about a second); play and explain: also 3000 values",
        scoring: Scoring::Points,
        inline: "values",
        inline_help: "The row, as comma-separated values: 1,1,10,1,1.",
        generate: GENERATE,
        param: Some(Param::new("k", "the most values a move may take", 1, 2)),
        notes: "With --k 1 this is the row game (`coins`).",
        examples: "\
  optimal-play take-k solve --values 1,2,3,4,5,6,7,1,2,3 --format bool
  optimal-play take-k solve --k 3 --values 5,1,1,9,2
  optimal-play take-k play --values 1,1,10,1,1",
        ..GameInfo::TYPED
    };

    fn with_param(&self, k: u64) -> Self {
        TakeKRules { k }
    }
    fn game(&self, values: Vec<i64>) -> TakeK {
        TakeK::new(values, usize::try_from(self.k).unwrap_or(usize::MAX))
    }
    fn session_bytes(&self, n: usize) -> u64 {
        crate::row_games::triangle_bytes(n) + crate::row_games::row_session_bytes(n)
    }
    fn solve_one(&self, game: &TakeK) -> Result<Totals, Error> {
        let margin = margin(&game.values, game.k)?;
        let sum = game.sum(0, game.values.len());
        Ok(Totals::of_margin(sum, margin, TotalsWords::Players))
    }
    fn judge(&self, totals: &Totals, format: Format, out: &mut dyn Write) -> Answered {
        match format {
            Format::Bool => writeln!(out, "{}", totals.margin > 0)?,
            _ => writeln!(out, "{} {}", totals.first, totals.second)?,
        }
        Ok(())
    }
    fn explain_intro(&self, game: &TakeK, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(
            out,
            "Take 1 to {k} values from either end of {row}.",
            k = game.k,
            row = segment_text(&game.values)
        )?;
        writeln!(
            out,
            "The recurrence: with M(i, j) the margin of the player to move when a[i..j) is \
             left, M(i, i) = 0 and M(i, j) is the best, over every count t from 1 to {k} and \
             both ends, of what the move takes minus what the segment it leaves is worth to \
             the opponent.",
            k = game.k
        )
    }
}
