"""The one settings object. Every field is described; each can be set from the environment
with the `RAG_` prefix (groups with `__`, e.g. `RAG_RETRIEVAL__TOP_K=8`)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from supply.lockfile import DEFAULT_LOCK

Mode = Literal["hybrid", "dense", "bm25"]


def default_home() -> Path:
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "paper-rag"


class Group(BaseModel):
    model_config = ConfigDict(extra="forbid")


class IndexSettings(Group):
    chunk_tokens: int = Field(160, ge=48, le=256, description="Most word pieces in a chunk, title included (MiniLM reads 256).")
    overlap_sentences: int = Field(1, ge=0, le=3, description="Sentences a chunk repeats from the one before.")
    embed_batch_size: int = Field(64, ge=1, le=1024, description="Texts per embedding batch.")
    ann_min_vectors: int = Field(200_000, ge=1, description="From this many chunks on, FAISS uses HNSW instead of exact search.")
    engine: Literal["local", "ray"] = Field("local", description="Where chunks are embedded: this process, or actors "
                                            "on a Ray cluster (RAY_ADDRESS, else a local Ray; needs paper-rag[ray]).")


class RaySettings(Group):
    actors: int | None = Field(None, ge=1, description="Embedding actors on the Ray cluster; default: one per "
                               "cpus_per_actor CPUs (or per gpus_per_actor GPUs) the cluster has.")
    batch_size: int = Field(256, ge=1, le=8192, description="Texts per batch handed to one Ray actor.")
    cpus_per_actor: float = Field(1.0, gt=0, description="CPUs Ray reserves for each actor (and its torch threads).")
    gpus_per_actor: float = Field(0.0, ge=0, description="GPUs per actor; above 0 the actors embed on CUDA.")


class RetrievalSettings(Group):
    mode: Mode = Field("hybrid", description="Which search ranks papers.")
    top_k: int = Field(5, ge=1, le=50, description="Papers returned.")
    candidates: int = Field(50, ge=5, le=1000, description="Chunks each retriever returns before fusion.")
    rrf_k: int = Field(5, ge=1, description="Reciprocal rank fusion constant: score = w / (rrf_k + rank).")
    weight_dense: float = Field(0.5, ge=0, description="Fusion weight of dense (embedding) ranks.")
    weight_bm25: float = Field(1.0, ge=0, description="Fusion weight of BM25 ranks.")
    weight_names: float = Field(1.0, ge=0, description="Fusion weight of the ranking of papers that name what the "
                                "query names (LongGen, GPT-5); 0 turns it off.")
    chunks_per_paper: int = Field(2, ge=1, le=10, description="Best chunks kept for each paper.")


class GenerationSettings(Group):
    model: str | None = Field(None, description="Generator name from models.lock; default: chosen by device (0.5B on CPU, 1.5B on GPU).")
    model_path: Path | None = Field(None, description="Run this GGUF file instead of a locked model; its sha256 becomes its identity.")
    device: Literal["auto", "cpu", "gpu"] = Field("auto", description="auto: offload to the GPU when llama.cpp was built with GPU support.")
    threads: int | None = Field(None, ge=1, description="CPU threads; default: physical cores.")
    n_ctx: int = Field(4096, ge=512, le=32768, description="Context window in tokens.")
    max_tokens: int = Field(256, ge=1, le=4096, description="Most tokens in one answer.")
    temperature: float = Field(0.0, ge=0.0, le=2.0, description="0 = greedy, deterministic.")
    seed: int = Field(42, description="Sampling seed, so answers repeat.")
    flash_attn: bool = Field(True, description="Flash attention; reads prompts about 10% faster on CPU (measured with llama.cpp's own kernels).")


class AnswerSettings(Group):
    prompt_version: str = Field("answer-v3", description="Folder under prompts/ with system.md and user.md (and a "
                                "sub-folder per model profile that replaces them for that model).")
    max_question_chars: int = Field(1000, ge=10, description="Longer questions are refused.")
    shown: Literal["evidence", "chunks"] = Field("evidence", description="What the model is shown of each paper: "
                                                 "its sentences that match the question (evidence), or whole "
                                                 "abstract and chunks (chunks).")
    context_budget: int = Field(256, ge=100, le=8000, description="Most tokens of source text in the prompt (the model's own tokenizer).")
    top_share: float = Field(0.625, gt=0, le=1, description="Share of the budget for the top paper's sentences in the "
                             "evidence view; the other papers split the rest.")
    max_sources: int = Field(3, ge=1, le=20, description="Most numbered sources shown to the model.")
    whole_abstract_share: float = Field(0.6, ge=0, le=1, description="The top paper is shown whole when its abstract takes at most this share of the budget.")
    min_relevance: float = Field(0.4, ge=-1, le=1, description="Abstain without the model when no chunk has at least this cosine to the question (set by `rag eval tune-abstain` on core.jsonl).")
    support_overlap: float = Field(0.5, ge=0, le=1, description="Share of a sentence's content words found in its source for it to count as supported.")
    support_cosine: float = Field(0.8, ge=-1, le=1, description="Embedding cosine between sentence and source that also counts as support.")
    history_turns: int = Field(2, ge=0, le=10, description="Earlier question/answer pairs sent with a follow-up question.")
    no_llm_sentences: int = Field(3, ge=1, le=10, description="Sentences in an extractive (--no-llm) answer.")
    list_papers: int = Field(15, ge=1, le=50, description="Papers a list question (\"which papers …\") looks through: "
                             "past the usual top_k, a paper is listed only when its title shares three asked words "
                             "or it is a close neighbour of one of the first two.")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="RAG_", env_nested_delimiter="__", extra="forbid")

    home: Path = Field(default_factory=default_home, description="Data folder: index, models, caches (RAG_HOME).")
    models_lock: Path = Field(DEFAULT_LOCK, description="The lock file of pinned models (default: the one shipped with the package).")
    index: IndexSettings = Field(default_factory=IndexSettings)
    retrieval: RetrievalSettings = Field(default_factory=RetrievalSettings)
    generation: GenerationSettings = Field(default_factory=GenerationSettings)
    answer: AnswerSettings = Field(default_factory=AnswerSettings)
    ray: RaySettings = Field(default_factory=RaySettings)

    @property
    def cache_dir(self) -> Path:
        return self.home / "cache"

    @property
    def models_dir(self) -> Path:
        return self.home / "models"

    @property
    def hash_cache(self) -> Path:
        return self.cache_dir / "sha256.json"
