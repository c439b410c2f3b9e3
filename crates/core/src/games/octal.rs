//! Octal games by their code (`octal --code 0.77` is Kayles): heaps of
//! counters, each move taking some from one heap and leaving what the
//! code's digit allows. Values by [`impartial::octal`](crate::impartial::octal);
//! any heap is answered at once where a period is proven.

use std::sync::Arc;

use crate::engine::SolveError;
use crate::erased::{Error, GameInfo, Rule};
use crate::impartial::cses::{self, HeapRules, Layout, Verdict};
use crate::impartial::octal::{GrundyValues, Octal, OctalCode};
use crate::impartial::sequence::{Sequence, ValuesExtra};
use crate::plugin::Size;

/// The values looked at for a period when a code is read: 2^16 at most.
pub const PERIOD_SEARCH: usize = 1 << 16;
/// The largest heap computed value by value when no period is proven, at
/// most; the period is looked for this far too when a heap past the first
/// search is asked for.
pub const HEAP_LIMIT: u64 = 1_000_000;
/// The work a code's values may take, in splits looked at (see
/// [`GrundyValues::until_period_within`]): about 3 s at worst on the
/// machine `docs/performance.md` measures, so that a request to the
/// playground ends within seconds (#46 item 2), and is stopped as soon as
/// its client leaves ([`crate::interrupt`]). Sparse values (Officers,
/// `0.6`) reach about 660,000 within it; values that are not sparse, where
/// each heap looks at half its splits, about 110,000 with one take that
/// splits (`0.04`), fewer with more.
pub const WORK: u64 = 2_500_000_000;

/// The values of `code` read for a game: until a period is proven, among
/// the first [`PERIOD_SEARCH`] at most.
fn first_values(code: &OctalCode) -> GrundyValues {
    GrundyValues::until_period_within(code, PERIOD_SEARCH, WORK)
}

/// The values of `first`'s code when a heap past them is asked for: until
/// a period is proven, to [`HEAP_LIMIT`] at most, within [`WORK`]. Any
/// heap is answered with a period; without one, those computed. `None`
/// when `first` has a period, or ran out of work before [`PERIOD_SEARCH`]
/// values: the same work would reach no further (#46 item 2: a code
/// without a period paid for its search twice, or three times).
fn far_values(first: &GrundyValues) -> Option<GrundyValues> {
    let searched_all = first.computed().len() > PERIOD_SEARCH;
    (first.period().is_none() && searched_all)
        .then(|| GrundyValues::until_period_within(first.code(), HEAP_LIMIT as usize, WORK))
}

/// The name a code is known by, if any.
fn known_name(code: &OctalCode) -> Option<&'static str> {
    match code.to_string().as_str() {
        "0.77" => Some("Kayles"),
        "0.07" => Some("Dawson's Kayles"),
        "0.137" => Some("Dawson's chess"),
        "0.6" => Some("Officers"),
        _ => None,
    }
}

fn parse_code(text: &str) -> Result<OctalCode, Error> {
    text.parse()
        .map_err(|error: crate::impartial::octal::CodeError| Error::Unsupported(error.to_string()))
}

/// `octal values`.
pub(crate) const VALUES: ValuesExtra = ValuesExtra {
    sequence: |rule, to| {
        let code = parse_code(rule.unwrap_or(KAYLES_CODE))?;
        let game = match known_name(&code) {
            Some(name) => format!("{code} ({name})"),
            None => code.to_string(),
        };
        code_sequence(&code, game, to)
    },
};

/// `g(0..=to)` of `code`'s game, called `game`: computed by the mex rule
/// as far as the heap limit, past it by the proven period, with the period
/// looked for among the first [`PERIOD_SEARCH`] values at most.
pub(crate) fn code_sequence(code: &OctalCode, game: String, to: u64) -> Result<Sequence, Error> {
    let mut found = first_values(code);
    if to >= found.computed().len() as u64
        && let Some(far) = far_values(&found)
    {
        found = far;
    }
    // Values computed by the mex rule as far as `to` asks (and the work
    // allows), checked against the period; past them, the period's.
    // Without a period, those computed are all the work reaches.
    let direct = if to < found.computed().len() as u64 || found.period().is_none() {
        None
    } else {
        Some(GrundyValues::compute_within(
            code,
            to.min(HEAP_LIMIT) as usize,
            WORK,
        ))
    };
    let computed = direct.as_ref().unwrap_or(&found).computed();
    let values = (0..=to)
        .map_while(|n| {
            let computed = usize::try_from(n).ok().and_then(|n| computed.get(n));
            computed.copied().or_else(|| found.get(n)).map(u64::from)
        })
        .collect::<Vec<u64>>();
    if values.len() as u64 <= to {
        return Err(SolveError::OverLimit(format!(
            "g({to}) of {game}: no period is proven among its first {} values, and values are \
             computed one by one only that far (g({}); at most g({HEAP_LIMIT}), within a bound \
             on the work)",
            found.computed().len(),
            found.computed().len() - 1
        ))
        .into());
    }
    let computed = computed.len().min(values.len());
    let proof = match found.period() {
        Some(period) => period.proof(code.largest_take(), code.most_parts()),
        None => format!(
            "none is proven among the first {} values (g(0) to g({})); values may still repeat \
             further on",
            found.computed().len(),
            found.computed().len() - 1
        ),
    };
    Ok(Sequence {
        game,
        values,
        computed,
        period: found.period(),
        proof,
    })
}

const KAYLES_CODE: &str = "0.77";

/// An octal game, registered as `octal`; Kayles until a code is given.
/// Its values are computed when they are first asked for, after the input
/// is read and checked, not when the code is read (#46: a code without a
/// period costs seconds).
#[derive(Debug, Clone)]
pub struct OctalGame {
    code: Option<OctalCode>,
    /// Shared by the game's clones: computed once. Kayles' (no code) are
    /// computed at each call, in microseconds.
    values: Option<Arc<std::sync::OnceLock<Arc<GrundyValues>>>>,
}

impl OctalGame {
    /// Kayles, `0.77`, the game before a code is read.
    pub const KAYLES: OctalGame = OctalGame {
        code: None,
        values: None,
    };

    /// The game of `code`; its values are computed until a period is
    /// proven when they are first asked for.
    pub fn new(code: &OctalCode) -> OctalGame {
        OctalGame {
            code: Some(code.clone()),
            values: Some(Arc::new(std::sync::OnceLock::new())),
        }
    }

    /// The values of one heap, computed until a period is proven.
    pub fn values(&self) -> Arc<GrundyValues> {
        let compute = || {
            let kayles = || KAYLES_CODE.parse().expect("Kayles' code");
            let code = self.code.clone().unwrap_or_else(kayles);
            Arc::new(first_values(&code))
        };
        match &self.values {
            Some(values) => Arc::clone(values.get_or_init(compute)),
            None => compute(),
        }
    }
}

impl HeapRules for OctalGame {
    type Component = Octal;
    type Format = cses::Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "octal",
        title: "Octal games, by their code",
        rules: "Heaps of counters; a move takes t counters from one heap and leaves what digit t \
                of the code allows: nothing (1), one heap (2), two heaps (4), three (8), or a sum \
                of these; whoever cannot move loses. 0.77 is Kayles, 0.07 Dawson's Kayles.",
        problems: &[],
        limits: "solve: any heap up to 10^18 once a period is proven (looked for among the first \
                 65,536 values, and up to 10^6 when a larger heap is asked for); without one, \
                 as far as about 3 s of work reaches: heaps to about 660,000 where values are \
                 sparse, about 110,000 where not (one take that splits); play: at most 10^5 \
                 counters in all",
        inline_help: "The heaps: a CSES-style file, or one game's heap sizes on one line.",
        generate: cses::GENERATE,
        rule: Some(Rule {
            name: "code",
            help: "The octal code, such as 0.77 (Kayles), 0.07 (Dawson's Kayles) or 0.137 \
                   (Dawson's chess)",
            default: KAYLES_CODE,
        }),
        notes: "A code is 0. and one digit per number of counters taken: digit t says what \
                taking t may leave, adding 1 for nothing, 2 for one heap, 4 for two heaps \
                (hexadecimal 8-F add 8: three heaps). The values of one heap are computed by \
                the sparse-space method; when they repeat with period p from n0 on, checked up \
                to 2·n0 + p + t (t the most a move takes), the periodicity theorem proves they \
                repeat for ever, and any heap is answered at once.",
        examples: "\
  optimal-play octal --code 0.77 values --to 200
  optimal-play octal --code 0.77 solve --heaps '5 9 12'
  optimal-play octal --code 0.07 solve --heaps 1000000000000000000
  optimal-play octal --code 0.137 explain --heaps 7",
        ..GameInfo::HEAPS
    };

    fn with_rule(&self, text: &str) -> Result<Self, Error> {
        Ok(OctalGame::new(&parse_code(text)?))
    }

    fn component(&self, most: u64) -> Octal {
        let values = self.values();
        if most <= values.answers_up_to() {
            return Octal::new(values);
        }
        match far_values(&values) {
            Some(far) => Octal::new(Arc::new(far)),
            None => Octal::new(values),
        }
    }

    fn size(&self, heaps: &[u64]) -> Size {
        let values = self.values();
        match heaps.iter().copied().max() {
            Some(most) if most > values.answers_up_to() && most > HEAP_LIMIT => {
                Size::new("the largest heap", most, HEAP_LIMIT)
            }
            _ => Size::new(
                "the number of counters",
                cses::total(heaps),
                cses::PLAY_TOTAL_LIMIT,
            ),
        }
    }

    fn verdict(&self, table: &Octal, heaps: &[u64], with_move: bool) -> Result<Verdict, Error> {
        let values = table.values();
        if let Some(&most) = heaps.iter().find(|&&h| h > values.answers_up_to()) {
            return Err(SolveError::OverLimit(format!(
                "the largest heap is {most}: no period of {} is proven among its first {} values, \
                 and heaps are computed one by one only that far (at most {HEAP_LIMIT}, within a \
                 bound on the work)",
                values.code(),
                values.computed().len(),
            ))
            .into());
        }
        Ok(cses::heap_verdict(table, heaps, with_move))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// #46, item 2: reading a code computes none of its values (a code
    /// without a period, such as 0.08, costs seconds); they are computed
    /// once, when first asked for, and shared by the game's clones.
    #[test]
    fn a_codes_values_wait_until_they_are_asked_for() {
        let game = OctalGame::new(&"0.08".parse().expect("a code"));
        let computed = || game.values.as_ref().expect("a code's cell").get().is_some();
        assert!(!computed());
        let clone = game.clone();
        let kayles = OctalGame::new(&"0.77".parse().expect("a code"));
        assert!(kayles.values().period().is_some());
        assert!(!computed(), "another game's values are its own");
        let _ = clone
            .values
            .as_ref()
            .expect("a cell")
            .get_or_init(|| kayles.values());
        assert!(computed(), "a clone shares the values");
    }
}
