"""Compare two runs: per-metric deltas and the questions whose verdict flipped."""

from __future__ import annotations

import json
from pathlib import Path

from eval.harness import finished
from common.errors import RagError


def load_run(folder: Path) -> tuple[dict, dict[str, dict]]:
    summary = Path(folder) / "summary.json"
    if not summary.is_file():
        raise RagError(f"No summary.json in {folder}.", "Run `rag eval run --out DIR` to finish that run first.")
    return json.loads(summary.read_text()), finished(Path(folder))


def compare(run_a: Path, run_b: Path) -> dict:
    (sa, rows_a), (sb, rows_b) = load_run(run_a), load_run(run_b)
    deltas = {}
    for key, a in sa["metrics"].items():
        b = sb["metrics"].get(key)
        if isinstance(a, (int, float)) and isinstance(b, (int, float)):
            deltas[key] = {"a": a, "b": b, "delta": round(b - a, 4)}
    flipped = [
        {"id": qid, "kind": rows_a[qid]["kind"], "a": rows_a[qid]["scores"]["correct"],
         "b": rows_b[qid]["scores"]["correct"]}
        for qid in rows_a
        if qid in rows_b and rows_a[qid]["scores"]["correct"] != rows_b[qid]["scores"]["correct"]
    ]
    return {"a": str(run_a), "b": str(run_b), "metrics": deltas, "flipped": flipped}
