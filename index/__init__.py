"""Corpus parsing, chunking, embedding, and building and loading the FAISS + BM25 index.

Nothing here imports `rag/`: data flows one way, pages -> index -> rag.
"""
