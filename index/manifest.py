"""The manifest that describes a built index, and the checks a loader makes against it."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ValidationError

from common.errors import IndexNotReady

FORMAT_VERSION = 1
MANIFEST = "manifest.json"


class EmbeddingInfo(BaseModel):
    name: str
    sha256: str
    dim: int


class ChunkingInfo(BaseModel):
    max_tokens: int
    overlap_sentences: int


class Manifest(BaseModel):
    format_version: int
    embedding_model: EmbeddingInfo
    chunking: ChunkingInfo
    corpus_fingerprint: str
    corpus_files: list[str]
    papers: int
    chunks: int
    index_type: str
    built_at: str
    build_seconds: float
    files: dict[str, int]  # file name -> size in bytes
    notices: list[str] = []  # what the build kept or merged that a user should know
    engine: dict = {"engine": "local"}  # where the chunks were embedded (Ray: nodes and actors)

    def to_json(self) -> str:
        return self.model_dump_json(indent=2)


def read(folder: Path) -> Manifest:
    path = folder / MANIFEST
    if not path.is_file():
        raise IndexNotReady(f"No index at {folder}.")
    try:
        manifest = Manifest.model_validate(json.loads(path.read_text()))
    except (ValueError, ValidationError, OSError):
        raise IndexNotReady(f"The index manifest {path} is corrupt.") from None
    if manifest.format_version != FORMAT_VERSION:
        raise IndexNotReady(
            f"The index at {folder} has format {manifest.format_version}; this version reads {FORMAT_VERSION}."
        )
    _check_files(folder, manifest)
    return manifest


def _check_files(folder: Path, manifest: Manifest) -> None:
    for name, size in manifest.files.items():
        path = folder / name
        if not path.is_file():
            raise IndexNotReady(f"The index at {folder} is incomplete: {name} is missing.")
        if path.stat().st_size != size:
            raise IndexNotReady(f"The index at {folder} is corrupt: {name} has the wrong size.")


def check_embedder(manifest: Manifest, name: str, sha256: str) -> None:
    info = manifest.embedding_model
    if info.name != name or info.sha256 != sha256:
        raise IndexNotReady(
            f"The index was built with embedder {info.name} ({info.sha256[:12]}…), "
            f"but the installed one is {name} ({sha256[:12]}…)."
        )
