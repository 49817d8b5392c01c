//! The Python package (`python/`): builds and installs it with its `rl` extra and pytest in a
//! fresh virtual environment (`python3 -m venv` in a temporary folder, `pip install
//! "./python[rl]" pytest`, maturin coming as the build backend), then runs pytest over every
//! file of `python/tests`.
//!
//! Without `python3` or its `venv` module the test prints why and passes; with
//! `TZAAR_PYTHON=required` (as in `.ci/run`) it fails instead. The extension is compiled into
//! `python-build` under cargo's temporary folder for tests, which later runs reuse. The pure
//! Python reference's tests against the `tzaar` binary run with this package's binary and
//! `TZAAR_ENGINE_TESTS=required`, so they cannot skip here.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("the crate lies two folders below the repository's root")
        .to_path_buf()
}

fn shown(o: &Output) -> String {
    format!(
        "status {}\n--- stdout\n{}\n--- stderr\n{}",
        o.status,
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// Skips (printing why) or, with `TZAAR_PYTHON=required`, fails.
fn unavailable(why: &str) {
    let required = std::env::var("TZAAR_PYTHON").is_ok_and(|v| v == "required");
    assert!(
        !required,
        "TZAAR_PYTHON=required but the Python tests cannot run: {why}"
    );
    eprintln!(
        "SKIPPING the Python package's tests: {why}. Set TZAAR_PYTHON=required to make this an error."
    );
}

/// A command with `PATH` leading to the cargo running the tests, so that maturin finds it.
fn command(program: &Path) -> Command {
    let mut cmd = Command::new(program);
    if let Some(cargo_dir) = std::env::var_os("CARGO")
        .map(PathBuf::from)
        .and_then(|c| c.parent().map(Path::to_path_buf))
    {
        let path = std::env::var_os("PATH").unwrap_or_default();
        let mut dirs = vec![cargo_dir];
        dirs.extend(std::env::split_paths(&path));
        cmd.env("PATH", std::env::join_paths(dirs).expect("PATH entries"));
    }
    cmd
}

#[test]
fn the_python_package_passes_its_tests() {
    let root = repo_root();
    let dir = tempfile::tempdir().expect("a temporary folder");
    let venv = dir.path().join("venv");
    let made = Command::new("python3")
        .args(["-m", "venv"])
        .arg(&venv)
        .output();
    match made {
        Err(e) => return unavailable(&format!("python3 cannot be run ({e})")),
        Ok(o) if !o.status.success() => {
            return unavailable(&format!(
                "`python3 -m venv` failed (Debian's python3-venv may be missing)\n{}",
                shown(&o)
            ));
        }
        Ok(_) => {}
    }
    let python = venv.join("bin").join("python");

    let build_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("python-build");
    let install = command(&python)
        .args([
            "-m",
            "pip",
            "install",
            "--disable-pip-version-check",
            "--quiet",
        ])
        .arg(format!("{}[rl]", root.join("python").display()))
        .arg("pytest")
        .env("CARGO_TARGET_DIR", &build_dir)
        .env("CARGO_INCREMENTAL", "0")
        .output()
        .expect("pip runs");
    assert!(
        install.status.success(),
        "pip install of python[rl] failed\n{}",
        shown(&install)
    );

    let tests = root.join("python").join("tests");
    let run = command(&python)
        .args(["-m", "pytest", "-q", "-p", "no:cacheprovider"])
        .current_dir(&tests)
        .env("TZAAR_BIN", env!("CARGO_BIN_EXE_tzaar"))
        .env("TZAAR_ENGINE_TESTS", "required")
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .output()
        .expect("pytest runs");
    let out = String::from_utf8_lossy(&run.stdout);
    println!("{out}");
    assert!(run.status.success(), "pytest failed\n{}", shown(&run));
    assert!(
        out.lines().any(|l| l.contains(" passed")),
        "pytest reported no passed test\n{out}"
    );
}
