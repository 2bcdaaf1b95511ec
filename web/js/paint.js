// The one paint path's browser half: Python renders the whole screen as HTML, and this morphs
// the page into it (idiomorph, vendored from npm) instead of replacing it, so the button under
// a finger, the focused control and the text being typed survive a repaint. An element marked
// `data-island` (a camera scan, a canvas) is left alone by the morph. Another screen in the
// place of the last (home, set-up, table) is moved in whole, not compared (`swapScreen`).
//
// Focus never drops to <body>: a control that keeps its id keeps the focus; one that went away
// (the card just played, the Ready that became Play) hands it to the nearest surviving group
// it sat in (its first control, or the group itself when it is focusable, like a hand), then
// to the screen's `data-focus-fallback` (the hand), then to its main heading. A control in a
// `data-no-refocus` part is never handed the focus (a vote: an Enter meant for the control
// that went away must not answer it). A dialog that opens (`data-autofocus` on its heading)
// takes it. Where the focus goes is settled in the frame after the morph, before that frame is
// painted (see `settle`): no frame shows it on <body>, and a key pressed in between goes to
// where it is going.
//
// Keys: arrows move between the controls of a `data-roving` group (a hand of cards: one Tab
// stop, Enter/Space plays or selects the card as any button does), and Enter/Space anywhere
// but on a control presses the screen's `data-hotkey` control (a game's Play, say).
(() => {
  // Left as they are: an island, and the text field being typed in (its half-typed text).
  // Everything else is morphed, the focused button too: its label must follow its action
  // (idiomorph's ignoreActiveValue left a focused "Play my 40" on a button that played the 49).
  const leaveAlone = (/** @type {Node} */ oldNode) =>
    oldNode instanceof Element &&
    ((oldNode.hasAttribute("data-island") && oldNode.isConnected) ||
      (oldNode === document.activeElement && (oldNode.tagName === "INPUT" || oldNode.tagName === "TEXTAREA")));

  // What each element on the page was last painted from: a number naming the content of its
  // part of the screen (the same number for the same HTML). A part painted from the same
  // content again is not walked at all (idiomorph compares it node by node otherwise, and a
  // cloud or a pattern is hundreds of SVG nodes), and its nodes stay the very same nodes. A part
  // holding a form field is always morphed: the field's value must follow the screen, whatever
  // was typed or picked.
  //
  // The numbers are given in one pass over the new screen, children before their parent: a
  // part's key is its tag, its attributes and its children's numbers and text, so each costs
  // its own markup only (serializing every part the morph visits cost its depth times its size).
  // The keys of the last paint are kept, the older ones forgotten.
  /** @typedef {WeakMap<Node, number>} Numbers each element's number (none: it holds a field) */
  /** @type {Numbers} */
  const paintedFrom = new WeakMap();
  const FIELDS = new Set(["INPUT", "SELECT", "TEXTAREA"]);
  /** @type {Map<string, number>} */
  let keys = new Map();
  let counted = 0;
  /** @param {ParentNode} screen @returns {Numbers} */
  const number = (screen) => {
    /** @type {Map<string, number>} */
    const now = new Map();
    /** @type {Numbers} */
    const numbers = new WeakMap();
    /** @param {Element} el @returns {number | undefined} */
    const visit = (el) => {
      // A drawing is keyed by its markup, which the browser's serializer gives in one call:
      // walked here node by node, a table of clouds (some forty nodes each, paths of a
      // thousand characters) took 10 ms of each paint at 4x CPU.
      if (el.tagName === "svg" && !el.getElementsByTagName("foreignObject").length) {
        return remember(el, "svg\0" + el.outerHTML);
      }
      let field = FIELDS.has(el.tagName);
      const key = [el.tagName];
      for (const a of el.attributes) key.push("a" + a.name, "v" + a.value);
      for (let child = el.firstChild; child; child = child.nextSibling) {
        if (child instanceof Element) {
          const n = visit(child);
          if (n === undefined) field = true;
          key.push("e" + n);
        } else if (child instanceof CharacterData && child.nodeType === 3) key.push("t" + child.data);
        else if (child instanceof CharacterData && child.nodeType === 8) key.push("c" + child.data);
      }
      if (field) return undefined;
      return remember(el, key.join("\0")); // the parser never leaves a NUL in a name, a value or a text
    };
    /** @param {Element} el @param {string} text its key @returns {number} */
    const remember = (el, text) => {
      let n = now.get(text);
      if (n === undefined) {
        n = keys.get(text) ?? ++counted;
        now.set(text, n);
      }
      numbers.set(el, n);
      return n;
    };
    for (let el = screen.firstElementChild; el; el = el.nextElementSibling) visit(el);
    keys = now;
    return numbers;
  };
  /** @param {Numbers} numbers @param {Node} oldNode @param {Node} newNode */
  const unchanged = (numbers, oldNode, newNode) => {
    if (oldNode.nodeType !== 1 || newNode.nodeType !== 1) return false;
    const n = numbers.get(newNode);
    if (n === undefined) paintedFrom.delete(oldNode);
    else if (paintedFrom.get(oldNode) === n) return true;
    else paintedFrom.set(oldNode, n);
    return false;
  };
  // A part the morph added is a copy of the new screen's: its elements take their numbers.
  /** @param {Numbers} numbers @param {Element} added @param {Element} from */
  const painted = (numbers, added, from) => {
    const n = numbers.get(from);
    if (n !== undefined) paintedFrom.set(added, n);
    for (let a = added.firstElementChild, b = from.firstElementChild; a && b; a = a.nextElementSibling, b = b.nextElementSibling) {
      painted(numbers, a, b);
    }
  };

  // Another screen in this one's place (home, set-up, table, lobby: the first word of its
  // section's class). Nothing of the old screen is kept but the stylesheets the new one names
  // again, so the old is not compared with the new node by node: the new screen's nodes are
  // moved in as the parser made them. Compared, a set-up -> table paint took 19-23 ms of script
  // at 4x CPU in one game; moved in, 15-16. A stylesheet's <link> stays the very node (put in
  // anew, it loads its sheet again, and a frame could show the table without it).
  /** @param {Element} root @param {Node} oldNode @param {Node} newNode */
  const anotherScreen = (root, oldNode, newNode) =>
    oldNode.parentNode === root && oldNode instanceof HTMLElement && newNode instanceof HTMLElement
    && oldNode.tagName === "SECTION" && newNode.tagName === "SECTION"
    && oldNode.classList[0] !== newNode.classList[0];
  /** @param {Numbers} numbers @param {Element} screen @param {Element} next */
  const swapScreen = (numbers, screen, next) => {
    for (const a of [...screen.attributes]) if (!next.hasAttribute(a.name)) screen.removeAttribute(a.name);
    for (const a of next.attributes) if (screen.getAttribute(a.name) !== a.value) screen.setAttribute(a.name, a.value);
    /** @type {Map<string, Element>} */
    const named = new Map(); // href -> the new screen's <link>
    for (const child of next.children) if (child.tagName === "LINK") named.set(child.getAttribute("href") || "", child);
    /** @type {Map<Element, Element>} */
    const kept = new Map(); // the new screen's <link> -> the old one that stays in its place
    for (const child of [...screen.childNodes]) {
      const link = child instanceof Element && child.tagName === "LINK" ? child : null;
      const twin = link ? named.get(link.getAttribute("href") || "") : undefined;
      if (link && twin && !kept.has(twin)) kept.set(twin, link);
      else child.remove();
    }
    // The old nodes that stay take the numbers of the new ones they stand for; the nodes moved
    // in are the new screen's own, numbered as any part the morph adds (`painted`).
    const mark = (/** @type {Element} */ el, /** @type {Element} */ from) => {
      const n = numbers.get(from);
      if (n === undefined) paintedFrom.delete(el);
      else paintedFrom.set(el, n);
    };
    mark(screen, next);
    let at = screen.firstChild;
    for (const child of [...next.childNodes]) {
      const old = child instanceof Element ? kept.get(child) : undefined;
      if (old) {
        mark(old, /** @type {Element} */ (child));
        if (old === at) at = old.nextSibling;
        else screen.insertBefore(old, at);
      } else {
        screen.insertBefore(child, at);
        if (child instanceof Element) painted(numbers, child, child);
      }
    }
  };

  const CONTROLS = "button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, a[href]";
  const visible = (/** @type {Element} */ el) =>
    el.isConnected && !el.closest("[hidden]") && el.getClientRects().length > 0;
  const focusable = (/** @type {Element} */ el) => visible(el) && (el.matches(CONTROLS) || el.hasAttribute("tabindex"));
  const focus = (/** @type {Element} */ el) => {
    // every element on a page has focus() (HTML, SVG, MathML), but TypeScript's Element has not
    /** @type {HTMLElement} */ (el).focus({ preventScroll: true });
    return document.activeElement === el;
  };
  const lost = () => !document.activeElement || document.activeElement === document.body;

  // Where the focus goes when its element went away in a repaint.
  // A group counts if it is still on the page as what it was (the morph may have made the
  // node into another part of a new screen).
  /** @param {Element} root @param {{el: Element, cls: string}[]} groups */
  const refocus = (root, groups) => {
    for (const { el: group, cls } of groups) {
      if (!group.isConnected || !root.contains(group) || group.className !== cls) continue;
      if (group.tagName === "SECTION" || group === root) break; // a whole screen is no group
      if (group.hasAttribute("tabindex") && focusable(group) && focus(group)) return;
      const first = [...group.querySelectorAll(CONTROLS)].find((el) => visible(el) && !el.closest("[data-no-refocus]"));
      if (first && focus(first)) return;
    }
    for (const selector of ["[data-focus-fallback]", "[data-focus-main]"]) {
      const found = [...root.querySelectorAll(selector)].filter(visible);
      const target = found[found.length - 1]; // a dialog's heading comes after the screen's
      if (target && focus(target)) return;
    }
  };

  // A roving group has one Tab stop: the control that had the focus in it, or its first; in a
  // choice (`data-roving="pressed"`: Person or Bot), the one chosen, as in a group of radios.
  const rove = (/** @type {Element} */ root) => {
    for (const group of root.querySelectorAll("[data-roving]")) {
      const items = [...group.querySelectorAll("button")];
      const chosen = group.getAttribute("data-roving") === "pressed"
        ? items.find((b) => b.getAttribute("aria-pressed") === "true") : undefined;
      const current = items.find((b) => b === document.activeElement) || chosen || items[0];
      for (const item of items) {
        const index = item === current ? 0 : -1;
        if (item.tabIndex !== index) item.tabIndex = index; // an unchanged page is not written to
      }
    }
  };

  // A connection code is shown whole, never cut to a scrolling box. Where the engine sizes a
  // field to its content (`field-sizing: content`) the CSS does it; elsewhere (WebKit) the
  // field's height follows its text here, after each paint and as the player types or pastes.
  const sizesItself = window.CSS && CSS.supports && CSS.supports("field-sizing", "content");
  const fitCode = (/** @type {HTMLTextAreaElement} */ area) => {
    area.style.height = "auto";
    area.style.height = `${area.scrollHeight + area.offsetHeight - area.clientHeight}px`;
  };
  const fitCodes = (/** @type {Element} */ root) => {
    if (!sizesItself) {
      for (const area of root.querySelectorAll("textarea.code")) if (area instanceof HTMLTextAreaElement) fitCode(area);
    }
  };
  if (!sizesItself) {
    document.addEventListener("input", (event) => {
      if (event.target instanceof HTMLTextAreaElement && event.target.matches(".code")) fitCode(event.target);
    });
  }

  // One call of `run` in the next animation frame, or a little later on a hidden page (no
  // frames), so a host whose screen is off still settles its page.
  const nextFrame = (/** @type {() => void} */ run) => {
    let done = false;
    const once = () => {
      if (!done) {
        done = true;
        run();
      }
    };
    requestAnimationFrame(once);
    setTimeout(once, 1000);
  };

  // Where the focus goes after a morph is decided, and given, in the next animation frame.
  // Chromium lays the page out to give an element the focus (and to ask whether it has a box),
  // and the new page is laid out in its frame anyway: done in the morph's task, the layout
  // made that task half as long again (32 of a table's first 67 ms at 4x CPU). The frame's
  // callbacks run before it paints, so no frame shows the page without its focus. A second
  // morph before that frame keeps the first one's memory of where the focus was.
  /** @typedef {{root: Element, before: Element | null, groups: {el: Element, cls: string}[], parked: HTMLElement | null, opened: Set<string>}} Settling */
  /** @type {Settling | null} */
  let settling = null;
  /** @type {(() => void)[]} */
  const settledWaiters = [];

  const settle = () => {
    const due = settling;
    settling = null;
    if (due && due.root.isConnected) {
      const { root, before, groups, parked, opened } = due;
      // The person moved the focus in between (a tap): theirs stands.
      const moved = !lost() && document.activeElement !== before;
      // A dialog that just opened (How to play, the curtain) takes the focus to its heading.
      const fresh = [...root.querySelectorAll("[data-autofocus]")].find((el) => !opened.has(el.id));
      if (moved) {
        // nothing to give back
      } else if (fresh && visible(fresh)) focus(fresh);
      else if (parked && parked.isConnected && root.contains(parked) && focus(parked)) {
        // the same control, where it was: as if it never let go
      } else if (lost()) refocus(root, groups);
      rove(root);
      fitCodes(root);
    }
    for (const resolve of settledWaiters.splice(0)) resolve();
  };

  window.sobremesaSettled = () => new Promise((resolve) => {
    if (settling) settledWaiters.push(resolve);
    else resolve();
  });

  // The first paint comes over index.html's home, pre-rendered from the same Python: the same
  // markup, but for a tap made on it while the start went on (its button marked busy). None of
  // its parts is numbered yet, and the morph would compare them all, with its code not yet warm
  // (some 25 ms of a reopened start's script at 4x CPU): numbered first, as they are, the morph
  // passes over those the new screen holds again.
  let first = true;

  window.sobremesaMorph = (root, html) => {
    const screen = document.createElement("template");
    screen.innerHTML = html;
    if (first) {
      first = false;
      const was = number(root);
      for (let el = root.firstElementChild; el; el = el.nextElementSibling) painted(was, el, el);
    }
    if (!settling || settling.root !== root) {
      if (settling) settle();
      const before = document.activeElement;
      /** @type {{el: Element, cls: string}[]} */
      const groups = [];
      for (let el = before; el && el !== root && root.contains(el); el = el.parentElement) {
        groups.push({ el, cls: el.className });
      }
      // A focused control that the new page holds again (by its id, as the morph keeps it)
      // keeps the focus through the morph. Any other lets go of it before the morph and takes
      // it back after (in `settle`), if it is still there: Chromium lays out the whole page at
      // once when a focused element leaves it, and the morph removes it half-way, from a page
      // it has half rewritten (50 ms of a set-up's 60 at 4x CPU). Let go of now, on the page
      // as it was laid out, it costs nothing. A text field being typed in keeps the focus: the
      // morph leaves it alone.
      const stays = before && before.id && screen.content.getElementById(before.id)?.tagName === before.tagName;
      const parked = before instanceof HTMLElement && groups.length > 0 && !stays
        && !(before.tagName === "INPUT" || before.tagName === "TEXTAREA") ? before : null;
      if (parked) parked.blur();
      const opened = new Set([...root.querySelectorAll("[data-autofocus]")].map((el) => el.id));
      settling = { root, before, groups, parked, opened };
      nextFrame(settle);
    }
    // motion.js reads the page on both sides of the morph (what moved, what changed) and
    // starts its animations without waiting for them.
    const motion = window.sobremesaMotion;
    const moved = motion ? motion.before(root) : null;
    const numbers = number(screen.content);
    // The part being added, while idiomorph copies it whole (it morphs an empty element into a
    // part that holds ids instead, and the morph numbers that one).
    /** @type {Node | null} */
    let adding = null;
    Idiomorph.morph(root, screen.content, {
      morphStyle: "innerHTML",
      restoreFocus: true,
      callbacks: {
        beforeNodeMorphed: (oldNode, newNode) => {
          adding = null;
          if (leaveAlone(oldNode)) return false;
          if (anotherScreen(root, oldNode, newNode)) {
            swapScreen(numbers, /** @type {Element} */ (oldNode), /** @type {Element} */ (newNode));
            return false;
          }
          return !unchanged(numbers, oldNode, newNode);
        },
        beforeNodeAdded: (node) => {
          adding = node;
          return true; // added, as every node is
        },
        afterNodeAdded: (node) => {
          if (adding instanceof Element && node instanceof Element) painted(numbers, node, adding);
          adding = null;
        },
      },
    });
    if (motion) motion.after(root, moved);
    // A screen's own script (a canvas) looks again after each morph.
    document.dispatchEvent(new Event("sobremesa:painted"));
  };

  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const root = document.getElementById("app");
    let target = event.target;
    if (settling) {
      settle();
      // Pressed between a morph and its frame, before the focus was given back: the key was
      // meant for what has it now, not for the page.
      if (target === document.body && !lost()) target = document.activeElement;
    }
    if (!root || !(target instanceof Element)) return;
    const group = target.closest("[data-roving]");
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: -Infinity, End: Infinity }[event.key];
    if (group && step !== undefined) {
      const items = [...group.querySelectorAll("button")].filter(visible);
      if (!items.length) return;
      const at = items.findIndex((item) => item === target);
      let next;
      if (step === -Infinity) next = 0;
      else if (step === Infinity) next = items.length - 1;
      else if (at < 0) next = step > 0 ? 0 : items.length - 1;
      else next = (at + step + items.length) % items.length;
      event.preventDefault();
      for (const item of items) item.tabIndex = item === items[next] ? 0 : -1;
      items[next].focus();
      return;
    }
    // Escape closes the sheet on top (How to play, the menu, the log, a replay's link), as it
    // closes any dialog; a sheet without a Close (the result) stays.
    if (event.key === "Escape") {
      const sheets = [...root.querySelectorAll("dialog[open], [role=dialog]")].filter(visible);
      const close = sheets.length && sheets[sheets.length - 1].querySelector("[data-escape]:not([disabled])");
      if (close instanceof HTMLElement) { // a button (an SVG element has no click to press)
        event.preventDefault();
        close.click();
      }
      return;
    }
    // Not on a control (it has its own Enter), nor in a sheet or dialog (reading How to play).
    if ((event.key === "Enter" || event.key === " ") && !target.closest(CONTROLS + ", [contenteditable], [role=dialog], dialog")) {
      const hotkey = root.querySelector("[data-hotkey]:not([disabled])");
      if (hotkey instanceof HTMLElement && visible(hotkey)) {
        event.preventDefault();
        hotkey.click();
      }
    }
  });
})();
