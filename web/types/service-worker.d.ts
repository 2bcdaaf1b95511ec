// What service-worker.js finds that no library declares.

/** The build's list of the app's files and their content hashes, written in by scripts/build.py;
 * `page`: a file the page asks for by its plain address (the page itself is "./"). */
declare const __PRECACHE__: { url: string; hash: string; page?: boolean }[];

/** A static route (the Service Worker static routing API, Chromium's `InstallEvent.addRoutes`),
 * as much of it as this worker uses. */
interface RouterCondition {
  urlPattern?: { pathname?: string; search?: string };
  requestMode?: RequestMode;
  or?: RouterCondition[];
}
interface RouterRule {
  condition: RouterCondition;
  source: "network" | "cache" | "fetch-event" | { cacheName: string };
}

/** The install event where the browser has static routes (not in TypeScript's library yet). */
interface InstallEvent extends ExtendableEvent {
  addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void>;
}
