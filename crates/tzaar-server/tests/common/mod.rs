//! Helpers for the router tests: requests through `app()` with tower's `oneshot`.

#![allow(dead_code)]

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::Value;
use tower::ServiceExt;
use tzaar_server::{AppState, ServerConfig, app};

/// A fresh server state over an archive in memory, with tiny engine searches.
pub fn state() -> AppState {
    AppState::open(ServerConfig::for_tests()).unwrap()
}

/// A new temporary folder, and the tests' configuration with the archive kept in it.
pub fn in_temp_dir() -> (tempfile::TempDir, ServerConfig) {
    let dir = tempfile::tempdir().unwrap();
    let config = ServerConfig {
        data_dir: Some(dir.path().to_path_buf()),
        ..ServerConfig::for_tests()
    };
    (dir, config)
}

/// Asserts that `request`, sent with a token or without, refuses no token (401
/// `missing-token`) and a wrong one (403 `wrong-token`).
pub async fn assert_needs_token<F: std::future::Future<Output = Reply>>(
    request: impl Fn(Option<&'static str>) -> F,
) {
    request(None).await.assert_error(401, "missing-token");
    request(Some("0000")).await.assert_error(403, "wrong-token");
}

/// A response's status, headers and body.
pub struct Reply {
    pub status: StatusCode,
    pub headers: axum::http::HeaderMap,
    pub body: Vec<u8>,
}

impl Reply {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// Asserts an error reply: the status and the `error` code, with a message.
    pub fn assert_error(&self, status: u16, code: &str) {
        let v = self.json();
        assert_eq!(self.status.as_u16(), status, "{v}");
        assert_eq!(v["error"], code, "{v}");
        assert!(v["message"].as_str().is_some_and(|m| !m.is_empty()), "{v}");
    }

    /// The seconds of the `Retry-After` header, read as a `T`.
    pub fn retry_after<T: std::str::FromStr>(&self) -> T
    where
        T::Err: std::fmt::Debug,
    {
        self.headers[header::RETRY_AFTER]
            .to_str()
            .unwrap()
            .parse()
            .unwrap()
    }
}

pub async fn send(router: &Router, req: Request<Body>) -> Reply {
    let res = router.clone().oneshot(req).await.unwrap();
    let status = res.status();
    let headers = res.headers().clone();
    let body = axum::body::to_bytes(res.into_body(), 4 << 20)
        .await
        .unwrap()
        .to_vec();
    Reply {
        status,
        headers,
        body,
    }
}

pub async fn get(router: &Router, uri: &str) -> Reply {
    send(router, Request::get(uri).body(Body::empty()).unwrap()).await
}

/// A POST with a JSON body (as text) and an optional bearer token.
pub async fn post(router: &Router, uri: &str, token: Option<&str>, body: &str) -> Reply {
    let mut req = Request::post(uri).header(header::CONTENT_TYPE, "application/json");
    if let Some(t) = token {
        req = req.header(header::AUTHORIZATION, format!("Bearer {t}"));
    }
    send(router, req.body(Body::from(body.to_string())).unwrap()).await
}

/// Creates a game; returns the creation reply's JSON.
pub async fn create(router: &Router, body: &str) -> Value {
    let r = post(router, "/api/games", None, body).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text());
    r.json()
}

/// A creation reply's game id and its White and Black seat tokens (empty for a seat it hands
/// no token for).
pub fn seats(created: &Value) -> (&str, &str, &str) {
    let token = |side: &str| created["tokens"][side].as_str().unwrap_or_default();
    (
        created["id"].as_str().unwrap(),
        token("white"),
        token("black"),
    )
}

/// Plays one action with a token; returns the reply.
pub async fn act(router: &Router, id: &str, token: &str, action: &str) -> Reply {
    let body = serde_json::json!({ "action": action }).to_string();
    post(
        router,
        &format!("/api/games/{id}/actions"),
        Some(token),
        &body,
    )
    .await
}

/// Plays White's opening capture and then Black's first action, one that does not lose at
/// once, in game `id`; the State after Black's action.
pub async fn opened(router: &Router, id: &str, white: &str, black: &str) -> Value {
    let s = act(router, id, white, "D5xD4").await;
    assert_eq!(s.status, StatusCode::OK, "{}", s.text());
    let s = act(router, id, black, &safe_action(&s.json())).await;
    assert_eq!(s.status, StatusCode::OK, "{}", s.text());
    s.json()
}

/// Polls the game until `done` holds for its state (the engine plays in the background).
pub async fn wait_state(router: &Router, id: &str, done: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..2000 {
        let s = get(router, &format!("/api/games/{id}")).await.json();
        if done(&s) {
            return s;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    panic!("the game never reached the state waited for");
}

/// The router of a state.
pub fn router(state: &AppState) -> Router {
    app(state.clone())
}

/// How a request shows its session.
#[derive(Clone, Copy)]
pub enum Auth<'a> {
    /// No session.
    None,
    /// The session cookie with this token.
    Cookie(&'a str),
    /// `Authorization: Bearer` with this token.
    Bearer(&'a str),
}

impl<'a> Auth<'a> {
    /// `Authorization: Bearer` with `token` if there is one, else no session.
    pub fn bearer(token: Option<&'a str>) -> Auth<'a> {
        token.map_or(Auth::None, Auth::Bearer)
    }
}

/// A request with a session shown as `auth` and an optional JSON body.
pub async fn call(
    r: &Router,
    method: &str,
    uri: &str,
    auth: Auth<'_>,
    body: Option<Value>,
) -> Reply {
    call_with(r, method, uri, auth, &[], body.map(|b| b.to_string())).await
}

/// A request with a session shown as `auth`, the further `headers`, and an optional body
/// sent as JSON.
pub async fn call_with(
    r: &Router,
    method: &str,
    uri: &str,
    auth: Auth<'_>,
    headers: &[(header::HeaderName, &str)],
    body: Option<String>,
) -> Reply {
    let mut req = Request::builder().method(method).uri(uri);
    for (name, value) in headers {
        req = req.header(name, *value);
    }
    match auth {
        Auth::None => {}
        Auth::Cookie(t) => req = req.header(header::COOKIE, format!("tzaar_session={t}")),
        Auth::Bearer(t) => req = req.header(header::AUTHORIZATION, format!("Bearer {t}")),
    }
    let body = match body {
        Some(b) => {
            req = req.header(header::CONTENT_TYPE, "application/json");
            Body::from(b)
        }
        None => Body::empty(),
    };
    send(r, req.body(body).unwrap()).await
}

/// A request with the session `token`, if any, as its bearer and an optional JSON body.
pub async fn call_bearer(
    r: &Router,
    method: &str,
    uri: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> Reply {
    call(r, method, uri, Auth::bearer(token), body).await
}

/// A request with the session `token` as its bearer and an optional JSON body.
pub async fn call_as(
    r: &Router,
    method: &str,
    uri: &str,
    token: &str,
    body: Option<Value>,
) -> Reply {
    call(r, method, uri, Auth::Bearer(token), body).await
}

/// A correspondence challenge (three days a turn, its owner White), open or to `to`.
pub fn correspondence(to: Option<&str>) -> Value {
    match to {
        Some(name) => serde_json::json!({"days_per_turn": 3, "color": "white", "opponent": name}),
        None => serde_json::json!({"days_per_turn": 3, "color": "white"}),
    }
}

/// `owner` (a session token) posts the challenge `body`, which must be 201; its id.
pub async fn challenge(r: &Router, owner: &str, body: Value) -> String {
    let reply = call_as(r, "POST", "/api/seeks", owner, Some(body)).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text());
    reply.json()["id"].as_str().unwrap().to_string()
}

/// `taker` (a session token) accepts the challenge `seek`, which must be 201; the game's id.
pub async fn accept(r: &Router, seek: &str, taker: &str) -> String {
    let uri = format!("/api/seeks/{seek}/accept");
    let taken = call_as(r, "POST", &uri, taker, None).await;
    assert_eq!(taken.status, StatusCode::CREATED, "{}", taken.text());
    taken.json()["game"].as_str().unwrap().to_string()
}

/// A correspondence game of `white` against `black` (session tokens), started from an open
/// challenge of White's; its id.
pub async fn challenge_game(r: &Router, white: &str, black: &str) -> String {
    let seek = challenge(r, white, correspondence(None)).await;
    accept(r, &seek, black).await
}

/// The text of `field` in each item of the JSON array `list`.
pub fn texts<'a>(list: &'a Value, field: &str) -> Vec<&'a str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|item| item[field].as_str().unwrap())
        .collect()
}

/// An action of the State that does not lose at once.
pub fn safe_action(s: &Value) -> String {
    s["actions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["loses"] == false)
        .expect("a legal action")["action"]
        .as_str()
        .unwrap()
        .to_string()
}

/// `POST /api/accounts` for `name` with `password`; the reply, whatever it is.
pub async fn sign_up(r: &Router, name: &str, password: &str) -> Reply {
    let body = serde_json::json!({"name": name, "password": password});
    call(r, "POST", "/api/accounts", Auth::None, Some(body)).await
}

/// `POST /api/session` for `name` with `password`; the reply, whatever it is.
pub async fn log_in(r: &Router, name: &str, password: &str) -> Reply {
    let body = serde_json::json!({"name": name, "password": password});
    call(r, "POST", "/api/session", Auth::None, Some(body)).await
}

/// Signs up `name` (password "long enough"); the session token.
pub async fn account(r: &Router, name: &str) -> String {
    let reply = sign_up(r, name, "long enough").await;
    assert_eq!(reply.status, 201, "{}", reply.text());
    reply.json()["token"].as_str().unwrap().to_string()
}

/// Signs up each of `names` (see [`account`]); their session tokens, in order.
pub async fn accounts<const N: usize>(r: &Router, names: [&str; N]) -> [String; N] {
    let mut tokens = [const { String::new() }; N];
    for (token, name) in tokens.iter_mut().zip(names) {
        *token = account(r, name).await;
    }
    tokens
}

/// The invite code of a creation reply's invite link.
pub fn invite(created: &Value) -> String {
    let link = created["invite"].as_str().unwrap();
    link.split_once("#invite=").unwrap().1.to_string()
}

/// Joins the game of the creation reply `created` by its invite, as `token` if given; the
/// reply, which must be 200.
pub async fn join(r: &Router, created: &Value, token: Option<&str>) -> Value {
    let id = created["id"].as_str().unwrap();
    let body = serde_json::json!({ "invite": invite(created) }).to_string();
    let joined = post(r, &format!("/api/games/{id}/join"), token, &body).await;
    assert_eq!(joined.status, 200, "{}", joined.text());
    joined.json()
}

/// Panics if some object of the JSON `text` names a key twice (as `#[serde(flatten)]` can
/// make a reply do without a word): serde_json would silently keep the last.
pub fn assert_no_duplicate_keys(text: &str) {
    use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
    struct Checked;
    impl<'de> Deserialize<'de> for Checked {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Checked, D::Error> {
            d.deserialize_any(CheckedVisitor)
        }
    }
    struct CheckedVisitor;
    impl<'de> Visitor<'de> for CheckedVisitor {
        type Value = Checked;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("any JSON value")
        }
        fn visit_bool<E>(self, _: bool) -> Result<Checked, E> {
            Ok(Checked)
        }
        fn visit_i64<E>(self, _: i64) -> Result<Checked, E> {
            Ok(Checked)
        }
        fn visit_u64<E>(self, _: u64) -> Result<Checked, E> {
            Ok(Checked)
        }
        fn visit_f64<E>(self, _: f64) -> Result<Checked, E> {
            Ok(Checked)
        }
        fn visit_str<E>(self, _: &str) -> Result<Checked, E> {
            Ok(Checked)
        }
        fn visit_unit<E>(self) -> Result<Checked, E> {
            Ok(Checked)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Checked, A::Error> {
            while seq.next_element::<Checked>()?.is_some() {}
            Ok(Checked)
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Checked, A::Error> {
            let mut seen = std::collections::HashSet::new();
            while let Some(key) = map.next_key::<String>()? {
                if !seen.insert(key.clone()) {
                    return Err(serde::de::Error::custom(format!("the key `{key}` twice")));
                }
                map.next_value::<Checked>()?;
            }
            Ok(Checked)
        }
    }
    if let Err(e) = serde_json::from_str::<Checked>(text) {
        panic!("{e}: {}", &text[..text.len().min(300)]);
    }
}
