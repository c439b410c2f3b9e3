//! The playground under load (#23): a few hundred clients at once on
//! loopback, small requests mixed with large ones, against the server as a
//! user starts it. No reply may be a 5xx, the server's peak memory stays
//! bounded, and the small requests all finish while the large ones are
//! still running (they have a lane of their own).

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// One request's outcome: its status and when it finished.
struct Outcome {
    status: u16,
    large: bool,
    took: Duration,
    finished: Instant,
}

fn request(address: &str, path: &str, body: &str) -> (u16, Duration) {
    let started = Instant::now();
    let mut stream = TcpStream::connect(address).expect("a connection");
    stream
        .set_read_timeout(Some(Duration::from_secs(120)))
        .expect("a timeout");
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).expect("a head");
    stream.write_all(body.as_bytes()).expect("a body");
    let mut reply = String::new();
    let _ = stream.read_to_string(&mut reply);
    let status = reply
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or(0);
    (status, started.elapsed())
}

/// The server's peak resident memory, in KiB.
fn peak_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .unwrap_or_default()
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

#[test]
fn the_playground_under_load_answers_everyone() {
    let server = crate::playground::Playground::start();
    let address = server.address.clone();

    // The large requests are at `game-of-sum`'s limit: about a second each.
    let row: Vec<String> = (0..20_000).map(|i| ((i * 37) % 100).to_string()).collect();
    let large = serde_json::json!({"input": row.join(" "), "format": "uva"}).to_string();
    let small = serde_json::json!({"input": "3\n1 2 3", "format": "json"}).to_string();
    let session = serde_json::json!({"game": "nim", "input": "3 4 5"}).to_string();
    let clients: Vec<_> = (0..300)
        .map(|at| {
            let address = address.clone();
            let (path, body, is_large) = match at % 25 {
                0 => ("/api/games/game-of-sum/solve", large.clone(), true),
                1 => ("/api/sessions", session.clone(), false),
                _ => ("/api/games/coins/solve", small.clone(), false),
            };
            std::thread::spawn(move || {
                let (status, took) = request(&address, path, &body);
                Outcome {
                    status,
                    large: is_large,
                    took,
                    finished: Instant::now(),
                }
            })
        })
        .collect();
    let outcomes: Vec<Outcome> = clients
        .into_iter()
        .map(|client| client.join().expect("a client"))
        .collect();
    let peak = peak_kib(server.id());
    drop(server);

    let failed: Vec<u16> = outcomes
        .iter()
        .map(|outcome| outcome.status)
        .filter(|&status| !(200..500).contains(&status))
        .collect();
    assert!(
        failed.is_empty(),
        "replies that are not 2xx-4xx: {failed:?}"
    );
    assert!(
        outcomes
            .iter()
            .all(|outcome| outcome.status == 200 || outcome.status == 201),
        "every request within the limits is answered"
    );
    assert!(peak < 1 << 20, "the server's peak memory was {peak} KiB");
    let last_small = outcomes
        .iter()
        .filter(|o| !o.large)
        .map(|o| o.finished)
        .max();
    let last_large = outcomes
        .iter()
        .filter(|o| o.large)
        .map(|o| o.finished)
        .max();
    assert!(
        last_small < last_large,
        "the small requests finish while the large ones run"
    );
    let worst = outcomes.iter().map(|o| o.took).max().unwrap_or_default();
    let worst_small = outcomes.iter().filter(|o| !o.large).map(|o| o.took).max();
    eprintln!(
        "load: {} requests ({} large), peak server memory {peak} KiB, slowest reply {worst:?}, \
         slowest small reply {worst_small:?}",
        outcomes.len(),
        outcomes.iter().filter(|o| o.large).count()
    );
}
