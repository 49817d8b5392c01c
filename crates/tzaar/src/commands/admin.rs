//! `tzaar admin`: names the site's admins and opens championships' seasons, on the archive a
//! server uses (run it beside the server, on the same `--data` folder or `--database`).

use std::path::PathBuf;

use anyhow::{Context, Result, bail};
use clap::{Args as ClapArgs, Subcommand};
use tzaar_server::store::{PgStore, SqliteStore, Store};

/// Options of `tzaar admin`.
#[derive(ClapArgs, Debug)]
pub struct Args {
    #[command(subcommand)]
    action: Action,
    /// The folder of the SQLite archive, as `tzaar serve --data` names it.
    #[arg(long, global = true, default_value = "tzaar-data")]
    data: PathBuf,
    /// A PostgreSQL archive instead (`postgres://…`, also read from `DATABASE_URL`).
    #[arg(
        long,
        global = true,
        value_name = "URL",
        env = "DATABASE_URL",
        hide_env_values = true
    )]
    database: Option<String>,
}

#[derive(Subcommand, Debug)]
enum Action {
    /// Makes the account an admin: it sees the reports, hides chat lines, closes accounts.
    Grant {
        /// The account's name (any case).
        name: String,
    },
    /// Makes the account an ordinary player again.
    Revoke {
        /// The account's name (any case).
        name: String,
    },
    /// Opens a championship's next season now: its groups are made from the last season's
    /// standings and the entrants, and the server starts their games.
    OpenSeason {
        /// The championship's id.
        championship: String,
    },
}

/// The archive the options name.
fn archive(args: &Args) -> Result<Store> {
    match args
        .database
        .as_deref()
        .filter(|url| !url.trim().is_empty())
    {
        Some(url) => PgStore::connect(url, 1).context("cannot open the PostgreSQL archive"),
        None => {
            if !args.data.join("tzaar.sqlite3").exists() {
                bail!(
                    "{} holds no archive: name the folder `tzaar serve --data` uses",
                    args.data.display()
                );
            }
            SqliteStore::open_dir(&args.data).context("cannot open the SQLite archive")
        }
    }
}

/// Runs `tzaar admin`.
pub fn run(args: &Args) -> Result<()> {
    let (name, role) = match &args.action {
        Action::Grant { name } => (name, "admin"),
        Action::Revoke { name } => (name, "player"),
        Action::OpenSeason { championship } => return open_season(args, championship),
    };
    let store = archive(args)?;
    if !store.set_role(name, role)? {
        bail!("there is no account named {name}");
    }
    println!(
        "{name} is now {}",
        if role == "admin" {
            "an admin"
        } else {
            "a player"
        }
    );
    Ok(())
}

/// Opens championship `id`'s next season.
fn open_season(args: &Args, id: &str) -> Result<()> {
    let store = archive(args)?;
    let now = tzaar_server::dates::now_ms();
    match tzaar_server::tournaments::seasons::open_season(&store, id, now, false) {
        Ok(Some(season)) => {
            println!(
                "season {season} of championship {id} is open: a server on this archive starts its games"
            );
            Ok(())
        }
        Ok(None) => bail!("championship {id} opened no season"),
        Err(e) => bail!("{e}"),
    }
}
