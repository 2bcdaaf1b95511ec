"""Python runs off the page's thread: while a bot weighs its move the page stays responsive.

The page records its long tasks (over 50 ms, a PerformanceObserver) and counts its animation
frames while strong Claro bots play a game out in the app's Python, the way a table's bots think
between a person's taps. With Python on the page's own thread the bots' thinking is one long task
after another and no frame is drawn until they are done."""

from __future__ import annotations

import json

from playwright.sync_api import Page

from e2e.conftest import open_app, wait_painted

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

# The page's own record of the bots' turn: its long tasks and the frames it drew meanwhile.
WATCH_THE_PAGE = """async (code) => {
  const long = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) long.push(Math.round(entry.duration));
  });
  observer.observe({ type: "longtask" });
  let frames = 0;
  let counting = true;
  const count = () => { frames += 1; if (counting) requestAnimationFrame(count); };
  requestAnimationFrame(count);
  const started = performance.now();
  // from a task of the page's own (what DevTools runs is not reported as a long task)
  const answer = await new Promise((resolve) => {
    setTimeout(() => resolve(sobremesaPyodide.runPython(code)), 0);
  });
  const wall = performance.now() - started;
  counting = false;
  await new Promise((resolve) => setTimeout(resolve, 300)); // a long task is reported after it
  for (const entry of observer.takeRecords()) long.push(Math.round(entry.duration));
  observer.disconnect();
  return { answer, long, frames, wall };
}"""


def test_the_page_records_no_long_task_while_bots_think(page: Page, site: str):
    open_app(page, site, "?nosw")
    page.get_by_role("button", name="Play Claro").click()  # a table on screen, as in a game
    wait_painted(page)
    seen = page.evaluate(WATCH_THE_PAGE, BOTS_PLAY)
    answer = json.loads(seen["answer"])
    # the bots really thought (one long task, or several, if it were on the page's thread) ...
    assert answer["decisions"] >= 1 and answer["thought_ms"] >= 400, answer
    # ... and the page's thread was free meanwhile: no long task, frames drawn throughout
    assert seen["long"] == [], seen
    assert seen["frames"] >= 5, seen
