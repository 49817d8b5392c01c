//! `tzaar serve` with mail: a mail queued while the SMTP server is down survives a SIGKILL
//! and is sent after the restart; mail without a public URL or a sender is refused at start.

mod api;
#[path = "../../tzaar-server/tests/common/client.rs"]
mod client;
mod common;
#[path = "../../tzaar-server/tests/common/smtp.rs"]
mod smtp;

use std::time::Duration;

use api::call;
use common::Server;
use smtp::{Smtp, header, link};

/// Starts `tzaar serve` on the data folder `data`, mailing through port `port`, with quick
/// polls and retries and a lease of 1 s.
fn start(data: &std::path::Path, port: u16) -> Server {
    let smtp = format!("smtp://127.0.0.1:{port}");
    common::serve(&[
        "--data".as_ref(),
        data.as_os_str(),
        "--smtp".as_ref(),
        smtp.as_ref(),
        "--mail-from".as_ref(),
        "tzaar@tzaar.test".as_ref(),
        "--public-url".as_ref(),
        "http://tzaar.test".as_ref(),
        "--mail-timing".as_ref(),
        "50,200,1000".as_ref(),
    ])
}

#[tokio::test]
async fn a_queued_mail_survives_sigkill_and_is_sent_after_the_restart() {
    if !smtp::available() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let port = smtp::free_port();
    let server = start(&data, port);
    let (status, body) = call(
        server.addr,
        "POST",
        "/api/accounts",
        None,
        r#"{"name":"Ann","password":"long enough","email":"ann@example.org"}"#,
    )
    .await;
    assert_eq!(status, 201, "{body}");
    // Nothing listens: the mail is tried and waits; then the server is killed (SIGKILL).
    tokio::time::sleep(Duration::from_millis(500)).await;
    drop(server);
    let smtp = Smtp::start_on(port).unwrap();
    let _server = start(&data, port);
    let mails = smtp.wait_for(1, Duration::from_secs(20)).await;
    assert_eq!(header(&mails[0], "To").as_deref(), Some("ann@example.org"));
    assert!(
        link(&mails[0])
            .0
            .starts_with("http://tzaar.test/verify-email#token=")
    );
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(smtp.mails().len(), 1, "sent once");
}

#[test]
fn mail_without_a_public_url_or_a_sender_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let data = data.to_str().unwrap();
    let smtp = [
        "serve",
        "--port",
        "0",
        "--data",
        data,
        "--smtp",
        "smtp://127.0.0.1:2525",
    ];
    // With one of the two given, the start fails and names the other.
    for (given, missing) in [
        (["--mail-from", "a@b.test"], "--public-url"),
        (["--public-url", "http://tzaar.test"], "--mail-from"),
    ] {
        let out = common::tzaar_in(dir.path(), &[&smtp[..], &given].concat(), "");
        assert!(!out.status.success());
        let stderr = common::text(&out.stderr);
        assert!(stderr.contains(missing), "{stderr}");
    }
}
