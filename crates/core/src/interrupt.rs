//! Stopping long work early, from outside it: the playground stops the work
//! of a client that went away, and the Python package stops on Ctrl-C
//! (#46: abandoned work ran to its end, and Ctrl-C was ignored for up to a
//! minute).
//!
//! The caller runs the work with [`run_stoppable`] and a test that says
//! whether to stop; the solvers' main loops call [`checkpoint`], which asks
//! that test every [`CHECK_EVERY`] calls and, when it says stop, unwinds
//! the work back to [`run_stoppable`], which returns [`Stopped`]. Outside
//! [`run_stoppable`] a checkpoint is a thread-local counter and nothing
//! more, so the library's own callers (the command line, tests) pay
//! nothing for it.
//!
//! Unwinding, not an error threaded through every solver, is how the work
//! stops: the same way `salsa` cancels a query. It starts with
//! [`std::panic::resume_unwind`], which runs no panic hook (nothing is
//! printed), and it is caught where it started; any other panic goes on
//! as it was. The solvers hold no lock while they work, and a
//! [`std::sync::OnceLock`] whose value was being computed stays empty, so
//! nothing is left half-made.
//!
//! ```
//! use optimal_play::interrupt::{checkpoint, run_stoppable, Stopped};
//! let mut steps = 0u64;
//! let stopped = run_stoppable(|| true, || loop {
//!     steps += 1;
//!     checkpoint();
//! });
//! assert_eq!(stopped, Err(Stopped));
//! assert!(steps <= u64::from(optimal_play::interrupt::CHECK_EVERY));
//! // Without a test to ask, the same loop would run on.
//! assert_eq!(run_stoppable(|| false, || { checkpoint(); 7 }), Ok(7));
//! ```

use std::cell::{Cell, RefCell};
use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::rc::Rc;

/// How many [`checkpoint`] calls pass between two asks of the stop test.
/// Checkpoints sit in loops whose every pass does some work (a position, a
/// row, a heap), so that 1024 of them take well under a millisecond.
pub const CHECK_EVERY: u32 = 1024;

/// The work was stopped before it ended, because the test given to
/// [`run_stoppable`] said so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stopped;

impl fmt::Display for Stopped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the work was stopped before it ended")
    }
}

impl std::error::Error for Stopped {}

/// The payload the unwinding carries, told apart from every other panic.
struct Unwinding;

type StopTest = Rc<dyn Fn() -> bool>;

thread_local! {
    /// The test of the innermost [`run_stoppable`] on this thread, if any.
    static STOP_TEST: RefCell<Option<StopTest>> = const { RefCell::new(None) };
    /// Checkpoints left before the test is asked again.
    static UNTIL_ASKED: Cell<u32> = const { Cell::new(CHECK_EVERY) };
    /// Checkpoints passed on this thread in all, for tests and counts.
    static PASSED: Cell<u64> = const { Cell::new(0) };
}

/// Runs `work` on this thread, stopping it at its next [`checkpoint`] once
/// `should_stop` says so (it is asked every [`CHECK_EVERY`] checkpoints,
/// and once before the work starts): `Ok` with what the work returned, or
/// `Err(Stopped)`. Calls nest; the innermost test is the one asked.
pub fn run_stoppable<T>(
    should_stop: impl Fn() -> bool + 'static,
    work: impl FnOnce() -> T,
) -> Result<T, Stopped> {
    if should_stop() {
        return Err(Stopped);
    }
    let test: StopTest = Rc::new(should_stop);
    let outer = STOP_TEST.with(|cell| cell.replace(Some(test)));
    let outer_count = UNTIL_ASKED.with(|left| left.replace(CHECK_EVERY));
    let result = catch_unwind(AssertUnwindSafe(work));
    STOP_TEST.with(|cell| cell.replace(outer));
    UNTIL_ASKED.with(|left| left.set(outer_count));
    match result {
        Ok(value) => Ok(value),
        Err(payload) if payload.is::<Unwinding>() => Err(Stopped),
        Err(payload) => resume_unwind(payload),
    }
}

/// Marks a point where the work may be stopped: the solvers call it once
/// a pass of their main loops. Every [`CHECK_EVERY`] calls inside
/// [`run_stoppable`], the stop test is asked; if it says stop, the work
/// unwinds to [`run_stoppable`] from here.
#[inline]
pub fn checkpoint() {
    PASSED.with(|passed| passed.set(passed.get().wrapping_add(1)));
    let left = UNTIL_ASKED.with(|left| {
        let now = left.get().saturating_sub(1);
        left.set(now);
        now
    });
    if left == 0 {
        ask();
    }
}

/// Asks the stop test now, not only every [`CHECK_EVERY`] checkpoints: for
/// work that waits rather than loops (a process of its own, polled).
pub fn checkpoint_now() {
    ask();
}

#[cold]
#[inline(never)]
fn ask() {
    UNTIL_ASKED.with(|left| left.set(CHECK_EVERY));
    let test = STOP_TEST.with(|cell| cell.borrow().clone());
    if test.is_some_and(|test| test()) {
        resume_unwind(Box::new(Unwinding));
    }
}

/// How many checkpoints this thread has passed since it started: a count
/// of its work, for tests that bound work by counting it.
pub fn checkpoints_passed() -> u64 {
    PASSED.with(Cell::get)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ordinary_panic_goes_on_as_it_was() {
        let caught = catch_unwind(|| {
            let _ = run_stoppable(|| false, || panic!("a bug"));
        });
        let payload = caught.expect_err("the panic went on");
        assert_eq!(payload.downcast_ref::<&str>(), Some(&"a bug"));
    }

    #[test]
    fn the_innermost_test_is_asked_and_the_outer_one_comes_back() {
        let inner = run_stoppable(
            || false,
            || {
                let stopped = run_stoppable(
                    || true,
                    || {
                        for _ in 0..=CHECK_EVERY {
                            checkpoint();
                        }
                    },
                );
                assert_eq!(stopped, Err(Stopped));
                for _ in 0..=2 * CHECK_EVERY {
                    checkpoint();
                }
                "the outer work ended"
            },
        );
        assert_eq!(inner, Ok("the outer work ended"));
    }

    #[test]
    fn a_test_that_says_stop_at_once_runs_nothing() {
        let mut ran = false;
        assert_eq!(run_stoppable(|| true, || ran = true), Err(Stopped));
        assert!(!ran);
    }

    #[test]
    fn checkpoints_outside_any_run_only_count() {
        let before = checkpoints_passed();
        for _ in 0..3 * CHECK_EVERY {
            checkpoint();
        }
        assert_eq!(checkpoints_passed() - before, u64::from(3 * CHECK_EVERY));
    }
}
