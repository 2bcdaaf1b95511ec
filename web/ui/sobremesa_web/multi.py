"""Playing on several phones: the host's invitations and the guest's visit.

The host runs the authoritative `HostTable`; each invitation is one WebRTC connection whose
messages go straight into it. A guest runs a `GuestTable` that mirrors its own seat. Both are
then played through the same `GameSession` as a local game: the UI cannot tell them apart.

Both sides keep the link alive: given the app's scheduler, they call their table's `tick()`
every `PING_EVERY` seconds (a ping each way, and a peer silent too long shown away).
"""

from __future__ import annotations

import json
import logging
import re
import time
from collections.abc import Callable, MutableMapping
from dataclasses import dataclass
from typing import Any

from engine.core import MAX_NAME, RAW_FACTOR, GameError
from engine.games import get_game
from engine.guest import GuestTable
from engine.host import HostTable
from engine.remote import PING_EVERY
from engine.table import SeatInfo
from sobremesa_web.net import Handlers, Invitation, Link, Network
from sobremesa_web.session import Scheduler, Timer
from sobremesa_web.storage import StorageFull

GUEST_KEY = "sobremesa.guest"
LINK_GONE = ("failed", "closed")  # link states after which a connection is over
log = logging.getLogger("sobremesa.multi")
MISMATCH = "build_mismatch"
USED_KEPT = 8  # invitations a guest's phone remembers having used
JOIN_CODE = re.compile(r"[A-Za-z0-9_-]+")


GAME_MARK = "&game="  # after the code in an invitation link: the game it invites to


def with_game(link: str, game_id: str) -> str:
    """An invitation link that names its game after the code (`#join=<code>&game=<id>`), so
    the guest's join screen says what it joins before any connection; p2p.js reads the code
    up to the `&`."""
    return f"{link}{GAME_MARK}{game_id}"


def split_invitation(offer: str) -> tuple[str, str | None]:
    """An invitation's code and the game its link names (None: a bare code, or no game id)."""
    code, _, game = offer.partition(GAME_MARK)
    return code, game if JOIN_CODE.fullmatch(game) and len(game) <= 40 else None


def invitation_code(text: str) -> tuple[str, str]:
    """The code in a pasted invitation (a `#join=` link or the bare code), or why it is not
    one: ("", "code_empty" | "code_short" | "code_not_ours"). p2p.js checks the rest."""
    text = text.strip()
    if "#join=" in text:
        text = (text.split("#join=", 1)[1].split() or [""])[0]
    text = split_invitation(text)[0]
    if not text:
        return "", "code_empty"
    if not JOIN_CODE.fullmatch(text) or len(text) > 400:
        return "", "code_not_ours"
    if len(text) < 60:
        return "", "code_short"
    return text, ""


class Ticker:
    """Calls `fn` every PING_EVERY seconds through the app's scheduler, until stopped."""

    def __init__(self, scheduler: Scheduler | None, fn: Callable[[], bool | None]) -> None:
        self.scheduler, self.fn = scheduler, fn
        self.timer: Timer | None = None

    def start(self) -> None:
        if self.scheduler is not None and self.timer is None:
            self.timer = self.scheduler(PING_EVERY, self._fire)

    def _fire(self) -> None:
        self.timer = None
        if self.fn() is not False:  # False: nothing left to keep alive
            self.start()

    def stop(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None


@dataclass
class Invite:
    """One invitation on the host's screen, from its code to an open channel."""

    number: int
    seat: int | None = None  # a returning guest's seat, when re-inviting
    code: str = ""
    link: str = ""
    qr: str = ""
    status: str = "preparing"  # preparing | waiting | connecting | open | failed | mismatch
    error: str = ""  # p2p.js's English sentence, shown only when `error_code` has no text
    error_code: str = ""  # e.g. "code_short": the screen says it in the player's language
    answer: str = ""  # what the host pasted, kept on screen so a bad paste can be fixed
    copied: str = ""  # "copied" | "refused": what the last tap on Copy did, for a moment
    handle: Invitation | None = None

    @property
    def peer(self) -> str:
        return f"guest-{self.number}"

    @property
    def spent(self) -> bool:
        """It failed past the point a corrected answer could help: only a new invitation will.
        (A refused code, `code_*`, is refused before the connection takes it.)"""
        return self.status == "failed" and not self.error_code.startswith("code_")


class HostParty:
    """The host's side: the lobby, the invitations, and the links feeding the host table."""

    def __init__(
        self,
        host: HostTable,
        net: Network,
        on_change: Callable[[], None],
        *,
        build: str | None = None,
        scheduler: Scheduler | None = None,
        clock: Callable[[], float] | None = None,
    ) -> None:
        self.host = host
        self.net = net
        self.on_change = on_change
        self.invites: list[Invite] = []
        self.links: dict[str, Link] = {}
        self.mismatch = False  # a phone on another build tried to join
        self.confirm_start = False  # "Start" was tapped while an invitation is still open
        self._count = 0
        if build is not None:  # a host restored from a save runs this page's build
            host.build = build
        if clock is not None:
            host.clock = clock
        host.listen(self._heard)
        self.ticker = Ticker(scheduler, host.tick)
        self.ticker.start()

    def _heard(self, _host: HostTable, events: list[dict[str, Any]]) -> None:
        for event in events:
            if event.get("type") == "net.build_mismatch":
                self.mismatch = True
                for invite in self.invites:
                    if invite.peer == event.get("peer"):
                        invite.status = MISMATCH
        self.on_change()

    @classmethod
    def from_setup(
        cls,
        game_id: str,
        seats: list[SeatInfo],
        seed: int,
        net: Network,
        on_change: Callable[[], None],
        options: dict[str, Any] | None = None,
        *,
        build: str = "",
        scheduler: Scheduler | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> HostParty:
        """A lobby holding this device's people and bots; guests add their own seats."""
        host = HostTable(game_id, seed=seed, options=options, clock=clock, build=build)
        for seat in seats:
            host.add_seat(seat.name, seat.kind, seat.level)
        return cls(host, net, on_change, scheduler=scheduler)

    @property
    def open_invite(self) -> Invite | None:
        """The invitation still waiting for its guest, if any (one at a time keeps it simple)."""
        for invite in self.invites:
            if invite.status in ("preparing", "waiting", "connecting", "failed"):
                return invite
        return None

    def invite(self, seat: int | None = None, qr_label: str = "QR") -> Invite:
        """Prepare a new invitation (for a returning guest's seat, or for anyone)."""
        current = self.open_invite
        if current is not None and current.status != "failed" and current.seat == seat:
            return current
        if current is not None:
            self._drop(current)
        self.mismatch = self.confirm_start = False
        self._count += 1
        invite = Invite(self._count, seat)
        self.invites.append(invite)
        invite.handle = self.net.invite(InviteLine(self, invite, qr_label).handlers())
        return invite

    def accept(self, answer: str) -> None:
        """The guest's answer (pasted or scanned). It stays in its field whatever happens, so
        a code cut short can be fixed; an empty one is refused here, in the same words."""
        invite = self.open_invite
        if invite is None or invite.handle is None or invite.spent:
            return
        invite.answer, invite.copied = answer[:2000], ""
        if not answer.strip():
            invite.status, invite.error = "failed", "There is no code here: paste or scan one"
            invite.error_code = "code_empty"
            return
        invite.status, invite.error, invite.error_code = "connecting", "", ""
        # an invitation's game set aside: pasted here by mistake, p2p.js says it is one
        invite.handle.accept(split_invitation(answer.strip())[0])

    def cancel_invite(self) -> None:
        """Forget the open invitation (the game starts without that guest)."""
        invite = self.open_invite
        if invite is not None:
            self._drop(invite)
        self.confirm_start = False

    def _drop(self, invite: Invite) -> None:
        """An invitation not taken: off the screen, and its connection let go (a pending one
        holds its sockets open for an answer that will never be taken)."""
        self.invites.remove(invite)
        if invite.handle is not None:
            invite.handle.close()

    def blocker(self) -> GameError | None:
        """Why the game cannot start now, if it cannot: too few or too many players, a guest's
        seat with nobody connected, or options that do not fit the seats (a team of one); the
        lobby shows this on a disabled Start."""
        game = get_game(self.host.game_id)
        count = len(self.host.seats)
        try:
            game.check_players(count)
        except GameError as error:
            return error
        waiting = [s["name"] for s in self.host.lobby()["seats"] if not s["connected"]]
        if waiting:
            return GameError("A guest's seat is still empty", code="seat_empty", name=waiting[0])
        try:  # the options fit these seats (every seat in a team of two or more)
            game.options_for(count, self.host.options)
        except GameError as err:
            return err
        return None

    def start(self) -> None:
        problem = self.blocker()
        if problem is not None:
            raise problem
        self.confirm_start = False
        self.host.start()

    def away(self) -> list[int]:
        """Guests' seats whose phone is not connected now."""
        return [i for i, s in enumerate(self.host.lobby()["seats"]) if not s["connected"]]

    def close(self) -> None:
        self.ticker.stop()
        self.host.close()
        for invite in list(self.invites):
            if invite.status != "open":
                self._drop(invite)
        links, self.links = list(self.links.values()), {}
        for link in links:  # closing a link reports its state, which leaves self.links
            link.close()


class InviteLine:
    """The host's end of one invitation's connection: what the network reports about it, from
    its code to its end, put to the party's host table and screen."""

    def __init__(self, party: HostParty, invite: Invite, qr_label: str) -> None:
        self.party, self.invite, self.qr_label = party, invite, qr_label
        self.early: list[str] = []  # the guest's first messages, before our side is open

    def handlers(self) -> Handlers:
        return Handlers(
            on_code=self.coded,
            on_open=self.opened,
            on_message=self.heard,
            on_state=self.changed,
            on_error=self.failed,
        )

    def coded(self, code: str, link: str) -> None:
        """The invitation's code and link are made: show them, with their QR."""
        invite = self.invite
        link = with_game(link, self.party.host.game_id)
        invite.code, invite.link, invite.status = code, link, "waiting"
        invite.qr = self.party.net.qr_svg(link, self.qr_label)
        self.party.on_change()

    def opened(self, link: Link) -> None:
        """The guest is connected: its link feeds the host table, early messages first."""
        party, peer = self.party, self.invite.peer
        self.invite.status = "open"
        party.links[peer] = link
        party.host.connect(peer, link.send, invited_for=self.invite.seat)
        while self.early:
            party.host.receive(peer, self.early.pop(0))
        party.on_change()

    def heard(self, text: str) -> None:
        """A message from the guest. Its channel may open, and its hello arrive, a moment
        before ours reports open: such messages are held for the connection, not refused."""
        party, peer = self.party, self.invite.peer
        if peer in party.links:
            party.host.receive(peer, text)
        elif len(self.early) < 8:
            self.early.append(text)

    def changed(self, state: str) -> None:
        """The link's state. "disconnected" is a hiccup the link may heal from (p2p.js gives
        it a grace period and then reports "failed"); meanwhile the pings show the seat away."""
        if state in LINK_GONE:
            party, peer = self.party, self.invite.peer
            party.links.pop(peer, None)
            party.host.disconnect(peer)
            party.on_change()

    def failed(self, message: str, code: str = "") -> None:
        """No connection: the invitation says why (a new one is offered)."""
        invite = self.invite
        invite.status, invite.error, invite.error_code = "failed", message, code
        self.party.on_change()


class GuestVisit:
    """The guest's side: answer the invitation, then mirror our seat of the host's table."""

    def __init__(
        self,
        offer: str,
        net: Network,
        storage: MutableMapping[str, str],
        on_change: Callable[[], None],
        *,
        build: str = "",
        scheduler: Scheduler | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        # a link or its bare code; the game the link names, if it names one
        self.offer, self.game = split_invitation(offer.split("#join=", 1)[-1].strip())
        self.net = net
        self.storage = storage
        self.on_change = on_change
        self.status = "name"  # name | preparing | answer | open | closed | failed
        self.code = ""
        self.answer_link = ""  # the code in a link: opened on the host's phone, it reaches its tab
        self.slow = False  # no connection yet a while after the answer: the screen says why
        self.qr = ""
        self.error = ""  # "name", or p2p.js's English sentence (shown when the code has no text)
        self.error_code = ""  # e.g. "code_damaged", said in the player's language
        self.pasted = ""  # a new invitation pasted here, kept in its field after an error
        self.copied = ""  # "copied" | "refused": what the last tap on Copy did, for a moment
        self.link: Link | None = None
        saved = self._saved()
        self.name = saved.get("name", "")
        # An invitation connects once: after a reload, this phone needs a new one from the host.
        self.used_before = bool(self.offer) and self.offer in self._used(saved)
        self.guest = GuestTable(
            self.name or "?", secret=saved.get("secret"), clock=clock, build=build
        )
        self.guest.listen(self._heard)
        self.ticker = Ticker(scheduler, self._tick)

    @property
    def mismatch(self) -> bool:
        """The host runs another build of the app."""
        return (self.guest.goodbye or {}).get("code") == MISMATCH

    @property
    def host_silent(self) -> bool:
        return self.status == "open" and self.guest.silent

    def _tick(self) -> bool:
        if self.status != "open":
            return False
        self.guest.tick()
        return True

    def _remember(self, **fields: Any) -> None:
        try:
            self.storage[GUEST_KEY] = json.dumps({**self._saved(), **fields})
        except StorageFull:  # the seat is still ours on this page; only a reload would lose it
            log.warning("could not remember the seat secret on this device")

    def _saved(self) -> dict[str, Any]:
        try:
            data = json.loads(self.storage.get(GUEST_KEY) or "{}")
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    @staticmethod
    def _used(saved: dict[str, Any]) -> list[str]:
        """The invitations this phone has connected with, newest last (an older save kept one
        as a string): the address bar may still hold any of them after a reload."""
        used = saved.get("used")
        if isinstance(used, str):
            return [used]
        return [u for u in used if isinstance(u, str)] if isinstance(used, list) else []

    @property
    def rejoin(self) -> bool:
        """This phone can only get back in through a new invitation: its own was used, or
        the host is gone. The screen then offers only that (scan or paste a new one)."""
        if self.mismatch:
            return False
        return (self.used_before and self.status in ("name", "failed")) or self.status == "closed"

    def join(self, name: str, qr_label: str = "QR", *, watch: bool = False) -> None:
        """Answer the host's invitation under this name (cut to length before it is trimmed:
        the host cleans it in full); with `watch`, to watch the table instead of taking a seat
        (a watcher comes back with a secret of its own, kept apart from a seat's)."""
        name = name[: RAW_FACTOR * MAX_NAME].strip()[:MAX_NAME]
        if not name:
            self.error, self.error_code = "name", ""
            return
        self.name = self.guest.name = name
        if watch != self.guest.watch:
            self.guest.watch = watch
            self.guest.secret = self._saved().get("watch_secret" if watch else "secret")
        self.status, self.error, self.error_code = "preparing", "", ""

        def on_code(code: str, link: str) -> None:
            self.code, self.answer_link, self.status = code, link, "answer"
            self.slow = False
            self.qr = self.net.qr_svg(code, qr_label)
            self.on_change()

        def on_open(link: Link) -> None:
            self.link, self.status = link, "open"
            used = [u for u in self._used(self._saved()) if u != self.offer]
            self._remember(used=[*used[-(USED_KEPT - 1) :], self.offer])
            self.guest.connect(link.send)
            self.ticker.start()
            self.on_change()

        def on_state(state: str) -> None:
            if state == "slow" and self.status == "answer":
                self.slow = True
                self.on_change()
            if state in LINK_GONE and self.status == "open":
                self.status = "closed"
                self.ticker.stop()
                self.guest.disconnect()
                self.on_change()

        def on_error(message: str, code: str = "") -> None:
            self.status, self.error, self.error_code = "failed", message, code
            self.on_change()

        self.net.answer(
            self.offer,
            Handlers(
                on_code=on_code,
                on_open=on_open,
                on_message=self.guest.receive,
                on_state=on_state,
                on_error=on_error,
            ),
        )

    def _heard(self, guest: GuestTable, events: list[dict[str, Any]]) -> None:
        if guest.secret and guest.watching:
            self._remember(name=self.name, watch_secret=guest.secret)
        elif guest.secret:
            self._remember(name=self.name, secret=guest.secret)
        if any(e.get("type") == "net.bye" for e in events):
            self.status = "closed"
            self.ticker.stop()
        self.on_change()
