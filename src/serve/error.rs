//! The API's one shape of refusal: a 4xx or 5xx with the JSON body
//! `{"error": MESSAGE, "status": CODE}` (`docs/api.md`), and the JSON
//! replies it shares with the routes.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use optimal_play::erased::{self, ErrorKind};

/// A refused request: its status and what is wrong.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    message: String,
}

impl ApiError {
    /// A refusal with `status` and `message`.
    pub fn new(status: StatusCode, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            message: message.into(),
        }
    }

    pub fn bad(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::BAD_REQUEST, message)
    }

    pub fn internal(message: impl Into<String>) -> ApiError {
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, message)
    }
}

impl From<erased::Error> for ApiError {
    fn from(error: erased::Error) -> ApiError {
        // Past a limit, or a rules file that fails as it runs: the request
        // was well formed, and its content is what cannot be taken.
        let past_a_limit = matches!(
            &error,
            erased::Error::Input { error, .. }
                if matches!(
                    error.problem,
                    optimal_play::input::Problem::PastLimit(_)
                        | optimal_play::input::Problem::Rules { .. }
                )
        );
        let status = match (&error, error.kind()) {
            (erased::Error::TooLarge(_), _) => StatusCode::UNPROCESSABLE_ENTITY,
            _ if past_a_limit => StatusCode::UNPROCESSABLE_ENTITY,
            (_, ErrorKind::BadRequest) => StatusCode::BAD_REQUEST,
            (_, _) => StatusCode::INTERNAL_SERVER_ERROR,
        };
        ApiError::new(status, error.to_string())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = json!({"error": self.message, "status": self.status.as_u16()});
        json_reply(self.status, &body)
    }
}

pub fn json_reply<T: serde::Serialize + ?Sized>(status: StatusCode, body: &T) -> Response {
    let text = serde_json::to_string(body).expect("a reply serialises");
    (
        status,
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        text,
    )
        .into_response()
}
