//! Berzerk (Codeforces 786A): `n` objects on a circle, object 1 a black
//! hole. A monster stands on a planet (any other object). Rick and Morty
//! each have a set of numbers from 1 to n − 1; in turn, the player to move
//! picks a number `x` of his set and the monster moves `x` objects on,
//! clockwise. Whoever moves it into the black hole wins. For every start
//! and either player first: `Win`, `Lose`, or `Loop` when play goes on for
//! ever (which a player who would otherwise lose prefers).
//!
//! Solved for all 2·n positions at once by the engine's retrograde
//! analysis, the moves walked backwards without being stored: O(n·(k1 +
//! k2)) time and O(n) memory.
//!
//! ```
//! use optimal_play::games::berzerk::{Sets, solve};
//! let sets = Sets { n: 5, rick: vec![3, 2], morty: vec![1, 2, 3] };
//! let [rick_first, _] = solve(&sets);
//! assert_eq!(rick_first, ["Lose", "Win", "Win", "Loop"]);
//! ```

use std::sync::Arc;

use crate::engine::picture::Token;
use crate::engine::retrograde::{self, MoveGraph};
use crate::input::Numbers;
use crate::plugin::prelude::*;

/// One input: the circle's size and both players' numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sets {
    /// The objects on the circle; object 1 (0 here) is the black hole.
    pub n: u32,
    /// Rick's numbers.
    pub rick: Vec<u32>,
    /// Morty's numbers.
    pub morty: Vec<u32>,
}

impl Sets {
    fn of(&self, player: Player) -> &[u32] {
        match player {
            Player::First => &self.rick,
            Player::Second => &self.morty,
        }
    }
}

/// The positions: the monster's object (0 for the black hole) and who is
/// to move, numbered `mover · n + object`.
struct Circle<'a>(&'a Sets);

impl MoveGraph for Circle<'_> {
    fn positions(&self) -> usize {
        2 * self.0.n as usize
    }
    fn move_count(&self, position: usize) -> usize {
        let n = self.0.n as usize;
        if position % n == 0 {
            0
        } else {
            self.0.of(mover(position / n)).len()
        }
    }
    fn for_each_predecessor(&self, position: usize, f: &mut dyn FnMut(usize, bool)) {
        let n = self.0.n as usize;
        let (who, object) = (position / n, position % n);
        let other = 1 - who;
        for &x in self.0.of(mover(other)) {
            let from = (object + n - x as usize) % n;
            if from != 0 {
                f(other * n + from, false);
            }
        }
    }
}

fn mover(index: usize) -> Player {
    if index == 0 {
        Player::First
    } else {
        Player::Second
    }
}

/// Every position's value: `values[mover · n + object]`.
fn values(sets: &Sets) -> Vec<Value> {
    retrograde::solve(&Circle(sets))
}

/// Codeforces's two lines: for Rick first, then Morty first, the starter's
/// outcome from each planet 2 to n.
pub fn solve(sets: &Sets) -> [Vec<&'static str>; 2] {
    let values = values(sets);
    let n = sets.n as usize;
    let word = |value: Value| match value {
        Value::Draw => "Loop",
        value if value.is_win() => "Win",
        _ => "Lose",
    };
    [0, 1].map(|who| {
        (1..n)
            .map(|object| word(values[who * n + object]))
            .collect()
    })
}

/// The game from one planet, Rick moving first.
#[derive(Debug, Clone)]
pub struct BerzerkGame {
    sets: Arc<Sets>,
    start: u32,
}

impl Game for BerzerkGame {
    /// The monster's object (0 for the black hole) and who is to move
    /// (Rick first).
    type Position = (u32, Player);
    /// The number the mover picks.
    type Move = u32;
    fn start(&self) -> (u32, Player) {
        (self.start, Player::First)
    }
    fn to_move(&self, position: &(u32, Player)) -> Player {
        position.1
    }
    fn moves(&self, position: &(u32, Player)) -> Vec<u32> {
        if position.0 == 0 {
            return Vec::new();
        }
        self.sets.of(position.1).to_vec()
    }
    fn apply(&self, position: &(u32, Player), x: &u32) -> ((u32, Player), i128) {
        (((position.0 + x) % self.sets.n, position.1.other()), 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn loopy(&self) -> bool {
        true
    }
}

impl Notation for BerzerkGame {
    fn move_text(&self, _: &(u32, Player), x: &u32) -> String {
        x.to_string()
    }
    fn describe_move(&self, position: &(u32, Player), x: &u32) -> String {
        let to = (position.0 + x) % self.sets.n;
        if to == 0 {
            format!("move the monster {x} on, into the black hole")
        } else {
            format!("move the monster {x} on, to object {}", to + 1)
        }
    }
    fn read_move(&self, position: &(u32, Player), text: &str) -> Result<u32, BadMove> {
        text.trim()
            .parse::<u32>()
            .ok()
            .filter(|x| self.moves(position).contains(x))
            .ok_or_else(|| BadMove(format!("expected {}", self.move_syntax(position))))
    }
    fn move_json(&self, position: &(u32, Player), x: &u32) -> serde_json::Value {
        let to = (position.0 + x) % self.sets.n;
        json!({"text": self.move_text(position, x), "x": x, "to": to + 1})
    }
    fn position_text(&self, position: &(u32, Player)) -> String {
        if position.0 == 0 {
            "the monster is in the black hole".to_owned()
        } else {
            format!(
                "the monster is on object {} of {} (the black hole is 1)",
                position.0 + 1,
                self.sets.n
            )
        }
    }
    fn position_json(&self, position: &(u32, Player)) -> serde_json::Value {
        json!({"object": position.0 + 1})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"n": self.sets.n, "rick": self.sets.rick, "morty": self.sets.morty})
    }
    fn scene(&self) -> Scene {
        let vertices = (1..=self.sets.n)
            .map(|object| {
                if object == 1 {
                    "1 hole".to_owned()
                } else {
                    object.to_string()
                }
            })
            .collect();
        Scene::Graph {
            vertices,
            edges: Vec::new(),
            directed: true,
        }
    }
    fn picture(&self, position: &(u32, Player)) -> Picture {
        Picture::Tokens {
            tokens: vec![Token {
                vertex: position.0,
                name: "monster",
            }],
        }
    }
    fn move_target(&self, position: &(u32, Player), x: &u32) -> Option<Target> {
        Some(Target::Vertex {
            vertex: (position.0 + x) % self.sets.n,
        })
    }
    fn move_syntax(&self, position: &(u32, Player)) -> String {
        let list: Vec<String> = self.moves(position).iter().map(u32::to_string).collect();
        format!("a number of your set: {}", list.join(", "))
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Rick".to_owned(),
            Player::Second => "Morty".to_owned(),
        }
    }
}

/// The oracle: every position solved once.
#[derive(Debug, Clone)]
pub struct BerzerkOracle {
    sets: Arc<Sets>,
    values: Arc<Vec<Value>>,
}

impl From<&BerzerkGame> for BerzerkOracle {
    fn from(game: &BerzerkGame) -> BerzerkOracle {
        BerzerkOracle {
            sets: Arc::clone(&game.sets),
            values: Arc::new(values(&game.sets)),
        }
    }
}

impl Oracle<BerzerkGame> for BerzerkOracle {
    fn move_values(&mut self, position: &(u32, Player)) -> Vec<(u32, Value)> {
        if position.0 == 0 {
            return Vec::new();
        }
        let n = self.sets.n;
        let next = position.1.other().index() * n as usize;
        self.sets
            .of(position.1)
            .iter()
            .map(|&x| {
                let to = ((position.0 + x) % n) as usize;
                (x, Value::after_move(0, self.values[next + to], false))
            })
            .collect()
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Codeforces = "codeforces": "Codeforces 786A: two lines of `Win`, `Lose` or `Loop`, Rick first then Morty first, for the monster on 2 to n",
        Text = "text": "the same, a line a start, with the remoteness",
        Json = "json": "every start's value for either player first",
    }
}

/// The largest circle `solve` takes: O(n·k) work, k < n.
const SOLVE_N: u64 = 20_000;
/// The largest circle `play` and `explain` take.
const PLAY_N: u64 = 2000;

/// Berzerk, registered as `berzerk`; its parameter is the monster's
/// planet for play and explain.
#[derive(Debug, Clone, Copy)]
pub struct Berzerk {
    /// The monster's planet, 2 to n.
    pub start: u64,
}

/// Reads one player's set: `k`, then k distinct numbers from 1 to n − 1.
fn read_set(numbers: &mut Numbers<'_>, text: &str, n: u64) -> Result<Vec<u32>, InputError> {
    let k = numbers.next_in_with(
        "k, the size of a player's set",
        1..=n - 1,
        "k from 1 to n − 1, the size of a player's set",
        || format!("with n = {n}"),
    )?;
    let mut set: Vec<u32> = Vec::with_capacity(k as usize);
    for _ in 0..k {
        let (x, at) = numbers.next_with_offset("a number of the set")?;
        if x == 0 || x >= n {
            return Err(InputError::unexpected(
                text,
                at,
                "a number from 1 to n − 1",
                format!("{x}, with n = {n}"),
            ));
        }
        if set.contains(&(x as u32)) {
            return Err(InputError::unexpected(
                text,
                at,
                "distinct numbers",
                format!("{x} a second time"),
            ));
        }
        set.push(x as u32);
    }
    Ok(set)
}

impl Plugin for Berzerk {
    type Case = Sets;
    type Game = BerzerkGame;
    type Oracle = BerzerkOracle;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "berzerk",
        title: "Berzerk",
        rules: "n objects on a circle, object 1 a black hole; in turn, a player picks a number \
                x of his set and the monster moves x objects on; whoever moves it into the \
                black hole wins, and play may go on for ever.",
        problems: &["Codeforces 786A \"Berzerk\""],
        limits: "solve: n up to 20,000 in O(n·(k1 + k2)); play and explain: n up to 2000",
        seats: ["Rick", "Morty"],
        inline: "sets",
        inline_help: "`n`, then `k1` and Rick's numbers, then `k2` and Morty's: '5 / 2 3 2 / 3 1 2 3'.",
        generate: &[
            Parameter::new("count", "n, the objects", 2, SOLVE_N as i64, 8)
                .small(9)
                .stress(12),
            Parameter::new(
                "max",
                "the most numbers in a set (below n)",
                1,
                SOLVE_N as i64,
                3,
            )
            .small(8)
            .stress(11),
        ],
        moves: "a number of your set",
        param: Some(crate::erased::Param::new(
            "start",
            "the monster's planet for play and explain (Rick moves first)",
            2,
            2,
        )),
        notes: "The input is Codeforces 786A's: n, then k1 and Rick's k1 numbers, then k2 and \
                Morty's k2 numbers, each from 1 to n − 1. The first line of the answer is for \
                Rick moving first, the second for Morty, each for the monster on objects 2 to n.",
        examples: "\
  printf '5\\n2 3 2\\n3 1 2 3\\n' | optimal-play berzerk solve
  optimal-play berzerk play --sets '5 / 2 3 2 / 3 1 2 3' --start 5",
        ..GameInfo::HEAPS
    };

    fn with_param(&self, start: u64) -> Self {
        Berzerk { start }
    }

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<Sets>, InputError> {
        let mut numbers = Numbers::new(text);
        if numbers.at_end() {
            return Err(numbers.empty("n, then both players' sets"));
        }
        let (n, at) = numbers.next_with_offset("n, the number of objects")?;
        if !(2..=SOLVE_N).contains(&n) {
            return Err(InputError::unexpected(
                text,
                at,
                "n from 2 to 20000",
                n.to_string(),
            ));
        }
        if self.start > n {
            return Err(InputError::unexpected(
                text,
                at,
                "a circle with the monster's planet (--start)",
                format!("{n} objects, and the start is {}", self.start),
            ));
        }
        let rick = read_set(&mut numbers, text, n)?;
        let morty = read_set(&mut numbers, text, n)?;
        numbers.finish("n and the two sets")?;
        Ok(vec![Sets {
            n: n as u32,
            rick,
            morty,
        }])
    }

    fn write(&self, cases: &[Sets], out: &mut dyn Write) -> io::Result<()> {
        for sets in cases {
            writeln!(out, "{}", sets.n)?;
            for set in [&sets.rick, &sets.morty] {
                let items: Vec<String> = set.iter().map(u32::to_string).collect();
                writeln!(out, "{} {}", set.len(), items.join(" "))?;
            }
        }
        Ok(())
    }

    fn answer(&self, cases: &[Sets], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, cases, format, out)
    }

    fn size(&self, sets: &Sets) -> Size {
        Size::new("n", u64::from(sets.n), PLAY_N)
    }

    fn game(&self, sets: &Sets) -> BerzerkGame {
        let start = (self.start.clamp(2, u64::from(sets.n)) - 1) as u32;
        BerzerkGame {
            sets: Arc::new(sets.clone()),
            start,
        }
    }

    fn reason(&self, game: &BerzerkGame) -> String {
        let mut oracle = BerzerkOracle::from(game);
        let start = game.start();
        let value = crate::engine::position_value(game, &mut oracle, &start);
        let object = start.0 + 1;
        match value {
            Value::Draw => format!(
                "With the monster on {object}, no number of Rick's wins: each either leaves \
                 Morty a win or keeps the game going, and Morty is in the same state. Neither \
                 can force the monster into the black hole, so it goes round for ever (`Loop`)."
            ),
            value if value.is_win() => format!(
                "With the monster on {object}, Rick has a number that leaves Morty only losing \
                 positions, and from each of those he can do so again, until the black hole."
            ),
            _ => format!(
                "With the monster on {object}, every number of Rick's leaves Morty a position \
                 from which Morty wins."
            ),
        }
    }

    /// n objects (`--count`) and two sets of up to `--max` numbers below n.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Sets, Error> {
        let n = draw.count();
        let most = draw.max().min(n - 1);
        let set = |draw: &mut Draw<'_>| {
            let k = draw.number(1..=most);
            let mut set: Vec<u32> = Vec::new();
            for _ in 0..k {
                let x = draw.number(1..=n - 1) as u32;
                if !set.contains(&x) {
                    set.push(x);
                }
            }
            set
        };
        let rick = set(draw);
        let morty = set(draw);
        Ok(Sets {
            n: n as u32,
            rick,
            morty,
        })
    }
}

/// Every start's value, Rick first and Morty first: `text` a line a start,
/// `json` the two lists.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// Rick first, the monster on objects 2 to n.
    pub rick_first: Vec<Value>,
    /// Morty first, likewise.
    pub morty_first: Vec<Value>,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut lines = Vec::new();
        for (name, values) in [("Rick", &self.rick_first), ("Morty", &self.morty_first)] {
            for (at, value) in values.iter().enumerate() {
                lines.push(format!("{name} first, the monster on {}: {value}", at + 2));
            }
        }
        write!(f, "{}", lines.join("\n"))
    }
}

impl Answers for Berzerk {
    type Answer = Answer;

    fn solve_one(&self, sets: &Sets) -> Result<Answer, Error> {
        let values = values(sets);
        let n = sets.n as usize;
        Ok(Answer {
            rick_first: values[1..n].to_vec(),
            morty_first: values[n + 1..].to_vec(),
        })
    }
    /// Codeforces': `Win`, `Lose` or `Loop` for each start, Rick's line
    /// then Morty's.
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        let word = |value: &Value| match value {
            Value::Draw => "Loop",
            value if value.is_win() => "Win",
            _ => "Lose",
        };
        for values in [&answer.rick_first, &answer.morty_first] {
            let words: Vec<&str> = values.iter().map(word).collect();
            writeln!(out, "{}", words.join(" "))?;
        }
        Ok(())
    }
}
