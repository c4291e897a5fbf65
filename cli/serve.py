"""`rag ui`: serve the chat page."""

from __future__ import annotations

import click

from cli.common import resources


def is_loopback(host: str) -> bool:
    import ipaddress

    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False  # a host name: it may resolve anywhere


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

    if not is_loopback(host):
        click.secho(f"warning: binding {host} exposes the chat page to other machines; it has no "
                    "authentication. Use the default 127.0.0.1 unless you mean to share it.", fg="yellow", err=True)
    click.echo(f"Serving on http://{host}:{port} (Ctrl+C stops)")
    launch(resources(), host=host, port=port)


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to bind (loopback by default).")
@click.option("--port", type=click.IntRange(1, 65535), default=8000, show_default=True, help="Port to serve on.")
@click.option("--no-ui", is_flag=True, help="Serve only the API, not the chat page at /.")
def serve(host: str, port: int, no_ui: bool):
    """Serve the HTTP API (and the chat page at /) for scripts, editors and notebooks.

    \b
    Example:
      rag serve --port 8000
      curl -X POST 127.0.0.1:8000/v1/ask -H 'content-type: application/json' \\
           -d '{"question": "How much does LongGen reduce KV cache memory?", "no_llm": true}'
      open http://127.0.0.1:8000/docs
    """
    import uvicorn

    from api.app import create_app

    if not is_loopback(host):
        click.secho(f"warning: binding {host} exposes the API and the chat page to other machines; neither has "
                    "authentication. Use the default 127.0.0.1 unless you mean to share them.", fg="yellow", err=True)
    app = create_app(resources(), with_ui=not no_ui)
    click.echo(f"Serving the API on http://{host}:{port}/v1 (docs at /docs{'' if no_ui else ', chat page at /'}); "
               "Ctrl+C stops", err=True)
    uvicorn.run(app, host=host, port=port, log_level="warning")
