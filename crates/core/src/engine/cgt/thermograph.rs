//! Thermographs: how a game's value moves as it is cooled, and from them
//! its mean and temperature. The walls and the thermograph are here;
//! [`Forms::thermograph`](super::Forms::thermograph) draws a game's.
//!
//! Cooling a game by `t` taxes every move `t`. A thermograph draws, for
//! each `t` from -1 up, the value Left can hold moving first (the left
//! wall) and the value Right can hold (the right wall); where they meet,
//! at the game's *temperature*, they go on as one vertical *mast* at the
//! game's *mean*. By the definition: Left's scaffold is the highest of
//! `RW(GL)(t) - t` over Left's options, Right's the lowest of
//! `LW(GR)(t) + t`; the walls follow the scaffolds up to where they meet.
//! A number `x` is a mast at `x` all the way, and its temperature is -1
//! for an integer and `-1/2^k` for `m/2^k`, as CGSuite gives them.

use super::dyadic::Dyadic;

/// A wall: a piecewise linear function of the temperature `t` from -1 up,
/// by its corners (from `t = -1`), and its slope after the last corner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wall {
    /// The corners `(t, value)`, the first at `t = -1`.
    pub corners: Vec<(Dyadic, Dyadic)>,
    /// The slope after the last corner: -1, 0 or 1.
    pub tail: i64,
}

impl Wall {
    pub(super) fn constant(x: Dyadic) -> Wall {
        Wall {
            corners: vec![(Dyadic::integer(-1), x)],
            tail: 0,
        }
    }

    /// The wall's value at `t` (at least -1).
    pub fn at(&self, t: Dyadic) -> Dyadic {
        let mut previous = self.corners[0];
        for &(corner_t, value) in &self.corners[1..] {
            if t <= corner_t {
                // On the segment from `previous` to this corner.
                let slope = slope(previous, (corner_t, value));
                return previous.1 + times(slope, t - previous.0);
            }
            previous = (corner_t, value);
        }
        previous.1 + times(self.tail, t - previous.0)
    }

    /// The wall plus `k * t`.
    pub(super) fn tilted(&self, k: i64) -> Wall {
        Wall {
            corners: self
                .corners
                .iter()
                .map(|&(t, v)| (t, v + times(k, t)))
                .collect(),
            tail: self.tail + k,
        }
    }

    /// Every `t` where the wall's slope may change.
    pub(super) fn corner_ts(&self) -> impl Iterator<Item = Dyadic> + '_ {
        self.corners.iter().map(|&(t, _)| t)
    }

    /// The slope just after `t`.
    pub(super) fn slope_after(&self, t: Dyadic) -> i64 {
        for pair in self.corners.windows(2) {
            if t < pair[1].0 {
                return slope(pair[0], pair[1]);
            }
        }
        self.tail
    }

    /// The higher (or lower, for `!highest`) of two walls at each `t`.
    pub(super) fn envelope(&self, other: &Wall, highest: bool) -> Wall {
        let mut ts: Vec<Dyadic> = self.corner_ts().chain(other.corner_ts()).collect();
        ts.sort();
        ts.dedup();
        // Where the two cross between corners, a corner of the envelope.
        let mut crossings = Vec::new();
        let mut segments: Vec<(Dyadic, Option<Dyadic>)> =
            ts.windows(2).map(|w| (w[0], Some(w[1]))).collect();
        segments.push((*ts.last().expect("a wall has a corner"), None));
        for (start, end) in segments {
            let difference = self.at(start) - other.at(start);
            let slope = self.slope_after(start) - other.slope_after(start);
            if slope == 0 || difference == Dyadic::ZERO {
                continue;
            }
            // difference + slope * (t - start) = 0.
            let step = divide(-difference, slope);
            if step > Dyadic::ZERO {
                let t = start + step;
                if end.is_none_or(|end| t < end) {
                    crossings.push(t);
                }
            }
        }
        ts.extend(crossings);
        ts.sort();
        ts.dedup();
        let pick = |a: Dyadic, b: Dyadic| if highest { a.max(b) } else { a.min(b) };
        let corners: Vec<(Dyadic, Dyadic)> = ts
            .iter()
            .map(|&t| (t, pick(self.at(t), other.at(t))))
            .collect();
        let last = *ts.last().expect("a wall has a corner");
        let (a, b) = (self.at(last), other.at(last));
        let tail = match a.cmp(&b) {
            std::cmp::Ordering::Greater => {
                if highest {
                    self.tail
                } else {
                    other.tail
                }
            }
            std::cmp::Ordering::Less => {
                if highest {
                    other.tail
                } else {
                    self.tail
                }
            }
            std::cmp::Ordering::Equal => {
                if highest {
                    self.tail.max(other.tail)
                } else {
                    self.tail.min(other.tail)
                }
            }
        };
        Wall { corners, tail }.simplified()
    }

    /// The wall up to `t`, then vertical (slope 0) at its value there.
    pub(super) fn mast_from(&self, t: Dyadic) -> Wall {
        let mut corners: Vec<(Dyadic, Dyadic)> = self
            .corners
            .iter()
            .copied()
            .filter(|&(c, _)| c < t)
            .collect();
        corners.push((t, self.at(t)));
        if corners[0].0 > Dyadic::integer(-1) {
            corners.insert(0, (Dyadic::integer(-1), self.at(Dyadic::integer(-1))));
        }
        Wall { corners, tail: 0 }.simplified()
    }

    /// Without corners where the slope does not change.
    fn simplified(mut self) -> Wall {
        let mut kept: Vec<(Dyadic, Dyadic)> = Vec::with_capacity(self.corners.len());
        for &corner in &self.corners {
            if kept.last().is_some_and(|&(t, _)| t == corner.0) {
                continue;
            }
            if kept.len() >= 2 {
                let n = kept.len();
                if slope(kept[n - 2], kept[n - 1]) == slope(kept[n - 1], corner) {
                    kept.pop();
                }
            }
            kept.push(corner);
        }
        if kept.len() >= 2 {
            let n = kept.len();
            if slope(kept[n - 2], kept[n - 1]) == self.tail {
                kept.pop();
            }
        }
        self.corners = kept;
        self
    }
}

/// The slope between two corners: -1, 0 or 1 in a thermograph (any
/// integer here).
fn slope(a: (Dyadic, Dyadic), b: (Dyadic, Dyadic)) -> i64 {
    let run = b.0 - a.0;
    let rise = b.1 - a.1;
    for k in [-1i64, 0, 1, -2, 2] {
        if times(k, run) == rise {
            return k;
        }
    }
    panic!("a thermograph's walls have slopes of -1, 0 or 1")
}

fn times(k: i64, x: Dyadic) -> Dyadic {
    let mut total = Dyadic::ZERO;
    for _ in 0..k.unsigned_abs() {
        total = total + x;
    }
    if k < 0 { -total } else { total }
}

/// `x / k` for `k` of 1 or 2 in size (the slopes of two walls differ by
/// at most 2).
pub(super) fn divide(x: Dyadic, k: i64) -> Dyadic {
    let halved = if k.abs() == 2 { x.half() } else { x };
    if k < 0 { -halved } else { halved }
}

/// A game's thermograph (see the [module](self)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thermograph {
    /// The left wall: the value with Left moving first, as `t` rises.
    pub left: Wall,
    /// The right wall.
    pub right: Wall,
    /// Where the walls meet and the mast begins.
    pub temperature: Dyadic,
    /// The mast's value: the mean.
    pub mean: Dyadic,
}
