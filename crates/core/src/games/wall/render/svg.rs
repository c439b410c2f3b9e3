//! The wall game's board as an SVG picture: digits, `x` cells, Eel's walls
//! and Rabbit's path. Written with the `svg` crate, never by pasting strings.

use std::io::{self, Write};

use svg::Document;
use svg::node::element::{Group, Line as SvgLine, Polyline, Rectangle, Text, Title};

use crate::wall::{Board, Solution};

fn text(x: f64, y: f64, content: impl Into<String>) -> Text {
    Text::new(content)
        .set("x", x)
        .set("y", y)
        .set("text-anchor", "middle")
        .set("dominant-baseline", "central")
}

/// Writes a solved wall-game board as SVG: digits, `x` cells, Rabbit's path
/// and Eel's walls.
pub fn write_board(out: &mut dyn Write, board: &Board, solution: &Solution) -> io::Result<()> {
    let (width, height) = (board.width(), board.height());
    let cell = if width.max(height) > 60 { 12.0 } else { 36.0 };
    let pad = 20.0;
    let w = (cell * width as f64 + 2.0 * pad).max(620.0);
    let h = cell * height as f64 + 2.0 * pad + 24.0;
    let mut on_path = vec![false; width * height];
    for (row, column) in solution.path() {
        on_path[row * width + column] = true;
    }
    let mut document = Document::new()
        .set("xmlns", "http://www.w3.org/2000/svg")
        .set("width", w)
        .set("height", h)
        .set("viewBox", (0.0, 0.0, w, h))
        .set("font-family", "sans-serif")
        .set("font-size", cell * 0.45)
        .add(Title::new(format!(
            "Wall game: Rabbit pays {}; Eel builds {} walls",
            solution.cost,
            solution.walls.len()
        )))
        .add(
            Rectangle::new()
                .set("width", "100%")
                .set("height", "100%")
                .set("fill", "white"),
        );
    let x = |column: usize| pad + cell * column as f64;
    let y = |row: usize| pad + cell * row as f64;
    let mut cells = Group::new().set("stroke", "#bbb").set("stroke-width", 0.5);
    for row in 0..height {
        for column in 0..width {
            let (fill, label) = match board.cost(row, column) {
                None => ("#444", None),
                Some(digit) if on_path[row * width + column] => ("#ffd966", Some(digit)),
                Some(digit) => ("#f4f4f4", Some(digit)),
            };
            cells = cells.add(
                Rectangle::new()
                    .set("x", x(column))
                    .set("y", y(row))
                    .set("width", cell)
                    .set("height", cell)
                    .set("fill", fill),
            );
            if let Some(digit) = label.filter(|_| cell >= 20.0) {
                cells = cells.add(
                    text(
                        x(column) + cell / 2.0,
                        y(row) + cell / 2.0,
                        digit.to_string(),
                    )
                    .set("stroke", "none")
                    .set("fill", "#222"),
                );
            }
        }
    }
    document = document.add(cells);
    let points: Vec<String> = solution
        .path()
        .map(|(row, column)| format!("{},{}", x(column) + cell / 2.0, y(row) + cell / 2.0))
        .collect();
    document = document.add(
        Polyline::new()
            .set("points", points.join(" "))
            .set("fill", "none")
            .set("stroke", "#2166ac")
            .set("stroke-width", (cell / 9.0).max(1.5))
            .set("stroke-linejoin", "round")
            .set("stroke-opacity", 0.7),
    );
    let mut walls = Group::new()
        .set("stroke", "#b2182b")
        .set("stroke-width", (cell / 7.0).max(2.0))
        .set("stroke-linecap", "round");
    for wall in &solution.walls {
        let (row, column) = (wall.row as usize, wall.column as usize);
        walls = walls.add(
            SvgLine::new()
                .set("x1", x(column) + 2.0)
                .set("x2", x(column + 1) - 2.0)
                .set("y1", y(row + 1))
                .set("y2", y(row + 1)),
        );
    }
    document = document.add(walls).add(
        text(
            w / 2.0,
            h - 14.0,
            format!(
                "Rabbit pays {}: yellow cells and the blue line are its path; red bars are Eel's walls",
                solution.cost
            ),
        )
        .set("font-size", 12)
        .set("fill", "#555"),
    );
    svg::write(out, &document)
}
