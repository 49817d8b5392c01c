//! `tzaar admin` on a real archive: granting and revoking the admin role, and its refusals.

use std::process::Command;

use tzaar_server::ratings::Rating;
use tzaar_server::store::SqliteStore;

fn admin(args: &[&str], data: &std::path::Path) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tzaar"))
        .arg("admin")
        .args(args)
        .arg("--data")
        .arg(data)
        .env_remove("DATABASE_URL")
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

#[test]
fn an_account_is_made_admin_and_player_again() {
    let dir = tempfile::tempdir().unwrap();
    let (ok, said) = admin(&["grant", "Ann"], dir.path());
    assert!(!ok && said.contains("holds no archive"), "{said}");
    let id = {
        let store = SqliteStore::open_dir(dir.path()).unwrap();
        let ann = store
            .create_account("Ann", Some("hash"), None, Rating::START, 1)
            .unwrap()
            .unwrap();
        assert!(!store.is_admin(ann.id).unwrap());
        ann.id
    };
    let (ok, said) = admin(&["grant", "ann"], dir.path());
    assert!(ok && said.contains("is now an admin"), "{said}");
    assert!(
        SqliteStore::open_dir(dir.path())
            .unwrap()
            .is_admin(id)
            .unwrap()
    );
    let (ok, said) = admin(&["revoke", "ANN"], dir.path());
    assert!(ok && said.contains("is now a player"), "{said}");
    assert!(
        !SqliteStore::open_dir(dir.path())
            .unwrap()
            .is_admin(id)
            .unwrap()
    );
    let (ok, said) = admin(&["grant", "Nobody"], dir.path());
    assert!(!ok && said.contains("no account named Nobody"), "{said}");
}
