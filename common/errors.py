"""Domain errors. The library raises them; the CLI and the UI turn them into messages."""


class RagError(Exception):
    """An error a user can act on. `str(err)` is the whole message, hint included."""

    def __init__(self, message: str, hint: str | None = None):
        self.message = message
        self.hint = hint
        super().__init__(f"{message}\n{hint}" if hint else message)


class CorpusError(RagError):
    """A corpus file that cannot be read or holds bad records."""


class IndexNotReady(RagError):
    """No usable index: missing, corrupt, or built with another embedder or format."""

    def __init__(self, message: str):
        super().__init__(message, "Run `rag index build` to (re)build it.")


class IndexBusy(RagError):
    """Another build holds the index's build lock."""


class ModelError(RagError):
    """A model file that is missing, does not match the lock, or cannot be loaded."""


class QuestionError(RagError):
    """A question the pipeline will not take (empty, too long)."""


class SettingsError(RagError):
    """A setting that names something that does not exist (a prompt version, say)."""
