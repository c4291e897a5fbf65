"""The command line as a user runs it: help, JSON output, exit codes and messages."""

import json
import subprocess
import sys

import pytest

from index.papers import paper_id

LONGGEN = "A Little Goes a Long Way: Efficient Long Context Training and Inference with Partial Contexts"


def rag(*args, env=None):
    return subprocess.run([sys.executable, "-m", "rag", *args], capture_output=True, text=True, env=env)


@pytest.mark.parametrize("command", [[], ["index"], ["index", "build"], ["index", "info"], ["index", "add"], ["search"], ["ask"],
                                     ["ui"], ["serve"], ["bench"], ["eval"], ["eval", "run"], ["eval", "compare"],
                                     ["eval", "tune-abstain"], ["models"], ["models", "fetch"], ["models", "list"],
                                     ["models", "verify"]])
def test_every_command_has_help_with_an_example(command):
    done = rag(*command, "--help")
    assert done.returncode == 0, done.stderr
    assert "Example" in done.stdout


def test_help_is_fast_because_heavy_imports_are_lazy():
    code = "import sys, cli.main; print(','.join(m for m in ('torch', 'faiss', 'llama_cpp', 'sentence_transformers', 'bm25s', 'gradio') if m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.stdout.strip() == ""


def test_index_info_and_search_json(bundled_home, monkeypatch):
    env = {**__import__("os").environ, "RAG_HOME": str(bundled_home)}
    info = json.loads(rag("index", "info", "--json", env=env).stdout)
    assert info["papers"] == 397 and info["chunks"] > 397
    assert info["embedding_model"] == "all-MiniLM-L6-v2" and info["built_at"]
    done = rag("search", "How much does LongGen reduce KV cache memory?", "--json", "-k", "3", env=env)
    assert done.returncode == 0, done.stderr
    results = json.loads(done.stdout)["results"]
    assert len(results) == 3
    assert results[0]["title"] == LONGGEN and results[0]["paper_id"] == paper_id(LONGGEN)
    assert set(results[0]) >= {"paper_id", "title", "score", "chunks"}


def test_search_without_an_index_says_how_to_fix_it(env_home):
    done = rag("search", "anything", env=env_home)
    assert done.returncode == 1
    assert "No index at" in done.stderr and "rag index build" in done.stderr
    assert "Traceback" not in done.stderr


def test_empty_query_is_refused(env_home):
    done = rag("search", "   ", env=env_home)
    assert done.returncode == 1 and "empty" in done.stderr
