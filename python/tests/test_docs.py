"""Every example in the package's docstrings and in the guide (python/README.md) runs."""

import doctest
import inspect
from pathlib import Path

import pytest

import tzaar

GUIDE = Path(__file__).resolve().parents[1] / "README.md"


def docstrings():
    """(name, docstring) of the package, its modules, and every public class, function,
    method and property."""
    modules = [("tzaar", tzaar)]
    try:
        from tzaar import aec, gym

        modules += [("tzaar.aec", aec), ("tzaar.gym", gym)]
        modules += [("tzaar.aec.TzaarEnv", aec.TzaarEnv), ("tzaar.gym.TzaarGymEnv", gym.TzaarGymEnv)]
    except ImportError:
        pass
    for name, obj in modules:
        yield name, obj.__doc__
    for name in tzaar.__all__:
        obj = getattr(tzaar, name)
        if not (callable(obj) or inspect.isclass(obj)):
            continue
        yield f"tzaar.{name}", obj.__doc__
        if inspect.isclass(obj):
            for attr, value in vars(obj).items():
                doc = getattr(value, "__doc__", None)
                if isinstance(doc, str) and not attr.startswith("__"):
                    yield f"tzaar.{name}.{attr}", doc


def run(name, text, globs):
    parser = doctest.DocTestParser()
    test = parser.get_doctest(text, dict(globs), name, None, 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    return runner.summarize(verbose=False)


def test_every_docstring_example_runs():
    import numpy  # noqa: F401  (the environments' examples need the rl extra)

    attempted = failed = 0
    documented = 0
    for name, doc in docstrings():
        if not doc:
            continue
        documented += 1
        if ">>>" not in doc:
            continue
        result = run(name, doc, {"tzaar": tzaar})
        attempted += result.attempted
        failed += result.failed
    assert failed == 0
    assert documented >= 40 and attempted >= 60


def test_the_guide_runs():
    pytest.importorskip("pettingzoo")
    result = run("python/README.md", GUIDE.read_text(), {})
    assert result.failed == 0
    assert result.attempted >= 20


def test_the_public_api_is_documented():
    for name in tzaar.__all__:
        obj = getattr(tzaar, name)
        if inspect.isclass(obj) or inspect.isroutine(obj):
            assert obj.__doc__, name
    for cls in (tzaar.Position, tzaar.Record, tzaar.Engine):
        for attr, value in vars(cls).items():
            if not attr.startswith("_") and callable(value):
                assert value.__doc__, f"{cls.__name__}.{attr}"
