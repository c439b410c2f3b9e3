//! The API's tests, in process (tower's `oneshot`, no sockets).
