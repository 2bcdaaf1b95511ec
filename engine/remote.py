"""What the host's and a guest's tables share: the pair is split in two modules.

The UI drives every table the same way: it reads `view(seat)` for each of `local_seats`,
`submit(seat, action)`s, and `listen`s for changes. What differs is where the engine runs:
`engine.host.HostTable` owns the one real `engine.table.Table` and trusts nothing a guest sends;
`engine.guest.GuestTable` mirrors the host's view of its own seat and trusts the host no more.

Neither knows about WebRTC: a transport hands the host `connect(peer, send)`, `receive(peer,
raw)` and `disconnect(peer)`, and the guest `connect(send)`, `receive(raw)` and `disconnect()`.
Both act on a message the same way: its type's handler, from a table each side declares
(`HostTable.ON_GUEST`, `GuestTable.ON_HOST`) and `handlers` checks against the protocol.
That keeps both pure Python (they run under Pyodide) and lets tests wire tables together in
memory. Neither keeps time by itself either: the app calls `tick()` every `PING_EVERY` seconds;
each side then pings the other and notices a peer silent for more than `SILENCE` seconds (the
host shows that guest away, the guest shows the host not answering). Clocks are injected, so
tests drive time without sleeping.

Both sides carry the app's `build`: phones on different builds are told so and go no further.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from engine import protocol
from engine.core import Event, GameError, Seat

PING_EVERY = 1.5  # seconds between the app's calls to tick()
SILENCE = 5.0  # a peer heard nothing from for longer than this is shown as away

Listener = Callable[[Any, list[Event]], None]
InputListener = Callable[[Seat, dict[str, Any]], None]
Send = Callable[[str], None]
MISMATCH = "The two phones run different versions of Sobremesa: reload both on the same one"


Handler = TypeVar("Handler")


def handlers(sender: str, declared: dict[str, Handler]) -> dict[str, Handler]:
    """A side's declared table of what it does with each message: the host's for a guest's
    messages, a guest's for the host's, each keyed by the types `engine.protocol` lets `sender`
    send. Checked as the module loads: a type the other side may send with no handler, or a
    handler for a type it never sends, fails the import, never a message's arrival."""
    sent = protocol.GUEST_TYPES if sender == "guest" else protocol.HOST_TYPES
    if sorted(declared) != sorted(sent):
        raise TypeError(f"the handlers of a {sender}'s messages are {sorted(declared)}, not {sent}")
    return declared


def net_event(kind: str, **fields: Any) -> Event:
    """A table change that is not a game event; `net.` keeps it apart from game event types."""
    return {"type": f"net.{kind}", **fields}


def not_started() -> GameError:
    """What is asked of a table before its deal (a view, a move, a rematch) is refused so."""
    return GameError("The game has not started", code="not_started")


def kept_ticking(last_tick: float | None, now: float) -> bool:
    """Whether this device kept ticking since the last tick. After a long gap (a locked screen,
    a page starved of CPU) the peer's messages may still be queued behind this very tick: judge
    its silence at the next tick, not now."""
    return last_tick is None or now - last_tick <= 2 * PING_EVERY
