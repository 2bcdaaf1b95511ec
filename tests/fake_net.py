"""Phones joined in memory: the app's Network without WebRTC, for testing the flows."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from sobremesa_web.net import Handlers


class FakeLink:
    def __init__(self, board: Switchboard, deliver: Callable[[str], None]) -> None:
        self.board, self.deliver = board, deliver
        self.other: FakeLink | None = None
        self.handlers: Handlers | None = None
        self.open = True
        self.sent: list[str] = []

    def send(self, text: str) -> None:
        if not self.open:
            raise RuntimeError("closed")
        self.sent.append(text)
        self.board.queue.append((self.deliver, text))

    def close(self) -> None:
        for link in (self, self.other):
            if link is not None and link.open:
                link.open = False
                link.handlers.on_state("closed")


class Switchboard:
    """Every phone of a test; `pump()` delivers queued messages until all is quiet."""

    def __init__(self) -> None:
        self.queue: deque[tuple[Callable[[str], None], str]] = deque()
        self.offers: dict[str, Handlers] = {}
        self.answers: dict[str, tuple[str, Handlers]] = {}
        self.links: list[tuple[FakeLink, FakeLink]] = []
        self.count = 0

    def phone(self) -> FakeNet:
        return FakeNet(self)

    def pump(self, limit: int = 10_000) -> None:
        for _ in range(limit):
            if not self.queue:
                return
            deliver, text = self.queue.popleft()
            deliver(text)
        raise AssertionError("messages kept flowing")


class FakeInvitation:
    def __init__(self, board: Switchboard, code: str) -> None:
        self.board, self.code = board, code
        self.closed = False

    def close(self) -> None:
        """No answer is taken any more: a guest answering it later hears nothing back."""
        self.closed = True
        self.board.offers.pop(self.code, None)

    def accept(self, answer: str) -> None:
        board = self.board
        if self.closed:
            raise AssertionError("an answer given to a closed invitation")
        if answer not in board.answers or board.answers[answer][0] != self.code:
            board.offers[self.code].on_error(
                "This code is not a Sobremesa connection code", "code_not_ours"
            )
            return
        host, guest = board.offers[self.code], board.answers.pop(answer)[1]
        to_guest = FakeLink(board, guest.on_message)
        to_host = FakeLink(board, host.on_message)
        to_guest.other, to_host.other = to_host, to_guest
        to_guest.handlers, to_host.handlers = host, guest
        board.links.append((to_guest, to_host))
        host.on_open(to_guest)
        guest.on_open(to_host)


class FakeNet:
    def __init__(self, board: Switchboard, *, connects: bool = True) -> None:
        self.board = board
        self.connects = connects  # False: a browser without WebRTC

    def invite(self, handlers: Handlers) -> FakeInvitation:
        self.board.count += 1
        code = f"offer{self.board.count}-".ljust(64, "o")  # as long as a real one
        self.board.offers[code] = handlers
        handlers.on_code(code, f"http://127.0.0.1/#join={code}")
        return FakeInvitation(self.board, code)

    def answer(self, offer: str, handlers: Handlers) -> None:
        code = offer.split("#join=")[-1]
        if code not in self.board.offers:
            handlers.on_error("This is not a Sobremesa connection code", "code_not_ours")
            return
        self.board.count += 1
        answer = f"answer{self.board.count}"
        self.board.answers[answer] = (code, handlers)
        handlers.on_code(answer, "")

    def qr_svg(self, text: str, label: str) -> str:
        return f'<svg role="img" aria-label="{label}"><desc>{text}</desc></svg>'
