//! The site's bot API over HTTP: the event stream, accepting and declining challenges, and
//! playing a turn, all with the bot account's session token.

use std::time::Duration;

use reqwest::{Client, Response, StatusCode};
use serde::Deserialize;
use serde_json::json;

/// The longest wait for an answer to a request (the stream excepted).
const REQUEST_TIMEOUT: Duration = Duration::from_secs(20);

/// Why a request to the site failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SiteError {
    /// The site answered with an error: its status, code and message.
    Refused {
        /// The HTTP status.
        status: u16,
        /// The API's error code.
        code: String,
        /// Its message.
        message: String,
    },
    /// No answer: the connection failed or timed out, or the answer could not be read.
    Transport(String),
}

impl SiteError {
    /// Whether trying again later may help: no answer, a refusal of load, a failure of the
    /// site's own.
    pub fn is_transient(&self) -> bool {
        match self {
            SiteError::Transport(_) => true,
            SiteError::Refused { status, .. } => *status == 429 || *status >= 500,
        }
    }
}

impl std::fmt::Display for SiteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SiteError::Refused {
                status,
                code,
                message,
            } => write!(f, "{status} {code}: {message}"),
            SiteError::Transport(e) => write!(f, "{e}"),
        }
    }
}

/// The site, reached with the bot's session.
#[derive(Clone)]
pub struct Site {
    client: Client,
    base: String,
    token: String,
}

#[derive(Deserialize)]
struct ErrorBody {
    error: String,
    message: String,
}

#[derive(Deserialize)]
struct Accepted {
    game: String,
}

impl Site {
    /// The site at `base` (`http://host:port`), with the session token `token`.
    pub fn new(base: &str, token: &str) -> anyhow::Result<Site> {
        let base = site_address(base)?;
        let client = Client::builder()
            .connect_timeout(Duration::from_secs(10))
            .user_agent(concat!("tzaar-bot/", env!("CARGO_PKG_VERSION")))
            .build()?;
        Ok(Site {
            client,
            base,
            token: token.to_string(),
        })
    }

    /// Opens the event stream; the caller reads its lines.
    pub async fn stream(&self) -> Result<Response, SiteError> {
        let request = self
            .client
            .get(format!("{}/api/bot/stream", self.base))
            .bearer_auth(&self.token);
        let response = request.send().await.map_err(transport)?;
        checked(response).await
    }

    /// Accepts the challenge `id`; returns the new game's id.
    pub async fn accept(&self, id: &str) -> Result<String, SiteError> {
        let response = self.post(&format!("/api/seeks/{id}/accept"), None).await?;
        let accepted: Accepted = response.json().await.map_err(transport)?;
        Ok(accepted.game)
    }

    /// Declines the direct challenge `id`.
    pub async fn decline(&self, id: &str) -> Result<(), SiteError> {
        self.post(&format!("/api/seeks/{id}/decline"), None)
            .await
            .map(drop)
    }

    /// Plays the rest of the turn `actions` (in notation) in `game`.
    pub async fn play(&self, game: &str, actions: &[String]) -> Result<(), SiteError> {
        let body = match actions {
            [one] => json!({ "action": one }),
            _ => json!({ "turn": actions.join(" ") }),
        };
        self.post(&format!("/api/games/{game}/actions"), Some(body))
            .await
            .map(drop)
    }

    async fn post(
        &self,
        path: &str,
        body: Option<serde_json::Value>,
    ) -> Result<Response, SiteError> {
        let mut request = self
            .client
            .post(format!("{}{path}", self.base))
            .bearer_auth(&self.token)
            .timeout(REQUEST_TIMEOUT);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let response = request.send().await.map_err(transport)?;
        checked(response).await
    }
}

/// The site's address as the requests start it (`http://host:port/path`, no trailing `/`),
/// or why `text` is none.
fn site_address(text: &str) -> anyhow::Result<String> {
    let hint = "write it as http://HOST:PORT or https://HOST";
    let url = reqwest::Url::parse(text.trim())
        .map_err(|e| anyhow::anyhow!("--server `{text}` is not a site's address ({e}); {hint}"))?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none_or(str::is_empty) {
        anyhow::bail!("--server `{text}` is not an http or https address with a host; {hint}");
    }
    if url.query().is_some() || url.fragment().is_some() || !url.username().is_empty() {
        anyhow::bail!("--server `{text}` has a query, a fragment or a user name; {hint}");
    }
    Ok(url.as_str().trim_end_matches('/').to_string())
}

fn transport(e: reqwest::Error) -> SiteError {
    // With its causes (connection refused, timed out, ...), as anyhow's alternate form chains them.
    SiteError::Transport(format!("{:#}", anyhow::Error::from(e)))
}

/// The response if it succeeded, else its error.
async fn checked(response: Response) -> Result<Response, SiteError> {
    let status = response.status();
    if status.is_success() {
        return Ok(response);
    }
    let text = response.text().await.unwrap_or_default();
    let (code, message) = match serde_json::from_str::<ErrorBody>(&text) {
        Ok(body) => (body.error, body.message),
        Err(_) => (
            status_word(status),
            text.chars().take(200).collect::<String>(),
        ),
    };
    Err(SiteError::Refused {
        status: status.as_u16(),
        code,
        message,
    })
}

fn status_word(status: StatusCode) -> String {
    status
        .canonical_reason()
        .unwrap_or("error")
        .to_lowercase()
        .replace(' ', "-")
}

#[cfg(test)]
mod tests {
    use super::site_address;

    #[test]
    fn a_site_address_is_an_http_url_with_a_host() {
        assert_eq!(
            site_address("http://127.0.0.1:8080/").unwrap(),
            "http://127.0.0.1:8080"
        );
        assert_eq!(
            site_address(" https://tzaar.example.org/play ").unwrap(),
            "https://tzaar.example.org/play"
        );
        for bad in [
            "garbage",
            "127.0.0.1:8080",
            "ftp://example.org",
            "http://",
            "http://a/?x=1",
            "http://me@a/",
        ] {
            let e = site_address(bad).unwrap_err().to_string();
            assert!(e.contains(&format!("--server `{bad}`")), "{bad}: {e}");
        }
    }
}
