"""The composition root: open the heavy parts once, from settings (the embedder, the index, the
retriever, the generator), and assemble them into a Pipeline. Nothing here answers questions."""

from __future__ import annotations

import threading
from functools import cached_property
from pathlib import Path

from common.errors import ModelError
from common.hashing import cached_sha256
from common.machine import quiet_openmp_workers
from index.build import add_to_index, build_index
from index.embedder import MiniLMEmbedder
from index.load import open_index
from index.manifest import Manifest, check_embedder
from rag.retrieval import HybridRetriever
from rag.settings import Settings
from supply.fetch import installed_path
from supply.lockfile import load_lock


class Resources:
    """Lazily opened parts shared by the CLI, the UI and the evaluation."""

    def __init__(self, settings: Settings):
        quiet_openmp_workers()  # before torch or llama.cpp loads the OpenMP runtime
        self.settings = settings
        self._by_model: dict[str, Resources] = {}
        self._lock = threading.Lock()

    def for_model(self, model: str | None) -> "Resources":
        """These parts with another generator from the lock, opened once and kept (the chat
        page and the HTTP API let each request pick one); None or the default: these."""
        if not model or model == self.generator_name():
            return self
        with self._lock:
            if model not in self._by_model:
                self._by_model[model] = self.with_generation(model=model)
            return self._by_model[model]

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

    @cached_property
    def device(self) -> str:
        from rag.generator import resolve_device

        return resolve_device(self.settings.generation.device)

    def generator_file(self) -> tuple[Path, str, str]:
        """(path, name, sha256) of the generator to run, verified against the lock."""
        g = self.settings.generation
        if g.model_path is not None:
            path = Path(g.model_path).expanduser()
            if not path.is_file():
                raise ModelError(f"No model file at {path}.", "Pass an existing .gguf file to --model-path.")
            return path, path.stem, cached_sha256(path, self.settings.hash_cache)
        entry = self._generator_entry()
        if entry.role != "generator":
            raise ModelError(f"{entry.name} is an {entry.role}, not a generator.")
        path = installed_path(entry, self.settings)
        if not path.is_file():
            raise ModelError(f"Model {entry.name} is not installed.", f"Run `rag models fetch {entry.name}`.")
        sha = cached_sha256(path, self.settings.hash_cache)
        if sha != entry.sha256:
            raise ModelError(
                f"{path} does not match models.lock (sha256 {sha}, expected {entry.sha256}); refusing to load it.",
                f"Delete it and run `rag models fetch {entry.name}`.",
            )
        return path, entry.name, sha

    def generator_name(self) -> str:
        """The name of the generator these settings run, without hashing or loading it."""
        g = self.settings.generation
        return Path(g.model_path).expanduser().stem if g.model_path is not None else self._generator_entry().name

    def _generator_entry(self):
        g = self.settings.generation
        lock = load_lock(self.settings.models_lock)
        return lock.get(g.model) if g.model else lock.default_generator(self.device)

    @cached_property
    def generator(self):
        from rag.generator import LlamaGenerator

        g = self.settings.generation
        path, name, sha = self.generator_file()
        return LlamaGenerator(path, name, sha, self.device, g.threads, g.n_ctx, g.temperature, g.seed, g.flash_attn)

    def with_generation(self, **changes) -> "Resources":
        """The same index and embedder with other generation settings (another model, device)."""
        generation = self.settings.generation.model_copy(update=changes)
        other = Resources(self.settings.model_copy(update={"generation": generation}))
        shared = ["embedder", "embedder_sha256", "index", "retriever"]
        if generation.device == self.settings.generation.device:
            shared.append("device")  # a new device is resolved anew
        for name in shared:
            if name in self.__dict__:
                other.__dict__[name] = self.__dict__[name]
        return other

    def pipeline(self, generator=None):
        """A Pipeline over these parts; the generator loads on first use unless one is given."""
        from rag.generator import LazyGenerator
        from rag.pipeline import Pipeline
        from rag.prompting import check_version

        check_version(self.settings.answer.prompt_version)  # before the index or a model loads
        return Pipeline(
            retriever=self.retriever, generator=generator or LazyGenerator(lambda: self.generator),
            store=self.index.store, embedder=self.embedder, settings=self.settings,
            index_fingerprint=self.index.manifest.corpus_fingerprint, prompt_profile=self.prompt_profile(),
        )

    def prompt_profile(self) -> str | None:
        """The generator's prompt profile from its lock entry (a --model-path file has none)."""
        if self.settings.generation.model_path is not None:
            return None
        return self._generator_entry().prompt_profile

    def build_embedder(self, engine: str | None = None):
        """The embedder an index build uses: this process's, or one that runs on Ray actors."""
        if (engine or self.settings.index.engine) == "local":
            return self.embedder
        from index.ray_embed import RayEmbedder, RayOptions, import_ray

        import_ray()  # say how to install it before any parsing or chunking
        r = self.settings.ray
        return RayEmbedder(self.embedder, RayOptions(r.actors, r.batch_size, r.cpus_per_actor, r.gpus_per_actor))

    def add_to_index(self, paths: list[Path], progress: bool = False, arxiv=None,
                     engine: str | None = None) -> tuple[Manifest, int]:
        return add_to_index(self.settings.home, paths, self.build_embedder(engine), self.embedder_sha256,
                            self.settings.index.ann_min_vectors, progress=progress, arxiv=arxiv)

    def build_index(self, paths: list[Path] | None, progress: bool = False, arxiv=None,
                    engine: str | None = None) -> Manifest:
        s = self.settings.index
        return build_index(
            self.settings.home, paths, self.build_embedder(engine), self.embedder_sha256,
            s.chunk_tokens, s.overlap_sentences, s.ann_min_vectors, progress=progress, arxiv=arxiv,
        )
