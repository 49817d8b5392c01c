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


# Depths that keep the reference's side at about 15 s in all.
PERFT = [
    ("standard", 3),
    ("tournament", 3),
    ("random 1", 3),
    ("random 99", 3),
    # Mid-game and late positions from the crate's perft.txt, where stacks, stacking moves and
    # endings count.
    ("position TT(TR)Tt/tR(zrr)1R(tz)/tZ4Z/t7/t1(rr)tT1Rt/T(RZ)1t1Z2/1R1z1(RT)1/(TT)r2r(TT)/1r(tz)tt b first", 4),
    ("position 2tZt/R1(TTTTR)3/tz4Z/R3rTZR/T(rr)t1T(rt)1T/R1RT1rtz/TT3t(rz)/2R(zt)2/(tr)1Tt1 b second", 3),
    ("position 1(TTR)2R/1R3(tz)/t5Z/(trr)7/(TRZ)1(rr)1(zrr)2R/3t4/5(RT)1/4(TTR)(TT)/2(tz)(tz)t b second", 5),
    ("position 3(ZTTR)T/1(TT)4/4(TZ)2/(tz)7/7(tr)/(ttt)(TRT)6/2t4/5(ZT)/1(rtrr)1(TT)z w first", 8),
    ("position 5/2(rzr)2T/(rtt)(TZ)5/2(RTR)3(trt)(RR)/T2(tz)3(tz)/1R1T4/T3Z2/1(ZZ)1r1(zz)/T2(ZT)1 b first", 5),
]


@pytest.mark.parametrize(
    "start,depth",
    PERFT,
    ids=["%s-%d" % (s if not s.startswith("position") else "perft.txt-%d" % i, d) for i, (s, d) in enumerate(PERFT)],
)
def test_perft_agrees(start, depth):
    ours = Bindings(tzaar)
    ours.new(start)
    ref = reference_start(start)
    assert tzaar.perft(ours.pos, depth) == ref.perft(depth), (start, depth)
    assert tzaar.perft(ours.pos, 1) == ref.perft(1), start
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


def test_both_refuse_undo_at_the_start():
    with pytest.raises(ValueError):
        Position.standard().undo()
    with pytest.raises(Exception):
        tzaar.Position.standard().undo()
