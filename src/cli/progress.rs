//! A progress bar on stderr for long reads: shown only when stderr is a
//! terminal, and only once the work has run for a second.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

/// How long work runs before a bar appears.
const DELAY: Duration = Duration::from_secs(1);

pub struct Progress {
    total: Option<u64>,
    enabled: bool,
    started: Instant,
    bar: Option<ProgressBar>,
}

impl Progress {
    /// A progress report for reading `total` bytes (unknown for a pipe).
    pub fn new(total: Option<u64>) -> Progress {
        Progress {
            total,
            enabled: std::io::stderr().is_terminal(),
            started: Instant::now(),
            bar: None,
        }
    }

    /// The size of the input, once it is known.
    pub fn set_total(&mut self, total: Option<u64>) {
        self.total = total;
    }

    /// `bytes` have been read so far.
    pub fn update(&mut self, bytes: u64) {
        if !self.enabled {
            return;
        }
        if self.bar.is_none() {
            if self.started.elapsed() < DELAY {
                return;
            }
            let bar = match self.total {
                Some(total) => ProgressBar::new(total).with_style(
                    ProgressStyle::with_template(
                        "{spinner} reading {bytes}/{total_bytes} [{wide_bar}] {percent}% {eta} left",
                    )
                    .expect("the template is valid")
                    .progress_chars("=> "),
                ),
                None => ProgressBar::new_spinner().with_style(
                    ProgressStyle::with_template("{spinner} reading {bytes} ({bytes_per_sec})")
                        .expect("the template is valid"),
                ),
            };
            bar.enable_steady_tick(Duration::from_millis(100));
            self.bar = Some(bar);
        }
        if let Some(bar) = &self.bar {
            bar.set_position(bytes);
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
