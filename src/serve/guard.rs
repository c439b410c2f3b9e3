//! The checks every request passes before a route sees it. The playground
//! binds a loopback address, but any web page the user visits can send
//! requests to it, so a request is refused unless:
//!
//! - its `Host` names this machine (against DNS rebinding), unless the
//!   server was opened to other hosts;
//! - for the API, it comes from the playground's own page: a browser marks
//!   a request from another origin with `Origin` or `Sec-Fetch-Site`, and
//!   those are refused (403);
//! - a body it carries, or a content type it declares, is JSON
//!   (`Content-Type: application/json`), which a page elsewhere cannot
//!   send without the browser asking first (415);
//! - its body arrives whole within [`Limits::body_timeout`] (408), and
//!   within the body limit (413).
//!
//! The policy is written down in `docs/api.md` and `SECURITY.md`.

use std::time::Duration;

use axum::body::{Bytes, HttpBody as _};
use axum::extract::{FromRequest, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::error::ApiError;
#[cfg(doc)]
use super::store::Limits;

/// What the checks need to know of the server.
#[derive(Debug, Clone, Copy)]
pub struct Policy {
    /// Whether only requests for this machine's names are answered.
    pub loopback_only: bool,
    /// How long a body may take to arrive ([`Limits::body_timeout`]).
    pub body_timeout: Duration,
    /// The largest body, in bytes ([`Limits::body_bytes`]): a request that
    /// declares a longer one is refused before any of it is read.
    pub body_bytes: usize,
}

/// Refuses a request for another host, from another origin, or with a body
/// that is not declared JSON, before any route reads it.
pub async fn check_request(State(policy): State<Policy>, request: Request, next: Next) -> Response {
    let headers = request.headers();
    // A header checked below, sent twice, would be checked by its first
    // value alone: such a request is refused whole (#46, item 8).
    for name in [header::HOST, header::ORIGIN, header::CONTENT_TYPE] {
        if headers.get_all(&name).iter().nth(1).is_some() {
            return refuse(
                StatusCode::BAD_REQUEST,
                format!("a request may carry one `{name}` header, and this one has more"),
            );
        }
    }
    if headers.get_all("sec-fetch-site").iter().nth(1).is_some() {
        return refuse(
            StatusCode::BAD_REQUEST,
            "a request may carry one `sec-fetch-site` header, and this one has more",
        );
    }
    if policy.loopback_only
        && !headers
            .get(header::HOST)
            .is_none_or(|host| host.to_str().is_ok_and(is_loopback_host))
    {
        return refuse(
            StatusCode::FORBIDDEN,
            "this playground answers only requests for localhost or a loopback address",
        );
    }
    if request.uri().path().starts_with("/api/") {
        if let Some(origin) = foreign_origin(headers) {
            return refuse(
                StatusCode::FORBIDDEN,
                format!(
                    "the API answers only the playground's own page, and this request came \
                     from {origin}"
                ),
            );
        }
        if declared_length(headers).is_some_and(|length| length > policy.body_bytes as u64) {
            return refuse(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!(
                    "the request body is larger than the server takes ({} MiB)",
                    policy.body_bytes >> 20
                ),
            );
        }
        let sized = request.body().size_hint().lower() > 0 || !request.body().is_end_stream();
        if (sized || declares_body(headers)) && !declares_json(headers) {
            return refuse(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "a request body must be JSON, sent with `Content-Type: application/json`",
            );
        }
        let request = if sized {
            match whole_body(request, policy.body_timeout).await {
                Ok(request) => request,
                Err(refusal) => return refusal,
            }
        } else {
            request
        };
        return in_json(next.run(request).await).await;
    }
    next.run(request).await
}

/// A refusal made before a handler ran (a path that is not UTF-8, say, is
/// refused by axum in plain text) as the API's JSON error, like every other.
async fn in_json(response: Response) -> Response {
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|kind| kind.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return response;
    }
    let text = axum::body::to_bytes(response.into_body(), 64 << 10)
        .await
        .map(|bytes| String::from_utf8_lossy(&bytes).trim().to_owned())
        .unwrap_or_default();
    let message = if text.is_empty() {
        status.canonical_reason().unwrap_or("refused").to_owned()
    } else {
        text
    };
    refuse(status, message)
}

/// The request with its body read whole within `timeout` (and within the
/// body limit), so that a client sending it slowly holds nothing for long.
async fn whole_body(request: Request, timeout: Duration) -> Result<Request, Response> {
    let (parts, body) = request.into_parts();
    let reading = Bytes::from_request(Request::from_parts(parts.clone(), body), &());
    match tokio::time::timeout(timeout, reading).await {
        Ok(Ok(bytes)) => Ok(Request::from_parts(parts, axum::body::Body::from(bytes))),
        Ok(Err(rejection)) if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE => Err(refuse(
            StatusCode::PAYLOAD_TOO_LARGE,
            "the request body is larger than the server takes",
        )),
        Ok(Err(rejection)) => Err(refuse(rejection.status(), rejection.body_text())),
        Err(_) => Err(refuse(
            StatusCode::REQUEST_TIMEOUT,
            format!(
                "the request body did not arrive within {} s",
                timeout.as_secs_f64()
            ),
        )),
    }
}

fn refuse(status: StatusCode, message: impl Into<String>) -> Response {
    ApiError::new(status, message).into_response()
}

/// Whether a `Host` header names this machine: `localhost`, `127.x.y.z` or
/// `[::1]`, with or without a port.
pub fn is_loopback_host(host: &str) -> bool {
    let name = match host.rsplit_once(':') {
        Some((name, port)) if !name.is_empty() && port.bytes().all(|b| b.is_ascii_digit()) => name,
        _ => host,
    };
    let name = name.to_ascii_lowercase();
    name == "localhost"
        || name == "[::1]"
        || name
            .parse::<std::net::Ipv4Addr>()
            .is_ok_and(|address| address.is_loopback())
}

/// The origin a browser says a request came from, when it is not the
/// server's own: an `Origin` other than `http://` + `Host` (or `null`, a
/// sandboxed or local page), or `Sec-Fetch-Site` other than `same-origin`
/// and `none` (typed by the user). Programs such as curl send neither and
/// are answered.
fn foreign_origin(headers: &HeaderMap) -> Option<String> {
    let host = headers
        .get(header::HOST)
        .and_then(|host| host.to_str().ok())
        .unwrap_or("");
    if let Some(origin) = headers.get(header::ORIGIN) {
        let origin = origin.to_str().unwrap_or("an origin that is not text");
        let own = origin
            .strip_prefix("http://")
            .is_some_and(|rest| !host.is_empty() && rest.eq_ignore_ascii_case(host));
        if !own {
            return Some(format!("the origin `{origin}`"));
        }
    }
    match headers.get("sec-fetch-site").map(|site| site.to_str()) {
        None | Some(Ok("same-origin" | "none")) => None,
        Some(site) => Some(format!(
            "another site (`Sec-Fetch-Site: {}`)",
            site.unwrap_or("?")
        )),
    }
}

/// Whether a request's headers say it carries a body: a `Content-Length`
/// other than 0, a `Transfer-Encoding`, or a `Content-Type`.
fn declares_body(headers: &HeaderMap) -> bool {
    headers.contains_key(header::TRANSFER_ENCODING)
        || headers
            .get(header::CONTENT_LENGTH)
            .is_some_and(|length| length.as_bytes() != b"0")
        || headers.contains_key(header::CONTENT_TYPE)
}

/// The body's length as `Content-Length` declares it, when it does.
fn declared_length(headers: &HeaderMap) -> Option<u64> {
    headers
        .get(header::CONTENT_LENGTH)?
        .to_str()
        .ok()?
        .trim()
        .parse()
        .ok()
}

/// Whether `Content-Type` is `application/json`, with or without
/// parameters such as `charset`.
fn declares_json(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .is_some_and(|kind| kind.trim().eq_ignore_ascii_case("application/json"))
}
