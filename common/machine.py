"""Facts about this machine read from /proc/cpuinfo: the CPU's name and its physical cores."""

from __future__ import annotations

import os
import platform
from pathlib import Path


def _cpuinfo() -> list[tuple[str, str]]:
    try:
        lines = Path("/proc/cpuinfo").read_text().splitlines()
    except OSError:
        return []
    return [(key.strip(), value.strip()) for key, _, value in (line.partition(":") for line in lines)]


def physical_cores() -> int:
    """Distinct (physical id, core id) pairs; logical CPUs where /proc/cpuinfo is unreadable."""
    pairs, phys = set(), "0"
    for key, value in _cpuinfo():
        if key == "physical id":
            phys = value
        elif key == "core id":
            pairs.add((phys, value))
    return len(pairs) or os.cpu_count() or 1


def cpu_model() -> str:
    for key, value in _cpuinfo():
        if key == "model name":
            return value
    return platform.processor() or platform.machine()


def quiet_openmp_workers() -> None:
    """Idle GNU OpenMP workers wait ~1,000 spins, not ~300,000, before they sleep (unless the user
    set a wait policy). llama.cpp built with OpenBLAS hands each batched matrix product to
    OpenBLAS's own threads; spinning OpenMP workers took their cores, and prompts were read about 9%
    slower on 2 cores. The runtime (one libgomp, shared by torch and llama.cpp) reads this once as
    it loads, so it is set before any of them is imported."""
    if "OMP_WAIT_POLICY" not in os.environ:
        os.environ.setdefault("GOMP_SPINCOUNT", "1000")
