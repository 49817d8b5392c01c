"""The PettingZoo AEC environment of TZAAR (``tzaar.env()``); needs the ``rl`` extra.

Agents are ``"white"`` and ``"black"``. A turn has one or two actions, and the agent to act
keeps ``agent_selection`` for both: after its first action (a capture) the same agent acts
again (a capture, a stacking move or a pass), unless the game ended.

Spaces (the same for both agents):

- action: ``Discrete(ACTION_SPACE_SIZE)`` (3061): every move as from-cell × direction ×
  distance (60 × 6 × 8 = 2880, index ``(cell * 6 + direction) * 8 + distance - 1``), then pass
  (2880), then the placements as type × cell (``2881 + type * 60 + cell``, type 0 Tzaar,
  1 Tzarra, 2 Tott). Cells are numbered as ``tzaar.CELLS`` (A1 = 0 ... I5 = 59); directions as
  ``tzaar.DIRECTIONS``. Whether a move captures or stacks follows from the board.
- observation: a dict with ``"observation"``, float32 of shape ``(12, 60)`` (12 planes over the
  60 cells, from the observing agent's view: its stacks, the opponent's, a Tzaar, Tzarra or Tott
  on top, the height, then planes of all ones when the agent is White, when it is to act, and
  for the phase place, open, first or second), and ``"action_mask"``, int8 of shape ``(3061,)``
  with 1 for each legal action of the agent to act (all 0 for the other agent).

Rewards are 0 until the game ends, then +1 for the winner and -1 for the loser; both agents are
terminated. Games always end (every turn removes a stack), so nothing is truncated.

>>> import tzaar, numpy as np
>>> e = tzaar.env(setup="random", seed=3)
>>> e.reset(seed=1)
>>> for agent in e.agent_iter():
...     obs, reward, terminated, truncated, info = e.last()
...     if terminated or truncated:
...         action = None
...     else:
...         action = int(np.flatnonzero(obs["action_mask"])[0])
...     e.step(action)
>>> sorted(e.rewards_at_end.values())
[-1, 1]
"""

import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ._starts import check_setup, start_position
from ._tzaar import ACTION_SPACE_SIZE, OBSERVATION_PLANES

AGENTS = ["white", "black"]


class TzaarEnv(AECEnv):
    """TZAAR as a PettingZoo AEC environment (see the module's documentation)."""

    metadata = {
        "render_modes": ["human", "ansi"],
        "name": "tzaar_v0",
        "is_parallelizable": False,
    }

    def __init__(self, setup="standard", seed=None, render_mode=None):
        super().__init__()
        check_setup(setup)
        if seed is not None and setup != "random":
            raise ValueError(f"the {setup} setup has no seed")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"unknown render mode {render_mode!r}")
        self.setup = setup
        self.layout_seed = seed
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        obs_space = spaces.Dict({
            "observation": spaces.Box(0.0, 30.0, (OBSERVATION_PLANES, 60), np.float32),
            "action_mask": spaces.Box(0, 1, (ACTION_SPACE_SIZE,), np.int8),
        })
        self.observation_spaces = {a: obs_space for a in AGENTS}
        self.action_spaces = {a: spaces.Discrete(ACTION_SPACE_SIZE) for a in AGENTS}
        self._rng = random.Random()
        self.position = None
        self.rewards_at_end = {}

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._rng.seed(seed)
        self.position = start_position(self.setup, self.layout_seed, self._rng)
        self.agents = list(AGENTS)
        self.rewards = {a: 0 for a in AGENTS}
        self._cumulative_rewards = {a: 0 for a in AGENTS}
        self.terminations = {a: False for a in AGENTS}
        self.truncations = {a: False for a in AGENTS}
        self.infos = {a: {} for a in AGENTS}
        self.rewards_at_end = {}
        self.agent_selection = self.position.side

    def observe(self, agent):
        pos = self.position
        obs = np.frombuffer(pos.observation(agent), dtype=np.float32).reshape(
            OBSERVATION_PLANES, 60).copy()
        if agent == pos.side and not pos.is_over():
            mask = np.frombuffer(pos.action_mask(), dtype=np.int8).copy()
        else:
            mask = np.zeros(ACTION_SPACE_SIZE, dtype=np.int8)
        return {"observation": obs, "action_mask": mask}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0
        self.position.play_index(int(action))
        self.rewards = {a: 0 for a in self.agents}
        outcome = self.position.outcome()
        if outcome is not None:
            for a in self.agents:
                self.rewards[a] = outcome.reward(a)
                self.terminations[a] = True
                self.infos[a] = {"outcome": outcome}
            self.rewards_at_end = dict(self.rewards)
        self.agent_selection = self.position.side
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self):
        if self.render_mode is None:
            return None
        pos = self.position
        text = f"{pos.to_string()}\n"
        outcome = pos.outcome()
        if outcome is not None:
            text += f"{outcome}\n"
        if self.render_mode == "human":
            print(text, end="")
            return None
        return text

    def close(self):
        pass
