// The Puzzles widget for anywidget: plain ESM, no imports (common.js is put in front of
// this file by widgets/esm.py).  Python sends one frame at a time, every word already in
// the widget's language; this file draws it and sends intents: {type: "answer", value}
// and {type: "next"}.  Before the answer a frame holds neither the solution nor, for a
// puzzle at the table, any hidden card.  After it, the frame holds the lines trick by
// trick; stepping through them (and playing them out) happens here, on the page only.

const PUZZLE_SCHEMA = 1; // baloot_widgets.widgets.puzzles_frames.FRAME_SCHEMA
const ARROWS = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
const STEP_MS = 1600;
const MARK_GRADE = { right: "grade_good", ok: "grade_ok", wrong: "grade_costly" }; // a card's mark -> its word // one trick of a line on the table, when it plays out by itself

function renderPuzzles({ model, el }) {
  const root = h("div", { class: "bw-widget bw-quiz bw-puzzles", [SUPPRESS]: true });
  el.append(root);
  const unlearn = learnerPanel(model, el); // the learner's name and results (learner.js)
  // id: the puzzle drawn; play/step: the line and trick shown after the answer;
  // timer: the line playing out by itself; acted: the learner sent an intent here
  const view = { id: null, answered: false, play: 0, step: 0, timer: null, acted: false };
  const promptId = `bw-p-prompt-${++uid}`;
  const python = intents(model, root);
  const still = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const send = (intent) => {
    if (python.send(intent)) view.acted = true;
  };

  function stop() {
    if (view.timer !== null) clearInterval(view.timer);
    view.timer = null;
  }

  function playOut(f) {
    stop();
    const steps = f.feedback.plays[view.play].steps;
    if (still() || steps.length < 2) return;
    view.timer = setInterval(() => {
      if (view.step >= steps.length - 1) return stop();
      view.step += 1;
      draw();
    }, STEP_MS);
  }

  function draw() {
    const f = model.get("frame") || {};
    const labels = model.get("labels") || {};
    root.setAttribute("dir", labels.dir || "ltr");
    root.setAttribute("lang", model.get("lang") || "en");
    if (f.schema !== PUZZLE_SCHEMA) {
      stop();
      const text = (labels.schema || "frame schema {got}, expected {want}").replace("{want}", PUZZLE_SCHEMA).replace("{got}", f.schema);
      root.replaceChildren(h("p", { class: "bw-q-message", role: "alert" }, text));
      return;
    }
    const fresh = f.id !== view.id;
    const answered = f.state !== "asking";
    const justAnswered = answered && (fresh || !view.answered);
    if (fresh) {
      stop();
      Object.assign(view, { id: f.id, play: 0, step: 0 });
    }
    if (justAnswered) Object.assign(view, { play: 0, step: 0 });
    view.answered = answered;
    const had = root.contains(document.activeElement) ? document.activeElement.dataset.key : null;
    Object.assign(root.dataset, { state: f.state, id: f.id, seq: String(f.seq), step: String(view.step), play: String(view.play) });
    const message = model.get("message");
    const step = answered ? f.feedback.plays[view.play].steps[view.step] : null;
    // after the answer the verdict comes first and the line plays out on the table just
    // below it, so that both are in view together
    const parts = [
      h("div", { class: "bw-q-head" }, h("b", { class: "bw-q-title" }, say(f.title)), h("span", { class: "bw-p-tags" }, say(f.tags)), h("span", { class: "bw-q-score" }, say(f.score))),
      f.why ? h("p", { class: "bw-q-why" }, say(f.why)) : null,
      h("p", { class: "bw-q-prompt", id: promptId }, say(f.prompt)),
      answered ? feedback(f) : h("p", { class: "bw-p-note" }, say(f.note)),
      message ? h("div", { class: "bw-q-message", role: "alert" }, say(message)) : null,
      board(f, labels, step),
      controls(f, labels),
    ];
    root.replaceChildren(...parts.filter(Boolean));
    if (view.acted && justAnswered) root.querySelector(".bw-q-feedback").focus();
    else if (view.acted && fresh) root.querySelector(".bw-q-hand [tabindex='0']").focus();
    else if (had) root.querySelector(`[data-key="${CSS.escape(had)}"]`)?.focus({ preventScroll: true });
    if (justAnswered || fresh) view.acted = false;
    if (justAnswered) playOut(f);
  }

  // ---- the position, or the step of a line ----

  function board(f, labels, step) {
    const b = f.board;
    const names = b.names || {};
    const out = h("div", { class: "bw-q-board" });
    out.append(h("div", { class: "bw-q-contract" }, say(b.contract)));
    out.append(h("ul", { class: "bw-p-facts" }, b.facts.map((fact) => h("li", {}, say(fact)))));
    out.append(felt(b.felt, names, labels, step));
    if (step) out.append(player(f, labels));
    if (b.earlier.tricks.length) {
      out.append(h("details", { class: "bw-p-earlier" }, h("summary", {}, say(b.earlier.caption)), h("ol", {}, b.earlier.tricks.map((row) => h("li", {}, say(row))))));
    }
    out.append(hand(f, b, names, labels));
    return out;
  }

  function felt(table, names, labels, step) {
    const posOf = Object.fromEntries(table.seats.map((s) => [s.seat, s.pos]));
    const nameOf = Object.fromEntries(table.seats.map((s) => [s.seat, s.name]));
    const grid = h("div", { class: "bw-q-felt", dir: "ltr" });
    for (const s of table.seats) {
      const who = h("div", { class: "bw-q-who" }, h("b", {}, s.name), s.role ? h("span", { class: "bw-q-role" }, ` · ${s.role}`) : null);
      const box = h("section", { class: `bw-q-seat bw-q-at-${s.pos}`, dir: labels.dir, "aria-label": s.role ? `${s.name}, ${s.role}` : s.name, "data-seat": s.seat }, who);
      const cards = step ? step.hands[String(s.seat)] : s.cards;
      if (cards) box.append(h("div", { class: "bw-q-open" }, cards.map((c) => card(c, names[c], "bw-small"))));
      else if (s.count) box.append(backs(s.count, `${s.count} ${labels.cards}`));
      grid.append(box);
    }
    const trick = step ? step.trick : table.trick;
    const centre = h("div", { class: "bw-q-centre", role: "group", "aria-label": step ? step.text : null });
    trick.forEach((played, i) => {
      const label = `${nameOf[played.seat]}: ${names[played.card] || played.card}`;
      const won = step && played.seat === step.winner;
      const slot = h("div", { class: `bw-q-slot bw-q-slot-${posOf[played.seat]}${won ? " bw-p-won" : ""}`, "data-seat": played.seat }, card(played.card, label));
      if (i === 0) slot.append(h("span", { class: "bw-q-led" }, labels.led));
      centre.append(slot);
    });
    grid.append(centre);
    return grid;
  }

  function hand(f, b, names, labels) {
    const answered = f.state !== "asking";
    const marks = (f.feedback && f.feedback.marks) || {};
    const buttons = b.hand.cards.map((code, i) => {
      const mark = marks[code];
      const spoken = names[code] || code;
      return h(
        "button",
        {
          type: "button",
          class: `bw-card bw-q-pick${mark ? ` bw-q-${mark}` : ""}`,
          "data-key": `card:${code}`,
          "aria-label": mark ? `${spoken}, ${labels[MARK_GRADE[mark]]}` : spoken,
          "aria-disabled": answered ? "true" : null,
          tabindex: i === 0 ? 0 : -1,
          [SUPPRESS]: true,
          onclick: () => {
            if (answered || python.waiting()) return;
            send({ type: "answer", value: code });
          },
          onkeydown: (event) => arrows(event),
        },
        face(code),
      );
    });
    return h(
      "div",
      { class: "bw-q-hand bw-q-input" },
      h("div", { class: "bw-q-caption" }, say(b.hand.caption)),
      h("div", { class: "bw-q-cards", role: "toolbar", "aria-label": b.hand.caption, "aria-describedby": promptId }, buttons),
    );
  }

  /** Arrow keys move the focus along a toolbar (mirrored in Arabic), Home and End jump. */
  function arrows(event) {
    const group = event.currentTarget.closest("[role='toolbar']");
    const buttons = [...group.querySelectorAll("button")];
    let at = buttons.indexOf(event.currentTarget);
    if (event.key in ARROWS) {
      const sideways = event.key === "ArrowLeft" || event.key === "ArrowRight";
      const mirror = root.getAttribute("dir") === "rtl" && sideways;
      at = (at + ARROWS[event.key] * (mirror ? -1 : 1) + buttons.length) % buttons.length;
    } else if (event.key === "Home") at = 0;
    else if (event.key === "End") at = buttons.length - 1;
    else return;
    event.preventDefault();
    event.stopPropagation();
    buttons.forEach((b, i) => b.setAttribute("tabindex", i === at ? "0" : "-1"));
    buttons[at].focus();
  }

  // ---- after the answer: the grade, the sentences, the lines ----

  function feedback(f) {
    const fb = f.feedback;
    const box = h("div", { class: `bw-q-feedback bw-p-${fb.grade}`, role: "status", "aria-live": "polite", tabindex: -1 });
    box.append(h("p", { class: "bw-q-verdict" }, h("span", { class: "bw-p-grade" }, fb.verdict), " ", say(fb.lines[0])));
    for (const line of fb.lines.slice(1)) box.append(h("p", {}, say(line)));
    for (const line of fb.rating) box.append(h("p", { class: "bw-p-rating" }, say(line)));
    if (f.summary) box.append(h("p", { class: "bw-q-summary" }, say(f.summary)));
    return box;
  }

  function player(f, labels) {
    const plays = f.feedback.plays;
    const play = plays[view.play];
    const steps = play.steps;
    const go = (k) => {
      stop();
      view.step = Math.max(0, Math.min(steps.length - 1, k));
      draw();
    };
    const out = h("div", { class: "bw-p-player" });
    if (plays.length > 1) {
      const other = view.play === 0 ? 1 : 0;
      out.append(
        h(
          "button",
          {
            type: "button",
            class: "bw-q-act",
            "data-key": "switch",
            [SUPPRESS]: true,
            onclick: () => {
              view.play = other;
              view.step = 0;
              draw();
              playOut(f);
            },
          },
          other === 1 ? labels.show_best : labels.show_yours,
        ),
      );
    }
    out.append(h("p", { class: "bw-p-line-title" }, say(play.title)));
    const caption = (labels.step || "{k} / {total}").replace("{k}", view.step + 1).replace("{total}", steps.length);
    const bar = h(
      "div",
      { class: "bw-p-steps", role: "toolbar", "aria-label": play.title },
      h("button", { type: "button", class: "bw-q-act", "data-key": "previous", [SUPPRESS]: true, disabled: view.step === 0, onclick: () => go(view.step - 1), onkeydown: arrows }, labels.step_previous),
      h("span", { class: "bw-p-step", "aria-live": "polite" }, caption),
      h("button", { type: "button", class: "bw-q-act", "data-key": "next-trick", [SUPPRESS]: true, disabled: view.step >= steps.length - 1, onclick: () => go(view.step + 1), onkeydown: arrows }, labels.step_next),
      h("button", { type: "button", class: "bw-q-act", "data-key": "replay", [SUPPRESS]: true, onclick: () => { view.step = 0; draw(); playOut(f); }, onkeydown: arrows }, labels.step_replay),
    );
    out.append(bar);
    const list = h("ol", { class: "bw-p-line" });
    steps.forEach((s, k) => list.append(h("li", { class: `${k === view.step ? "bw-p-now" : ""}${s.ours ? " bw-p-ours" : ""}`, "aria-current": k === view.step ? "step" : null }, say(s.text))));
    out.append(list);
    return out;
  }

  function controls(f, labels) {
    const bar = h("div", { class: "bw-q-controls" });
    const buttons = h("div", { class: "bw-q-buttons" });
    if (f.state === "answered") {
      buttons.append(h("button", { type: "button", class: "bw-q-act bw-q-primary", "data-key": "next", [SUPPRESS]: true, onclick: () => send({ type: "next" }) }, labels.next));
    }
    bar.append(buttons);
    if (f.state === "asking") bar.append(h("div", { class: "bw-q-help" }, say(labels.help)));
    return bar;
  }

  const traits = ["frame", "labels", "message", "lang"];
  const redraw = () => {
    python.release();
    draw();
  };
  for (const name of traits) model.on(`change:${name}`, redraw);
  draw();
  return () => {
    unlearn();
    stop();
    python.release();
    for (const name of traits) model.off(`change:${name}`, redraw);
  };
}

export default { render: renderPuzzles };
