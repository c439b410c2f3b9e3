//! Shiritori (AtCoder ABC209 E "Shiritori"): a dictionary of words;
//! Takahashi and Aoki say words in turn, each beginning with the last three
//! letters of the word before; whoever cannot say one loses, and a word may
//! be said again, so play can go on for ever (a draw). For each word: who
//! wins when Takahashi opens with it.
//!
//! The words are the edges of a graph on three-letter strings (from a
//! word's first three letters to its last three), and the game is the game
//! on that graph ([`graph_game`](super::graph_game)), solved for every
//! vertex at once by retrograde analysis: O(N) for N words.
//!
//! ```
//! use optimal_play::games::shiritori::{Dictionary, answers};
//! let dictionary = Dictionary::new(vec!["abcd".into(), "bcda".into(), "ada".into()]);
//! assert_eq!(answers(&dictionary), ["Aoki", "Takahashi", "Draw"]);
//! ```

use std::sync::Arc;

use rustc_hash::FxHashMap;

use super::digraph::Digraph;
use crate::engine::picture::Token;
use crate::input::Problem;
use crate::plugin::json_out::{Sequence, write_line};
use crate::plugin::prelude::*;

/// The words, with the graph they make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dictionary {
    /// The words, in the input's order (a word may be listed twice).
    pub words: Vec<String>,
    /// Every three-letter string that begins or ends a word, by number.
    nodes: Vec<String>,
    /// Each word's first and last three letters, as node numbers.
    ends: Vec<(u32, u32)>,
}

impl Dictionary {
    /// The dictionary of `words` (each of 3 letters or more).
    pub fn new(words: Vec<String>) -> Dictionary {
        let mut number: FxHashMap<[u8; 3], u32> = FxHashMap::default();
        let mut nodes = Vec::new();
        let mut ends = Vec::with_capacity(words.len());
        let mut id = |key: &[u8]| -> u32 {
            let key: [u8; 3] = key.try_into().expect("three letters");
            let next = number.len() as u32;
            let id = *number.entry(key).or_insert(next);
            if id == next {
                nodes.push(String::from_utf8_lossy(&key).into_owned());
            }
            id
        };
        for word in &words {
            let bytes = word.as_bytes();
            let first = id(&bytes[..3]);
            let last = id(&bytes[bytes.len() - 3..]);
            ends.push((first, last));
        }
        Dictionary { words, nodes, ends }
    }

    /// The graph: a vertex for each node, an edge for each word; and, last,
    /// the start, with an edge to every word's end (Takahashi's opening
    /// may be any word).
    fn graph(&self) -> Digraph {
        let start = self.nodes.len() as u32;
        let edges: Vec<(u32, u32)> = self
            .ends
            .iter()
            .flat_map(|&(first, last)| [(first, last), (start, last)])
            .collect();
        Digraph::new(self.nodes.len() + 1, &edges)
    }
}

/// AtCoder's answers: for each word, who wins when Takahashi opens with it
/// (`Takahashi`, `Aoki` or `Draw`).
pub fn answers(dictionary: &Dictionary) -> Vec<&'static str> {
    let values = dictionary.graph().solve();
    dictionary
        .ends
        .iter()
        .map(|&(_, last)| match values[last as usize] {
            Value::Draw => "Draw",
            // Aoki is to move after the opening word.
            value if value.is_win() => "Aoki",
            _ => "Takahashi",
        })
        .collect()
}

/// The game: Takahashi opens with any word, then each word must begin with
/// the last three letters of the one before.
#[derive(Debug, Clone)]
pub struct ShiritoriGame {
    dictionary: Arc<Dictionary>,
    graph: Arc<Digraph>,
    /// The distinct words, each with its ends, in the input's order.
    distinct: Arc<Vec<usize>>,
}

impl ShiritoriGame {
    /// The game of `dictionary`.
    pub fn new(dictionary: Dictionary) -> ShiritoriGame {
        let mut seen = rustc_hash::FxHashSet::default();
        let distinct = (0..dictionary.words.len())
            .filter(|&at| seen.insert(dictionary.words[at].clone()))
            .collect();
        ShiritoriGame {
            graph: Arc::new(dictionary.graph()),
            dictionary: Arc::new(dictionary),
            distinct: Arc::new(distinct),
        }
    }

    fn start_node(&self) -> u32 {
        self.dictionary.nodes.len() as u32
    }

    fn word(&self, at: usize) -> &str {
        &self.dictionary.words[at]
    }
}

impl Game for ShiritoriGame {
    /// The last three letters said (the start before the opening word), and
    /// who is to say a word.
    type Position = (u32, Player);
    /// A word, by its place in the dictionary.
    type Move = usize;
    fn start(&self) -> (u32, Player) {
        (self.start_node(), Player::First)
    }
    fn to_move(&self, position: &(u32, Player)) -> Player {
        position.1
    }
    fn moves(&self, position: &(u32, Player)) -> Vec<usize> {
        let start = self.start_node();
        self.distinct
            .iter()
            .copied()
            .filter(|&at| position.0 == start || self.dictionary.ends[at].0 == position.0)
            .collect()
    }
    fn apply(&self, position: &(u32, Player), at: &usize) -> ((u32, Player), i128) {
        ((self.dictionary.ends[*at].1, position.1.other()), 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn loopy(&self) -> bool {
        true
    }
}

impl Notation for ShiritoriGame {
    fn move_text(&self, _: &(u32, Player), at: &usize) -> String {
        self.word(*at).to_owned()
    }
    fn describe_move(&self, _: &(u32, Player), at: &usize) -> String {
        format!("say `{}`", self.word(*at))
    }
    fn read_move(&self, position: &(u32, Player), text: &str) -> Result<usize, BadMove> {
        let text = text.trim();
        self.moves(position)
            .into_iter()
            .find(|&at| self.word(at) == text)
            .ok_or_else(|| BadMove(format!("expected {}", self.move_syntax(position))))
    }
    fn move_json(&self, position: &(u32, Player), at: &usize) -> serde_json::Value {
        json!({"text": self.move_text(position, at), "word": at + 1})
    }
    fn position_text(&self, position: &(u32, Player)) -> String {
        if position.0 == self.start_node() {
            "no word said yet: any word opens".to_owned()
        } else {
            format!(
                "the next word must begin with `{}`",
                self.dictionary.nodes[position.0 as usize]
            )
        }
    }
    fn position_json(&self, position: &(u32, Player)) -> serde_json::Value {
        if position.0 == self.start_node() {
            json!({"begins_with": null})
        } else {
            json!({"begins_with": self.dictionary.nodes[position.0 as usize]})
        }
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"words": self.dictionary.words})
    }
    fn scene(&self) -> Scene {
        let mut vertices = self.dictionary.nodes.clone();
        vertices.push("start".to_owned());
        let start = self.start_node();
        Scene::Graph {
            vertices,
            edges: (0..=start)
                .flat_map(|from| self.graph.out_of(from).iter().map(move |&to| [from, to]))
                .filter(|&[from, _]| from != start)
                .collect(),
            directed: true,
        }
    }
    fn picture(&self, position: &(u32, Player)) -> Picture {
        Picture::Tokens {
            tokens: vec![Token {
                vertex: position.0,
                name: "last word",
            }],
        }
    }
    fn move_target(&self, _: &(u32, Player), at: &usize) -> Option<Target> {
        Some(Target::Vertex {
            vertex: self.dictionary.ends[*at].1,
        })
    }
    fn move_syntax(&self, position: &(u32, Player)) -> String {
        let words: Vec<&str> = self
            .moves(position)
            .into_iter()
            .take(12)
            .map(|at| self.word(at))
            .collect();
        match words.len() {
            0 => "nothing: no word begins so".to_owned(),
            _ => format!("a word: {}", words.join(", ")),
        }
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Takahashi".to_owned(),
            Player::Second => "Aoki".to_owned(),
        }
    }
}

/// The oracle: every node solved once.
#[derive(Debug, Clone)]
pub struct ShiritoriOracle {
    game: ShiritoriGame,
    values: Arc<Vec<Value>>,
}

impl From<&ShiritoriGame> for ShiritoriOracle {
    fn from(game: &ShiritoriGame) -> ShiritoriOracle {
        ShiritoriOracle {
            game: game.clone(),
            values: Arc::new(game.graph.solve()),
        }
    }
}

impl Oracle<ShiritoriGame> for ShiritoriOracle {
    fn move_values(&mut self, position: &(u32, Player)) -> Vec<(usize, Value)> {
        self.game
            .moves(position)
            .into_iter()
            .map(|at| {
                let last = self.game.dictionary.ends[at].1;
                (at, Value::after_move(0, self.values[last as usize], false))
            })
            .collect()
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Atcoder = "atcoder": "AtCoder ABC209 E: for each word, `Takahashi`, `Aoki` or `Draw`: who wins when Takahashi opens with it",
        Text = "text": "each word with the game's value after it, for Aoki",
        Json = "json": "`{\"words\": [..]}`: each word's winner and the value after it",
    }
}

/// The most words `solve` takes.
const SOLVE_WORDS: usize = 1_000_000;
/// The most words `play` and `explain` take.
const PLAY_WORDS: u64 = 2000;

/// Shiritori, registered as `shiritori`.
#[derive(Debug, Clone, Copy)]
pub struct Shiritori;

impl Plugin for Shiritori {
    type Case = Dictionary;
    type Game = ShiritoriGame;
    type Oracle = ShiritoriOracle;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "shiritori",
        title: "Shiritori (3-shiritori)",
        rules: "Say words of the dictionary in turn, each beginning with the last three letters \
                of the one before; whoever cannot loses; a word may be said again, so play may \
                go on for ever.",
        problems: &["AtCoder ABC209 E \"Shiritori\""],
        limits: "solve: 10^6 words in O(N); play and explain: 2000 words",
        seats: ["Takahashi", "Aoki"],
        inline: "words",
        inline_help: "`N`, then the N words: '3 abcd bcda ada'.",
        generate: &[
            Parameter::new("count", "words", 1, MOST_DRAWN, 8)
                .small(6)
                .stress(30),
            Parameter::new("max", "letters of the alphabet the words use", 1, 52, 2)
                .small(2)
                .stress(2),
        ],
        moves: "a word",
        notes: "The input is ABC209 E's: N, then N words of 3 to 8 letters (a–z and A–Z; case \
                matters). Play starts before the first word: Takahashi opens with any word.",
        examples: "\
  printf '3\\nabcd\\nbcda\\nada\\n' | optimal-play shiritori solve
  optimal-play shiritori play --words '3 abcd bcda ada'",
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<Dictionary>, InputError> {
        let mut tokens = crate::input::tokens(text);
        let Some(first) = tokens.next() else {
            return Err(crate::input::Numbers::new(text).empty("N, then N words"));
        };
        let count = crate::input::integer_at(text, first)?;
        let most = (text.len().saturating_add(1) / 4).min(SOLVE_WORDS);
        if !(1..=most as i64).contains(&count) {
            return Err(InputError::unexpected(
                text,
                first.offset,
                "N, the number of words, from 1 to the words the input holds",
                count.to_string(),
            ));
        }
        let mut words = Vec::with_capacity(count as usize);
        for _ in 0..count {
            let Some(token) = tokens.next() else {
                return Err(InputError::unexpected(
                    text,
                    text.len(),
                    "a word",
                    "the end of the input",
                ));
            };
            if let Some((at, c)) = token
                .text
                .char_indices()
                .find(|(_, c)| !c.is_ascii_alphabetic())
            {
                return Err(InputError::unexpected(
                    text,
                    token.offset + at,
                    "a letter, a–z or A–Z",
                    format!("`{}`", c.escape_default()),
                ));
            }
            if !(3..=8).contains(&token.text.len()) {
                return Err(InputError::unexpected(
                    text,
                    token.offset,
                    "a word of 3 to 8 letters",
                    format!("`{}`, of {}", token.text, token.text.len()),
                ));
            }
            words.push(token.text.to_owned());
        }
        if let Some(extra) = tokens.next() {
            return Err(InputError::at(
                text,
                extra.offset,
                Problem::Trailing {
                    token: extra.text.to_owned(),
                    expected: "the N words the first line announces",
                },
            ));
        }
        Ok(vec![Dictionary::new(words)])
    }

    fn write(&self, cases: &[Dictionary], out: &mut dyn Write) -> io::Result<()> {
        for dictionary in cases {
            writeln!(out, "{}", dictionary.words.len())?;
            for word in &dictionary.words {
                writeln!(out, "{word}")?;
            }
        }
        Ok(())
    }

    fn answer(&self, cases: &[Dictionary], format: Format, out: &mut dyn Write) -> Answered {
        for dictionary in cases {
            let winners = answers(dictionary);
            match format {
                Format::Atcoder => {
                    let mut text = winners.join("\n");
                    text.push('\n');
                    out.write_all(text.as_bytes())?;
                }
                Format::Text | Format::Json => {
                    let values = dictionary.graph().solve();
                    let after = |at: usize| values[dictionary.ends[at].1 as usize];
                    if format == Format::Json {
                        #[derive(serde::Serialize)]
                        struct Word<'a> {
                            word: &'a str,
                            winner: &'a str,
                            aoki: Value,
                        }
                        let words = Sequence::new(|| {
                            (0..dictionary.words.len()).map(|at| Word {
                                word: &dictionary.words[at],
                                winner: winners[at],
                                aoki: after(at),
                            })
                        });
                        #[derive(serde::Serialize)]
                        struct Answer<W> {
                            words: W,
                        }
                        write_line(out, &Answer { words })?;
                    } else {
                        for (at, word) in dictionary.words.iter().enumerate() {
                            writeln!(
                                out,
                                "{word}: {} (for Aoki, then: {})",
                                winners[at],
                                after(at)
                            )?;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn size(&self, dictionary: &Dictionary) -> Size {
        Size::new("N, the words,", dictionary.words.len() as u64, PLAY_WORDS)
    }

    fn game(&self, dictionary: &Dictionary) -> ShiritoriGame {
        ShiritoriGame::new(dictionary.clone())
    }

    /// `--count` words (for `stress`, a word a value, up to 30) of 3 or 4
    /// letters from the first `--max` of the alphabet.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Dictionary, Error> {
        let (count, letters) = (draw.count(), draw.max() as u8);
        let alphabet: Vec<char> = ('a'..='z').chain('A'..='Z').take(letters.into()).collect();
        let words = draw.games(count, |draw| {
            let length = draw.number(3..=4) as usize;
            (0..length)
                .map(|_| alphabet[draw.number(0..=u64::from(letters) - 1) as usize])
                .collect()
        });
        Ok(Dictionary::new(words))
    }
}
