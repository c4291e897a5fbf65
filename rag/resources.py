"""Open the heavy parts once, from settings: the embedder, the index and the retriever."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path

from index.build import build_index
from index.embedder import MiniLMEmbedder
from index.hashing import cached_sha256
from index.load import open_index
from index.manifest import Manifest, check_embedder
from rag.retrieval import HybridRetriever
from rag.settings import Settings


class Resources:
    """Lazily opened parts shared by the CLI, the UI and the evaluation."""

    def __init__(self, settings: Settings):
        self.settings = settings

    @cached_property
    def embedder(self) -> MiniLMEmbedder:
        return MiniLMEmbedder(batch_size=self.settings.index.embed_batch_size)

    @cached_property
    def embedder_sha256(self) -> str:
        return cached_sha256(self.embedder.weights_path, self.settings.hash_cache)

    @cached_property
    def index(self):
        loaded = open_index(self.settings.home)
        check_embedder(loaded.manifest, self.embedder.name, self.embedder_sha256)
        return loaded

    @cached_property
    def retriever(self) -> HybridRetriever:
        return HybridRetriever(self.index, self.embedder, self.settings.retrieval)

    def build_index(self, paths: list[Path] | None, progress: bool = False) -> Manifest:
        s = self.settings.index
        return build_index(
            self.settings.home, paths, self.embedder, self.embedder_sha256,
            s.chunk_tokens, s.overlap_sentences, s.ann_min_vectors, progress=progress,
        )
