"""Colorful's teams across phones (the app's own flows over a fake network): a guest's seat is
placed in a team as it sits down, the host puts it with whoever they like from the lobby, the
guest's phone says which team it plays in, and the game is dealt and scored with those teams.
A forged team arrangement from a host is refused by the guest."""

from __future__ import annotations

import json
import re

import pytest

from engine import protocol
from engine.core import GameError
from engine.host import HostTable
from tests.fake_net import Switchboard
from tests.test_multi import join, phone, play_to_the_end


def lobby_with_teams(board: Switchboard) -> object:
    """Hana and two bots on the host's phone, in two teams (seat order), then the lobby."""
    host = phone(seed=4, net=board.phone())
    host.handle("choose", json.dumps("colorful"))
    while len(host.setup["seats"]) > 3:
        host.handle("remove-seat", json.dumps(len(host.setup["seats"]) - 1))
    host.handle("refresh", None, {"name-0": "Hana", "option-teams": "2"})
    assert host.setup["options"]["teams"] == [[0, 2], [1]]
    host.handle("invite")
    assert host.screen == "lobby"
    return host


def start_of(page: str) -> str:
    return re.search(r'<button[^>]*id="start-party"[^>]*>', page)[0]


def test_a_guest_sits_in_a_team_the_host_chooses_and_plays_in_it_to_the_end():
    board = Switchboard()
    host = lobby_with_teams(board)
    page = host.render()
    assert "disabled" in start_of(page)  # team 2 is one bot short until the guest comes
    guest = join(board, host, "Gus")
    board.pump()
    assert host.party.host.options["teams"] == [[0, 2], [1, 3]]  # the smallest team
    assert "You play in team 2, with Bot 2." in guest.render()
    page = host.render()
    assert 'name="team-3"' in page and "disabled" not in start_of(page)

    host.handle("refresh", None, {"option-teams": "2", "team-3": "0"})  # Gus with Hana
    board.pump()
    assert host.party.host.options["teams"] == [[0, 2, 3], [1]]
    page = host.render()
    assert "disabled" in start_of(page)
    assert "Team 2 has fewer than 2 players: each team needs at least 2." in page
    assert "You play in team 1, with Hana, Bot 3." in guest.render()

    host.handle("refresh", None, {"option-teams": "2", "team-2": "1"})  # Bot 3 to team 2
    board.pump()
    assert host.party.host.options["teams"] == [[0, 3], [1, 2]]
    assert "You play in team 1, with Hana." in guest.render()
    host.handle("start-party")
    board.pump()
    assert guest.screen == "game"
    view = guest.session.view()
    assert view["state"]["teams"] == [0, 1, 1, 0]
    assert view["state"]["options"]["teams"] == [[0, 3], [1, 2]]

    play_to_the_end(board, [host, guest])
    board.pump()
    outcome = host.session.table.result()
    assert guest.session.view()["result"]["team_points"] == outcome["team_points"]
    a, b = outcome["team_points"]
    page = guest.render()
    assert f"Team 1: {a} points" in page and f"Team 2: {b} points" in page
    assert "Gus (Team 1)" in page and "Bot 2 (Team 2)" in page


def test_the_guest_reads_its_team_in_spanish_too():
    board = Switchboard()
    host = lobby_with_teams(board)
    guest = join(board, host, "Gus", lang="es")
    board.pump()
    assert "Juegas en el equipo 2, con Bot 2." in guest.render()


def test_a_forged_team_arrangement_from_the_host_changes_nothing_on_the_guest():
    board = Switchboard()
    host = lobby_with_teams(board)
    guest = join(board, host, "Gus")
    board.pump()
    mirror = guest.visit.guest
    before = mirror.lobby()
    seats = before["seats"]
    for seq, teams in enumerate(
        [[[0, 1], [1, 2, 3]], [[0, 1]], "all", [[0, -1], [2, 3]], [[0, 1], [2, 3]] * 5], start=1
    ):
        raw = protocol.encode(
            "lobby",
            mirror._seq_in + seq,
            game="colorful",
            started=False,
            seats=seats,
            options={"teams": teams, "base": False, "double": False, "spoken": False},
        )
        mirror.receive(raw)
        assert mirror.lobby() == before, teams
    assert any(e.startswith("lobby: ") for e in mirror.errors)
    assert "You play in team 2, with Bot 2." in guest.render()


def test_a_hostile_lobby_option_is_refused_by_the_host_table():
    board = Switchboard()
    host = lobby_with_teams(board)
    table = host.party.host
    for given, code in [
        ({"teams": [[0, 1], [1, 2]]}, "team_twice"),
        ({"teams": "x"}, "team_count"),
        ({"colour": 1}, "bad_option"),
    ]:
        with pytest.raises(GameError) as err:
            table.set_options(given)
        assert err.value.code == code
        assert table.options["teams"] == [[0, 2], [1]]


def test_the_lobby_teams_follow_the_seats_as_they_come_and_go():
    host = HostTable("colorful", seed=1, options={"teams": [[0], [1]]})
    host.add_seat("Hana")
    host.add_seat("Bot 2", "bot")
    assert host.options["teams"] == [[0], [1]]  # the set-up had counted them
    host.add_seat("Bot 3", "bot")
    host.add_seat("Bot 4", "bot")
    assert host.options["teams"] == [[0, 2], [1, 3]]
    host.remove_seat(0)
    assert host.options["teams"] == [[1], [0, 2]]
    with pytest.raises(GameError) as err:
        host.start()
    assert err.value.code == "team_size" and not host.started
    host.set_options({"teams": [[0, 1, 2], []]})
    with pytest.raises(GameError):
        host.start()
    host.set_options({"teams": None})
    host.start()
    assert host.table.state["teams"] is None
