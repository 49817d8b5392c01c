"""The reference against the Rust rules through `tzaar engine` over a pipe, without the
bindings: perft from several starts and seeded random games compared at every action.

The binary is $TZAAR_BIN, else target/release/tzaar or target/debug/tzaar under
$CARGO_TARGET_DIR or the repository. Without one the tests skip, saying why, unless
TZAAR_ENGINE_TESTS=required, when they fail instead.
"""

import os

import pytest

from reference import Engine, random_game_check, reference_start

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))


def find_binary():
    if os.environ.get("TZAAR_BIN"):
        return os.environ["TZAAR_BIN"]
    roots = [os.environ.get("CARGO_TARGET_DIR"), os.path.join(REPO, "target")]
    for root in filter(None, roots):
        for profile in ("release", "debug"):
            path = os.path.join(root, profile, "tzaar")
            if os.access(path, os.X_OK):
                return path
    return None


@pytest.fixture(scope="module")
def engine():
    binary = find_binary()
    if binary is None:
        reason = "no tzaar binary: build it (cargo build --release -p tzaar) or set TZAAR_BIN"
        if os.environ.get("TZAAR_ENGINE_TESTS") == "required":
            pytest.fail(reason + " (TZAAR_ENGINE_TESTS=required)")
        pytest.skip(reason)
    e = Engine(binary)
    yield e
    e.close()


@pytest.mark.parametrize(
    "start,depth",
    [("standard", 2), ("tournament", 2), ("random 1", 2), ("random 2024", 2)],
)
def test_perft_agrees_with_the_engine(engine, start, depth):
    engine.new(start)
    ref = reference_start(start)
    assert engine.position() == ref.to_string()
    assert engine.perft(depth) == [ref.perft(d) for d in range(1, depth + 1)]


@pytest.mark.parametrize("start", ["standard", "tournament", "random"])
def test_random_games_agree_with_the_engine(engine, start):
    for game in range(10):
        where = "random %d" % (700 + game) if start == "random" else start
        random_game_check(engine, where, seed=game, undo=game % 5 == 0, calm=game % 2 == 1)
