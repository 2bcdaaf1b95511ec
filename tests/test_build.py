"""The build's reading of imports, which decides what of the standard library ships."""

import pytest

from scripts.build import numbers_module
from scripts.module_graph import imports_of

SOURCE = """
import json
from os import path
try:
    import zlib
except ImportError:
    zlib = None


def helper():
    import difflib


class Thing:
    import heapq


if __name__ == "__main__":
    import doctest
"""


def test_the_imports_a_module_runs_when_imported_are_followed():
    eager = imports_of(SOURCE, "m", False, lazy=False)
    assert {"json", "os", "os.path", "zlib", "heapq"} <= eager
    assert "difflib" not in eager  # only when the function runs
    assert "doctest" not in eager  # only when run as a script


def test_the_app_own_lazy_imports_are_followed_too():
    assert {"difflib", "doctest"} <= imports_of(SOURCE, "m", False, lazy=True)


def test_a_source_newer_than_this_python_is_read_line_by_line_the_same_way():
    newer = SOURCE + "\ntry:\n    pass\nexcept ValueError, TypeError:\n    pass\n"
    eager = imports_of(newer, "m", False, lazy=False)
    assert {"json", "os", "os.path", "zlib", "heapq"} <= eager
    assert "difflib" not in eager and "doctest" not in eager
    assert "difflib" in imports_of(newer, "m", False, lazy=True)


def test_the_stemmer_wheel_keeps_the_languages_the_games_stem(tmp_path):
    import re
    import subprocess
    import sys
    from pathlib import Path

    from scripts.build import ROOT, STEMMERS, fetch_dependency_wheels

    asked = set()
    for source in (ROOT / "engine").rglob("*.py"):
        asked |= set(re.findall(r"stemmer\(\s*[\"'](\w+)[\"']", source.read_text()))
    assert asked and asked <= set(STEMMERS)

    (wheel,) = [w for w in fetch_dependency_wheels(tmp_path) if "snowball" in w.name]
    check = (
        "import sys; sys.path.insert(0, sys.argv[1]); import snowballstemmer as s;"
        "assert s.__file__.startswith(sys.argv[1]);"
        "print(s.algorithms(), s.stemmer('spanish').stemWord('corriendo'),"
        " s.stemmer('english').stemWord('running'))"
    )
    shown = subprocess.run(
        [sys.executable, "-c", check, str(wheel)], capture_output=True, text=True, check=True
    ).stdout.split()
    assert shown == ["['english',", "'spanish']", "corr", "run"]
    names = __import__("zipfile").ZipFile(wheel).namelist()
    assert not [n for n in names if n.endswith("_stemmer.py") and "french" in n]
    assert Path(wheel).stat().st_size < 40_000


def test_only_a_build_asked_for_as_development_honours_the_seed(monkeypatch, tmp_path):
    """`./dev build` (what is deployed) runs `scripts/build.py` with no flag: a shipped build,
    whose build.json has no "dev" key, so boot.js leaves `window.sobremesaDev` false and the
    app ignores `?seed` (e2e/test_foundation.py opens one)."""
    from scripts import build

    asked = []
    monkeypatch.setattr(build, "build", lambda out, label="", *, dev=False: asked.append(dev) or {})
    build.main(["--out", str(tmp_path)])
    build.main(["--out", str(tmp_path), "--dev"])
    assert asked == [False, True]
    dev_script = (build.ROOT / "dev").read_text()
    assert "build --dev" in dev_script.split("serve)")[1].split(";;")[0]
    assert "--dev" not in dev_script.split("  build)")[1].split(";;")[0]


def test_the_first_paint_is_the_home_screen_python_draws_for_each_setting():
    """index.html's templates are App.render()'s home for each language and sound setting
    (so Python's first paint morphs the same markup), with nothing of a device's saves."""
    import re

    from sobremesa_web.app import SOUND_KEY, App
    from sobremesa_web.i18n import LANGUAGES

    from scripts.build import ROOT, first_paint_templates

    found = {
        (lang, sound): html
        for lang, sound, html in re.findall(
            r'<template data-first-paint data-lang="(\w+)" data-sound="(\w+)">(.*?)</template>',
            first_paint_templates(),
            re.S,
        )
    }
    assert set(found) == {(lang, sound) for lang in LANGUAGES for sound in ("off", "on")}
    for (lang, sound), html in found.items():
        storage = {SOUND_KEY: "on"} if sound == "on" else {}
        assert html == App(storage, lambda delay, fn: None, lang=lang).render()
        toggle = re.search(r'<button[^>]*\bid="sound"[^>]*>', html).group(0)
        assert f'aria-pressed="{str(sound == "on").lower()}"' in toggle
        assert 'data-cmd="resume"' not in html and "finished-games" not in html
    assert "Choose a game" in found["en", "off"] and "Elige un juego" in found["es", "off"]
    assert "__FIRST_PAINT__" in (ROOT / "web" / "index.html").read_text()


def test_compressing_on_every_core_fills_the_cache_with_what_one_core_would(tmp_path, monkeypatch):
    """A fresh clone's build compresses its big files in worker processes (scripts.build's
    `fill_cache`): the siblings it then writes are byte for byte the ones compressed one after
    the other, each content is compressed once, and a second build compresses nothing."""
    import brotli

    from scripts import build

    monkeypatch.setattr(build.os, "cpu_count", lambda: 2, raising=False)
    monkeypatch.delenv(build.BROTLI_ENV, raising=False)  # a shipped build's quality
    site = tmp_path / "site"
    site.mkdir()
    texts = {
        "a.js": "".join(f"const v{i} = {i * 7 % 13};\n" for i in range(3000)),
        "b.json": "[" + ",".join(str(i * i) for i in range(4000)) + "]",
        "same.js": "",
        "small.css": "a{}",  # under COMPRESS_MIN: no sibling
        "c.png": "x" * 5000,  # not a compressed kind
    }
    texts["same.js"] = texts["a.js"]  # one content twice: compressed once
    for name, text in texts.items():
        (site / name).write_text(text)
    parallel, serial = tmp_path / "parallel", tmp_path / "serial"
    files = {path: path.read_bytes() for path in sorted(site.iterdir())}

    assert build.fill_cache(files, (".br", ".gz"), parallel, least=10**9) == 0  # too little
    assert build.fill_cache(files, (".br", ".gz"), parallel, least=0) == 4
    for name in ("a.js", "b.json"):
        data = (site / name).read_bytes()
        for kind in (".br", ".gz"):
            made = (parallel / f"{build.digest(data)}{kind}").read_bytes()
            assert made == build._compress(data, kind, serial)
        assert brotli.decompress((parallel / f"{build.digest(data)}.br").read_bytes()) == data
    assert len(list(parallel.iterdir())) == 4
    assert build.fill_cache(files, (".br", ".gz"), parallel, least=0) == 0


def test_the_journeys_quicker_brotli_is_cached_apart_from_a_shipped_builds(tmp_path, monkeypatch):
    """The browser journeys' build compresses at a lower brotli quality (BROTLI_ENV, set by
    e2e/conftest.py and `build.py --test-brotli`); a shipped build in the same clone must never
    serve those bytes from the cache, so each quality has its own entry."""
    import brotli

    from scripts import build

    data = "".join(f"const v{i} = {i * 7 % 13};\n" for i in range(3000)).encode()
    monkeypatch.setenv(build.BROTLI_ENV, str(build.TEST_BROTLI))
    quick = build._compress(data, ".br", tmp_path)
    assert brotli.decompress(quick) == data
    assert [p.name for p in tmp_path.iterdir()] == [f"{build.digest(data)}.q{build.TEST_BROTLI}.br"]
    monkeypatch.delenv(build.BROTLI_ENV)
    best = build._compress(data, ".br", tmp_path)
    assert best == brotli.compress(data, quality=11) != quick
    assert (tmp_path / f"{build.digest(data)}.br").read_bytes() == best


def test_the_worker_keeps_the_page_and_what_it_asks_for_by_plain_address(tmp_path):
    """The files a reopened browser may answer without starting the worker are the page and
    exactly the stylesheet and scripts the page asks for, each with this build's hash."""
    import json
    import re

    from scripts.build import write_service_worker

    (tmp_path / "js").mkdir()
    (tmp_path / "index.html").write_text(
        '<link rel="stylesheet" href="app.css"><script src="js/paint.js" defer></script>'
        '<script type="module" src="boot.js" async></script><a href="other.html">x</a>'
    )
    for name in ("app.css", "js/paint.js", "boot.js", "other.html", "runtime.wasm"):
        (tmp_path / name).write_text(name)
    write_service_worker(tmp_path)
    worker = (tmp_path / "service-worker.js").read_text()
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\n\]);", worker, re.S).group(1))
    page = {entry["url"] for entry in precache if entry.get("page")}
    assert page == {"./", "app.css", "js/paint.js", "boot.js"}
    assert {"other.html", "runtime.wasm"} <= {entry["url"] for entry in precache}  # kept, unmarked


def test_a_games_shared_numbers_are_integers_under_constant_names():
    """What the build writes into games/<id>_numbers.js: an `export const` per number, and only
    whole numbers under a constant's name (a float's last digit may print differently)."""
    module = numbers_module("toy", {"HOLD_MAX": 3600, "X_MIN": -20000})
    assert module.splitlines()[-2:] == [
        "export const HOLD_MAX = 3600;",
        "export const X_MIN = -20000;",
    ]
    for wrong in ({"HOLD_MAX": 1.5}, {"HOLD_MAX": True}, {"hold max": 1}):
        with pytest.raises(SystemExit):
            numbers_module("toy", wrong)


def test_a_vendored_module_s_inline_wasm_ships_as_a_file_beside_it(tmp_path):
    """The module asks for the file by its own address, and the file is the very wasm that was
    inlined: the browser compiles it as it streams in, with no base64 decoded on the page."""
    import base64

    from scripts.build import split_inline_wasm

    wasm = b"\0asm\x01\0\0\0" + bytes(range(256)) * 3
    inline = base64.b64encode(wasm).decode()
    module = f'function init(){{return load({{module_or_path:Qb.toByteArray("{inline}").buffer}})}}'
    (tmp_path / "vendor").mkdir()
    split = split_inline_wasm(tmp_path, "physics.mjs", module.encode()).decode()
    assert split == (
        'function init(){return load({module_or_path:new URL("physics.wasm",import.meta.url)})}'
    )
    assert (tmp_path / "vendor" / "physics.wasm").read_bytes() == wasm


def test_a_module_without_inline_wasm_or_a_script_is_copied_as_it_is(tmp_path):
    import base64

    from scripts.build import split_inline_wasm

    text = base64.b64encode(b"not wasm at all, only a long string").decode()
    module = f'const picture = Qb.toByteArray("{text}");'.encode()
    classic = b'var x = Qb.toByteArray("AGFzbQEAAAA=");'
    assert split_inline_wasm(tmp_path, "art.mjs", module) == module
    assert split_inline_wasm(tmp_path, "lib.js", classic) == classic
    assert not list(tmp_path.iterdir())
