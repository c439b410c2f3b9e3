//! Games by the definition: trees of options, compared and added as Conway
//! defines them, with no simplification and no memory.
//!
//! Slow (exponential in the tree), and independent of [`Forms`]:
//! the check that every canonical form the store and the games compute is
//! right, on games small enough to walk whole.

use std::rc::Rc;

use super::forms::{Form, Forms};

/// A game as its options, nothing more.
#[derive(Debug, Clone)]
pub struct Tree {
    /// Left's options.
    pub left: Vec<Rc<Tree>>,
    /// Right's options.
    pub right: Vec<Rc<Tree>>,
}

impl Tree {
    /// The game `{left | right}`.
    pub fn new(left: Vec<Rc<Tree>>, right: Vec<Rc<Tree>>) -> Rc<Tree> {
        Rc::new(Tree { left, right })
    }

    /// The tree of a canonical form's options.
    pub fn of(forms: &Forms, g: Form) -> Rc<Tree> {
        Tree::new(
            forms.left(g).iter().map(|&o| Tree::of(forms, o)).collect(),
            forms.right(g).iter().map(|&o| Tree::of(forms, o)).collect(),
        )
    }
}

/// `g <= h`: no Left option of `g` is at least `h`, and no Right option of
/// `h` is at most `g`.
pub fn leq(g: &Tree, h: &Tree) -> bool {
    !g.left.iter().any(|gl| leq(h, gl)) && !h.right.iter().any(|hr| leq(hr, g))
}

/// `g = h`: each at most the other.
pub fn equal(g: &Tree, h: &Tree) -> bool {
    leq(g, h) && leq(h, g)
}

/// `g + h`: a move in either.
pub fn add(g: &Rc<Tree>, h: &Rc<Tree>) -> Rc<Tree> {
    let mut left: Vec<Rc<Tree>> = g.left.iter().map(|gl| add(gl, h)).collect();
    left.extend(h.left.iter().map(|hl| add(g, hl)));
    let mut right: Vec<Rc<Tree>> = g.right.iter().map(|gr| add(gr, h)).collect();
    right.extend(h.right.iter().map(|hr| add(g, hr)));
    Tree::new(left, right)
}

/// `-g`: the players' roles swapped.
pub fn negative(g: &Tree) -> Rc<Tree> {
    Tree::new(
        g.right.iter().map(|o| negative(o)).collect(),
        g.left.iter().map(|o| negative(o)).collect(),
    )
}
