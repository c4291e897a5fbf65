"""The HTTP API (`rag serve`): FastAPI over the same Pipeline as the CLI and the chat page, which
it also serves at `/`. An edge: it translates domain errors into HTTP statuses and nothing more."""
