//! A position drawn as a standalone SVG picture, from its [`Scene`] and
//! [`Picture`] alone, as the playground draws it: for notebooks (the Python
//! package's rich display) and documents. The places of the moves asked for
//! ([`Target`]s, the best moves) are marked green with a `✓`, so that the
//! mark does not rest on colour alone.
//!
//! Large positions are shown in part, as the playground shows them: a row
//! longer than [`ROW_CELLS`] values keeps its ends, a board past
//! [`BOARD_ROWS`] × [`BOARD_COLUMNS`] cells shows the window around its
//! token, a heap past [`HEAP_THINGS`] things its top ones; a graph of more
//! than [`GRAPH_VERTICES`] vertices or [`GRAPH_EDGES`] edges is shown as
//! its text, but Hackenbush, grown up from the ground by levels, is drawn
//! up to [`GRAPH_EDGES`] edges (a tree of as many and one vertex more), as
//! the playground draws it. Written with the `svg` crate, never by pasting
//! strings.

use std::f64::consts::PI;

use svg::Document;
use svg::node::element::{Circle, Definitions, Group, Line, Marker, Path, Rectangle, Text, Title};

use super::picture::{Picture, Scene, Target};

/// The most values of a row drawn; a longer row keeps its ends.
pub const ROW_CELLS: usize = 40;
/// The most rows of a board drawn; a taller board shows a window.
pub const BOARD_ROWS: usize = 40;
/// The most columns of a board drawn; a wider board shows a window.
pub const BOARD_COLUMNS: usize = 60;
/// The most things of a heap drawn; a larger heap shows its top ones.
pub const HEAP_THINGS: u64 = 30;
/// The most vertices of a graph drawn.
pub const GRAPH_VERTICES: usize = 60;
/// The most edges of a graph drawn.
pub const GRAPH_EDGES: usize = 400;
/// The most lines of a position drawn as text.
pub const TEXT_LINES: usize = 40;

const INK: &str = "#1b1b1b";
const MUTED: &str = "#5c5c5c";
const LINE: &str = "#c9c9c4";
const GONE: &str = "#ecece8";
const ONE: &str = "#0072b2";
const TWO: &str = "#d55e00";
const GOOD: &str = "#009e73";
const ONE_SOFT: &str = "#d3e6f3";
const GOOD_SOFT: &str = "#c8ebdf";

/// The position `picture` over `scene` as an SVG document, the places of
/// `marked` moves marked; `text` is the position as text, drawn where the
/// picture is text or too large to draw.
///
/// ```
/// use optimal_play::engine::drawing::draw;
/// use optimal_play::engine::picture::{Picture, Scene, Target};
///
/// let svg = draw(
///     &Scene::row(&[20, 30, 2, 2]),
///     &Picture::row(0, 4),
///     "20 30 2 2",
///     &[Target::Value { index: 3 }],
/// );
/// assert!(svg.starts_with("<svg"));
/// assert!(svg.contains("\n30\n</text>") && svg.contains("✓"));
/// ```
pub fn draw(scene: &Scene, picture: &Picture, text: &str, marked: &[Target]) -> String {
    let drawn = match (picture, scene) {
        (Picture::Row { from, to, note }, Scene::Row { values }) => {
            row(values, *from..*to, note.as_deref(), marked)
        }
        (Picture::Board { token, walls }, Scene::Board { rows }) => {
            board(rows, token.iter().copied(), walls, &[], marked)
        }
        (Picture::Pieces { pieces }, Scene::Board { rows }) => {
            let cells: Vec<[u64; 2]> = pieces.iter().map(|piece| piece.cell).collect();
            let names: Vec<&str> = pieces.iter().map(|piece| piece.name).collect();
            board(rows, cells.iter().copied(), &[], &names, marked)
        }
        (
            Picture::Tokens { tokens },
            Scene::Graph {
                vertices,
                edges,
                directed,
            },
        ) if vertices.len() <= GRAPH_VERTICES && edges.len() <= GRAPH_EDGES => {
            let tokens: Vec<(u32, &str)> = (tokens.iter())
                .map(|token| (token.vertex, token.name))
                .collect();
            graph(vertices, edges, *directed, &tokens, marked)
        }
        (
            Picture::Edges { standing, colours },
            Scene::Graph {
                vertices, edges, ..
            },
        ) if vertices.len() <= GRAPH_EDGES + 1 && edges.len() <= GRAPH_EDGES => {
            hackenbush(vertices.len(), edges, standing, colours.as_deref(), marked)
        }
        (Picture::Heaps { sizes, noun, .. }, _) => heaps(sizes, noun, marked),
        (Picture::Count { count, noun }, _) => pile(*count, noun),
        (Picture::Grid { rows, .. }, _) if rows.len() <= BOARD_ROWS && shorter(rows) => {
            grid(rows, marked)
        }
        _ => lines(text),
    };
    drawn.to_string()
}

pub(crate) fn document(width: f64, height: f64, title: &str) -> Document {
    Document::new()
        .set("xmlns", "http://www.w3.org/2000/svg")
        .set("width", width)
        .set("height", height)
        .set("viewBox", (0.0, 0.0, width, height))
        .set("font-family", "sans-serif")
        .set("font-size", 14)
        .add(Title::new(title))
        .add(
            Rectangle::new()
                .set("width", "100%")
                .set("height", "100%")
                .set("fill", "white"),
        )
}

pub(crate) fn label(x: f64, y: f64, content: impl Into<String>) -> Text {
    Text::new(content)
        .set("x", x)
        .set("y", y)
        .set("text-anchor", "middle")
        .set("dominant-baseline", "central")
}

/// The `✓` that goes with a marked place.
fn tick(x: f64, y: f64) -> Text {
    label(x, y, "✓")
        .set("fill", GOOD)
        .set("font-weight", "bold")
}

fn words(x: f64, y: f64, content: impl Into<String>) -> Text {
    Text::new(content)
        .set("x", x)
        .set("y", y)
        .set("fill", MUTED)
        .set("font-size", 12)
}

/// The indices of a row shown, `None` where some are left out: all of a
/// short row, else the values left and one either side, their middle left
/// out when they are too many.
fn shown_cells(length: usize, left: &std::ops::Range<usize>) -> Vec<Option<usize>> {
    if length <= ROW_CELLS {
        return (0..length).map(Some).collect();
    }
    let keep = left.start.saturating_sub(1)..(left.end + 1).min(length);
    let mut shown = Vec::new();
    if keep.start > 0 {
        shown.push(None);
    }
    if keep.len() <= ROW_CELLS {
        shown.extend(keep.clone().map(Some));
    } else {
        let half = ROW_CELLS / 2;
        shown.extend((keep.start..keep.start + half).map(Some));
        shown.push(None);
        shown.extend((keep.end - half..keep.end).map(Some));
    }
    if keep.end < length {
        shown.push(None);
    }
    shown
}

fn row(
    values: &[i64],
    left: std::ops::Range<usize>,
    note: Option<&str>,
    marked: &[Target],
) -> Document {
    let shown = shown_cells(values.len(), &left);
    let longest = (shown.iter().flatten())
        .map(|&at| values[at].to_string().chars().count())
        .max()
        .unwrap_or(1);
    let cell = (9.0 * longest as f64 + 16.0).max(44.0);
    let gap = 6.0;
    let width = 20.0 + shown.len() as f64 * (cell + gap);
    let height = 104.0;
    let mut document = document(
        width.max(240.0),
        height,
        &format!(
            "a row of {} values, {} left",
            values.len(),
            left.end.saturating_sub(left.start)
        ),
    );
    let is_marked = |index: usize| marked.contains(&Target::Value { index });
    for (slot, at) in shown.iter().enumerate() {
        let x = 10.0 + slot as f64 * (cell + gap);
        let Some(at) = *at else {
            document = document.add(label(x + cell / 2.0, 36.0, "…").set("fill", MUTED));
            continue;
        };
        let here = left.contains(&at);
        let mut square = Rectangle::new()
            .set("x", x)
            .set("y", 16.0)
            .set("width", cell)
            .set("height", 40.0)
            .set("rx", 5)
            .set("fill", if here { "white" } else { GONE })
            .set("stroke", if here { ONE } else { LINE })
            .set("stroke-width", 2);
        if !here {
            square = square.set("stroke-dasharray", "4 3");
        }
        if is_marked(at) {
            square = square.set("stroke", GOOD).set("stroke-width", 4);
        }
        document = document
            .add(square)
            .add(
                label(x + cell / 2.0, 36.0, values[at].to_string())
                    .set("fill", if here { INK } else { MUTED })
                    .set("font-weight", if here { "bold" } else { "normal" }),
            )
            .add(
                label(x + cell / 2.0, 66.0, (at + 1).to_string())
                    .set("fill", MUTED)
                    .set("font-size", 10),
            );
        if is_marked(at) {
            document = document.add(tick(x + cell / 2.0, 6.0 + 2.0));
        }
    }
    let caption = match note {
        Some(note) => format!("{} of {} values left; {note}", left.len(), values.len()),
        None => format!("{} of {} values left", left.len(), values.len()),
    };
    document.add(words(10.0, 92.0, caption))
}

/// The first row and column of the window of a board shown: the whole
/// board when it is small, else the window around `around`.
fn window(rows: usize, columns: usize, around: Option<[u64; 2]>) -> (usize, usize) {
    let [row, column] = around.map_or([0, 0], |[row, column]| {
        [
            usize::try_from(row).unwrap_or(usize::MAX),
            usize::try_from(column).unwrap_or(usize::MAX),
        ]
    });
    let start = |at: usize, length: usize, most: usize| {
        if length <= most {
            0
        } else {
            at.saturating_sub(most / 2).min(length - most)
        }
    };
    (
        start(row, rows, BOARD_ROWS),
        start(column, columns, BOARD_COLUMNS),
    )
}

/// A piece's sign on its cell.
fn piece_sign(name: &str) -> String {
    match name {
        "minus" => "−".to_owned(),
        "cross" => "X".to_owned(),
        _ => name
            .chars()
            .next()
            .map_or_else(String::new, |first| first.to_uppercase().collect()),
    }
}

fn board(
    rows: &[String],
    tokens: impl Iterator<Item = [u64; 2]> + Clone,
    walls: &[[u64; 2]],
    names: &[&str],
    marked: &[Target],
) -> Document {
    let grid: Vec<Vec<char>> = rows.iter().map(|row| row.chars().collect()).collect();
    let columns = grid.iter().map(Vec::len).max().unwrap_or(0);
    let (top, first) = window(grid.len(), columns, tokens.clone().next());
    let (shown_rows, shown_columns) = (grid.len().min(BOARD_ROWS), columns.min(BOARD_COLUMNS));
    let cell = if shown_columns > 30 { 20.0 } else { 30.0 };
    let pad = 14.0;
    let width = (2.0 * pad + cell * shown_columns as f64).max(240.0);
    let height = 2.0 * pad + cell * shown_rows as f64 + 22.0;
    let cut = shown_rows < grid.len() || shown_columns < columns;
    let mut document = document(
        width,
        height,
        &format!("a board of {} × {columns} cells", grid.len()),
    )
    .set("font-size", cell * 0.45);
    let place = |row: u64, column: u64| -> Option<(f64, f64)> {
        let row = usize::try_from(row).ok()?.checked_sub(top)?;
        let column = usize::try_from(column).ok()?.checked_sub(first)?;
        (row < shown_rows && column < shown_columns)
            .then_some((pad + cell * column as f64, pad + cell * row as f64))
    };
    let mut cells = Group::new().set("stroke", LINE).set("stroke-width", 0.5);
    for (row, line) in grid.iter().enumerate().skip(top).take(shown_rows) {
        for (column, &sign) in line.iter().enumerate().skip(first).take(shown_columns) {
            let (x, y) = place(row as u64, column as u64).expect("a shown cell");
            let blocked = sign == 'x' || sign == '#';
            cells = cells.add(
                Rectangle::new()
                    .set("x", x)
                    .set("y", y)
                    .set("width", cell)
                    .set("height", cell)
                    .set("fill", if blocked { "#444" } else { "#f6f6f2" }),
            );
            if !blocked && sign != '.' {
                cells = cells.add(
                    label(x + cell / 2.0, y + cell / 2.0, sign.to_string())
                        .set("stroke", "none")
                        .set("fill", INK),
                );
            }
        }
    }
    document = document.add(cells);
    for &[row, column] in walls {
        if let Some((x, y)) = place(row, column) {
            document = document.add(
                Rectangle::new()
                    .set("x", x + 1.0)
                    .set("y", y + cell - 3.0)
                    .set("width", cell - 2.0)
                    .set("height", 6)
                    .set("fill", TWO),
            );
        }
    }
    for (at, [row, column]) in tokens.enumerate() {
        let Some((x, y)) = place(row, column) else {
            continue;
        };
        // A piece's colour says what it is: the first kind named is blue,
        // the others orange.
        let first_kind = names
            .first()
            .is_none_or(|&first| names.get(at) == Some(&first));
        let colour = if first_kind { ONE } else { TWO };
        document = document.add(
            Circle::new()
                .set("cx", x + cell / 2.0)
                .set("cy", y + cell / 2.0)
                .set("r", cell * 0.38)
                .set("fill", colour),
        );
        if let Some(name) = names.get(at) {
            document = document.add(
                label(x + cell / 2.0, y + cell / 2.0, piece_sign(name))
                    .set("fill", "white")
                    .set("font-weight", "bold"),
            );
        }
    }
    for target in marked {
        let (shape, at) = match *target {
            Target::Cell { row, column } => (
                place(row, column).map(|(x, y)| {
                    Rectangle::new()
                        .set("x", x + 2.0)
                        .set("y", y + 2.0)
                        .set("width", cell - 4.0)
                        .set("height", cell - 4.0)
                }),
                place(row, column),
            ),
            Target::Gap { row, column } => (
                place(row, column).map(|(x, y)| {
                    Rectangle::new()
                        .set("x", x + 1.0)
                        .set("y", y + cell - 4.0)
                        .set("width", cell - 2.0)
                        .set("height", 8)
                }),
                place(row, column).map(|(x, y)| (x, y + cell / 2.0)),
            ),
            _ => (None, None),
        };
        if let (Some(shape), Some((x, y))) = (shape, at) {
            document = document
                .add(
                    shape
                        .set("fill", "none")
                        .set("stroke", GOOD)
                        .set("stroke-width", 3),
                )
                .add(tick(x + cell - 6.0, y + 7.0).set("font-size", cell * 0.4));
        }
    }
    let caption = if cut {
        format!(
            "rows {}–{} and columns {}–{} of {} × {columns}",
            top + 1,
            top + shown_rows,
            first + 1,
            first + shown_columns,
            grid.len()
        )
    } else {
        format!("{} × {columns}", grid.len())
    };
    document.add(words(pad, height - 8.0, caption))
}

/// Whether every row of a grid is at most [`BOARD_COLUMNS`] cells.
fn shorter(rows: &[Vec<String>]) -> bool {
    rows.iter().all(|row| row.len() <= BOARD_COLUMNS)
}

/// A game's own grid of cells: each cell not empty a disc with its text,
/// coloured by its kind (the first kind in reading order blue, the second
/// orange, others dark), so that two players' pieces differ in colour and
/// in sign.
fn grid(rows: &[Vec<String>], marked: &[Target]) -> Document {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let cell = if columns > 30 { 20.0 } else { 36.0 };
    let pad = 14.0;
    let width = (2.0 * pad + cell * columns as f64).max(120.0);
    let height = 2.0 * pad + cell * rows.len() as f64;
    let mut kinds: Vec<&str> = Vec::new();
    let mut document = document(
        width,
        height,
        &format!("a board of {} × {columns} cells", rows.len()),
    )
    .set("font-size", cell * 0.45);
    for (row, cells) in rows.iter().enumerate() {
        for (column, sign) in cells.iter().enumerate() {
            let (x, y) = (pad + cell * column as f64, pad + cell * row as f64);
            document = document.add(
                Rectangle::new()
                    .set("x", x)
                    .set("y", y)
                    .set("width", cell)
                    .set("height", cell)
                    .set("fill", "#f6f6f2")
                    .set("stroke", LINE)
                    .set("stroke-width", 0.5),
            );
            let sign = sign.trim();
            if Picture::empty_cell(sign) {
                continue;
            }
            let kind = kinds
                .iter()
                .position(|&seen| seen == sign)
                .unwrap_or_else(|| {
                    kinds.push(sign);
                    kinds.len() - 1
                });
            let colour = [ONE, TWO].get(kind).copied().unwrap_or(INK);
            document = document
                .add(
                    Circle::new()
                        .set("cx", x + cell / 2.0)
                        .set("cy", y + cell / 2.0)
                        .set("r", cell * 0.4)
                        .set("fill", colour),
                )
                .add(
                    label(x + cell / 2.0, y + cell / 2.0, sign)
                        .set("fill", "white")
                        .set("font-weight", "bold"),
                );
        }
    }
    for target in marked {
        if let Target::Cell { row, column } = *target
            && (row as usize) < rows.len()
            && (column as usize) < columns
        {
            let (x, y) = (pad + cell * column as f64, pad + cell * row as f64);
            document = document
                .add(
                    Rectangle::new()
                        .set("x", x + 2.0)
                        .set("y", y + 2.0)
                        .set("width", cell - 4.0)
                        .set("height", cell - 4.0)
                        .set("fill", GOOD_SOFT)
                        .set("stroke", GOOD)
                        .set("stroke-width", 3),
                )
                .add(tick(x + cell / 2.0, y + cell / 2.0).set("font-size", cell * 0.5));
        }
    }
    document
}

fn arrow_marker() -> Definitions {
    Definitions::new().add(
        Marker::new()
            .set("id", "arrow")
            .set("viewBox", "0 0 10 10")
            .set("refX", 24)
            .set("refY", 5)
            .set("markerWidth", 6)
            .set("markerHeight", 6)
            .set("orient", "auto-start-reverse")
            .add(
                Path::new()
                    .set("d", "M 0 0 L 10 5 L 0 10 z")
                    .set("fill", MUTED),
            ),
    )
}

fn graph(
    vertices: &[String],
    edges: &[[u32; 2]],
    directed: bool,
    tokens: &[(u32, &str)],
    marked: &[Target],
) -> Document {
    let n = vertices.len();
    let size = (360.0 * (n as f64 / 10.0).sqrt().max(1.0)).round();
    let places = spring_layout(n, edges, size);
    let at = |v: u32| places[v as usize];
    let mut document = document(
        size,
        size + 20.0,
        &format!("a graph of {n} vertices and {} edges", edges.len()),
    )
    .add(arrow_marker());
    for &[from, to] in edges {
        let (x1, y1) = at(from);
        if from == to {
            document = document.add(
                Circle::new()
                    .set("cx", x1)
                    .set("cy", y1 - 20.0)
                    .set("r", 12)
                    .set("fill", "none")
                    .set("stroke", MUTED),
            );
            continue;
        }
        let (x2, y2) = at(to);
        let mut line = Line::new()
            .set("x1", x1)
            .set("y1", y1)
            .set("x2", x2)
            .set("y2", y2)
            .set("stroke", MUTED)
            .set("stroke-width", 1.5);
        if directed {
            line = line.set("marker-end", "url(#arrow)");
        }
        document = document.add(line);
    }
    let names: Vec<&str> = tokens.iter().fold(Vec::new(), |mut names, &(_, name)| {
        if !names.contains(&name) {
            names.push(name);
        }
        names
    });
    for (v, name) in (0..).zip(vertices) {
        let (x, y) = at(v);
        let here: Vec<&str> = (tokens.iter())
            .filter(|&&(vertex, _)| vertex == v)
            .map(|&(_, name)| name)
            .collect();
        let fill = match here.first() {
            Some(token) if names.iter().position(|name| name == token) == Some(0) => ONE,
            Some(_) => TWO,
            None => "white",
        };
        let mut circle = Circle::new()
            .set("cx", x)
            .set("cy", y)
            .set("r", 16)
            .set("fill", fill)
            .set("stroke", INK)
            .set("stroke-width", 1.5);
        let mark = marked.contains(&Target::Vertex { vertex: v });
        if mark {
            circle = circle.set("stroke", GOOD).set("stroke-width", 4);
        }
        // A label too long for its circle (`0 (hole)`) goes under it.
        let (inside, under) = if name.chars().count() <= 3 {
            (name.clone(), None)
        } else {
            (String::new(), Some(name.clone()))
        };
        document = document.add(circle).add(
            label(x, y, inside)
                .set("fill", if here.is_empty() { INK } else { "white" })
                .set("font-size", 12),
        );
        if let Some(under) = under {
            document = document.add(label(x, y + 26.0, under).set("font-size", 11));
        }
        if !here.is_empty() {
            document = document.add(label(x, y - 26.0, here.join(" + ")).set("font-size", 12));
        }
        if mark {
            document = document.add(tick(x + 20.0, y + 18.0));
        }
    }
    document
}

/// Places for `n` vertices in a square of side `size`, by springs: every
/// pair pushes apart, each edge pulls its ends together, a pull to the
/// middle keeps loose parts near; then circles nearer than 40 are pushed
/// apart. The playground lays graphs out the same way, from the same
/// start (the vertices on a circle), so a graph looks alike in both.
fn spring_layout(n: usize, edges: &[[u32; 2]], size: f64) -> Vec<(f64, f64)> {
    let mut p: Vec<[f64; 2]> = (0..n)
        .map(|v| {
            let angle = -PI / 2.0 + 2.0 * PI * v as f64 / n as f64;
            [angle.cos(), angle.sin()]
        })
        .collect();
    let pulls: Vec<(usize, usize)> = (edges.iter())
        .filter(|[a, b]| a != b)
        .map(|&[a, b]| (a as usize, b as usize))
        .collect();
    let ideal = 2.0 / (n.max(1) as f64).sqrt();
    let mut step = 0.1;
    for _ in 0..if n > 2 { 300 } else { 0 } {
        let mut push = vec![[0.0_f64; 2]; n];
        for a in 0..n {
            for b in a + 1..n {
                let (dx, dy) = (p[a][0] - p[b][0], p[a][1] - p[b][1]);
                let f = ideal * ideal / (dx * dx + dy * dy).max(1e-6);
                push[a][0] += dx * f;
                push[a][1] += dy * f;
                push[b][0] -= dx * f;
                push[b][1] -= dy * f;
            }
        }
        for &(a, b) in &pulls {
            let (dx, dy) = (p[a][0] - p[b][0], p[a][1] - p[b][1]);
            let f = dx.hypot(dy).max(1e-3) / ideal;
            push[a][0] -= dx * f;
            push[a][1] -= dy * f;
            push[b][0] += dx * f;
            push[b][1] += dy * f;
        }
        for (place, push) in p.iter_mut().zip(&mut push) {
            push[0] -= 2.0 * place[0];
            push[1] -= 2.0 * place[1];
            let length = push[0].hypot(push[1]);
            let length = if length == 0.0 { 1.0 } else { length };
            let moved = length.min(step);
            place[0] += push[0] / length * moved;
            place[1] += push[1] / length * moved;
        }
        step *= 0.985;
    }
    let margin = 34.0;
    let (x0, x1) = (p.iter()).fold((f64::MAX, f64::MIN), |(lo, hi), q| {
        (lo.min(q[0]), hi.max(q[0]))
    });
    let (y0, y1) = (p.iter()).fold((f64::MAX, f64::MIN), |(lo, hi), q| {
        (lo.min(q[1]), hi.max(q[1]))
    });
    let inner = size - 2.0 * margin;
    let scale = inner / (x1 - x0).max(y1 - y0).max(1e-6);
    let mut at: Vec<(f64, f64)> = (p.iter())
        .map(|&[x, y]| {
            if n == 1 {
                (size / 2.0, size / 2.0)
            } else {
                (
                    margin + (x - x0) * scale + (inner - (x1 - x0) * scale) / 2.0,
                    margin + (y - y0) * scale + (inner - (y1 - y0) * scale) / 2.0,
                )
            }
        })
        .collect();
    // No two circles on top of each other.
    let apart = 40.0;
    for _ in 0..60 {
        let mut moved = false;
        for a in 0..n {
            for b in a + 1..n {
                let (dx, dy) = (at[b].0 - at[a].0, at[b].1 - at[a].1);
                let d = dx.hypot(dy);
                if d >= apart {
                    continue;
                }
                let (ux, uy) = if d > 1e-6 {
                    (dx / d, dy / d)
                } else {
                    (1.0, 0.0)
                };
                let half = (apart - d) / 2.0;
                at[a].0 -= ux * half;
                at[a].1 -= uy * half;
                at[b].0 += ux * half;
                at[b].1 += uy * half;
                moved = true;
            }
        }
        for q in &mut at {
            q.0 = q.0.clamp(margin, size - margin);
            q.1 = q.1.clamp(margin, size - margin);
        }
        if !moved {
            break;
        }
    }
    at
}

/// Each vertex's level above the ground (vertex 0), by breadth-first
/// search; a vertex cut off from the ground goes one level above the top.
fn levels(n: usize, edges: &[[u32; 2]]) -> Vec<usize> {
    let mut next = vec![Vec::new(); n];
    for &[a, b] in edges {
        next[a as usize].push(b as usize);
        next[b as usize].push(a as usize);
    }
    let mut depth = vec![usize::MAX; n];
    let mut queue = std::collections::VecDeque::new();
    if n > 0 {
        depth[0] = 0;
        queue.push_back(0);
    }
    while let Some(v) = queue.pop_front() {
        for &w in &next[v] {
            if depth[w] == usize::MAX {
                depth[w] = depth[v] + 1;
                queue.push_back(w);
            }
        }
    }
    let top = depth.iter().copied().filter(|&d| d != usize::MAX).max();
    let apart = top.map_or(0, |top| top + 1);
    for d in &mut depth {
        if *d == usize::MAX {
            *d = apart;
        }
    }
    depth
}

fn hackenbush(
    n: usize,
    edges: &[[u32; 2]],
    standing: &[u32],
    colours: Option<&[&str]>,
    marked: &[Target],
) -> Document {
    let depth = levels(n, edges);
    let count = depth.iter().max().map_or(1, |&top| top + 1);
    let mut by_level = vec![Vec::new(); count];
    for (v, &d) in depth.iter().enumerate() {
        by_level[d].push(v);
    }
    let widest = by_level.iter().map(Vec::len).max().unwrap_or(1);
    let width = (32.0 * (widest as f64 + 1.0)).max(320.0);
    let step = 56.0;
    let height = 40.0 + step * count as f64;
    let ground = height - 24.0;
    // Level by level up from the ground, each vertex ordered by the mean
    // place of its neighbours below, so that a branch stays over its stem.
    let mut order = vec![0.0_f64; n];
    let mut at = vec![(0.0, 0.0); n];
    for (level, list) in by_level.iter_mut().enumerate() {
        if level > 0 {
            for &v in list.iter() {
                let below: Vec<f64> = (edges.iter())
                    .filter_map(|&[a, b]| match (a as usize, b as usize) {
                        (a, b) if a == v && depth[b] + 1 == level => Some(order[b]),
                        (a, b) if b == v && depth[a] + 1 == level => Some(order[a]),
                        _ => None,
                    })
                    .collect();
                order[v] = if below.is_empty() {
                    f64::INFINITY
                } else {
                    below.iter().sum::<f64>() / below.len() as f64
                };
            }
            list.sort_by(|&a, &b| order[a].total_cmp(&order[b]).then(a.cmp(&b)));
        }
        let spread = list.len().saturating_sub(1).max(1) as f64;
        for (i, &v) in list.iter().enumerate() {
            order[v] = i as f64 / spread;
            at[v] = (
                width * (i as f64 + 1.0) / (list.len() as f64 + 1.0),
                ground - step * level as f64,
            );
        }
    }
    let mut document = document(
        width,
        height,
        &format!(
            "Hackenbush: {} of {} edges standing",
            standing.len(),
            edges.len()
        ),
    )
    .add(
        Line::new()
            .set("x1", 8)
            .set("y1", ground)
            .set("x2", width - 8.0)
            .set("y2", ground)
            .set("stroke", INK)
            .set("stroke-width", 4),
    );
    let mut copies = std::collections::HashMap::new();
    for (id, &[a, b]) in (0..).zip(edges) {
        let (x1, y1) = at[a as usize];
        let (x2, y2) = at[b as usize];
        let copy: &mut u32 = copies.entry((a.min(b), a.max(b))).or_default();
        let bend = match *copy {
            0 => 0.0,
            k => f64::from(if k % 2 == 1 { 1 } else { -1 }) * 18.0 * f64::from(k.div_ceil(2)),
        };
        *copy += 1;
        let up = standing.binary_search(&id).is_ok();
        let mark = marked.contains(&Target::Edge { edge: id });
        // A blue-red board's edges in the players' colours, green ones
        // green; a green board's all one wood colour.
        let own = match colours.and_then(|colours| colours.get(id as usize)) {
            Some(&"blue") => ONE,
            Some(&"red") => TWO,
            Some(_) => GOOD,
            None => "#7a5230",
        };
        let (colour, width) = match (mark, up) {
            (true, _) => (INK, 6),
            (false, true) => (own, 4),
            (false, false) => (GONE, 2),
        };
        let d = if a == b {
            format!("M {x1} {y1} c -24 -36 24 -36 0 0",)
        } else {
            let length = (x2 - x1).hypot(y2 - y1).max(1.0);
            let (cx, cy) = (
                (x1 + x2) / 2.0 - bend * (y2 - y1) / length,
                (y1 + y2) / 2.0 + bend * (x2 - x1) / length,
            );
            format!("M {x1} {y1} Q {cx} {cy} {x2} {y2}")
        };
        let mut path = Path::new()
            .set("d", d)
            .set("fill", "none")
            .set("stroke", colour)
            .set("stroke-width", width)
            .set("stroke-linecap", "round");
        if !up {
            path = path.set("stroke-dasharray", "4 4");
        }
        document = document.add(path);
        if mark {
            document = document.add(tick((x1 + x2) / 2.0 + 14.0, (y1 + y2) / 2.0));
        }
    }
    for (v, &(x, y)) in at.iter().enumerate() {
        document = document.add(
            Circle::new()
                .set("cx", x)
                .set("cy", y)
                .set("r", 10)
                .set("fill", if v == 0 { INK } else { "white" })
                .set("stroke", INK),
        );
        document = document.add(
            label(x, y, (v + 1).to_string())
                .set("font-size", 10)
                .set("fill", if v == 0 { "white" } else { INK }),
        );
    }
    document
}

fn heaps(sizes: &[u64], noun: &str, marked: &[Target]) -> Document {
    let thing = 12.0;
    let column = 44.0;
    let tallest = sizes.iter().copied().max().unwrap_or(0).min(HEAP_THINGS);
    let width = (20.0 + column * sizes.len() as f64).max(240.0);
    let top = 24.0;
    let floor = top + thing * tallest as f64 + 8.0;
    let height = floor + 48.0;
    let mut document = document(width, height, &format!("{} {noun}s", sizes.len()));
    for (heap, &size) in sizes.iter().enumerate() {
        let x = 10.0 + column * heap as f64;
        let drawn = size.min(HEAP_THINGS);
        if size > HEAP_THINGS {
            document = document.add(label(x + column / 2.0, top - 12.0, "⋮").set("fill", MUTED));
        }
        // From the top of the heap down: the k-th thing from the top is
        // where a move taking k is made.
        // The things a marked move takes are shaded, the last of them
        // (where the move is made) filled.
        let takes = (1..=drawn)
            .rev()
            .find(|&take| marked.contains(&Target::Heap { heap, take }))
            .unwrap_or(0);
        for k in 1..=drawn {
            let y = floor - thing * (drawn - k + 1) as f64;
            let mark = marked.contains(&Target::Heap { heap, take: k });
            let (fill, stroke) = match (mark, k <= takes) {
                (true, _) => (GOOD, GOOD),
                (false, true) => (GOOD_SOFT, GOOD),
                (false, false) => (ONE_SOFT, ONE),
            };
            let stick = Rectangle::new()
                .set("x", x + 6.0)
                .set("y", y + 1.0)
                .set("width", column - 12.0)
                .set("height", thing - 2.0)
                .set("rx", 2)
                .set("fill", fill)
                .set("stroke", stroke);
            document = document.add(stick);
            if mark {
                document =
                    document.add(tick(x + column - 2.0, y + thing / 2.0).set("font-size", 11));
            }
        }
        let split = marked.contains(&Target::Heap { heap, take: 0 });
        document = document.add(
            label(x + column / 2.0, floor + 12.0, size.to_string())
                .set("fill", if split { GOOD } else { INK })
                .set("font-weight", "bold"),
        );
        if split {
            document = document.add(tick(x + column / 2.0, floor + 28.0));
        }
    }
    let caption = match sizes.len() {
        0 => format!("no {noun}s left"),
        1 => format!("1 {noun}"),
        count => format!("{count} {noun}s"),
    };
    document.add(words(10.0, height - 6.0, caption))
}

fn pile(count: u64, noun: &str) -> Document {
    let drawn = count.min(50);
    let per_row = 10;
    let rows = drawn.div_ceil(per_row).max(1);
    let height = 30.0 + 22.0 * rows as f64 + 20.0;
    let mut document = document(260.0, height, &format!("{count} {noun}s"));
    for at in 0..drawn {
        let (row, column) = (at / per_row, at % per_row);
        document = document.add(
            Circle::new()
                .set("cx", 20.0 + 22.0 * column as f64)
                .set("cy", height - 40.0 - 22.0 * row as f64)
                .set("r", 9)
                .set("fill", "#e6b800")
                .set("stroke", "#8a6d00"),
        );
    }
    let caption = if count == 1 {
        format!("1 {noun}")
    } else if count > drawn {
        format!("{count} {noun}s (50 drawn)")
    } else {
        format!("{count} {noun}s")
    };
    document.add(words(10.0, height - 8.0, caption))
}

fn lines(text: &str) -> Document {
    let all: Vec<&str> = text.lines().collect();
    let shown: Vec<String> = (all.iter().take(TEXT_LINES))
        .map(|line| line.chars().take(100).collect())
        .collect();
    let widest = shown
        .iter()
        .map(|line| line.chars().count())
        .max()
        .unwrap_or(0);
    let extra = usize::from(all.len() > TEXT_LINES);
    let width = (20.0 + 8.4 * widest as f64).max(120.0);
    let height = 20.0 + 18.0 * (shown.len() + extra) as f64;
    let mut document = document(width, height, "the position")
        .set("font-family", "monospace")
        .set("font-size", 14);
    for (at, line) in shown.into_iter().enumerate() {
        document = document.add(
            // No-break spaces keep the columns of a board drawn as text.
            Text::new(line.replace(' ', "\u{a0}"))
                .set("x", 10)
                .set("y", 24.0 + 18.0 * at as f64)
                .set("fill", INK),
        );
    }
    if extra == 1 {
        document = document.add(words(
            10.0,
            height - 6.0,
            format!("… {} more lines", all.len() - TEXT_LINES),
        ));
    }
    document
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::picture::Token;

    fn is_svg(drawn: &str) -> bool {
        drawn.starts_with("<svg") && drawn.trim_end().ends_with("</svg>")
    }

    /// Whether `drawn` writes `words` as one text of its own.
    fn shows(drawn: &str, words: &str) -> bool {
        drawn.contains(&format!(">\n{words}\n</text>"))
    }

    #[test]
    fn a_long_row_keeps_the_values_left_and_elides_the_rest() {
        let values: Vec<i64> = (1..=1000).collect();
        assert_eq!(shown_cells(5, &(1..4)).len(), 5);
        let shown = shown_cells(values.len(), &(500..503));
        assert_eq!(
            shown,
            vec![
                None,
                Some(499),
                Some(500),
                Some(501),
                Some(502),
                Some(503),
                None
            ]
        );
        let wide = shown_cells(values.len(), &(0..1000));
        assert_eq!(wide.len(), ROW_CELLS + 1);
        assert_eq!(wide.first(), Some(&Some(0)));
        assert_eq!(wide.last(), Some(&Some(999)));
        let drawn = draw(&Scene::row(&values), &Picture::row(500, 503), "", &[]);
        assert!(is_svg(&drawn));
        assert!(shows(&drawn, "501") && !shows(&drawn, "200"));
    }

    #[test]
    fn marks_go_where_the_moves_are_made_and_nowhere_else() {
        let board = Scene::Board {
            rows: vec!["12".to_owned(), "3x".to_owned()],
        };
        let walls = Picture::Board {
            token: Some([0, 0]),
            walls: vec![[0, 1]],
        };
        let plain = draw(&board, &walls, "", &[]);
        let marked = draw(&board, &walls, "", &[Target::Gap { row: 0, column: 0 }]);
        assert!(is_svg(&plain) && is_svg(&marked));
        assert!(!plain.contains('✓') && marked.contains('✓'));
        let heaps = Picture::Heaps {
            sizes: vec![3, 40],
            noun: "heap",
            unordered: true,
        };
        let drawn = draw(
            &Scene::None,
            &heaps,
            "",
            &[Target::Heap { heap: 1, take: 2 }],
        );
        assert_eq!(drawn.matches('✓').count(), 1);
        assert!(shows(&drawn, "40") && shows(&drawn, "⋮"));
    }

    #[test]
    fn a_graph_is_laid_out_inside_its_square_with_its_circles_apart() {
        for n in [1_u32, 2, 3, 12, 60] {
            let edges: Vec<[u32; 2]> = (0..n).map(|v| [v, (v * 7 + 3) % n]).collect();
            let size = 400.0;
            let at = spring_layout(n as usize, &edges, size);
            assert_eq!(at.len(), n as usize);
            for &(x, y) in &at {
                assert!((34.0..=size - 34.0).contains(&x) && (34.0..=size - 34.0).contains(&y));
            }
            if n <= 12 {
                for a in 0..at.len() {
                    for b in a + 1..at.len() {
                        let d = (at[a].0 - at[b].0).hypot(at[a].1 - at[b].1);
                        assert!(d > 32.0, "{n} vertices: {a} and {b} are {d} apart");
                    }
                }
            }
        }
    }

    #[test]
    fn every_kind_of_picture_draws() {
        let graph = Scene::Graph {
            vertices: vec!["1".into(), "2".into(), "0 (hole)".into()],
            edges: vec![[0, 1], [1, 2], [2, 2]],
            directed: true,
        };
        let tokens = Picture::Tokens {
            tokens: vec![
                Token {
                    vertex: 0,
                    name: "mouse",
                },
                Token {
                    vertex: 1,
                    name: "cat",
                },
            ],
        };
        let drawn = draw(&graph, &tokens, "", &[Target::Vertex { vertex: 2 }]);
        assert!(is_svg(&drawn) && drawn.contains("mouse") && drawn.contains("0 (hole)"));
        let edges = Picture::Edges {
            standing: vec![0, 2],
            colours: None,
        };
        assert!(is_svg(&draw(
            &graph,
            &edges,
            "",
            &[Target::Edge { edge: 0 }]
        )));
        // Hackenbush is drawn up to its edge limit, a tree of 401 vertices.
        let tree = Scene::Graph {
            vertices: (0..=GRAPH_EDGES).map(|v| v.to_string()).collect(),
            edges: (0..GRAPH_EDGES as u32).map(|v| [v, v + 1]).collect(),
            directed: false,
        };
        let standing = Picture::Edges {
            standing: (0..GRAPH_EDGES as u32).collect(),
            colours: None,
        };
        assert_eq!(
            draw(&tree, &standing, "", &[]).matches("<path").count(),
            GRAPH_EDGES
        );
        let pile = Picture::Count {
            count: 7,
            noun: "coin",
        };
        assert!(draw(&Scene::None, &pile, "", &[]).contains("7 coins"));
        let text = draw(&Scene::None, &Picture::Text, "a < b & c", &[]);
        assert!(is_svg(&text) && shows(&text, "a\u{a0}&lt;\u{a0}b\u{a0}&amp;\u{a0}c"));
        // A picture that does not fit its scene is drawn as its text.
        let mismatched = draw(&Scene::None, &Picture::row(0, 1), "left", &[]);
        assert!(shows(&mismatched, "left"));
    }
}
