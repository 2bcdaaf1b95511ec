// The one paint path's browser half: Python renders the whole screen as HTML, and this morphs
// the page into it (idiomorph, vendored from npm) instead of replacing it, so the button under
// a finger, the focused control and the text being typed survive a repaint. An element marked
// `data-island` (a camera scan, a canvas) is left alone by the morph.
(() => {
  // Left as they are: an island, and the text field being typed in (its half-typed text).
  // Everything else is morphed, the focused button too: its label must follow its action
  // (idiomorph's ignoreActiveValue left a focused "Play my 40" on a button that played the 49).
  const leaveAlone = (oldNode) =>
    oldNode.nodeType === 1 &&
    ((oldNode.hasAttribute("data-island") && oldNode.isConnected) ||
      (oldNode === document.activeElement && (oldNode.tagName === "INPUT" || oldNode.tagName === "TEXTAREA")));

  window.sobremesaMorph = (root, html) => {
    // motion.js reads the page on both sides of the morph (what moved, what changed) and
    // starts its animations without waiting for them.
    const motion = window.sobremesaMotion;
    const before = motion ? motion.before(root) : null;
    Idiomorph.morph(root, html, {
      morphStyle: "innerHTML",
      restoreFocus: true,
      callbacks: { beforeNodeMorphed: (oldNode) => !leaveAlone(oldNode) },
    });
    if (motion) motion.after(root, before);
  };

  // One flush per animation frame; a hidden page (no frames) still flushes, a little later,
  // so a host whose screen is off keeps its guests' game going.
  window.sobremesaFrame = (flush) => {
    let done = false;
    const run = () => {
      if (!done) {
        done = true;
        flush();
      }
    };
    requestAnimationFrame(run);
    setTimeout(run, 100);
  };
})();
