//! Green Hackenbush (HDU 3094 "A tree game"): a graph rooted to the ground
//! at vertex 1; a move cuts one edge, and every edge no longer connected to
//! the ground falls away; whoever cannot cut loses. Alice moves first.
//!
//! A tree's value comes from the colon principle: a vertex is worth the XOR
//! of `g(child) + 1` over its children (a stalk on top of a branch adds one,
//! and branches at a vertex are a sum). A graph with cycles comes from the
//! fusion principle: the vertices of a cycle fuse into one without changing
//! the value, each of its edges becoming a loop, worth 1. So every
//! two-edge-connected part becomes one vertex with its edges as loops (their
//! number's parity is what counts), the bridges left form a tree, and the
//! colon principle finishes. O(V + E), checked against a search over every
//! set of edges on small graphs.
//!
//! ```
//! use optimal_play::games::hackenbush::value;
//! // A path 1 - 2 - 3 is a stalk of two: value 2 (Alice wins).
//! assert_eq!(value(3, &[[0, 1], [1, 2]], None), 2);
//! // Two edges at the root: 1 ^ 1 = 0 (Bob wins).
//! assert_eq!(value(3, &[[0, 1], [0, 2]], None), 0);
//! // A triangle on the ground: three loops, value 1.
//! assert_eq!(value(3, &[[0, 1], [1, 2], [2, 0]], None), 1);
//! ```

use crate::engine::Negamax;
use crate::engine::values_by_rule;
use crate::input::numbers::Numbers;
use crate::plugin::prelude::*;

const NONE: u32 = u32::MAX;

/// The value of Green Hackenbush on `vertices` vertices (the ground is 0)
/// with `edges` (`[a, b]`, from 0; a loop is `[a, a]`), of which only those
/// marked in `standing` stand (all when `None`). Edges not connected to the
/// ground count for nothing.
pub fn value(vertices: usize, edges: &[[u32; 2]], standing: Option<&[bool]>) -> u64 {
    if vertices == 0 {
        return 0;
    }
    let stands = |id: usize| standing.is_none_or(|standing| standing[id]);
    let mut adjacent: Vec<Vec<(u32, u32)>> = vec![Vec::new(); vertices];
    for (id, &[a, b]) in edges.iter().enumerate().filter(|&(id, _)| stands(id)) {
        adjacent[a as usize].push((b, id as u32));
        if a != b {
            adjacent[b as usize].push((a, id as u32));
        }
    }
    // Depth-first from the ground, without recursion: entry times, low
    // links (Tarjan), the tree edge to each parent, and the order reached.
    let mut entry = vec![NONE; vertices];
    let mut low = vec![0u32; vertices];
    let mut parent = vec![NONE; vertices];
    let mut parent_edge = vec![NONE; vertices];
    let mut order = vec![0u32];
    let mut stack = vec![(0u32, 0usize)];
    entry[0] = 0;
    let mut clock = 1;
    while let Some(&mut (v, ref mut next)) = stack.last_mut() {
        let v = v as usize;
        if let Some(&(w, id)) = adjacent[v].get(*next) {
            *next += 1;
            if id == parent_edge[v] {
                continue;
            }
            let w = w as usize;
            if entry[w] == NONE {
                (entry[w], low[w], parent[w], parent_edge[w]) = (clock, clock, v as u32, id);
                clock += 1;
                order.push(w as u32);
                stack.push((w as u32, 0));
            } else {
                low[v] = low[v].min(entry[w]);
            }
        } else {
            stack.pop();
            if let Some(&(p, _)) = stack.last() {
                low[p as usize] = low[p as usize].min(low[v]);
            }
        }
    }
    // Two-edge-connected parts: the subtrees of the search cut at bridges.
    let bridge = |w: usize| parent[w] != NONE && low[w] > entry[parent[w] as usize];
    let mut part = vec![NONE; vertices];
    let mut parts = 0;
    for &w in &order {
        crate::interrupt::checkpoint();
        let w = w as usize;
        part[w] = if w == 0 || bridge(w) {
            parts += 1;
            parts - 1
        } else {
            part[parent[w] as usize]
        };
    }
    // Each part is worth the parity of its edges (all loops once fused).
    let mut worth = vec![0u64; parts as usize];
    for (id, &[a, _]) in edges.iter().enumerate().filter(|&(id, _)| stands(id)) {
        let a = a as usize;
        let is_bridge = {
            let [x, y] = edges[id];
            let child = if parent_edge[x as usize] == id as u32 {
                x
            } else {
                y
            };
            parent_edge[child as usize] == id as u32 && bridge(child as usize)
        };
        if part[a] != NONE && !is_bridge {
            worth[part[a] as usize] ^= 1;
        }
    }
    // The colon principle up the tree of parts, leaves first.
    for &w in order.iter().rev() {
        let w = w as usize;
        if w != 0 && bridge(w) {
            let above = part[parent[w] as usize] as usize;
            worth[above] ^= worth[part[w] as usize] + 1;
        }
    }
    worth[0]
}

/// The edges still connected to the ground when only `standing` stand.
fn grounded(vertices: usize, edges: &[[u32; 2]], standing: &mut [bool]) {
    let mut adjacent: Vec<Vec<(u32, u32)>> = vec![Vec::new(); vertices];
    for (id, &[a, b]) in edges.iter().enumerate().filter(|&(id, _)| standing[id]) {
        adjacent[a as usize].push((b, id as u32));
        adjacent[b as usize].push((a, id as u32));
    }
    let mut seen = vec![false; vertices];
    let mut stack = vec![0usize];
    seen[0] = vertices > 0;
    while let Some(v) = stack.pop() {
        for &(w, _) in &adjacent[v] {
            if !seen[w as usize] {
                seen[w as usize] = true;
                stack.push(w as usize);
            }
        }
    }
    for (id, &[a, _]) in edges.iter().enumerate() {
        standing[id] &= seen.get(a as usize).copied().unwrap_or(false);
    }
}

/// A graph rooted to the ground at vertex 1: its vertices and edges (from
/// 1, as the input gives them).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    /// The number of vertices, N.
    pub vertices: u32,
    /// The edges, `[a, b]` with vertices from 1.
    pub edges: Vec<[u32; 2]>,
}

impl Graph {
    /// The edges with vertices from 0.
    fn counted_from_zero(&self) -> Vec<[u32; 2]> {
        self.edges.iter().map(|&[a, b]| [a - 1, b - 1]).collect()
    }

    /// Whether it is a tree: N − 1 edges reaching every vertex.
    pub fn is_tree(&self) -> bool {
        if self.edges.len() + 1 != self.vertices as usize {
            return false;
        }
        let mut standing = vec![true; self.edges.len()];
        grounded(
            self.vertices as usize,
            &self.counted_from_zero(),
            &mut standing,
        );
        standing.iter().all(|&s| s) && self.edges.iter().all(|&[a, b]| a != b)
    }
}

/// A position: which edges still stand (by index), and the moves made.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Standing {
    /// The edges standing, ascending indices into the game's edges.
    pub edges: Vec<u32>,
    /// Moves made so far.
    pub moves_made: u64,
}

/// Green Hackenbush on one graph.
#[derive(Debug, Clone)]
pub struct Hackenbush {
    graph: Graph,
    edges: Vec<[u32; 2]>,
}

impl Hackenbush {
    /// The game on `graph`.
    pub fn new(graph: Graph) -> Hackenbush {
        let edges = graph.counted_from_zero();
        Hackenbush { graph, edges }
    }

    fn mask(&self, position: &Standing) -> Vec<bool> {
        let mut standing = vec![false; self.edges.len()];
        for &id in &position.edges {
            standing[id as usize] = true;
        }
        standing
    }

    /// The value of `position`.
    pub fn value_of(&self, position: &Standing) -> u64 {
        value(
            self.graph.vertices as usize,
            &self.edges,
            Some(&self.mask(position)),
        )
    }
}

impl Game for Hackenbush {
    type Position = Standing;
    type Move = u32;

    fn start(&self) -> Standing {
        let mut standing = vec![true; self.edges.len()];
        grounded(self.graph.vertices as usize, &self.edges, &mut standing);
        Standing {
            edges: (0..self.edges.len() as u32)
                .filter(|&id| standing[id as usize])
                .collect(),
            moves_made: 0,
        }
    }
    fn to_move(&self, position: &Standing) -> Player {
        Player::after(position.moves_made)
    }
    fn moves(&self, position: &Standing) -> Vec<u32> {
        position.edges.clone()
    }
    fn is_legal(&self, position: &Standing, edge: &u32) -> bool {
        position.edges.binary_search(edge).is_ok()
    }
    fn apply(&self, position: &Standing, edge: &u32) -> (Standing, i128) {
        let mut standing = self.mask(position);
        standing[*edge as usize] = false;
        grounded(self.graph.vertices as usize, &self.edges, &mut standing);
        let edges = position
            .edges
            .iter()
            .copied()
            .filter(|&id| standing[id as usize])
            .collect();
        let next = Standing {
            edges,
            moves_made: position.moves_made + 1,
        };
        (next, 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
}

/// Positions of at most this many edges are searched for the exact
/// remoteness (2^12 sets of edges at most).
pub const EXACT_EDGES: usize = 12;

/// The fast oracle: who wins by [`value`]; the exact remoteness by negamax
/// on positions of at most [`EXACT_EDGES`] edges.
#[derive(Debug)]
pub struct HackenbushOracle {
    game: Hackenbush,
    exact: Negamax<Hackenbush>,
}

impl From<&Hackenbush> for HackenbushOracle {
    fn from(game: &Hackenbush) -> HackenbushOracle {
        HackenbushOracle {
            game: game.clone(),
            exact: Negamax::new(game.clone()),
        }
    }
}

impl Oracle<Hackenbush> for HackenbushOracle {
    fn move_values(&mut self, position: &Standing) -> Vec<(u32, Value)> {
        if position.edges.len() <= EXACT_EDGES {
            return self.exact.move_values(position);
        }
        let game = &self.game;
        values_by_rule(game, position, |next| game.value_of(next) == 0)
    }
}

impl Notation for Hackenbush {
    fn move_text(&self, _: &Standing, edge: &u32) -> String {
        format!("cut {}", edge + 1)
    }
    fn describe_move(&self, position: &Standing, edge: &u32) -> String {
        let [a, b] = self.graph.edges[*edge as usize];
        let falls = position.edges.len() - self.apply(position, edge).0.edges.len() - 1;
        let falling = match falls {
            0 => String::new(),
            1 => ", and 1 more edge falls".to_owned(),
            n => format!(", and {n} more edges fall"),
        };
        format!("cut edge {} ({a}–{b}){falling}", edge + 1)
    }
    fn read_move(&self, position: &Standing, text: &str) -> Result<u32, BadMove> {
        let lower = text.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let edge = match words.as_slice() {
            ["cut", n] | [n] => n.parse::<u32>().ok().and_then(|n| n.checked_sub(1)),
            _ => None,
        };
        match edge {
            Some(edge) if self.is_legal(position, &edge) => Ok(edge),
            Some(edge) => Err(BadMove(format!(
                "edge {} is not standing: cut one of the edges still connected to the ground",
                edge + 1
            ))),
            None => Err(BadMove(format!(
                "expected {}, found `{}`",
                self.move_syntax(position),
                crate::input::excerpt(text)
            ))),
        }
    }
    fn move_json(&self, position: &Standing, edge: &u32) -> serde_json::Value {
        json!({"text": self.move_text(position, edge), "edge": edge, "ends": self.graph.edges[*edge as usize]})
    }
    fn position_text(&self, position: &Standing) -> String {
        let edges: Vec<String> = position
            .edges
            .iter()
            .map(|&id| {
                let [a, b] = self.graph.edges[id as usize];
                format!("{}:{a}-{b}", id + 1)
            })
            .collect();
        format!(
            "edges standing (edge:ends, vertex 1 the ground) {}   (value {})",
            if edges.is_empty() {
                "none".to_owned()
            } else {
                edges.join(" ")
            },
            self.value_of(position)
        )
    }
    fn scene(&self) -> Scene {
        let vertices = (1..=self.graph.vertices)
            .map(|v| match v {
                1 => "1 (ground)".to_owned(),
                v => v.to_string(),
            })
            .collect();
        Scene::Graph {
            vertices,
            edges: self.edges.clone(),
            directed: false,
        }
    }
    fn picture(&self, position: &Standing) -> Picture {
        Picture::Edges {
            standing: position.edges.clone(),
            colours: None,
        }
    }
    fn move_target(&self, _: &Standing, edge: &u32) -> Option<Target> {
        Some(Target::Edge { edge: *edge })
    }
    fn position_json(&self, position: &Standing) -> serde_json::Value {
        json!({"standing": position.edges, "moves_made": position.moves_made})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"vertices": self.graph.vertices, "edges": self.graph.edges})
    }
    fn move_syntax(&self, _: &Standing) -> String {
        "`cut N`: the number of a standing edge, counted from 1 in the input's order".to_owned()
    }
    fn player_name(&self, player: Player) -> String {
        ["Alice", "Bob"][player.index()].to_owned()
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Hdu = "hdu": "HDU 3094 \"A tree game\": `Alice` when Alice (first) wins, else `Bob`, per game",
        Text = "text": "each game's value, and a winning cut",
        Json = "json": "one object per game (docs/json.md)",
    }
}

crate::choices! {
    /// The layouts of the input.
    pub enum Layout {
        Hdu = "hdu": "T, then per game N and the N - 1 edges of a tree, `I J` a line",
        Graph = "graph": "T, then per game `N M` and M edges (cycles, loops and repeated edges allowed)",
    }
}

/// The most edges a winning cut is looked for in, for `text` and `json`:
/// each cut is tried (O(E²)).
pub const WINNING_CUT_EDGES: usize = 2_000;

/// The most edges play and explain take: every cut is valued at each move.
pub const PLAY_EDGES: u64 = 200;

/// The most vertices a game may have.
pub const MAX_VERTICES: u64 = 10_000_000;

const EXPECTED: &str =
    "T, then per game N and N - 1 edges `I J` (or `--input graph`: `N M` and M edges)";

/// Reads HDU 3094's input (T, then per game N and N − 1 edges), or in the
/// `graph` layout T, then per game `N M` and M edges. Vertices are 1 to N,
/// 1 the ground.
pub fn read(text: &str, layout: Option<Layout>) -> Result<Vec<Graph>, InputError> {
    let mut numbers = Numbers::new(text);
    if numbers.at_end() {
        return Err(numbers.empty(EXPECTED));
    }
    let limit = text.len() as u64;
    let graph = layout == Some(Layout::Graph);
    let games = numbers.count("T, the number of games", limit)?;
    let mut graphs = Vec::with_capacity(games.min(1 << 12));
    for _ in 0..games {
        let (n, at) = numbers.next_with_offset("N, the number of vertices")?;
        if n == 0 || n > MAX_VERTICES {
            let expected = "N, the number of vertices, from 1 (the ground) to 10^7";
            return Err(InputError::unexpected(text, at, expected, n.to_string()));
        }
        // Vertices are allocated before the edges are read: an input holds
        // at most about one vertex a byte.
        if n > limit.saturating_add(1) {
            let found = format!("{n}, more vertices than the input has room for");
            let expected = "a number of vertices this input can hold";
            return Err(InputError::unexpected(text, at, expected, found));
        }
        let m = if graph {
            numbers.count("M, the number of edges", limit)?
        } else {
            n as usize - 1
        };
        let mut edges = Vec::with_capacity(m.min(1 << 16));
        for _ in 0..m {
            let mut ends = [0u32; 2];
            for end in &mut ends {
                let note = || format!("with N = {n}");
                let v = numbers.next_in_with(
                    "an edge's vertex",
                    1..=n,
                    "a vertex from 1 to N",
                    note,
                )?;
                *end = v as u32;
            }
            edges.push(ends);
        }
        graphs.push(Graph {
            vertices: n as u32,
            edges,
        });
    }
    numbers.finish("T games")?;
    Ok(graphs)
}

/// A winning cut of `graph`, when it has at most [`WINNING_CUT_EDGES`]
/// edges: the edge (from 0) whose cut leaves value 0.
pub fn winning_cut(graph: &Graph) -> Option<u32> {
    let game = Hackenbush::new(graph.clone());
    let start = game.start();
    if start.edges.len() > WINNING_CUT_EDGES || game.value_of(&start) == 0 {
        return None;
    }
    start
        .edges
        .iter()
        .copied()
        .find(|edge| game.value_of(&game.apply(&start, edge).0) == 0)
}

/// One game's answer: its value, who wins, and a winning cut.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The vertices of the graph.
    pub vertices: u32,
    /// Its edges.
    pub edges: usize,
    /// The ground's Grundy value.
    pub value: u64,
    /// Whether Alice, moving first, wins: the value is not 0.
    pub alice_wins: bool,
    /// A cut that leaves a value of 0, by number from 0.
    pub winning_cut: WinningCut,
}

/// A graph's winning cut ([`winning_cut`]), looked for only when an
/// answer shows it: the judge's `Alice` or `Bob` needs none.
#[derive(Debug, Clone)]
pub struct WinningCut(Graph, std::sync::OnceLock<Option<u32>>);

impl WinningCut {
    fn get(&self) -> Option<u32> {
        *self.1.get_or_init(|| winning_cut(&self.0))
    }
}

impl Serialize for WinningCut {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.get().serialize(serializer)
    }
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "value {}", self.value)?;
        if !self.alice_wins {
            return write!(f, ": Bob wins");
        }
        match self.winning_cut.get() {
            Some(edge) => {
                let [a, b] = self.winning_cut.0.edges[edge as usize];
                write!(f, ": Alice wins by cutting edge {} ({a}-{b})", edge + 1)
            }
            None => write!(
                f,
                ": Alice wins (a winning cut is looked for in graphs of up to {WINNING_CUT_EDGES} edges)"
            ),
        }
    }
}

impl Answers for HackenbushGame {
    type Answer = Answer;

    fn solve_one(&self, graph: &Graph) -> Result<Answer, Error> {
        let value = value(graph.vertices as usize, &graph.counted_from_zero(), None);
        Ok(Answer {
            vertices: graph.vertices,
            edges: graph.edges.len(),
            value,
            alice_wins: value != 0,
            winning_cut: WinningCut(graph.clone(), Default::default()),
        })
    }
    fn judge(&self, answer: &Answer, _: Format, out: &mut dyn Write) -> Answered {
        Ok(writeln!(
            out,
            "{}",
            if answer.alice_wins { "Alice" } else { "Bob" }
        )?)
    }
}

/// Green Hackenbush as a registered game.
#[derive(Debug, Clone, Copy)]
pub struct HackenbushGame;

impl Plugin for HackenbushGame {
    type Case = Graph;
    type Game = Hackenbush;
    type Oracle = HackenbushOracle;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "hackenbush",
        title: "Green Hackenbush",
        rules: "A graph rooted to the ground at vertex 1; a move cuts one edge, and every edge \
                no longer connected to the ground falls away; whoever cannot cut loses. Alice \
                moves first.",
        problems: &[
            "HDU 3094 \"A tree game\"",
            "POJ 3710 \"Christmas Game\" (cycles)",
        ],
        limits: "solve: graphs of any size in O(V + E) (a winning cut for up to 2,000 edges); \
                 play and explain: up to 200 edges",
        seats: ["Alice", "Bob"],
        inline_help: "HDU 3094's input: T, then per game N and the N - 1 edges `I J` of a tree \
                      rooted at 1; `--input graph` for `N M` and M edges of any graph.",
        notes: "HDU 3094's input: T, then per game N and N - 1 lines `I J`, the tree's edges in \
                either direction; vertex 1 is the ground. A tree is valued by the colon \
                principle: a vertex is worth the XOR of g(child) + 1 over its children. A graph \
                with cycles (`--input graph`) by the fusion principle: each part where every \
                edge lies on a cycle fuses into one vertex, its edges becoming loops worth 1 \
                each, and the bridges left form a tree. Alice wins exactly when the ground's \
                value is not 0.",
        examples: "printf '2\\n3\\n1 2\\n2 3\\n3\\n1 2\\n1 3\\n' | optimal-play hackenbush solve\n\
                   printf '1\\n4 4\\n1 2\\n2 3\\n3 4\\n4 2\\n' | optimal-play hackenbush solve --input graph --format text\n\
                   optimal-play hackenbush play --heaps '1 5 1 2 2 3 2 4 4 5'",
        generate: &[
            GAMES,
            Parameter::new("max", "the most vertices a game", 2, MAX_VERTICES as i64, 8)
                .small(7)
                .stress(1001),
        ],
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str, layout: Option<Layout>) -> Result<Vec<Graph>, InputError> {
        read(text, layout)
    }
    fn write(&self, games: &[Graph], out: &mut dyn Write) -> io::Result<()> {
        let layout = if games.iter().all(Graph::is_tree) {
            Layout::Hdu
        } else {
            Layout::Graph
        };
        self.write_as(games, layout, out)
    }
    fn write_as(&self, games: &[Graph], layout: Layout, out: &mut dyn Write) -> io::Result<()> {
        writeln!(out, "{}", games.len())?;
        for graph in games {
            match layout {
                Layout::Hdu => writeln!(out, "{}", graph.vertices)?,
                Layout::Graph => writeln!(out, "{} {}", graph.vertices, graph.edges.len())?,
            }
            for [a, b] in &graph.edges {
                writeln!(out, "{a} {b}")?;
            }
        }
        Ok(())
    }
    fn answer(&self, games: &[Graph], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, games, format, out)
    }
    /// Each graph's work is its vertices and edges: all the graphs of an
    /// input together at most one graph at the limit's (#46: many large
    /// graphs with no edges took 50 s from 1.2 MB).
    fn solve_work(&self, graph: &Graph) -> Option<Size> {
        Some(Size::new(
            "the vertices and edges of all the games together",
            u64::from(graph.vertices) + graph.edges.len() as u64,
            2 * MAX_VERTICES,
        ))
    }

    fn size(&self, graph: &Graph) -> Size {
        Size::new("the number of edges", graph.edges.len() as u64, PLAY_EDGES)
    }
    fn game(&self, graph: &Graph) -> Hackenbush {
        Hackenbush::new(graph.clone())
    }
    fn reason(&self, game: &Hackenbush) -> String {
        let worth = game.value_of(&game.start());
        let here = match worth {
            0 => "Here the ground is worth 0: Bob wins.".to_owned(),
            v => format!("Here the ground is worth {v}: Alice wins by a cut that leaves 0."),
        };
        format!(
            "Green Hackenbush is a sum of Nim heaps in disguise. A tree is valued by the colon \
             principle: a vertex is worth the XOR of g(child) + 1 over its children (a stalk of \
             n edges is a heap of n). A cycle is valued by the fusion principle: its vertices \
             fuse into one and its edges become loops, each worth 1; so each part where every \
             edge lies on a cycle is worth the parity of its edges, and the bridges between \
             parts form a tree.\n{here}"
        )
    }
    /// A tree of 2 to `--max` vertices (for `stress`, a vertex a value, up
    /// to HDU's bounds), each edge written either way round.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Graph, Error> {
        let max = draw.max();
        let n = draw.length(2..=max).min(max);
        let edges = (2..=n)
            .map(|v| {
                let parent = draw.number(1..=v - 1);
                if draw.number(0..=1) == 0 {
                    [parent as u32, v as u32]
                } else {
                    [v as u32, parent as u32]
                }
            })
            .collect();
        Ok(Graph {
            vertices: n as u32,
            edges,
        })
    }
}
