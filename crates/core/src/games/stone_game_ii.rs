//! Stone Game II (LeetCode 1140): piles in a row; the player to move takes
//! all the piles of the first X, with 1 ≤ X ≤ 2M, and then M becomes
//! max(M, X); M starts at 1. The answer is the most the first player (Alice)
//! collects.
//!
//! With `V(i, M)` the margin of the player to move when the piles from `i`
//! on are left: `V(n, M) = 0` and `V(i, M) = max over X of S(i, i+X) -
//! V(i+X, max(M, X))`. Once `2M ≥ n - i` every move is open and stays open,
//! so `M` counts only up to `ceil((n - i) / 2)`: about n²/4 states and
//! n³/12 steps, a second for about 2000 piles.
//!
//! ```
//! use optimal_play::games::stone_game_ii::first_total;
//! assert_eq!(first_total(&[2, 7, 9, 4, 4])?, 10);
//! assert_eq!(first_total(&[1, 2, 3, 4, 5, 100])?, 104);
//! # Ok::<(), optimal_play::engine::SolveError>(())
//! ```

use crate::engine::picture::{Picture, Scene, Target};
use std::collections::VecDeque;
use std::io::Write;

use crate::engine::{BadMove, Game, Notation, Oracle, Player, Scoring, SolveError, Value};
use crate::erased::{Error, GameInfo};
use crate::plugin::Answered;
use crate::row_games::{
    GENERATE, Layout, RowRules, Sums, Totals, TotalsWords, player_after, prefix_sums, segment_text,
};

// ---- rules -----------------------------------------------------------------

/// The game on one row. A position is `(i, M, moves made)`.
#[derive(Debug, Clone)]
pub struct StoneGameIi {
    values: Sums,
}

impl StoneGameIi {
    /// The game on `values`.
    pub fn new(values: Vec<i64>) -> StoneGameIi {
        StoneGameIi {
            values: Sums::new(values),
        }
    }

    pub(crate) fn sum(&self, from: usize, to: usize) -> i128 {
        self.values.sum(from, to)
    }
}

impl Game for StoneGameIi {
    type Position = (usize, usize, usize);
    type Move = usize;

    fn start(&self) -> (usize, usize, usize) {
        (0, 1, 0)
    }
    fn to_move(&self, &(_, _, made): &(usize, usize, usize)) -> Player {
        player_after(made)
    }
    fn moves(&self, &(i, m, _): &(usize, usize, usize)) -> Vec<usize> {
        (1..=(2 * m).min(self.values.len() - i)).collect()
    }
    fn apply(
        &self,
        &(i, m, made): &(usize, usize, usize),
        take: &usize,
    ) -> ((usize, usize, usize), i128) {
        ((i + take, m.max(*take), made + 1), self.sum(i, i + take))
    }
}

impl Notation for StoneGameIi {
    fn move_text(&self, _: &(usize, usize, usize), take: &usize) -> String {
        format!("take {take}")
    }
    fn describe_move(&self, &(i, m, _): &(usize, usize, usize), take: &usize) -> String {
        let after = m.max(*take);
        format!(
            "take {} ({} points){}",
            segment_text(&self.values[i..i + take]),
            self.sum(i, i + take),
            if after > m {
                format!(", and M becomes {after}")
            } else {
                String::new()
            }
        )
    }
    fn read_move(&self, position: &(usize, usize, usize), text: &str) -> Result<usize, BadMove> {
        crate::row_games::read_take(self, position, text)
    }
    fn move_json(&self, position: &(usize, usize, usize), take: &usize) -> serde_json::Value {
        serde_json::json!({"text": self.move_text(position, take), "take": take})
    }
    fn position_text(&self, &(i, m, _): &(usize, usize, usize)) -> String {
        format!(
            "M = {m}: take 1 to {} piles from {}",
            (2 * m).min(self.values.len() - i).max(1),
            segment_text(&self.values[i..])
        )
    }
    fn scene(&self) -> Scene {
        Scene::row(self.values.values())
    }
    fn picture(&self, &(from, m, _): &(usize, usize, usize)) -> Picture {
        Picture::Row {
            from,
            to: self.values.values().len(),
            note: Some(format!("M = {m}")),
        }
    }
    fn move_target(&self, &(from, _, _): &(usize, usize, usize), take: &usize) -> Option<Target> {
        Some(Target::from_left(from, *take))
    }
    fn position_json(&self, &(i, m, made): &(usize, usize, usize)) -> serde_json::Value {
        serde_json::json!({"from": i, "m": m, "moves_made": made})
    }
    fn instance_json(&self) -> serde_json::Value {
        serde_json::json!({ "values": self.values.values() })
    }
    fn move_syntax(&self, &(i, m, _): &(usize, usize, usize)) -> String {
        format!(
            "a number from 1 to {}: how many piles to take",
            (2 * m).min(self.values.len() - i)
        )
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Alice".to_owned(),
            Player::Second => "Bob".to_owned(),
        }
    }
}

// ---- solver ----------------------------------------------------------------

/// The most piles the solver takes: its table holds n²/4 values of 16
/// bytes, 25 MB at this size.
pub const PILE_LIMIT: usize = 2500;

/// The table `V(i, M)` for `M` up to `ceil((n - i) / 2)`, row by row.
#[derive(Debug, Clone)]
pub struct Values {
    offsets: Vec<usize>,
    caps: Vec<usize>,
    cells: Vec<i128>,
}

/// The best of a sliding window of scores, each kept with its place: the
/// places enter in one direction and leave from the other, so the scores
/// kept fall from front to back and the front is the best.
#[derive(Debug, Default, Clone)]
struct BestInWindow(VecDeque<(usize, i128)>);

impl BestInWindow {
    fn push(&mut self, at: usize, score: i128) {
        while self.0.back().is_some_and(|&(_, kept)| kept <= score) {
            self.0.pop_back();
        }
        self.0.push_back((at, score));
    }
    fn drop_while(&mut self, gone: impl Fn(usize) -> bool) {
        while self.0.front().is_some_and(|&(at, _)| gone(at)) {
            self.0.pop_front();
        }
    }
    fn best(&self) -> Option<i128> {
        self.0.front().map(|&(_, score)| score)
    }
}

impl Values {
    fn cap(n: usize, i: usize) -> usize {
        (n - i).div_ceil(2).max(1)
    }

    /// `V(i, M)`.
    pub fn get(&self, i: usize, m: usize) -> i128 {
        let m = m.min(self.caps[i]);
        self.cells[self.offsets[i] + m - 1]
    }

    fn empty(n: usize) -> Result<Values, SolveError> {
        if n > PILE_LIMIT {
            return Err(SolveError::TooLong {
                algorithm: "Stone Game II",
                len: n,
                limit: PILE_LIMIT,
                hint: "",
            });
        }
        let caps: Vec<usize> = (0..=n).map(|i| Values::cap(n, i)).collect();
        let mut offsets = Vec::with_capacity(n + 1);
        let mut total = 0;
        for &cap in &caps {
            offsets.push(total);
            total += cap;
        }
        Ok(Values {
            offsets,
            caps,
            cells: vec![0; total],
        })
    }

    /// Solves `values` in O(n²) time and n²/4 values.
    ///
    /// `V(i, M)` is the best of `sum(i, i + x) - V(i + x, max(M, x))` over
    /// `1 ≤ x ≤ 2M`. The moves split in two, each the best of a sliding
    /// window:
    ///
    /// - `x ≤ M` leaves `M` as it is: the best of `prefix[j] - V(j, M)` for
    ///   `j` in `(i, i + M]`, one window for each `M` sliding left as `i`
    ///   falls;
    /// - `M < x ≤ 2M` makes `M = x`: the best of `prefix[i + x] - V(i + x,
    ///   x)` for `x` in `(M, 2M]`, one window for each `i` sliding right as
    ///   `M` grows.
    ///
    /// Checked against the direct O(n³) recurrence in the tests.
    pub fn new(values: &[i64]) -> Result<Values, SolveError> {
        let n = values.len();
        let mut table = Values::empty(n)?;
        let prefix = prefix_sums(values);
        let widest = table.caps[0];
        let mut keeping: Vec<BestInWindow> = vec![BestInWindow::default(); widest];
        let mut growing = BestInWindow::default();
        for i in (0..n).rev() {
            crate::interrupt::checkpoint();
            let j = i + 1;
            for (m, window) in (1..).zip(&mut keeping) {
                window.push(j, prefix[j] - table.get(j, m));
                window.drop_while(|at| at > i + m);
            }
            growing.0.clear();
            let mut next = 1;
            for m in 1..=table.caps[i] {
                let keep = keeping[m - 1].best().expect("j = i + 1 is in every window");
                while next <= (2 * m).min(n - i) {
                    growing.push(next, prefix[i + next] - table.get(i + next, next));
                    next += 1;
                }
                growing.drop_while(|x| x <= m);
                let best = growing.best().map_or(keep, |grow| grow.max(keep));
                table.cells[table.offsets[i] + m - 1] = best - prefix[i];
            }
        }
        Ok(table)
    }

    /// The direct recurrence, O(n³/12): every move of every `(i, M)`.
    #[cfg(test)]
    fn cubic(values: &[i64]) -> Result<Values, SolveError> {
        let n = values.len();
        let mut table = Values::empty(n)?;
        let prefix = prefix_sums(values);
        for i in (0..n).rev() {
            crate::interrupt::checkpoint();
            for m in 1..=table.caps[i] {
                let best = (1..=(2 * m).min(n - i))
                    .map(|x| prefix[i + x] - prefix[i] - table.get(i + x, m.max(x)))
                    .max()
                    .expect("a move");
                let at = table.offsets[i] + m - 1;
                table.cells[at] = best;
            }
        }
        Ok(table)
    }
}

/// The first player's total with best play.
pub fn first_total(values: &[i64]) -> Result<i128, SolveError> {
    let sum: i128 = values.iter().map(|&v| i128::from(v)).sum();
    let margin = if values.is_empty() {
        0
    } else {
        Values::new(values)?.get(0, 1)
    };
    Ok((sum + margin).div_euclid(2))
}

/// The oracle over the table.
#[derive(Debug, Clone)]
pub struct TwoOracle {
    game: StoneGameIi,
    table: Values,
}

impl Oracle<StoneGameIi> for TwoOracle {
    fn move_values(&mut self, position: &(usize, usize, usize)) -> Vec<(usize, Value)> {
        let (i, m, _) = *position;
        self.game
            .moves(position)
            .into_iter()
            .map(|x| {
                (
                    x,
                    Value::Margin(self.game.sum(i, i + x) - self.table.get(i + x, m.max(x))),
                )
            })
            .collect()
    }
}

impl TryFrom<&StoneGameIi> for TwoOracle {
    type Error = Error;

    fn try_from(game: &StoneGameIi) -> Result<TwoOracle, Error> {
        Ok(TwoOracle {
            table: Values::new(&game.values)?,
            game: game.clone(),
        })
    }
}

// ---- entry -----------------------------------------------------------------

crate::choices! {
    /// How Stone Game II prints its answer.
    pub enum Format {
        First = "first": "LeetCode 1140 \"Stone Game II\": the most Alice collects",
        Text = "text": "both totals",
        Json = "json": "one JSON object (docs/json.md)",
        Totals = "totals": "both totals, `P1 P2`",
    }
}

/// Stone Game II.
#[derive(Debug, Clone, Copy, Default)]
pub struct StoneGameIiRules;

impl RowRules for StoneGameIiRules {
    type Answer = Totals;
    type Game = StoneGameIi;
    type Oracle = TwoOracle;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "stone-game-ii",
        title: "Stone Game II (LeetCode 1140)",
        rules: "Take the first X piles, 1 ≤ X ≤ 2M, then M = max(M, X); M starts at 1.",
        problems: &["LeetCode 1140 \"Stone Game II\""],
        limits: "O(n²): at most 2500 piles, in milliseconds (its table holds n²/4 values)",
        scoring: Scoring::Points,
        inline: "values",
        inline_help: "The piles, as comma-separated values: 2,7,9,4,4.",
        seats: ["Alice", "Bob"],
        generate: GENERATE,
        examples: "\
  optimal-play stone-game-ii solve --values 2,7,9,4,4
  optimal-play stone-game-ii play --values 1,2,3,4,5,100",
        ..GameInfo::TYPED
    };

    fn game(&self, values: Vec<i64>) -> StoneGameIi {
        StoneGameIi::new(values)
    }
    fn session_bytes(&self, n: usize) -> u64 {
        // Its table: a value for every (i, M), M up to about n / 2.
        4 * (n as u64).pow(2) + crate::row_games::row_session_bytes(n)
    }
    fn solve_one(&self, game: &StoneGameIi) -> Result<Totals, Error> {
        let sum = game.sum(0, game.values.len());
        let first = first_total(&game.values)?;
        let margin = first - (sum - first);
        Ok(Totals::of_margin(sum, margin, TotalsWords::AliceBob))
    }
    fn judge(&self, totals: &Totals, format: Format, out: &mut dyn Write) -> Answered {
        match format {
            Format::First => writeln!(out, "{}", totals.first)?,
            _ => writeln!(out, "{} {}", totals.first, totals.second)?,
        }
        Ok(())
    }
    fn explain_intro(&self, game: &StoneGameIi, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(out, "Stone Game II on {}.", segment_text(&game.values))?;
        writeln!(
            out,
            "The recurrence: with V(i, M) the margin of the player to move when the piles from \
             i on are left, V(n, M) = 0 and V(i, M) = max over X from 1 to 2M of \
             S(i, i+X) - V(i+X, max(M, X)): what the move takes, minus what the rest is worth \
             to the opponent, who then plays with the new M."
        )?;
        if let Ok(first) = first_total(&game.values) {
            writeln!(out, "Here Alice collects {first}.")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn same(values: &[i64]) {
        let (fast, slow) = (Values::new(values).unwrap(), Values::cubic(values).unwrap());
        assert_eq!(fast.cells, slow.cells, "{values:?}");
    }

    #[test]
    fn the_windows_agree_with_the_direct_recurrence_on_every_short_row() {
        let mut rows = 0;
        for len in 0..=7u32 {
            for code in 0..4u32.pow(len) {
                let values: Vec<i64> = (0..len)
                    .map(|at| i64::from(code / 4u32.pow(at) % 4) * 3 - 4)
                    .collect();
                same(&values);
                rows += 1;
            }
        }
        assert_eq!(rows, 21_845);
    }

    #[test]
    fn the_windows_agree_with_the_direct_recurrence_at_the_limit_of_i64() {
        same(&[i64::MAX; 300]);
        same(&[i64::MIN; 301]);
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn the_windows_agree_with_the_direct_recurrence(
            values in prop::collection::vec(-1_000_000_000i64..=1_000_000_000, 0..=300),
        ) {
            let (fast, slow) = (Values::new(&values).unwrap(), Values::cubic(&values).unwrap());
            prop_assert_eq!(fast.cells, slow.cells);
        }
    }
}
