//! Values of short partizan games: canonical forms, as combinatorial game
//! theory computes them.
//!
//! In a partizan game Left and Right have different moves, and a position
//! has a *value*, its canonical form, that adds up over the independent
//! parts of a board: Domineering's regions, Hackenbush's stalks. This
//! module owns those values:
//!
//! - [`Forms`], a store of canonical forms, hash-consed so that equal games
//!   are one [`Form`] handle and every operation is computed once: making a
//!   game from its options ([`Forms::game`]), sums, negatives, comparison
//!   ([`Forms::compare`]), the [`Outcome`] (who wins, each player moving
//!   first), the stops;
//! - [`Dyadic`], the exact numbers among them;
//! - the notation of CGSuite, the field's standard program
//!   ([`Forms::text`]): `1/2`, `*`, `^`, `{2|0}`, `+-1`, `Tiny(2)`.
//!
//! ```
//! use optimal_play::engine::cgt::{Forms, Outcome};
//!
//! let mut forms = Forms::new();
//! let zero = forms.zero();
//! let one = forms.integer(1);
//! // {1|0}: a switch, hot, won by whoever moves first.
//! let switch = forms.game(&[one], &[zero]);
//! assert_eq!(forms.text(switch), "{1|0}");
//! assert_eq!(forms.outcome(switch), Outcome::Next);
//! // {0|1} is the number 1/2, and 1/2 + 1/2 = 1.
//! let half = forms.game(&[zero], &[one]);
//! assert_eq!(forms.text(half), "1/2");
//! assert_eq!(forms.add(half, half), one);
//! // Up plus star is {0,*|0}.
//! let up = forms.up();
//! let star = forms.nimber(1);
//! let up_star = forms.add(up, star);
//! assert_eq!(forms.text(up_star), "^*");
//! assert_eq!(forms.game(&[zero, star], &[zero]), up_star);
//! ```

mod cooling;
pub mod definition;
pub mod drawing;
pub mod dyadic;
mod form;
pub mod forms;
mod shape;
pub mod text;
pub mod thermograph;

pub use dyadic::Dyadic;
pub use forms::{Comparison, Form, Forms, Outcome, Step};
pub use thermograph::{Thermograph, Wall};

#[cfg(test)]
mod tests;
