"""A chaos table: whole games of every game over a net that misbehaves, and nothing lost.

Each game is drawn from its seed: the game, the table's size, how many of its seats are guests'
phones (the rest the host's own player and bots), how many phones watch. It is played to its
end while the net (`ChaosNet`, below) delays and duplicates messages and interleaves the
links in any order, links break and come back, a guest's page reloads, the host's page reloads
from its save, a guest's phone sleeps for a minute and a hostile phone floods the host. Players
act from their own phone's view as people do: what a bot in their seat would, now and then
something else legal, and again if their move was lost.

After every game: it finished (or the host's save resumes it exactly), no move the host took
was lost (a reloaded host has every move) nor applied twice (a duplicate changes nothing), every
phone's view equals the host's view for its seat, no phone ever held a view the host did not
make for its own seat (so never another seat's secret), the save round-trips and the replay
link opens to the same end. A failing seed says how to play it again:

    .venv/bin/python scripts/soak.py --seed N -v

`scripts/soak.py --games 2000` runs the long soak; tests/test_chaos.py runs a short one.
"""

from __future__ import annotations

import heapq
import json
import random
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine import protocol
from engine.core import Physics, Random, canonical
from engine.games import bots_for, catalog, get_game
from engine.guest import GuestTable
from engine.host import HostTable
from engine.remote import PING_EVERY
from engine.replay import check, encode
from engine.replay_code import BadReplay

BUILD = "soak"
MAX_STEPS = 6_000  # steps of 0.05-0.4 s: a game not over by then is checked as resumable
SLEEP = 60.0  # a phone's sleep, in seconds
# Faults of a whole phone, per step (a step is about a fifth of a second).
STEP_FAULTS = {
    "drop": 0.004,
    "disconnect": 0.003,
    "reload": 0.003,
    "host_reload": 0.0015,
    "sleep": 0.0015,
    "flood": 0.002,
}


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Phone:
    """A guest's phone (or a watcher's): its table, the link it is on, when it comes back."""

    name: str
    table: GuestTable
    watch: bool = False
    peer: str | None = None
    back_at: float | None = None  # off the net until then (None: on it, or not coming)
    awake_at: float | None = None  # asleep until then
    links: int = 0


@dataclass
class Outcome:
    """What one game did and what went wrong in it (nothing, to pass)."""

    seed: int
    game: str
    players: int
    guests: int
    watchers: int
    moves: int = 0
    finished: bool = False
    faults: Counter[str] = field(default_factory=Counter)
    lost: list[str] = field(default_factory=list)


class ChaosTable:
    """One seeded game over a `ChaosNet`; `play()` returns its `Outcome`."""

    def __init__(self, seed: int, game_id: str | None = None, players: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        game = get_game(game_id) if game_id else self.rng.choice(catalog())
        sizes = sorted({game.min_players, (game.min_players + game.max_players) // 2})
        sizes.append(game.max_players)
        self.players = players or self.rng.choice(sizes)
        self.game = game
        self.clock = Clock()
        guests = self.rng.randint(1, min(4, self.players - 1)) if self.players > 1 else 0
        watchers = self.rng.randint(0, 2)
        self.outcome = Outcome(seed, game.id, self.players, guests, watchers)
        self.host = HostTable(game.id, seed=seed, clock=self.clock, build=BUILD)
        self.net = ChaosNet(self.rng, self.host, self.clock)
        self.net.sent, self.net.heard = self._sent, self._heard
        self.made: dict[Any, set[str]] = {}  # seat (or "watch") -> every view made for it
        self.save = ""
        self.claimed: dict[tuple[tuple[int, ...], int], dict[str, Any]] = {}
        self._attach(self.host)
        self.host.add_seat("Host")
        self.phones = [
            Phone(f"Guest {i + 1}", self._guest(f"Guest {i + 1}")) for i in range(guests)
        ]
        self.phones += [
            Phone(f"Watcher {i + 1}", self._guest(f"Watcher {i + 1}", watch=True), watch=True)
            for i in range(watchers)
        ]
        for phone in self.phones:
            self._link(phone)
            self.net.deliver(until=None)
        for i in range(self.players - 1 - guests):
            self.host.add_seat(f"Bot {i + 1}", "bot", "easy")
        self.host.start()
        self.net.deliver(until=None)
        self.chooser = Random(seed ^ 0x5EED)
        self.bots: dict[str, Any] = {}
        self.floods = 0

    # -- the phones ---------------------------------------------------------------------------

    def _guest(self, name: str, *, watch: bool = False, secret: str | None = None) -> GuestTable:
        return GuestTable(name, secret=secret, clock=self.clock, build=BUILD, watch=watch)

    def _attach(self, host: HostTable) -> None:
        """The host's page: it saves its table after every change, as the app does."""

        def saved(_host: Any, _events: Any) -> None:
            self.save = json.dumps(host.snapshot())

        host.listen(saved)
        if self.game.kind == "physics":
            host.use_physics(Physics(referee=self._referee))
        self.save = json.dumps(host.snapshot())

    def _referee(self, world: dict[str, Any], seconds: float, answer: Any) -> None:
        """This device's physics, as far as the soak needs it: the rules' own example
        placements are all a guest plays here, and the physics agrees with what an honest guest
        reported for that trace (the last such report: the soak's players are honest)."""
        report = self.claimed.get((tuple(world["trace"]), world["release"]), {})
        answer({"report": report, "spent": 0.0})

    def _link(self, phone: Phone) -> None:
        phone.links += 1
        phone.peer = f"{phone.name}#{phone.links}"
        phone.back_at = None
        self.net.connect(phone.peer, phone.table)

    def _off(self, phone: Phone, *, lose: bool, back_in: float) -> None:
        if phone.peer is not None:
            self.net.cut(phone.peer, lose=lose)
        phone.peer = None
        phone.back_at = self.clock.now + back_in

    # -- what the host sends and a phone keeps --------------------------------------------------

    def _sent(self, peer: str, raw: str) -> None:
        if '"type":"view"' not in raw:
            return
        view = json.loads(raw)["view"]
        info = self.net.host._peers.get(peer)
        whose = "watch" if info is None or info.seat is None else info.seat
        if view["seat"] != (None if whose == "watch" else whose):
            self.outcome.lost.append(f"the host sent {peer} a view for seat {view['seat']}")
        self.made.setdefault(whose, set()).add(canonical(view))

    def _heard(self, peer: str, raw: str) -> None:
        table = self.net.phones.get(peer)
        if table is None or table._view is None:
            return
        whose = "watch" if table.watching else table.seat
        if canonical(table._view) not in self.made.get(whose, ()):
            self.outcome.lost.append(
                f"{table.name} (seat {table.seat}) held a view not made for its seat"
            )

    # -- faults ---------------------------------------------------------------------------------

    def _fault(self) -> None:
        for kind, rate in STEP_FAULTS.items():
            if self.rng.random() < rate:
                getattr(self, f"_{kind}")()

    def _on_net(self) -> list[Phone]:
        return [p for p in self.phones if p.peer is not None and p.awake_at is None]

    def _pick(self) -> Phone | None:
        phones = self._on_net()
        return self.rng.choice(phones) if phones else None

    def _drop(self) -> None:
        phone = self._pick()
        if phone is not None:
            self.outcome.faults["drop"] += 1
            self._off(phone, lose=True, back_in=0.5 + 3 * self.rng.random())

    def _disconnect(self) -> None:
        phone = self._pick()
        if phone is not None:
            self.outcome.faults["disconnect"] += 1
            self._off(phone, lose=False, back_in=0.5 + 5 * self.rng.random())

    def _reload(self) -> None:
        phone = self._pick()
        if phone is not None:
            self.outcome.faults["reload"] += 1
            self._off(phone, lose=True, back_in=2 + 3 * self.rng.random())
            secret = phone.table.secret  # what the app keeps in the phone's storage
            phone.table = self._guest(phone.name, watch=phone.watch, secret=secret)

    def _sleep(self) -> None:
        phone = self._pick()
        if phone is not None:
            self.outcome.faults["sleep"] += 1
            phone.awake_at = self.clock.now + SLEEP
            assert phone.peer is not None
            self.net.asleep.add(phone.peer)

    def _host_reload(self) -> None:
        """The host's page reloads: every link goes, and the host comes back from its save."""
        self.outcome.faults["host_reload"] += 1
        before = self.net.host.snapshot()
        self.net.host_gone()
        restored = HostTable.restore(json.loads(self.save), clock=self.clock, build=BUILD)
        if canonical(restored.snapshot()) != canonical(before):
            self.outcome.lost.append("the host's save did not hold its whole table")
        self.net.host = restored
        self._attach(restored)
        for phone in self.phones:
            phone.peer = None
            phone.back_at = self.clock.now + 1 + 4 * self.rng.random()

    def _flood(self) -> None:
        """A hostile phone: a burst of garbage, forged moves for every seat, stale and huge
        messages. None of it may change the table."""
        host = self.net.host
        if host.table is None:
            return
        self.outcome.faults["flood"] += 1
        self.floods += 1
        peer = f"evil#{self.floods}"
        inbox: list[str] = []
        host.connect(peer, inbox.append)
        before = canonical(host.table.snapshot())
        seq = 0

        def send(kind: str, **fields: Any) -> None:
            nonlocal seq
            seq += 1
            host.receive(
                peer, json.dumps({"v": protocol.VERSION, "seq": seq, "type": kind, **fields})
            )

        send("hello", name="Mallory", build=BUILD)
        for i in range(200):
            seat = i % self.players
            legal = host.table.legal_actions(seat)
            shape = i % 6
            if shape == 0 and legal:
                send("action", seat=seat, action=legal[0])
            elif shape == 1:
                send("hello", name="Mallory", build=BUILD, secret="A" * 22)
            elif shape == 2:
                host.receive(peer, "[" * 5000)
            elif shape == 3:
                host.receive(peer, "x" * 40_000)
            elif shape == 4:
                send("input", seat=seat, data={"x": i})
            else:
                host.receive(peer, json.dumps({"v": 2, "seq": 1, "type": "action"}))
        if canonical(host.table.snapshot()) != before:
            self.outcome.lost.append("a hostile phone's flood changed the table")
        host.disconnect(peer)

    # -- play -----------------------------------------------------------------------------------

    def _choose(self, view: dict[str, Any], key: str) -> dict[str, Any] | None:
        legal = view.get("legal") or []
        if not legal:
            return None
        if self.game.kind != "physics" and self.rng.random() < 0.85:
            bot = self.bots.get(key)
            if bot is None:
                bot = self.bots[key] = bots_for(self.game.id).make_bot("easy")
            decision = bot.decide(view, legal, self.chooser)
            if decision is not None:
                return decision.action
        return self.chooser.choice(legal)

    def _act(self) -> None:
        host = self.net.host
        if host.table is None or host.result() is not None:
            return
        actors: list[Any] = ["host", "bots", *self._on_net()]
        self.rng.shuffle(actors)
        for actor in actors:
            if self.rng.random() < 0.5 or host.result() is not None:
                continue
            try:
                if actor == "host":
                    action = self._choose(host.view(0), "host")
                    if action is not None:
                        host.submit(0, action)
                elif actor == "bots":
                    decisions = host.bot_decisions()
                    # a physics game's bots plan with the physics, which this one cannot: they
                    # place as the rules' examples do
                    bots = [s for s in host.table.active_seats() if host.seats[s].kind == "bot"]
                    if decisions:
                        seat = self.rng.choice(sorted(decisions))
                        host.submit(seat, decisions[seat].action)
                    elif bots and self.game.kind == "physics":
                        seat = self.rng.choice(bots)
                        host.submit(seat, self.chooser.choice(host.table.legal_actions(seat)))
                elif not actor.table.watching and actor.table.started:
                    seat = actor.table.seat
                    action = self._choose(actor.table.view(seat), actor.name)
                    if action is not None:
                        if "trace" in action:
                            key = (tuple(action["trace"]), action["release"])
                            self.claimed[key] = {
                                k: v
                                for k, v in action.items()
                                if k not in ("type", "trace", "release")
                            }
                        actor.table.submit(seat, action)
            except Exception as err:  # a move refused, as a stale screen's may be
                if type(err).__name__ not in (
                    "IllegalAction",
                    "GameError",
                    "MalformedAction",
                    "GameOver",
                ):
                    raise

    def _comebacks(self) -> None:
        now = self.clock.now
        for phone in self.phones:
            if phone.awake_at is not None and now >= phone.awake_at:
                phone.awake_at = None
                if phone.peer is not None:
                    self.net.asleep.discard(phone.peer)
            back = phone.back_at
            if phone.awake_at is None and phone.peer is None and back is not None and now >= back:
                if phone.table.goodbye is not None:  # a goodbye ends that table's link
                    phone.table = self._guest(
                        phone.name, watch=phone.watch, secret=phone.table.secret
                    )
                self._link(phone)

    def _step(self, dt: float, *, faults: bool, act: bool) -> None:
        before = self.clock.now
        self.clock.now += dt
        self.net.deliver(until=self.clock.now)
        if int(self.clock.now / PING_EVERY) != int(before / PING_EVERY):
            self.net.host.tick()
            for phone in self._on_net():
                phone.table.tick()
        if faults:
            self._fault()
        self._comebacks()
        if act:
            self._act()

    def play(self) -> Outcome:
        outcome = self.outcome
        for _ in range(MAX_STEPS):
            self._step(0.05 + 0.35 * self.rng.random(), faults=True, act=True)
            if self.net.host.result() is not None:
                break
        self._heal()
        host = self.net.host
        outcome.finished = host.result() is not None
        outcome.moves = len(host.table.log) if host.table else 0
        outcome.faults.update(self.net.faults)
        self._check_end()
        return outcome

    def _heal(self) -> None:
        """The net heals: no more faults, every phone wakes and comes back, all is delivered."""
        self.net.quiet = True
        for phone in self.phones:
            phone.awake_at = None
            if phone.peer is not None:
                self.net.asleep.discard(phone.peer)
            elif phone.back_at is None:
                phone.back_at = self.clock.now
        for _ in range(60):
            self._step(0.5, faults=False, act=False)
        self.net.deliver(until=None)

    # -- after the game -------------------------------------------------------------------------

    def _check_end(self) -> None:
        host, lost = self.net.host, self.outcome.lost
        lost.extend(self.net.wrong)
        snapshot = host.snapshot()
        if canonical(json.loads(self.save)) != canonical(snapshot):
            lost.append("the host's last save is not its table")
        again = HostTable.restore(json.loads(json.dumps(snapshot)), clock=self.clock, build=BUILD)
        if canonical(again.snapshot()) != canonical(snapshot):
            lost.append("the host's save does not round-trip")
        for phone in self.phones:
            table = phone.table
            if not table.connected or not table.started:
                lost.append(f"{phone.name} is not back at the table")
                continue
            seat = None if phone.watch else table.seat
            if table.view(seat) != host.view(seat):
                lost.append(f"{phone.name}'s view is not the host's view for seat {seat}")
        if host.result() is None:
            return
        code = encode(host.table)
        try:
            opened = check(code)
        except BadReplay as err:
            lost.append(f"the game's replay link is refused: {err.message}")
            return
        if canonical(opened.table.result()) != canonical(host.result()):
            lost.append("the replay link ends otherwise")
        for phone in self.phones:
            if phone.table.replay != code:
                lost.append(f"{phone.name} did not get the game's replay")


def soak(seed: int, game_id: str | None = None, players: int | None = None) -> Outcome:
    """One seeded game; anything that raised is reported as lost, with where it raised."""
    table = ChaosTable(seed, game_id, players)
    try:
        return table.play()
    except Exception as err:  # the soak reports it with its seed, and goes on
        where = traceback.extract_tb(err.__traceback__)[-1]
        table.outcome.lost.append(
            f"{type(err).__name__}: {err} (at {Path(where.filename).name}:{where.lineno})"
        )
        return table.outcome


def replay_hint(outcome: Outcome) -> str:
    return (
        f"seed {outcome.seed} ({outcome.game}, {outcome.players} seats): "
        + "; ".join(outcome.lost[:5])
        + f"\n  play it again: .venv/bin/python scripts/soak.py --seed {outcome.seed} -v"
    )


# -- a chaos net: the engine's tables over links that misbehave ------------------------------


FAULTS = (
    "delay",  # a message held back seconds (its link's later messages wait behind it)
    "duplicate",  # a copy delivered again later, out of order: its receiver must ignore it
    "drop",  # the link breaks: what was in flight is lost; the phone comes back on a new one
    "disconnect",  # the phone closes its link cleanly and comes back
    "reload",  # the guest's page reloads: a new GuestTable with the secret it had saved
    "host_reload",  # the host's page reloads from its save; every phone comes back
    "sleep",  # a guest's phone sleeps for a minute: it hears, says and ticks nothing
    "flood",  # a hostile phone sends a burst of garbage and forged moves
)


@dataclass(order=True)
class Flight:
    """One message on its way: delivered at `due` (then by `order`), on its `lane` (a link's
    one direction, first in first out) unless it is a `copy`."""

    due: float
    order: int
    peer: str = field(compare=False)
    to: str = field(compare=False)  # "host" or "guest"
    raw: str = field(compare=False)
    copy: bool = field(default=False, compare=False)


class ChaosNet:
    """A host and its phones wired in memory, each link a reliable ordered channel as WebRTC's
    is (a message is late, never overtaken on its own link; it is lost only with the link),
    with faults drawn from a seeded `random.Random` at `rates` (per message, or per step for
    the faults of a whole phone). Links interleave in any order. `sent(peer, raw)` is told of
    every message the host sends; `heard(peer, raw)` of every message a phone took in."""

    def __init__(self, rng: random.Random, host: Any, now: Callable[[], float]) -> None:
        self.rng, self.host, self.now = rng, host, now
        self.flights: list[Flight] = []
        self.phones: dict[str, Any] = {}  # peer id -> the GuestTable on that link
        self.lane_due: dict[tuple[str, str], float] = {}
        self.asleep: set[str] = set()  # peers whose phone sleeps: nothing reaches it
        self.faults: Counter[str] = Counter()
        self.rates: dict[str, float] = {"delay": 0.03, "duplicate": 0.02}
        self.quiet = False  # no more faults: the net heals
        self.wrong: list[str] = []  # a duplicate that changed something
        self.sent: Callable[[str, str], None] = lambda peer, raw: None
        self.heard: Callable[[str, str], None] = lambda peer, raw: None
        self._order = 0

    def connect(self, peer: str, phone: Any) -> None:
        """A new link between the host and `phone`; the phone says hello on it."""
        self.phones[peer] = phone

        def to_guest(raw: str) -> None:
            self.sent(peer, raw)
            self._post(peer, "guest", raw)

        self.host.connect(peer, to_guest)
        phone.connect(lambda raw: self._post(peer, "host", raw))

    def cut(self, peer: str, *, lose: bool) -> None:
        """The link ends: both ends notice; with `lose`, what was in flight on it is lost (else
        it arrives first, as a channel closing cleanly delivers what it holds)."""
        if not lose:
            self.deliver(until=None, only=peer)
        self.flights = [f for f in self.flights if f.peer != peer]
        heapq.heapify(self.flights)  # what is left of a heap is a list until made one again
        self.asleep.discard(peer)
        phone = self.phones.pop(peer, None)
        self.host.disconnect(peer)
        if phone is not None:
            phone.disconnect()

    def host_gone(self) -> None:
        """The host's page is gone (it reloads): every link ends, what was in flight is lost,
        and only the phones notice (a page that reloads runs none of its handlers)."""
        self.flights.clear()
        self.asleep.clear()
        phones, self.phones = self.phones, {}
        for phone in phones.values():
            phone.disconnect()

    def _post(self, peer: str, to: str, raw: str) -> None:
        lane = (peer, to)
        due = self.now() + 0.01 + self.rng.random() * 0.1
        if not self.quiet and self.rng.random() < self.rates["delay"]:
            self.faults["delay"] += 1
            due += 1 + self.rng.random() * 4
        due = max(due, self.lane_due.get(lane, 0.0))
        self.lane_due[lane] = due
        self._order += 1
        heapq.heappush(self.flights, Flight(due, self._order, peer, to, raw))
        if not self.quiet and self.rng.random() < self.rates["duplicate"]:
            self.faults["duplicate"] += 1
            self._order += 1
            later = due + self.rng.random() * 3
            heapq.heappush(self.flights, Flight(later, self._order, peer, to, raw, copy=True))

    def _taken(self, flight: Flight) -> bool:
        """Whether the host already took this message's sequence number from its link."""
        peer = self.host._peers.get(flight.peer)
        return peer is not None and json.loads(flight.raw)["seq"] <= peer.seq_in

    def _host_state(self) -> Any:
        table = self.host.table
        return None if table is None else (len(table.log), table.state)

    def deliver(self, until: float | None, only: str | None = None) -> int:
        """Deliver every message due by `until` (None: all of them), in due order; a sleeping
        phone's stay in flight until it wakes. Returns how many were delivered."""
        delivered, held = 0, []
        while self.flights:
            flight = heapq.heappop(self.flights)
            if until is not None and flight.due > until:
                heapq.heappush(self.flights, flight)
                break
            if flight.peer in self.asleep or (only is not None and flight.peer != only):
                held.append(flight)
                continue
            delivered += 1
            if flight.to == "host":
                # A copy may act only if its first was refused before its sequence was taken
                # (over the flood budget, say): then this is its first time, not its second.
                first_taken = flight.copy and self._taken(flight)
                before = self._host_state() if first_taken else None
                self.host.receive(flight.peer, flight.raw)
                if first_taken and self._host_state() != before:
                    self.wrong.append(f"a duplicate from {flight.peer} was applied again")
            elif flight.peer in self.phones:
                phone = self.phones[flight.peer]
                before = phone._view if flight.copy else None
                phone.receive(flight.raw)
                if flight.copy and phone._view is not before:
                    self.wrong.append(f"a duplicate to {flight.peer} changed its view")
                self.heard(flight.peer, flight.raw)
        for flight in held:
            heapq.heappush(self.flights, flight)
        return delivered
