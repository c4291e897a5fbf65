"""The Gradio chat app: a thin layer over the same answer pipeline as the CLI."""
