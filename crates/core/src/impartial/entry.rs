//! The impartial games as registered games: Nim, Subtraction Nim, the Stick
//! Game, the Stair Game, Grundy's game and Another Game, each in its CSES
//! format, with explanations in terms of Grundy values and the XOR.

use std::io::Write;

use serde_json::json;

use crate::engine::{Game, Negamax, Notation, Scoring, Value};
use crate::erased::{
    self, AnySession, Choice, Error, GameEntry, GameInfo, GenerateOptions, Input, Instance,
    SessionOptions, SolveOptions,
};
use crate::impartial::another::{self, AnotherGame, AnotherOracle};
use crate::impartial::heaps::{
    GRUNDY_COMPUTE_LIMIT, GRUNDY_LAST_ZERO, GrundysGame, Nim, StickGame, Subtraction,
};
use crate::impartial::stairs::{self, StairGame, StairOracle};
use crate::impartial::{Component, EXACT_TOTAL, HeapSum, SumOracle};
use crate::input::{InputError, Problem};

/// Which impartial game an entry is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Nim (CSES 1730).
    Nim,
    /// Subtraction Nim, take 1 to 3 (CSES 1098, LeetCode 292).
    Subtraction,
    /// The Stick Game (CSES 1729).
    Stick,
    /// The Stair Game (CSES 1099).
    Stairs,
    /// Grundy's game (CSES 2207).
    Grundy,
    /// Another Game (CSES 2208).
    Another,
}

/// An impartial game's entry in the registry.
#[derive(Debug, Clone, Copy)]
pub struct ImpartialEntry(pub Kind);

const CSES_FORMATS: &[Choice] = &[
    Choice {
        name: "cses",
        help: "`first` or `second` per game (the judge's answer)",
    },
    Choice {
        name: "bool",
        help: "`true` when the first player wins, per game (LeetCode 292)",
    },
    Choice {
        name: "text",
        help: "who wins each game and a winning move",
    },
    Choice {
        name: "json",
        help: "one object per game, with the Grundy values (docs/json.md)",
    },
];

const HEAP_LAYOUTS: &[Choice] = &[
    Choice {
        name: "cses",
        help: "t, then per game n and the n heap sizes",
    },
    Choice {
        name: "heaps",
        help: "one game: the heap sizes on one line",
    },
];

const GENERATE: &[Choice] = &[
    Choice {
        name: "count",
        help: "games in the file (default 1)",
    },
    Choice {
        name: "max",
        help: "the largest heap (default 9)",
    },
];

const GRUNDY_GENERATE: &[Choice] = &[
    Choice {
        name: "count",
        help: "games in the file (default 1)",
    },
    Choice {
        name: "max",
        help: "the largest heap (default 30)",
    },
];

static NIM: GameInfo = GameInfo {
    name: "nim",
    title: "Nim",
    rules: "Heaps of sticks; a move removes any positive number of sticks from one heap; \
            whoever removes the last stick wins.",
    problems: &["CSES 1730 \"Nim Game I\""],
    limits: "solve: 2·10^5 heaps of up to 10^18 in O(n); play: at most 10^5 sticks in all",
    scoring: Scoring::LastMoveWins,
    inline: "heaps",
    inline_help: "The heaps: a CSES file, or one game's heap sizes on one line.",
    seats: ["player 1", "player 2"],
    layouts: HEAP_LAYOUTS,
    formats: CSES_FORMATS,
    algorithms: &[],
    generate: GENERATE,
    moves: "as the prompt says",
    param: None,
    notes: NOTES,
    examples: "\
  printf '2\\n3\\n3 4 5\\n2\\n7 7\\n' | optimal-play nim solve
  optimal-play nim explain --heaps '3 4 5'
  optimal-play nim play --heaps '3 4 5' --as second",
};

static SUBTRACTION: GameInfo = GameInfo {
    name: "subtraction-nim",
    title: "Subtraction Nim (take 1 to 3)",
    rules: "Heaps of sticks; a move removes 1, 2 or 3 sticks from one heap; whoever \
            removes the last stick wins.",
    problems: &[
        "CSES 1098 \"Nim Game II\"",
        "LeetCode 292 \"Nim Game\" (one heap)",
    ],
    limits: "solve: 2·10^5 heaps in O(n); play: at most 10^5 sticks in all",
    scoring: Scoring::LastMoveWins,
    inline: "heaps",
    inline_help: "The heaps: a CSES file, or one game's heap sizes on one line.",
    seats: ["player 1", "player 2"],
    layouts: HEAP_LAYOUTS,
    formats: CSES_FORMATS,
    algorithms: &[],
    generate: GENERATE,
    moves: "as the prompt says",
    param: None,
    notes: NOTES,
    examples: "\
  echo 4 | optimal-play subtraction-nim solve --format bool
  optimal-play subtraction-nim explain --heaps '5 6'",
};

static STICK: GameInfo = GameInfo {
    name: "stick-game",
    title: "The Stick Game",
    rules: "One heap of sticks; a move removes exactly p sticks for one of the given \
            numbers p; whoever cannot move loses.",
    problems: &["CSES 1729 \"Stick Game\""],
    limits: "solve: n up to 10^7 and k up to 100 in O(n·k); play: n up to 10^5",
    scoring: Scoring::LastMoveWins,
    inline: "heaps",
    inline_help: "`n k` then the k numbers p (CSES 1729).",
    seats: ["player 1", "player 2"],
    layouts: &[],
    formats: &[
        Choice {
            name: "cses",
            help: "a line of W (first player wins) or L for every heap of 1 to n sticks",
        },
        Choice {
            name: "text",
            help: "who wins from n and a winning move",
        },
        Choice {
            name: "json",
            help: "the Grundy value of every heap from 1 to n",
        },
    ],
    algorithms: &[],
    generate: &[
        Choice {
            name: "count",
            help: "n, the heap (default 20)",
        },
        Choice {
            name: "max",
            help: "the largest allowed move (default 5)",
        },
    ],
    moves: "as the prompt says",
    param: None,
    notes: "The input is CSES 1729's: `n k`, then the k allowed moves p_1 .. p_k. Play and \
            explain start from one heap of n sticks.",
    examples: "\
  printf '10 3\\n1 3 4\\n' | optimal-play stick-game solve
  optimal-play stick-game play --heaps '10 3 / 1 3 4'",
};

static STAIRS: GameInfo = GameInfo {
    name: "stair-game",
    title: "The Stair Game",
    rules: "Stairs 1..n hold balls; a move takes one or more balls from a stair k >= 2 to \
            stair k - 1; whoever moves last wins.",
    problems: &["CSES 1099 \"Stair Game\""],
    limits: "solve: 2·10^5 stairs in O(n); play: at most 10^4 balls off stair 1",
    scoring: Scoring::LastMoveWins,
    inline: "heaps",
    inline_help: "A CSES file, or one game's balls per stair (stair 1 first) on one line.",
    seats: ["player 1", "player 2"],
    layouts: &[
        Choice {
            name: "cses",
            help: "t, then per game n and the balls on stairs 1..n",
        },
        Choice {
            name: "heaps",
            help: "one game: the balls on stairs 1..n on one line",
        },
    ],
    formats: CSES_FORMATS,
    algorithms: &[],
    generate: GENERATE,
    moves: "as the prompt says",
    param: None,
    notes: NOTES,
    examples: "\
  printf '1\\n3\\n0 2 1\\n' | optimal-play stair-game solve
  optimal-play stair-game explain --heaps '0 2 1 3'",
};

static GRUNDY: GameInfo = GameInfo {
    name: "grundys-game",
    title: "Grundy's game",
    rules: "Heaps of sticks; a move splits one heap into two non-empty heaps of different \
            sizes; whoever cannot move loses.",
    problems: &["CSES 2207 \"Grundy's Game\""],
    limits: "Grundy values computed up to 30,000 (O(n²), about 0.2 s); one heap past that by \
             the published computation (docs/games.md); play: heaps up to 30,000",
    scoring: Scoring::LastMoveWins,
    inline: "heaps",
    inline_help: "A CSES file (t, then one heap per game), or one game's heaps on one line.",
    seats: ["player 1", "player 2"],
    layouts: &[
        Choice {
            name: "cses",
            help: "t, then one heap size per game",
        },
        Choice {
            name: "heaps",
            help: "one game: its heap sizes on one line",
        },
    ],
    formats: CSES_FORMATS,
    algorithms: &[],
    generate: GRUNDY_GENERATE,
    moves: "as the prompt says",
    param: None,
    notes: "Past 30,000 sticks the answer for one heap rests on the published computation: \
            Achim Flammenkamp's Sprague-Grundy values of Grundy's game (OEIS A002188) find no \
            heap past 1222 with value 0, so the first player wins there. The tests check that \
            claim up to 30,000.",
    examples: "\
  printf '3\\n6\\n7\\n1223\\n' | optimal-play grundys-game solve
  optimal-play grundys-game explain --heaps 9",
};

static ANOTHER: GameInfo = GameInfo {
    name: "another-game",
    title: "Another Game",
    rules: "Heaps of coins; a move takes one coin from each heap of any non-empty set of \
            heaps; whoever moves last wins.",
    problems: &["CSES 2208 \"Another Game\""],
    limits: "solve: 2·10^5 heaps in O(n); play: at most 12 heaps",
    scoring: Scoring::LastMoveWins,
    inline: "heaps",
    inline_help: "A CSES file, or one game's heap sizes on one line.",
    seats: ["player 1", "player 2"],
    layouts: HEAP_LAYOUTS,
    formats: CSES_FORMATS,
    algorithms: &[],
    generate: GENERATE,
    moves: "as the prompt says",
    param: None,
    notes: NOTES,
    examples: "\
  printf '2\\n2\\n2 2\\n3\\n1 2 3\\n' | optimal-play another-game solve
  optimal-play another-game explain --heaps '1 2 3'",
};

const NOTES: &str = "\
Without --input, an input of one line is one game (its numbers), and an input
of several lines is a CSES file: t, then each game. Play and explain take one
game. In play, the engine moves by the Sprague-Grundy rule and, on positions
small enough to search, also makes a lost game last as long as it can.";

impl ImpartialEntry {
    fn kind(&self) -> Kind {
        self.0
    }
}

/// One game read from the input.
#[derive(Debug, Clone)]
enum Case {
    Heaps(Kind, Vec<u64>),
    Stick { n: u64, allowed: Vec<u64> },
    Stairs(Vec<u64>),
    Another(Vec<u64>),
}

/// Reads numbers one after another, with errors at their line and column.
struct Numbers<'a> {
    text: &'a str,
    tokens: crate::input::Tokens<'a>,
}

impl Numbers<'_> {
    fn next(&mut self, what: &'static str) -> Result<(u64, usize), InputError> {
        let Some(token) = self.tokens.next() else {
            return Err(InputError::at(
                self.text,
                self.text.len(),
                Problem::Unexpected {
                    expected: what,
                    found: "the end of the input".to_owned(),
                },
            ));
        };
        let value = crate::input::integer_at(self.text, token)?;
        let value = u64::try_from(value).map_err(|_| {
            InputError::at(
                self.text,
                token.offset,
                Problem::NotNatural {
                    token: token.text.to_owned(),
                    what,
                },
            )
        })?;
        Ok((value, token.offset))
    }

    fn finish(&mut self, expected: &'static str) -> Result<(), InputError> {
        match self.tokens.next() {
            Some(extra) => Err(InputError::at(
                self.text,
                extra.offset,
                Problem::Trailing {
                    token: extra.text.to_owned(),
                    expected,
                },
            )),
            None => Ok(()),
        }
    }

    fn count(&mut self, what: &'static str, limit: u64) -> Result<usize, InputError> {
        let (n, offset) = self.next(what)?;
        if n > limit {
            return Err(InputError::at(
                self.text,
                offset,
                Problem::Unexpected {
                    expected: "a count this input can hold",
                    found: format!("{n}, more numbers than the input has"),
                },
            ));
        }
        Ok(n as usize)
    }
}

fn read_cases(kind: Kind, text: &str, layout: Option<&str>) -> Result<Vec<Case>, InputError> {
    let mut numbers = Numbers {
        text,
        tokens: crate::input::tokens(text),
    };
    let limit = text.len() as u64;
    if crate::input::tokens(text).next().is_none() {
        return Err(InputError::at(
            text,
            text.len(),
            Problem::Empty {
                expected: "the games",
            },
        ));
    }
    if kind == Kind::Stick {
        let n = numbers.next("n, the heap")?.0;
        let k = numbers.count("k, how many moves are allowed", limit)?;
        let mut allowed = Vec::with_capacity(k);
        for _ in 0..k {
            allowed.push(numbers.next("an allowed move")?.0);
        }
        numbers.finish("n, k and the k allowed moves")?;
        return Ok(vec![Case::Stick { n, allowed }]);
    }
    let lines = text.lines().filter(|line| !line.trim().is_empty()).count();
    let cses = match layout {
        Some("cses") => true,
        Some(_) => false,
        None => lines > 1,
    };
    let make = |numbers: Vec<u64>| match kind {
        Kind::Stairs => Case::Stairs(numbers),
        Kind::Another => Case::Another(numbers),
        _ => Case::Heaps(kind, numbers),
    };
    if !cses {
        let mut all = Vec::new();
        while let Some(token) = numbers.tokens.clone().next() {
            let _ = token;
            all.push(numbers.next("a heap size")?.0);
        }
        return Ok(vec![make(all)]);
    }
    let t = numbers.count("t, the number of games", limit)?;
    let mut cases = Vec::with_capacity(t);
    for _ in 0..t {
        if kind == Kind::Grundy {
            cases.push(make(vec![numbers.next("a heap size")?.0]));
            continue;
        }
        let n = numbers.count("n, the number of heaps", limit)?;
        let mut values = Vec::with_capacity(n);
        for _ in 0..n {
            values.push(numbers.next("a heap size")?.0);
        }
        cases.push(make(values));
    }
    numbers.finish("the t games")?;
    Ok(cases)
}

impl GameEntry for ImpartialEntry {
    fn info(&self) -> &'static GameInfo {
        match self.kind() {
            Kind::Nim => &NIM,
            Kind::Subtraction => &SUBTRACTION,
            Kind::Stick => &STICK,
            Kind::Stairs => &STAIRS,
            Kind::Grundy => &GRUNDY,
            Kind::Another => &ANOTHER,
        }
    }

    fn capabilities(&self) -> crate::erased::Capabilities {
        use crate::erased::Capabilities;
        Capabilities::default()
    }

    fn read(&self, input: Input<'_>, layout: Option<&str>) -> Result<Box<dyn Instance>, Error> {
        self.info().check_layout(layout)?;
        let (name, text) = input.text()?;
        let mut cases =
            read_cases(self.kind(), &text, layout).map_err(|error| Error::input(&name, error))?;
        if cases.len() != 1 {
            return Err(Error::Unsupported(format!(
                "play and explain take one game, and this input has {}; solve answers them all",
                cases.len()
            )));
        }
        Ok(Box::new(One(cases.remove(0))))
    }

    fn solve(
        &self,
        input: Input<'_>,
        options: &SolveOptions,
        out: &mut dyn Write,
    ) -> Result<(), Error> {
        let info = self.info();
        info.check_solve(options)?;
        if options.line || options.versus.is_some() {
            return Err(Error::Unsupported(format!(
                "{} takes no --line or --versus: `explain` gives the winning line",
                info.name
            )));
        }
        let (name, text) = input.text()?;
        let cases = read_cases(self.kind(), &text, options.layout.as_deref())
            .map_err(|error| Error::input(&name, error))?;
        let grundy = grundy_table(&cases);
        let mut buffer = Vec::new();
        for case in &cases {
            write_answer(case, grundy.as_ref(), &options.format, &mut buffer)?;
        }
        out.write_all(&buffer)?;
        Ok(())
    }

    fn generate(&self, options: &GenerateOptions, out: &mut dyn Write) -> Result<(), Error> {
        use rand::{Rng, SeedableRng};
        let info = self.info();
        options.only(info.name, info.generate)?;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(options.seed);
        if self.kind() == Kind::Stick {
            let n = options.count.unwrap_or(20);
            let most = options.max.unwrap_or(5).max(1) as u64;
            let k = rng.random_range(1..=most.min(5));
            let mut allowed: Vec<u64> = (0..k).map(|_| rng.random_range(1..=most)).collect();
            allowed.sort_unstable();
            allowed.dedup();
            writeln!(out, "{n} {}", allowed.len())?;
            writeln!(out, "{}", join(&allowed))?;
            return Ok(());
        }
        let games = options.count.unwrap_or(1);
        let default_max = if self.kind() == Kind::Grundy { 30 } else { 9 };
        let max = options.max.unwrap_or(default_max).max(1) as u64;
        if options.layout.as_deref() == Some("heaps") {
            // One game on one line. Grundy's game takes one heap: a game of
            // several needs each heap's value, computed only up to a limit.
            let n = match self.kind() {
                Kind::Grundy => 1,
                _ => rng.random_range(1..=5u64),
            };
            let low = u64::from(self.kind() == Kind::Grundy);
            let values: Vec<u64> = (0..n).map(|_| rng.random_range(low..=max)).collect();
            writeln!(out, "{}", join(&values))?;
            return Ok(());
        }
        writeln!(out, "{games}")?;
        for _ in 0..games {
            if self.kind() == Kind::Grundy {
                writeln!(out, "{}", rng.random_range(1..=max))?;
                continue;
            }
            let n = rng.random_range(1..=5u64);
            let values: Vec<u64> = (0..n).map(|_| rng.random_range(0..=max)).collect();
            writeln!(out, "{n}")?;
            writeln!(out, "{}", join(&values))?;
        }
        Ok(())
    }

    fn small_instances(&self, seed: u64, count: usize) -> Vec<String> {
        use rand::{Rng, SeedableRng};
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        (0..count)
            .map(|_| match self.kind() {
                Kind::Stick => {
                    let n = rng.random_range(1..=14);
                    let a = rng.random_range(1..=4);
                    format!("{n} 2\n{a} {}\n", a + rng.random_range(1..=3))
                }
                Kind::Grundy => {
                    let n = rng.random_range(1..=3);
                    let heaps: Vec<u64> = (0..n).map(|_| rng.random_range(1..=9)).collect();
                    format!("{}\n", join(&heaps))
                }
                _ => {
                    let n = rng.random_range(1..=4);
                    let heaps: Vec<u64> = (0..n).map(|_| rng.random_range(0..=4)).collect();
                    format!("{}\n", join(&heaps))
                }
            })
            .collect()
    }
}

fn join(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// One Grundy's-game table for all the games of an input, as far as needed.
fn grundy_table(cases: &[Case]) -> Option<GrundysGame> {
    let most = cases
        .iter()
        .filter_map(|case| match case {
            Case::Heaps(Kind::Grundy, heaps) => heaps.iter().copied().max(),
            _ => None,
        })
        .max()?;
    Some(GrundysGame::new(most.min(GRUNDY_COMPUTE_LIMIT)))
}

/// Who wins a case, its Grundy values and XOR (where it has them), and a
/// winning move in words.
struct Verdict {
    first_wins: bool,
    grundy: Option<Vec<u64>>,
    xor: Option<u64>,
    winning_move: Option<serde_json::Value>,
    why: String,
}

fn heap_verdict<C: Component>(component: &C, heaps: &[u64], with_move: bool) -> Verdict {
    let grundy: Vec<u64> = heaps.iter().map(|&h| component.grundy(h)).collect();
    let xor = grundy.iter().fold(0, |x, g| x ^ g);
    let game = HeapSum::new(component.clone(), heaps.to_vec());
    let start = game.start();
    let winning_move = (with_move && xor != 0)
        .then(|| {
            heaps.iter().zip(&grundy).find_map(|(&h, &g)| {
                (g ^ xor < g)
                    .then(|| component.move_to(h, g ^ xor))
                    .flatten()
                    .map(|into| crate::impartial::HeapMove {
                        heap: h,
                        into: {
                            let mut into = into;
                            into.sort_unstable();
                            into
                        },
                    })
            })
        })
        .flatten();
    let why = match &winning_move {
        Some(mv) => {
            let (next, _) = game.apply(&start, mv);
            let values: Vec<String> = next
                .heaps
                .iter()
                .map(|&h| component.grundy(h).to_string())
                .collect();
            format!(
                "XOR {xor}; winning move: {}, after which the Grundy values XOR to 0 ({} = 0)",
                game.describe_move(&start, mv),
                if values.is_empty() {
                    "no heaps".to_owned()
                } else {
                    values.join(" ^ ")
                }
            )
        }
        None if xor != 0 => format!("XOR {xor} is not 0"),
        None => "XOR 0: every move leaves a non-zero XOR".to_owned(),
    };
    Verdict {
        first_wins: xor != 0,
        grundy: Some(grundy),
        xor: Some(xor),
        winning_move: winning_move.map(|mv| game.move_json(&start, &mv)),
        why,
    }
}

fn verdict(case: &Case, grundy: Option<&GrundysGame>, with_move: bool) -> Verdict {
    match case {
        Case::Heaps(Kind::Nim, heaps) => heap_verdict(&Nim, heaps, with_move),
        Case::Heaps(Kind::Subtraction, heaps) => {
            heap_verdict(&Subtraction { max: 3 }, heaps, with_move)
        }
        Case::Heaps(_, heaps) => {
            let table = grundy
                .cloned()
                .unwrap_or_else(|| GrundysGame::new(heaps.iter().copied().max().unwrap_or(0)));
            if heaps.iter().all(|&h| h <= table.table_limit()) {
                heap_verdict(&table, heaps, with_move)
            } else if let [heap] = heaps[..] {
                let first_wins = table.first_wins(heap);
                Verdict {
                    first_wins,
                    grundy: None,
                    xor: None,
                    winning_move: None,
                    why: format!(
                        "past {GRUNDY_COMPUTE_LIMIT} sticks, by the published computation: no \
                         heap past {GRUNDY_LAST_ZERO} has Grundy value 0"
                    ),
                }
            } else {
                Verdict {
                    first_wins: false,
                    grundy: None,
                    xor: None,
                    winning_move: None,
                    why: "unknown".to_owned(),
                }
            }
        }
        Case::Stick { n, allowed } => {
            heap_verdict(&StickGame::new(allowed.clone(), *n), &[*n], with_move)
        }
        Case::Stairs(stairs) => {
            let xor = stairs::even_xor(stairs);
            let game = StairGame::new(stairs.clone());
            let start = game.start();
            let winning = (xor != 0)
                .then(|| {
                    stairs
                        .iter()
                        .enumerate()
                        .skip(1)
                        .step_by(2)
                        .find_map(|(at, &balls)| {
                            (balls ^ xor < balls).then(|| stairs::StairMove {
                                from: at + 1,
                                count: balls - (balls ^ xor),
                            })
                        })
                })
                .flatten();
            Verdict {
                first_wins: xor != 0,
                grundy: None,
                xor: Some(xor),
                why: match &winning {
                    Some(mv) => format!(
                        "the XOR of the even stairs is {xor}: {} leaves it 0",
                        game.describe_move(&start, mv)
                    ),
                    None => "the XOR of the even stairs is 0".to_owned(),
                },
                winning_move: winning.map(|mv| game.move_json(&start, &mv)),
            }
        }
        Case::Another(heaps) => {
            let first_wins = another::first_wins(heaps);
            let game = AnotherGame::new(heaps.clone());
            let start = game.start();
            let odd: Vec<u64> = game
                .heaps()
                .iter()
                .copied()
                .filter(|h| h % 2 == 1)
                .collect();
            let winning = (!odd.is_empty()).then(|| another::TakeFrom { heaps: odd.clone() });
            Verdict {
                first_wins,
                grundy: None,
                xor: None,
                why: match &winning {
                    Some(mv) => format!(
                        "some heap is odd: {} leaves every heap even",
                        game.describe_move(&start, mv)
                    ),
                    None => "every heap is even: every move leaves an odd heap".to_owned(),
                },
                winning_move: winning.map(|mv| game.move_json(&start, &mv)),
            }
        }
    }
}

fn numbers_of(case: &Case) -> (&'static str, Vec<u64>) {
    match case {
        Case::Heaps(_, heaps) | Case::Another(heaps) => ("heaps", heaps.clone()),
        Case::Stick { n, .. } => ("heaps", vec![*n]),
        Case::Stairs(stairs) => ("stairs", stairs.clone()),
    }
}

fn write_answer(
    case: &Case,
    grundy: Option<&GrundysGame>,
    format: &str,
    out: &mut dyn Write,
) -> Result<(), Error> {
    if let Case::Stick { n, allowed } = case {
        let game = StickGame::new(allowed.clone(), *n);
        match format {
            "json" => {
                let values: Vec<u64> = (1..=*n).map(|h| game.grundy(h)).collect();
                let wins: String = values
                    .iter()
                    .map(|&g| if g != 0 { 'W' } else { 'L' })
                    .collect();
                writeln!(
                    out,
                    "{}",
                    json!({"n": n, "allowed": game.allowed(), "grundy": values, "wins": wins})
                )?;
            }
            "text" => {
                let v = verdict(case, None, true);
                writeln!(
                    out,
                    "{n} sticks: the {} player wins ({})",
                    if v.first_wins { "first" } else { "second" },
                    v.why
                )?;
            }
            _ => {
                let wins: String = (1..=*n)
                    .map(|h| if game.grundy(h) != 0 { 'W' } else { 'L' })
                    .collect();
                writeln!(out, "{wins}")?;
            }
        }
        return Ok(());
    }
    let v = verdict(case, grundy, matches!(format, "text" | "json"));
    if v.why == "unknown" {
        return Err(Error::Unsupported(format!(
            "Grundy values are computed up to {GRUNDY_COMPUTE_LIMIT} sticks: a game of several \
             heaps needs each heap's value, and a heap here is larger"
        )));
    }
    match format {
        "bool" => writeln!(out, "{}", v.first_wins)?,
        "json" => {
            let (key, numbers) = numbers_of(case);
            let value = if v.first_wins {
                Value::Winning
            } else {
                Value::Losing
            };
            let mut object = json!({
                key: numbers,
                "first_wins": v.first_wins,
                "value": value,
                "winning_move": v.winning_move,
            });
            if let Some(grundy) = v.grundy {
                object["grundy"] = json!(grundy);
            }
            if let Some(xor) = v.xor {
                object["xor"] = json!(xor);
            }
            writeln!(out, "{object}")?;
        }
        "text" => {
            let (key, numbers) = numbers_of(case);
            writeln!(
                out,
                "{key} {}: the {} player wins ({})",
                join(&numbers),
                if v.first_wins { "first" } else { "second" },
                v.why
            )?;
        }
        _ => writeln!(out, "{}", if v.first_wins { "first" } else { "second" })?,
    }
    Ok(())
}

/// One game, read for play and explain.
struct One(Case);

/// The most counters a heap game may have in all for play (every move is
/// listed).
pub const PLAY_TOTAL_LIMIT: u64 = 100_000;

fn total(numbers: &[u64]) -> u64 {
    numbers.iter().fold(0u64, |t, &n| t.saturating_add(n))
}

impl One {
    fn check_play_size(&self) -> Result<(), Error> {
        let too_big = |what: String| Err(Error::Unsupported(what));
        match &self.0 {
            Case::Heaps(Kind::Grundy, heaps) if heaps.iter().any(|&h| h > GRUNDY_COMPUTE_LIMIT) => {
                too_big(format!(
                    "play and explain take heaps of at most {GRUNDY_COMPUTE_LIMIT} sticks, the \
                     Grundy values computed here; `solve` answers one heap of any size"
                ))
            }
            Case::Heaps(_, heaps) if total(heaps) > PLAY_TOTAL_LIMIT => too_big(format!(
                "play and explain take at most {PLAY_TOTAL_LIMIT} sticks in all (every move is \
                 listed); `solve` takes any size"
            )),
            Case::Stick { n, .. } if *n > PLAY_TOTAL_LIMIT => too_big(format!(
                "play and explain take heaps of at most {PLAY_TOTAL_LIMIT} sticks; `solve` \
                 takes any size"
            )),
            Case::Stairs(stairs) if total(stairs) > 10_000 => too_big(
                "play and explain take at most 10000 balls; `solve` takes any size".to_owned(),
            ),
            Case::Another(heaps) if heaps.len() > another::PLAY_HEAP_LIMIT => too_big(format!(
                "play and explain take at most {} heaps (every set of heaps is a move); \
                     `solve` takes any number",
                another::PLAY_HEAP_LIMIT
            )),
            _ => Ok(()),
        }
    }

    fn nothing_to_play(&self) -> bool {
        match &self.0 {
            Case::Heaps(Kind::Grundy, heaps) => heaps.iter().all(|&h| h <= 2),
            Case::Heaps(_, heaps) | Case::Another(heaps) => total(heaps) == 0,
            Case::Stick { n, allowed } => allowed.iter().all(|&p| p == 0 || p > *n),
            Case::Stairs(stairs) => total(&stairs[1.min(stairs.len())..]) == 0,
        }
    }
}

fn heap_explain<C: Component>(
    component: &C,
    heaps: &[u64],
    json: bool,
    out: &mut dyn Write,
) -> Result<(), Error> {
    let v = heap_verdict(component, heaps, true);
    let game = HeapSum::new(component.clone(), heaps.to_vec());
    let start = game.start();
    let grundy = v.grundy.clone().unwrap_or_default();
    // Every move and the XOR it leaves, when there are few enough to list.
    let moves = game.moves(&start);
    let listed: Vec<(String, u64)> = moves
        .iter()
        .take(12)
        .map(|mv| {
            let (next, _) = game.apply(&start, mv);
            (game.describe_move(&start, mv), component.xor(&next.heaps))
        })
        .collect();
    let value = exact_or_rule(&game, heaps, v.first_wins);
    if json {
        let json = json!({
            "heaps": heaps,
            "grundy": grundy,
            "xor": v.xor,
            "first_wins": v.first_wins,
            "value": value,
            "winning_move": v.winning_move,
            "moves": listed.iter().map(|(m, x)| json!({"move": {"text": m}, "xor": x})).collect::<Vec<_>>(),
        });
        writeln!(out, "{json}")?;
        return Ok(());
    }
    writeln!(out, "Heaps: {}.", join(heaps))?;
    writeln!(
        out,
        "Grundy values: {} ({}).",
        heaps
            .iter()
            .zip(&grundy)
            .map(|(h, g)| format!("g({h}) = {g}"))
            .collect::<Vec<_>>()
            .join(", "),
        component.grundy_reason()
    )?;
    let xor = v.xor.unwrap_or(0);
    writeln!(
        out,
        "XOR: {} = {xor}.",
        grundy
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" ^ ")
    )?;
    writeln!(
        out,
        "Why the XOR decides: the player to move loses exactly when it is 0. From XOR 0 \
         every move changes one heap's Grundy value, so the XOR becomes non-zero; from a \
         non-zero XOR x some heap's value g has g ^ x < g, and that heap can move to value \
         g ^ x (by the mex rule a heap of value g reaches every smaller value), which \
         makes the XOR 0 again; and the end of the game, with no move, has XOR 0."
    )?;
    if v.first_wins {
        match &v.winning_move {
            Some(_) => writeln!(
                out,
                "The first player wins ({value}). {}.",
                v.why.split_once("; ").map_or(v.why.clone(), |(_, m)| {
                    let mut m = m.to_owned();
                    m[..1].make_ascii_uppercase();
                    m
                })
            )?,
            None => writeln!(out, "The first player wins ({value}).")?,
        }
    } else {
        writeln!(
            out,
            "The first player loses ({value}): every move leaves a non-zero XOR{}",
            if listed.is_empty() {
                ", and here there is no move at all.".to_owned()
            } else {
                format!(
                    ": {}{}.",
                    listed
                        .iter()
                        .map(|(m, x)| format!("{m}, XOR {x}"))
                        .collect::<Vec<_>>()
                        .join("; "),
                    if moves.len() > listed.len() {
                        "; …"
                    } else {
                        ""
                    }
                )
            }
        )?;
    }
    Ok(())
}

/// The start's value: the exact remoteness on a small position, else the
/// rule's win or loss.
fn exact_or_rule<C: Component>(game: &HeapSum<C>, heaps: &[u64], first_wins: bool) -> Value {
    if total(heaps) <= EXACT_TOTAL {
        Negamax::new(game).value(&game.start())
    } else if first_wins {
        Value::Winning
    } else {
        Value::Losing
    }
}

impl Instance for One {
    fn solve(&self, options: &SolveOptions, out: &mut dyn Write) -> Result<(), Error> {
        let grundy = grundy_table(std::slice::from_ref(&self.0));
        write_answer(&self.0, grundy.as_ref(), &options.format, out)
    }

    fn explain(&self, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        self.check_play_size()?;
        match &self.0 {
            Case::Heaps(Kind::Nim, heaps) => heap_explain(&Nim, heaps, json, out),
            Case::Heaps(Kind::Subtraction, heaps) => {
                heap_explain(&Subtraction { max: 3 }, heaps, json, out)
            }
            Case::Heaps(_, heaps) => heap_explain(
                &GrundysGame::new(heaps.iter().copied().max().unwrap_or(0)),
                heaps,
                json,
                out,
            ),
            Case::Stick { n, allowed } => {
                heap_explain(&StickGame::new(allowed.clone(), *n), &[*n], json, out)
            }
            case @ (Case::Stairs(_) | Case::Another(_)) => {
                let v = verdict(case, None, true);
                let (key, numbers) = numbers_of(case);
                if json {
                    let json = json!({
                        key: numbers,
                        "first_wins": v.first_wins,
                        "xor": v.xor,
                        "winning_move": v.winning_move,
                    });
                    writeln!(out, "{json}")?;
                    return Ok(());
                }
                let rule = match case {
                    Case::Stairs(_) => {
                        "The rule: the player to move loses exactly when the XOR of the balls on \
                         the even stairs (2, 4, ..) is 0. It is Nim on the even stairs: moving \
                         balls from an even stair to the odd stair below takes them out of that \
                         heap for good, and balls the opponent moves from an odd stair onto an \
                         even one can be moved on at once to the next odd stair, which leaves \
                         the even stairs as they were."
                    }
                    _ => {
                        "The rule: the player to move loses exactly when every heap is even. \
                         From all-even heaps every move makes some heap odd; with some odd heap, \
                         taking one coin from each odd heap leaves them all even; and the end, \
                         no coins, is all even."
                    }
                };
                writeln!(out, "{key}: {}.", join(&numbers))?;
                writeln!(out, "{rule}")?;
                writeln!(
                    out,
                    "Here the {} player wins: {}.",
                    if v.first_wins { "first" } else { "second" },
                    v.why
                )?;
                Ok(())
            }
        }
    }

    fn session(&self, options: SessionOptions) -> Result<Box<dyn AnySession>, Error> {
        self.check_play_size()?;
        if self.nothing_to_play() {
            return Err(Error::Unsupported(
                "there is no move to make: nothing to play".to_owned(),
            ));
        }
        Ok(match &self.0 {
            Case::Heaps(Kind::Nim, heaps) => {
                let game = HeapSum::new(Nim, heaps.clone());
                let oracle = SumOracle::new(&game);
                erased::new_session(game, oracle, options)
            }
            Case::Heaps(Kind::Subtraction, heaps) => {
                let game = HeapSum::new(Subtraction { max: 3 }, heaps.clone());
                let oracle = SumOracle::new(&game);
                erased::new_session(game, oracle, options)
            }
            Case::Heaps(_, heaps) => {
                let component = GrundysGame::new(heaps.iter().copied().max().unwrap_or(0));
                let game = HeapSum::new(component, heaps.clone());
                let oracle = SumOracle::new(&game);
                erased::new_session(game, oracle, options)
            }
            Case::Stick { n, allowed } => {
                let game = HeapSum::new(StickGame::new(allowed.clone(), *n), vec![*n]);
                let oracle = SumOracle::new(&game);
                erased::new_session(game, oracle, options)
            }
            Case::Stairs(stairs) => {
                let game = StairGame::new(stairs.clone());
                let oracle = StairOracle::new(&game);
                erased::new_session(game, oracle, options)
            }
            Case::Another(heaps) => {
                let game = AnotherGame::new(heaps.clone());
                let oracle = AnotherOracle::new(&game);
                erased::new_session(game, oracle, options)
            }
        })
    }

    fn conformance(
        &self,
        limit: usize,
        seed: u64,
    ) -> Result<crate::engine::conformance::Checked, String> {
        match &self.0 {
            Case::Heaps(Kind::Nim, heaps) => {
                let game = HeapSum::new(Nim, heaps.clone());
                erased::conformance_of(&game, || SumOracle::new(&game), limit, seed)
            }
            Case::Heaps(Kind::Subtraction, heaps) => {
                let game = HeapSum::new(Subtraction { max: 3 }, heaps.clone());
                erased::conformance_of(&game, || SumOracle::new(&game), limit, seed)
            }
            Case::Heaps(_, heaps) => {
                let component = GrundysGame::new(heaps.iter().copied().max().unwrap_or(0));
                let game = HeapSum::new(component, heaps.clone());
                erased::conformance_of(&game, || SumOracle::new(&game), limit, seed)
            }
            Case::Stick { n, allowed } => {
                let game = HeapSum::new(StickGame::new(allowed.clone(), *n), vec![*n]);
                erased::conformance_of(&game, || SumOracle::new(&game), limit, seed)
            }
            Case::Stairs(stairs) => {
                let game = StairGame::new(stairs.clone());
                erased::conformance_of(&game, || StairOracle::new(&game), limit, seed)
            }
            Case::Another(heaps) => {
                let game = AnotherGame::new(heaps.clone());
                erased::conformance_of(&game, || AnotherOracle::new(&game), limit, seed)
            }
        }
    }
}
