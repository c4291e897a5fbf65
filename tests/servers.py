"""Starting a real `rag` server process on a free loopback port, for the UI and API tests."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(command: str, home: Path, ready_path: str = "/", timeout: float = 180) -> tuple[subprocess.Popen, str]:
    """`rag COMMAND --port N` with RAG_HOME=home; returns once `ready_path` answers."""
    port = free_port()
    env = {**os.environ, "RAG_HOME": str(home)}
    proc = subprocess.Popen([sys.executable, "-m", "rag", command, "--port", str(port)], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + timeout
    while True:
        try:
            urllib.request.urlopen(url + ready_path, timeout=5)
            return proc, url
        except OSError:
            if proc.poll() is not None or time.time() > deadline:
                proc.kill()
                pytest.fail(f"rag {command} did not start: {proc.stderr.read() if proc.stderr else ''}")
            time.sleep(0.3)
