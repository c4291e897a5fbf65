"""The package installed the ordinary way (a wheel, not the checkout) carries its data and answers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile

import pytest

QUESTION = "How much does LongGen reduce KV cache memory during inference?"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", root,
                           "-w", str(out)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    (path,) = out.glob("paper_rag-*.whl")
    return path


def test_wheel_carries_prompts_lock_corpus_and_question_sets(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert {"prompts/answer-v2/system.md", "prompts/answer-v2/user.md", "supply/models.lock",
            "eval/questions/core.jsonl", "cli/main.py", "bench/run.py"} <= names
    assert sum(n.startswith("paper_rag_corpus/papers/") and n.endswith(".txt") for n in names) == 4


@pytest.mark.slow
def test_installed_wheel_answers_from_anywhere(wheel, tmp_path, bundled_home):
    site = tmp_path / "site"
    done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site), str(wheel)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    env = {**os.environ, "PYTHONPATH": str(site), "RAG_HOME": str(bundled_home)}
    where = subprocess.run([sys.executable, "-c", "import rag, prompts, supply; print(rag.__file__, supply.__file__)"],
                           cwd=tmp_path, env=env, capture_output=True, text=True)
    assert all(p.startswith(str(site)) for p in where.stdout.split()), where.stdout  # not the checkout
    done = subprocess.run([sys.executable, "-m", "rag", "ask", QUESTION, "--no-llm", "--json"], cwd=tmp_path, env=env,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert "62%" in answer["answer"] and not answer["abstained"]
