// Catch the Moon's browser half (web/ui/sobremesa_web/screens/catch_the_moon*.js): the data it
// is handed (the rules' world, #moon-data, another phone's live placement), what it answers, and
// `window.sobremesaMoon`, what the app (and the tests) call. Units as on the wire: poses in
// tenths of mm and milliradians, steps of the rules' clock (docs/rules/catch-the-moon.md).

/** Rapier 2D, its deterministic build (vendor/rapier2d.mjs), as its npm package types it. */
type Rapier = typeof import("@dimforge/rapier2d-deterministic-compat").default;

/** engine/content/moon_ladders.py's `as_data()`: the ladders and the base (mm). */
interface MoonLadders {
  rail: number;
  rung: number;
  peg: number;
  rung_step: number;
  rung_start: number;
  base: { width: number; height: number; socket: number };
  /** a layout's two base ladders: each its foot's x (mm) and its lean (degrees) */
  layouts: Record<string, [x: number, lean: number][]>;
  ladders: { id: number; shape: string; spine: [x: number, y: number][] }[];
}

/** A ladder standing: its id and pose (tenths of mm, milliradians). */
type MoonPose = [id: number, x: number, y: number, a: number];

/** The world a placement starts from (the rules' `world(state)`); no drawn ladder: a replay's start. */
interface MoonWorld {
  ladders: MoonLadders;
  layout: string;
  structure?: MoonPose[] | null;
  drawn?: number | null;
}

/** A recorded placement: the hand's trace (step, x, y, a per entry) and the step it let go
 * (-1: never). */
interface MoonPlacement extends MoonWorld {
  trace: number[];
  release: number;
}

/** What a placement did (the physics reports it; the rules judge it). */
interface MoonReport {
  touching: number[];
  top: boolean;
  fallen: number[];
  released: boolean;
  /** the poses standing after it, four ints each */
  poses: number[];
}

/** What a bot plans from (the rules' world, the die, the bot's skill). */
interface MoonPlanSpec extends MoonWorld {
  skill: string;
  die: string;
  seed?: number;
  think?: number;
}

/** A bot's placement, with how it went in its head and how much it looked. */
interface MoonPlan extends MoonReport {
  trace: number[];
  release: number;
  steps: number;
  found: number;
  tried: number;
}

/** The host's check of a guest's placement, answered as JSON (seconds spent, the slices' count
 * and the longest of them in ms). */
type MoonCheck = ({ report: MoonReport } | { aborted: true } | { error: string }) & {
  spent: number;
  slices: number;
  longest: number;
};

/** The last placement, as the rules keep it (what a replay needs of it). */
interface MoonLast {
  seat: number;
  drawn: number | null;
  trace: number[];
  release: number;
  structure_before: MoonPose[];
}

/** The game's state, as the screen's view of it (what the canvas reads of it). */
interface MoonView {
  phase: string;
  turn: number | null;
  drawn: number | null;
  layout: string;
  structure: MoonPose[];
  last: MoonLast | null;
}

/** `#moon-data`, the screen's moon_data(): what the canvas shows. */
interface MoonData {
  ladders: MoonLadders;
  view: MoonView;
  turn: number | null;
  seat: number | null;
  placing: boolean;
  labels: { skip?: string };
}

/** Another phone's live placement, streamed (catch_the_moon_hand.js's Stream). */
interface MoonLive {
  turn?: number | null;
  trace?: number[];
  release?: number | null;
}

/** The placement this phone made, as it acts it. */
interface MoonAction extends MoonReport {
  type: "place";
  trace: number[];
  release: number | null;
}

/** The table's canvas island, as tests see it (`_ui.state()`). */
interface MoonUiState {
  mode: string;
  step: number | null;
  held: boolean | null;
  bounds: import("../../ui/sobremesa_web/screens/catch_the_moon_painter.js").Bounds | null;
  spawn: { x: number; y: number } | null;
  drawn: { id: number; x: number; y: number; a: number } | null;
  target: { x: number; y: number; a: number } | null;
  grabbed: boolean;
  spinning: boolean;
  resting: boolean;
  draws: number;
  ticks: number;
}

interface MoonUi {
  watch(seat: number, json: string | MoonLive): void;
  carry(spec: MoonWorld, action: { trace: number[]; release: number }): void;
  onPainted(): void;
  state(): MoonUiState;
  tick(): void;
  draw(): void;
}

type MoonPhysics = typeof import("../../ui/sobremesa_web/screens/catch_the_moon_physics.js");
type MoonPlanner = typeof import("../../ui/sobremesa_web/screens/catch_the_moon_planner.js");

/** What the app calls (engine side: web/ui/sobremesa_web/screens/catch_the_moon.py). */
interface SobremesaMoon {
  readonly ready: Promise<Rapier>;
  readonly warmed: Promise<void>;
  load(): Promise<Rapier>;
  referee: MoonPhysics["referee"];
  check: MoonPhysics["check"];
  plan: MoonPlanner["plan"];
  planFor(json: string | MoonPlanSpec, show?: boolean): string | MoonPlan | { pending: true };
  watch(seat: number, json: string | MoonLive): void;
  /** set by the app: a bot's plan is ready, ask the bots again */
  onPlanned?: unknown;
  _internals: Pick<MoonPhysics, "Sim" | "runPlacement" | "spawnOf" | "ladderShape" | "topOf"> &
    Pick<MoonPlanner, "survey" | "restAt" | "humanCarry" | "SKILL"> & {
      /** Rapier has loaded on this page */
      loaded(): boolean;
    };
  _ui?: MoonUi;
}

declare var sobremesaMoon: SobremesaMoon;
/** The placement this phone acted last (for tests). */
declare var sobremesaLastMoonAction: MoonAction | undefined;
