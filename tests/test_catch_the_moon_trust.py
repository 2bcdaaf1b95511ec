"""Catch the Moon across phones: the host rechecks a guest's placement with its own physics
(`Game.verify`), refusing an impossible one cheaply and a forged flood within the host's budget;
the rules themselves are tests/test_catch_the_moon.py's."""

from __future__ import annotations

from collections import Counter, deque

from engine.core import Physics, canonical
from engine.door import BURST, CHECK_LIMIT, CHECK_PRICE, RATE, TOKEN_TIME
from engine.games import catch_the_moon as moon
from engine.guest import GuestTable
from engine.host import HostTable
from engine.table import Table
from tests.remote_net import Clock, Timer
from tests.test_catch_the_moon import report, report_fields, start


def _fake_referee(answer, spent=0.0):
    """A referee that answers at once with `answer(world)`'s report, having taken `spent` s."""
    calls = []

    def referee(world, seconds, reply):
        calls.append(world)
        reply({"report": answer(world), "spent": spent})

    return referee, calls


class Net:
    """One host and its guests in memory; messages arrive in order, after the sender returns."""

    def __init__(self, host: HostTable) -> None:
        self.host, self.queue, self.guests = host, deque(), {}

    def join(self, peer_id: str, guest: GuestTable) -> None:
        self.guests[peer_id] = guest
        self.host.connect(peer_id, lambda raw: self.queue.append((peer_id, "guest", raw)))
        guest.connect(lambda raw: self.queue.append((peer_id, "host", raw)))
        self.pump()

    def pump(self) -> None:
        while self.queue:
            peer_id, to, raw = self.queue.popleft()
            if to == "host":
                self.host.receive(peer_id, raw)
            else:
                self.guests[peer_id].receive(raw)


def _remote_game():
    host = HostTable(moon.GAME.id, seed=3, clock=Clock())
    host.add_seat("Hugo")
    host.add_seat("Ana", kind="remote")
    net = Net(host)
    ana = GuestTable("Ana")
    net.join("a", ana)
    host.start()
    net.pump()
    # Make it Ana's turn to place.
    if host.table.state["turn"] != ana.seat:
        host.submit(host.table.state["turn"], {"type": "roll"})
        action = report(host.table.state, [], released=False)
        host.submit(host.table.state["turn"], action)  # the host's own: never verified
        net.pump()
    ana.submit(ana.seat, {"type": "roll"})
    net.pump()
    return host, net, ana


def test_the_host_refuses_a_guest_placement_the_referee_disagrees_with():
    host, net, ana = _remote_game()
    honest = report(host.table.state, [0])
    referee, calls = _fake_referee(lambda world: {**report_fields(honest), "touching": [0, 1]})
    host.use_physics(Physics(referee=referee))
    before = canonical(host.table.snapshot())
    ana.submit(ana.seat, honest)
    net.pump()
    assert canonical(host.table.snapshot()) == before
    assert ana.last_rejection["code"] == "forged_placement"
    world = calls[0]
    assert world["drawn"] == host.table.state["drawn"] and world["trace"] == honest["trace"]
    assert world["release"] == 12 and world["layout"] == "upright" and "ladders" in world


def test_the_host_accepts_a_guest_placement_the_referee_agrees_with():
    host, net, ana = _remote_game()
    honest = report(host.table.state, [0])
    referee, calls = _fake_referee(lambda world: report_fields(honest))
    host.use_physics(Physics(referee=referee))
    ana.submit(ana.seat, honest)
    net.pump()
    assert len(calls) == 1 and host.table.state["last"]["seat"] == ana.seat
    assert ana.view(ana.seat)["state"]["last"]["touching"] == [0]


def test_a_host_without_physics_refuses_guest_placements():
    host, net, ana = _remote_game()
    host.use_physics(Physics(planner=lambda world: {}))  # bots' planner, but no referee
    ana.submit(ana.seat, report(host.table.state, [0]))
    net.pump()
    assert ana.last_rejection["code"] == "no_physics"
    assert host.table.state["phase"] == "place"


def test_a_placement_made_while_the_hosts_physics_loads_is_checked_once_it_has():
    """A quick guest can place before a slow host's physics script has loaded (`Physics()`, on
    its way): the placement waits for it, then is checked and lands, not refused unchecked."""
    host, net, ana = _remote_game()
    host.use_physics(Physics())
    honest = report(host.table.state, [0])
    ana.submit(ana.seat, honest)
    net.pump()
    assert ana.last_rejection is None and host.table.state["phase"] == "place"
    referee, calls = _fake_referee(lambda world: report_fields(honest))
    host.use_physics(Physics(referee=referee))
    net.pump()
    assert len(calls) == 1 and host.table.state["last"]["seat"] == ana.seat
    assert ana.last_rejection is None


def test_a_placement_waiting_for_physics_that_never_comes_is_refused():
    host, net, ana = _remote_game()
    host.use_physics(Physics())
    ana.submit(ana.seat, report(host.table.state, [0]))
    net.pump()
    host.use_physics(None)  # the script failed to load: no physics on this device
    net.pump()
    assert ana.last_rejection["code"] == "no_physics"
    assert host.table.state["phase"] == "place"


class LaterReferee:
    """The page's sliced re-run, faked: each check waits until the test runs it (the page's
    later tasks), then answers `found(world)` having taken `spent` seconds of the host."""

    def __init__(self, found, spent: float) -> None:
        self.found, self.spent = found, spent
        self.waiting: list = []
        self.ran: list[float] = []  # the host time each check took
        self.allowed: list[float] = []

    @classmethod
    def on(cls, host: HostTable, placement: dict, spent: float) -> LaterReferee:
        """A referee that finds what the phone reported for `placement`, at work on `host`."""
        referee = cls(lambda world: report_fields(placement), spent)
        host.use_physics(Physics(referee=referee))
        return referee

    def __call__(self, world, seconds, reply) -> None:
        self.allowed.append(seconds)
        self.waiting.append((world, reply))

    def run(self) -> None:
        while self.waiting:
            world, reply = self.waiting.pop(0)
            self.ran.append(self.spent)
            reply({"report": self.found(world), "spent": self.spent})


def _three_phones():
    """Hugo on the host's phone, Ana and Luis on theirs; the host's clocks are fake."""
    clock = Clock()
    host = HostTable(moon.GAME.id, seed=3, clock=clock, timer=Timer())
    host.add_seat("Hugo")
    host.add_seat("Ana", kind="remote")
    host.add_seat("Luis", kind="remote")
    net = Net(host)
    guests = {"a": GuestTable("Ana"), "l": GuestTable("Luis")}
    for peer_id, guest in guests.items():
        net.join(peer_id, guest)
    host.start()
    net.pump()
    return host, net, clock, guests["a"], guests["l"]


def _to_the_turn_of(host, net, guest, clock) -> None:
    """Play the seats before `guest` (a fault while holding, on the host's own say) and let
    `guest` roll."""
    while host.table.state["turn"] != guest.seat:
        seat = host.table.state["turn"]
        host.submit(seat, {"type": "roll"})
        host.submit(seat, report(host.table.state, [], released=False))
        clock.now += 5
    net.pump()
    guest.submit(guest.seat, {"type": "roll"})
    net.pump()


def test_cheap_checks_refuse_an_impossible_placement_before_any_physics():
    host, net, clock, ana, luis = _three_phones()
    referee = LaterReferee(lambda world: {}, 0.1)
    host.use_physics(Physics(referee=referee))
    _to_the_turn_of(host, net, ana, clock)
    state = host.table.state
    honest = report(state, [0])
    held = {**honest, "trace": [0, 0, 3000, 0, 19990, 0, 2500, 0], "release": 20000}
    stalled = {**honest, "release": moon.HOLD_MAX + 1}
    unordered = {**honest, "trace": [12, 0, 3000, 0, 0, 0, 2500, 0]}
    ghost = {**honest, "poses": [*honest["poses"], 29, 0, 9000, 0]}
    before = canonical(host.table.snapshot())
    refused = []
    for guest, action in ((luis, honest), (ana, held), (ana, stalled), (ana, unordered)):
        clock.now += 1
        guest.submit(guest.seat, action)
        net.pump()
        refused.append(guest.last_rejection["code"])
    clock.now += 1
    ana.submit(ana.seat, ghost)
    net.pump()
    refused.append(ana.last_rejection["code"])
    assert refused == ["not_your_turn", "held_too_long", "held_too_long", "bad_trace", "bad_poses"]
    assert referee.allowed == [] and canonical(host.table.snapshot()) == before


def test_a_placement_held_as_long_as_a_person_may_is_checked_and_accepted():
    host, net, clock, ana, _luis = _three_phones()
    _to_the_turn_of(host, net, ana, clock)
    slow = {**report(host.table.state, [0]), "release": moon.HOLD_MAX}
    slow["trace"] = [0, 0, 3000, 0, moon.HOLD_MAX, 0, 2500, 0]
    referee = LaterReferee.on(host, slow, 5.0)  # a slow phone's host: 5 s
    ana.submit(ana.seat, slow)
    net.pump()
    assert host.table.state["phase"] == "place"  # not yet: the page is still checking
    referee.run()
    net.pump()
    assert host.table.state["last"]["seat"] == ana.seat and ana.last_rejection is None
    assert referee.allowed == [CHECK_LIMIT] and CHECK_LIMIT > 5.0


def test_a_flood_of_forged_placements_is_cut_off_within_the_budget_and_honest_ones_pass():
    host, net, clock, ana, luis = _three_phones()
    _to_the_turn_of(host, net, ana, clock)
    honest = report(host.table.state, [0])
    forged = {**honest, "touching": [0, 1]}
    # Each forged report is the longest a person may make: a check takes the host 0.15 s.
    referee = LaterReferee.on(host, honest, 0.15)
    codes: Counter[str] = Counter()
    started = clock.now
    for _ in range(300):  # ten a second for 30 s, the page running each check before the next
        clock.now += 0.1
        ana.submit(ana.seat, forged)
        net.pump()
        referee.run()
        net.pump()
        codes[ana.last_rejection["code"]] += 1
    window = clock.now - started
    spent = sum(referee.ran)
    # The host's time on them: its burst, one check in debt, then half of what the rate allows
    # to refusals (5% of the host's time), and at most 5% of the whole 30 s.
    share = RATE * TOKEN_TIME / CHECK_PRICE
    assert spent <= (BURST * TOKEN_TIME + 0.15) / CHECK_PRICE + 0.15 + window * share, spent
    assert spent / window <= 0.05 and codes["forged_placement"] == len(referee.ran) >= 4
    assert codes["rate_limited"] > 200, codes  # the rest cost the host no physics
    assert host.table.state["last"] is None or host.table.state["last"]["seat"] != ana.seat
    clock.now += CHECK_PRICE * 0.15 / (RATE * TOKEN_TIME)  # her last check's debt paid back
    ana.submit(ana.seat, honest)
    net.pump()
    referee.run()
    net.pump()
    assert host.table.state["last"]["seat"] == ana.seat and host.table.state["last"]["touching"]
    assert referee.allowed[-1] == CHECK_LIMIT
    _to_the_turn_of(host, net, luis, clock)
    his = report(host.table.state, [0])
    referee = LaterReferee.on(host, his, 0.15)
    luis.submit(luis.seat, his)
    net.pump()
    referee.run()
    net.pump()
    assert host.table.state["last"]["seat"] == luis.seat and luis.last_rejection is None


def test_one_check_at_a_time_and_a_check_too_long_is_refused_and_charged():
    host, net, clock, ana, _luis = _three_phones()
    _to_the_turn_of(host, net, ana, clock)
    honest = report(host.table.state, [0])
    answers = []

    def referee(world, seconds, reply):
        answers.append(reply)

    host.use_physics(Physics(referee=referee))
    ana.submit(ana.seat, honest)
    net.pump()
    clock.now += 0.5
    ana.submit(ana.seat, honest)
    net.pump()
    assert len(answers) == 1 and ana.last_rejection["code"] == "checking"
    answers[0]({"aborted": True, "spent": CHECK_LIMIT})
    answers[0]({"report": report_fields(honest), "spent": 0.0})  # a second answer changes nothing
    net.pump()
    assert ana.last_rejection["code"] == "check_too_long" and host.table.state["phase"] == "place"
    clock.now += 1.0
    ana.submit(ana.seat, honest)  # her budget is spent: refused before any check
    net.pump()
    assert len(answers) == 1 and ana.last_rejection["code"] == "rate_limited"


def test_a_check_that_answers_after_the_table_moved_on_changes_nothing():
    host, net, clock, ana, _luis = _three_phones()
    _to_the_turn_of(host, net, ana, clock)
    honest = report(host.table.state, [0])
    referee = LaterReferee.on(host, honest, 0.05)
    ana.submit(ana.seat, honest)
    net.pump()
    host.hand_to_bot(ana.seat)  # she stalled: a bot plays on for her
    host.submit(ana.seat, report(host.table.state, [], released=False))
    after = canonical(host.table.snapshot())
    referee.run()
    assert canonical(host.table.snapshot()) == after
    assert host.rejections[-1]["code"] == "moved_on"


def test_a_referee_answer_that_is_not_a_report_refuses():
    host, net, clock, ana, _luis = _three_phones()
    _to_the_turn_of(host, net, ana, clock)
    honest = report(host.table.state, [0])
    codes = []
    for answer in ({"error": "moon: bad trace", "spent": 0.01}, {"spent": 0.01}, "nonsense"):
        host.use_physics(
            Physics(referee=lambda world, seconds, reply, answer=answer: reply(answer))
        )
        clock.now += 5
        ana.submit(ana.seat, honest)
        net.pump()
        codes.append(ana.last_rejection["code"])
    assert codes == ["no_physics"] * 3 and host.table.state["phase"] == "place"


def test_a_devices_own_placements_and_replay_never_ask_the_physics():
    def refuse(world, seconds, answer):
        raise AssertionError("a device's own placements must not call the referee")

    table = start(3)
    table.use_physics(Physics(referee=refuse))
    for _ in range(6):  # as dealt: the die's faces are the seed's
        seat = table.active_seats()[0]
        table.submit(seat, table.legal_actions(seat)[-1 if len(table.log) % 3 else 0])
    again = Table.restore(table.snapshot())
    assert canonical(again.state) == canonical(table.state)
