//! [`Entry`]: the one adapter from a typed [`Plugin`] to the erased
//! [`GameEntry`] every front end uses. Reading, refusing, answering,
//! sessions, the walkthrough and the conformance checks are written here
//! once, for every plugin.

use std::io::Write;

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Answered, Draw, How, Named, Pictures, Plugin, Size, Solves, Streams, Tables};
use crate::engine::Game;
use crate::erased::{
    self, Action, AnySession, Capabilities, Error, Extra, GameEntry, GameInfo, GenerateOptions,
    Input, Instance, SessionOptions, SolveOptions,
};
use crate::input::Limit;

/// A [`Plugin`] as a registered game, with the capabilities declared for
/// it.
///
/// ```
/// use optimal_play::erased::{GameEntry, Input, SolveOptions};
/// use optimal_play::games::wythoff::Wythoff;
/// use optimal_play::plugin::Entry;
/// let wythoff = Entry::new(Wythoff).stress();
/// let mut out = Vec::new();
/// let options = SolveOptions { format: "poj".into(), ..SolveOptions::default() };
/// wythoff.solve(Input::inline("--heaps", "2 1\n8 4\n4 7"), &options, &mut out)?;
/// assert_eq!(out, b"0\n1\n0\n");
/// # Ok::<(), optimal_play::Error>(())
/// ```
#[derive(Clone, Copy)]
pub struct Entry<P: Plugin> {
    plugin: P,
    hooks: Hooks<P>,
}

impl<P: Plugin + std::fmt::Debug> std::fmt::Debug for Entry<P> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Entry")
            .field("plugin", &self.plugin)
            .field("stress", &self.hooks.stress)
            .field("streams", &self.hooks.streams.is_some())
            .field("pictures", &self.hooks.svg.is_some())
            .field("solves", &self.hooks.solves.is_some())
            .field("tables", &self.hooks.table.is_some())
            .field("extras", &self.hooks.extras.len())
            .finish()
    }
}

/// The optional capabilities declared for a plugin, as functions of the
/// plugin, so that the adapter calls them without knowing the traits are
/// there.
struct Hooks<P: Plugin> {
    stress: bool,
    streams: Option<StreamHooks<P>>,
    svg: Option<Svg<P>>,
    solves: Option<SolvesHooks<P>>,
    table: Option<Table<P>>,
    extras: &'static [&'static dyn Extra],
}

/// How a plugin with [`Tables`] gives its table.
type Table<P> = fn(&P, &<P as Plugin>::Case, usize) -> Result<crate::erased::MarginTable, Error>;

/// How a plugin with [`Solves`] takes `--line`, `--algorithm` and
/// `--versus`, from the options as given.
struct SolvesHooks<P: Plugin> {
    line: bool,
    opponents: &'static [crate::erased::Choice],
    limit: SolveLimit<P>,
    answer: AnswerHow<P>,
}

/// What a plugin with [`Solves`] refuses and reads, from the options.
type SolveLimit<P> = fn(&P, <P as Plugin>::Format, &SolveOptions) -> Result<Option<Limit>, Error>;

/// How a plugin with [`Solves`] answers, from the options.
type AnswerHow<P> = fn(
    &P,
    &[<P as Plugin>::Case],
    <P as Plugin>::Format,
    &SolveOptions,
    &mut dyn Write,
) -> Answered;

impl<P: Plugin> Clone for SolvesHooks<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P: Plugin> Copy for SolvesHooks<P> {}

/// The typed [`How`] of `options`, each name refused unless it is one of
/// the game's.
fn how_of<P: Solves>(options: &SolveOptions) -> Result<How<P::Algorithm, P::Versus>, Error> {
    let versus = match options.versus.as_deref() {
        None => None,
        Some(name) => Some(P::Versus::parse(name).ok_or_else(|| {
            let names: Vec<String> = P::Versus::CHOICES
                .iter()
                .map(|choice| format!("`{}`", choice.name))
                .collect();
            Error::Unsupported(format!(
                "--versus takes {}, not `{}`",
                names.join(" or "),
                crate::input::excerpt(name)
            ))
        })?),
    };
    Ok(How {
        line: options.line,
        algorithm: parse::<P, P::Algorithm>("algorithm", options.algorithm.as_deref())?,
        versus,
        colour: options.colour,
    })
}

impl<P: Plugin> Clone for Hooks<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P: Plugin> Copy for Hooks<P> {}

/// How a plugin with [`Pictures`] draws a case.
type Svg<P> = fn(&P, &<P as Plugin>::Case, &mut dyn Write) -> Answered;

/// How a plugin with [`Streams`] solves while it reads.
type SolveStreaming<P> = fn(
    &P,
    Input<'_>,
    Option<<P as Plugin>::Layout>,
    <P as Plugin>::Format,
    &mut dyn Write,
) -> Answered;

/// How a plugin with [`Streams`] solves and generates.
struct StreamHooks<P: Plugin> {
    streams: fn(&P, P::Format) -> bool,
    solve: SolveStreaming<P>,
    generate: fn(&P, &GenerateOptions, Option<P::Layout>, &mut dyn Write) -> Answered,
}

impl<P: Plugin> Clone for StreamHooks<P> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<P: Plugin> Copy for StreamHooks<P> {}

impl<P: Plugin> Entry<P> {
    /// The game's description as the front ends see it: its formats and
    /// layouts are those of its typed choices (`P::Format`, `P::Layout`),
    /// filled in here so that no game writes them twice.
    const DESCRIPTION: &'static GameInfo = &GameInfo {
        formats: P::Format::CHOICES,
        layouts: P::Layout::CHOICES,
        ..*P::INFO
    };

    /// The game, with no optional capability.
    pub const fn new(plugin: P) -> Entry<P> {
        Entry {
            plugin,
            hooks: Hooks {
                stress: false,
                streams: None,
                svg: None,
                solves: None,
                table: None,
                extras: &[],
            },
        }
    }

    /// The same game with `stress`: cases drawn and shrunk from numbers.
    pub const fn stress(mut self) -> Entry<P> {
        self.hooks.stress = true;
        self
    }

    /// The same game solving and generating while it reads and writes.
    pub const fn streams(mut self) -> Entry<P>
    where
        P: Streams,
    {
        self.hooks.streams = Some(StreamHooks {
            streams: <P as Streams>::streams,
            solve: <P as Streams>::solve_streaming,
            generate: <P as Streams>::generate_streaming,
        });
        self
    }

    /// The same game drawing its solved cases (`solve --svg FILE`).
    pub const fn pictures(mut self) -> Entry<P>
    where
        P: Pictures,
    {
        self.hooks.svg = Some(<P as Pictures>::svg);
        self
    }

    /// The same game taking `--line`, `--algorithm` and `--versus`.
    pub const fn solves(mut self) -> Entry<P>
    where
        P: Solves,
    {
        self.hooks.solves = Some(SolvesHooks {
            line: P::LINE,
            opponents: P::Versus::CHOICES,
            limit: |plugin, format, options| plugin.solve_limit(format, &how_of::<P>(options)?),
            answer: |plugin, cases, format, options, out| {
                plugin.answer_how(cases, format, &how_of::<P>(options)?, out)
            },
        });
        self
    }

    /// The same game giving the table behind its play to the playground.
    pub const fn tables(mut self) -> Entry<P>
    where
        P: Tables,
    {
        self.hooks.table = Some(<P as Tables>::margin_table);
        self
    }

    /// The same game with subcommands of its own (`wall rabbit`).
    pub const fn extras(mut self, extras: &'static [&'static dyn Extra]) -> Entry<P> {
        self.hooks.extras = extras;
        self
    }

    /// The cases of `input`, with the game's parameter (when given) set in
    /// the plugin that reads and answers them.
    fn cases(&self, input: Input<'_>, layout: Option<&str>) -> Result<(P, Vec<P::Case>), Error> {
        let plugin = self.with_param(input.param, input.rule.as_deref())?;
        let layout = parse::<P, P::Layout>("layout", layout)?;
        let (inline, at_most) = (input.inline, input.at_most);
        let (name, mut bytes) = input.bytes()?;
        if P::INFO.answers_leetcode() {
            crate::input::leetcode::blank_names(&mut bytes);
        }
        if inline {
            // The command line's short form, the same for every game:
            // `--heaps 5,9,12`, `--graph '3 2 / 1 2 / 2 3'`.
            let text = super::text_of(&bytes).map_err(|error| Error::input(&name, error))?;
            let short = crate::input::inline::short_form(text);
            if let std::borrow::Cow::Owned(short) = short.map_err(|e| Error::input(&name, e))? {
                bytes = short.into_bytes();
            }
        }
        let text = || super::text_of(&bytes);
        let inline = match inline {
            true => text().map(|text| plugin.read_inline(text, at_most)),
            false => Ok(None),
        };
        let read = match (inline, at_most) {
            (Err(error), _) => Err(error),
            (Ok(Some(_)), _) if layout.is_some() => {
                return Err(Error::Unsupported(format!(
                    "--input applies to a FILE, not to {name}"
                )));
            }
            (Ok(Some(read)), _) => read,
            (Ok(None), Some(at_most)) => {
                text().and_then(|text| plugin.read_at_most(text, layout, at_most))
            }
            (Ok(None), None) => plugin.read_bytes(&bytes, layout),
        };
        let cases = read.map_err(|error| Error::input(&name, error))?;
        Ok((plugin, cases))
    }

    /// The plugin with the parameter `given` and the rule `rule`, refused
    /// when the game has none or when it is below the least the game takes,
    /// or when the game refuses the rule. A game with a rule gets its
    /// default when none is given.
    fn with_param(&self, given: Option<u64>, rule: Option<&str>) -> Result<P, Error> {
        let info = P::INFO;
        let plugin = match (info.rule, rule) {
            (None, None) => self.plugin.clone(),
            (None, Some(_)) => {
                return Err(Error::Unsupported(format!("{} takes no rule", info.name)));
            }
            (Some(default), None) => self.plugin.with_rule(default.default)?,
            (Some(_), Some(text)) => self.plugin.with_rule(text)?,
        };
        match (info.param, given) {
            (_, None) => Ok(plugin),
            (None, Some(_)) => Err(Error::Unsupported(format!(
                "{} takes no parameter",
                info.name
            ))),
            (Some(param), Some(value)) if value < param.min => Err(Error::Unsupported(format!(
                "--{} must be at least {}, not {value}",
                param.name, param.min
            ))),
            (Some(_), Some(value)) => Ok(plugin.with_param(value)),
        }
    }

    /// Refuses `--line`, `--versus` and `--algorithm` for a game without
    /// [`Solves`], and what they cannot ask of `format` for one with it;
    /// the most values `solve` then reads.
    fn solve_limit(
        &self,
        format: P::Format,
        options: &SolveOptions,
    ) -> Result<Option<Limit>, Error> {
        match self.hooks.solves {
            Some(solves) => (solves.limit)(&self.plugin, format, options),
            None => refuse_options::<P>(options).map(|()| None),
        }
    }
}

impl<P: Plugin> GameEntry for Entry<P> {
    fn info(&self) -> &'static GameInfo {
        Self::DESCRIPTION
    }

    fn limit(&self, action: Action) -> Option<Limit> {
        self.plugin.limit(action)
    }

    fn capabilities(&self) -> Capabilities {
        let solves = self.hooks.solves;
        Capabilities {
            line: solves.is_some_and(|solves| solves.line),
            versus: solves.is_some_and(|solves| !solves.opponents.is_empty()),
            picture: self.hooks.svg.is_some(),
            table: self.hooks.table.is_some(),
            stress: self.hooks.stress,
        }
    }

    fn opponents(&self) -> &'static [crate::erased::Choice] {
        self.hooks.solves.map_or(&[], |solves| solves.opponents)
    }

    fn extras(&self) -> &'static [&'static dyn Extra] {
        self.hooks.extras
    }

    fn read(&self, input: Input<'_>, layout: Option<&str>) -> Result<Box<dyn Instance>, Error> {
        let (plugin, mut cases) = self.cases(input, layout)?;
        if cases.len() != 1 {
            return Err(Error::Unsupported(format!(
                "play and explain take one game, and this input has {}; solve answers them all",
                cases.len()
            )));
        }
        Ok(Box::new(Case {
            plugin,
            hooks: self.hooks,
            case: cases.remove(0),
        }))
    }

    fn solve(
        &self,
        input: Input<'_>,
        options: &SolveOptions,
        out: &mut dyn Write,
    ) -> Result<(), Error> {
        let format = parse::<P, P::Format>("format", options.format_named())?;
        let typed = format.unwrap_or(P::Format::ALL[0]);
        let at_most = self.solve_limit(typed, options)?;
        // Only the default way streams: no line, no opponent, the first
        // algorithm (named or not).
        let first = P::INFO.algorithms.first().map(|algorithm| algorithm.name);
        let default_algorithm =
            options.algorithm.is_none() || options.algorithm.as_deref() == first;
        let default = !options.line && options.versus.is_none() && default_algorithm;
        let streams = self
            .hooks
            .streams
            .filter(|hooks| !input.inline && default && (hooks.streams)(&self.plugin, typed));
        if let Some(hooks) = streams {
            let plugin = self.with_param(input.param, input.rule.as_deref())?;
            let mut input = input;
            if P::INFO.answers_leetcode() {
                let reader = std::mem::replace(&mut input.reader, Box::new(std::io::empty()));
                input.reader = Box::new(crate::input::leetcode::Unnamed::new(reader));
            }
            let layout = parse::<P, P::Layout>("layout", options.layout.as_deref())?;
            return (hooks.solve)(&plugin, input, layout, typed, out);
        }
        let (plugin, cases) = self.cases(input.at_most(at_most), options.layout.as_deref())?;
        let typed = format.unwrap_or_else(|| plugin.judge_format(&cases).unwrap_or(typed));
        answer(&plugin, self.hooks, &cases, typed, options, out)
    }

    fn generate(&self, options: &GenerateOptions, out: &mut dyn Write) -> Result<(), Error> {
        let info = P::INFO;
        options.check(info.name, info.generate)?;
        let mut draw = Draw::new(options, info.generate);
        let layout = parse::<P, P::Layout>("layout", options.layout.as_deref())?;
        // A rule is read (and a bad one refused) though the instance drawn
        // is the same for every rule.
        let plugin = self.with_param(None, options.rule.as_deref())?;
        if let Some(hooks) = self.hooks.streams {
            return (hooks.generate)(&plugin, options, layout, out);
        }
        let cases = plugin.generate(&mut draw)?;
        within_solve_limits(&plugin, &cases)?;
        match layout {
            Some(layout) => plugin.write_as(&cases, layout, out)?,
            None => plugin.write(&cases, out)?,
        }
        Ok(())
    }

    fn small_instances(&self, seed: u64, count: usize) -> Vec<String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        (0..count)
            .map(|_| {
                let mut draw = Draw::small(rng.next_u64(), P::INFO.generate);
                let case = self
                    .plugin
                    .sample(&mut draw)
                    .expect("a small case is drawn");
                let mut text = Vec::new();
                self.plugin
                    .write(std::slice::from_ref(&case), &mut text)
                    .expect("writing to memory succeeds");
                String::from_utf8(text).expect("a game writes text")
            })
            .collect()
    }

    fn stress_text(&self, values: &[i64]) -> Option<String> {
        if !self.hooks.stress {
            return None;
        }
        let case = self
            .plugin
            .sample(&mut Draw::stress(values, P::INFO.generate))
            .ok()?;
        let mut text = Vec::new();
        self.plugin
            .write(std::slice::from_ref(&case), &mut text)
            .ok()?;
        String::from_utf8(text).ok()
    }
}

/// A format or layout name given to `P`, refused (naming the choices) unless
/// it is one of `N`'s.
fn parse<P: Plugin, N: Named>(what: &str, given: Option<&str>) -> Result<Option<N>, Error> {
    P::INFO.check(what, given, N::CHOICES)?;
    Ok(given.and_then(N::parse))
}

/// Answers `cases` as `options` ask, refusing what the game does not offer.
/// The answer is written only when it is whole.
fn answer<P: Plugin>(
    plugin: &P,
    hooks: Hooks<P>,
    cases: &[P::Case],
    format: P::Format,
    options: &SolveOptions,
    out: &mut dyn Write,
) -> Result<(), Error> {
    within_solve_limits(plugin, cases)?;
    let mut buffer = Vec::new();
    match hooks.solves {
        Some(solves) => (solves.answer)(plugin, cases, format, options, &mut buffer)?,
        None => {
            refuse_options::<P>(options)?;
            plugin.answer_coloured(cases, format, options.colour, &mut buffer)?;
        }
    }
    out.write_all(&buffer)?;
    Ok(())
}

/// Refuses `--line`, `--versus` and `--algorithm`, which no plugin takes.
fn refuse_options<P: Plugin>(options: &SolveOptions) -> Result<(), Error> {
    let name = P::INFO.name;
    if options.line || options.versus.is_some() || options.algorithm.is_some() {
        return Err(Error::Unsupported(format!(
            "{name} takes no --line, --versus or --algorithm: `explain` gives the optimal line"
        )));
    }
    Ok(())
}

/// Refuses the first case past one of the game's `solve` limits.
fn within_solve_limits<P: Plugin>(plugin: &P, cases: &[P::Case]) -> Result<(), Error> {
    cases
        .iter()
        .flat_map(|case| plugin.solve_limits(case))
        .try_for_each(Size::check_solve)?;
    // One case is bounded by its own limits, in their own words; several
    // together by one case at the limit.
    if cases.len() < 2 {
        return Ok(());
    }
    let mut work = cases.iter().filter_map(|case| plugin.solve_work(case));
    let Some(first) = work.next() else {
        return Ok(());
    };
    let total = work.fold(first.is, |sum, size| sum.saturating_add(size.is));
    Size::new(first.what, total, first.most).check_solve()
}

/// One case, read and ready.
struct Case<P: Plugin> {
    plugin: P,
    hooks: Hooks<P>,
    case: P::Case,
}

impl<P: Plugin> Instance for Case<P> {
    fn solve(&self, options: &SolveOptions, out: &mut dyn Write) -> Result<(), Error> {
        let format = parse::<P, P::Format>("format", options.format_named())?;
        let case = std::slice::from_ref(&self.case);
        let format =
            format.unwrap_or_else(|| self.plugin.judge_format(case).unwrap_or(P::Format::ALL[0]));
        if let Some(solves) = self.hooks.solves {
            (solves.limit)(&self.plugin, format, options)?;
        }
        answer(&self.plugin, self.hooks, case, format, options, out)
    }

    fn margin_table(&self, limit: usize) -> Result<Option<erased::MarginTable>, Error> {
        match self.hooks.table {
            Some(table) => table(&self.plugin, &self.case, limit).map(Some),
            None => Ok(None),
        }
    }

    fn svg(&self, out: &mut dyn Write) -> Result<(), Error> {
        match self.hooks.svg {
            Some(svg) => svg(&self.plugin, &self.case, out),
            None => Err(Error::Unsupported("this game draws no picture".to_owned())),
        }
    }

    fn explain(&self, json: bool, out: &mut dyn Write) -> Result<(), Error> {
        self.plugin.size(&self.case).check()?;
        within_solve_limits(&self.plugin, std::slice::from_ref(&self.case))?;
        self.plugin.explain(&self.case, json, out)
    }

    fn session_bytes(&self) -> u64 {
        self.plugin.session_bytes(&self.case)
    }

    fn session(&self, options: SessionOptions) -> Result<Box<dyn AnySession>, Error> {
        self.plugin.size(&self.case).check()?;
        (self.plugin.play_limits(&self.case).into_iter()).try_for_each(Size::check_play)?;
        let game = self.plugin.game(&self.case);
        if game.moves(&game.start()).is_empty() {
            return Err(Error::Unsupported(
                "there is no move to make: nothing to play".to_owned(),
            ));
        }
        let oracle = super::oracle_of::<P>(&game)?;
        Ok(erased::new_session(game, oracle, options))
    }

    fn conformance(
        &self,
        limit: usize,
        seed: u64,
    ) -> Result<crate::engine::conformance::Checked, String> {
        self.plugin
            .conformance(&self.plugin.game(&self.case), limit, seed)
    }
}
