"""Self-checks of the pure-Python reference (reference.py): its starts, position strings, perft
counts from the Rust crate's data file, outcomes and refusals."""

import random

import pytest

from perft_data import perft_cases
from reference import CELLS, Position, reference_start


STANDARD = "TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w open"


CASES = perft_cases()


def test_the_data_file_is_read():
    assert len(CASES) >= 20
    assert CASES[0][1] == STANDARD
    assert all(position and depths for (_, position, depths) in CASES)


def test_cells_are_named_as_on_the_printed_board():
    assert len(CELLS) == 60
    assert CELLS[:5] == ["A1", "A2", "A3", "A4", "A5"]
    assert CELLS[29:31] == ["E4", "E6"]
    assert CELLS[-1] == "I5"
    assert "E5" not in CELLS


def test_standard_start():
    p = Position.standard()
    assert p.to_string() == STANDARD
    assert (p.side, p.phase) == ("white", "open")
    assert p.outcome() is None


@pytest.mark.parametrize(
    "seed,expected",
    [
        (1, "tTZTz/TZtRzt/RtZrtzT/tZRtTZTR/RrrTTtRR/tTttztrt/TTTzZrT/RTrRrr/zTrtt w open"),
        (2, "tttTT/zrtRTZ/TZRZtzR/tTtZTttR/TrzRrtRT/tZrzTttz/TRRTtTr/RTztrr/TrTrZ w open"),
        (3, "TrtZT/rRTRrT/TzZZtTt/rRZtTTrr/ztRttrRt/rRttzRTt/zTZtzRz/RZrTTt/ttTTT w open"),
        (7, "ZzZTr/tTrttR/zTtrZZr/tTzZtRTt/RtrZrztt/TTTTtTzt/RTRRttR/TTTRrr/RrtTz w open"),
    ],
)
def test_random_setups_match_the_rust_shuffle(seed, expected):
    # Seeds 1-3 are the crate's perft.txt cases, seed 7 the README's engine example.
    assert Position.random(seed).to_string() == expected


def test_random_setups_hold_every_piece_once():
    for seed in (0, 42, 2**64 - 1):
        letters = sorted(Position.random(seed).board.values())
        assert "".join(letters) == "RRRRRRRRRTTTTTTTTTTTTTTTZZZZZZrrrrrrrrrtttttttttttttttzzzzzz"
    with pytest.raises(ValueError):
        Position.random(2**64)
    with pytest.raises(ValueError):
        Position.random(-1)


def test_tournament_start():
    p = Position.tournament()
    assert p.to_string() == "5/6/7/8/8/8/7/6/5 w place"
    assert len(p.legal_actions()) == 180
    assert "Z@E1" in p.legal_actions()


@pytest.mark.parametrize("name,position,depths", CASES, ids=[c[0] for c in CASES])
def test_data_file_positions_round_trip(name, position, depths):
    assert Position.from_string(position).to_string() == position


def small_depths():
    """Each case's depths whose previous depth has at most 10000 nodes (the positions the
    reference must list the actions of): about 10 s in all."""
    out = []
    for name, position, depths in CASES:
        previous = 1
        for depth, nodes in depths:
            if previous > 10000:
                break
            out.append(pytest.param(position, depth, nodes, id="%s-%d" % (name, depth)))
            previous = nodes
    return out


@pytest.mark.parametrize("position,depth,nodes", small_depths())
def test_perft_matches_the_data_file(position, depth, nodes):
    p = Position.from_string(position)
    assert p.perft(depth) == nodes
    assert p.to_string() == position  # perft takes back everything it plays


@pytest.mark.parametrize(
    "position,expected",
    [
        (
            "1(zrr)2R/1R3(tz)/6Z/(TRZ)7/2(rrt)5/3t4/5(RTTTR)1/5(TTR)/2(tz)(tz)t w first",
            ("white", "tott-buried"),
        ),
        (
            "5/6/2(rt)2t(tt)/(TRTRZ)5r1/t7/8/(RRTZR)6/3(rzrtzrt)1(TT)/2(RZT)(tr)1 b second",
            ("black", "tzaar-captured"),
        ),
        ("zrt2/6/7/8/8/8/7/6/ZRT2 w first", ("black", "no-capture")),
        ("2rtz/6/7/8/8/8/7/6/ZRT2 w first", ("black", "no-capture")),
        ("zr3/6/7/8/8/8/7/t5/ZRT2 w first", None),
    ],
)
def test_outcomes(position, expected):
    p = Position.from_string(position)
    assert p.outcome() == expected
    assert (p.legal_actions() == []) == (expected is not None)


def test_the_only_capture_takes_the_last_tzaar():
    p = Position.from_string("zr3/6/7/8/8/8/7/t5/ZRT2 w first")
    assert p.legal_actions() == ["H1xI1"]
    p.play("H1xI1")
    assert p.to_string() == "zr3/6/7/8/8/8/7/6/tRT2 w second"
    assert p.outcome() == ("white", "tzaar-captured")
    with pytest.raises(ValueError):
        p.play("pass")


def test_burying_ones_last_type_loses():
    p = Position.from_string("zrtt1/6/7/8/8/8/7/6/ZRTT1 w second")
    assert sorted(p.legal_actions()) == sorted(
        ["A1+A2", "A2+A1", "A2+A3", "A3+A2", "A3+A4", "A4+A3", "pass"]
    )
    p.play("A2+A1")
    assert p.to_string() == "(zr)1tt1/6/7/8/8/8/7/6/ZRTT1 b first"
    assert p.outcome() == ("black", "tzaar-buried")


def test_turn_order_and_undo():
    p = Position.standard()
    p.play("D5xD4")
    assert (p.side, p.phase) == ("black", "first")
    p.play("C3xD4")
    assert (p.side, p.phase) == ("black", "second")
    assert "pass" in p.legal_actions()
    p.play("pass")
    assert (p.side, p.phase) == ("white", "first")
    assert p.undo() == "pass"
    assert p.undo() == "C3xD4"
    assert p.undo() == "D5xD4"
    assert p.to_string() == STANDARD
    with pytest.raises(ValueError):
        p.undo()


def test_actions_are_read_in_any_case_and_with_a_dash():
    p = Position.standard()
    p.play("d5-d4")
    assert p._history[-1][0] == "D5xD4"
    p.play("C3D4")
    p.undo()
    p.play("c3xd4")
    # D4 now holds Black's Tzaar from C3; C4 is Black's Tzaar too: a dash means stacking.
    p.play("C4-D4")
    assert p._history[-1][0] == "C4+D4"


@pytest.mark.parametrize(
    "action",
    [
        "pass",  # no pass in the opening
        "Z@E1",  # no placement outside the placement phase
        "A1xA2",  # Black's Tott, not White's
        "A5xB6",  # A5 and B6 are both White's: a capture of one's own
        "A5+B6",  # stacking only in a second action
        "D5xD3",  # D4 stands between
        "D4xF4",  # no line crosses the centre
        "E4xE6",
        "bogus",
        "",
        "A1xA1",
        "J1xA1",
    ],
)
def test_illegal_actions_raise(action):
    p = Position.standard()
    with pytest.raises(ValueError):
        p.play(action)
    assert p.to_string() == STANDARD


def test_only_a_stack_no_taller_is_captured():
    # A1 and B1 are neighbours, and so are B1 and C1; White's A2 and C1 see nothing else.
    rest = "/t6/8/8/8/7/6/RZ3"
    white_short = Position.from_string("z(rr)3/(TT)5" + rest + " w first")
    assert white_short.legal_actions() == []
    assert white_short.outcome() == ("black", "no-capture")
    black_tall = Position.from_string("z(rr)3/(TT)5" + rest + " b first")
    assert sorted(black_tall.legal_actions()) == ["B1xA1", "B1xC1"]
    level = Position.from_string("(zz)(rr)3/(TT)5" + rest + " w first")
    assert level.legal_actions() == ["A1xB1"]
    assert sorted(Position.from_string("(zz)(rr)3/(TT)5" + rest + " b first").legal_actions()) == [
        "B1xA1",
        "B1xC1",
    ]
    assert Position.from_string("(zz)(rr)3/T5" + rest + " b first").legal_actions() == ["B1xC1"]


def test_placement_until_the_opening():
    p = Position.tournament()
    rng = random.Random(5)
    for ply in range(60):
        assert p.phase == "place"
        assert p.side == ("white" if ply % 2 == 0 else "black")
        p.play(rng.choice(p.legal_actions()))
    assert (p.side, p.phase) == ("white", "open")
    assert sorted(p.board.values()) == sorted(Position.standard().board.values())
    with pytest.raises(ValueError):
        p.play("Z@E1")


def test_no_placement_of_a_type_out_of_hand():
    p = Position.from_string("ZZZZZ/Zt4/7/8/8/8/7/6/ttttt w place")
    assert any(a.startswith("Z@") for a in p.legal_actions())
    p.play("T@C1")
    assert not any(a.startswith("Z@") for a in p.legal_actions())
    with pytest.raises(ValueError):
        p.play("Z@B3")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt",
        "TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt x open",
        "TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w middle",
        "TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w open extra",
        "TTTT/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w open",
        "TTTTtt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w open",
        "TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT w open",
        "TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt b open",
        "5/6/7/8/8/8/7/6/5 b place",  # White places first
        "z4/6/7/8/8/8/7/6/5 w place",  # Black's turn after White's first piece
        "(zz)4/6/7/8/8/8/7/6/5 b place",  # no stacks in placement
        "0z4/6/7/8/8/8/7/6/5 b place",
        "(z)4/6/7/8/8/8/7/6/5 b place",
        "(zT)3/6/7/8/8/8/7/6/ZRT2 w first",  # mixed colours
        "(zr3/6/7/8/8/8/7/6/ZRT2 w first",
        "zrq2/6/7/8/8/8/7/6/ZRT2 w first",
        "zzzzz/zz4/7/8/8/8/7/6/ZRT2 w first",  # seven White Tzaars
        "zr3/6/7/8/8/8/7/6/ZRT2 w second",  # White lacks a Tott in its second action
        "zr3/6/7/8/8/8/7/6/ZR3 w first",  # both lack a type
    ],
)
def test_malformed_or_impossible_strings_raise(text):
    with pytest.raises(ValueError):
        Position.from_string(text)


def test_positions_of_random_games_round_trip():
    for start in ("standard", "tournament", "random 11"):
        rng = random.Random(start)
        p = reference_start(start)
        while p.legal_actions():
            s = p.to_string()
            q = Position.from_string(s)
            assert q.to_string() == s
            assert sorted(q.legal_actions()) == sorted(p.legal_actions())
            p.play(rng.choice(p.legal_actions()))
        assert p.outcome() is not None
        assert Position.from_string(p.to_string()).outcome() == p.outcome()


def test_perft_refuses_a_negative_depth():
    with pytest.raises(ValueError, match="depth"):
        Position.standard().perft(-1)
