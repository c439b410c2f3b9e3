//! One heap's Grundy sequence as a teacher shows it (`octal --code 0.77
//! values --to 200`): `g(0..=N)` in rows, the pre-period and the period
//! lined up one period a row, and the periodicity theorem's proof, or a
//! plain "no period found" where none is proven. The [`ValuesExtra`]
//! subcommand of the games whose rule is a code or a set.

use std::io::Write;

use serde::Serialize;

use super::octal::Period;
use crate::erased::{self, Choice, Error};

/// The largest `N` of `values --to N`.
pub const VALUES_LIMIT: u64 = 1_000_000;

/// A heap's values from 0 to some `N`, with what is known of their period.
#[derive(Debug, Clone, Serialize)]
pub struct Sequence {
    /// The game, as its rule reads: `0.77 (Kayles)`, `subtraction {1, 3, 4}`.
    pub game: String,
    /// `g(0)`, `g(1)`, …, `g(N)`.
    pub values: Vec<u64>,
    /// How many of [`values`](Self::values), from `g(0)`, were computed by
    /// the mex rule; the rest come from the period.
    pub computed: usize,
    /// The proven period, if one was found.
    #[serde(serialize_with = "period_json")]
    pub period: Option<Period>,
    /// The proof of the period in words, or why none is claimed.
    pub proof: String,
}

fn period_json<S: serde::Serializer>(
    period: &Option<Period>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    #[derive(Serialize)]
    struct Json {
        period: u64,
        pre_period: u64,
        checked_to: u64,
    }
    period
        .map(|period| Json {
            period: period.period,
            pre_period: period.start,
            checked_to: period.bound.saturating_sub(1),
        })
        .serialize(serializer)
}

impl Sequence {
    /// Whether the values computed agree with the period at every `n` past
    /// its start: the proof checked the hard way. `None` when there is no
    /// period; otherwise the first `n` where they differ, if any.
    pub fn disagreement(&self) -> Option<u64> {
        let period = self.period?;
        let (start, p) = (period.start as usize, period.period as usize);
        (start + p..self.computed)
            .find(|&n| self.values[n] != self.values[n - p])
            .map(|n| n as u64)
    }

    /// The sequence as text: the values in rows of ten, each row led by
    /// its first heap, the periodic part one period a row when the period
    /// is short, then the period and its proof.
    pub fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let last = self.values.len() - 1;
        writeln!(out, "Grundy values of {}, g(0) to g({last}):", self.game)?;
        let width = self
            .values
            .iter()
            .map(|v| v.to_string().len())
            .max()
            .unwrap_or(1);
        let label = last.to_string().len();
        let row = |out: &mut dyn Write, from: usize, to: usize| -> std::io::Result<()> {
            write!(out, "  {from:>label$}:")?;
            for value in &self.values[from..=to] {
                write!(out, " {value:>width$}")?;
            }
            writeln!(out)
        };
        let lined_up = self
            .period
            .filter(|period| period.period <= 40 && (period.start as usize) <= last);
        let periodic_from = lined_up.map_or(last + 1, |period| period.start as usize);
        if periodic_from > 0 {
            if lined_up.is_some() {
                writeln!(out, "pre-period, g(0) to g({}):", periodic_from - 1)?;
            }
            for from in (0..periodic_from).step_by(10) {
                row(out, from, (from + 9).min(periodic_from - 1))?;
            }
        }
        if let Some(period) = lined_up {
            let p = period.period as usize;
            writeln!(
                out,
                "periodic part, one period of {p} a row (each column repeats):"
            )?;
            for from in (periodic_from..=last).step_by(p) {
                row(out, from, (from + p - 1).min(last))?;
            }
        }
        writeln!(out)?;
        match self.period {
            Some(period) => {
                let pre = match period.start {
                    0 => "no pre-period".to_owned(),
                    start => format!("the pre-period is g(0) to g({})", start - 1),
                };
                writeln!(
                    out,
                    "period {} from n0 = {} on ({pre})",
                    period.period, period.start
                )?;
                writeln!(out, "proof: {}", self.proof)?;
                match self.disagreement() {
                    None => writeln!(
                        out,
                        "checked the hard way too: g(0) to g({}), computed by the mex rule, \
                         agree with the period",
                        self.computed - 1
                    )?,
                    Some(n) => writeln!(
                        out,
                        "g({n}) computed by the mex rule DISAGREES with the period: a bug, \
                         please report it"
                    )?,
                }
                if self.computed < self.values.len() {
                    writeln!(out, "g({}) on are given by the period", self.computed)?;
                }
            }
            None => writeln!(out, "no period: {}", self.proof)?,
        }
        Ok(())
    }
}

/// The formats of `values`.
const FORMATS: &[Choice] = &[
    Choice::new(
        "text",
        "the values in rows, the period lined up, and its proof",
    ),
    Choice::new(
        "json",
        "one JSON object: game, values, computed, period {period, pre_period, checked_to} or null, proof",
    ),
    Choice::new("values", "the values alone, one line, space-separated"),
];

const HELP: &str = "\
The values are computed by the mex rule up to N (and past it, where a period
is looked for). A period is claimed only where the periodicity theorem
proves it: g(n + p) = g(n) checked from n0 as far as the theorem needs;
values computed directly beyond that must agree, and are checked to.

Exit codes: 0, or 1 if the values computed ever disagreed with a proven
period (a bug: please report it), 2 on a bad rule or N.";

/// `values`: a heap's Grundy sequence, its period and the proof, for a game
/// whose values [`sequence`](Self::sequence) computes from its rule.
pub struct ValuesExtra {
    /// The sequence of the game of `rule` (its default when `None`) up to
    /// `to`.
    pub sequence: fn(rule: Option<&str>, to: u64) -> Result<Sequence, Error>,
}

impl erased::Extra for ValuesExtra {
    fn name(&self) -> &'static str {
        "values"
    }
    fn about(&self) -> &'static str {
        "Show one heap's Grundy values g(0..N), their period and pre-period, and the proof"
    }
    fn help(&self) -> &'static str {
        HELP
    }
    fn formats(&self) -> &'static [Choice] {
        FORMATS
    }
    fn takes_instance(&self) -> bool {
        false
    }
    fn per_heap(&self) -> bool {
        true
    }
    fn count(&self) -> Option<(Choice, u64)> {
        Some((
            Choice::new("to", "The last heap shown: g(0) to g(N), N at most 10^6"),
            100,
        ))
    }
    fn run(
        &self,
        request: erased::ExtraRequest<'_>,
        out: &mut dyn Write,
    ) -> Result<erased::Checked, Error> {
        let to = request.count.unwrap_or(100);
        if to > VALUES_LIMIT {
            return Err(Error::Unsupported(format!(
                "--to {to} is past the largest N shown, {VALUES_LIMIT}: ask `solve` about one \
                 heap instead"
            )));
        }
        let sequence = (self.sequence)(request.rule, to)?;
        match request.format {
            Some("json") => {
                serde_json::to_writer(&mut *out, &sequence)
                    .map_err(|error| Error::Write(error.into()))?;
                writeln!(out)?;
            }
            Some("values") => {
                let line: Vec<String> = sequence.values.iter().map(u64::to_string).collect();
                writeln!(out, "{}", line.join(" "))?;
            }
            _ => sequence.write_text(out)?,
        }
        Ok(match sequence.disagreement() {
            None => erased::Checked::Holds,
            Some(n) => erased::Checked::Fails(format!(
                "g({n}) computed by the mex rule disagrees with the proven period"
            )),
        })
    }
}
