"""What the app needs from a peer-to-peer transport, so the flows run the same under pytest.

The browser's implementation (WebRTC through `web/js/p2p.js`) lives in `browser.py`; the
tests use an in-memory one. Everything is callbacks: JS promises stay on the JS side.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol


class Link(Protocol):
    """An open data channel to one peer."""

    def send(self, text: str) -> None: ...

    def close(self) -> None: ...


def _ignore(*_: object) -> None:
    return None


@dataclass
class Handlers:
    """What the app wants to hear about one connection, from its first code to its end."""

    on_code: Callable[[str, str], None] = _ignore  # (code, link to share)
    on_open: Callable[[Link], None] = _ignore
    on_message: Callable[[str], None] = _ignore
    on_state: Callable[[str], None] = _ignore  # "disconnected" | "failed" | "closed"
    # (English sentence, stable code such as "code_short"): the app shows the code's own
    # translation, and the sentence only for a code it does not know
    on_error: Callable[[str, str], None] = _ignore


class Invitation(Protocol):
    def accept(self, answer: str) -> None:
        """Take the guest's answer code; on_open or on_error follows."""

    def close(self) -> None:
        """Stop waiting for an answer (the lobby left, the invitation replaced or given up):
        its connection and the sockets its addresses hold are let go. Never called once the
        invitation has opened: that link is the guest's."""


class Network(Protocol):
    # False where the browser has no WebRTC (some WebKit builds): the app says so before anyone
    # tries, instead of an engine's own error after a tap
    connects: bool

    def invite(self, handlers: Handlers) -> Invitation:
        """Start a host-side connection; on_code follows with the invitation."""

    def answer(self, offer: str, handlers: Handlers) -> None:
        """Answer a host's invitation (a code or a link); on_code follows with the answer."""

    def qr_svg(self, text: str, label: str) -> str:
        """A QR code of `text` as an SVG string (empty where no QR encoder is available)."""
