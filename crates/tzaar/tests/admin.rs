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

#[test]
fn a_championships_season_is_opened_on_the_archive() {
    use tzaar_server::store::ChampionshipRow;
    let dir = tempfile::tempdir().unwrap();
    let store = SqliteStore::open_dir(dir.path()).unwrap();
    let row = ChampionshipRow {
        id: "champ0000001".into(),
        name: "League".into(),
        setup: "standard".into(),
        group_size: 4,
        promote: 1,
        relegate: 2,
        growth: 2,
        days_per_turn: 3,
        cycles: 1,
        rated: true,
        ..ChampionshipRow::default()
    };
    store.create_championship(&row).unwrap();
    let (ok, said) = admin(&["open-season", "champ0000001"], dir.path());
    assert!(!ok && said.contains("at least two entrants"), "{said}");
    for (i, name) in ["Ann", "Bob", "Cy", "Dee", "Eve"].iter().enumerate() {
        let a = store
            .create_account(name, Some("hash"), None, Rating::START, 1)
            .unwrap()
            .unwrap();
        assert!(
            store
                .enter_championship("champ0000001", a.id, i as i64)
                .unwrap()
        );
    }
    drop(store);
    let (ok, said) = admin(&["open-season", "champ0000001"], dir.path());
    assert!(
        ok && said.contains("season 1 of championship champ0000001 is open"),
        "{said}"
    );
    let snap = SqliteStore::open_dir(dir.path())
        .unwrap()
        .championship("champ0000001")
        .unwrap()
        .unwrap();
    assert_eq!(snap.championship.season, 1);
    let players: usize = snap.groups.iter().map(|g| g.entrants.len()).sum();
    assert_eq!(
        (snap.groups.len(), players),
        (1, 5),
        "five fit one group of four and one more"
    );
    let (ok, said) = admin(&["open-season", "champ0000001"], dir.path());
    assert!(!ok && said.contains("still being played"), "{said}");
    let (ok, said) = admin(&["open-season", "nope"], dir.path());
    assert!(!ok && said.contains("no championship"), "{said}");
}
