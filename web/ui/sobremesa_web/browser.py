"""The only module that touches the browser: DOM events in, HTML out, localStorage, timers."""

from __future__ import annotations

import json
import logging
import secrets
from collections.abc import Callable, Iterator, MutableMapping

from js import (  # type: ignore[import-not-found]
    Object,
    document,
    localStorage,
    location,
    navigator,
    window,
)
from pyodide.ffi import (  # type: ignore[import-not-found]
    create_once_callable,
    create_proxy,
    to_js,
)

try:
    from pyodide.ffi import jsnull  # type: ignore[import-not-found]
except ImportError:  # older Pyodide turned null into None
    jsnull = None

from sobremesa_web.app import LANG_KEY, App
from sobremesa_web.i18n import pick_language
from sobremesa_web.net import Handlers
from sobremesa_web.registry import for_game
from sobremesa_web.storage import StorageFull


def _text(value: object) -> str | None:
    """A JS string, or None for JS null/undefined (Pyodide 314 gives null as `jsnull`)."""
    return None if value is None or value is jsnull else str(value)


def _absent(value: object) -> bool:
    """Whether a DOM lookup found nothing (JS null arrives as `jsnull`, not None)."""
    return value is None or value is jsnull


class LocalStorage(MutableMapping[str, str]):
    """localStorage as a mapping; a storage that refuses to write (private mode, full) raises
    StorageFull, which the app tells the player about while the game goes on."""

    def __getitem__(self, key: str) -> str:
        value = _text(localStorage.getItem(key))
        if value is None:
            raise KeyError(key)
        return value

    def __setitem__(self, key: str, value: str) -> None:
        try:
            localStorage.setItem(key, value)
        except Exception as err:  # noqa: BLE001 - the browser's QuotaExceededError
            window.console.warn("could not save", str(err))
            raise StorageFull(str(err)) from err

    def __delitem__(self, key: str) -> None:
        localStorage.removeItem(key)

    def __iter__(self) -> Iterator[str]:
        return iter([localStorage.key(i) for i in range(localStorage.length)])

    def __len__(self) -> int:
        return int(localStorage.length)


def _js(value: object) -> object:
    return to_js(value, dict_converter=Object.fromEntries)


def _failed(handlers: Handlers) -> Callable[[object], None]:
    """Report a JS error to the app: p2p.js's English message and its stable code (the app
    shows the code's translation)."""

    def report(err: object) -> None:
        text, code = getattr(err, "message", None), getattr(err, "code", None)
        message = str(text) if text is not None and text is not jsnull else str(err)
        handlers.on_error(message, str(code) if code is not None and code is not jsnull else "")

    return report


class JsLink:
    """p2p.js's Link seen from Python."""

    def __init__(self, link: object) -> None:
        self._link = link

    def send(self, text: str) -> None:
        self._link.send(text)  # type: ignore[attr-defined]

    def close(self) -> None:
        self._link.close()  # type: ignore[attr-defined]


def _wire(link: object, handlers: Handlers) -> None:
    """Route a p2p.js Link's messages and state changes to the app (proxies live as long as
    the link does)."""
    link.onmessage = create_proxy(lambda text: handlers.on_message(str(text)))  # type: ignore[attr-defined]
    link.onstate = create_proxy(lambda state: handlers.on_state(str(state)))  # type: ignore[attr-defined]


class JsInvitation:
    def __init__(self, handlers: Handlers) -> None:
        self.handlers = handlers
        self.offer: object | None = None

    def offered(self, offer: object) -> None:
        self.offer = offer
        _wire(offer.link, self.handlers)  # type: ignore[attr-defined]
        code = str(offer.code)  # type: ignore[attr-defined]
        base = str(location.href).split("#")[0].split("?")[0]
        self.handlers.on_code(code, str(window.sobremesaP2P.joinLink(code, base)))

    def accept(self, answer: str) -> None:
        if self.offer is None:
            return
        self.offer.acceptAnswer(answer).then(  # type: ignore[attr-defined]
            create_once_callable(lambda link: self.handlers.on_open(JsLink(link))),
            create_once_callable(_failed(self.handlers)),
        )


class JsNetwork:
    """WebRTC through web/js/p2p.js, QR codes through web/js/qr.js."""

    options = {"camera": True}

    def __init__(self) -> None:
        self.connects = hasattr(window, "RTCPeerConnection")

    @staticmethod
    def _load_qr() -> None:
        """Start loading the QR library: a connection's code is drawn as a QR code."""
        if hasattr(window, "sobremesaQR"):
            window.sobremesaQR.load()

    def invite(self, handlers: Handlers) -> JsInvitation:
        self._load_qr()
        invitation = JsInvitation(handlers)
        window.sobremesaP2P.hostOffer(_js(self.options)).then(
            create_once_callable(_after_qr(invitation.offered)),
            create_once_callable(_failed(handlers)),
        )
        return invitation

    def answer(self, offer: str, handlers: Handlers) -> None:
        self._load_qr()

        def answered(reply: object) -> None:
            _wire(reply.link, handlers)  # type: ignore[attr-defined]
            handlers.on_code(str(reply.code), "")  # type: ignore[attr-defined]
            reply.opened.then(  # type: ignore[attr-defined]
                create_once_callable(lambda link: handlers.on_open(JsLink(link))),
                create_once_callable(_failed(handlers)),
            )

        try:
            promise = window.sobremesaP2P.guestAnswer(offer, _js(self.options))
        except Exception as err:  # noqa: BLE001 - a bad code is refused synchronously
            _failed(handlers)(getattr(err, "js_error", err))
            return
        promise.then(
            create_once_callable(_after_qr(answered)),
            create_once_callable(_failed(handlers)),
        )

    def qr_svg(self, text: str, label: str) -> str:
        try:
            return str(window.sobremesaQR.svg(text, _js({"label": label})))
        except Exception:  # noqa: BLE001 - no QR: the link and the code still work
            return ""


def _after_qr(then: Callable[[object], None]) -> Callable[[object], None]:
    """`then`, called once the QR library is loaded too: the code a connection brings is drawn
    as a QR at once. qr.js loads the library on demand; `JsNetwork` asks for it as a connection
    starts, so it arrives while WebRTC gathers its addresses."""
    qr = getattr(window, "sobremesaQR", None)
    if qr is None:
        return then

    def when_loaded(value: object) -> None:
        qr.load().then(create_once_callable(lambda _loaded: then(value)))

    return when_loaded


# Commands whose screen draws a QR code as it handles them: the QR library is loaded first.
QR_COMMANDS = ("share-replay",)


def _join_code() -> str | None:
    hash_ = str(location.hash)
    return hash_[len("#join=") :] if hash_.startswith("#join=") else None


def _replay_code() -> str | None:
    hash_ = str(location.hash)
    return hash_[len("#replay=") :] if hash_.startswith("#replay=") else None


class JsTimer:
    def __init__(self, delay: float, fn: Callable[[], None]) -> None:
        self._id = window.setTimeout(create_once_callable(fn), int(delay * 1000))

    def cancel(self) -> None:
        window.clearTimeout(self._id)


def _number(params: object, name: str) -> float | None:
    raw = _text(params.get(name))  # type: ignore[attr-defined]
    try:
        return float(raw) if raw is not None else None
    except ValueError:
        return None


def _form_values(root: object) -> dict[str, str]:
    values: dict[str, str] = {}
    for field in root.querySelectorAll("[name]"):  # type: ignore[attr-defined]
        values[str(field.name)] = str(field.value)
    return values


class Browser:
    def __init__(self) -> None:
        params = window.URLSearchParams.new(location.search)
        # Only a development build deals from ?seed=N (see scripts/build.py): on a shipped one
        # a link must not choose the deal a host's phone makes.
        seed = _number(params, "seed") if getattr(window, "sobremesaDev", False) is True else None
        tempo = _number(params, "tempo")
        self.storage = LocalStorage()
        self.tab = secrets.token_hex(8)
        self.tabs = (
            window.BroadcastChannel.new("sobremesa.tabs")
            if hasattr(window, "BroadcastChannel")
            else None
        )
        if self.tabs is not None:
            self.tabs.onmessage = create_proxy(self._heard_tab)
        lang = pick_language(self.storage.get(LANG_KEY), navigator.language)
        self.app = App(
            self.storage,
            JsTimer,
            lang=lang,
            seed=int(seed) if seed is not None else None,
            tempo=tempo if tempo is not None and tempo > 0 else 1.0,
            net=JsNetwork() if hasattr(window, "sobremesaP2P") else None,
            join=_join_code(),
            replay=_replay_code(),
            page=str(location.href).split("#")[0],
            frame=lambda flush: window.sobremesaFrame(create_once_callable(flush)),
            persist=self._persist,
            claim=self._claim,
            build=str(getattr(window, "sobremesaBuild", "") or ""),
        )
        self.root = document.getElementById("app")
        if hasattr(navigator, "share"):  # Share buttons show only where the phone can share
            document.documentElement.dataset.canShare = "true"
        self.app.on_change = self.paint
        self._wake_lock: object | None = None  # the WakeLockSentinel held during a game
        self._wake_asked = False  # a request is on its way
        self._wake_wanted = False
        self._wake_refused = False  # asked and refused: not again until the game or page returns
        document.addEventListener("visibilitychange", create_proxy(self.on_visibility))
        self.root.addEventListener("click", create_proxy(self.on_click))
        self.root.addEventListener("change", create_proxy(self.on_change))
        window.addEventListener("hashchange", create_proxy(self.on_hash))
        self._scanner: object | None = None
        self._painted = ""
        self._hooked: str | None = None  # the game whose own browser wiring is in place
        self._scripts: set[str] = set()  # the games' own scripts this page has run
        # For a screen's own script (a canvas the player drags on): a command as if a button
        # with data-cmd/data-arg was clicked, and the viewer's continuous input to send.
        window.sobremesaCommand = create_proxy(self.command)
        window.sobremesaInput = create_proxy(self.send_input)

    def _claim(self) -> None:
        """This tab plays the saved game now; the app's other tabs stop playing it."""
        if self.tabs is not None:
            self.tabs.postMessage(json.dumps({"plays": self.tab}))

    def _heard_tab(self, event: object) -> None:
        try:
            message = json.loads(str(event.data))  # type: ignore[attr-defined]
        except ValueError:
            return
        if isinstance(message, dict) and message.get("plays") not in (None, self.tab):
            self.app.elsewhere()

    @staticmethod
    def _persist() -> None:
        storage = getattr(navigator, "storage", None)
        if storage is not None and hasattr(storage, "persist"):
            storage.persist()

    def on_hash(self, _event: object) -> None:
        """A new invitation link opened in this same page (only the #fragment changed)."""
        code = _join_code()
        if code:
            self.app.open_invitation(code)
            self.paint()
        replay = _replay_code()
        if replay:
            self.app.open_replay(replay)
            self.paint()

    def on_click(self, event: object) -> None:
        target = event.target.closest("[data-cmd]")  # type: ignore[attr-defined]
        if _absent(target) or target.disabled:  # a tap beside every button: nothing to do
            return
        copy, share = (
            _text(target.getAttribute("data-copy")),
            _text(target.getAttribute("data-share")),
        )
        if copy is not None:
            self.copy(copy)
            return
        if share is not None:
            self.share(share)
            return
        cmd = str(target.getAttribute("data-cmd"))
        if cmd == "scan":
            self.scan()
            return
        arg, form = _text(target.getAttribute("data-arg")), _form_values(self.root)
        if cmd in QR_COMMANDS and hasattr(window, "sobremesaQR"):
            window.sobremesaQR.load().then(
                create_once_callable(lambda _loaded: self.app.handle(cmd, arg, form))
            )
            return
        self.app.handle(cmd, arg, form)

    def command(self, cmd: object, arg: object = None) -> None:
        """`window.sobremesaCommand(cmd, argJson)`: what a `data-cmd` button would do."""
        self.app.handle(str(cmd), _text(arg), {})

    def send_input(self, text: object) -> None:
        """`window.sobremesaInput(json)`: the viewer's continuous input, to the other devices."""
        try:
            data = json.loads(str(text))
        except ValueError:
            return
        self.app.send_input(data)

    def _wire_game(self) -> None:
        """A game's own browser half (its screen's `browser`): its script loaded, then wired to
        the app, once per game this tab shows; any game before it is unhooked from the
        incoming input."""
        app, session = self.app, self.app.session
        if app.screen == "replay" and app.viewer is not None:  # a replay draws its game too
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
                half.wire(self.app, window)
            except Exception:  # noqa: BLE001 - the game still plays without its extras
                logging.getLogger("sobremesa.browser").exception("%s: wiring failed", game_id)

        self._load_script(f"games/{half.script}", wire)

    def _load_script(self, src: str, then: Callable[[], None]) -> None:
        """Run a game's own script once (the first time its table shows), then `then`: a game
        that is never played never costs the others its download or its start."""
        if src in self._scripts:
            then()
            return
        element = document.createElement("script")
        element.src = src

        def loaded(*_: object) -> None:
            self._scripts.add(src)
            then()

        def failed(*_: object) -> None:
            element.remove()  # the next time the table shows, it is tried again
            window.console.error("could not load", src)

        element.onload = create_once_callable(loaded)
        element.onerror = create_once_callable(failed)
        document.head.appendChild(element)

    def copy(self, text: str) -> None:
        """Put a code on the clipboard; the screen then says "Copied" (or that the browser
        refused: no clipboard outside HTTPS, or permission denied)."""

        def told(cmd: str) -> Callable[[object], None]:
            return lambda *_: self.app.handle(cmd, None, _form_values(self.root))

        clipboard = getattr(navigator, "clipboard", None)
        if clipboard is None:
            told("copy-refused")()
            return
        try:
            clipboard.writeText(text).then(
                create_once_callable(told("copied")), create_once_callable(told("copy-refused"))
            )
        except Exception:  # noqa: BLE001 - a browser that throws instead of rejecting
            told("copy-refused")()

    def share(self, text: str) -> None:
        """The phone's own share sheet (a link as a link, an answer code as text); a person
        who closes it has chosen not to share, which is not an error."""
        if not hasattr(navigator, "share"):
            self.copy(text)
            return
        payload = {"url": text} if text.startswith(("http://", "https://")) else {"text": text}
        try:
            navigator.share(_js(payload)).catch(create_once_callable(lambda *_: None))
        except Exception:  # noqa: BLE001 - refused outright (no user gesture, say): copy instead
            self.copy(text)

    def on_change(self, event: object) -> None:
        """A choice that changes the screen (a seat's kind, a team) redraws it at once."""
        target = event.target  # type: ignore[attr-defined]
        name = str(target.name)
        if name.startswith("kind-") or target.hasAttribute("data-refresh"):
            self.app.handle("refresh", None, _form_values(self.root))
        elif name == "replay-jump":  # the replay's slider: go to the move it points at
            self.app.handle("replay-jump", None, _form_values(self.root))

    def scan(self) -> None:
        """Point the camera at the guest's answer QR; what it reads goes to the app."""
        box = self.root.querySelector(".scanner")
        if _absent(box):
            return
        box.hidden = False
        self.stop_scan()

        def found(text: object) -> None:
            self._scanner = None
            code = str(text)
            self.app.handle(
                "scanned", json.dumps(code[code.find("#join=") + 6 :] if "#join=" in code else code)
            )

        def failed(message: object, code: object = None, *_: object) -> None:
            self._scanner = None
            self.app.handle(
                "scan-failed", json.dumps({"code": _text(code) or "", "message": str(message)})
            )

        self._scanner = window.sobremesaQR.scan(
            _js(
                {
                    "video": box.querySelector("video"),
                    "onCode": create_once_callable(found),
                    "onError": create_once_callable(failed),
                }
            )
        )

    def stop_scan(self) -> None:
        if self._scanner is not None:
            self._scanner()  # type: ignore[operator]
            self._scanner = None

    def paint(self) -> None:
        html = document.documentElement
        if html.lang != self.app.t.lang:  # a write, even of the same value, restyles the page
            html.lang = self.app.t.lang
        self._wire_game()
        body = self.app.render()
        if body != self._painted:  # an unchanged screen is not touched at all
            window.sobremesaMorph(self.root, body)
            self._painted = body
        html.dataset.screen = self.app.screen
        html.dataset.ready = "true"
        self._keep_awake(self.app.screen == "game")

    def _keep_awake(self, wanted: bool) -> None:
        """Hold a screen wake lock while a game is on screen (where the browser has the API):
        asked for once when the game shows, released on leaving it. The browser drops the lock
        itself when the page is hidden (the phone locked); `on_visibility` asks again. A refusal
        is not asked again on every repaint, only when a game starts or the page is shown."""
        if wanted and not self._wake_wanted:
            self._wake_refused = False
        self._wake_wanted = wanted
        if wanted:
            self._ask_wake_lock()
        elif self._wake_lock is not None:
            sentinel, self._wake_lock = self._wake_lock, None
            sentinel.release()  # type: ignore[attr-defined]

    def _ask_wake_lock(self) -> None:
        if self._wake_asked or self._wake_refused or not hasattr(navigator, "wakeLock"):
            return
        if self._wake_lock is not None and not self._wake_lock.released:  # type: ignore[attr-defined]
            return
        if str(document.visibilityState) != "visible":
            return  # a hidden page is refused; it asks when it is shown again
        self._wake_asked = True

        def granted(sentinel: object) -> None:
            self._wake_asked = False
            if self._wake_wanted:
                self._wake_lock = sentinel
            else:  # the game was left while the request was on its way
                sentinel.release()  # type: ignore[attr-defined]

        def refused(_err: object) -> None:
            self._wake_asked = False  # not allowed (no user gesture, battery saver): play on
            self._wake_refused = True

        try:
            navigator.wakeLock.request("screen").then(
                create_once_callable(granted), create_once_callable(refused)
            )
        except Exception:  # noqa: BLE001 - refused synchronously: play on
            self._wake_asked = False
            self._wake_refused = True

    def on_visibility(self, _event: object) -> None:
        """The phone was unlocked or the app shown again: take the wake lock back mid-game."""
        if self._wake_wanted and str(document.visibilityState) == "visible":
            self._wake_refused = False
            self._ask_wake_lock()


class ConsoleHandler(logging.Handler):
    """Python's log records in the browser console (e.g. why the host dropped a guest's
    message): INFO as console.info, WARNING as console.warn, ERROR and worse as console.error."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = self.format(record)
            if record.levelno >= logging.ERROR:
                window.console.error(text)
            elif record.levelno >= logging.WARNING:
                window.console.warn(text)
            else:
                window.console.info(text)
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
