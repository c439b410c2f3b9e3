//! Accepting connections, so that slow clients can never starve the
//! others: at most [`Limits::connections`] are open at once (the next waits
//! in the system's queue until one closes), and a connection that does not
//! send a whole request head within [`Limits::header_timeout`] (a
//! half-sent request, or an idle keep-alive) is closed, and so is one whose
//! client reads nothing of a reply for [`Limits::write_timeout`] (#46:
//! clients that asked for large replies and never read them held every
//! connection and gigabytes). Bodies have a timeout of their own
//! ([`guard`](super::guard)).

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

use super::store::Limits;

/// Serves `router` on `listener` until `shutdown` completes.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    shutdown: impl Future<Output = ()>,
) {
    let open = Arc::new(Semaphore::new(limits.connections));
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let permit = tokio::select! {
            permit = Arc::clone(&open).acquire_owned() => permit.expect("the semaphore is never closed"),
            () = &mut shutdown => return,
        };
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
        let service = TowerToHyperService::new(router.clone());
        tokio::spawn(async move {
            let _open = permit;
            let mut http = hyper::server::conn::http1::Builder::new();
            http.timer(TokioTimer::new())
                .header_read_timeout(limits.header_timeout);
            // A connection that fails (closed, timed out) concerns only it.
            let stream = StallLimit::new(stream, limits.write_timeout);
            let _ = http.serve_connection(TokioIo::new(stream), service).await;
        });
    }
}

/// A connection whose writes fail once the client has read nothing for
/// `timeout`: the connection is then closed, and the reply it held freed.
struct StallLimit<S> {
    inner: S,
    timeout: Duration,
    /// Since when a write has waited for the client, if one is waiting.
    stalled: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl<S> StallLimit<S> {
    fn new(inner: S, timeout: Duration) -> StallLimit<S> {
        StallLimit {
            inner,
            timeout,
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
            return polled;
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
        let limits = Limits {
            connections,
            header_timeout: Duration::from_secs(1),
            body_timeout: Duration::from_secs(1),
            write_timeout: Duration::from_secs(1),
            ..Limits::default()
        };
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a port");
        let address = listener.local_addr().expect("an address");
        let state = AppState::new(Registry::builtin(), limits);
        tokio::spawn(serve(
            listener,
            router(state),
            limits,
            std::future::pending(),
        ));
        address
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
    /// are cut off once they have read nothing for the write timeout: with
    /// every connection the server takes held by such a client, a fresh
    /// client is still answered, and each stalled client got less than its
    /// reply (counted in bytes: a reply of 2,000,000 values, far more than
    /// the sockets' buffers hold).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn item_3_clients_that_never_read_are_cut_off() {
        let address = start(4).await;
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
}
