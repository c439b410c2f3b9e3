//! [`Walkthrough`]: the generic explanation, the optimal line with the
//! value of every legal move at each step, as data and as text.

use std::io::{self, Write};

use serde::Serialize;

use super::MoveView;
use super::views::{move_view, player_number};
use crate::engine::{Notation, Oracle, Player, Scoring, Value};

/// A generic explanation: the optimal line from the start, each move with
/// the value of every legal move at its position, by the game's oracle.
///
/// This is what `explain` prints for a game that has no explanation of its
/// own; games add their own reasons on top.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Walkthrough {
    /// The value of the start for the player to move.
    pub value: Value,
    /// The player to move at the start.
    #[serde(serialize_with = "player_number")]
    pub first_mover: Player,
    /// The optimal line, move by move.
    pub steps: Vec<WalkStep>,
    /// Whether the line was cut short at the step limit.
    pub truncated: bool,
    /// Whether the line ends where a position came back (a loopy game's
    /// draw): best play from there goes round for ever.
    pub repeated: bool,
    /// Who wins when play goes round for ever, where the game says endless
    /// play is a win ([`Game::repetition_value`](crate::engine::Game::repetition_value));
    /// `None` for a draw, or a line that does not repeat.
    #[serde(serialize_with = "super::views::maybe_player_number")]
    pub endless_winner: Option<Player>,
}

/// One move of a [`Walkthrough`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WalkStep {
    /// Its number, from 1.
    pub number: usize,
    /// The seat that moves.
    #[serde(serialize_with = "player_number")]
    pub player: Player,
    /// The position before it, as JSON.
    pub position: serde_json::Value,
    /// The move played: the first optimal one.
    #[serde(rename = "move")]
    pub mv: MoveView,
    /// Its value to the mover.
    pub value: Value,
    /// Every legal move with its value, in the game's order.
    pub choices: Vec<WalkChoice>,
    /// Both totals after the move.
    pub totals: [i128; 2],
}

/// One legal move of a [`WalkStep`], with the numbers of the recurrence: the
/// points it scores and what the position it leaves is worth to whoever
/// moves there, which together make its value.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct WalkChoice {
    /// The move.
    #[serde(rename = "move")]
    pub mv: MoveView,
    /// The points it scores now.
    pub points: i128,
    /// What the position after it is worth to the player who moves there.
    pub rest: Value,
    /// Whether that player is the same one (a game may give two moves in a
    /// row).
    pub same_mover: bool,
    /// Its value to the mover: `points - rest` (or `points + rest` for the
    /// same mover).
    pub value: Value,
    /// Whether it is optimal.
    pub optimal: bool,
}

/// Walks the optimal line of `game` by `oracle`, at most `limit` moves.
pub fn walkthrough<G: Notation, O: Oracle<G>>(
    game: &G,
    oracle: &mut O,
    limit: usize,
) -> Walkthrough {
    let start = game.start();
    let value = crate::engine::position_value(game, oracle, &start);
    let first_mover = game.to_move(&start);
    let mut position = start;
    let mut steps = Vec::new();
    let mut totals = [0i128; 2];
    let mut truncated = false;
    let mut repeated = false;
    let mut endless_winner = None;
    let mut seen = std::collections::HashSet::new();
    loop {
        if game.loopy() && !seen.insert(position.clone()) {
            if let Some(endless) = game.repetition_value(&position) {
                repeated = true;
                if endless != Value::Draw {
                    let mover = game.to_move(&position);
                    endless_winner = Some(if endless.is_win() {
                        mover
                    } else {
                        mover.other()
                    });
                }
                break;
            }
        }
        let values = oracle.move_values(&position);
        let Some(best) = values.iter().map(|&(_, v)| v).max() else {
            break;
        };
        if steps.len() >= limit {
            truncated = true;
            break;
        }
        let (mv, _) = values
            .iter()
            .find(|(_, v)| *v == best)
            .expect("the maximum is attained")
            .clone();
        let player = game.to_move(&position);
        let (next, points) = game.apply(&position, &mv);
        totals[player.index()] += points;
        steps.push(WalkStep {
            number: steps.len() + 1,
            player,
            position: game.position_json(&position),
            mv: move_view(game, &position, &mv),
            value: best,
            choices: values
                .iter()
                .map(|(choice, value)| {
                    let (after, points) = game.apply(&position, choice);
                    let same_mover = game.to_move(&after) == player;
                    WalkChoice {
                        mv: move_view(game, &position, choice),
                        points,
                        rest: value.before_move(points, same_mover),
                        same_mover,
                        value: *value,
                        optimal: *value == best,
                    }
                })
                .collect(),
            totals,
        });
        position = next;
    }
    Walkthrough {
        value,
        first_mover,
        steps,
        truncated,
        repeated,
        endless_winner,
    }
}

/// Writes a [`Walkthrough`] for people.
pub fn write_walkthrough<G: Notation>(
    game: &G,
    walk: &Walkthrough,
    out: &mut dyn Write,
) -> io::Result<()> {
    write_steps(game, walk, &[], out)
}

/// Writes a [`Walkthrough`] for people as [`write_walkthrough`] does, with
/// the position before each move drawn as text above it: for a game whose
/// positions the reader has not seen elsewhere (a game of one's own).
pub fn write_walkthrough_with_positions<G: Notation>(
    game: &G,
    walk: &Walkthrough,
    out: &mut dyn Write,
) -> io::Result<()> {
    let mut position = game.start();
    let mut shown = Vec::with_capacity(walk.steps.len());
    for step in &walk.steps {
        shown.push(game.position_text(&position));
        let Ok(mv) = game.read_move(&position, &step.mv.text) else {
            break;
        };
        position = game.apply(&position, &mv).0;
    }
    write_steps(game, walk, &shown, out)
}

/// The walkthrough, each step under its position's text where `positions`
/// has one.
fn write_steps<G: Notation>(
    game: &G,
    walk: &Walkthrough,
    positions: &[String],
    out: &mut dyn Write,
) -> io::Result<()> {
    let mover = game.player_name(walk.first_mover);
    let words = game
        .value_words(walk.value)
        .map(|words| format!(": {words}"))
        .unwrap_or_default();
    writeln!(
        out,
        "With best play from the start, {mover} has {}{words}.",
        describe(walk.value)
    )?;
    if game.scoring() == Scoring::Points {
        writeln!(
            out,
            "Each move lists every choice as the points it scores, minus what the rest is \
             worth to the opponent, equals its value (* marks the optimal ones)."
        )?;
    }
    writeln!(out)?;
    // The position before each step, for the game's own words for its
    // choices.
    let mut position = Some(game.start());
    for (at, step) in walk.steps.iter().enumerate() {
        let before = position.take();
        if let Some(before) = &before {
            position = game
                .read_move(before, &step.mv.text)
                .ok()
                .map(|mv| game.apply(before, &mv).0);
        }
        if let Some(position) = positions.get(at) {
            for line in position.lines() {
                writeln!(out, "     {line}")?;
            }
        }
        let name = game.player_name(step.player);
        let optimal: Vec<&WalkChoice> = step.choices.iter().filter(|c| c.optimal).collect();
        let why = if step.choices.len() == 1 {
            "The only legal move".to_owned()
        } else if optimal.len() == 1 {
            "Forced: the only optimal move".to_owned()
        } else {
            format!("One of {} optimal moves", optimal.len())
        };
        writeln!(
            out,
            "{:>3}. {name}: {}. {why}; worth {} to {name}.",
            step.number,
            step.mv.description,
            describe(step.value)
        )?;
        if let Some(words) = before.as_ref().and_then(|before| {
            let mut choices: Vec<(String, Value)> = step
                .choices
                .iter()
                .map(|c| (c.mv.text.clone(), c.value))
                .collect();
            choices.sort_by_key(|choice| std::cmp::Reverse(choice.1));
            game.choices_words(before, &choices)
        }) {
            writeln!(out, "     {words}")?;
            continue;
        }
        const SHOWN: usize = 6;
        let arithmetic: Vec<String> = step
            .choices
            .iter()
            .take(SHOWN)
            .map(|c| match (c.rest, c.value) {
                (Value::Margin(rest), Value::Margin(value)) => {
                    let sign = if c.same_mover { '+' } else { '−' };
                    let mark = if c.optimal { " *" } else { "" };
                    format!(
                        "{}: {} {sign} {} = {}{mark}",
                        c.mv.text,
                        c.points,
                        paren(rest),
                        value
                    )
                }
                _ => format!("{}: {}", c.mv.text, describe(c.value)),
            })
            .collect();
        let more = step.choices.len().saturating_sub(SHOWN);
        let tail = if more > 0 {
            format!("; and {more} more")
        } else {
            String::new()
        };
        if step.choices.len() > 1 || game.scoring() == Scoring::Points {
            writeln!(out, "     {}{tail}", arithmetic.join("; "))?;
        }
        if step.value == Value::Draw {
            let keep = step.choices.iter().filter(|c| c.optimal).count();
            let lose = step.choices.len() - keep;
            writeln!(
                out,
                "     No move wins: {} the draw{}.",
                if keep == 1 {
                    "1 move keeps".to_owned()
                } else {
                    format!("{keep} moves keep")
                },
                match lose {
                    0 => String::new(),
                    1 => ", and 1 loses".to_owned(),
                    _ => format!(", and {lose} lose"),
                }
            )?;
        }
    }
    if walk.repeated {
        let outcome = match walk.endless_winner {
            Some(winner) => format!("which {} wins", game.player_name(winner)),
            None => "a draw".to_owned(),
        };
        writeln!(
            out,
            "     … and the position after move {} comes back: with best play the game goes \
             round for ever, {outcome}.",
            walk.steps.len()
        )?;
    }
    if walk.truncated {
        writeln!(out, "     … the line goes on.")?;
    }
    if game.scoring() == Scoring::Points && !walk.truncated {
        let last = walk.steps.last().map(|s| s.totals);
        if let Some(words) = last.and_then(|totals| game.outcome_words(totals)) {
            writeln!(out)?;
            writeln!(out, "{words}.")?;
        } else if let Some(totals) = last {
            writeln!(out)?;
            writeln!(
                out,
                "{}: {} {}, {} {}.",
                if walk.repeated {
                    "Totals when the position comes back"
                } else {
                    "Final totals"
                },
                game.player_name(Player::First),
                totals[0],
                game.player_name(Player::Second),
                totals[1]
            )?;
        }
    }
    Ok(())
}

fn paren(n: i128) -> String {
    if n < 0 {
        format!("({n})")
    } else {
        n.to_string()
    }
}

/// A value in words, for the player it belongs to.
pub fn describe(value: Value) -> String {
    match value {
        Value::Margin(m) if m > 0 => format!("a lead of {m}"),
        Value::Margin(m) if m < 0 => format!("a deficit of {}", -m),
        Value::Margin(_) => "a tie".to_owned(),
        Value::Win { moves } => format!(
            "a win, {} from the end",
            if moves == 1 {
                "1 move".to_owned()
            } else {
                format!("{moves} moves")
            }
        ),
        Value::Loss { moves } => format!(
            "a loss, {} from the end",
            if moves == 1 {
                "1 move".to_owned()
            } else {
                format!("{moves} moves")
            }
        ),
        Value::Winning => "a win".to_owned(),
        Value::Losing => "a loss".to_owned(),
        Value::Draw => "a draw".to_owned(),
    }
}
