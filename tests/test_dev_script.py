"""`./dev test` on a fresh machine must install the browsers the e2e tests drive (Chromium's
headless shell; the full Chromium the benchmarks drive).

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


OTHER_ENGINES = {
    "firefox-esr": "firefox-esr",
    "WebKitWebDriver": "webkit2gtk-driver",
    "Xvfb": "xvfb",
}
NAT_LAB = {"ip": "iproute2", "nft": "nftables", "turnserver": "coturn"}


def installed(calls: list[str]) -> list[str]:
    """The packages apt-get was asked to install."""
    return [
        p
        for c in calls
        if "install" in c.split()
        for p in c.split()
        if not p.startswith("-") and p != "install"
    ]


CHROMIUMS = ["chromium", "chromium-headless-shell"]


def fake_bin(
    tmp: Path,
    *,
    with_chromium: bool,
    with_others: bool = True,
    with_shell: bool | None = None,
    with_lab: bool = True,
) -> Path:
    """A PATH holding only what the check may call: `id` says root, `apt-get` records."""
    bin_ = tmp / "bin"
    bin_.mkdir()
    for tool in ("dirname",):
        os.symlink(shutil.which(tool), bin_ / tool)
    (bin_ / "id").write_text("#!/bin/sh\necho 0\n")
    (bin_ / "apt-get").write_text(f'#!/bin/sh\necho "$@" >> {tmp}/apt.log\n')
    if with_chromium:
        (bin_ / "chromium").write_text("#!/bin/sh\n")
    if with_chromium if with_shell is None else with_shell:
        (bin_ / "chromium-headless-shell").write_text("#!/bin/sh\n")
    if with_others:
        for tool in OTHER_ENGINES:
            (bin_ / tool).write_text("#!/bin/sh\n")
    if with_lab:
        for tool in NAT_LAB:
            (bin_ / tool).write_text("#!/bin/sh\n")
    for tool in bin_.iterdir():
        tool.chmod(0o755)
    return bin_


def ensure_browser(
    tmp: Path,
    *,
    with_chromium: bool,
    with_others: bool = True,
    with_shell: bool | None = None,
    with_lab: bool = True,
    prelude: str = "",
) -> list[str]:
    bin_ = fake_bin(
        tmp,
        with_chromium=with_chromium,
        with_others=with_others,
        with_shell=with_shell,
        with_lab=with_lab,
    )
    env = {"PATH": str(bin_), "HOME": str(tmp)}
    script = f"cd {ROOT} && . ./dev && {prelude} ensure_browser"
    subprocess.run([BASH, "-c", script], env=env, check=True, timeout=30)
    log = tmp / "apt.log"
    return log.read_text().splitlines() if log.exists() else []


def test_a_machine_without_chromium_gets_it_installed(tmp_path: Path):
    calls = ensure_browser(tmp_path, with_chromium=False)
    assert installed(calls) == CHROMIUMS, calls


def test_a_machine_with_chromium_but_not_its_headless_shell_gets_the_shell(tmp_path: Path):
    calls = ensure_browser(tmp_path, with_chromium=True, with_shell=False)
    assert installed(calls) == ["chromium-headless-shell"], calls


def test_a_shell_function_named_chromium_does_not_fool_the_check(tmp_path: Path):
    calls = ensure_browser(tmp_path, with_chromium=False, prelude="chromium() { :; };")
    assert installed(calls) == CHROMIUMS, calls


def test_an_installed_chromium_is_not_installed_again(tmp_path: Path):
    assert ensure_browser(tmp_path, with_chromium=True) == []


def test_a_machine_without_the_other_engines_gets_firefox_and_webkit_installed(tmp_path: Path):
    calls = ensure_browser(tmp_path, with_chromium=True, with_others=False)
    assert sorted(installed(calls)) == sorted(OTHER_ENGINES.values()), calls


def test_a_bare_machine_gets_every_engine_in_one_install(tmp_path: Path):
    calls = ensure_browser(tmp_path, with_chromium=False, with_others=False)
    assert sorted(installed(calls)) == sorted([*CHROMIUMS, *OTHER_ENGINES.values()]), calls
    assert sum("install" in c.split() for c in calls) == 1


def test_a_machine_without_the_nat_labs_tools_gets_them_installed(tmp_path: Path):
    calls = ensure_browser(tmp_path, with_chromium=True, with_lab=False)
    assert sorted(installed(calls)) == sorted(NAT_LAB.values()), calls
