"""tzaar.perft against the Rust crate's perft data (crates/tzaar-core/tests/data/perft.txt)."""

import os
import subprocess

import pytest

import tzaar
from perft_data import perft_cases

# Counts up to this many nodes are checked (the larger ones take the Rust test's ignored run).
MAX_NODES = 3_000_000

CASES = perft_cases()


def test_the_data_file_has_the_three_starts():
    positions = {c[1] for c in CASES}
    assert tzaar.Position.standard().to_string() in positions
    assert tzaar.Position.tournament().to_string() in positions
    for seed in (1, 2, 3):
        assert tzaar.Position.random(seed).to_string() in positions
    assert len(CASES) >= 10


@pytest.mark.parametrize("name,position,counts", CASES, ids=[c[0] for c in CASES])
def test_perft_agrees_with_the_crate(name, position, counts):
    pos = tzaar.Position.from_string(position)
    checked = 0
    for depth, nodes in counts:
        if nodes <= MAX_NODES:
            assert tzaar.perft(pos, depth) == nodes, f"{name} depth {depth}"
            checked += 1
    assert checked >= 1
    assert pos.to_string() == position  # perft leaves the position as it was


def test_the_starts_by_their_constructors():
    assert [tzaar.perft(tzaar.Position.standard(), d) for d in (1, 2, 3)] == [42, 1797, 260556]
    assert [tzaar.perft(tzaar.Position.random(1), d) for d in (1, 2)] == [81, 6361]
    assert [tzaar.perft(tzaar.Position.tournament(), d) for d in (1, 2)] == [180, 31860]


def test_divide_adds_up():
    pos = tzaar.Position.random(2)
    d = tzaar.perft_divide(pos, 2)
    assert sorted(d) == sorted(pos.legal_actions())
    assert sum(d.values()) == tzaar.perft(pos, 2) == 5180
    assert tzaar.perft(pos, 0) == 1


@pytest.mark.skipif(not os.environ.get("TZAAR_BIN"), reason="TZAAR_BIN (the tzaar binary) is not set")
@pytest.mark.parametrize("args,pos", [
    (["--setup", "standard"], tzaar.Position.standard()),
    (["--setup", "tournament"], tzaar.Position.tournament()),
    (["--seed", "3"], tzaar.Position.random(3)),
])
def test_perft_agrees_with_the_tzaar_command(args, pos):
    out = subprocess.run([os.environ["TZAAR_BIN"], "perft", "--depth", "3", *args],
                         capture_output=True, text=True, check=True).stdout
    counts = [line.split() for line in out.splitlines() if line.startswith("depth ")]
    assert [(int(c[1]), int(c[3])) for c in counts] == [(d, tzaar.perft(pos, d)) for d in (1, 2, 3)]
    assert f"position {pos.to_string()}" in out.splitlines()


def test_divide_sums_to_the_crates_counts_at_depths_split_into_subtrees():
    # Depths above 3 are walked ply by ply (so that Ctrl-C can stop them) down to subtrees
    # counted whole: the split must count exactly what the crate counts.
    checked = 0
    for name, position, counts in CASES:
        pos = tzaar.Position.from_string(position)
        for depth, nodes in counts:
            if depth >= 4 and nodes <= MAX_NODES:
                divided = tzaar.perft_divide(pos, depth)
                assert sum(divided.values()) == nodes, f"{name} depth {depth}"
                assert sorted(divided) == sorted(pos.legal_actions())
                checked += 1
    assert checked >= 5
