"""Speed of the pure-Python reference (python/tests/reference.py), and of the `tzaar` package
when it is importable: random playouts per second and perft nodes per second.

    python3 python/bench/bench_reference.py [--playouts N] [--depth D] [--seconds S]

A playout starts from the standard position and plays uniformly random legal actions (seeded)
until the game is over, listing the legal actions at every ply and playing one. Perft counts the
leaves `depth` actions below the standard start (the last ply counted, not played). Prints a
Markdown table; figures depend on the machine and its load.
"""

import argparse
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests"))

import reference  # noqa: E402


def playouts(position_factory, count, seed, seconds):
    """(games, actions, elapsed) for up to `count` random games within about `seconds`."""
    rng = random.Random(seed)
    games = actions = 0
    began = time.perf_counter()
    while games < count and time.perf_counter() - began < seconds:
        pos = position_factory()
        while True:
            legal = list(pos.legal_actions())
            if not legal:
                break
            pos.play(str(rng.choice(legal)))
            actions += 1
        games += 1
    return games, actions, time.perf_counter() - began


def timed_perft(perft, position, depth):
    began = time.perf_counter()
    nodes = perft(position, depth)
    return nodes, time.perf_counter() - began


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--playouts", type=int, default=200, help="games at most per side")
    parser.add_argument("--seconds", type=float, default=20.0, help="time for the playouts")
    parser.add_argument("--depth", type=int, default=3, help="perft depth from the standard start")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.playouts < 1 or args.seconds <= 0 or args.depth < 1:
        parser.error("--playouts and --depth are at least 1, and --seconds more than 0")

    sides = [("reference (pure Python)", reference.Position.standard, reference.perft)]
    try:
        import tzaar  # noqa: PLC0415

        sides.append(("tzaar package", tzaar.Position.standard, tzaar.perft))
    except ImportError:
        print("(the tzaar package is not importable: the reference only)")

    rows = []
    for name, standard, perft in sides:
        games, actions, elapsed = playouts(standard, args.playouts, args.seed, args.seconds)
        nodes, perft_elapsed = timed_perft(perft, standard(), args.depth)
        rows.append((name, games, actions, elapsed, nodes, perft_elapsed))

    print("| implementation | playouts | actions | playouts/s | actions/s | perft %d nodes | perft nodes/s |" % args.depth)
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, games, actions, elapsed, nodes, perft_elapsed in rows:
        print(
            "| %s | %d | %d | %.1f | %.0f | %d | %.0f |"
            % (name, games, actions, games / elapsed, actions / elapsed, nodes, nodes / perft_elapsed)
        )
    if len(rows) == 2:
        ref, fast = rows
        print()
        print(
            "The package is %.0fx faster in playouts and %.0fx in perft."
            % ((fast[1] / fast[3]) / (ref[1] / ref[3]), (fast[4] / fast[5]) / (ref[4] / ref[5]))
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
