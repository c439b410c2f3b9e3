//! The judge classics of the rule-code families, each checked against an
//! independent slow solver: a memoised search over the game tree written
//! here, and the engine's negamax.

use std::collections::HashMap;

use optimal_play::engine::misere::Misere;
use optimal_play::engine::retrograde::Retrograde;
use optimal_play::engine::{Game, Negamax, Value};
use optimal_play::games::euclid::{self, Euclid};
use optimal_play::games::flip_game;
use optimal_play::games::georgia_and_bob::{self, Chessmen, Slide};
use optimal_play::games::hackenbush;
use optimal_play::games::misere_nim;
use optimal_play::games::northcott::{self, Northcott};
use optimal_play::games::treblecross::{self, Treblecross};
use optimal_play::impartial::HeapSum;
use optimal_play::impartial::HeapsPosition;
use optimal_play::impartial::heaps::Nim;
use optimal_play::impartial::tuple::{Tuple, TupleRules};
use proptest::prelude::*;

/// Euclid's game by brute force: the mover wins when some multiple of the
/// smaller, taken from the larger, leaves a pair the opponent loses.
fn euclid_by_search(a: u64, b: u64, memo: &mut HashMap<(u64, u64), bool>) -> bool {
    let (high, low) = (a.max(b), a.min(b));
    if low == 0 {
        return false;
    }
    if let Some(&known) = memo.get(&(high, low)) {
        return known;
    }
    let wins = (1..=high / low).any(|k| !euclid_by_search(high - k * low, low, memo));
    memo.insert((high, low), wins);
    wins
}

#[test]
fn euclid_rule_agrees_with_search_and_negamax_up_to_120() {
    let mut memo = HashMap::new();
    let mut negamax = Negamax::new(Tuple::new(Euclid, vec![40, 40]));
    for a in 1..=120 {
        for b in 1..=120 {
            let searched = euclid_by_search(a, b, &mut memo);
            assert_eq!(euclid::mover_wins(a, b), searched, "({a}, {b})");
            if a <= 40 && b <= 40 {
                let position = HeapsPosition {
                    heaps: vec![a, b],
                    moves_made: 0,
                };
                assert_eq!(negamax.value(&position).is_win(), searched, "({a}, {b})");
            }
        }
    }
}

/// A winning move is one of the rules' moves and leaves a pair the
/// opponent loses; a lost pair has none.
fn check_winning_move(a: u64, b: u64) {
    match euclid::winning_move(a, b) {
        None => assert!(!euclid::mover_wins(a, b), "({a}, {b}) wins but has no move"),
        Some([x, y]) => {
            // The larger (the first when equal) less a positive multiple
            // of the smaller; the smaller stays.
            let (high, low, left, kept) = if a >= b { (a, b, x, y) } else { (b, a, y, x) };
            assert_eq!(
                kept, low,
                "({a}, {b}) -> ({x}, {y}) changes the smaller number"
            );
            let taken = high.checked_sub(left).expect("a move takes");
            assert!(taken > 0 && taken % low == 0, "({a}, {b}) -> ({x}, {y})");
            assert!(!euclid::mover_wins(x, y), "({a}, {b}) -> ({x}, {y}) wins");
        }
    }
}

#[test]
fn euclid_winning_moves_are_legal_up_to_300() {
    for a in 1..=300 {
        for b in 1..=300 {
            check_winning_move(a, b);
            if let Some(leave) = euclid::winning_move(a, b) {
                let options = Euclid.options(&[a, b]);
                assert!(options.contains(&leave.to_vec()), "({a}, {b}) -> {leave:?}");
            }
        }
    }
}

/// Consecutive Fibonacci numbers are the longest games: every move is
/// forced, and the mover wins exactly when the forced line is odd.
#[test]
fn euclid_on_fibonacci_pairs_alternates() {
    let (mut low, mut high) = (1u64, 2u64);
    let mut steps = 0;
    while high < 1_000_000_000_000_000_000 {
        // From (F(k+1), F(k)) the moves are forced down to (2, 1), which wins.
        assert_eq!(
            euclid::mover_wins(high, low),
            steps % 2 == 0,
            "({high}, {low})"
        );
        (low, high) = (high, low + high);
        steps += 1;
    }
}

proptest! {
    /// Far past any table: the rule agrees with one step of the search
    /// (some option loses for the opponent), and the winning move is legal.
    #[test]
    fn euclid_at_10_18(low in 1u64..=1_000_000_000_000_000, quotient in 1u64..=1000, rest in 0u64..1_000_000_000_000_000, swap: bool) {
        let rest = rest % low;
        let high = low * quotient + rest;
        let (a, b) = if swap { (low, high) } else { (high, low) };
        let by_step = Euclid
            .options(&[a, b])
            .iter()
            .any(|leave| !euclid::mover_wins(leave[0], leave[1]));
        prop_assert_eq!(euclid::mover_wins(a, b), by_step);
        check_winning_move(a, b);
    }
}

/// Georgia and Bob by brute force over the game tree: chessmen at sorted
/// grids; the mover wins when some slide leaves a lost row.
fn georgia_by_search(at: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if let Some(&known) = memo.get(at) {
        return known;
    }
    let mut wins = false;
    for i in 0..at.len() {
        let before = if i == 0 { 0 } else { at[i - 1] };
        for to in before + 1..at[i] {
            let mut next = at.to_vec();
            next[i] = to;
            if !georgia_by_search(&next, memo) {
                wins = true;
            }
        }
    }
    memo.insert(at.to_vec(), wins);
    wins
}

/// Every sorted set of distinct grids from 1 to `width`.
fn rows_within(width: u64) -> Vec<Vec<u64>> {
    (1u32..1 << width)
        .map(|mask| (1..=width).filter(|g| mask >> (g - 1) & 1 == 1).collect())
        .collect()
}

#[test]
fn georgia_rule_agrees_with_search_on_every_row_of_12_grids() {
    let mut memo = HashMap::new();
    for at in rows_within(12) {
        let searched = georgia_by_search(&at, &mut memo);
        assert_eq!(georgia_and_bob::pair_xor(&at) != 0, searched, "{at:?}");
        match georgia_and_bob::winning_move(&at) {
            None => assert!(!searched, "{at:?} wins but has no move"),
            Some((from, to)) => {
                let game = Chessmen::new(at.clone());
                let mv = Slide { from, to };
                assert!(game.is_legal(&game.start(), &mv), "{at:?}: {from} to {to}");
                let (next, _) = game.apply(&game.start(), &mv);
                assert!(
                    !georgia_by_search(&next.at, &mut memo),
                    "{at:?}: {from} to {to}"
                );
            }
        }
    }
}

#[test]
fn georgia_negamax_agrees_with_the_rule_on_small_rows() {
    for at in rows_within(9) {
        let game = Chessmen::new(at.clone());
        let exact = Negamax::new(game.clone()).value(&game.start());
        assert_eq!(
            exact.is_win(),
            georgia_and_bob::pair_xor(&at) != 0,
            "{at:?}"
        );
    }
}

proptest! {
    /// At any size: the rule is the Stair Game's, with the gaps as stairs
    /// counted from the right above a floor; the winning move is legal and
    /// leaves XOR 0; and from a lost row no slide leaves XOR 0.
    #[test]
    fn georgia_at_10_18(grids in proptest::collection::btree_set(1u64..=1_000_000_000_000_000_000, 1..40)) {
        let at: Vec<u64> = grids.into_iter().collect();
        let mut stairs = vec![0];
        let mut before = 0;
        let mut gaps = Vec::new();
        for &grid in &at {
            gaps.push(grid - before - 1);
            before = grid;
        }
        stairs.extend(gaps.iter().rev());
        let xor = georgia_and_bob::pair_xor(&at);
        prop_assert_eq!(xor == 0, optimal_play::impartial::stairs::even_xor(&stairs) == 0);
        let game = Chessmen::new(at.clone());
        match georgia_and_bob::winning_move(&at) {
            None => prop_assert_eq!(xor, 0),
            Some((from, to)) => {
                let mv = Slide { from, to };
                prop_assert!(game.is_legal(&game.start(), &mv));
                prop_assert_eq!(georgia_and_bob::pair_xor(&game.apply(&game.start(), &mv).0.at), 0);
            }
        }
        if xor == 0 {
            // A slide by one grid, and a slide by the most, from each chessman.
            for (i, &from) in at.iter().enumerate() {
                let floor = if i == 0 { 1 } else { at[i - 1] + 1 };
                for to in [from.saturating_sub(1), floor] {
                    let mv = Slide { from, to };
                    if game.is_legal(&game.start(), &mv) {
                        prop_assert_ne!(georgia_and_bob::pair_xor(&game.apply(&game.start(), &mv).0.at), 0);
                    }
                }
            }
        }
    }
}

/// Every placement of `rows` rows on `columns` columns whose black piece
/// is left of the white one exactly in the rows of `left` (a bit a row).
fn northcott_placements(rows: usize, columns: u64, left: u32) -> Vec<Vec<[u64; 2]>> {
    let mut all = vec![Vec::new()];
    for row in 0..rows {
        let black_left = left >> row & 1 == 1;
        let pairs: Vec<[u64; 2]> = (1..=columns)
            .flat_map(|b| (1..=columns).map(move |w| [b, w]))
            .filter(|&[b, w]| b != w && (b < w) == black_left)
            .collect();
        all = all
            .into_iter()
            .flat_map(|so_far| {
                pairs.iter().map(move |&pair| {
                    let mut next = so_far.clone();
                    next.push(pair);
                    next
                })
            })
            .collect();
    }
    all
}

/// The loopy game solved exactly by retrograde analysis, on every board
/// of one or two rows up to 6 columns and three rows up to 4: never a
/// draw, and the player to move wins exactly when the gaps XOR to non-0.
#[test]
fn northcott_rule_agrees_with_retrograde_analysis_on_small_boards() {
    let boards = (2..=6)
        .flat_map(|m| [(1, m), (2, m)])
        .chain((2..=4).map(|m| (3, m)));
    let mut checked = 0;
    for (rows, columns) in boards {
        for left in 0..1u32 << rows {
            let placements = northcott_placements(rows, columns, left);
            let game = Northcott::new(columns, placements[0].clone());
            let mut exact = Retrograde::new(game.clone());
            for pieces in placements {
                for black_to_move in [true, false] {
                    let position = northcott::Rows {
                        pieces: pieces.clone(),
                        black_to_move,
                    };
                    let value = exact.value(&position);
                    assert_ne!(value, Value::Draw, "{columns} columns, {position:?}");
                    assert_eq!(
                        value.is_win(),
                        northcott::gap_xor(&pieces) != 0,
                        "{columns} columns, {position:?}"
                    );
                    checked += 1;
                }
            }
        }
    }
    // Σ 2·(m(m−1))^n over the boards: every placement, either side to move.
    let expected: u64 = (2..=6u64)
        .map(|m| 2 * (m * (m - 1) + (m * (m - 1)).pow(2)))
        .chain((2..=4u64).map(|m| 2 * (m * (m - 1)).pow(3)))
        .sum();
    assert_eq!(checked, expected);
}

/// On boards too large to search, the engine wins by the rule alone: it
/// takes the first of its best moves, which closes in, so play never goes
/// round, however the loser backs away.
#[test]
fn northcott_engine_wins_on_large_boards_without_going_round() {
    use optimal_play::engine::Oracle;
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1730);
    for trial in 0..40 {
        let columns = rng.random_range(8..=40);
        let rows: Vec<[u64; 2]> = (0..rng.random_range(3..=6))
            .map(|_| {
                let b = rng.random_range(1..=columns);
                let w = rng.random_range(1..columns);
                [b, if w >= b { w + 1 } else { w }]
            })
            .collect();
        let game = Northcott::new(columns, rows.clone());
        let mut oracle = northcott::NorthcottOracle::from(&game);
        let mut position = game.start();
        let engine_is_black = northcott::gap_xor(&rows) != 0;
        let mut seen = std::collections::HashSet::new();
        for _ply in 0..100_000 {
            assert!(
                seen.insert(position.clone()),
                "trial {trial}: play went round"
            );
            let moves = game.moves(&position);
            if moves.is_empty() {
                break;
            }
            let mv = if position.black_to_move == engine_is_black {
                let values = oracle.move_values(&position);
                let best = values.iter().map(|(_, v)| *v).max().expect("a move");
                assert!(
                    best.is_win(),
                    "trial {trial}: the engine's side lost its win"
                );
                values
                    .into_iter()
                    .find(|(_, v)| *v == best)
                    .expect("best")
                    .0
            } else {
                moves[rng.random_range(0..moves.len())]
            };
            position = game.apply(&position, &mv).0;
        }
        assert!(game.moves(&position).is_empty(), "trial {trial}: no end");
        assert_ne!(
            position.black_to_move, engine_is_black,
            "trial {trial}: the engine was left without a move"
        );
    }
}

proptest! {
    /// At any size: the winning move is legal, closes in, and leaves the
    /// gaps XOR to 0, for either player to move.
    #[test]
    fn northcott_winning_moves_at_10_18(
        columns in 2u64..=1_000_000_000_000_000_000,
        rows in proptest::collection::vec((any::<u64>(), any::<u64>()), 1..20),
        black: bool,
    ) {
        let rows: Vec<[u64; 2]> = rows
            .into_iter()
            .map(|(b, w)| {
                let b = 1 + b % columns;
                let w = 1 + w % (columns - 1);
                [b, if w >= b { w + 1 } else { w }]
            })
            .collect();
        let game = Northcott::new(columns, rows.clone());
        let position = northcott::Rows { pieces: rows.clone(), black_to_move: black };
        match northcott::winning_move(&rows, black) {
            None => prop_assert_eq!(northcott::gap_xor(&rows), 0),
            Some((row, to)) => {
                let mv = northcott::Shift { row, to };
                prop_assert!(game.is_legal(&position, &mv));
                let next = game.apply(&position, &mv).0;
                prop_assert_eq!(northcott::gap_xor(&next.pieces), 0);
                let [b, w] = rows[row];
                let [nb, nw] = next.pieces[row];
                prop_assert!(nb.abs_diff(nw) < b.abs_diff(w), "closes in");
            }
        }
    }
}

/// Misère Nim by brute force over the game tree: heaps sorted; with no
/// candy left, the player to move has won (the opponent ate the last).
fn misere_by_search(heaps: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    if heaps.iter().all(|&h| h == 0) {
        return true;
    }
    if let Some(&known) = memo.get(heaps) {
        return known;
    }
    let mut wins = false;
    for (i, &h) in heaps.iter().enumerate() {
        for left in 0..h {
            let mut next = heaps.to_vec();
            next[i] = left;
            next.sort_unstable();
            wins |= !misere_by_search(&next, memo);
        }
    }
    memo.insert(heaps.to_vec(), wins);
    wins
}

/// Every sorted list of up to `count` heaps of at most `most`.
fn heap_lists(count: usize, most: u64) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    let mut frontier = vec![Vec::new()];
    for _ in 0..count {
        frontier = frontier
            .into_iter()
            .flat_map(|heaps: Vec<u64>| {
                let low = heaps.last().copied().unwrap_or(0);
                (low..=most).map(move |h| {
                    let mut next = heaps.clone();
                    next.push(h);
                    next
                })
            })
            .collect();
        all.extend(frontier.iter().cloned());
    }
    all
}

#[test]
fn misere_nim_rule_agrees_with_search_and_the_engine_s_misere_negamax() {
    let mut memo = HashMap::new();
    let lists = heap_lists(4, 7);
    assert_eq!(
        lists.len(),
        495,
        "C(8 + 4, 4) lists of up to four heaps of 0..7"
    );
    for heaps in lists {
        let searched = misere_by_search(&heaps, &mut memo);
        assert_eq!(misere_nim::mover_wins(&heaps), searched, "{heaps:?}");
        let game = Misere(HeapSum::new(Nim, heaps.clone()));
        let exact = Negamax::new(game.clone()).value(&game.start());
        assert_eq!(exact.is_win(), searched, "{heaps:?} by the misère wrapper");
        match misere_nim::winning_move(&heaps) {
            None => assert!(!searched || heaps.iter().all(|&h| h == 0), "{heaps:?}"),
            Some((heap, into)) => {
                let at = heaps
                    .iter()
                    .position(|&h| h == heap)
                    .expect("a heap of that size");
                assert!(into < heap, "{heaps:?}: {heap} -> {into}");
                let mut next = heaps.clone();
                next[at] = into;
                next.sort_unstable();
                assert!(
                    !misere_by_search(&next, &mut memo),
                    "{heaps:?}: {heap} -> {into}"
                );
            }
        }
    }
}

/// The misère form turns a win on the spot into a loss, and leaves a game
/// of points as it is.
#[test]
fn misere_flips_only_the_end_of_a_last_move_game() {
    use optimal_play::engine::Scoring;
    let game = Misere(HeapSum::new(Nim, vec![]));
    assert_eq!(game.scoring(), Scoring::LastMoveWins);
    assert_eq!(game.end_value(&game.start()), Value::Win { moves: 0 });
    // One heap of one and two heaps of one swap outcomes; two heaps of two
    // are lost both ways.
    for (heaps, normal_wins, misere_wins) in [
        (vec![1], true, false),
        (vec![1, 1], false, true),
        (vec![2, 2], false, false),
    ] {
        let normal = HeapSum::new(Nim, heaps.clone());
        let misere = Misere(normal.clone());
        assert_eq!(
            Negamax::new(normal.clone()).value(&normal.start()).is_win(),
            normal_wins,
            "{heaps:?}"
        );
        assert_eq!(
            Negamax::new(misere.clone()).value(&misere.start()).is_win(),
            misere_wins,
            "{heaps:?}"
        );
    }
}

proptest! {
    /// At any size: the winning move leaves a lost position.
    #[test]
    fn misere_nim_at_10_18(heaps in proptest::collection::vec(0u64..=1_000_000_000_000_000_000, 1..30), small in proptest::collection::vec(0u64..=2, 0..6)) {
        let mut heaps = heaps;
        heaps.extend(small);
        match misere_nim::winning_move(&heaps) {
            None => prop_assert!(!misere_nim::mover_wins(&heaps)),
            Some((heap, into)) => {
                let at = heaps.iter().position(|&h| h == heap).expect("a heap of that size");
                prop_assert!(into < heap);
                let mut next = heaps.clone();
                next[at] = into;
                prop_assert!(!misere_nim::mover_wins(&next));
            }
        }
    }
}

/// Green Hackenbush's Grundy value by brute force over sets of edges: the
/// mex over every cut, after dropping what no longer reaches the ground.
fn hackenbush_by_search(
    vertices: usize,
    edges: &[[u32; 2]],
    mask: u32,
    memo: &mut HashMap<u32, u64>,
) -> u64 {
    if let Some(&known) = memo.get(&mask) {
        return known;
    }
    let mut options = Vec::new();
    for cut in 0..edges.len() {
        if mask >> cut & 1 == 0 {
            continue;
        }
        // What still reaches the ground (vertex 0) without the cut edge.
        let mut left = mask & !(1 << cut);
        let mut reached = vec![false; vertices];
        reached[0] = true;
        let mut grew = true;
        while grew {
            grew = false;
            for (id, &[a, b]) in edges.iter().enumerate() {
                let (a, b) = (a as usize, b as usize);
                if left >> id & 1 == 1 && reached[a] != reached[b] {
                    reached[a] = true;
                    reached[b] = true;
                    grew = true;
                }
            }
        }
        for (id, &[a, _]) in edges.iter().enumerate() {
            if !reached[a as usize] {
                left &= !(1 << id);
            }
        }
        options.push(hackenbush_by_search(vertices, edges, left, memo));
    }
    let mex = (0..)
        .find(|g| !options.contains(g))
        .expect("a value is missing");
    memo.insert(mask, mex);
    mex
}

/// Random graphs of up to 11 edges on up to 6 vertices, with cycles, loops
/// and repeated edges: the fusion principle's value of every set of their
/// edges against the search; and negamax on the game agrees on who wins.
#[test]
fn hackenbush_fusion_agrees_with_search_on_every_subgraph() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3094);
    let mut checked = 0;
    for _ in 0..120 {
        let vertices = rng.random_range(1..=6usize);
        let count = rng.random_range(0..=11usize);
        let edges: Vec<[u32; 2]> = (0..count)
            .map(|_| {
                [
                    rng.random_range(0..vertices as u32),
                    rng.random_range(0..vertices as u32),
                ]
            })
            .collect();
        let mut memo = HashMap::new();
        for mask in 0..1u32 << count {
            let standing: Vec<bool> = (0..count).map(|id| mask >> id & 1 == 1).collect();
            let fast = hackenbush::value(vertices, &edges, Some(&standing));
            // The search's start: only what reaches the ground stands.
            let mut grounded = mask;
            let mut reached = vec![false; vertices];
            reached[0] = true;
            for _ in 0..=count {
                for (id, &[a, b]) in edges.iter().enumerate() {
                    if grounded >> id & 1 == 1 && (reached[a as usize] || reached[b as usize]) {
                        reached[a as usize] = true;
                        reached[b as usize] = true;
                    }
                }
            }
            for (id, &[a, _]) in edges.iter().enumerate() {
                if !reached[a as usize] {
                    grounded &= !(1 << id);
                }
            }
            let searched = hackenbush_by_search(vertices, &edges, grounded, &mut memo);
            assert_eq!(
                fast, searched,
                "{vertices} vertices, edges {edges:?}, mask {mask:b}"
            );
            checked += 1;
        }
        let graph = hackenbush::Graph {
            vertices: vertices as u32,
            edges: edges.iter().map(|&[a, b]| [a + 1, b + 1]).collect(),
        };
        let game = hackenbush::Hackenbush::new(graph);
        let exact = Negamax::new(game.clone()).value(&game.start());
        assert_eq!(
            exact.is_win(),
            game.value_of(&game.start()) != 0,
            "{edges:?}"
        );
    }
    assert!(checked > 10_000, "only {checked} sets of edges");
}

/// The colon principle written plainly, for trees: children found from
/// the ground outwards, values summed leaves first.
fn colon_principle(vertices: usize, edges: &[[u32; 2]]) -> u64 {
    let mut adjacent = vec![Vec::new(); vertices];
    for &[a, b] in edges {
        adjacent[a as usize].push(b as usize);
        adjacent[b as usize].push(a as usize);
    }
    let mut order = vec![0];
    let mut parent = vec![usize::MAX; vertices];
    parent[0] = 0;
    let mut at = 0;
    while at < order.len() {
        let v = order[at];
        at += 1;
        for &w in &adjacent[v] {
            if parent[w] == usize::MAX {
                parent[w] = v;
                order.push(w);
            }
        }
    }
    let mut value = vec![0u64; vertices];
    for &v in order.iter().skip(1).rev() {
        value[parent[v]] ^= value[v] + 1;
    }
    value[0]
}

proptest! {
    /// Trees of up to 20,000 vertices, edges either way round: the fusion
    /// solver agrees with the colon principle; a path of k edges is worth k.
    #[test]
    fn hackenbush_trees_at_scale(parents in proptest::collection::vec((any::<u32>(), any::<bool>()), 0..20_000)) {
        let edges: Vec<[u32; 2]> = parents
            .iter()
            .enumerate()
            .map(|(i, &(p, flip))| {
                let (child, parent) = (i as u32 + 1, p % (i as u32 + 1));
                if flip { [child, parent] } else { [parent, child] }
            })
            .collect();
        let vertices = edges.len() + 1;
        prop_assert_eq!(hackenbush::value(vertices, &edges, None), colon_principle(vertices, &edges));
        let path: Vec<[u32; 2]> = (0..edges.len() as u32).map(|v| [v, v + 1]).collect();
        prop_assert_eq!(hackenbush::value(vertices, &path, None), edges.len() as u64);
    }
}

/// Flip Game II by brute force over strings: the mover wins when some
/// flip of `++` leaves a string the opponent loses.
fn flip_by_search(state: &str, memo: &mut HashMap<String, bool>) -> bool {
    if let Some(&known) = memo.get(state) {
        return known;
    }
    let wins = (0..state.len().saturating_sub(1)).any(|i| {
        &state[i..i + 2] == "++"
            && !flip_by_search(&format!("{}--{}", &state[..i], &state[i + 2..]), memo)
    });
    memo.insert(state.to_owned(), wins);
    wins
}

/// Every string of up to 14 characters: Dawson's Kayles' values agree
/// with the search, and the winning flip leaves a lost string.
#[test]
fn flip_game_agrees_with_search_on_every_short_string() {
    let mut memo = HashMap::new();
    for length in 0..=14 {
        for bits in 0..1u32 << length {
            let state: String = (0..length)
                .map(|i| if bits >> i & 1 == 1 { '+' } else { '-' })
                .collect();
            let searched = flip_by_search(&state, &mut memo);
            assert_eq!(flip_game::starting_player_wins(&state), searched, "{state}");
            if let Some(at) = flip_game::winning_flip(&state) {
                let next = format!("{}--{}", &state[..at], &state[at + 2..]);
                assert_eq!(&state[at..at + 2], "++");
                assert!(!flip_by_search(&next, &mut memo), "{state}: flip {at}");
            }
        }
    }
}

/// Flip Game is Dawson's Kayles in disguise: through the command line,
/// `flip-game` on a string and `octal --code 0.07` on its runs' lengths
/// give the same answers, for seeded strings up to 2000 long.
#[test]
fn flip_game_is_dawsons_kayles_through_the_command_line() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(294);
    let mut strings = Vec::new();
    let mut heaps = String::new();
    for _ in 0..200 {
        let length = rng.random_range(1..=2000);
        let state: String = (0..length)
            .map(|_| {
                if rng.random_range(0..5) == 0 {
                    '-'
                } else {
                    '+'
                }
            })
            .collect();
        let runs = flip_game::runs(&state);
        heaps += &format!(
            "{}\n{}\n",
            runs.len(),
            runs.iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        );
        strings.push(state);
    }
    let flip = assert_cmd::Command::cargo_bin("optimal-play")
        .expect("built")
        .args(["flip-game", "solve"])
        .write_stdin(strings.join("\n"))
        .output()
        .expect("runs");
    let octal = assert_cmd::Command::cargo_bin("optimal-play")
        .expect("built")
        .args([
            "octal", "--code", "0.07", "solve", "--input", "cses", "--format", "bool",
        ])
        .write_stdin(format!("{}\n{heaps}", strings.len()))
        .output()
        .expect("runs");
    assert!(flip.status.success() && octal.status.success(), "{octal:?}");
    let flip = String::from_utf8(flip.stdout).expect("text");
    let octal = String::from_utf8(octal.stdout).expect("text");
    assert_eq!(flip.lines().count(), 200);
    assert_eq!(flip, octal);
    assert!(
        flip.contains("true") && flip.contains("false"),
        "both outcomes occur"
    );
}

/// Treblecross by brute force over rows: the mover wins when some empty
/// cell makes three in a row, or leaves a row the opponent loses. (A row of
/// three or more cells cannot fill without three in a row, so there is no
/// draw.)
fn treblecross_by_search(row: &mut Vec<u8>, memo: &mut HashMap<Vec<u8>, bool>) -> bool {
    if let Some(&known) = memo.get(row.as_slice()) {
        return known;
    }
    let mut wins = false;
    for cell in 0..row.len() {
        if row[cell] != b'.' {
            continue;
        }
        row[cell] = b'X';
        let won = row.windows(3).any(|w| w == b"XXX") || !treblecross_by_search(row, memo);
        row[cell] = b'.';
        if won {
            wins = true;
            break;
        }
    }
    memo.insert(row.clone(), wins);
    wins
}

/// Every row of 3 to 14 cells with no three in a row: the free runs of
/// 0.11337 say who wins as the search does, and the winning cells are
/// exactly the cells the search wins by.
#[test]
fn treblecross_agrees_with_search_on_every_short_row() {
    let mut memo = HashMap::new();
    let mut rows = 0;
    for length in 3..=14 {
        for bits in 0..1u32 << length {
            let mut row: Vec<u8> = (0..length)
                .map(|i| if bits >> i & 1 == 1 { b'X' } else { b'.' })
                .collect();
            if row.windows(3).any(|w| w == b"XXX") {
                continue;
            }
            rows += 1;
            let searched = treblecross_by_search(&mut row, &mut memo);
            let cells = treblecross::winning_cells(&row);
            assert_eq!(
                !cells.is_empty(),
                searched,
                "{}",
                String::from_utf8_lossy(&row)
            );
            let empty: Vec<usize> = (0..row.len()).filter(|&cell| row[cell] == b'.').collect();
            let mut by_search = Vec::new();
            for cell in empty {
                row[cell] = b'X';
                let won = row.windows(3).any(|w| w == b"XXX")
                    || !treblecross_by_search(&mut row, &mut memo);
                row[cell] = b'.';
                if won {
                    by_search.push(cell);
                }
            }
            assert_eq!(cells, by_search, "{}", String::from_utf8_lossy(&row));
        }
    }
    assert!(rows > 10_000, "{rows} rows");
}

/// The engine's negamax over the game's own moves agrees on who wins every
/// row of up to 10 cells.
#[test]
fn treblecross_agrees_with_negamax_on_every_row_of_up_to_ten() {
    for length in 3..=10 {
        for bits in 0..1u32 << length {
            let row: String = (0..length)
                .map(|i| if bits >> i & 1 == 1 { 'X' } else { '.' })
                .collect();
            if row.contains("XXX") {
                continue;
            }
            let game = Treblecross::new(row.clone());
            let mut negamax = Negamax::new(game.clone());
            let value = negamax.value(&game.start());
            assert_eq!(
                value.is_win(),
                treblecross::starting_player_wins(row.as_bytes()),
                "{row}"
            );
        }
    }
}

/// A free run is a heap of 0.11337: its values are the mex over every
/// place in the run of the two runs it leaves, computed here from the rule.
#[test]
fn treblecross_free_runs_are_heaps_of_0_11337() {
    let mut g: Vec<u32> = vec![0];
    for n in 1..=600usize {
        let reached: std::collections::HashSet<u32> = (0..n)
            .map(|i| g[i.saturating_sub(2)] ^ g[n.saturating_sub(i + 3)])
            .collect();
        g.push((0..).find(|v| !reached.contains(v)).expect("a mex"));
    }
    let values = treblecross::values_to(600);
    assert_eq!(&values.computed()[..=600], g.as_slice());
}

/// UVa 10561's output, byte for byte: `LOSING` is followed by an empty
/// line, where the winning cells would be. Bad rows are refused with the
/// line and column and nothing on stdout.
#[test]
fn treblecross_writes_the_judges_bytes_and_refuses_bad_rows() {
    let run = |input: &str| {
        assert_cmd::Command::cargo_bin("optimal-play")
            .expect("built")
            .args(["treblecross", "solve"])
            .write_stdin(input)
            .output()
            .expect("runs")
    };
    let sample = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/judges/uva-10561-sample.txt"
    ))
    .expect("the sample");
    let out = run(&sample);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8(out.stdout).expect("text"),
        "WINNING\n3\nLOSING\n\nWINNING\n3\nWINNING\n1 12 15 17 20 24 28 31 33 36 47\n"
    );
    for (bad, says) in [
        (
            "2\n.....\n",
            "line 3, column 1: the count `2` announces 2 values but only 1",
        ),
        (
            "1\n..o..\n",
            "line 2, column 3: expected `.` (an empty cell) or `X`, found `o`",
        ),
        (
            "1\n.XXX.\n",
            "line 2, column 2: expected a game not yet won",
        ),
        (
            "1\n..\n",
            "line 2, column 1: expected a row of at least 3 cells",
        ),
        (
            "x\n",
            "line 1, column 1: expected `.` (an empty cell) or `X`, found `x`",
        ),
        ("", "the input is empty"),
        ("-1\n...\n", "expected a count of values"),
    ] {
        let out = run(bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert!(out.stdout.is_empty(), "{bad:?}");
        let error = String::from_utf8_lossy(&out.stderr);
        assert!(error.contains(says), "{bad:?}: {error}");
    }
}
