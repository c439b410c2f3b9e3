//! [`Form`]: a handle to a canonical form kept in a
//! [`Forms`](super::Forms) store.

/// A handle to one canonical form in a [`Forms`](super::Forms) store. Two handles of the
/// same store are equal exactly when their games are equal.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Form(pub(super) u32);

impl Form {
    /// The handle's index in its store.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
