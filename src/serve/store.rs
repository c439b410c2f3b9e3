//! The play sessions of the playground: held in memory under random ids, at
//! most [`Limits::sessions`] at once, each dropped after
//! [`Limits::idle`] without a request.

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
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            sessions: 256,
            idle: Duration::from_secs(30 * 60),
            body_bytes: 32 << 20,
            jobs: 2,
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
}

/// The sessions.
pub struct Store {
    slots: HashMap<String, Slot>,
    limits: Limits,
}

/// Why a session could not be stored.
#[derive(Debug)]
pub struct Full {
    /// The cap.
    pub cap: usize,
    /// The idle time after which a session is dropped.
    pub idle: Duration,
}

impl Store {
    /// An empty store.
    pub fn new(limits: Limits) -> Store {
        Store {
            slots: HashMap::new(),
            limits,
        }
    }

    /// Stores a new session under a fresh random id.
    pub fn insert(&mut self, entry: Entry) -> Result<String, Full> {
        self.sweep(Instant::now());
        if self.slots.len() >= self.limits.sessions {
            return Err(Full {
                cap: self.limits.sessions,
                idle: self.limits.idle,
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
            },
        );
        Ok(id)
    }

    /// The session with this id, if it is held; marks it used.
    pub fn get(&mut self, id: &str) -> Option<Arc<Entry>> {
        let now = Instant::now();
        let idle = self.limits.idle;
        let slot = self.slots.get_mut(id)?;
        if now.duration_since(slot.last_used) > idle {
            self.slots.remove(id);
            return None;
        }
        slot.last_used = now;
        Some(Arc::clone(&slot.entry))
    }

    /// Drops a session; whether it was held.
    pub fn remove(&mut self, id: &str) -> bool {
        self.slots.remove(id).is_some()
    }

    /// How many sessions are held.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Drops every session idle for longer than the limit.
    pub fn sweep(&mut self, now: Instant) {
        let idle = self.limits.idle;
        self.slots
            .retain(|_, slot| now.duration_since(slot.last_used) <= idle);
    }
}
