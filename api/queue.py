"""One generator answers at a time: requests wait their turn in arrival order, and a waiting
request can tell its position (streams report it)."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class TurnQueue:
    def __init__(self):
        self._tickets = itertools.count()
        self._serving = 0
        self._finished: set[int] = set()  # done, or given up before their turn
        self._cond = threading.Condition()

    def ticket(self) -> int:
        with self._cond:
            return next(self._tickets)

    def position(self, ticket: int) -> int:
        """How many requests are ahead of this ticket (0: its turn)."""
        with self._cond:
            return max(0, ticket - self._serving)

    def wait(self, ticket: int, timeout: float | None = None) -> bool:
        with self._cond:
            return self._cond.wait_for(lambda: self._serving == ticket, timeout)

    def done(self, ticket: int) -> None:
        """The ticket's turn is over, or it gave up waiting (a client that left the queue)."""
        with self._cond:
            self._finished.add(ticket)
            while self._serving in self._finished:
                self._finished.discard(self._serving)
                self._serving += 1
            self._cond.notify_all()

    @contextmanager
    def turn(self) -> Iterator[None]:
        ticket = self.ticket()
        self.wait(ticket)
        try:
            yield
        finally:
            self.done(ticket)
