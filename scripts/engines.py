"""Firefox and WebKit, driven the way their own automation works, behind one small interface.

Playwright drives only its own builds of these engines, and none can be downloaded here; Debian
ships the real ones. Firefox speaks WebDriver BiDi (a WebSocket, started by the browser itself
with `--remote-debugging-port`); WebKitGTK speaks classic WebDriver over HTTP through Debian's
`WebKitWebDriver`, showing its MiniBrowser on a virtual display (Xvfb), since it has no headless
mode. Both need only the standard library and `websockets`.

A journey needs little from a browser: open an address, reload, run a script in the page and
read its JSON result, wait until a script says yes. Taps are the page's own `click()`: these
are smoke journeys across engines, the touch and pointer details are Chromium's e2e.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import re
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, Protocol

FIREFOX = (
    os.environ.get("SOBREMESA_FIREFOX") or shutil.which("firefox-esr") or shutil.which("firefox")
)
WEBKIT_DRIVER = shutil.which("WebKitWebDriver")
XVFB = shutil.which("Xvfb")
MINIBROWSER = next(
    (str(p) for p in sorted(Path("/usr/lib").glob("*/webkit2gtk-4.*/MiniBrowser"))), None
)

# Firefox preferences for a test profile: no first-run pages, no updates or telemetry calling
# out, WebRTC candidates on loopback with real addresses (two browsers on one machine with no
# route out), and the camera question answered without a prompt.
FIREFOX_PREFS = {
    "browser.shell.checkDefaultBrowser": False,
    "browser.aboutwelcome.enabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.disabledForTesting": True,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "media.peerconnection.ice.loopback": True,
    "media.peerconnection.ice.obfuscate_host_addresses": False,
    "media.navigator.permission.disabled": True,
    "media.navigator.streams.fake": True,
}


class JsError(AssertionError):
    """A script in the page threw: its message, as the page said it."""


class Engine(Protocol):
    name: str

    def goto(self, url: str) -> None: ...

    def reload(self) -> None: ...

    def js(self, function: str, *args: Any) -> Any:
        """Call `function` (a JS function's source, async allowed) with `args` in the page;
        returns its result as JSON gives it back."""

    def close(self) -> None: ...


def _call(function: str, args: tuple[Any, ...]) -> str:
    """One expression that calls `function` and settles to a JSON string (or an error)."""
    return (
        f"Promise.resolve().then(() => ({function})(...{json.dumps(list(args))}))"
        ".then((v) => JSON.stringify({ok: v === undefined ? null : v}),"
        " (e) => JSON.stringify({error: String(e && e.stack || e)}))"
    )


def _settled(text: str) -> Any:
    answer = json.loads(text)
    if "error" in answer:
        raise JsError(answer["error"])
    return answer["ok"]


def wait(engine: Engine, function: str, *args: Any, timeout: float = 120.0) -> Any:
    """Until `function` returns something truthy (polled, as Playwright's wait_for_function)."""
    deadline = time.monotonic() + timeout
    while True:
        with contextlib.suppress(JsError):  # a page between documents answers nothing
            value = engine.js(function, *args)
            if value:
                return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"{engine.name}: still not true after {timeout:.0f} s: {function}")
        time.sleep(0.1)


class Firefox:
    """Firefox over WebDriver BiDi, headless, with a profile of its own."""

    name = "firefox"

    def __init__(
        self,
        *,
        wrap: Sequence[str] = (),
        dial: Callable[[str, int], socket.socket] | None = None,
        **prefs: Any,
    ) -> None:
        """`prefs` change FIREFOX_PREFS for this browser (its own profile). `wrap` goes before
        the command that starts Firefox and `dial` opens the socket to its BiDi server (host,
        port): the NAT lab starts it inside a network namespace (`ip netns exec ...`), whose
        loopback, where the server listens, only a socket made in that namespace reaches."""
        from websockets.sync.client import connect

        assert FIREFOX, "firefox-esr is not installed (Debian: apt-get install firefox-esr)"
        self.profile = tempfile.mkdtemp(prefix="sobremesa-firefox-")
        prefs = "".join(
            f"user_pref({json.dumps(k)}, {json.dumps(v)});\n"
            for k, v in {**FIREFOX_PREFS, **prefs}.items()
        )
        Path(self.profile, "user.js").write_text(prefs)
        self.process = subprocess.Popen(
            [
                *wrap,
                FIREFOX,
                "--headless",
                "--no-remote",
                "--profile",
                self.profile,
                "--remote-debugging-port=0",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        address = self._listening()
        sock = None
        if dial:
            host, _, port = address.removeprefix("ws://").rpartition(":")
            sock = dial(host.strip("[]"), int(port))
        self.held = contextlib.ExitStack()
        self.socket = self.held.enter_context(
            connect(address + "/session", sock=sock, max_size=None, open_timeout=30)
        )
        self.ids = itertools.count(1)
        self.send("session.new", {"capabilities": {}})
        self.context = self.send("browsingContext.getTree", {})["contexts"][0]["context"]

    def _listening(self) -> str:
        assert self.process.stderr is not None
        seen = []
        for line in self.process.stderr:
            seen.append(line)
            found = re.search(r"WebDriver BiDi listening on (ws://\S+)", line)
            if found:
                # the rest is read and dropped: a browser that logs more than a pipe holds
                # (its WebRTC over minutes, in the NAT lab) would otherwise stop, blocked
                threading.Thread(target=self._drain, daemon=True).start()
                return found.group(1)
        raise RuntimeError("Firefox did not start its WebDriver BiDi server:\n" + "".join(seen))

    def _drain(self) -> None:
        assert self.process.stderr is not None
        for _ in self.process.stderr:
            pass

    def send(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        ident = next(self.ids)
        self.socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv(timeout=300))
            if message.get("id") != ident:
                continue  # an event: none is subscribed to, but a browser may still say one
            if message.get("type") == "error":
                raise JsError(f"{method}: {message.get('error')}: {message.get('message')}")
            return message["result"]

    def add_init_script(self, script: str) -> None:
        """Run `script` in every document before its own scripts (Playwright's
        add_init_script): a phone's settings, the lab's record of its peer connections."""
        self.send("script.addPreloadScript", {"functionDeclaration": f"() => {{ {script}\n}}"})

    def goto(self, url: str) -> None:
        self.send(
            "browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"}
        )

    def reload(self) -> None:
        self.send("browsingContext.reload", {"context": self.context, "wait": "complete"})

    def js(self, function: str, *args: Any) -> Any:
        result = self.send(
            "script.evaluate",
            {
                "expression": _call(function, args),
                "target": {"context": self.context},
                "awaitPromise": True,
            },
        )
        if result.get("type") == "exception":
            raise JsError(json.dumps(result.get("exceptionDetails", {}))[:500])
        return _settled(result["result"]["value"])

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.send("browser.close", {})
        with contextlib.suppress(Exception):
            self.held.close()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class WebKit:
    """WebKitGTK's MiniBrowser through WebKitWebDriver, on a virtual display of its own."""

    name = "webkit"

    def __init__(self) -> None:
        assert WEBKIT_DRIVER and MINIBROWSER and XVFB, (
            "WebKitGTK's driver is not installed (Debian: apt-get install webkit2gtk-driver xvfb)"
        )
        self.display = f":{_free_port() % 1000 + 100}"
        self.xvfb = subprocess.Popen(
            [XVFB, self.display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        port = _free_port()
        self.base = f"http://127.0.0.1:{port}"
        self.driver = subprocess.Popen(
            [WEBKIT_DRIVER, f"--port={port}"],
            env={**os.environ, "DISPLAY": self.display},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        capabilities = {
            "alwaysMatch": {
                "webkitgtk:browserOptions": {"binary": MINIBROWSER, "args": ["--automation"]}
            }
        }
        deadline = time.monotonic() + 60
        while True:
            try:
                reply = self._request("POST", "/session", {"capabilities": capabilities})
                break
            except (ConnectionError, urllib.error.URLError):
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)  # the driver's port is not open yet
        self.session = f"/session/{reply['sessionId']}"
        self._request("POST", self.session + "/timeouts", {"script": 300_000})

    def _request(self, method: str, path: str, body: Any = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.base + path,
            data=data,
            method=method,
            headers={"Content-Type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=310) as reply:
                return json.loads(reply.read())["value"]
        except urllib.error.HTTPError as err:
            raise JsError(f"{method} {path}: {err.read().decode()[:500]}") from None

    def goto(self, url: str) -> None:
        self._request("POST", self.session + "/url", {"url": url})

    def reload(self) -> None:
        self._request("POST", self.session + "/refresh", {})

    def js(self, function: str, *args: Any) -> Any:
        script = "const done = arguments[0]; " + _call(function, args) + ".then(done);"
        return _settled(
            self._request("POST", self.session + "/execute/async", {"script": script, "args": []})
        )

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._request("DELETE", self.session)
        for process in (self.driver, self.xvfb):
            process.terminate()
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                process.kill()


@contextlib.contextmanager
def opened(kind: type[Firefox] | type[WebKit], **options: Any) -> Iterator[Engine]:
    if os.environ.get("SOBREMESA_ENGINES") == "chromium":
        import pytest

        pytest.skip("SOBREMESA_ENGINES=chromium: this machine tests Chromium only")
    engine = kind(**options)
    try:
        yield engine
    finally:
        engine.close()
