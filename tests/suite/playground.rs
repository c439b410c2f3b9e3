//! The playground started as a user starts it (`serve --port 0`), for the
//! tests that talk to it over a socket: the browser's, the load test, the
//! hardening rounds and the own-game example's. It is stopped when dropped.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

/// A running playground.
pub struct Playground {
    child: Child,
    /// Its page, `http://127.0.0.1:PORT/`.
    pub url: String,
    /// Where to connect: `127.0.0.1:PORT`.
    pub address: String,
}

impl Playground {
    /// `optimal-play serve` on a free port.
    pub fn start() -> Playground {
        Playground::start_binary(&assert_cmd::cargo::cargo_bin("optimal-play"))
    }

    /// `BINARY serve` on a free port: the command, or a program of one's
    /// own built on it (`examples/own-game.rs`).
    pub fn start_binary(binary: &Path) -> Playground {
        Playground::start_command(Command::new(binary))
    }

    /// `optimal-play serve` on a free port, with `RUST_BACKTRACE=1` (as a
    /// developer's shell often has it): the processes it starts inherit it.
    pub fn start_with_backtraces() -> Playground {
        let mut command = Command::new(assert_cmd::cargo::cargo_bin("optimal-play"));
        command.env("RUST_BACKTRACE", "1");
        Playground::start_command(command)
    }

    /// `command serve` on a free port.
    fn start_command(mut command: Command) -> Playground {
        let mut child = command
            .args(["serve", "--port", "0"])
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server starts");
        let mut first = String::new();
        BufReader::new(child.stdout.take().expect("piped"))
            .read_line(&mut first)
            .expect("the server prints its URL");
        let url = first
            .split_whitespace()
            .find(|word| word.starts_with("http://"))
            .unwrap_or_else(|| panic!("no URL in `{first}`"))
            .to_owned();
        let address = url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_owned();
        Playground {
            child,
            url,
            address,
        }
    }

    /// The server's process id.
    pub fn id(&self) -> u32 {
        self.child.id()
    }
}

impl Drop for Playground {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
