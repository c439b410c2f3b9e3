//! The store of canonical forms: short partizan games, each kept once.
//!
//! A [`Forms`] store hash-conses canonical forms: a game is made from its
//! Left and Right options with [`Forms::game`], simplified to its canonical
//! form (dominated options removed, reversible ones bypassed), and equal
//! games get the same [`Form`] handle, so `G = H` is a comparison of
//! handles and every sum, negation and comparison is computed once.
//!
//! Numbers are kept as exact [`Dyadic`]s beside their forms: two numbers add
//! and compare as numbers, and a number added to a game that is not one
//! shifts its options (the number translation theorem), without searching.

use rustc_hash::FxHashMap;

use super::dyadic::Dyadic;
pub use super::form::Form;

/// The largest size of a number the store keeps (see [`Forms::number`]).
pub const LARGEST_NUMBER: i64 = 4096;

/// The most binary places of a number the store keeps.
pub const MOST_PLACES: u32 = 64;

/// Whether the store keeps the number `x`.
pub fn fits(x: Dyadic) -> bool {
    x.floor().abs() <= i128::from(LARGEST_NUMBER) && x.places() <= MOST_PLACES
}

/// Who wins a game, each player moving first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize)]
pub enum Outcome {
    /// Left wins whoever starts (`G > 0`).
    Left,
    /// Right wins whoever starts (`G < 0`).
    Right,
    /// The player to move wins (`G || 0`, fuzzy).
    Next,
    /// The player to move loses (`G = 0`).
    Previous,
}

impl Outcome {
    /// `L`, `R`, `N` or `P`.
    pub fn letter(self) -> &'static str {
        match self {
            Outcome::Left => "L",
            Outcome::Right => "R",
            Outcome::Next => "N",
            Outcome::Previous => "P",
        }
    }

    /// In words: who wins.
    pub fn words(self) -> &'static str {
        match self {
            Outcome::Left => "Left wins, whoever moves first",
            Outcome::Right => "Right wins, whoever moves first",
            Outcome::Next => "whoever moves first wins",
            Outcome::Previous => "whoever moves first loses",
        }
    }
}

/// How two games compare: games are partially ordered, and two can be
/// confused with each other (`G || H`: neither `G >= H` nor `G <= H`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Comparison {
    /// `G < H`.
    Less,
    /// `G = H`.
    Equal,
    /// `G > H`.
    Greater,
    /// `G || H`.
    Confused,
}

/// One step of simplifying a game to its canonical form
/// ([`Forms::game_explained`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A player's option dropped: another of theirs is at least as good.
    Dominated {
        /// Whether it is Left's option (else Right's).
        left: bool,
        /// The option dropped.
        option: Form,
        /// The option as good or better.
        by: Form,
    },
    /// A player's option bypassed: the opponent's reply `through` leaves a
    /// position at least as good for the opponent as the whole game, so the
    /// option is as good as the moves from that reply.
    Reversed {
        /// Whether it is Left's option (else Right's).
        left: bool,
        /// The option bypassed.
        option: Form,
        /// The opponent's reply it reverses through.
        through: Form,
        /// The options it is replaced by: the reply's options for the
        /// player (none when the reply leaves them no move).
        replacements: Vec<Form>,
    },
    /// Every option is a number, Left's best below Right's: the game is the
    /// simplest number between them.
    Number {
        /// The number.
        value: Dyadic,
    },
}

#[derive(Debug)]
struct Node {
    left: Box<[Form]>,
    right: Box<[Form]>,
    number: Option<Dyadic>,
    birthday: u32,
}

/// Left's and Right's options, sorted: a canonical form's key.
type Options = (Box<[Form]>, Box<[Form]>);

/// A store of canonical forms (see the [module](self)).
#[derive(Debug)]
pub struct Forms {
    nodes: Vec<Node>,
    index: FxHashMap<Options, Form>,
    numbers: FxHashMap<Dyadic, Form>,
    sums: FxHashMap<(Form, Form), Form>,
    negatives: Vec<Option<Form>>,
    order: FxHashMap<(Form, Form), bool>,
    stops: Vec<Option<(Dyadic, Dyadic)>>,
    pub(super) text_cache: super::shape::TextCache,
    pub(super) thermographs: FxHashMap<Form, super::thermograph::Thermograph>,
}

impl Default for Forms {
    fn default() -> Forms {
        Forms::new()
    }
}

impl Forms {
    /// A store holding only `0`.
    pub fn new() -> Forms {
        let mut forms = Forms {
            nodes: Vec::new(),
            index: FxHashMap::default(),
            numbers: FxHashMap::default(),
            sums: FxHashMap::default(),
            negatives: Vec::new(),
            order: FxHashMap::default(),
            stops: Vec::new(),
            text_cache: Default::default(),
            thermographs: FxHashMap::default(),
        };
        let zero = forms.intern(Vec::new(), Vec::new(), Some(Dyadic::ZERO));
        debug_assert_eq!(zero, Form(0));
        forms
    }

    /// How many distinct forms the store holds.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the store holds only `0` (never empty).
    pub fn is_empty(&self) -> bool {
        false
    }

    /// `0`: no move for either player.
    pub fn zero(&self) -> Form {
        Form(0)
    }

    /// The Left options of `g`, in canonical form.
    pub fn left(&self, g: Form) -> &[Form] {
        &self.nodes[g.index()].left
    }

    /// The Right options of `g`, in canonical form.
    pub fn right(&self, g: Form) -> &[Form] {
        &self.nodes[g.index()].right
    }

    /// The number `g` is, if it is one.
    pub fn number_of(&self, g: Form) -> Option<Dyadic> {
        self.nodes[g.index()].number
    }

    /// The day `g` is born: one more than its options' latest.
    pub fn birthday(&self, g: Form) -> u32 {
        self.nodes[g.index()].birthday
    }

    /// Keeps a canonical form once: `left` and `right` must be canonical
    /// options of a canonical form.
    fn intern(
        &mut self,
        mut left: Vec<Form>,
        mut right: Vec<Form>,
        number: Option<Dyadic>,
    ) -> Form {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        let key = (left.into_boxed_slice(), right.into_boxed_slice());
        if let Some(&found) = self.index.get(&key) {
            return found;
        }
        let birthday = key
            .0
            .iter()
            .chain(key.1.iter())
            .map(|&option| self.birthday(option) + 1)
            .max()
            .unwrap_or(0);
        let form = Form(u32::try_from(self.nodes.len()).expect("fewer than 2^32 forms"));
        self.nodes.push(Node {
            left: key.0.clone(),
            right: key.1.clone(),
            number,
            birthday,
        });
        self.negatives.push(None);
        self.stops.push(None);
        self.index.insert(key, form);
        if let Some(x) = number {
            self.numbers.insert(x, form);
        }
        form
    }

    /// The number `x` as a game: `n = {n-1|}`, `-n = {|-n+1}`, and
    /// `m/2^k = {(m-1)/2^k | (m+1)/2^k}`.
    ///
    /// Every number down to zero is kept with it, so the store keeps
    /// numbers of size at most [`LARGEST_NUMBER`] (with at most
    /// [`MOST_PLACES`] binary places); past them it panics, and
    /// [`Forms::read`] refuses them first. The games' limits keep their
    /// values far smaller.
    pub fn number(&mut self, x: Dyadic) -> Form {
        assert!(
            fits(x),
            "{x} is past the store's numbers (size at most {LARGEST_NUMBER})"
        );
        self.number_unchecked(x)
    }

    fn number_unchecked(&mut self, x: Dyadic) -> Form {
        if let Some(&form) = self.numbers.get(&x) {
            return form;
        }
        let (left, right) = if x.is_integer() {
            let one = Dyadic::integer(1);
            if x > Dyadic::ZERO {
                (vec![self.number_unchecked(x - one)], vec![])
            } else {
                (vec![], vec![self.number_unchecked(x + one)])
            }
        } else {
            let step = Dyadic::new(1, x.places()).expect("x has those places");
            (
                vec![self.number_unchecked(x - step)],
                vec![self.number_unchecked(x + step)],
            )
        };
        self.intern(left, right, Some(x))
    }

    /// The integer `n`.
    pub fn integer(&mut self, n: i64) -> Form {
        self.number(Dyadic::integer(n))
    }

    /// The nimber `*n`: both players may move to `*0` … `*(n-1)`.
    pub fn nimber(&mut self, n: u32) -> Form {
        let mut options = Vec::new();
        let mut form = self.zero();
        for _ in 0..n {
            options.push(form);
            form = self.intern(options.clone(), options.clone(), None);
        }
        form
    }

    /// `^` (up), `{0|*}`.
    pub fn up(&mut self) -> Form {
        let zero = self.zero();
        let star = self.nimber(1);
        self.intern(vec![zero], vec![star], None)
    }

    /// `n` times `g`, for `n` of either sign.
    pub fn times(&mut self, n: i64, g: Form) -> Form {
        let unit = if n < 0 { self.negative(g) } else { g };
        let mut sum = self.zero();
        for _ in 0..n.unsigned_abs() {
            sum = self.add(sum, unit);
        }
        sum
    }

    /// The game `{left | right}` for any options (canonical forms, in any
    /// order, repeats allowed), in canonical form.
    pub fn game(&mut self, left: &[Form], right: &[Form]) -> Form {
        self.simplify(left, right, None)
    }

    /// [`game`](Self::game), and the steps that simplified it: each option
    /// dropped as dominated, each one bypassed as reversible, or the whole
    /// found to be a number. For a teacher: why an option is not in the
    /// canonical form.
    pub fn game_explained(&mut self, left: &[Form], right: &[Form]) -> (Form, Vec<Step>) {
        let mut steps = Vec::new();
        let form = self.simplify(left, right, Some(&mut steps));
        (form, steps)
    }

    fn simplify(
        &mut self,
        left: &[Form],
        right: &[Form],
        mut steps: Option<&mut Vec<Step>>,
    ) -> Form {
        let mut left: Vec<Form> = left.to_vec();
        let mut right: Vec<Form> = right.to_vec();
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        if let Some(x) = self.number_between(&left, &right) {
            if let Some(steps) = steps {
                steps.push(Step::Number { value: x });
            }
            return self.number(x);
        }
        let mut memo = FxHashMap::default();
        loop {
            let before = (left.len(), right.len());
            self.drop_dominated(&mut left, true, steps.as_deref_mut());
            self.drop_dominated(&mut right, false, steps.as_deref_mut());
            let mut changed = (left.len(), right.len()) != before;
            // Bypass reversible options: a Left option with a Right reply
            // at most G is replaced by that reply's Left options.
            let mut next_left = Vec::with_capacity(left.len());
            for &gl in &left {
                let replies = self.right(gl).to_vec();
                let reply = replies
                    .into_iter()
                    .find(|&glr| self.at_most_form(glr, &left, &right, &mut memo));
                match reply {
                    Some(glr) => {
                        next_left.extend_from_slice(self.left(glr));
                        if let Some(steps) = steps.as_deref_mut() {
                            steps.push(Step::Reversed {
                                left: true,
                                option: gl,
                                through: glr,
                                replacements: self.left(glr).to_vec(),
                            });
                        }
                        changed = true;
                    }
                    None => next_left.push(gl),
                }
            }
            let mut next_right = Vec::with_capacity(right.len());
            for &gr in &right {
                let replies = self.left(gr).to_vec();
                let reply = replies
                    .into_iter()
                    .find(|&grl| self.form_at_most(&left, &right, grl, &mut memo));
                match reply {
                    Some(grl) => {
                        next_right.extend_from_slice(self.right(grl));
                        if let Some(steps) = steps.as_deref_mut() {
                            steps.push(Step::Reversed {
                                left: false,
                                option: gr,
                                through: grl,
                                replacements: self.right(grl).to_vec(),
                            });
                        }
                        changed = true;
                    }
                    None => next_right.push(gr),
                }
            }
            left = next_left;
            right = next_right;
            left.sort_unstable();
            left.dedup();
            right.sort_unstable();
            right.dedup();
            if !changed {
                break;
            }
        }
        if let Some(x) = self.number_between(&left, &right) {
            // With no option left, the game is plainly 0: no step to tell.
            if let Some(steps) = steps
                && !(left.is_empty() && right.is_empty())
            {
                steps.push(Step::Number { value: x });
            }
            return self.number(x);
        }
        self.intern(left, right, None)
    }

    /// When every option is a number and Left's best is below Right's best,
    /// the game is the simplest number between them.
    fn number_between(&self, left: &[Form], right: &[Form]) -> Option<Dyadic> {
        let numbers = |options: &[Form]| -> Option<Vec<Dyadic>> {
            options.iter().map(|&g| self.number_of(g)).collect()
        };
        let low = numbers(left)?.into_iter().max();
        let high = numbers(right)?.into_iter().min();
        Dyadic::simplest_between(low, high)
    }

    /// Removes the options another option dominates: for Left, those at
    /// most another; for Right, those at least another.
    fn drop_dominated(
        &mut self,
        options: &mut Vec<Form>,
        for_left: bool,
        steps: Option<&mut Vec<Step>>,
    ) {
        let mut kept = Vec::with_capacity(options.len());
        let tracing = steps.is_some();
        let mut dropped = Vec::new();
        'option: for (i, &g) in options.iter().enumerate() {
            for (j, &h) in options.iter().enumerate() {
                if i == j {
                    continue;
                }
                let dominated = if for_left {
                    self.leq(g, h)
                } else {
                    self.leq(h, g)
                };
                if dominated {
                    if tracing {
                        dropped.push(Step::Dominated {
                            left: for_left,
                            option: g,
                            by: h,
                        });
                    }
                    continue 'option;
                }
            }
            kept.push(g);
        }
        if let Some(steps) = steps {
            steps.extend(dropped);
        }
        *options = kept;
    }

    /// `x <= G` for `G = {left | right}` given by its options: no Left
    /// option of `x` is at least `G`, and no Right option of `G` is at most
    /// `x`.
    fn at_most_form(
        &mut self,
        x: Form,
        left: &[Form],
        right: &[Form],
        memo: &mut FxHashMap<(bool, Form), bool>,
    ) -> bool {
        if let Some(&known) = memo.get(&(true, x)) {
            return known;
        }
        let mut answer = !right.iter().any(|&gr| self.leq(gr, x));
        if answer {
            for i in 0..self.left(x).len() {
                let xl = self.left(x)[i];
                if self.form_at_most(left, right, xl, memo) {
                    answer = false;
                    break;
                }
            }
        }
        memo.insert((true, x), answer);
        answer
    }

    /// `G <= y` for `G = {left | right}`: no Left option of `G` is at least
    /// `y`, and no Right option of `y` is at most `G`.
    fn form_at_most(
        &mut self,
        left: &[Form],
        right: &[Form],
        y: Form,
        memo: &mut FxHashMap<(bool, Form), bool>,
    ) -> bool {
        if let Some(&known) = memo.get(&(false, y)) {
            return known;
        }
        let mut answer = !left.iter().any(|&gl| self.leq(y, gl));
        if answer {
            for i in 0..self.right(y).len() {
                let yr = self.right(y)[i];
                if self.at_most_form(yr, left, right, memo) {
                    answer = false;
                    break;
                }
            }
        }
        memo.insert((false, y), answer);
        answer
    }

    /// `g <= h`.
    pub fn leq(&mut self, g: Form, h: Form) -> bool {
        if g == h {
            return true;
        }
        if let (Some(x), Some(y)) = (self.number_of(g), self.number_of(h)) {
            return x <= y;
        }
        if let Some(&known) = self.order.get(&(g, h)) {
            return known;
        }
        // g <= h unless h <= some Left option of g, or some Right option of
        // h is <= g.
        let mut answer = true;
        for i in 0..self.left(g).len() {
            let gl = self.left(g)[i];
            if self.leq(h, gl) {
                answer = false;
                break;
            }
        }
        if answer {
            for i in 0..self.right(h).len() {
                let hr = self.right(h)[i];
                if self.leq(hr, g) {
                    answer = false;
                    break;
                }
            }
        }
        self.order.insert((g, h), answer);
        answer
    }

    /// `g >= h`.
    pub fn geq(&mut self, g: Form, h: Form) -> bool {
        self.leq(h, g)
    }

    /// How `g` compares with `h`.
    pub fn compare(&mut self, g: Form, h: Form) -> Comparison {
        match (self.leq(g, h), self.leq(h, g)) {
            (true, true) => Comparison::Equal,
            (true, false) => Comparison::Less,
            (false, true) => Comparison::Greater,
            (false, false) => Comparison::Confused,
        }
    }

    /// Who wins `g`, each player moving first.
    pub fn outcome(&mut self, g: Form) -> Outcome {
        let zero = self.zero();
        match self.compare(g, zero) {
            Comparison::Greater => Outcome::Left,
            Comparison::Less => Outcome::Right,
            Comparison::Equal => Outcome::Previous,
            Comparison::Confused => Outcome::Next,
        }
    }

    /// `-g`: the players' roles swapped.
    pub fn negative(&mut self, g: Form) -> Form {
        if let Some(known) = self.negatives[g.index()] {
            return known;
        }
        let negative = if let Some(x) = self.number_of(g) {
            self.number(-x)
        } else {
            let left: Vec<Form> = self.right(g).to_vec();
            let right: Vec<Form> = self.left(g).to_vec();
            let left: Vec<Form> = left.into_iter().map(|o| self.negative(o)).collect();
            let right: Vec<Form> = right.into_iter().map(|o| self.negative(o)).collect();
            // The negative of a canonical form is canonical.
            self.intern(left, right, None)
        };
        self.negatives[g.index()] = Some(negative);
        self.negatives[negative.index()] = Some(g);
        negative
    }

    /// `g + h`: the two played side by side, each move in one of them.
    pub fn add(&mut self, g: Form, h: Form) -> Form {
        let zero = self.zero();
        if g == zero {
            return h;
        }
        if h == zero {
            return g;
        }
        let key = (g.min(h), g.max(h));
        if let Some(&known) = self.sums.get(&key) {
            return known;
        }
        let sum = match (self.number_of(g), self.number_of(h)) {
            (Some(x), Some(y)) => self.number(x + y),
            (Some(_), None) => self.translate(h, g),
            (None, Some(_)) => self.translate(g, h),
            (None, None) => {
                let (gl, gr) = (self.left(g).to_vec(), self.right(g).to_vec());
                let (hl, hr) = (self.left(h).to_vec(), self.right(h).to_vec());
                let mut left = Vec::with_capacity(gl.len() + hl.len());
                let mut right = Vec::with_capacity(gr.len() + hr.len());
                for o in gl {
                    left.push(self.add(o, h));
                }
                for o in hl {
                    left.push(self.add(g, o));
                }
                for o in gr {
                    right.push(self.add(o, h));
                }
                for o in hr {
                    right.push(self.add(g, o));
                }
                self.game(&left, &right)
            }
        };
        self.sums.insert(key, sum);
        sum
    }

    /// `g + x` for a game `g` that is not a number and a number `x`: by the
    /// number translation theorem, `{GL + x | GR + x}`, and canonical.
    fn translate(&mut self, g: Form, x: Form) -> Form {
        let (gl, gr) = (self.left(g).to_vec(), self.right(g).to_vec());
        let left: Vec<Form> = gl.into_iter().map(|o| self.add(o, x)).collect();
        let right: Vec<Form> = gr.into_iter().map(|o| self.add(o, x)).collect();
        self.intern(left, right, None)
    }

    /// `g - h`.
    pub fn subtract(&mut self, g: Form, h: Form) -> Form {
        let negative = self.negative(h);
        self.add(g, negative)
    }

    /// The sum of several games.
    pub fn sum(&mut self, games: impl IntoIterator<Item = Form>) -> Form {
        let mut total = self.zero();
        for g in games {
            total = self.add(total, g);
        }
        total
    }

    /// Left's stop and Right's stop: the number play settles on when Left
    /// (or Right) moves first and both play on while the game is not a
    /// number.
    pub fn stops(&mut self, g: Form) -> (Dyadic, Dyadic) {
        if let Some(known) = self.stops[g.index()] {
            return known;
        }
        let stops = if let Some(x) = self.number_of(g) {
            (x, x)
        } else {
            let mut left_stop = None::<Dyadic>;
            for i in 0..self.left(g).len() {
                let (_, right_stop) = self.stops(self.left(g)[i]);
                left_stop = Some(left_stop.map_or(right_stop, |s| s.max(right_stop)));
            }
            let mut right_stop = None::<Dyadic>;
            for i in 0..self.right(g).len() {
                let (left_stop, _) = self.stops(self.right(g)[i]);
                right_stop = Some(right_stop.map_or(left_stop, |s| s.min(left_stop)));
            }
            (
                left_stop.expect("a game that is not a number has Left options"),
                right_stop.expect("a game that is not a number has Right options"),
            )
        };
        self.stops[g.index()] = Some(stops);
        stops
    }
}
