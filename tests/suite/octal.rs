//! Octal games by their code: the fast values against the plain mex, the
//! published sequences, and every period reported against values computed
//! far past it.

use optimal_play::impartial::octal::{GrundyValues, OctalCode};
use proptest::prelude::*;

/// The plain way, sharing no code with the library: every option's value,
/// then the mex.
fn plain(code: &str, to: usize) -> Vec<u32> {
    let digits: Vec<u32> = code
        .split('.')
        .nth(1)
        .unwrap()
        .chars()
        .map(|c| c.to_digit(16).unwrap())
        .collect();
    let mut g: Vec<u32> = vec![0];
    for n in 1..=to {
        let mut reached = std::collections::BTreeSet::new();
        for (i, &d) in digits.iter().enumerate() {
            let t = i + 1;
            if t > n {
                break;
            }
            let rest = n - t;
            if d & 1 != 0 && rest == 0 {
                reached.insert(0);
            }
            if d & 2 != 0 && rest > 0 {
                reached.insert(g[rest]);
            }
            if d & 4 != 0 {
                for a in 1..rest {
                    reached.insert(g[a] ^ g[rest - a]);
                }
            }
            if d & 8 != 0 {
                for a in 1..rest {
                    for b in 1..rest - a {
                        reached.insert(g[a] ^ g[b] ^ g[rest - a - b]);
                    }
                }
            }
        }
        g.push((0..).find(|v| !reached.contains(v)).unwrap());
    }
    g
}

fn code(text: &str) -> OctalCode {
    text.parse().unwrap()
}

/// Every code of `digits` digits, 0-7 each.
fn codes(digits: u32) -> impl Iterator<Item = String> {
    (0..8u32.pow(digits)).map(move |mut i| {
        let mut text = String::from("0.");
        let mut ds = Vec::new();
        for _ in 0..digits {
            ds.push(char::from_digit(i % 8, 8).unwrap());
            i /= 8;
        }
        text.extend(ds.iter().rev());
        text
    })
}

#[test]
fn the_fast_values_are_the_plain_mex_for_every_code_of_up_to_three_digits() {
    for digits in 1..=3 {
        for text in codes(digits) {
            let fast = GrundyValues::compute(&code(&text), 160);
            assert_eq!(fast.computed(), plain(&text, 160), "code {text}");
        }
    }
}

#[test]
fn the_fast_values_are_the_plain_mex_far_enough_for_every_form_of_the_search() {
    // To 5,000: masks re-chosen as values grow, the domain form (Dawson's
    // Kayles, 0.4), many rare heaps (Officers), and the search's stride
    // across the heap, which starts past its first 1,024 splits.
    for text in ["0.07", "0.4", "0.6", "0.16", "0.774", "0.74"] {
        let fast = GrundyValues::compute(&code(text), 5000);
        assert_eq!(fast.computed(), plain(text, 5000), "code {text}");
    }
}

#[test]
fn the_fast_values_are_the_plain_mex_for_hexadecimal_codes() {
    for text in ["0.8", "0.F", "0.C", "0.9", "0.48", "0.0F", "0.B7", "0.E1"] {
        let fast = GrundyValues::compute(&code(text), 60);
        assert_eq!(fast.computed(), plain(text, 60), "code {text}");
    }
}

#[test]
fn kayles_and_dawsons_kayles_are_the_published_sequences_with_their_periods_proven() {
    let data =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/octal.txt"))
            .unwrap();
    let sequence = |name: &str| -> Vec<u32> {
        let line = data.lines().find(|line| line.starts_with(name)).unwrap();
        let (_, values) = line.split_once(':').unwrap();
        values
            .split_whitespace()
            .map(|v| v.parse().unwrap())
            .collect()
    };
    let kayles = sequence("kayles ");
    let values = GrundyValues::compute(&code("0.77"), 99);
    assert_eq!(values.computed(), &kayles[..100]);
    let chess = sequence("dawsons-chess ");
    let values = GrundyValues::compute(&code("0.137"), 131);
    assert_eq!(values.computed(), &chess[..]);
    // Dawson's Kayles has the values of Dawson's chess one heap later.
    let dawson = GrundyValues::compute(&code("0.07"), 99);
    assert_eq!(dawson.computed()[0], 0);
    assert_eq!(&dawson.computed()[1..], &chess[..99]);

    let kayles = GrundyValues::until_period(&code("0.77"), 100_000);
    let period = kayles.period().expect("Kayles is periodic");
    assert_eq!((period.period, period.start), (12, 71));
    assert_eq!(period.bound, 2 * 71 + 12 + 2);
    let dawson = GrundyValues::until_period(&code("0.07"), 100_000);
    let period = dawson.period().expect("Dawson's Kayles is periodic");
    // A002187's last exception is at 51, so Dawson's Kayles' at 52.
    assert_eq!((period.period, period.start), (34, 53));
    let chess = GrundyValues::until_period(&code("0.137"), 100_000);
    let period = chess.period().expect("Dawson's chess is periodic");
    assert_eq!((period.period, period.start), (34, 52));
}

/// The smallest period the values prove, found the slow way: every
/// period, its start by a full scan, and the theorem's bound written out
/// again here.
fn slow_period(values: &[u32], t: u64, parts: u64) -> Option<(u64, u64)> {
    let last = values.len() as u64 - 1;
    (1..=last).find_map(|p| {
        let start = (0..=last - p)
            .rev()
            .find(|&n| values[n as usize] != values[(n + p) as usize])
            .map_or(0, |n| n + 1);
        let bound = parts * start.max(1) + (parts - 1) * p + t;
        (bound + p <= last + 1).then_some((p, start))
    })
}

#[test]
fn every_period_reported_for_a_code_of_up_to_three_digits_holds_far_past_it() {
    let mut proven = 0;
    for digits in 1..=3 {
        for text in codes(digits) {
            let code = code(&text);
            let found = GrundyValues::until_period(&code, 4096);
            let Some(period) = found.period() else {
                // None missed: the slow way finds none in the same values.
                let (t, parts) = (code.largest_take() as u64, code.most_parts() as u64);
                assert_eq!(slow_period(found.computed(), t, parts), None, "code {text}");
                continue;
            };
            proven += 1;
            let far = (4 * (period.bound + period.period) as usize).max(3000);
            let direct = GrundyValues::compute(&code, far);
            for (n, &value) in direct.computed().iter().enumerate() {
                assert_eq!(
                    found.get(n as u64),
                    Some(value),
                    "code {text}, heap {n}, {period:?}"
                );
            }
            let (t, parts) = (code.largest_take() as u64, code.most_parts() as u64);
            let slow = slow_period(&direct.computed()[..found.computed().len()], t, parts);
            assert_eq!(slow, Some((period.period, period.start)), "code {text}");
        }
    }
    // Most short codes are periodic early; a check that finds none is broken.
    assert!(proven > 300, "{proven} periods proven");
}

#[test]
fn no_period_is_claimed_before_the_theorem_allows() {
    // 0.16's period (149,459 from 105,351) needs over 500,000 values: none
    // may be reported from its first 20,000.
    assert_eq!(
        GrundyValues::until_period(&code("0.16"), 20_000).period(),
        None
    );
    // Kayles' period is not provable from 150 values (it needs 2·71 + 12 + 2
    // = 156, and 12 more to compare).
    assert_eq!(GrundyValues::compute(&code("0.77"), 150).period(), None);
    assert!(
        GrundyValues::compute(&code("0.77"), 155 + 12)
            .period()
            .is_some()
    );
    assert_eq!(
        GrundyValues::compute(&code("0.77"), 155 + 11).period(),
        None
    );
}

#[test]
fn bad_codes_say_what_a_code_is() {
    for (bad, says) in [
        ("1.2.3", "`1` before the point"),
        ("0.1.3", "a second point at column 4"),
        ("0.G", "`G` at column 3 is not a digit"),
        ("0.7z", "`z` at column 4 is not a digit"),
        ("", "it is empty"),
        ("77", "it has no point"),
        ("0.", "no digit after the point"),
        // Spaces around a code: its columns count them, and a trailing one
        // once made the reader subtract past zero.
        ("  0.7z ", "`z` at column 6 is not a digit"),
        ("0.7z\t", "`z` at column 4 is not a digit"),
    ] {
        let error = bad.parse::<OctalCode>().unwrap_err().to_string();
        assert!(error.contains(says), "{bad}: {error}");
        assert!(
            error.contains("a code is `0.` and one digit"),
            "{bad}: {error}"
        );
    }
    assert_eq!(code(".77").to_string(), "0.77");
    assert_eq!(code("0.770").to_string(), "0.77");
    assert_eq!(code("0.0").to_string(), "0.0");
    assert_eq!(code(" 0.07 ").to_string(), "0.07");
}

proptest! {
    /// Any text is a code or an error, never a panic.
    #[test]
    fn any_text_is_read_as_a_code_or_refused(text in "\\PC{0,12}") {
        let _ = text.parse::<OctalCode>();
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Four-digit codes, to heaps of a few hundred.
    #[test]
    fn four_digit_codes_agree_with_the_plain_mex(digits in proptest::collection::vec(0u32..8, 4)) {
        let text: String = format!("0.{}", digits.iter().map(|d| char::from_digit(*d, 8).unwrap()).collect::<String>());
        let fast = GrundyValues::compute(&code(&text), 400);
        prop_assert_eq!(fast.computed(), &plain(&text, 400)[..]);
    }
}

/// Every position of a few small heaps: the XOR of the heaps' values says
/// who wins exactly when a search over the code's own moves does.
#[test]
fn the_xor_of_the_values_agrees_with_search_over_the_moves() {
    use optimal_play::engine::{Game, Negamax};
    use optimal_play::impartial::{HeapSum, octal::Octal};
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(25);
    for text in [
        "0.77", "0.07", "0.137", "0.16", "0.6", "0.3033", "0.8", "0.4F", "0.007",
    ] {
        let values = std::sync::Arc::new(GrundyValues::until_period(&code(text), 4096));
        for _ in 0..40 {
            let heaps: Vec<u64> = (0..rng.random_range(1..=3))
                .map(|_| rng.random_range(0..=7))
                .collect();
            let component = Octal::new(values.clone());
            let xor = heaps.iter().fold(0, |x, &h| x ^ values.get(h).unwrap());
            let game = HeapSum::new(component, heaps.clone());
            let searched = Negamax::new(&game).value(&game.start()).is_win();
            assert_eq!(xor != 0, searched, "code {text}, heaps {heaps:?}");
        }
    }
}

fn octal(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_optimal-play"))
        .arg("octal")
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn the_code_is_given_before_or_after_the_subcommand_and_a_bad_one_is_refused() {
    let before = octal(&[
        "--code", "0.07", "solve", "--heaps", "1 6", "--format", "text",
    ]);
    let after = octal(&[
        "solve", "--code", "0.07", "--heaps", "1 6", "--format", "text",
    ]);
    assert!(before.status.success());
    assert_eq!(before.stdout, after.stdout);
    // Dawson's Kayles: g(1) = 0, g(6) = 3 (A002187, one heap later).
    assert!(String::from_utf8_lossy(&before.stdout).contains("XOR 3"));
    let bad = octal(&["--code", "0.7z", "solve", "--heaps", "3"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    let error = String::from_utf8_lossy(&bad.stderr);
    assert!(
        error.contains("`z` at column 4") && error.contains("a code is `0.`"),
        "{error}"
    );
}

#[test]
fn a_heap_of_ten_to_the_eighteen_is_answered_by_the_period_or_refused_within_seconds() {
    // Kayles: 10^18 = 71 + 12·k + r, so g is the period's value.
    let kayles = GrundyValues::until_period(&code("0.77"), 4096);
    let heap: u64 = 1_000_000_000_000_000_000;
    let expected = kayles.get(71 + (heap - 71) % 12).unwrap() != 0;
    // `octal --code CODE solve` on one heap of 10^18, as `true`/`false`.
    let solve_far = |code: &str| {
        let out = octal(&[
            "--code",
            code,
            "solve",
            "--heaps",
            "1000000000000000000",
            "--format",
            "bool",
        ]);
        String::from_utf8_lossy(&out.stdout).trim().to_owned()
    };
    assert_eq!(solve_far("0.77"), expected.to_string());
    // 0.16 has no period among its first 65,536 values; asked for a heap
    // past them, solve looks further and proves the one OEIS gives.
    let sixteen = GrundyValues::until_period(&code("0.16"), 1_000_000);
    let expected = sixteen.get(heap).unwrap() != 0;
    assert_eq!(solve_far("0.16"), expected.to_string());
    // 0.04's values are not sparse and have no period within the work
    // allowed: a clear error that says how far they reach.
    let out = octal(&["--code", "0.04", "solve", "--heaps", "1000000000000000000"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("no period of 0.04 is proven"), "{error}");
}

#[test]
fn the_period_of_0_16_is_the_published_one_and_holds_far_past_its_proof() {
    // OEIS A071430, "Sprague-Grundy values for octal game .16": "Sequence
    // is eventually periodic with period 149459. The last exception is at
    // n=105350." (https://oeis.org/A071430)
    let found = GrundyValues::until_period(&code("0.16"), 1_000_000);
    let period = found.period().expect("0.16's period is proven by 10^6");
    assert_eq!((period.period, period.start), (149_459, 105_351));
    let far = (period.bound + 2 * period.period) as usize;
    let direct = GrundyValues::compute(&code("0.16"), far);
    assert_eq!(direct.computed().len(), far + 1);
    for (n, &value) in direct.computed().iter().enumerate() {
        assert_eq!(found.get(n as u64), Some(value), "heap {n}");
    }
}

/// The published sequence called `name` in `tests/data/octal.txt`.
fn published(name: &str) -> Vec<u64> {
    let data =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/octal.txt"))
            .unwrap();
    let line = data
        .lines()
        .find(|line| line.starts_with(&format!("{name} ")))
        .unwrap();
    let (_, values) = line.split_once(':').unwrap();
    values
        .split_whitespace()
        .map(|v| v.parse().unwrap())
        .collect()
}

fn values_json(args: &[&str]) -> serde_json::Value {
    let out = octal(args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn values_prints_the_published_sequences_with_their_periods_and_proofs() {
    let kayles = values_json(&["--code", "0.77", "values", "--to", "99", "--format", "json"]);
    let values: Vec<u64> = serde_json::from_value(kayles["values"].clone()).unwrap();
    assert_eq!(values, published("kayles")[..100]);
    assert_eq!(kayles["period"]["period"], 12);
    assert_eq!(kayles["period"]["pre_period"], 71);
    assert_eq!(kayles["period"]["checked_to"], 2 * 71 + 12 + 2 - 1);
    assert!(kayles["proof"].as_str().unwrap().contains("2·n0 + p + t"));

    // Dawson's Kayles has Dawson's chess's values one heap later.
    let chess = published("dawsons-chess");
    let dawson = values_json(&["--code", "0.07", "values", "--to", "99", "--format", "json"]);
    let values: Vec<u64> = serde_json::from_value(dawson["values"].clone()).unwrap();
    assert_eq!(values[0], 0);
    assert_eq!(values[1..], chess[..99]);
    assert_eq!(dawson["period"]["period"], 34);
    assert_eq!(dawson["period"]["pre_period"], 53);

    // The text lines the periodic part up, one period of 12 a row.
    let text = octal(&["--code", "0.77", "values", "--to", "120"]);
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains("pre-period, g(0) to g(70):"), "{text}");
    let rows: Vec<&str> = text
        .lines()
        .skip_while(|line| !line.starts_with("periodic part"))
        .skip(1)
        .take_while(|line| !line.is_empty())
        .collect();
    assert_eq!(rows.len(), 5, "{text}");
    let after_label = |row: &str| row.split_once(':').unwrap().1.to_owned();
    assert_eq!(after_label(rows[0]), after_label(rows[1]));
    assert!(text.contains("period 12 from n0 = 71 on"), "{text}");
    assert!(text.contains("agree with the period"), "{text}");
}

#[test]
fn values_far_past_the_proof_are_computed_and_agree_and_no_period_is_claimed_without_one() {
    // g(0..=100_000) of Dawson's chess, computed by the mex rule, agree
    // with the period proven on the first few hundred.
    let chess = values_json(&[
        "--code", "0.137", "values", "--to", "100000", "--format", "json",
    ]);
    assert_eq!(chess["computed"], 100_001);
    let values: Vec<u64> = serde_json::from_value(chess["values"].clone()).unwrap();
    let (p, start) = (34, 52);
    assert!((start + p..values.len()).all(|n| values[n] == values[n - p]));
    // Its values are not sparse: to 10^6 the mex rule goes as far as the
    // work allows, and the period gives the rest.
    let chess = values_json(&[
        "--code", "0.137", "values", "--to", "1000000", "--format", "json",
    ]);
    let computed = chess["computed"].as_u64().unwrap();
    assert!((100_001..1_000_001).contains(&computed), "{computed}");
    assert_eq!(chess["values"].as_array().unwrap().len(), 1_000_001);
    // Past the heap limit, values come from the period, and the text says
    // which.
    let kayles = octal(&["--code", "0.77", "values", "--to", "1000000"]);
    let text = String::from_utf8(kayles.stdout).unwrap();
    assert!(kayles.status.success());
    assert!(text.contains("agree with the period"), "{text}");

    // 0.16 has no period among the first values looked at: said plainly.
    let none = values_json(&["--code", "0.16", "values", "--to", "50", "--format", "json"]);
    assert!(none["period"].is_null());
    let proof = none["proof"].as_str().unwrap();
    assert!(proof.contains("none is proven"), "{proof}");
    // Asked for more, it looks further, and finds and proves one.
    let far = values_json(&[
        "--code", "0.16", "values", "--to", "200000", "--format", "json",
    ]);
    assert_eq!(far["period"]["period"], 149_459);
    // 0.04's values are not sparse: past what the work allowed reaches, a
    // clear error within seconds.
    let out = octal(&["--code", "0.04", "values", "--to", "1000000"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let error = String::from_utf8_lossy(&out.stderr);
    assert!(error.contains("no period is proven"), "{error}");
    // --to past 10^6, and a bad code, are refused.
    let out = octal(&["values", "--to", "1000001"]);
    assert_eq!(out.status.code(), Some(2));
    let out = octal(&["--code", "1.2.3", "values"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("a code is `0.`"));
}
