// runtime/pyodide.asm.mjs, Pyodide's glue: py-worker.js only imports it early (nothing of it).
export {};
