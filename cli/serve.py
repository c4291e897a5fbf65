"""`rag ui`: serve the chat page."""

from __future__ import annotations

import click

from cli.common import resources


@click.command("ui")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind (loopback by default).")
@click.option("--port", type=click.IntRange(1, 65535), default=7860, show_default=True, help="Port to serve on.")
def ui(host: str, port: int):
    """Serve the chat page (Gradio). Never shared publicly; bind another host only on purpose.

    \b
    Example:
      rag ui --port 7860     # then open http://127.0.0.1:7860
    """
    from ui.app import launch

    click.echo(f"Serving on http://{host}:{port} (Ctrl+C stops)")
    launch(resources(), host=host, port=port)
