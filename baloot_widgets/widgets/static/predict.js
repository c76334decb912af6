// The Predict widget for anywidget: plain ESM, no imports (common.js is put in front of
// this file by widgets/esm.py).  Python sends one frame at a time, every word already in
// the widget's language, and the axes of the chart already computed; this file draws it
// and sends intents: {type: "commit", guess, confidence}, {type: "run"}, {type: "reveal"}.
// A frame holds nothing of the answer before the guess is committed.

const PREDICT_SCHEMA = 1; // baloot_widgets.widgets.predict_frames.FRAME_SCHEMA
const SVG_NS = "http://www.w3.org/2000/svg";
// the chart's margins, in CSS pixels: the chart is as wide as the widget, so its text keeps
// the widget's size in a narrow window too
const BOX = { w: 560, h: 230, left: 62, right: 18, top: 12, bottom: 30 };
const STEP_MS = 45; // one more checkpoint drawn every STEP_MS while the estimate settles
// a percentage, kept left to right inside Arabic as the course writes figures ("18.7%")
const PERCENT = /\d[\d,]*(?:\.\d+)?%/g;

/** A sentence as say() makes it, with each percentage in a <bdi dir="ltr"> too. */
function sayAll(text) {
  const out = [];
  for (const part of say(text)) {
    if (typeof part !== "string") {
      out.push(part);
      continue;
    }
    let at = 0;
    for (const m of part.matchAll(PERCENT)) {
      if (m.index > at) out.push(part.slice(at, m.index));
      out.push(h("bdi", { dir: "ltr" }, m[0]));
      at = m.index + m[0].length;
    }
    if (at < part.length) out.push(part.slice(at));
  }
  return out;
}

/** An SVG element: s("line", {x1: 0, ...}). */
function s(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== null && value !== undefined) node.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined) node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function renderPredict({ model, el }) {
  const root = h("div", { class: "bw-widget bw-predict", [SUPPRESS]: true });
  el.append(root);
  const unlearn = learnerPanel(model, el); // the learner's name and results (learner.js)
  // key: the question drawn; stop/typed/confidence: the guess being made; shown: how many
  // checkpoints the chart draws (it catches up with the frame's path, one step at a time);
  // acted: the learner sent an intent, so the focus may move to what comes next
  const state = { key: null, stage: null, typed: "", stop: null, confidence: "fair", shown: 0, timer: null, acted: false };
  const id = ++uid;
  const promptId = `bw-p-prompt-${id}`;
  const python = intents(model, root);
  const send = (intent) => {
    if (python.send(intent)) state.acted = true;
  };
  let chartBox = null;

  function draw() {
    const f = model.get("frame") || {};
    const labels = model.get("labels") || {};
    root.setAttribute("dir", labels.dir || "ltr");
    root.setAttribute("lang", model.get("lang") || "en");
    if (f.schema !== PREDICT_SCHEMA) {
      const text = (labels.schema || "frame schema {got}, expected {want}").replace("{want}", PREDICT_SCHEMA).replace("{got}", f.schema);
      root.replaceChildren(h("p", { class: "bw-p-message", role: "alert" }, text));
      return;
    }
    if (f.key !== state.key) Object.assign(state, { key: f.key, typed: "", stop: null, confidence: "fair", shown: 0 });
    const moved = f.stage !== state.stage;
    state.stage = f.stage;
    const had = root.contains(document.activeElement) ? document.activeElement.dataset.key : null;
    Object.assign(root.dataset, { stage: f.stage, seq: String(f.seq), key: f.key });
    const message = model.get("message");
    chartBox = f.run && f.axes ? h("div", { class: "bw-p-chart", dir: "ltr" }) : null;
    const parts = [
      h("div", { class: "bw-p-head" }, h("b", { class: "bw-p-title" }, labels.title)),
      h("p", { class: "bw-p-prompt", id: promptId }, say(f.prompt)),
      f.stage === "asking" ? asking(f, labels) : guessLine(f, labels),
      chartBox ? h("div", { class: "bw-p-sim" }, chartBox, legend(f, labels), h("p", { class: "bw-p-readout", "aria-live": "polite" }, sayAll(f.run.readout))) : null,
      answer(f),
      buttons(f, labels),
      message ? h("div", { class: "bw-p-message", role: "alert" }, sayAll(message)) : null,
      h("p", { class: "bw-p-help" }, sayAll(f.help)),
      h("p", { class: "bw-p-source" }, sayAll(f.source)),
    ];
    root.replaceChildren(...parts.filter(Boolean));
    if (chartBox) paint(f);
    let target = null;
    if (state.acted && moved) target = root.querySelector("[data-key='run'], [data-key='reveal'], .bw-p-answer");
    else if (had) target = root.querySelector(`[data-key="${CSS.escape(had)}"]`);
    if (target) target.focus({ preventScroll: !state.acted });
  }

  // ---- the guess ----

  function asking(f, labels) {
    const scale = f.scale;
    const at = state.stop ?? scale.start;
    const field = h("input", {
      type: "text",
      inputmode: "decimal",
      autocomplete: "off",
      class: "bw-p-field",
      "data-key": "field",
      "aria-label": labels.type,
      "aria-describedby": promptId,
      [SUPPRESS]: true,
      oninput: (event) => (state.typed = event.target.value),
      onkeydown: (event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        }
      },
    });
    field.value = state.typed;
    const slider = h("input", {
      type: "range",
      min: 0,
      max: scale.stops.length - 1,
      step: 1,
      class: "bw-p-slider",
      "data-key": "slider",
      "aria-label": labels.slider,
      "aria-valuetext": state.stop === null ? scale.range : scale.labels[at],
      [SUPPRESS]: true,
      oninput: (event) => {
        state.stop = Number(event.target.value);
        state.typed = scale.labels[state.stop];
        field.value = state.typed;
        event.target.setAttribute("aria-valuetext", state.typed);
      },
    });
    slider.value = String(at);
    const group = h("fieldset", { class: "bw-p-sure", role: "radiogroup" }, h("legend", {}, labels.sure));
    for (const choice of f.confidence) {
      const input = h("input", {
        type: "radio",
        name: `bw-p-sure-${id}`,
        value: choice.id,
        "data-key": `sure:${choice.id}`,
        [SUPPRESS]: true,
        onchange: () => (state.confidence = choice.id),
      });
      input.checked = choice.id === state.confidence;
      group.append(h("label", { class: "bw-p-choice" }, input, h("span", {}, choice.label)));
    }
    return h(
      "div",
      { class: "bw-p-guess" },
      h("label", { class: "bw-p-label" }, h("span", {}, labels.guess), field),
      h("div", { class: "bw-p-slide" }, slider, h("span", { class: "bw-p-range" }, sayAll(scale.range))),
      group,
    );
  }

  function commit() {
    send({ type: "commit", guess: state.typed, confidence: state.confidence });
  }

  function guessLine(f, labels) {
    const g = f.guess;
    return h("p", { class: "bw-p-your" }, h("b", {}, `${labels.guess}: `), h("bdi", { dir: "ltr" }, g.text), ` (${g.confidence})`);
  }

  function buttons(f, labels) {
    const bar = h("div", { class: "bw-p-buttons" });
    const button = (key, label, intent) => h("button", { type: "button", class: "bw-p-act bw-primary", "data-key": key, [SUPPRESS]: true, onclick: () => (intent ? send(intent) : commit()) }, label);
    if (f.stage === "asking") bar.append(button("commit", labels.commit, null));
    if (f.stage === "committed") bar.append(button("run", labels.run, { type: "run" }));
    if (f.stage === "simulated") bar.append(button("reveal", labels.reveal, { type: "reveal" }));
    return bar.childElementCount ? bar : null;
  }

  // ---- the answer ----

  function answer(f) {
    const a = f.answer;
    if (!a) return null;
    return h(
      "div",
      { class: "bw-p-answer", role: "status", tabindex: -1 },
      h("p", { class: "bw-p-exact" }, h("b", {}, `${a.label}: `), h("bdi", { dir: "ltr" }, a.text)),
      // how it is found: a sentence, or a formula on a line of its own, left to right
      h("p", { class: "bw-p-how", dir: a.formula ? "ltr" : null }, sayAll(a.how)),
      a.lines.map((line) => h("p", {}, sayAll(line))),
    );
  }

  // ---- the chart: drawn from the frame's axes and checkpoints, nothing computed here but
  // the positions ----

  function legend(f, labels) {
    const item = (cls, text) => h("span", { class: "bw-p-key" }, h("span", { class: `bw-p-swatch ${cls}`, "aria-hidden": "true" }), text);
    const out = h("div", { class: "bw-p-legend" }, item("bw-p-sw-est", labels.estimate), item("bw-p-sw-band", labels.interval), item("bw-p-sw-guess", labels.guess));
    if (f.answer) out.append(item("bw-p-sw-answer", f.answer.label));
    return out;
  }

  function paint(f) {
    const { x: xa, y: ya } = f.axes;
    const path = f.run.path;
    const shown = Math.min(Math.max(1, state.shown), path.length);
    const width = Math.max(260, Math.round(chartBox.clientWidth) || BOX.w);
    const height = width < 480 ? 190 : BOX.h;
    const W = width - BOX.left - BOX.right;
    const H = height - BOX.top - BOX.bottom;
    const right = width - BOX.right;
    const px = (n) => BOX.left + (W * (n - xa.low)) / (xa.high - xa.low || 1);
    const py = (v) => BOX.top + H - (H * (Math.min(Math.max(v, ya.low), ya.high) - ya.low)) / (ya.high - ya.low || 1);
    const svg = s("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "bw-p-svg", role: "img", "aria-label": f.run.readout });
    for (const [v, text] of ya.ticks) {
      svg.append(s("line", { x1: BOX.left, x2: right, y1: py(v), y2: py(v), class: "bw-p-grid" }));
      svg.append(s("text", { x: BOX.left - 6, y: py(v) + 4, "text-anchor": "end", class: "bw-p-tick" }, text));
    }
    xa.ticks.forEach(([n, text], i) => {
      const anchor = i === xa.ticks.length - 1 && px(n) > right - 20 ? "end" : "middle"; // the last label inside the box
      svg.append(s("text", { x: px(n), y: height - 10, "text-anchor": anchor, class: "bw-p-tick" }, text));
    });
    svg.append(s("line", { x1: BOX.left, x2: right, y1: BOX.top + H, y2: BOX.top + H, class: "bw-p-axis" }));
    const pts = path.slice(0, shown);
    if (pts.length > 1) {
      const upper = pts.map(([n, , , hi]) => `${px(n)},${py(hi)}`);
      const lower = pts.map(([n, , lo]) => `${px(n)},${py(lo)}`).reverse();
      svg.append(s("polygon", { points: [...upper, ...lower].join(" "), class: "bw-p-band" }));
      svg.append(s("polyline", { points: pts.map(([n, e]) => `${px(n)},${py(e)}`).join(" "), class: "bw-p-est" }));
    }
    const [n, e] = pts[pts.length - 1];
    svg.append(s("circle", { cx: px(n), cy: py(e), r: 3.5, class: "bw-p-dot" }));
    svg.append(s("line", { x1: BOX.left, x2: right, y1: py(f.guess.value), y2: py(f.guess.value), class: "bw-p-guess-line" }));
    if (f.answer) svg.append(s("line", { x1: BOX.left, x2: right, y1: py(f.answer.value), y2: py(f.answer.value), class: "bw-p-answer-line" }));
    chartBox.replaceChildren(svg);
    root.dataset.drawn = String(shown);
    state.shown = shown;
    if (shown < path.length && state.timer === null) {
      state.timer = setTimeout(() => {
        state.timer = null;
        state.shown += 1;
        if (chartBox && chartBox.isConnected) paint(model.get("frame"));
      }, STEP_MS);
    }
  }

  const names = ["frame", "labels", "message", "lang"];
  const redraw = () => {
    python.release();
    draw();
  };
  for (const name of names) model.on(`change:${name}`, redraw);
  // a wider or narrower notebook: the chart is drawn again at its new width
  let width = 0;
  const resized = new ResizeObserver(() => {
    if (!chartBox || !chartBox.isConnected || chartBox.clientWidth === width) return;
    width = chartBox.clientWidth;
    paint(model.get("frame"));
  });
  resized.observe(root);
  draw();
  return () => {
    unlearn();
    python.release();
    resized.disconnect();
    if (state.timer !== null) clearTimeout(state.timer);
    for (const name of names) model.off(`change:${name}`, redraw);
  };
}

export default { render: renderPredict };
