"""The generator alone, through the adapter: load time, and prompt-reading (prefill) and
generation speed on a fixed prompt of about 1,000 tokens with the prompt cache emptied."""

from __future__ import annotations

import time

from index.corpus import load_corpus
from common.stats import summary
from rag.generator import LlamaGenerator, llama_backends
from rag.resources import Resources

PROMPT_TOKENS = 1000
MAX_TOKENS = 64


def fixed_prompt(generator: LlamaGenerator) -> list[dict]:
    """Whole abstracts of the bundled corpus, in file order, up to about PROMPT_TOKENS tokens."""
    text = ""
    for paper in load_corpus():
        candidate = f"{text}\n\n{paper.title}\n{paper.abstract}"
        if generator.count_text_tokens(candidate) > PROMPT_TOKENS - 40:
            break
        text = candidate
    return [{"role": "system", "content": "Summarise the papers the user gives you."},
            {"role": "user", "content": text.strip()}]


def measure(res: Resources, repeats: int = 3) -> dict:
    g = res.settings.generation
    path, name, sha = res.generator_file()
    start = time.perf_counter()
    generator = LlamaGenerator(path, name, sha, res.device, g.threads, g.n_ctx, 0.0, g.seed, g.flash_attn)
    load_s = time.perf_counter() - start
    messages = fixed_prompt(generator)
    prefill, decode, prompt_tokens = [], [], 0
    for _ in range(repeats):
        generator.forget_prompt_cache()
        start, first = time.perf_counter(), None
        for _piece in generator.stream(messages, MAX_TOKENS):
            first = first or time.perf_counter()
        end = time.perf_counter()
        usage = generator.last_usage
        prompt_tokens = usage.prompt
        prefill.append(usage.prompt / (first - start))
        decode.append((usage.completion - 1) / max(end - first, 1e-9))
    return {"model": name, "quantization": generator.identity.quantization, "device": res.device,
            "backends": llama_backends(), "load_s": round(load_s, 3), "prompt_tokens": prompt_tokens,
            "max_tokens": MAX_TOKENS,
            "prefill_tokens_per_s": summary(prefill), "generation_tokens_per_s": summary(decode)}
