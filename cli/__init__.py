"""The `rag` command line: one module per command group, domain errors turned into one-line
messages and exit code 1 in one place (`cli.main`)."""
