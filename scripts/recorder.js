// Put into every phone's page before the app loads (e2e and bench_join): it keeps each text
// its data channels receive and send, and reads cards off the DOM. The app paints once per
// frame, so a view received is paired with the screen of the paint that follows it (the hand
// then shown, and when); a view overtaken by another before any paint was never on screen and
// is marked `superseded`.
(() => {
  const T = (window.__t = {
    received: [], // {data, hand, at}: every text a data channel received, with the hand shown
    unpainted: [], // received views not yet on screen
    sent: [],
    channels: [],
    turnIn: -1, // the turn of the last view received (a guest)
    turnOut: -1, // the turn of the last view sent (the host)
    seqOut: 0,
    reseq: false, // a hostile page renumbers its own app's messages after its forgeries
    console: [],
  });
  const cardOf = (el) => {
    if (el.dataset.card) return Number(el.dataset.card);
    if (el.dataset.top) return Number(el.dataset.top);
    if (!el.dataset.arg) return null;
    try {
      const arg = JSON.parse(el.dataset.arg);
      for (const key of ["card", "why", "toggle"]) {
        if (Number.isInteger(arg[key])) return arg[key];
      }
    } catch {
      // an argument that is not JSON names no card
    }
    return null;
  };
  const cards = (els) => els.map(cardOf).filter((c) => c !== null);
  T.hand = () => cards([...document.querySelectorAll(".hand > *")]);
  // Every card the page shows outside its hand (the last card, the pile's top, a play button).
  T.elsewhere = () =>
    cards([...document.querySelectorAll("[data-card], [data-top], [data-arg]")]
      .filter((el) => !el.closest(".hand")));
  const paintedTurn = () => {
    const turn = document.querySelector(".game")?.dataset.turn;
    return turn === undefined ? Math.max(T.turnIn, T.turnOut) : Number(turn);
  };
  T.snapshot = () => ({
    turn: paintedTurn(),
    hand: T.hand(),
    elsewhere: T.elsewhere(),
    result: document.querySelector(".result-title")?.textContent ?? null,
    acts: document.querySelectorAll("[data-cmd=act]").length,
    ready: !!document.querySelector("button[data-arg='{\"type\": \"ready\"}']"),
    play: cards([...document.querySelectorAll("button.play")])[0] ?? null,
  });
  const turnOf = (text) => {
    try {
      const m = JSON.parse(text);
      return m && m.type === "view" ? m.view.turn : null;
    } catch {
      return null;
    }
  };
  // The app's Python runs in a worker: the page forwards each received text to it (numbered,
  // sobremesaSent) and applies its paints, each saying the last forwarded message it shows. After
  // such a paint the screen shows the last view received up to there.
  const forwarded = () => (typeof window.sobremesaSent === "function" ? window.sobremesaSent() : 0);
  document.addEventListener("sobremesa:flushed", (event) => {
    const handled = event.detail && event.detail.handled;
    const shows = T.unpainted.filter((r) => r.seq <= handled);
    if (!shows.length) return;
    T.unpainted = T.unpainted.filter((r) => r.seq > handled);
    const shown = shows.pop();
    shown.hand = T.hand();
    shown.at = performance.now();
    for (const overtaken of shows) overtaken.superseded = true;
  });
  const create = RTCPeerConnection.prototype.createDataChannel;
  RTCPeerConnection.prototype.createDataChannel = function (...args) {
    const channel = create.apply(this, args);
    T.channels.push(channel);
    channel.addEventListener("open", () => (T.openedAt = performance.now()));
    queueMicrotask(() =>
      channel.addEventListener("message", (event) => {
        const data = String(event.data);
        const turn = turnOf(data);
        const record = { data, hand: null, at: null, seq: forwarded() };
        if (turn !== null) {
          T.turnIn = turn;
          T.unpainted.push(record);
        }
        T.received.push(record);
      }),
    );
    return channel;
  };
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (data) {
    let text = String(data);
    try {
      const m = JSON.parse(text);
      if (T.reseq) {
        m.seq = ++T.seqOut;
        text = JSON.stringify(m);
      } else if (Number.isInteger(m.seq)) T.seqOut = Math.max(T.seqOut, m.seq);
      if (m.type === "view") T.turnOut = m.view.turn;
    } catch {
      // not JSON (a test's garbage): sent as it is, unnumbered
    }
    T.sent.push(text);
    return send.call(this, text);
  };
  // Straight onto the wire, past the app: what a hostile page can do with its own channel.
  // A forgery with `"seq": "next"` takes the next number when it leaves (the app's own pings
  // keep numbering messages meanwhile).
  T.forge = (texts) => {
    const channel = T.channels[T.channels.length - 1];
    for (let text of texts) {
      try {
        const m = JSON.parse(text);
        if (m.seq === "next") {
          m.seq = ++T.seqOut;
          text = JSON.stringify(m);
        } else if (Number.isInteger(m.seq)) T.seqOut = Math.max(T.seqOut, m.seq);
      } catch {
        // a forgery that is not JSON goes out as it is
      }
      send.call(channel, text);
    }
  };
})();
