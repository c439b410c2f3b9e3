//! The game on a directed graph, the textbook loopy game: a token on a
//! vertex; the player to move slides it along an edge out of it; whoever
//! cannot move loses. Play can go round a cycle for ever, so a vertex is
//! won, lost or drawn for the player to move there.
//!
//! Solved for every vertex at once by retrograde analysis
//! ([`engine::retrograde`](crate::engine::retrograde)), in time linear in
//! vertices plus edges. The game is impartial, so a vertex's value does not
//! depend on whose turn it is.
//!
//! ```
//! use optimal_play::games::digraph::Digraph;
//! use optimal_play::engine::Value;
//! // 1 → 2 → 3, and 4 ⇄ 5 (0-based here).
//! let graph = Digraph::new(5, &[(0, 1), (1, 2), (3, 4), (4, 3)]);
//! let values = graph.solve();
//! assert_eq!(values[0], Value::Loss { moves: 2 });
//! assert_eq!(values[1], Value::Win { moves: 1 });
//! assert_eq!(values[3], Value::Draw);
//! ```

use std::sync::Arc;

pub use super::digraph::Digraph;
use crate::engine::picture::Token;
use crate::input::Numbers;
use crate::input::numbers::Vertices;
use crate::plugin::prelude::*;

/// One input: the vertex count and the edges, 0-based.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    /// How many vertices.
    pub n: u32,
    /// The edges, `(from, to)`, 0-based, as given.
    pub edges: Vec<(u32, u32)>,
}

/// The game of one graph, the token starting on `start` (0-based).
#[derive(Debug, Clone)]
pub struct GraphGame {
    graph: Arc<Digraph>,
    start: u32,
}

impl GraphGame {
    /// The game on `graph`, the token starting on `start`.
    pub fn new(graph: Arc<Digraph>, start: u32) -> GraphGame {
        GraphGame { graph, start }
    }
}

impl Game for GraphGame {
    /// The token's vertex (0-based) and whose turn it is.
    type Position = (u32, Player);
    /// The vertex the token moves to.
    type Move = u32;
    fn start(&self) -> (u32, Player) {
        (self.start, Player::First)
    }
    fn to_move(&self, position: &(u32, Player)) -> Player {
        position.1
    }
    fn moves(&self, position: &(u32, Player)) -> Vec<u32> {
        self.graph.out_of(position.0).to_vec()
    }
    fn is_legal(&self, position: &(u32, Player), to: &u32) -> bool {
        self.graph.out_of(position.0).binary_search(to).is_ok()
    }
    fn apply(&self, position: &(u32, Player), to: &u32) -> ((u32, Player), i128) {
        ((*to, position.1.other()), 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn loopy(&self) -> bool {
        true
    }
}

impl Notation for GraphGame {
    fn move_text(&self, _: &(u32, Player), to: &u32) -> String {
        (to + 1).to_string()
    }
    fn describe_move(&self, position: &(u32, Player), to: &u32) -> String {
        format!("move the token from {} to {}", position.0 + 1, to + 1)
    }
    fn read_move(&self, position: &(u32, Player), text: &str) -> Result<u32, BadMove> {
        let text = text.trim();
        let number = text.strip_prefix("to").unwrap_or(text).trim();
        number
            .parse::<u32>()
            .ok()
            .and_then(|vertex| vertex.checked_sub(1))
            .filter(|to| self.is_legal(position, to))
            .ok_or_else(|| BadMove(format!("expected {}", self.move_syntax(position))))
    }
    fn move_json(&self, position: &(u32, Player), to: &u32) -> serde_json::Value {
        json!({"text": self.move_text(position, to), "to": to + 1})
    }
    fn position_text(&self, position: &(u32, Player)) -> String {
        let out = self.graph.out_of(position.0);
        let edges = if out.is_empty() {
            "no edge out".to_owned()
        } else {
            let list: Vec<String> = out.iter().map(|to| (to + 1).to_string()).collect();
            format!("edges to {}", list.join(", "))
        };
        format!("the token is on vertex {} ({edges})", position.0 + 1)
    }
    fn position_json(&self, position: &(u32, Player)) -> serde_json::Value {
        json!({"vertex": position.0 + 1})
    }
    fn instance_json(&self) -> serde_json::Value {
        let n = self.graph.vertices() as u32;
        let edges: Vec<[u32; 2]> = (0..n)
            .flat_map(|from| {
                self.graph
                    .out_of(from)
                    .iter()
                    .map(move |to| [from + 1, to + 1])
            })
            .collect();
        json!({"vertices": n, "edges": edges})
    }
    fn scene(&self) -> Scene {
        let n = self.graph.vertices() as u32;
        Scene::Graph {
            vertices: (1..=n).map(|v| v.to_string()).collect(),
            edges: (0..n)
                .flat_map(|from| self.graph.out_of(from).iter().map(move |&to| [from, to]))
                .collect(),
            directed: true,
        }
    }
    fn picture(&self, position: &(u32, Player)) -> Picture {
        let token = Token {
            vertex: position.0,
            name: "token",
        };
        Picture::Tokens {
            tokens: vec![token],
        }
    }
    fn move_target(&self, _: &(u32, Player), to: &u32) -> Option<Target> {
        Some(Target::Vertex { vertex: *to })
    }
    fn move_syntax(&self, position: &(u32, Player)) -> String {
        let out = self.graph.out_of(position.0);
        let list: Vec<String> = out.iter().map(|to| (to + 1).to_string()).collect();
        match list.len() {
            0 => "nothing: the token cannot move".to_owned(),
            1 => format!("the vertex {}", list[0]),
            _ => format!("a vertex: one of {}", list.join(", ")),
        }
    }
}

/// The oracle: every vertex solved once by retrograde analysis.
#[derive(Debug, Clone)]
pub struct GraphOracle {
    graph: Arc<Digraph>,
    values: Arc<Vec<Value>>,
}

impl From<&GraphGame> for GraphOracle {
    fn from(game: &GraphGame) -> GraphOracle {
        GraphOracle {
            graph: Arc::clone(&game.graph),
            values: Arc::new(game.graph.solve()),
        }
    }
}

impl Oracle<GraphGame> for GraphOracle {
    fn move_values(&mut self, position: &(u32, Player)) -> Vec<(u32, Value)> {
        self.graph
            .out_of(position.0)
            .iter()
            .map(|&to| (to, Value::after_move(0, self.values[to as usize], false)))
            .collect()
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Judge = "judge": "`win`, `lose` or `draw` for the player to move, one line a vertex",
        Text = "text": "every vertex's value in words, with a best move",
        Json = "json": "every vertex's value, with its remoteness",
    }
}

/// The most vertices `solve` takes.
const SOLVE_VERTICES: u64 = 2_000_000;
/// The most edges `solve` takes.
const SOLVE_EDGES: u64 = 4_000_000;
/// The most vertices and edges together `play` and `explain` take.
const PLAY_SIZE: u64 = 20_000;

/// The game on a directed graph, registered as `graph-game`; its parameter
/// is the vertex the token starts on, for `play` and `explain`.
#[derive(Debug, Clone, Copy)]
pub struct GraphGamePlugin {
    /// The start vertex, 1-based.
    pub start: u64,
}

impl Default for GraphGamePlugin {
    fn default() -> Self {
        GraphGamePlugin { start: 1 }
    }
}

impl Plugin for GraphGamePlugin {
    type Case = Graph;
    type Game = GraphGame;
    type Oracle = GraphOracle;
    type Format = Format;
    type Layout = NoChoice;
    const INFO: &'static GameInfo = &GameInfo {
        name: "graph-game",
        title: "The game on a directed graph",
        rules: "A token on a vertex; the player to move slides it along an edge out of it; \
                whoever cannot move loses. Play that goes round for ever is a draw.",
        problems: &["the textbook game on a directed graph (win, lose or draw for every vertex)"],
        limits: "solve: 2·10^6 vertices and 4·10^6 edges, O(n + m); play and explain: \
                 n + m up to 20,000",
        inline: "graph",
        inline_help: "`n m`, then m edges `u v` (1-based): '3 3 / 1 2 / 2 3 / 3 1'.",
        generate: &[
            Parameter::new("count", "vertices", 1, MOST_DRAWN, 8).stress(12),
            Parameter::new("max", "edges out of a vertex, at most", 0, 1000, 3)
                .small(2)
                .stress(3),
        ],
        moves: "the vertex to move the token to",
        param: Some(crate::erased::Param::new(
            "start",
            "the vertex the token starts on, for play and explain",
            1,
            1,
        )),
        notes: "The input is `n m`, then m lines `u v`, each an edge from u to v (vertices 1 to \
                n). The answer is, for each vertex in order, what the player to move there gets \
                with best play: `win`, `lose`, or `draw` when neither can force a win and play \
                goes round for ever. Play ends in a draw when a position comes back.",
        examples: "\
  printf '4 4\\n1 2\\n2 3\\n3 1\\n3 4\\n' | optimal-play graph-game solve
  optimal-play graph-game play --graph '3 3 / 1 2 / 2 1 / 2 3' --start 1",
        ..GameInfo::HEAPS
    };

    fn with_param(&self, start: u64) -> Self {
        GraphGamePlugin { start }
    }

    fn read(&self, text: &str, _: Option<NoChoice>) -> Result<Vec<Graph>, InputError> {
        let mut numbers = Numbers::new(text);
        if numbers.at_end() {
            return Err(numbers.empty("a graph: `n m`, then m edges"));
        }
        let (n, n_at) = numbers.next_with_offset("n, the number of vertices")?;
        if n == 0 || n > SOLVE_VERTICES {
            let expected = "n, the number of vertices, from 1 to 2000000";
            return Err(InputError::unexpected(text, n_at, expected, n.to_string()));
        }
        if self.start > n {
            let found = format!("{n} vertices, and the start is {}", self.start);
            let expected = "a graph that has the start vertex (--start)";
            return Err(InputError::unexpected(text, n_at, expected, found));
        }
        let n = n as u32;
        let m = numbers.count(
            "m, the number of edges",
            (text.len() as u64 / 4).min(SOLVE_EDGES),
        )?;
        let mut edges = Vec::with_capacity(m);
        for _ in 0..m {
            let from = numbers.next_vertex("an edge's first vertex", n.into(), Vertices::Lower)?;
            let to = numbers.next_vertex("an edge's second vertex", n.into(), Vertices::Lower)?;
            edges.push((from, to));
        }
        numbers.finish("the m edges the first line announces")?;
        Ok(vec![Graph { n, edges }])
    }

    fn write(&self, graphs: &[Graph], out: &mut dyn Write) -> io::Result<()> {
        for Graph { n, edges } in graphs {
            writeln!(out, "{n} {}", edges.len())?;
            for (from, to) in edges {
                writeln!(out, "{} {}", from + 1, to + 1)?;
            }
        }
        Ok(())
    }

    fn answer(&self, graphs: &[Graph], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, graphs, format, out)
    }

    fn solve_limits(&self, graph: &Graph) -> Vec<Size> {
        vec![
            Size::new("n, the vertices,", u64::from(graph.n), SOLVE_VERTICES),
            Size::new("m, the edges,", graph.edges.len() as u64, SOLVE_EDGES),
        ]
    }

    fn size(&self, graph: &Graph) -> Size {
        let size = u64::from(graph.n) + graph.edges.len() as u64;
        Size::new("the graph's vertices and edges together", size, PLAY_SIZE)
    }

    fn session_bytes(&self, graph: &Graph) -> u64 {
        let size = u64::from(graph.n) + graph.edges.len() as u64;
        crate::erased::DEFAULT_SESSION_BYTES + 64 * size
    }

    fn game(&self, Graph { n, edges }: &Graph) -> GraphGame {
        let start = (self.start.max(1) - 1).min(u64::from(*n - 1)) as u32;
        GraphGame::new(Arc::new(Digraph::new(*n as usize, edges)), start)
    }

    fn reason(&self, game: &GraphGame) -> String {
        let values = game.graph.solve();
        let start = game.start;
        let value = values[start as usize];
        let count = |keep: &dyn Fn(Value) -> bool| {
            game.graph
                .out_of(start)
                .iter()
                .filter(|&&to| keep(Value::after_move(0, values[to as usize], false)))
                .count()
        };
        match value {
            Value::Draw => format!(
                "From vertex {} no move wins: moves keeping the draw (to vertices from which \
                 neither player can force a win): {}; moves that lose: {}. With best play the \
                 token goes round for ever.",
                start + 1,
                count(&|v| v == Value::Draw),
                count(&|v| v < Value::Draw)
            ),
            value if value.is_win() => format!(
                "From vertex {} the player to move wins: a move to a vertex lost for the other \
                 player, from which every edge leads back to a win.",
                start + 1
            ),
            _ => format!(
                "From vertex {} every move leads to a vertex won for the other player{}.",
                start + 1,
                if game.graph.out_of(start).is_empty() {
                    " (there is none: no edge leaves it)"
                } else {
                    ""
                }
            ),
        }
    }

    /// `--count` vertices, each with up to `--max` edges out.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Graph, Error> {
        let (n, most) = (draw.count(), draw.max());
        let n32 = n as u32;
        let mut edges = Vec::new();
        for from in 0..n32 {
            for _ in 0..draw.number(0..=most) {
                edges.push((from, draw.number(0..=u64::from(n32 - 1)) as u32));
            }
        }
        Ok(Graph { n: n32, edges })
    }
}

/// Every vertex's value for the player to move there: `text` a line a
/// vertex with a move that keeps the value, `json` the values.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// How many vertices.
    pub vertices: u64,
    /// The value of every vertex, in order.
    pub values: Vec<Value>,
    /// The graph, for the move that keeps each value (looked for only
    /// where the answer is printed for people).
    #[serde(skip)]
    pub graph: Digraph,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let values = &self.values;
        for (at, value) in values.iter().enumerate() {
            if at > 0 {
                writeln!(f)?;
            }
            write!(f, "vertex {}: {value}", at + 1)?;
            let keeps = |&&to: &&u32| Value::after_move(0, values[to as usize], false) == *value;
            match self.graph.out_of(at as u32).iter().find(keeps) {
                Some(to) if *value == Value::Draw => write!(f, " (keep it: move to {})", to + 1)?,
                Some(to) if value.is_win() => write!(f, " (move to {})", to + 1)?,
                _ => {}
            }
        }
        Ok(())
    }
}

impl Answers for GraphGamePlugin {
    type Answer = Answer;

    fn solve_one(&self, Graph { n, edges }: &Graph) -> Result<Answer, Error> {
        let graph = Digraph::new(*n as usize, edges);
        let values = graph.solve();
        Ok(Answer {
            vertices: u64::from(*n),
            values,
            graph,
        })
    }
    /// `win`, `lose` or `draw`, a line a vertex.
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        let mut text = String::with_capacity(answer.values.len() * 5);
        for value in &answer.values {
            text.push_str(match value {
                Value::Draw => "draw\n",
                value if value.is_win() => "win\n",
                _ => "lose\n",
            });
        }
        Ok(out.write_all(text.as_bytes())?)
    }
}
