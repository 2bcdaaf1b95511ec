// What py-worker.js tells the page (boot.js): both projects check against this one union, so a
// message the worker sends is one the page reads.

type Marks = Record<string, number | string | boolean>;

/** py-worker.js -> boot.js */
type WorkerMessage =
  | { type: "py"; text: string; handled: number } // a message of Python's (browser.py), as JSON
  | { type: "ack"; seq: number } // the page's message `seq` is handled and painted
  | { type: "result"; id: number; value?: unknown; error?: string } // sobremesaPyodide.runPython's
  | { type: "progress"; value: number }
  | { type: "ready"; build: string | undefined; dev: boolean | undefined; marks: Marks }
  | { type: "marks"; marks: Marks }
  | { type: "console"; level: "error" | "warn" | "info" | "log"; text: string }
  | { type: "failed"; message: string }
  | { type: "cached" };
