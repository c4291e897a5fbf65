"""The OpenMP wait setting made before torch or llama.cpp loads the runtime."""

import os

import pytest

from common.machine import quiet_openmp_workers
from rag.resources import Resources
from rag.settings import Settings


@pytest.mark.parametrize("before, after", [
    ({}, {"GOMP_SPINCOUNT": "1000"}),
    ({"GOMP_SPINCOUNT": "50000"}, {"GOMP_SPINCOUNT": "50000"}),  # the user's own count is kept
    ({"OMP_WAIT_POLICY": "ACTIVE"}, {"OMP_WAIT_POLICY": "ACTIVE"}),  # so is a chosen policy
])
def test_openmp_workers_spin_briefly_unless_the_user_chose(monkeypatch, before, after):
    for name in ("GOMP_SPINCOUNT", "OMP_WAIT_POLICY"):
        monkeypatch.delenv(name, raising=False)
    for name, value in before.items():
        monkeypatch.setenv(name, value)
    quiet_openmp_workers()
    assert {n: os.environ[n] for n in ("GOMP_SPINCOUNT", "OMP_WAIT_POLICY") if n in os.environ} == after


def test_opening_resources_sets_it_before_any_model_loads(monkeypatch, tmp_path):
    monkeypatch.delenv("GOMP_SPINCOUNT", raising=False)
    monkeypatch.delenv("OMP_WAIT_POLICY", raising=False)
    Resources(Settings(home=tmp_path))
    assert os.environ["GOMP_SPINCOUNT"] == "1000"
