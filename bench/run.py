"""Run every measurement and collect one JSON object; optionally save it under bench/results/."""

from __future__ import annotations

import json
import os
import platform
from datetime import datetime, timezone
from pathlib import Path

from bench import answers, cold, index_build, model, retrieval, scale
from common.atomic import write_text_atomic
from common.errors import RagError
from common.machine import cpu_model, physical_cores
from rag.resources import Resources

RESULTS = Path(__file__).resolve().parent / "results"


def device_info(res: Resources) -> dict:
    return {"device": res.device, "cpu": cpu_model(), "logical_cpus": os.cpu_count(),
            "physical_cores": physical_cores(), "python": platform.python_version()}


def run_all(res: Resources, quick: bool, say=print) -> dict:
    sizes = [100_000] if quick else [100_000, 1_000_000]
    result = {"started_at": datetime.now(timezone.utc).isoformat(timespec="seconds"), "quick": quick,
              "machine": device_info(res)}
    say("index build (ours vs SentenceTransformer.encode)…")
    result["index_build"] = index_build.measure(res, repeats=2 if quick else 3)
    say("retrieval latency…")
    result["retrieval"] = retrieval.measure(res, rounds=2 if quick else 3)
    say("generator alone (load, prefill and generation speed)…")
    result["model"] = model.measure(res)
    say("answers (pipeline vs bare llama_cpp)…")
    result["answers"] = answers.measure(res, count=40)
    say("one question in a new `rag ask` process…")
    result["cold"] = cold.measure(res)
    result["scale"] = {"vectors": [], "bm25": []}
    for n in sizes:
        say(f"scale: {n:,} vectors…")
        result["scale"]["vectors"] += scale.measure_vectors(n)
        say(f"scale: {n:,} BM25 documents…")
        result["scale"]["bm25"].append(scale.measure_bm25(n))
    result["finished_at"] = datetime.now(timezone.utc).isoformat(timespec="seconds")
    return result


def save(result: dict, results: Path = RESULTS) -> Path:
    """`<date>-<device>[-quick].json`; a later run of the same day and kind is kept beside the
    earlier ones (`-b`, `-c`, …), never over them."""
    day = result["started_at"][:10]
    stem = f"{day}-{result['machine']['device']}{'-quick' if result['quick'] else ''}"
    names = [f"{stem}.json"] + [f"{stem}-{letter}.json" for letter in "bcdefghijklmnopqrstuvwxyz"]
    path = next((results / n for n in names if not (results / n).exists()), None)
    if path is None:
        raise RagError(f"{results} already holds 26 runs named {stem}.", "Move some away and save again.")
    write_text_atomic(path, json.dumps(result, indent=2))
    return path


def table(result: dict) -> str:
    """A plain-text table of the headline figures."""
    b, a = result["index_build"], result["answers"]
    lines = [f"machine: {result['machine']['cpu']} · {result['machine']['device']} · "
             f"{result['machine']['physical_cores']} cores",
             "", f"{'measurement':44} {'min':>9} {'median':>9} {'max':>9}",
             _row("index build, ours (s)", b["ours_s"]), _row("index build, bare encode (s)", b["bare_encode_s"]),
             f"{'index build ratio ours/bare':44} {b['ratio']:>29}", ""]
    lines.append(f"{'retrieval (ms)':30} {'stage':>12} {'p50':>9} {'p95':>9}")
    for mode, parts in result["retrieval"]["modes"].items():
        for stage, fig in parts.items():
            lines.append(f"{mode:30} {stage:>12} {fig['p50']:>9} {fig['p95']:>9}")
    m = result["model"]
    backends = "+".join(m.get("backends", []))  # absent from results saved before it was recorded
    lines += ["", f"generator {m['model']} ({m['quantization']}, {m['device']}, llama.cpp backends {backends}): "
              f"load {m['load_s']} s; "
              f"{m['prompt_tokens']}-token prompt read at {m['prefill_tokens_per_s']['median']} tok/s "
              f"(min {m['prefill_tokens_per_s']['min']}, max {m['prefill_tokens_per_s']['max']}); "
              f"generation {m['generation_tokens_per_s']['median']} tok/s"]
    lines += ["", f"{'answers ({} questions)'.format(a['questions']):30} {'':>12} {'p50':>9} {'p95':>9}"]
    for side in ("ours", "bare"):
        for key in ("ttft_ms", "total_ms"):
            lines.append(f"{side + ' ' + key:30} {'':>12} {a[side][key]['p50']:>9} {a[side][key]['p95']:>9}")
    lines += [f"ratio total ours/bare: {a['ratio_total']}  ttft: {a['ratio_ttft']}  "
              f"prompt tokens: {a['ours']['prompt_tokens_mean']}  "
              f"generation tok/s: {a['ours']['generation_tokens_per_s']['median']}  "
              f"prefill tok/s: {a['ours']['prompt_tokens_per_s']['median']}"]
    if "ratio_ttft_paired" in a:  # absent from results saved before they were recorded
        lines.append(f"ttft ratio question by question: median {a['ratio_ttft_paired']['median']} "
                     f"(min {a['ratio_ttft_paired']['min']}, max {a['ratio_ttft_paired']['max']}); "
                     f"answer stage before the model p50 {a['ours']['before_model_ms']['p50']} ms")
    if "ratio_ttft_paired_interval" in a:
        i = a["ratio_ttft_paired_interval"]
        lines.append(f"  its median's {round(i['level'] * 100)}% interval: {i['low']} to {i['high']}")
    if a.get("ratio_ttft_paired_by_instance"):  # the sides took turns on two instances
        lines.append("  with the pipeline on instance " + ", on ".join(
            f"{name}: {ratio}" for name, ratio in a["ratio_ttft_paired_by_instance"].items()))
    if "ratio_ttft_in_call" in a:
        lines.append(f"ttft over its own model call's part: median {a['ratio_ttft_in_call']['median']} "
                     f"(min {a['ratio_ttft_in_call']['min']}, max {a['ratio_ttft_in_call']['max']})")
    if "cold" in result:
        c = result["cold"]
        lines.append(f"one question in a new `rag ask` process ({c['runs']} runs): wall {c['wall_s']['median']} s "
                     f"(min {c['wall_s']['min']}, max {c['wall_s']['max']}), first token {c['ttft_s']['median']} s")
    lines.append("")
    lines.append(f"{'scale':26} {'build s':>8} {'MB':>8} {'p50 ms':>8} {'p95 ms':>8} {'recall@10':>9}")
    for r in result["scale"]["vectors"]:
        name = f"{r['n']:,} {r['index']} {','.join(f'{k}={v}' for k, v in r['params'].items())}"
        lines.append(f"{name:26} {r['build_s'] or '':>8} {r['memory_mb'] or '':>8} {r['search_ms']['p50']:>8} "
                     f"{r['search_ms']['p95']:>8} {r['recall@10']:>9}")
    for r in result["scale"]["bm25"]:
        label = f"{r['n']:,} bm25"
        lines.append(f"{label:26} {r['build_s']:>8} {r['memory_mb']:>8} {r['search_ms']['p50']:>8} "
                     f"{r['search_ms']['p95']:>8}")
    return "\n".join(lines)


def _row(name: str, fig: dict) -> str:
    return f"{name:44} {fig['min']:>9} {fig['median']:>9} {fig['max']:>9}"
