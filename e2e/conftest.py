"""The e2e harness: one build served on a free localhost port, one shared Chromium for the
session (starting a browser is slow), and a fresh browser context per test (pytest-playwright's
`context` and `page` fixtures, configured here).

The browser is Debian's (or $SOBREMESA_CHROMIUM): the tests drive its headless shell
(`chromium-headless-shell`, a fraction of the full browser's processor time per phone), the
benchmarks the full `chromium`; elsewhere Playwright's own build (`playwright install chromium`).
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import shutil
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator

from scripts import build, harness
from scripts.harness import (
    BASE_FLAGS,
    BOOT_TIMEOUT_MS,
    CHROMIUM_FLAGS,
    built_once,
    chromium_path,
    launch_args,
    served,
    served_site,
    tree_cpu,
)

__all__ = [
    "BASE_FLAGS",
    "CHROMIUM_FLAGS",
    "open_app",
    "separate_chromium",
    "wait_painted",
    "wait_ready",
]

# A phone's first visit also installs the service worker (a 17 MB precache) and makes a memory
# snapshot in a second Pyodide (together a fifth more of Chromium's processor time for a first
# visit, measured beside one without), and every test's phone is a first visit: by default the
# tests' pages start as `?nosw&nosnapshot` would. The journeys about them opt back in with a
# marker, and their phones do the real thing.
REAL_START = {"service_worker": "nosw", "memory_snapshot": "nosnapshot"}
_skipped: list[str] = list(REAL_START.values())  # what the running test's pages start without

# A first visit boots Python from nothing: on two cores busy with other phones, 5-6 s of
# Chromium's processor time a phone. So the tests' phones are returning players: each is a
# browser on a copy of a profile one real visit left behind (`_Returning`), with the memory
# snapshot and the runtime's compiled code (measured side by side: a phone's start 2.6-3.2 s of
# processor time in a fresh context given the snapshot, 1.6-1.9 s from the copied profile).
# Marked `first_visit`, `memory_snapshot` or `service_worker`, a test's phones start as before:
# the first paint, the snapshot's own making and the service worker's journeys are about the
# first visit.
RESTORED_UNLESS = ("first_visit", "memory_snapshot", "service_worker")
_restored = [False]  # the running test's phones are returning players


def pytest_configure(config: pytest.Config) -> None:
    # The journeys check that big files arrive compressed, not how small: their build's brotli
    # need not take its best quality's minutes of processor time (scripts/build.py, BROTLI_ENV).
    os.environ.setdefault(build.BROTLI_ENV, str(build.TEST_BROTLI))
    config.addinivalue_line(
        "markers", "service_worker: the test's phones install the service worker (offline, update)"
    )
    config.addinivalue_line(
        "markers", "memory_snapshot: the test's phones make and restore the memory snapshot"
    )
    config.addinivalue_line(
        "markers",
        "first_visit: the test's phones start as a first visit, not from the build's snapshot",
    )
    config.addinivalue_line(
        "markers",
        "long(weight=1): the test takes half a minute or more (several phones, a tour, a whole "
        "game): run it first, the heavier first (weight: about its wall time on two busy cores, "
        "in tens of seconds), so that the workers' last tests are short and end together",
    )


def _weight(item: pytest.Item) -> float:
    marker = item.get_closest_marker("long")
    return 0 if marker is None else marker.args[0] if marker.args else 1


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The long tests first, so that the workers' last tests are short ones and end together
    (pytest-xdist hands tests out in this order)."""
    items.sort(key=lambda item: -_weight(item))
    _group(config, items)


def _group(config: pytest.Config, items: list[pytest.Item]) -> None:
    """`--dist loadgroup` sends tests to workers by the `@group` their node ids end with, which
    pytest-xdist adds on each worker by setting `item._nodeid`; pytest 9 keeps a node's id in
    `item._id` instead, so the suffix never showed and the group's tests were spread over the
    workers (the Firefox and WebKit journeys side by side, last). Added here the way pytest 9
    keeps it, where xdist's did not take."""
    if not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        names = {
            str(mark.args[0] if mark.args else mark.kwargs.get("name", "default"))
            for mark in item.iter_markers("xdist_group")
        }
        if names and "@" not in item.nodeid.rsplit("]", 1)[-1] and hasattr(item, "_id"):
            from _pytest.nodes import coerce_node_id

            item._id = coerce_node_id(f"{item.nodeid}@{'_'.join(sorted(names))}")


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    _restored[0] = not any(item.get_closest_marker(marker) for marker in RESTORED_UNLESS)
    _skipped[:] = [key for marker, key in REAL_START.items() if not item.get_closest_marker(marker)]


_outcomes: dict[str, str] = {}  # the running test's worst outcome so far, for the timeline


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    """Keep a test's worst outcome: a failed call is not undone by a teardown that passes."""
    if report.outcome == "passed":
        _outcomes.setdefault(report.nodeid, "passed")
    else:
        _outcomes[report.nodeid] = report.outcome


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """With $SOBREMESA_TIMELINE set to a file, each test's worker, start, end (wall clock),
    processor time (this worker, its browsers and their pages: what the test cost, which a
    loaded machine does not inflate) and outcome are appended to it as a JSON line:
    `scripts/timeline.py` reads them back as each worker's critical path, which `--durations`
    (a sum per test) cannot show."""
    path = os.environ.get("SOBREMESA_TIMELINE")
    start, spent = time.time(), tree_cpu() if path else 0.0
    yield
    if path:
        worker = os.environ.get("PYTEST_XDIST_WORKER", "master")
        line = {
            "worker": worker,
            "test": item.nodeid,
            "start": start,
            "end": time.time(),
            "cpu": tree_cpu() - spent,
            "outcome": _outcomes.pop(item.nodeid, "unknown"),
        }
        with open(path, "a") as out:
            out.write(json.dumps(line) + "\n")


def _skip_script() -> str:
    """The running test's `_skipped` keys, added to what a top page reads of its own query
    (boot.js reads `new URLSearchParams(location.search)` once). The address itself stays as
    the test wrote it: an invitation opened over it must still be a same-page move to a new
    `#join=`, as on a phone. A returning player's page on the site whose snapshot it was
    given looks for it (on any other origin, a test's own server, it has none)."""
    site = _Returning.site if _restored[0] else None
    return f"""(() => {{
  if (window !== window.top) return;
  const restored = {json.dumps(site)} !== null && location.href.startsWith({json.dumps(site)});
  const more = {json.dumps(_skipped)}.filter((key) => !(restored && key === "nosnapshot"));
  const Params = window.URLSearchParams;
  window.URLSearchParams = class extends Params {{
    constructor(init) {{
      super(init);
      if (init !== location.search) return;
      for (const key of more) if (!this.has(key)) this.append(key, "");
    }}
  }};
}})();"""


def wasm_code_cache(profile: Path) -> int:
    """Bytes of compiled wasm Chromium keeps in a persistent `profile`."""
    folder = profile / "Default" / "Code Cache" / "wasm"
    return sum(f.stat().st_size for f in folder.rglob("*") if f.is_file()) if folder.is_dir() else 0


class _Returning:
    """A returning player's phone: a browser of its own on a copy of a profile that one real
    visit of this worker's site left behind (`template`): the memory snapshot in Cache Storage,
    as the app keeps it, and the runtime's wasm compiled by Chromium, in its HTTP and code
    caches, as after any visit. A fresh context would compile Pyodide's 9.6 MB wasm again and
    then optimise its hot functions again in the background, on every phone of every test.

    The template is a `?nosw` visit (the tests' phones run without the service worker unless
    marked), whose page storage is cleared before it is kept, so a phone starts with the
    snapshot and the compiled code, and nothing a player chose."""

    site = ""
    folder: Path | None = None  # this worker's own temporary folder
    template: Path | None = None
    lock = threading.Lock()  # `separate_chromium` makes phones on a thread of its own
    opened: list[tuple[Any, int]] = []  # the running test's phones, by the thread that drives them
    given: weakref.WeakSet[Any] = weakref.WeakSet()  # the contexts that start from the snapshot
    made = 0

    @classmethod
    def launch(cls, browser_type: Any, launch: dict[str, Any], options: dict[str, Any]) -> Any:
        """A new phone's context (`options` as for `browser.new_context`)."""
        with cls.lock:
            if cls.template is None:
                cls.template = cls._make(browser_type, launch)
            cls.made += 1
            assert cls.folder is not None
            profile = cls.folder / f"phone-{cls.made}"
        shutil.copytree(cls.template, profile, ignore=shutil.ignore_patterns("Singleton*"))
        context = browser_type.launch_persistent_context(str(profile), **launch, **options)
        held = (context, threading.get_ident())

        def closed(_: Any) -> None:
            with contextlib.suppress(ValueError):
                cls.opened.remove(held)
            shutil.rmtree(profile, ignore_errors=True)

        context.on("close", closed)
        cls.opened.append(held)
        cls.given.add(context)
        return context

    @classmethod
    def _make(cls, browser_type: Any, launch: dict[str, Any]) -> Path:
        assert cls.folder is not None, "no site built"
        profile = cls.folder / "returning"
        shutil.rmtree(profile, ignore_errors=True)
        context = browser_type.launch_persistent_context(str(profile), **launch)
        try:
            page = context.pages[0] if context.pages else context.new_page()
            page.goto(cls.site + "?nosw")
            page.wait_for_function(
                "window.sobremesaTimings && window.sobremesaTimings.snapshotSaved !== undefined",
                timeout=BOOT_TIMEOUT_MS,
            )
            # Chromium keeps the wasm's code once V8 has optimised enough of it, seconds after
            # it ran; a profile without it only makes the phones slower, never wrong.
            deadline = time.monotonic() + 60
            while wasm_code_cache(profile) < 100_000 and time.monotonic() < deadline:
                page.wait_for_timeout(250)
            page.evaluate(
                """async () => {
                  localStorage.clear();
                  sessionStorage.clear();
                  for (const db of await indexedDB.databases()) indexedDB.deleteDatabase(db.name);
                }"""
            )
        finally:
            context.close()
        return profile

    @classmethod
    def close_all(cls) -> None:
        """Close the phones this thread opened (Playwright's sync objects are its thread's)."""
        mine = [context for context, thread in cls.opened if thread == threading.get_ident()]
        cls.opened[:] = [(c, t) for c, t in cls.opened if t != threading.get_ident()]
        for context in mine:
            with contextlib.suppress(PlaywrightError):
                context.close()


def _first_page_first(context: Any) -> None:
    """A returning phone's browser opens with a blank page: its first `new_page()` is that page
    (a page made and another closed cost each phone a tenth of a second). Init scripts added
    to the context since still run in it, at its first visit."""
    blank = list(context.pages)
    new_page = context.new_page
    context.new_page = lambda: blank.pop() if blank else new_page()


def quick_start(browser: Any, launch: dict[str, Any]) -> Any:
    """`browser`, whose new contexts and pages start the way the running test is marked (see
    REAL_START and RESTORED_UNLESS): the tests make their phones in many ways, all through
    these two methods. A returning player's phone is a browser of its own (`_Returning`,
    launched with `launch`), closed when the test ends if the test has not closed it."""
    new_context, new_page = browser.new_context, browser.new_page

    def context_as_marked(*args: Any, **kwargs: Any) -> Any:
        if _restored[0]:
            context = _Returning.launch(browser.browser_type, launch, dict(*args, **kwargs))
            _first_page_first(context)
        else:
            context = new_context(*args, **kwargs)
        if _skipped:
            context.add_init_script(_skip_script())
        return context

    def page_as_marked(*args: Any, **kwargs: Any) -> Any:
        if not _restored[0]:
            page = new_page(*args, **kwargs)  # its own context, closed with it
            if _skipped:
                page.context.add_init_script(_skip_script())
            return page
        context = context_as_marked(*args, **kwargs)
        return context.new_page()

    browser.new_context, browser.new_page = context_as_marked, page_as_marked
    return browser


@pytest.fixture(scope="session")
def browser(browser: Any, built_site: tuple[str, Path], browser_type_launch_args: dict) -> Any:
    """pytest-playwright's shared browser, its phones starting as the running test is marked
    (a returning player's phone needs the site: it starts from a profile that visited it)."""
    return quick_start(browser, {"headless": True, **browser_type_launch_args})


@pytest.fixture(autouse=True)
def _close_returning_phones() -> Iterator[None]:
    yield
    _Returning.close_all()


@contextmanager
def traced(page: Any, categories: list[str]) -> Iterator[list[bytes]]:
    """Chromium's trace of `page`'s process while the block runs, through the DevTools
    protocol of the page's own browser (a returning phone is a browser of its own, not the
    shared one): yields a list that holds the trace's JSON once the block ends."""
    cdp = page.context.new_cdp_session(page)
    events: list[dict] = []
    finished = threading.Event()
    cdp.on("Tracing.dataCollected", lambda data: events.extend(data["value"]))
    cdp.on("Tracing.tracingComplete", lambda _: finished.set())
    cdp.send(
        "Tracing.start",
        {"traceConfig": {"includedCategories": categories}, "transferMode": "ReportEvents"},
    )
    held: list[bytes] = []
    try:
        yield held
    finally:
        cdp.send("Tracing.end")
        deadline = time.monotonic() + 30
        while not finished.is_set():
            assert time.monotonic() < deadline, "the trace never finished"
            page.wait_for_timeout(50)
        held.append(json.dumps({"traceEvents": events}).encode())


@contextmanager
def separate_chromium(flags: list[str]) -> Iterator[Callable[..., Any]]:
    """A second Chromium with flags of its own (a fake camera, say), on its own thread: Playwright
    allows one sync instance per thread, and the shared browser holds the main thread's.

    Yields `run(scenario, *args)`, which calls `scenario(browser, *args)` on that thread.
    """
    from playwright.sync_api import sync_playwright

    worker = ThreadPoolExecutor(1, thread_name_prefix="own-chromium")
    held: dict[str, Any] = {}

    def start() -> None:
        held["playwright"] = sync_playwright().start()
        launch = {"headless": True, **launch_args(flags, shell=True)}
        held["browser"] = quick_start(held["playwright"].chromium.launch(**launch), launch)

    def stop() -> None:
        _Returning.close_all()
        held["browser"].close()
        held["playwright"].stop()

    worker.submit(start).result(timeout=120)
    try:
        yield lambda scenario, *args: worker.submit(scenario, held["browser"], *args).result(
            timeout=180
        )
    finally:
        worker.submit(stop).result(timeout=60)
        worker.shutdown()


@pytest.fixture(scope="session")
def built_site(
    tmp_path_factory: pytest.TempPathFactory, worker_id: str
) -> Iterator[tuple[str, Path]]:
    """The app, freshly built and served as a static site; yields its base URL and folder.

    Under pytest-xdist the workers share one build: the first to get here builds it into the
    run's common temporary folder while the others wait on the lock, then each serves that folder
    on a port of its own (a server lives as long as its worker's session)."""
    _Returning.folder = tmp_path_factory.mktemp("phones")
    if worker_id == "master":
        with served_site(tmp_path_factory.mktemp("site")) as (url, folder, _info):
            _Returning.site = url
            yield url, folder
        return
    with (
        built_once(tmp_path_factory.getbasetemp().parent / "site") as folder,
        served(folder) as url,
    ):
        _Returning.site = url
        yield url, folder


@pytest.fixture(scope="session")
def site(built_site: tuple[str, Path]) -> str:
    """The base URL of the app's build."""
    return built_site[0]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    args = {**browser_type_launch_args, "args": CHROMIUM_FLAGS}
    path = chromium_path(shell=True)
    if path:
        args["executable_path"] = path
    return args


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    return {**browser_context_args, "viewport": {"width": 390, "height": 844}, "locale": "en-US"}


def wait_ready(page, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Wait until Python has painted the app (never a blind sleep: `harness.wait_ready`), and
    see that a returning player's phone started from the memory snapshot."""
    harness.wait_ready(page, timeout)
    if (
        page.context in _Returning.given
        and page.url.startswith(_Returning.site)
        and "nosnapshot" not in page.url
    ):
        # a returning player's phone that started from nothing would only make the suite slow
        how = page.evaluate("window.sobremesaTimings && window.sobremesaTimings.snapshot")
        assert how == "loaded", f"a phone meant to start from the snapshot started {how!r}"


def wait_painted(page) -> None:
    """Wait until what the last taps caused is on the screen: Python runs in a worker, so a tap
    returns before its paint (boot.js's `sobremesaIdle`: no message to or from the worker in
    flight, the last paint applied)."""
    page.evaluate("() => window.sobremesaIdle()")


SETTLED = """() => document.documentElement.dataset.ready && window.sobremesaIdle
  ? window.sobremesaIdle().then(() => true) : false"""


def _then_painted(action: Callable[..., Any]) -> Callable[..., Any]:
    """A Playwright action on the app's page (a click, a choice, a key) that returns once what
    it caused is painted, as a person sees it: Python answers from its worker, after the tap.
    Before Python's first paint (a tap on index.html's first paint) it returns at once."""

    @functools.wraps(action)
    def acted(self: Any, *args: Any, **kwargs: Any) -> Any:
        result = action(self, *args, **kwargs)
        # a tap that navigated or closed the page: nothing to wait for
        with contextlib.suppress(PlaywrightError):
            self.page.evaluate(SETTLED)
        return result

    return acted


for _action in ("click", "dblclick", "tap", "check", "uncheck", "select_option", "press"):
    setattr(Locator, _action, _then_painted(getattr(Locator, _action)))


def open_app(page, site: str, query: str = "") -> None:
    page.goto(site + query)
    wait_ready(page)


KINDS = {"human": "Person", "bot": "Bot"}


def seat_kind(page, seat: int, kind: str) -> Locator:
    """Seat `seat`'s (from 1) choice of who plays it: its "human" or "bot" button (English)."""
    group = page.get_by_role("group", name=f"Who plays seat {seat}", exact=True)
    return group.get_by_role("button", name=KINDS[kind], exact=True)


def set_up_game(page, game: str, names: list[str], kinds: list[str]) -> None:
    """From the home screen, seat `names` as `kinds` ("human", "bot") at `game` and start."""
    page.get_by_role("button", name=f"Play {game}").click()
    wait_painted(page)
    seats = page.locator(".seat-row")
    while seats.count() < len(names):
        page.get_by_role("button", name="Add a player").click()
        wait_painted(page)
    while seats.count() > len(names):
        page.get_by_role("button", name=f"Remove seat {seats.count()}").click()
        wait_painted(page)
    for i, (name, kind) in enumerate(zip(names, kinds, strict=True)):
        seat_kind(page, i + 1, kind).click()
        page.get_by_role("textbox", name=f"Name of seat {i + 1}", exact=True).fill(name)
    page.get_by_role("button", name="Start").click()
    wait_painted(page)
