"""The Gymnasium environment against the engine: whole episodes from both sides, and
Gymnasium's environment checker."""

import numpy as np
import pytest

pytest.importorskip("gymnasium", reason="the rl extra (gymnasium) is not installed")

import tzaar  # noqa: E402


@pytest.mark.parametrize("color", ["white", "black"])
def test_an_episode_against_the_engine(color):
    env = tzaar.gym_env(level=2, color=color, setup="random", seed=3, nodes=3000)
    obs, info = env.reset(seed=3)
    assert env.observation_space.contains(obs)
    if color == "black":
        assert info["engine_actions"] == env.position.history()
    rng = np.random.default_rng(0)
    reward, terminated, steps = 0, False, 0
    while not terminated:
        assert env.position.side == color
        mask = info["action_mask"]
        assert (mask == env.action_masks()).all()
        action = int(rng.choice(np.flatnonzero(mask)))
        obs, reward, terminated, truncated, info = env.step(action)
        assert not truncated
        assert env.observation_space.contains(obs)
        steps += 1
        if not terminated:
            assert reward == 0
    assert reward in (-1, 1)
    assert info["outcome"].reward(color) == reward
    assert steps > 3
    with pytest.raises(ValueError):
        env.step(0)


def test_illegal_actions_raise():
    env = tzaar.gym_env(level=1)
    env.reset(seed=0)
    with pytest.raises(ValueError):
        env.step(tzaar.PASS_INDEX)


def test_the_gymnasium_checker():
    from gymnasium.utils.env_checker import check_env

    check_env(tzaar.gym_env(level=1, nodes=2000, illegal="lose").unwrapped,
              skip_render_check=True)


def test_an_illegal_action_can_lose_instead():
    env = tzaar.gym_env(level=1, illegal="lose")
    env.reset(seed=0)
    obs, reward, terminated, truncated, info = env.step(tzaar.PASS_INDEX)
    assert (reward, terminated, info["illegal_action"]) == (-1, True, True)
    assert "must be a capture" in info["error"]
    with pytest.raises(ValueError):
        env.step(0)
    env.reset()
    assert env.position == tzaar.Position.standard()


def test_bad_options():
    for kwargs in ({"level": 0}, {"color": "red"}, {"setup": "square"}, {"illegal": "ignore"}):
        with pytest.raises(ValueError):
            tzaar.gym_env(**kwargs)
