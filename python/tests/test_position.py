"""tzaar.Position: starts, play and undo, errors with the rules' reasons, copies, round trips."""

import copy
import pickle
import random

import pytest

import tzaar

STANDARD = "TTTTt/tRRRrt/trZZzrt/trzTtzrt/trztTZRT/TRZTtZRT/TRZzzRT/TRrrrT/Ttttt w open"


def test_the_three_starts():
    assert tzaar.Position.standard().to_string() == STANDARD
    assert tzaar.Position().to_string() == STANDARD
    assert tzaar.Position(STANDARD) == tzaar.Position.standard()
    r = tzaar.Position.random(42)
    assert r == tzaar.Position.random(42)
    assert r != tzaar.Position.random(43)
    assert (r.side, r.phase) == ("white", "open")
    t = tzaar.Position.tournament()
    assert t.to_string() == "5/6/7/8/8/8/7/6/5 w place"
    assert len(t.legal_actions()) == 180


def test_play_and_undo_restore_everything():
    pos = tzaar.Position.random(7)
    rng = random.Random(1)
    seen = [pos.copy()]
    while not pos.is_over():
        pos.play(rng.choice(pos.legal_actions()))
        seen.append(pos.copy())
    assert pos.legal_actions() == []
    assert len(pos.history()) == len(seen) - 1
    while seen:
        earlier = seen.pop()
        assert pos == earlier
        assert pos.to_string() == earlier.to_string()
        assert pos.legal_actions() == earlier.legal_actions()
        if seen:
            pos.undo()
    with pytest.raises(IndexError):
        pos.undo()


def test_a_position_string_round_trips_along_a_game():
    pos = tzaar.Position.standard()
    rng = random.Random(5)
    while not pos.is_over():
        again = tzaar.Position.from_string(pos.to_string())
        assert again == pos
        assert hash(again) == hash(pos)
        assert sorted(again.legal_actions()) == sorted(pos.legal_actions())
        pos.play(rng.choice(pos.legal_actions()))


def test_illegal_actions_say_why():
    pos = tzaar.Position.standard()
    cases = {
        "A1+A2": ("must-capture", "`A1+A2` is illegal: the opening move must be a capture"),
        "D4xD3": ("not-yours", "`D4xD3` is illegal: the stack on D4 is not yours"),
        "D5xF8": ("not-on-a-line", "`D5xF8` is illegal: F8 is not on a straight line from D5"),
        "E4xE6": ("crosses-centre", "`E4xE6` is illegal: the line from E4 to E6 crosses the centre, which nothing may cross"),
        "Z@E1": ("not-placement-phase", "`Z@E1` is illegal: placement is over: all 60 pieces are on the board"),
        "zzz": ("bad-action", None),
        "D4xJ3": ("unknown-cell", "unknown cell `J3` (cells are A1..I5 without E5, e.g. A1, E9, I5)"),
    }
    for action, (code, message) in cases.items():
        with pytest.raises(ValueError) as e:
            pos.play(action)
        assert isinstance(e.value, tzaar.IllegalActionError)
        assert e.value.code == code, action
        if message is not None:
            assert str(e.value) == message
        assert pos == tzaar.Position.standard()
        assert pos.history() == []


def test_a_two_action_turn_is_played_whole_or_not_at_all():
    pos = tzaar.Position.standard()
    with pytest.raises(tzaar.IllegalActionError) as e:
        pos.play("D5xD4 C3xD4")
    assert "the turn is over after `D5xD4` but `C3xD4` follows" in str(e.value)
    assert pos.history() == []
    pos.play("D5xD4")
    with pytest.raises(tzaar.IllegalActionError):
        pos.play("C3xD4 Z@E1")
    assert pos.history() == ["D5xD4"]
    pos.play("C3-D4, pass")
    assert pos.history() == ["D5xD4", "C3xD4", "pass"]
    assert pos.turns() == ["D5xD4", "C3xD4 pass"]
    with pytest.raises(tzaar.IllegalActionError):
        pos.play("a b c")


def test_a_finished_game_refuses_actions():
    pos = tzaar.Position.from_string("Tzrt1/6/7/8/8/8/7/6/5 b first")
    assert pos.is_over()
    o = pos.outcome()
    assert (o.winner, o.loser, o.reason, o.score) == ("white", "black", "tzaar-captured", "1-0")
    assert tuple(o) == ("white", "tzaar-captured")
    assert o.reward("white") == 1 and o.reward("black") == -1
    with pytest.raises(tzaar.IllegalActionError) as e:
        pos.play("A1xA2")
    assert e.value.code == "game-over"
    assert "the game is over: White wins" in str(e.value)


def test_bad_position_strings_are_value_errors():
    for bad in ["", "5/6/7 w place", STANDARD.replace(" w ", " b "), "x" * 1000]:
        with pytest.raises(ValueError):
            tzaar.Position.from_string(bad)


def test_copies_are_independent():
    pos = tzaar.Position.standard()
    pos.play("D5xD4")
    for other in (pos.copy(), copy.copy(pos), copy.deepcopy(pos)):
        assert other == pos and other.history() == pos.history()
        other.play(other.legal_actions()[0])
        assert other != pos
        assert pos.history() == ["D5xD4"]


def test_pickle_keeps_the_start_and_the_history():
    pos = tzaar.Position.random(9)
    pos.play(pos.legal_actions()[3])
    back = pickle.loads(pickle.dumps(pos))
    assert back == pos
    assert back.history() == pos.history()
    assert back.start() == tzaar.Position.random(9)


def test_repr_str_and_stacks():
    pos = tzaar.Position.standard()
    assert repr(pos) == f"Position('{STANDARD}')"
    assert eval(repr(pos), {"Position": tzaar.Position}) == pos
    assert str(pos) == STANDARD
    pos.play("D5xD4")
    pos.play("C3xD4")
    stacking = [a for a in pos.legal_actions() if "+" in a]
    frm, to = stacking[0].split("+")
    below, above = pos.stack(to), pos.stack(frm)
    pos.play(stacking[0])
    assert pos.stack(to) == below + above
    assert pos.stack(frm.lower()) is None
    with pytest.raises(ValueError):
        pos.stack("E5")
    assert pos.visible("white", "tott") == 14
    assert sum(pos.visible("black", k) for k in ("tzaar", "tzarra", "tott")) == 28


def test_the_action_encoding_matches_the_legal_actions():
    pos = tzaar.Position.tournament()
    rng = random.Random(3)
    while not pos.is_over():
        actions = pos.legal_actions()
        indices = pos.legal_action_indices()
        assert len(set(indices)) == len(indices)
        mask = pos.action_mask()
        assert len(mask) == tzaar.ACTION_SPACE_SIZE
        assert [i for i, m in enumerate(mask) if m] == sorted(indices)
        for a, i in zip(actions, indices):
            assert tzaar.action_to_index(a) == i
        i = rng.choice(indices)
        a = actions[indices.index(i)]
        pos.play_index(i)
        assert pos.history()[-1] == a
    assert not any(pos.action_mask())
    with pytest.raises(tzaar.IllegalActionError):
        pos.play_index(0)
    with pytest.raises(tzaar.IllegalActionError):
        tzaar.Position.standard().play_index(tzaar.ACTION_SPACE_SIZE)


def test_the_action_space_layout():
    assert tzaar.ACTION_SPACE_SIZE == 60 * 6 * 8 + 1 + 3 * 60
    assert tzaar.action_to_index("pass") == tzaar.PASS_INDEX == 2880
    assert tzaar.action_to_index("Z@A1") == tzaar.PLACE_OFFSET
    assert tzaar.action_to_index("T@I5") == tzaar.ACTION_SPACE_SIZE - 1
    assert tzaar.CELLS[0] == "A1" and tzaar.CELLS[-1] == "I5" and len(tzaar.CELLS) == 60
    # A move and its stacking twin share an index; the board tells them apart.
    assert tzaar.action_to_index("A4+B4") == tzaar.action_to_index("A4xB4")
    for i in range(tzaar.ACTION_SPACE_SIZE):
        try:
            a = tzaar.index_to_action(i)
        except ValueError:
            continue
        assert tzaar.action_to_index(a) == i
    with pytest.raises(ValueError):
        tzaar.action_to_index("E4xE6")


def test_observation_planes():
    import struct

    pos = tzaar.Position.standard()
    pos.play("D5xD4")
    raw = pos.observation("black")
    planes = tzaar.OBSERVATION_PLANES
    assert len(raw) == planes * 60 * 4
    values = struct.unpack(f"={planes * 60}f", raw)
    plane = [values[p * 60:(p + 1) * 60] for p in range(planes)]
    d4 = tzaar.CELLS.index("D4")
    d5 = tzaar.CELLS.index("D5")
    # From Black's view, D4 now holds the opponent's (White's) Tott of height 1; D5 is empty.
    assert (plane[0][d4], plane[1][d4], plane[4][d4], plane[5][d4]) == (0, 1, 1, 1)
    assert plane[5][d5] == 0 and plane[0][d5] == plane[1][d5] == 0
    assert set(plane[6]) == {0.0}  # Black is not White
    assert set(plane[7]) == {1.0}  # Black is to act
    assert [set(plane[8 + k]) for k in range(4)] == [{0.0}, {0.0}, {1.0}, {0.0}]  # "first"
    white = struct.unpack(f"={planes * 60}f", pos.observation("white"))
    assert white[0 * 60 + d4] == 1 and set(white[6 * 60:7 * 60]) == {1.0}
    with pytest.raises(ValueError):
        pos.observation("red")
