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
use crate::plugin::{Named, Size};

/// The values looked at for a period, at most: 2^16.
pub const PERIOD_SEARCH: usize = 1 << 16;
/// The largest heap computed value by value when no period is proven, at
/// most.
pub const HEAP_LIMIT: u64 = 1_000_000;
/// The work a code may ask for, in pairs of heaps looked at: heap `n`
/// looks at `n / 2` splits per take that leaves two heaps at worst (when
/// values are not sparse), so values to `N` cost `takes · N² / 4`; with
/// three heaps left, `N² / 2` per such take times the values two heaps
/// reach (counted as 8192). A few seconds at worst (0.16, sparse values
/// that are not sparse enough, takes 4 s to its 252,982).
const WORK: f64 = 1.6e10;

/// How far values go for a code: `budget` at most, less where the code
/// has many takes that split.
fn within_work(code: &OctalCode, budget: usize) -> usize {
    let splits = (1..=code.largest_take())
        .filter(|&t| code.digit(t) & 4 != 0)
        .count();
    let threes = (1..=code.largest_take())
        .filter(|&t| code.digit(t) & 8 != 0)
        .count();
    let cost = splits as f64 / 4.0 + threes as f64 * 4096.0;
    if cost == 0.0 {
        return budget;
    }
    ((WORK / cost).sqrt() as usize).clamp(64, budget)
}

fn search_limit(code: &OctalCode) -> usize {
    within_work(code, PERIOD_SEARCH)
}

/// The largest heap computed value by value for `code` when no period is
/// proven.
pub(crate) fn heap_limit(code: &OctalCode) -> u64 {
    within_work(code, HEAP_LIMIT as usize) as u64
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
    let found = GrundyValues::until_period(code, search_limit(code));
    let limit = heap_limit(code);
    let widen = |values: &[u32]| values.iter().map(|&v| u64::from(v)).collect::<Vec<u64>>();
    let (values, computed) = if to < found.computed().len() as u64 {
        (widen(&found.computed()[..=to as usize]), to as usize + 1)
    } else if to <= limit {
        let direct = GrundyValues::compute(code, to as usize);
        (widen(direct.computed()), to as usize + 1)
    } else if found.period().is_some() {
        let values = (0..=to)
            .map(|n| u64::from(found.get(n).expect("a period answers every heap")))
            .collect();
        (values, found.computed().len())
    } else {
        return Err(SolveError::OverLimit(format!(
            "g({to}) of {game}: no period is proven among its first {} values, so values are \
             computed one by one, up to g({limit})",
            found.computed().len()
        ))
        .into());
    };
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
#[derive(Debug, Clone)]
pub struct OctalGame {
    values: Option<Arc<GrundyValues>>,
}

impl OctalGame {
    /// Kayles, `0.77`, the game before a code is read.
    pub const KAYLES: OctalGame = OctalGame { values: None };

    /// The game of `code`, its values computed until a period is proven.
    pub fn new(code: &OctalCode) -> OctalGame {
        OctalGame {
            values: Some(Arc::new(GrundyValues::until_period(
                code,
                search_limit(code),
            ))),
        }
    }

    /// The values of one heap, computed until a period is proven.
    pub fn values(&self) -> Arc<GrundyValues> {
        match &self.values {
            Some(values) => values.clone(),
            None => OctalGame::new(&KAYLES_CODE.parse().expect("Kayles' code")).values(),
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
                 65,536 values); without one, heaps up to 2.5·10^5 for one take that splits (fewer \
                 for more, and about 2,000 with one digit 8-F); play: at most 10^5 counters in all",
        inline_help: "The heaps: a CSES-style file, or one game's heap sizes on one line.",
        layouts: Layout::CHOICES,
        formats: cses::Format::CHOICES,
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
        let code = values.code().clone();
        if most <= values.answers_up_to() || most > heap_limit(&code) {
            return Octal::new(values);
        }
        Octal::new(Arc::new(GrundyValues::compute(&code, most as usize)))
    }

    fn size(&self, heaps: &[u64]) -> Size {
        let values = self.values();
        match heaps.iter().copied().max() {
            Some(most) if most > values.answers_up_to() && most > heap_limit(values.code()) => {
                Size::new("the largest heap", most, heap_limit(values.code()))
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
                 so heaps are computed one by one, and solve takes them up to {}",
                values.code(),
                values.computed().len(),
                heap_limit(values.code())
            ))
            .into());
        }
        Ok(cses::heap_verdict(table, heaps, with_move))
    }
}
