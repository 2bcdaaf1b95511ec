// ESLint's settings: its recommended rules over every script of ours, each file with the
// globals of where it runs (a page, a worker, the service worker, Node). `npm run check` runs
// it with TypeScript's checks of the same files (web/types/); `./dev test` runs that first.
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["node_modules/", "dist/", "build/", ".venv/", ".build-cache/", "test-results/"] },
  js.configs.recommended,
  {
    files: ["web/boot.js", "web/js/*.js", "web/ui/**/*.js", "scripts/recorder.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["web/boot.js"],
    languageOptions: { sourceType: "module" },
  },
  {
    files: ["web/js/paint.js"],
    languageOptions: { globals: { Idiomorph: "readonly" } }, // vendor/idiomorph.js, loaded before it
  },
  {
    files: ["web/js/*.js", "scripts/recorder.js"],
    languageOptions: { sourceType: "script" },
  },
  {
    // the games' browser halves: ES modules, each loaded with its game's table (boot.js)
    files: ["web/ui/**/*.js"],
    languageOptions: { sourceType: "module" },
  },
  {
    files: ["web/py-worker.js", "web/snapshot-worker.js", "web/js/qr.js"],
    languageOptions: { sourceType: "module", globals: { ...globals.worker } },
  },
  {
    files: ["service-worker.js"],
    languageOptions: {
      sourceType: "script",
      globals: { ...globals.serviceworker, __PRECACHE__: "readonly" },
    },
  },
  {
    files: ["eslint.config.mjs", "scripts/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
];
