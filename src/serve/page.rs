//! The playground's page: its HTML, CSS and JavaScript, embedded in the
//! binary so that `serve` needs no files and no network. No build step: the
//! files under `page/` are served as they are, the script as ES modules
//! (`app.js` and the modules under `page/modules/`, served at `/modules/`).

use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};

/// The page.
pub const INDEX: &str = include_str!("page/index.html");
/// Its script.
pub const SCRIPT: &str = include_str!("page/app.js");
/// Its style sheet.
pub const STYLE: &str = include_str!("page/style.css");
/// The script's modules, by their path under `/modules/`.
pub const MODULES: &[(&str, &str)] = &[
    ("api.js", include_str!("page/modules/api.js")),
    ("chart.js", include_str!("page/modules/chart.js")),
    ("controls.js", include_str!("page/modules/controls.js")),
    ("dom.js", include_str!("page/modules/dom.js")),
    ("export.js", include_str!("page/modules/export.js")),
    ("link.js", include_str!("page/modules/link.js")),
    ("marks.js", include_str!("page/modules/marks.js")),
    ("numbers.js", include_str!("page/modules/numbers.js")),
    ("picture.js", include_str!("page/modules/picture.js")),
    (
        "picture/board.js",
        include_str!("page/modules/picture/board.js"),
    ),
    (
        "picture/count.js",
        include_str!("page/modules/picture/count.js"),
    ),
    (
        "picture/edges.js",
        include_str!("page/modules/picture/edges.js"),
    ),
    (
        "picture/graph.js",
        include_str!("page/modules/picture/graph.js"),
    ),
    (
        "picture/grid.js",
        include_str!("page/modules/picture/grid.js"),
    ),
    (
        "picture/heaps.js",
        include_str!("page/modules/picture/heaps.js"),
    ),
    (
        "picture/pieces.js",
        include_str!("page/modules/picture/pieces.js"),
    ),
    (
        "picture/row.js",
        include_str!("page/modules/picture/row.js"),
    ),
    ("play.js", include_str!("page/modules/play.js")),
    ("solve.js", include_str!("page/modules/solve.js")),
    ("state.js", include_str!("page/modules/state.js")),
    ("strip.js", include_str!("page/modules/strip.js")),
    ("table.js", include_str!("page/modules/table.js")),
    ("words.js", include_str!("page/modules/words.js")),
];

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

/// `GET /modules/{*path}`: one of the script's modules, or 404.
pub async fn module(axum::extract::Path(path): axum::extract::Path<String>) -> Response {
    match MODULES.iter().find(|(name, _)| *name == path) {
        Some((_, body)) => asset(body, "text/javascript; charset=utf-8"),
        None => axum::http::StatusCode::NOT_FOUND.into_response(),
    }
}

/// `GET /style.css`.
pub async fn style() -> Response {
    asset(STYLE, "text/css; charset=utf-8")
}
