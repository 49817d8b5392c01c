"""tzaar.Record: the crate's sample records read, written and read back; LittleGolem imports;
records built by play."""

from pathlib import Path

import pytest

import tzaar

DATA = Path(__file__).resolve().parents[2] / "crates" / "tzaar-core" / "tests" / "data"
RECORDS = sorted((DATA / "records").glob("*.tzr"))
LITTLEGOLEM = sorted((DATA / "littlegolem").glob("*.txt"))


def test_there_are_sample_records():
    assert len(RECORDS) >= 4 and len(LITTLEGOLEM) >= 2


@pytest.mark.parametrize("path", RECORDS, ids=[p.name for p in RECORDS])
def test_records_round_trip(path):
    rec = tzaar.Record.load(path)
    text = rec.to_string()
    again = tzaar.Record.parse(text)
    assert again == rec
    assert again.to_string() == text
    # Replaying the actions on the start reaches the record's position.
    pos = rec.start()
    for action in rec.actions():
        pos.play(action)
    assert pos == rec.position()
    assert rec.position().history() == rec.actions()
    assert " ".join(rec.turns()).split() == rec.actions()


def test_tags_setup_and_result():
    rec = tzaar.Record.load(DATA / "records" / "random-12345.tzr")
    assert (rec.setup, rec.seed) == ("random", 12345)
    assert rec.tags["White"] == "Alice" and rec.tag("Event") == 'Club "night"'
    assert rec.start() == tzaar.Position.random(12345)
    assert rec.result() == tzaar.Outcome("black", "tzaar-captured")
    resigned = tzaar.Record.load(DATA / "records" / "standard-resigned.tzr")
    assert resigned.result() == tzaar.Outcome("white", "resignation")
    assert resigned.position().outcome() is None  # the rules had not ended it


@pytest.mark.parametrize("path", LITTLEGOLEM, ids=[p.name for p in LITTLEGOLEM])
def test_littlegolem_imports(path):
    text = path.read_text()
    rec = tzaar.Record.from_littlegolem(text)
    assert rec == tzaar.Record.parse(text) == tzaar.Record.load(path)
    assert rec.tag("White") and rec.tag("Black")
    assert rec.setup == "position"
    assert len(rec.turns()) > 10
    assert tzaar.Record.parse(rec.to_string()) == rec


def test_bad_records_name_the_line_and_column():
    with pytest.raises(ValueError, match=r"^line 2, column 12: malformed tag"):
        tzaar.Record.parse('[Setup "standard"]\n[Result "*"\n*\n')
    with pytest.raises(ValueError):
        tzaar.Record.from_littlegolem("(;FF[TZAAR]POS[abc])")


def test_building_a_record():
    pos = tzaar.Position.standard()
    pos.play("D5xD4")
    pos.play("C3xD4 pass")
    rec = tzaar.Record(pos)
    assert rec.turns() == ["D5xD4", "C3xD4 pass"]
    rec.set_tag("Black", "Bob")
    rec.add_comment(1, "the usual start")
    with pytest.raises(ValueError):
        rec.set_tag("Result", "1-0")
    with pytest.raises(ValueError):
        rec.set_tag("bad name", "x")
    rec.resign("white")
    text = rec.to_string()
    assert "[Termination \"resignation\"]" in text and "{the usual start}" in text
    back = tzaar.Record.parse(text)
    assert back.result() == tzaar.Outcome("black", "resignation")
    assert back.comments() == [(1, "the usual start")]
    with pytest.raises(tzaar.IllegalActionError):
        back.play("D6xD4")  # decided by the resignation
    assert back.undo() == "pass"
    assert back.result() is None
    assert tzaar.Record("random 5").start() == tzaar.Position.random(5)
    assert tzaar.Record("tournament").setup == "tournament"
    with pytest.raises(ValueError):
        tzaar.Record("sideways")


def test_save_and_load(tmp_path):
    rec = tzaar.Record("random 77")
    pos = rec.position()
    pos.play(pos.legal_actions()[0])
    rec = tzaar.Record(pos)
    path = tmp_path / "game.tzr"
    rec.save(path)
    assert tzaar.Record.load(str(path)) == rec
