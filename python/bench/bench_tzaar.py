"""Speed of the tzaar package from Python: random playouts through tzaar.Position, and steps of
the PettingZoo AEC environment with random legal actions taken from its masks.

    python python/bench/bench_tzaar.py [--seconds S] [--seed N]

Each measurement plays whole games for at least S seconds (default 5) and prints games and
actions (or steps) per second. Needs the rl extra for the environment's part.
"""

import argparse
import random
import time

import tzaar


def playouts(seconds, seed, start, by_index=False):
    """Random games: through Position.legal_actions / play (strings), or with ``by_index``
    through Position.legal_action_indices / play_index (integers)."""
    rng = random.Random(seed)
    games = actions = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        pos = start(rng)
        legal, play = (
            (pos.legal_action_indices, pos.play_index) if by_index else (pos.legal_actions, pos.play)
        )
        while not pos.is_over():
            play(rng.choice(legal()))
            actions += 1
        games += 1
    return games, actions, time.perf_counter() - began


def env_steps(seconds, seed, setup):
    """Random legal actions through the AEC environment, chosen from each step's mask."""
    import numpy as np

    env = tzaar.env(setup=setup)
    rng = np.random.default_rng(seed)
    games = steps = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        env.reset(seed=int(rng.integers(1 << 62)))
        for _agent in env.agent_iter():
            obs, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
        games += 1
    return games, steps, time.perf_counter() - began


def report(what, games, actions, elapsed):
    print(f"{what}: {games} games, {actions} actions in {elapsed:.2f} s: "
          f"{games / elapsed:.1f} games/s, {actions / elapsed:.0f} actions/s")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    starts = {
        "standard": lambda rng: tzaar.Position.standard(),
        "random": lambda rng: tzaar.Position.random(rng.getrandbits(64)),
    }
    for name, start in starts.items():
        report(f"playouts, {name} start, strings", *playouts(args.seconds, args.seed, start))
        report(f"playouts, {name} start, indices",
               *playouts(args.seconds, args.seed, start, by_index=True))
    try:
        import numpy  # noqa: F401
        import pettingzoo  # noqa: F401
    except ImportError:
        print("environment: skipped (install the rl extra)")
        return
    for setup in ("standard", "random", "tournament"):
        report(f"AEC environment steps, {setup} setup", *env_steps(args.seconds, args.seed, setup))


if __name__ == "__main__":
    main()
