"""The OpenMP wait setting made before torch or llama.cpp loads the runtime, Python's collector
paused while a library loads and left out at exit, and the llama.cpp build the set-up chooses for
this CPU."""

import gc
import os
import shlex
import shutil
import subprocess
import sys
import weakref
from pathlib import Path

import pytest

from common.loading import collector_paused
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


class Cycle:
    def __init__(self):
        self.me = self


def test_collector_is_paused_while_loading_and_collects_once_after():
    assert gc.isenabled()
    with collector_paused():
        assert not gc.isenabled()
        garbage = Cycle()
        gone = weakref.ref(garbage)
        del garbage
        assert gone() is not None  # a cycle waits for the collector
    assert gc.isenabled() and gone() is None  # one pass after the load frees it


def test_nested_loads_resume_the_collector_once_at_the_end():
    with collector_paused():
        with collector_paused():
            pass
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_failed_load_resumes_the_collector():
    with pytest.raises(RuntimeError):
        with collector_paused():
            raise RuntimeError("no model")
    assert gc.isenabled()


def test_a_collector_the_user_turned_off_stays_off():
    gc.disable()
    try:
        with collector_paused():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


ROOT = Path(__file__).resolve().parent.parent


def run_python(code: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300)


def test_loading_the_real_embedder_runs_at_most_one_full_collection():
    # a fresh process: torch and sentence-transformers are imported by the load itself
    out = run_python(
        "import gc\n"
        "full = []\n"
        "gc.callbacks.append(lambda phase, info: full.append(1) if phase == 'stop' and info['generation'] == 2 else None)\n"
        "from index.embedder import MiniLMEmbedder\n"
        "before = len(full)\n"
        "MiniLMEmbedder().model()\n"
        "print(len(full) - before)\n")
    assert out.returncode == 0, out.stderr
    assert int(out.stdout.split()[-1]) == 1  # the one pass after it (six without the pause)


def test_the_rag_command_leaves_its_objects_to_the_process_exit():
    # an exit hook registered first runs last: it sees what `main` arranged for the exit
    out = run_python(
        "import atexit, gc, sys\n"
        "atexit.register(lambda: print('frozen', gc.get_freeze_count() > 0))\n"
        "sys.argv = ['rag', '--help']\n"
        "from cli.main import main\n"
        "main()\n")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().splitlines()[-1] == "frozen True"


# scripts/install-llama-cpp: which llama.cpp build the set-up makes for this CPU.
SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "install-llama-cpp"
HAS_OPENBLAS = bool(shutil.which("pkg-config")) and subprocess.run(["pkg-config", "--exists", "openblas"]).returncode == 0


def plan(tmp_path, flags: str, **env) -> subprocess.CompletedProcess:
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text(f"processor\t: 0\nflags\t\t: {flags}\n")
    return subprocess.run([str(SCRIPT), "--plan"], capture_output=True, text=True,
                          env={**os.environ, "LLAMA_BLAS": "auto", "CPUINFO": str(cpuinfo), **env})


@pytest.mark.parametrize("flags, choice, expected", [
    ("fpu sse2 avx2 fma avx512f avx512_vnni", "auto", "off"),  # its own int8 kernels read prompts 2.2x faster
    ("fpu sse2 avx2 fma avx512f avx512_vnni", "on", "on"),  # the user's choice wins
    ("fpu sse2 avx2 fma", "off", "off"),
    ("fpu sse2 avx2 fma avx512_vnnix", "off", "off"),  # a whole flag, not a prefix
])
def test_install_script_plans_the_build_for_the_cpu(tmp_path, flags, choice, expected):
    if choice == "on" and not HAS_OPENBLAS:
        pytest.skip("OpenBLAS is not installed here")
    out = plan(tmp_path, flags, LLAMA_BLAS=choice)
    assert (out.returncode, out.stdout.strip()) == (0, expected)


@pytest.mark.parametrize("flags, amx_off", [
    ("fpu sse2 avx2 fma avx512f avx512_vnni amx_bf16 amx_tile amx_int8", True),  # its AMX kernels died with SIGILL
    ("fpu sse2 avx2 fma avx512f avx512_vnni", False),
    ("fpu sse2 avx2 fma amx_tilex", False),  # a whole flag, not a prefix
])
def test_install_script_compiles_amx_out_where_the_cpu_lists_it(tmp_path, flags, amx_off):
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text(f"processor\t: 0\nflags\t\t: {flags}\n")
    out = subprocess.run([str(SCRIPT), "--cmake-args"], capture_output=True, text=True,
                         env={**os.environ, "LLAMA_BLAS": "off", "CPUINFO": str(cpuinfo)})
    assert out.returncode == 0, out.stderr
    args = shlex.split(out.stdout)  # as scikit-build-core splits CMAKE_ARGS
    assert "-DGGML_BLAS=OFF" in args
    flags_args = [a for a in args if a.startswith(("-DCMAKE_C_FLAGS=", "-DCMAKE_CXX_FLAGS="))]
    if amx_off:
        assert len(flags_args) == 2 and all("-mno-amx-tile -mno-amx-int8 -mno-amx-bf16" in a for a in flags_args)
    else:
        assert flags_args == []


def test_install_script_without_vnni_uses_openblas_when_installed(tmp_path):
    out = plan(tmp_path, "fpu sse2 avx2 fma")
    assert out.stdout.strip() == ("on" if HAS_OPENBLAS else "off")


@pytest.mark.parametrize("args, env, message", [
    (["--plan"], {"LLAMA_BLAS": "maybe"}, "LLAMA_BLAS is 'maybe'; use auto, on or off"),
    ([], {}, "usage: scripts/install-llama-cpp VENV_PYTHON"),
    (["/nonexistent/bin/python"], {}, "/nonexistent/bin/python is not a Python interpreter"),
])
def test_install_script_bad_input_says_what_to_do(args, env, message):
    out = subprocess.run([str(SCRIPT), *args], capture_output=True, text=True, env={**os.environ, **env})
    assert out.returncode != 0 and message in out.stderr and "Traceback" not in out.stderr


def test_installed_llama_cpp_is_the_build_the_script_plans_here():
    from rag.generator import llama_backends

    backends = llama_backends()
    if "cuda" in backends:
        pytest.skip("a CUDA build installed by hand is left alone")
    # (with the choice the set-up was given: `make LLAMA_BLAS=on test` passes it on to both)
    planned = subprocess.run([str(SCRIPT), "--plan"], capture_output=True, text=True).stdout.strip()
    assert "cpu" in backends
    assert ("blas" in backends) == (planned == "on")
    # (and without AMX kernels where the plan compiles them out)
    if "-mno-amx-tile" in subprocess.run([str(SCRIPT), "--cmake-args"], capture_output=True, text=True).stdout:
        import llama_cpp

        lib = Path(llama_cpp.__file__).parent / "lib"
        assert not any(b"ggml_backend_amx_mul_mat" in f.read_bytes() for f in lib.glob("libggml-cpu.so*"))
