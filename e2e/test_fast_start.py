"""A fast start: repeat visits from the device's memory snapshot, the trimmed standard library,
compressed files, and an update that reaches an offline phone."""

from __future__ import annotations

import json
import threading
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from e2e.conftest import open_app, set_up_game, wait_ready
from e2e.test_claro import take_turn, what_is_on_the_table
from engine.games import catalog
from engine.replay import encode
from engine.table import SeatInfo, Table
from scripts import build, serve

pytestmark = [pytest.mark.service_worker, pytest.mark.memory_snapshot]


def timings(page: Page) -> dict:
    return page.evaluate("({...window.sobremesaTimings})")


def wait_offline_ready(page: Page) -> None:
    """The worker holds every file and the snapshot is stored (the boot's last steps)."""
    page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=60_000)
    page.wait_for_function("navigator.serviceWorker.controller !== null")


# What the page's service workers were doing, said when a wait for them fails.
WORKERS = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  const said = (w) => w && `${w.state} ${new URL(w.scriptURL).pathname}`;
  return {
    controller: said(navigator.serviceWorker.controller),
    installing: said(registration && registration.installing),
    waiting: said(registration && registration.waiting),
    active: said(registration && registration.active),
    states: window.__workerStates,
    timings: window.sobremesaTimings,
  };
}"""
# Put in the page before it loads: each new worker's states, with when (ms since the page began).
WORKER_STATES = """(() => {
  window.__workerStates = [];
  const said = (what) => window.__workerStates.push(`${Math.round(performance.now())} ${what}`);
  navigator.serviceWorker?.addEventListener("controllerchange", () => said("controller changed"));
  navigator.serviceWorker?.getRegistration().then((registration) => {
    registration?.addEventListener("updatefound", () => {
      const worker = registration.installing;
      said(`found ${worker.state}`);
      worker.addEventListener("statechange", () => said(worker.state));
    });
  });
})();"""


def eventually(page: Page, script: str, arg: object = None, timeout: float = 60) -> None:
    """Poll an async page expression until it is true (wait_for_function takes no promises)."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(script, arg):
        if time.monotonic() > deadline:
            raise AssertionError(f"never true: {script}; workers: {page.evaluate(WORKERS)}")
        page.wait_for_timeout(250)


def wait_snapshot_stored(page: Page) -> None:
    page.wait_for_function("window.sobremesaTimings.snapshotSaved !== undefined", timeout=60_000)


def test_second_visit_boots_from_the_snapshot_and_plays_a_move(page: Page, site: str):
    open_app(page, site, "?seed=5&tempo=0.05")
    assert timings(page)["snapshot"] == "deferred"  # made by a worker once the app is up
    wait_snapshot_stored(page)
    wait_offline_ready(page)

    page.reload()
    wait_ready(page)
    assert timings(page)["snapshot"] == "loaded"
    set_up_game(page, "Claro", ["Ana", "Bot B", "Bot C"], ["human", "bot", "bot"])
    page.wait_for_selector("[data-cmd=act]", timeout=30_000)
    cards = len(what_is_on_the_table(page)["hand"])
    take_turn(page)
    expect(page.locator(".hand [aria-label^='Card']")).to_have_count(cards - 1)


@pytest.mark.long(2)
def test_a_corrupted_snapshot_falls_back_and_the_game_resumes(page: Page, site: str):
    open_app(page, site, "?seed=5&tempo=0.05")
    wait_snapshot_stored(page)
    set_up_game(page, "Claro", ["Ana", "Bot B", "Bot C"], ["human", "bot", "bot"])
    for _ in range(3):
        take_turn(page)
    page.wait_for_selector("[data-cmd=act], .curtain button")
    before = what_is_on_the_table(page)
    # Same length (past the boot's truncation check), different bytes.
    page.evaluate(
        """async () => {
          const cache = await caches.open("sobremesa-snapshot");
          const [key] = await cache.keys();
          const bytes = new Uint8Array(await (await cache.match(key)).arrayBuffer());
          for (let i = 0; i < bytes.length; i += 4096) bytes[i] ^= 0x5a;
          await cache.put(key, new Response(bytes, {
            headers: {"X-Length": String(bytes.byteLength)}}));
        }"""
    )
    page.reload()
    wait_ready(page)
    assert timings(page)["snapshot"] == "fallback"
    page.get_by_role("button", name="Resume the Claro game").click()
    page.wait_for_selector("[data-cmd=act], .curtain button")
    assert what_is_on_the_table(page) == before
    wait_snapshot_stored(page)  # made anew, and it works
    page.reload()
    wait_ready(page)
    assert timings(page)["snapshot"] == "loaded"


# A player's tap on a reopened app's home screen in the very task that shows Python's first
# screen (boot.js sets data-ready as it paints it), before the worker has unpacked the engine's
# files: the worker keeps it until they are there, then it is honoured.
TAP_AT_READY = """
new MutationObserver((changes, observer) => {
  if (!document.documentElement || !document.documentElement.dataset.ready) return;
  observer.disconnect();
  const play = location.hash ? null : document.getElementById("play-claro");
  window.tappedAtReady = Boolean(play);
  if (play) play.click();
}).observe(document, { attributes: true, attributeFilter: ["data-ready"], subtree: true });
"""


def test_a_reopened_app_honours_a_tap_made_at_ready_and_opens_a_replay_link(page: Page, site: str):
    open_app(page, site)
    wait_snapshot_stored(page)
    wait_offline_ready(page)
    page.add_init_script(TAP_AT_READY)

    page.reload()
    wait_ready(page)
    assert timings(page)["snapshot"] == "loaded"
    assert page.evaluate("window.tappedAtReady") is True
    expect(page.get_by_role("heading", name="Claro: players")).to_be_visible()
    expect(page.get_by_role("textbox", name="Name of seat 1")).to_be_visible()

    # A replay link's first screen checks the replay against the rules' fingerprint: the
    # snapshot holds it (the rules' files come after that screen).
    table = Table("the_mind", [SeatInfo("A", "bot"), SeatInfo("B", "bot")], seed=3)
    while table.result() is None:
        seat, decision = min(table.bot_decisions().items())
        table.submit(seat, decision.action)
    page.goto("about:blank")
    page.goto(site + "#replay=" + encode(table))
    wait_ready(page)
    assert timings(page)["snapshot"] == "loaded"
    expect(page.get_by_role("heading", name="Replay: The Mind")).to_be_visible()
    page.wait_for_function("window.sobremesaTimings.unpacked !== undefined")


PLAY_EVERY_GAME = """
import json
from engine.games import catalog
from engine.replay import encode
from engine.table import SeatInfo, Table
from engine.table import SeatInfo, Table

played = {}
for entry in catalog():
    seats = [SeatInfo(f"Bot {i}", "bot") for i in range(entry.min_players)]
    table = Table(entry.id, seats, seed=3)
    moves = 0
    while table.result() is None and moves < 3000:
        decisions = table.bot_decisions()
        if not decisions:
            break
        seat, decision = min(decisions.items(), key=lambda d: d[1].delay)
        table.submit(seat, decision.action)
        moves += 1
    saved = json.dumps(table.snapshot())
    again = Table.restore(json.loads(saved))
    assert again.snapshot() == table.snapshot()
    played[entry.id] = {"moves": moves, "over": table.result() is not None}
json.dumps(played)
"""


def test_every_game_plays_and_saves_with_the_trimmed_standard_library(page: Page, site: str):
    open_app(page, site, "?nosnapshot")
    assert timings(page)["snapshot"] == "off"
    played = json.loads(
        page.evaluate("code => window.sobremesaPyodide.runPython(code)", PLAY_EVERY_GAME)
    )
    assert played.keys() == {game.id for game in catalog()}
    for game, outcome in played.items():
        assert outcome["moves"] > 10, game
        assert outcome["over"], game
    # Trimmed: the full standard library has modules no game needs.
    with zipfile.ZipFile(build.ROOT / "node_modules/pyodide/python_stdlib.zip") as full:
        everything = len(full.namelist())
    modules = page.evaluate(
        "() => window.sobremesaPyodide.runPython("
        "'import zipfile; len(zipfile.ZipFile(\"/lib/python314.zip\").namelist())')"
    )
    assert modules < everything


BYTECODE = """
import importlib.util, json, sys
import engine.core, snowballstemmer, sobremesa_web.app
found = {}
for module in (engine.core, snowballstemmer, sobremesa_web.app):
    head = open(module.__spec__.cached, "rb").read(8)
    found[module.__name__] = {
        "readable": head[:4] == importlib.util.MAGIC_NUMBER,
        "unchecked": int.from_bytes(head[4:8], "little") == 0b01,
        "traced_to_source": min(
            (f.__code__.co_filename for f in vars(module).values()
             if getattr(f, "__module__", None) == module.__name__ and hasattr(f, "__code__")),
            default=module.__file__) == module.__file__,
    }
import typing, asyncio
stdlib = {m.__name__: m.__spec__.origin.endswith(".pyc") for m in (json, typing, asyncio)}
json.dumps({"found": found, "stemmers": snowballstemmer.algorithms(), "stdlib": stdlib})
"""


def test_the_app_runs_from_bytecode_made_for_this_python(page: Page, site: str):
    """Modules arrive compiled by the browser's own Python (no compile on the phone at each
    start), with their sources: a traceback still shows the line."""
    open_app(page, site, "?nosnapshot")
    result = json.loads(page.evaluate("code => window.sobremesaPyodide.runPython(code)", BYTECODE))
    for module, facts in result["found"].items():
        assert facts == {"readable": True, "unchecked": True, "traced_to_source": True}, module
    assert result["stemmers"] == ["english", "spanish"]
    # the standard library's modules that every start imports arrive as bytecode too
    assert result["stdlib"] == {"json": True, "typing": True, "asyncio": True}


def test_big_files_arrive_compressed_and_are_cached_decoded(page: Page, site: str):
    open_app(page, site)
    response = page.request.get(
        site + "runtime/pyodide.asm.wasm", headers={"Accept-Encoding": "br"}
    )
    assert response.headers["content-encoding"] == "br"
    assert response.headers["content-type"] == "application/wasm"
    assert "accept-encoding" in response.headers["vary"].lower()
    wait_offline_ready(page)
    stored = page.evaluate(
        """async () => {
          const cache = await caches.open("sobremesa-files");
          const keys = (await cache.keys()).map((r) => r.url);
          const key = keys.find((k) => k.includes("pyodide.asm.wasm?v="));
          const hit = await cache.match(key);
          const bytes = new Uint8Array(await hit.arrayBuffer());
          return {magic: Array.from(bytes.slice(0, 4)), size: bytes.length,
                  encoding: hit.headers.get("Content-Encoding"), keys: keys.length};
        }"""
    )
    size = (Path(build.ROOT) / "node_modules/pyodide/pyodide.asm.wasm").stat().st_size
    assert stored["magic"] == [0, 0x61, 0x73, 0x6D] and stored["size"] == size
    assert stored["encoding"] is None


@pytest.fixture()
def own_site(tmp_path: Path) -> Iterator[tuple[str, Path, dict, object]]:
    """A build of our own, served from a folder the test may change (an update)."""
    out = tmp_path / "site"
    info = build.build(out)
    server = serve.make_server(out)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", out, info, server
    server.shutdown()


def update(out: Path, info: dict) -> dict:
    """A new build of the same site: a changed style sheet and UI archive (a new snapshot key)."""
    with (out / "app.css").open("a") as css:
        css.write("\n/* an update */\n")
    with zipfile.ZipFile(out / "pkg" / "ui.zip", "a") as ui:
        ui.writestr("sobremesa_web/_update.py", "UPDATED = True\n")
    return build.seal(out, {k: info[k] for k in ("wheel", "wheels", "ui", "engine")})


@pytest.mark.long(5)
def test_an_offline_visit_after_an_update_runs_the_new_build(page: Page, own_site):
    site, out, info, server = own_site
    page.add_init_script(WORKER_STATES)
    open_app(page, site, "?seed=5")
    wait_snapshot_stored(page)
    wait_offline_ready(page)
    old = page.evaluate("fetch('build.json').then((r) => r.json()).then((b) => b.build)")
    assert old == info["build"]

    first_visit = server.bytes_sent
    new = update(out, info)
    assert new["build"] != old and new["version"] != info["version"]
    page.reload()  # the old build from the cache; the new worker installs meanwhile
    wait_ready(page)
    # The new worker takes over once the old one has no fetch in hand. Asked for build.json
    # every quarter second on a loaded machine, the old one never had none: the new one stayed
    # installed and waiting for more than a minute. So the wait watches the workers' states,
    # and build.json is asked for once.
    try:
        page.wait_for_function(
            "window.__workerStates.some((said) => said.endsWith(' activated'))",
            timeout=60_000,
            polling=250,
        )
    except PlaywrightTimeoutError:
        raise AssertionError(f"no new worker took over: {page.evaluate(WORKERS)}") from None
    built = page.evaluate("fetch('build.json').then((r) => r.json()).then((j) => j.build)")
    assert built == new["build"]
    # Only the changed files came down (the runtime, most of the bytes, did not).
    assert server.bytes_sent - first_visit < first_visit / 10

    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    # The old build's snapshot is gone; this build's was made (offline now, or on the reload
    # before if the new worker took over during it) and is what this visit started from.
    eventually(
        page,
        """key => caches.open("sobremesa-snapshot").then((c) => c.keys())
                  .then((keys) => keys.length === 1 && keys[0].url === key)""",
        f"{site}snapshot?build={new['build']}",
    )
    assert page.evaluate(
        "() => window.sobremesaPyodide.runPython('import sobremesa_web._update as u; u.UPDATED')"
    )
    # The page's plain address, which Chromium answers from the worker's cache by itself (its
    # static routes), is the new build's too: its stylesheet the updated one.
    page.goto(site)
    wait_ready(page)
    assert page.evaluate("fetch('app.css').then((r) => r.text())").endswith("/* an update */\n")
    assert (
        page.evaluate("performance.getEntriesByType('navigation')[0].workerFinalSourceType")
        == "cache"
    )
    page.get_by_role("button", name="Play Claro").click()
    expect(page.get_by_role("heading", name="Claro: players")).to_be_visible()
