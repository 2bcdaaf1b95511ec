// What service-worker.js finds that no library declares.

/** The build's list of the app's files and their content hashes, written in by scripts/build.py. */
declare const __PRECACHE__: { url: string; hash: string }[];
