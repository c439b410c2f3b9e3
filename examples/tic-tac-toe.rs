//! Tic-tac-toe as a game of one's own: its rules (docs/own-game.md), solved
//! natively, explained, played and drawn as every built-in game is.
//!
//! cargo run --example tic-tac-toe               # the optimal play explained
//! cargo run --example tic-tac-toe -- play       # you are X: type b2, a3, …
//! cargo run --example tic-tac-toe -- svg a.svg  # the start, best moves marked

use optimal_play::engine::drawing::draw;
use optimal_play::engine::rules::{Limits, Outcome, Rules, walk};
use optimal_play::erased::write_walkthrough_with_positions as explain;
use optimal_play::erased::{SessionOptions, new_session, walkthrough};
use optimal_play::games::own_game::OwnGame;
use std::convert::Infallible;
use std::io::{self, BufRead};

/// A board is the cells of X and the cells of O, as bits; a move is a cell.
struct TicTacToe;
const LINES: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124]; // as cells

impl Rules for TicTacToe {
    type Position = [u16; 2];
    type Move = u16;
    type Error = Infallible;
    fn start(&self) -> Result<[u16; 2], Infallible> {
        Ok([0, 0])
    }
    fn moves(&self, &[x, o]: &[u16; 2]) -> Result<Vec<u16>, Infallible> {
        Ok((0..9).filter(|&cell| (x | o) >> cell & 1 == 0).collect())
    }
    fn play(&self, &[x, o]: &[u16; 2], &cell: &u16) -> Result<[u16; 2], Infallible> {
        let mut next = [x, o];
        next[(x | o).count_ones() as usize % 2] |= 1 << cell; // X moves on even counts
        Ok(next)
    }
    fn outcome(&self, &[x, o]: &[u16; 2]) -> Result<Option<Outcome>, Infallible> {
        let made = |line: &u16| x & line == *line || o & line == *line;
        Ok(if LINES.iter().any(made) {
            Some(Outcome::Loss) // the last move made a line: the player to move has lost
        } else {
            (x | o == 0o777).then_some(Outcome::Draw)
        })
    }
    fn grid(&self, &[x, o]: &[u16; 2]) -> Result<Option<Vec<Vec<String>>>, Infallible> {
        let sign = |c: u16| [".", "X", "O"][(x >> c & 1 | (o >> c & 1) << 1) as usize].to_owned();
        let rows = [0, 3, 6].map(|r| vec![sign(r), sign(r + 1), sign(r + 2)]);
        Ok(Some(rows.to_vec()))
    }
    fn move_text(&self, _: &[u16; 2], &cell: &u16) -> Result<String, Infallible> {
        let column = ["a", "b", "c"][cell as usize % 3];
        Ok(format!("{column}{}", 3 - cell / 3)) // a3 is the top left
    }
}

fn main() -> io::Result<()> {
    let solved = walk(&TicTacToe, Limits::default()).expect("5,478 positions");
    let game = OwnGame::new(solved.solve().expect("it always ends"), TicTacToe);
    let mut session = new_session(game.clone(), game.oracle(), SessionOptions::default());
    let walk = walkthrough(&game, &mut game.oracle(), 9);
    match std::env::args().skip(1).collect::<Vec<_>>().as_slice() {
        [play] if play == "play" => {
            let mut lines = io::stdin().lock().lines();
            while let (Some(_), Some(line)) = (session.to_move(), lines.next()) {
                match session.play_text(&line?) {
                    Ok(_) => drop(session.engine_move()),
                    Err(refused) => println!("{refused}"),
                }
                println!("{}\n", session.position_text());
            }
        }
        [svg, path] if svg == "svg" => {
            let best = session.hint().into_iter().filter(|m| m.optimal);
            let marked: Vec<_> = best.filter_map(|m| m.mv.target).collect();
            let (scene, text) = (session.scene(), session.position_text());
            std::fs::write(path, draw(&scene, &session.picture(), &text, &marked))?;
        }
        _ => explain(&game, &walk, &mut io::stdout())?,
    }
    Ok(())
}
