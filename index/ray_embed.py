"""Embedding on a Ray cluster (`rag index build --engine ray`).

Ray Data `map_batches` with a callable class: each actor loads the embedder once and embeds
batch after batch. The cluster is Ray's own convention: `RAY_ADDRESS`, else the latest cluster
started on this machine with `ray start`, else a local Ray started for this build. Parsing,
chunking, FAISS, BM25 and the store stay on this machine (`index.build`), so a Ray build writes
exactly what a local one writes.

`ray` is an optional extra, imported only here and only when a build runs.
"""

from __future__ import annotations

import logging
import math
import os
import socket
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from common.errors import RagError
from index.embedder import MODEL_NAME, MiniLMEmbedder

INSTALL = "pip install 'paper-rag[ray]'"


@dataclass(frozen=True)
class RayOptions:
    actors: int | None  # None: as many as the cluster's CPUs (or GPUs) allow
    batch_size: int
    cpus_per_actor: float
    gpus_per_actor: float


def import_ray():
    try:
        import ray
        import ray.data  # noqa: F401  (the extra installs both; an old Ray may lack Data)
    except ImportError:
        raise RagError("`--engine ray` needs Ray, which is not installed.",
                       f"Install it with `{INSTALL}` (Ray Data, pinned), or build with `--engine local`.") from None
    return ray


class EmbedActor:
    """One Ray actor: loads the embedder once, then embeds the batches it is given."""

    def __init__(self, batch_size: int, threads: int, use_gpu: bool):
        import ray
        import torch

        torch.set_num_threads(max(1, threads))  # the CPUs Ray gave this actor, not the whole machine
        self.embedder = MiniLMEmbedder(batch_size=batch_size, device="cuda" if use_gpu else "cpu")
        context = ray.get_runtime_context()
        self.node, self.actor = context.get_node_id(), context.get_actor_id()

    def __call__(self, batch: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        vectors = self.embedder.embed_batch([str(t) for t in batch["text"]])
        n = len(vectors)
        return {"row": batch["row"], "vector": vectors,
                "node": np.array([self.node] * n), "actor": np.array([self.actor] * n)}


class RayEmbedder:
    """The Embedder interface, with `embed_batch` run on Ray actors. Token counting (chunking)
    stays local. After a run, `report` says where the work ran."""

    name = MODEL_NAME
    dim = MiniLMEmbedder.dim

    def __init__(self, local: MiniLMEmbedder, options: RayOptions):
        self.local = local
        self.options = options
        self.report: dict | None = None

    @property
    def weights_path(self):
        return self.local.weights_path

    def count_tokens(self, text: str) -> int:
        return self.local.count_tokens(text)

    def embed_batch(self, texts: list[str], progress: bool = False) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        ray = import_ray()
        started = time.perf_counter()
        address = os.environ.get("RAY_ADDRESS") or None
        _connect(ray, address)
        try:
            return self._embed(ray, texts, progress, address, started)
        finally:
            ray.shutdown()  # disconnects; a cluster started with `ray start` keeps running

    def _embed(self, ray, texts, progress, address, started) -> np.ndarray:
        import pyarrow as pa
        from ray.data import DataContext

        o = self.options
        resources = ray.cluster_resources()
        DataContext.get_current().enable_progress_bars = progress
        # Blocks of one batch each, so every actor gets work from the start.
        blocks = [pa.table({"row": np.arange(i, min(i + o.batch_size, len(texts))),
                            "text": texts[i:i + o.batch_size]}) for i in range(0, len(texts), o.batch_size)]
        actors = min(o.actors or _default_actors(resources, o), len(blocks))  # an idle actor only costs a load
        dataset = ray.data.from_arrow(blocks).map_batches(
            EmbedActor,
            fn_constructor_kwargs={"batch_size": o.batch_size, "threads": max(1, int(o.cpus_per_actor)),
                                   "use_gpu": o.gpus_per_actor > 0},
            batch_size=o.batch_size,
            batch_format="numpy",
            compute=ray.data.ActorPoolStrategy(size=actors),
            num_cpus=o.cpus_per_actor,
            num_gpus=o.gpus_per_actor or None,
        )
        matrix = np.zeros((len(texts), self.dim), dtype=np.float32)
        done = np.zeros(len(texts), dtype=bool)
        rows_per_node: dict[str, int] = {}
        actor_ids: dict[str, set[str]] = {}
        for batch in dataset.iter_batches(batch_format="numpy", batch_size=None):
            matrix[batch["row"]] = batch["vector"]
            done[batch["row"]] = True
            for node, actor in zip(batch["node"], batch["actor"]):
                rows_per_node[str(node)] = rows_per_node.get(str(node), 0) + 1
                actor_ids.setdefault(str(node), set()).add(str(actor))
        if not done.all():
            raise RagError(f"Ray returned {int(done.sum())} of {len(texts)} vectors.", "Run the build again.")
        self.report = {
            "engine": "ray",
            "address": address or ray.get_runtime_context().gcs_address,
            "cluster_cpus": resources.get("CPU", 0),
            "cluster_gpus": resources.get("GPU", 0),
            "actors_requested": actors,
            "batch_size": o.batch_size, "cpus_per_actor": o.cpus_per_actor, "gpus_per_actor": o.gpus_per_actor,
            "seconds": round(time.perf_counter() - started, 2),
            "nodes": [{"node_id": node, "actors": len(actor_ids[node]), "texts": count}
                      for node, count in sorted(rows_per_node.items())],
        }
        return matrix


def _check_reachable(address: str) -> None:
    """Ray retries an unreachable head for minutes; a closed port is said at once."""
    if address in ("auto", "local") or "://" in address or ":" not in address:
        return
    host, _, port = address.rpartition(":")
    try:
        socket.create_connection((host, int(port)), timeout=5).close()
    except (OSError, ValueError) as err:
        raise RagError(f"Cannot reach the Ray cluster at RAY_ADDRESS={address} ({err}).",
                       "Start it with `ray start --head --port=PORT` (and `ray start --address=HEAD:PORT` on the "
                       "other machines), or unset RAY_ADDRESS to let the build start a local Ray.") from None


def _check_token() -> None:
    """With token auth on, Ray aborts the process (a C++ stack dump) when it finds no token."""
    if os.environ.get("RAY_AUTH_MODE", "").lower() != "token" or os.environ.get("RAY_AUTH_TOKEN"):
        return
    path = Path(os.environ.get("RAY_AUTH_TOKEN_PATH") or Path.home() / ".ray" / "auth_token").expanduser()
    if not path.is_file():
        raise RagError(f"RAY_AUTH_MODE=token is set but there is no Ray token (RAY_AUTH_TOKEN, or the file {path}).",
                       "Use the cluster's token: set RAY_AUTH_TOKEN to it, or copy the head's ~/.ray/auth_token "
                       "here (`ray get-auth-token --generate` makes one for a new cluster).")


def _connect(ray, address: str | None) -> None:
    _check_token()
    if address:
        _check_reachable(address)
    for name in ("ray", "ray.data", "ray._private"):  # Ray's start-up chatter; errors still show
        logging.getLogger(name).setLevel(logging.WARNING)
    try:
        ray.init(address=address, include_dashboard=False, log_to_driver=False, logging_level=logging.WARNING,
                 configure_logging=False, ignore_reinit_error=True)
    except (ConnectionError, RuntimeError, ValueError) as err:
        where = f"the Ray cluster at RAY_ADDRESS={address}" if address else "a local Ray"
        raise RagError(f"Cannot start or reach {where}: {str(err).splitlines()[0]}",
                       "Start the cluster with `ray start --head` (and `ray start --address=HEAD:PORT` on the "
                       "other machines), or unset RAY_ADDRESS to let the build start a local Ray.") from None


def _default_actors(resources: dict, o: RayOptions) -> int:
    if o.gpus_per_actor > 0:
        return max(1, math.floor(resources.get("GPU", 0) / o.gpus_per_actor))
    return max(1, math.floor(resources.get("CPU", 1) / o.cpus_per_actor))
