// The Baloot table for anywidget: plain ESM, no imports, no bundler (widgets/esm.py puts
// common.js and table_draw.js in front of this file).
//
// Python is the only truth.  It sends complete frames (widgets/table_frames.py): `frame`, the
// table as it is now, and `moves`, the frames of the moves to animate before it.  This
// file draws a frame, steps through the moves at the pace, and sends intents such as
// {type: "act", action: "p0 pass"}; Python validates them and answers with new frames.

const SCHEMA = 2; // the frame schema this file draws (baloot_widgets.widgets.table_frames.FRAME_SCHEMA)
const WAIT_MS = 15000; // an intent unanswered this long no longer blocks the next one

function render({ model, el, host }) {
  const root = h("div", { class: "bw-widget bw-root", [SUPPRESS]: true });
  el.append(root);
  const unlearn = learnerPanel(model, el); // the learner's name and results (learner.js)
  const review = reviewPanel(model, el, host);
  const state = {
    seq: (model.get("frame") || {}).seq || 0, // moves before this view opened are not replayed
    anim: null, // {frames, index, timer}: the moves being animated
    akka: false, // the Akka toggle: the next lead is announced
    roving: null, // the card of the hand that holds the tab stop
    keep: false, // the focus is on a card: the tab stop stays where the user put it
    queued: false, // a redraw is queued for this microtask
    waiting: null, // the timer of an intent sent and not answered yet
    open: {}, // hand number -> whether the user opened or closed its score-sheet lines
  };

  /** Send an intent, unless one is still waiting for Python's answer (a double click). */
  function send(intent) {
    if (state.waiting !== null) return;
    state.waiting = setTimeout(release, WAIT_MS);
    root.dataset.waiting = "1";
    root.setAttribute("aria-busy", "true");
    model.send(stamped(model, intent)); // with the seq of the frame it answers
  }

  function release() {
    if (state.waiting !== null) clearTimeout(state.waiting);
    state.waiting = null;
    delete root.dataset.waiting;
    root.removeAttribute("aria-busy");
  }

  /** Python changed a trait: a new answer is animated, anything else is drawn again. */
  function schedule() {
    if (state.queued) return;
    state.queued = true;
    queueMicrotask(() => {
      state.queued = false;
      const frame = model.get("frame") || {};
      if ((frame.seq || 0) > state.seq) {
        state.seq = frame.seq;
        release(); // Python answered
        play(model.get("moves") || []);
      } else if (!state.anim) show(frame);
    });
  }

  // ---- animation: the moves of one answer, one frame at a time, at the pace ----

  function play(frames) {
    stop();
    const pace = Number(model.get("pace")) || 0;
    if (!frames.length || pace <= 0) return finish();
    state.anim = { frames, index: 0, timer: null };
    step();
  }

  function step() {
    const anim = state.anim;
    if (!anim) return;
    const frame = anim.frames[anim.index];
    anim.index += 1;
    show(frame);
    const wait = (Number(frame.hold) || 1) * (Number(model.get("pace")) || 0);
    anim.timer = setTimeout(anim.index < anim.frames.length ? step : finish, wait);
  }

  function stop() {
    if (state.anim && state.anim.timer) clearTimeout(state.anim.timer);
    state.anim = null;
  }

  function finish() {
    stop();
    show(model.get("frame") || {});
  }

  // ---- drawing ----

  const ctx = {
    state,
    send,
    skip: finish,
    toggleAkka: () => {
      state.akka = !state.akka;
      show(model.get("frame") || {});
    },
  };

  function focusKey() {
    const active = document.activeElement;
    return root.contains(active) ? active.dataset.key || "" : null;
  }

  /** The sentence shown instead of the table when Python sends a frame this file does not know. */
  function schemaText(labels, got) {
    const text = labels.schema || "This table cannot be drawn: frame schema {got}, expected {want}.";
    return text.replace("{want}", String(SCHEMA)).replace("{got}", String(got));
  }

  function show(frame) {
    const labels = model.get("labels") || {};
    const had = focusKey();
    root.setAttribute("dir", labels.dir || "ltr");
    root.setAttribute("lang", model.get("lang") || "en");
    root.dataset.busy = frame.busy ? "1" : "";
    if (!frame.busy) {
      root.dataset.seq = String(frame.seq || 0);
      root.dataset.phase = frame.phase || "";
    }
    if (Object.keys(frame).length && frame.schema !== SCHEMA) {
      root.dataset.schema = String(frame.schema);
      root.replaceChildren(h("p", { class: "bw-message bw-schema", role: "alert" }, schemaText(labels, frame.schema)));
      return;
    }
    delete root.dataset.schema;
    if (!frame.seats) {
      root.replaceChildren(h("p", {}, labels.loading || "…"));
      return;
    }
    ctx.labels = labels;
    ctx.sheet = model.get("sheet") || {};
    state.keep = Boolean(had && had.startsWith("card:")); // the user is moving along the hand
    if (state.keep) state.roving = had.slice(5);
    root.replaceChildren(...drawFrame(frame, ctx));
    if (had !== null) refocus(had, frame);
  }

  /** Put the focus back after a redraw: on the same control when it is still there; during
   * the bots' moves on Skip; after them on the hand's tab stop when a card can be played,
   * else on the first call or button of the frame (never on Hint unless nothing else). */
  function refocus(key, frame) {
    const find = (k) => (k ? root.querySelector(`[data-key="${CSS.escape(k)}"]`) : null);
    let target = frame.busy ? find("skip") : find(key);
    if (!target || target.disabled) {
      target =
        root.querySelector(".bw-hand [tabindex='0']:not([aria-disabled='true'])") ||
        root.querySelector(".bw-actions button.bw-act, .bw-cover button") ||
        root.querySelector(".bw-hand [tabindex='0']") ||
        root.querySelector(".bw-actions button");
    }
    if (target) target.focus({ preventScroll: true });
  }

  const keys = ["frame", "moves", "sheet", "labels", "lang"];
  model.on("change:board", review.show);
  for (const key of keys) model.on(`change:${key}`, schedule);
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && state.anim) {
      event.stopPropagation();
      finish();
    }
  });
  show(model.get("frame") || {});
  return () => {
    unlearn();
    stop();
    release();
    for (const key of keys) model.off(`change:${key}`, schedule);
    model.off("change:board", review.show);
    review.close();
  };
}

/** The review of a finished hand under the table: Python's ReviewBoard (the `board`
 * trait, a widget reference), drawn by its own module through anywidget's host.  When the
 * review opens while the focus is in the table, the focus goes to the board. */
function reviewPanel(model, el, host) {
  const panel = h("section", { class: "bw-widget bw-table-review", hidden: true, [SUPPRESS]: true });
  el.append(panel);
  let drawn = null; // the reference drawn now
  let abort = null; // stops the board's view when the review closes

  async function show() {
    const ref = model.get("board") || null;
    if (ref === drawn) return;
    const hadFocus = el.contains(document.activeElement);
    close();
    drawn = ref;
    const labels = model.get("labels") || {};
    panel.hidden = !ref;
    panel.setAttribute("aria-label", labels.review_title || "");
    if (!ref) return;
    if (!host) {
      panel.append(h("p", { class: "bw-message", role: "status" }, labels.review_elsewhere || ""));
      return;
    }
    const stop = (abort = new AbortController());
    const place = h("div", {});
    panel.append(place);
    try {
      const child = await host.getWidget(ref);
      if (stop.signal.aborted) return;
      await child.render({ el: place, signal: stop.signal });
    } catch (error) {
      if (!stop.signal.aborted) panel.replaceChildren(h("p", { class: "bw-message", role: "alert" }, String(error)));
      return;
    }
    const first = panel.querySelector("button:not([disabled]), input");
    if (hadFocus && first) first.focus();
  }

  function close() {
    if (abort) abort.abort();
    abort = null;
    drawn = null;
    panel.replaceChildren();
    panel.hidden = true;
  }

  show();
  return { show, close };
}

export default { render };
