//! A throwaway PostgreSQL cluster for tests: `initdb` and `pg_ctl` in a temporary folder,
//! listening on a free port on 127.0.0.1, stopped and removed when dropped.
//!
//! The server binaries come from `pg_config --bindir`, Debian's `/usr/lib/postgresql/<n>/bin`
//! or the `PATH`. When they are missing, [`TempCluster::start`] says so and returns `None`, so
//! the test skips; with `TZAAR_PG=required` (as `.ci/run` sets) it fails instead. `initdb`
//! refuses to run as root, so as root the binaries run as the `postgres` user, in a folder
//! that user owns.

// Each test file that includes this uses part of it.
#![allow(dead_code)]

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A running cluster; dropping it stops the server and removes its files.
pub struct TempCluster {
    /// Holds the folder for the cluster's lifetime.
    dir: tempfile::TempDir,
    bin: PathBuf,
    as_postgres: bool,
    /// The port the server listens on, on 127.0.0.1.
    pub port: u16,
}

impl TempCluster {
    /// Starts a cluster, or returns `None` (after saying why) when PostgreSQL is not installed
    /// and `TZAAR_PG` is not `required`.
    pub fn start() -> Option<TempCluster> {
        let as_postgres = is_root();
        let bin = server_bindir();
        let missing = if bin.is_none() {
            Some("the PostgreSQL server binaries (initdb, pg_ctl, psql) are not installed")
        } else if as_postgres && !postgres_user() {
            Some("this runs as root, and there is no `postgres` user to run initdb as")
        } else {
            None
        };
        if let Some(why) = missing {
            if std::env::var("TZAAR_PG").as_deref() == Ok("required") {
                panic!("TZAAR_PG=required, but {why}");
            }
            eprintln!("skipping: {why} (Debian: apt-get install postgresql)");
            return None;
        }
        let bin = bin.expect("checked above");
        let dir = tempfile::tempdir().expect("a temporary folder");
        if as_postgres {
            run(Command::new("chown")
                .arg("-R")
                .arg("postgres:")
                .arg(dir.path()));
        }
        let port = free_port();
        let cluster = TempCluster {
            dir,
            bin,
            as_postgres,
            port,
        };
        let data = cluster.data();
        cluster.pg("initdb", |c| {
            c.arg("-D").arg(&data).args([
                "-A",
                "trust",
                "-U",
                "tzaar",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            ]);
        });
        let options = format!(
            "-p {port} -h 127.0.0.1 -k {} -F -c max_connections=200",
            cluster.dir.path().display()
        );
        let log = cluster.dir.path().join("server.log");
        cluster.pg("pg_ctl", |c| {
            c.arg("-D")
                .arg(&data)
                .arg("-o")
                .arg(&options)
                .arg("-l")
                .arg(&log)
                .args(["-w", "start"]);
        });
        Some(cluster)
    }

    /// The connection URL of the cluster's `postgres` database, as the `tzaar` user.
    pub fn url(&self) -> String {
        format!("postgres://tzaar@127.0.0.1:{}/postgres", self.port)
    }

    /// Runs `psql` on the cluster with `sql` and returns what it printed (unaligned, no
    /// headers).
    pub fn psql(&self, sql: &str) -> String {
        let out = self.pg("psql", |c| {
            c.args(["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d"])
                .arg(self.url())
                .arg("-c")
                .arg(sql);
        });
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }

    fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    /// Runs one of the cluster's binaries (as `postgres` when we are root), panicking with its
    /// output if it fails.
    fn pg(&self, name: &str, args: impl FnOnce(&mut Command)) -> Output {
        let mut command = self.command(name);
        args(&mut command);
        run(&mut command)
    }

    /// One of the cluster's binaries, to run as `postgres` when we are root, in its folder.
    fn command(&self, name: &str) -> Command {
        let program = self.bin.join(name);
        let mut command = if self.as_postgres {
            let mut c = Command::new("runuser");
            c.args(["-u", "postgres", "--"]).arg(program);
            c
        } else {
            Command::new(program)
        };
        command.current_dir(self.dir.path());
        command
    }
}

impl Drop for TempCluster {
    fn drop(&mut self) {
        let _ = self
            .command("pg_ctl")
            .arg("-D")
            .arg(self.data())
            .args(["-m", "immediate", "-w", "stop"])
            .output();
    }
}

/// Runs `command`, panicking with its output when it fails.
fn run(command: &mut Command) -> Output {
    let out = command
        .output()
        .unwrap_or_else(|e| panic!("cannot run {command:?}: {e}"));
    assert!(
        out.status.success(),
        "{command:?} failed ({}):\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// The folder with `initdb`, `pg_ctl` and `psql`, if PostgreSQL is installed.
fn server_bindir() -> Option<PathBuf> {
    let has_all = |dir: &Path| {
        ["initdb", "pg_ctl", "psql"]
            .iter()
            .all(|b| dir.join(b).is_file())
    };
    let from_config = Command::new("pg_config")
        .arg("--bindir")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    // Debian keeps the server binaries in a versioned folder; take the newest.
    let mut debian: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("bin"))
        .collect();
    debian.sort_by_key(|p| {
        p.parent()
            .and_then(|v| v.file_name())
            .and_then(|v| v.to_str())
            .and_then(|v| v.parse::<u32>().ok())
            .unwrap_or(0)
    });
    let from_path = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default();
    from_config
        .into_iter()
        .chain(debian.into_iter().rev())
        .chain(from_path)
        .find(|d| has_all(d))
}

/// Whether this process runs as root (`id -u` is 0).
fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// Whether a `postgres` user exists, and `runuser` to act as it.
fn postgres_user() -> bool {
    let ok = |c: &mut Command| c.output().is_ok_and(|o| o.status.success());
    ok(Command::new("id").args(["-u", "postgres"])) && ok(Command::new("runuser").arg("--help"))
}

/// A port on 127.0.0.1 that was free a moment ago.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port on 127.0.0.1")
}
