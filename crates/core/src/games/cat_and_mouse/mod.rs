//! Cat and Mouse (LeetCode 913): a mouse and a cat on an undirected graph.
//! The mouse starts on node 1 and moves first, the cat starts on node 2,
//! and the hole is node 0. Each turn the player to move must go to a
//! neighbour of its node; the cat may not enter the hole. The cat wins
//! when it is on the mouse's node, the mouse wins when it reaches the hole,
//! and a position that comes back (the same nodes, the same player to move)
//! is a draw.
//!
//! `solve` answers any graph up to 16,000 nodes by the retrograde analysis
//! of [`fast`], 1.25 bytes a position; `play` and `explain` use the
//! engine's [`Retrograde`] with remoteness on graphs up to 200 nodes. A
//! player with no legal move and no winner yet (outside LeetCode's
//! constraints: a cat whose only neighbour is the hole) is stuck, and the
//! position is a draw, as in the textbook solution.

pub mod fast;

use std::sync::Arc;

use crate::engine::SolveError;
use crate::engine::picture::Token;
use crate::engine::retrograde::Retrograde;
use crate::input::Problem;
use crate::plugin::prelude::*;

/// The nodes of the graph, each with its neighbours (LeetCode's `graph`).
pub type Graph = Vec<Vec<u32>>;

/// A position: where the mouse and the cat are and whose turn it is (the
/// first player is the mouse).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Nodes {
    /// The mouse's node.
    pub mouse: u32,
    /// The cat's node.
    pub cat: u32,
    /// Who is to move: [`Player::First`] is the mouse.
    pub turn: Player,
}

/// The game on one graph.
#[derive(Debug, Clone)]
pub struct CatAndMouseGame {
    graph: Arc<Graph>,
}

impl CatAndMouseGame {
    /// The game on `graph`, from LeetCode's start.
    pub fn new(graph: Graph) -> CatAndMouseGame {
        CatAndMouseGame {
            graph: Arc::new(graph),
        }
    }

    /// Who has won at `position`, if anyone: the mouse in the hole, or
    /// caught.
    pub fn winner(position: &Nodes) -> Option<Player> {
        if position.mouse == 0 {
            Some(Player::First)
        } else if position.mouse == position.cat {
            Some(Player::Second)
        } else {
            None
        }
    }
}

impl Game for CatAndMouseGame {
    type Position = Nodes;
    /// The node the player to move goes to.
    type Move = u32;
    fn start(&self) -> Nodes {
        Nodes {
            mouse: 1,
            cat: 2,
            turn: Player::First,
        }
    }
    fn to_move(&self, position: &Nodes) -> Player {
        position.turn
    }
    fn moves(&self, position: &Nodes) -> Vec<u32> {
        if Self::winner(position).is_some() {
            return Vec::new();
        }
        match position.turn {
            Player::First => self.graph[position.mouse as usize].clone(),
            Player::Second => self.graph[position.cat as usize]
                .iter()
                .copied()
                .filter(|&to| to != 0)
                .collect(),
        }
    }
    fn apply(&self, position: &Nodes, to: &u32) -> (Nodes, i128) {
        let next = match position.turn {
            Player::First => Nodes {
                mouse: *to,
                ..*position
            },
            Player::Second => Nodes {
                cat: *to,
                ..*position
            },
        };
        (
            Nodes {
                turn: position.turn.other(),
                ..next
            },
            0,
        )
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn end_value(&self, position: &Nodes) -> Value {
        match Self::winner(position) {
            Some(winner) if winner == position.turn => Value::Win { moves: 0 },
            Some(_) => Value::Loss { moves: 0 },
            None => Value::Draw,
        }
    }
    fn loopy(&self) -> bool {
        true
    }
}

impl Notation for CatAndMouseGame {
    fn move_text(&self, _: &Nodes, to: &u32) -> String {
        to.to_string()
    }
    fn describe_move(&self, position: &Nodes, to: &u32) -> String {
        match position.turn {
            Player::First if *to == 0 => {
                format!("go from {} into the hole", position.mouse)
            }
            Player::First => format!("go from {} to {to}", position.mouse),
            Player::Second => format!("go from {} to {to}", position.cat),
        }
    }
    fn read_move(&self, position: &Nodes, text: &str) -> Result<u32, BadMove> {
        let text = text.trim();
        let number = text.strip_prefix("to").unwrap_or(text).trim();
        number
            .parse::<u32>()
            .ok()
            .filter(|to| self.moves(position).contains(to))
            .ok_or_else(|| BadMove(format!("expected {}", self.move_syntax(position))))
    }
    fn move_json(&self, position: &Nodes, to: &u32) -> serde_json::Value {
        json!({"text": self.move_text(position, to), "to": to})
    }
    fn position_text(&self, position: &Nodes) -> String {
        let state = match Self::winner(position) {
            Some(Player::First) => "the mouse is in the hole".to_owned(),
            Some(Player::Second) => "the cat has caught the mouse".to_owned(),
            None if position.turn == Player::First => "the mouse to move".to_owned(),
            None => "the cat to move".to_owned(),
        };
        format!(
            "mouse on {}, cat on {} ({state}; the hole is 0)",
            position.mouse, position.cat
        )
    }
    fn position_json(&self, position: &Nodes) -> serde_json::Value {
        json!({"mouse": position.mouse, "cat": position.cat})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"graph": *self.graph})
    }
    fn scene(&self) -> Scene {
        let vertices = (0..self.graph.len())
            .map(|v| {
                if v == 0 {
                    "0 hole".to_owned()
                } else {
                    v.to_string()
                }
            })
            .collect();
        let edges = self
            .graph
            .iter()
            .enumerate()
            .flat_map(|(from, list)| {
                list.iter()
                    .filter(move |&&to| from as u32 <= to)
                    .map(move |&to| [from as u32, to])
            })
            .collect();
        Scene::Graph {
            vertices,
            edges,
            directed: false,
        }
    }
    fn picture(&self, position: &Nodes) -> Picture {
        Picture::Tokens {
            tokens: vec![
                Token {
                    vertex: position.mouse,
                    name: "mouse",
                },
                Token {
                    vertex: position.cat,
                    name: "cat",
                },
            ],
        }
    }
    fn move_target(&self, _: &Nodes, to: &u32) -> Option<Target> {
        Some(Target::Vertex { vertex: *to })
    }
    fn move_syntax(&self, position: &Nodes) -> String {
        let list: Vec<String> = self.moves(position).iter().map(u32::to_string).collect();
        match list.len() {
            0 => "nothing: the game is over".to_owned(),
            1 => format!("the node {}", list[0]),
            _ => format!("a node: one of {}", list.join(", ")),
        }
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "the mouse".to_owned(),
            Player::Second => "the cat".to_owned(),
        }
    }
}

/// The oracle for play and explain: every position reachable from the
/// start, by retrograde analysis with remoteness.
#[derive(Debug)]
pub struct CatAndMouseOracle(Retrograde<CatAndMouseGame>);

impl TryFrom<&CatAndMouseGame> for CatAndMouseOracle {
    type Error = SolveError;
    fn try_from(game: &CatAndMouseGame) -> Result<Self, SolveError> {
        Ok(CatAndMouseOracle(Retrograde::with_limit(
            game.clone(),
            2 * PLAY_NODES * PLAY_NODES,
        )?))
    }
}

impl Oracle<CatAndMouseGame> for CatAndMouseOracle {
    fn move_values(&mut self, position: &Nodes) -> Vec<(u32, Value)> {
        self.0.move_values(position)
    }
}

crate::choices! {
    /// The layouts of the input.
    pub enum Layout {
        Leetcode = "leetcode": "LeetCode's adjacency array: `[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]`",
        Lines = "lines": "`n`, then a line `k v1 .. vk` for each node 0 to n − 1",
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Leetcode = "leetcode": "LeetCode 913: `1` if the mouse wins, `2` if the cat wins, `0` for a draw",
        Counts = "counts": "the LeetCode answer, then how many positions the mouse wins, the cat wins, and are drawn",
        Text = "text": "who wins from the start, in words",
        Json = "json": "the answer and the counts",
    }
}

/// The most nodes `solve` takes: 2·n² bytes.
const SOLVE_NODES: usize = 16_000;
/// The most nodes `play` and `explain` take.
const PLAY_NODES: usize = 200;

/// Cat and Mouse, registered as `cat-and-mouse`.
#[derive(Debug, Clone, Copy)]
pub struct CatAndMouse;

/// A node's neighbours as read, each with the byte offset it was read at.
type Listed = (Vec<u32>, Vec<usize>);

/// Reads LeetCode's adjacency array: `[[2,5],[3],...]`.
fn read_leetcode(text: &str) -> Result<Vec<Listed>, InputError> {
    let bytes = text.as_bytes();
    let mut at = 0;
    let skip = |at: &mut usize| {
        while *at < bytes.len() && bytes[*at].is_ascii_whitespace() {
            *at += 1;
        }
    };
    let found = |at: usize| match text[at..].chars().next() {
        Some(c) => format!("`{}`", c.escape_default()),
        None => "the end of the input".to_owned(),
    };
    let expect = |at: &mut usize, byte: u8, what: &'static str| {
        skip(at);
        if bytes.get(*at) == Some(&byte) {
            *at += 1;
            Ok(())
        } else {
            Err(InputError::unexpected(text, *at, what, found(*at)))
        }
    };
    expect(&mut at, b'[', "`[`, the start of the graph")?;
    let mut nodes = Vec::new();
    skip(&mut at);
    if bytes.get(at) == Some(&b']') {
        return Err(InputError::unexpected(
            text,
            at,
            "a node's list of neighbours",
            "`]`".to_owned(),
        ));
    }
    loop {
        expect(&mut at, b'[', "`[`, the start of a node's neighbours")?;
        let mut list = Vec::new();
        let mut offsets = Vec::new();
        skip(&mut at);
        if bytes.get(at) != Some(&b']') {
            loop {
                skip(&mut at);
                let start = at;
                while at < bytes.len() && bytes[at].is_ascii_digit() {
                    at += 1;
                }
                if start == at || at - start > 9 {
                    return Err(InputError::unexpected(
                        text,
                        start,
                        "a node number",
                        found(start),
                    ));
                }
                list.push(text[start..at].parse::<u32>().expect("at most 9 digits"));
                offsets.push(start);
                skip(&mut at);
                match bytes.get(at) {
                    Some(b',') => at += 1,
                    Some(b']') => break,
                    _ => return Err(InputError::unexpected(text, at, "`,` or `]`", found(at))),
                }
            }
        }
        at += 1;
        nodes.push((list, offsets));
        skip(&mut at);
        match bytes.get(at) {
            Some(b',') => at += 1,
            Some(b']') => {
                at += 1;
                break;
            }
            _ => return Err(InputError::unexpected(text, at, "`,` or `]`", found(at))),
        }
    }
    skip(&mut at);
    if at < bytes.len() {
        return Err(InputError::at(
            text,
            at,
            Problem::Trailing {
                token: text[at..]
                    .split_whitespace()
                    .next()
                    .unwrap_or_default()
                    .to_owned(),
                expected: "one graph",
            },
        ));
    }
    Ok(nodes)
}

/// Reads `n`, then `k v1 .. vk` for each node.
fn read_lines(text: &str) -> Result<Vec<Listed>, InputError> {
    let mut numbers = crate::input::Numbers::new(text);
    let limit = (text.len() as u64 / 2).min(SOLVE_NODES as u64);
    let n = numbers.count("n, the number of nodes", limit)?;
    let mut nodes = Vec::with_capacity(n);
    for _ in 0..n {
        let k = numbers.count(
            "k, the number of a node's neighbours",
            text.len() as u64 / 2,
        )?;
        let mut list = Vec::with_capacity(k);
        let mut offsets = Vec::with_capacity(k);
        for _ in 0..k {
            let (v, at) = numbers.next_with_offset("a neighbour")?;
            list.push(u32::try_from(v).unwrap_or(u32::MAX));
            offsets.push(at);
        }
        nodes.push((list, offsets));
    }
    numbers.finish("the n nodes' lists")?;
    Ok(nodes)
}

impl Plugin for CatAndMouse {
    type Case = Graph;
    type Game = CatAndMouseGame;
    type Oracle = CatAndMouseOracle;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "cat-and-mouse",
        title: "Cat and Mouse",
        rules: "The mouse (from node 1, first to move) and the cat (from node 2) take turns \
                moving to a neighbouring node; the cat may not enter the hole, node 0. The \
                mouse wins in the hole, the cat wins on the mouse's node, and a position that \
                comes back is a draw.",
        problems: &["LeetCode 913 \"Cat and Mouse\""],
        limits: "solve: 16,000 nodes (2·n² positions, 1.25 bytes each); play and explain: \
                 200 nodes",
        seats: ["the mouse", "the cat"],
        inline: "graph",
        inline_help: "The graph as LeetCode writes it: [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]].",
        generate: &[
            Parameter::new("count", "nodes", 3, SOLVE_NODES as i64, 8)
                .small(6)
                .stress(10),
            Parameter::new("max", "extra edges a node, about", 0, 100, 1)
                .small(2)
                .stress(2),
        ],
        moves: "the node to move to",
        notes: "The graph is LeetCode's adjacency array, or `n` then a line `k v1 .. vk` for each \
                node (detected: the array starts with `[`). Each edge is listed at both its \
                ends. Nodes are numbered from 0, the hole. A player with no legal move and no \
                winner yet is stuck: a draw.",
        examples: "\
  optimal-play cat-and-mouse solve --graph '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'
  optimal-play cat-and-mouse play --graph '[[1,3],[0],[3],[0,2]]'",
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, layout: Option<Layout>) -> Result<Vec<Graph>, InputError> {
        let trimmed = text.trim_start();
        if trimmed.is_empty() {
            return Err(crate::input::Numbers::new(text).empty("a graph"));
        }
        let layout = layout.unwrap_or(if trimmed.starts_with('[') {
            Layout::Leetcode
        } else {
            Layout::Lines
        });
        let nodes = match layout {
            Layout::Leetcode => read_leetcode(text)?,
            Layout::Lines => read_lines(text)?,
        };
        let n = nodes.len();
        if !(3..=SOLVE_NODES).contains(&n) {
            return Err(InputError::unexpected(
                text,
                0,
                "a graph of 3 to 16000 nodes (the hole, the mouse's and the cat's)",
                format!("{n} nodes"),
            ));
        }
        let mut graph = Vec::with_capacity(n);
        for (list, offsets) in nodes {
            let mut neighbours = Vec::with_capacity(list.len());
            for (v, at) in list.into_iter().zip(offsets) {
                if v as usize >= n {
                    return Err(InputError::unexpected(
                        text,
                        at,
                        "a node from 0 to n − 1",
                        format!("{v}, with n = {n}"),
                    ));
                }
                if !neighbours.contains(&v) {
                    neighbours.push(v);
                }
            }
            graph.push(neighbours);
        }
        Ok(vec![graph])
    }

    fn write(&self, graphs: &[Graph], out: &mut dyn Write) -> io::Result<()> {
        for graph in graphs {
            writeln!(
                out,
                "{}",
                serde_json::to_string(graph).map_err(io::Error::from)?
            )?;
        }
        Ok(())
    }

    fn write_as(&self, graphs: &[Graph], layout: Layout, out: &mut dyn Write) -> io::Result<()> {
        if layout == Layout::Leetcode {
            return self.write(graphs, out);
        }
        for graph in graphs {
            writeln!(out, "{}", graph.len())?;
            for list in graph {
                let items: Vec<String> = list.iter().map(u32::to_string).collect();
                writeln!(out, "{} {}", list.len(), items.join(" ")).map(|_| ())?;
            }
        }
        Ok(())
    }

    fn answer(&self, graphs: &[Graph], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, graphs, format, out)
    }

    fn size(&self, graph: &Graph) -> Size {
        Size::new("the number of nodes", graph.len() as u64, PLAY_NODES as u64)
    }

    fn session_bytes(&self, graph: &Graph) -> u64 {
        let n = graph.len() as u64;
        crate::erased::DEFAULT_SESSION_BYTES + 200 * n * n
    }

    fn game(&self, graph: &Graph) -> CatAndMouseGame {
        CatAndMouseGame::new(graph.clone())
    }

    fn reason(&self, game: &CatAndMouseGame) -> String {
        match Retrograde::with_limit(game, 2 * PLAY_NODES * PLAY_NODES) {
            Ok(mut solver) => match solver.value(&game.start()) {
                Value::Draw => "Neither can force a win: every move of the mouse's either \
                                loses or keeps the draw, and so does every move of the cat's. \
                                With best play the two go round for ever, and LeetCode calls \
                                the game a draw when a position comes back."
                    .to_owned(),
                value if value.is_win() => "The mouse can reach the hole whatever the cat does \
                                            (the positions it passes through are each won for \
                                            it)."
                    .to_owned(),
                _ => "The cat can catch the mouse or keep it from the hole, whatever the mouse \
                      does."
                    .to_owned(),
            },
            Err(error) => error.to_string(),
        }
    }

    /// A connected graph of `--count` nodes, with about `--max` more edges
    /// a node.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Graph, Error> {
        let (n, extra) = (draw.count() as usize, draw.max() as usize);
        let mut graph = random_graph(n, n * extra / 2, |below| {
            draw.number(0..=(below as u64 - 1)) as usize
        });
        for list in &mut graph {
            list.sort_unstable();
        }
        Ok(graph)
    }
}

/// Links `u` and `v`, both ways, unless they are one node or linked.
fn link(graph: &mut Graph, u: usize, v: usize) {
    if u != v && !graph[u].contains(&(v as u32)) {
        graph[u].push(v as u32);
        graph[v].push(u as u32);
    }
}

/// A random connected undirected graph of `n` nodes (a random tree) with
/// up to `extra` more edges, `number(k)` drawing a number below `k`. The
/// tree grows from the mouse's node 1, the cat's node 2 hangs from it, and
/// the hole (node 0) is the last node added, so that the mouse is not
/// next to the hole from the start (as every tree grown from node 0 was).
fn random_graph(n: usize, extra: usize, mut number: impl FnMut(usize) -> usize) -> Graph {
    let mut graph: Graph = vec![Vec::new(); n];
    let label = |at: usize| (at + 1) % n;
    for v in 1..n {
        let u = number(v);
        link(&mut graph, label(u), label(v));
    }
    for _ in 0..extra {
        let (u, v) = (number(n), number(n));
        link(&mut graph, u, v);
    }
    graph
}

/// LeetCode's answer for the start, and how every position falls.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// LeetCode's answer: 1 the mouse wins, 2 the cat, 0 a draw.
    pub answer: u8,
    /// The positions the mouse wins.
    pub mouse_wins: u64,
    /// The positions the cat wins.
    pub cat_wins: u64,
    /// The positions drawn.
    pub draws: u64,
    /// Who wins from the start.
    #[serde(skip)]
    pub start: fast::Outcome,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let verdict = match self.start {
            fast::Outcome::Mouse => "the mouse wins",
            fast::Outcome::Cat => "the cat wins",
            fast::Outcome::Draw => "a draw: neither can force a win",
        };
        let Answer {
            answer,
            mouse_wins,
            cat_wins,
            draws,
            ..
        } = *self;
        let all = mouse_wins + cat_wins + draws;
        write!(
            f,
            "{verdict} ({answer}); of all {all} positions the mouse wins {mouse_wins}, the cat \
             wins {cat_wins} and {draws} are drawn"
        )
    }
}

impl Answers for CatAndMouse {
    type Answer = Answer;

    fn solve_one(&self, graph: &Graph) -> Result<Answer, Error> {
        let solved = fast::solve(graph);
        Ok(Answer {
            answer: solved.start.leetcode(),
            mouse_wins: solved.mouse_wins,
            cat_wins: solved.cat_wins,
            draws: solved.draws,
            start: solved.start,
        })
    }
    /// LeetCode's answer; with `counts`, the positions each way after it.
    fn judge(&self, answer: &Answer, format: Format, out: &mut dyn Write) -> Answered {
        writeln!(out, "{}", answer.answer)?;
        if format == Format::Counts {
            writeln!(
                out,
                "{} {} {}",
                answer.mouse_wins, answer.cat_wins, answer.draws
            )?;
        }
        Ok(())
    }
}
