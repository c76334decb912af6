// The hand review board for anywidget: plain ESM, no imports, no bundler (the shared
// helpers of common.js are put in front of this file by widgets/esm.py).
//
// Python is the only truth.  It sends the labels, the timeline (every move's loss) and
// the frame of the current step, every word already in the board's language; this file
// only draws them.  A click or a key sends an intent such as {type: "goto", step: 12};
// Python checks it and sends the new frame.

function renderReview({ model, el }) {
  const root = h("div", { class: "bw-widget bw-review", [SUPPRESS]: true });
  el.append(root);
  const parts = {}; // the elements kept across frames: buttons, slider, strip, body
  let slideTimer = null;

  const python = intents(model, root); // one intent at a time, each with its frame's seq
  const send = python.send;
  let pending = null; // a step asked for while an answer was awaited: asked for after it

  function goto(step) {
    const f = model.get("frame");
    const target = Math.max(0, Math.min(f.total, step));
    if (target !== f.step && !send({ type: "goto", step: target })) pending = target;
  }

  function button(key, label, onclick) {
    return h("button", { type: "button", class: "bw-rv-button", "data-key": key, [SUPPRESS]: true, onclick }, label);
  }

  /** An arrow or a sign beside a button's words, not read aloud. */
  function glyph(text) {
    return h("span", { "aria-hidden": "true" }, text);
  }

  // ---- the parts that stay: navigation, tools, the timeline strip, the body ----

  function build() {
    const L = model.get("labels");
    const [back, ahead] = L.dir === "rtl" ? ["▶", "◀"] : ["◀", "▶"]; // arrows point the way they go
    parts.title = h("h3", { class: "bw-rv-title" });
    parts.score = h("div", { class: "bw-rv-score" });
    parts.first = button("first", [glyph(`${back}${back} `), L.first], () => goto(0));
    parts.prev = button("previous", [glyph(`${back} `), L.previous], () => goto(model.get("frame").step - 1));
    parts.next = button("next", [L.next, glyph(` ${ahead}`)], () => goto(model.get("frame").step + 1));
    parts.last = button("last", [L.last, glyph(` ${ahead}${ahead}`)], () => goto(model.get("frame").total));
    parts.mistake = button("mistake", [glyph("⚠ "), L.next_mistake], () => send({ type: "mistake" }));
    parts.slider = h("input", {
      type: "range", class: "bw-rv-slider", min: 0, step: 1, "data-key": "slider",
      "aria-label": L.slider, [SUPPRESS]: true,
    });
    parts.slider.addEventListener("input", () => {
      clearTimeout(slideTimer);
      slideTimer = setTimeout(() => goto(Number(parts.slider.value)), 60);
    });
    parts.hands = h("select", { class: "bw-rv-select", "data-key": "hands", [SUPPRESS]: true },
      h("option", { value: "-1" }, L.open_all),
      L.open_one.map((text, seat) => h("option", { value: String(seat) }, text)));
    parts.hands.addEventListener("change", () => send({ type: "seat", seat: Number(parts.hands.value) }));
    parts.estimate = button("estimate", L.estimate, () => {
      const on = !model.get("estimate");
      if (on && model.get("frame").choices) parts.panel.append(h("p", { class: "bw-rv-note" }, L.estimating));
      send({ type: "estimate", on });
    });
    parts.strip = h("div", { class: "bw-rv-strip", "aria-hidden": "true", title: L.timeline });
    // the seats keep their places in Arabic too: the next player sits on the right
    parts.felt = h("div", { class: "bw-rv-felt", dir: "ltr" });
    parts.panel = h("div", { class: "bw-rv-panel" });
    parts.live = h("div", { class: "bw-rv-live", "aria-live": "polite" });
    parts.message = h("div", { class: "bw-rv-message", role: "status" });
    root.replaceChildren(
      h("div", { class: "bw-rv-head" }, parts.title, parts.score),
      h("div", { class: "bw-rv-nav", role: "group", "aria-label": L.slider },
        parts.first, parts.prev, parts.slider, parts.next, parts.last, parts.mistake),
      h("div", { class: "bw-rv-tools" },
        h("label", { class: "bw-rv-label" }, L.hands, " ", parts.hands), parts.estimate),
      parts.strip,
      h("div", { class: "bw-rv-body" },
        h("div", { class: "bw-rv-felt-box" }, parts.felt), h("div", { class: "bw-rv-side" }, parts.live, parts.panel)),
      parts.message,
    );
    strip();
  }

  function strip() {
    parts.strip.replaceChildren(...(model.get("timeline") || []).map((t) =>
      h("span", { class: `bw-rv-tick bw-rv-${t.mark}`, "data-step": t.step, title: t.tip, onclick: () => goto(t.step) },
        h("span", { class: "bw-rv-bar", style: `block-size: ${t.height}%` }))));
  }

  // ---- one frame ----

  function draw() {
    const L = model.get("labels");
    const f = model.get("frame");
    if (!f || f.step === undefined) return;
    root.setAttribute("dir", L.dir);
    root.setAttribute("lang", model.get("lang"));
    root.dataset.step = f.step;
    root.dataset.mark = f.mark;
    parts.title.replaceChildren(L.board, f.contract ? " · " : "", ...say(f.contract));
    parts.score.replaceChildren(...say(f.score));
    parts.slider.max = f.total;
    parts.slider.value = f.step;
    parts.slider.setAttribute("aria-valuetext", f.title);
    // aria-disabled, not disabled: a focused button keeps the focus at either end
    for (const b of [parts.first, parts.prev]) b.setAttribute("aria-disabled", String(f.step === 0));
    for (const b of [parts.next, parts.last]) b.setAttribute("aria-disabled", String(f.step === f.total));
    parts.hands.value = String(model.get("seat"));
    parts.estimate.setAttribute("aria-pressed", String(Boolean(model.get("estimate"))));
    for (const tick of parts.strip.children) tick.classList.toggle("bw-rv-now", Number(tick.dataset.step) === f.step);
    parts.felt.replaceChildren(...seats(f), trick(f));
    parts.live.replaceChildren(
      h("h4", { class: "bw-rv-move" }, ...say(f.title)),
      f.verdict ? h("span", { class: `bw-rv-verdict bw-rv-${f.mark}` }, ...say(f.verdict)) : "",
      f.reason ? h("p", { class: "bw-rv-reason" }, ...say(f.reason)) : "",
    );
    const panel = [];
    if (f.choices) panel.push(rows(f.choices, "exact"));
    if (model.get("estimate")) {
      if (f.estimate) panel.push(rows(f.estimate, "estimate"), h("p", { class: "bw-rv-estimate-text" }, ...say(f.estimate.text)));
      else if (f.note) panel.push(h("p", { class: "bw-rv-note" }, ...say(f.note)));
    }
    parts.panel.replaceChildren(...panel);
    parts.message.replaceChildren(...say(model.get("message")));
  }

  function seats(f) {
    return f.seats.map((s) => {
      const hand = s.cards
        ? h("div", { class: "bw-rv-hand", role: "list", "aria-label": s.name },
          s.cards.map((c) => h("span", { role: "listitem" }, card(c.card, c.name, "bw-small"))))
        : backs(s.count, s.hidden);
      return h("div", { class: `bw-rv-seat bw-rv-${s.pos}${s.mover ? " bw-rv-mover" : ""}`, "data-seat": s.seat },
        h("div", { class: "bw-rv-name", dir: model.get("labels").dir }, s.name, s.dealer ? h("span", { class: "bw-rv-dealer" }, ` (${model.get("labels").dealer})`) : ""), hand);
    });
  }

  function trick(f) {
    const t = f.trick;
    const box = h("div", { class: "bw-rv-trick" });
    if (t.floor) box.append(h("div", { class: "bw-rv-floor" }, card(t.floor, t.floor_name)));
    const where = Object.fromEntries(f.seats.map((s) => [s.seat, s.pos]));
    for (const c of t.cards) {
      const cls = `bw-rv-at-${where[c.seat]}${c.new ? " bw-rv-new" : ""}${c.seat === t.winner ? " bw-rv-winner" : ""}`;
      box.append(h("div", { class: `bw-rv-played ${cls}` }, card(c.card, c.name, "bw-small")));
    }
    return box;
  }

  /** A card as a small label in a row (its name is in the row's aria-label). */
  function chip(code) {
    const [symbol, colour] = SUITS[code.slice(-1)];
    return h("bdi", { dir: "ltr", class: `bw-rv-chip bw-${colour}`, "aria-hidden": "true" }, code.slice(0, -1), symbol);
  }

  function rows(block, kind) {
    return h("div", { class: `bw-rv-choices bw-rv-${kind}` },
      h("div", { class: "bw-rv-caption" }, block.caption),
      h("ul", { class: "bw-rv-rows", "aria-label": model.get("labels").choices }, block.rows.map((r) =>
        h("li", {
          class: `bw-rv-row${r.played ? " bw-rv-played-row" : ""}${r.best ? " bw-rv-best-row" : ""}`,
          "data-card": r.card, "aria-label": r.label,
        },
        chip(r.card),
        h("span", { class: "bw-rv-track", "aria-hidden": "true" }, h("span", { class: "bw-rv-fill", style: `inline-size: ${r.width}%` })),
        h("span", { class: "bw-rv-value", "aria-hidden": "true" }, String(r.value)),
        h("span", { class: "bw-rv-tags", "aria-hidden": "true" }, r.tags)))));
  }

  // ---- keys: arrows step (mirrored in Arabic), Home and End go to the ends ----

  root.addEventListener("keydown", (event) => {
    const target = event.target;
    if (target === parts.slider || target === parts.hands) return; // their own keys
    const f = model.get("frame");
    const forward = model.get("labels").dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = forward === "ArrowLeft" ? "ArrowRight" : "ArrowLeft";
    const to = { [forward]: f.step + 1, [back]: f.step - 1, Home: 0, End: f.total }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    goto(to);
  });

  function changed() {
    python.release(); // Python answered
    draw();
    if (pending !== null) {
      const step = pending;
      pending = null;
      goto(step);
    }
  }
  function relabel() {
    build();
    draw();
  }
  build();
  draw();
  const names = ["frame", "seat", "estimate", "message"];
  for (const name of names) model.on(`change:${name}`, changed);
  model.on("change:labels", relabel);
  model.on("change:timeline", strip);
  return () => {
    clearTimeout(slideTimer);
    python.release();
    for (const name of names) model.off(`change:${name}`, changed);
    model.off("change:labels", relabel);
    model.off("change:timeline", strip);
  };
}

export default { render: renderReview };
