//! A thermograph drawn as a standalone SVG picture, as the books draw one:
//! the temperature `t` up from -1, values across with Left's (positive)
//! to the left, the left wall and the right wall, and the mast at the mean
//! from the temperature up, with the mean and the temperature labelled.
//! Written with the `svg` crate, never by pasting strings.

use svg::node::element::{Line, Path};

use super::dyadic::Dyadic;
use super::thermograph::{Thermograph, Wall};
use crate::engine::drawing::{document, label};

const INK: &str = "#1b1b1b";
const GRID: &str = "#c9c9c4";
const LEFT: &str = "#0072b2";
const RIGHT: &str = "#d55e00";

fn float(x: Dyadic) -> f64 {
    x.numerator() as f64 / 2f64.powi(x.places().min(1000) as i32)
}

/// The points of a wall from `t = -1` up to `top`, as (t, value).
fn points(wall: &Wall, top: f64) -> Vec<(f64, f64)> {
    let mut points: Vec<(f64, f64)> = (wall.corners.iter())
        .map(|&(t, v)| (float(t), float(v)))
        .filter(|&(t, _)| t <= top)
        .collect();
    if let Some(&(t, v)) = points.last() {
        points.push((top, v + wall.tail as f64 * (top - t)));
    }
    points
}

/// The position's name as a caption, cut to what the picture's width holds.
fn caption(name: &str) -> String {
    const KEEP: usize = 56;
    if name.chars().count() <= KEEP {
        return name.to_owned();
    }
    let kept: String = name.chars().take(KEEP - 1).collect();
    format!("{kept}…")
}

/// The thermograph of a value written `name`, as SVG text.
pub fn thermograph_svg(thermograph: &Thermograph, name: &str) -> String {
    let temperature = float(thermograph.temperature);
    let mean = float(thermograph.mean);
    // Up to a little past the temperature, where the mast stands alone.
    let top = temperature.max(0.0) + 1.0;
    let (left, right) = (
        points(&thermograph.left, top),
        points(&thermograph.right, top),
    );
    let values = left.iter().chain(&right).map(|&(_, v)| v);
    let (low, high) = values.fold((mean, mean), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let span = (high - low).max(1.0);
    let (width, height, margin) = (480.0, 360.0, 48.0);
    let (plot_w, plot_h) = (width - 2.0 * margin, height - 2.0 * margin - 40.0);
    let scale_x = plot_w / (span * 1.2);
    let scale_y = plot_h / (top + 1.0);
    let middle = (low + high) / 2.0;
    // Left's values to the left: x grows as the value falls.
    let x = |v: f64| width / 2.0 - (v - middle) * scale_x;
    let y = |t: f64| height - margin - 16.0 - (t + 1.0) * scale_y;
    let mut picture = document(width, height, &format!("The thermograph of {name}"));
    // The axis t = 0, and the value 0 when it is in view.
    picture = picture.add(
        Line::new()
            .set("x1", margin / 2.0)
            .set("y1", y(0.0))
            .set("x2", width - margin / 2.0)
            .set("y2", y(0.0))
            .set("stroke", GRID)
            .set("stroke-dasharray", "4 4"),
    );
    picture = picture.add(label(margin / 2.0 + 10.0, y(0.0) - 10.0, "t = 0"));
    let path = |wall: &[(f64, f64)], colour: &str| {
        let mut d = String::new();
        for (at, &(t, v)) in wall.iter().enumerate() {
            let command = if at == 0 { 'M' } else { 'L' };
            d.push_str(&format!("{command} {:.2} {:.2} ", x(v), y(t)));
        }
        Path::new()
            .set("d", d.trim_end())
            .set("fill", "none")
            .set("stroke", colour)
            .set("stroke-width", 3)
    };
    let below = |wall: &[(f64, f64)]| -> Vec<(f64, f64)> {
        wall.iter()
            .copied()
            .filter(|&(t, _)| t <= temperature)
            .collect()
    };
    let mut left_wall = below(&left);
    let mut right_wall = below(&right);
    left_wall.push((temperature, mean));
    right_wall.push((temperature, mean));
    picture = picture
        .add(path(&left_wall, LEFT))
        .add(path(&right_wall, RIGHT))
        .add(path(&[(temperature, mean), (top, mean)], INK));
    // The stops, where the walls cross t = 0.
    if temperature > 0.0 {
        for wall in [&thermograph.left, &thermograph.right] {
            let stop = wall.at(Dyadic::ZERO);
            picture = picture.add(label(
                x(float(stop)) + 18.0,
                y(0.0) + 14.0,
                stop.to_string(),
            ));
        }
    }
    picture = picture
        .add(label(
            x(mean),
            y(top) - 12.0,
            format!("mean {}", thermograph.mean),
        ))
        .add(label(width / 2.0, height - 30.0, caption(name)))
        .add(label(
            width / 2.0,
            height - 12.0,
            format!(
                "temperature {}, mean {} (Left's values to the left)",
                thermograph.temperature, thermograph.mean
            ),
        ));
    picture.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cgt::Forms;

    #[test]
    fn a_switch_and_a_number_are_drawn_with_their_mean_and_temperature() {
        let mut forms = Forms::new();
        for (text, mean, temperature) in [("{4|1}", "5/2", "3/2"), ("3/4", "3/4", "-1/4")] {
            let value = forms.read(text).unwrap();
            let drawn = thermograph_svg(&forms.thermograph(value), text);
            assert!(drawn.starts_with("<svg"), "{drawn}");
            assert!(drawn.contains(&format!("mean {mean}")), "{drawn}");
            assert!(
                drawn.contains(&format!("temperature {temperature}")),
                "{drawn}"
            );
            assert_eq!(drawn.matches("<path").count(), 3, "{text}");
        }
    }
}
