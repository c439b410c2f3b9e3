//! Retrograde analysis against its slow twins: value iteration on every
//! random graph game of a seeded sample (cycles, draws, moves that keep the
//! turn, positions won at the end), and negamax on every acyclic one.

use optimal_play::engine::retrograde::Retrograde;
use optimal_play::engine::value_iteration::value_iteration;
use optimal_play::engine::{Game, Negamax, Player, Scoring, Value};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A token on a directed graph of up to 12 vertices. A move slides it
/// along an edge; an edge may keep the turn. At a vertex with no edge the
/// player to move loses, or, at a vertex marked so, wins.
#[derive(Debug, Clone)]
struct RandomGraph {
    edges: Vec<Vec<(u8, bool)>>,
    won_at_end: Vec<bool>,
    loopy: bool,
}

impl RandomGraph {
    fn draw(rng: &mut ChaCha8Rng, acyclic: bool) -> RandomGraph {
        let n = rng.random_range(1..=12usize);
        let density = rng.random_range(0.0..0.5);
        let keeps_turn = if rng.random_bool(0.3) { 0.2 } else { 0.0 };
        let mut edges = vec![Vec::new(); n];
        for (from, out) in edges.iter_mut().enumerate() {
            for to in 0..n {
                let allowed = if acyclic { to > from } else { true };
                if allowed && rng.random_bool(density) {
                    out.push((to as u8, rng.random_bool(keeps_turn)));
                }
            }
        }
        let won_at_end = (0..n).map(|_| rng.random_bool(0.25)).collect();
        RandomGraph {
            edges,
            won_at_end,
            loopy: !acyclic,
        }
    }
}

impl Game for RandomGraph {
    /// The token's vertex and whose turn it is.
    type Position = (u8, Player);
    type Move = usize;
    fn start(&self) -> (u8, Player) {
        (0, Player::First)
    }
    fn to_move(&self, position: &(u8, Player)) -> Player {
        position.1
    }
    fn moves(&self, position: &(u8, Player)) -> Vec<usize> {
        (0..self.edges[usize::from(position.0)].len()).collect()
    }
    fn apply(&self, position: &(u8, Player), mv: &usize) -> ((u8, Player), i128) {
        let (to, keeps) = self.edges[usize::from(position.0)][*mv];
        let next = if keeps {
            position.1
        } else {
            position.1.other()
        };
        ((to, next), 0)
    }
    fn scoring(&self) -> Scoring {
        Scoring::LastMoveWins
    }
    fn end_value(&self, position: &(u8, Player)) -> Value {
        if self.won_at_end[usize::from(position.0)] {
            Value::Win { moves: 0 }
        } else {
            Value::Loss { moves: 0 }
        }
    }
    fn loopy(&self) -> bool {
        self.loopy
    }
}

/// Every position reachable from the start, by value iteration and by
/// retrograde analysis, every move's value included.
fn check(game: &RandomGraph, case: usize) -> usize {
    let slow = value_iteration(game, 1000).expect("at most 24 positions");
    let mut fast = Retrograde::new(game);
    for (position, &value) in &slow {
        assert_eq!(
            fast.value(position),
            value,
            "case {case}: {game:?} at {position:?}"
        );
        for (mv, move_value) in fast.move_values(position) {
            let (next, _) = game.apply(position, &mv);
            let same = next.1 == position.1;
            assert_eq!(move_value, Value::after_move(0, slow[&next], same));
        }
    }
    assert_eq!(fast.positions_solved(), slow.len());
    slow.values().filter(|&&value| value == Value::Draw).count()
}

#[test]
fn retrograde_agrees_with_value_iteration_on_ten_thousand_random_graph_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(913);
    let mut draws = 0;
    let mut positions_with_draws = 0;
    for case in 0..10_000 {
        let game = RandomGraph::draw(&mut rng, false);
        let drawn = check(&game, case);
        draws += drawn;
        positions_with_draws += usize::from(drawn > 0);
    }
    // The sample exercises what it claims to: many games have draws.
    assert!(
        positions_with_draws > 1000,
        "{positions_with_draws} games with draws"
    );
    assert!(draws > 5000, "{draws} drawn positions");
}

#[test]
fn retrograde_agrees_with_negamax_on_acyclic_graph_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(1025);
    for case in 0..3000 {
        let game = RandomGraph::draw(&mut rng, true);
        let mut fast = Retrograde::new(&game);
        let mut slow = Negamax::new(&game);
        for vertex in 0..game.edges.len() as u8 {
            for player in [Player::First, Player::Second] {
                let position = (vertex, player);
                assert_eq!(
                    fast.move_values(&position),
                    slow.move_values(&position),
                    "case {case}: {game:?} at {position:?}"
                );
                assert_eq!(fast.value(&position), slow.value(&position));
                assert_ne!(fast.value(&position), Value::Draw);
            }
        }
    }
}

#[test]
fn a_position_asked_about_later_is_explored_and_solved() {
    // From the start (vertex 0, no edges) nothing else is reachable.
    let game = RandomGraph {
        edges: vec![vec![], vec![(2, false)], vec![(1, false)], vec![(0, false)]],
        won_at_end: vec![false; 4],
        loopy: true,
    };
    let mut solver = Retrograde::new(&game);
    assert_eq!(solver.positions_solved(), 1);
    assert_eq!(solver.value(&(1, Player::First)), Value::Draw);
    assert_eq!(solver.value(&(3, Player::Second)), Value::Win { moves: 1 });
    assert_eq!(solver.value(&(0, Player::First)), Value::Loss { moves: 0 });
}

#[test]
fn too_many_positions_are_refused_not_explored_for_ever() {
    #[derive(Debug)]
    struct Counter;
    impl Game for Counter {
        type Position = u64;
        type Move = ();
        fn start(&self) -> u64 {
            0
        }
        fn to_move(&self, position: &u64) -> Player {
            Player::after(*position)
        }
        fn moves(&self, _: &u64) -> Vec<()> {
            vec![()]
        }
        fn apply(&self, position: &u64, _: &()) -> (u64, i128) {
            (position + 1, 0)
        }
        fn scoring(&self) -> Scoring {
            Scoring::LastMoveWins
        }
    }
    let refused = Retrograde::with_limit(&Counter, 1000).unwrap_err();
    assert!(
        refused.to_string().contains("more than 1000 positions"),
        "{refused}"
    );
    assert!(value_iteration(&Counter, 1000).is_none());
}
