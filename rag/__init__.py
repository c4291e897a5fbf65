"""Settings, retrieval policy, model management, generation, citations, the answer pipeline, the CLI."""
