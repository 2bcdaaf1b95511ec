/* Sobremesa's QR codes: draw a connection code as an SVG, and read one through the camera.
 *
 * Plain script, no modules: it sets `globalThis.sobremesaQR` (Pyodide reaches it through
 * `js.sobremesaQR`). It draws with the vendored `qrcode` (qrcode-generator, vendor/qrcode.js) and
 * reads with `jsQR` (vendor/jsQR.js), which it loads when first needed, not with the page: most
 * starts draw no QR code (the service worker still precaches both, for offline).
 *
 *   load()                        -> Promise<boolean>: the drawing library is loaded (false if it
 *                                    could not be; asked again on the next call). svg() and
 *                                    matrix() need it: inviting or joining loads it first.
 *   loadReader()                  -> Promise<boolean>: the same for jsQR (scan() loads it itself
 *                                    when it reads with jsQR; decodeImageData() needs it)
 *   svg(text, {label})            -> "<svg ...>" string (level M, smallest version, 4-module
 *                                    quiet zone, black on white, viewBox only: size it with CSS)
 *   scan({video, onCode, onError}) -> stop(): camera into `video`, decoded ~8 times a second
 *                                    (BarcodeDetector when it reads QR codes, else jsQR); calls
 *                                    onCode(text) once, then releases the camera by itself.
 *                                    onError(message, code) with a message a person can act on.
 *   decodeImageData(imageData)    -> text or null (jsQR)
 *   matrix(text)                  -> {version, size, rows}: the module grid ("1" = dark), no
 *                                    quiet zone; what svg() draws
 */
(function () {
  "use strict";

  const LEVEL = "M";
  const QUIET = 4; // modules of white around the code, as the standard asks
  const SCAN_INTERVAL_MS = 125; // ~8 decodes a second
  const MAX_SIDE = 720; // larger frames are scaled down before jsQR reads them

  // stable codes (for translations) and plain English messages
  const ERRORS = {
    no_camera_api:
      "This browser cannot use the camera here. Paste the code or open the link instead.",
    denied:
      "Camera permission was denied. Allow the camera for this app in your browser settings, or paste the code instead.",
    no_camera: "No camera was found on this device. Paste the code or open the link instead.",
    busy: "The camera is in use by another app or could not start. Close the other app and try again.",
    ended: "The camera stopped. Try scanning again.",
    failed: "The camera could not start. Paste the code or open the link instead.",
  };

  /**
   * An option from a JS object, or from a Python dict that Pyodide passed as a proxy.
   * @template {object} T @template {keyof T & string} K
   * @param {PyOptions<T>} options @param {K} name @returns {T[K] | undefined}
   */
  function option(options, name) {
    if (options == null) return undefined;
    if (typeof options === "object" && !(name in options) && "get" in options && typeof options.get === "function") {
      return /** @type {T[K]} */ (options.get(name)); // a Python dict's value, as the caller gave it
    }
    return /** @type {T} */ (options)[name];
  }

  // -- the libraries, loaded on demand ----------------------------------------------------------

  // In the app's worker (py-worker.js imports this file: Python draws the codes there) there
  // is no document: the libraries are fetched and run as scripts of the worker's global scope.
  const page = typeof document !== "undefined";
  const script = page ? document.currentScript : null;
  const here = !page ? new URL("js/qr.js", location.href).href
    : script instanceof HTMLScriptElement ? script.src : location.href;
  /** @type {Map<string, Promise<boolean>>} */
  const loading = new Map(); // file -> Promise<boolean>

  /** @typedef {"qrcode" | "jsQR"} Library the global a vendored library sets */

  /** @param {string} file @param {Library} global @returns {Promise<boolean>} */
  function libraryInWorker(file, global) {
    return fetch(new URL(`../vendor/${file}`, here).href)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => {
        (0, eval)(text); // a classic script's global declarations, as a <script> would make them
        return typeof globalThis[global] === "function";
      })
      .catch(() => {
        loading.delete(file); // offline and not cached yet: the next call tries again
        return false;
      });
  }

  /** @param {string} file @param {Library} global @returns {Promise<boolean>} */
  function library(file, global) {
    if (globalThis[global]) return Promise.resolve(true);
    let loaded = loading.get(file);
    if (!loaded && !page) loading.set(file, (loaded = libraryInWorker(file, global)));
    if (!loaded) {
      loading.set(file, (loaded = new Promise((resolve) => {
        const script = document.createElement("script");
        script.src = new URL(`../vendor/${file}`, here).href;
        script.onload = () => resolve(typeof globalThis[global] === "function");
        script.onerror = () => {
          loading.delete(file); // offline and not cached yet: the next call tries again
          script.remove();
          resolve(false);
        };
        document.head.append(script);
      })));
    }
    return loaded;
  }

  const load = () => library("qrcode.js", "qrcode");
  const loadReader = () => library("jsQR.js", "jsQR");

  // -- drawing -----------------------------------------------------------------------------------

  /** Text as UTF-8 bytes, one per character: qrcode-generator's byte mode takes the low 8 bits. */
  function byteString(/** @type {string} */ text) {
    let out = "";
    for (const b of new TextEncoder().encode(String(text))) out += String.fromCharCode(b);
    return out;
  }

  function make(/** @type {string} */ text) {
    /** @type {typeof qrcode | undefined} */
    const factory = globalThis.qrcode;
    if (typeof factory !== "function") throw new Error("The QR code library is missing (vendor/qrcode.js)");
    const qr = factory(0, LEVEL);
    qr.addData(byteString(text), "Byte");
    try {
      qr.make();
    } catch (err) {
      throw new Error("This text is too long for a QR code", { cause: err });
    }
    return qr;
  }

  function matrix(/** @type {string} */ text) {
    const qr = make(text);
    const size = qr.getModuleCount();
    const rows = [];
    for (let r = 0; r < size; r++) {
      let row = "";
      for (let c = 0; c < size; c++) row += qr.isDark(r, c) ? "1" : "0";
      rows.push(row);
    }
    return { version: (size - 17) / 4, size, rows };
  }

  const escapeAttr = (/** @type {string} */ text) =>
    String(text).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

  /**
   * The QR code of `text` as a self-contained SVG string: one white square, one black path.
   * @param {string} text @param {string | PyOptions<{label?: string | null}>} [options]
   */
  function svg(text, options) {
    const label = typeof options === "string" ? options : option(options, "label");
    const { size, rows } = matrix(text);
    const full = size + 2 * QUIET;
    let path = "";
    rows.forEach((row, r) => {
      // one rectangle per horizontal run of dark modules
      for (let c = 0; c < size; ) {
        if (row[c] !== "1") { c++; continue; }
        let end = c;
        while (end < size && row[end] === "1") end++;
        path += `M${c + QUIET} ${r + QUIET}h${end - c}v1h${c - end}z`;
        c = end;
      }
    });
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" ` +
      `role="img" aria-label="${escapeAttr(label == null ? "QR code" : label)}" ` +
      `shape-rendering="crispEdges" class="qr-code" data-modules="${size}">` +
      `<rect width="${full}" height="${full}" fill="#fff"/>` +
      `<path d="${path}" fill="#000"/></svg>`
    );
  }

  // -- reading -----------------------------------------------------------------------------------

  /** @param {ImageData} imageData */
  function decodeImageData(imageData) {
    const read = globalThis.jsQR;
    if (typeof read !== "function") throw new Error("The QR reader library is missing (vendor/jsQR.js)");
    const found = read(imageData.data, imageData.width, imageData.height, {
      inversionAttempts: "attemptBoth",
    });
    return found && found.data ? found.data : null;
  }

  /** @param {unknown} err @returns {keyof typeof ERRORS} */
  function cameraError(err) {
    switch (err && typeof err === "object" && "name" in err ? err.name : undefined) {
      case "NotAllowedError":
      case "PermissionDeniedError":
      case "SecurityError":
        return "denied";
      case "NotFoundError":
      case "DevicesNotFoundError":
      case "OverconstrainedError":
        return "no_camera";
      case "NotReadableError":
      case "TrackStartError":
      case "AbortError":
        return "busy";
      default:
        return "failed";
    }
  }

  /** A QR reader: BarcodeDetector where it knows QR codes, else jsQR on a scaled-down frame. */
  /** @typedef {(video: HTMLVideoElement) => Promise<string | null>} Reader */
  /** @returns {Promise<Reader>} */
  async function makeReader() {
    const Detector = globalThis.BarcodeDetector;
    if (typeof Detector === "function") {
      try {
        const formats = Detector.getSupportedFormats ? await Detector.getSupportedFormats() : ["qr_code"];
        if (formats.includes("qr_code")) {
          const detector = new Detector({ formats: ["qr_code"] });
          /** @type {Reader | null} */
          let fallback = null;
          return async (video) => {
            if (fallback) return fallback(video);
            try {
              const codes = await detector.detect(video);
              const hit = codes.find((c) => c.rawValue);
              return hit ? hit.rawValue : null;
            } catch {
              fallback = canvasReader(); // a detector that fails once is not trusted again
              return fallback(video);
            }
          };
        }
      } catch {
        // fall through to jsQR
      }
    }
    return canvasReader();
  }

  /** @returns {Reader} */
  function canvasReader() {
    const canvas = document.createElement("canvas");
    const context = canvas.getContext("2d", { willReadFrequently: true });
    return async (video) => {
      if (!context) throw new Error("This browser cannot draw on a canvas");
      const w = video.videoWidth, h = video.videoHeight;
      if (!w || !h) return null;
      if (!(await loadReader())) throw new Error("The QR reader library could not load (vendor/jsQR.js)");
      const scale = Math.min(1, MAX_SIDE / Math.max(w, h));
      canvas.width = Math.round(w * scale);
      canvas.height = Math.round(h * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      return decodeImageData(context.getImageData(0, 0, canvas.width, canvas.height));
    };
  }

  /**
   * Show the camera in `video` and read QR codes from it until one is found or stop() is called.
   * onCode(text) runs at most once, after the camera is released; onError(message, code) runs at
   * most once, and nothing runs after stop().
   */
  /** @param {Parameters<SobremesaQR["scan"]>[0]} options */
  function scan(options) {
    const video = option(options, "video");
    const onCode = option(options, "onCode") || (() => {});
    const onError = option(options, "onError") || ((/** @type {string} */ message) => console.warn("scan:", message));
    let stopped = false;
    /** @type {MediaStream | null} */
    let stream = null;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer = undefined;

    function stop() {
      stopped = true;
      clearTimeout(timer);
      if (stream) for (const track of stream.getTracks()) track.stop();
      stream = null;
      if (video && video.srcObject) {
        video.pause();
        video.srcObject = null;
      }
    }

    function fail(/** @type {keyof typeof ERRORS} */ code) {
      if (stopped) return;
      stop();
      onError(ERRORS[code], code);
    }

    async function run() {
      const media = globalThis.navigator && navigator.mediaDevices;
      if (!media || typeof media.getUserMedia !== "function") return fail("no_camera_api");
      if (!video) throw new Error("scan needs a <video> element");
      let got;
      try {
        got = await media.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      } catch (err) {
        return fail(cameraError(err));
      }
      if (stopped) {
        for (const track of got.getTracks()) track.stop(); // stop() came first: release at once
        return;
      }
      stream = got;
      for (const track of stream.getVideoTracks()) {
        track.addEventListener("ended", () => fail("ended"));
      }
      video.setAttribute("playsinline", ""); // iOS: play in the page, not full screen
      video.muted = true;
      video.srcObject = stream;
      try {
        await video.play();
      } catch {
        if (stopped) return;
        // autoplay refusals still deliver frames once the element has data; keep reading
      }
      const read = await makeReader();
      const tick = async () => {
        if (stopped) return;
        const started = performance.now();
        let text = null;
        if (video.readyState >= 2) {
          try {
            text = await read(video);
          } catch (err) {
            console.warn("scan: could not read a frame", err);
          }
        }
        if (stopped) return;
        if (text) {
          stop();
          onCode(text);
          return;
        }
        timer = setTimeout(tick, Math.max(0, SCAN_INTERVAL_MS - (performance.now() - started)));
      };
      tick();
    }

    run().catch((err) => {
      console.error(err);
      fail("failed");
    });
    return stop;
  }

  globalThis.sobremesaQR = { svg, scan, decodeImageData, matrix, load, loadReader, ERRORS };
})();
