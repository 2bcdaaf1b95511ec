"""Assemble the deployable static site in dist/: app files, the engine wheel, the UI package,
the Pyodide runtime and the QR libraries copied from node_modules, and a service worker that
precaches all of it.

Usage: python scripts/build.py [--out DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNTIME_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
APP_FILES = ("index.html", "app.css", "boot.js")
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
ZIP_TIME = (2020, 1, 1, 0, 0, 0)


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
        return [Path(shutil.copy2(wheel, pkg / wheel.name)) for wheel in wheels]


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


def copy_runtime(out: Path) -> None:
    pyodide = ROOT / "node_modules" / "pyodide"
    if not pyodide.is_dir():
        raise SystemExit("node_modules/pyodide is missing: run `npm ci` first")
    (out / "runtime").mkdir()
    for name in RUNTIME_FILES:
        shutil.copy2(pyodide / name, out / "runtime" / name)


def copy_game_styles(out: Path) -> None:
    """Each game's own CSS (beside its screen module), served as games/<id>.css."""
    (out / "games").mkdir()
    for css in sorted((ROOT / "web" / "ui" / "sobremesa_web" / "screens").glob("*.css")):
        shutil.copy2(css, out / "games" / css.name)


def copy_vendor(out: Path) -> None:
    (out / "vendor").mkdir()
    for name, (package, file, notice) in VENDOR_FILES.items():
        path = ROOT / "node_modules" / package / file
        if not path.is_file():
            raise SystemExit(f"node_modules/{package}/{file} is missing: run `npm ci` first")
        data = path.read_bytes()
        if notice:
            meta = json.loads((ROOT / "node_modules" / package / "package.json").read_text())
            repo = meta["repository"]
            repo = repo["url"] if isinstance(repo, dict) else repo
            about = f"{meta['name']} {meta['version']} | {meta['license']} | {repo}"
            data = f"/*! {about} | see {Path(name).stem}.LICENSE.txt */\n".encode() + data
        (out / "vendor" / name).write_bytes(data)


def write_service_worker(out: Path) -> dict[str, int]:
    """Fill the service worker's precache list (url + content hash) and cache version."""
    entries = []
    sizes = {"runtime": 0, "app": 0}
    for path in sorted(p for p in out.rglob("*") if p.is_file()):
        rel = path.relative_to(out).as_posix()
        data = path.read_bytes()
        entries.append({"url": rel, "hash": digest(data)[:16]})
        sizes["runtime" if rel.startswith("runtime/") else "app"] += len(data)
    index = (out / "index.html").read_bytes()
    entries.insert(0, {"url": "./", "hash": digest(index)[:16]})
    sizes["app"] += len(index)
    version = digest(json.dumps(entries, sort_keys=True).encode())[:12]
    template = (ROOT / "service-worker.js").read_text()
    worker = template.replace("__VERSION__", version).replace(
        "__PRECACHE__", json.dumps(entries, indent=1)
    )
    (out / "service-worker.js").write_text(worker)
    return {**sizes, "files": len(entries), "version": version}  # type: ignore[dict-item]


def build_hash(out: Path, label: str = "") -> str:
    """What two phones must share to play together: the engine, the UI and the app's own files
    (plus `label`, which tests use to make two otherwise identical builds differ)."""
    parts = [label.encode()]
    for path in sorted(out.rglob("*")):
        rel = path.relative_to(out).as_posix()
        if path.is_file() and (rel in APP_FILES or rel.startswith(("pkg/", "js/"))):
            parts.append(f"{rel}:{digest(path.read_bytes())}".encode())
    return digest(b"\n".join(parts))[:12]


def build(out: Path, label: str = "") -> dict[str, object]:
    out.mkdir(parents=True, exist_ok=True)
    for old in out.iterdir():  # empty it in place: a running server may be serving this folder
        shutil.rmtree(old) if old.is_dir() else old.unlink()
    for name in APP_FILES:
        shutil.copy2(ROOT / "web" / name, out / name)
    for folder in ("icons", "js"):
        if (ROOT / "web" / folder).is_dir():
            shutil.copytree(ROOT / "web" / folder, out / folder)
    shutil.copy2(ROOT / "manifest.json", out / "manifest.json")
    copy_game_styles(out)
    copy_runtime(out)
    copy_vendor(out)
    pkg = out / "pkg"
    pkg.mkdir()
    wheel = build_wheel(pkg)
    dependencies = fetch_dependency_wheels(pkg)
    ui = build_ui_zip(pkg)
    build_info = {
        "wheel": wheel.relative_to(out).as_posix(),
        "wheels": [w.relative_to(out).as_posix() for w in dependencies],
        "ui": ui.relative_to(out).as_posix(),
        "engine": digest(wheel.read_bytes())[:12],
        "build": build_hash(out, label),
    }
    (out / "build.json").write_text(json.dumps(build_info))
    return {**build_info, **write_service_worker(out)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    info = build(args.out.resolve())
    print(f"built {args.out}: {json.dumps(info)}")


if __name__ == "__main__":
    main()
