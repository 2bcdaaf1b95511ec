// runtime/pyodide.mjs, as the build copies it from the pinned pyodide package: its own types.
// (tsconfig.workers.json's rootDirs lay this folder over web/, where the build puts runtime/.)
export * from "pyodide";
