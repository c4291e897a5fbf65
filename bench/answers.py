"""Answer latency of the pipeline against the same prompts sent straight to
llama_cpp.Llama.create_chat_completion with the same settings and max tokens.

Two model instances, A and B, and the two sides take turns on them: on even questions the
pipeline runs on A and the bare call on B, on odd ones the other way round. So neither side reuses
the other's cached prompt (each sees what a user would: the fixed system prefix warm, the rest
new), and an instance that is slower the whole run (it happens: one instance's reads were 4%
slower than the other's through a run) slows both sides alike instead of one."""

from __future__ import annotations

import time

from common.stats import latency, median_interval, summary
from eval.questions import CORE, load_questions
from rag.resources import Resources


def corpus_questions(res: Resources, count: int) -> list[str]:
    questions = load_questions(CORE, res.index.store.paper_by_title())
    return [q.question for q in questions if q.answerable and q.kind == "factoid"][:count]


class Recording:
    """A generator that passes everything through and keeps the messages it was sent."""

    def __init__(self, generator):
        self.inner = generator
        self.messages: list[list[dict]] = []
        self.called_at: float | None = None  # when the pipeline handed its last prompt over
        self.first_at: float | None = None  # when the model's first piece of that prompt came back

    @property
    def identity(self):
        return self.inner.identity

    @property
    def last_usage(self):
        return self.inner.last_usage

    def stream(self, messages, max_tokens, temperature=None):
        self.messages.append(messages)
        self.called_at, self.first_at = time.perf_counter(), None
        for piece in self.inner.stream(messages, max_tokens, temperature):
            self.first_at = self.first_at or time.perf_counter()
            yield piece

    def count_tokens(self, messages):
        return self.inner.count_tokens(messages)

    def count_text_tokens(self, text):
        return self.inner.count_text_tokens(text)

    def special_tokens(self):
        return self.inner.special_tokens()


def bare_answer(llm, messages, res: Resources) -> dict:
    g = res.settings.generation
    start = time.perf_counter()
    ttft, pieces = None, []
    for chunk in llm.create_chat_completion(messages=messages, max_tokens=g.max_tokens, temperature=g.temperature,
                                            seed=g.seed, stream=True):
        piece = chunk["choices"][0]["delta"].get("content")
        if piece:
            ttft = ttft or (time.perf_counter() - start) * 1000
            pieces.append(piece)
    return {"ttft_ms": ttft, "total_ms": (time.perf_counter() - start) * 1000, "text": "".join(pieces)}


def measure(res: Resources, count: int = 40) -> dict:
    # the real generators, watched, not patched; the second opens the same model file anew
    generators = [Recording(res.generator), Recording(res.with_generation().generator)]
    pipelines = [res.pipeline(generator=g) for g in generators]
    questions = corpus_questions(res, count + 1)
    for side in (0, 1):  # both instances start with the system prefix cached
        pipelines[side].ask(questions[-1])
        if generators[side].messages:
            bare_answer(generators[1 - side].inner.llama, generators[side].messages[-1], res)
    ours, bare = [], []
    for i, question in enumerate(questions[:count]):
        side = i % 2
        generator, messages_seen = generators[side], generators[side].messages
        before, asked = len(messages_seen), time.perf_counter()
        answer = pipelines[side].ask(question)
        if len(messages_seen) == before:
            continue  # abstained before generation: nothing to compare
        # timed from the call, as a caller waits: validation and analysis count too
        first = generator.first_at  # None when the model wrote nothing
        ours.append({"ttft_ms": first and (first - asked) * 1000, "total_ms": answer.timings.total_ms,
                     "prompt": answer.tokens.prompt, "completion": answer.tokens.completion,
                     "before_model_ms": (generator.called_at - asked) * 1000,
                     "model_ttft_ms": first and (first - generator.called_at) * 1000, "instance": "AB"[side]})
        b = bare_answer(generators[1 - side].inner.llama, messages_seen[-1], res)
        bare.append({**b, "same_text": _strip(b["text"]) == _strip(answer.draft or answer.answer)})
    return _report(ours, bare, generators[0].identity.model_dump())


def _strip(text: str) -> str:
    return " ".join(text.split())


def _by_instance(ours: list[dict], bare: list[dict]) -> dict:
    ratios: dict[str, list[float]] = {}
    for o, b in zip(ours, bare):
        if o.get("instance") and o["ttft_ms"] and b["ttft_ms"]:
            ratios.setdefault(o["instance"], []).append(o["ttft_ms"] / b["ttft_ms"])
    return {name: summary(values)["median"] for name, values in sorted(ratios.items())}


def _report(ours: list[dict], bare: list[dict], identity: dict) -> dict:
    tokens_per_s = [o["completion"] / max(o["total_ms"] - o["ttft_ms"], 1) * 1000 for o in ours if o["ttft_ms"]]
    prefill_per_s = [o["prompt"] / o["ttft_ms"] * 1000 for o in ours if o["ttft_ms"]]
    ours_total = summary([o["total_ms"] for o in ours])["median"]
    bare_total = summary([b["total_ms"] for b in bare])["median"]
    paired = [o["ttft_ms"] / b["ttft_ms"] for o, b in zip(ours, bare) if o["ttft_ms"] and b["ttft_ms"]]
    return {
        "model": identity, "questions": len(ours),
        "ours": {"ttft_ms": latency([o["ttft_ms"] for o in ours]), "total_ms": latency([o["total_ms"] for o in ours]),
                 "prompt_tokens_mean": round(sum(o["prompt"] for o in ours) / len(ours), 1),
                 "completion_tokens_mean": round(sum(o["completion"] for o in ours) / len(ours), 1),
                 "generation_tokens_per_s": summary(tokens_per_s), "prompt_tokens_per_s": summary(prefill_per_s),
                 # analysis, retrieval, evidence and the prompt: the answer stage's own part of the first token
                 "before_model_ms": latency([o["before_model_ms"] for o in ours])},
        "bare": {"ttft_ms": latency([b["ttft_ms"] for b in bare]), "total_ms": latency([b["total_ms"] for b in bare]),
                 "same_text": sum(b["same_text"] for b in bare)},
        "ratio_total": round(ours_total / bare_total, 3),
        "ratio_ttft": round(summary([o["ttft_ms"] for o in ours])["median"]
                            / summary([b["ttft_ms"] for b in bare])["median"], 3),
        # each question's two first tokens were read back to back: their ratio leaves out how the
        # machine's speed drifts over the run, which on a shared 2-core VM moves either side by ±5%
        "ratio_ttft_paired": summary(paired),
        # one prompt read twice in turns varies by about 17% on this VM, so the median of a few dozen
        # pairs is known only to a few percent: the interval says how far within this run (not across
        # runs, whose drift it cannot see)
        "ratio_ttft_paired_interval": median_interval(paired),
        # the paired ratio with the pipeline on instance A, and on B: apart by twice an instance's bias
        "ratio_ttft_paired_by_instance": _by_instance(ours, bare),
        # the same first token over its own model call's part: the answer stage's overhead without the
        # two model instances' scatter (one prompt read twice in turns varies by about 17% here)
        "ratio_ttft_in_call": summary([o["ttft_ms"] / o["model_ttft_ms"] for o in ours
                                       if o.get("model_ttft_ms")]),
    }
