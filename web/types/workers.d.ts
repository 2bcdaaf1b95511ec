// What py-worker.js and snapshot-worker.js say to each other, and what the app's worker offers
// its Python.

/** py-worker.js -> snapshot-worker.js: what to make a memory snapshot of, and where to keep it. */
interface SnapshotOrder {
  build: string;
  runtime: string; // the address of runtime/
  files: Record<string, { bytes: ArrayBuffer; type: string | null }>; // what the boot downloaded
  wheel: Uint8Array;
  dependencies: Uint8Array[];
  ui: Uint8Array;
  uiDir: string;
  preimport: string[];
  key: string; // its Cache Storage key
}

/** snapshot-worker.js -> py-worker.js */
type SnapshotReply = { type: "saved"; bytes: number } | { type: "failed"; message: string };

/** What browser.py reaches as `js.sobremesaPage`: the page's facts, and the way to write to it. */
interface SobremesaPage {
  facts(): string;
  post(text: string): void;
  set receiver(fn: (message: string) => void);
}

interface WorkerGlobalScope {
  sobremesaPage: SobremesaPage;
}
