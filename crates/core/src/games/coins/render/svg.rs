//! The row game's margin table as an SVG heatmap with the optimal line traced
//! through it. Written with the `svg` crate, never by pasting strings.

use std::io::{self, Write};

use svg::Document;
use svg::node::element::{Group, Polyline, Rectangle, Text, Title};

use crate::coins::Line;
use crate::coins::interval::Table;
use crate::coins::render::table::segments_on_line;

const CELL: f64 = 44.0;
const MARGIN: f64 = 60.0;

fn text(x: f64, y: f64, content: impl Into<String>) -> Text {
    Text::new(content)
        .set("x", x)
        .set("y", y)
        .set("text-anchor", "middle")
        .set("dominant-baseline", "central")
}

/// The colour of a margin: blue for the mover ahead, red behind, white level,
/// stronger the larger it is against `scale`.
fn heat(margin: i128, scale: i128) -> String {
    let strength = if scale == 0 {
        0.0
    } else {
        (margin.unsigned_abs() as f64 / scale.unsigned_abs() as f64).min(1.0)
    };
    let fade = |full: f64| (255.0 - (255.0 - full) * strength).round() as u8;
    let (r, g, b) = if margin >= 0 {
        (fade(33.0), fade(102.0), fade(172.0))
    } else {
        (fade(178.0), fade(24.0), fade(43.0))
    };
    format!("rgb({r},{g},{b})")
}

/// Writes the margin table of `values` as an SVG heatmap: cell (i, j) is
/// M(i, j+1), the margin of the player to move when the values from position
/// i to position j are left; rows and columns are labelled with the values,
/// and the optimal `line` is traced through the segments it passes.
pub fn write_table(
    out: &mut dyn Write,
    values: &[i64],
    table: &Table,
    line: &Line,
) -> io::Result<()> {
    let n = values.len();
    let scale = (0..n)
        .flat_map(|i| (i + 1..=n).map(move |j| (i, j)))
        .map(|(i, j)| table.margin(i, j).abs())
        .max()
        .unwrap_or(0);
    // Cells are sized to their longest number, and the row labels' margin
    // to the longest value, so numbers of any width stay readable.
    let chars = |n: i128| n.to_string().len() as f64;
    let longest_margin = (0..n)
        .flat_map(|i| (i + 1..=n).map(move |j| (i, j)))
        .map(|(i, j)| chars(table.margin(i, j)))
        .fold(0.0, f64::max);
    let longest_value = values
        .iter()
        .map(|&v| chars(i128::from(v)))
        .fold(0.0, f64::max);
    let cell = CELL.max(8.6 * longest_margin.max(longest_value) + 12.0);
    let margin = MARGIN.max(8.6 * longest_value + 36.0);
    let size = margin + cell * n as f64 + 20.0;
    let width = size.max(560.0);
    let mut document = Document::new()
        .set("xmlns", "http://www.w3.org/2000/svg")
        .set("width", width)
        .set("height", size + 30.0)
        .set("viewBox", (0.0, 0.0, width, size + 30.0))
        .set("font-family", "sans-serif")
        .set("font-size", 14)
        .add(Title::new(
            "The row game's margin table, with the optimal line",
        ))
        .add(
            Rectangle::new()
                .set("width", "100%")
                .set("height", "100%")
                .set("fill", "white"),
        );
    let at = |k: usize| margin + cell * k as f64;
    let mut cells = Group::new().set("stroke", "#999").set("stroke-width", 0.5);
    for i in 0..n {
        for j in i..n {
            let margin = table.margin(i, j + 1);
            cells = cells
                .add(
                    Rectangle::new()
                        .set("x", at(j))
                        .set("y", at(i))
                        .set("width", cell)
                        .set("height", cell)
                        .set("fill", heat(margin, scale)),
                )
                .add(
                    text(at(j) + cell / 2.0, at(i) + cell / 2.0, margin.to_string())
                        .set("stroke", "none")
                        .set(
                            "fill",
                            if margin.abs() * 2 > scale {
                                "white"
                            } else {
                                "black"
                            },
                        ),
                );
        }
    }
    document = document.add(cells);
    let mut labels = Group::new().set("fill", "#333").set("font-weight", "bold");
    for (k, value) in values.iter().enumerate() {
        labels = labels
            .add(text(at(k) + cell / 2.0, margin - 14.0, value.to_string()))
            .add(
                text(margin - 8.0, at(k) + cell / 2.0, value.to_string()).set("text-anchor", "end"),
            );
    }
    document = document
        .add(labels)
        .add(text(margin + cell * n as f64 / 2.0, 16.0, "last value left (j)").set("fill", "#555"))
        .add(
            text(16.0, margin + cell * n as f64 / 2.0, "first value left (i)")
                .set("fill", "#555")
                .set(
                    "transform",
                    format!("rotate(-90 16 {})", margin + cell * n as f64 / 2.0),
                ),
        );
    // The line: the segment left before each move, from the whole row down
    // to a single value, each outlined and joined to the next.
    let mut points = Vec::with_capacity(n);
    let mut outlines = Group::new()
        .set("fill", "none")
        .set("stroke", "#f5a800")
        .set("stroke-width", 3);
    for (i, j) in segments_on_line(n, line) {
        points.push(format!("{},{}", at(j - 1) + cell / 2.0, at(i) + cell / 2.0));
        outlines = outlines.add(
            Rectangle::new()
                .set("x", at(j - 1) + 2.0)
                .set("y", at(i) + 2.0)
                .set("width", cell - 4.0)
                .set("height", cell - 4.0)
                .set("rx", 4),
        );
    }
    if points.len() > 1 {
        document = document.add(
            Polyline::new()
                .set("points", points.join(" "))
                .set("fill", "none")
                .set("stroke", "#f5a800")
                .set("stroke-width", 1.5)
                .set("stroke-dasharray", "4 3"),
        );
    }
    document = document.add(outlines);
    document = document.add(
        text(
            width / 2.0,
            size + 12.0,
            "blue: the mover is ahead; red: behind; orange: the segments of the optimal line",
        )
        .set("font-size", 12)
        .set("fill", "#555"),
    );
    svg::write(out, &document)
}
