"""Without the ``rl`` extra, ``import tzaar`` works and the environments say what to install."""

import importlib.util
import subprocess
import sys

import pytest

import tzaar


def hide(monkeypatch, *names):
    real = importlib.util.find_spec

    def find_spec(name, *args, **kwargs):
        return None if name in names else real(name, *args, **kwargs)

    monkeypatch.setattr(importlib.util, "find_spec", find_spec)


def test_env_without_pettingzoo_names_the_extra(monkeypatch):
    hide(monkeypatch, "pettingzoo")
    with pytest.raises(ImportError, match=r'tzaar.env\(\) needs pettingzoo.*tzaar\[rl\]') as err:
        tzaar.env()
    assert err.value.name == "pettingzoo"


def test_gym_env_without_numpy_or_gymnasium_names_both(monkeypatch):
    hide(monkeypatch, "numpy", "gymnasium")
    with pytest.raises(ImportError, match=r"tzaar.gym_env\(\) needs numpy, gymnasium"):
        tzaar.gym_env()


def test_import_tzaar_loads_none_of_the_extras():
    code = "import sys, tzaar; print(sorted(m for m in ('numpy', 'gymnasium', 'pettingzoo') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
