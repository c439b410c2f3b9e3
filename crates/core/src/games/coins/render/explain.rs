//! Rendering an [`Explanation`] of a row: a walkthrough for people, and the
//! same facts as JSON.

use std::io::{self, Write};

use serde::Serialize;

use crate::coins::explain::{EndChoice, Explanation, Step};
use crate::coins::render::{JsonLine, JsonMove};
use crate::coins::{Line, Outcome, Side};

/// The longest segment drawn in full; longer ones are elided in the middle.
const SHOWN: usize = 12;

/// A segment of the row as `[3 5 2 9]`, elided in the middle when long.
fn segment(values: &[i64], (i, j): (usize, usize)) -> String {
    let part = &values[i..j];
    let show = |slice: &[i64]| {
        slice
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    if part.is_empty() {
        "[]".to_owned()
    } else if part.len() <= SHOWN {
        format!("[{}]", show(part))
    } else {
        let half = SHOWN / 2;
        format!(
            "[{} … {} more … {}]",
            show(&part[..half]),
            part.len() - 2 * half,
            show(&part[part.len() - half..])
        )
    }
}

fn standing(result: i128) -> String {
    match result {
        r if r > 0 => format!("{r} ahead"),
        r if r < 0 => format!("{} behind", -r),
        _ => "level".to_owned(),
    }
}

/// Writes the walkthrough of `explanation` for the row `values`.
///
/// ```
/// use optimal_play::coins::explain::explain;
/// use optimal_play::coins::Row;
/// use optimal_play::coins::render::explain::write_text;
///
/// let row = Row::new(vec![20, 30, 2, 2]);
/// let mut out = Vec::new();
/// write_text(&mut out, row.values(), &explain(&row)?)?;
/// let text = String::from_utf8(out)?;
/// assert!(text.contains("greedy gets 22, optimal play gets 32"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_text(
    out: &mut dyn Write,
    values: &[i64],
    explanation: &Explanation,
) -> io::Result<()> {
    let sum: i128 = values.iter().map(|&v| i128::from(v)).sum();
    writeln!(
        out,
        "The row: {} ({}, sum {sum})",
        segment(values, (0, values.len())),
        crate::words::count(values.len(), "value")
    )?;
    writeln!(out)?;
    writeln!(
        out,
        "Optimal play, move by move. A move's worth is the value taken minus the margin of what it leaves the opponent:"
    )?;
    for step in &explanation.steps {
        write_step(out, values, step)?;
    }
    let Outcome {
        first,
        second,
        margin,
    } = explanation.outcome;
    writeln!(
        out,
        "Totals: player 1 {first}, player 2 {second} (margin {margin})."
    )?;

    let greedy = &explanation.greedy;
    writeln!(out)?;
    writeln!(
        out,
        "Greedy against optimal (greedy takes the larger end, the left on a tie):"
    )?;
    let both = greedy.both_greedy.outcome;
    let against = greedy.greedy_against_perfect.outcome;
    writeln!(
        out,
        "  two greedy players:                     player 1 gets {}, player 2 gets {}: {}",
        both.first,
        both.second,
        line_values(values, &greedy.both_greedy)
    )?;
    writeln!(
        out,
        "  greedy player 1 against perfect play:   player 1 gets {}, player 2 gets {}: {}",
        against.first,
        against.second,
        line_values(values, &greedy.greedy_against_perfect)
    )?;
    writeln!(
        out,
        "  optimal play by both:                   player 1 gets {}, player 2 gets {}",
        first, second
    )?;
    writeln!(
        out,
        "  So greedy gets {}, optimal play gets {first}.",
        against.first
    )?;

    writeln!(out)?;
    match &explanation.parity {
        Some(parity) => {
            let (chosen, chosen_sum, other, other_sum) = if parity.takes_odd {
                ("odd", parity.odd_sum, "even", parity.even_sum)
            } else {
                ("even", parity.even_sum, "odd", parity.odd_sum)
            };
            writeln!(
                out,
                "A strategy to remember: in a row of even length, player 1 can take every value at the {chosen} positions \
                 (sum {chosen_sum}) or every value at the {other} positions (sum {other_sum}); taking the larger set never loses."
            )?;
            writeln!(
                out,
                "  Start with the {} end; then always take the end the opponent has just uncovered.",
                parity.first_move()
            )?;
            let shortfall = parity.optimal - parity.guaranteed;
            let verdict = if shortfall == 0 {
                "exactly what optimal play gets".to_owned()
            } else {
                format!("{shortfall} less than optimal play ({})", parity.optimal)
            };
            writeln!(
                out,
                "  Here it guarantees {}: {verdict}.",
                parity.guaranteed
            )?;
        }
        None => writeln!(
            out,
            "A strategy to remember: for rows of even length, take all the values at odd positions or all at even positions, \
             whichever sum is larger. This row has odd length, so it does not apply."
        )?,
    }
    writeln!(out)?;
    writeln!(
        out,
        "Optimal lines: {} (distinct sequences of moves in which both players always take an optimal end).",
        explanation.optimal_lines
    )
}

fn write_step(out: &mut dyn Write, values: &[i64], step: &Step) -> io::Result<()> {
    let player = step.player.number();
    let opponent = 3 - player;
    let taken = step.taken();
    if step.segment.1 - step.segment.0 == 1 {
        return writeln!(
            out,
            "{:>3}. Player {player} takes the last value, {}.",
            step.number, taken.value
        );
    }
    let freedom = if step.forced {
        "forced: only this end is optimal"
    } else {
        "free: both ends are optimal"
    };
    writeln!(
        out,
        "{:>3}. Player {player} takes {} from the {} ({freedom}).",
        step.number, taken.value, step.side
    )?;
    let describe = |choice: &EndChoice| {
        format!(
            "leaves {}, worth a margin of {} to player {opponent}, for {} - {} = {}",
            segment(values, choice.leaves),
            choice.opponent_margin,
            choice.value,
            bracket(choice.opponent_margin),
            choice.result
        )
    };
    writeln!(
        out,
        "     Taking {} {}: player {player} finishes {} on the values from here.",
        taken.value,
        describe(taken),
        standing(taken.result)
    )?;
    let other = step.other();
    writeln!(
        out,
        "     Taking {} instead {}.",
        other.value,
        describe(other)
    )
}

/// A number as the right operand of a subtraction: negative ones in brackets.
fn bracket(n: i128) -> String {
    if n < 0 {
        format!("({n})")
    } else {
        n.to_string()
    }
}

/// A line as the values taken, in order, with the side each came from.
fn line_values(values: &[i64], line: &Line) -> String {
    const SHOWN_MOVES: usize = 16;
    let mut moves: Vec<String> = line
        .moves(values)
        .take(SHOWN_MOVES + 1)
        .map(|mv| {
            format!(
                "{}{}",
                mv.value,
                if mv.side == Side::Left { "L" } else { "R" }
            )
        })
        .collect();
    if moves.len() > SHOWN_MOVES {
        moves.truncate(SHOWN_MOVES);
        moves.push(format!("… ({} moves in all)", line.sides.len()));
    }
    moves.join(" ")
}

#[derive(Serialize)]
struct JsonExplanation<'a> {
    row: &'a [i64],
    outcome: Outcome,
    steps: Vec<JsonStep>,
    greedy: JsonGreedy<'a>,
    parity: Option<JsonParity>,
    /// A decimal string: the count can exceed every JSON number type.
    optimal_lines: String,
}

#[derive(Serialize)]
struct JsonStep {
    number: usize,
    player: u8,
    #[serde(rename = "move")]
    mv: JsonMove,
    totals: [i128; 2],
    value: crate::engine::Value,
    forced: bool,
    choices: [JsonChoice; 2],
}

#[derive(Serialize)]
struct JsonChoice {
    #[serde(rename = "move")]
    mv: JsonMove,
    /// The segment left to the opponent, as a position: 0-based `from..to`.
    leaves: JsonSegment,
    opponent_margin: i128,
    value: crate::engine::Value,
}

#[derive(Serialize)]
struct JsonSegment {
    from: usize,
    to: usize,
}

#[derive(Serialize)]
struct JsonGreedy<'a> {
    both_greedy: JsonGreedyLine<'a>,
    greedy_against_perfect: JsonGreedyLine<'a>,
    optimal: Outcome,
}

#[derive(Serialize)]
struct JsonGreedyLine<'a> {
    outcome: Outcome,
    line: JsonLine<'a>,
}

#[derive(Serialize)]
struct JsonParity {
    odd_sum: i128,
    even_sum: i128,
    takes: &'static str,
    first_move: Side,
    guaranteed: i128,
    optimal: i128,
}

fn choice(side: Side, choice: &EndChoice) -> JsonChoice {
    JsonChoice {
        mv: JsonMove::new(side, choice.value),
        leaves: JsonSegment {
            from: choice.leaves.0,
            to: choice.leaves.1,
        },
        opponent_margin: choice.opponent_margin,
        value: crate::engine::Value::Margin(choice.result),
    }
}

fn json_line<'a>(line: &'a Line, values: &'a [i64]) -> JsonGreedyLine<'a> {
    JsonGreedyLine {
        outcome: line.outcome,
        line: JsonLine(line, values),
    }
}

/// Writes `explanation` as one JSON object.
pub fn write_json(
    out: &mut dyn Write,
    values: &[i64],
    explanation: &Explanation,
) -> io::Result<()> {
    let json = JsonExplanation {
        row: values,
        outcome: explanation.outcome,
        steps: explanation
            .steps
            .iter()
            .map(|step| JsonStep {
                number: step.number,
                player: step.player.number(),
                mv: JsonMove::new(step.side, step.taken().value),
                totals: [step.first_total, step.second_total],
                value: crate::engine::Value::Margin(step.taken().result),
                forced: step.forced,
                choices: [
                    choice(Side::Left, &step.left),
                    choice(Side::Right, &step.right),
                ],
            })
            .collect(),
        greedy: JsonGreedy {
            both_greedy: json_line(&explanation.greedy.both_greedy, values),
            greedy_against_perfect: json_line(&explanation.greedy.greedy_against_perfect, values),
            optimal: explanation.greedy.optimal,
        },
        parity: explanation.parity.map(|parity| JsonParity {
            odd_sum: parity.odd_sum,
            even_sum: parity.even_sum,
            takes: if parity.takes_odd { "odd" } else { "even" },
            first_move: parity.first_move(),
            guaranteed: parity.guaranteed,
            optimal: parity.optimal,
        }),
        optimal_lines: explanation.optimal_lines.to_string(),
    };
    serde_json::to_writer(&mut *out, &json)?;
    writeln!(out)
}
