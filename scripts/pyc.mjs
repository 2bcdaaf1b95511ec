// Compiles Python sources to bytecode with the very CPython the app runs in the browser (the
// pinned Pyodide, here under Node), for scripts/build.py: a module shipped as bytecode is not
// compiled again on the phone at every start.
//
// Usage: node scripts/pyc.mjs FOLDER
// FOLDER holds jobs.json ([[name, filename shown in tracebacks], ...]) and name.py for each job;
// name.pyc is written beside each: unchecked hash-based bytecode (PEP 552), so the phone's
// import system takes it without comparing timestamps it cannot trust after an unpack. It also
// gets started.json: the standard-library modules Pyodide's own start imported from source.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const folder = process.argv[2];
const runtime = join(dirname(fileURLToPath(import.meta.url)), "..", "node_modules", "pyodide");
const { loadPyodide } = await import(join(runtime, "pyodide.mjs"));
// Without column ranges (the ^^^ under a traceback's line): a fifth less to download.
const pyodide = await loadPyodide({ indexURL: runtime + "/", env: { PYTHONNODEBUGRANGES: "1" } });
pyodide.FS.mkdirTree("/jobs");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, "/jobs");
const tag = pyodide.runPython(`
started = sorted(
    name for name, module in list(__import__("sys").modules.items())
    if "python314.zip" in (getattr(getattr(module, "__spec__", None), "origin", None) or "")
)
import importlib._bootstrap_external as bootstrap
import importlib.util
import json
import sys

for name, shown in json.load(open("/jobs/jobs.json")):
    source = open(f"/jobs/{name}.py", "rb").read()
    code = compile(source, shown, "exec", dont_inherit=True)
    bytecode = bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(source), False)
    open(f"/jobs/{name}.pyc", "wb").write(bytecode)
json.dump(started, open("/jobs/started.json", "w"))
assert next(compile("x", "", "eval").co_positions())[2] is None, "column ranges left in"
sys.implementation.cache_tag
`);
process.stdout.write(tag);
