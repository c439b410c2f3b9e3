//! The play sessions of the playground: held in memory under random ids, at
//! most [`Limits::sessions`] at once and [`Limits::session_bytes`] of memory
//! among them, each dropped after [`Limits::idle`] without a request.
//!
//! A session's memory is known before it is made
//! ([`Instance::session_bytes`](optimal_play::erased::Instance::session_bytes)):
//! it is [reserved](Store::reserve) first, so that a session past the budget
//! is refused before anything is built for it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use optimal_play::erased::AnySession;

/// The server's caps.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// The most play sessions held at once.
    pub sessions: usize,
    /// How long a session is kept without a request.
    pub idle: Duration,
    /// The largest request body, in bytes.
    pub body_bytes: usize,
    /// The most expensive requests (solving, explaining, reading an
    /// instance) worked on at once; the rest wait their turn.
    pub jobs: usize,
    /// The most memory, in bytes, all play sessions together may hold.
    pub session_bytes: u64,
    /// The most connections open at once.
    pub connections: usize,
    /// How long a connection may take to send a request's head (and how
    /// long it may stay idle between requests).
    pub header_timeout: Duration,
    /// How long a request's body may take to arrive.
    pub body_timeout: Duration,
    /// How long a reply may wait for the client to read any of it: a
    /// client that stops reading is cut off, and what its reply held is
    /// freed.
    pub write_timeout: Duration,
    /// The longest one request's work (a solve, an explanation) may run:
    /// past it, the work is stopped and refused (a Connect Four board a
    /// disc in takes the search minutes; the command line has no limit).
    pub work: Duration,
}

/// The default budget of all play sessions together: 2 GiB.
pub const SESSION_BYTES: u64 = 2 << 30;

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            sessions: 256,
            idle: Duration::from_secs(30 * 60),
            body_bytes: 32 << 20,
            jobs: 2,
            session_bytes: SESSION_BYTES,
            connections: 256,
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(10),
            write_timeout: Duration::from_secs(10),
            work: Duration::from_secs(60),
        }
    }
}

/// One session and the game it plays.
pub struct Entry {
    /// The game's name.
    pub game: &'static str,
    /// The seats' names.
    pub seats: [String; 2],
    /// The session; one request at a time works on it.
    pub session: Mutex<Box<dyn AnySession>>,
}

impl Entry {
    /// Locks the session. A request that panicked while holding it cannot
    /// leave it half-changed in a way that matters more than a refused
    /// move, so a poisoned lock is taken as it is.
    pub fn lock(&self) -> std::sync::MutexGuard<'_, Box<dyn AnySession>> {
        self.session.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

struct Slot {
    entry: Arc<Entry>,
    last_used: Instant,
    bytes: u64,
}

/// The sessions.
pub struct Store {
    slots: HashMap<String, Slot>,
    limits: Limits,
    /// The memory the sessions held take.
    held: u64,
    /// The memory reserved for sessions being made.
    reserved: u64,
}

/// Why a session could not be stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Full {
    /// As many sessions as the cap allows are held.
    Sessions {
        /// The cap.
        cap: usize,
    },
    /// The session's memory does not fit beside the others'.
    Memory {
        /// What it would take, in bytes.
        asked: u64,
        /// What is left of the budget.
        left: u64,
    },
    /// The session alone would take more than all sessions together may.
    Never {
        /// What it would take, in bytes.
        asked: u64,
        /// The budget.
        budget: u64,
    },
}

impl Store {
    /// An empty store.
    pub fn new(limits: Limits) -> Store {
        Store {
            slots: HashMap::new(),
            limits,
            held: 0,
            reserved: 0,
        }
    }

    /// The caps.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Sets aside `bytes` for a session about to be made, or says why it
    /// cannot be held: too many sessions, or too little memory left. Every
    /// reservation is either [released](Self::release) or handed to
    /// [`insert`](Self::insert).
    pub fn reserve(&mut self, bytes: u64) -> Result<(), Full> {
        self.sweep(Instant::now());
        let budget = self.limits.session_bytes;
        if bytes > budget {
            return Err(Full::Never {
                asked: bytes,
                budget,
            });
        }
        if self.slots.len() >= self.limits.sessions {
            return Err(Full::Sessions {
                cap: self.limits.sessions,
            });
        }
        let left = budget.saturating_sub(self.held + self.reserved);
        if bytes > left {
            return Err(Full::Memory { asked: bytes, left });
        }
        self.reserved += bytes;
        Ok(())
    }

    /// Gives back a reservation whose session was not made.
    pub fn release(&mut self, bytes: u64) {
        self.reserved = self.reserved.saturating_sub(bytes);
    }

    /// The memory the sessions held and those being made take.
    #[cfg(test)]
    pub fn bytes(&self) -> u64 {
        self.held + self.reserved
    }

    /// Stores a new session, made on a reservation of `bytes`, under a
    /// fresh random id.
    pub fn insert(&mut self, entry: Entry, bytes: u64) -> Result<String, Full> {
        self.release(bytes);
        self.sweep(Instant::now());
        if self.slots.len() >= self.limits.sessions {
            return Err(Full::Sessions {
                cap: self.limits.sessions,
            });
        }
        let id = loop {
            let id = format!("{:032x}", rand::random::<u128>());
            if !self.slots.contains_key(&id) {
                break id;
            }
        };
        self.slots.insert(
            id.clone(),
            Slot {
                entry: Arc::new(entry),
                last_used: Instant::now(),
                bytes,
            },
        );
        self.held += bytes;
        Ok(id)
    }

    /// The session with this id, if it is held; marks it used.
    pub fn get(&mut self, id: &str) -> Option<Arc<Entry>> {
        let now = Instant::now();
        let idle = self.limits.idle;
        let slot = self.slots.get_mut(id)?;
        if now.duration_since(slot.last_used) > idle {
            self.remove(id);
            return None;
        }
        slot.last_used = now;
        Some(Arc::clone(&slot.entry))
    }

    /// Drops a session; whether it was held.
    pub fn remove(&mut self, id: &str) -> bool {
        match self.slots.remove(id) {
            Some(slot) => {
                self.held -= slot.bytes;
                true
            }
            None => false,
        }
    }

    /// How many sessions are held.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Drops every session idle for longer than the limit.
    pub fn sweep(&mut self, now: Instant) {
        let idle = self.limits.idle;
        let mut freed = 0;
        self.slots.retain(|_, slot| {
            let keep = now.duration_since(slot.last_used) <= idle;
            if !keep {
                freed += slot.bytes;
            }
            keep
        });
        self.held -= freed;
    }
}
