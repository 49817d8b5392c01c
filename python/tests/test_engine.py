"""tzaar.Engine: legal turns at every level, analysis lines, errors, and searches that run
without the GIL so that Python threads search at once."""

import sys
import threading

import pytest

import tzaar


def test_best_turn_is_a_legal_rest_of_turn():
    engine = tzaar.Engine(seed=1)
    for level in (1, 3, 5, 10):
        pos = tzaar.Position.random(level)
        for _ in range(3):
            side = pos.side
            turn = engine.best_turn(pos, depth=3, level=level)
            assert 1 <= len(turn) <= 2
            pos.play(" ".join(turn))
            assert pos.side != side or pos.is_over()


def test_same_seed_same_choices():
    pos = tzaar.Position.random(11)
    a = [tzaar.Engine(seed=5).best_turn(pos, depth=2, level=2) for _ in range(2)]
    assert a[0] == a[1]


def test_analyse_lines():
    pos = tzaar.Position.standard()
    pos.play("D5xD4")
    lines = tzaar.Engine().analyse(pos, lines=3, depth=3)
    assert len(lines) == 3
    turns = [tuple(line.turn) for line in lines]
    assert len(set(turns)) == 3
    for line in lines:
        assert len(line.turn) == 2
        assert line.pv[: len(line.turn)] == line.turn
        probe = pos.copy()
        probe.play(" ".join(line.turn))
        assert (line.cp is not None) + (line.win_in is not None) + (line.loss_in is not None) == 1
        assert line.score.split()[0] in ("cp", "win", "loss")
        assert 0.0 <= line.win_chance <= 1.0
        w, d, l = line.wdl
        assert d == 0 and w + l == 1000
        assert abs(line.win_chance * 1000 - w) <= 1
        assert abs(line.win_chance - (1 - line.white_win_chance)) < 1e-9  # Black to act
    # Best first.
    cps = [line.cp for line in lines if line.cp is not None]
    assert cps == sorted(cps, reverse=True)
    assert "AnalysisLine(" in repr(lines[0])


def test_a_won_position_reads_as_a_win():
    # Black to act, with a capture of White's last Tzaar at hand (I4 takes I5).
    pos = tzaar.Position.from_string("tr3/6/7/8/8/8/7/6/RTZ(TT)z b first")
    lines = tzaar.Engine().analyse(pos, depth=2)
    assert lines and lines[0].win_in == 1 and lines[0].win_chance == 1.0
    assert lines[0].wdl == (1000, 0, 0)


def test_errors():
    engine = tzaar.Engine()
    over = tzaar.Position.from_string("Tzrt1/6/7/8/8/8/7/6/5 b first")
    with pytest.raises(ValueError, match="the game is over"):
        engine.best_turn(over, depth=1)
    with pytest.raises(ValueError, match="the game is over"):
        engine.analyse(over, depth=1)
    pos = tzaar.Position.standard()
    for kwargs in ({"level": 0}, {"level": 11}, {"depth": 0}, {"depth": 200}, {"time_ms": 0},
                   {"nodes": 0}):
        with pytest.raises(ValueError):
            engine.best_turn(pos, **kwargs)
    with pytest.raises(ValueError):
        engine.analyse(pos, lines=0, depth=1)
    with pytest.raises(ValueError):
        tzaar.Engine(threads=0)


def test_searches_release_the_gil():
    """Two engines search at once from two Python threads. With the switch interval made huge,
    a thread that holds the GIL keeps it until it blocks; so the main thread can only see both
    searches started and neither finished if each search let go of the GIL."""
    pos = tzaar.Position.standard()
    started = [threading.Event(), threading.Event()]
    done = [threading.Event(), threading.Event()]
    results = [None, None]

    def search(i):
        engine = tzaar.Engine(seed=i)
        started[i].set()
        results[i] = engine.best_turn(pos, time_ms=1500)
        done[i].set()

    old = sys.getswitchinterval()
    sys.setswitchinterval(100.0)
    try:
        threads = [threading.Thread(target=search, args=(i,)) for i in range(2)]
        for t in threads:
            t.start()
        for e in started:
            e.wait()
        overlapping = not done[0].is_set() and not done[1].is_set()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(old)
    assert overlapping, "the two searches did not run at the same time"
    for turn in results:
        pos.copy().play(" ".join(turn))


def test_perft_releases_the_gil():
    pos = tzaar.Position.random(1)
    seen = []
    flag = threading.Event()

    def count():
        flag.set()
        seen.append(tzaar.perft(pos, 4))

    old = sys.getswitchinterval()
    sys.setswitchinterval(100.0)
    try:
        t = threading.Thread(target=count)
        t.start()
        flag.wait()
        during = not seen
        t.join()
    finally:
        sys.setswitchinterval(old)
    assert during
    assert seen == [67347396]
