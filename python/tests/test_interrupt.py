"""Ctrl-C stops a long perft or search: `KeyboardInterrupt` is raised during the work (run
without the GIL), not after it, and the engine searches again afterwards."""

import subprocess
import sys

import pytest

# In a child process, so that the interrupt does not reach pytest. Work that ignored Ctrl-C
# would run for hours (perft 8 from the start; a 10-minute search) and hit the timeout.
CHILD = r"""
import os, signal, sys, threading
import tzaar
signal.signal(signal.SIGINT, signal.default_int_handler)
pos = tzaar.Position.standard()
engine = tzaar.Engine()
work = {
    "perft": lambda: tzaar.perft(pos, 8),
    "perft_divide": lambda: tzaar.perft_divide(pos, 8),
    "best_turn": lambda: engine.best_turn(pos, time_ms=600_000),
    "analyse": lambda: engine.analyse(pos, lines=2, time_ms=600_000),
}[sys.argv[1]]
threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
try:
    work()
    print("finished")
except KeyboardInterrupt:
    print("interrupted")
print(len(engine.best_turn(pos, depth=1)))
"""


@pytest.mark.parametrize("work", ["perft", "perft_divide", "best_turn", "analyse"])
def test_ctrl_c_stops_the_work_and_the_engine_goes_on(work):
    out = subprocess.run(
        [sys.executable, "-c", CHILD, work], capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["interrupted", "1"], out.stdout + out.stderr
