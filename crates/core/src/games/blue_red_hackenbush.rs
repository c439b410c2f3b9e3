//! Blue-red Hackenbush: a graph of coloured edges standing on the ground;
//! Left cuts a blue edge (`L`), Right a red one (`R`), either a green one
//! (`G`), and every edge no longer joined to the ground falls; who cannot
//! cut loses. A partizan game ([`partizan`]): the answer is the canonical
//! form, the sum of its regions' (the parts that meet only at the ground),
//! each region worked out once.
//!
//! A stalk (`LRL`, from the ground up) is a path; a blue-red stalk's value
//! is a number, which the tests check against Berlekamp's sign expansion.
//! Trees and graphs are given as edges with colours (`0-1:L 1-2:R`, vertex
//! 0 the ground).

use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;

use super::partizan::{self, Partizan, PartizanRules};
use crate::engine::cgt::{Form, Forms};
use crate::engine::picture::Scene;
use crate::input::Problem;
use crate::plugin::prelude::*;

/// The most edges of a position (each a bit of a 64-bit set).
pub const MOST_EDGES: usize = 64;

/// The most vertices, the ground with them.
pub const MOST_VERTICES: u32 = 65;

/// The most edges `solve` takes in a region that is not a stalk: the
/// positions of a region grow as the sets of its edges that can stand
/// together, up to 2 to the power of its edges.
pub const SOLVE_REGION_EDGES: u64 = 20;

/// The most edges `play` takes in a region that is not a stalk: each move
/// is answered at once there.
pub const PLAY_REGION_EDGES: u64 = 14;

/// The most edges `play` and `explain` take in all.
pub const PLAY_EDGES: u64 = 24;

/// Up to this many edges standing the engine also counts the moves to the
/// end.
pub const EXACT_EDGES: u32 = 10;

/// Who may cut an edge.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Colour {
    /// Left's (`L`).
    Blue,
    /// Right's (`R`).
    Red,
    /// Either player's (`G`).
    Green,
}

impl Colour {
    fn letter(self) -> char {
        match self {
            Colour::Blue => 'L',
            Colour::Red => 'R',
            Colour::Green => 'G',
        }
    }

    fn word(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Red => "red",
            Colour::Green => "green",
        }
    }

    /// Whether Left (`true`) or Right may cut an edge of this colour.
    pub fn cut_by(self, left: bool) -> bool {
        match self {
            Colour::Green => true,
            Colour::Blue => left,
            Colour::Red => !left,
        }
    }
}

/// A position to start from: the vertices (0 the ground), the edges and
/// their colours, and whether it was given as stalks.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Drawing {
    /// The vertices, the ground (0) with them.
    pub vertices: u32,
    /// The edges, `[a, b]` by vertex.
    pub edges: Vec<[u32; 2]>,
    /// Each edge's colour.
    pub colours: Vec<Colour>,
    /// The stalks' lengths, when the position was given as stalks: its
    /// edges are then each stalk's from the ground up, stalk after stalk.
    pub stalks: Option<Vec<u32>>,
}

impl Drawing {
    fn all(&self) -> u64 {
        if self.edges.len() >= 64 {
            u64::MAX
        } else {
            (1u64 << self.edges.len()) - 1
        }
    }

    /// The edges of `standing` still joined to the ground.
    pub fn grounded(&self, standing: u64) -> u64 {
        let mut reached = 1u128;
        loop {
            let mut grown = reached;
            for (id, &[a, b]) in self.edges.iter().enumerate() {
                if standing >> id & 1 == 1 && (reached >> a | reached >> b) & 1 == 1 {
                    grown |= 1u128 << a | 1u128 << b;
                }
            }
            if grown == reached {
                break;
            }
            reached = grown;
        }
        (0..self.edges.len())
            .filter(|&id| standing >> id & 1 == 1 && reached >> self.edges[id][0] & 1 == 1)
            .fold(0, |kept, id| kept | 1u64 << id)
    }

    /// The regions of `standing`: edges joined through vertices above the
    /// ground, each a set of edges (a loop at the ground is one alone).
    pub fn regions(&self, standing: u64) -> Vec<u64> {
        let mut left = standing;
        let mut regions = Vec::new();
        while left != 0 {
            let first = left.trailing_zeros() as usize;
            let mut region = 1u64 << first;
            let mut vertices: u128 =
                (1u128 << self.edges[first][0] | 1u128 << self.edges[first][1]) & !1;
            loop {
                let mut grown = region;
                for id in 0..self.edges.len() {
                    let [a, b] = self.edges[id];
                    if left >> id & 1 == 1 && (vertices >> a | vertices >> b) & 1 == 1 {
                        grown |= 1u64 << id;
                        vertices |= (1u128 << a | 1u128 << b) & !1;
                    }
                }
                if grown == region {
                    break;
                }
                region = grown;
            }
            left &= !region;
            regions.push(region);
        }
        regions
    }

    /// Whether the edges of `region` form a stalk: a path up from the
    /// ground.
    pub fn is_stalk(&self, region: u64) -> bool {
        let mut degree = vec![0u32; self.vertices as usize];
        for id in (0..self.edges.len()).filter(|&id| region >> id & 1 == 1) {
            let [a, b] = self.edges[id];
            if a == b {
                return region.count_ones() == 1 && a == 0;
            }
            degree[a as usize] += 1;
            degree[b as usize] += 1;
        }
        // A tree (edges = vertices - 1, connected) with the ground at one
        // end and no vertex of more than two edges.
        let touched = degree.iter().filter(|&&d| d > 0).count() as u32;
        degree[0] == 1 && degree.iter().all(|&d| d <= 2) && touched == region.count_ones() + 1
    }

    /// The edges Left (`true`) or Right can cut in `standing`.
    pub fn cuts(&self, standing: u64, left: bool) -> Vec<u32> {
        (0..self.edges.len() as u32)
            .filter(|&id| standing >> id & 1 == 1 && self.colours[id as usize].cut_by(left))
            .collect()
    }

    /// The position written as the input writes it: the stalks standing,
    /// or the edges standing.
    pub fn text(&self, standing: u64) -> String {
        if let Some(stalks) = &self.stalks {
            let mut first = 0usize;
            let mut words = Vec::new();
            for &length in stalks {
                let word: String = (first..first + length as usize)
                    .take_while(|&id| standing >> id & 1 == 1)
                    .map(|id| self.colours[id].letter())
                    .collect();
                words.push(if word.is_empty() {
                    "-".to_owned()
                } else {
                    word
                });
                first += length as usize;
            }
            return words.join(" ");
        }
        let edges: Vec<String> = (0..self.edges.len())
            .filter(|&id| standing >> id & 1 == 1)
            .map(|id| {
                let [a, b] = self.edges[id];
                format!("{a}-{b}:{}", self.colours[id].letter())
            })
            .collect();
        if edges.is_empty() {
            "-".to_owned()
        } else {
            edges.join(" ")
        }
    }

    /// A region as the input writes it: its stalk alone, or its edges.
    pub fn region_text(&self, region: u64) -> String {
        let text = self.text(region);
        if self.stalks.is_none() {
            return text;
        }
        let words: Vec<&str> = text.split(' ').filter(|word| *word != "-").collect();
        words.join(" ")
    }

    /// The edges of a region, for a memory shared by every drawing: the
    /// region renumbered in edge order, each edge's ends and colour.
    fn key(&self, region: u64) -> Vec<(u32, u32, Colour)> {
        let mut names = FxHashMap::default();
        names.insert(0u32, 0u32);
        let mut name = |v: u32| {
            let next = names.len() as u32;
            *names.entry(v).or_insert(next)
        };
        (0..self.edges.len())
            .filter(|&id| region >> id & 1 == 1)
            .map(|id| {
                let [a, b] = self.edges[id];
                (name(a), name(b), self.colours[id])
            })
            .collect()
    }
}

/// The values of regions, each worked out once.
#[derive(Debug, Default)]
pub struct Values {
    /// The store of canonical forms.
    pub forms: Forms,
    regions: FxHashMap<Vec<(u32, u32, Colour)>, Form>,
}

impl Values {
    /// The value of the edges `standing` of a drawing (all joined to the
    /// ground): the sum of its regions'.
    pub fn position(&mut self, drawing: &Drawing, standing: u64) -> Form {
        let mut total = self.forms.zero();
        for region in drawing.regions(standing) {
            let value = self.region(drawing, region);
            total = self.forms.add(total, value);
        }
        total
    }

    /// The value of one region.
    pub fn region(&mut self, drawing: &Drawing, region: u64) -> Form {
        let key = drawing.key(region);
        if let Some(&known) = self.regions.get(&key) {
            return known;
        }
        crate::interrupt::checkpoint();
        let mut options = |left: bool| -> Vec<Form> {
            (drawing.cuts(region, left).into_iter())
                .map(|id| {
                    let after = drawing.grounded(region & !(1u64 << id));
                    self.position(drawing, after)
                })
                .collect()
        };
        let (left, right) = (options(true), options(false));
        let value = self.forms.game(&left, &right);
        self.regions.insert(key, value);
        value
    }
}

/// The edges standing, with whose turn it is: Left cuts blue
/// ([`Player::First`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    /// The edges standing, one bit each.
    pub standing: u64,
    /// Who cuts next.
    pub to_move: Player,
}

/// One drawing to play, with the values met so far shared by its clones.
#[derive(Clone, Debug)]
pub struct Game {
    drawing: Arc<Drawing>,
    values: Arc<Mutex<Values>>,
    first: Player,
}

impl Game {
    /// The game of a drawing, Left to move.
    pub fn new(drawing: Drawing) -> Game {
        Game {
            drawing: Arc::new(drawing),
            values: Arc::default(),
            first: Player::First,
        }
    }

    fn values(&self) -> std::sync::MutexGuard<'_, Values> {
        self.values.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl crate::engine::Game for Game {
    type Position = Position;
    type Move = u32;

    fn start(&self) -> Position {
        Position {
            standing: self.drawing.grounded(self.drawing.all()),
            to_move: self.first,
        }
    }
    fn to_move(&self, position: &Position) -> Player {
        position.to_move
    }
    fn moves(&self, position: &Position) -> Vec<u32> {
        (self.drawing).cuts(position.standing, position.to_move == Player::First)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn apply(&self, position: &Position, &edge: &u32) -> (Position, i128) {
        (
            Position {
                standing: self.drawing.grounded(position.standing & !(1u64 << edge)),
                to_move: position.to_move.other(),
            },
            0,
        )
    }
}

impl Partizan for Game {
    fn value(&self, position: &Position) -> Form {
        self.values().position(&self.drawing, position.standing)
    }
    fn with_forms<R>(&self, work: impl FnOnce(&mut Forms) -> R) -> R {
        work(&mut self.values().forms)
    }
    fn board_text(&self, position: &Position) -> String {
        self.drawing.text(position.standing)
    }
    fn regions(&self, position: &Position) -> Vec<(String, Form)> {
        let mut values = self.values();
        (self.drawing.regions(position.standing).into_iter())
            .map(|region| {
                let value = values.region(&self.drawing, region);
                (self.drawing.region_text(region), value)
            })
            .collect()
    }
    fn with_mover(&self, position: &Position, mover: Player) -> Position {
        Position {
            to_move: mover,
            ..*position
        }
    }
    fn counts_moves(&self, position: &Position) -> bool {
        position.standing.count_ones() <= EXACT_EDGES
    }
}

impl Game {
    /// Where an edge is, in words: `the 2nd edge of stalk B` or `0-1`.
    fn edge_place(&self, edge: u32) -> String {
        if let Some(stalks) = &self.drawing.stalks {
            let mut first = 0;
            for (stalk, &length) in stalks.iter().enumerate() {
                if edge < first + length {
                    let height = edge - first + 1;
                    return format!(
                        "edge {} from the ground of stalk {}",
                        height,
                        crate::words::letters(stalk)
                    );
                }
                first += length;
            }
        }
        let [a, b] = self.drawing.edges[edge as usize];
        format!("edge {a}-{b}")
    }
}

impl Notation for Game {
    fn thermograph(&self, position: &Position) -> Option<String> {
        Some(partizan::thermograph_of(self, position))
    }
    fn move_text(&self, _: &Position, &edge: &u32) -> String {
        (edge + 1).to_string()
    }
    fn describe_move(&self, _: &Position, &edge: &u32) -> String {
        format!(
            "cut the {} edge {} ({})",
            self.drawing.colours[edge as usize].word(),
            edge + 1,
            self.edge_place(edge)
        )
    }
    fn read_move(&self, position: &Position, text: &str) -> Result<u32, BadMove> {
        use crate::engine::Game as _;
        let left = position.to_move == Player::First;
        let own = if left {
            "blue or green"
        } else {
            "red or green"
        };
        let text = text.trim();
        let number = text.strip_prefix("cut").unwrap_or(text).trim();
        let edge: u32 = number.parse().map_err(|_| {
            BadMove(format!(
                "expected the number of a {own} edge to cut, counted from 1 in the input's \
                 order; found `{}`",
                crate::input::excerpt(text)
            ))
        })?;
        if self.is_over(position) {
            return Err(BadMove("the game is over".to_owned()));
        }
        let edge = edge.wrapping_sub(1);
        if !self.is_legal(position, &edge) {
            let can: Vec<String> = (self.moves(position).iter())
                .map(|e| (e + 1).to_string())
                .collect();
            return Err(BadMove(format!(
                "edge {} is not a {own} edge standing: the edges you can cut are {}",
                edge.wrapping_add(1),
                can.join(", ")
            )));
        }
        Ok(edge)
    }
    fn move_json(&self, _: &Position, &edge: &u32) -> serde_json::Value {
        let [a, b] = self.drawing.edges[edge as usize];
        json!({"text": (edge + 1).to_string(), "edge": edge + 1, "ends": [a, b],
               "colour": self.drawing.colours[edge as usize].word()})
    }
    fn position_text(&self, position: &Position) -> String {
        format!("standing: {}", self.drawing.text(position.standing))
    }
    fn position_json(&self, position: &Position) -> serde_json::Value {
        let standing: Vec<u32> = (0..self.drawing.edges.len() as u32)
            .filter(|&id| position.standing >> id & 1 == 1)
            .map(|id| id + 1)
            .collect();
        json!({"standing": standing, "text": self.drawing.text(position.standing),
               "to_move": partizan::side(position.to_move)})
    }
    fn instance_json(&self) -> serde_json::Value {
        json!({"text": self.drawing.text(self.drawing.all()), "edges": self.drawing.edges,
               "colours": self.drawing.colours.iter().map(|c| c.word()).collect::<Vec<_>>()})
    }
    fn scene(&self) -> Scene {
        let vertices = (0..self.drawing.vertices)
            .map(|v| match v {
                0 => "0 (ground)".to_owned(),
                v => v.to_string(),
            })
            .collect();
        Scene::Graph {
            vertices,
            edges: self.drawing.edges.clone(),
            directed: false,
        }
    }
    fn picture(&self, position: &Position) -> Picture {
        Picture::Edges {
            standing: (0..self.drawing.edges.len() as u32)
                .filter(|&id| position.standing >> id & 1 == 1)
                .collect(),
            colours: Some(self.drawing.colours.iter().map(|c| c.word()).collect()),
        }
    }
    fn move_target(&self, _: &Position, &edge: &u32) -> Option<Target> {
        Some(Target::Edge { edge })
    }
    fn move_syntax(&self, position: &Position) -> String {
        use crate::engine::Game as _;
        let example = (self.moves(position).first()).map_or(1, |e| e + 1);
        if position.to_move == Player::First {
            format!("the number of a blue or green edge, counted from 1, such as `{example}`")
        } else {
            format!("the number of a red or green edge, counted from 1, such as `{example}`")
        }
    }
    fn player_name(&self, player: Player) -> String {
        match player {
            Player::First => "Left (blue)".to_owned(),
            Player::Second => "Right (red)".to_owned(),
        }
    }
    fn choices_words(&self, position: &Position, choices: &[(String, Value)]) -> Option<String> {
        partizan::choices_in_words(self, position, choices)
    }
}

fn colour(c: char) -> Option<Colour> {
    match c.to_ascii_uppercase() {
        'L' | 'B' => Some(Colour::Blue),
        'R' => Some(Colour::Red),
        'G' => Some(Colour::Green),
        _ => None,
    }
}

/// Reads positions, one a line: stalks from the ground up (`LRL GG R`), or
/// edges with colours (`0-1:L 1-2:R 2-0:G`, vertex 0 the ground).
pub fn read(text: &str) -> Result<Vec<Drawing>, InputError> {
    let mut drawings = Vec::new();
    for (start, line) in crate::input::lines_at(text) {
        let mut words = Vec::new();
        let mut at = start;
        for word in line.split_inclusive([' ', '\t', ',']) {
            let here = at;
            at += word.len();
            let word = word.trim_end_matches([' ', '\t', ',']);
            if !word.is_empty() {
                words.push((here, word));
            }
        }
        let graph = words.iter().any(|(_, w)| w.contains('-'));
        let mut drawing = Drawing {
            vertices: 1,
            edges: Vec::new(),
            colours: Vec::new(),
            stalks: (!graph).then(Vec::new),
        };
        for &(here, word) in &words {
            let bad = |expected: &'static str, found: &str| {
                InputError::unexpected(
                    text,
                    here,
                    expected,
                    format!("`{}`", crate::input::excerpt(found)),
                )
            };
            if graph {
                let (ends, c) = word
                    .split_once(':')
                    .ok_or_else(|| bad("an edge with its colour, such as `0-1:L`", word))?;
                let (a, b) = ends
                    .split_once('-')
                    .ok_or_else(|| bad("an edge with its colour, such as `0-1:L`", word))?;
                let vertex = |s: &str| s.trim().parse::<u32>().ok().filter(|&v| v < MOST_VERTICES);
                let (Some(a), Some(b)) = (vertex(a), vertex(b)) else {
                    return Err(bad("an edge between vertices 0 (the ground) to 64", word));
                };
                let mut letters = c.chars();
                let (Some(c), None) = (letters.next().and_then(colour), letters.next()) else {
                    return Err(bad(
                        "a colour: `L` (blue, Left's), `R` (red) or `G` (green)",
                        c,
                    ));
                };
                if drawing.edges.len() == MOST_EDGES {
                    return Err(bad(
                        "the end of the line: a position takes at most 64 edges",
                        word,
                    ));
                }
                drawing.vertices = drawing.vertices.max(a.max(b) + 1);
                drawing.edges.push([a, b]);
                drawing.colours.push(c);
            } else {
                if let Some(offset) = word.find(|c: char| colour(c).is_none()) {
                    return Err(InputError::unexpected(
                        text,
                        here + offset,
                        "a stalk's edge: `L` (blue, Left's), `R` (red) or `G` (green), or an \
                         edge such as `0-1:L`",
                        format!("`{}`", crate::input::excerpt(&word[offset..])),
                    ));
                }
                if drawing.edges.len() + word.len() > MOST_EDGES {
                    return Err(bad(
                        "the end of the line: a position takes at most 64 edges",
                        word,
                    ));
                }
                let mut below = 0;
                for c in word.chars() {
                    let above = drawing.vertices;
                    drawing.vertices += 1;
                    drawing.edges.push([below, above]);
                    drawing.colours.push(colour(c).unwrap_or(Colour::Green));
                    below = above;
                }
                if let Some(stalks) = &mut drawing.stalks {
                    stalks.push(word.len() as u32);
                }
            }
        }
        drawings.push(drawing);
    }
    if drawings.is_empty() {
        return Err(InputError::at(
            text,
            0,
            Problem::Empty {
                expected: "stalks such as `LRL GG`, or edges such as `0-1:L 1-2:R`",
            },
        ));
    }
    Ok(drawings)
}

/// Blue and red twice as often as green.
fn random_colour(draw: &mut Draw<'_>) -> Colour {
    match draw.number(0..=4) {
        0 | 1 => Colour::Blue,
        2 | 3 => Colour::Red,
        _ => Colour::Green,
    }
}

/// The edges of the largest region that is not a stalk.
fn largest_tangle(drawing: &Drawing) -> u64 {
    let standing = drawing.grounded(drawing.all());
    (drawing.regions(standing).into_iter())
        .filter(|&region| !drawing.is_stalk(region))
        .map(|region| u64::from(region.count_ones()))
        .max()
        .unwrap_or(0)
}

/// BlueRedHackenbush's rules, registered as a [`PartizanPlugin`](partizan::PartizanPlugin).
#[derive(Debug, Clone, Copy, Default)]
pub struct BlueRedHackenbush;

impl PartizanRules for BlueRedHackenbush {
    type Case = Drawing;
    type Game = Game;
    type Memory = Values;
    const INFO: &'static GameInfo = &GameInfo {
        name: "blue-red-hackenbush",
        title: "Blue-red Hackenbush",
        rules: "Edges stand on the ground: Left cuts a blue edge, Right a red one, and either \
                player a green one; every edge no longer joined to the ground falls. Who \
                cannot cut loses. The answer is the position's value, its canonical form.",
        problems: &[
            "Hackenbush, the game that opens \"Winning Ways\" and \"Lessons in Play\" (a \
             blue-red stalk is a number: LRL is 3/4)",
        ],
        limits: "up to 64 edges: stalks of any length at once; a region that is not a stalk \
                 (a tree or a graph) of up to 20 edges; play and explain: up to 24 edges, a \
                 region that is not a stalk of up to 14 in play",
        seats: ["Left (blue)", "Right (red)"],
        inline: "edges",
        inline_help: "The position: stalks from the ground up, such as `LRL GG`, or edges \
                      with colours, such as `0-1:L 1-2:R 1-3:G` (vertex 0 the ground)",
        generate: &[
            GAMES,
            Parameter::new("edges", "the edges of each position", 1, 64, 8)
                .small(5)
                .stress(5),
            Parameter::new("stalks", "the stalks: 0 draws a tree instead", 0, 16, 2)
                .small(0)
                .stress(0),
        ],
        moves: "the number of an edge to cut, counted from 1 in the input's order",
        notes: "A position a line: stalks, each its edges from the ground up as `L` (blue, \
                Left's), `R` (red, Right's) and `G` (green, anyone's), apart by spaces \
                (`LRL GG R`); or edges with colours, `A-B:C`, vertex 0 the ground \
                (`0-1:L 1-2:R 2-0:G`), for trees and graphs. Edges are numbered from 1 in the \
                order given (a stalk's from the ground up). Left cuts blue and moves first in \
                play unless `--first right`. The value is written in CGSuite's notation \
                (docs/values.md); the outcome \
                is L, R, N or P.",
        examples: "\
  optimal-play blue-red-hackenbush solve --edges 'LRL'
  optimal-play blue-red-hackenbush solve --format text --edges 'LR RLL G'
  optimal-play blue-red-hackenbush solve --edges '0-1:L 1-2:R 1-3:R 2-3:G'
  optimal-play blue-red-hackenbush explain --edges 'LRR GL'
  optimal-play blue-red-hackenbush play --edges 'LLR RRL G'",
        rule: Some(partizan::FIRST),
        ..GameInfo::HEAPS
    };

    fn read(&self, text: &str) -> Result<Vec<Drawing>, InputError> {
        read(text)
    }
    fn text(&self, drawing: &Drawing) -> String {
        drawing.text(drawing.all())
    }
    fn game_with(&self, drawing: &Drawing, memory: Arc<Mutex<Values>>, first: Player) -> Game {
        Game {
            drawing: Arc::new(drawing.clone()),
            values: memory,
            first,
        }
    }
    fn solve_limits(&self, drawing: &Drawing) -> Vec<Size> {
        vec![Size::new(
            "the edges of a region that is not a stalk",
            largest_tangle(drawing),
            SOLVE_REGION_EDGES,
        )]
    }
    fn size(&self, drawing: &Drawing) -> Size {
        Size::new(
            "the number of edges",
            drawing.edges.len() as u64,
            PLAY_EDGES,
        )
    }
    fn play_limits(&self, drawing: &Drawing) -> Vec<Size> {
        vec![Size::new(
            "the edges of a region that is not a stalk",
            largest_tangle(drawing),
            PLAY_REGION_EDGES,
        )]
    }
    /// `--stalks` stalks of `--edges` edges in all, each edge's colour at
    /// random; with `--stalks 0`, a tree of `--edges` edges grown from the
    /// ground, each edge from a vertex already drawn.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Drawing, Error> {
        let edges = usize::try_from(draw.get("edges"))
            .unwrap_or(8)
            .clamp(1, MOST_EDGES);
        let stalks = usize::try_from(draw.get("stalks")).unwrap_or(0).min(edges);
        let mut drawing = Drawing {
            vertices: 1,
            edges: Vec::new(),
            colours: Vec::new(),
            stalks: (stalks > 0).then(Vec::new),
        };
        if stalks > 0 {
            let mut lengths = vec![1u32; stalks];
            for _ in stalks..edges {
                lengths[draw.number(0..=stalks as u64 - 1) as usize] += 1;
            }
            for &length in &lengths {
                let mut below = 0;
                for _ in 0..length {
                    let above = drawing.vertices;
                    drawing.vertices += 1;
                    drawing.edges.push([below, above]);
                    drawing.colours.push(random_colour(draw));
                    below = above;
                }
            }
            drawing.stalks = Some(lengths);
        } else {
            for _ in 0..edges {
                let below = draw.number(0..=u64::from(drawing.vertices) - 1) as u32;
                let above = drawing.vertices;
                drawing.vertices += 1;
                drawing.edges.push([below, above]);
                drawing.colours.push(random_colour(draw));
            }
        }
        Ok(drawing)
    }
}

#[cfg(test)]
mod tests;
