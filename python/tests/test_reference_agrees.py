"""The `tzaar` package against the pure-Python reference: perft from the three kinds of start,
and seeded random games compared at every action (legal actions, position strings, side, phase,
outcome, and undo). Skips until the package is installed."""

import pytest

from reference import Bindings, Position, random_game_check, reference_start

tzaar = pytest.importorskip("tzaar")

GAMES_PER_START = 50


def test_the_starts_agree():
    assert tzaar.Position.standard().to_string() == Position.standard().to_string()
    assert tzaar.Position.tournament().to_string() == Position.tournament().to_string()
    for seed in (0, 1, 2, 3, 7, 12345, 2**64 - 1):
        assert tzaar.Position.random(seed).to_string() == Position.random(seed).to_string(), seed


# Starts whose counts perft.txt does not hold at these depths (the package and the reference
# each agree with the file's counts in test_perft.py and test_reference.py).
PERFT = [("tournament", 3), ("random 99", 3)]


@pytest.mark.parametrize(
    "start,depth",
    PERFT,
    ids=["%s-%d" % p for p in PERFT],
)
def test_perft_agrees(start, depth):
    ours = Bindings(tzaar)
    ours.new(start)
    ref = reference_start(start)
    assert tzaar.perft(ours.pos, depth) == ref.perft(depth), (start, depth)
    assert ours.position() == ref.to_string()


@pytest.mark.parametrize("start", ["standard", "tournament", "random"])
def test_random_games_agree(start):
    ours = Bindings(tzaar)
    for game in range(GAMES_PER_START):
        where = "random %d" % (500 + game) if start == "random" else start
        # Every fifth game is also taken back action by action.
        random_game_check(ours, where, seed=game, undo=game % 5 == 0, calm=game % 2 == 1)


@pytest.mark.parametrize(
    "action",
    ["pass", "Z@E1", "A1xA2", "A5xB6", "A5+B6", "D4xF4", "bogus", "", "A1xA1"],
)
def test_both_refuse_illegal_actions(action):
    ref = Position.standard()
    with pytest.raises(ValueError):
        ref.play(action)
    pos = tzaar.Position.standard()
    with pytest.raises(ValueError):
        pos.play(action)
    assert pos.to_string() == ref.to_string()
