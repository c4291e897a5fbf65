"""`rag bench`: speed and scale figures, each measured beside the bare library it wraps, in the
same run, so the project's own overhead shows as a ratio rather than as a noisy absolute time."""
