"""Python runs off the page's thread: while a bot weighs its move the page stays responsive.

The page records its long tasks (over 50 ms, a PerformanceObserver) and counts its animation
frames while strong Claro bots play a game out in the app's Python, the way a table's bots think
between a person's taps. With Python on the page's own thread the bots' thinking is one long task
after another and no frame is drawn until they are done."""

from __future__ import annotations

import json

from playwright.sync_api import Page

from e2e.conftest import open_app, traced, wait_painted

MARK = "sobremesa-bots-think"

# Strong bots (they search: the thinking that could stall a phone) play Claro in the app's
# Python, game after game, until they have thought for 400 ms in all; the answer says for how
# long they did.
BOTS_PLAY = """
import json, time
from engine.table import SeatInfo, Table

thought, decisions, longest, seed = 0.0, 0, 0.0, 11
while thought < 0.4 and seed < 40:  # a game ends sooner on a fast machine: the next one
    table = Table("claro", [SeatInfo(f"Bot {n}", "bot", "strong") for n in range(1, 5)], seed=seed)
    seed += 1
    while thought < 0.4 and table.result() is None:
        moved = False
        for seat in range(4):
            started = time.perf_counter()
            decision = table.bot_decision(seat)
            spent = time.perf_counter() - started
            thought += spent
            longest = max(longest, spent)
            if decision is not None:
                decisions += 1
                table.submit(seat, decision.action)
                moved = True
                break
        if not moved:
            break
json.dumps({"thought_ms": thought * 1000, "longest_ms": longest * 1000, "decisions": decisions})
"""

# The page's own record of the bots' turn: its long tasks (when each started and how long it held
# the thread, the page's clock) and the frames it drew meanwhile. A mark at the start ties the
# page's clock to the trace's.
WATCH_THE_PAGE = """async (code) => {
  const long = [];
  const keep = (entries) => {
    for (const entry of entries) long.push({ start: entry.startTime, ms: entry.duration });
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: "longtask" });
  let frames = 0;
  let counting = true;
  const count = () => { frames += 1; if (counting) requestAnimationFrame(count); };
  requestAnimationFrame(count);
  const markedAt = performance.mark(MARK).startTime;
  // from a task of the page's own (what DevTools runs is not reported as a long task)
  const answer = await new Promise((resolve) => {
    setTimeout(() => resolve(sobremesaPyodide.runPython(code)), 0);
  });
  counting = false;
  await new Promise((resolve) => setTimeout(resolve, 300)); // a long task is reported after it
  keep(observer.takeRecords());
  observer.disconnect();
  return { answer, long, frames, markedAt };
}""".replace("MARK", json.dumps(MARK))


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
