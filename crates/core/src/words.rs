//! Words for people: numbers with their nouns ("1 value", "these 3
//! walls"), a move said of the engine, and things named by letters (`A`
//! to `Z`, then `AA`).

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

/// A move's description (an order: `take 9 from the left`) said of
/// someone else: `takes 9 from the left`, as in "the engine takes 9 from
/// the left". A description that does not start with a verb this knows is
/// said as played: `plays e4`.
///
/// ```
/// use optimal_play::words::third_person;
/// assert_eq!(third_person("take 9 from the left"), "takes 9 from the left");
/// assert_eq!(third_person("go from 1 to 3"), "goes from 1 to 3");
/// assert_eq!(third_person("left"), "plays left");
/// ```
pub fn third_person(description: &str) -> String {
    let (verb, rest) = description.split_once(' ').unwrap_or((description, ""));
    let verb = match verb {
        "go" => "goes".to_owned(),
        "take" | "build" | "stop" | "step" | "start" | "move" | "split" | "cut" | "place"
        | "drop" | "jump" | "slide" | "remove" | "sow" => format!("{verb}s"),
        other => format!("plays {other}"),
    };
    if rest.is_empty() {
        verb
    } else {
        format!("{verb} {rest}")
    }
}

/// The name of the `index`-th thing lettered, from 0, as spreadsheet
/// columns are named: `A` to `Z`, then `AA`, `AB` and on (Cutcake's
/// pieces, Hackenbush's stalks).
///
/// ```
/// use optimal_play::words::letters;
/// assert_eq!(letters(0), "A");
/// assert_eq!(letters(25), "Z");
/// assert_eq!(letters(26), "AA");
/// assert_eq!(letters(27), "AB");
/// assert_eq!(letters(26 + 26 * 26), "AAA");
/// ```
pub fn letters(mut index: usize) -> String {
    let mut name = Vec::new();
    loop {
        name.push(b'A' + (index % 26) as u8);
        if index < 26 {
            break;
        }
        index = index / 26 - 1;
    }
    name.reverse();
    String::from_utf8(name).unwrap_or_default()
}
