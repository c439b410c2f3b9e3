//! What a run leaves behind when it leaves the run's process group: a
//! program's child that calls `setsid` or `setpgid`, or forks twice, is out
//! of reach of the group's kill. Each run's processes carry a mark in their
//! environment ([`MARK_VARIABLE`]), inherited by everything they start
//! however it detaches; a [sweep](sweep) kills every process whose mark is
//! that of a run that has ended, and reaps it. While stress runs, this
//! process is the reaper of its runs' orphans ([`Reaper`], Linux), so a
//! killed stray does not linger as a zombie of another process.
//!
//! A process that empties its own environment escapes the mark; nothing
//! short of a cgroup would find it.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use nix::sys::signal::{Signal, kill};
use nix::sys::wait::waitpid;
use nix::unistd::Pid;

/// The environment variable that marks a run's processes:
/// `PID-RUN`, this process's id and the run's number.
pub const MARK_VARIABLE: &str = "OPTIMAL_PLAY_STRESS_RUN";

/// How often, at most, the runs sweep for strays as they end; stress
/// sweeps once more when it ends.
const SWEEP_EVERY: Duration = Duration::from_millis(100);

/// The marks given out: the next one, and those of the runs going on.
struct Marks {
    next: u64,
    active: Vec<u64>,
}

static MARKS: Mutex<Marks> = Mutex::new(Marks {
    next: 0,
    active: Vec::new(),
});

static LAST_SWEEP: Mutex<Option<Instant>> = Mutex::new(None);

/// A run's mark, held while the run goes on: its processes are not
/// strays until it is dropped.
pub struct Mark(u64);

impl Mark {
    /// A new mark, of a run going on from now.
    pub fn new() -> Mark {
        let mut marks = MARKS.lock().unwrap_or_else(|e| e.into_inner());
        let mark = marks.next;
        marks.next += 1;
        marks.active.push(mark);
        Mark(mark)
    }

    /// The value of [`MARK_VARIABLE`] for the run's processes.
    pub fn value(&self) -> String {
        format!("{}-{}", std::process::id(), self.0)
    }
}

impl Drop for Mark {
    fn drop(&mut self) {
        let mut marks = MARKS.lock().unwrap_or_else(|e| e.into_inner());
        marks.active.retain(|&mark| mark != self.0);
    }
}

/// The run number in `environ` (a process's `/proc/PID/environ`) when it
/// carries a mark of this process.
fn mark_in(environ: &[u8], prefix: &[u8]) -> Option<u64> {
    environ
        .split(|&byte| byte == 0)
        .find_map(|entry| entry.strip_prefix(prefix))
        .and_then(|mark| std::str::from_utf8(mark).ok()?.parse().ok())
}

/// The processes whose mark is of a run of this process that has ended.
fn strays() -> Vec<Pid> {
    let (next, active) = {
        let marks = MARKS.lock().unwrap_or_else(|e| e.into_inner());
        (marks.next, marks.active.clone())
    };
    let own = std::process::id();
    let prefix = format!("{MARK_VARIABLE}={own}-");
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&pid| pid != own)
        .filter(|pid| {
            let environ = std::fs::read(format!("/proc/{pid}/environ")).unwrap_or_default();
            mark_in(&environ, prefix.as_bytes())
                .is_some_and(|mark| mark < next && !active.contains(&mark))
        })
        .filter_map(|pid| i32::try_from(pid).ok().map(Pid::from_raw))
        .collect()
}

/// Kills every process left by a run that has ended, and reaps those that
/// are this process's (its orphans, adopted by the [`Reaper`]); how many
/// were killed. A stray's own children are found in the next round.
pub fn sweep() -> usize {
    *LAST_SWEEP.lock().unwrap_or_else(|e| e.into_inner()) = Some(Instant::now());
    let mut killed = 0;
    for _ in 0..64 {
        let found = strays();
        if found.is_empty() {
            break;
        }
        for &pid in &found {
            // Gone already is no error here.
            let _ = kill(pid, Signal::SIGKILL);
        }
        for &pid in &found {
            // Not this process's child (no reaper): its parent reaps it.
            let _ = waitpid(pid, None);
        }
        killed += found.len();
    }
    killed
}

/// Sweeps when the last sweep was [`SWEEP_EVERY`] ago or more: a stray,
/// spinning or not, outlives its run by about that long while stress
/// goes on.
pub fn sweep_now_and_then() {
    let due = LAST_SWEEP
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .is_none_or(|last| last.elapsed() >= SWEEP_EVERY);
    if due {
        sweep();
    }
}

/// While held, this process adopts the orphans of its runs (Linux's child
/// subreaper), so that a stray it kills is its own to reap; the former
/// setting is restored when it is dropped.
pub struct Reaper {
    #[cfg(target_os = "linux")]
    was: Option<bool>,
}

impl Reaper {
    /// This process as its runs' reaper, where the system has one.
    pub fn new() -> Reaper {
        #[cfg(target_os = "linux")]
        {
            use nix::sys::prctl;
            let was = prctl::get_child_subreaper().ok();
            let _ = prctl::set_child_subreaper(true);
            Reaper { was }
        }
        #[cfg(not(target_os = "linux"))]
        Reaper {}
    }
}

impl Drop for Reaper {
    fn drop(&mut self) {
        #[cfg(target_os = "linux")]
        if let Some(was) = self.was {
            let _ = nix::sys::prctl::set_child_subreaper(was);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mark_is_read_from_an_environment() {
        let environ = b"PATH=/bin\0OPTIMAL_PLAY_STRESS_RUN=42-7\0HOME=/\0";
        assert_eq!(mark_in(environ, b"OPTIMAL_PLAY_STRESS_RUN=42-"), Some(7));
        assert_eq!(mark_in(environ, b"OPTIMAL_PLAY_STRESS_RUN=43-"), None);
        assert_eq!(mark_in(b"", b"OPTIMAL_PLAY_STRESS_RUN=42-"), None);
    }

    #[test]
    fn a_mark_is_active_until_dropped() {
        let mark = Mark::new();
        let number = mark.0;
        assert!(MARKS.lock().unwrap().active.contains(&number));
        drop(mark);
        assert!(!MARKS.lock().unwrap().active.contains(&number));
    }
}
