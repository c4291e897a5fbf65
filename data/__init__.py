"""The bundled corpus (`papers/`), shipped as package data of `paper_rag_corpus` so an installed
wheel has it; a checkout reads this folder in place."""
