//! Choosing Carrot (Codeforces 794E): carrots in a row; Oleg and Igor take
//! turns eating the carrot at either end, Oleg first, until one is left,
//! which goes to their friend. Oleg wants it as juicy as possible, Igor as
//! dry. Before the game Oleg makes `k` extra moves alone; the judge asks for
//! the carrot left for every `k` from 0 to n - 1.
//!
//! With Oleg to move on a row of `m` carrots, the carrot left is decided by
//! the middle of the row: for even `m`, the larger of the two middle carrots;
//! for odd `m >= 3`, with `c` the middle, the larger of `min(a[c-1], a[c])`
//! and `min(a[c], a[c+1])`. (With Igor to move, swap `max` and `min`.) Oleg's
//! `k` extra moves choose which window of `n - k` carrots the game is played
//! on, so the answer for `k` is the best middle over the windows of that
//! length; as the windows shrink by two, the middles they can have grow by
//! one at each end, so one sweep per parity answers every `k` in O(n).
//! Checked against negamax over the game tree for every `k`.
//!
//! ```
//! use optimal_play::games::choosing_carrot::every_k;
//! // Codeforces 794E, example 1.
//! assert_eq!(every_k(&[1, 2, 3, 5]), vec![3, 3, 5, 5]);
//! ```

use std::io::Write;

use serde::Serialize;

use crate::coins::Side;
use crate::engine::picture::{Picture, Scene, Target};
use crate::engine::{BadMove, Game, Notation, Oracle, Player, Scoring, Value};
use crate::erased::{Error, GameInfo, Param};
use crate::plugin::Answered;
use crate::row_games::{BestMoves, GENERATE, Layout, RowRules, segment_text};

// ---- rules -----------------------------------------------------------------

/// The game on one row, with Oleg's `extra` moves first. A position is the
/// window `(i, j)` of carrots left, `a[i..j)`.
#[derive(Debug, Clone)]
pub struct ChoosingCarrot {
    values: Vec<i64>,
    extra: usize,
}

impl ChoosingCarrot {
    /// The game on `values`, Oleg making `extra` moves alone first (at most
    /// until one carrot is left).
    pub fn new(values: Vec<i64>, extra: usize) -> ChoosingCarrot {
        ChoosingCarrot { values, extra }
    }

    /// Oleg's extra moves.
    pub fn extra(&self) -> usize {
        self.extra
    }

    /// Moves made to reach the window `(i, j)`.
    fn made(&self, (i, j): (usize, usize)) -> usize {
        self.values.len() - (j - i)
    }

    /// The juiciness of the carrot given away, with best play from `(i, j)`.
    pub fn carrot(&self, window: (usize, usize)) -> i64 {
        let (i, j) = window;
        if j <= i {
            return 0;
        }
        let made = self.made(window);
        if made < self.extra {
            // Oleg's extra moves pick the window the game is played on.
            let length = (j - i).saturating_sub(self.extra - made).max(1);
            (i..=j - length)
                .map(|from| middle(&self.values[from..from + length], Player::First))
                .max()
                .expect("a window of at least one carrot")
        } else {
            middle(&self.values[i..j], self.to_move(&window))
        }
    }

    /// A value `v` of the carrot, to `player`: Oleg's margin is the carrot,
    /// Igor's its negation.
    fn worth(player: Player, carrot: i64) -> i128 {
        match player {
            Player::First => i128::from(carrot),
            Player::Second => -i128::from(carrot),
        }
    }
}

/// The carrot left with best play on `row`, `player` to move and no extra
/// moves: decided by the middle of the row. `row` is not empty.
fn middle(row: &[i64], player: Player) -> i64 {
    let m = row.len();
    type Pick = fn(i64, i64) -> i64;
    let (better, worse): (Pick, Pick) = match player {
        Player::First => (i64::max, i64::min),
        Player::Second => (i64::min, i64::max),
    };
    if m == 1 {
        row[0]
    } else if m % 2 == 0 {
        better(row[m / 2 - 1], row[m / 2])
    } else {
        let c = m / 2;
        better(worse(row[c - 1], row[c]), worse(row[c], row[c + 1]))
    }
}

impl Game for ChoosingCarrot {
    type Position = (usize, usize);
    type Move = Side;

    fn start(&self) -> (usize, usize) {
        (0, self.values.len())
    }
    fn to_move(&self, &window: &(usize, usize)) -> Player {
        let made = self.made(window);
        if made < self.extra {
            Player::First
        } else {
            Player::after((made - self.extra) as u64)
        }
    }
    /// Either end, while more than one carrot is left.
    fn moves(&self, &(i, j): &(usize, usize)) -> Vec<Side> {
        if j - i > 1 {
            vec![Side::Left, Side::Right]
        } else {
            Vec::new()
        }
    }
    /// The move that leaves one carrot scores it: for Oleg, or against Igor,
    /// so that Oleg's score minus Igor's is the carrot given away.
    fn apply(&self, &window: &(usize, usize), side: &Side) -> ((usize, usize), i128) {
        let (_, (i, j)) = side.take(window);
        let points = if j - i == 1 {
            ChoosingCarrot::worth(self.to_move(&window), self.values[i])
        } else {
            0
        };
        ((i, j), points)
    }
    /// A row of one carrot from the start: it is given away with no move.
    fn end_value(&self, &window: &(usize, usize)) -> Value {
        let (i, j) = window;
        if self.made(window) == 0 && j - i == 1 {
            Value::Margin(ChoosingCarrot::worth(Player::First, self.values[i]))
        } else {
            Value::Margin(0)
        }
    }
}

impl Notation for ChoosingCarrot {
    fn move_text(&self, _: &(usize, usize), side: &Side) -> String {
        side.name().to_owned()
    }
    fn describe_move(&self, &window: &(usize, usize), side: &Side) -> String {
        let (index, _) = side.take(window);
        let extra = if self.made(window) < self.extra {
            " (an extra move)"
        } else {
            ""
        };
        format!(
            "eat the carrot of {} at the {side}{extra}",
            self.values[index]
        )
    }
    fn read_move(&self, position: &(usize, usize), text: &str) -> Result<Side, BadMove> {
        crate::row_games::read_side(self, position, text)
    }
    fn move_json(&self, &window: &(usize, usize), side: &Side) -> serde_json::Value {
        let (index, _) = side.take(window);
        serde_json::json!({"text": side.name(), "side": side, "value": self.values[index]})
    }
    fn position_text(&self, &window: &(usize, usize)) -> String {
        let (i, j) = window;
        let made = self.made(window);
        let extra = if made < self.extra {
            format!("    (Oleg's extra moves left: {})", self.extra - made)
        } else {
            String::new()
        };
        format!("carrots {}{extra}", segment_text(&self.values[i..j]))
    }
    fn scene(&self) -> Scene {
        Scene::row(&self.values)
    }
    fn picture(&self, &(from, to): &(usize, usize)) -> Picture {
        Picture::row(from, to)
    }
    fn move_target(&self, &window: &(usize, usize), side: &Side) -> Option<Target> {
        Some(Target::Value {
            index: side.take(window).0,
        })
    }
    fn position_json(&self, &window: &(usize, usize)) -> serde_json::Value {
        let made = self.made(window);
        serde_json::json!({
            "from": window.0,
            "to": window.1,
            "extra_moves_left": self.extra.saturating_sub(made),
        })
    }
    fn instance_json(&self) -> serde_json::Value {
        serde_json::json!({"values": self.values, "k": self.extra})
    }
    fn move_syntax(&self, &(i, j): &(usize, usize)) -> String {
        if j - i > 1 {
            "l (left) or r (right): the end to eat".to_owned()
        } else {
            "nothing: one carrot is left, the game is over".to_owned()
        }
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Oleg".to_owned(),
            Player::Second => "Igor".to_owned(),
        }
    }
    fn outcome_words(&self, totals: [i128; 2]) -> Option<String> {
        Some(format!(
            "The carrot left over has juiciness {}",
            totals[0] - totals[1]
        ))
    }
    fn standing(&self, totals: [i128; 2], _: Player) -> Option<String> {
        let carrot = totals[0] - totals[1];
        Some(if totals == [0, 0] {
            "no carrot left over yet".to_owned()
        } else {
            format!("the carrot left over has juiciness {carrot}")
        })
    }
}

// ---- solver ----------------------------------------------------------------

/// The carrot given away for every `k` from 0 to n - 1: the judge's answer,
/// in O(n). Empty for an empty row.
///
/// ```
/// use optimal_play::games::choosing_carrot::every_k;
/// // Codeforces 794E, example 2: Oleg always eats the 1 first.
/// let big = 1_000_000_000;
/// assert_eq!(every_k(&[big, big, big, big, 1]), vec![big; 5]);
/// ```
pub fn every_k(values: &[i64]) -> Vec<i64> {
    let n = values.len();
    if n == 0 {
        return Vec::new();
    }
    // best[m] = the best middle over the windows of length m.
    let mut best = vec![0i64; n + 1];
    let pair = |c: usize| values[c].max(values[c + 1]);
    let triple = |c: usize| {
        values[c - 1]
            .min(values[c])
            .max(values[c].min(values[c + 1]))
    };
    // Even lengths, longest first: the middle pair (c, c + 1) of a window of
    // length m starting at s has c = s + m/2 - 1, for s in 0..=n-m.
    let mut running: Option<(usize, usize, i64)> = None;
    for m in (2..=n).rev().filter(|m| m % 2 == 0) {
        let (lo, hi) = (m / 2 - 1, n - m / 2 - 1);
        running = Some(match running {
            None => (lo, hi, (lo..=hi).map(pair).max().expect("one window")),
            Some((old_lo, old_hi, most)) => {
                let wider = (lo..old_lo).chain(old_hi + 1..=hi).map(pair);
                (lo, hi, wider.fold(most, i64::max))
            }
        });
        best[m] = running.expect("just set").2;
    }
    // Odd lengths from 3: the middle c = s + (m-1)/2.
    let mut running: Option<(usize, usize, i64)> = None;
    for m in (3..=n).rev().filter(|m| m % 2 == 1) {
        let (lo, hi) = ((m - 1) / 2, n - 1 - (m - 1) / 2);
        running = Some(match running {
            None => (lo, hi, (lo..=hi).map(triple).max().expect("one window")),
            Some((old_lo, old_hi, most)) => {
                let wider = (lo..old_lo).chain(old_hi + 1..=hi).map(triple);
                (lo, hi, wider.fold(most, i64::max))
            }
        });
        best[m] = running.expect("just set").2;
    }
    best[1] = *values.iter().max().expect("not empty");
    (0..n).map(|k| best[n - k]).collect()
}

/// The O(n)-per-position oracle over the middle rule (play and explain take
/// at most 3000 carrots).
#[derive(Debug, Clone)]
pub struct CarrotOracle {
    game: ChoosingCarrot,
}

impl Oracle<ChoosingCarrot> for CarrotOracle {
    fn move_values(&mut self, position: &(usize, usize)) -> Vec<(Side, Value)> {
        let mover = self.game.to_move(position);
        self.game
            .moves(position)
            .into_iter()
            .map(|side| {
                let (_, next) = side.take(*position);
                let carrot = self.game.carrot(next);
                (side, Value::Margin(ChoosingCarrot::worth(mover, carrot)))
            })
            .collect()
    }
}

impl TryFrom<&ChoosingCarrot> for CarrotOracle {
    type Error = Error;

    fn try_from(game: &ChoosingCarrot) -> Result<CarrotOracle, Error> {
        Ok(CarrotOracle { game: game.clone() })
    }
}

// ---- entry -----------------------------------------------------------------

crate::choices! {
    /// How Choosing Carrot prints its answer.
    pub enum Format {
        Codeforces = "codeforces": "Codeforces 794E \"Choosing Carrot\": the carrot left for every k from 0 to n - 1",
        Text = "text": "the carrot left for --k, and Oleg's best first move",
        Json = "json": "one JSON object (docs/json.md)",
    }
}

/// Choosing Carrot, with Oleg's extra moves `k`.
#[derive(Debug, Clone, Copy)]
pub struct ChoosingCarrotRules {
    k: u64,
}

impl ChoosingCarrotRules {
    /// No extra moves: the game as it starts for `k = 0`.
    pub const DEFAULT: ChoosingCarrotRules = ChoosingCarrotRules { k: 0 };
}

/// The carrot left for Oleg's extra moves, his best first moves, and the
/// carrot left for every number of extra moves (Codeforces' answer).
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// Oleg's extra moves.
    pub k: usize,
    /// The juiciness of the carrot left: none on an empty row.
    pub carrot: Option<i64>,
    /// The carrot as the engine's value of the start.
    pub value: Value,
    /// Oleg's best first moves.
    pub best: BestMoves,
    /// The carrot left for every k from 0 to n - 1.
    pub every_k: Vec<i64>,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Some(carrot) = self.carrot else {
            return write!(f, "no carrots: nothing to give");
        };
        let k = self.k;
        let moves = if k == 1 { "" } else { "s" };
        writeln!(
            f,
            "with {k} extra move{moves} by Oleg, the carrot left has juiciness {carrot}"
        )?;
        match self.best.words().first() {
            Some(words) => write!(f, "best first move: {words}"),
            None => write!(f, "one carrot: it is given with no move"),
        }
    }
}

impl RowRules for ChoosingCarrotRules {
    type Answer = Answer;
    type Game = ChoosingCarrot;
    type Oracle = CarrotOracle;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "choosing-carrot",
        title: "Choosing Carrot (Codeforces 794E)",
        rules: "Eat the carrot at either end until one is left; Oleg wants it juicy, Igor dry. \
                Oleg first makes k extra moves alone.",
        problems: &["Codeforces 794E \"Choosing Carrot\""],
        limits: "solve: O(n), any row that fits in memory; play and explain: 3000 values",
        scoring: Scoring::Points,
        inline: "values",
        inline_help: "The carrots' juiciness, as comma-separated values: 1,2,3,5.",
        seats: ["Oleg", "Igor"],
        generate: GENERATE,
        param: Some(Param::new(
            "k",
            "Oleg's extra moves before the game, for play, explain and --format text \
                   (--format codeforces answers every k); a k of n - 1 or more leaves Oleg to \
                   pick the carrot",
            0,
            0,
        )),
        notes: "Scored as points: the move that leaves one carrot scores it for Oleg (or \
                against Igor), so Oleg's score minus Igor's is the carrot given away.",
        examples: "\
  printf '4\\n1 2 3 5\\n' | optimal-play choosing-carrot solve
  optimal-play choosing-carrot explain --values 1,2,3,5 --k 1",
        ..GameInfo::TYPED
    };

    fn with_param(&self, k: u64) -> Self {
        ChoosingCarrotRules { k }
    }
    fn game(&self, values: Vec<i64>) -> ChoosingCarrot {
        ChoosingCarrot::new(values, usize::try_from(self.k).unwrap_or(usize::MAX))
    }
    fn solve_one(&self, game: &ChoosingCarrot) -> Result<Answer, Error> {
        let carrot = game.carrot(game.start());
        Ok(Answer {
            k: game.extra,
            carrot: (!game.values.is_empty()).then_some(carrot),
            value: Value::Margin(i128::from(carrot)),
            best: BestMoves::of(game, CarrotOracle::try_from(game)?),
            every_k: every_k(&game.values),
        })
    }
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        let every_k: Vec<String> = answer.every_k.iter().map(i64::to_string).collect();
        Ok(writeln!(out, "{}", every_k.join(" "))?)
    }
    fn explain_intro(&self, game: &ChoosingCarrot, out: &mut dyn Write) -> std::io::Result<()> {
        writeln!(
            out,
            "Choosing Carrot on {}, Oleg making {} extra move(s) first.",
            segment_text(&game.values),
            game.extra
        )?;
        writeln!(
            out,
            "The rule: with Oleg to move on m carrots, the carrot left is decided by the \
             middle. For even m it is the larger of the two middle carrots; for odd m >= 3, \
             with c the middle, the larger of min(a[c-1], a[c]) and min(a[c], a[c+1]). With \
             Igor to move, swap max and min. Oleg's extra moves choose the window of n - k \
             carrots the game is played on: the best middle over those windows."
        )?;
        if !game.values.is_empty() {
            writeln!(
                out,
                "Here the carrot left is {}.",
                game.carrot(game.start())
            )?;
        }
        Ok(())
    }
}
