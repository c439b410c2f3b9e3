//! Stone Game IX (LeetCode 2029): a row of stones with values; Alice and
//! Bob remove stones in turn, Alice first, any stone each turn. Whoever
//! removes a stone that makes the sum of all removed stones divisible by 3
//! loses; when no stone is left, Bob wins (even on Alice's turn).
//!
//! Only each stone's value mod 3 matters, so a position is how many stones
//! of each class are left, the removed sum mod 3, and whose turn it is.
//! [`alice_wins`] answers from the counts in O(1):
//!
//! - With an even number of stones ≡ 0, those come in pairs that cancel
//!   (either player can answer one with another), and Alice wins exactly
//!   when both other classes are present: she starts with the rarer one and
//!   Bob is forced, one class at a time, into 0.
//! - With an odd number, the extra 0 hands the parity to Bob, and Alice
//!   wins exactly when one class outnumbers the other by more than 2: she
//!   starts with the larger.
//!
//! Play and explain solve every position by negamax (the engine's, with
//! remoteness); a test checks the closed form against a memoised search
//! over every count up to 10 of each class.
//!
//! ```
//! use optimal_play::games::stone_game_ix::alice_wins;
//! // LeetCode 2029's examples: [2,1], [2], [5,1,2,4,3].
//! assert!(alice_wins([0, 1, 1]));
//! assert!(!alice_wins([0, 0, 1]));
//! assert!(!alice_wins([1, 2, 2]));
//! ```

use crate::engine::Negamax;
use crate::input::{InputError, Numbers};
use crate::plugin::prelude::*;

/// The most stones play and explain take.
const PLAY_STONES: u64 = 60;
/// The most stones `solve` takes in one game.
const SOLVE_STONES: u64 = 10_000_000;

/// Whether Alice, moving first, wins with `counts[k]` stones ≡ k (mod 3).
pub fn alice_wins(counts: [u64; 3]) -> bool {
    let [zeros, ones, twos] = counts;
    if zeros % 2 == 0 {
        ones >= 1 && twos >= 1
    } else {
        ones.abs_diff(twos) > 2
    }
}

/// One game: the stones' values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stones(pub Vec<u64>);

impl Stones {
    /// How many stones of each class mod 3.
    pub fn counts(&self) -> [u64; 3] {
        let mut counts = [0; 3];
        for value in &self.0 {
            counts[(value % 3) as usize] += 1;
        }
        counts
    }
}

/// A position: the stones left in each class, the removed sum mod 3, whose
/// turn it is, and whether the last stone removed made the sum divisible
/// by 3 (its remover has lost).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Left {
    /// Stones left ≡ 0, 1 and 2 (mod 3).
    pub counts: [u32; 3],
    /// The sum of the removed stones, mod 3.
    pub sum: u8,
    /// Who is to move.
    pub turn: Player,
    /// Whether the last removal made the sum divisible by 3.
    pub divisible: bool,
}

/// The game of one row of stones.
#[derive(Debug, Clone)]
pub struct StoneGameIx {
    counts: [u32; 3],
}

impl Game for StoneGameIx {
    type Position = Left;
    /// The class mod 3 of the stone removed.
    type Move = u8;
    fn start(&self) -> Left {
        Left {
            counts: self.counts,
            sum: 0,
            turn: Player::First,
            divisible: false,
        }
    }
    fn to_move(&self, position: &Left) -> Player {
        position.turn
    }
    fn moves(&self, position: &Left) -> Vec<u8> {
        if position.divisible {
            return Vec::new();
        }
        (0..3u8)
            .filter(|&k| position.counts[usize::from(k)] > 0)
            .collect()
    }
    fn apply(&self, position: &Left, class: &u8) -> (Left, i128) {
        let mut next = *position;
        next.counts[usize::from(*class)] -= 1;
        next.sum = (position.sum + class) % 3;
        next.divisible = next.sum == 0;
        next.turn = position.turn.other();
        (next, 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    /// The player to move has won when the other just made the sum
    /// divisible by 3; with no stone left, Bob has won.
    fn end_value(&self, position: &Left) -> Value {
        let wins = position.divisible || position.turn == Player::Second;
        if wins {
            Value::Win { moves: 0 }
        } else {
            Value::Loss { moves: 0 }
        }
    }
}

/// A class in words: `a stone ≡ 1`.
fn class_words(class: u8) -> String {
    format!("a stone ≡ {class} (mod 3)")
}

impl Notation for StoneGameIx {
    fn move_text(&self, _: &Left, class: &u8) -> String {
        class.to_string()
    }
    fn describe_move(&self, position: &Left, class: &u8) -> String {
        let sum = (position.sum + class) % 3;
        let outcome = if sum == 0 {
            ": the sum is divisible by 3, and this player loses"
        } else {
            ""
        };
        format!(
            "remove {} (removed sum ≡ {sum}){outcome}",
            class_words(*class)
        )
    }
    fn read_move(&self, position: &Left, text: &str) -> Result<u8, BadMove> {
        let text = text.trim();
        let number = text.strip_prefix("mod").unwrap_or(text).trim();
        number
            .parse::<u64>()
            .ok()
            .map(|value| (value % 3) as u8)
            .filter(|class| self.moves(position).contains(class))
            .ok_or_else(|| BadMove(format!("expected {}", self.move_syntax(position))))
    }
    fn move_json(&self, position: &Left, class: &u8) -> serde_json::Value {
        json!({"text": self.move_text(position, class), "class": class})
    }
    fn position_text(&self, position: &Left) -> String {
        let [zeros, ones, twos] = position.counts;
        let state = if position.divisible {
            format!(
                "the removed sum is divisible by 3: {} has lost",
                self.player_name(position.turn.other())
            )
        } else if zeros + ones + twos == 0 {
            "no stone is left: Bob wins".to_owned()
        } else {
            format!("removed sum ≡ {}", position.sum)
        };
        format!("left: {zeros} ≡ 0, {ones} ≡ 1, {twos} ≡ 2 (mod 3); {state}")
    }
    fn position_json(&self, position: &Left) -> serde_json::Value {
        json!({"left": position.counts, "removed_sum_mod_3": position.sum})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"counts_mod_3": self.counts})
    }
    fn picture(&self, position: &Left) -> Picture {
        Picture::Heaps {
            sizes: position.counts.iter().map(|&c| u64::from(c)).collect(),
            noun: "stones ≡ 0, 1, 2",
            unordered: false,
        }
    }
    fn move_target(&self, _: &Left, class: &u8) -> Option<Target> {
        Some(Target::Heap {
            heap: usize::from(*class),
            take: 1,
        })
    }
    fn move_syntax(&self, position: &Left) -> String {
        let classes: Vec<String> = self.moves(position).iter().map(u8::to_string).collect();
        if classes.is_empty() {
            "nothing: the game is over".to_owned()
        } else {
            format!(
                "the class mod 3 of the stone to remove (or its value): one of {}",
                classes.join(", ")
            )
        }
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Alice".to_owned(),
            Player::Second => "Bob".to_owned(),
        }
    }
    fn standing(&self, _: [i128; 2], _: Player) -> Option<String> {
        None
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Leetcode = "leetcode": "LeetCode 2029 \"Stone Game IX\": `true` when Alice wins, one game a line",
        Text = "text": "who wins each game, from the stones' counts mod 3, and why",
        Json = "json": "one object per game (docs/json.md)",
    }
}

/// Stone Game IX, registered as `stone-game-ix`.
#[derive(Debug, Clone, Copy)]
pub struct StoneGameIxPlugin;

/// Reads one game a line: the values bare (`5 1 2 4 3`), or as LeetCode
/// writes them (`[5,1,2,4,3]`; its name, `stones =`, is blanked for every
/// LeetCode game, [`crate::input::leetcode`]), brackets and commas read as
/// blanks so that errors keep their columns.
fn read_games(text: &str) -> Result<Vec<Stones>, InputError> {
    let blanked = text.replace(['[', ']', ','], " ");
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(blanked.match_indices('\n').map(|(at, _)| at + 1))
        .collect();
    let line_of = |offset: usize| line_starts.partition_point(|&start| start <= offset);
    let mut numbers = Numbers::new(&blanked);
    if numbers.at_end() {
        return Err(numbers.empty("the stones' values, one game a line"));
    }
    let mut games: Vec<Stones> = Vec::new();
    let mut last_line = 0;
    while !numbers.at_end() {
        let (value, at) = numbers.next_with_offset("a stone's value")?;
        if value == 0 {
            return Err(InputError::unexpected(
                text,
                at,
                "a stone's value, 1 or more",
                "0",
            ));
        }
        let line = line_of(at);
        if line != last_line || games.is_empty() {
            games.push(Stones(Vec::new()));
            last_line = line;
        }
        let game = games.last_mut().expect("one was pushed");
        if game.0.len() as u64 >= SOLVE_STONES {
            return Err(InputError::unexpected(
                text,
                at,
                "at most 10000000 stones a game",
                "more",
            ));
        }
        game.0.push(value);
    }
    Ok(games)
}

impl Plugin for StoneGameIxPlugin {
    type Case = Stones;
    type Game = StoneGameIx;
    type Oracle = Negamax<StoneGameIx>;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "stone-game-ix",
        title: "Stone Game IX",
        rules: "Remove any stone in turn; whoever makes the sum of the removed stones \
                divisible by 3 loses; with no stone left, Bob wins.",
        problems: &["LeetCode 2029 \"Stone Game IX\""],
        limits: "solve: up to 10^7 stones a game, O(n); play and explain: up to 60 stones",
        seats: ["Alice", "Bob"],
        inline: "values",
        inline_help: "The stones' values: '5 1 2 4 3' or '[5,1,2,4,3]'; several games, one a line.",
        generate: &[
            Parameter::new("count", "stones", 1, MOST_DRAWN, 8).small(9),
            Parameter::new("max", "the largest value", 1, 10_000, 10)
                .small(9)
                .stress(9),
        ],
        moves: "the class mod 3 of the stone to remove, or a value of that class",
        notes: "The input is one game a line: the stones' values bare, or as LeetCode writes \
                them (`stones = [5,1,2,4,3]`). Only each value mod 3 matters, so a move names \
                the class of the stone removed.",
        examples: "\
  echo 'stones = [5,1,2,4,3]' | optimal-play stone-game-ix solve
  optimal-play stone-game-ix play --values '2 1 3 4 6'",
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<Stones>, InputError> {
        read_games(text)
    }

    fn write(&self, games: &[Stones], out: &mut dyn Write) -> io::Result<()> {
        for game in games {
            let values: Vec<String> = game.0.iter().map(u64::to_string).collect();
            writeln!(out, "{}", values.join(" "))?;
        }
        Ok(())
    }

    fn answer(&self, games: &[Stones], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, games, format, out)
    }

    fn solve_limits(&self, game: &Stones) -> Vec<Size> {
        vec![Size::new("the stones", game.0.len() as u64, SOLVE_STONES)]
    }

    fn size(&self, game: &Stones) -> Size {
        Size::new("the stones", game.0.len() as u64, PLAY_STONES)
    }

    fn game(&self, game: &Stones) -> StoneGameIx {
        let counts = game.counts().map(|count| count as u32);
        StoneGameIx { counts }
    }

    fn reason(&self, game: &StoneGameIx) -> String {
        let counts = game.counts.map(u64::from);
        let winner = if alice_wins(counts) { "Alice" } else { "Bob" };
        format!(
            "Only the stones' values mod 3 matter: here {} ≡ 0, {} ≡ 1, {} ≡ 2. {winner} wins. {}",
            counts[0],
            counts[1],
            counts[2],
            why(counts)
        )
    }

    /// `--count` stones (for `stress`, a stone a value) of 1 to `--max`.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Stones, Error> {
        let (count, max) = (draw.count(), draw.max());
        Ok(Stones((0..count).map(|_| draw.number(1..=max)).collect()))
    }
}

/// The rule that decides, in words.
fn why(counts: [u64; 3]) -> String {
    let [zeros, ones, twos] = counts;
    if zeros % 2 == 0 {
        if ones >= 1 && twos >= 1 {
            format!(
                "The {zeros} stones ≡ 0 pair off and change nothing; Alice removes a stone of \
                 the rarer class, {}, and Bob must then follow the sum round the other class \
                 until he is forced to make it divisible by 3.",
                if ones <= twos { "≡ 1" } else { "≡ 2" }
            )
        } else if ones + twos == 0 {
            "Every stone is ≡ 0: the first one Alice removes makes the sum divisible by 3."
                .to_owned()
        } else {
            let class = if ones > 0 { 1 } else { 2 };
            format!(
                "The {zeros} stones ≡ 0 pair off and change nothing, and the others are all \
                 ≡ {class}: the sum runs {class}, {}, 0, and the stone that makes it 0 is \
                 Alice's, unless the stones run out first, and then Bob wins.",
                2 * class % 3
            )
        }
    } else if ones.abs_diff(twos) > 2 {
        format!(
            "The odd number of stones ≡ 0 ({zeros}) hands a tempo to whoever needs it, but \
             one class outnumbers the other by more than 2 ({ones} against {twos}): Alice \
             starts with the larger and Bob runs out of safe stones first."
        )
    } else {
        format!(
            "The odd number of stones ≡ 0 ({zeros}) hands a tempo to Bob, and the classes \
             ≡ 1 and ≡ 2 ({ones} and {twos}) differ by 2 or less: Bob can always answer \
             safely, and Alice is forced to make the sum divisible by 3 or the stones run out."
        )
    }
}

/// Who wins, by the stones' counts modulo 3: `text` with the rule that
/// decides, `json` the counts.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// How many stones are ≡ 0, 1 and 2 modulo 3.
    pub counts_mod_3: [u64; 3],
    /// LeetCode's answer.
    pub alice_wins: bool,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let [zeros, ones, twos] = self.counts_mod_3;
        let winner = if self.alice_wins { "Alice" } else { "Bob" };
        let why = why(self.counts_mod_3);
        write!(
            f,
            "{zeros} ≡ 0, {ones} ≡ 1, {twos} ≡ 2: {winner} wins. {why}"
        )
    }
}

impl Answers for StoneGameIxPlugin {
    type Answer = Answer;

    fn solve_one(&self, game: &Stones) -> Result<Answer, Error> {
        let counts = game.counts();
        Ok(Answer {
            counts_mod_3: counts,
            alice_wins: alice_wins(counts),
        })
    }
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        Ok(writeln!(out, "{}", answer.alice_wins)?)
    }
}
