//! The throwaway PostgreSQL cluster the storage tests run on: it starts on a free port, takes
//! SQL, and is gone after the test. Skips, saying so, where PostgreSQL is not installed (and
//! fails instead with `TZAAR_PG=required`, as in `.ci/run`).

#[path = "common/pg.rs"]
mod pg;

use pg::TempCluster;

#[test]
fn a_throwaway_cluster_starts_takes_sql_and_is_removed() {
    let Some(cluster) = TempCluster::start() else {
        return;
    };
    let version: u32 = cluster
        .psql("SHOW server_version_num")
        .parse()
        .expect("a version number");
    assert!(version >= 130_000, "PostgreSQL 13 or newer, not {version}");
    cluster.psql("CREATE TABLE t (id bigint PRIMARY KEY, v text NOT NULL)");
    cluster.psql("INSERT INTO t VALUES (1, 'one'), (2, 'two')");
    assert_eq!(
        cluster.psql("SELECT string_agg(v, ',' ORDER BY id) FROM t"),
        "one,two"
    );
    let url = cluster.url();
    assert!(url.starts_with("postgres://tzaar@127.0.0.1:"), "{url}");
    drop(cluster);
    // Stopped: nothing listens on its port any more.
    let port = url.rsplit(':').next().unwrap().split('/').next().unwrap();
    assert!(std::net::TcpStream::connect(format!("127.0.0.1:{port}")).is_err());
}
