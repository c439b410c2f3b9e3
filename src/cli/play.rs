//! `optimal-play coins play`: the row game against the engine, in a terminal
//! or scripted through stdin.

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;

use anstyle::{AnsiColor, Style};
use clap::{Args, ValueEnum};
use serde::Serialize;
use serde_json::json;

use optimal_play::coins::exhaustive::RowGame;
use optimal_play::coins::{Row, RowOracle, Side};
use optimal_play::engine::Player;
use optimal_play::play::{Actor, Opponent, Review, Session, Turn};

use super::UsageError;

const PLAY_HELP: &str = "\
In a terminal, the row is drawn with its two ends marked, and a prompt takes:
  l, left     take the left end
  r, right    take the right end
  h, hint     what each end is worth from here, and which are optimal
  u, undo     take back your last move (and the engine's reply)
  q, quit     stop, and see the review

Scripted (stdin not a terminal): the same commands, one per line. With
--format json, each event is one JSON object on its own line:
  {\"event\": \"move\", \"by\": \"you\"|\"engine\", \"side\": \"left\"|\"right\", \"value\": .., \"you\": .., \"engine\": ..}
  {\"event\": \"hint\", \"left\": .., \"right\": .., \"best\": [..]}
  {\"event\": \"undo\", \"you\": .., \"engine\": ..}
  {\"event\": \"error\", \"line\": .., \"message\": ..}
  {\"event\": \"end\", \"finished\": true|false, \"you\": .., \"engine\": .., \"best_margin\": .., \"mistakes\": [..], \"engine_gifts\": ..}
A bad line is reported and the game goes on; the end of the input stops the
game with its review.

Examples:
  optimal-play coins play --values 1,3,5,2,9
  optimal-play coins play examples/seed-001.txt --as second --opponent greedy
  printf 'l\\nh\\nr\\n' | optimal-play coins play --values 20,30,2,2 --format json";

#[derive(Debug, Args)]
#[command(after_long_help = PLAY_HELP)]
pub struct PlayArgs {
    /// The row to play: a file (stdin carries the moves).
    #[arg(
        value_name = "FILE",
        conflicts_with = "values",
        required_unless_present = "values"
    )]
    file: Option<PathBuf>,

    /// The row given on the command line, as comma-separated values.
    #[arg(long, value_name = "LIST", allow_hyphen_values = true)]
    values: Option<String>,

    /// Your seat.
    #[arg(long = "as", value_enum, value_name = "SEAT", default_value_t = Seat::First)]
    seat: Seat,

    /// How the engine plays.
    #[arg(long, value_enum, default_value_t = OpponentChoice::Perfect)]
    opponent: OpponentChoice,

    /// With `--opponent skill`: the chance that each engine move is optimal
    /// (the rest are random).
    #[arg(long, default_value_t = 0.75, value_parser = parse_probability)]
    skill: f64,

    /// Seed every random choice. With `--opponent perfect`, a seed also breaks
    /// ties between optimal moves at random; without one, ties go left.
    #[arg(long)]
    seed: Option<u64>,

    /// How events are written.
    #[arg(long, value_enum, default_value_t = EventFormat::Text)]
    format: EventFormat,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum Seat {
    /// Move first.
    First,
    /// Move second.
    Second,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
enum OpponentChoice {
    /// Always an optimal move.
    Perfect,
    /// The larger end, the left on a tie.
    Greedy,
    /// A random end.
    Random,
    /// An optimal move with probability --skill, else a random one.
    Skill,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum EventFormat {
    /// Sentences for people.
    Text,
    /// One JSON object per event, one per line.
    Json,
}

fn parse_probability(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(p) if (0.0..=1.0).contains(&p) => Ok(p),
        _ => Err(format!(
            "expected a probability from 0 to 1, found `{text}`"
        )),
    }
}

/// A line of input, understood.
enum Command {
    Take(Side),
    Hint,
    Undo,
    Quit,
    Blank,
}

fn parse_command(line: &str) -> Result<Command, String> {
    match line.trim().to_ascii_lowercase().as_str() {
        "l" | "left" => Ok(Command::Take(Side::Left)),
        "r" | "right" => Ok(Command::Take(Side::Right)),
        "h" | "hint" => Ok(Command::Hint),
        "u" | "undo" => Ok(Command::Undo),
        "q" | "quit" => Ok(Command::Quit),
        "" => Ok(Command::Blank),
        other => Err(format!(
            "unknown command `{}`: expected l (left), r (right), h (hint), u (undo) or q (quit)",
            other.escape_debug()
        )),
    }
}

type RowSession<'a> = Session<'a, RowGame<'a>, RowOracle<'a>>;

pub fn run(args: PlayArgs, out: &mut dyn Write) -> anyhow::Result<()> {
    let row = match (&args.values, &args.file) {
        (Some(list), _) => {
            use anyhow::Context;
            Row::parse_list(list).context("--values")?
        }
        (None, Some(path)) if path.as_os_str() != "-" => super::coins::read_row_file(path)?,
        _ => {
            return Err(UsageError(
                "name the row's FILE or give --values: stdin carries the moves".to_owned(),
            )
            .into());
        }
    };
    if row.is_empty() {
        return Err(UsageError("the row is empty: there is nothing to play".to_owned()).into());
    }
    let opponent = match args.opponent {
        OpponentChoice::Perfect => Opponent::Perfect {
            random_ties: args.seed.is_some(),
        },
        OpponentChoice::Greedy => Opponent::Greedy,
        OpponentChoice::Random => Opponent::Random,
        OpponentChoice::Skill => Opponent::Skill(args.skill),
    };
    let seat = match args.seat {
        Seat::First => Player::First,
        Seat::Second => Player::Second,
    };
    let values = row.values();
    let game = RowGame::new(values);
    let mut session = Session::new(
        &game,
        RowOracle::new(values),
        game.start(),
        seat,
        opponent,
        args.seed,
    );

    let interactive = io::stdin().is_terminal();
    let colour = super::colour_on_stdout();
    let mut screen = Screen {
        out,
        values,
        json: args.format == EventFormat::Json,
        interactive,
        colour,
    };
    screen.intro(&session, args.opponent)?;
    engine_replies(&mut session, &mut screen)?;

    let stdin = io::stdin();
    let mut lines = stdin.lock().lines();
    let mut number = 0;
    while !session.is_over() {
        if interactive && args.format == EventFormat::Text {
            screen.board(&session)?;
            screen.prompt()?;
        }
        screen.out.flush()?;
        let Some(line) = lines.next() else { break };
        let line = line?;
        number += 1;
        match parse_command(&line) {
            Ok(Command::Take(side)) => match session.play(side).cloned() {
                Ok(turn) => {
                    screen.turn(&turn, &session)?;
                    engine_replies(&mut session, &mut screen)?;
                }
                Err(error) => screen.error(number, &error.to_string())?,
            },
            Ok(Command::Hint) => screen.hint(&mut session)?,
            Ok(Command::Undo) => {
                if session.undo() {
                    screen.undone(&session)?;
                } else {
                    screen.error(number, "nothing to undo: you have not moved yet")?;
                }
            }
            Ok(Command::Quit) => break,
            Ok(Command::Blank) => {}
            Err(message) => screen.error(number, &message)?,
        }
    }
    let review = session.review();
    screen.review(&review)?;
    Ok(())
}

fn engine_replies(session: &mut RowSession<'_>, screen: &mut Screen<'_>) -> io::Result<()> {
    while let Some(turn) = session.engine_move() {
        let turn = turn.clone();
        screen.turn(&turn, session)?;
    }
    Ok(())
}

/// Where the game is shown: sentences or JSON events, a board and a prompt in
/// a terminal.
struct Screen<'a> {
    out: &'a mut dyn Write,
    values: &'a [i64],
    json: bool,
    interactive: bool,
    colour: bool,
}

#[derive(Serialize)]
struct MistakeJson {
    #[serde(rename = "move")]
    number: usize,
    played: Side,
    better: Side,
    regret: i128,
}

impl Screen<'_> {
    fn event(&mut self, value: serde_json::Value) -> io::Result<()> {
        serde_json::to_writer(&mut *self.out, &value)?;
        writeln!(self.out)
    }

    fn paint(&self, style: Style, text: &str) -> String {
        if self.colour {
            format!("{style}{text}{style:#}")
        } else {
            text.to_owned()
        }
    }

    fn intro(&mut self, session: &RowSession<'_>, opponent: OpponentChoice) -> io::Result<()> {
        if self.json || !self.interactive {
            return Ok(());
        }
        let seat = match session.seat() {
            Player::First => "first",
            Player::Second => "second",
        };
        let opponent = match opponent {
            OpponentChoice::Perfect => "a perfect opponent",
            OpponentChoice::Greedy => "a greedy opponent",
            OpponentChoice::Random => "an opponent who plays at random",
            OpponentChoice::Skill => "an opponent who plays well, most of the time",
        };
        writeln!(
            self.out,
            "The row game: you move {seat}, against {opponent}."
        )?;
        writeln!(
            self.out,
            "Take a value from either end of the row; the larger total wins."
        )?;
        writeln!(self.out)
    }

    fn board(&mut self, session: &RowSession<'_>) -> io::Result<()> {
        let (i, j) = *session.position();
        let segment = &self.values[i..j];
        const SHOWN: usize = 8;
        let end = Style::new().bold().fg_color(Some(AnsiColor::Green.into()));
        let mut cells: Vec<String> = Vec::new();
        let push = |at: usize, cells: &mut Vec<String>| {
            let text = segment[at].to_string();
            cells.push(if at == 0 || at + 1 == segment.len() {
                self.paint(end, &format!("[{text}]"))
            } else {
                text
            });
        };
        if segment.len() <= 2 * SHOWN + 1 {
            for at in 0..segment.len() {
                push(at, &mut cells);
            }
        } else {
            for at in 0..SHOWN {
                push(at, &mut cells);
            }
            cells.push(format!("… {} more …", segment.len() - 2 * SHOWN));
            for at in segment.len() - SHOWN..segment.len() {
                push(at, &mut cells);
            }
        }
        let (you, engine) = session.scores();
        writeln!(self.out)?;
        writeln!(
            self.out,
            "  left {} right    ({} left)",
            cells.join(" "),
            count(segment.len(), "value")
        )?;
        writeln!(self.out, "  you {you}, engine {engine}")
    }

    fn prompt(&mut self) -> io::Result<()> {
        write!(self.out, "your move (l/r, h hint, u undo, q quit)> ")
    }

    fn turn(&mut self, turn: &Turn<RowGame<'_>>, session: &RowSession<'_>) -> io::Result<()> {
        let value = self.values[match turn.mv {
            Side::Left => turn.before.0,
            Side::Right => turn.before.1 - 1,
        }];
        let (you, engine) = session.scores();
        if self.json {
            let by = match turn.by {
                Actor::You => "you",
                Actor::Engine => "engine",
            };
            return self.event(json!({
                "event": "move", "by": by, "side": turn.mv, "value": value, "you": you, "engine": engine
            }));
        }
        let who = match turn.by {
            Actor::You => "you take",
            Actor::Engine => "the engine takes",
        };
        writeln!(
            self.out,
            "{who} {value} from the {} (you {you}, engine {engine})",
            turn.mv
        )
    }

    fn hint(&mut self, session: &mut RowSession<'_>) -> io::Result<()> {
        let values = session.hint();
        let (i, j) = *session.position();
        let of = |side: Side| {
            values
                .iter()
                .find(|(s, _)| *s == side)
                .map_or(0, |&(_, v)| v)
        };
        let (left, right) = (of(Side::Left), of(Side::Right));
        let best_value = left.max(right);
        let best: Vec<Side> = [Side::Left, Side::Right]
            .into_iter()
            .filter(|&side| of(side) == best_value)
            .collect();
        if self.json {
            return self
                .event(json!({"event": "hint", "left": left, "right": right, "best": best}));
        }
        let advice = match best.as_slice() {
            [side] => {
                let value = self.values[if *side == Side::Left { i } else { j - 1 }];
                format!("take the {side} ({value})")
            }
            _ => "both ends are optimal".to_owned(),
        };
        writeln!(
            self.out,
            "hint: with best play from here, taking the left ({}) {}; the right ({}) {}: {advice}",
            self.values[i],
            outcome_of_rest(left),
            self.values[j - 1],
            outcome_of_rest(right)
        )
    }

    fn undone(&mut self, session: &RowSession<'_>) -> io::Result<()> {
        let (you, engine) = session.scores();
        if self.json {
            return self.event(json!({"event": "undo", "you": you, "engine": engine}));
        }
        writeln!(
            self.out,
            "taken back: your last move and the engine's reply (you {you}, engine {engine})"
        )
    }

    fn error(&mut self, line: usize, message: &str) -> io::Result<()> {
        if self.json {
            return self.event(json!({"event": "error", "line": line, "message": message}));
        }
        if self.interactive {
            writeln!(self.out, "{message}")
        } else {
            eprintln!("optimal-play: stdin: line {line}: {message}");
            Ok(())
        }
    }

    fn review(&mut self, review: &Review<(usize, usize), Side>) -> io::Result<()> {
        if self.json {
            let mistakes: Vec<MistakeJson> = review
                .mistakes
                .iter()
                .map(|m| MistakeJson {
                    number: m.number,
                    played: m.played,
                    better: m.better,
                    regret: m.regret,
                })
                .collect();
            return self.event(json!({
                "event": "end",
                "finished": review.finished,
                "you": review.you,
                "engine": review.engine,
                "best_margin": review.best_margin,
                "mistakes": mistakes,
                "engine_gifts": review.engine_gifts,
            }));
        }
        writeln!(self.out)?;
        let margin = review.you - review.engine;
        let verdict = match margin {
            m if m > 0 => format!("you win by {m}"),
            m if m < 0 => format!("the engine wins by {}", -m),
            _ => "a draw".to_owned(),
        };
        let state = if review.finished {
            "game over"
        } else {
            "game stopped"
        };
        writeln!(
            self.out,
            "{state}: you {}, engine {} ({verdict})",
            review.you, review.engine
        )?;
        writeln!(
            self.out,
            "from the start, the best margin you could reach against perfect play was {}",
            review.best_margin
        )?;
        if review.mistakes.is_empty() {
            writeln!(self.out, "no mistakes")?;
        } else {
            writeln!(self.out, "mistakes:")?;
            for mistake in &review.mistakes {
                let (i, j) = mistake.before;
                let value = |side: Side| self.values[if side == Side::Left { i } else { j - 1 }];
                writeln!(
                    self.out,
                    "  move {}: you took {} from the {}; {} from the {} was better by {}",
                    mistake.number,
                    value(mistake.played),
                    mistake.played,
                    value(mistake.better),
                    mistake.better,
                    count_points(mistake.regret)
                )?;
            }
        }
        if review.engine_gifts > 0 {
            writeln!(
                self.out,
                "the engine's own mistakes gave you {}",
                count_points(review.engine_gifts)
            )?;
        }
        Ok(())
    }
}

/// What a margin over the values left means for the mover, in words.
fn outcome_of_rest(margin: i128) -> String {
    match margin {
        m if m > 0 => format!("wins you the rest of the row by {}", count_points(m)),
        m if m < 0 => format!("loses you the rest of the row by {}", count_points(-m)),
        _ => "ties the rest of the row".to_owned(),
    }
}

fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

fn count_points(n: i128) -> String {
    if n == 1 {
        "1 point".to_owned()
    } else {
        format!("{n} points")
    }
}
