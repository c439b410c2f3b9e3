//! `optimal-play serve`: the web playground. A local HTTP server with the
//! page embedded in the binary and a JSON API over the library's erased
//! layer, so every registered game is served with no code of its own here.
//!
//! - [`api`]: the routes, their requests and replies, and the errors.
//! - [`error`]: the API's refusals, in one JSON shape.
//! - [`guard`]: the checks every request passes first (host, origin,
//!   content type).
//! - [`listen`]: accepting connections, with a cap and timeouts.
//! - [`store`]: the play sessions, held in memory with a cap and expiry.
//! - [`page`]: the page's HTML, CSS and JavaScript, embedded.
//!
//! The API is written down in `docs/api.md`.

pub mod api;
pub mod error;
pub mod guard;
pub mod listen;
pub mod page;
pub mod sandbox;
pub mod store;

use std::io::Write;
use std::net::{IpAddr, SocketAddr};

use clap::Args;

use optimal_play::registry::Registry;

/// `serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The port to listen on; 0 picks a free one.
    #[arg(long, default_value_t = 8080)]
    pub port: u16,

    /// The address to listen on. The default answers this machine only;
    /// the playground has no accounts, so think before opening it wider.
    #[arg(long, default_value = "127.0.0.1")]
    pub bind: IpAddr,

    /// Open the page in the default browser once the server is listening.
    #[arg(long)]
    pub open: bool,

    /// The most memory, in MiB, all play sessions together may hold. Each
    /// session's share is known before it is made; past the budget a new
    /// session is refused (429) until one ends or expires.
    #[arg(long, value_name = "MIB", default_value_t = store::SESSION_BYTES >> 20,
          value_parser = clap::value_parser!(u64).range(1..=1 << 30))]
    pub session_memory: u64,
}

/// The long help of `serve`.
pub const HELP: &str = "\
Serves the playground at http://127.0.0.1:8080/ (the URL is printed when the
server is listening): choose a game, type, paste or generate an instance, then
play either seat against the engine by clicking, or solve it and step through
the optimal line with the reason for each move. The page is in the binary and
works offline. The JSON API it uses is in docs/api.md. Stop with Ctrl-C.

Examples:
  optimal-play serve
  optimal-play serve --port 0 --open";

/// Runs the server until Ctrl-C.
pub fn run(games: &Registry, args: &ServeArgs, out: &mut dyn Write) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let address = SocketAddr::new(args.bind, args.port);
        let listener = tokio::net::TcpListener::bind(address)
            .await
            .map_err(|error| anyhow::anyhow!("cannot listen on {address}: {error}"))?;
        let local = listener.local_addr()?;
        let url = format!("http://{local}/");
        writeln!(out, "optimal-play playground at {url} (Ctrl-C stops it)")?;
        out.flush()?;
        if args.open {
            open_browser(&url);
        }
        let limits = store::Limits {
            session_bytes: args.session_memory << 20,
            ..store::Limits::default()
        };
        let state = if args.bind.is_loopback() {
            api::AppState::new(games.clone(), limits)
        } else {
            api::AppState::answering_any_host(games.clone(), limits)
        };
        let checker = sandbox::Checker::this_program().map_err(|error| {
            anyhow::anyhow!("cannot find this program to check rules files with: {error}")
        })?;
        let state = state.checking_rules_with(checker);
        spawn_sweeper(state.clone());
        listen::serve(listener, api::router(state), limits, async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await;
        Ok(())
    })
}

/// Asks the desktop to open `url`; a failure is only reported, since the
/// URL is printed anyway.
fn open_browser(url: &str) {
    let command = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    };
    if let Err(error) = std::process::Command::new(command)
        .arg(url)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
    {
        eprintln!("optimal-play: cannot open a browser ({command}: {error}); open {url} yourself");
    }
}

/// Sweeps the sessions once a minute, so that idle sessions free their
/// memory even when no one starts a new one.
fn spawn_sweeper(state: api::AppState) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(std::time::Duration::from_secs(60));
        loop {
            tick.tick().await;
            state.sessions().sweep(std::time::Instant::now());
        }
    });
}
