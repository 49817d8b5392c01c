"""The Rust crate's perft data file (crates/tzaar-core/tests/data/perft.txt), read strictly:
the cases the package's and the reference's perft tests both check against. Standard library
only, so that the reference's tests need no `tzaar` package."""

from pathlib import Path
from typing import List, Tuple

PERFT_DATA = Path(__file__).resolve().parents[2] / "crates" / "tzaar-core" / "tests" / "data" / "perft.txt"

Case = Tuple[str, str, List[Tuple[int, int]]]


def perft_cases() -> List[Case]:
    """(name, position string, [(depth, nodes)]) for each case of the file; AssertionError
    naming the line for anything it cannot read."""
    cases = []
    for number, raw in enumerate(PERFT_DATA.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        key, _, rest = line.partition(" ")
        if key == "name":
            cases.append([rest, None, []])
            continue
        words = rest.split()
        if cases and key == "position":
            cases[-1][1] = rest
        elif cases and key == "depth" and len(words) == 3 and words[1] == "nodes":
            cases[-1][2].append((int(words[0]), int(words[2])))
        else:
            raise AssertionError("perft.txt line %d: cannot read %r" % (number, raw))
    for name, position, depths in cases:
        assert position and depths, "perft.txt: case %r has no position or no depth" % name
    return [tuple(c) for c in cases]
