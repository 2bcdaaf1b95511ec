"""The only module that touches the browser: DOM events in, HTML out, localStorage, timers."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterator, MutableMapping

from js import document, localStorage, location, navigator, window  # type: ignore[import-not-found]
from pyodide.ffi import create_once_callable, create_proxy  # type: ignore[import-not-found]

try:
    from pyodide.ffi import jsnull  # type: ignore[import-not-found]
except ImportError:  # older Pyodide turned null into None
    jsnull = None

from sobremesa_web.app import LANG_KEY, App
from sobremesa_web.i18n import pick_language


def _text(value: object) -> str | None:
    """A JS string, or None for JS null/undefined (Pyodide 314 gives null as `jsnull`)."""
    return None if value is None or value is jsnull else str(value)


class LocalStorage(MutableMapping[str, str]):
    """localStorage as a mapping; a storage that refuses to write (private mode, full) is
    reported in the console and otherwise ignored, so the game goes on unsaved."""

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

    def __delitem__(self, key: str) -> None:
        localStorage.removeItem(key)

    def __iter__(self) -> Iterator[str]:
        return iter([localStorage.key(i) for i in range(localStorage.length)])

    def __len__(self) -> int:
        return int(localStorage.length)


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
        seed = _number(params, "seed")
        tempo = _number(params, "tempo")
        self.storage = LocalStorage()
        lang = pick_language(self.storage.get(LANG_KEY), navigator.language)
        self.app = App(
            self.storage,
            JsTimer,
            lang=lang,
            seed=int(seed) if seed is not None else None,
            tempo=tempo if tempo is not None and tempo > 0 else 1.0,
            new_seed=lambda: secrets.randbits(31),
        )
        self.root = document.getElementById("app")
        self.app.on_change = self.paint
        self._wake_lock = None
        self.root.addEventListener("click", create_proxy(self.on_click))
        self.root.addEventListener("change", create_proxy(self.on_change))

    def on_click(self, event: object) -> None:
        target = event.target.closest("[data-cmd]")  # type: ignore[attr-defined]
        if target is None or target.disabled:
            return
        self.app.handle(
            str(target.getAttribute("data-cmd")),
            _text(target.getAttribute("data-arg")),
            _form_values(self.root),
        )

    def on_change(self, event: object) -> None:
        if str(event.target.name).startswith("kind-"):  # type: ignore[attr-defined]
            self.app.handle("refresh", None, _form_values(self.root))

    def paint(self) -> None:
        html = document.documentElement
        html.lang = self.app.t.lang
        self.root.innerHTML = self.app.render()
        html.dataset.screen = self.app.screen
        html.dataset.ready = "true"
        self._keep_awake(self.app.screen == "game")

    def _keep_awake(self, wanted: bool) -> None:
        """Hold a screen wake lock during a game (where the browser has the API)."""
        if wanted and self._wake_lock is None and hasattr(navigator, "wakeLock"):
            try:
                self._wake_lock = navigator.wakeLock.request("screen")
            except Exception:  # noqa: BLE001 - refused or not allowed: play on
                self._wake_lock = None
        elif not wanted and self._wake_lock is not None:
            self._wake_lock = None


def start() -> None:
    browser = Browser()
    browser.paint()
