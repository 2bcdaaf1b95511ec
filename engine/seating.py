"""Who sits at a host's table and who watches it, as the host keeps them (`engine.host`):
plain records, apart from the host's behaviour so that module reads as the referee it is."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Chair:
    """A chair as the host sees it: who sits there, and for a guest, the proof and the link."""

    name: str
    kind: str  # "human" (on the host's device), "bot", or "remote" (a guest's device)
    level: str = "normal"
    secret: str | None = None  # remote seats only; None until a guest has claimed the seat
    peer: str | None = None  # the connection currently bound to the seat


@dataclass
class Watcher:
    """A phone watching the table: no seat, the public view, and a secret to come back with."""

    name: str
    secret: str
    peer: str | None = None  # the connection currently watching as this watcher
