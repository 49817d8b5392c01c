"""The PettingZoo AEC environment: PettingZoo's own API test from every start, masks, rewards,
observations, seeding."""

import numpy as np
import pytest

pytest.importorskip("pettingzoo", reason="the rl extra (pettingzoo) is not installed")

from pettingzoo.test import api_test  # noqa: E402

import tzaar  # noqa: E402


@pytest.mark.parametrize("setup,seed", [("standard", None), ("random", 12), ("random", None),
                                        ("tournament", None)])
def test_pettingzoo_api_test(setup, seed):
    api_test(tzaar.env(setup=setup, seed=seed), num_cycles=300, verbose_progress=False)


def play_random_game(env, seed):
    rng = np.random.default_rng(seed)
    env.reset(seed=seed)
    steps = 0
    last_rewards = None
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        assert obs["observation"].dtype == np.float32 and obs["observation"].shape == (12, 60)
        assert obs["action_mask"].dtype == np.int8
        assert env.observation_space(agent).contains(obs)
        if terminated or truncated:
            last_rewards = dict(env._cumulative_rewards)
            env.step(None)
            continue
        assert agent == env.position.side
        legal = np.flatnonzero(obs["action_mask"])
        assert sorted(legal) == sorted(env.position.legal_action_indices())
        other = "black" if agent == "white" else "white"
        assert not env.observe(other)["action_mask"].any()
        env.step(int(rng.choice(legal)))
        steps += 1
    return steps, last_rewards


def test_random_games_end_with_plus_and_minus_one():
    env = tzaar.env(setup="random")
    for seed in range(3):
        steps, rewards = play_random_game(env, seed)
        assert steps > 10
        assert sorted(env.rewards_at_end.values()) == [-1, 1]
        outcome = env.position.outcome()
        assert env.rewards_at_end[outcome.winner] == 1
        assert env.agents == []


def test_a_turn_keeps_the_agent_for_its_second_action():
    env = tzaar.env()
    env.reset()
    env.step(tzaar.action_to_index("D5xD4"))
    assert env.agent_selection == "black"
    env.step(tzaar.action_to_index("C3xD4"))
    assert env.agent_selection == "black"
    assert env.position.phase == "second"
    env.step(tzaar.PASS_INDEX)
    assert env.agent_selection == "white"


def test_an_illegal_action_is_refused():
    env = tzaar.env()
    env.reset()
    with pytest.raises(ValueError):
        env.step(tzaar.PASS_INDEX)
    assert env.position == tzaar.Position.standard()


def test_seeded_random_starts_repeat():
    a, b = tzaar.env(setup="random"), tzaar.env(setup="random")
    a.reset(seed=4)
    b.reset(seed=4)
    assert a.position == b.position
    a.reset(seed=5)
    assert a.position != b.position
    fixed = tzaar.env(setup="random", seed=8)
    fixed.reset(seed=1)
    assert fixed.position == tzaar.Position.random(8)
    with pytest.raises(ValueError):
        tzaar.env(setup="standard", seed=3)
    with pytest.raises(ValueError):
        tzaar.env(setup="hexagonal")


def test_the_tournament_start_places_first():
    env = tzaar.env(setup="tournament")
    env.reset(seed=0)
    obs = env.observe("white")
    legal = np.flatnonzero(obs["action_mask"])
    assert len(legal) == 180
    assert legal.min() == tzaar.PLACE_OFFSET
    assert obs["observation"][8].all()  # the "place" phase plane
    steps, _ = play_random_game(env, 0)
    assert steps > 60


def test_render():
    env = tzaar.env(render_mode="ansi")
    env.reset()
    assert env.render().startswith(tzaar.Position.standard().to_string())
