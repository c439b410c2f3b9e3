//! Game on Graph (AtCoder ABC261 Ex): a piece on a vertex of a directed
//! graph whose edges have weights. Takahashi and Aoki move it in turn along
//! an edge, Takahashi first; the game ends on a vertex with no edge out.
//! Takahashi wants first of all to end the game, then to make the total
//! weight of the edges traversed as small as possible; Aoki wants first of
//! all to keep it going for ever, then to make the total as large as
//! possible. The answer: the total, or `INFINITY`.
//!
//! Solved for every position by the engine's scored retrograde analysis
//! ([`solve_scored`]) in Dijkstra's order: O((N + M) log N).
//!
//! In play the total is Aoki's score: each edge's weight counts for Aoki
//! and against Takahashi. A game Aoki keeps going for ever is, in the
//! engine's values, a win for Aoki that is never counted (`INFINITY`).

use std::sync::Arc;

use crate::engine::picture::Token;
use crate::engine::retrograde::{ScoredGraph, ScoredSolution, solve_scored, solve_scored_in_order};
use crate::input::Numbers;
use crate::input::numbers::Vertices;
use crate::plugin::prelude::*;

/// One input: the graph and the piece's vertex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Weighted {
    /// How many vertices.
    pub n: u32,
    /// The piece's vertex, 0-based.
    pub start: u32,
    /// The edges `(from, to, weight)`, 0-based.
    pub edges: Vec<(u32, u32, u64)>,
}

/// The graph both ways, in compressed rows.
#[derive(Debug, Clone)]
struct Edges {
    out_starts: Vec<u32>,
    out: Vec<(u32, u64)>,
    in_starts: Vec<u32>,
    into: Vec<(u32, u64)>,
}

impl Edges {
    fn new(n: usize, edges: &[(u32, u32, u64)]) -> Edges {
        use super::digraph::grouped;
        let (out_starts, out) = grouped(n, edges.iter().map(|&(a, b, c)| (a, (b, c))));
        let (in_starts, into) = grouped(n, edges.iter().map(|&(a, b, c)| (b, (a, c))));
        Edges {
            out_starts,
            out,
            in_starts,
            into,
        }
    }

    fn out_of(&self, v: u32) -> &[(u32, u64)] {
        &self.out[self.out_starts[v as usize] as usize..self.out_starts[v as usize + 1] as usize]
    }

    fn edges_into(&self, v: u32) -> &[(u32, u64)] {
        &self.into[self.in_starts[v as usize] as usize..self.in_starts[v as usize + 1] as usize]
    }

    fn vertices(&self) -> usize {
        self.out_starts.len() - 1
    }
}

/// The positions: `turn · n + vertex`, turn 0 Takahashi's (the ender's).
impl ScoredGraph for Edges {
    fn positions(&self) -> usize {
        2 * self.vertices()
    }
    fn move_count(&self, position: usize) -> usize {
        self.out_of((position % self.vertices()) as u32).len()
    }
    fn for_each_predecessor(&self, position: usize, f: &mut dyn FnMut(usize, u64)) {
        let n = self.vertices();
        let (turn, vertex) = (position / n, position % n);
        for &(from, weight) in self.edges_into(vertex as u32) {
            f((1 - turn) * n + from as usize, weight);
        }
    }
    fn ender_moves(&self, position: usize) -> bool {
        position < self.vertices()
    }
}

/// The total with best play from the piece's vertex, Takahashi to move, or
/// `None` for `INFINITY`.
pub fn total(weighted: &Weighted) -> Option<i128> {
    let edges = Edges::new(weighted.n as usize, &weighted.edges);
    solve_scored(&edges)[weighted.start as usize]
}

/// The game of one input.
#[derive(Debug, Clone)]
pub struct GameOnGraph {
    edges: Arc<Edges>,
    start: u32,
    /// Every position solved, by [`solve_scored_in_order`]: the game needs
    /// it to know where coming back ends play, and to list first the best
    /// move that makes progress.
    solved: Arc<ScoredSolution>,
}

impl GameOnGraph {
    /// The number of `position` in the solution.
    fn index(&self, position: &(u32, Player)) -> usize {
        position.1.index() * self.edges.vertices() + position.0 as usize
    }

    /// What `position` costs Takahashi with best play, or `None` for
    /// `INFINITY`.
    fn cost(&self, position: &(u32, Player)) -> Option<i128> {
        self.solved.costs[self.index(position)]
    }
}

impl Game for GameOnGraph {
    /// The piece's vertex and whose turn it is (Takahashi first).
    type Position = (u32, Player);
    /// The vertex the piece moves to.
    type Move = u32;
    fn start(&self) -> (u32, Player) {
        (self.start, Player::First)
    }
    fn to_move(&self, position: &(u32, Player)) -> Player {
        position.1
    }
    /// The vertices an edge leads to, the one decided first in the
    /// solution first: so that among equally good moves the first one
    /// makes progress, and best play that takes the first of the best
    /// moves ends the game (a cycle of weight 0 costs Takahashi nothing,
    /// and going round it is as good as ending, but never ends).
    fn moves(&self, position: &(u32, Player)) -> Vec<u32> {
        let mut moves: Vec<u32> = self
            .edges
            .out_of(position.0)
            .iter()
            .map(|&(to, _)| to)
            .collect();
        let next = position.1.other();
        moves.sort_by_key(|&to| (self.solved.decided_at[self.index(&(to, next))], to));
        moves
    }
    fn apply(&self, position: &(u32, Player), to: &u32) -> ((u32, Player), i128) {
        let weight = self
            .edges
            .out_of(position.0)
            .iter()
            .find(|&&(at, _)| at == *to)
            .map_or(0, |&(_, weight)| i128::from(weight));
        let points = match position.1 {
            Player::First => -weight,
            Player::Second => weight,
        };
        ((*to, position.1.other()), points)
    }
    fn loopy(&self) -> bool {
        true
    }
    /// Aoki wins a game that goes on for ever. Play that comes back to a
    /// position from which Aoki can keep it going for ever ends there, in
    /// Aoki's win; anywhere else Takahashi can still end it, and play goes
    /// on.
    fn repetition_value(&self, position: &(u32, Player)) -> Option<Value> {
        self.cost(position).is_none().then_some(match position.1 {
            Player::First => Value::Losing,
            Player::Second => Value::Winning,
        })
    }
}

impl Notation for GameOnGraph {
    fn move_text(&self, _: &(u32, Player), to: &u32) -> String {
        (to + 1).to_string()
    }
    fn describe_move(&self, position: &(u32, Player), to: &u32) -> String {
        let weight = self
            .edges
            .out_of(position.0)
            .iter()
            .find(|&&(at, _)| at == *to)
            .map_or(0, |&(_, weight)| weight);
        format!(
            "move the piece from {} to {} (weight {weight})",
            position.0 + 1,
            to + 1
        )
    }
    fn read_move(&self, position: &(u32, Player), text: &str) -> Result<u32, BadMove> {
        let text = text.trim();
        let number = text.strip_prefix("to").unwrap_or(text).trim();
        number
            .parse::<u32>()
            .ok()
            .and_then(|v| v.checked_sub(1))
            .filter(|to| self.moves(position).contains(to))
            .ok_or_else(|| BadMove(format!("expected {}", self.move_syntax(position))))
    }
    fn move_json(&self, position: &(u32, Player), to: &u32) -> serde_json::Value {
        json!({"text": self.move_text(position, to), "to": to + 1})
    }
    fn position_text(&self, position: &(u32, Player)) -> String {
        let out: Vec<String> = self
            .edges
            .out_of(position.0)
            .iter()
            .map(|&(to, weight)| format!("{} ({weight})", to + 1))
            .collect();
        if out.is_empty() {
            format!(
                "the piece is on vertex {}: no edge out, the game is over",
                position.0 + 1
            )
        } else {
            format!(
                "the piece is on vertex {}; edges to {}",
                position.0 + 1,
                out.join(", ")
            )
        }
    }
    fn position_json(&self, position: &(u32, Player)) -> serde_json::Value {
        json!({"vertex": position.0 + 1})
    }
    fn instance_json(&self) -> serde_json::Value {
        let n = self.edges.vertices() as u32;
        let edges: Vec<[u64; 3]> = (0..n)
            .flat_map(|from| {
                self.edges
                    .out_of(from)
                    .iter()
                    .map(move |&(to, weight)| [u64::from(from) + 1, u64::from(to) + 1, weight])
            })
            .collect();
        json!({"vertices": n, "start": self.start + 1, "edges": edges})
    }
    fn scene(&self) -> Scene {
        let n = self.edges.vertices() as u32;
        Scene::Graph {
            vertices: (1..=n).map(|v| v.to_string()).collect(),
            edges: (0..n)
                .flat_map(|from| {
                    self.edges
                        .out_of(from)
                        .iter()
                        .map(move |&(to, _)| [from, to])
                })
                .collect(),
            directed: true,
        }
    }
    fn picture(&self, position: &(u32, Player)) -> Picture {
        Picture::Tokens {
            tokens: vec![Token {
                vertex: position.0,
                name: "piece",
            }],
        }
    }
    fn move_target(&self, _: &(u32, Player), to: &u32) -> Option<Target> {
        Some(Target::Vertex { vertex: *to })
    }
    fn move_syntax(&self, position: &(u32, Player)) -> String {
        let mut moves = self.moves(position);
        moves.sort_unstable();
        let list: Vec<String> = moves.iter().map(|to| (to + 1).to_string()).collect();
        if list.is_empty() {
            "nothing: the game is over".to_owned()
        } else {
            format!("a vertex: one of {}", list.join(", "))
        }
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Takahashi".to_owned(),
            Player::Second => "Aoki".to_owned(),
        }
    }
    fn value_words(&self, value: Value) -> Option<String> {
        matches!(value, Value::Winning | Value::Losing)
            .then(|| "a game that never ends (INFINITY)".to_owned())
    }
    fn standing(&self, totals: [i128; 2], _: Player) -> Option<String> {
        Some(format!("total weight so far {}", totals[1] - totals[0]))
    }
}

/// The oracle: the game's positions, solved once when it was made.
#[derive(Debug, Clone)]
pub struct GameOnGraphOracle {
    game: GameOnGraph,
}

impl From<&GameOnGraph> for GameOnGraphOracle {
    fn from(game: &GameOnGraph) -> GameOnGraphOracle {
        GameOnGraphOracle { game: game.clone() }
    }
}

impl GameOnGraphOracle {
    /// What the position is worth to the player to move there.
    fn value(&self, position: &(u32, Player)) -> Value {
        match (self.game.cost(position), position.1) {
            (Some(cost), Player::First) => Value::Margin(-cost),
            (Some(cost), Player::Second) => Value::Margin(cost),
            (None, Player::First) => Value::Losing,
            (None, Player::Second) => Value::Winning,
        }
    }
}

impl Oracle<GameOnGraph> for GameOnGraphOracle {
    fn move_values(&mut self, position: &(u32, Player)) -> Vec<(u32, Value)> {
        self.game
            .moves(position)
            .into_iter()
            .map(|to| {
                let (next, points) = self.game.apply(position, &to);
                (to, Value::after_move(points, self.value(&next), false))
            })
            .collect()
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Atcoder = "atcoder": "AtCoder ABC261 Ex: the total weight with best play, or `INFINITY`",
        Text = "text": "the same in words",
        Json = "json": "`{\"total\": n}`, null for INFINITY",
    }
}

/// The most vertices and edges `solve` takes.
const SOLVE_SIZE: u64 = 2_000_000;
/// The most vertices and edges together `play` and `explain` take.
const PLAY_SIZE: u64 = 20_000;

/// Game on Graph, registered as `game-on-graph`.
#[derive(Debug, Clone, Copy)]
pub struct GameOnGraphPlugin;

impl Plugin for GameOnGraphPlugin {
    type Case = Weighted;
    type Game = GameOnGraph;
    type Oracle = GameOnGraphOracle;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "game-on-graph",
        title: "Game on Graph",
        rules: "Move a piece along weighted edges in turn; Takahashi wants to end the game \
                (at a vertex with no edge out) and then pay least, Aoki to keep it going for ever \
                and then make him pay most.",
        problems: &["AtCoder ABC261 Ex \"Game on Graph\""],
        limits: "solve: 2·10^6 vertices and edges, O((N + M) log N); play and explain: N + M up \
                 to 20,000",
        scoring: Scoring::Points,
        seats: ["Takahashi", "Aoki"],
        inline: "graph",
        inline_help: "`N M v`, then M edges `a b c`: '3 2 1 / 1 2 5 / 2 3 1'.",
        generate: &[
            Parameter::new("count", "vertices", 1, SOLVE_SIZE as i64, 6).stress(8),
            Parameter::new("max", "the largest weight", 0, 1_000_000_000, 9).stress(9),
        ],
        moves: "the vertex to move the piece to",
        notes: "The input is ABC261 Ex's: N M v, then M lines `a b c`, an edge from a to b of \
                weight c (0 to 10^9). The total is Aoki's score in play: each edge's weight \
                counts for Aoki and against Takahashi.",
        examples: "\
  optimal-play game-on-graph solve --graph '7 6 1/1 2 1/1 3 10/2 4 100/2 5 102/3 6 20/3 7 30'
  optimal-play game-on-graph play --graph '4 4 1 / 1 2 1 / 2 3 1 / 3 1 1 / 2 4 1'",
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<Weighted>, InputError> {
        let mut numbers = Numbers::new(text);
        if numbers.at_end() {
            return Err(numbers.empty("`N M v`, then M edges"));
        }
        let n = numbers.next_in(
            "N, the number of vertices",
            1..=SOLVE_SIZE,
            "N from 1 to 2000000",
        )?;
        let m = numbers.count(
            "M, the number of edges",
            (text.len() as u64 / 6).min(SOLVE_SIZE),
        )?;
        let start = numbers.next_vertex("v, the piece's vertex", n, Vertices::Upper)?;
        let mut edges = Vec::with_capacity(m);
        for _ in 0..m {
            let from = numbers.next_vertex("an edge's first vertex", n, Vertices::Upper)?;
            let to = numbers.next_vertex("an edge's second vertex", n, Vertices::Upper)?;
            let weight = numbers.next_at_most("an edge's weight", 1_000_000_000)?;
            edges.push((from, to, weight));
        }
        numbers.finish("the M edges the first line announces")?;
        Ok(vec![Weighted {
            n: n as u32,
            start,
            edges,
        }])
    }

    fn write(&self, cases: &[Weighted], out: &mut dyn Write) -> io::Result<()> {
        for case in cases {
            writeln!(out, "{} {} {}", case.n, case.edges.len(), case.start + 1)?;
            for (a, b, c) in &case.edges {
                writeln!(out, "{} {} {c}", a + 1, b + 1)?;
            }
        }
        Ok(())
    }

    fn answer(&self, cases: &[Weighted], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, cases, format, out)
    }

    fn solve_limits(&self, case: &Weighted) -> Vec<Size> {
        vec![
            Size::new("N, the vertices,", u64::from(case.n), SOLVE_SIZE),
            Size::new("M, the edges,", case.edges.len() as u64, SOLVE_SIZE),
        ]
    }

    fn size(&self, case: &Weighted) -> Size {
        let size = u64::from(case.n) + case.edges.len() as u64;
        Size::new("the graph's vertices and edges together", size, PLAY_SIZE)
    }

    fn game(&self, case: &Weighted) -> GameOnGraph {
        let edges = Edges::new(case.n as usize, &case.edges);
        let solved = solve_scored_in_order(&edges);
        GameOnGraph {
            edges: Arc::new(edges),
            start: case.start,
            solved: Arc::new(solved),
        }
    }

    fn reason(&self, game: &GameOnGraph) -> String {
        match game.cost(&game.start()) {
            None => "Aoki can keep the piece away from every vertex with no edge out for ever, \
                     whatever Takahashi does: the answer is INFINITY."
                .to_owned(),
            Some(total) => format!(
                "Takahashi can force the game to end; the cheapest ending he can force against \
                 Aoki's dearest replies costs {total}."
            ),
        }
    }

    /// Checked against value iteration of the scored game, which the
    /// default (for games won or lost) does not fit.
    fn conformance(
        &self,
        game: &GameOnGraph,
        limit: usize,
        seed: u64,
    ) -> Result<crate::engine::conformance::Checked, String> {
        use crate::engine::conformance as check;
        let n = game.edges.vertices();
        let moves: Vec<Vec<(usize, u64)>> = (0..2 * n)
            .map(|p| {
                let turn = p / n;
                game.edges
                    .out_of((p % n) as u32)
                    .iter()
                    .map(|&(to, weight)| ((1 - turn) * n + to as usize, weight))
                    .collect()
            })
            .collect();
        let ender: Vec<bool> = (0..2 * n).map(|p| p < n).collect();
        let slow = crate::engine::value_iteration::scored_value_iteration(&moves, &ender, 100_000);
        let fast = &game.solved.costs;
        if slow != *fast {
            return Err(format!(
                "solve_scored says {fast:?}, value iteration {slow:?}"
            ));
        }
        let written = check::notation_round_trips(game, limit)?;
        let played =
            check::random_playouts(game, &mut GameOnGraphOracle::from(game), 20, seed, limit)?;
        Ok(check::Checked {
            positions: 2 * n + written.positions + played.positions,
            moves: written.moves + played.moves,
        })
    }

    /// `--count` vertices and edges of weight up to `--max`, two at most
    /// out of a vertex, the piece's vertex with an edge out.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Weighted, Error> {
        let (n, most) = (draw.count() as u32, draw.max());
        let mut edges = Vec::new();
        for from in 0..n {
            // A vertex's edges are drawn together: a repeated edge is one
            // of the last two (a look over them all made `generate` grow
            // with the square of the count, #46).
            let its_own = edges.len();
            for _ in 0..draw.number(0..=2) {
                let to = draw.number(0..=u64::from(n) - 1) as u32;
                if to != from && !edges[its_own..].iter().any(|&(_, b, _)| b == to) {
                    edges.push((from, to, draw.number(0..=most)));
                }
            }
        }
        // The piece's vertex has an edge out, so that there is a game.
        if n > 1 && !edges.iter().any(|&(a, _, _)| a == 0) {
            let to = draw.number(1..=u64::from(n) - 1) as u32;
            edges.push((0, to, draw.number(0..=most)));
        }
        Ok(Weighted { n, start: 0, edges })
    }
}

/// The total weight of the edges traversed with both playing well, or
/// `None` when Aoki keeps the game going for ever.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The total, or `None` for AtCoder's `INFINITY`.
    pub total: Option<i128>,
    /// The piece's vertex, from 0.
    #[serde(skip)]
    pub start: u32,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let from = self.start + 1;
        match self.total {
            Some(total) => write!(
                f,
                "Takahashi ends the game from vertex {from}, and the edges traversed weigh {total}"
            ),
            None => write!(
                f,
                "Aoki keeps the game going for ever from vertex {from} (INFINITY)"
            ),
        }
    }
}

impl Answers for GameOnGraphPlugin {
    type Answer = Answer;

    fn solve_one(&self, case: &Weighted) -> Result<Answer, Error> {
        Ok(Answer {
            total: total(case),
            start: case.start,
        })
    }
    /// AtCoder's total, or `INFINITY`.
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        match answer.total {
            Some(total) => writeln!(out, "{total}")?,
            None => writeln!(out, "INFINITY")?,
        }
        Ok(())
    }
}
