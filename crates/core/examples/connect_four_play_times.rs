//! Games of Connect Four against the perfect engine from the empty 7 × 6
//! board, as `play` and the playground play them, in both seats: the time
//! of every engine move and of every hint, the slowest of each, and how
//! many took over a second. The measure of #50's "every hint and engine
//! move within 1 s" in `docs/performance.md`.
//!
//! ```sh
//! cargo run --release -p optimal-play-core --example connect_four_play_times -- 20 7
//! ```
//!
//! The arguments are the number of games (half in each seat), a seed, and
//! how many discs to drop at random before the game starts (0 by default:
//! the empty board; more, to time the search past the book alone).
//! The person plays, from the hint, its best move with probability 3/4 and
//! a move at random otherwise: good enough play that the games stay hard
//! to the end. Each move is looked up in the opening book and its
//! repertoire while they hold it, and searched past them, by one oracle
//! for the whole game, as a session keeps one.

use std::time::Instant;

use optimal_play::engine::{Game, Player};
use optimal_play::games::connect_four::{Book, Case, ConnectFour};
use optimal_play::play::{Actor, Opponent, Session};
use optimal_play::plugin::{Plugin, oracle_of};
use rand::{Rng, SeedableRng};

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let games: u64 = args
        .next()
        .map_or(Ok(10), |n| n.parse())
        .map_err(|_| "GAMES")?;
    let seed: u64 = args
        .next()
        .map_or(Ok(0), |n| n.parse())
        .map_err(|_| "SEED")?;
    let dropped: u32 = args
        .next()
        .map_or(Ok(0), |n| n.parse())
        .map_err(|_| "DISCS")?;
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let plugin = ConnectFour::STANDARD;
    let book = Book::standard();
    println!(
        "book: every position to {} discs, the repertoire to {} (every move covered to {})",
        book.discs(),
        book.deepest(),
        book.covered()
    );
    // The slowest [hint, engine move] by the discs on the board.
    let mut slowest = vec![[0f64; 2]; 43];
    let mut over = [0u64; 2];
    let mut asked = [0u64; 2];
    for game_at in 0..games {
        let seat = if game_at % 2 == 0 {
            Player::First
        } else {
            Player::Second
        };
        let game = plugin.game(&Case { columns: vec![] });
        let oracle = oracle_of::<ConnectFour>(&game).map_err(|error| error.to_string())?;
        let (mut start, mut moves) = (game.start(), String::new());
        let board = game.board().clone();
        while start.played < dropped {
            let open: Vec<u32> = (board.moves(&start).into_iter())
                .filter(|&column| !board.wins_at_once(&start, column))
                .collect();
            let Some(&column) = open.get(rng.random_range(0..open.len().max(1))) else {
                (start, moves) = (game.start(), String::new());
                continue;
            };
            start = board.drop(&start, column);
            moves.push_str(&(column + 1).to_string());
        }
        let mut session = Session::new(game, oracle, start, seat, Opponent::perfect(), None);
        while let Some(actor) = session.to_move() {
            let discs = session.position().played as usize;
            let timed = Instant::now();
            let kind = match actor {
                Actor::Engine => {
                    let turn = session.engine_move().ok_or("the engine has no move")?;
                    moves.push_str(&(turn.mv + 1).to_string());
                    1
                }
                Actor::You => {
                    let hint = session.hint();
                    let mv = match rng.random_bool(0.75) {
                        true => hint[0].0,
                        false => hint[rng.random_range(0..hint.len())].0,
                    };
                    session.play(mv).map_err(|error| format!("{error:?}"))?;
                    moves.push_str(&(mv + 1).to_string());
                    0
                }
            };
            let seconds = timed.elapsed().as_secs_f64();
            slowest[discs][kind] = slowest[discs][kind].max(seconds);
            asked[kind] += 1;
            if seconds > 1.0 {
                over[kind] += 1;
                eprintln!(
                    "over a second ({seconds:.2} s): `{}` then the {}",
                    &moves[..discs],
                    ["hint", "engine move"][kind]
                );
            }
        }
        eprintln!("game {} ({seat:?} seat): {moves}", game_at + 1);
    }
    println!("discs  slowest hint  slowest engine move");
    for (discs, [hint, engine]) in slowest.iter().enumerate() {
        if *hint > 0.0 || *engine > 0.0 {
            println!("{discs:>5} {hint:>12.3} s {engine:>12.3} s");
        }
    }
    println!(
        "hints: {} asked, {} over a second; engine moves: {} made, {} over a second",
        asked[0], over[0], asked[1], over[1]
    );
    Ok(())
}
