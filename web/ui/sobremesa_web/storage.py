"""What the app needs to know about the device's storage: it can refuse to store."""

from __future__ import annotations


class StorageFull(Exception):
    """The device refused to store something (full, or private browsing)."""
