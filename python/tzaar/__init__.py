"""TZAAR for Python, built from the project's Rust crates.

- ``Position``: a position and the actions played to reach it: ``legal_actions()``,
  ``play(action)``, ``undo()``, ``outcome()``, position strings both ways.
- ``Record``: game records in the project's format, and LittleGolem's imported.
- ``perft(position, depth)``: counts action sequences as ``tzaar perft`` does.
- ``Engine``: ``best_turn`` at a level from 1 to 10, ``analyse`` for the best turns with their
  scores and win chances; searches run without the GIL.
- ``env()``: a PettingZoo AEC environment; ``gym_env()``: a Gymnasium environment against the
  engine (both need the ``rl`` extra: ``pip install "./python[rl]"``).

>>> import tzaar
>>> pos = tzaar.Position.standard()
>>> pos.play(pos.legal_actions()[0])
>>> pos.side
'black'
"""

from typing import TYPE_CHECKING, Optional

from ._tzaar import (
    ACTION_SPACE_SIZE,
    CELLS,
    DIRECTIONS,
    MAX_DISTANCE,
    OBSERVATION_PLANES,
    PASS_INDEX,
    PLACE_OFFSET,
    AnalysisLine,
    Engine,
    IllegalActionError,
    Outcome,
    Position,
    Record,
    __version__,
    action_to_index,
    index_to_action,
    perft,
    perft_divide,
)

if TYPE_CHECKING:
    from .aec import TzaarEnv
    from .gym import TzaarGymEnv

__all__ = [
    "ACTION_SPACE_SIZE",
    "CELLS",
    "DIRECTIONS",
    "MAX_DISTANCE",
    "OBSERVATION_PLANES",
    "PASS_INDEX",
    "PLACE_OFFSET",
    "AnalysisLine",
    "Engine",
    "IllegalActionError",
    "Outcome",
    "Position",
    "Record",
    "__version__",
    "action_to_index",
    "env",
    "gym_env",
    "index_to_action",
    "perft",
    "perft_divide",
]


def _needs_rl(what: str, modules: "tuple[str, ...]") -> None:
    """Raises ``ImportError`` naming the ``rl`` extra when one of ``modules`` is missing."""
    import importlib.util

    missing = [m for m in modules if importlib.util.find_spec(m) is None]
    if missing:
        raise ImportError(
            "%s needs %s, from the package's rl extra: pip install \"tzaar[rl]\" "
            "(or \"./python[rl]\" from the repository)" % (what, ", ".join(missing)),
            name=missing[0],
        )


def env(setup: str = "standard", seed: Optional[int] = None,
        render_mode: Optional[str] = None) -> "TzaarEnv":
    """The PettingZoo AEC environment of one game (needs the ``rl`` extra).

    ``setup`` is "standard", "random" (from ``seed``, or a new seed drawn at each reset when
    ``seed`` is None) or "tournament" (the placement phase first). The agents are "white" and
    "black"; see ``tzaar.aec.TzaarEnv`` and the guide for the spaces.

    >>> e = tzaar.env()
    >>> e.reset(seed=0)
    >>> e.agent_selection
    'white'
    >>> obs, reward, terminated, truncated, info = e.last()
    >>> obs["observation"].shape, int(obs["action_mask"].sum())
    ((12, 60), 42)
    """
    _needs_rl("tzaar.env()", ("numpy", "gymnasium", "pettingzoo"))
    from .aec import TzaarEnv

    return TzaarEnv(setup=setup, seed=seed, render_mode=render_mode)


def gym_env(level: int = 3, color: str = "white", setup: str = "standard",
            seed: Optional[int] = None, time_ms: Optional[int] = None,
            depth: Optional[int] = None, nodes: Optional[int] = 20_000,
            render_mode: Optional[str] = None, illegal: str = "raise") -> "TzaarGymEnv":
    """A Gymnasium environment: the agent plays ``color`` against the engine at ``level``
    (1 to 10) (needs the ``rl`` extra).

    The spaces are those of ``env()``; the engine thinks within ``time_ms``, ``depth`` and
    ``nodes`` (default 20,000 nodes a turn, shared out as its level does). An illegal action
    raises ``IllegalActionError``, or with ``illegal="lose"`` ends the episode as a loss. See
    ``tzaar.gym``.

    >>> g = tzaar.gym_env(level=1, seed=5)
    >>> obs, info = g.reset(seed=5)
    >>> obs["observation"].shape
    (12, 60)
    """
    _needs_rl("tzaar.gym_env()", ("numpy", "gymnasium"))
    from .gym import TzaarGymEnv

    return TzaarGymEnv(level=level, color=color, setup=setup, seed=seed, time_ms=time_ms,
                       depth=depth, nodes=nodes, render_mode=render_mode, illegal=illegal)
