//! Stone Game VI (LeetCode 1686): n stones, each worth `aliceValues[i]` to
//! Alice and `bobValues[i]` to Bob. They take stones in turn, Alice first,
//! any stone each turn, each scoring the stone at their own value; the
//! larger total wins. LeetCode asks for 1 (Alice wins), -1 (Bob wins) or 0.
//!
//! Taking stone i gains the mover `a[i]` and denies the opponent `b[i]` (or
//! the other way round for Bob): it moves the difference of the totals by
//! `a[i] + b[i]` against taking nothing. So both players take the stone of
//! largest `a[i] + b[i]` left, and [`margin`] plays that out in
//! O(n log n). Stones with equal sums are interchangeable: swapping them
//! changes no total difference. Checked against negamax by the conformance
//! test, and against a search over every order in a test.
//!
//! ```
//! use optimal_play::games::stone_game_vi::{Values, margin};
//! // LeetCode 1686's examples.
//! let game = |a: &[i64], b: &[i64]| Values { alice: a.to_vec(), bob: b.to_vec() };
//! assert!(margin(&game(&[1, 3], &[2, 1])) > 0);
//! assert_eq!(margin(&game(&[1, 2], &[3, 1])), 0);
//! assert!(margin(&game(&[2, 4, 3], &[1, 6, 7])) < 0);
//! ```

use std::sync::Arc;

use crate::engine::picture::Token;
use crate::input::{InputError, Numbers};
use crate::plugin::prelude::*;

/// The most stones `solve` takes.
const SOLVE_STONES: u64 = 10_000_000;
/// The most stones play and explain take.
const PLAY_STONES: u64 = 1000;

/// One game: each stone's value to Alice and to Bob.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Values {
    /// `aliceValues`.
    pub alice: Vec<i64>,
    /// `bobValues`.
    pub bob: Vec<i64>,
}

/// The stones `left`, largest `a + b` first (ties by index).
fn greedy_order(values: &Values, left: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut order: Vec<usize> = left.collect();
    order.sort_by_key(|&i| {
        (
            std::cmp::Reverse(i128::from(values.alice[i]) + i128::from(values.bob[i])),
            i,
        )
    });
    order
}

/// Alice's total minus Bob's with best play from the start.
pub fn margin(values: &Values) -> i128 {
    rest_margin(values, 0..values.alice.len(), Player::First)
}

/// The mover's total minus the other's on the stones `left`, with best
/// play, `mover` to move.
fn rest_margin(values: &Values, left: impl Iterator<Item = usize>, mover: Player) -> i128 {
    margin_along(values, &greedy_order(values, left), mover)
}

/// The mover's total minus the other's when the stones go in `order`, the
/// mover first.
fn margin_along(values: &Values, order: &[usize], mover: Player) -> i128 {
    let mut margin = 0i128;
    let mut turn = mover;
    for &i in order {
        let gain = match turn {
            Player::First => i128::from(values.alice[i]),
            Player::Second => i128::from(values.bob[i]),
        };
        margin += if turn == mover { gain } else { -gain };
        turn = turn.other();
    }
    margin
}

/// The game of one pair of value lists.
#[derive(Debug, Clone)]
pub struct StoneGameVi {
    values: Arc<Values>,
}

impl StoneGameVi {
    fn stones(&self) -> usize {
        self.values.alice.len()
    }
}

/// Who took each stone: `None` while it is left.
pub type Taken = Vec<Option<Player>>;

impl Game for StoneGameVi {
    type Position = Taken;
    /// The stone taken, by index from 0.
    type Move = usize;
    fn start(&self) -> Taken {
        vec![None; self.stones()]
    }
    fn to_move(&self, taken: &Taken) -> Player {
        if taken.iter().filter(|t| t.is_some()).count() % 2 == 0 {
            Player::First
        } else {
            Player::Second
        }
    }
    /// The stones left, largest sum of values first: the first best move
    /// is the one the rule names.
    fn moves(&self, taken: &Taken) -> Vec<usize> {
        greedy_order(
            &self.values,
            (0..taken.len()).filter(|&i| taken[i].is_none()),
        )
    }
    fn apply(&self, taken: &Taken, stone: &usize) -> (Taken, i128) {
        let mover = self.to_move(taken);
        let mut next = taken.clone();
        next[*stone] = Some(mover);
        let gain = match mover {
            Player::First => self.values.alice[*stone],
            Player::Second => self.values.bob[*stone],
        };
        (next, i128::from(gain))
    }
}

impl Notation for StoneGameVi {
    fn move_text(&self, _: &Taken, stone: &usize) -> String {
        (stone + 1).to_string()
    }
    fn describe_move(&self, taken: &Taken, stone: &usize) -> String {
        let (a, b) = (self.values.alice[*stone], self.values.bob[*stone]);
        let gain = match self.to_move(taken) {
            Player::First => a,
            Player::Second => b,
        };
        format!(
            "take stone {} (worth {a} to Alice, {b} to Bob: scores {gain})",
            stone + 1
        )
    }
    fn read_move(&self, taken: &Taken, text: &str) -> Result<usize, BadMove> {
        let text = text.trim();
        let number = text.strip_prefix("stone").unwrap_or(text).trim();
        number
            .parse::<usize>()
            .ok()
            .and_then(|n| n.checked_sub(1))
            .filter(|&i| i < taken.len() && taken[i].is_none())
            .ok_or_else(|| BadMove(format!("expected {}", self.move_syntax(taken))))
    }
    fn move_json(&self, taken: &Taken, stone: &usize) -> serde_json::Value {
        json!({"text": self.move_text(taken, stone), "stone": stone + 1})
    }
    fn position_text(&self, taken: &Taken) -> String {
        let list = |who: Option<Player>| {
            let stones: Vec<String> = (0..taken.len())
                .filter(|&i| taken[i] == who)
                .map(|i| (i + 1).to_string())
                .collect();
            if stones.is_empty() {
                "none".to_owned()
            } else {
                stones.join(", ")
            }
        };
        format!(
            "Alice took {}; Bob took {}; left: {}",
            list(Some(Player::First)),
            list(Some(Player::Second)),
            list(None)
        )
    }
    fn position_json(&self, taken: &Taken) -> serde_json::Value {
        let of = |who: Option<Player>| -> Vec<usize> {
            (0..taken.len())
                .filter(|&i| taken[i] == who)
                .map(|i| i + 1)
                .collect()
        };
        json!({"alice": of(Some(Player::First)), "bob": of(Some(Player::Second)), "left": of(None)})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"alice_values": self.values.alice, "bob_values": self.values.bob})
    }
    /// The stones as the vertices of a graph with no edges, each labelled
    /// with its values to Alice and to Bob, a token on each stone taken.
    fn scene(&self) -> Scene {
        Scene::Graph {
            vertices: (0..self.stones())
                .map(|i| format!("{}|{}", self.values.alice[i], self.values.bob[i]))
                .collect(),
            edges: Vec::new(),
            directed: false,
        }
    }
    fn picture(&self, taken: &Taken) -> Picture {
        Picture::Tokens {
            tokens: (0..taken.len())
                .filter_map(|i| {
                    taken[i].map(|who| Token {
                        vertex: i as u32,
                        name: if who == Player::First { "Alice" } else { "Bob" },
                    })
                })
                .collect(),
        }
    }
    fn move_target(&self, _: &Taken, stone: &usize) -> Option<Target> {
        Some(Target::Vertex {
            vertex: *stone as u32,
        })
    }
    fn move_syntax(&self, taken: &Taken) -> String {
        let left: Vec<String> = (0..taken.len())
            .filter(|&i| taken[i].is_none())
            .take(12)
            .map(|i| (i + 1).to_string())
            .collect();
        if left.is_empty() {
            "nothing: the game is over".to_owned()
        } else {
            format!("a stone left, by number from 1: {}", left.join(", "))
        }
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Alice".to_owned(),
            Player::Second => "Bob".to_owned(),
        }
    }
}

/// The oracle: each move's value by the greedy order of the stones left.
#[derive(Debug, Clone)]
pub struct StoneGameViOracle {
    game: StoneGameVi,
}

impl From<&StoneGameVi> for StoneGameViOracle {
    fn from(game: &StoneGameVi) -> StoneGameViOracle {
        StoneGameViOracle { game: game.clone() }
    }
}

impl Oracle<StoneGameVi> for StoneGameViOracle {
    fn move_values(&mut self, taken: &Taken) -> Vec<(usize, Value)> {
        let mover = self.game.to_move(taken);
        self.game
            .moves(taken)
            .into_iter()
            .map(|stone| {
                let (next, points) = self.game.apply(taken, &stone);
                let left = (0..next.len()).filter(|&i| next[i].is_none());
                let rest = rest_margin(&self.game.values, left, mover.other());
                (stone, Value::Margin(points - rest))
            })
            .collect()
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Leetcode = "leetcode": "LeetCode 1686 \"Stone Game VI\": 1 when Alice wins, -1 when Bob wins, 0 for a draw",
        Text = "text": "both totals with best play, and the order the stones are taken in",
        Json = "json": "one object per game (docs/json.md)",
    }
}

/// Stone Game VI, registered as `stone-game-vi`.
#[derive(Debug, Clone, Copy)]
pub struct StoneGameViPlugin;

/// Reads games of two lines each, Alice's values then Bob's: bare
/// (`1 3` / `2 1`) or as LeetCode writes them (`aliceValues = [1,3],
/// bobValues = [2,1]`, on one line or two; the names are blanked for every
/// LeetCode game, [`crate::input::leetcode`]).
fn read_games(text: &str) -> Result<Vec<Values>, InputError> {
    let blanked = text;
    // Each LeetCode list is one list, wherever its lines break; bare
    // numbers make one list a line. Separators become blanks (and a `]` a
    // line break), ASCII for ASCII, so every offset stays where it was.
    let mut lists: Vec<(Vec<i64>, usize)> = Vec::new();
    let mut in_brackets = false;
    let separated: Vec<u8> = blanked
        .bytes()
        .map(|c| match c {
            b'[' => {
                in_brackets = true;
                b' '
            }
            b']' => {
                in_brackets = false;
                b'\n'
            }
            b',' | b'=' => b' ',
            b'\n' if in_brackets => b' ',
            c => c,
        })
        .collect();
    let numbers_text = String::from_utf8(separated).expect("only ASCII was replaced");
    // Now one list a line.
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(numbers_text.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let line_of = |offset: usize| line_starts.partition_point(|&start| start <= offset);
    let mut numbers = Numbers::new(&numbers_text);
    if numbers.at_end() {
        return Err(numbers.empty("Alice's values, then Bob's"));
    }
    let mut last_line = usize::MAX;
    while !numbers.at_end() {
        let (value, offset) = numbers.next_with_offset("a stone's value")?;
        if value == 0 || value > 1_000_000_000_000 {
            return Err(InputError::unexpected(
                text,
                offset,
                "a stone's value from 1 to 10^12",
                value.to_string(),
            ));
        }
        let line = line_of(offset);
        if line != last_line {
            lists.push((Vec::new(), offset));
            last_line = line;
        }
        let list = lists.last_mut().expect("one was pushed");
        if list.0.len() as u64 >= SOLVE_STONES {
            return Err(InputError::unexpected(
                text,
                offset,
                "at most 10000000 stones",
                "more",
            ));
        }
        list.0.push(value as i64);
    }
    let mut games = Vec::new();
    let mut pairs = lists.into_iter();
    while let Some((alice, _)) = pairs.next() {
        let Some((bob, bob_at)) = pairs.next() else {
            return Err(InputError::unexpected(
                text,
                text.len(),
                "Bob's values after Alice's",
                "the end of the input",
            ));
        };
        if bob.len() != alice.len() {
            return Err(InputError::unexpected(
                text,
                bob_at,
                "as many values for Bob as for Alice",
                format!("{} for Bob, {} for Alice", bob.len(), alice.len()),
            ));
        }
        games.push(Values { alice, bob });
    }
    Ok(games)
}

/// Who wins one game, by how much, and the order the stones go in.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// LeetCode's answer: 1 when Alice wins, -1 when Bob does, 0 for a draw.
    pub result: i64,
    /// Alice's total minus Bob's, as a string (it may pass 2^53).
    pub margin: String,
    /// The stones, largest sum of values first.
    #[serde(skip)]
    order: Vec<usize>,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let verdict = match self.result {
            1 => "Alice wins",
            -1 => "Bob wins",
            _ => "a draw",
        };
        let order: Vec<String> = self
            .order
            .iter()
            .take(20)
            .map(|i| (i + 1).to_string())
            .collect();
        let more = if self.order.len() > 20 { ", …" } else { "" };
        write!(
            f,
            "{verdict}: Alice's total minus Bob's is {}; the stones go, largest sum of values \
             first: {}{more}",
            self.margin,
            order.join(", ")
        )
    }
}

impl Answers for StoneGameViPlugin {
    type Answer = Answer;

    fn solve_one(&self, game: &Values) -> Result<Answer, Error> {
        let order = greedy_order(game, 0..game.alice.len());
        let margin = margin_along(game, &order, Player::First);
        Ok(Answer {
            result: margin.signum() as i64,
            margin: margin.to_string(),
            order,
        })
    }
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        Ok(writeln!(out, "{}", answer.result)?)
    }
}

impl Plugin for StoneGameViPlugin {
    type Case = Values;
    type Game = StoneGameVi;
    type Oracle = StoneGameViOracle;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "stone-game-vi",
        title: "Stone Game VI",
        rules: "Take any stone in turn, each scoring it at your own value (Alice's or \
                Bob's); the larger total wins.",
        problems: &["LeetCode 1686 \"Stone Game VI\""],
        limits: "solve: up to 10^7 stones, O(n log n); play and explain: up to 1000 stones",
        scoring: Scoring::Points,
        seats: ["Alice", "Bob"],
        inline: "values",
        inline_help: "Alice's values, then Bob's: '1 3 / 2 1', or as LeetCode writes them: \
                      'aliceValues = [1,3], bobValues = [2,1]'.",
        generate: &[
            Parameter::new("count", "stones", 1, MOST_DRAWN, 8).small(7),
            Parameter::new("max", "the largest value", 1, 1_000_000, 10)
                .small(6)
                .stress(9),
        ],
        moves: "the number of the stone to take, from 1",
        notes: "The input is Alice's values then Bob's, one list a line or as LeetCode writes \
                them. Both play the stone of largest aliceValues[i] + bobValues[i] left: it \
                moves the difference of the totals the most.",
        examples: "\
  echo 'aliceValues = [2,4,3], bobValues = [1,6,7]' | optimal-play stone-game-vi solve
  optimal-play stone-game-vi play --values '2 4 3 / 1 6 7'",
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<Values>, InputError> {
        read_games(text)
    }

    fn write(&self, games: &[Values], out: &mut dyn Write) -> io::Result<()> {
        for game in games {
            for list in [&game.alice, &game.bob] {
                let words: Vec<String> = list.iter().map(i64::to_string).collect();
                writeln!(out, "{}", words.join(" "))?;
            }
        }
        Ok(())
    }

    fn answer(&self, games: &[Values], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, games, format, out)
    }

    fn solve_limits(&self, game: &Values) -> Vec<Size> {
        vec![Size::new(
            "the stones",
            game.alice.len() as u64,
            SOLVE_STONES,
        )]
    }

    fn size(&self, game: &Values) -> Size {
        Size::new("the stones", game.alice.len() as u64, PLAY_STONES)
    }

    fn game(&self, game: &Values) -> StoneGameVi {
        StoneGameVi {
            values: Arc::new(game.clone()),
        }
    }

    fn reason(&self, game: &StoneGameVi) -> String {
        let margin = margin(&game.values);
        format!(
            "Taking a stone gains its value to you and keeps its value to the other player \
             from them: it moves the difference of the totals by the sum of its two values. \
             So both players take the stone with the largest sum left; with best play \
             Alice's total minus Bob's is {margin}."
        )
    }

    /// `--count` stones, each worth 1 to `--max` to Alice and to Bob.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Values, Error> {
        let (count, max) = (draw.count() as usize, draw.max());
        let list = |draw: &mut Draw<'_>| -> Vec<i64> {
            (0..count).map(|_| draw.number(1..=max) as i64).collect()
        };
        let alice = list(draw);
        let bob = list(draw);
        Ok(Values { alice, bob })
    }
}
