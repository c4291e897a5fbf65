"""Index build of the bundled corpus, against SentenceTransformer.encode of exactly the same
chunk texts with the same batch size. Both run with the model already loaded."""

from __future__ import annotations

import tempfile
from pathlib import Path

from index.build import build_index, make_chunks
from index.chunking import embed_text
from index.corpus import load_corpus
from common.stats import summary, timed
from rag.resources import Resources


def measure(res: Resources, repeats: int) -> dict:
    s = res.settings.index
    embedder = res.embedder
    papers = load_corpus()
    titles = {p.paper_id: p.title for p in papers}
    texts = [embed_text(titles[c.paper_id], c.text) for c in make_chunks(papers, embedder, s.chunk_tokens,
                                                                          s.overlap_sentences)]
    model = embedder.model()
    model.encode(texts[:64], batch_size=s.embed_batch_size)  # warm both paths up the same way
    ours, bare = [], []
    for _ in range(repeats):
        with tempfile.TemporaryDirectory() as home:
            seconds, _ = timed(lambda: build_index(Path(home), None, embedder, res.embedder_sha256, s.chunk_tokens,
                                                   s.overlap_sentences, s.ann_min_vectors))
            ours.append(seconds)
        seconds, _ = timed(lambda: model.encode(texts, batch_size=s.embed_batch_size, normalize_embeddings=True,
                                                convert_to_numpy=True, show_progress_bar=False))
        bare.append(seconds)
    return {"chunks": len(texts), "batch_size": s.embed_batch_size, "ours_s": summary(ours), "bare_encode_s": summary(bare),
            "ratio": round(summary(ours)["median"] / summary(bare)["median"], 3)}
