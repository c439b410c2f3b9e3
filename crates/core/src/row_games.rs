//! What the games played on a row of values share, so that each is one
//! file under [`games`](crate::games) with its rules, solver and answers:
//! [`RowRules`], which such a game implements, and [`RowGame`], which makes
//! it a [`Plugin`] (reading a row or a judge's list of cases, writing and
//! generating one, the limits of play and explanations); and the tables
//! their solvers keep ([`Sums`], the triangle of segments).
//!
//! | game | module | rules | fast solver |
//! |---|---|---|---|
//! | `take-k` | [`take_k`](crate::games::take_k) | take 1 to k values from either end | O(n²·k) interval DP, O(n·k) memory |
//! | `game-of-sum` | [`game_of_sum`](crate::games::game_of_sum) | take any number of values from one end (UVa 10891) | O(n²) interval DP with running minima, O(n) memory |
//! | `take-front` | [`take_front`](crate::games::take_front) | take 1 to k values from the front (LeetCode 1406, LintCode 395) | O(n·k) suffix DP |
//! | `stone-game-ii` | [`stone_game_ii`](crate::games::stone_game_ii) | take the first X piles, 1 ≤ X ≤ 2M (LeetCode 1140) | O(n³/12) over (i, M) with M capped |
//! | `stone-game-vii` | [`stone_game_vii`](crate::games::stone_game_vii) | remove an end, score the sum left (LeetCode 1690) | O(n²) interval DP, O(n) memory |
//!
//! The row game itself (`coins`, take one from either end) has its own
//! module, [`coins`](crate::coins), for its linear-time solver.

use std::io::{self, Write};

use serde::Serialize;

use crate::engine::{Notation, Oracle, Player, Value};
use crate::erased::{Action, Error, GameInfo};
use crate::games::rows::{Row, RowLayout, generate};
use crate::input::{InputError, Limit, Problem};
use crate::plugin::{Answered, Answers, Draw, Named, Plugin, Size, typed_answers};

crate::choices! {
    /// The layouts of a row: what every row game reads, as the row game
    /// (`coins`) does.
    pub enum Layout {
        Counted = "counted": "a count N, then N values",
        Plain = "plain": "values only",
    }
}

/// A row game's input layouts: one row, counted or plain, and, for a judge
/// who gives several cases in one input, the judge's list of them.
pub trait RowLayouts: Named {
    /// How one row is written in this layout, or `None` for the judge's
    /// list of cases (`n` then n values, ending with 0, as UVa gives them).
    fn row(self) -> Option<RowLayout>;
}

impl RowLayouts for Layout {
    fn row(self) -> Option<RowLayout> {
        Some(match self {
            Layout::Counted => RowLayout::Counted,
            Layout::Plain => RowLayout::Plain,
        })
    }
}

pub(crate) use crate::games::rows::generate::GENERATE;

/// A game played on a row of values: what [`RowGame`] needs to make it a
/// [`Plugin`]. Reading, writing and generating a row, the size limits of
/// play and explanations, and the walkthrough are [`RowGame`]'s.
pub trait RowRules: Clone + Send + Sync + 'static {
    /// The rules, on one row.
    type Game: Notation<Position: Send, Move: Send> + Send + 'static;
    /// The fast solver, for play and explanations, or why a row is too
    /// large for it.
    type Oracle: Oracle<Self::Game>
        + for<'a> TryFrom<&'a Self::Game, Error = Error>
        + Send
        + 'static;
    /// The output formats, the judge's first.
    type Format: Named;
    /// The input layouts: [`Layout`], or the judge's list of cases too.
    type Layout: RowLayouts;
    /// What the game is.
    const INFO: &'static GameInfo;

    /// The rules with the game's parameter (`k`) set to `value`.
    fn with_param(&self, _value: u64) -> Self {
        self.clone()
    }

    /// The game on `values`.
    fn game(&self, values: Vec<i64>) -> Self::Game;

    /// One row's answer: what `text` prints and `json` serialises
    /// ([`Answers`]).
    type Answer: serde::Serialize + std::fmt::Display;

    /// The answer on one row.
    fn solve_one(&self, game: &Self::Game) -> Result<Self::Answer, Error>;

    /// Writes one row's answer in `format`, one of the judge's own (every
    /// format but `text` and `json`).
    fn judge(&self, answer: &Self::Answer, format: Self::Format, out: &mut dyn Write) -> Answered;

    /// Writes what comes before the move-by-move walkthrough of `explain`:
    /// the rules, the recurrence and the answer.
    fn explain_intro(&self, game: &Self::Game, out: &mut dyn Write) -> io::Result<()>;

    /// What `solve` takes of `values` at most, checked before any work
    /// (a cost model where the work grows with a parameter as well as the
    /// row): nothing by default.
    fn solve_limits(&self, _values: &[i64]) -> Vec<Size> {
        Vec::new()
    }

    /// The work `solve` does on one of the judge's cases, and the most an
    /// input of many cases may ask for in all ([`Plugin::solve_work`]):
    /// nothing by default.
    fn solve_work(&self, _values: &[i64]) -> Option<Size> {
        None
    }

    /// The most memory a play session on `n` values holds: by default the
    /// row, its sums and its history ([`row_session_bytes`]).
    fn session_bytes(&self, n: usize) -> u64 {
        row_session_bytes(n)
    }
}

/// A [`RowRules`] game as a plugin.
#[derive(Debug, Clone, Copy)]
pub struct RowGame<R>(pub R);

impl<R: RowRules> Plugin for RowGame<R> {
    type Case = Vec<i64>;
    type Game = R::Game;
    type Oracle = R::Oracle;
    type Format = R::Format;
    type Layout = R::Layout;
    const INFO: &'static GameInfo = R::INFO;
    /// Every move of the line: a row for explain is at most 3000 values.
    const EXPLAIN_MOVES: usize = usize::MAX;

    fn with_param(&self, value: u64) -> Self {
        RowGame(self.0.with_param(value))
    }
    fn read(&self, text: &str, layout: Option<R::Layout>) -> Result<Vec<Vec<i64>>, InputError> {
        read_rows::<R>(text, layout, None)
    }
    fn solve_limits(&self, values: &Vec<i64>) -> Vec<Size> {
        self.0.solve_limits(values)
    }
    fn solve_work(&self, values: &Vec<i64>) -> Option<Size> {
        self.0.solve_work(values)
    }
    /// Explain and play keep a table of the row: at most 3000
    /// values.
    fn limit(&self, action: Action) -> Option<Limit> {
        let table = Limit {
            count: TABLE_LIMIT as u64,
            what: "the table behind play and explanations",
            instead: "; `solve` takes longer rows",
        };
        matches!(action, Action::Explain | Action::Play).then_some(table)
    }
    fn read_at_most(
        &self,
        text: &str,
        layout: Option<R::Layout>,
        at_most: Limit,
    ) -> Result<Vec<Vec<i64>>, InputError> {
        read_rows::<R>(text, layout, Some(at_most))
    }
    fn read_inline(
        &self,
        text: &str,
        at_most: Option<Limit>,
    ) -> Option<Result<Vec<Vec<i64>>, InputError>> {
        // A text of several lines is read as a file is (the judge's cases
        // too); one line is the row's values.
        if text.trim().contains('\n') {
            return None;
        }
        Some(Row::parse_list_at_most(text, at_most).map(|row| vec![row.values().to_vec()]))
    }
    fn write(&self, cases: &[Vec<i64>], out: &mut dyn Write) -> io::Result<()> {
        self.write_as(cases, R::Layout::ALL[0], out)
    }
    fn write_as(
        &self,
        cases: &[Vec<i64>],
        layout: R::Layout,
        out: &mut dyn Write,
    ) -> io::Result<()> {
        let layout = layout.row();
        for values in cases {
            let count = values.len() as u64;
            let values = values.iter().copied();
            generate::write_values(out, count, values, layout.unwrap_or(RowLayout::Counted))?;
        }
        if layout.is_none() {
            writeln!(out, "0")?;
        }
        Ok(())
    }
    fn answer(&self, cases: &[Vec<i64>], format: R::Format, out: &mut dyn Write) -> Answered {
        typed_answers(self, cases, format, out)
    }
    fn size(&self, values: &Vec<i64>) -> Size {
        Size::new(
            "the number of values",
            values.len() as u64,
            TABLE_LIMIT as u64,
        )
    }
    fn session_bytes(&self, values: &Vec<i64>) -> u64 {
        self.0.session_bytes(values.len())
    }
    fn game(&self, values: &Vec<i64>) -> R::Game {
        self.0.game(values.clone())
    }
    fn reason(&self, game: &R::Game) -> String {
        let mut intro = Vec::new();
        self.0
            .explain_intro(game, &mut intro)
            .expect("writing to memory succeeds");
        String::from_utf8_lossy(&intro).into_owned()
    }
    /// As the row game draws its row.
    fn sample(&self, draw: &mut Draw<'_>) -> Result<Vec<i64>, Error> {
        generate::draw_row(draw)
    }
}

impl<R: RowRules> Answers for RowGame<R> {
    type Answer = R::Answer;

    fn solve_one(&self, values: &Vec<i64>) -> Result<R::Answer, Error> {
        self.0.solve_one(&self.0.game(values.clone()))
    }
    fn judge(&self, answer: &R::Answer, format: R::Format, out: &mut dyn Write) -> Answered {
        self.0.judge(answer, format, out)
    }
}

/// Both players' totals on a row every value of which is taken, and the
/// first player's margin: the JSON answer of the games that score totals.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Totals {
    /// What the first player takes in all.
    pub first: i128,
    /// What the second player takes.
    pub second: i128,
    /// The first player's total minus the second's.
    pub margin: i128,
    /// The margin as the engine's value of the start.
    pub value: Value,
    /// How `text` says them.
    #[serde(skip)]
    pub words: TotalsWords,
}

/// How a row game's [`Totals`] are said in `text`, as each game has always
/// said them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TotalsWords {
    /// `first player   5`, `second player  4`, `margin         1`, a line
    /// each (take-k).
    Players,
    /// `A 5, B 4, A - B = 1` (UVa 10891, game-of-sum).
    AB,
    /// `Alice  5` and `Bob    4` (Stone Game II).
    AliceBob,
}

impl Totals {
    /// The totals of a row whose values sum to `sum`, won by `margin`,
    /// said in `words`.
    pub fn of_margin(sum: i128, margin: i128, words: TotalsWords) -> Totals {
        Totals {
            first: (sum + margin).div_euclid(2),
            second: (sum - margin).div_euclid(2),
            margin,
            value: Value::Margin(margin),
            words,
        }
    }
}

impl std::fmt::Display for Totals {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (first, second, margin) = (self.first, self.second, self.margin);
        match self.words {
            TotalsWords::Players => {
                writeln!(f, "first player   {first}")?;
                writeln!(f, "second player  {second}")?;
                write!(f, "margin         {margin}")
            }
            TotalsWords::AB => write!(f, "A {first}, B {second}, A - B = {margin}"),
            TotalsWords::AliceBob => write!(f, "Alice  {first}\nBob    {second}"),
        }
    }
}

/// The best first moves of a game, as an answer gives them: each move's
/// JSON (serialised as the list) and its words (for the text).
#[derive(Debug, Clone, Serialize)]
#[serde(transparent)]
pub struct BestMoves {
    json: Vec<serde_json::Value>,
    #[serde(skip)]
    words: Vec<String>,
}

impl BestMoves {
    /// The moves from the start of `game` that `oracle` values highest.
    pub fn of<G: Notation, O: Oracle<G>>(game: &G, mut oracle: O) -> BestMoves {
        let start = game.start();
        let values = oracle.move_values(&start);
        let top = values.iter().map(|&(_, value)| value).max();
        let best = values
            .into_iter()
            .filter(|&(_, value)| Some(value) == top)
            .map(|(mv, _)| mv);
        let (json, words) = best
            .map(|mv| (game.move_json(&start, &mv), game.describe_move(&start, &mv)))
            .unzip();
        BestMoves { json, words }
    }

    /// Each best move in words, best first.
    pub fn words(&self) -> &[String] {
        &self.words
    }
}

/// The rows of an input in `layout`, or detected (the judge's list of cases
/// when the game has one and the input is laid out as they are, else one row), each
/// row refused where it passes `at_most`.
fn read_rows<R: RowRules>(
    text: &str,
    layout: Option<R::Layout>,
    at_most: Option<Limit>,
) -> Result<Vec<Vec<i64>>, InputError> {
    let judge_cases = R::Layout::ALL.iter().any(|layout| layout.row().is_none());
    match layout.map(RowLayouts::row) {
        Some(Some(layout)) => one_row(text, Some(layout), at_most),
        Some(None) => read_cases(text),
        // The judge's input with no case: its closing 0 alone. A row of
        // one value, 0, would be counted `1` then `0`.
        None if judge_cases && is_lone_zero(text) => Ok(Vec::new()),
        None if judge_cases && laid_out_as_cases(text) => {
            read_cases(text).or_else(|_| one_row(text, None, at_most))
        }
        None => one_row(text, None, at_most),
    }
}

/// One row, in `layout` or detected, refused where it passes `at_most`.
fn one_row(
    text: &str,
    layout: Option<RowLayout>,
    at_most: Option<Limit>,
) -> Result<Vec<Vec<i64>>, InputError> {
    Ok(vec![
        Row::parse_at_most(text, layout, at_most)?.values().to_vec(),
    ])
}

/// Whether `text` is the number 0 alone: the judge's list of no case.
fn is_lone_zero(text: &str) -> bool {
    let mut tokens = text.split_whitespace();
    tokens.next() == Some("0") && tokens.next().is_none()
}

/// Whether `text` is laid out as the judge's list of cases is: a count
/// alone on the first line, and a last line of `0` alone. A row on one line
/// that ends with 0 (`1 5 0`) is a row, never the case `5`.
fn laid_out_as_cases(text: &str) -> bool {
    fn alone(line: Option<&str>) -> Option<&str> {
        let mut tokens = line?.split_whitespace();
        let token = tokens.next()?;
        tokens.next().is_none().then_some(token)
    }
    let mut lines = text.lines().filter(|line| !line.trim().is_empty());
    let (first, last) = (lines.next(), lines.next_back());
    alone(first).is_some() && alone(last) == Some("0")
}

/// Reads the judge's cases: `n`, then n values, repeated, ending with 0 (or
/// with the end of the input).
fn read_cases(text: &str) -> Result<Vec<Vec<i64>>, InputError> {
    let mut tokens = crate::input::tokens(text).peekable();
    let mut cases = Vec::new();
    loop {
        let Some(token) = tokens.next() else {
            if cases.is_empty() {
                return Err(InputError::at(
                    text,
                    text.len(),
                    Problem::Empty {
                        expected: "cases: `n`, then n values, ending with 0",
                    },
                ));
            }
            break;
        };
        let count = crate::input::integer_at(text, token)?;
        let count = u64::try_from(count).map_err(|_| {
            InputError::at(
                text,
                token.offset,
                Problem::BadCount {
                    token: token.text.to_owned(),
                },
            )
        })?;
        if count == 0 {
            if let Some(extra) = tokens.next() {
                return Err(InputError::at(
                    text,
                    extra.offset,
                    Problem::Trailing {
                        token: extra.text.to_owned(),
                        expected: "the 0 that ends the cases",
                    },
                ));
            }
            break;
        }
        let mut values = Vec::new();
        for found in 0..count {
            let Some(value) = tokens.next() else {
                return Err(InputError::at(
                    text,
                    token.offset,
                    Problem::TooFewValues {
                        declared: count,
                        found,
                        detected: false,
                    },
                ));
            };
            values.push(crate::input::integer_at(text, value)?);
        }
        cases.push(values);
    }
    Ok(cases)
}

/// The default of a game's parameter (0 for a game with none).
pub(crate) const fn default_param(info: &GameInfo) -> u64 {
    match info.param {
        Some(param) => param.default,
        None => 0,
    }
}

pub use crate::games::rows::row_session_bytes;

/// The bytes of a [`Triangle`] on `n` values: 16 for each of its
/// (n + 1)(n + 2)/2 cells.
pub(crate) fn triangle_bytes(n: usize) -> u64 {
    let n = n as u64;
    8 * (n + 1) * (n + 2)
}

/// Refuses a row of `n` values, past `limit`, for a recurrence in O(n²)
/// time.
pub(crate) fn check_quadratic(n: usize, limit: usize, what: &'static str) -> Result<(), Error> {
    if n > limit {
        return Err(Error::TooLarge(crate::engine::SolveError::TooLong {
            algorithm: what,
            len: n,
            limit,
            hint: " (O(n²) time: about a second at the limit)",
        }));
    }
    Ok(())
}

/// The exact sums of `values[..k]` for every k: `prefix[j] - prefix[i]` is
/// the sum of `values[i..j]`.
pub(crate) fn prefix_sums(values: &[i64]) -> Vec<i128> {
    let mut prefix = Vec::with_capacity(values.len() + 1);
    let mut total = 0i128;
    prefix.push(0);
    for &value in values {
        total += i128::from(value);
        prefix.push(total);
    }
    prefix
}

/// A row with its prefix sums, shared by the row games: the values and
/// the exact sum of any segment in O(1).
#[derive(Debug, Clone)]
pub struct Sums {
    values: std::sync::Arc<[i64]>,
    prefix: std::sync::Arc<[i128]>,
}

impl Sums {
    /// The row `values`.
    pub fn new(values: Vec<i64>) -> Sums {
        Sums {
            prefix: prefix_sums(&values).into(),
            values: values.into(),
        }
    }

    /// The sum of `values[from..to]`.
    pub fn sum(&self, from: usize, to: usize) -> i128 {
        self.prefix[to] - self.prefix[from]
    }

    /// The values.
    pub fn values(&self) -> &[i64] {
        &self.values
    }
}

impl std::ops::Deref for Sums {
    type Target = [i64];
    fn deref(&self) -> &[i64] {
        &self.values
    }
}

/// A value for every segment `a[i..j)` of a row of `n` values, `i <= j`,
/// stored by length: n²/2 entries, not n².
#[derive(Debug, Clone)]
pub(crate) struct Triangle {
    n: usize,
    cells: Vec<i128>,
}

/// The most values a game keeps a whole table for (for play and
/// explanations): 3000 values make a table of 72 MB.
pub(crate) const TABLE_LIMIT: usize = 3000;

impl Triangle {
    /// A table of zeros, or why the row is too long for one.
    pub(crate) fn new(n: usize, what: &'static str) -> Result<Triangle, Error> {
        if n > TABLE_LIMIT {
            return Err(Error::TooLarge(crate::engine::SolveError::TooLong {
                algorithm: what,
                len: n,
                limit: TABLE_LIMIT,
                hint: "; `solve` takes longer rows",
            }));
        }
        Ok(Triangle {
            n,
            cells: vec![0; (n + 1) * (n + 2) / 2],
        })
    }

    fn index(&self, i: usize, j: usize) -> usize {
        let len = j - i;
        // Rows by length: length L holds n - L + 1 segments.
        let before = len * (self.n + 1) - len * len.saturating_sub(1) / 2;
        before + i
    }

    /// The value of `a[i..j)`.
    pub(crate) fn get(&self, i: usize, j: usize) -> i128 {
        self.cells[self.index(i, j)]
    }

    /// Sets the value of `a[i..j)`.
    pub(crate) fn set(&mut self, i: usize, j: usize, value: i128) {
        let at = self.index(i, j);
        self.cells[at] = value;
    }
}

/// The player to move after `moves` moves.
pub(crate) fn player_after(moves: usize) -> Player {
    Player::after(moves as u64)
}

/// The values of a segment for people: `[3 1 4]`, elided past 16.
pub(crate) fn segment_text(values: &[i64]) -> String {
    if values.is_empty() {
        return "nothing left".to_owned();
    }
    let shown: Vec<String> = if values.len() <= 16 {
        values.iter().map(i64::to_string).collect()
    } else {
        let mut shown: Vec<String> = values[..8].iter().map(i64::to_string).collect();
        shown.push(format!("… {} more …", values.len() - 16));
        shown.extend(values[values.len() - 8..].iter().map(i64::to_string));
        shown
    };
    format!("[{}]", shown.join(" "))
}

/// "Alice", "Bob" or "Tie" for a first player's margin, as LeetCode prints
/// it.
pub(crate) fn alice_bob(margin: i128) -> &'static str {
    match margin.signum() {
        1 => "Alice",
        -1 => "Bob",
        _ => "Tie",
    }
}

/// Reads an end of the row, `l` (`left`) or `r` (`right`), as every game
/// whose move is an end does; the error names what the game expects.
pub(crate) fn read_side<G: Notation<Move = crate::games::rows::Side>>(
    game: &G,
    position: &G::Position,
    text: &str,
) -> Result<crate::games::rows::Side, crate::engine::BadMove> {
    match text.trim().to_ascii_lowercase().as_str() {
        "l" | "left" => Ok(crate::games::rows::Side::Left),
        "r" | "right" => Ok(crate::games::rows::Side::Right),
        _ => Err(crate::engine::BadMove(format!(
            "expected {}, found `{}`",
            game.move_syntax(position),
            crate::input::excerpt(text)
        ))),
    }
}

/// Reads a move that takes a number of values from the front: `3`, `take 3`
/// or `t 3`, when it is one of `game`'s moves at `position`; otherwise the
/// error names what the game takes there.
pub(crate) fn read_take<G: Notation<Move = usize>>(
    game: &G,
    position: &G::Position,
    text: &str,
) -> Result<usize, crate::engine::BadMove> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let take = match words.as_slice() {
        [n] | ["take", n] | ["t", n] => n.parse::<usize>().ok(),
        _ => None,
    };
    match take {
        Some(take) if game.moves(position).contains(&take) => Ok(take),
        _ => Err(crate::engine::BadMove(format!(
            "expected {}, found `{}`",
            game.move_syntax(position),
            crate::input::excerpt(text)
        ))),
    }
}
