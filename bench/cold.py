"""One question from the command line: a new `rag ask` process that imports, opens the index, loads
the embedder and the model, answers, and exits, timed from outside as its user waits for it."""

from __future__ import annotations

import os

from bench.answers import corpus_questions
from bench.scale_build import run_rag
from common.stats import summary
from rag.resources import Resources


def measure(res: Resources, repeats: int = 3, run=run_rag) -> dict:
    question = corpus_questions(res, 1)[0]
    runs = [run(["ask", question], dict(os.environ)) for _ in range(repeats)]
    return {"question": question, "runs": repeats,
            "wall_s": summary([r["seconds"] for r in runs]),
            "ttft_s": summary([r["result"]["timings"]["ttft_ms"] / 1000 for r in runs])}
