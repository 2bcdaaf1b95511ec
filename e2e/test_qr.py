"""QR codes (web/js/qr.js) in the built app: a connection code drawn as an SVG reads back as the
same text, and the camera path reads a QR code from a real (fake) camera.

The camera is Chromium's fake capture device fed with a YUV4MPEG2 video of a QR code that this
module writes from the app's own module grid. Those are browser-wide launch flags, so that
Chromium lives on a worker thread of its own (the shared harness keeps pytest-playwright's sync
Playwright on the main thread, and Playwright allows one sync instance per thread), as in
test_p2p_transport.py.
"""

from __future__ import annotations

import base64
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from e2e.conftest import BASE_FLAGS, open_app, separate_chromium

# a realistic connection code: ~75 bytes in base64url, the size web/js/p2p.js produces
CODE = base64.urlsafe_b64encode(random.Random(8).randbytes(75)).decode().rstrip("=")
LINK = "https://sobremesa.example/app/#join=" + CODE
WIDTH, HEIGHT = 640, 480
NO_CAMERA = "No camera was found on this device. Paste the code or open the link instead."

# Render the SVG onto a canvas through an <img> (Blob URL), as a camera or screenshot would see
# it, at `px` pixels per module, and decode the pixels with jsQR.
ROUND_TRIP = """async ([text, px]) => {
  const svg = sobremesaQR.svg(text, {label: 'Invitation'});
  const modules = sobremesaQR.matrix(text).size + 8;
  const url = URL.createObjectURL(new Blob([svg], {type: 'image/svg+xml'}));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = modules * px;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return sobremesaQR.decodeImageData(pixels);
  } finally {
    URL.revokeObjectURL(url);
  }
}"""

# scan() into a fresh <video>; resolves with what it reported first.
SCAN = """() => new Promise((resolve) => {
  const video = document.createElement('video');
  document.body.append(video);
  window.stopScan = sobremesaQR.scan({
    video,
    onCode: (text) => resolve({code: text, live: video.srcObject !== null}),
    onError: (message, code) => resolve({error: code, message}),
  });
})"""

# Remember every stream getUserMedia hands out, to check the camera is released.
TRACK_STREAMS = """() => {
  window.streams = [];
  const media = navigator.mediaDevices;
  const real = media.getUserMedia.bind(media);
  media.getUserMedia = async (c) => { const s = await real(c); streams.push(s); return s; };
}"""
LIVE_TRACKS = "streams.flatMap(s => s.getTracks()).filter(t => t.readyState === 'live').length"


def shell_without_python(page: Page, site: str) -> None:
    """The built index.html with its scripts, minus boot.js: qr.js without waiting for Pyodide."""
    page.route("**/boot.js", lambda route: route.fulfill(body="", content_type="text/javascript"))
    page.goto(site + "?nosw")
    page.wait_for_function("!!window.sobremesaQR")
    load_libraries(page)


def load_libraries(page: Page) -> None:
    """qr.js loads its libraries on demand (inviting, joining, scanning): here, at once."""
    assert page.evaluate("() => Promise.all([sobremesaQR.load(), sobremesaQR.loadReader()])") == [
        True,
        True,
    ]
    assert page.evaluate("typeof qrcode === 'function' && typeof jsQR === 'function'")


def scan_error(page: Page, setup: str) -> dict[str, str]:
    page.evaluate(setup)
    return page.evaluate(SCAN)


# -- drawing ------------------------------------------------------------------------------------


def test_a_connection_code_renders_as_a_small_svg_that_reads_back(page: Page, site: str):
    open_app(page, site)
    load_libraries(page)
    assert len(CODE) == 100
    grid = page.evaluate("c => sobremesaQR.matrix(c)", CODE)
    assert grid["size"] == 17 + 4 * grid["version"] == len(grid["rows"])
    assert grid["version"] <= 8, grid["version"]  # level M, byte mode: 100 characters fit v6
    assert page.evaluate("c => sobremesaQR.matrix(c).version", LINK) <= 8

    svg = page.evaluate("c => sobremesaQR.svg(c, {label: 'Invitation'})", CODE)
    full = grid["size"] + 8
    assert svg.startswith("<svg ") and svg.endswith("</svg>")
    assert f'viewBox="0 0 {full} {full}"' in svg
    assert 'role="img"' in svg and 'aria-label="Invitation"' in svg
    assert " width=" not in svg.split(">")[0] and " height=" not in svg.split(">")[0]

    # as the UI inserts it: innerHTML; it scales to the width it is given, square
    box = page.evaluate(
        """s => {
          const holder = document.createElement('div');
          holder.style.width = '240px';
          holder.innerHTML = s;
          document.body.append(holder);
          const r = holder.querySelector('svg').getBoundingClientRect();
          holder.remove();
          return [r.width, r.height];
        }""",
        svg,
    )
    assert box == [240, 240]
    for px in (2, 4, 10):
        assert page.evaluate(ROUND_TRIP, [CODE, px]) == CODE, px
    assert page.evaluate(ROUND_TRIP, [LINK, 3]) == LINK
    assert page.evaluate(ROUND_TRIP, ["¡Hola, Ñandú! 🎉", 4]) == "¡Hola, Ñandú! 🎉"

    label = page.evaluate("""() => sobremesaQR.svg('x', {label: 'Ana "<b>&'})""")
    assert 'aria-label="Ana &quot;&lt;b&gt;&amp;"' in label
    assert 'aria-label="Código"' in page.evaluate("() => sobremesaQR.svg('x', 'Código')")
    assert page.evaluate("() => sobremesaQR.decodeImageData(new ImageData(40, 40))") is None

    # the Python UI's way in: js.sobremesaQR in Python's worker, with a plain Python dict
    from_python = page.evaluate(
        """() => sobremesaPyodide.runPython(`
import js
await js.sobremesaQR.load()
js.sobremesaQR.svg("abc", {"label": "Desde Python"})[:300]
`)"""
    )
    assert 'aria-label="Desde Python"' in from_python


def test_scan_reports_clear_errors_when_the_camera_is_unavailable(page: Page, site: str):
    shell_without_python(page, site)
    # the shared browser grants permission (fake UI) and, on a machine without a webcam, has no
    # camera at all: Chromium's own refusal
    if page.evaluate(
        "async () => !(await navigator.mediaDevices.enumerateDevices())"
        ".some(d => d.kind === 'videoinput')"
    ):
        assert page.evaluate(SCAN) == {"error": "no_camera", "message": NO_CAMERA}
    refusals = {
        "NotAllowedError": ("denied", "Camera permission was denied."),
        "SecurityError": ("denied", "Camera permission was denied."),
        "NotFoundError": ("no_camera", NO_CAMERA),
        "OverconstrainedError": ("no_camera", NO_CAMERA),
        "NotReadableError": ("busy", "The camera is in use by another app"),
        "TypeError": ("failed", "The camera could not start."),
    }
    for name, (code, words) in refusals.items():
        got = scan_error(
            page,
            f"""() => {{ navigator.mediaDevices.getUserMedia = () =>
                 Promise.reject(new DOMException('refused', '{name}')); }}""",
        )
        assert got["error"] == code and got["message"].startswith(words), (name, got)
    # plain http on a LAN address (not a secure context): no navigator.mediaDevices at all
    missing = scan_error(
        page, "() => Object.defineProperty(navigator, 'mediaDevices', {value: undefined})"
    )
    assert missing["error"] == "no_camera_api"
    assert missing["message"].startswith("This browser cannot use the camera here.")


# -- the real camera path ------------------------------------------------------------------------


def y4m(rows: list[str], frames: int = 3) -> bytes:
    """A YUV4MPEG2 (4:2:0) video of the QR code, dark on white, centred, with its quiet zone."""
    full = len(rows) + 8
    scale = (min(WIDTH, HEIGHT) - 40) // full
    left, top = (WIDTH - full * scale) // 2 + 4 * scale, (HEIGHT - full * scale) // 2 + 4 * scale
    luma = bytearray(b"\xeb" * (WIDTH * HEIGHT))  # 235: white
    for r, row in enumerate(rows):
        for c, module in enumerate(row):
            if module == "1":
                for y in range(top + r * scale, top + (r + 1) * scale):
                    start = y * WIDTH + left + c * scale
                    luma[start : start + scale] = b"\x10" * scale  # 16: black
    chroma = b"\x80" * (WIDTH * HEIGHT // 2)  # no colour
    header = f"YUV4MPEG2 W{WIDTH} H{HEIGHT} F10:1 Ip A1:1 C420jpeg\n".encode()
    return header + (b"FRAME\n" + bytes(luma) + chroma) * frames


@pytest.fixture(scope="module")
def camera_video(browser: Browser, site: str, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The fake camera's video: the QR code of CODE, as the app's own qr.js lays it out."""
    page = browser.new_page()
    try:
        shell_without_python(page, site)
        rows = page.evaluate("c => sobremesaQR.matrix(c).rows", CODE)
    finally:
        page.close()
    path = tmp_path_factory.mktemp("camera") / "qr.y4m"
    path.write_bytes(y4m(rows))
    return path


@pytest.fixture(scope="module")
def on_camera_browser(camera_video: Path) -> Iterator[Callable[..., Any]]:
    """Run `scenario(browser, *args)` on a Chromium whose camera shows the QR video."""
    flags = [
        *BASE_FLAGS,
        "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={camera_video}",
    ]
    with separate_chromium(flags) as run:
        yield run


def camera_page(browser: Browser, site: str) -> Page:
    page = browser.new_page()
    shell_without_python(page, site)
    page.evaluate(TRACK_STREAMS)
    return page


def _reads_the_code(browser: Browser, site: str) -> None:
    page = camera_page(browser, site)
    try:
        assert page.evaluate("'BarcodeDetector' in window") is False  # Linux: the jsQR path
        assert page.evaluate(SCAN) == {"code": CODE, "live": False}
        assert page.evaluate("streams.length") == 1
        assert page.evaluate(LIVE_TRACKS) == 0  # it released the camera by itself
        page.evaluate("stopScan()")  # a late stop() is harmless
    finally:
        page.close()


def _barcode_detector_when_present(browser: Browser, site: str) -> None:
    page = camera_page(browser, site)
    try:
        # a BarcodeDetector that cannot read QR codes is passed over for jsQR
        page.evaluate(
            """() => { window.BarcodeDetector = class {
                 static async getSupportedFormats() { return ['ean_13']; }
                 async detect() { throw new Error('not used'); } }; }"""
        )
        assert page.evaluate(SCAN)["code"] == CODE
        page.evaluate(
            """() => { window.BarcodeDetector = class {
                 static async getSupportedFormats() { return ['qr_code', 'ean_13']; }
                 constructor(o) { window.detectorFormats = o.formats; }
                 async detect(video) {
                   return video.videoWidth ? [{rawValue: 'from the detector'}] : []; } }; }"""
        )
        assert page.evaluate(SCAN)["code"] == "from the detector"
        assert page.evaluate("detectorFormats") == ["qr_code"]
        assert page.evaluate(LIVE_TRACKS) == 0
    finally:
        page.close()


def _stop_releases_the_camera(browser: Browser, site: str) -> None:
    page = camera_page(browser, site)
    try:
        # nothing readable in view: the scan keeps going until stopped
        page.evaluate("() => { window.jsQR = () => null; }")
        page.evaluate(
            """() => { window.reported = [];
                 window.video = document.createElement('video');
                 window.stopScan = sobremesaQR.scan({video,
                   onCode: (t) => reported.push(t), onError: (m) => reported.push(m)}); }"""
        )
        page.wait_for_function("video.readyState >= 2 && " + LIVE_TRACKS + " === 1")
        page.evaluate("stopScan(); stopScan()")
        assert page.evaluate(LIVE_TRACKS) == 0
        assert page.evaluate("video.srcObject") is None
        # stop() before the camera even answered: the stream is released when it arrives
        page.evaluate(
            """() => { window.video = document.createElement('video');
                 sobremesaQR.scan({video, onCode: (t) => reported.push(t),
                                   onError: (m) => reported.push(m)})(); }"""
        )
        page.wait_for_function("streams.length === 2")
        page.wait_for_function(LIVE_TRACKS + " === 0")
        page.wait_for_timeout(300)
        assert page.evaluate("[reported, video.srcObject]") == [[], None]
    finally:
        page.close()


def test_scan_reads_the_code_from_a_camera(on_camera_browser, site: str):
    on_camera_browser(_reads_the_code, site)


def test_scan_uses_barcode_detector_when_it_reads_qr_codes(on_camera_browser, site: str):
    on_camera_browser(_barcode_detector_when_present, site)


def test_stop_always_releases_the_camera(on_camera_browser, site: str):
    on_camera_browser(_stop_releases_the_camera, site)
