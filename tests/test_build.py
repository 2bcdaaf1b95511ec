"""The build's reading of imports, which decides what of the standard library ships."""

from scripts.build import imports_of

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
