//! A rules file from a request is a program from anyone: before the
//! playground takes one in, it walks it in a process of its own
//! (`optimal-play check-rules`), with its address space capped and a time
//! limit, and stops it when the request's client goes away. Only a file
//! that walked cleanly there is read by the server itself; Starlark runs
//! the same call the same way every time, so the server's own calls of it
//! end within the same bounds. A file that allocates gigabytes in one
//! expression past the guards of `*` and `range` (a comprehension of
//! lists), runs a comprehension for minutes or recurses past the stack
//! ends that process, never the server.

use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use axum::http::StatusCode;

use super::error::ApiError;

/// How a rules file is checked: the program, and its limits.
#[derive(Debug, Clone)]
pub struct Checker {
    /// This program: it has the hidden `check-rules` subcommand.
    pub program: PathBuf,
    /// The most address space the check may take, in MiB.
    pub memory_mib: u64,
    /// The longest the check may run.
    pub time: Duration,
}

/// The check's defaults: 1 GiB and 20 seconds.
pub const MEMORY_MIB: u64 = 1024;

/// How long a check may run.
pub const TIME: Duration = Duration::from_secs(20);

/// How much of the check's stderr is kept: its message is one line.
const STDERR_KEPT: usize = 16 << 10;

impl Checker {
    /// This very program, with the default limits.
    pub fn this_program() -> std::io::Result<Checker> {
        Ok(Checker {
            program: std::env::current_exe()?,
            memory_mib: MEMORY_MIB,
            time: TIME,
        })
    }

    /// Walks the rules file `text` in a process of its own: `Ok` when it
    /// walked cleanly, else a 422 that says why. Called from inside
    /// [`optimal_play::interrupt::run_stoppable`], it stops (and kills the
    /// process) when the request's client goes away.
    pub fn check(&self, text: &str) -> Result<(), ApiError> {
        let child = Command::new(&self.program)
            .arg("check-rules")
            .arg("--memory-mib")
            .arg(self.memory_mib.to_string())
            .arg("--seconds")
            .arg(self.time.as_secs().max(1).to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|error| {
                ApiError::internal(format!("cannot start the check of the rules: {error}"))
            })?;
        let mut running = Running(Some(child));
        let child = running.0.as_mut().expect("just started");
        let stdin = child.stdin.take().expect("piped");
        let text = text.to_owned();
        // Written from a thread of its own, so that a check that stops
        // reading cannot hold this one.
        std::thread::spawn(move || {
            let mut stdin = stdin;
            let _ = stdin.write_all(text.as_bytes());
        });
        let mut stderr = child.stderr.take().expect("piped");
        let said = std::thread::spawn(move || {
            let mut kept = Vec::new();
            let _ = (&mut stderr)
                .take(STDERR_KEPT as u64)
                .read_to_end(&mut kept);
            let _ = std::io::copy(&mut stderr, &mut std::io::sink());
            String::from_utf8_lossy(&kept).into_owned()
        });
        let started = Instant::now();
        let status = loop {
            optimal_play::interrupt::checkpoint_now();
            let child = running.0.as_mut().expect("running");
            match child.try_wait() {
                Ok(Some(status)) => break status,
                Ok(None) => {}
                Err(error) => {
                    return Err(ApiError::internal(format!(
                        "cannot follow the check of the rules: {error}"
                    )));
                }
            }
            if started.elapsed() > self.time {
                return Err(refused(format!(
                    "the rules ran longer than the playground's {} s (a loop that runs too \
                     long?); the command line has no such limit",
                    self.time.as_secs()
                )));
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        running.0 = None;
        let said = said.join().unwrap_or_default();
        if status.success() {
            return Ok(());
        }
        let first = said
            .lines()
            .find(|line| !line.trim().is_empty())
            .unwrap_or("");
        if status.code() == Some(2) {
            let message = first.strip_prefix("optimal-play: ").unwrap_or(first);
            return Err(refused(format!("input: {message}")));
        }
        // Rust's allocator aborts with "memory allocation of N bytes
        // failed"; Starlark's arena panics with "out of memory".
        Err(refused(
            if said.contains("memory allocation") || said.contains("out of memory") {
                format!(
                    "the rules needed more than the playground's {} MiB",
                    self.memory_mib
                )
            } else if said.contains("overflowed its stack") {
                "the rules nest too deep to read".to_owned()
            } else {
                format!("the check of the rules failed ({status})")
            },
        ))
    }
}

/// A rules file refused: 422, as every rules error.
fn refused(message: String) -> ApiError {
    ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, message)
}

/// The check's process, killed and reaped unless it ended by itself: when
/// its time is up, and when the request's work is stopped by unwinding.
struct Running(Option<Child>);

impl Drop for Running {
    fn drop(&mut self) {
        if let Some(mut child) = self.0.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}
