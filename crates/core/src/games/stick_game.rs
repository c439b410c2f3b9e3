//! The Stick Game (CSES 1729): one heap of `n` sticks; a move removes
//! exactly `p` sticks for one of the `k` given numbers `p`; whoever cannot
//! move loses. The judge's answer is a line of `W` or `L` for every heap
//! from 1 to `n`, by the mex rule in O(n·k).
//!
//! The same game is AtCoder's Educational DP Contest K "Stones", whose input
//! gives the moves' count first (`N K`, then the N moves, K the heap) and
//! whose answer is `First` or `Second`: `--input atcoder`, `--format
//! atcoder`, detected from the counts when not named. An input laid out as
//! AtCoder's is answered in AtCoder's words unless a format is named.

use crate::impartial::HeapSum;
use crate::impartial::cses::{PLAY_TOTAL_LIMIT, heap_explain, heap_verdict, join};
use crate::impartial::heaps::StickGame as Component;
use crate::impartial::{Component as _, SumOracle};
use crate::input::{Numbers, Problem};
use crate::plugin::json_out::Sequence;
use crate::plugin::prelude::*;

crate::choices! {
    /// The layouts of the input.
    pub enum Layout {
        Cses = "cses": "`n k`, then the k moves (CSES 1729)",
        Atcoder = "atcoder": "`N K`, then the N moves; K is the heap (AtCoder DP K \"Stones\")",
    }
}

crate::choices! {
    /// The formats of `solve`.
    pub enum Format {
        Cses = "cses": "CSES 1729 \"Stick Game\": a line of W (first player wins) or L for every heap of 1 to n sticks",
        Atcoder = "atcoder": "AtCoder DP K \"Stones\": `First` when the first player wins from the heap, else `Second`",
        Text = "text": "who wins from n and a winning move",
        Json = "json": "the Grundy value of every heap from 1 to n",
    }
}

/// The largest heap `solve` takes: its table is 4 bytes a heap.
const SOLVE_HEAP: u64 = 10_000_000;
/// The most allowed moves `solve` takes: the work is O(n·k).
const SOLVE_MOVES: u64 = 100;

/// One game: the heap and the moves allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sticks {
    /// The sticks in the heap.
    pub n: u64,
    /// How many sticks a move may take.
    pub allowed: Vec<u64>,
    /// Whose layout the input was in: its judge's format is the answer's
    /// when none is named.
    pub judge: Layout,
}

/// The Stick Game, registered as `stick-game`.
#[derive(Debug, Clone, Copy)]
pub struct StickGame;

impl Plugin for StickGame {
    type Case = Sticks;
    type Game = HeapSum<Component>;
    type Oracle = SumOracle<Component>;
    type Format = Format;
    type Layout = Layout;
    const INFO: &'static GameInfo = &GameInfo {
        name: "stick-game",
        title: "The Stick Game",
        rules: "One heap of sticks; a move removes exactly p sticks for one of the given \
                numbers p; whoever cannot move loses.",
        problems: &[
            "CSES 1729 \"Stick Game\"",
            "AtCoder Educational DP Contest K \"Stones\" (--format atcoder)",
        ],
        limits: "solve: n up to 10^7 and k up to 100 in O(n·k); play: n up to 10^5",
        inline_help: "`n k` then the k numbers p (CSES 1729).",
        generate: &[
            Parameter::new("count", "n, the heap", 0, i64::MAX, 20)
                .small(14)
                .stress(200),
            Parameter::new("max", "the largest allowed move", 1, i64::MAX, 5)
                .small(7)
                .stress(200),
        ],
        notes: "The input is CSES 1729's: `n k`, then the k allowed moves p_1 .. p_k, or \
                AtCoder DP K's: `N K`, then the N allowed moves, K the heap (detected from \
                the counts, or named with --input). Without --format each is answered in \
                its judge's words: CSES's line of W and L, AtCoder's `First` or `Second`. \
                Play and explain start from one heap of n sticks.",
        examples: "\
  printf '10 3\\n1 3 4\\n' | optimal-play stick-game solve
  optimal-play stick-game play --heaps '10 3 1 3 4'",
        ..GameInfo::HEAPS
    };

    /// The first line's two numbers are the heap and the moves' count
    /// (CSES) or the other way round (AtCoder); without `--input`, the
    /// reading whose count matches the moves given, the same when both do.
    fn read(&self, text: &str, layout: Option<Layout>) -> Result<Vec<Sticks>, InputError> {
        let mut numbers = Numbers::new(text);
        if numbers.at_end() {
            return Err(numbers.empty("the games"));
        }
        let first = numbers.next_with_offset("the first line's first number")?;
        let second = numbers.next_with_offset("the first line's second number")?;
        let given = crate::input::tokens(text).count().saturating_sub(2) as u64;
        let atcoder = match layout {
            Some(layout) => layout == Layout::Atcoder,
            None => given == first.0 && given != second.0,
        };
        let ((n, _), (k, at)) = if atcoder {
            (second, first)
        } else {
            (first, second)
        };
        // Every move is a number of the input: a count past its length is
        // refused before anything is held.
        let most = text.len() as u64;
        if k > most {
            let token = k.to_string();
            let what = "the number of moves";
            return Err(InputError::at(
                text,
                at,
                Problem::TooBig {
                    token,
                    what,
                    max: most,
                },
            ));
        }
        let k = k as usize;
        let mut allowed = Vec::with_capacity(k);
        for _ in 0..k {
            allowed.push(numbers.next("an allowed move")?);
        }
        numbers.finish("the first line's two numbers and the moves")?;
        let judge = if atcoder {
            Layout::Atcoder
        } else {
            Layout::Cses
        };
        Ok(vec![Sticks { n, allowed, judge }])
    }
    /// An input laid out as AtCoder's (named or detected) is answered in
    /// AtCoder's words, `First` or `Second`, when no format is named.
    fn judge_format(&self, games: &[Sticks]) -> Option<Format> {
        let atcoder = games.iter().any(|game| game.judge == Layout::Atcoder);
        atcoder.then_some(Format::Atcoder)
    }
    fn write(&self, games: &[Sticks], out: &mut dyn Write) -> io::Result<()> {
        self.write_as(games, Layout::Cses, out)
    }
    fn write_as(&self, games: &[Sticks], layout: Layout, out: &mut dyn Write) -> io::Result<()> {
        for Sticks { n, allowed, .. } in games {
            match layout {
                Layout::Cses => writeln!(out, "{n} {}", allowed.len())?,
                Layout::Atcoder => writeln!(out, "{} {n}", allowed.len())?,
            }
            writeln!(out, "{}", join(allowed))?;
        }
        Ok(())
    }
    fn answer(&self, games: &[Sticks], format: Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, games, format, out)
    }
    fn solve_limits(&self, sticks: &Sticks) -> Vec<Size> {
        vec![
            Size::new("the heap n", sticks.n, SOLVE_HEAP),
            Size::new(
                "k, the allowed moves,",
                sticks.allowed.len() as u64,
                SOLVE_MOVES,
            ),
        ]
    }
    fn size(&self, sticks: &Sticks) -> Size {
        Size::new("the heap", sticks.n, PLAY_TOTAL_LIMIT)
    }
    fn game(&self, Sticks { n, allowed, .. }: &Sticks) -> HeapSum<Component> {
        HeapSum::new(Component::new(allowed.clone(), *n), vec![*n])
    }
    fn explain(&self, sticks: &Sticks, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        let component = Component::new(sticks.allowed.clone(), sticks.n);
        Ok(heap_explain(&component, &[sticks.n], json, out)?)
    }
    /// A heap of `--count` sticks and one to five allowed moves of 1 to
    /// `--max` (at most the heap).
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Sticks, Error> {
        let n = (draw.get("count") as u64).max(u64::from(draw.for_judge()));
        let most = draw.max().min(n.max(1));
        let k = draw.number(1..=most.min(5));
        let mut allowed: Vec<u64> = (0..k).map(|_| draw.number(1..=most)).collect();
        allowed.sort_unstable();
        allowed.dedup();
        Ok(Sticks {
            n,
            allowed,
            judge: Layout::Cses,
        })
    }
}

/// Who wins one game: `text` in words, `json` every heap's Grundy value and
/// who wins it.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The heap.
    pub n: u64,
    /// The allowed moves.
    pub allowed: Vec<u64>,
    /// The Grundy value of every heap from 1 to n, written as it is made.
    pub grundy: Grundy,
    /// `W` or `L` for every heap from 1 to n: CSES's answer.
    pub wins: String,
}

/// The Grundy values of heaps 1 to `n` by the rule of `component`,
/// serialised one at a time: no list of them is held.
#[derive(Debug, Clone)]
pub struct Grundy {
    /// The heaps' rule, with its table.
    pub component: Component,
    /// The largest heap.
    pub n: u64,
}

impl Serialize for Grundy {
    fn serialize<S: serde::Serializer>(&self, out: S) -> Result<S::Ok, S::Error> {
        let Grundy { component, n } = self;
        Sequence::new(|| (1..=*n).map(|h| component.grundy(h))).serialize(out)
    }
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let verdict = heap_verdict(&self.grundy.component, &[self.n], true);
        let winner = if verdict.first_wins {
            "first"
        } else {
            "second"
        };
        write!(
            f,
            "{} sticks: the {winner} player wins ({})",
            self.n, verdict.why
        )
    }
}

impl Answers for StickGame {
    type Answer = Answer;

    fn solve_one(&self, Sticks { n, allowed, .. }: &Sticks) -> Result<Answer, Error> {
        let component = Component::new(allowed.clone(), *n);
        let wins = (1..=*n).map(|h| if component.grundy(h) != 0 { 'W' } else { 'L' });
        Ok(Answer {
            n: *n,
            allowed: component.allowed().to_vec(),
            wins: wins.collect(),
            grundy: Grundy { component, n: *n },
        })
    }
    fn judge(&self, answer: &Answer, format: Format, out: &mut dyn Write) -> Answered {
        match format {
            Format::Atcoder if answer.grundy.component.grundy(answer.n) != 0 => {
                writeln!(out, "First")?
            }
            Format::Atcoder => writeln!(out, "Second")?,
            _ => writeln!(out, "{}", answer.wins)?,
        }
        Ok(())
    }
}
