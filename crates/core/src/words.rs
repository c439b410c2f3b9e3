//! Numbers in words for people: "1 value", "2 values", "these 3 walls".

/// `n` and the noun, in the singular for one: `1 value`, `2 values`.
///
/// ```
/// use optimal_play::words::count;
/// assert_eq!(count(1, "value"), "1 value");
/// assert_eq!(count(0, "cell"), "0 cells");
/// ```
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// `this wall`, `these 3 walls`, or `no walls`.
///
/// ```
/// use optimal_play::words::these;
/// assert_eq!(these(1, "wall"), "this wall");
/// assert_eq!(these(3, "wall"), "these 3 walls");
/// assert_eq!(these(0, "wall"), "no walls");
/// ```
pub fn these(n: usize, noun: &str) -> String {
    match n {
        0 => format!("no {noun}s"),
        1 => format!("this {noun}"),
        n => format!("these {n} {noun}s"),
    }
}
