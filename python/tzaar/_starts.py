"""The starting positions the environments offer, shared by ``aec`` and ``gym``."""

import random
from typing import Optional

from ._tzaar import Position

SETUPS = ("standard", "random", "tournament")


def check_setup(setup: str) -> None:
    """Raises ``ValueError`` unless ``setup`` is one of ``SETUPS``."""
    if setup not in SETUPS:
        raise ValueError(f"unknown setup {setup!r}: use one of {', '.join(SETUPS)}")


def start_position(setup: str, layout_seed: Optional[int], rng: random.Random) -> Position:
    """A new game's first position: a random setup uses ``layout_seed``, or else a seed drawn
    from ``rng`` (a new layout each game)."""
    if setup == "standard":
        return Position.standard()
    if setup == "tournament":
        return Position.tournament()
    seed = layout_seed if layout_seed is not None else rng.getrandbits(64)
    return Position.random(seed)
