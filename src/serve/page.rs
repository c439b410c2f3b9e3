//! The playground's page: its HTML, CSS and JavaScript, embedded in the
//! binary so that `serve` needs no files and no network. No build step: the
//! files under `page/` are served as they are.

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// The page.
pub const INDEX: &str = include_str!("page/index.html");
/// Its script.
pub const SCRIPT: &str = include_str!("page/app.js");
/// Its style sheet.
pub const STYLE: &str = include_str!("page/style.css");

/// Everything the page loads is from this server; nothing inline runs.
const POLICY: &str = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; \
                      script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

fn asset(body: &'static str, content_type: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, HeaderValue::from_static(content_type)),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
            (
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_static(POLICY),
            ),
            (
                header::X_CONTENT_TYPE_OPTIONS,
                HeaderValue::from_static("nosniff"),
            ),
        ],
        body,
    )
        .into_response()
}

/// `GET /`.
pub async fn index() -> Response {
    asset(INDEX, "text/html; charset=utf-8")
}

/// `GET /app.js`.
pub async fn script() -> Response {
    asset(SCRIPT, "text/javascript; charset=utf-8")
}

/// `GET /style.css`.
pub async fn style() -> Response {
    asset(STYLE, "text/css; charset=utf-8")
}
