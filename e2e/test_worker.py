"""Python runs off the page's thread: while a bot weighs its move the page stays responsive.

The page records its long tasks (over 50 ms, a PerformanceObserver) and counts its animation
frames while strong Claro bots play a game out in the app's Python, the way a table's bots think
between a person's taps. With Python on the page's own thread the bots' thinking is one long task
after another and no frame is drawn until they are done."""

from __future__ import annotations

import json

from playwright.sync_api import Page

from e2e.conftest import open_app, traced, wait_painted
from scripts.harness import BOTS_PLAY, MARK, WATCH_THE_PAGE


def processor_time(trace: bytes, marked_at: float, long: list[dict]) -> list[dict]:
    """Each long task the page saw, with the processor time its thread spent in it: the task
    Chromium's trace ran on the page's main thread at that moment, on the thread's own clock
    (`tdur`). A task's wall time counts the moments a busy machine gave the thread no processor;
    its processor time is the page's own work."""
    data = json.loads(trace)
    events = data["traceEvents"] if isinstance(data, dict) else data
    marks = [e for e in events if e.get("name") == MARK and e.get("cat") == "blink.user_timing"]
    assert marks, "the trace holds no mark of the page's"
    mark = marks[0]
    thread = (mark["pid"], mark["tid"])
    to_trace = mark["ts"] - marked_at * 1000  # the page's clock (ms) -> the trace's (us)
    tasks = [
        e
        for e in events
        if e.get("name") == "ThreadControllerImpl::RunTask"
        and e.get("ph") == "X"
        and (e["pid"], e["tid"]) == thread
    ]
    seen = []
    for entry in long:
        start = to_trace + entry["start"] * 1000
        end = start + entry["ms"] * 1000

        def overlap(task: dict, start: float = start, end: float = end) -> float:
            return min(end, task["ts"] + task["dur"]) - max(start, task["ts"])

        task = max(tasks, key=overlap, default=None)
        assert task is not None and overlap(task) > 0, f"no task on the page's thread: {entry}"
        seen.append({"wall_ms": round(entry["ms"]), "processor_ms": task["tdur"] / 1000})
    return seen


def test_the_page_records_no_long_task_while_bots_think(page: Page, site: str):
    open_app(page, site, "?nosw")
    page.get_by_role("button", name="Play Claro").click()  # a table on screen, as in a game
    wait_painted(page)
    with traced(page, ["toplevel", "blink.user_timing"]) as trace:
        seen = page.evaluate(WATCH_THE_PAGE, BOTS_PLAY)
    answer = json.loads(seen["answer"])
    # the bots really thought (one long task, or several, if it were on the page's thread) ...
    assert answer["decisions"] >= 1 and answer["thought_ms"] >= 400, answer
    # ... and the page's thread was free meanwhile: frames drawn throughout, and no long task of
    # the page's own work (one that a busy machine stretched past 50 ms is not the page's)
    assert seen["frames"] >= 5, seen
    long = processor_time(trace[0], seen["markedAt"], seen["long"])
    print(f"long tasks while the bots thought (wall and processor ms): {long}")
    assert all(task["processor_ms"] < 50 for task in long), long
