"""A Gymnasium environment: one side of TZAAR against the engine (``tzaar.gym_env()``); needs
the ``rl`` extra.

The agent plays ``color`` ("white" or "black"); the engine plays the other side at ``level``
(1 to 10; see the README's "Playing levels"), within ``time_ms``, ``depth`` and ``nodes``.
The spaces are those of ``tzaar.env()`` (see ``tzaar.aec``): a ``Discrete(3061)`` action and
a dict observation with ``"observation"`` (float32, 12 × 60) and ``"action_mask"`` (int8).

Each ``step`` plays one of the agent's actions (a turn may need two steps); when the turn
passes to the engine, the engine plays its whole turn before ``step`` returns. The reward is 0
until the game ends, then +1 if the agent won and -1 if it lost. An illegal action raises
``tzaar.IllegalActionError`` (a ``ValueError``) and changes nothing: sample from the mask
(``info["action_mask"]`` or ``action_masks()``); with ``illegal="lose"`` it ends the episode
instead, as a loss (reward -1, ``info["illegal_action"]`` True), for learners without masks.

>>> import tzaar, numpy as np
>>> g = tzaar.gym_env(level=1, color="black", seed=2)
>>> obs, info = g.reset(seed=2)
>>> rng = np.random.default_rng(0)
>>> done = False
>>> while not done:
...     action = rng.choice(np.flatnonzero(info["action_mask"]))
...     obs, reward, terminated, truncated, info = g.step(action)
...     done = terminated or truncated
>>> reward in (-1, 1)
True
"""

import random

import gymnasium
import numpy as np
from gymnasium import spaces

from ._starts import check_setup, start_position
from ._tzaar import ACTION_SPACE_SIZE, OBSERVATION_PLANES, Engine



class TzaarGymEnv(gymnasium.Env):
    """One side of TZAAR against the engine (see the module's documentation)."""

    metadata = {"render_modes": ["human", "ansi"]}

    def __init__(self, level=3, color="white", setup="standard", seed=None, time_ms=None,
                 depth=None, nodes=20_000, render_mode=None, threads=1, hash_mib=16,
                 illegal="raise"):
        if color not in ("white", "black"):
            raise ValueError(f"unknown colour {color!r}: use \"white\" or \"black\"")
        check_setup(setup)
        if not 1 <= int(level) <= 10:
            raise ValueError(f"the level must be from 1 to 10, not {level}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"unknown render mode {render_mode!r}")
        if illegal not in ("raise", "lose"):
            raise ValueError(f"illegal must be \"raise\" or \"lose\", not {illegal!r}")
        self.illegal = illegal
        self._lost_by_illegal = False
        self.level = int(level)
        self.color = color
        self.setup = setup
        self.layout_seed = seed if setup == "random" else None
        self.limits = {"time_ms": time_ms, "depth": depth, "nodes": nodes}
        self.render_mode = render_mode
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(0.0, 30.0, (OBSERVATION_PLANES, 60), np.float32),
            "action_mask": spaces.Box(0, 1, (ACTION_SPACE_SIZE,), np.int8),
        })
        self.action_space = spaces.Discrete(ACTION_SPACE_SIZE)
        self._threads = threads
        self._hash_mib = hash_mib
        self._rng = random.Random(seed)
        self.engine = Engine(threads=threads, hash_mib=hash_mib, seed=self._rng.getrandbits(64))
        self.position = None

    def _engine_plays(self):
        """The engine's turns until the agent is to act or the game is over; their actions."""
        played = []
        while not self.position.is_over() and self.position.side != self.color:
            turn = self.engine.best_turn(self.position, level=self.level, **self.limits)
            self.position.play(" ".join(turn))
            played.extend(turn)
        return played

    def _obs(self):
        pos = self.position
        obs = np.frombuffer(pos.observation(self.color), dtype=np.float32).reshape(
            OBSERVATION_PLANES, 60).copy()
        return {"observation": obs, "action_mask": self.action_masks()}

    def action_masks(self):
        """The mask of the agent's legal actions (int8, 1 where legal)."""
        return np.frombuffer(self.position.action_mask(), dtype=np.int8).copy()

    def _reward(self):
        outcome = self.position.outcome()
        return 0 if outcome is None else outcome.reward(self.color)

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        if seed is not None:
            self._rng.seed(seed)
            self.engine = Engine(threads=self._threads, hash_mib=self._hash_mib,
                                 seed=self._rng.getrandbits(64))
        else:
            self.engine.clear()
        self.position = start_position(self.setup, self.layout_seed, self._rng)
        self._lost_by_illegal = False
        engine_turn = self._engine_plays()
        obs = self._obs()
        return obs, {"action_mask": obs["action_mask"], "engine_actions": engine_turn}

    def step(self, action):
        if self.position.is_over() or self._lost_by_illegal:
            raise ValueError("the game is over: call reset()")
        try:
            self.position.play_index(int(action))
        except ValueError as e:
            if self.illegal == "raise":
                raise
            self._lost_by_illegal = True
            obs = self._obs()
            info = {"action_mask": obs["action_mask"], "engine_actions": [],
                    "illegal_action": True, "error": str(e)}
            return obs, -1, True, False, info
        engine_turn = self._engine_plays()
        obs = self._obs()
        terminated = self.position.is_over()
        info = {"action_mask": obs["action_mask"], "engine_actions": engine_turn}
        if terminated:
            info["outcome"] = self.position.outcome()
        if self.render_mode == "human":
            self.render()
        return obs, self._reward(), terminated, False, info

    def render(self):
        if self.render_mode is None:
            return None
        text = f"{self.position.to_string()}\n"
        if self.render_mode == "human":
            print(text, end="")
            return None
        return text
