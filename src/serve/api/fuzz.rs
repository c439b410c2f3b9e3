//! The API fuzzed (#23): every endpoint of every registered game, on
//! mutated instances and on sizes at and past the limits, in process. Every
//! reply must be below 500 and, when it refuses, the API's JSON error; a
//! session made along the way is played, hinted, played on (its harmless
//! moves), undone, reviewed and ended. The games come from the registry, so
//! a game added later is fuzzed with no line written for it.
//!
//! Bounded: `API_FUZZ_CASES` mutated instances a game (6 by default, as
//! CI runs it: 150 took two minutes; the readers themselves are fuzzed
//! with more cases by the suite's fuzz tests, `FUZZ_CASES`).

use std::collections::BTreeMap;

use axum::http::{Method, StatusCode};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{Value as Json, json};

use super::AppState;
use super::tests::{Reply, send};
use crate::serve::store::Limits;
use optimal_play::erased::GENERATE_IN_MEMORY as GENERATE_VALUES;
use optimal_play::registry::Registry;

fn cases() -> usize {
    std::env::var("API_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(6)
}

/// `text` changed the way careless or hostile input is: a token replaced
/// by a huge, negative or stray one, a piece cut out or repeated, a
/// control character, or the text repeated many times over.
fn mutate(text: &str, rng: &mut ChaCha8Rng) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut words: Vec<String> = words.iter().map(|&word| word.to_owned()).collect();
    match rng.random_range(0..9) {
        0 if !words.is_empty() => {
            let at = rng.random_range(0..words.len());
            words[at] = [
                "9223372036854775807",
                "-9223372036854775808",
                "99999999999999999999",
                "1000000000000000000",
                "-1",
                "0",
                "x",
                "1.5",
                "{",
                "\"",
                "\u{0}",
                "٣",
            ][rng.random_range(0..12)]
            .to_owned();
        }
        1 if words.len() > 1 => {
            let at = rng.random_range(0..words.len());
            words.remove(at);
        }
        2 if !words.is_empty() => {
            let at = rng.random_range(0..words.len());
            let copy = words[at].clone();
            for _ in 0..rng.random_range(1..50) {
                words.insert(at, copy.clone());
            }
        }
        3 => return text.repeat(rng.random_range(2..200)),
        4 => {
            return text[..rng.random_range(0..=text.len())]
                .chars()
                .collect::<String>();
        }
        5 => return format!("{text}\u{7}\u{0}"),
        6 => return format!("{{{text}}}"),
        7 => return String::new(),
        _ => return text.replace(' ', ",").replace('\n', " / "),
    }
    words.join(" ")
}

/// Asserts what every reply must be: never a 5xx, and a refusal in JSON.
fn acceptable(reply: &Reply, what: &str) {
    assert!(
        !reply.status.is_server_error(),
        "{what}: {} {}",
        reply.status,
        reply.text
    );
    if reply.status.is_client_error() {
        assert_eq!(
            reply.content_type, "application/json",
            "{what}: {}",
            reply.text
        );
        let body = reply.json();
        assert!(body["error"].is_string(), "{what}: {}", reply.text);
    }
}

/// Drives every endpoint of `game` on `input`, counting requests by route.
async fn drive(
    state: &AppState,
    game: &str,
    formats: &[String],
    input: &str,
    counts: &mut BTreeMap<&'static str, usize>,
) {
    let mut call = async |method: Method, route: &'static str, path: String, body: Option<Json>| {
        *counts.entry(route).or_default() += 1;
        let body = body.map(|body| body.to_string());
        let started = std::time::Instant::now();
        let reply = send(state, method, &path, body.clone()).await;
        // A slow reply is worth a look: say which.
        if started.elapsed() > std::time::Duration::from_secs(2) {
            let shown: Option<String> = body.map(|body| body.chars().take(300).collect());
            eprintln!("slow: {:?} for {path} {shown:?}", started.elapsed());
        }
        acceptable(&reply, &format!("{route} {game}"));
        reply
    };
    for format in formats {
        let body = json!({"input": input, "format": format});
        call(
            Method::POST,
            "solve",
            format!("/api/games/{game}/solve"),
            Some(body),
        )
        .await;
    }
    for format in ["text", "json"] {
        let body = json!({"input": input, "format": format});
        call(
            Method::POST,
            "explain",
            format!("/api/games/{game}/explain"),
            Some(body),
        )
        .await;
    }
    let body = json!({"input": input});
    call(
        Method::POST,
        "line",
        format!("/api/games/{game}/line"),
        Some(body.clone()),
    )
    .await;
    call(
        Method::POST,
        "table",
        format!("/api/games/{game}/table"),
        Some(body),
    )
    .await;
    // The input as a game's rule: a code or a set, mostly malformed.
    call(
        Method::POST,
        "values",
        format!("/api/games/{game}/values"),
        Some(json!({"rule": input, "to": 50})),
    )
    .await;
    let made = call(
        Method::POST,
        "sessions",
        "/api/sessions".to_owned(),
        Some(json!({"game": game, "input": input, "seat": "second", "opponent": "random", "seed": 1})),
    )
    .await;
    if made.status != StatusCode::CREATED {
        return;
    }
    let state_now = made.json();
    let id = state_now["id"].as_str().expect("an id").to_owned();
    let session = format!("/api/sessions/{id}");
    call(Method::GET, "hint", format!("{session}/hint"), None).await;
    call(
        Method::GET,
        "thermograph",
        format!("{session}/thermograph"),
        None,
    )
    .await;
    let moves = state_now["moves"].as_array().cloned().unwrap_or_default();
    let played = moves
        .first()
        .map_or(json!("nonsense"), |mv| mv["text"].clone());
    for attempt in [
        played,
        json!("nonsense"),
        json!(12345),
        json!({"text": "\u{0}"}),
    ] {
        let body = json!({"move": attempt});
        call(Method::POST, "move", format!("{session}/move"), Some(body)).await;
    }
    call(
        Method::POST,
        "harmless",
        format!("{session}/harmless"),
        None,
    )
    .await;
    call(Method::POST, "undo", format!("{session}/undo"), None).await;
    call(Method::GET, "review", format!("{session}/review"), None).await;
    call(Method::GET, "state", session.clone(), None).await;
    call(Method::DELETE, "end", session, None).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn api_fuzz_every_endpoint_of_every_game() {
    // A mutated instance can be one that is read and takes long to solve
    // (connect-four's board a disc in): the work is cut at 1 s, as the
    // playground cuts it at its limit. At 3 s, connect-four's mutants alone
    // took 49 s of the test's 200 (tic-tac-toe's 17 s, on boards a few
    // marks in): the fuzz is after the replies, not the searches.
    let state = AppState::new(
        Registry::builtin(),
        Limits {
            work: std::time::Duration::from_secs(1),
            ..Limits::default()
        },
    );
    let mut counts: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut rng = ChaCha8Rng::seed_from_u64(23);
    let listed = send(&state, Method::GET, "/api/games", None).await.json();
    for game in listed["games"].as_array().expect("the games") {
        let name = game["name"].as_str().expect("a name");
        let formats: Vec<String> = game["formats"]
            .as_array()
            .expect("formats")
            .iter()
            .map(|format| format["name"].as_str().expect("a format name").to_owned())
            .collect();
        let example = game["example"].as_str().expect("an example").to_owned();
        drive(&state, name, &formats, &example, &mut counts).await;
        for _ in 0..cases() {
            let input = mutate(&example, &mut rng);
            drive(&state, name, &formats, &input, &mut counts).await;
        }
        // Sizes at and past the limits: `generate` at its cap and one past
        // it, then instances far past what play and explain take.
        let sizes = [GENERATE_VALUES, GENERATE_VALUES + 1, 1, 40, 5001, 100_000];
        for count in sizes {
            *counts.entry("generate").or_default() += 1;
            let body = json!({"count": count, "seed": count});
            let path = format!("/api/games/{name}/generate");
            let reply = send(&state, Method::POST, &path, Some(body.to_string())).await;
            acceptable(&reply, &format!("generate {name} {count}"));
            if count >= GENERATE_VALUES {
                continue;
            }
            if reply.status == StatusCode::OK && count > 1 {
                let input = reply.json()["input"].as_str().expect("an input").to_owned();
                let big = input.repeat(if count > 5000 { 1 } else { 80 });
                // Past what play and explain take: refused at once. Every
                // format of `solve` was driven on the smaller ones.
                let formats = if count > 5001 {
                    &formats[..1]
                } else {
                    &formats[..]
                };
                drive(&state, name, formats, &big, &mut counts).await;
            }
        }
    }
    let total: usize = counts.values().sum();
    eprintln!("API fuzz: {total} requests: {counts:?}");
    assert!(counts.len() >= 12, "every route was driven: {counts:?}");
}
