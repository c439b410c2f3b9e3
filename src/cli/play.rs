//! `optimal-play GAME play`: any registered game against the engine, in a
//! terminal or scripted through stdin, written once over [`AnySession`].

use std::io::{self, BufRead, IsTerminal, Write};

use clap::{ArgMatches, Args, FromArgMatches};
use serde_json::json;

use optimal_play::engine::{Player, Value};
use optimal_play::erased::{
    AnySession, GameEntry, GameInfo, MoveRefused, ReviewView, SessionOptions, TurnView, describe,
};
use optimal_play::play::{Actor, HARMLESS_MOVES_AT_ONCE, Opponent};

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

    /// How the engine plays, from the hardest: perfect (always optimal),
    /// strong (optimal three times in four), random, coach (perfect, but
    /// gives back what your mistakes lost); or greedy (the most points
    /// now), or skill (optimal with probability --skill).
    #[arg(long, value_parser = ["perfect", "strong", "random", "coach", "greedy", "skill"], default_value = "perfect")]
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

    /// Show the theory on the board (Grundy values, an XOR), which gives
    /// the answer away; `theory` during the game turns it on and off.
    #[arg(long)]
    pub theory: bool,

    /// Replay these moves first: a file a game's `save` wrote, or any list
    /// of moves one a line (`#` starts a comment), the engine's moves among
    /// them; the game goes on from there.
    #[arg(long, value_name = "FILE")]
    pub replay: Option<std::path::PathBuf>,
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
  redo        play again what undo took back
  k, harmless play for you every move that loses nothing while the turn
              stays yours (the wall game's Eel: every harmless wall)
  theory      show or hide the theory on the board (--theory)
  save FILE   write the moves played so far to FILE, for --replay FILE
  q, quit     stop, and see the review

Scripted (stdin not a terminal): the same, one per line. With --format json,
each event is one JSON object on its own line (docs/json.md):
  {{\"event\": \"start\", \"game\", \"seat\", \"seats\", \"position\", \"to_move\"}}
  {{\"event\": \"move\", \"number\", \"by\": \"you\"|\"engine\", \"player\", \"move\", \"points\", \"value\", \"best_value\", \"totals\", \"you\", \"engine\", \"position\"}}
  {{\"event\": \"hint\", \"moves\": [{{\"move\", \"value\", \"optimal\"}}, ..]}}
  {{\"event\": \"undo\", \"totals\", \"you\", \"engine\", \"position\"}}
  {{\"event\": \"redo\", \"totals\", \"you\", \"engine\", \"position\"}}
  {{\"event\": \"harmless\", \"moves\"}} (after a move event for each)
  {{\"event\": \"saved\", \"file\", \"moves\"}}
  {{\"event\": \"error\", \"line\", \"message\"}}
  {{\"event\": \"end\", \"finished\", \"you\", \"engine\", \"you_won\", \"drawn\", \"by_points\", \"best\", \"mistakes\", \"engine_gifts\"}}
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
    let skill = (args.opponent == "skill").then_some(args.skill);
    let opponent =
        Opponent::named(&args.opponent, skill, args.seed.is_some()).map_err(CliError::Usage)?;
    let options = SessionOptions {
        seat: seat_of(info, &args.seat),
        opponent,
        seed: args.seed,
    };
    let replayed = match &args.replay {
        Some(path) => {
            let (shown, moves) = read_moves(path)?;
            // Replayed once on a session of its own, with nothing shown, so
            // that a bad move is an error before any output.
            let mut check = instance.session(options)?;
            let mut nowhere = Screen {
                out: &mut io::sink(),
                json: true,
                interactive: false,
                colour: false,
                theory: false,
            };
            replay(&mut *check, &mut nowhere, &shown, &moves)?;
            Some((shown, moves))
        }
        None => None,
    };
    let mut session = instance.session(options)?;
    let interactive = io::stdin().is_terminal();
    let json = args.format == "json";
    let mut screen = Screen {
        out,
        json,
        interactive,
        colour: style.colour,
        theory: args.theory,
    };
    screen.start(info, &*session, &args.opponent)?;
    if let Some((path, moves)) = &replayed {
        replay(&mut *session, &mut screen, path, moves)?;
    }
    engine_replies(&mut *session, &mut screen)?;

    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut number = 0;
    while session.to_move().is_some() {
        if interactive && !json {
            screen.board(&*session)?;
            let example = (session.first_moves(1).0.first())
                .map(|mv| format!("e.g. {}; ", mv.text))
                .unwrap_or_default();
            let harmless = if session.moves_again() {
                "k harmless, "
            } else {
                ""
            };
            write!(
                screen.out,
                "your move ({example}h hint, u undo, redo, {harmless}q quit)> "
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
            "redo" => {
                if session.redo() > 0 {
                    screen.redone(&*session)?;
                } else {
                    screen.error(number, "nothing to redo: undo has taken nothing back")?;
                }
            }
            "k" | "harmless" => {
                let mut played = 0;
                while played < HARMLESS_MOVES_AT_ONCE {
                    let Some(turn) = session.play_harmless() else {
                        break;
                    };
                    played += 1;
                    if screen.json {
                        screen.turn(&turn, &*session)?;
                    }
                }
                screen.harmless(played)?;
            }
            "theory" => screen.theory = !screen.theory,
            "q" | "quit" => break,
            "save" => screen.error(number, "save needs a file: `save FILE`")?,
            _ if command.starts_with("save ") => {
                let path = command["save ".len()..].trim();
                match save_moves(std::path::Path::new(path), info, &*session) {
                    Ok(()) => screen.saved(path, session.moves_made())?,
                    Err(error) => {
                        screen.error(number, &format!("cannot save to {path}: {error}"))?
                    }
                }
            }
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

/// Reads a list of moves: one a line, blank lines and `#` comments left
/// out (a comment may follow a move). Returns the path as written and each
/// move with its line number.
fn read_moves(path: &std::path::Path) -> anyhow::Result<(String, Vec<(usize, String)>)> {
    let shown = path.display().to_string();
    let bytes = std::fs::read(path)
        .map_err(|error| anyhow::anyhow!("{shown}: cannot read the moves: {error}"))?;
    let text = String::from_utf8(bytes)
        .map_err(|_| CliError::Usage(format!("{shown}: the moves are not UTF-8 text")))?;
    let moves = text
        .lines()
        .enumerate()
        .filter_map(|(at, line)| {
            let mv = line.split('#').next().unwrap_or("").trim();
            (!mv.is_empty()).then(|| (at + 1, mv.to_owned()))
        })
        .collect();
    Ok((shown, moves))
}

/// Plays `moves` in order, each for whoever is to move: a move the game
/// cannot read or refuses stops with its line, before anything is played
/// from stdin.
fn replay(
    session: &mut dyn AnySession,
    screen: &mut Screen<'_>,
    path: &str,
    moves: &[(usize, String)],
) -> anyhow::Result<()> {
    for (line, text) in moves {
        let turn = session.replay_text(text).map_err(|error| {
            let error = match error {
                MoveRefused::Unreadable(error) => error.to_string(),
                MoveRefused::Refused(error) => error.to_string(),
            };
            CliError::Usage(format!("{path}: line {line}: `{text}`: {error}"))
        })?;
        screen.turn(&turn, session)?;
    }
    Ok(())
}

/// Writes every move played so far to `path`, one a line, the engine's
/// marked by a comment: `--replay` replays it.
fn save_moves(path: &std::path::Path, info: &GameInfo, session: &dyn AnySession) -> io::Result<()> {
    let mut text = format!(
        "# optimal-play {} play, you {}: every move in order; replay with --replay FILE\n",
        info.name,
        match session.seat() {
            Player::First => "first",
            Player::Second => "second",
        }
    );
    for turn in session.history() {
        let by = match turn.by {
            Actor::You => "you",
            Actor::Engine => "engine",
        };
        text.push_str(&format!(
            "{:<16} # {by}: {}\n",
            turn.mv.text, turn.mv.description
        ));
    }
    std::fs::write(path, text)
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
    /// Whether the board shows the theory (Grundy values, an XOR).
    theory: bool,
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
            "skill" | "strong" => "an opponent who plays well, most of the time",
            "coach" => "a coach, who plays perfectly but gives back what a mistake of yours loses",
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
        let picture = if self.theory {
            session.position_text()
        } else {
            session.position_text_plain()
        };
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
            Actor::Engine => optimal_play::words::third_person(&turn.mv.description),
        };
        writeln!(self.out, "{who} {description}{standing}")
    }

    fn hint(&mut self, session: &mut dyn AnySession) -> io::Result<()> {
        let moves = session.hint();
        if self.json {
            return self.event(json!({"event": "hint", "moves": moves}));
        }
        // The best moves first, a line each: every optimal move up to
        // five, then the next best, so a hint is a short list.
        const SHOWN: usize = 5;
        let optimal = moves.iter().filter(|choice| choice.optimal).count();
        writeln!(
            self.out,
            "hint: {} with best play from here, best first:",
            match optimal {
                1 => "1 optimal move".to_owned(),
                n => format!("{n} optimal moves"),
            }
        )?;
        for choice in moves.iter().take(SHOWN) {
            let mark = if choice.optimal { "✓" } else { " " };
            let words = session
                .value_words(choice.value)
                .map(|words| format!("{words} from here"))
                .unwrap_or_else(|| outlook(choice.value));
            writeln!(
                self.out,
                "  {mark} {:<12} {}: {words}",
                choice.mv.text, choice.mv.description
            )?;
        }
        let more = moves.len().saturating_sub(SHOWN);
        if more > 0 {
            writeln!(self.out, "  and {more} more, no better")?;
        }
        Ok(())
    }

    fn redone(&mut self, session: &dyn AnySession) -> io::Result<()> {
        self.went_back_or_on(
            "redo",
            "played again: your move and the engine's replies",
            session,
        )
    }

    /// How many harmless moves were played for the person.
    fn harmless(&mut self, moves: usize) -> io::Result<()> {
        if self.json {
            return self.event(json!({"event": "harmless", "moves": moves}));
        }
        match moves {
            0 => writeln!(
                self.out,
                "nothing harmless to play: each move of yours passes the turn or loses value"
            ),
            1 => writeln!(self.out, "played 1 harmless move for you"),
            _ => writeln!(
                self.out,
                "played {moves} harmless moves for you, each keeping your value; the rest is yours"
            ),
        }
    }

    fn saved(&mut self, path: &str, moves: usize) -> io::Result<()> {
        if self.json {
            return self.event(json!({"event": "saved", "file": path, "moves": moves}));
        }
        writeln!(self.out, "saved {moves} moves to {path}")
    }

    fn undone(&mut self, session: &dyn AnySession) -> io::Result<()> {
        self.went_back_or_on(
            "undo",
            "taken back: your last move and the engine's replies",
            session,
        )
    }

    /// An undo or a redo: the event with the totals and the position, or
    /// `words` with the standing.
    fn went_back_or_on(
        &mut self,
        event: &str,
        words: &str,
        session: &dyn AnySession,
    ) -> io::Result<()> {
        if self.json {
            let totals = session.totals();
            let seat = session.seat();
            return self.event(json!({
                "event": event,
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
        writeln!(self.out, "{words}{standing}")
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
        let state = if review.finished {
            "game over"
        } else {
            "game stopped"
        };
        let verdict = optimal_play::erased::verdict(session, review);
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
                    "  move {} ({}): you played `{}` ({}); `{}` ({}) {cost}",
                    mistake.number,
                    mistake.grade,
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
        if let Some(accuracy) = accuracy_words(review) {
            writeln!(self.out, "{accuracy}")?;
        }
        Ok(())
    }
}

/// "accuracy: you 80 % (4 of 5 moves best, 1 inaccuracy), the engine 100 %":
/// each side's share of best moves, and how the rest were graded.
fn accuracy_words(review: &ReviewView) -> Option<String> {
    use optimal_play::play::grade::Grade;
    let side = |actor: Actor, name: &str, percent: Option<f64>| {
        let percent = percent?;
        let grades: Vec<Grade> = (review.scorecard.iter())
            .filter(|scored| scored.by == actor)
            .map(|scored| scored.grade)
            .collect();
        let best = grades.iter().filter(|&&grade| grade == Grade::Best).count();
        let mut words = format!("{name} {percent} % ({best} of {} best", grades.len());
        for grade in &Grade::ALL[1..] {
            let count = grades.iter().filter(|&g| g == grade).count();
            if count > 0 {
                let plural = if count == 1 { "" } else { "s" };
                words.push_str(&format!(", {count} {grade}{plural}"));
            }
        }
        words.push(')');
        Some(words)
    };
    let sides: Vec<String> = [
        side(Actor::You, "you", review.accuracy.you),
        side(Actor::Engine, "the engine", review.accuracy.engine),
    ]
    .into_iter()
    .flatten()
    .collect();
    (!sides.is_empty()).then(|| format!("accuracy: {}", sides.join("; ")))
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
