//! The store checked against the definitions: games as plain trees of
//! options, compared by Conway's recursive definition, with no
//! simplification and no memory. Exhaustive for games born by day 2, and
//! over every game born by day 3 (all 1474 of them) for what is cheap to
//! check; random pairs for the rest.

use std::rc::Rc;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::definition::{
    Tree, add as tree_add, equal as tree_eq, leq as tree_leq, negative as tree_neg,
};
use super::*;

fn tree(forms: &Forms, g: Form) -> Rc<Tree> {
    Tree::of(forms, g)
}

/// Every antichain of `games` (no two comparable), as option lists.
fn antichains(forms: &mut Forms, games: &[Form]) -> Vec<Vec<Form>> {
    fn grow(
        forms: &mut Forms,
        games: &[Form],
        from: usize,
        chosen: &mut Vec<Form>,
        all: &mut Vec<Vec<Form>>,
    ) {
        all.push(chosen.clone());
        for i in from..games.len() {
            let g = games[i];
            let free = chosen
                .iter()
                .all(|&c| forms.compare(c, g) == Comparison::Confused);
            if free {
                chosen.push(g);
                grow(forms, games, i + 1, chosen, all);
                chosen.pop();
            }
        }
    }
    let mut all = Vec::new();
    grow(forms, games, 0, &mut Vec::new(), &mut all);
    all
}

/// The games born by `day`, made from antichains of the day before.
fn born_by(forms: &mut Forms, day: u32) -> Vec<Form> {
    let mut games = vec![forms.zero()];
    for _ in 0..day {
        let chains = antichains(forms, &games);
        let mut next = Vec::new();
        for left in &chains {
            for right in &chains {
                next.push(forms.game(left, right));
            }
        }
        next.sort();
        next.dedup();
        games = next;
    }
    games
}

#[test]
fn the_games_born_by_each_day_are_counted_as_known() {
    // 1, 4, 22 and 1474 games are born by days 0 to 3 (Winning Ways).
    let mut forms = Forms::new();
    assert_eq!(born_by(&mut forms, 1).len(), 4);
    assert_eq!(born_by(&mut forms, 2).len(), 22);
    let day_three = born_by(&mut forms, 3);
    assert_eq!(day_three.len(), 1474);
    assert!(day_three.iter().all(|&g| forms.birthday(g) <= 3));
}

#[test]
fn comparison_sums_and_negatives_agree_with_the_definitions_by_day_two() {
    let mut forms = Forms::new();
    let games = born_by(&mut forms, 2);
    let trees: Vec<Rc<Tree>> = games.iter().map(|&g| tree(&forms, g)).collect();
    for (i, &g) in games.iter().enumerate() {
        let negative = forms.negative(g);
        assert!(tree_eq(&tree(&forms, negative), &tree_neg(&trees[i])));
        for (j, &h) in games.iter().enumerate() {
            assert_eq!(forms.leq(g, h), tree_leq(&trees[i], &trees[j]));
            // Distinct canonical forms are distinct games.
            assert_eq!(g == h, tree_eq(&trees[i], &trees[j]));
            let sum = forms.add(g, h);
            assert!(tree_eq(&tree(&forms, sum), &tree_add(&trees[i], &trees[j])));
        }
    }
}

/// A form is canonical when no option is dominated and none reversible.
fn is_canonical(forms: &mut Forms, g: Form) -> bool {
    let (left, right) = (forms.left(g).to_vec(), forms.right(g).to_vec());
    let whole = tree(forms, g);
    for &a in &left {
        for &b in &left {
            if a != b && forms.leq(a, b) {
                return false;
            }
        }
        // Reversible: some GLR <= G.
        if forms
            .right(a)
            .iter()
            .any(|&alr| tree_leq(&tree(forms, alr), &whole))
        {
            return false;
        }
    }
    for &a in &right {
        for &b in &right {
            if a != b && forms.leq(b, a) {
                return false;
            }
        }
        if forms
            .left(a)
            .iter()
            .any(|&arl| tree_leq(&whole, &tree(forms, arl)))
        {
            return false;
        }
    }
    true
}

#[test]
fn every_game_born_by_day_three_is_canonical_and_equal_to_its_options() {
    let mut forms = Forms::new();
    let games = born_by(&mut forms, 3);
    for &g in &games {
        assert!(is_canonical(&mut forms, g), "{}", forms.text(g));
        let (left, right) = (forms.left(g).to_vec(), forms.right(g).to_vec());
        assert_eq!(forms.game(&left, &right), g);
    }
}

#[test]
fn random_games_by_day_three_agree_with_the_definitions() {
    let mut forms = Forms::new();
    let games = born_by(&mut forms, 3);
    let mut rng = ChaCha8Rng::seed_from_u64(51);
    for _ in 0..3000 {
        let g = games[rng.random_range(0..games.len())];
        let h = games[rng.random_range(0..games.len())];
        let (tg, th) = (tree(&forms, g), tree(&forms, h));
        assert_eq!(forms.leq(g, h), tree_leq(&tg, &th));
        let sum = forms.add(g, h);
        assert!(tree_eq(&tree(&forms, sum), &tree_add(&tg, &th)));
        // A game made from any options, not only antichains, is
        // simplified to an equal canonical form.
        let pick = |rng: &mut ChaCha8Rng| -> Vec<Form> {
            (0..rng.random_range(0..4))
                .map(|_| games[rng.random_range(0..games.len())])
                .collect()
        };
        let (left, right) = (pick(&mut rng), pick(&mut rng));
        let made = forms.game(&left, &right);
        let direct = Tree {
            left: left.iter().map(|&o| tree(&forms, o)).collect(),
            right: right.iter().map(|&o| tree(&forms, o)).collect(),
        };
        assert!(tree_eq(&tree(&forms, made), &direct));
        assert!(is_canonical(&mut forms, made));
    }
}

#[test]
fn outcomes_and_stops_of_textbook_games() {
    let mut forms = Forms::new();
    let zero = forms.zero();
    let one = forms.integer(1);
    let star = forms.nimber(1);
    let up = forms.up();
    let switch = forms.game(&[one], &[zero]);
    assert_eq!(forms.outcome(zero), Outcome::Previous);
    assert_eq!(forms.outcome(one), Outcome::Left);
    assert_eq!(forms.outcome(star), Outcome::Next);
    assert_eq!(forms.outcome(up), Outcome::Left);
    let down = forms.negative(up);
    assert_eq!(forms.outcome(down), Outcome::Right);
    assert_eq!(forms.compare(up, star), Comparison::Confused);
    assert_eq!(forms.stops(switch), (Dyadic::integer(1), Dyadic::ZERO));
    // ^ + ^ + * is positive, though ^ + * is fuzzy.
    let up_up_star = forms.sum([up, up, star]);
    assert_eq!(forms.outcome(up_up_star), Outcome::Left);
    let up_star = forms.add(up, star);
    assert_eq!(forms.outcome(up_star), Outcome::Next);
    // {1|0} + {1|0}, checked against the definition.
    let twice = forms.add(switch, switch);
    let direct = tree_add(&tree(&forms, switch), &tree(&forms, switch));
    assert!(tree_eq(&tree(&forms, twice), &direct));
    assert_eq!(forms.add(star, star), zero);
}

/// The notation of CGSuite's own tests and documentation: a form made by
/// hand is written as CGSuite writes it.
#[test]
fn written_as_cgsuite_writes_them() {
    let mut forms = Forms::new();
    let zero = forms.zero();
    let star = forms.nimber(1);
    let up = forms.up();
    let n = |forms: &mut Forms, text: &str| forms.number(text.parse().unwrap());
    let cases: Vec<(Form, &str)> = vec![
        (zero, "0"),
        (n(&mut forms, "5"), "5"),
        (n(&mut forms, "-1/2"), "-1/2"),
        (n(&mut forms, "25/16"), "25/16"),
        (forms.nimber(8), "*8"),
        (up, "^"),
        (star, "*"),
    ];
    for (form, text) in cases {
        assert_eq!(forms.text(form), text);
    }
    let down = forms.negative(up);
    let down_star = forms.add(down, star);
    assert_eq!(forms.text(down_star), "v*");
    let six = forms.integer(6);
    let up_star = forms.add(up, star);
    let six_up_star = forms.add(six, up_star);
    assert_eq!(forms.text(six_up_star), "6^*");
    let star_six = forms.nimber(6);
    let up_star_six = forms.add(up, star_six);
    assert_eq!(forms.text(up_star_six), "^*6");
    let x = n(&mut forms, "73/16");
    let downs = forms.times(9, down);
    let star_eight = forms.nimber(8);
    let value = forms.sum([x, downs, star_eight]);
    assert_eq!(forms.text(value), "73/16v9*8");
    let up_up = forms.add(up, up);
    assert_eq!(forms.text(up_up), "^^");
    // {0||0|v*} and {0|*||*|||*||||*} = {^|*||*|||*}.
    let v_star = down_star;
    let inner = forms.game(&[zero], &[v_star]);
    let g = forms.game(&[zero], &[inner]);
    assert_eq!(forms.text(g), "{0|^<2>}");
    let mut nested = zero;
    for _ in 0..4 {
        nested = forms.game(&[nested], &[star]);
    }
    assert_eq!(forms.text(nested), "^[4]");
    // Switches, Tiny and Miny.
    let one = forms.integer(1);
    let two = forms.integer(2);
    let minus_one = forms.integer(-1);
    let pm_one = forms.game(&[one], &[minus_one]);
    assert_eq!(forms.text(pm_one), "+-1");
    let two_zero = forms.game(&[two], &[zero]);
    assert_eq!(forms.text(two_zero), "{2|0}");
    let minus_two = forms.integer(-2);
    let zero_minus_two = forms.game(&[zero], &[minus_two]);
    let tiny_two = forms.game(&[zero], &[zero_minus_two]);
    assert_eq!(forms.text(tiny_two), "Tiny(2)");
    let translated = forms.add(two, tiny_two);
    assert_eq!(forms.text(translated), "2Tiny(2)");
    let miny_two = forms.negative(tiny_two);
    assert_eq!(forms.text(miny_two), "Miny(2)");
    let one_zero = forms.game(&[one], &[zero]);
    let two_one_zero = forms.game(&[two], &[one_zero]);
    assert_eq!(forms.text(two_one_zero), "{2||1|0}");
    // Up-second, and its negative.
    let up_second = forms.up_nth(2);
    assert_eq!(forms.text(up_second), "^<2>");
    let down_second = forms.negative(up_second);
    assert_eq!(forms.text(down_second), "v<2>");
    let up_sum = forms.add(up, up_second);
    assert_eq!(forms.text(up_sum), "^[2]");
}

/// Every value of CGSuite's tests reads and is written back as CGSuite
/// writes it (`tests/data/cgt/cgsuite.txt`, with its source).
#[test]
fn cgsuite_values_read_and_written_as_cgsuite_does() {
    let data = include_str!("../../../../../tests/data/cgt/cgsuite.txt");
    let mut forms = Forms::new();
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (input, output) = line.split_once('\t').expect("input, a tab, output");
        let form = forms.read(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(forms.text(form), output, "{input}");
        // And the output reads back as the same form.
        assert_eq!(forms.read(output), Ok(form), "{output}");
        checked += 1;
    }
    assert!(checked >= 20);
}

#[test]
fn bad_values_are_refused_with_where() {
    let mut forms = Forms::new();
    for (text, offset) in [
        ("", 0),
        ("{1|0|-1}", 4),
        ("{1,2", 0),
        ("1/3", 0),
        ("^<0>", 0),
        ("{1|0}}", 5),
        ("x", 0),
        ("1 2 &", 4),
    ] {
        let error = forms.read(text).expect_err(text);
        assert_eq!(error.offset, offset, "{text}: {error}");
    }
}

/// Means and temperatures: the numbers and infinitesimals as CGSuite's
/// tests give them (CanonicalShortGameTestCase.scala), the hot games worked
/// by hand from their walls (`{2||1|0}`: Left's scaffold `2 - t` meets
/// Right's `1/2 + t` at `t = 3/4`, at 5/4).
#[test]
fn means_and_temperatures() {
    let mut forms = Forms::new();
    for (value, mean, temperature) in [
        ("0", "0", "-1"),
        ("5", "5", "-1"),
        ("-1/2", "-1/2", "-1/2"),
        ("25/16", "25/16", "-1/16"),
        ("*8", "0", "0"),
        ("^", "0", "0"),
        ("v*", "0", "0"),
        ("6+^*", "6", "0"),
        ("{0|*||*|||*||||*}", "0", "0"),
        ("{1|0}", "1/2", "1/2"),
        ("+-1", "0", "1"),
        ("{2||1|0}", "5/4", "3/4"),
        ("{3|1||0}", "1", "1"),
        ("{0||0|-2}", "0", "0"),
        ("{4|1}", "5/2", "3/2"),
        ("{1|1/2}", "3/4", "1/4"),
    ] {
        let g = forms.read(value).unwrap();
        assert_eq!(forms.mean(g).to_string(), mean, "mean of {value}");
        assert_eq!(
            forms.temperature(g).to_string(),
            temperature,
            "temperature of {value}"
        );
    }
}

/// The mean is additive: the mean of a sum is the sum of the means, on
/// random games born by day 3.
#[test]
fn means_add_up() {
    let mut forms = Forms::new();
    let games = born_by(&mut forms, 3);
    let mut rng = ChaCha8Rng::seed_from_u64(53);
    for _ in 0..2000 {
        let g = games[rng.random_range(0..games.len())];
        let h = games[rng.random_range(0..games.len())];
        let sum = forms.add(g, h);
        let (mg, mh, ms) = (forms.mean(g), forms.mean(h), forms.mean(sum));
        assert_eq!(mg + mh, ms, "{} + {}", forms.text(g), forms.text(h));
        // And the mean lies between the stops.
        let (left_stop, right_stop) = forms.stops(g);
        assert!(right_stop <= mg && mg <= left_stop);
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(400))]

    /// The reader never panics on text made of the notation's characters;
    /// what it reads is written in a form that reads back as the same game.
    #[test]
    fn the_reader_takes_any_text_without_panicking(
        text in "[-+0-9/*^v<>\\[\\]{}|,() TinyM]{0,24}"
    ) {
        let mut forms = Forms::new();
        if let Ok(form) = forms.read(&text) {
            let written = forms.text(form);
            proptest::prop_assert_eq!(forms.read(&written), Ok(form), "{} as {}", text, written);
        }
    }
}

/// Values written by a grammar: atoms, games of options, switches, sums.
fn value_text() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    let atom = proptest::sample::select(vec![
        "0",
        "1",
        "-1",
        "2",
        "1/2",
        "-3/4",
        "*",
        "*2",
        "^",
        "v",
        "^^*",
        "^<2>",
        "v[2]",
        "Tiny(1)",
        "Miny(1/2)",
        "+-1",
    ])
    .prop_map(str::to_owned);
    atom.prop_recursive(4, 24, 3, |inner| {
        prop_oneof![
            (
                proptest::collection::vec(inner.clone(), 0..3),
                proptest::collection::vec(inner.clone(), 0..3)
            )
                .prop_map(|(l, r)| format!("{{{}|{}}}", l.join(","), r.join(","))),
            inner.clone().prop_map(|g| format!("+-({g})")),
            (inner.clone(), inner).prop_map(|(a, b)| format!("({a})+({b})")),
        ]
    })
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    /// Any value the grammar writes reads; its canonical form is written in
    /// CGSuite's notation and reads back as the same form, and the form is
    /// canonical.
    #[test]
    fn values_written_read_back_as_the_same_form(text in value_text()) {
        let mut forms = Forms::new();
        let form = forms.read(&text).map_err(|e| {
            proptest::test_runner::TestCaseError::fail(format!("{text}: {e}"))
        })?;
        let written = forms.text(form);
        proptest::prop_assert_eq!(forms.read(&written), Ok(form), "{} as {}", text, written);
        proptest::prop_assert!(is_canonical(&mut forms, form));
    }
}

#[test]
fn simplification_is_explained_step_by_step() {
    let mut forms = Forms::new();
    let zero = forms.zero();
    let one = forms.integer(1);
    let three = forms.integer(3);
    let star = forms.nimber(1);
    // {0,1|0}: Left's 0 is dominated by 1; {1|0} is left.
    let (form, steps) = forms.game_explained(&[zero, one], &[zero]);
    assert_eq!(forms.text(form), "{1|0}");
    assert_eq!(
        steps,
        [Step::Dominated {
            left: true,
            option: zero,
            by: one
        }]
    );
    // {*|*} = 0: each star reverses through 0, leaving no move.
    let (form, steps) = forms.game_explained(&[star], &[star]);
    assert_eq!(form, zero);
    assert_eq!(
        steps,
        [
            Step::Reversed {
                left: true,
                option: star,
                through: zero,
                replacements: vec![]
            },
            Step::Reversed {
                left: false,
                option: star,
                through: zero,
                replacements: vec![]
            }
        ]
    );
    // {0,1|3} is the number 2.
    let (form, steps) = forms.game_explained(&[zero, one], &[three]);
    assert_eq!(forms.text(form), "2");
    assert_eq!(
        steps,
        [Step::Number {
            value: Dyadic::integer(2)
        }]
    );
    // The steps never change the answer.
    let games = born_by(&mut forms, 2);
    for &a in &games {
        for &b in &games {
            let (explained, _) = forms.game_explained(&[a, b], &[b]);
            assert_eq!(explained, forms.game(&[a, b], &[b]));
        }
    }
}
