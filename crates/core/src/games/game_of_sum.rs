//! Game of Sum (UVa 10891): take any number of values (at least one) from
//! one end of the row; the larger total wins. The judge gives several cases,
//! `n` then `n` values each, ending with a 0, and wants `A - B` for each.
//!
//! With `d(i, j)` the most the player to move collects from `a[i..j)`:
//! `d(i, j) = S(i, j) - min(0, min over m of d(m, j), min over m of d(i, m))`,
//! `m` strictly between `i` and `j`: the mover takes everything but what the
//! opponent then collects, and taking all leaves the opponent nothing. With
//! running minima `f(i, j) = min(d(i, j), f(i+1, j))` and
//! `g(i, j) = min(d(i, j), g(i, j-1))`, each `d` costs O(1): O(n²) time, and
//! by lengths O(n) memory. The margin is `2·d(0, n) - S(0, n)`.
//!
//! ```
//! use optimal_play::games::game_of_sum::margin;
//! // UVa 10891's sample: 4 / 4 -10 -20 7 → 7, and 4 / 1 2 3 4 → 10.
//! assert_eq!(margin(&[4, -10, -20, 7]), 7);
//! assert_eq!(margin(&[1, 2, 3, 4]), 10);
//! ```

use std::io::Write;

use crate::coins::RowLayout;
use crate::engine::{Game, Oracle, Scoring, Value};
use crate::erased::{Error, GameInfo};
use crate::games::take_k::{Take, TakeK};
use crate::plugin::{Answered, Size};
use crate::row_games::{
    GENERATE, RowLayouts, RowRules, Totals, TotalsWords, Triangle, prefix_sums, segment_text,
};

// ---- rules -----------------------------------------------------------------

/// Game of Sum's rules are take-k's with no bound on k: any number of values
/// from one end. A position is `(i, j, moves made)`.
pub type GameOfSum = TakeK;

/// The game on `values`.
pub fn game(values: Vec<i64>) -> GameOfSum {
    TakeK::new(values, usize::MAX)
}

// ---- solver ----------------------------------------------------------------

/// The longest row `solve` takes: O(n²), about a second.
pub const SOLVE_LIMIT: usize = 20_000;

/// `A - B` on `values`: O(n²) time, O(n) memory.
pub fn margin(values: &[i64]) -> i128 {
    let n = values.len();
    let prefix = prefix_sums(values);
    // By length L: d[i] = d(i, i+L), f[i] = f(i, i+L), g[i] = g(i, i+L).
    let mut d = vec![0i128; n + 1];
    let mut f = vec![0i128; n + 1];
    let mut g = vec![0i128; n + 1];
    for len in 1..=n {
        for i in 0..=n - len {
            crate::interrupt::checkpoint();
            let j = i + len;
            let mut least = 0i128;
            if len > 1 {
                // f(i+1, j) and g(i, j-1), both of length L - 1.
                least = least.min(f[i + 1]).min(g[i]);
            }
            let best = prefix[j] - prefix[i] - least;
            let shorter_f = if len > 1 { f[i + 1] } else { best };
            let shorter_g = if len > 1 { g[i] } else { best };
            d[i] = best;
            // Updating in increasing i: f[i + 1] is still of length L - 1
            // when f[i] is written, so write f[i] after reading it.
            f[i] = best.min(shorter_f);
            g[i] = best.min(shorter_g);
        }
    }
    2 * d[0] - (prefix[n] - prefix[0])
}

/// The whole table of margins, for play and explanations (n ≤ 3000).
#[derive(Debug, Clone)]
pub struct SumOracle {
    game: GameOfSum,
    margin: Triangle,
}

impl TryFrom<&GameOfSum> for SumOracle {
    type Error = Error;

    /// The table for `game`: O(n²) time, one triangle of margins. The
    /// least best of a suffix and of a prefix of `[i, j)` (`f`, `g`) are
    /// needed only at the length below, so they are two rows, each
    /// overwritten in place as the length grows.
    fn try_from(game: &GameOfSum) -> Result<SumOracle, Error> {
        let n = game.len();
        let mut margin = Triangle::new(n, "the Game of Sum table")?;
        // f[i]: the least best of [k, i + len) for k > i; g[i]: of [i, k)
        // for k < i + len; both at the length before this one.
        let mut f = vec![0i128; n + 1];
        let mut g = vec![0i128; n + 1];
        for len in 1..=n {
            for i in 0..=n - len {
                crate::interrupt::checkpoint();
                let j = i + len;
                let least = if len > 1 {
                    0i128.min(f[i + 1]).min(g[i])
                } else {
                    0
                };
                let sum = game.sum(i, j);
                let d = sum - least;
                f[i] = if len > 1 { d.min(f[i + 1]) } else { d };
                g[i] = if len > 1 { d.min(g[i]) } else { d };
                margin.set(i, j, 2 * d - sum);
            }
        }
        Ok(SumOracle {
            game: game.clone(),
            margin,
        })
    }
}

impl Oracle<GameOfSum> for SumOracle {
    fn move_values(&mut self, position: &(usize, usize, usize)) -> Vec<(Take, Value)> {
        let (i, j, _) = *position;
        self.game
            .moves(position)
            .into_iter()
            .map(|take| {
                let ((from, to), (ri, rj)) = self.game.split((i, j), take);
                (
                    take,
                    Value::Margin(self.game.sum(from, to) - self.margin.get(ri, rj)),
                )
            })
            .collect()
    }
}

// ---- entry -----------------------------------------------------------------

crate::choices! {
    /// How Game of Sum prints its answer.
    pub enum Format {
        Uva = "uva": "UVa 10891 \"Game of Sum\": A - B, one line a case",
        Text = "text": "both totals and A - B, for each case",
        Json = "json": "one JSON object a case (docs/json.md)",
    }
}

crate::choices! {
    /// The layouts of Game of Sum's input.
    pub enum Layout {
        Uva = "uva": "cases of `n` then n values, ending with 0 (the judge's)",
        Counted = "counted": "a count N, then N values",
        Plain = "plain": "values only",
    }
}

impl RowLayouts for Layout {
    fn row(self) -> Option<RowLayout> {
        match self {
            Layout::Uva => None,
            Layout::Counted => Some(RowLayout::Counted),
            Layout::Plain => Some(RowLayout::Plain),
        }
    }
}

/// Game of Sum.
#[derive(Debug, Clone, Copy, Default)]
pub struct GameOfSumRules;

impl RowRules for GameOfSumRules {
    type Answer = Totals;
    type Game = GameOfSum;
    type Oracle = SumOracle;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "game-of-sum",
        title: "Game of Sum (UVa 10891)",
        rules: "Take any number of values (at least one) from one end; the larger total wins.",
        problems: &["UVa 10891 \"Game of Sum\""],
        limits: "solve: O(n²) time, O(n) memory, at most 20,000 values (about a second); play and explain: 3000 values",
        scoring: Scoring::Points,
        inline: "values",
        inline_help: "One row, as comma-separated values: 4,-10,-20,7.",
        generate: GENERATE,
        notes: "Without --input, an input is read as the judge's cases (`n` then n values, ending with 0) \
                when its first line is one number, its last line is `0` alone, and it parses as cases; \
                otherwise as one row, counted or plain (`1 5 0` on one line is a row).",
        examples: "\
  printf '4\\n4 -10 -20 7\\n4\\n1 2 3 4\\n0\\n' | optimal-play game-of-sum solve
  optimal-play game-of-sum explain --values 4,-10,-20,7
  optimal-play game-of-sum play --values 3,-1,4,-1,5",
        ..GameInfo::TYPED
    };

    fn game(&self, values: Vec<i64>) -> GameOfSum {
        game(values)
    }
    /// A case is n² steps: all the cases of an input together at most one
    /// case at the limit's (#46: five cases took 4 s, and 800 fit).
    fn solve_work(&self, values: &[i64]) -> Option<Size> {
        let n = values.len() as u64;
        let most = SOLVE_LIMIT as u64;
        Some(Size::new(
            "the steps of all the cases together, n² a case,",
            n.saturating_mul(n),
            most * most,
        ))
    }
    fn session_bytes(&self, n: usize) -> u64 {
        // The one table built and kept, and what its making leaves behind
        // (75 MB measured on 3000 values against 72 MB for the table, when
        // four were built).
        crate::row_games::triangle_bytes(n) / 8 * 9 + crate::row_games::row_session_bytes(n)
    }
    fn solve_one(&self, game: &GameOfSum) -> Result<Totals, Error> {
        crate::row_games::check_quadratic(game.len(), SOLVE_LIMIT, "the Game of Sum recurrence")?;
        let margin = margin(game.values());
        Ok(Totals::of_margin(
            game.sum(0, game.len()),
            margin,
            TotalsWords::AB,
        ))
    }
    fn judge(&self, totals: &Totals, _: Format, out: &mut dyn Write) -> Answered {
        Ok(writeln!(out, "{}", totals.margin)?)
    }
    fn explain_intro(&self, game: &GameOfSum, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(
            out,
            "Game of Sum on {}: take any number of values from one end.",
            segment_text(game.values())
        )?;
        writeln!(
            out,
            "The recurrence: with d(i, j) the most the player to move collects from a[i..j), \
             d(i, j) = S(i, j) - min(0, d(m, j), d(i, m)) over every m strictly between i and j: \
             everything, less what the opponent can then collect (taking all leaves them 0). \
             In margins, below: a move's value is what it takes, minus the margin of the rest \
             for the opponent."
        )?;
        writeln!(out, "Here A - B = {}.", margin(game.values()))
    }
}
