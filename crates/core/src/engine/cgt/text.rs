//! Canonical forms written and read in CGSuite's notation.
//!
//! Written as CGSuite writes them, so a value can be compared with the
//! textbook and with CGSuite itself: numbers `0`, `-3`, `25/16`; nimbers
//! `*`, `*2`; ups `^`, `^^`, `^3`, `v`, `vv` with a number and a nimber
//! (`6^*`, `^*6`, `73/16v9*8`); the unit uptimals `^<n>` and their sums
//! `^[n]`; switches `+-1`, `+-{0,{2|0}}`; `Tiny(2)`, `2Tiny(2)`, `Miny(2)`;
//! and every other form `{L1,L2|R1,R2}`, nested without braces where the
//! slashes tell the depth (`{2||1|0}`). Options are listed numbers first,
//! then nimbers, then uptimals, then the rest, as CGSuite orders them.
//!
//! [`Forms::read`] reads the same notation back (and `+` and `-` between
//! terms), so a teacher can type a value to compare.

use std::cmp::Ordering;

use super::dyadic::Dyadic;
use super::forms::{Form, Forms};
use super::shape::{Expansion, Shape};

/// The most slashes CGSuite writes before it brackets a form again.
const MOST_SLASHES: usize = 4;

/// The longest uptimal expansion recognised.
const MOST_ORDER: usize = 32;

impl Forms {
    /// `g` in CGSuite's notation (see the [module](self)).
    pub fn text(&mut self, g: Form) -> String {
        let mut out = String::new();
        self.write(g, &mut out, true, false);
        out
    }

    /// `↑^n`, up-nth: `↑^1 = ↑`, `↑^n = {0 | * - ↑^→(n-1)}`.
    pub fn up_nth(&mut self, n: u32) -> Form {
        let star = self.nimber(1);
        if n <= 1 {
            return self.up();
        }
        let below = self.up_to(n - 1);
        let right = self.subtract(star, below);
        let zero = self.zero();
        self.game(&[zero], &[right])
    }

    /// `↑^→n`: `↑^→0 = 0`, `↑^→n = {↑^→(n-1) | *}`.
    fn up_to(&mut self, n: u32) -> Form {
        let star = self.nimber(1);
        let mut form = self.zero();
        for _ in 0..n {
            form = self.game(&[form], &[star]);
        }
        form
    }

    /// The uptimal with this expansion.
    fn construct(&mut self, expansion: &Expansion) -> Form {
        let number = self.number(expansion.number);
        let star = self.nimber(expansion.star);
        let mut total = self.add(number, star);
        for (i, &coefficient) in expansion.coefficients.iter().enumerate() {
            if coefficient != 0 {
                let nth = self.up_nth(i as u32 + 1);
                let multiple = self.times(coefficient, nth);
                total = self.add(total, multiple);
            }
        }
        total
    }

    /// `g`'s uptimal expansion, if it is an uptimal. A number is one with
    /// no coefficients, `x + *m` one with the options `x + *j` for `j < m`;
    /// otherwise the expansion is one more step than its one Right
    /// option's (`^[k] + *` more), to its last place or one past every
    /// option's, each guess
    /// checked by building it (for `g` or for `-g`).
    fn expansion(&mut self, g: Form) -> Option<Expansion> {
        if let Some(known) = self.text_cache.expansions.get(&g) {
            return known.clone();
        }
        let found = self.find_expansion(g);
        self.text_cache.expansions.insert(g, found.clone());
        found
    }

    fn find_expansion(&mut self, g: Form) -> Option<Expansion> {
        if let Some(number) = self.number_of(g) {
            return Some(Expansion {
                number,
                coefficients: Vec::new(),
                star: 0,
            });
        }
        if let Some(found) = self.guess_expansion(g) {
            return Some(found);
        }
        let negative = self.negative(g);
        self.guess_expansion(negative).map(|e| e.negated())
    }

    fn guess_expansion(&mut self, g: Form) -> Option<Expansion> {
        let (left, right) = (self.left(g).to_vec(), self.right(g).to_vec());
        let mut left_expansions = Vec::with_capacity(left.len());
        for &option in &left {
            left_expansions.push(self.expansion(option)?);
        }
        // x + *m: both players move to x + *j for each j < m.
        if left == right {
            let number = left_expansions.first()?.number;
            let mut stars: Vec<u32> = Vec::new();
            for e in &left_expansions {
                if e.number != number || !e.coefficients.is_empty() {
                    return None;
                }
                stars.push(e.star);
            }
            stars.sort_unstable();
            return stars
                .iter()
                .enumerate()
                .all(|(j, &star)| star == j as u32)
                .then(|| Expansion {
                    number,
                    coefficients: Vec::new(),
                    star: stars.len() as u32,
                });
        }
        let [only_right] = right[..] else {
            return None;
        };
        let right_expansion = self.expansion(only_right)?;
        if left_expansions
            .iter()
            .any(|e| e.number != right_expansion.number)
        {
            return None;
        }
        let longest = left_expansions
            .iter()
            .map(|e| e.coefficients.len())
            .max()
            .unwrap_or(0)
            .max(right_expansion.coefficients.len());
        let mut guesses = Vec::new();
        if right_expansion.coefficients.last().is_some_and(|&c| c > 0) {
            guesses.push(right_expansion.increment(right_expansion.coefficients.len()));
        }
        guesses.push(right_expansion.increment(longest + 1));
        for guess in guesses {
            if guess.coefficients.len() > MOST_ORDER {
                continue;
            }
            if self.construct(&guess) == g {
                return Some(guess);
            }
        }
        None
    }

    fn shape(&mut self, g: Form) -> Shape {
        if let Some(shape) = self.text_cache.shapes.get(&g) {
            return shape.clone();
        }
        let shape = if let Some(x) = self.number_of(g) {
            Shape::Number(x)
        } else {
            let (left_stop, right_stop) = self.stops(g);
            match self.expansion(g) {
                Some(e) if left_stop == right_stop => Shape::Uptimal {
                    number: e.number,
                    coefficients: e.coefficients,
                    star: e.star,
                },
                _ => Shape::Other,
            }
        };
        self.text_cache.shapes.insert(g, shape.clone());
        shape
    }

    /// CGSuite's order of options: numbers, nimbers, uptimals, the rest.
    fn display_order(&mut self, g: Form, h: Form) -> Ordering {
        if g == h {
            return Ordering::Equal;
        }
        let (a, b) = (self.shape(g), self.shape(h));
        match a.rank().cmp(&b.rank()) {
            Ordering::Equal => {}
            other => return other,
        }
        match (a, b) {
            (Shape::Number(x), Shape::Number(y)) => x.cmp(&y),
            (
                Shape::Uptimal {
                    number: x,
                    coefficients: a,
                    star: s,
                },
                Shape::Uptimal {
                    number: y,
                    coefficients: b,
                    star: t,
                },
            ) => x
                .cmp(&y)
                .then_with(|| {
                    a.iter()
                        .zip(&b)
                        .map(|(p, q)| p.cmp(q))
                        .find(|o| o.is_ne())
                        .unwrap_or(Ordering::Equal)
                })
                .then(a.len().cmp(&b.len()))
                .then(s.cmp(&t)),
            _ => {
                let (gl, hl) = (self.sorted(g, true), self.sorted(h, true));
                let by_left = self.compare_lists(&gl, &hl);
                if by_left.is_ne() {
                    return by_left;
                }
                let (gr, hr) = (self.sorted(g, false), self.sorted(h, false));
                self.compare_lists(&gr, &hr)
            }
        }
    }

    fn compare_lists(&mut self, a: &[Form], b: &[Form]) -> Ordering {
        for (&g, &h) in a.iter().zip(b) {
            let order = self.display_order(g, h);
            if order.is_ne() {
                return order;
            }
        }
        a.len().cmp(&b.len())
    }

    /// A player's options in CGSuite's order.
    fn sorted(&mut self, g: Form, left: bool) -> Vec<Form> {
        let mut options = if left {
            self.left(g).to_vec()
        } else {
            self.right(g).to_vec()
        };
        // An insertion sort: the order calls back into the store.
        for i in 1..options.len() {
            let mut j = i;
            while j > 0 && self.display_order(options[j - 1], options[j]).is_gt() {
                options.swap(j - 1, j);
                j -= 1;
            }
        }
        options
    }

    /// `Tiny` or `Miny` with its translation and subscript, when `g` is
    /// `x + Tiny(s)` = `{x || x | x - s}` or `x + Miny(s)` = `{x + s | x || x}`.
    fn tiny(&mut self, g: Form) -> Option<(&'static str, Form, Form)> {
        let (left, right) = (self.left(g).to_vec(), self.right(g).to_vec());
        if left.len() != 1 || right.len() != 1 {
            return None;
        }
        let (gl, gr) = (left[0], right[0]);
        if let Some(x) = self.number_of(gl) {
            let (grl, grr) = (self.left(gr).to_vec(), self.right(gr).to_vec());
            if grl == [gl] && grr.len() == 1 && self.mean(grr[0]) < x {
                let s = self.subtract(gl, grr[0]);
                return Some(("Tiny", gl, s));
            }
        }
        if let Some(x) = self.number_of(gr) {
            let (gll, glr) = (self.left(gl).to_vec(), self.right(gl).to_vec());
            if glr == [gr] && gll.len() == 1 && self.mean(gll[0]) > x {
                let s = self.subtract(gll[0], gr);
                return Some(("Miny", gr, s));
            }
        }
        None
    }

    /// Writes `g`; returns how many slashes it used unbracketed (0 when
    /// bracketed or atomic), so that its parent uses one more.
    fn write(
        &mut self,
        g: Form,
        out: &mut String,
        force_brackets: bool,
        force_parens: bool,
    ) -> usize {
        match self.shape(g) {
            Shape::Number(x) => {
                out.push_str(&x.to_string());
                return 0;
            }
            Shape::Uptimal {
                number,
                coefficients,
                star,
            } => {
                let length = coefficients.len();
                let last = coefficients.last().copied().unwrap_or(0);
                let unit = length > 1
                    && last.abs() == 1
                    && coefficients[..length - 1].iter().all(|&c| c == 0);
                let unit_sum =
                    length > 1 && last.abs() == 1 && coefficients.iter().all(|&c| c == last);
                if length > 1 && !unit && !unit_sum {
                    return self.write_options(g, out, force_brackets, force_parens);
                }
                // A nimber, or ups alone: no parentheses needed.
                let compact = number == Dyadic::ZERO && (coefficients.is_empty() || star == 0);
                if force_parens && !compact {
                    out.push('(');
                }
                if number != Dyadic::ZERO || (star == 0 && length == 0) {
                    out.push_str(&number.to_string());
                }
                if length == 1 {
                    let k = coefficients[0];
                    out.push_str(match k {
                        2 => "^^",
                        -2 => "vv",
                        k if k > 0 => "^",
                        _ => "v",
                    });
                    if k.abs() > 2 {
                        out.push_str(&k.abs().to_string());
                    }
                } else if unit || unit_sum {
                    out.push(if last > 0 { '^' } else { 'v' });
                    let (open, close) = if unit { ('<', '>') } else { ('[', ']') };
                    out.push(open);
                    out.push_str(&length.to_string());
                    out.push(close);
                }
                if star > 0 {
                    out.push('*');
                    if star > 1 {
                        out.push_str(&star.to_string());
                    }
                }
                if force_parens && !compact {
                    out.push(')');
                }
                return 0;
            }
            Shape::Other => {}
        }
        self.write_options(g, out, force_brackets, force_parens)
    }

    /// Writes one player's options with commas between them (bracketed
    /// when there are several); returns the slashes the game needs: one
    /// more than the most an option used.
    fn write_list(&mut self, options: &[Form], out: &mut String) -> usize {
        let mut slashes = 0;
        for (i, &option) in options.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            slashes = slashes.max(self.write(option, out, options.len() > 1, false) + 1);
        }
        slashes
    }

    /// Writes `g` by its options: as a switch, `Tiny`, `Miny`, or braces.
    fn write_options(
        &mut self,
        g: Form,
        out: &mut String,
        force_brackets: bool,
        force_parens: bool,
    ) -> usize {
        let negative = self.negative(g);
        if negative == g {
            // A switch, `±G`: written by Left's options.
            let left = self.sorted(g, true);
            out.push_str("+-");
            if left.len() > 1 {
                out.push('{');
            }
            for (i, &option) in left.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                self.write(option, out, true, left.len() == 1);
            }
            if left.len() > 1 {
                out.push('}');
            }
            return 0;
        }
        if let Some((name, translation, subscript)) = self.tiny(g) {
            if force_parens {
                out.push('(');
            }
            if translation != self.zero() {
                self.write(translation, out, false, false);
            }
            out.push_str(name);
            out.push('(');
            self.write(subscript, out, true, false);
            out.push(')');
            if force_parens {
                out.push(')');
            }
            return 0;
        }
        let (left, right) = (self.sorted(g, true), self.sorted(g, false));
        let mut left_text = String::new();
        let mut right_text = String::new();
        let slashes = self
            .write_list(&left, &mut left_text)
            .max(self.write_list(&right, &mut right_text));
        let bracket = force_brackets || slashes == MOST_SLASHES;
        if bracket {
            out.push('{');
        }
        out.push_str(&left_text);
        out.push_str(&"|".repeat(slashes));
        out.push_str(&right_text);
        if bracket {
            out.push('}');
            0
        } else {
            slashes
        }
    }
}

/// A reader of CGSuite's notation, over the whole text with offsets kept
/// for errors.
struct Reader<'a> {
    text: &'a str,
    at: usize,
}

/// A mistake in a value's text: where (a byte offset) and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadValue {
    /// The byte offset of the mistake.
    pub offset: usize,
    /// What was expected and what was found.
    pub message: String,
}

impl std::fmt::Display for BadValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "at column {}: {}", self.offset + 1, self.message)
    }
}

impl std::error::Error for BadValue {}

/// The deepest nesting a value's text may have.
const MOST_DEPTH: usize = 200;

impl Forms {
    /// Reads a value in CGSuite's notation (see the [module](self)), `+`
    /// and `-` between terms and terms side by side added (`2Tiny(2)`,
    /// `1^*`).
    pub fn read(&mut self, text: &str) -> Result<Form, BadValue> {
        let mut reader = Reader { text, at: 0 };
        let form = reader.expression(self, text.len(), 0)?;
        reader.skip_space();
        if reader.at < text.len() {
            return Err(reader.error("an operator or the end of the value"));
        }
        Ok(form)
    }
}

impl Reader<'_> {
    fn error(&self, expected: &str) -> BadValue {
        let found = self.text[self.at..]
            .chars()
            .next()
            .map_or_else(|| "the end".to_owned(), |c| format!("`{c}`"));
        BadValue {
            offset: self.at,
            message: format!("expected {expected}, found {found}"),
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.at..].chars().next()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    fn eat(&mut self, prefix: &str) -> bool {
        if self.text[self.at..].starts_with(prefix) {
            self.at += prefix.len();
            true
        } else {
            false
        }
    }

    fn digits(&mut self) -> Option<u64> {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.at += 1;
        }
        if start == self.at {
            None
        } else {
            self.text[start..self.at].parse().ok()
        }
    }

    /// Terms joined by `+` and `-`, up to `end`.
    fn expression(
        &mut self,
        forms: &mut Forms,
        end: usize,
        depth: usize,
    ) -> Result<Form, BadValue> {
        if depth > MOST_DEPTH {
            return Err(self.error("a value nested less deeply"));
        }
        self.skip_space();
        let mut total = forms.zero();
        let mut sign = 1;
        // A sign before a number is the number's (`-1v*` is -1 + v + *);
        // before anything else it negates the term.
        let rest = &self.text[self.at..end];
        if rest.starts_with('-') && !rest[1..].starts_with(|c: char| c.is_ascii_digit()) {
            self.at += 1;
            sign = -1;
        }
        loop {
            let term = self.term(forms, end, depth)?;
            let term = if sign < 0 { forms.negative(term) } else { term };
            total = forms.add(total, term);
            self.skip_space();
            if self.at >= end {
                return Ok(total);
            }
            if self.text[self.at..end].starts_with("+-") {
                // `a+-b` reads as a + (±b).
                sign = 1;
            } else if self.eat("+") {
                sign = 1;
            } else if self.text[self.at..end].starts_with('-')
                && self.text[self.at + 1..end].starts_with(|c: char| c.is_ascii_digit())
            {
                // `a-1v*` reads as a + (-1 + v + *), as `-1v*` does.
                sign = 1;
            } else if self.eat("-") {
                sign = -1;
            } else {
                return Err(self.error("`+`, `-` or the end of the value"));
            }
        }
    }

    /// Atoms side by side, added: `2Tiny(2)`, `1^*`, `73/16v9*8`.
    fn term(&mut self, forms: &mut Forms, end: usize, depth: usize) -> Result<Form, BadValue> {
        let mut total = self.atom(forms, end, depth)?;
        loop {
            self.skip_space();
            if self.at >= end || matches!(self.peek(), Some('+' | '-' | ',' | '|' | '}' | ')')) {
                return Ok(total);
            }
            if self.text[self.at..].starts_with("+-") {
                return Ok(total);
            }
            let atom = self.atom(forms, end, depth)?;
            total = forms.add(total, atom);
        }
    }

    fn atom(&mut self, forms: &mut Forms, end: usize, depth: usize) -> Result<Form, BadValue> {
        self.skip_space();
        let start = self.at;
        if self.at >= end {
            return Err(self.error("a value"));
        }
        if self.eat("+-") {
            // `+-G` is {G | -G}; `+-{a,b}` is {a,b | -a,-b}.
            self.skip_space();
            let left = match self.peek() {
                Some('{') => {
                    let close = self.matching(end)?;
                    if self.slash_runs(self.at + 1, close).is_empty() {
                        let left = self.side(forms, self.at + 1, close, depth + 1)?;
                        self.at = close + 1;
                        left
                    } else {
                        vec![self.atom(forms, end, depth + 1)?]
                    }
                }
                _ => vec![self.atom(forms, end, depth + 1)?],
            };
            let right: Vec<Form> = left.iter().map(|&g| forms.negative(g)).collect();
            return Ok(forms.game(&left, &right));
        }
        match self.peek() {
            Some(c) if c.is_ascii_digit() || c == '-' => {
                let minus = self.eat("-");
                let numerator = self.digits().ok_or_else(|| self.error("a number"))?;
                let mut text = format!("{}{numerator}", if minus { "-" } else { "" });
                if self.eat("/") {
                    let denominator = self.digits().ok_or_else(|| self.error("a denominator"))?;
                    text = format!("{text}/{denominator}");
                }
                let number: Dyadic = text.parse().map_err(|message| BadValue {
                    offset: start,
                    message,
                })?;
                if !super::forms::fits(number) {
                    return Err(BadValue {
                        offset: start,
                        message: format!(
                            "expected a number of size at most {} with at most {} binary \
                             places, found {number}",
                            super::forms::LARGEST_NUMBER,
                            super::forms::MOST_PLACES
                        ),
                    });
                }
                Ok(forms.number(number))
            }
            Some('*') => {
                self.at += 1;
                let n = self.digits().unwrap_or(1);
                if n > 64 {
                    return Err(BadValue {
                        offset: start,
                        message: format!("expected a nimber of at most *64, found *{n}"),
                    });
                }
                Ok(forms.nimber(n as u32))
            }
            Some(c @ ('^' | 'v')) => {
                let mut count = 0u64;
                while self.peek() == Some(c) {
                    self.at += 1;
                    count += 1;
                }
                let form = if self.eat("<") || self.eat("[") {
                    let sum = self.text[..self.at].ends_with('[');
                    let n = self.digits().ok_or_else(|| self.error("an order"))?;
                    if !(self.eat(if sum { "]" } else { ">" })) {
                        return Err(self.error(if sum { "`]`" } else { "`>`" }));
                    }
                    if count != 1 || !(1..=32).contains(&n) {
                        return Err(BadValue {
                            offset: start,
                            message: "expected an order from 1 to 32 after one `^` or `v`"
                                .to_owned(),
                        });
                    }
                    if sum {
                        let mut total = forms.zero();
                        for k in 1..=n {
                            let nth = forms.up_nth(k as u32);
                            total = forms.add(total, nth);
                        }
                        total
                    } else {
                        forms.up_nth(n as u32)
                    }
                } else {
                    if let Some(n) = self.digits() {
                        count = count.saturating_mul(n);
                    }
                    if count > 1024 {
                        return Err(BadValue {
                            offset: start,
                            message: format!("expected at most 1024 ups, found {count}"),
                        });
                    }
                    let up = forms.up();
                    forms.times(count as i64, up)
                };
                Ok(if c == 'v' { forms.negative(form) } else { form })
            }
            Some('(') => {
                let close = self.matching(end)?;
                self.at += 1;
                let form = self.expression(forms, close, depth + 1)?;
                self.skip_space();
                if self.at != close {
                    return Err(self.error("`)`"));
                }
                self.at = close + 1;
                Ok(form)
            }
            Some('{') => {
                let close = self.matching(end)?;
                let form = self.options(forms, self.at + 1, close, depth + 1)?;
                self.at = close + 1;
                Ok(form)
            }
            _ if self.eat("Tiny(") || self.eat("Miny(") => {
                let tiny = self.text[start..].starts_with('T');
                let close = self.matching_from(self.at - 1, end)?;
                let g = self.expression(forms, close, depth + 1)?;
                self.skip_space();
                if self.at != close {
                    return Err(self.error("`)`"));
                }
                self.at = close + 1;
                let zero = forms.zero();
                let minus_g = forms.negative(g);
                let inner = forms.game(&[zero], &[minus_g]);
                let tiny_g = forms.game(&[zero], &[inner]);
                Ok(if tiny { tiny_g } else { forms.negative(tiny_g) })
            }
            _ => {
                Err(self
                    .error("a value: a number, `*`, `^`, `v`, `+-`, `{`, `(`, `Tiny(` or `Miny(`"))
            }
        }
    }

    /// The offset of the bracket closing the one at the reader.
    fn matching(&self, end: usize) -> Result<usize, BadValue> {
        self.matching_from(self.at, end)
    }

    fn matching_from(&self, open: usize, end: usize) -> Result<usize, BadValue> {
        let mut depth = 0usize;
        for (offset, c) in self.text[open..end].char_indices() {
            match c {
                '{' | '(' => depth += 1,
                '}' | ')' => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(open + offset);
                    }
                }
                _ => {}
            }
        }
        Err(BadValue {
            offset: open,
            message: "expected a closing bracket for this one, found the end".to_owned(),
        })
    }

    /// The runs of slashes outside brackets in `start..end`, as (offset,
    /// length).
    fn slash_runs(&self, start: usize, end: usize) -> Vec<(usize, usize)> {
        let mut runs: Vec<(usize, usize)> = Vec::new();
        let mut depth = 0i64;
        for (offset, c) in self.text[start..end].char_indices() {
            match c {
                '{' | '(' => depth += 1,
                '}' | ')' => depth -= 1,
                '|' if depth == 0 => match runs.last_mut() {
                    Some((at, length)) if *at + *length == start + offset => *length += 1,
                    _ => runs.push((start + offset, 1)),
                },
                _ => {}
            }
        }
        runs
    }

    /// A game written by its options between `start` and `end`: the longest
    /// run of slashes divides Left's from Right's.
    fn options(
        &mut self,
        forms: &mut Forms,
        start: usize,
        end: usize,
        depth: usize,
    ) -> Result<Form, BadValue> {
        if depth > MOST_DEPTH {
            return Err(self.error("a value nested less deeply"));
        }
        let runs = self.slash_runs(start, end);
        let Some(&(at, length)) = runs.iter().max_by_key(|run| run.1) else {
            self.at = start;
            return Err(BadValue {
                offset: start,
                message: "expected `|` between Left's options and Right's".to_owned(),
            });
        };
        if runs.iter().filter(|run| run.1 == length).count() > 1 {
            return Err(BadValue {
                offset: at,
                message: format!(
                    "expected one longest run of `|`, found {length} slashes twice (write \
                     braces, or more slashes, to say which divides)"
                ),
            });
        }
        let left = self.side(forms, start, at, depth)?;
        let right = self.side(forms, at + length, end, depth)?;
        Ok(forms.game(&left, &right))
    }

    /// One side's options: a list with commas, or one game when the side
    /// has slashes of its own.
    fn side(
        &mut self,
        forms: &mut Forms,
        start: usize,
        end: usize,
        depth: usize,
    ) -> Result<Vec<Form>, BadValue> {
        if self.text[start..end].trim().is_empty() {
            return Ok(Vec::new());
        }
        if !self.slash_runs(start, end).is_empty() {
            return Ok(vec![self.options(forms, start, end, depth + 1)?]);
        }
        let mut options = Vec::new();
        let mut item_start = start;
        let mut level = 0i64;
        let mut ends: Vec<usize> = Vec::new();
        for (offset, c) in self.text[start..end].char_indices() {
            match c {
                '{' | '(' => level += 1,
                '}' | ')' => level -= 1,
                ',' if level == 0 => ends.push(start + offset),
                _ => {}
            }
        }
        ends.push(end);
        for item_end in ends {
            self.at = item_start;
            options.push(self.expression(forms, item_end, depth + 1)?);
            self.skip_space();
            if self.at != item_end {
                return Err(self.error("`,` or `|`"));
            }
            item_start = item_end + 1;
        }
        Ok(options)
    }
}
