"""Replays to try: games played to their end by seeded bots, codes written as a hostile link
maker would, and a game of The Mind made to go round in circles (what the replay's tests and
`scripts/bench_replay.py` open)."""

from __future__ import annotations

import base64
import json
import zlib

from engine.replay import encode
from engine.table import SeatInfo, Table


def finished(game_id: str, players: int, seed: int, names: list[str] | None = None) -> Table:
    """A seeded game played to its end by bots, as people at a table would see it end."""
    names = names or [f"Player {i + 1}" for i in range(players)]
    table = Table(game_id, [SeatInfo(n, "bot") for n in names], seed=seed)
    for _ in range(5000):
        decisions = table.bot_decisions()
        if table.result() is not None or not decisions:
            break
        seat = min(decisions)
        table.submit(seat, decisions[seat].action)
    assert table.result() is not None, f"{game_id} did not end"
    return table


def pack(payload: object) -> str:
    """A code as a hostile link maker would write one: any JSON, deflated and base64url."""
    squeezer = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = squeezer.compress(json.dumps(payload).encode()) + squeezer.flush()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def unpack(code: str) -> dict:
    raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    return json.loads(zlib.decompress(raw, -15))


def looping_mind(loops: int, *, finish: bool = True, players: int = 2, seed: int = 3) -> dict:
    """A won-or-lost game of The Mind with `loops` pauses (each readied again by everyone) put
    in where play was first under way: every move legal, the link short."""
    table = finished("the_mind", players, seed)
    payload = unpack(encode(table))
    moves = payload["l"]
    # The first move after the table's first "all ready": play is under way there.
    replayed = Table("the_mind", table.seats, seed=table.seed)
    at = None
    for i, (seat, kind, *fields) in enumerate(moves):
        if replayed.state["phase"] == "play":
            at = i
            break
        names = replayed.game.moves[kind].fields
        replayed.submit(seat, {"type": kind, **dict(zip(names, fields, strict=True))})
    assert at is not None
    loop = [[0, "pause"], *([seat, "ready"] for seat in range(players))]
    payload["l"] = moves[:at] + loop * loops + moves[at:]
    if not finish:
        payload["l"] = payload["l"][: at + len(loop) * loops + 1]
    return payload
