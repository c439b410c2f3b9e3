//! The API's tests, in process: each request goes through the whole router
//! (tower's `oneshot`), as it would from a socket.

use std::time::Duration;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use serde_json::{Value as Json, json};
use tower::ServiceExt;

use super::{AppState, LINE_MOVES, router};
use crate::serve::store::Limits;
use optimal_play::registry::{self, Registry};

pub(super) struct Reply {
    pub(super) status: StatusCode,
    pub(super) content_type: String,
    pub(super) text: String,
}

impl Reply {
    pub(super) fn json(&self) -> Json {
        serde_json::from_str(&self.text)
            .unwrap_or_else(|error| panic!("not JSON ({error}): {}", self.text))
    }

    /// Asserts a refusal: the status, a JSON body, and a message with
    /// `needle` in it.
    fn refused(&self, status: StatusCode, needle: &str) {
        assert_eq!(self.status, status, "{}", self.text);
        assert_eq!(self.content_type, "application/json", "{}", self.text);
        let body = self.json();
        let message = body["error"].as_str().expect("an error message");
        assert!(
            message.contains(needle),
            "`{message}` does not mention `{needle}`"
        );
        assert_eq!(body["status"], json!(status.as_u16()));
    }
}

pub(super) async fn send(
    state: &AppState,
    method: Method,
    path: &str,
    body: Option<String>,
) -> Reply {
    let request = Request::builder()
        .method(method)
        .uri(path)
        .header("content-type", "application/json")
        .body(body.map_or_else(Body::empty, Body::from))
        .expect("a request");
    answer(state, request).await
}

/// Sends `request` through the whole router and reads the reply.
async fn answer(state: &AppState, request: Request<Body>) -> Reply {
    let response = router(state.clone())
        .oneshot(request)
        .await
        .expect("the router answers");
    let status = response.status();
    let content_type = response
        .headers()
        .get("content-type")
        .map(|value| value.to_str().unwrap_or("").to_owned())
        .unwrap_or_default();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .expect("a body");
    Reply {
        status,
        content_type,
        text: String::from_utf8(bytes.to_vec()).expect("UTF-8"),
    }
}

async fn get(state: &AppState, path: &str) -> Reply {
    send(state, Method::GET, path, None).await
}

async fn post(state: &AppState, path: &str, body: Json) -> Reply {
    send(state, Method::POST, path, Some(body.to_string())).await
}

fn server() -> AppState {
    AppState::new(Registry::builtin(), Limits::default())
}

#[tokio::test]
async fn the_page_loads_in_under_200_kb_with_nothing_from_elsewhere() {
    let state = server();
    let page = get(&state, "/").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.content_type.starts_with("text/html"));
    let mut total = page.text.len();
    for (path, kind) in [("/app.js", "text/javascript"), ("/style.css", "text/css")] {
        assert!(
            page.text.contains(&format!("\"{path}\"")),
            "the page loads {path}"
        );
        let asset = get(&state, path).await;
        assert_eq!(asset.status, StatusCode::OK);
        assert!(
            asset.content_type.starts_with(kind),
            "{path}: {}",
            asset.content_type
        );
        assert!(!asset.text.contains("http://") && !asset.text.contains("https://"));
        total += asset.text.len();
    }
    assert!(!page.text.contains("http://") && !page.text.contains("https://"));
    assert!(total < 200 * 1024, "the first load is {total} bytes");
}

#[tokio::test]
async fn every_game_is_listed_with_an_example_that_solves() {
    let state = server();
    let listed = get(&state, "/api/games").await.json();
    let games = listed["games"].as_array().expect("a list");
    assert_eq!(games.len(), registry::games().len());
    for game in games {
        let name = game["name"].as_str().expect("a name");
        let example = game["example"].as_str().expect("an example");
        let solved = post(
            &state,
            &format!("/api/games/{name}/solve"),
            json!({"input": example}),
        )
        .await;
        assert_eq!(solved.status, StatusCode::OK, "{name}: {}", solved.text);
        assert!(solved.json().is_object(), "{name}: {}", solved.text);
        // Each game says what it offers, as the command line reads it.
        let offered = registry::find(name).expect("listed").capabilities();
        assert_eq!(game["capabilities"], json!(offered), "{name}");
    }
    let table = |name: &str| {
        let game = games.iter().find(|game| game["name"] == name).expect(name);
        game["capabilities"]["table"].clone()
    };
    assert_eq!((table("coins"), table("nim")), (json!(true), json!(false)));
}

/// Plays every game to its end from both seats through the API, on small
/// instances: a step down where there is one (so that a walk ends), else
/// the first legal move listed; with a hint and an undo on the way; and
/// checks the review.
#[tokio::test]
async fn every_game_plays_to_its_end_from_both_seats() {
    let state = server();
    for game in registry::games() {
        let info = game.info();
        // An instance with no move to make is refused: the next one.
        let mut seats = ["first", "second"].into_iter().peekable();
        for example in game.small_instances(7, 12) {
            let Some(&seat) = seats.peek() else { break };
            let created = post(
                &state,
                "/api/sessions",
                json!({"game": info.name, "input": example, "seat": seat}),
            )
            .await;
            if created.status == StatusCode::BAD_REQUEST && created.text.contains("nothing to play")
            {
                continue;
            }
            seats.next();
            assert_eq!(
                created.status,
                StatusCode::CREATED,
                "{}: {}",
                info.name,
                created.text
            );
            let mut current = created.json();
            let id = current["id"].as_str().expect("an id").to_owned();
            assert!(current["start"].is_object());
            let mut played = 0;
            let mut undone = false;
            while current["over"] == json!(false) {
                assert_eq!(current["to_move"], json!("you"), "{}", info.name);
                let hint = get(&state, &format!("/api/sessions/{id}/hint"))
                    .await
                    .json();
                let moves = hint["moves"].as_array().expect("hinted moves");
                assert!(moves[0]["optimal"] == json!(true), "best first: {hint}");
                let listed = current["moves"].as_array().expect("moves");
                // A step down where there is one, else the best move: the
                // first listed move can walk Rabbit to and fro for ever
                // against an Eel who walls him in.
                let chosen = listed
                    .iter()
                    .find(|m| m["step"] == json!("down"))
                    .unwrap_or(&moves[0]["move"]);
                let first = chosen["text"].as_str().expect("a move").to_owned();
                let reply = post(
                    &state,
                    &format!("/api/sessions/{id}/move"),
                    json!({"move": first}),
                )
                .await;
                assert_eq!(
                    reply.status,
                    StatusCode::OK,
                    "{}: {}",
                    info.name,
                    reply.text
                );
                let reply = reply.json();
                let turns = reply["turns"].as_array().expect("turns");
                assert_eq!(turns[0]["by"], json!("you"));
                assert!(turns.iter().all(|turn| turn["position"].is_object()));
                current = reply["state"].clone();
                played += 1;
                if !undone && current["over"] == json!(false) {
                    let undo = post(&state, &format!("/api/sessions/{id}/undo"), json!(null)).await;
                    assert_eq!(undo.status, StatusCode::OK, "{}", undo.text);
                    let back = undo.json()["state"].clone();
                    assert!(back["moves_made"].as_u64() < current["moves_made"].as_u64());
                    undone = true;
                    current = back;
                }
                assert!(played < 10_000, "{} does not end", info.name);
            }
            let review = get(&state, &format!("/api/sessions/{id}/review")).await;
            assert_eq!(review.status, StatusCode::OK, "{}", review.text);
            assert_eq!(review.json()["finished"], json!(true));
            let history = get(&state, &format!("/api/sessions/{id}")).await.json();
            assert_eq!(
                history["history"].as_array().map(Vec::len),
                history["moves_made"].as_u64().map(|n| n as usize)
            );
            let ended = send(&state, Method::DELETE, &format!("/api/sessions/{id}"), None).await;
            assert_eq!(ended.status, StatusCode::NO_CONTENT);
            get(&state, &format!("/api/sessions/{id}"))
                .await
                .refused(StatusCode::NOT_FOUND, "no such play session");
        }
        assert!(
            seats.peek().is_none(),
            "{}: played from both seats",
            info.name
        );
    }
}

#[tokio::test]
async fn solve_explain_line_and_table_agree_on_the_row_game() {
    let state = server();
    let input = "6\n9 2 12 5 6 15\n";
    let solved = post(&state, "/api/games/coins/solve", json!({"input": input}))
        .await
        .json();
    let margin = solved["margin"].clone();
    assert_eq!(margin, json!(17));
    let usaco = post(
        &state,
        "/api/games/coins/solve",
        json!({"input": input, "format": "usaco"}),
    )
    .await;
    assert_eq!(usaco.content_type, "text/plain; charset=utf-8");
    assert_eq!(usaco.text, "33 16\n");
    let explained = post(&state, "/api/games/coins/explain", json!({"input": input})).await;
    assert_eq!(explained.json()["outcome"]["margin"], margin);
    let text = post(
        &state,
        "/api/games/coins/explain",
        json!({"input": input, "format": "text"}),
    )
    .await;
    assert!(text.text.contains("15"), "{}", text.text);
    let line = post(&state, "/api/games/coins/line", json!({"input": input}))
        .await
        .json();
    assert_eq!(line["value"]["margin"], margin);
    assert_eq!(line["complete"], json!(true));
    let steps = line["steps"].as_array().expect("steps");
    assert_eq!(steps.len(), 6);
    let totals = line["totals"].clone();
    assert_eq!(totals, json!([33, 16]));
    for step in steps {
        let chosen = &step["move"]["text"];
        let best = step["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .find(|m| &m["move"]["text"] == chosen)
            .expect("the move played is listed");
        assert_eq!(best["optimal"], json!(true), "the line plays optimal moves");
    }
    let table = post(&state, "/api/games/coins/table", json!({"input": input}))
        .await
        .json();
    let values = [9i128, 2, 12, 5, 6, 15];
    let margins = &table["table"]["margins"];
    // The recurrence, written out: M(i, i) = v_i; M(i, j) = max(v_i - M(i+1, j), v_j - M(i, j-1)).
    let m = |i: usize, j: usize| margins[i][j - i].as_i64().expect("a margin") as i128;
    for i in 0..6 {
        assert_eq!(m(i, i), values[i]);
        for j in i + 1..6 {
            assert_eq!(
                m(i, j),
                (values[i] - m(i + 1, j)).max(values[j] - m(i, j - 1))
            );
        }
    }
    assert_eq!(json!(m(0, 5)), margin);
    let none = post(
        &state,
        "/api/games/wall/table",
        json!({"input": "12\n34\n"}),
    )
    .await
    .json();
    assert_eq!(none["table"], Json::Null);
    let long: Vec<String> = (0..super::TABLE_LIMIT + 1).map(|v| v.to_string()).collect();
    let too_long = post(
        &state,
        "/api/games/coins/table",
        json!({"input": long.join(" ")}),
    )
    .await
    .json();
    assert_eq!(too_long["table"], Json::Null);
    assert!(
        too_long["note"]
            .as_str()
            .is_some_and(|note| note.contains("at most"))
    );
}

#[tokio::test]
async fn numbers_past_two_to_the_53_stay_exact() {
    let state = server();
    let max = i64::MAX;
    let input = format!("3\n{max} {max} {max}\n");
    let solved = post(&state, "/api/games/coins/solve", json!({"input": input})).await;
    let first = 2 * i128::from(max);
    assert!(
        solved.text.contains(&format!("\"first\":{first}")),
        "{}",
        solved.text
    );
    let created = post(
        &state,
        "/api/sessions",
        json!({"game": "coins", "input": input}),
    )
    .await;
    let id = created.json()["id"].as_str().expect("an id").to_owned();
    let reply = post(
        &state,
        &format!("/api/sessions/{id}/move"),
        json!({"move": "left"}),
    )
    .await;
    assert!(
        reply.text.contains(&format!("\"totals\":[{max},{max}]")),
        "{}",
        reply.text
    );
}

#[tokio::test]
async fn bad_requests_get_a_4xx_with_a_json_error() {
    let state = server();
    post(
        &state,
        "/api/games/coins/solve",
        json!({"input": "3\n1 2 x\n"}),
    )
    .await
    .refused(StatusCode::BAD_REQUEST, "line 2, column 5");
    post(
        &state,
        "/api/games/coins/solve",
        json!({"input": "4\n1 2 3\n"}),
    )
    .await
    .refused(StatusCode::BAD_REQUEST, "line");
    post(&state, "/api/games/coins/solve", json!({"input": ""}))
        .await
        .refused(StatusCode::BAD_REQUEST, "empty");
    post(
        &state,
        "/api/games/wall/solve",
        json!({"input": "123\n45\n"}),
    )
    .await
    .refused(StatusCode::BAD_REQUEST, "line 2");
    post(&state, "/api/games/coins/solve", json!({"inptu": "1 2"}))
        .await
        .refused(StatusCode::BAD_REQUEST, "unknown field `inptu`");
    post(
        &state,
        "/api/games/coins/solve",
        json!({"input": "1 2", "format": "xml"}),
    )
    .await
    .refused(StatusCode::BAD_REQUEST, "no format `xml`");
    send(
        &state,
        Method::POST,
        "/api/games/coins/solve",
        Some("{not json".to_owned()),
    )
    .await
    .refused(StatusCode::BAD_REQUEST, "not the JSON expected");
    post(&state, "/api/games/chess/solve", json!({"input": "1"}))
        .await
        .refused(StatusCode::NOT_FOUND, "no game called `chess`");
    post(
        &state,
        "/api/games/take-k/solve",
        json!({"input": "1 2", "param": 0}),
    )
    .await
    .refused(StatusCode::BAD_REQUEST, "k");
    post(
        &state,
        "/api/games/coins/explain",
        json!({"input": "1 2", "format": "pdf"}),
    )
    .await
    .refused(StatusCode::BAD_REQUEST, "no format `pdf`");
    let long: Vec<String> = (0..5001).map(|v| v.to_string()).collect();
    post(
        &state,
        "/api/games/coins/explain",
        json!({"input": long.join(" ")}),
    )
    .await
    .refused(StatusCode::UNPROCESSABLE_ENTITY, "5000");
    post(
        &state,
        "/api/games/coins/generate",
        json!({"count": 100_000_000u64}),
    )
    .await
    .refused(StatusCode::UNPROCESSABLE_ENTITY, "at most");
    post(&state, "/api/games/coins/generate", json!({"rows": 3}))
        .await
        .refused(StatusCode::BAD_REQUEST, "--rows");
    get(&state, "/api/nothing-here")
        .await
        .refused(StatusCode::NOT_FOUND, "no such page");
    send(&state, Method::PUT, "/api/games", None)
        .await
        .refused(StatusCode::METHOD_NOT_ALLOWED, "does not take that method");

    let session = |body: Json| {
        let state = state.clone();
        async move { post(&state, "/api/sessions", body).await }
    };
    session(json!({"game": "coins", "input": "1 2", "seat": "third"}))
        .await
        .refused(StatusCode::BAD_REQUEST, "no seat `third`");
    session(json!({"game": "coins", "input": "1 2", "opponent": "oracle"}))
        .await
        .refused(StatusCode::BAD_REQUEST, "no opponent `oracle`");
    session(json!({"game": "coins", "input": "1 2", "opponent": "skill", "skill": 1.5}))
        .await
        .refused(StatusCode::BAD_REQUEST, "probability");
    session(json!({"game": "coins", "input": "1 2", "skill": 0.5}))
        .await
        .refused(StatusCode::BAD_REQUEST, "skill");
    // One cell past the 900 cells of a 30 × 30 board.
    let board = format!("{}\n", "1".repeat(31)).repeat(30);
    session(json!({"game": "wall", "input": board}))
        .await
        .refused(
            StatusCode::UNPROCESSABLE_ENTITY,
            "the number of cells is 930, and play takes at most 900",
        );

    let created = session(json!({"game": "coins", "input": "2\n1 2\n"}))
        .await
        .json();
    let id = created["id"].as_str().expect("an id").to_owned();
    let path = |what: &str| format!("/api/sessions/{id}/{what}");
    post(&state, &path("move"), json!({"move": "sideways"}))
        .await
        .refused(StatusCode::BAD_REQUEST, "sideways");
    post(&state, &path("move"), json!({"move": 7}))
        .await
        .refused(StatusCode::BAD_REQUEST, "`move` is a move as text");
    post(&state, &path("move"), json!({"mv": "left"}))
        .await
        .refused(StatusCode::BAD_REQUEST, "unknown field `mv`");
    post(&state, &path("undo"), json!(null))
        .await
        .refused(StatusCode::CONFLICT, "nothing to undo");
    let over = post(&state, &path("move"), json!({"move": "right"}))
        .await
        .json();
    assert_eq!(over["state"]["over"], json!(true));
    post(&state, &path("move"), json!({"move": "left"}))
        .await
        .refused(StatusCode::CONFLICT, "over");
    get(&state, &path("hint"))
        .await
        .refused(StatusCode::CONFLICT, "over");
    get(&state, "/api/sessions/0123")
        .await
        .refused(StatusCode::NOT_FOUND, "no such play session");
    send(&state, Method::DELETE, "/api/sessions/0123", None)
        .await
        .refused(StatusCode::NOT_FOUND, "no such play session");

    // An illegal move that reads as a move: a wall that cuts every path.
    let wall = session(json!({"game": "wall", "input": "1\n2\n"}))
        .await
        .json();
    let id = wall["id"].as_str().expect("an id");
    post(
        &state,
        &format!("/api/sessions/{id}/move"),
        json!({"move": "wall 0 0"}),
    )
    .await
    .refused(StatusCode::BAD_REQUEST, "no way to the bottom row");
}

#[tokio::test]
async fn a_body_past_the_cap_is_refused() {
    let state = AppState::new(
        Registry::builtin(),
        Limits {
            body_bytes: 1000,
            ..Limits::default()
        },
    );
    let big = "1 ".repeat(1000);
    post(&state, "/api/games/coins/solve", json!({"input": big}))
        .await
        .refused(
            StatusCode::PAYLOAD_TOO_LARGE,
            "larger than the server takes",
        );
}

/// A solve past the playground's work limit is stopped and refused, and
/// the server answers the next request (`1111`, four discs no book
/// holds, since neither side's first disc is a best move, takes a
/// release build's search about 20 s).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn work_past_the_limit_is_stopped_and_refused() {
    let state = AppState::new(
        Registry::builtin(),
        Limits {
            work: std::time::Duration::from_millis(500),
            ..Limits::default()
        },
    );
    post(
        &state,
        "/api/games/connect-four/solve",
        json!({"input": "1111\n", "format": "score"}),
    )
    .await
    .refused(
        StatusCode::UNPROCESSABLE_ENTITY,
        "the work passed the playground's limit of 0.5 s",
    );
    assert_eq!(state.job_counts().0, 0, "the work is still running");
    let reply = post(
        &state,
        "/api/games/connect-four/solve",
        json!({"input": "4455\n", "format": "score"}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
}

#[tokio::test]
async fn sessions_are_capped_and_expire() {
    let state = AppState::new(
        Registry::builtin(),
        Limits {
            sessions: 2,
            ..Limits::default()
        },
    );
    let body = json!({"game": "coins", "input": "1 2 3"});
    for _ in 0..2 {
        assert_eq!(
            post(&state, "/api/sessions", body.clone()).await.status,
            StatusCode::CREATED
        );
    }
    post(&state, "/api/sessions", body.clone())
        .await
        .refused(StatusCode::TOO_MANY_REQUESTS, "at most 2 play sessions");
    assert_eq!(state.sessions().len(), 2);

    let state = AppState::new(
        Registry::builtin(),
        Limits {
            idle: Duration::from_millis(1),
            ..Limits::default()
        },
    );
    let created = post(&state, "/api/sessions", body).await.json();
    std::thread::sleep(Duration::from_millis(20));
    let id = created["id"].as_str().expect("an id");
    get(&state, &format!("/api/sessions/{id}"))
        .await
        .refused(StatusCode::NOT_FOUND, "expired");
    state.sessions().sweep(std::time::Instant::now());
    assert_eq!(state.sessions().len(), 0);
}

#[tokio::test]
async fn only_requests_for_this_machine_are_answered() {
    let state = server();
    for (host, status) in [
        ("127.0.0.1:8080", StatusCode::OK),
        ("localhost:8080", StatusCode::OK),
        ("LOCALHOST", StatusCode::OK),
        ("[::1]:8080", StatusCode::OK),
        ("evil.example:8080", StatusCode::FORBIDDEN),
        ("10.0.0.1", StatusCode::FORBIDDEN),
    ] {
        let request = Request::builder()
            .uri("/api/games")
            .header("host", host)
            .body(Body::empty())
            .expect("a request");
        let response = router(state.clone())
            .oneshot(request)
            .await
            .expect("an answer");
        assert_eq!(response.status(), status, "{host}");
    }
    let open = AppState::answering_any_host(Registry::builtin(), Limits::default());
    let request = Request::builder()
        .uri("/api/games")
        .header("host", "playground.example")
        .body(Body::empty())
        .expect("a request");
    let response = router(open).oneshot(request).await.expect("an answer");
    assert_eq!(response.status(), StatusCode::OK);
}

#[tokio::test]
async fn generate_is_seeded_and_reads_back() {
    let state = server();
    let request = json!({"count": 12, "min": -5, "max": 5, "seed": 42});
    let first = post(&state, "/api/games/coins/generate", request.clone())
        .await
        .json();
    let again = post(&state, "/api/games/coins/generate", request)
        .await
        .json();
    assert_eq!(first, again, "the same seed gives the same instance");
    assert_eq!(first["seed"], json!(42));
    let text = first["input"].as_str().expect("text");
    let solved = post(
        &state,
        "/api/games/coins/solve",
        json!({"input": text, "format": "json"}),
    )
    .await;
    assert_eq!(solved.status, StatusCode::OK, "{}", solved.text);
    let board = post(
        &state,
        "/api/games/wall/generate",
        json!({"rows": 3, "cols": 7}),
    )
    .await
    .json();
    let rows: Vec<&str> = board["input"].as_str().expect("text").lines().collect();
    assert_eq!(rows.len(), 3);
    assert!(rows.iter().all(|row| row.len() == 7), "{rows:?}");
    let unseeded = post(&state, "/api/games/nim/generate", json!({}))
        .await
        .json();
    assert!(
        unseeded["seed"].is_u64(),
        "an unseeded instance says its seed"
    );
}

/// Sends `method path` with `headers` and a body, straight to the router.
async fn send_with(
    state: &AppState,
    method: Method,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> Reply {
    let mut request = Request::builder().method(method).uri(path);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let request = request
        .body(Body::from(body.to_owned()))
        .expect("a request");
    answer(state, request).await
}

/// #23 item 2: a page on another origin cannot drive the API, and a body
/// not declared JSON is refused, while the playground's own page, curl and
/// the page itself are answered.
#[tokio::test]
async fn item_2_cross_origin_requests_and_bodies_not_json_are_refused() {
    let state = server();
    let session = r#"{"game":"coins","input":"1 2 3"}"#;
    let json = ("content-type", "application/json");
    let host = ("host", "127.0.0.1:8080");
    for headers in [
        vec![host, json, ("origin", "http://evil.example")],
        vec![host, json, ("origin", "http://127.0.0.1:9999")],
        vec![host, json, ("origin", "null")],
        vec![host, json, ("sec-fetch-site", "cross-site")],
        vec![host, json, ("sec-fetch-site", "same-site")],
    ] {
        send_with(&state, Method::POST, "/api/sessions", &headers, session)
            .await
            .refused(StatusCode::FORBIDDEN, "the playground's own page");
        send_with(&state, Method::GET, "/api/games", &headers, "")
            .await
            .refused(StatusCode::FORBIDDEN, "the playground's own page");
    }
    for kind in [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
    ] {
        send_with(
            &state,
            Method::POST,
            "/api/sessions",
            &[host, ("content-type", kind)],
            session,
        )
        .await
        .refused(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "Content-Type: application/json",
        );
    }
    send_with(&state, Method::POST, "/api/sessions", &[host], session)
        .await
        .refused(StatusCode::UNSUPPORTED_MEDIA_TYPE, "must be JSON");
    assert_eq!(
        state.sessions().len(),
        0,
        "no refused request made a session"
    );

    let own = [
        host,
        ("content-type", "application/json; charset=utf-8"),
        ("origin", "http://127.0.0.1:8080"),
        ("sec-fetch-site", "same-origin"),
    ];
    let made = send_with(&state, Method::POST, "/api/sessions", &own, session).await;
    assert_eq!(made.status, StatusCode::CREATED, "{}", made.text);
    let curl = send_with(
        &state,
        Method::POST,
        "/api/sessions",
        &[host, json],
        session,
    )
    .await;
    assert_eq!(curl.status, StatusCode::CREATED, "{}", curl.text);
    let id = curl.json()["id"].as_str().expect("an id").to_owned();
    let undo = send_with(
        &state,
        Method::POST,
        &format!("/api/sessions/{id}/undo"),
        &[host],
        "",
    )
    .await;
    assert_ne!(
        undo.status,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "{}",
        undo.text
    );
    let linked = [host, ("sec-fetch-site", "cross-site")];
    let page = send_with(&state, Method::GET, "/", &linked, "").await;
    assert_eq!(
        page.status,
        StatusCode::OK,
        "a link from elsewhere opens the page"
    );
}

/// #23 item 1: a heap past the limit is refused with 422 before anything is
/// allocated, and the server goes on answering.
#[tokio::test]
async fn item_1_a_huge_heap_is_refused_and_the_server_lives() {
    let state = server();
    for n in ["10000000000", "9223372036854775807", "10000001"] {
        let body = json!({"input": format!("{n} 1\n1"), "format": "cses"});
        post(&state, "/api/games/stick-game/solve", body)
            .await
            .refused(
                StatusCode::UNPROCESSABLE_ENTITY,
                "solve takes at most 10000000",
            );
    }
    let body = json!({"count": 10_000_000_000u64, "seed": 1});
    post(&state, "/api/games/stick-game/generate", body)
        .await
        .refused(StatusCode::UNPROCESSABLE_ENTITY, "generates at most");
    let body = json!({"input": "10 3\n1 3 4", "format": "cses"});
    let reply = post(&state, "/api/games/stick-game/solve", body).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
}

/// Every game's session and optimal line carry a typed picture the page
/// draws with no code of its own: a scene, a picture of every position,
/// and, where a move is made on the picture, its target there.
#[tokio::test]
async fn every_game_is_pictured_for_the_page() {
    let state = server();
    let listed = get(&state, "/api/games").await.json();
    for game in listed["games"].as_array().expect("a list") {
        let name = game["name"].as_str().expect("a name");
        let example = game["example"].as_str().expect("an example");
        let made = post(
            &state,
            "/api/sessions",
            json!({"game": name, "input": example}),
        )
        .await;
        assert_eq!(made.status, StatusCode::CREATED, "{name}: {}", made.text);
        let session = made.json();
        let kind = session["picture"]["kind"].as_str().expect("a picture kind");
        assert!(
            [
                "row", "board", "heaps", "count", "tokens", "pieces", "edges", "grid"
            ]
            .contains(&kind),
            "{name}: drawn as {kind}"
        );
        assert!(session["scene"]["kind"].is_string(), "{name}: {session}");
        assert_eq!(session["start_picture"]["kind"], json!(kind), "{name}");
        if matches!(kind, "row" | "board" | "tokens" | "pieces" | "edges") {
            let placed = session["moves"].as_array().expect("moves");
            assert!(
                placed.iter().any(|mv| mv["target"]["kind"].is_string()),
                "{name}: no move has a place on the {kind}: {placed:?}"
            );
        }
        let line = post(
            &state,
            &format!("/api/games/{name}/line"),
            json!({"input": example}),
        )
        .await
        .json();
        assert_eq!(line["scene"], session["scene"], "{name}");
        assert_eq!(line["start_picture"], session["start_picture"], "{name}");
        for step in line["steps"].as_array().expect("steps") {
            assert_eq!(step["picture"]["kind"], json!(kind), "{name}: {step}");
        }
        assert_eq!(line["end_picture"]["kind"], json!(kind), "{name}");
    }
}

/// The page names no game: not one registered game's name, nor a seat's,
/// appears in its script's modules or its style sheet, not even inside an
/// identifier or a class (`drawHackenbush`), so every game is drawn and
/// played from the API's descriptions alone.
#[test]
fn the_page_names_no_game() {
    use crate::serve::page::{MODULES, SCRIPT, STYLE};
    let files = [("app.js", SCRIPT), ("style.css", STYLE)];
    let files = files.into_iter().chain(MODULES.iter().copied());
    let files: Vec<(&str, String)> = files
        .map(|(name, text)| {
            // Comments may say which game a kind of picture was made for.
            let code: Vec<&str> = text
                .lines()
                .filter(|line| !line.trim_start().starts_with("//"))
                .filter(|line| !line.trim_start().starts_with("/*"))
                .collect();
            (name, code.join("\n").to_lowercase())
        })
        .collect();
    assert!(files.len() > 10, "the script is split into modules");
    for game in registry::games() {
        let info = game.info();
        // As an identifier or a class would spell it (`drawHackenbush`,
        // `svg.hackenbush`); short names (`nim`, `wall`, `coins`) are words
        // the pictures use for their own things.
        let words = info.name.replace('-', "");
        for (name, code) in &files {
            for quote in ['\'', '"', '`'] {
                let quoted = format!("{quote}{}{quote}", info.name);
                assert!(!code.contains(&quoted), "{name} names {quoted}");
            }
            assert!(
                words.len() < 6 || !code.contains(&words),
                "{name} names {} in an identifier or a class",
                info.name
            );
            for seat in info.seats {
                if !seat.starts_with("player") {
                    let seat = seat.to_lowercase();
                    assert!(
                        !code.contains(&format!("'{seat}'"))
                            && !code.contains(&format!("\"{seat}\"")),
                        "{name} names the seat {seat}"
                    );
                }
            }
        }
    }
}

/// Every module the page imports is served, and every module served is
/// imported: the modules load as the browser would fetch them.
#[tokio::test]
async fn every_module_the_page_imports_is_served() {
    let state = server();
    let mut imported = std::collections::BTreeSet::new();
    let mut pending = vec![("app.js".to_owned(), crate::serve::page::SCRIPT.to_owned())];
    while let Some((path, text)) = pending.pop() {
        for line in text.lines().filter(|line| line.starts_with("import ")) {
            let from = line
                .rsplit(" from '")
                .next()
                .expect("from")
                .trim_end_matches("';");
            let base = std::path::Path::new(&path).parent().expect("a folder");
            let mut joined = Vec::new();
            for part in base.join(from).components() {
                match part.as_os_str().to_str().expect("text") {
                    "." => {}
                    ".." => {
                        joined.pop();
                    }
                    other => joined.push(other.to_owned()),
                }
            }
            let url = format!("/{}", joined.join("/"));
            if imported.insert(url.clone()) {
                let reply = get(&state, &url).await;
                assert_eq!(reply.status, StatusCode::OK, "{url}, imported by {path}");
                pending.push((url.trim_start_matches('/').to_owned(), reply.text));
            }
        }
    }
    let served: std::collections::BTreeSet<String> = crate::serve::page::MODULES
        .iter()
        .map(|(name, _)| format!("/modules/{name}"))
        .collect();
    assert_eq!(imported, served);
    assert_eq!(
        get(&state, "/modules/nothing.js").await.status,
        StatusCode::NOT_FOUND
    );
}

/// #23 item 3: the sessions' memory has a budget. A session's share is
/// known before it is made; past the budget a new one is refused with 429
/// (422 when it alone exceeds the budget), and ending a session frees its
/// share, as does a session that could not be made.
#[tokio::test]
async fn item_3_session_memory_has_a_budget() {
    let state = AppState::new(
        Registry::builtin(),
        Limits {
            session_bytes: 200 << 20,
            ..Limits::default()
        },
    );
    let row: Vec<String> = (0..3000).map(|i| (i % 97).to_string()).collect();
    let body = json!({"game": "take-k", "input": row.join(" ")});
    let mut ids = Vec::new();
    for _ in 0..2 {
        let made = post(&state, "/api/sessions", body.clone()).await;
        assert_eq!(made.status, StatusCode::CREATED, "{}", made.text);
        ids.push(made.json()["id"].as_str().expect("an id").to_owned());
    }
    let held = state.sessions().bytes();
    assert!(
        held > 2 * 70_000_000,
        "a 3000-value take-k session holds about 72 MB: {held}"
    );
    post(&state, "/api/sessions", body.clone())
        .await
        .refused(StatusCode::TOO_MANY_REQUESTS, "`serve --session-memory`");
    let small = post(
        &state,
        "/api/sessions",
        json!({"game": "coins", "input": "1 2 3"}),
    )
    .await;
    assert_eq!(small.status, StatusCode::CREATED, "a small one still fits");
    let ended = send(
        &state,
        Method::DELETE,
        &format!("/api/sessions/{}", ids[0]),
        None,
    )
    .await;
    assert_eq!(ended.status, StatusCode::NO_CONTENT);
    let made = post(&state, "/api/sessions", body.clone()).await;
    assert_eq!(
        made.status,
        StatusCode::CREATED,
        "ending one frees its share"
    );

    let before = state.sessions().bytes();
    post(
        &state,
        "/api/sessions",
        json!({"game": "nim", "input": "0"}),
    )
    .await
    .refused(StatusCode::BAD_REQUEST, "nothing to play");
    assert_eq!(
        state.sessions().bytes(),
        before,
        "a refused session holds nothing"
    );

    let tight = AppState::new(
        Registry::builtin(),
        Limits {
            session_bytes: 10 << 20,
            ..Limits::default()
        },
    );
    post(&tight, "/api/sessions", body)
        .await
        .refused(StatusCode::UNPROCESSABLE_ENTITY, "more than the 10 MiB");
    assert_eq!(tight.sessions().bytes(), 0);
}

/// #23 item 4: work whose client went away keeps its place in its lane
/// until it ends (it once let a seventh job run beside six abandoned ones),
/// and a small request is answered while large work fills its lane.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn item_4_abandoned_work_keeps_its_place_and_small_requests_pass_large_ones() {
    let state = AppState::new(
        Registry::builtin(),
        Limits {
            jobs: 1,
            ..Limits::default()
        },
    );
    let (release, held) = std::sync::mpsc::channel::<()>();
    let (started, running) = tokio::sync::oneshot::channel::<()>();
    let large = {
        let state = state.clone();
        tokio::spawn(async move {
            state
                .job(super::QUICK_INPUT + 1, move || {
                    let _ = started.send(());
                    let _ = held.recv();
                    Ok(())
                })
                .await
        })
    };
    running.await.expect("the large work starts");
    large.abort();
    assert!(large.await.is_err(), "the client went away");
    assert_eq!(
        state.inner.jobs.available_permits(),
        0,
        "abandoned work keeps its place until it ends"
    );
    let small = post(
        &state,
        "/api/games/coins/solve",
        json!({"input": "3\n1 2 3"}),
    )
    .await;
    assert_eq!(small.status, StatusCode::OK, "{}", small.text);
    release.send(()).expect("the work is waiting");
    let ended = std::time::Instant::now();
    while state.inner.jobs.available_permits() == 0 {
        assert!(
            ended.elapsed() < Duration::from_secs(30),
            "the place is given back"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// #23 items 9 and 12: a refusal made before a handler runs (a game name
/// that is not UTF-8) is the API's JSON error too, and an instance past
/// what explain, play or line take is 422 (too large), as documented, not
/// 400.
#[tokio::test]
async fn item_9_and_12_every_refusal_is_json_and_too_large_is_422() {
    let state = server();
    post(&state, "/api/games/%ff%fe/solve", json!({"input": "1"}))
        .await
        .refused(StatusCode::BAD_REQUEST, "UTF-8");
    let long: Vec<String> = (0..5001).map(|i| (i % 10).to_string()).collect();
    let input = json!({"input": long.join(" ")});
    post(&state, "/api/games/coins/explain", input.clone())
        .await
        .refused(StatusCode::UNPROCESSABLE_ENTITY, "at most 5000");
    let long: Vec<String> = (0..3001).map(|i| (i % 10).to_string()).collect();
    let input = json!({"input": long.join(" ")});
    post(&state, "/api/games/take-k/line", input.clone())
        .await
        .refused(StatusCode::UNPROCESSABLE_ENTITY, "at most 3000");
    let session = json!({"game": "take-k", "input": long.join(" ")});
    post(&state, "/api/sessions", session)
        .await
        .refused(StatusCode::UNPROCESSABLE_ENTITY, "at most 3000");
}

#[tokio::test]
async fn values_of_a_rule_game_come_with_their_period_and_bad_requests_are_refused() {
    let state = server();
    let kayles = post(&state, "/api/games/octal/values", json!({"to": 100})).await;
    assert_eq!(kayles.status, StatusCode::OK, "{}", kayles.text);
    let kayles = kayles.json();
    assert_eq!(kayles["values"].as_array().map(Vec::len), Some(101));
    assert_eq!(kayles["period"]["period"], json!(12));
    assert_eq!(kayles["period"]["pre_period"], json!(71));
    let set = post(
        &state,
        "/api/games/subtraction/values",
        json!({"rule": "1,3,4", "to": 13}),
    )
    .await
    .json();
    assert_eq!(
        set["values"],
        json!([0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2])
    );
    for (path, body, status, says) in [
        (
            "/api/games/octal/values",
            json!({"rule": "0.7z"}),
            StatusCode::BAD_REQUEST,
            "a code is",
        ),
        (
            "/api/games/subtraction/values",
            json!({"rule": ""}),
            StatusCode::BAD_REQUEST,
            "a set is",
        ),
        (
            "/api/games/octal/values",
            json!({"to": 1001}),
            StatusCode::BAD_REQUEST,
            "at most 1000",
        ),
        (
            "/api/games/octal/values",
            json!({"to": -1}),
            StatusCode::BAD_REQUEST,
            "not the JSON expected",
        ),
        (
            "/api/games/octal/values",
            json!({"heaps": 3}),
            StatusCode::BAD_REQUEST,
            "not the JSON expected",
        ),
        (
            "/api/games/nim/values",
            json!({}),
            StatusCode::BAD_REQUEST,
            "nim has no values",
        ),
        (
            "/api/games/kayles/values",
            json!({}),
            StatusCode::NOT_FOUND,
            "no game called",
        ),
    ] {
        let reply = post(&state, path, body.clone()).await;
        assert_eq!(reply.status, status, "{path} {body}: {}", reply.text);
        assert!(reply.text.contains(says), "{path} {body}: {}", reply.text);
    }
}

/// #27: the optimal line of a wall board at the play limit, 30 × 30 with
/// no `x` (Eel walls 842 times, each turn with about 870 moves, then
/// Rabbit walks): each step lists its 20 best moves, the one played first,
/// and says how many it had. The line is longer than the 1000 steps (or
/// two seconds) a line may take, so it comes cut short, and says so.
#[tokio::test]
async fn the_line_of_a_30_by_30_wall_board_lists_the_best_moves_of_each_step() {
    let state = server();
    let board = format!("{}\n", "1".repeat(30)).repeat(30);
    let reply = post(&state, "/api/games/wall/line", json!({"input": board})).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    // Every step carries its position (up to 842 walls) twice, as the
    // game's JSON and as a picture: about 10 MB for 1000 steps. Listing
    // every move of every step made it 48 MB.
    assert!(
        reply.text.len() < 16 << 20,
        "the line is {} bytes",
        reply.text.len()
    );
    let line = reply.json();
    let steps = line["steps"].as_array().expect("steps");
    assert!(steps.len() >= 100, "{} steps", steps.len());
    assert!(steps.len() <= super::LINE_STEPS);
    assert_eq!(line["complete"], json!(false), "the line is cut short");
    let first = &steps[0];
    assert_eq!(first["moves"].as_array().map(Vec::len), Some(LINE_MOVES));
    assert!(
        first["moves_in_all"].as_u64() > Some(800),
        "{}",
        first["moves_in_all"]
    );
    for step in steps {
        let listed = step["moves"].as_array().expect("moves");
        assert!(listed.len() <= LINE_MOVES);
        assert!(step["moves_in_all"].as_u64() >= Some(listed.len() as u64));
        assert_eq!(
            listed[0]["move"]["text"], step["move"]["text"],
            "the move played is the first listed"
        );
    }
}

/// #46 item 1: a request of many games past the total cost is refused at
/// once with 422, before any game is solved.
#[tokio::test]
async fn item_1_a_request_of_many_games_past_the_total_is_422() {
    let state = AppState::new(Registry::builtin(), Limits::default());
    post(
        &state,
        "/api/games/can-i-win/solve",
        json!({"input": "24 100\n".repeat(585)}),
    )
    .await
    .refused(
        StatusCode::UNPROCESSABLE_ENTITY,
        "the positions of all the games together",
    );
}

/// The playground's optimal line is the library's (`erased::optimal_line`,
/// #47): of moves equally good, the one that goes on. Its own copy took
/// the first for the person's seat, so Rabbit walked right and left for
/// the whole 1000 steps on the alternating wall board `generate --seed 1`
/// writes, and the line never reached the 36 it promised.
#[tokio::test]
async fn the_line_ends_where_its_value_says() {
    let state = server();
    let board = "00522\n47010\n50242\n77202\n";
    let reply = post(
        &state,
        "/api/games/alternating-wall/line",
        json!({"input": board}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let line = reply.json();
    assert_eq!(line["complete"], json!(true), "the line ends");
    assert_eq!(line["value"], json!({"margin": -36}));
    assert_eq!(
        line["totals"],
        json!([-36, 0]),
        "Rabbit pays what was promised"
    );
    let steps = line["steps"].as_array().expect("steps");
    assert!(steps.len() < 100, "{} steps", steps.len());
    // Each step still lists its position's valued moves, from before it.
    assert!(
        steps
            .iter()
            .all(|step| step["moves"].as_array().is_some_and(|m| !m.is_empty()))
    );
}

/// #52: a session made with `moves` replays them from the start for
/// whoever is to move (a link or a saved game reopened), then the engine
/// replies; a move that does not fit is refused with its number, and too
/// many moves before any work.
#[tokio::test]
async fn a_session_made_with_moves_replays_them() {
    let state = server();
    let created = post(
        &state,
        "/api/sessions",
        json!({"game": "coins", "input": "4\n1 9 2 8\n", "seat": "second", "moves": ["right", "left"]}),
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let reply = created.json();
    let turns = reply["turns"].as_array().expect("turns");
    // Both moves replayed (the engine's first, then the person's), then
    // the engine's reply.
    assert_eq!(turns.len(), 3, "{}", created.text);
    assert_eq!(turns[0]["move"]["text"], json!("right"));
    assert_eq!(turns[1]["move"]["text"], json!("left"));
    assert_eq!(turns[1]["by"], json!("you"));
    assert_eq!(reply["moves_made"], json!(3));
    assert_eq!(reply["last_move"]["by"], json!("engine"));
    post(
        &state,
        "/api/sessions",
        json!({"game": "coins", "input": "4\n1 9 2 8\n", "moves": ["left", "middle"]}),
    )
    .await
    .refused(
        StatusCode::UNPROCESSABLE_ENTITY,
        "move 2 of the moves given, `middle`",
    );
    let many = vec!["left"; 10_001];
    post(
        &state,
        "/api/sessions",
        json!({"game": "coins", "input": "4\n1 9 2 8\n", "moves": many}),
    )
    .await
    .refused(StatusCode::BAD_REQUEST, "at most 10000 moves");
}

/// #52: `POST /api/sessions/{id}/harmless` plays, as Eel, every wall that
/// keeps the value, each a turn of the person's with the walls after it;
/// being done is left to the person, and once Rabbit is the engine's
/// there is nothing to play (409). In the row game nothing keeps the turn.
#[tokio::test]
async fn harmless_moves_are_played_for_the_person_while_the_turn_is_theirs() {
    let state = server();
    let created = post(
        &state,
        "/api/sessions",
        json!({"game": "wall", "input": "0421\n3911\n1111\n", "seat": "first"}),
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let reply = created.json();
    assert_eq!(reply["moves_again"], json!(true), "{}", created.text);
    let id = reply["id"].as_str().expect("an id").to_owned();
    let played = post(&state, &format!("/api/sessions/{id}/harmless"), json!({})).await;
    assert_eq!(played.status, StatusCode::OK, "{}", played.text);
    let played = played.json();
    let turns = played["turns"].as_array().expect("turns");
    assert!(!turns.is_empty(), "{played}");
    for (at, turn) in turns.iter().enumerate() {
        assert_eq!(turn["by"], json!("you"), "{turn}");
        assert_eq!(turn["value"], turn["best_value"], "{turn}");
        assert!(
            turn["move"]["text"]
                .as_str()
                .is_some_and(|t| t.starts_with("wall")),
            "{turn}"
        );
        assert_eq!(
            turn["picture"]["walls"].as_array().map(Vec::len),
            Some(at + 1),
            "{turn}"
        );
    }
    assert_eq!(played["state"]["to_move"], json!("you"));
    let hint = get(&state, &format!("/api/sessions/{id}/hint"))
        .await
        .json();
    let best: Vec<&Json> = (hint["moves"].as_array().expect("moves").iter())
        .filter(|m| m["optimal"] == json!(true))
        .map(|m| &m["move"]["text"])
        .collect();
    assert_eq!(best, vec![&json!("done")], "{hint}");
    let done = post(
        &state,
        &format!("/api/sessions/{id}/move"),
        json!({"move": "done"}),
    )
    .await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.text);
    assert_eq!(done.json()["state"]["moves_again"], json!(false));
    post(&state, &format!("/api/sessions/{id}/harmless"), json!({}))
        .await
        .refused(StatusCode::CONFLICT, "not your turn");

    let coins = post(
        &state,
        "/api/sessions",
        json!({"game": "coins", "input": "4\n1 9 2 8\n", "seat": "first"}),
    )
    .await
    .json();
    assert_eq!(coins["moves_again"], json!(false), "{coins}");
    let id = coins["id"].as_str().expect("an id");
    let none = post(&state, &format!("/api/sessions/{id}/harmless"), json!({})).await;
    assert_eq!(none.json()["turns"], json!([]));
}

/// #52: a wall game's optimal line carries the token's whole route, to
/// the bottom row, even when the steps shown are cut short.
#[tokio::test]
async fn the_line_carries_the_tokens_whole_route() {
    let state = server();
    let reply = post(
        &state,
        "/api/games/wall/line",
        json!({"input": "042\n391\n111\n"}),
    )
    .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let line = reply.json();
    assert_eq!(line["complete"], json!(true));
    assert_eq!(line["route_complete"], json!(true));
    let route = line["route"].as_array().expect("a route");
    assert_eq!(route.first(), Some(&json!([0, 0])), "{line}");
    assert_eq!(
        route.last().and_then(|cell| cell[0].as_u64()),
        Some(2),
        "{line}"
    );
    let coins = post(
        &state,
        "/api/games/coins/line",
        json!({"input": "4\n1 9 2 8\n"}),
    )
    .await;
    assert_eq!(coins.json()["route"], json!([]));
}

/// #51: `GET /api/sessions/{id}/thermograph` draws the position in play,
/// after the moves made, for a partizan game; a game without values says
/// it has none (404).
#[tokio::test]
async fn a_partizan_position_in_play_has_its_thermograph() {
    let state = server();
    let created = post(
        &state,
        "/api/sessions",
        json!({"game": "domineering", "input": "...\n...\n", "seat": "first", "rule": "right"}),
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let id = created.json()["id"].as_str().expect("an id").to_owned();
    let drawn = get(&state, &format!("/api/sessions/{id}/thermograph")).await;
    assert_eq!(drawn.status, StatusCode::OK, "{}", drawn.text);
    let svg = drawn.json()["svg"].as_str().expect("an SVG").to_owned();
    assert!(svg.starts_with("<svg"), "{svg}");
    // Right moved first: the board drawn is the one after its domino, with
    // its value as `solve` gives it.
    let position = get(&state, &format!("/api/sessions/{id}")).await.json();
    assert_eq!(position["moves_made"], json!(1), "{position}");
    let board = (position["position"]["rows"]
        .as_array()
        .expect("rows")
        .iter())
    .map(|row| row.as_str().expect("a row"))
    .collect::<Vec<_>>()
    .join("|");
    let solved = post(
        &state,
        "/api/games/domineering/solve",
        json!({"input": board, "format": "value"}),
    )
    .await;
    assert_eq!(solved.status, StatusCode::OK, "{}", solved.text);
    let value = solved.text.trim().to_owned();
    assert!(svg.contains(&format!("{board} = ")), "{board}: {svg}");
    assert!(svg.contains(&value), "{value}: {svg}");
    let coins = post(
        &state,
        "/api/sessions",
        json!({"game": "coins", "input": "4\n1 9 2 8\n", "seat": "first"}),
    )
    .await;
    let id = coins.json()["id"].as_str().expect("an id").to_owned();
    get(&state, &format!("/api/sessions/{id}/thermograph"))
        .await
        .refused(StatusCode::NOT_FOUND, "coins has no thermograph");
}
