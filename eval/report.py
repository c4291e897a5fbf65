"""Write `summary.json`, `report.md` and PNG plots for a run; all written atomically."""

from __future__ import annotations

import io
import json
from pathlib import Path

from common.atomic import write_bytes_atomic, write_text_atomic

HEADLINE = ["recall@5", "cited_gold", "must_include", "citation_validity", "supported_sentences",
            "abstention_precision", "abstention_recall", "correct", "list_precision"]
LATENCY = ["ttft_ms_p50", "ttft_ms_p95", "total_ms_p50", "total_ms_p95", "prompt_tokens_mean"]


def write_reports(out: Path, summary: dict, rows: list[dict]) -> None:
    write_text_atomic(out / "summary.json", json.dumps(summary, indent=2))
    write_text_atomic(out / "report.md", markdown(summary, rows))
    write_bytes_atomic(out / "metrics.png", _metrics_plot(summary))
    write_bytes_atomic(out / "latency.png", _latency_plot(rows))


def _fmt(value) -> str:
    if value is None:
        return "–"
    return f"{value:.3f}" if isinstance(value, float) else str(value)


def markdown(summary: dict, rows: list[dict]) -> str:
    m = summary["metrics"]
    lines = [f"# Evaluation: {summary['meta'].get('questions_file', '')}", "",
             f"Model: {summary['meta'].get('model') or 'none (extractive)'} · "
             f"questions: {m['questions']} · prompt: {summary['meta'].get('prompt_version')}", "",
             *_failed(summary.get("failed", [])),
             "## Headline", "", "| metric | value |", "|---|---|"]
    lines += [f"| {k} | {_fmt(m.get(k))} |" for k in ["recall@1", "recall@3", "recall@5", "recall@10", "mrr",
                                                      *HEADLINE[1:], *LATENCY]]
    lines += ["", "## By kind", "", "| kind | questions | correct | abstained | recall@5 | must_include |",
              "|---|---|---|---|---|---|"]
    lines += [f"| {kind} | {v['questions']} | {_fmt(v['correct'])} | {_fmt(v['abstained'])} | "
              f"{_fmt(v['recall@5'])} | {_fmt(v['must_include'])} |" for kind, v in summary["by_kind"].items()]
    lines += ["", "![metrics](metrics.png) ![latency](latency.png)", "", "## Questions not correct", "",
              "| id | kind | why | answer |", "|---|---|---|---|"]
    lines += [f"| {r['id']} | {r['kind']} | {_why(r)} | {_cell(r['answer']['answer'])} |"
              for r in rows if not r["scores"]["correct"]]
    return "\n".join(lines) + "\n"


def _failed(ids: list[str]) -> list[str]:
    if not ids:
        return []
    many = len(ids) != 1
    return [f"**{len(ids)} question{'s' if many else ''} failed with an unexpected error and {'are' if many else 'is'} "
            "not scored** "
            f"(errors.jsonl): {', '.join(ids)}. Rerun the same command to answer them again.", ""]


def _why(row: dict) -> str:
    s = row["scores"]
    if not row["answerable"]:
        return "answered an unanswerable question"
    if s["abstained"]:
        return "abstained" + ("" if s["recall@5"] else "; gold not retrieved in top 5")
    reasons = []
    if not s["cited_gold"]:
        reasons.append("gold paper not cited" + ("" if s["recall@5"] else " (not retrieved)"))
    if s["must_include_found"] < s["must_include_total"]:
        reasons.append(f"must_include {s['must_include_found']}/{s['must_include_total']}")
    return "; ".join(reasons)


def _cell(text: str) -> str:
    text = " ".join(text.split()).replace("|", "\\|")
    return text if len(text) <= 160 else text[:157] + "…"


def _figure():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _png(fig) -> bytes:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=110, bbox_inches="tight")
    _figure().close(fig)
    return buffer.getvalue()


def _metrics_plot(summary: dict) -> bytes:
    plt = _figure()
    m = summary["metrics"]
    names = [k for k in HEADLINE if m.get(k) is not None]
    fig, ax = plt.subplots(figsize=(8, 3.5))
    bars = ax.bar(names, [m[k] for k in names], color="#4c72b0")
    ax.bar_label(bars, fmt="%.2f")
    ax.set_ylim(0, 1.1)
    ax.set_title("Main metrics")
    ax.tick_params(axis="x", rotation=30)
    return _png(fig)


def _latency_plot(rows: list[dict]) -> bytes:
    return _png(latency_figure(rows))


def latency_figure(rows: list[dict]):
    """Box plots of time to first token and total time. Tick labels are set on the axis, which
    every supported matplotlib takes (boxplot's own label keyword was renamed in 3.9)."""
    plt = _figure()
    fig, ax = plt.subplots(figsize=(6, 3.5))
    series = {name: [r["scores"][name] / 1000 for r in rows if r["scores"][name] is not None]
              for name in ("ttft_ms", "total_ms")}
    series = {k: v for k, v in series.items() if v}
    if series:
        ax.boxplot(list(series.values()))
        ax.set_xticks(range(1, len(series) + 1), [k.replace("_ms", "") for k in series])
    ax.set_ylabel("seconds")
    ax.set_title("Latency per question")
    return fig
