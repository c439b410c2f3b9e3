//! Output of solutions, for people (text) and for programs (JSON and the
//! contest formats).
//!
//! The library never prints: every function here writes to a caller's
//! [`std::io::Write`], so the same output goes to a terminal, a file or a test.

pub mod coins;
pub mod explain;
pub mod svg;
pub mod table;
pub mod wall;
