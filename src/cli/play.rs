//! `optimal-play GAME play`: any registered game against the engine, in a
//! terminal or scripted through stdin, written once over [`AnySession`].

use std::io::{self, BufRead, IsTerminal, Write};

use clap::{ArgMatches, Args, FromArgMatches};
use serde_json::json;

use optimal_play::engine::{Player, Scoring, Value};
use optimal_play::erased::{
    AnySession, GameEntry, GameInfo, MoveRefused, ReviewView, SessionOptions, TurnView, describe,
};
use optimal_play::play::{Actor, Opponent};

use super::instance::{InstanceArgs, is_stdin};
use super::progress::Progress;
use super::{CliError, Style};

/// The longest command line read; the rest of a longer one is skipped.
const LINE_LIMIT: usize = 4096;

/// `play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub instance: InstanceArgs,

    /// Your seat: first or second, or the seat's name.
    #[arg(long = "as", id = "seat", value_name = "SEAT", default_value = "first")]
    pub seat: String,

    /// How the engine plays: perfect (always optimal), greedy (the most
    /// points now), random, or skill (optimal with probability --skill).
    #[arg(long, value_parser = ["perfect", "greedy", "random", "skill"], default_value = "perfect")]
    pub opponent: String,

    /// With `--opponent skill`: the chance that each engine move is optimal
    /// (the rest are random).
    #[arg(long, default_value_t = 0.75, value_parser = parse_probability, allow_hyphen_values = true)]
    pub skill: f64,

    /// Seed every random choice. With `--opponent perfect`, a seed also breaks
    /// ties between optimal moves at random; without one, ties go to the
    /// first optimal move.
    #[arg(long)]
    pub seed: Option<u64>,

    /// How events are written: sentences, or one JSON object a line.
    #[arg(long, value_parser = ["text", "json"], default_value = "text")]
    pub format: String,
}

fn parse_probability(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(p) if (0.0..=1.0).contains(&p) => Ok(p),
        _ => Err(format!(
            "expected a probability from 0 to 1, found `{}`",
            text.escape_debug()
        )),
    }
}

/// The long help of `play`, for one game.
pub fn help(info: &GameInfo) -> String {
    format!(
        "\
In a terminal, the position is drawn and a prompt takes a move or a command:
  MOVE        {moves}
  h, hint     what each move is worth from here, and which are optimal
  u, undo     take back your last move (and the engine's replies)
  q, quit     stop, and see the review

Scripted (stdin not a terminal): the same, one per line. With --format json,
each event is one JSON object on its own line (docs/json.md):
  {{\"event\": \"start\", \"game\", \"seat\", \"seats\", \"position\", \"to_move\"}}
  {{\"event\": \"move\", \"number\", \"by\": \"you\"|\"engine\", \"player\", \"move\", \"points\", \"value\", \"best_value\", \"totals\", \"you\", \"engine\", \"position\"}}
  {{\"event\": \"hint\", \"moves\": [{{\"move\", \"value\", \"optimal\"}}, ..]}}
  {{\"event\": \"undo\", \"totals\", \"you\", \"engine\", \"position\"}}
  {{\"event\": \"error\", \"line\", \"message\"}}
  {{\"event\": \"end\", \"finished\", \"you\", \"engine\", \"you_won\", \"drawn\", \"best\", \"mistakes\", \"engine_gifts\"}}
A bad line is reported and the game goes on; the end of the input stops the
game with its review.

Examples:
{examples}",
        moves = info.moves,
        examples = super::text::examples(info)
    )
}

fn seat_of(info: &GameInfo, seat: &str) -> Player {
    let name = |at: usize| info.seats[at].to_lowercase().replace(' ', "-");
    if seat == "second" || seat == name(1) {
        Player::Second
    } else {
        Player::First
    }
}

/// Runs a game against the engine.
pub fn run(
    game: &dyn GameEntry,
    matches: &ArgMatches,
    style: Style,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let args = PlayArgs::from_arg_matches(matches)?;
    let info = game.info();
    if args.instance.inline.is_none() && is_stdin(args.instance.file.as_deref()) {
        return Err(CliError::Usage(format!(
            "name the instance's FILE or give --{}: stdin carries the moves",
            info.inline
        ))
        .into());
    }
    let mut progress = Progress::new(None);
    let rule = super::instance::rule_given(matches);
    let input = super::instance::open_instance(info, &args.instance, rule, &mut progress)?
        .at_most(game.limit(optimal_play::erased::Action::Play));
    let instance = game.read(input, args.instance.layout.as_deref())?;
    drop(progress);
    let opponent = match args.opponent.as_str() {
        "greedy" => Opponent::Greedy,
        "random" => Opponent::Random,
        "skill" => Opponent::Skill(args.skill),
        _ => Opponent::Perfect {
            random_ties: args.seed.is_some(),
        },
    };
    let mut session = instance.session(SessionOptions {
        seat: seat_of(info, &args.seat),
        opponent,
        seed: args.seed,
    })?;
    let interactive = io::stdin().is_terminal();
    let json = args.format == "json";
    let mut screen = Screen {
        out,
        json,
        interactive,
        colour: style.colour,
    };
    screen.start(info, &*session, &args.opponent)?;
    engine_replies(&mut *session, &mut screen)?;

    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut number = 0;
    while session.to_move().is_some() {
        if interactive && !json {
            screen.board(&*session)?;
            write!(
                screen.out,
                "your move ({}; h hint, u undo, q quit)> ",
                session.move_syntax()
            )?;
        }
        screen.out.flush()?;
        let Some(line) = read_line(&mut input, LINE_LIMIT)? else {
            break;
        };
        number += 1;
        let line = match line {
            Line::Text(text) => text,
            Line::NotText => {
                screen.error(number, "this line is not UTF-8 text")?;
                continue;
            }
            Line::TooLong => {
                screen.error(
                    number,
                    &format!("this line is longer than {LINE_LIMIT} bytes: skipped"),
                )?;
                continue;
            }
        };
        let command = line.trim();
        match command.to_ascii_lowercase().as_str() {
            "" => {}
            "h" | "hint" => screen.hint(&mut *session)?,
            "u" | "undo" => {
                if session.undo() {
                    screen.undone(&*session)?;
                } else {
                    screen.error(number, "nothing to undo: you have not moved yet")?;
                }
            }
            "q" | "quit" => break,
            _ => match session.play_text(command) {
                Ok(turn) => {
                    screen.turn(&turn, &*session)?;
                    engine_replies(&mut *session, &mut screen)?;
                }
                Err(MoveRefused::Unreadable(error)) => screen.error(number, &error.to_string())?,
                Err(MoveRefused::Refused(error)) => screen.error(number, &error.to_string())?,
            },
        }
    }
    let review = session.review();
    screen.review(&*session, &review)?;
    Ok(())
}

enum Line {
    Text(String),
    NotText,
    TooLong,
}

/// Reads one line of at most `limit` bytes; a longer line is consumed and
/// reported, never held. `None` at the end of the input.
fn read_line(input: &mut dyn BufRead, limit: usize) -> io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let mut too_long = false;
    let mut any = false;
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            break;
        }
        any = true;
        let (chunk, done) = match buffer.iter().position(|&b| b == b'\n') {
            Some(at) => (&buffer[..at], Some(at + 1)),
            None => (buffer, None),
        };
        if bytes.len() + chunk.len() > limit {
            too_long = true;
        } else {
            bytes.extend_from_slice(chunk);
        }
        let used = done.unwrap_or(buffer.len());
        input.consume(used);
        if done.is_some() {
            break;
        }
    }
    if !any {
        return Ok(None);
    }
    if too_long {
        return Ok(Some(Line::TooLong));
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(match String::from_utf8(bytes) {
        Ok(text) => Line::Text(text),
        Err(_) => Line::NotText,
    }))
}

fn engine_replies(session: &mut dyn AnySession, screen: &mut Screen<'_>) -> io::Result<()> {
    while let Some(turn) = session.engine_move() {
        screen.turn(&turn, session)?;
    }
    Ok(())
}

/// Where the game is shown: sentences or JSON events, a board and a prompt in
/// a terminal.
struct Screen<'a> {
    out: &'a mut dyn Write,
    json: bool,
    interactive: bool,
    colour: bool,
}

fn actor(by: Option<Actor>) -> serde_json::Value {
    match by {
        Some(Actor::You) => json!("you"),
        Some(Actor::Engine) => json!("engine"),
        None => serde_json::Value::Null,
    }
}

impl Screen<'_> {
    fn event(&mut self, value: serde_json::Value) -> io::Result<()> {
        serde_json::to_writer(&mut *self.out, &value)?;
        writeln!(self.out)
    }

    fn start(
        &mut self,
        info: &GameInfo,
        session: &dyn AnySession,
        opponent: &str,
    ) -> io::Result<()> {
        let seat = session.seat();
        if self.json {
            return self.event(json!({
                "event": "start",
                "game": info.name,
                "seat": seat.number(),
                "seats": info.seats,
                "instance": session.instance_json(),
                "position": session.position_json(),
                "to_move": actor(session.to_move()),
            }));
        }
        if !self.interactive {
            return Ok(());
        }
        let opponent = match opponent {
            "greedy" => "a greedy opponent",
            "random" => "an opponent who plays at random",
            "skill" => "an opponent who plays well, most of the time",
            _ => "a perfect opponent",
        };
        let order = match seat {
            Player::First => "first",
            Player::Second => "second",
        };
        writeln!(
            self.out,
            "{}: you are {} and move {order}, against {opponent}.",
            info.title,
            session.player_name(seat)
        )?;
        writeln!(self.out, "{}", info.rules)?;
        writeln!(self.out)
    }

    fn board(&mut self, session: &dyn AnySession) -> io::Result<()> {
        writeln!(self.out)?;
        let picture = session.position_text();
        for line in picture.lines() {
            let line = if self.colour {
                paint_ends(line)
            } else {
                line.to_owned()
            };
            writeln!(self.out, "  {line}")?;
        }
        if let Some(standing) = session.standing() {
            writeln!(self.out, "  {standing}")?;
        }
        Ok(())
    }

    fn turn(&mut self, turn: &TurnView, session: &dyn AnySession) -> io::Result<()> {
        if self.json {
            let seat = session.seat();
            return self.event(json!({
                "event": "move",
                "number": turn.number,
                "by": actor(Some(turn.by)),
                "player": turn.player.number(),
                "move": turn.mv,
                "points": turn.points,
                "value": turn.value,
                "best_value": turn.best_value,
                "totals": turn.totals,
                "you": turn.totals[seat.index()],
                "engine": turn.totals[seat.other().index()],
                "position": session.position_json(),
            }));
        }
        let who = match turn.by {
            Actor::You => "you",
            Actor::Engine => "the engine",
        };
        let standing = session
            .standing()
            .map(|s| format!(" ({s})"))
            .unwrap_or_default();
        let description = match turn.by {
            Actor::You => turn.mv.description.clone(),
            Actor::Engine => third_person(&turn.mv.description),
        };
        writeln!(self.out, "{who} {description}{standing}")
    }

    fn hint(&mut self, session: &mut dyn AnySession) -> io::Result<()> {
        let moves = session.hint();
        if self.json {
            return self.event(json!({"event": "hint", "moves": moves}));
        }
        const SHOWN: usize = 8;
        let parts: Vec<String> = moves
            .iter()
            .take(SHOWN)
            .map(|choice| {
                let mark = if choice.optimal { " (optimal)" } else { "" };
                let words = session
                    .value_words(choice.value)
                    .map(|words| format!("{words} from here"))
                    .unwrap_or_else(|| outlook(choice.value));
                format!("{}: {words}{mark}", choice.mv.description)
            })
            .collect();
        let more = moves.len().saturating_sub(SHOWN);
        let tail = if more > 0 {
            format!("; and {more} more, no better")
        } else {
            String::new()
        };
        writeln!(
            self.out,
            "hint: with best play from here, {}{tail}",
            parts.join("; ")
        )
    }

    fn undone(&mut self, session: &dyn AnySession) -> io::Result<()> {
        if self.json {
            let totals = session.totals();
            let seat = session.seat();
            return self.event(json!({
                "event": "undo",
                "totals": totals,
                "you": totals[seat.index()],
                "engine": totals[seat.other().index()],
                "position": session.position_json(),
            }));
        }
        let standing = session
            .standing()
            .map(|s| format!(" ({s})"))
            .unwrap_or_default();
        writeln!(
            self.out,
            "taken back: your last move and the engine's replies{standing}"
        )
    }

    fn error(&mut self, line: usize, message: &str) -> io::Result<()> {
        if self.json {
            return self.event(json!({"event": "error", "line": line, "message": message}));
        }
        if self.interactive {
            writeln!(self.out, "{message}")
        } else {
            let _ = writeln!(io::stderr(), "optimal-play: stdin: line {line}: {message}");
            Ok(())
        }
    }

    fn review(&mut self, session: &dyn AnySession, review: &ReviewView) -> io::Result<()> {
        if self.json {
            let event = serde_json::to_value(review).map_err(io::Error::from)?;
            let mut ordered = serde_json::Map::new();
            ordered.insert("event".to_owned(), json!("end"));
            for (key, value) in event.as_object().expect("a review is an object") {
                ordered.insert(key.clone(), value.clone());
            }
            return self.event(serde_json::Value::Object(ordered));
        }
        writeln!(self.out)?;
        let moves_made = session.moves_made();
        let state = if review.finished {
            "game over"
        } else {
            "game stopped"
        };
        let verdict = match (session.scoring(), review.you_won) {
            _ if review.drawn => "the position came back: a draw".to_owned(),
            (Scoring::LastMoveWins, Some(true)) if session.loopy() => "you win".to_owned(),
            (Scoring::LastMoveWins, Some(false)) if session.loopy() => "the engine wins".to_owned(),
            // Who made the last move: the winner in normal play, the loser
            // in a misère game.
            (Scoring::LastMoveWins, Some(won)) => {
                let last = match session.last_turn().map(|turn| turn.by) {
                    Some(Actor::You) => "you made the last move: ",
                    Some(Actor::Engine) => "the engine made the last move: ",
                    None => "",
                };
                let winner = if won { "you win" } else { "the engine wins" };
                format!("{last}{winner}")
            }
            (Scoring::LastMoveWins, None) => "no winner yet".to_owned(),
            // A game of points that ended by going round for ever, which
            // the game scores as a win (AtCoder ABC261 Ex's INFINITY).
            (Scoring::Points, Some(true)) => {
                "the position came back: the game never ends, and you win".to_owned()
            }
            (Scoring::Points, Some(false)) => {
                "the position came back: the game never ends, and the engine wins".to_owned()
            }
            (Scoring::Points, _) if moves_made == 0 => "no moves were made".to_owned(),
            (Scoring::Points, _) => {
                let margin = review.you - review.engine;
                let points = if margin > 0 {
                    format!("you lead by {}", count_points(margin))
                } else if margin < 0 {
                    format!("the engine leads by {}", count_points(-margin))
                } else {
                    "level".to_owned()
                };
                match (review.finished, margin) {
                    (true, m) if m > 0 => format!("you win by {}", count_points(m)),
                    (true, m) if m < 0 => format!("the engine wins by {}", count_points(-m)),
                    (true, _) => "a tie".to_owned(),
                    (false, _) => points,
                }
            }
        };
        match session.standing() {
            Some(standing) => writeln!(self.out, "{state}: {standing} ({verdict})")?,
            None => writeln!(self.out, "{state}: {verdict}")?,
        }
        writeln!(
            self.out,
            "from the start, the best you could reach against perfect play was {}",
            session
                .value_words(review.best)
                .map(|words| format!("that {words}"))
                .unwrap_or_else(|| best_words(review.best))
        )?;
        if review.mistakes.is_empty() {
            writeln!(self.out, "no mistakes")?;
        } else {
            writeln!(self.out, "mistakes:")?;
            for mistake in &review.mistakes {
                let cost = match mistake.regret {
                    Some(points) => format!("was better by {}", count_points(points)),
                    None if mistake.handed_over_the_win => {
                        "would have kept the win; this move handed it over".to_owned()
                    }
                    None if mistake.gave_away_a_draw => {
                        "would have kept the draw; this move gave it away".to_owned()
                    }
                    None => format!(
                        "was better ({} rather than {})",
                        describe(mistake.best_value),
                        describe(mistake.value)
                    ),
                };
                writeln!(
                    self.out,
                    "  move {}: you played `{}` ({}); `{}` ({}) {cost}",
                    mistake.number,
                    mistake.played.text,
                    mistake.played.description,
                    mistake.better.text,
                    mistake.better.description,
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

/// "take 9 from the left" → "takes 9 from the left".
fn third_person(description: &str) -> String {
    let (verb, rest) = description.split_once(' ').unwrap_or((description, ""));
    let verb = match verb {
        "take" => "takes".to_owned(),
        "build" => "builds".to_owned(),
        "stop" => "stops".to_owned(),
        "step" => "steps".to_owned(),
        "start" => "starts".to_owned(),
        other => format!("plays {other}"),
    };
    if rest.is_empty() {
        verb
    } else {
        format!("{verb} {rest}")
    }
}

/// What a value means for the mover from here, in words.
fn outlook(value: Value) -> String {
    match value {
        Value::Margin(m) if m > 0 => format!("you finish {} ahead on the rest", count_points(m)),
        Value::Margin(m) if m < 0 => format!("you finish {} behind on the rest", count_points(-m)),
        Value::Margin(_) => "the rest is a tie".to_owned(),
        other => describe(other),
    }
}

fn best_words(value: Value) -> String {
    match value {
        Value::Margin(m) => format!("a margin of {m}"),
        other => describe(other),
    }
}

fn count_points(n: i128) -> String {
    if n == 1 {
        "1 point".to_owned()
    } else {
        format!("{n} points")
    }
}

/// Colours the bracketed ends of a drawn row.
fn paint_ends(line: &str) -> String {
    use anstyle::{AnsiColor, Style};
    let end = Style::new().bold().fg_color(Some(AnsiColor::Green.into()));
    let mut painted = String::new();
    let mut rest = line;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find(']') else {
            break;
        };
        painted.push_str(&rest[..open]);
        painted.push_str(&format!("{end}{}{end:#}", &rest[open..=open + close]));
        rest = &rest[open + close + 1..];
    }
    painted.push_str(rest);
    painted
}
