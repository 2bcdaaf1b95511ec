"""Assemble the deployable static site in dist/: app files, the engine wheel, the UI package,
the Pyodide runtime and the QR libraries copied from node_modules, and a service worker that
precaches all of it.

The standard library is trimmed to the modules the app, every game and Pyodide's own start can
import (computed from their sources), and every large file gets `.br` and `.gz` siblings for a
server that negotiates `Accept-Encoding` (scripts/serve.py does; see the README for others).

A development build (`--dev`: `./dev serve`, the tests and the benchmarks) honours `?seed=N` in
the address, which deals every game from a fixed seed; a shipped build (`./dev build`, what is
deployed) never does: its games are dealt from the system's randomness only, so a link cannot
make a host deal a game someone else already knows.

Usage: python scripts/build.py [--out DIR] [--dev]
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import html
import json
import multiprocessing
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script too

from scripts.module_graph import (  # noqa: E402
    app_imports,
    closure,
    module_sources,
    snapshot_modules,
)

ROOT = Path(__file__).resolve().parent.parent
RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
APP_FILES = ("index.html", "app.css", "boot.js", "py-worker.js", "snapshot-worker.js")
# Browser builds of pinned npm packages, copied to dist/vendor/ (npm package, file, whether to
# prepend a license notice): qrcode-generator's build keeps its own MIT header; jsQR's build has
# none, so it gets a one-line notice and its LICENSE file alongside.
VENDOR_FILES = {
    "qrcode.js": ("qrcode-generator", "dist/qrcode.js", False),
    "jsQR.js": ("jsqr", "dist/jsQR.js", True),
    "jsQR.LICENSE.txt": ("jsqr", "LICENSE", False),
    "idiomorph.js": ("idiomorph", "dist/idiomorph.min.js", True),
    "idiomorph.LICENSE.txt": ("idiomorph", "LICENSE", False),
}
# A game's own browser files (its CSS and JS) sit beside its screen module and are served as
# games/<file>; the pinned npm files it needs it declares itself (its screen's `browser.vendor`,
# in the same form as VENDOR_FILES), copied to vendor/ like the shared ones.
SCREENS = ROOT / "web" / "ui" / "sobremesa_web" / "screens"
GAME_FILE_ENDINGS = (".css", ".js")
ZIP_TIME = (2020, 1, 1, 0, 0, 0)
# Compressed siblings (name.br, name.gz) are written for files at least this large with these
# endings; brotli at its best quality is slow (a minute for the wasm), so results are kept in
# CACHE_DIR by content hash and a rebuild of unchanged files costs nothing.
COMPRESS_MIN = 1024
COMPRESS_ENDINGS = (".js", ".mjs", ".wasm", ".json", ".zip", ".whl", ".html", ".css", ".txt")
COMPRESSED = (".br", ".gz")
CACHE_DIR = ROOT / ".build-cache"
# Brotli's quality: its best (11) for every build but the browser journeys'. Those check that
# big files arrive compressed and decode, not how small they are, and on a fresh clone quality
# 11 was 105 s of the journeys' build's 122 s of processor time; quality 6 takes about 2 s for
# 15% more bytes (on localhost). Their build sets BROTLI_ENV (e2e/conftest.py, `--test-brotli`
# in `./dev test`); spawned compressing workers inherit it. A quality other than 11 is cached
# under its own name, so a shipped build never picks up a test build's bytes.
BROTLI_ENV = "SOBREMESA_BROTLI_QUALITY"
BROTLI_BEST = 11
TEST_BROTLI = 6
# Standard-library modules kept whatever the app's sources say: what Pyodide itself runs on start
# and between calls (its private package, its public modules but the console and HTTP, the
# codecs looked up by name, the platform data sysconfig reads). From these and from every import
# in the app (function bodies too), the build follows the imports a standard-library module runs
# when it is imported; an import inside a standard-library function, or under its
# `if __name__ == "__main__":`, is not followed (most of them serve features the app never
# calls), so a game that needs one names it in its own sources.
STDLIB_ROOTS = ("_pyodide", "encodings", "site", "sysconfig")
STDLIB_MODULES = (
    "pyodide",
    "pyodide._core",
    "pyodide._package_loader",
    "pyodide._run_js",
    "pyodide._state",
    "pyodide.code",
    "pyodide.common",
    "pyodide.ffi",
    "pyodide.ffi.wrappers",
    "pyodide.webloop",
    "difflib",  # imported by traceback while it formats a SyntaxError: keep errors readable
)
STDLIB_PREFIXES = ("_sysconfigdata",)


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def build_wheel(pkg: Path) -> Path:
    """The engine as a pure-Python wheel, built by the project's own build backend."""
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "wheel",
                "--no-deps",
                "--no-build-isolation",
                "--quiet",
                "-w",
                tmp,
                str(ROOT),
            ],
            check=True,
        )
        (wheel,) = Path(tmp).glob("*.whl")
        if not wheel.name.endswith("-py3-none-any.whl"):
            raise SystemExit(f"the engine wheel must be pure Python, got {wheel.name}")
        return Path(shutil.copy2(wheel, pkg / wheel.name))


def engine_dependencies() -> list[str]:
    """The engine's runtime requirements, as pyproject.toml pins them."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return list(project.get("dependencies", []))


def fetch_dependency_wheels(pkg: Path) -> list[Path]:
    """The engine's pure-Python dependencies as wheels (from pip's cache or the registry), so
    the browser unpacks them beside the engine: nothing is fetched at run time."""
    wanted = engine_dependencies()
    if not wanted:
        return []
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:"]
            + ["--quiet", "--disable-pip-version-check", "-d", tmp, *wanted],
            check=True,
        )
        wheels = sorted(Path(tmp).glob("*.whl"))
        for wheel in wheels:
            if not wheel.name.endswith("-py3-none-any.whl"):
                raise SystemExit(f"{wheel.name} is not a pure-Python wheel")
        copies = [Path(shutil.copy2(wheel, pkg / wheel.name)) for wheel in wheels]
    for wheel in copies:
        if wheel.name.startswith("snowballstemmer-"):
            trim_stemmer_wheel(wheel)
    return copies


# The snowballstemmer wheel holds 37 languages and its package imports every one; the games stem
# Spanish and English only (test_build checks the engine asks for no other). The build keeps
# those two and writes the package's front module anew: 90 KB less to download, and 35 modules
# less to compile on every start of the app.
STEMMERS = ("english", "spanish")
STEMMER_FRONT = '''"""snowballstemmer with only the languages Sobremesa's games use (its build)."""

{imports}

_languages = {{{languages}}}


def algorithms():
    return list(_languages)


def stemmer(lang):
    lang = lang.lower()
    if lang not in _languages:
        raise KeyError("Stemming algorithm %r not in this build" % lang)
    return _languages[lang]()
'''


def trim_stemmer_wheel(wheel: Path) -> None:
    """Rewrite snowballstemmer's wheel in place with only the STEMMERS languages."""
    keep = {
        "__init__.py",
        "among.py",
        "basestemmer.py",
        *(f"{lang}_stemmer.py" for lang in STEMMERS),
    }
    with zipfile.ZipFile(wheel) as original:
        members = {i.filename: original.read(i) for i in original.infolist() if not i.is_dir()}
    classes = {lang: lang.title().replace("_", "") + "Stemmer" for lang in STEMMERS}
    front = STEMMER_FRONT.format(
        imports="\n".join(f"from .{lang}_stemmer import {cls}" for lang, cls in classes.items()),
        languages=", ".join(f"{lang!r}: {cls}" for lang, cls in classes.items()),
    )
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in sorted(members.items()):
            folder, _, base = name.rpartition("/")
            if folder == "snowballstemmer" and base not in keep:
                continue
            if name.endswith(".dist-info/RECORD"):
                continue  # no longer true of the files; nothing in the browser reads it
            if name == "snowballstemmer/__init__.py":
                data = front.encode()
            archive.writestr(zipfile.ZipInfo(name, ZIP_TIME), data, zipfile.ZIP_DEFLATED)


def build_ui_zip(pkg: Path) -> Path:
    """The Python UI package, zipped byte-for-byte reproducibly (sorted, fixed timestamps)."""
    source = ROOT / "web" / "ui"
    target = pkg / "ui.zip"
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(source.rglob("*.py")):
            info = zipfile.ZipInfo(path.relative_to(source).as_posix(), ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    return target


# The page and the manifest name the games before Python starts (the page's description and
# splash list, the manifest's description): the build fills these in from the catalogue.
GAME_LIST_FILES = ("index.html", "manifest.json")
COUNT_WORDS = {
    "es": "cero un dos tres cuatro cinco seis siete ocho nueve diez",
    "en": "no one two three four five six seven eight nine ten",
}


def game_lists(escape: Callable[[str], str]) -> dict[str, str]:
    """The placeholders of GAME_LIST_FILES and their text (each title passed through `escape`
    for the file's language), from engine/games' catalogue."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from engine.games import catalog

    titles = [escape(game.title) for game in catalog()]
    n = len(titles)
    count = {}
    for lang, words in COUNT_WORDS.items():
        said = words.split()
        count[lang] = said[n].capitalize() if n < len(said) else str(n)
    return {
        "__GAMES__": ", ".join(titles),
        "__GAME_LIST__": "".join(f"<li>{title}</li>" for title in titles),
        "__GAME_COUNT_ES__": count["es"],
        "__GAME_COUNT_EN__": count["en"],
    }


def fill_game_lists(name: str, text: str) -> str:
    """`text` of the file `name` with the games filled in."""
    escape = (lambda s: json.dumps(s)[1:-1]) if name.endswith(".json") else html.escape
    for placeholder, value in game_lists(escape).items():
        text = text.replace(placeholder, value)
    if "__GAME" in text:
        raise SystemExit(f"{name} has a game list placeholder the build does not know")
    return text


# The first paint, before Python: the home screen as the app's own Python draws it (the same
# functions, run here by the build's Python), for each setting the page can read before Python
# starts (the language and the sound, from localStorage and the browser's language; the colour
# scheme is the CSS's). What depends on the device's saved games (the game to resume, the
# finished ones) is Python's to add once it is ready.
FIRST_PAINT = "__FIRST_PAINT__"
SOUND_SETTINGS = ("off", "on")


def first_paint_templates() -> str:
    """index.html's `<template data-first-paint>`s: the home screen's HTML (the #app contents
    that the first paint of `App.render()` gives) for each language and sound setting."""
    _import_app()
    from sobremesa_web.app import SOUND_KEY, App
    from sobremesa_web.i18n import LANGUAGES

    def no_timer(delay: float, fn: Callable[[], None]):
        raise AssertionError("the home screen plans no timer")

    templates = []
    for lang in LANGUAGES:
        for sound in SOUND_SETTINGS:
            storage = {SOUND_KEY: "on"} if sound == "on" else {}
            home = App(storage, no_timer, lang=lang).render()
            templates.append(
                f'<template data-first-paint data-lang="{lang}" data-sound="{sound}">'
                f"{home}</template>"
            )
    return "\n  ".join(templates)


def _import_app() -> None:
    """The engine and the UI importable by the build's own Python."""
    for folder in (ROOT, ROOT / "web" / "ui"):
        if str(folder) not in sys.path:
            sys.path.insert(0, str(folder))


def copy_runtime(out: Path) -> None:
    pyodide = ROOT / "node_modules" / "pyodide"
    if not pyodide.is_dir():
        raise SystemExit("node_modules/pyodide is missing: run `npm ci` first")
    (out / "runtime").mkdir()
    for name in RUNTIME_FILES:
        shutil.copy2(pyodide / name, out / "runtime" / name)


def copy_game_files(out: Path) -> None:
    """Each game's own CSS and JS (beside its screen module), served as games/<file>."""
    (out / "games").mkdir()
    for path in sorted(SCREENS.iterdir()):
        if path.suffix in GAME_FILE_ENDINGS:
            shutil.copy2(path, out / "games" / path.name)


# The numbers a game's rules share with its browser half (`Game.physics_numbers`: a physics
# game's wire bounds, its longest hold) are written once, in the rules: the build writes them
# into games/<id>_numbers.js, an ES module the browser half imports, so it holds no copy.
NUMBERS_MODULE = "{id}_numbers.js"
NUMBER_NAME = re.compile(r"[A-Z][A-Z0-9_]*")


def numbers_module(game_id: str, numbers: dict[str, int]) -> str:
    """The ES module of a game's shared numbers: one `export const NAME = value;` each."""
    lines = [
        f"// Written by scripts/build.py from the rules of {game_id} (its GAME's physics_numbers,",
        "// engine/games/): the numbers they share with this browser half. Change them there.",
    ]
    for name, value in numbers.items():
        if not NUMBER_NAME.fullmatch(name) or type(value) is not int:
            raise SystemExit(f"{game_id}: physics number {name}={value!r} is not NAME = integer")
        lines.append(f"export const {name} = {value};")
    return "\n".join(lines) + "\n"


def write_game_numbers(out: Path) -> list[Path]:
    """games/<id>_numbers.js of every game whose rules share numbers with its browser half."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from engine.games import catalog

    written = []
    for game in catalog():
        if not game.physics_numbers:
            continue
        name = NUMBERS_MODULE.format(id=game.id)
        if (SCREENS / name).exists():
            raise SystemExit(f"{name} is written by the build: remove it from {SCREENS}")
        target = out / "games" / name
        target.write_text(numbers_module(game.id, dict(game.physics_numbers)))
        written.append(target)
    return written


def game_vendor_files() -> dict[str, tuple[str, str, bool]]:
    """The npm files every game's screen declares (`browser.vendor`), by their name in vendor/."""
    _import_app()
    from sobremesa_web.registry import for_game

    from engine.games import MODULES

    found: dict[str, tuple[str, str, bool]] = {}
    for game_id in MODULES:
        half = for_game(game_id).browser
        for name, source in (half.vendor if half is not None else {}).items():
            if name in VENDOR_FILES or found.get(name, source) != source:
                raise SystemExit(f"vendor/{name} is declared twice ({game_id})")
            found[name] = source
    return found


# wasm-bindgen's "compat" builds carry their wasm inline, as base64 decoded at init
# (`Xx.toByteArray("AGFzbQ...").buffer`): on the page's thread, a task of 60-100 ms at 4x CPU. The
# build writes it out beside the module (`name.wasm`, its address in place of the string), which
# the module then fetches, and the browser compiles it as it streams in, off the page's thread.
INLINE_WASM = re.compile(
    rb'\b[A-Za-z_$][\w$]*\.toByteArray\("(AGFzbQ[A-Za-z0-9+/]*={0,2})"\)(?:\.buffer)?'
)


def split_inline_wasm(out: Path, name: str, data: bytes) -> bytes:
    """`data` (vendor/`name`, an ES module) with its inline wasm written out beside it."""
    found = list(INLINE_WASM.finditer(data))
    if not name.endswith(".mjs") or not found:
        return data
    if len(found) > 1:
        raise SystemExit(f"vendor/{name} inlines {len(found)} wasm modules: one is expected")
    wasm = base64.b64decode(found[0].group(1), validate=True)
    if wasm[:4] != b"\0asm":
        raise SystemExit(f"vendor/{name}: its inline wasm does not decode to wasm")
    file = Path(name).with_suffix(".wasm").name
    (out / "vendor" / file).write_bytes(wasm)
    at = found[0]
    return data[: at.start()] + f'new URL("{file}",import.meta.url)'.encode() + data[at.end() :]


def copy_vendor(out: Path) -> None:
    (out / "vendor").mkdir()
    for name, (package, file, notice) in {**VENDOR_FILES, **game_vendor_files()}.items():
        path = ROOT / "node_modules" / package / file
        if not path.is_file():
            raise SystemExit(f"node_modules/{package}/{file} is missing: run `npm ci` first")
        # The source map is not shipped: drop the comment that would make devtools ask for it.
        data = re.sub(rb"\n//# sourceMappingURL=\S+\s*$", b"\n", path.read_bytes())
        if notice:
            meta = json.loads((ROOT / "node_modules" / package / "package.json").read_text())
            repo = meta["repository"]
            repo = repo["url"] if isinstance(repo, dict) else repo
            about = f"{meta['name']} {meta['version']} | {meta['license']} | {repo}"
            data = f"/*! {about} | see {Path(name).stem}.LICENSE.txt */\n".encode() + data
        (out / "vendor" / name).write_bytes(split_inline_wasm(out, name, data))


PAGE_FILE = re.compile(r'<(?:link|script)\b[^>]*?\b(?:href|src)="([\w./-]+)"')


def write_service_worker(out: Path) -> dict[str, int]:
    """Fill the service worker's precache list (url + content hash) and cache version."""
    entries = []
    sizes = {"runtime": 0, "app": 0}
    for rel, (hash_, size) in file_table(out).items():
        entries.append({"url": rel, "hash": hash_})
        sizes["runtime" if rel.startswith("runtime/") else "app"] += size
    index = (out / "index.html").read_bytes()
    # The files the page itself asks for by their plain address (its stylesheet, its scripts):
    # the worker lets the browser answer them from its cache without starting (see its PAGE).
    asked = set(PAGE_FILE.findall(index.decode()))
    for entry in entries:
        if entry["url"] in asked:
            entry["page"] = True
    entries.insert(0, {"url": "./", "hash": digest(index)[:16], "page": True})
    sizes["app"] += len(index)
    version = digest(json.dumps(entries, sort_keys=True).encode())[:12]
    template = (ROOT / "service-worker.js").read_text()
    worker = template.replace("__VERSION__", version).replace(
        "__PRECACHE__", json.dumps(entries, indent=1)
    )
    (out / "service-worker.js").write_text(worker)
    return {**sizes, "files": len(entries), "version": version}  # type: ignore[dict-item]


# -- a standard library trimmed to what can be imported ---------------------------------------


def trim_stdlib(out: Path) -> dict[str, int]:
    """Rewrite runtime/python_stdlib.zip with only the modules reachable from the app's sources
    and Pyodide's own start (uncompressed members: the served .br/.gz compresses far better)."""
    target = out / "runtime" / "python_stdlib.zip"
    with zipfile.ZipFile(target) as full:
        files = {i.filename: full.read(i) for i in full.infolist() if not i.is_dir()}
    modules = module_sources(files)
    app = set(app_imports())
    roots = app | {
        name
        for name in modules
        if name.split(".")[0] in STDLIB_ROOTS
        or name in STDLIB_MODULES
        or name.startswith(STDLIB_PREFIXES)
    }
    keep = closure(roots, modules, files.__getitem__)
    kept_paths = {modules[name][0] for name in keep}
    # Data files inside kept packages (py.typed, .txt) travel with their package.
    kept_dirs = {p.rpartition("/")[0] for p in kept_paths if p.endswith("__init__.py")}
    kept_paths |= {p for p in files if not p.endswith(".py") and p.rpartition("/")[0] in kept_dirs}
    # The modules every start imports (Pyodide's own and the app's) ship as bytecode only, made
    # by Pyodide's Python: its start compiled them from source on every first visit, a fifth of
    # that start. Only those: bytecode is bigger to download than source.
    started = (pyodide_started() | closure(app, modules, files.__getitem__)) & keep
    paths = sorted(modules[name][0] for name in started)
    bytecode = dict(
        zip(paths, pyodide_bytecode([(files[p], f"{STDLIB_AT}/{p}") for p in paths]), strict=True)
    )
    before = target.stat().st_size
    with zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) as archive:
        for path in sorted(kept_paths):
            if path in bytecode:
                archive.writestr(zipfile.ZipInfo(path + "c", ZIP_TIME), bytecode[path])
            else:
                archive.writestr(zipfile.ZipInfo(path, ZIP_TIME), files[path])
    return {
        "stdlib_modules": len(keep),
        "stdlib_bytecode": len(bytecode),
        "stdlib_before": before,
        "stdlib": target.stat().st_size,
    }


# -- bytecode, compiled by the browser's own Python ------------------------------------------

UI_DIR = "/home/pyodide/ui"  # where the boot unpacks ui.zip (web/boot.js)
STDLIB_AT = "/lib/python314.zip"  # where Pyodide puts its standard library
PYC_TAG = "cpython-314"  # Pyodide's sys.implementation.cache_tag; scripts/pyc.mjs checks it
WHEEL_DIR = "/home/pyodide"  # where pyodide.unpackArchive(wheel) puts it: the working folder


def _pyodide_version() -> str:
    return json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text())["version"]


def _run_pyodide(folder: Path) -> None:
    """scripts/pyc.mjs on `folder`; what Pyodide's start imported is kept in CACHE_DIR."""
    tag = subprocess.run(
        ["node", str(ROOT / "scripts" / "pyc.mjs"), str(folder)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    if tag != PYC_TAG:
        raise SystemExit(f"Pyodide's Python is {tag}, the build expects {PYC_TAG}")
    CACHE_DIR.mkdir(exist_ok=True)
    (folder / "started.json").replace(CACHE_DIR / f"pyodide-{_pyodide_version()}-started.json")


def pyodide_started() -> set[str]:
    """The standard-library modules Pyodide's own start imports (asked of Pyodide once)."""
    found = CACHE_DIR / f"pyodide-{_pyodide_version()}-started.json"
    if not found.is_file():
        with tempfile.TemporaryDirectory() as tmp:
            (Path(tmp) / "jobs.json").write_text("[]")
            _run_pyodide(Path(tmp))
    return set(json.loads(found.read_text()))


def pyodide_bytecode(jobs: list[tuple[bytes, str]]) -> list[bytes]:
    """Bytecode for each (source, filename shown in tracebacks), from Pyodide's CPython run by
    Node (scripts/pyc.mjs): the host's Python is another version, whose bytecode the phone
    cannot read. Kept in CACHE_DIR by content, so a rebuild of unchanged sources starts no Node."""
    salt = f"{_pyodide_version()} no_debug_ranges\0".encode()
    keys = [
        CACHE_DIR / f"{digest(salt + shown.encode() + b'|' + source)}.pyc" for source, shown in jobs
    ]
    missing = [i for i, key in enumerate(keys) if not key.is_file()]
    if missing:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            for i in missing:
                (folder / f"{i}.py").write_bytes(jobs[i][0])
            (folder / "jobs.json").write_text(json.dumps([[str(i), jobs[i][1]] for i in missing]))
            _run_pyodide(folder)
            for i in missing:
                (folder / f"{i}.pyc").replace(keys[i])
    return [key.read_bytes() for key in keys]


def add_bytecode(archive: Path, unpacked_at: str) -> None:
    """Put each module's bytecode beside it (__pycache__/name.cpython-314.pyc) in a wheel or
    zip that the browser unpacks at `unpacked_at`; the sources stay, for readable tracebacks."""
    with zipfile.ZipFile(archive) as original:
        members = [(info, original.read(info)) for info in original.infolist()]
    sources = [(info.filename, data) for info, data in members if info.filename.endswith(".py")]
    bytecode = pyodide_bytecode([(data, f"{unpacked_at}/{name}") for name, data in sources])
    # Stored, not deflated: the served .br of the whole archive is a third smaller than
    # deflated members, and the browser keeps the archive decoded anyway.
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_STORED) as rewritten:
        for info, data in members:
            info.compress_type = zipfile.ZIP_STORED
            rewritten.writestr(info, data)
        for (name, _), pyc in zip(sources, bytecode, strict=True):
            folder, _, base = name.rpartition("/")
            cached = f"{folder}/__pycache__/{base[:-3]}.{PYC_TAG}.pyc".lstrip("/")
            rewritten.writestr(zipfile.ZipInfo(cached, ZIP_TIME), pyc)


# -- compressed siblings ------------------------------------------------------------------------


def _brotli_quality() -> int:
    return int(os.environ.get(BROTLI_ENV, BROTLI_BEST))


def _cache_key(cache: Path, data: bytes, kind: str) -> Path:
    """Where the compressed `data` is kept: by content hash, and by quality if not brotli's best."""
    quality = _brotli_quality()
    tag = f".q{quality}" if kind == ".br" and quality != BROTLI_BEST else ""
    return cache / f"{digest(data)}{tag}{kind}"


def _compress(data: bytes, kind: str, cache: Path | None = None) -> bytes:
    cache = cache or CACHE_DIR
    key = _cache_key(cache, data, kind)
    if key.is_file():
        return key.read_bytes()
    if kind == ".br":
        import brotli  # a dev dependency (pyproject's dev extras)

        packed = brotli.compress(data, quality=_brotli_quality())
    else:
        packed = gzip.compress(data, compresslevel=9, mtime=0)
    cache.mkdir(exist_ok=True)
    partial = key.with_suffix(key.suffix + ".part")
    partial.write_bytes(packed)
    partial.replace(key)
    return packed


def _compressible(path: Path, data: bytes) -> bool:
    """Worth compressed siblings: a kind of file that compresses, large enough to gain."""
    return path.name.endswith(COMPRESS_ENDINGS) and len(data) >= COMPRESS_MIN


def _compress_file(path: str, kind: str, cache: str) -> None:
    """`_compress` of a file into `cache`, in a worker process of `fill_cache`."""
    _compress(Path(path).read_bytes(), kind, Path(cache))


def fill_cache(
    files: dict[Path, bytes],
    kinds: tuple[str, ...],
    cache: Path | None = None,
    least: int = 1 << 20,
) -> int:
    """Compress what the cache lacks of `files` (path: its bytes) on every core, the largest
    first, if that is
    at least `least` bytes (less is quicker done than worker processes started); returns how
    many were compressed. On a fresh clone brotli at its best takes a minute for the wasm
    alone and half as long again for the rest, one after the other on one core, while the e2e
    workers wait for the build; shared out, the rest is done beside the wasm."""
    cache = cache or CACHE_DIR
    jobs: dict[Path, tuple[int, Path, str]] = {}
    for path, data in files.items():
        if not _compressible(path, data):
            continue
        for kind in kinds:
            key = _cache_key(cache, data, kind)
            if not key.is_file():
                jobs.setdefault(key, (len(data), path, kind))  # one job per content and kind
    workers = min(len(jobs), os.cpu_count() or 1)
    if workers < 2 or sum(size for size, _, _ in jobs.values()) < least:
        return 0  # nothing worth sharing out: write_compressed compresses it itself
    # spawn, not fork: the tests build from a process that runs threads (a server, Playwright).
    # A spawned worker imports the caller's main module again: a script that builds keeps its
    # work under `if __name__ == "__main__"` (every script in scripts/ does).
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(workers, mp_context=context) as pool:
        done = [
            pool.submit(_compress_file, str(path), kind, str(cache))
            for _, path, kind in sorted(jobs.values(), key=lambda job: -job[0])
        ]
        for future in done:
            future.result()
    return len(done)


def write_compressed(out: Path, only: tuple[Path, ...] = ()) -> dict[str, int]:
    """name.br and name.gz beside each large compressible file (only where they are smaller),
    of every file in `out` or of `only` those; `compressed` is their bytes as served."""
    try:
        import brotli  # noqa: F401
    except ImportError:
        print("build: the brotli package is missing; writing .gz only", file=sys.stderr)
        kinds: tuple[str, ...] = (".gz",)
    else:
        kinds = COMPRESSED
    wire = 0
    paths = list(only) or sorted(p for p in out.rglob("*") if p.is_file())
    files = {}
    for path in paths:
        if not path.name.endswith(COMPRESSED):
            files[path] = path.read_bytes()
        elif not path.with_name(path.name.rsplit(".", 1)[0]).is_file():
            path.unlink()  # the sibling of a file that is gone
    fill_cache(files, kinds)
    for path, data in files.items():
        smallest = len(data)
        for kind in kinds if path.name.endswith(COMPRESS_ENDINGS) else ():
            sibling = path.with_name(path.name + kind)
            packed = _compress(data, kind) if _compressible(path, data) else data
            if len(packed) < len(data) * 0.95:
                # Replaced whole, never half-written: a server may be serving this folder.
                partial = sibling.with_name(sibling.name + ".part")
                partial.write_bytes(packed)
                partial.replace(sibling)
                smallest = min(smallest, len(packed))
            else:
                sibling.unlink(missing_ok=True)
        if path.name != "index.html":  # the worker stores index.html twice: as itself and "./"
            wire += smallest
    return {"compressed": wire}


def file_table(out: Path) -> dict[str, list]:
    """{url: [content hash, size]} of every file the site serves (not the compressed copies)."""
    table = {}
    for path in sorted(p for p in out.rglob("*") if p.is_file()):
        if path.name.endswith(COMPRESSED):
            continue
        data = path.read_bytes()
        table[path.relative_to(out).as_posix()] = [digest(data)[:16], len(data)]
    return table


def build(out: Path, label: str = "", *, dev: bool = False) -> dict[str, object]:
    out.mkdir(parents=True, exist_ok=True)
    for old in out.iterdir():  # empty it in place: a running server may be serving this folder
        shutil.rmtree(old) if old.is_dir() else old.unlink()
    for name in APP_FILES:
        shutil.copy2(ROOT / "web" / name, out / name)
    for folder in ("icons", "js"):
        if (ROOT / "web" / folder).is_dir():
            shutil.copytree(ROOT / "web" / folder, out / folder)
    shutil.copy2(ROOT / "manifest.json", out / "manifest.json")
    for name in GAME_LIST_FILES:
        (out / name).write_text(fill_game_lists(name, (out / name).read_text()))
    page = out / "index.html"
    page.write_text(page.read_text().replace(FIRST_PAINT, first_paint_templates()))
    copy_game_files(out)
    write_game_numbers(out)
    copy_runtime(out)
    stdlib = trim_stdlib(out)
    copy_vendor(out)
    pkg = out / "pkg"
    pkg.mkdir()
    wheel = build_wheel(pkg)
    dependencies = fetch_dependency_wheels(pkg)
    ui = build_ui_zip(pkg)
    for archive in (wheel, *dependencies):
        add_bytecode(archive, WHEEL_DIR)
    add_bytecode(ui, UI_DIR)
    build_info = {
        "wheel": wheel.relative_to(out).as_posix(),
        "wheels": [w.relative_to(out).as_posix() for w in dependencies],
        "ui": ui.relative_to(out).as_posix(),
        "engine": digest(wheel.read_bytes())[:12],
    }
    if label:
        build_info["label"] = label
    if dev:
        build_info["dev"] = True  # boot.js: window.sobremesaDev, the only switch for ?seed
    return {**seal(out, build_info), **stdlib}


def seal(out: Path, build_info: dict[str, str]) -> dict[str, object]:
    """The build's last step, run again after any change to the files in `out` (the tests make
    an update this way): build.json with the file table, the snapshot key and the modules to
    import before a snapshot; the service worker; the compressed siblings."""
    # The files' compressed siblings are in place before build.json and the worker that point
    # at them (a running app that sees the new build.json fetches the new files at once).
    pointers = (out / "build.json", out / "service-worker.js")
    for pointer in pointers:
        pointer.unlink(missing_ok=True)
    wire = write_compressed(out)["compressed"]
    files = file_table(out)
    # The build: what a memory snapshot belongs to (the runtime, engine, UI and boot), and what
    # two phones must share to play together (the app's own files too); a `label` makes two
    # builds of the same code differ, for tests.
    inputs = sorted(
        (url, hash_)
        for url, (hash_, _) in files.items()
        if url.startswith(("runtime/", "pkg/", "js/"))
        or (url.startswith("games/") and url.endswith(".js"))
        or url in APP_FILES
    )
    build_info = {
        **build_info,
        "build": digest(json.dumps([build_info.get("label", ""), inputs]).encode())[:16],
        "preimport": snapshot_modules(),
        "files": files,
    }
    (out / "build.json").write_text(json.dumps(build_info, separators=(",", ":")))
    worker = write_service_worker(out)
    wire += write_compressed(out, pointers)["compressed"]
    summary = {k: v for k, v in build_info.items() if k not in ("files", "preimport")}
    return {**summary, **worker, "compressed": wire}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    parser.add_argument(
        "--dev", action="store_true", help="a development build: honours ?seed=N (never deploy)"
    )
    parser.add_argument(
        "--test-brotli",
        action="store_true",
        help=f"brotli at quality {TEST_BROTLI}, as the browser journeys' build (never deploy)",
    )
    args = parser.parse_args(argv)
    if args.test_brotli:
        os.environ[BROTLI_ENV] = str(TEST_BROTLI)
    elif not args.dev:
        os.environ.pop(BROTLI_ENV, None)  # a shipped build compresses at its best, whatever is set
    info = build(args.out.resolve(), dev=args.dev)
    print(f"built {args.out}: {json.dumps(info)}")


if __name__ == "__main__":
    main()
