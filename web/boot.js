// Starts Python: the interpreter, the engine wheel and the UI package load side by side, then
// the Python UI takes over #app. Everything comes from this site (precached by the service worker).
const marks = (window.sobremesaTimings = { start: performance.now() });
const bar = document.getElementById("boot-progress");
const progress = (value) => { if (bar) bar.value = Math.max(bar.value, value); };

const bootError = (err) => {
  console.error(err);
  const box = document.getElementById("boot-error");
  if (box) {
    box.hidden = false;
    box.textContent = (document.documentElement.lang === "en"
      ? "The app could not start: " : "La aplicación no pudo arrancar: ") + (err && err.message || err);
  }
};

// The service worker precaches the whole site (~14 MB): registered once the engine is up, so
// that download never competes with the first start.
const registerWorker = () => {
  if ("serviceWorker" in navigator && !new URLSearchParams(location.search).has("nosw")) {
    navigator.serviceWorker.register("service-worker.js").catch((err) => console.warn("service worker", err));
  }
};

const bytes = (url) => fetch(url).then((r) => {
  if (!r.ok) throw new Error(`${url}: ${r.status}`);
  return r.arrayBuffer();
});

async function start() {
  const runtime = import("./runtime/pyodide.mjs");
  const build = await fetch("build.json").then((r) => r.json());
  window.sobremesaBuild = String(build.build || ""); // phones must share it to play together
  progress(10);
  const wheel = bytes(build.wheel);
  const dependencies = (build.wheels || []).map(bytes);
  const ui = bytes(build.ui);
  const { loadPyodide } = await runtime;
  progress(20);
  const ticker = setInterval(() => progress(bar.value + (90 - bar.value) * 0.08), 100);
  const pyodide = await loadPyodide({ indexURL: new URL("runtime/", location.href).href });
  clearInterval(ticker);
  marks.pyodide = performance.now();
  progress(92);
  pyodide.unpackArchive(await wheel, "wheel");
  for (const dependency of dependencies) pyodide.unpackArchive(await dependency, "wheel");
  pyodide.unpackArchive(await ui, "zip", { extractDir: "/home/pyodide/ui" });
  window.sobremesaPyodide = pyodide;
  pyodide.runPython(`
import sys
sys.path.insert(0, "/home/pyodide/ui")
from sobremesa_web import browser
browser.start()
`);
  progress(100);
  marks.ready = performance.now();
}

start().catch(bootError).finally(registerWorker);
