"""Domain errors of the answering side; the base class lives with the index (data flows one way)."""

from index.errors import CorpusError, IndexNotReady, RagError

__all__ = ["RagError", "CorpusError", "IndexNotReady", "ModelError", "QuestionError"]


class ModelError(RagError):
    """A model file that is missing, does not match the lock, or cannot be loaded."""


class QuestionError(RagError):
    """A question the pipeline will not take (empty, too long)."""
