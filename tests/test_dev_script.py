"""`./dev test` on a fresh machine must install the browser the e2e tests drive.

The check once asked `command -v chromium` while the script itself defined a function called
`chromium`: the function answered, the install was skipped, and every e2e test failed with
"Executable doesn't exist" on any machine that did not already have Chromium.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASH = shutil.which("bash") or "/bin/bash"


def fake_bin(tmp: Path, *, with_chromium: bool) -> Path:
    """A PATH holding only what the check may call: `id` says root, `apt-get` records."""
    bin_ = tmp / "bin"
    bin_.mkdir()
    for tool in ("dirname",):
        os.symlink(shutil.which(tool), bin_ / tool)
    (bin_ / "id").write_text("#!/bin/sh\necho 0\n")
    (bin_ / "apt-get").write_text(f'#!/bin/sh\necho "$@" >> {tmp}/apt.log\n')
    if with_chromium:
        (bin_ / "chromium").write_text("#!/bin/sh\n")
    for tool in bin_.iterdir():
        tool.chmod(0o755)
    return bin_


def ensure_browser(tmp: Path, *, with_chromium: bool, prelude: str = "") -> list[str]:
    env = {"PATH": str(fake_bin(tmp, with_chromium=with_chromium)), "HOME": str(tmp)}
    script = f"cd {ROOT} && . ./dev && {prelude} ensure_browser"
    subprocess.run([BASH, "-c", script], env=env, check=True, timeout=30)
    log = tmp / "apt.log"
    return log.read_text().splitlines() if log.exists() else []


def test_a_machine_without_chromium_gets_it_installed(tmp_path: Path):
    calls = ensure_browser(tmp_path, with_chromium=False)
    assert any("install" in c and c.split()[-1] == "chromium" for c in calls), calls


def test_a_shell_function_named_chromium_does_not_fool_the_check(tmp_path: Path):
    calls = ensure_browser(tmp_path, with_chromium=False, prelude="chromium() { :; };")
    assert any(c.split()[-1] == "chromium" for c in calls), calls


def test_an_installed_chromium_is_not_installed_again(tmp_path: Path):
    assert ensure_browser(tmp_path, with_chromium=True) == []
