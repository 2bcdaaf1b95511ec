"""What opening a replay link costs in Pyodide, at 4x CPU throttling (prints numbers; not a test).

The app opens any `#replay=` link at start, so a link is untrusted input whose cost must stay
small whatever it holds (engine/replay.py bounds it). The links are made here in CPython:
every refusal the codec makes (too long, a zip bomb, too many moves, a game going round in
circles, an unfinished one, an illegal last move) at the most it can cost, and the longest
real games of every game, The Mind's with as many pauses as a link may hold. Each is then
checked (`engine.replay.check`: decoded, rehearsed and laid out) in the real app's Pyodide in
headless Chromium with the CPU throttled `--rate` times (CDP `Emulation.setCPUThrottlingRate`,
sent to the page and to the worker Python runs in). A loop of known cost, timed before and
after, says whether the throttle reached the worker; if not, the times are multiplied by the
rate instead. Targets at 4x: a refusal at most 50 ms, an opened link at most 1 s.

Usage: python scripts/bench_replay.py [--tries 5] [--rate 4]
"""

from __future__ import annotations

import argparse
import base64
import json
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "web" / "ui")]

from engine.replay import MAX_REVISITS, encode  # noqa: E402
from engine.replay_code import MAX_JSON, MAX_LINK, MAX_MOVES  # noqa: E402
from scripts.harness import launch_args, served_site  # noqa: E402
from scripts.replay_cases import finished, looping_mind, pack  # noqa: E402

MEASURE = """
import json, time
from engine.replay import check
from engine.replay_code import BadReplay
out = {}
for round in range(TRIES + 1):  # round 0 untimed: the browser optimises what runs first
    for name, code in LINKS.items():
        start = time.perf_counter()
        try:
            check(code)
            why = "opened"
        except BadReplay as err:
            why = err.params["why"]
        spent = (time.perf_counter() - start) * 1000
        if round:
            out.setdefault(name, [why, len(code), []])[2].append(spent)
json.dumps(out)
"""


CALIBRATE = """
import time
start = time.perf_counter()
total = 0
for i in range(300_000):
    total += i * i
(time.perf_counter() - start) * 1000
"""


def links() -> dict[str, str]:
    """Every shape, at the most it can cost."""
    bomb = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = bomb.compress(b"[" + b" " * (50 * MAX_JSON)) + bomb.flush()
    shapes = {
        "too long": "A" * (MAX_LINK + 1),
        "a zip bomb": base64.urlsafe_b64encode(raw).decode().rstrip("="),
        "5,000 legal moves (the review's link)": pack(looping_mind(1660)),
    }
    # The Mind for four, paused and readied again up to just under MAX_MOVES: refused at the
    # revisit past MAX_REVISITS, in the rehearsal.
    loops = (MAX_MOVES - 300) // 5
    shapes["going round in circles"] = pack(looping_mind(loops, players=4, seed=1))
    # As many pauses as a link may hold, the game never finished: refused at its end.
    most = MAX_REVISITS // 5 - 1
    shapes["unfinished, every pause it may hold"] = pack(
        looping_mind(most, players=4, seed=1, finish=False)
    )
    # The longest real game, its last move tampered with: refused at the last move.
    claro = json.loads(
        zlib.decompress(
            base64.urlsafe_b64decode(
                (code := encode(finished("claro", 6, 1))) + "=" * (-len(code) % 4)
            ),
            -15,
        )
    )
    claro["l"][-1][0] = (claro["l"][-1][0] + 1) % 6
    shapes["Claro for six, its last move forged"] = pack(claro)
    shapes["opens: The Mind for four, every pause it may hold"] = pack(
        looping_mind(most, players=4, seed=1)
    )
    for game_id, players in (
        ("claro", 6),
        ("colorful", 12),
        ("cloud_mine", 8),
        ("catch_the_moon", 6),
        ("the_mind", 4),
    ):
        longest = max(
            (finished(game_id, players, seed) for seed in range(6)), key=lambda t: len(t.log)
        )
        shapes[f"opens: {game_id} for {players} ({len(longest.log)} moves)"] = encode(longest)
    return shapes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tries", type=int, default=5)
    parser.add_argument("--rate", type=float, default=4.0)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    code = (
        f"import json\nTRIES = {args.tries}\nLINKS = json.loads({json.dumps(links())!r})\n"
        + MEASURE
    )
    with served_site() as (base, _out, _info), sync_playwright() as p:
        browser = p.chromium.launch(**launch_args())
        context = browser.new_context()
        page = context.new_page()
        page.goto(base + "?nosw&nosnapshot")
        page.wait_for_selector("html[data-ready]", state="attached", timeout=120_000)
        run = lambda text: page.evaluate("c => sobremesaPyodide.runPython(c)", text)  # noqa: E731
        plain = min(float(run(CALIBRATE)) for _ in range(3))
        # Throttle the page and, through the browser's own session, the worker Python runs in
        # (a target of its own), then see whether the worker's loop got slower.
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": args.rate})
        session = browser.new_browser_cdp_session()
        for target in session.send("Target.getTargets")["targetInfos"]:
            if target["type"] == "worker":
                attach = {"targetId": target["targetId"], "flatten": False}
                worker = session.send("Target.attachToTarget", attach)["sessionId"]
                throttle = {"id": 1, "method": "Emulation.setCPUThrottlingRate"}
                throttle["params"] = {"rate": args.rate}
                message = {"sessionId": worker, "message": json.dumps(throttle)}
                session.send("Target.sendMessageToTarget", message)
        throttled = min(float(run(CALIBRATE)) for _ in range(3))
        reached = throttled / plain > args.rate * 0.6
        result = json.loads(run(code))
        version = browser.version
        browser.close()
    rate = args.rate
    print(f"Chromium {version}, Pyodide in the app's worker; {args.tries} tries (ms)")
    print(
        f"calibration loop: {plain:.1f} ms, {throttled:.1f} ms with the CPU throttled {rate:g}x:"
        + (" the throttle reached the worker" if reached else " the throttle missed the worker")
    )
    slow = 1.0 if reached else rate
    column = f"{rate:g}x" if reached else f"{rate:g}x est."
    print(
        f"{'link':52} {'chars':>6} {'answer':>10} {'fastest':>8} {'median':>8} "
        f"{column:>9} {'target':>7}"
    )
    for name, (why, size, tries) in result.items():
        tries.sort()
        fastest, median = tries[0], tries[len(tries) // 2]
        target = "1000" if why == "opened" else "50"
        print(
            f"{name:52} {size:6d} {why:>10} {fastest:8.1f} {median:8.1f} "
            f"{slow * fastest:9.1f} {target:>7}"
        )
    if not reached:
        print(
            f"The throttle did not slow the worker, so '{rate:g}x est.' is {rate:g} times the"
            " fastest try (on a shared machine, the try least held up by others)."
        )


if __name__ == "__main__":
    main()
