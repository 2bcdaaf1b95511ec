"""The only module that touches the browser: the page's events in, HTML out, storage, timers.

The app's Python runs in a Web Worker (web/py-worker.js), not on the page: a start, a bot
weighing its move or a host checking a guest never freezes the screen. This module talks to the
page (web/boot.js) in messages, one JSON text each way: the page forwards each tap with its form's
values and keeps what only a page has (the DOM, localStorage, WebRTC, the camera, the clipboard,
the wake lock, a game's canvas); Python sends one message per paint (the screen's HTML, or none
when it did not change) and asks the page for the rest. localStorage is not reachable from a
worker: the page hands over a copy at the start, and every write here is written there too.
"""

from __future__ import annotations

import json
import logging
import secrets
from collections.abc import Callable, Iterator, MutableMapping
from typing import Any
from urllib.parse import parse_qs

import js
from pyodide.ffi import (
    create_once_callable,
    create_proxy,
    to_js,
)

from engine.core import Physics
from sobremesa_web.app import LANG_KEY, App
from sobremesa_web.commands.declared import SHARE_REPLAY
from sobremesa_web.i18n import pick_language
from sobremesa_web.net import Handlers
from sobremesa_web.registry import for_game
from sobremesa_web.state import AppScreen
from sobremesa_web.storage import StorageFull

log = logging.getLogger("sobremesa.browser")


class Page:
    """The page, seen from the worker: what it told at the start (`facts`), messages to it, and
    the answers and events it sends back, each to the function waiting for it."""

    def __init__(self) -> None:
        self.facts: dict[str, Any] = json.loads(str(js.sobremesaPage.facts()))
        self._next = 0
        self._waiting: dict[int, Callable[[Any], None]] = {}
        self._listeners: dict[int, Callable[..., None]] = {}

    def post(self, op: str, **fields: Any) -> None:
        js.sobremesaPage.post(json.dumps({"op": op, **fields}))

    def _id(self) -> int:
        self._next += 1
        return self._next

    def ask(self, op: str, reply: Callable[[Any], None], **fields: Any) -> None:
        """`op` on the page; `reply(answer)` once it has answered."""
        ident = self._id()
        self._waiting[ident] = reply
        self.post(op, id=ident, **fields)

    def call(
        self,
        target: str,
        method: str,
        args: list[Any],
        reply: Callable[[Any], None] | None = None,
        callback: int | None = None,
    ) -> None:
        """`window[target][method](...args)` on the page, for a game's own script. With `reply`
        its answer comes back (a promise's, once it settles); with `callback`, args[callback] is
        a function the page's script calls with the answer instead."""
        fields: dict[str, Any] = {"target": target, "method": method, "args": args}
        if callback is not None:
            fields["callback"] = callback
        if reply is None:
            self.post("call", **fields)
        else:
            self.ask("call", reply, **fields)

    def listen(self, target: str, prop: str, fn: Callable[..., None]) -> None:
        """`window[target][prop]` on the page becomes a function that calls `fn` here."""
        ident = self._id()
        self._listeners[ident] = fn
        self.post("listen", id=ident, target=target, prop=prop)

    def answered(self, ident: int, value: Any) -> None:
        reply = self._waiting.pop(ident, None)
        if reply is not None:
            reply(value)

    def heard(self, ident: int, args: list[Any]) -> None:
        fn = self._listeners.get(ident)
        if fn is not None:
            fn(*args)


class PageWindow:
    """What a game's browser half is wired with here: the page, reached in messages."""

    def __init__(self, page: Page) -> None:
        self.page = page


class LocalStorage(MutableMapping[str, str]):
    """The page's localStorage as a mapping: read from the copy the page handed over at the
    start, every write sent back to the page at once (so a save survives a reload). A page whose
    storage refused a write (private mode, full) says so; the next write raises StorageFull,
    which the app tells the player about while the game goes on, until the page stores again."""

    def __init__(self, page: Page, copy: dict[str, str]) -> None:
        self._page = page
        self._items = dict(copy)
        self.refused = False

    def __getitem__(self, key: str) -> str:
        return self._items[key]

    def __setitem__(self, key: str, value: str) -> None:
        self._items[key] = value
        self._page.post("store", key=key, value=value)
        if self.refused:
            raise StorageFull("the page's storage refused the last write")

    def __delitem__(self, key: str) -> None:
        del self._items[key]
        self._page.post("store", key=key, value=None)

    def written_elsewhere(self, message: dict[str, Any]) -> None:
        """Another tab of the app wrote to the page's storage: this copy follows."""
        if isinstance(message.get("all"), dict):
            self._items = {str(k): str(v) for k, v in message["all"].items() if v is not None}
            return
        key, value = message.get("key"), message.get("value")
        if not isinstance(key, str):
            return
        if value is None:
            self._items.pop(key, None)
        else:
            self._items[key] = str(value)

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._items))

    def __len__(self) -> int:
        return len(self._items)


def _js(value: object) -> object:
    return to_js(value, dict_converter=js.Object.fromEntries)


def _report(handlers: Handlers, error: Any) -> None:
    """A p2p.js error told to the app: its English message and its stable code (the app shows
    the code's translation)."""
    error = error if isinstance(error, dict) else {"message": str(error)}
    handlers.on_error(str(error.get("message") or ""), str(error.get("code") or ""))


class PageLink:
    """A p2p.js Link on the page, seen from Python."""

    def __init__(self, page: Page, ident: int) -> None:
        self._page = page
        self._ident = ident

    def send(self, text: str) -> None:
        self._page.post("send", link=self._ident, text=text)

    def close(self) -> None:
        self._page.post("close", link=self._ident)


class PageInvitation:
    def __init__(self, network: PageNetwork, handlers: Handlers) -> None:
        self.network = network
        self.handlers = handlers
        self.link: int | None = None
        self.closed = False

    def offered(self, answer: dict[str, Any]) -> None:
        if "error" in answer:
            _report(self.handlers, answer["error"])
            return
        self.link = int(answer["link"])
        if self.closed:  # given up while its addresses were being gathered
            self.network.page.post("close", link=self.link)
            return
        self.network.links[self.link] = self.handlers
        self.handlers.on_code(str(answer["code"]), str(answer["joinLink"]))

    def accept(self, answer: str) -> None:
        if self.link is not None and not self.closed:
            self.network.page.post("accept", link=self.link, answer=answer)

    def close(self) -> None:
        self.closed = True
        if self.link is not None:
            self.network.links.pop(self.link, None)
            self.network.page.post("close", link=self.link)


class PageNetwork:
    """WebRTC through web/js/p2p.js on the page (its links' messages and states come back as
    messages); QR codes through web/js/qr.js, loaded in this worker."""

    options = {"camera": True}

    def __init__(self, page: Page) -> None:
        self.page = page
        self.connects = bool(page.facts.get("rtc"))
        self.links: dict[int, Handlers] = {}

    @staticmethod
    def _load_qr() -> None:
        """Start loading the QR library: a connection's code is drawn as a QR code."""
        if hasattr(js, "sobremesaQR"):
            js.sobremesaQR.load()

    def invite(self, handlers: Handlers) -> PageInvitation:
        self._load_qr()
        invitation = PageInvitation(self, handlers)
        self.page.ask("invite", _after_qr(invitation.offered), options=self.options)
        return invitation

    def answer(self, offer: str, handlers: Handlers) -> None:
        self._load_qr()

        def answered(reply: dict[str, Any]) -> None:
            if "error" in reply:
                _report(handlers, reply["error"])
                return
            self.links[int(reply["link"])] = handlers
            handlers.on_code(str(reply["code"]), str(reply.get("answerLink") or ""))

        self.page.ask("answer", _after_qr(answered), offer=offer, options=self.options)

    def heard(self, message: dict[str, Any]) -> None:
        """A link's event on the page: a message, a state, open, or failed."""
        ident = int(message.get("link", -1))
        handlers = self.links.get(ident)
        if handlers is None:
            return
        kind = message.get("kind")
        if kind == "message":
            handlers.on_message(str(message.get("text", "")))
        elif kind == "state":
            handlers.on_state(str(message.get("state", "")))
        elif kind == "open":
            handlers.on_open(PageLink(self.page, ident))
        elif kind == "failed":
            _report(handlers, message.get("error"))

    def qr_svg(self, text: str, label: str) -> str:
        try:
            return str(js.sobremesaQR.svg(text, _js({"label": label})))
        except Exception:  # noqa: BLE001 - no QR: the link and the code still work
            return ""


def _after_qr(then: Callable[[Any], None]) -> Callable[[Any], None]:
    """`then`, called once the QR library is loaded too: the code a connection brings is drawn
    as a QR at once. `PageNetwork` asks for the library as a connection starts, so it arrives
    while WebRTC gathers its addresses."""
    qr = getattr(js, "sobremesaQR", None)
    if qr is None:
        return then

    def when_loaded(value: Any) -> None:
        qr.load().then(create_once_callable(lambda _loaded: then(value)))

    return when_loaded


# Commands whose screen draws a QR code as it handles them: the QR library is loaded first.
QR_COMMANDS = (SHARE_REPLAY.name,)


class JsTimer:
    def __init__(self, delay: float, fn: Callable[[], None]) -> None:
        self._id = js.setTimeout(create_once_callable(fn), int(delay * 1000))

    def cancel(self) -> None:
        js.clearTimeout(self._id)


def _number(params: dict[str, list[str]], name: str) -> float | None:
    raw = params.get(name)
    try:
        return float(raw[0]) if raw else None
    except ValueError:
        return None


def _fragment(hash_: str, prefix: str) -> str | None:
    return hash_[len(prefix) :] if hash_.startswith(prefix) else None


def _form(message: dict[str, Any]) -> dict[str, str]:
    form = message.get("form")
    return {str(k): str(v) for k, v in form.items()} if isinstance(form, dict) else {}


def _text_or_none(value: Any) -> str | None:
    return None if value is None else str(value)


class Browser:
    def __init__(self) -> None:
        self.page = Page()
        facts = self.page.facts
        params = parse_qs(str(facts.get("search", "")).lstrip("?"), keep_blank_values=True)
        # Only a development build deals from ?seed=N (see scripts/build.py): on a shipped one
        # a link must not choose the deal a host's phone makes.
        seed = _number(params, "seed") if facts.get("dev") is True else None
        tempo = _number(params, "tempo")
        self.hash = str(facts.get("hash", ""))
        self.storage = LocalStorage(self.page, facts.get("storage") or {})
        self.tab = secrets.token_hex(8)
        self.tabs = (
            js.BroadcastChannel.new("sobremesa.tabs") if hasattr(js, "BroadcastChannel") else None
        )
        if self.tabs is not None:
            self.tabs.onmessage = create_proxy(self._heard_tab)
        self.network = PageNetwork(self.page) if facts.get("p2p") else None
        lang = pick_language(self.storage.get(LANG_KEY), str(facts.get("language", "")))
        href = str(facts.get("href", ""))
        self.app = App(
            self.storage,
            JsTimer,
            lang=lang,
            seed=int(seed) if seed is not None else None,
            tempo=tempo if tempo is not None and tempo > 0 else 1.0,
            net=self.network,
            join=_fragment(self.hash, "#join="),
            replay=_fragment(self.hash, "#replay="),
            page=href.split("#")[0],
            frame=lambda flush: js.setTimeout(create_once_callable(flush), 0),
            persist=lambda: self.page.post("persist"),
            claim=self._claim,
            build=str(facts.get("build", "") or ""),
        )
        self.app.on_change = self.paint
        self._painted = ""
        self._hooked: str | None = None  # the game whose own browser wiring is in place
        self._scripts: set[str] = set()  # the games' own scripts the page has run
        js.sobremesaPage.receiver = create_proxy(self.receive)

    # -- the page's messages ----------------------------------------------------------------

    def receive(self, text: str) -> None:
        try:
            message = json.loads(str(text))
        except ValueError:
            log.warning("a page message that is not JSON")
            return
        if not isinstance(message, dict):
            return
        kind = message.get("type")
        if kind == "handle":
            self.handle(
                str(message.get("cmd", "")), _text_or_none(message.get("arg")), _form(message)
            )
        elif kind == "input":
            self.send_input(message.get("text"))
        elif kind == "hash":
            self.on_hash(str(message.get("hash", "")))
        elif kind == "reply":
            self.page.answered(int(message.get("id", -1)), message.get("value"))
        elif kind == "event":
            args = message.get("args")
            self.page.heard(int(message.get("id", -1)), args if isinstance(args, list) else [])
        elif kind == "link" and self.network is not None:
            self.network.heard(message)
        elif kind == "storage":
            self.storage.refused = message.get("refused") is True
        elif kind == "stored":
            self.storage.written_elsewhere(message)

    def handle(self, cmd: str, arg: str | None, form: dict[str, str]) -> None:
        """A tap on a `data-cmd` control (or a game's script asking for the same)."""
        qr = getattr(js, "sobremesaQR", None)
        if cmd in QR_COMMANDS and qr is not None:
            qr.load().then(create_once_callable(lambda _loaded: self.app.handle(cmd, arg, form)))
            return
        self.app.handle(cmd, arg, form)

    def _claim(self) -> None:
        """This tab plays the saved game now; the app's other tabs stop playing it."""
        if self.tabs is not None:
            self.tabs.postMessage(json.dumps({"plays": self.tab}))

    def _heard_tab(self, event: Any) -> None:  # a JavaScript MessageEvent, through Pyodide
        try:
            message = json.loads(str(event.data))
        except ValueError:
            return
        if isinstance(message, dict) and message.get("plays") not in (None, self.tab):
            self.app.elsewhere()

    def on_hash(self, hash_: str) -> None:
        """A new invitation link opened in this same page (only the #fragment changed)."""
        self.hash = hash_
        code = _fragment(hash_, "#join=")
        if code:
            self.app.open_invitation(code)
            self.paint()
        replay = _fragment(hash_, "#replay=")
        if replay:
            self.app.open_replay(replay)
            self.paint()

    def send_input(self, text: object) -> None:
        """The viewer's continuous input (a game's script on the page), to the other devices."""
        try:
            data = json.loads(str(text))
        except ValueError:
            return
        self.app.send_input(data)

    # -- a game's own browser half ----------------------------------------------------------

    def _wire_game(self) -> None:
        """A game's own browser half (its screen's `browser`): its script loaded on the page,
        then wired to the app, once per game this tab shows; any game before it is unhooked
        from the incoming input."""
        app, session = self.app, self.app.session
        if app.screen == AppScreen.REPLAY and app.viewer is not None:  # a replay draws its game too
            game_id: str | None = app.viewer.replay.game_id
        else:
            game_id = session.game_id if session is not None else None
        if game_id == self._hooked:
            return
        self._hooked = game_id
        self.app.on_input = lambda seat, data: None
        if game_id is None:
            return
        half = for_game(game_id).browser
        if half is None:
            return

        def wire() -> None:
            if self._hooked != game_id:  # the player left before it loaded
                return
            try:
                half.wire(self.app, PageWindow(self.page))
            except Exception:  # noqa: BLE001 - the game still plays without its extras
                log.exception("%s: wiring failed", game_id)
                self.app.use_physics(None)

        src = f"games/{half.script}"
        if src in self._scripts:
            wire()
            return
        if self.app.physics is None:
            # The script may bring the game's physics (Catch the Moon's): until it has, the
            # bots wait for it instead of placing a ladder no hand carried (a slow phone's
            # first bot turn came before Rapier had compiled).
            self.app.use_physics(Physics())

        def loaded(ok: Any) -> None:
            if ok is True:
                self._scripts.add(src)
                wire()
            elif self.app.physics == Physics():
                self.app.use_physics(None)  # no physics coming: the bots play without

        self.page.ask("script", loaded, src=src)

    # -- painting ---------------------------------------------------------------------------

    def paint(self) -> None:
        self._wire_game()
        body = self.app.render()
        changed = body != self._painted  # an unchanged screen is not touched at all
        self._painted = body
        self.page.post(
            "paint",
            html=body if changed else None,
            lang=self.app.t.lang,
            screen=self.app.screen,
        )


class ConsoleHandler(logging.Handler):
    """Python's log records in the browser console (e.g. why the host dropped a guest's
    message): INFO as console.info, WARNING as console.warn, ERROR and worse as console.error.
    The worker's console.* reach the page's console (py-worker.js forwards them)."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = self.format(record)
            if record.levelno >= logging.ERROR:
                js.console.error(text)
            elif record.levelno >= logging.WARNING:
                js.console.warn(text)
            else:
                js.console.info(text)
        except Exception:  # noqa: BLE001 - logging must never break the app
            self.handleError(record)


def log_to_console() -> None:
    """Send the engine's and the app's logs (INFO and above) to the console, once."""
    handler = ConsoleHandler(logging.INFO)
    handler.setFormatter(logging.Formatter("%(name)s: %(message)s"))
    for name in ("engine", "sobremesa"):  # engine modules log under both (engine.host:
        logger = logging.getLogger(name)  # "sobremesa.host")
        if not any(isinstance(h, ConsoleHandler) for h in logger.handlers):
            logger.addHandler(handler)
        logger.setLevel(logging.INFO)


current: Browser | None = None  # the running app, for the console and the e2e tests


def start() -> None:
    global current
    log_to_console()
    current = Browser()
    current.paint()
