// What the page's scripts hand each other as globals (boot.js, js/*.js, index.html's first
// paint and the vendored libraries): each script that sets one is checked against its
// declaration here, and each that reads one sees what it may find (`undefined` for a script
// that may not have loaded).

// -- the vendored libraries (vendor/, copied from npm by scripts/build.py) ----------------------

/// <reference types="qrcode-generator" />
declare var jsQR: typeof import("jsqr").default | undefined;
declare var Idiomorph: typeof import("idiomorph").Idiomorph;

/** The Shape Detection API's reader, where the browser has one (no TypeScript library has it). */
declare var BarcodeDetector:
  | {
      new (options: { formats: string[] }): {
        detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
      };
      getSupportedFormats?(): Promise<string[]>;
    }
  | undefined;

// -- boot.js ----------------------------------------------------------------------------------

/** The start's milestones (ms since the page's start) and facts, read by tests and benchmarks. */
declare var sobremesaTimings: Record<string, number | string | boolean>;
declare var sobremesaSent: () => number;
declare var sobremesaIdle: () => Promise<void>;
declare var sobremesaPyodide: { runPython(code: string): Promise<unknown> };
declare var sobremesaCommand: (cmd: string, arg?: unknown) => void;
declare var sobremesaInput: (text: string) => void;
declare var sobremesaBuild: string | undefined;
declare var sobremesaDev: boolean | undefined;

// -- index.html's first paint: the taps made before Python was ready ---------------------------

declare var sobremesaFirstPaint: { honour(settled: () => Promise<void>): void } | undefined;

// -- js/paint.js and js/motion.js -------------------------------------------------------------

declare var sobremesaMorph: (root: Element, html: string) => void;
declare var sobremesaSettled: () => Promise<void>;

/** What motion.js reads of the page just before a morph. */
interface MotionBefore {
  fly: Map<string, PageBox>;
  pulse: Map<string, string | undefined>;
  cue: { cue: string | undefined; n: string | undefined } | null;
  /** the screen's `data-layout` (a table on a phone, or as the table display) */
  layout: string | undefined;
}
/** An element's box on the page (not the window): where it is, how big. */
interface PageBox {
  x: number;
  y: number;
  w: number;
  h: number;
}
declare var sobremesaMotion:
  | {
      before(root: Element): MotionBefore | null;
      after(root: Element, before: MotionBefore | null): void;
      playCue(name: string): void;
    }
  | undefined;
/** Safari's AudioContext of before its standard name. */
declare var webkitAudioContext: typeof AudioContext | undefined;

// -- js/qr.js -----------------------------------------------------------------------------------

/** An option from a JS object, or from a Python dict that Pyodide passed as a proxy. */
type PyOptions<T> = T | { get(name: string): unknown } | null | undefined;

interface SobremesaQR {
  svg(text: string, options?: string | PyOptions<{ label?: string | null }>): string;
  scan(
    options: PyOptions<{
      video?: HTMLVideoElement | null;
      onCode?: (text: string) => void;
      onError?: (message: string, code: string) => void;
    }>,
  ): () => void;
  decodeImageData(imageData: ImageData): string | null;
  matrix(text: string): { version: number; size: number; rows: string[] };
  load(): Promise<boolean>;
  loadReader(): Promise<boolean>;
  ERRORS: Record<string, string>;
}
declare var sobremesaQR: SobremesaQR | undefined;

// -- js/p2p.js ----------------------------------------------------------------------------------

type LinkState = "connecting" | "slow" | "open" | "disconnected" | "failed" | "closed";

/** A data channel and its peer connection, seen as text messages and a connection state. */
interface P2PLink {
  readonly pc: RTCPeerConnection;
  readonly channel: RTCDataChannel;
  state: LinkState;
  opened: Promise<P2PLink>;
  onmessage: ((text: string) => void) | null;
  onstate: ((state: LinkState) => void) | null;
  send(text: string): void;
  close(): void;
}

/** A connection's options (boot.js's from the network settings; the tests' own). */
interface P2POptions {
  stun?: readonly string[];
  turn?: { urls?: unknown; username?: unknown; credential?: unknown } | null;
  camera?: boolean;
  gatherTimeout?: number;
  openTimeout?: number;
  lateAnswer?: number;
  graceMs?: number;
  onmessage?: (text: string) => void;
  onstate?: (state: LinkState) => void;
}

interface Candidate {
  kind: number;
  type: "host" | "srflx" | "relay";
  address: string;
  port: number;
}

/** What a connection code holds. */
interface CodeFacts {
  type: "offer" | "answer";
  setup: string;
  ufrag: string;
  pwd: string;
  fingerprint: number[];
  candidates: Candidate[];
}

interface P2PConnection {
  code: string;
  link: P2PLink;
  pc: RTCPeerConnection;
  channel: RTCDataChannel;
  camera: boolean;
}

/** p2p-codes.js's API: a session description as a code and back (no WebRTC needed). */
interface SobremesaP2PCodes {
  CODE_VERSION: number;
  CODE_VERSION_PUBLIC: number;
  NO_NETWORK: string;
  P2PError: new (code: string, message: string) => Error & { code: string };
  messageOf(err: unknown): string;
  badCode(code: string, why: string): Error & { code: string };
  encode(description: { type: RTCSdpType; sdp: string }, lasting?: Set<string>): string;
  decode(code: unknown): { type: "offer" | "answer"; sdp: string };
  parseCode(code: unknown): CodeFacts;
  inspect(sdp: string, lasting?: Set<string>): {
    ufrag: string;
    pwd: string;
    setup: string;
    fingerprint: number[];
    candidates: (Candidate & { bytes: number[]; rank: number; priority: number })[];
  };
  joinLink(code: string, base?: string): string;
  answerLink(code: string, base?: string): string;
  codeFromLink(text: unknown): string | null;
}
declare var sobremesaP2PCodes: SobremesaP2PCodes;

/** p2p.js's API: the connections, and the codes' API again for whoever holds only this. */
interface SobremesaP2P extends Omit<SobremesaP2PCodes, "messageOf" | "badCode"> {
  Link: new (pc: RTCPeerConnection, channel: RTCDataChannel, options: P2POptions) => P2PLink;
  PUBLIC_STUN: readonly string[];
  NO_CONNECTION: string;
  hostOffer(options?: P2POptions): Promise<P2PConnection & { acceptAnswer(code: string): Promise<P2PLink> }>;
  guestAnswer(code: unknown, options?: P2POptions): Promise<P2PConnection & { opened: Promise<P2PLink> }>;
  iceServers(options: P2POptions): RTCIceServer[];
}
declare var sobremesaP2P: SobremesaP2P | undefined;
