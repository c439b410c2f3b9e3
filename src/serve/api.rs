//! The playground's routes: the page, and a JSON API over the erased layer
//! (`docs/api.md`). Every reply to a bad request is a 4xx with a JSON body
//! `{"error": MESSAGE, "status": CODE}`; expensive work runs off the async
//! runtime, a few requests at a time, so no request stalls the others.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value as Json, json};

use optimal_play::engine::Player;
use optimal_play::engine::picture::Picture;
use optimal_play::erased::{
    self, Action, AnySession, Checked, ErrorKind, ExtraRequest, GameEntry, GameInfo,
    GenerateOptions, Input, Instance, MoveRefused, SessionOptions, SolveOptions,
};
use optimal_play::interrupt;
use optimal_play::play::{Actor, HARMLESS_MOVES_AT_ONCE, Opponent, PlayError};
use optimal_play::registry::Registry;

use super::error::{ApiError, json_reply};
use super::sandbox::Checker;
use super::store::{Entry, Full, Limits, Store};
use super::{guard, page};

/// The most legal moves a reply lists; past it, `more_moves` is set and a
/// move is given as text.
pub const MOVES_SHOWN: usize = 1000;

/// The longest row whose margin table is drawn.
pub const TABLE_LIMIT: usize = 40;

/// The largest input, in bytes, whose work runs in the quick lane.
pub const QUICK_INPUT: usize = 4096;

/// The most steps of the optimal line worked out for one request.
pub const LINE_STEPS: usize = 1000;

/// The most moves each step of the optimal line lists with their values,
/// best first: Eel's first turn on a 30 × 30 board has 871, and a line of
/// 861 steps listing them all was 48 MB.
pub const LINE_MOVES: usize = 20;

/// How long the optimal line may take before it is cut short.
pub const LINE_BUDGET: Duration = Duration::from_secs(2);

/// The server's shared state: the sessions and the work queue.
#[derive(Clone)]
pub struct AppState {
    inner: Arc<Inner>,
}

struct Inner {
    games: Registry,
    store: Mutex<Store>,
    /// The lane of expensive work on large inputs.
    jobs: Arc<tokio::sync::Semaphore>,
    /// The lane of work on inputs of at most [`QUICK_INPUT`] bytes, so
    /// that small requests never wait behind large ones.
    quick: Arc<tokio::sync::Semaphore>,
    counts: Arc<JobCounts>,
    limits: Limits,
    loopback_only: bool,
    /// Where a rules file from a request is walked first, when set.
    checker: Option<Arc<Checker>>,
}

impl AppState {
    /// A server of the games of `games`, with no sessions yet.
    pub fn new(games: Registry, limits: Limits) -> AppState {
        AppState {
            inner: Arc::new(Inner {
                games,
                store: Mutex::new(Store::new(limits)),
                jobs: Arc::new(tokio::sync::Semaphore::new(limits.jobs)),
                quick: Arc::new(tokio::sync::Semaphore::new(limits.jobs)),
                counts: Arc::default(),
                limits,
                loopback_only: true,
                checker: None,
            }),
        }
    }

    /// A server that walks each rules file a request brings in a process
    /// of its own first ([`Checker`]), before it reads it itself.
    pub fn checking_rules_with(mut self, checker: Checker) -> AppState {
        Arc::get_mut(&mut self.inner)
            .expect("not shared yet")
            .checker = Some(Arc::new(checker));
        self
    }

    /// The check of rules files, if any.
    fn checker(&self) -> Option<Arc<Checker>> {
        self.inner.checker.clone()
    }

    /// A server that answers requests for any host name, for one bound to
    /// an address other people reach. By default only `localhost` and
    /// loopback addresses are answered, so that a web page elsewhere cannot
    /// reach the playground through a host name of its own (DNS rebinding).
    pub fn answering_any_host(games: Registry, limits: Limits) -> AppState {
        let mut state = AppState::new(games, limits);
        Arc::get_mut(&mut state.inner)
            .expect("not shared yet")
            .loopback_only = false;
        state
    }

    /// The sessions, locked.
    pub fn sessions(&self) -> MutexGuard<'_, Store> {
        self.inner
            .store
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs expensive work on an input of `size` bytes on the blocking
    /// pool, at most [`Limits::jobs`] at once in each of two lanes: one for
    /// inputs of at most [`QUICK_INPUT`] bytes, one for the rest. The
    /// work holds its place in the lane until it ends, so that no more
    /// ever run at once; when its client goes away (the request's future
    /// is dropped), the work is stopped at its next checkpoint
    /// ([`interrupt`]), within milliseconds (#46 items 1 and 2: abandoned
    /// work ran to its end, and a small request waited 457 s behind it).
    async fn job<T: Send + 'static>(
        &self,
        size: usize,
        work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
    ) -> Result<T, ApiError> {
        let lane = if size <= QUICK_INPUT {
            &self.inner.quick
        } else {
            &self.inner.jobs
        };
        let permit = Arc::clone(lane)
            .acquire_owned()
            .await
            .map_err(|_| ApiError::internal("the server is shutting down"))?;
        let abandoned = Arc::new(AtomicBool::new(false));
        let mut client_gone = ClientGone(Some(Arc::clone(&abandoned)));
        let counts = Arc::clone(&self.inner.counts);
        let longest = self.inner.limits.work;
        let reply = blocking(move || {
            let _held = permit;
            counts.running.fetch_add(1, Ordering::SeqCst);
            let deadline = std::time::Instant::now() + longest;
            let gone = Arc::clone(&abandoned);
            let result = interrupt::run_stoppable(
                move || gone.load(Ordering::Relaxed) || std::time::Instant::now() >= deadline,
                work,
            );
            counts.running.fetch_sub(1, Ordering::SeqCst);
            result.unwrap_or_else(|interrupt::Stopped| {
                counts.stopped.fetch_add(1, Ordering::SeqCst);
                if abandoned.load(Ordering::Relaxed) {
                    return Err(ApiError::new(
                        StatusCode::SERVICE_UNAVAILABLE,
                        "the work was stopped: its client went away",
                    ));
                }
                // Refused as too much work, as an input past a game's
                // limits is: the client can ask for less.
                Err(ApiError::new(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    format!(
                        "the work passed the playground's limit of {} s and was stopped \
                         (`optimal-play GAME solve` on the command line has none)",
                        longest.as_secs_f64()
                    ),
                ))
            })
        })
        .await;
        client_gone.0 = None;
        reply
    }

    /// How many jobs are running now, and how many were stopped because
    /// their client went away, since the server started.
    #[cfg(test)]
    pub fn job_counts(&self) -> (usize, usize) {
        let counts = &self.inner.counts;
        (
            counts.running.load(Ordering::SeqCst),
            counts.stopped.load(Ordering::SeqCst),
        )
    }
}

/// Jobs running and jobs stopped, for [`AppState::job_counts`].
#[derive(Default)]
struct JobCounts {
    running: AtomicUsize,
    stopped: AtomicUsize,
}

/// Sets its flag when dropped while armed: a request's future is dropped
/// before its end when its client goes away.
struct ClientGone(Option<Arc<AtomicBool>>);

impl Drop for ClientGone {
    fn drop(&mut self) {
        if let Some(flag) = &self.0 {
            flag.store(true, Ordering::Relaxed);
        }
    }
}

/// Runs quick but blocking work (a move, a hint) on the blocking pool.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, ApiError> + Send + 'static,
) -> Result<T, ApiError> {
    tokio::task::spawn_blocking(work)
        .await
        .unwrap_or_else(|_| Err(ApiError::internal("the request failed inside the server")))
}

/// Every route.
pub fn router(state: AppState) -> Router {
    let body_limit = state.inner.limits.body_bytes;
    Router::new()
        .route("/", get(page::index))
        .route("/app.js", get(page::script))
        .route("/modules/{*path}", get(page::module))
        .route("/style.css", get(page::style))
        .route("/api/games", get(list_games))
        .route("/api/games/{game}/generate", post(generate))
        .route("/api/games/{game}/solve", post(solve))
        .route("/api/games/{game}/explain", post(explain))
        .route("/api/games/{game}/line", post(line))
        .route("/api/games/{game}/table", post(table))
        .route("/api/games/{game}/values", post(values))
        .route("/api/sessions", post(new_session))
        .route("/api/sessions/{id}", get(session_state).delete(end_session))
        .route("/api/sessions/{id}/move", post(play_move))
        .route("/api/sessions/{id}/hint", get(hint))
        .route("/api/sessions/{id}/thermograph", get(thermograph))
        .route("/api/sessions/{id}/harmless", post(play_harmless))
        .route("/api/sessions/{id}/undo", post(undo))
        .route("/api/sessions/{id}/review", get(review))
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
        .layer(axum::middleware::from_fn_with_state(
            guard::Policy {
                loopback_only: state.inner.loopback_only,
                body_timeout: state.inner.limits.body_timeout,
                body_bytes: body_limit,
            },
            guard::check_request,
        ))
        .layer(DefaultBodyLimit::max(body_limit))
        .with_state(state)
}

fn ok<T: serde::Serialize + ?Sized>(body: &T) -> Response {
    json_reply(StatusCode::OK, body)
}

async fn not_found() -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "no such page or API route; the API is described in docs/api.md",
    )
}

async fn method_not_allowed() -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "this route does not take that method; see docs/api.md",
    )
}

/// Reads a request body as JSON of the shape `T`, refusing a body too large,
/// not JSON, or not of that shape, with the reason.
fn body<T: DeserializeOwned>(bytes: Result<Bytes, BytesRejection>) -> Result<T, ApiError> {
    let bytes = bytes.map_err(|rejection| {
        let status = rejection.status();
        if status == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(status, "the request body is larger than the server takes")
        } else {
            ApiError::new(status, rejection.body_text())
        }
    })?;
    serde_json::from_slice(&bytes).map_err(|error| {
        ApiError::bad(format!(
            "the request body is not the JSON expected: {error}"
        ))
    })
}

fn game(state: &AppState, name: &str) -> Result<&'static dyn GameEntry, ApiError> {
    let games = &state.inner.games;
    games.find(name).ok_or_else(|| {
        let names: Vec<&str> = games.games().iter().map(|g| g.info().name).collect();
        ApiError::new(
            StatusCode::NOT_FOUND,
            format!(
                "no game called `{}`: the games are {}",
                optimal_play::input::excerpt(name),
                names.join(", ")
            ),
        )
    })
}

/// An instance as a request gives it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Source {
    /// The instance's text, in any layout the command line reads.
    input: String,
    /// The layout, detected when not given.
    #[serde(default)]
    layout: Option<String>,
    /// The game's parameter (`k`).
    #[serde(default)]
    param: Option<u64>,
    /// The game's rule (an octal code).
    #[serde(default)]
    rule: Option<String>,
    /// Where an instance that is a program is walked first.
    #[serde(skip)]
    checker: Option<Arc<Checker>>,
}

impl Source {
    /// The instance as input, once a program (a rules file) has walked
    /// cleanly in a process of its own.
    fn input(&self, game: &dyn GameEntry, action: Option<Action>) -> Result<Input<'_>, ApiError> {
        if game.info().instance_is_program
            && let Some(checker) = &self.checker
        {
            checker.check(&self.input)?;
        }
        Ok(Input::reader("input", self.input.as_bytes())
            .with_param(self.param)
            .with_rule(self.rule.clone())
            .at_most(action.and_then(|action| game.limit(action))))
    }

    fn read(
        &self,
        game: &dyn GameEntry,
        action: Option<Action>,
    ) -> Result<Box<dyn Instance>, ApiError> {
        Ok(game.read(self.input(game, action)?, self.layout.as_deref())?)
    }
}

async fn list_games(State(state): State<AppState>) -> Response {
    let games: Vec<Json> = state
        .inner
        .games
        .games()
        .iter()
        .map(|game| {
            let info = game.info();
            let mut listed = serde_json::to_value(info).expect("a game's info serialises");
            let example = example(*game).ok();
            if let Json::Object(fields) = &mut listed {
                fields.insert("example".to_owned(), json!(example));
                fields.insert("capabilities".to_owned(), json!(game.capabilities()));
                // Whether the page's strip of one heap's values has
                // anything to show: a game given by a rule need not have
                // values (connect-four's rule is its width).
                fields.insert("values".to_owned(), json!(offers_values(*game)));
                fields.insert(
                    "play_limit".to_owned(),
                    json!(game.limit(Action::Play).map(|limit| limit.count)),
                );
                if info.instance_is_program {
                    fields.insert("starters".to_owned(), starters());
                }
            }
            listed
        })
        .collect();
    ok(&json!({ "games": games }))
}

/// The rules files a game of one's own starts from in the page: the
/// project's three examples, Kalah with 3 pits a side (16,221 positions,
/// solved at once; the file's 4 pits take a minute).
fn starters() -> Json {
    let kalah = include_str!("../../examples/kalah.star").replacen("PITS = 4\n", "PITS = 3\n", 1);
    json!([
        {"name": "A take-away game", "text": include_str!("../../examples/take-away.star")},
        {"name": "Tic-tac-toe", "text": include_str!("../../examples/tic-tac-toe.star")},
        {"name": "Kalah, 3 pits of 3 seeds", "text": kalah},
    ])
}

/// A small instance of the game for a first look: what `generate` gives
/// with the game's defaults.
fn example(game: &dyn GameEntry) -> Result<String, ApiError> {
    let options = generate_options(GenerateRequest::default(), 1)?;
    let mut out = Vec::new();
    game.generate(&options, &mut out)?;
    String::from_utf8(out).map_err(|_| ApiError::internal("generated text is not UTF-8"))
}

/// The options of `generate`, all optional: the game's defaults give a
/// small instance. Besides `param`, `rule` and `seed`, a field is one of the
/// game's own parameters ([`GameInfo::generate`]), a whole number; the game
/// refuses a name it does not declare.
#[derive(Debug, Default, Deserialize)]
struct GenerateRequest {
    #[serde(default)]
    param: Option<u64>,
    #[serde(default)]
    rule: Option<String>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(flatten)]
    given: std::collections::BTreeMap<String, Json>,
}

/// The options of a request, the game's own defaults for the rest: every
/// game's generator gives a small instance from a seed alone.
fn generate_options(request: GenerateRequest, seed: u64) -> Result<GenerateOptions, ApiError> {
    let mut given = Vec::new();
    for (name, value) in request.given {
        let Some(value) = value.as_i64() else {
            return Err(ApiError::bad(format!(
                "the request body is not the JSON expected: `{}` is a whole number, not {}",
                optimal_play::input::excerpt(&name),
                optimal_play::input::excerpt(&value.to_string())
            )));
        };
        given.push((name, value));
    }
    Ok(GenerateOptions {
        given,
        param: request.param,
        rule: request.rule,
        seed: request.seed.unwrap_or(seed),
        layout: None,
    })
}

async fn generate(
    State(state): State<AppState>,
    Path(name): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let game = game(&state, &name)?;
    let request: GenerateRequest = body(bytes)?;
    let seed = request.seed.unwrap_or_else(rand::random);
    let options = generate_options(request, seed)?;
    options.check(&name, game.info().generate)?;
    // What the server sends back must fit in its body limit.
    let instead = format!("`optimal-play {name} generate`");
    options.check_in_memory("the playground", &instead)?;
    let size = options.values();
    let text = state
        .job(usize::try_from(size).unwrap_or(usize::MAX), move || {
            let mut out = Vec::new();
            game.generate(&options, &mut out)?;
            String::from_utf8(out).map_err(|_| ApiError::internal("generated text is not UTF-8"))
        })
        .await?;
    Ok(ok(&json!({"input": text, "seed": seed})))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SolveRequest {
    input: String,
    #[serde(default)]
    layout: Option<String>,
    #[serde(default)]
    param: Option<u64>,
    #[serde(default)]
    rule: Option<String>,
    #[serde(default = "json_format")]
    format: String,
    #[serde(default)]
    line: bool,
    #[serde(default)]
    algorithm: Option<String>,
}

fn json_format() -> String {
    "json".to_owned()
}

/// The reply of a command that prints: JSON as JSON, anything else as text.
fn printed(format: &str, out: Vec<u8>) -> Result<Response, ApiError> {
    let text = String::from_utf8(out).map_err(|_| ApiError::internal("the output is not UTF-8"))?;
    let content_type = if format == "json" {
        "application/json"
    } else {
        "text/plain; charset=utf-8"
    };
    Ok((
        StatusCode::OK,
        [(header::CONTENT_TYPE, HeaderValue::from_static(content_type))],
        text,
    )
        .into_response())
}

async fn solve(
    State(state): State<AppState>,
    Path(name): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let game = game(&state, &name)?;
    let request: SolveRequest = body(bytes)?;
    let size = request.input.len();
    let checker = state.checker();
    let out = state
        .job(size, move || {
            let source = Source {
                input: request.input,
                layout: request.layout.clone(),
                param: request.param,
                rule: request.rule,
                checker,
            };
            let options = SolveOptions {
                format: request.format,
                layout: request.layout,
                line: request.line,
                algorithm: request.algorithm,
                versus: None,
                colour: false,
            };
            game.info().check_solve(&options)?;
            let mut out = Vec::new();
            game.solve(source.input(game, None)?, &options, &mut out)?;
            Ok((options.format, out))
        })
        .await?;
    printed(&out.0, out.1)
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ExplainRequest {
    input: String,
    #[serde(default)]
    layout: Option<String>,
    #[serde(default)]
    param: Option<u64>,
    #[serde(default)]
    rule: Option<String>,
    #[serde(default = "json_format")]
    format: String,
}

async fn explain(
    State(state): State<AppState>,
    Path(name): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let game = game(&state, &name)?;
    let request: ExplainRequest = body(bytes)?;
    let json = match request.format.as_str() {
        "json" => true,
        "text" => false,
        other => {
            return Err(ApiError::bad(format!(
                "explain has no format `{}`: expected text or json",
                optimal_play::input::excerpt(other)
            )));
        }
    };
    let size = request.input.len();
    let checker = state.checker();
    let out = state
        .job(size, move || {
            let source = Source {
                input: request.input,
                layout: request.layout,
                param: request.param,
                rule: request.rule,
                checker,
            };
            let instance = source.read(game, Some(Action::Explain))?;
            let mut out = Vec::new();
            instance.explain(json, &mut out)?;
            Ok(out)
        })
        .await?;
    printed(&request.format, out)
}

async fn table(
    State(state): State<AppState>,
    Path(name): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let game = game(&state, &name)?;
    let mut source: Source = body(bytes)?;
    source.checker = state.checker();
    let size = source.input.len();
    let reply = state
        .job(size, move || {
            let instance = source.read(game, None)?;
            Ok(match instance.margin_table(TABLE_LIMIT) {
                Ok(Some(table)) => json!({ "table": table }),
                Ok(None) => json!({ "table": null, "note": format!("{name} has no margin table") }),
                Err(error) if error.kind() == ErrorKind::BadRequest => {
                    json!({ "table": null, "note": error.to_string() })
                }
                Err(error) => return Err(error.into()),
            })
        })
        .await?;
    Ok(ok(&reply))
}

/// Whether `game` offers `values` one heap at a time, not over an
/// instance.
fn offers_values(game: &dyn GameEntry) -> bool {
    game.extras().iter().any(|extra| heap_values(*extra))
}

/// Whether `extra` is the values of one heap, g(0) to g(N).
fn heap_values(extra: &dyn optimal_play::erased::Extra) -> bool {
    extra.name() == "values" && !extra.takes_instance() && extra.per_heap()
}

/// The most heaps the page's values strip asks for.
const VALUES_SHOWN: u64 = 1000;

/// What the values strip asks for: the game's rule (its default when
/// absent) and the last heap.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ValuesRequest {
    #[serde(default)]
    rule: Option<String>,
    #[serde(default)]
    to: Option<u64>,
}

/// One heap's Grundy values, their period and its proof (`values --format
/// json`), for a game that offers `values`; the work runs in the lane of
/// large inputs, since a rule with no short period is computed far.
async fn values(
    State(state): State<AppState>,
    Path(name): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let game = game(&state, &name)?;
    let request: ValuesRequest = body(bytes)?;
    let extra = game
        .extras()
        .iter()
        .copied()
        .find(|extra| heap_values(*extra))
        .ok_or_else(|| ApiError::bad(format!("{name} has no values to show")))?;
    let to = request.to.unwrap_or(100);
    if to > VALUES_SHOWN {
        return Err(ApiError::bad(format!(
            "`to` is {to}: the page shows at most {VALUES_SHOWN} values (`{name} values --to N` \
             on the command line shows up to 10^6)"
        )));
    }
    let reply = state
        .job(usize::MAX, move || {
            let mut out = Vec::new();
            let checked = extra.run(
                ExtraRequest {
                    instance: None,
                    rule: request.rule.as_deref(),
                    count: Some(to),
                    layout: None,
                    format: Some("json"),
                    attempt: None,
                    picture: None,
                    colour: false,
                },
                &mut out,
            )?;
            if let Checked::Fails(why) = checked {
                return Err(ApiError::internal(why));
            }
            serde_json::from_slice::<Json>(&out)
                .map_err(|_| ApiError::internal("the values are not JSON"))
        })
        .await?;
    Ok(ok(&reply))
}

/// The optimal line, worked out by playing it: the engine in both seats,
/// each step with every legal move's value, which is the reason for the
/// move chosen.
async fn line(
    State(state): State<AppState>,
    Path(name): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let game = game(&state, &name)?;
    let mut source: Source = body(bytes)?;
    source.checker = state.checker();
    let size = source.input.len();
    let reply = state
        .job(size, move || {
            let instance = source.read(game, Some(Action::Play))?;
            let mut session = instance.session(SessionOptions {
                seat: Player::First,
                opponent: Opponent::Perfect { random_ties: false },
                seed: None,
            })?;
            let started = Instant::now();
            // What the page shows of the position each move is made from.
            let mut before = Vec::new();
            let line = erased::optimal_line_with(
                &mut *session,
                LINE_STEPS,
                |session| {
                    let (moves, moves_in_all) = valued_moves(session, LINE_MOVES);
                    before.push((
                        session.position_json(),
                        session.picture(),
                        moves,
                        moves_in_all,
                    ));
                },
                || started.elapsed() > LINE_BUDGET,
            );
            let steps: Vec<Json> = before
                .into_iter()
                .zip(&line.steps)
                .map(|((position, picture, moves, moves_in_all), step)| {
                    let turn = &step.turn;
                    json!({
                        "number": turn.number,
                        "player": turn.player.number(),
                        "player_name": session.player_name(turn.player),
                        "position": position,
                        "picture": picture,
                        "moves": moves,
                        "moves_in_all": moves_in_all,
                        "move": turn.mv,
                        "points": turn.points,
                        "totals": turn.totals,
                    })
                })
                .collect();
            let mut reply = json!({
                "game": name,
                "seats": [session.player_name(Player::First), session.player_name(Player::Second)],
                "value": line.value,
                "value_words": line.value.and_then(|value| session.value_words(value)),
                "instance": session.instance_json(),
                "scene": line.scene,
                "start": line.start,
                "start_picture": line.start_picture,
                "steps": steps,
                "end": session.position_json(),
                "end_picture": session.picture(),
                "totals": session.totals(),
                "complete": !line.truncated,
            });
            // Where a token goes along the whole line, past the steps shown
            // when it is cut short (played on without them, at most
            // ROUTE_STEPS moves within the budget again): the page draws a
            // long line's whole route at once (the wall game's 30 × 30
            // board: Rabbit's route after Eel's 842 walls).
            let token = |picture: &Picture| match picture {
                Picture::Board { token, .. } => *token,
                _ => None,
            };
            let mut route: Vec<[u64; 2]> = std::iter::once(&line.start_picture)
                .chain(line.steps.iter().map(|step| &step.picture))
                .filter_map(token)
                .collect();
            let started = Instant::now();
            let mut played_on = 0;
            while line.truncated && played_on < ROUTE_STEPS && started.elapsed() <= LINE_BUDGET {
                interrupt::checkpoint();
                if session.play_best().is_none() {
                    break;
                }
                played_on += 1;
                route.extend(token(&session.picture()));
            }
            route.dedup();
            let fields = reply.as_object_mut().expect("an object");
            fields.insert("route".to_owned(), json!(route));
            fields.insert(
                "route_complete".to_owned(),
                json!(session.to_move().is_none()),
            );
            Ok(reply)
        })
        .await?;
    Ok(ok(&reply))
}

/// The most moves the optimal line is played on past its shown steps, for
/// where its token goes ([`line`]).
const ROUTE_STEPS: usize = 20_000;

fn mover(session: &dyn AnySession, actor: Actor) -> Player {
    match actor {
        Actor::You => session.seat(),
        Actor::Engine => session.seat().other(),
    }
}

/// The `at_most` best legal moves with their values (best first) and the
/// value in the game's words, and how many legal moves there are.
fn valued_moves(session: &mut dyn AnySession, at_most: usize) -> (Vec<Json>, usize) {
    let (moves, in_all) = session.best_moves(at_most);
    let shown = moves
        .into_iter()
        .map(|valued| {
            let words = session.value_words(valued.value);
            let mut object = serde_json::to_value(&valued).expect("a move's value serialises");
            if let Json::Object(fields) = &mut object {
                fields.insert("words".to_owned(), json!(words));
            }
            object
        })
        .collect();
    (shown, in_all)
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SessionRequest {
    game: String,
    input: String,
    #[serde(default)]
    layout: Option<String>,
    #[serde(default)]
    param: Option<u64>,
    #[serde(default)]
    rule: Option<String>,
    #[serde(default = "first_seat")]
    seat: String,
    #[serde(default = "perfect")]
    opponent: String,
    #[serde(default)]
    skill: Option<f64>,
    #[serde(default)]
    seed: Option<u64>,
    /// Moves to replay from the start, for whoever is to move (a link or a
    /// saved game reopened), before the engine replies.
    #[serde(default)]
    moves: Vec<String>,
}

/// The most moves a new session replays ([`SessionRequest::moves`]).
const MOST_REPLAYED: usize = 10_000;

fn first_seat() -> String {
    "first".to_owned()
}

fn perfect() -> String {
    "perfect".to_owned()
}

fn seat_of(info: &GameInfo, seat: &str) -> Result<Player, ApiError> {
    info.seat(seat).map_err(ApiError::bad)
}

fn opponent_of(request: &SessionRequest) -> Result<Opponent, ApiError> {
    Opponent::named(&request.opponent, request.skill, request.seed.is_some()).map_err(ApiError::bad)
}

/// A turn as the API gives it, already written out
/// ([`erased::turn_with_position`]).
type TurnJson = Box<serde_json::value::RawValue>;

/// A turn as the API gives it: the move and its values, with the position
/// after it, so that a page can draw every step.
fn turn_json(turn: &erased::TurnView, session: &dyn AnySession) -> TurnJson {
    erased::turn_with_position(turn, session.position_json(), &session.picture())
}

/// Plays the engine's moves while it is to move.
fn engine_replies(session: &mut dyn AnySession) -> Vec<TurnJson> {
    let mut turns = Vec::new();
    while let Some(turn) = session.engine_move() {
        turns.push(turn_json(&turn, session));
    }
    turns
}

/// Where a session stands: everything the page draws after a request.
fn state_json(id: &str, entry: &Entry, session: &dyn AnySession, history: bool) -> Json {
    let to_move = session.to_move();
    let player = to_move.map(|actor| mover(session, actor));
    let mut state = json!({
        "id": id,
        "game": entry.game,
        "seats": entry.seats,
        "seat": session.seat().number(),
        "to_move": match to_move {
            Some(Actor::You) => json!("you"),
            Some(Actor::Engine) => json!("engine"),
            None => Json::Null,
        },
        "player_to_move": player.map(Player::number),
        "over": to_move.is_none(),
        "position": session.position_json(),
        "picture": session.picture(),
        "position_text": session.position_text(),
        "totals": session.totals(),
        "standing": session.standing(),
        "moves_made": session.moves_made(),
        "move_syntax": session.move_syntax(),
    });
    let fields = state.as_object_mut().expect("an object");
    if to_move == Some(Actor::You) {
        let (moves, in_all) = session.first_moves(MOVES_SHOWN);
        fields.insert("more_moves".to_owned(), json!(in_all > MOVES_SHOWN));
        let shown: Vec<Json> = moves.iter().map(erased::MoveView::with_target).collect();
        fields.insert("moves".to_owned(), json!(shown));
        fields.insert("moves_again".to_owned(), json!(session.moves_again()));
    } else {
        fields.insert("moves_again".to_owned(), json!(false));
        fields.insert("moves".to_owned(), json!([]));
        fields.insert("more_moves".to_owned(), json!(false));
    }
    if let Some(turn) = session.last_turn() {
        // What the last move did, in words and where on the picture, for the
        // page to say and to mark: the engine's reply, above all.
        let (by, words) = match turn.by {
            Actor::Engine => (
                "engine",
                format!(
                    "the engine {}",
                    optimal_play::words::third_person(&turn.mv.description)
                ),
            ),
            Actor::You => ("you", format!("you played: {}", turn.mv.description)),
        };
        fields.insert(
            "last_move".to_owned(),
            json!({"by": by, "number": turn.number, "words": words, "target": turn.mv.target}),
        );
    }
    if history {
        fields.insert("history".to_owned(), json!(session.history()));
    }
    state
}

/// A new session's reply: its state, then the engine's opening turns.
#[derive(serde::Serialize)]
struct Created {
    #[serde(flatten)]
    reply: Json,
    turns: Vec<TurnJson>,
}

/// A move's reply: the turns it made, then the state after them.
#[derive(serde::Serialize)]
struct MoveReply {
    turns: Vec<TurnJson>,
    state: Json,
}

async fn new_session(
    State(state): State<AppState>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let request: SessionRequest = body(bytes)?;
    let game = game(&state, &request.game)?;
    let info = game.info();
    let seat = seat_of(info, &request.seat)?;
    let opponent = opponent_of(&request)?;
    let seed = request.seed;
    if request.moves.len() > MOST_REPLAYED {
        return Err(ApiError::bad(format!(
            "at most {MOST_REPLAYED} moves are replayed, not {}",
            request.moves.len()
        )));
    }
    let moves = request.moves;
    let budget = state.clone();
    let size = request.input.len() + moves.iter().map(String::len).sum::<usize>();
    let checker = state.checker();
    let (session, (start, turns), reservation) = state
        .job(size, move || {
            let source = Source {
                input: request.input,
                layout: request.layout,
                param: request.param,
                rule: request.rule,
                checker,
            };
            let instance = source.read(game, Some(Action::Play))?;
            let reservation = Reservation::new(&budget, instance.session_bytes())?;
            let mut session = instance.session(SessionOptions {
                seat,
                opponent,
                seed,
            })?;
            let start = (session.position_json(), session.picture());
            let mut turns = Vec::new();
            for (at, text) in moves.iter().enumerate() {
                optimal_play::interrupt::checkpoint();
                let turn = session.replay_text(text).map_err(|refused| {
                    let why = match refused {
                        MoveRefused::Unreadable(error) => error.to_string(),
                        MoveRefused::Refused(error) => error.to_string(),
                    };
                    ApiError::new(
                        StatusCode::UNPROCESSABLE_ENTITY,
                        format!(
                            "move {} of the moves given, `{}`: {why}",
                            at + 1,
                            optimal_play::input::excerpt(text)
                        ),
                    )
                })?;
                turns.push(turn_json(&turn, &*session));
            }
            turns.extend(engine_replies(&mut *session));
            Ok((session, (start, turns), reservation))
        })
        .await?;
    let entry = Entry {
        game: info.name,
        seats: [
            session.player_name(Player::First),
            session.player_name(Player::Second),
        ],
        session: Mutex::new(session),
    };
    let (instance, scene) = {
        let session = entry.lock();
        (session.instance_json(), session.scene())
    };
    let bytes = reservation.keep();
    let id = {
        let mut sessions = state.sessions();
        let idle = sessions.limits().idle;
        sessions
            .insert(entry, bytes)
            .map_err(|full| refusal(full, idle))?
    };
    let entry = state.sessions().get(&id).expect("just stored");
    let mut reply = state_json(&id, &entry, &**entry.lock(), false);
    let fields = reply.as_object_mut().expect("an object");
    fields.insert("instance".to_owned(), instance);
    fields.insert("scene".to_owned(), json!(scene));
    fields.insert("start".to_owned(), start.0);
    fields.insert("start_picture".to_owned(), json!(start.1));
    let mut response = json_reply(StatusCode::CREATED, &Created { reply, turns });
    if let Ok(location) = HeaderValue::from_str(&format!("/api/sessions/{id}")) {
        response.headers_mut().insert(header::LOCATION, location);
    }
    Ok(response)
}

/// Memory set aside in the session store for a session being made: given
/// back when dropped, unless [kept](Reservation::keep) for the session.
struct Reservation {
    state: AppState,
    bytes: u64,
    kept: bool,
}

impl Reservation {
    /// Reserves `bytes`, or refuses the session (429, or 422 for a session
    /// larger than the whole budget).
    fn new(state: &AppState, bytes: u64) -> Result<Reservation, ApiError> {
        let mut sessions = state.sessions();
        let idle = sessions.limits().idle;
        sessions
            .reserve(bytes)
            .map_err(|full| refusal(full, idle))?;
        Ok(Reservation {
            state: state.clone(),
            bytes,
            kept: false,
        })
    }

    /// The bytes reserved, now the session's to hold.
    fn keep(mut self) -> u64 {
        self.kept = true;
        self.bytes
    }
}

impl Drop for Reservation {
    fn drop(&mut self) {
        if !self.kept {
            self.state.sessions().release(self.bytes);
        }
    }
}

/// A session the store cannot hold, in words.
fn refusal(full: Full, idle: Duration) -> ApiError {
    let wait = format!(
        "end one, or wait for one to expire after {} minutes without a move",
        idle.as_secs() / 60
    );
    let mib = |bytes: u64| bytes.div_ceil(1 << 20);
    match full {
        Full::Sessions { cap } => ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            format!("the server holds at most {cap} play sessions; {wait}"),
        ),
        Full::Memory { asked, left } => ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            format!(
                "this session would take {} MiB, and the play sessions' memory has {} MiB left \
                 (`serve --session-memory`); {wait}",
                mib(asked),
                left >> 20
            ),
        ),
        Full::Never { asked, budget } => ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            format!(
                "this session would take {} MiB, more than the {} MiB all play sessions together \
                 may hold (`serve --session-memory`); play a smaller instance",
                mib(asked),
                budget >> 20
            ),
        ),
    }
}

fn find(state: &AppState, id: &str) -> Result<Arc<Entry>, ApiError> {
    state.sessions().get(id).ok_or_else(|| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "no such play session: it ended, expired after a long pause, or the server restarted; start a new one",
        )
    })
}

async fn session_state(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let entry = find(&state, &id)?;
    let reply = blocking(move || {
        let session = entry.lock();
        let mut reply = state_json(&id, &entry, &**session, true);
        let fields = reply.as_object_mut().expect("an object");
        fields.insert("instance".to_owned(), session.instance_json());
        fields.insert("scene".to_owned(), json!(session.scene()));
        Ok(reply)
    })
    .await?;
    Ok(ok(&reply))
}

async fn end_session(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    if state.sessions().remove(&id) {
        Ok(StatusCode::NO_CONTENT.into_response())
    } else {
        Err(find(&state, &id).err().expect("not held"))
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveRequest {
    /// As a person types it (`left`), or as the JSON the API gives for it.
    #[serde(rename = "move")]
    mv: Json,
}

async fn play_move(
    State(state): State<AppState>,
    Path(id): Path<String>,
    bytes: Result<Bytes, BytesRejection>,
) -> Result<Response, ApiError> {
    let request: MoveRequest = body(bytes)?;
    let entry = find(&state, &id)?;
    let reply = blocking(move || {
        let mut session = entry.lock();
        let played = match &request.mv {
            Json::String(text) => session.play_text(text),
            Json::Object(_) => session.play_json(&request.mv),
            _ => {
                return Err(ApiError::bad(
                    "`move` is a move as text (`left`) or the move's JSON object",
                ));
            }
        };
        let turn = played.map_err(|refused| match refused {
            MoveRefused::Unreadable(error) => ApiError::bad(error.to_string()),
            MoveRefused::Refused(error @ (PlayError::Over | PlayError::NotYourTurn)) => {
                ApiError::new(StatusCode::CONFLICT, error.to_string())
            }
            MoveRefused::Refused(error) => {
                ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, error.to_string())
            }
        })?;
        let mut turns = vec![turn_json(&turn, &**session)];
        turns.extend(engine_replies(&mut **session));
        Ok(MoveReply {
            turns,
            state: state_json(&id, &entry, &**session, false),
        })
    })
    .await?;
    Ok(ok(&reply))
}

/// Plays for the person every move that loses them nothing and keeps the
/// turn theirs (in the wall game, every harmless wall of Eel's), at most
/// [`HARMLESS_MOVES_AT_ONCE`]: as stoppable work, since in a game of one's
/// own each move may cost a solve. The reply is a move's.
async fn play_harmless(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let entry = find(&state, &id)?;
    let reply = state
        .job(0, move || {
            let mut session = entry.lock();
            if session.to_move() != Some(Actor::You) {
                return Err(ApiError::new(
                    StatusCode::CONFLICT,
                    "it is not your turn: there is nothing to play for you",
                ));
            }
            let mut turns = Vec::new();
            while turns.len() < HARMLESS_MOVES_AT_ONCE {
                interrupt::checkpoint();
                let Some(turn) = session.play_harmless() else {
                    break;
                };
                turns.push(turn_json(&turn, &**session));
            }
            Ok(MoveReply {
                turns,
                state: state_json(&id, &entry, &**session, false),
            })
        })
        .await?;
    Ok(ok(&reply))
}

async fn hint(State(state): State<AppState>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let entry = find(&state, &id)?;
    let reply = blocking(move || {
        let mut session = entry.lock();
        if session.to_move().is_none() {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                "the game is over: there is nothing to hint",
            ));
        }
        let (moves, in_all) = valued_moves(&mut **session, MOVES_SHOWN);
        Ok(json!({ "moves": moves, "in_all": in_all }))
    })
    .await?;
    Ok(ok(&reply))
}

/// The thermograph of the position in play, as SVG, for a game that
/// draws one (a partizan game); the position is within the play limits, and
/// its value is the one the engine plays by.
async fn thermograph(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let entry = find(&state, &id)?;
    let game = entry.game;
    let reply = blocking(move || {
        let session = entry.lock();
        let svg = session.thermograph().ok_or_else(|| {
            ApiError::new(
                StatusCode::NOT_FOUND,
                format!("{game} has no thermograph: its positions have no partizan values"),
            )
        })?;
        Ok(json!({ "svg": svg }))
    })
    .await?;
    Ok(ok(&reply))
}

async fn undo(State(state): State<AppState>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let entry = find(&state, &id)?;
    let reply = blocking(move || {
        let mut session = entry.lock();
        if !session.undo() {
            return Err(ApiError::new(
                StatusCode::CONFLICT,
                "nothing to undo: you have not moved yet",
            ));
        }
        Ok(json!({ "state": state_json(&id, &entry, &**session, false) }))
    })
    .await?;
    Ok(ok(&reply))
}

async fn review(
    State(state): State<AppState>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let entry = find(&state, &id)?;
    let reply = blocking(move || {
        let mut session = entry.lock();
        let review = session.review();
        let best_words = session.value_words(review.best);
        let mut reply = serde_json::to_value(&review).expect("a review serialises");
        let fields = reply.as_object_mut().expect("an object");
        fields.insert("best_words".to_owned(), json!(best_words));
        fields.insert(
            "verdict".to_owned(),
            json!(erased::verdict(&**session, &review)),
        );
        fields.insert("seats".to_owned(), json!(entry.seats));
        fields.insert("seat".to_owned(), json!(session.seat().number()));
        Ok(reply)
    })
    .await?;
    Ok(ok(&reply))
}

#[cfg(test)]
mod fuzz;
#[cfg(test)]
mod tests;
