//! Can I Win (LeetCode 464): the numbers 1 to `maxChoosableInteger` in a
//! common pool; the players take turns picking one not picked before and
//! adding it to a running total; whoever first brings the total to
//! `desiredTotal` or past it wins. When the whole pool adds up to less than
//! the total, nobody can reach it: a draw, which LeetCode answers `false`.
//! LeetCode also answers `true` for a total of 0, reached before any move.
//!
//! A position is the set of numbers picked, a bit set: the total and whose
//! turn it is follow from it. [`table`] solves every set at once, from the
//! fullest down, with remoteness (the fastest win, the slowest loss): 2^m
//! bytes and m·2^m steps. Checked against negamax by the conformance test.
//!
//! ```
//! use optimal_play::games::can_i_win::{Pool, first_player_wins};
//! // LeetCode 464's examples.
//! assert!(!first_player_wins(Pool { most: 10, total: 11 }));
//! assert!(first_player_wins(Pool { most: 10, total: 0 }));
//! assert!(first_player_wins(Pool { most: 10, total: 1 }));
//! ```

use std::sync::Arc;

use crate::engine::picture::Token;
use crate::input::Numbers;
use crate::plugin::prelude::*;

/// The largest `maxChoosableInteger` `solve` takes (LeetCode's is 20): the
/// table is 2^24 bytes.
pub const SOLVE_MOST: u64 = 24;
/// The largest `maxChoosableInteger` play and explain take.
const PLAY_MOST: u64 = 20;

/// One game: the pool `1..=most` and the total to reach.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pool {
    /// `maxChoosableInteger`: the numbers are 1 to `most`.
    pub most: u32,
    /// `desiredTotal`.
    pub total: u64,
}

impl Pool {
    /// What the whole pool adds up to.
    pub fn pool_sum(self) -> u64 {
        u64::from(self.most) * (u64::from(self.most) + 1) / 2
    }

    /// Whether someone can reach the total: the whole pool reaches it.
    pub fn reachable(self) -> bool {
        self.pool_sum() >= self.total
    }
}

/// What the numbers of `picked` (bit `i - 1` for the number `i`) add up to.
fn picked_sum(picked: u32) -> u64 {
    (0..32u32)
        .filter(|bit| picked & (1 << bit) != 0)
        .map(|bit| u64::from(bit) + 1)
        .sum()
}

/// A byte of [`table`]: this bit when the player to move wins.
const WINS: u8 = 0x80;

/// Every set of picked numbers of `pool` solved, for the player to move:
/// `WINS | k` (0x80 + k) for a win in k moves, `k` for a loss in k, the
/// sets indexed by their bit sets. A set whose numbers reach the total has
/// no move: a loss in 0, the other player having reached it.
///
/// Only meaningful when the pool can reach the total; otherwise every
/// position is a draw.
pub fn table(pool: Pool) -> Vec<u8> {
    let m = pool.most as usize;
    let size = 1usize << m;
    // The sum of a set, from the sums of its low and high halves.
    let half = m / 2;
    let half_sums = |bits: usize, offset: usize| -> Vec<u64> {
        (0..1usize << bits)
            .map(|part| {
                (0..bits)
                    .filter(|bit| part & (1 << bit) != 0)
                    .map(|bit| (bit + offset + 1) as u64)
                    .sum()
            })
            .collect()
    };
    let (low, high) = (half_sums(half, 0), half_sums(m - half, half));
    let mut table = vec![0u8; size];
    for picked in (0..size).rev() {
        crate::interrupt::checkpoint();
        let sum = low[picked & ((1 << half) - 1)] + high[picked >> half];
        if sum >= pool.total {
            continue; // a loss in 0: no move
        }
        // The largest number left reaches the total: the fastest win.
        let unused = !picked & (size - 1);
        let largest = (usize::BITS - unused.leading_zeros()) as u64;
        if largest >= pool.total - sum {
            table[picked] = WINS | 1;
            continue;
        }
        let (mut fastest_win, mut slowest_loss) = (u8::MAX, 0u8);
        for bit in 0..m {
            if picked & (1 << bit) != 0 {
                continue;
            }
            let next = table[picked | (1 << bit)];
            let moves = (next & !WINS) + 1;
            if next & WINS == 0 {
                fastest_win = fastest_win.min(moves);
            } else {
                slowest_loss = slowest_loss.max(moves);
            }
        }
        table[picked] = if fastest_win != u8::MAX {
            WINS | fastest_win
        } else {
            slowest_loss
        };
    }
    table
}

/// LeetCode 464's answer: whether the first player can force a win (`true`
/// for a total of 0, by LeetCode's convention; `false` when nobody can
/// reach the total).
pub fn first_player_wins(pool: Pool) -> bool {
    if pool.total == 0 {
        return true;
    }
    pool.reachable() && table(pool)[0] & WINS != 0
}

/// The game of one pool, from no number picked.
#[derive(Debug, Clone)]
pub struct CanIWin {
    pool: Pool,
}

impl CanIWin {
    /// The numbers not picked yet, smallest first.
    fn left(&self, picked: u32) -> impl Iterator<Item = u32> + '_ {
        (1..=self.pool.most).filter(move |i| picked & (1 << (i - 1)) == 0)
    }
}

impl Game for CanIWin {
    /// The numbers picked, bit `i - 1` for the number `i`.
    type Position = u32;
    /// The number picked.
    type Move = u32;
    fn start(&self) -> u32 {
        0
    }
    fn to_move(&self, picked: &u32) -> Player {
        if picked.count_ones() % 2 == 0 {
            Player::First
        } else {
            Player::Second
        }
    }
    fn moves(&self, picked: &u32) -> Vec<u32> {
        if picked_sum(*picked) >= self.pool.total {
            return Vec::new();
        }
        self.left(*picked).collect()
    }
    fn apply(&self, picked: &u32, number: &u32) -> (u32, i128) {
        (picked | (1 << (number - 1)), 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    /// Whoever reached the total has won; a pool used up short of it is a
    /// draw.
    fn end_value(&self, picked: &u32) -> Value {
        if picked_sum(*picked) >= self.pool.total {
            Value::Loss { moves: 0 }
        } else {
            Value::Draw
        }
    }
}

impl Notation for CanIWin {
    fn move_text(&self, _: &u32, number: &u32) -> String {
        number.to_string()
    }
    fn describe_move(&self, picked: &u32, number: &u32) -> String {
        let total = picked_sum(*picked) + u64::from(*number);
        if total >= self.pool.total {
            format!(
                "pick {number} (running total {total}, reaching the total of {})",
                self.pool.total
            )
        } else {
            format!(
                "pick {number} (running total {total} of {})",
                self.pool.total
            )
        }
    }
    fn read_move(&self, picked: &u32, text: &str) -> Result<u32, BadMove> {
        let text = text.trim();
        let number = text.strip_prefix("pick").unwrap_or(text).trim();
        number
            .parse::<u32>()
            .ok()
            .filter(|n| self.moves(picked).contains(n))
            .ok_or_else(|| BadMove(format!("expected {}", self.move_syntax(picked))))
    }
    fn move_json(&self, picked: &u32, number: &u32) -> serde_json::Value {
        json!({"text": self.move_text(picked, number), "pick": number})
    }
    fn position_text(&self, picked: &u32) -> String {
        let list = |numbers: Vec<u32>| {
            if numbers.is_empty() {
                "none".to_owned()
            } else {
                numbers
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        };
        let taken: Vec<u32> = (1..=self.pool.most)
            .filter(|i| picked & (1 << (i - 1)) != 0)
            .collect();
        format!(
            "running total {} of {}; picked: {}; left: {}",
            picked_sum(*picked),
            self.pool.total,
            list(taken),
            list(self.left(*picked).collect())
        )
    }
    fn position_json(&self, picked: &u32) -> serde_json::Value {
        let taken: Vec<u32> = (1..=self.pool.most)
            .filter(|i| picked & (1 << (i - 1)) != 0)
            .collect();
        json!({"picked": taken, "running_total": picked_sum(*picked)})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"max_choosable_integer": self.pool.most, "desired_total": self.pool.total})
    }
    /// The pool as the vertices of a graph with no edges, a token on each
    /// number picked.
    fn scene(&self) -> Scene {
        Scene::Graph {
            vertices: (1..=self.pool.most).map(|i| i.to_string()).collect(),
            edges: Vec::new(),
            directed: false,
        }
    }
    fn picture(&self, picked: &u32) -> Picture {
        Picture::Tokens {
            tokens: (0..self.pool.most)
                .filter(|bit| picked & (1 << bit) != 0)
                .map(|vertex| Token {
                    vertex,
                    name: "picked",
                })
                .collect(),
        }
    }
    fn move_target(&self, _: &u32, number: &u32) -> Option<Target> {
        Some(Target::Vertex { vertex: number - 1 })
    }
    fn move_syntax(&self, picked: &u32) -> String {
        let left: Vec<String> = self.moves(picked).iter().map(u32::to_string).collect();
        if left.is_empty() {
            "nothing: the game is over".to_owned()
        } else {
            format!("a number not picked yet: one of {}", left.join(", "))
        }
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "the first player".to_owned(),
            Player::Second => "the second player".to_owned(),
        }
    }
    fn standing(&self, _: [i128; 2], _: Player) -> Option<String> {
        None
    }
}

/// The oracle: every set of picked numbers solved once.
#[derive(Debug, Clone)]
pub struct CanIWinOracle {
    game: CanIWin,
    /// [`table`], or `None` when nobody can reach the total.
    table: Option<Arc<Vec<u8>>>,
}

impl From<&CanIWin> for CanIWinOracle {
    fn from(game: &CanIWin) -> CanIWinOracle {
        CanIWinOracle {
            game: game.clone(),
            table: game.pool.reachable().then(|| Arc::new(table(game.pool))),
        }
    }
}

impl CanIWinOracle {
    /// What `picked` is worth to the player to move there.
    fn value(&self, picked: u32) -> Value {
        match &self.table {
            None => Value::Draw,
            Some(table) => {
                let byte = table[picked as usize];
                let moves = u64::from(byte & !WINS);
                if byte & WINS != 0 {
                    Value::Win { moves }
                } else {
                    Value::Loss { moves }
                }
            }
        }
    }
}

impl Oracle<CanIWin> for CanIWinOracle {
    fn move_values(&mut self, picked: &u32) -> Vec<(u32, Value)> {
        self.game
            .moves(picked)
            .into_iter()
            .map(|number| {
                let (next, _) = self.game.apply(picked, &number);
                (number, Value::after_move(0, self.value(next), false))
            })
            .collect()
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Leetcode = "leetcode": "LeetCode 464 \"Can I Win\": `true` when the first player can force a win, one game a line",
        Text = "text": "who wins each game, how fast, and the best first picks",
        Json = "json": "one object per game (docs/json.md)",
    }
}

/// Can I Win, registered as `can-i-win`.
#[derive(Debug, Clone, Copy)]
pub struct CanIWinPlugin;

impl Plugin for CanIWinPlugin {
    type Case = Pool;
    type Game = CanIWin;
    type Oracle = CanIWinOracle;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "can-i-win",
        title: "Can I Win",
        rules: "Pick in turn a number from 1 to m not picked before, adding it to a running \
                total; whoever brings the total to the target or past it wins.",
        problems: &["LeetCode 464 \"Can I Win\""],
        limits: "solve: maxChoosableInteger up to 24 (LeetCode's is 20), any desiredTotal, \
                 in 2^m bytes and m·2^m steps; play and explain: up to 20",
        seats: ["the first player", "the second player"],
        inline: "values",
        inline_help: "maxChoosableInteger and desiredTotal: '10 11', or as LeetCode writes \
                      them: 'maxChoosableInteger = 10, desiredTotal = 11'.",
        generate: &[
            GAMES,
            Parameter::new(
                "max",
                "the largest maxChoosableInteger",
                1,
                SOLVE_MOST as i64,
                10,
            )
            .small(7)
            .stress(12),
        ],
        moves: "the number to pick",
        notes: "The input is maxChoosableInteger then desiredTotal, one game after another, \
                bare or with LeetCode's names, `=` and commas. A pool that adds up to less \
                than the total is a draw, which LeetCode answers `false`; a total of 0 is \
                reached before any move, and LeetCode answers `true`.",
        examples: "\
  echo 'maxChoosableInteger = 10, desiredTotal = 11' | optimal-play can-i-win solve
  optimal-play can-i-win play --values '6 12'",
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<Pool>, InputError> {
        // LeetCode's names are blanked for every LeetCode game
        // ([`crate::input::leetcode`]); commas become blanks too, so every
        // error keeps its line and column.
        let blanked = text.replace(',', " ");
        let mut numbers = Numbers::new(&blanked);
        if numbers.at_end() {
            return Err(numbers.empty("maxChoosableInteger and desiredTotal"));
        }
        let mut pools = Vec::new();
        while !numbers.at_end() {
            let most = numbers.next_in(
                "maxChoosableInteger",
                1..=SOLVE_MOST,
                "maxChoosableInteger from 1 to 24",
            )?;
            let total = numbers.next_at_most("desiredTotal", u64::MAX >> 1)?;
            pools.push(Pool {
                most: most as u32,
                total,
            });
        }
        Ok(pools)
    }

    fn write(&self, pools: &[Pool], out: &mut dyn Write) -> io::Result<()> {
        for pool in pools {
            writeln!(out, "{} {}", pool.most, pool.total)?;
        }
        Ok(())
    }

    fn answer(&self, pools: &[Pool], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, pools, format, out)
    }

    /// Every game is 2^maxChoosableInteger positions: all the games of an
    /// input together at most one game at the limit's (#46: 585 games of
    /// about a second each fit in 4 KB).
    fn solve_work(&self, pool: &Pool) -> Option<Size> {
        Some(Size::new(
            "the positions of all the games together, 2^maxChoosableInteger a game,",
            1u64 << u64::from(pool.most).min(63),
            1 << SOLVE_MOST,
        ))
    }

    fn solve_limits(&self, pool: &Pool) -> Vec<Size> {
        vec![Size::new(
            "maxChoosableInteger",
            u64::from(pool.most),
            SOLVE_MOST,
        )]
    }

    fn size(&self, pool: &Pool) -> Size {
        Size::new("maxChoosableInteger", u64::from(pool.most), PLAY_MOST)
    }

    fn game(&self, pool: &Pool) -> CanIWin {
        CanIWin { pool: *pool }
    }

    fn reason(&self, game: &CanIWin) -> String {
        let pool = game.pool;
        if pool.total == 0 {
            return "The total 0 is reached before any move: there is nothing to play \
                    (LeetCode answers true)."
                .to_owned();
        }
        if !pool.reachable() {
            return format!(
                "The numbers 1 to {} add up to {}, less than {}: nobody can reach the total, \
                 and the game is a draw (LeetCode answers false).",
                pool.most,
                pool.pool_sum(),
                pool.total
            );
        }
        format!(
            "The numbers 1 to {} add up to {}, at least {}, so someone reaches the total. A \
             position is the set of numbers picked; a pick that reaches the total wins at once, \
             and any other is worth what the opponent can make of the set it leaves, solved for \
             every set from the fullest down (2^{} sets).",
            pool.most,
            pool.pool_sum(),
            pool.total,
            pool.most
        )
    }

    /// maxChoosableInteger from 1 to `--max`, desiredTotal from 0 to a
    /// little past what the pool adds up to.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Pool, Error> {
        let max = draw.max();
        let most = draw.number(1..=max) as u32;
        let sum = u64::from(most) * (u64::from(most) + 1) / 2;
        Ok(Pool {
            most,
            total: draw.number(0..=sum + 2),
        })
    }
}

/// Who wins one game, and the best first picks: `text` in words, `json`
/// the fields.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// `maxChoosableInteger`.
    pub max_choosable_integer: u32,
    /// `desiredTotal`.
    pub desired_total: u64,
    /// LeetCode's answer.
    pub first_player_wins: bool,
    /// `win`, `loss`, `draw`, or `reached` (the total is reached before any
    /// move).
    pub outcome: &'static str,
    /// The start's value, with the moves it takes.
    pub value: Option<serde_json::Value>,
    /// The first picks that keep that value.
    pub best_picks: Vec<u32>,
    /// What the whole pool adds up to.
    #[serde(skip)]
    pub pool_sum: u64,
    /// The start's value.
    #[serde(skip)]
    pub best: Option<Value>,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let head = format!(
            "1 to {}, total {}",
            self.max_choosable_integer, self.desired_total
        );
        match self.best {
            None => write!(
                f,
                "{head}: the total is reached before any move (LeetCode: true)"
            ),
            Some(Value::Draw) => write!(
                f,
                "{head}: the whole pool adds up to {}, short of the total: nobody can win \
                 (LeetCode: false)",
                self.pool_sum
            ),
            Some(value) => {
                let picks: Vec<String> = self.best_picks.iter().map(u32::to_string).collect();
                let picks = picks.join(", ");
                write!(
                    f,
                    "{head}: the first player has {value}; best first picks: {picks}"
                )
            }
        }
    }
}

impl Answers for CanIWinPlugin {
    type Answer = Answer;

    fn solve_one(&self, &pool: &Pool) -> Result<Answer, Error> {
        let game = self.game(&pool);
        let values = CanIWinOracle::from(&game).move_values(&0);
        let best = values.iter().map(|&(_, value)| value).max();
        let best_picks = values.iter().filter(|&&(_, value)| Some(value) == best);
        Ok(Answer {
            max_choosable_integer: pool.most,
            desired_total: pool.total,
            first_player_wins: best.is_none_or(Value::is_win),
            outcome: match best {
                None => "reached",
                Some(Value::Draw) => "draw",
                Some(value) if value.is_win() => "win",
                Some(_) => "loss",
            },
            value: best.map(Value::to_json),
            best_picks: best_picks.map(|&(number, _)| number).collect(),
            pool_sum: pool.pool_sum(),
            best,
        })
    }
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        Ok(writeln!(out, "{}", answer.first_player_wins)?)
    }
}
