/* Sobremesa's peer-to-peer transport: one WebRTC data channel per guest, and no server at all.
 *
 * Signalling is done by people: the host's invitation travels as a short code (in a link
 * fragment `#join=<code>` or a QR code) and the guest's answer comes back the same way. To keep
 * that code short enough for a small QR, ICE is non-trickle (we wait for all candidates, bounded
 * by a timeout) and the SDP is reduced to what the other side cannot guess: ICE ufrag and
 * password, the DTLS fingerprint, the DTLS role and the UDP candidates: host ones (IPv4 addresses,
 * or the mDNS `<uuid>.local` names Chromium uses to hide them) and, for play across the internet,
 * at most one server-reflexive (the phone's public address, learnt from a public STUN server) and
 * one relay (from the player's own TURN server, if set). `decode` rebuilds a minimal SDP that
 * browsers accept.
 *
 * ICE servers: `options.stun` (a list of `stun:` URLs, tried all at once, the first answer kept)
 * and `options.turn` ({urls, username, credential}). Where the device is offline, or no STUN list
 * is given, only host candidates are gathered, as on a plane. Gathering never waits on a server
 * that does not answer: it ends STUN_WAIT_MS after it began when no public address has come
 * (RELAY_WAIT_MS with a relay), at once when every kind asked for is in. A TURN credential is
 * used here only: a code carries the relay's address, never its name, user or credential. A
 * `turn:` relay is asked for over UDP and TCP, and the code carries the one reached over TCP,
 * which still works when the answer comes minutes later (`relayUrls` says why).
 *
 * The codes themselves (their layout, encode and decode) are p2p-codes.js's, loaded before this.
 * Plain script: it sets `globalThis.sobremesaP2P` (Pyodide reaches it through `js.sobremesaP2P`).
 * Loading it as a module works too.
 */
(function () {
  "use strict";

  const {
    CODE_VERSION, CODE_VERSION_PUBLIC, NO_NETWORK, P2PError, messageOf, badCode,
    encode, decode, parseCode, inspect, joinLink, answerLink, codeFromLink,
  } = globalThis.sobremesaP2PCodes;
  const GATHER_TIMEOUT_MS = 4000;
  const STUN_WAIT_MS = 1500; // no public address by then: the STUN servers are out of reach
  const RELAY_WAIT_MS = 3500;
  // The guest cannot tell a host that has not taken its answer yet from networks that do not
  // let the phones meet: after OPEN_TIMEOUT_MS it says "not connected yet" and why it may be,
  // and keeps listening this long for a late host (an answer sent by messenger takes minutes).
  const LATE_ANSWER_MS = 15 * 60 * 1000;
  const REARM_MS = 10000;
  // The well-known public STUN servers an invitation asks for its public address (no game data
  // ever goes to them; the settings can turn them off, or replace the list).
  const PUBLIC_STUN = Object.freeze([
    "stun:stun.l.google.com:19302",
    "stun:stun.cloudflare.com:3478",
  ]);
  const OPEN_TIMEOUT_MS = 20000;
  const DISCONNECT_GRACE_MS = 8000; // a "disconnected" link that is not back by then has failed
  const NO_CONNECTION =
    "Could not connect: your two networks do not let these phones reach each other. " +
    "Join the same Wi-Fi or hotspot, or set a relay (TURN) in the network settings, then try a new invitation";

  // -- connections -------------------------------------------------------------------------------

  /** A data channel and its peer connection, seen as text messages and a connection state. */
  /** @implements {P2PLink} */
  class Link {
    /** @param {RTCPeerConnection} pc @param {RTCDataChannel} channel @param {P2POptions} options */
    constructor(pc, channel, options) {
      this.pc = pc;
      this.channel = channel;
      /** @type {string[]} */
      this._early = []; // messages that came before anyone listened (e.g. a guest's hello)
      /** @type {((text: string) => void) | null} */
      this._onmessage = null;
      this.onmessage = options.onmessage || null;
      /** @type {((state: LinkState) => void) | null} */
      this.onstate = options.onstate || null;
      /** @type {LinkState} */
      this.state = "connecting";
      /** @type {{resolve: (link: P2PLink) => void, reject: (err: Error) => void} | undefined} */
      let settle;
      /** @type {Promise<P2PLink>} */
      this.opened = new Promise((resolve, reject) => (settle = { resolve, reject }));
      this.opened.catch(() => {}); // a caller that never awaits must not see an unhandled rejection
      this._settle = /** @type {NonNullable<typeof settle>} */ (settle); // the executor ran already
      /** @typedef {ReturnType<typeof setTimeout> | undefined} Timer */
      /** @type {Timer} */
      this._openTimer = undefined;
      /** @type {Timer} */
      this._graceTimer = undefined;
      /** @type {Timer} */
      this._slowTimer = undefined;
      /** @type {Timer} */
      this._rearmTimer = undefined;
      // WebRTC's "disconnected" is often a Wi-Fi hiccup that heals by itself: the link is given
      // up only on "failed", or when it has not come back within the grace period.
      this.graceMs = options.graceMs ?? DISCONNECT_GRACE_MS;
      // A guest's link before its first open: ICE may give up on a host that has not taken the
      // answer yet, and come back when the host's checks arrive (a late answer). Until
      // `_patientUntil`, such a "failed" is only news ("slow"), not the end of the link.
      this._patientUntil = 0;
      this._everOpen = false;
      channel.onmessage = (event) => {
        if (typeof event.data !== "string") return; // the protocol is text only
        if (this._onmessage) this._onmessage(event.data);
        else if (this._early.length < 100) this._early.push(event.data);
      };
      channel.onopen = () => this._update();
      channel.onclose = () => this._set("closed");
      pc.onconnectionstatechange = () => this._update();
    }

    get onmessage() {
      return this._onmessage;
    }

    /**
     * Setting a handler first hands it anything that arrived while there was none.
     * @param {((text: string) => void) | null} handler
     */
    set onmessage(handler) {
      this._onmessage = handler;
      if (handler) for (let text = this._early.shift(); text !== undefined; text = this._early.shift()) handler(text);
    }

    _update() {
      const s = this.pc.connectionState;
      if (s === "failed" && !this._everOpen && Date.now() < this._patientUntil) this._slow();
      else if (s === "failed" || s === "closed") this._set(s);
      else if (s === "disconnected") {
        this._set("disconnected");
        clearTimeout(this._graceTimer);
        this._graceTimer = setTimeout(() => {
          if (this.pc.connectionState === "disconnected") {
            this._set("failed");
            this.pc.close();
          }
        }, this.graceMs);
      } else if (this.channel.readyState === "open" && (s === "connected" || s === "connecting" || s === "new")) {
        clearTimeout(this._graceTimer);
        this._set("open");
      }
    }

    /** Not connected yet, though it may still (a guest waiting for a slow host): said once. */
    _slow() {
      if (this.state === "connecting") this._set("slow");
    }

    /** @param {LinkState} state */
    _set(state) {
      if (this.state === state || this.state === "closed" || this.state === "failed") return;
      this.state = state;
      if (state === "open" || state === "failed" || state === "closed") {
        clearTimeout(this._slowTimer);
        clearTimeout(this._rearmTimer);
      }
      if (state === "open") {
        this._everOpen = true;
        clearTimeout(this._openTimer);
        this._settle.resolve(this); // a second time (back from a hiccup) changes nothing
      } else if (state === "failed" || state === "closed") {
        clearTimeout(this._openTimer);
        this._settle.reject(new P2PError("no_connection", NO_CONNECTION));
      }
      if (this.onstate) this.onstate(state);
    }

    /** @param {number} ms */
    _expectOpenWithin(ms) {
      this._openTimer = setTimeout(() => {
        if (this.state !== "open") {
          this._set("failed");
          this.pc.close();
        }
      }, ms);
    }

    /** The guest's bound: "slow" after `ms` (the host may not have the answer yet, or there is
     * no path: the screen says both), given up only after `lateMs`. Meanwhile the host's
     * candidates are handed to ICE again every REARM_MS: the browser gives up checking them
     * after some 15-30 s, and behind a NAT the way in for the host's checks lasts only as long
     * as the guest's own checks keep it open (a NAT forgets a UDP mapping after ~30 s). A host
     * who takes the answer minutes later then finds it still open. */
    /** @param {number} ms @param {number} lateMs @param {string[]} candidates */
    _expectOpenPatiently(ms, lateMs, candidates) {
      this._patientUntil = Date.now() + lateMs;
      this._slowTimer = setTimeout(() => {
        if (!this._everOpen) this._slow();
      }, ms);
      this._expectOpenWithin(lateMs);
      let round = 0;
      const rearm = () => {
        if (this._everOpen || this.state === "closed" || this.state === "failed") return;
        round += 1;
        for (const line of candidates) {
          // a candidate the browser already knows is ignored: each round's differs in its
          // foundation and priority (the address, port and type stay the host's)
          const f = line.split(" ");
          f[0] = `${f[0]}r${round}`;
          f[3] = String(Number(f[3]) - round);
          const candidate = f.join(" ");
          this.pc.addIceCandidate({ candidate, sdpMid: "0", sdpMLineIndex: 0 }).catch(() => {});
        }
        this._rearmTimer = setTimeout(rearm, REARM_MS);
      };
      if (candidates && candidates.length) this._rearmTimer = setTimeout(rearm, REARM_MS);
    }

    /** Send one text message; throws P2PError when the link is not open. @param {string} text */
    send(text) {
      if (this.channel.readyState !== "open") throw new P2PError("not_open", "The connection is not open");
      this.channel.send(text);
    }

    close() {
      try {
        this.channel.close();
      } finally {
        this.pc.close();
        this._set("closed");
      }
    }
  }

  async function askCamera() {
    // On Chromium, a page with camera permission gets real host addresses instead of mDNS
    // names, which connects on Wi-Fi networks that drop multicast. Refusal is fine.
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true });
      stream.getTracks().forEach((t) => t.stop());
      return true;
    } catch {
      return false;
    }
  }

  /** The player's relay as the browser is asked for it: a `turn:` address over UDP is asked
   * for over TCP too. The code carries the relay reached over TCP (`inspect`'s `lasting`): a
   * host whose answer comes minutes later needs its relay still reachable, and behind a NAT a
   * UDP way to the relay lasts only while packets go through it. Firefox sends none between
   * gathering and the answer (Chromium refreshes every 10 s), so a router that forgets an idle
   * UDP mapping (30 s to 2 min) gives its next packet a new port, which the relay does not know
   * (437 Allocation Mismatch); a TCP connection stays open.
   * @param {string} url @returns {string[]}
   */
  function relayUrls(url) {
    if (!/^turn:/i.test(url) || /[?&]transport=tcp\b/i.test(url)) return [url];
    return [url, url.replace(/\?.*$/, "") + "?transport=tcp"];
  }

  /** The ICE servers of a connection: none when the device is offline (a plane: local play as
   * ever, no time spent on servers out of reach), else the STUN list and the player's relay. */
  /** @param {P2POptions} options @returns {RTCIceServer[]} */
  function iceServers(options) {
    const online = typeof navigator === "undefined" || navigator.onLine !== false;
    /** @type {RTCIceServer[]} */
    const servers = [];
    if (!online) return servers;
    const stun = Array.isArray(options.stun) ? options.stun.filter((u) => /^stuns?:/.test(String(u))) : [];
    if (stun.length) servers.push({ urls: stun.slice(0, 4).map(String) });
    const turn = options.turn;
    if (turn && typeof turn.urls === "string" && /^turns?:/.test(turn.urls)) {
      servers.push({
        urls: relayUrls(turn.urls),
        username: String(turn.username || ""),
        credential: String(turn.credential || ""),
      });
    }
    return servers;
  }

  // What each connection asked its ICE servers for: a public address (STUN), a relay (TURN),
  // and how many relay candidates (one for each of the relay's addresses).
  /** @type {WeakMap<RTCPeerConnection, {srflx: boolean, relay: boolean, relays: number}>} */
  const wanted = new WeakMap();

  /** @param {P2POptions} options */
  function newPeer(options) {
    if (typeof RTCPeerConnection === "undefined") {
      throw new P2PError("no_webrtc", "This browser has no WebRTC (RTCPeerConnection)");
    }
    const servers = iceServers(options);
    let pc;
    try {
      pc = new RTCPeerConnection({ iceServers: servers });
    } catch (err) { // a relay address the browser refuses: say so in plain words
      throw new P2PError("bad_relay", `The relay (TURN) in the settings cannot be used: ${messageOf(err)}`);
    }
    const relays = servers.filter((s) => String(s.urls).startsWith("turn"));
    wanted.set(pc, {
      srflx: servers.some((s) => String(s.urls).startsWith("stun")),
      relay: relays.length > 0,
      relays: relays.reduce((n, s) => n + (Array.isArray(s.urls) ? s.urls.length : 1), 0),
    });
    const channel = pc.createDataChannel("sobremesa", { negotiated: true, id: 0, ordered: true });
    return { pc, channel, link: new Link(pc, channel, options) };
  }

  /** Resolve once ICE gathering is complete or `ms` have passed, whichever is first; with ICE
   * servers, also as soon as a candidate of every kind they give has come (a public address,
   * a relay from each of the relay's addresses), or once the wait for them is over
   * (STUN_WAIT_MS, RELAY_WAIT_MS): a server out of reach costs that much at most, never the
   * browser's own minutes of retries. */
  /** @param {RTCPeerConnection} pc @param {number} ms @returns {Promise<void>} */
  function gathered(pc, ms) {
    const wants = wanted.get(pc) || { srflx: false, relay: false, relays: 0 };
    const extra = wants.relay ? RELAY_WAIT_MS : wants.srflx ? STUN_WAIT_MS : ms;
    /** @type {Record<string, boolean>} */
    const seen = { host: false, srflx: false, relay: false };
    let relays = 0;
    return new Promise((resolve) => {
      if (pc.iceGatheringState === "complete") return resolve();
      let timer = setTimeout(waited, Math.min(ms, extra));
      let late = false;
      // The servers' wait is over. With no address a code can carry yet (Chromium can give its
      // UDP ones seconds after its TCP ones), wait on for the first (up to `ms`): a code
      // without one connects nobody ("no network").
      function waited() {
        if (seen.host || seen.srflx || seen.relay || extra >= ms) return done();
        late = true;
        timer = setTimeout(done, ms - extra);
      }
      function done() {
        clearTimeout(timer);
        pc.removeEventListener("icegatheringstatechange", check);
        pc.removeEventListener("icecandidate", heard);
        resolve();
      }
      function check() {
        if (pc.iceGatheringState === "complete") done();
      }
      function heard(/** @type {RTCPeerConnectionIceEvent} */ event) {
        // only what a code can carry counts (UDP): Chromium can announce its TCP addresses
        // first and its UDP ones seconds later, while it asks a server's name it cannot resolve
        const line = (event.candidate && event.candidate.candidate) || "";
        const type = / udp /i.test(line) && / typ (host|srflx|relay)/.exec(line);
        if (type) seen[type[1]] = true;
        if (type && type[1] === "relay") relays += 1;
        // a local address first (an mDNS name can come after the public one): same-Wi-Fi play
        // must not hang on a hairpin through the router
        const relaysIn = !wants.relay || relays >= (wants.relays || 1);
        const publicIn = (!wants.srflx || seen.srflx || seen.relay) && relaysIn;
        if (seen.host && ((publicIn && (wants.srflx || wants.relay)) || late)) done();
      }
      pc.addEventListener("icegatheringstatechange", check);
      pc.addEventListener("icecandidate", heard);
    });
  }

  /** The relay candidates ("address port") this connection reaches over TCP or TLS, from its
   * statistics (a candidate's SDP line does not say how its relay is reached).
   * @param {RTCPeerConnection} pc @returns {Promise<Set<string>>}
   */
  async function lastingRelays(pc) {
    /** @type {Set<string>} */
    const lasting = new Set();
    const wants = wanted.get(pc);
    if (!(wants && wants.relay)) return lasting;
    try {
      (await pc.getStats()).forEach((s) => {
        if (s.type === "local-candidate" && s.candidateType === "relay" && /^(tcp|tls)$/.test(s.relayProtocol)) {
          lasting.add(`${s.address ?? s.ip} ${s.port}`);
        }
      });
    } catch {
      // no statistics: the code carries the relay the browser ranks first, as before
    }
    return lasting;
  }

  /** @param {RTCPeerConnection} pc @param {number} ms */
  async function localCode(pc, ms) {
    await gathered(pc, ms);
    const lasting = await lastingRelays(pc);
    try {
      const description = pc.localDescription;
      if (!description) throw new P2PError("sdp", "The browser gave no session description");
      return encode(description, lasting);
    } catch (err) {
      pc.close();
      throw err;
    }
  }

  /**
   * The host's half: a new peer connection for one guest and the invitation code to show.
   * options: {camera, gatherTimeout, openTimeout, onmessage(text), onstate(state)}
   * Returns {code, link, pc, channel, acceptAnswer(answerCode) -> Promise<Link>}.
   * @param {P2POptions} [options]
   */
  async function hostOffer(options = {}) {
    const camera = options.camera ? await askCamera() : false;
    const { pc, channel, link } = newPeer(options);
    await pc.setLocalDescription(await pc.createOffer());
    const code = await localCode(pc, options.gatherTimeout ?? GATHER_TIMEOUT_MS);
    async function acceptAnswer(/** @type {string} */ answerCode) {
      const answer = decode(codeFromLink(answerCode));
      if (answer.type !== "answer") {
        throw badCode("code_is_invitation", "This is an invitation code, not an answer: scan the guest's code");
      }
      try {
        await pc.setRemoteDescription(answer);
      } catch (err) {
        // This connection already took an answer (or was closed): only a new invitation helps.
        throw new P2PError("answer_taken", `This invitation cannot take that answer: ${messageOf(err)}`);
      }
      link._expectOpenWithin(options.openTimeout ?? OPEN_TIMEOUT_MS);
      return link.opened;
    }
    return { code, link, pc, channel, camera, acceptAnswer };
  }

  /**
   * The guest's half: answer the host's invitation (a code or a `#join=` link).
   * options: as for hostOffer. Returns {code, link, pc, channel, opened: Promise<Link>}.
   * @param {unknown} offerCode @param {P2POptions} [options]
   */
  async function guestAnswer(offerCode, options = {}) {
    const offer = decode(codeFromLink(offerCode)); // refuse a bad code before asking for anything
    if (offer.type !== "offer") {
      throw badCode("code_is_answer", "This is an answer code: open the host's invitation instead");
    }
    const camera = options.camera ? await askCamera() : false;
    const { pc, channel, link } = newPeer(options);
    try {
      await pc.setRemoteDescription(offer);
      await pc.setLocalDescription(await pc.createAnswer());
    } catch (err) {
      pc.close();
      throw new P2PError("code_unusable", `This invitation cannot be used: ${messageOf(err)}`);
    }
    const code = await localCode(pc, options.gatherTimeout ?? GATHER_TIMEOUT_MS);
    const hostCandidates = offer.sdp.split("\r\n").filter((l) => l.startsWith("a=candidate:")).map((l) => l.slice(2));
    link._expectOpenPatiently(
      options.openTimeout ?? OPEN_TIMEOUT_MS,
      options.lateAnswer ?? LATE_ANSWER_MS,
      hostCandidates,
    );
    return { code, link, pc, channel, camera, opened: link.opened };
  }

  globalThis.sobremesaP2P = Object.freeze({
    Link, // for the tests: a link's states over a stand-in connection
    CODE_VERSION,
    CODE_VERSION_PUBLIC,
    PUBLIC_STUN,
    NO_NETWORK,
    NO_CONNECTION,
    P2PError,
    hostOffer,
    guestAnswer,
    encode,
    decode,
    parseCode,
    inspect,
    iceServers,
    joinLink,
    answerLink,
    codeFromLink,
  });
})();
