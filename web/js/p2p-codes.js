/* Sobremesa's connection codes: a WebRTC session description as the short code people pass
 * (in a link fragment `#join=<code>`, a QR code, a messenger), and back. p2p.js makes the
 * connections; this is the part that needs no WebRTC, so that a code can be read and checked
 * anywhere (a page, Node for the code-size script).
 *
 * Plain script, no dependencies: it sets `globalThis.sobremesaP2PCodes`, which p2p.js reads (load
 * it first). Loading it as a module works too.
 *
 * Code layout (then base64url), 74 bytes, 99 characters from Chromium with one mDNS name, 98 bytes
 * and 131 characters with two (IPv4 and IPv6); with Firefox's longer credentials and two mDNS
 * names, 94 bytes, 126 characters:
 *   version(1) | flags(1: bit0 answer, bit1 setup passive, bit2 credentials in hex) |
 *   ufrag length(1) + ufrag | pwd length(1) + pwd, each as 6-bit ice-chars, or as 4-bit digits
 *   when both are lowercase hex (Firefox's are: 8 and 32 hex digits, 20 bytes instead of 30) |
 *   sha-256 fingerprint(32) | candidate count(1) + per candidate: kind(1) address port(2) |
 *   Fletcher-16 checksum(2)
 *   candidate kinds: 4 = IPv4 (4 bytes), 6 = IPv6 (16 bytes), 16 = mDNS name (16 UUID bytes),
 *   plus 32 for a server-reflexive candidate, 64 for a relay one. A code with such a candidate
 *   is version 3 (an older app says "another version" instead of "damaged"); host-only codes
 *   stay version 2, byte for byte.
 */
(function () {
  "use strict";

  const CODE_VERSION = 2;
  const CODE_VERSION_PUBLIC = 3; // a code with a server-reflexive or relay candidate
  const MAX_CANDIDATES = 3; // host candidates; a public and a relay one may come on top
  const NO_NETWORK = "No network found: join the same Wi-Fi or hotspot";
  const ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const KIND_IPV4 = 4, KIND_IPV6 = 6, KIND_MDNS = 16;
  /** @typedef {Candidate["type"]} CandidateType */
  /** @type {CandidateType[]} */
  const TYPES = ["host", "srflx", "relay"];
  /** @type {Record<CandidateType, number>} */
  const TYPE_BITS = { host: 0, srflx: 32, relay: 64 };
  // A kind byte's bits 32 and 64 both set name no type: such a candidate is refused.
  /** @type {Record<number, CandidateType | undefined>} */
  const TYPE_OF = { 0: "host", 32: "srflx", 64: "relay" };
  /** @type {Record<CandidateType, number>} */
  const PRIORITY = { host: 2122260223, srflx: 1686052607, relay: 41885439 };
  const MDNS = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i;
  const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

  /** An error the UI can show as is: `code` is stable, `message` is plain English. */
  class P2PError extends Error {
    /** @param {string} code @param {string} message */
    constructor(code, message) {
      super(message);
      this.name = "P2PError";
      this.code = code;
    }
  }

  /** What the browser said when it refused something. @param {unknown} err */
  const messageOf = (err) => (err && typeof err === "object" && "message" in err ? String(err.message) : String(err));

  /** A code that cannot be used, with a stable reason (`code_short`, `code_damaged`…) the UI
   * translates; the English message is only a fallback. */
  const badCode = (/** @type {string} */ code, /** @type {string} */ why) => new P2PError(code, why);

  // -- bytes -------------------------------------------------------------------------------------

  /** @param {Iterable<number>} bytes */
  function toBase64url(bytes) {
    let text = "";
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  /** @param {string} code */
  function fromBase64url(code) {
    if (!/^[A-Za-z0-9_-]+$/.test(code)) throw badCode("code_not_ours", "This is not a Sobremesa connection code");
    const b64 = code.replace(/-/g, "+").replace(/_/g, "/");
    let text;
    try {
      text = atob(b64 + "===".slice((b64.length + 3) % 4));
    } catch {
      throw badCode("code_not_ours", "This is not a Sobremesa connection code");
    }
    return Uint8Array.from(text, (c) => c.charCodeAt(0));
  }

  /** @param {Iterable<number>} bytes @returns {[number, number]} */
  function fletcher16(bytes) {
    let a = 0, b = 0;
    for (const x of bytes) {
      a = (a + x) % 255;
      b = (b + a) % 255;
    }
    return [b, a];
  }

  /**
   * Pack ICE ufrag/pwd characters (a 64-letter alphabet) six bits each.
   * @param {string} text @param {number[]} out
   */
  function packIce(text, out) {
    if (text.length < 1 || text.length > 255) throw new P2PError("sdp", "ICE credentials too long");
    out.push(text.length);
    let acc = 0, bits = 0;
    for (const ch of text) {
      const v = ICE_CHARS.indexOf(ch);
      if (v < 0) throw new P2PError("sdp", "Unexpected character in ICE credentials");
      acc = (acc << 6) | v;
      bits += 6;
      while (bits >= 8) {
        bits -= 8;
        out.push((acc >> bits) & 0xff);
      }
      acc &= (1 << bits) - 1;
    }
    if (bits > 0) out.push((acc << (8 - bits)) & 0xff);
  }

  const HEX = /^[0-9a-f]+$/;

  /**
   * Pack lowercase hex ICE credentials (Firefox's) four bits each.
   * @param {string} text @param {number[]} out
   */
  function packHex(text, out) {
    if (text.length < 1 || text.length > 255) throw new P2PError("sdp", "ICE credentials too long");
    out.push(text.length);
    for (let i = 0; i < text.length; i += 2) {
      out.push((parseInt(text[i], 16) << 4) | (i + 1 < text.length ? parseInt(text[i + 1], 16) : 0));
    }
  }

  /** @param {Reader} reader */
  function unpackHex(reader) {
    const n = reader.byte();
    const bytes = reader.take(Math.ceil(n / 2));
    let text = "";
    for (const b of bytes) text += b.toString(16).padStart(2, "0");
    return text.slice(0, n);
  }

  /** @param {Reader} reader */
  function unpackIce(reader) {
    const n = reader.byte();
    const bytes = reader.take(Math.ceil((n * 6) / 8));
    let text = "", acc = 0, bits = 0, i = 0;
    while (text.length < n) {
      if (bits < 6) {
        acc = (acc << 8) | bytes[i++];
        bits += 8;
      }
      bits -= 6;
      text += ICE_CHARS[(acc >> bits) & 63];
      acc &= (1 << bits) - 1;
    }
    return text;
  }

  class Reader {
    /** @param {Uint8Array} bytes */
    constructor(bytes) {
      this.bytes = bytes;
      this.at = 0;
    }
    /** @param {number} n */
    take(n) {
      if (this.at + n > this.bytes.length) throw badCode("code_incomplete", "This code is incomplete: copy all of it");
      const part = this.bytes.subarray(this.at, this.at + n);
      this.at += n;
      return part;
    }
    byte() {
      return this.take(1)[0];
    }
  }

  // -- addresses ---------------------------------------------------------------------------------

  /** @param {string} address @returns {number[] | null} */
  function ipv6Bytes(address) {
    const halves = address.split("::");
    if (halves.length > 2 || address.includes(".")) return null;
    const groups = (/** @type {string} */ part) => (part ? part.split(":") : []);
    const head = groups(halves[0]), tail = halves.length === 2 ? groups(halves[1]) : [];
    const missing = 8 - head.length - tail.length;
    if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
    const all = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
    const out = [];
    for (const g of all) {
      if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
      const v = parseInt(g, 16);
      out.push(v >> 8, v & 0xff);
    }
    return out;
  }

  /** @param {ArrayLike<number>} bytes */
  function ipv6Text(bytes) {
    const groups = [];
    for (let i = 0; i < 16; i += 2) groups.push(((bytes[i] << 8) | bytes[i + 1]).toString(16));
    return groups.join(":");
  }

  /** @param {ArrayLike<number>} bytes */
  function hex(bytes) {
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  /**
   * The address bytes of a candidate, its kind and a rank (lower is kept first), or null.
   * @param {string} address @returns {{kind: number, bytes: number[], rank: number} | null}
   */
  function classify(address) {
    const v4 = IPV4.exec(address);
    if (v4) {
      const bytes = v4.slice(1).map(Number);
      if (bytes.some((b) => b > 255) || bytes[0] === 0) return null;
      return { kind: KIND_IPV4, bytes, rank: bytes[0] === 127 ? 2 : 0 };
    }
    const mdns = MDNS.exec(address);
    if (mdns) {
      const bytes = /** @type {number[]} */ ([]);
      const h = mdns.slice(1).join("");
      for (let i = 0; i < 32; i += 2) bytes.push(parseInt(h.slice(i, i + 2), 16));
      return { kind: KIND_MDNS, bytes, rank: 1 };
    }
    const v6 = ipv6Bytes(address);
    if (v6) {
      const linkLocal = v6[0] === 0xfe && (v6[1] & 0xc0) === 0x80;
      return linkLocal ? null : { kind: KIND_IPV6, bytes: v6, rank: 3 };
    }
    return null;
  }

  /** @param {number} kind @param {Uint8Array} bytes */
  function addressText(kind, bytes) {
    if (kind === KIND_IPV4) return Array.from(bytes).join(".");
    if (kind === KIND_IPV6) return ipv6Text(bytes);
    const h = hex(bytes);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}.local`;
  }

  // -- SDP <-> code ------------------------------------------------------------------------------

  /**
   * The facts of an SDP that the other side needs: credentials, fingerprint, role, candidates.
   * `lasting`: the relay candidates ("address port") whose way to the relay is TCP, put first.
   * @param {string} sdp @param {Set<string>} [lasting]
   * @returns {ReturnType<SobremesaP2P["inspect"]>}
   */
  function inspect(sdp, lasting = new Set()) {
    const line = (/** @type {string} */ prefix) => {
      const found = sdp.split(/\r?\n/).find((l) => l.startsWith(prefix));
      return found === undefined ? null : found.slice(prefix.length).trim();
    };
    const ufrag = line("a=ice-ufrag:"), pwd = line("a=ice-pwd:"), setup = line("a=setup:");
    const fp = line("a=fingerprint:");
    if (!ufrag || !pwd || !setup || !fp) throw new P2PError("sdp", "The browser gave an SDP without ICE or DTLS details");
    const [algo, value = ""] = fp.split(/\s+/);
    if (algo.toLowerCase() !== "sha-256") throw new P2PError("sdp", `Unsupported fingerprint ${algo}`);
    const fingerprint = value.split(":").map((h) => parseInt(h, 16));
    if (fingerprint.length !== 32 || fingerprint.some((b) => !(b >= 0 && b <= 255))) {
      throw new P2PError("sdp", "The DTLS fingerprint is not sha-256");
    }
    const seen = new Set();
    /** @typedef {ReturnType<SobremesaP2P["inspect"]>["candidates"]} Found */
    /** @type {Record<CandidateType, Found>} */
    const found = { host: [], srflx: [], relay: [] };
    for (const l of sdp.split(/\r?\n/)) {
      if (!l.startsWith("a=candidate:")) continue;
      const f = l.slice("a=candidate:".length).split(/\s+/);
      // foundation component transport priority address port "typ" type ...
      const type = TYPES.find((t) => t === f[7]);
      if (f.length < 8 || f[1] !== "1" || f[2].toLowerCase() !== "udp" || !type) continue;
      const port = Number(f[5]);
      const where = classify(f[4]);
      const key = `${f[4]} ${port}`;
      if (!where || !(port > 0 && port < 65536) || seen.has(key)) continue;
      if (type !== "host" && where.kind === KIND_MDNS) continue;
      seen.add(key);
      found[type].push({ ...where, type, address: f[4], port, priority: Number(f[3]) });
    }
    const best = (/** @type {Found} */ list) => list.sort((a, b) => a.rank - b.rank || b.priority - a.priority);
    // IPv6 only when nothing else is there: every extra candidate makes the QR code denser.
    const v4ish = (/** @type {Found} */ list) => (list.some((c) => c.kind !== KIND_IPV6) ? list.filter((c) => c.kind !== KIND_IPV6) : list);
    const hosts = v4ish(best(found.host)).slice(0, MAX_CANDIDATES);
    // One public address is enough: behind a cone NAT every STUN server sees the same one, and
    // behind a symmetric NAT none of them helps (a relay does).
    const lasts = (/** @type {Found[number]} */ c) => (lasting.has(`${c.address} ${c.port}`) ? 0 : 1);
    const relays = found.relay.sort((a, b) => lasts(a) - lasts(b) || a.rank - b.rank || b.priority - a.priority);
    const publicOnes = [...v4ish(best(found.srflx)).slice(0, 1), ...v4ish(relays).slice(0, 1)];
    return { ufrag, pwd, setup, fingerprint, candidates: [...hosts, ...publicOnes] };
  }

  /**
   * A session description ({type, sdp}) as a compact code (`lasting`: as for inspect).
   * @param {{type: RTCSdpType, sdp: string}} description @param {Set<string>} [lasting]
   */
  function encode(description, lasting) {
    const facts = inspect(description.sdp, lasting);
    if (!facts.candidates.length) throw new P2PError("no_network", NO_NETWORK);
    const answer = description.type === "answer";
    const hex = HEX.test(facts.ufrag) && HEX.test(facts.pwd);
    const out = [
      facts.candidates.some((c) => c.type !== "host") ? CODE_VERSION_PUBLIC : CODE_VERSION,
      (answer ? 1 : 0) | (answer && facts.setup === "passive" ? 2 : 0) | (hex ? 4 : 0),
    ];
    const pack = hex ? packHex : packIce;
    pack(facts.ufrag, out);
    pack(facts.pwd, out);
    out.push(...facts.fingerprint, facts.candidates.length);
    for (const c of facts.candidates) out.push(c.kind | TYPE_BITS[c.type], ...c.bytes, c.port >> 8, c.port & 0xff);
    out.push(...fletcher16(out));
    return toBase64url(out);
  }

  /**
   * The contents of a code, checked: {type, setup, ufrag, pwd, fingerprint, candidates}.
   * @param {unknown} code @returns {CodeFacts}
   */
  function parseCode(code) {
    if (code === null || code === undefined || (typeof code === "string" && !code.trim())) {
      throw badCode("code_empty", "There is no code here: paste or scan one");
    }
    if (typeof code !== "string") throw badCode("code_not_ours", "This is not a Sobremesa connection code");
    const text = code.trim();
    if (text.length < 60 || text.length > 400) {
      throw text.length < 60
        ? badCode("code_short", "This code is too short: copy all of it")
        : badCode("code_not_ours", "This is not a Sobremesa connection code");
    }
    const bytes = fromBase64url(text);
    if (bytes[0] !== CODE_VERSION && bytes[0] !== CODE_VERSION_PUBLIC) {
      throw badCode("code_version", "This code comes from another version of Sobremesa: update both devices");
    }
    const body = bytes.subarray(0, bytes.length - 2);
    const [s1, s2] = fletcher16(body);
    if (bytes[bytes.length - 2] !== s1 || bytes[bytes.length - 1] !== s2) {
      throw badCode("code_damaged", "This code is damaged: copy it again, or scan the QR code");
    }
    const r = new Reader(body);
    r.byte();
    const flags = r.byte();
    const unpack = flags & 4 ? unpackHex : unpackIce;
    const ufrag = unpack(r), pwd = unpack(r);
    const fingerprint = Array.from(r.take(32));
    const n = r.byte();
    /** @type {Candidate[]} */
    const candidates = [];
    for (let i = 0; i < n; i++) {
      const byte = r.byte();
      const kind = byte & 31, type = TYPE_OF[byte & 96];
      const known = [KIND_IPV4, KIND_IPV6, KIND_MDNS].includes(kind) && !(byte & 128);
      const allowed = type === "host" || (type !== undefined && kind !== KIND_MDNS && bytes[0] !== CODE_VERSION);
      if (!known || !allowed) {
        throw badCode("code_damaged", "This code is damaged");
      }
      const addr = r.take(kind === KIND_IPV4 ? 4 : 16);
      const [hi, lo] = r.take(2);
      candidates.push({ kind, type, address: addressText(kind, addr), port: (hi << 8) | lo });
    }
    if (r.at !== body.length || !n) throw badCode("code_damaged", "This code is damaged");
    const type = flags & 1 ? "answer" : "offer";
    const setup = type === "offer" ? "actpass" : flags & 2 ? "passive" : "active";
    return { type, setup, ufrag, pwd, fingerprint, candidates };
  }

  /**
   * A code back into a minimal session description that RTCPeerConnection accepts.
   * @param {unknown} code
   */
  function decode(code) {
    const c = parseCode(code);
    const fp = c.fingerprint.map((b) => b.toString(16).toUpperCase().padStart(2, "0")).join(":");
    const session = String(c.fingerprint.slice(0, 6).reduce((n, b) => n * 256 + b, 0) + 1);
    const lines = [
      "v=0",
      `o=- ${session} 2 IN IP4 127.0.0.1`,
      "s=-",
      "t=0 0",
      "a=group:BUNDLE 0",
      "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
      "c=IN IP4 0.0.0.0",
      ...c.candidates.map((x, i) =>
        `a=candidate:${i + 1} 1 udp ${PRIORITY[x.type] - i} ${x.address} ${x.port} typ ${x.type}` +
        (x.type === "host" ? "" : " raddr 0.0.0.0 rport 0"),
      ),
      "a=end-of-candidates",
      `a=ice-ufrag:${c.ufrag}`,
      `a=ice-pwd:${c.pwd}`,
      `a=fingerprint:sha-256 ${fp}`,
      `a=setup:${c.setup}`,
      "a=mid:0",
      "a=sctp-port:5000",
      "a=max-message-size:262144",
    ];
    return { type: c.type, sdp: lines.join("\r\n") + "\r\n" };
  }

  // -- links -------------------------------------------------------------------------------------

  /** The invitation link: the code rides in the fragment, which browsers never send anywhere. */
  /** @param {string} code @param {string} [base] */
  function joinLink(code, base) {
    const url = new URL(base || globalThis.location.href);
    url.hash = `join=${code}`;
    return url.href;
  }

  /** The guest's answer as a link: opened on the host's phone (a messenger opens it in a new
   * tab), boot.js hands it to the tab whose invitation waits. */
  /** @param {string} code @param {string} [base] */
  function answerLink(code, base) {
    const url = new URL(base || globalThis.location.href);
    url.hash = `answer=${code}`;
    return url.href;
  }

  /** The code inside a pasted link or fragment, or the pasted text itself if it is a bare code. */
  /** @param {unknown} text */
  function codeFromLink(text) {
    const m = /#(?:join|answer)=([A-Za-z0-9_-]+)/.exec(String(text || ""));
    return m ? m[1] : String(text || "").trim() || null;
  }

  globalThis.sobremesaP2PCodes = Object.freeze({
    CODE_VERSION,
    CODE_VERSION_PUBLIC,
    NO_NETWORK,
    P2PError,
    messageOf,
    badCode,
    encode,
    decode,
    parseCode,
    inspect,
    joinLink,
    answerLink,
    codeFromLink,
  });
})();
