"""Shared fixtures. Real parts (embedder, indexes, the 0.5B model) are opened once per session;
each test that writes gets its own RAG_HOME under tmp_path."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from rag.resources import Resources
from rag.settings import Settings

DATA = Path(__file__).parent / "data"
# Where `make models` put the real model files (RAG_HOME or the per-user default).
MAIN_HOME = Settings().home


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("RAG_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def link_models(home: Path) -> None:
    """Share the fetched model files with a test home instead of copying 0.5 GB."""
    home.mkdir(parents=True, exist_ok=True)
    if not (MAIN_HOME / "models").is_dir():
        pytest.fail(f"No fetched models in {MAIN_HOME}: run `make models` first.")
    (home / "models").symlink_to(MAIN_HOME / "models")


@pytest.fixture(scope="session")
def bundled_home(tmp_path_factory) -> Path:
    """A RAG_HOME with the bundled corpus indexed by the real embedder, and the real models."""
    home = tmp_path_factory.mktemp("bundled")
    link_models(home)
    Resources(Settings(home=home)).build_index(None)
    return home


@pytest.fixture(scope="session")
def bundled(bundled_home) -> Resources:
    return Resources(Settings(home=bundled_home))


@pytest.fixture
def env_home(home) -> dict[str, str]:
    """Environment for a `rag` subprocess that uses the test's home."""
    env = dict(os.environ)
    env["RAG_HOME"] = str(home)
    return env
