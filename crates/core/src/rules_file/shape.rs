//! The shape of a rules file's text, checked before Starlark reads it:
//! how deep its brackets and blocks nest, and how many operators one
//! statement chains. Starlark's parser and compiler recurse once a level,
//! so `0+1+1+…` ten thousand terms long, or ten thousand brackets, overflowed
//! the stack and aborted the process; a game needs nothing near these
//! bounds.

use super::RulesError;
use crate::input::Location;

/// The deepest brackets (`(`, `[`, `{`) may nest.
pub const DEEPEST_BRACKETS: usize = 50;

/// The deepest blocks (`def`, `if`, `for`) may nest.
pub const DEEPEST_BLOCKS: usize = 50;

/// The most operators and keywords one statement may chain.
pub const LONGEST_CHAIN: usize = 500;

/// The characters operators are made of.
const OPERATOR: &str = "+-*/%|&^<>=!~.@";

/// Keywords that join expressions, and so nest them.
const JOINING: [&str; 9] = [
    "and", "or", "not", "if", "else", "for", "in", "lambda", "is",
];

/// Checks the shape of `text`: its brackets, its blocks and its chains of
/// operators, each within its bound.
///
/// # Errors
///
/// The first place past a bound, with what was found there.
pub fn check(text: &str) -> Result<(), RulesError> {
    let mut brackets = 0usize;
    let mut indents: Vec<usize> = vec![0];
    let mut chain = 0usize;
    let mut line = 1usize;
    let mut column = 1usize;
    let mut at_line_start = true;
    let mut chars = text.chars().peekable();
    let refuse = |line, column, message: String| RulesError {
        location: Some(Location { line, column }),
        message,
    };
    while let Some(c) = chars.next() {
        let here = (line, column);
        column += 1;
        if c == '\n' {
            line += 1;
            column = 1;
            at_line_start = brackets == 0;
            if brackets == 0 {
                chain = 0;
            }
            continue;
        }
        if at_line_start {
            if c == ' ' || c == '\t' {
                continue;
            }
            at_line_start = false;
            if c != '#' {
                let indent = here.1 - 1;
                while indents.last().is_some_and(|&top| top > indent) {
                    indents.pop();
                }
                if indents.last() != Some(&indent) {
                    indents.push(indent);
                }
                if indents.len() > DEEPEST_BLOCKS + 1 {
                    return Err(refuse(
                        here.0,
                        here.1,
                        format!("blocks nested more than {DEEPEST_BLOCKS} deep"),
                    ));
                }
            }
        }
        match c {
            '#' => {
                while chars.peek().is_some_and(|&next| next != '\n') {
                    chars.next();
                }
            }
            '"' | '\'' => {
                let triple = chars.clone().take(2).all(|next| next == c);
                if triple {
                    chars.next();
                    chars.next();
                    column += 2;
                }
                let mut quotes = 0;
                while let Some(next) = chars.next() {
                    column += 1;
                    if next == '\n' {
                        line += 1;
                        column = 1;
                    }
                    if next == '\\' {
                        if chars.next() == Some('\n') {
                            line += 1;
                            column = 1;
                        } else {
                            column += 1;
                        }
                        quotes = 0;
                        continue;
                    }
                    if next == c {
                        quotes += 1;
                        if !triple || quotes == 3 {
                            break;
                        }
                    } else {
                        quotes = 0;
                        if !triple && next == '\n' {
                            break;
                        }
                    }
                }
            }
            '(' | '[' | '{' => {
                brackets += 1;
                if brackets > DEEPEST_BRACKETS {
                    return Err(refuse(
                        here.0,
                        here.1,
                        format!("brackets nested more than {DEEPEST_BRACKETS} deep"),
                    ));
                }
            }
            ')' | ']' | '}' => brackets = brackets.saturating_sub(1),
            ';' if brackets == 0 => chain = 0,
            _ if c.is_alphabetic() || c == '_' => {
                let mut word = String::from(c);
                while let Some(&next) = chars.peek() {
                    if !(next.is_alphanumeric() || next == '_') {
                        break;
                    }
                    word.push(next);
                    chars.next();
                    column += 1;
                }
                if JOINING.contains(&word.as_str()) {
                    chain += 1;
                }
            }
            _ if OPERATOR.contains(c) => {
                let mut run = 1;
                let mut operator = String::from(c);
                while chars.peek().is_some_and(|&next| OPERATOR.contains(next)) {
                    operator.extend(chars.next());
                    column += 1;
                    run += 1;
                }
                // `x *= n` repeats a list in place, where the size of the
                // repeat is not looked at first (`guards`); `x = x * n` is.
                if operator == "*=" {
                    return Err(refuse(
                        here.0,
                        here.1,
                        "`*=` is not taken in a rules file: write `x = x * n`".to_owned(),
                    ));
                }
                // An assignment, or a named argument, chains nothing.
                if !(c == '=' && run == 1) {
                    chain += 1;
                }
            }
            _ => {}
        }
        if chain > LONGEST_CHAIN {
            return Err(refuse(
                here.0,
                here.1,
                format!("a statement that chains more than {LONGEST_CHAIN} operators"),
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(text: &str) -> String {
        check(text).unwrap_err().to_string()
    }

    #[test]
    fn bounds_hold_at_their_limit_and_refuse_past_it() {
        let chain = |n: usize| format!("x = 0{}\n", "+1".repeat(n));
        assert!(check(&chain(LONGEST_CHAIN)).is_ok());
        assert_eq!(
            place(&format!("# a comment\n{}", chain(LONGEST_CHAIN + 1))),
            format!(
                "line 2, column {}: a statement that chains more than 500 operators",
                6 + 2 * LONGEST_CHAIN
            )
        );
        let nested = |n: usize| format!("x = {}1{}\n", "[".repeat(n), "]".repeat(n));
        assert!(check(&nested(DEEPEST_BRACKETS)).is_ok());
        assert_eq!(
            place(&nested(DEEPEST_BRACKETS + 1)),
            "line 1, column 55: brackets nested more than 50 deep"
        );
        let blocks = |n: usize| {
            let mut text = String::from("def f():\n");
            for level in 1..n {
                text += &format!("{}if True:\n", " ".repeat(level));
            }
            text + &format!("{}return 0\n", " ".repeat(n))
        };
        assert!(check(&blocks(DEEPEST_BLOCKS)).is_ok());
        assert_eq!(
            place(&blocks(DEEPEST_BLOCKS + 1)),
            "line 52, column 52: blocks nested more than 50 deep"
        );
    }

    #[test]
    fn strings_and_comments_are_not_counted() {
        let many = "+".repeat(2000);
        let brackets = "(".repeat(200);
        for text in [
            format!("x = '{many}{brackets}'\n"),
            format!("x = \"\"\"{many}\n{brackets}\"\"\"\n"),
            format!("# {many}{brackets}\nx = 1\n"),
            format!("x = 'it\\'s {brackets}'\n"),
        ] {
            assert!(check(&text).is_ok(), "{text}");
        }
        // A statement across lines inside brackets is one statement.
        let across = format!("x = (0\n{})\n", "+1\n".repeat(LONGEST_CHAIN + 1));
        assert!(place(&across).contains("chains more than"));
        // Statements each within the bound are fine, however many.
        assert!(check(&"x = 1+1\n".repeat(5000)).is_ok());
    }
}
