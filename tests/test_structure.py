"""The layout's rules and the bugs found while restructuring, each pinned by a test."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import supply.fetch as fetch_mod
from common.errors import ModelError, RagError, SettingsError
from eval.report import latency_figure
from index.build import new_build_id
from rag.checking import Thresholds
from rag.resources import Resources
from rag.settings import AnswerSettings, Settings
from supply.lockfile import load_lock
from tests.fakes import FixedRetriever, fake_pipeline

ROOT = Path(__file__).resolve().parent.parent
# Each package and the project packages it may import: lower layers never import upper ones.
LAYERS = {
    "common": set(),
    "index": {"common"},
    "supply": {"common", "index"},
    "rag": {"common", "index", "supply"},
    "eval": {"common", "index", "supply", "rag"},
    "ui": {"common", "index", "supply", "rag"},
    "bench": {"common", "index", "supply", "rag", "eval"},
    "api": {"common", "index", "supply", "rag", "ui"},
    "cli": {"common", "index", "supply", "rag", "eval", "ui", "bench", "api"},
}


def imported_packages(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names & set(LAYERS)


@pytest.mark.parametrize("package", sorted(LAYERS))
def test_each_layer_imports_only_the_layers_below_it(package):
    for path in sorted((ROOT / package).rglob("*.py")):
        extra = imported_packages(path) - LAYERS[package] - {package}
        assert not extra, f"{path.relative_to(ROOT)} imports {sorted(extra)}"


def test_thresholds_come_from_the_settings():
    assert Thresholds.from_settings(AnswerSettings()) == Thresholds(overlap=0.5, cosine=0.8)
    with pytest.raises(TypeError):
        Thresholds()  # no second set of defaults to drift from the settings
    p = fake_pipeline(FixedRetriever([]), settings=Settings(home="/nonexistent", answer={"support_cosine": 0.7}))
    assert p.thresholds.cosine == 0.7


class Untouchable:
    """A generator that fails the test if anything loads or uses it."""

    def __getattr__(self, name):
        raise AssertionError(f"the generator was used ({name})")


def test_unknown_prompt_version_is_a_clear_error_before_any_model_loads():
    settings = Settings(home="/nonexistent", answer={"prompt_version": "nope"})
    with pytest.raises(SettingsError, match="Unknown prompt version 'nope'") as err:
        fake_pipeline(FixedRetriever([]), Untouchable(), settings)
    assert "answer-v2" in err.value.hint


def test_unknown_prompt_version_from_the_command_line(env_home):
    import subprocess
    import sys

    env = {**env_home, "RAG_ANSWER__PROMPT_VERSION": "nope"}
    done = subprocess.run([sys.executable, "-m", "rag", "ask", "anything", "--no-llm"], env=env,
                          capture_output=True, text=True)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "Unknown prompt version 'nope'" in done.stderr and "answer-v2" in done.stderr


def test_build_ids_differ_within_one_second():
    ids = {new_build_id() for _ in range(200)}
    assert len(ids) == 200
    assert all(i.rsplit("-", 1)[-1].isdigit() for i in ids)  # the pid stays last: which process made it


def test_with_generation_resolves_a_new_device(tmp_path):
    from rag.generator import gpu_offload_supported

    res = Resources(Settings(home=tmp_path, generation={"device": "cpu"}))
    assert res.device == "cpu"
    same = res.with_generation(model="qwen2.5-coder-1.5b-instruct")
    assert same.__dict__.get("device") == "cpu"  # unchanged device: reused
    other = res.with_generation(device="gpu")
    if gpu_offload_supported():
        assert other.device == "gpu"
    else:
        with pytest.raises(ModelError, match="cannot offload to a GPU"):
            other.device


class FullDisk:
    """A file whose writes fail as a full disk does."""

    def __init__(self, *args, **kwargs):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def write(self, block):
        raise OSError(28, "No space left on device")


def test_a_local_write_error_is_not_reported_as_a_download_error(tmp_path, monkeypatch):
    blob = tmp_path / "blob.bin"
    blob.write_bytes(b"x" * 5000)
    lock = tmp_path / "m.lock"
    lock.write_text(f"""lock_version = 1
[[model]]
name = "tiny"
role = "generator"
file = "tiny.gguf"
size = 5000
sha256 = "{'0' * 64}"
license = "MIT"
context_length = 512
[[model.sources]]
kind = "url"
url = "file://{blob}"
""")
    settings = Settings(home=tmp_path / "home", models_lock=lock)
    monkeypatch.setattr(fetch_mod, "open", FullDisk, raising=False)
    with pytest.raises(ModelError) as err:
        fetch_mod.fetch(load_lock(lock).get("tiny"), settings, progress=False)
    assert "Cannot write" in err.value.message and "No space left" in err.value.message
    assert "download" not in err.value.message and "Free some space" in err.value.hint


def test_an_unreachable_url_is_still_a_download_error(tmp_path):
    with pytest.raises(ModelError, match="cannot download"):
        with fetch_mod._download(f"file://{tmp_path}/missing.bin"):
            pass


def test_latency_plot_labels_its_boxes():
    rows = [{"scores": {"ttft_ms": 1000.0 * i, "total_ms": 2000.0 * i}} for i in range(1, 5)]
    fig = latency_figure(rows)
    assert [t.get_text() for t in fig.axes[0].get_xticklabels()] == ["ttft", "total"]


def test_importing_rag_main_does_not_run_the_command_line():
    module = importlib.import_module("rag.__main__")
    assert callable(module.main)


def test_ui_readout_names_the_selected_model(bundled):
    from ui.app import Session

    session = Session(bundled)
    assert "qwen2.5-coder-0.5b-instruct" in session.device_line()
    assert "qwen2.5-coder-1.5b-instruct" in session.device_line("qwen2.5-coder-1.5b-instruct")
    assert "0.5b" not in session.device_line("qwen2.5-coder-1.5b-instruct")


def test_papers_tab_without_an_index_shows_a_message(tmp_path):
    from ui.app import Session, search_papers

    session = Session(Resources(Settings(home=tmp_path)))
    for query in ("", "diffusion"):
        html = search_papers(session, query, 10)
        assert "No index at" in html and "rag index build" in html


def test_errors_are_one_family():
    assert issubclass(SettingsError, RagError) and issubclass(ModelError, RagError)


def test_asking_for_the_default_model_by_name_reuses_its_parts(tmp_path):
    res = Resources(Settings(home=tmp_path))
    assert res.for_model(None) is res and res.for_model(res.generator_name()) is res  # no second model loaded
    other = res.for_model("qwen2.5-coder-1.5b-instruct")
    assert other is not res and res.for_model("qwen2.5-coder-1.5b-instruct") is other
    assert other.generator_name() == "qwen2.5-coder-1.5b-instruct"
