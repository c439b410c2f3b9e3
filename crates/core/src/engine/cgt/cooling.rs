//! A game's thermograph computed from its options' (see
//! [`thermograph`](super::thermograph) for the definitions), and the mean
//! and temperature read from it.

use super::dyadic::Dyadic;
use super::forms::{Form, Forms};
use super::thermograph::{Thermograph, Wall, divide};

impl Forms {
    /// The thermograph of `g`.
    pub fn thermograph(&mut self, g: Form) -> Thermograph {
        if let Some(known) = self.thermographs.get(&g) {
            return known.clone();
        }
        let thermograph = if let Some(x) = self.number_of(g) {
            let temperature = if x.is_integer() {
                Dyadic::integer(-1)
            } else {
                Dyadic::new(-1, x.places()).expect("x has those places")
            };
            Thermograph {
                left: Wall::constant(x),
                right: Wall::constant(x),
                temperature,
                mean: x,
            }
        } else {
            let mut left_scaffold: Option<Wall> = None;
            for option in self.left(g).to_vec() {
                let wall = self.thermograph(option).right.tilted(-1);
                left_scaffold = Some(match left_scaffold {
                    None => wall,
                    Some(s) => s.envelope(&wall, true),
                });
            }
            let mut right_scaffold: Option<Wall> = None;
            for option in self.right(g).to_vec() {
                let wall = self.thermograph(option).left.tilted(1);
                right_scaffold = Some(match right_scaffold {
                    None => wall,
                    Some(s) => s.envelope(&wall, false),
                });
            }
            let left = left_scaffold.expect("a game that is not a number has Left options");
            let right = right_scaffold.expect("a game that is not a number has Right options");
            let temperature = meeting(&left, &right);
            let mean = left.at(temperature);
            Thermograph {
                left: left.mast_from(temperature),
                right: right.mast_from(temperature),
                temperature,
                mean,
            }
        };
        self.thermographs.insert(g, thermograph.clone());
        thermograph
    }

    /// The temperature of `g`: how hot it is, what a move in it is worth
    /// (-1 for an integer, `-1/2^k` for `m/2^k`).
    pub fn temperature(&mut self, g: Form) -> Dyadic {
        self.thermograph(g).temperature
    }

    /// The mean of `g`: the value it settles on in a sum of many copies.
    pub fn mean(&mut self, g: Form) -> Dyadic {
        self.thermograph(g).mean
    }
}

/// The least `t` from -1 up where the left scaffold is at most the right
/// one: the left falls (slopes -1 or 0) and the right rises, so they meet
/// once.
fn meeting(left: &Wall, right: &Wall) -> Dyadic {
    let start = Dyadic::integer(-1);
    if left.at(start) <= right.at(start) {
        return start;
    }
    let mut ts: Vec<Dyadic> = left.corner_ts().chain(right.corner_ts()).collect();
    ts.sort();
    ts.dedup();
    for (i, &t) in ts.iter().enumerate() {
        let gap = left.at(t) - right.at(t);
        if gap <= Dyadic::ZERO {
            return t;
        }
        let closing = right.slope_after(t) - left.slope_after(t);
        if closing > 0 {
            let meet = t + divide(gap, closing);
            if ts.get(i + 1).is_none_or(|&next| meet <= next) {
                return meet;
            }
        }
    }
    panic!("the scaffolds of a game meet")
}
