use std::rc::Rc;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::engine::cgt::Dyadic;
use crate::engine::cgt::definition::{Tree, equal};

fn value_text(text: &str) -> String {
    let game = Game::new(read(text).unwrap().remove(0));
    let start = crate::engine::Game::start(&game);
    let value = game.value(&start);
    game.with_forms(|forms| forms.text(value))
}

#[test]
fn values_as_the_books_give_them() {
    let known = partizan::known_values("blue-red-hackenbush");
    assert!(known.len() >= 5);
    for (edges, value) in known {
        assert_eq!(value_text(edges), value, "{edges}");
    }
}

/// Berlekamp's sign expansion: a blue-red stalk's edges up to the first
/// change of colour count 1 each (blue up, red down); every edge after
/// counts half the one below it.
fn sign_expansion(stalk: &str) -> Dyadic {
    let mut value = Dyadic::ZERO;
    let first = stalk.chars().next();
    let mut places = 0;
    let mut changed = false;
    for c in stalk.chars() {
        if Some(c) != first {
            changed = true;
        }
        if changed {
            places += 1;
        }
        let step = Dyadic::new(1, places).unwrap();
        value = if c == 'L' { value + step } else { value - step };
    }
    value
}

#[test]
fn every_blue_red_stalk_is_its_sign_expansion() {
    // Every stalk of up to 10 edges, and random ones of up to 60.
    let mut stalks: Vec<String> = Vec::new();
    for length in 1..=10 {
        for bits in 0..1u32 << length {
            stalks.push(
                (0..length)
                    .map(|i| if bits >> i & 1 == 1 { 'L' } else { 'R' })
                    .collect(),
            );
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(71);
    for _ in 0..200 {
        let length = rng.random_range(11..=60);
        stalks.push(
            (0..length)
                .map(|_| if rng.random_bool(0.5) { 'L' } else { 'R' })
                .collect(),
        );
    }
    let mut values = Values::default();
    for stalk in &stalks {
        let drawing = read(stalk).unwrap().remove(0);
        let value = values.position(&drawing, drawing.all());
        assert_eq!(
            values.forms.number_of(value),
            Some(sign_expansion(stalk)),
            "{stalk}"
        );
    }
}

fn tree(drawing: &Drawing, standing: u64) -> Rc<Tree> {
    let side = |left: bool| {
        (drawing.cuts(standing, left).into_iter())
            .map(|id| tree(drawing, drawing.grounded(standing & !(1u64 << id))))
            .collect()
    };
    Tree::new(side(true), side(false))
}

fn random_graph(rng: &mut ChaCha8Rng) -> Drawing {
    let vertices = rng.random_range(2..=4);
    let edges = rng.random_range(1..=6);
    let mut drawing = Drawing {
        vertices,
        edges: Vec::new(),
        colours: Vec::new(),
        stalks: None,
    };
    for _ in 0..edges {
        // Loops and repeated edges too.
        drawing
            .edges
            .push([rng.random_range(0..vertices), rng.random_range(0..vertices)]);
        drawing.colours.push(match rng.random_range(0..3) {
            0 => Colour::Blue,
            1 => Colour::Red,
            _ => Colour::Green,
        });
    }
    drawing
}

#[test]
fn values_agree_with_the_game_tree_on_random_graphs() {
    let mut rng = ChaCha8Rng::seed_from_u64(72);
    let mut values = Values::default();
    for _ in 0..300 {
        let drawing = random_graph(&mut rng);
        let standing = drawing.grounded(drawing.all());
        let value = values.position(&drawing, standing);
        assert!(
            equal(&Tree::of(&values.forms, value), &tree(&drawing, standing)),
            "{}",
            drawing.text(drawing.all())
        );
    }
}

#[test]
fn a_drawing_is_the_sum_of_its_regions() {
    // Two random graphs on one ground are the sum of the two.
    let mut rng = ChaCha8Rng::seed_from_u64(73);
    let mut values = Values::default();
    for _ in 0..200 {
        let (a, b) = (random_graph(&mut rng), random_graph(&mut rng));
        let shift = |v: u32| if v == 0 { 0 } else { v + a.vertices - 1 };
        let mut joined = a.clone();
        joined.vertices = a.vertices + b.vertices - 1;
        for (&[x, y], &c) in b.edges.iter().zip(&b.colours) {
            joined.edges.push([shift(x), shift(y)]);
            joined.colours.push(c);
        }
        let whole = values.position(&joined, joined.grounded(joined.all()));
        let va = values.position(&a, a.grounded(a.all()));
        let vb = values.position(&b, b.grounded(b.all()));
        let sum = values.forms.add(va, vb);
        assert_eq!(whole, sum, "{}", joined.text(joined.all()));
    }
}

#[test]
fn cuts_fall_and_bad_input() {
    use crate::engine::Game as _;
    let game = Game::new(read("LRL G").unwrap().remove(0));
    let start = game.start();
    assert_eq!(game.moves(&start), [0, 2, 3]);
    // Cutting the lowest edge brings the two above it down.
    let (next, _) = game.apply(&start, &0);
    assert_eq!(game.board_text(&next), "- G");
    assert!(game.read_move(&start, "2").is_err());
    let graph = read("0-1:L 1-2:R 2-0:G 3-4:L").unwrap().remove(0);
    // The edge 3-4 is not joined to the ground: it is not in the game.
    assert_eq!(graph.grounded(graph.all()), 0b0111);
    assert!(!graph.is_stalk(0b0111));
    assert!(read("LRL").unwrap()[0].is_stalk(0b111));
    for (text, message) in [
        ("", "line 1, column 1"),
        ("LRL LXR", "line 1, column 6"),
        ("0-1:L 1-2", "line 1, column 7"),
        ("0-1:L\n1-99:R", "line 2, column 1"),
        ("0-1:Q", "line 1, column 1"),
    ] {
        let error = read(text).expect_err(text).to_string();
        assert!(error.contains(message), "{text:?}: {error}");
    }
}
