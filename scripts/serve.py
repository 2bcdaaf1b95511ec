"""Serve the built site on localhost (a static host, as a phone would get it from any server).

A file with a precompressed sibling (the build writes name.br and name.gz) is sent compressed
when the browser accepts that encoding: the sibling's bytes with `Content-Encoding`, the
original's type and `Vary: Accept-Encoding`, as a configured static host does.

Usage: python scripts/serve.py [--port 8000] [--dir dist]
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import functools
import os
import shutil
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".webmanifest": "application/manifest+json",
}


# Preferred first: brotli is the smaller; gzip is what every browser accepts.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def accepted(header: str) -> set[str]:
    """The codings an Accept-Encoding header allows (`br;q=0` refuses br)."""
    codings = set()
    for part in header.split(","):
        name, _, params = part.strip().partition(";")
        q = params.strip()
        if q.startswith("q="):
            try:
                if float(q[2:]) == 0:
                    continue
            except ValueError:
                continue
        if name.strip():
            codings.add(name.strip().lower())
    return codings


class Handler(SimpleHTTPRequestHandler):
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def send_head(self):  # type: ignore[no-untyped-def] - the stdlib's signature
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            return super().send_head()
        codings = accepted(self.headers.get("Accept-Encoding", ""))
        for coding, suffix in ENCODINGS:
            if coding in codings and os.path.isfile(path + suffix):
                return self._send_encoded(path, path + suffix, coding)
        if any(os.path.isfile(path + suffix) for _, suffix in ENCODINGS):
            self._vary = True
        return super().send_head()

    def _send_encoded(self, original: str, encoded: str, coding: str):  # type: ignore[no-untyped-def]
        stat = os.stat(original)
        modified = email.utils.formatdate(stat.st_mtime, usegmt=True)
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            with contextlib.suppress(TypeError, ValueError, IndexError, OverflowError):
                when = email.utils.parsedate_to_datetime(since)
                if int(stat.st_mtime) <= when.timestamp():
                    self.send_response(304)
                    self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    return None
        body = open(encoded, "rb")  # noqa: SIM115 - closed by the caller, as the stdlib does
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(original))
        self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(os.fstat(body.fileno()).st_size))
        self.send_header("Last-Modified", modified)
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return body

    def copyfile(self, source, outputfile) -> None:  # type: ignore[no-untyped-def]
        counter = getattr(self.server, "bytes_sent", None)
        if counter is None:
            shutil.copyfileobj(source, outputfile)
            return
        while chunk := source.read(64 * 1024):
            outputfile.write(chunk)
            with self.server.lock:  # type: ignore[attr-defined]
                self.server.bytes_sent += len(chunk)  # type: ignore[attr-defined]

    def end_headers(self) -> None:
        # Freshness is the service worker's job; the HTTP cache must not hide a new build.
        self.send_header("Cache-Control", "no-cache")
        if getattr(self, "_vary", False):
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib's name
        pass


class Server(ThreadingHTTPServer):
    def handle_error(self, request, client_address) -> None:  # type: ignore[no-untyped-def]
        # A browser that leaves mid-download (a reload, a closed tab) is not an error.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, port: int = 0, host: str = "127.0.0.1") -> ThreadingHTTPServer:
    """A server of `directory`; its `bytes_sent` counts the body bytes it has sent (benchmarks
    read it to see what a visit costs on the wire)."""
    handler = functools.partial(Handler, directory=str(directory))
    server = Server((host, port), handler)
    server.bytes_sent = 0  # type: ignore[attr-defined]
    server.lock = threading.Lock()  # type: ignore[attr-defined]
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--dir", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    server = make_server(args.dir, args.port)
    print(f"Sobremesa is served at http://localhost:{server.server_address[1]}/ (Ctrl+C stops)")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


if __name__ == "__main__":
    main()
