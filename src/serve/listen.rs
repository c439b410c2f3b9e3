//! Accepting connections, so that slow clients can never starve the
//! others: at most [`Limits::connections`] are open at once, and when a
//! new one comes at the cap, the oldest connection that is waiting for a
//! request (or whose client reads nothing of its reply) is closed to make
//! room (#46 item 5: during 300 connections that trickled their headers a
//! fresh client waited 5–8 s). A connection that does not send a whole
//! request head within [`Limits::header_timeout`] (a half-sent request, or
//! an idle keep-alive) is closed, and so is one whose client reads nothing
//! of a reply for [`Limits::write_timeout`] (#46: clients that asked for
//! large replies and never read them held every connection and
//! gigabytes). Bodies have a timeout of their own ([`guard`](super::guard)).

use std::collections::BTreeMap;
use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

use axum::Router;
use axum::body::{Body, HttpBody};
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::{Notify, Semaphore};

use super::store::Limits;

/// Serves `router` on `listener` until `shutdown` completes.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    shutdown: impl Future<Output = ()>,
) {
    let open = Arc::new(Semaphore::new(limits.connections));
    let table = Arc::new(Table::default());
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                Err(_) => {
                    // Out of file descriptors, say: wait for some to close.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => return,
        };
        // At the cap, the oldest connection that serves no one makes room;
        // while every one is busy, the new one waits for the first to end
        // or to stall, looking again every 50 ms.
        let mut made_room = false;
        let permit = loop {
            if let Ok(permit) = Arc::clone(&open).try_acquire_owned() {
                break permit;
            }
            made_room = made_room || table.close_oldest_idle();
            tokio::select! {
                permit = Arc::clone(&open).acquire_owned() => break permit.expect("the semaphore is never closed"),
                () = tokio::time::sleep(Duration::from_millis(50)), if !made_room => {}
                () = &mut shutdown => return,
            }
        };
        let connection = table.add();
        let service = tracked(TowerToHyperService::new(router.clone()), &connection);
        let table = Arc::clone(&table);
        tokio::spawn(async move {
            let _open = permit;
            let mut http = hyper::server::conn::http1::Builder::new();
            http.timer(TokioTimer::new())
                .header_read_timeout(limits.header_timeout);
            // A connection that fails (closed, timed out) concerns only it.
            let stream = StallLimit::new(stream, limits.write_timeout, &connection);
            let served = http.serve_connection(TokioIo::new(stream), service);
            tokio::select! {
                _ = served => {}
                () = connection.close.notified() => {}
            }
            table.remove(connection.id);
        });
    }
}

/// The open connections, oldest first, for [`Table::close_oldest_idle`].
struct Table {
    open: Mutex<BTreeMap<u64, Arc<Connection>>>,
    next: AtomicUsize,
    epoch: Instant,
}

impl Default for Table {
    fn default() -> Table {
        Table {
            open: Mutex::default(),
            next: AtomicUsize::new(0),
            epoch: Instant::now(),
        }
    }
}

/// How long a connection must have done nothing (waited for a request,
/// or for its client to read) before it may be closed to make room: a
/// burst of clients that have sent their requests is never cut off while
/// the server reads them (#46: closing the newest idle ones dropped 21 of
/// 300 clients of the load test).
const QUIET: Duration = Duration::from_millis(500);

/// What the accept loop knows of one open connection.
struct Connection {
    id: u64,
    /// Requests being answered (their reply not yet all written).
    busy: AtomicUsize,
    /// Whether a write is waiting for a client that reads nothing.
    stalled: AtomicBool,
    /// Since when it has done nothing, in milliseconds since the table
    /// began: since it was opened, its last reply ended or a write stalled.
    quiet_since: AtomicU64,
    /// When the table began, for `quiet_since`.
    epoch: Instant,
    /// Told to close the connection.
    close: Notify,
}

impl Connection {
    fn now(&self) -> u64 {
        self.epoch.elapsed().as_millis() as u64
    }

    /// Marks the connection as doing nothing from now on.
    fn quiet_from_now(&self) {
        self.quiet_since.store(self.now(), Ordering::SeqCst);
    }

    /// Whether it has waited for a request, or for its client to read, for
    /// at least [`QUIET`].
    fn idle(&self) -> bool {
        let waiting = self.busy.load(Ordering::SeqCst) == 0 || self.stalled.load(Ordering::SeqCst);
        let quiet = self
            .now()
            .saturating_sub(self.quiet_since.load(Ordering::SeqCst));
        waiting && quiet >= QUIET.as_millis() as u64
    }
}

impl Table {
    fn add(&self) -> Arc<Connection> {
        let id = self.next.fetch_add(1, Ordering::Relaxed) as u64;
        let connection = Arc::new(Connection {
            id,
            busy: AtomicUsize::new(0),
            stalled: AtomicBool::new(false),
            quiet_since: AtomicU64::new(self.epoch.elapsed().as_millis() as u64),
            epoch: self.epoch,
            close: Notify::new(),
        });
        self.lock().insert(id, Arc::clone(&connection));
        connection
    }

    fn remove(&self, id: u64) {
        self.lock().remove(&id);
    }

    /// Closes the oldest connection that has waited for a request, or for
    /// its client to read, for [`QUIET`] or more: whether there was one.
    fn close_oldest_idle(&self) -> bool {
        let mut open = self.lock();
        let idle = open.values().find(|connection| connection.idle());
        let Some(id) = idle.map(|connection| connection.id) else {
            return false;
        };
        if let Some(connection) = open.remove(&id) {
            connection.close.notify_one();
        }
        true
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<u64, Arc<Connection>>> {
        self.open.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// `inner`, counting on `connection` the requests being answered, from
/// their head until their reply's body is all written (or dropped).
fn tracked(
    inner: TowerToHyperService<Router>,
    connection: &Arc<Connection>,
) -> impl hyper::service::Service<
    hyper::Request<hyper::body::Incoming>,
    Response = hyper::Response<Body>,
    Error = Infallible,
    Future = impl Future<Output = Result<hyper::Response<Body>, Infallible>> + Send,
> + Clone
+ Send
+ 'static {
    let connection = Arc::clone(connection);
    let inner = Arc::new(inner);
    hyper::service::service_fn(move |request| {
        let busy = Busy::start(&connection);
        let reply = hyper::service::Service::call(&*inner, request);
        async move {
            let response = reply.await?;
            Ok(response.map(|body| Body::new(Counted { body, _busy: busy })))
        }
    })
}

/// One request being answered, counted on its connection while it lives.
struct Busy(Arc<Connection>);

impl Busy {
    fn start(connection: &Arc<Connection>) -> Busy {
        connection.busy.fetch_add(1, Ordering::SeqCst);
        Busy(Arc::clone(connection))
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        if self.0.busy.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.0.quiet_from_now();
        }
    }
}

/// A reply's body that keeps its request counted until it is dropped.
struct Counted {
    body: Body,
    _busy: Busy,
}

impl HttpBody for Counted {
    type Data = <Body as HttpBody>::Data;
    type Error = <Body as HttpBody>::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<hyper::body::Frame<Self::Data>, Self::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> hyper::body::SizeHint {
        self.body.size_hint()
    }
}

/// A connection whose writes fail once the client has read nothing for
/// `timeout`: the connection is then closed, and the reply it held freed.
struct StallLimit<S> {
    inner: S,
    timeout: Duration,
    connection: Arc<Connection>,
    /// Since when a write has waited for the client, if one is waiting.
    stalled: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl<S> StallLimit<S> {
    fn new(inner: S, timeout: Duration, connection: &Arc<Connection>) -> StallLimit<S> {
        StallLimit {
            inner,
            timeout,
            connection: Arc::clone(connection),
            stalled: None,
        }
    }

    /// What a write that returned `polled` gives: its result when it made
    /// progress (and the clock stops), else pending until the timeout, then
    /// an error.
    fn limit<T>(
        &mut self,
        polled: Poll<io::Result<T>>,
        cx: &mut Context<'_>,
    ) -> Poll<io::Result<T>> {
        if polled.is_ready() {
            self.stalled = None;
            self.connection.stalled.store(false, Ordering::SeqCst);
            return polled;
        }
        if !self.connection.stalled.swap(true, Ordering::SeqCst) {
            self.connection.quiet_from_now();
        }
        let timeout = self.timeout;
        let stalled = self
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(timeout)));
        match stalled.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the client read nothing of the reply",
            ))),
            Poll::Pending => Poll::Pending,
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for StallLimit<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for StallLimit<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write(cx, buf);
        self.limit(polled, cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let polled = Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        self.limit(polled, cx)
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let polled = Pin::new(&mut self.inner).poll_flush(cx);
        self.limit(polled, cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    use tokio::net::TcpStream;

    use super::serve;
    use crate::serve::api::{AppState, router};
    use crate::serve::store::Limits;
    use optimal_play::registry::Registry;

    /// A server on a free port with a cap of `connections` and one-second
    /// timeouts; its address.
    async fn start(connections: usize) -> std::net::SocketAddr {
        start_with_state(connections).await.0
    }

    /// As [`start`], with the server's state, to count its jobs.
    async fn start_with_state(connections: usize) -> (std::net::SocketAddr, AppState) {
        start_with(Limits {
            connections,
            header_timeout: Duration::from_secs(1),
            body_timeout: Duration::from_secs(1),
            write_timeout: Duration::from_secs(1),
            ..Limits::default()
        })
        .await
    }

    /// A server with `limits` on a free port: its address and state.
    async fn start_with(limits: Limits) -> (std::net::SocketAddr, AppState) {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a port");
        let address = listener.local_addr().expect("an address");
        let state = AppState::new(Registry::builtin(), limits);
        tokio::spawn(serve(
            listener,
            router(state.clone()),
            limits,
            std::future::pending(),
        ));
        (address, state)
    }

    /// A whole request for `route` with the JSON `body`.
    fn post(route: &str, body: &str) -> String {
        format!(
            "POST {route} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
    }

    /// Waits until `test` holds of the server's job counts (running,
    /// stopped), checking every 10 ms; panics after 60 s, which only a
    /// hang reaches.
    async fn until_jobs(state: &AppState, test: impl Fn((usize, usize)) -> bool) {
        for _ in 0..6000 {
            if test(state.job_counts()) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!("the jobs never came to {:?}", state.job_counts());
    }

    /// #46 items 1 and 2: work whose client went away stops. Two requests
    /// fill the quick lane with Can I Win at its total limit (16 games of
    /// 2^20 positions: seconds of work each); once both run, their clients
    /// leave. A small request is then answered, and both were stopped, not
    /// run to their end.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn item_1_abandoned_work_stops_and_the_quick_lane_answers() {
        let (address, state) = start_with_state(8).await;
        let games: String = (1..=16).map(|i| format!("20 {}\\n", 150 + i)).collect();
        let heavy = post(
            "/api/games/can-i-win/solve",
            &format!("{{\"input\": \"{games}\"}}"),
        );
        let mut abandoned = Vec::new();
        for _ in 0..2 {
            let mut stream = TcpStream::connect(address).await.expect("a connection");
            stream.write_all(heavy.as_bytes()).await.expect("a request");
            abandoned.push(stream);
        }
        until_jobs(&state, |(running, _)| running == 2).await;
        drop(abandoned);
        let small = exchange(
            address,
            &post("/api/games/coins/solve", "{\"input\": \"3\\n1 2 3\"}"),
        )
        .await;
        assert!(small.starts_with("HTTP/1.1 200"), "{small}");
        until_jobs(&state, |(running, _)| running == 0).await;
        let (_, stopped) = state.job_counts();
        assert_eq!(stopped, 2, "the abandoned work ran to its end");
    }

    /// Sends `request` and reads the reply to its end (the server closes).
    async fn exchange(address: std::net::SocketAddr, request: &str) -> String {
        let mut stream = TcpStream::connect(address).await.expect("a connection");
        stream.write_all(request.as_bytes()).await.expect("sent");
        let mut reply = Vec::new();
        let _ = stream.read_to_end(&mut reply).await;
        String::from_utf8_lossy(&reply).into_owned()
    }

    /// Waits until the server closes `stream`, reading whatever it says;
    /// `None` if it is still open after 20 s.
    async fn closed(mut stream: TcpStream) -> Option<String> {
        let mut reply = Vec::new();
        let read = stream.read_to_end(&mut reply);
        let _ = tokio::time::timeout(Duration::from_secs(20), read)
            .await
            .ok()?;
        Some(String::from_utf8_lossy(&reply).into_owned())
    }

    /// #23 item 7: slow clients (slowloris) can never starve the others.
    /// Twice as many half-sent requests as the server takes connections are
    /// held open; each is closed after the header timeout, and a whole
    /// request made meanwhile is answered. A body sent too slowly gets 408.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn item_7_slow_clients_are_closed_and_never_starve_the_others() {
        let address = start(8).await;
        let mut slow = Vec::new();
        for _ in 0..16 {
            let mut stream = TcpStream::connect(address).await.expect("a connection");
            stream
                .write_all(b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n")
                .await
                .expect("half a request");
            slow.push(stream);
        }
        let answered = exchange(
            address,
            "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        )
        .await;
        assert!(answered.starts_with("HTTP/1.1 200"), "{answered}");
        for stream in slow {
            assert!(
                closed(stream).await.is_some(),
                "a slow connection was left open"
            );
        }

        let body = "{\"input\": \"3\\n1 2 3\"}";
        let mut stream = TcpStream::connect(address).await.expect("a connection");
        let head = format!(
            "POST /api/games/coins/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \
             application/json\r\nContent-Length: {}\r\n\r\n{}",
            body.len(),
            &body[..3]
        );
        stream.write_all(head.as_bytes()).await.expect("a head");
        let reply = closed(stream)
            .await
            .expect("the slow body's connection closes");
        assert!(reply.starts_with("HTTP/1.1 408"), "{reply}");
        assert!(reply.contains("did not arrive within 1 s"), "{reply}");
    }

    /// #46 item 3: clients that ask for a large reply and never read it
    /// are cut off once they have read nothing for the write timeout: a
    /// fresh client is answered meanwhile, and each stalled client got less
    /// than its reply (counted in bytes: a reply of 2,000,000 values, far
    /// more than the sockets' buffers hold).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn item_3_clients_that_never_read_are_cut_off() {
        // Room for one more than the stalled clients: what cuts them off
        // is the write timeout, not the cap (item 5's test covers that).
        let address = start(5).await;
        let body = "{\"count\": 2000000, \"seed\": 1}";
        let request = format!(
            "POST /api/games/coins/generate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: \
             application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        let mut stalled = Vec::new();
        for _ in 0..4 {
            let mut stream = TcpStream::connect(address).await.expect("a connection");
            stream
                .write_all(request.as_bytes())
                .await
                .expect("a request");
            stalled.push(stream);
        }
        let fresh = exchange(
            address,
            "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        );
        let fresh = tokio::time::timeout(Duration::from_secs(30), fresh)
            .await
            .expect("a fresh client is answered while the others do not read");
        assert!(fresh.starts_with("HTTP/1.1 200"), "{fresh}");
        let whole = 2_000_000;
        for stream in stalled {
            let got = closed(stream)
                .await
                .expect("a client that never read is cut off");
            assert!(
                got.starts_with("HTTP/1.1 200"),
                "{}",
                &got[..got.len().min(200)]
            );
            let values = got.split_whitespace().count();
            assert!(values < whole, "{values} values arrived: the whole reply");
        }
    }

    /// #46 item 5: a fresh client is answered while slow clients hold
    /// every connection the server takes: three times as many as the cap
    /// trickle half a request head, and as many again asked for a large
    /// reply and read none of it. Their timeouts are an hour, so only
    /// closing the oldest idle connection at the cap can let the fresh
    /// client in; it is answered, and the connections closed to make room
    /// were idle or stalled ones, never more than needed.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn item_5_a_fresh_client_is_answered_while_slow_ones_hold_every_connection() {
        let hour = Duration::from_secs(3600);
        let cap = 16;
        let (address, _) = start_with(Limits {
            connections: cap,
            header_timeout: hour,
            body_timeout: hour,
            write_timeout: hour,
            ..Limits::default()
        })
        .await;
        let mut slow = Vec::new();
        for _ in 0..3 * cap {
            let mut stream = TcpStream::connect(address).await.expect("a connection");
            stream
                .write_all(b"GET /api/games HTTP/1.1\r\nHost: 127.")
                .await
                .expect("half a head");
            slow.push(stream);
        }
        let large = post(
            "/api/games/coins/generate",
            "{\"count\": 2000000, \"seed\": 1}",
        );
        for _ in 0..cap {
            let mut stream = TcpStream::connect(address).await.expect("a connection");
            stream.write_all(large.as_bytes()).await.expect("a request");
            slow.push(stream);
        }
        let fresh = exchange(
            address,
            "GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
        );
        let fresh = tokio::time::timeout(Duration::from_secs(60), fresh)
            .await
            .expect("a fresh client is answered while slow ones hold every connection");
        assert!(fresh.starts_with("HTTP/1.1 200"), "{fresh}");
    }
}
