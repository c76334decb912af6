// The Quiz widget for anywidget: plain ESM, no imports (common.js is put in front of this
// file by widgets/esm.py).  Python sends one frame at a time, every word already in the
// quiz's language; this file draws it and sends intents: {type: "answer", value} and
// {type: "hint"} and {type: "next"}.  A frame never holds the solution before the learner has answered.
// Once there is a result, the frame carries the results file (written by Python), which
// the "This quiz as CSV" button saves.

const FRAME_SCHEMA = 1; // baloot_widgets.widgets.quiz_frames.FRAME_SCHEMA
const MOVES = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

function renderQuiz({ model, el }) {
  const root = h("div", { class: "bw-widget bw-quiz", [SUPPRESS]: true });
  el.append(root);
  const unlearn = learnerPanel(model, el); // the learner's name and results (learner.js)
  // n: the exercise drawn; picked: its selected cards or calls; values: its typed fields;
  // acted: the learner sent an intent, so the focus may move to what comes next
  const state = { n: null, answered: false, picked: new Set(), values: {}, acted: false };
  const promptId = `bw-q-prompt-${++uid}`;
  const python = intents(model, root);
  const send = (intent) => {
    if (python.send(intent)) state.acted = true;
  };

  /** The answer as it stands: the picked cards or calls, or the typed numbers. */
  function current(f) {
    const type = f.input.type;
    if (type === "number") return state.values.value ?? "";
    if (type === "points") return [state.values["0"] ?? "", state.values["1"] ?? ""];
    return [...state.picked];
  }

  function check(f) {
    send({ type: "answer", value: current(f) });
  }

  function draw() {
    const f = model.get("frame") || {};
    const labels = model.get("labels") || {};
    root.setAttribute("dir", labels.dir || "ltr");
    root.setAttribute("lang", model.get("lang") || "en");
    if (f.schema !== FRAME_SCHEMA) {
      const text = (labels.schema || "frame schema {got}, expected {want}").replace("{want}", FRAME_SCHEMA).replace("{got}", f.schema);
      root.replaceChildren(h("p", { class: "bw-q-message", role: "alert" }, text));
      return;
    }
    const fresh = f.n !== state.n;
    const answered = f.state !== "asking";
    const justAnswered = answered && !state.answered;
    if (fresh) Object.assign(state, { n: f.n, picked: new Set(), values: {} });
    state.answered = answered;
    const had = root.contains(document.activeElement) ? document.activeElement.dataset.key : null;
    Object.assign(root.dataset, { state: f.state, n: String(f.n), seq: String(f.seq), kind: f.kind });
    const marks = (f.feedback && f.feedback.marks) || {};
    const message = model.get("message");
    const parts = [
      h("div", { class: "bw-q-head" }, h("b", { class: "bw-q-title" }, say(f.title)), h("span", {}, say(f.progress)), h("span", { class: "bw-q-score" }, say(f.score))),
      f.why ? h("p", { class: "bw-q-why" }, say(f.why)) : null,
      h("p", { class: "bw-q-prompt", id: promptId }, say(f.prompt)),
      f.hint && f.hint.text ? h("p", { class: "bw-q-hint", role: "note" }, say(f.hint.text)) : null,
      board(f, marks),
      controls(f, labels, marks, answered),
      message ? h("div", { class: "bw-q-message", role: "alert" }, say(message)) : null,
      feedback(f),
    ];
    root.replaceChildren(...parts.filter(Boolean));
    let target = null;
    if (state.acted && justAnswered) target = root.querySelector("[data-key='next']") || root.querySelector(".bw-q-feedback");
    else if (state.acted && fresh) target = root.querySelector(".bw-q-input [tabindex='0'], .bw-q-input input");
    else if (had) target = root.querySelector(`[data-key="${CSS.escape(had)}"]`);
    if (target) target.focus({ preventScroll: !state.acted });
  }

  // ---- the picture of the exercise ----

  function board(f, marks) {
    const b = f.board;
    const names = b.names || {};
    const trumps = new Set(b.trumps || []);
    const tint = (code) => (trumps.has(code) ? " bw-trump" : ""); // as HandView tints them
    const out = h("div", { class: "bw-q-board" });
    if (b.contract) out.append(h("div", { class: "bw-q-contract" }, say(b.contract)));
    if (b.note) out.append(h("div", { class: "bw-q-note" }, say(b.note)));
    if (b.felt) out.append(felt(f, b.felt, names, marks, f.input.pick === "felt", tint));
    for (const part of ["row", "hand"]) {
      if (!b[part]) continue;
      const live = f.input.pick === part;
      const cards = b[part].cards.map((code, i) => (live ? pickButton(f, code, names[code] || code, face(code), (marks.cards || {})[code], `bw-card${tint(code)}`, i === 0) : card(code, names[code], tint(code))));
      const group = h("div", { class: "bw-q-cards", role: live ? "toolbar" : "list", "aria-label": b[part].caption, "aria-describedby": live ? promptId : null }, cards);
      out.append(h("div", { class: `bw-q-${part}${live ? " bw-q-input" : ""}` }, h("div", { class: "bw-q-caption" }, say(b[part].caption)), group));
    }
    if (b.sheet) out.append(sheet(b.sheet));
    return out;
  }

  function felt(f, table, names, marks, buttons, tint) {
    const labels = model.get("labels") || {};
    const posOf = Object.fromEntries(table.seats.map((s) => [s.seat, s.pos]));
    const nameOf = Object.fromEntries(table.seats.map((s) => [s.seat, s.name]));
    const grid = h("div", { class: "bw-q-felt", dir: "ltr" });
    for (const s of table.seats) {
      const who = h("div", { class: "bw-q-who" }, h("b", {}, s.name), s.dealer ? h("span", { class: "bw-q-chip" }, labels.dealer) : null, s.role ? h("span", { class: "bw-q-role" }, ` · ${s.role}`) : null);
      const box = h("section", { class: `bw-q-seat bw-q-at-${s.pos}`, dir: labels.dir, "aria-label": s.role ? `${s.name}, ${s.role}` : s.name, "data-seat": s.seat }, who);
      if (s.calls) box.append(h("div", { class: "bw-q-calls" }, say(s.calls)));
      if (s.cards) box.append(h("div", { class: "bw-q-open" }, s.cards.map((c) => card(c, names[c], `bw-small${tint(c)}`))));
      else if (s.count) box.append(backs(s.count, `${s.count} ${labels.cards}`));
      grid.append(box);
    }
    const centre = h("div", { class: `bw-q-centre${buttons ? " bw-q-input" : ""}`, role: buttons ? "toolbar" : "group", "aria-describedby": buttons ? promptId : null });
    table.trick.forEach((played, i) => {
      const label = `${nameOf[played.seat]}: ${names[played.card] || played.card}`;
      const slot = h("div", { class: `bw-q-slot bw-q-slot-${posOf[played.seat]}`, "data-seat": played.seat });
      if (buttons) slot.append(pickButton(f, String(played.seat), label, face(played.card), (marks.seats || {})[played.seat], `bw-card${tint(played.card)}`, i === 0));
      else slot.append(card(played.card, label, tint(played.card)));
      if (i === 0) slot.append(h("span", { class: "bw-q-led" }, labels.led));
      centre.append(slot);
    });
    if (table.floor) centre.append(h("div", { class: "bw-q-floor" }, card(table.floor, names[table.floor] || table.floor, tint(table.floor))));
    grid.append(centre);
    return grid;
  }

  function sheet(data) {
    const row = (cells, tag) => h("tr", {}, cells.map((c) => h(tag, {}, say(c))));
    return h("table", { class: "bw-q-sheet" }, row(data.head, "th"), data.rows.map((r) => row(r, "td")));
  }

  // ---- answering ----

  /** A button that answers (one choice) or toggles (several): a card, a seat's card, a call. */
  function pickButton(f, id, label, inner, mark, cls, first) {
    const answered = f.state !== "asking";
    const multi = f.input.multi;
    const pressed = state.picked.has(id);
    const labels = model.get("labels") || {};
    const spoken = mark ? `${label}, ${labels[mark] || mark}` : label;
    const button = h(
      "button",
      {
        type: "button",
        class: `${cls} bw-q-pick${pressed ? " bw-q-on" : ""}${mark ? ` bw-q-${mark}` : ""}`,
        "data-key": `pick:${id}`,
        "aria-label": spoken,
        "aria-pressed": multi ? String(pressed) : null,
        "aria-disabled": answered ? "true" : null,
        tabindex: first ? 0 : -1,
        [SUPPRESS]: true,
        onclick: () => {
          if (answered || python.waiting()) return;
          if (!multi) return send({ type: "answer", value: f.input.type === "seat" ? Number(id) : id });
          if (state.picked.has(id)) state.picked.delete(id);
          else state.picked.add(id);
          draw();
        },
        onkeydown: (event) => key(event, f),
      },
      inner,
    );
    return button;
  }

  /** Arrow keys move the focus in a group (mirrored in Arabic), Home and End jump;
   * Enter checks a multiple answer (Space toggles, as any button). */
  function key(event, f) {
    const group = event.currentTarget.closest("[role='toolbar'], .bw-q-choices");
    const buttons = [...group.querySelectorAll("button")];
    let at = buttons.indexOf(event.currentTarget);
    if (event.key in MOVES) {
      const mirror = root.getAttribute("dir") === "rtl" && event.key.startsWith("Arrow") && !event.key.endsWith("Up") && !event.key.endsWith("Down");
      at = (at + MOVES[event.key] * (mirror ? -1 : 1) + buttons.length) % buttons.length;
    } else if (event.key === "Home") at = 0;
    else if (event.key === "End") at = buttons.length - 1;
    else {
      if (event.key === "Enter" && f.input.multi && f.state === "asking") {
        event.preventDefault();
        check(f);
      }
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    buttons.forEach((b, i) => b.setAttribute("tabindex", i === at ? "0" : "-1"));
    buttons[at].focus();
  }

  function controls(f, labels, marks, answered) {
    const bar = h("div", { class: "bw-q-controls" });
    const input = f.input;
    if (input.pick === "choices") {
      const group = h("div", { class: "bw-q-choices bw-q-input", role: "toolbar", "aria-label": labels.your_answer, "aria-describedby": promptId });
      input.choices.forEach((c, i) => group.append(pickButton(f, c.id, c.label, say(c.label), (marks.choices || {})[c.id], "bw-q-choice", i === 0)));
      bar.append(group);
    }
    if (input.pick === "fields") {
      const box = h("div", { class: "bw-q-fields bw-q-input" });
      for (const field of input.fields) {
        const entry = h("input", {
          type: "text",
          inputmode: "numeric",
          autocomplete: "off",
          class: "bw-q-field",
          "data-key": `field:${field.id}`,
          "aria-describedby": promptId,
          disabled: answered,
          [SUPPRESS]: true,
          oninput: (event) => (state.values[field.id] = event.target.value),
          onkeydown: (event) => {
            if (event.key === "Enter" && f.state === "asking") {
              event.preventDefault();
              check(f);
            }
          },
        });
        entry.value = state.values[field.id] ?? "";
        box.append(h("label", { class: "bw-q-label" }, h("span", {}, say(field.label)), entry));
      }
      bar.append(box);
    }
    const buttons = h("div", { class: "bw-q-buttons" });
    if (!answered && (input.multi || input.pick === "fields")) {
      buttons.append(h("button", { type: "button", class: "bw-q-act bw-q-primary", "data-key": "check", [SUPPRESS]: true, onclick: () => check(f) }, labels.check));
    }
    if (f.hint && f.hint.offered) {
      buttons.append(h("button", { type: "button", class: "bw-q-act bw-q-hint-button", "data-key": "hint", title: labels.hint_title, [SUPPRESS]: true, onclick: () => send({ type: "hint" }) }, labels.hint));
    }
    if (f.state === "answered") {
      buttons.append(h("button", { type: "button", class: "bw-q-act bw-q-primary", "data-key": "next", [SUPPRESS]: true, onclick: () => send({ type: "next" }) }, labels.next));
    }
    if (f.results) buttons.append(h("button", { type: "button", class: "bw-q-act bw-q-download", "data-key": "download", title: labels.download_title, [SUPPRESS]: true, onclick: () => download(f.results) }, labels.download));
    bar.append(buttons, h("div", { class: "bw-q-help" }, say(answered ? "" : input.help)));
    return bar;
  }

  /** Save the results file Python wrote (a Blob link: no server needed, so JupyterLite too). */
  function download(results) {
    saveFile(root, results.csv, results.file, "text/csv;charset=utf-8");
  }

  function feedback(f) {
    const box = h("div", { class: "bw-q-feedback", role: "status", "aria-live": "polite", tabindex: -1 });
    if (f.feedback) {
      box.classList.add(f.feedback.correct ? "bw-q-good" : "bw-q-bad");
      const [head, ...rest] = f.feedback.lines;
      box.append(h("p", { class: "bw-q-verdict" }, say(head)), ...rest.map((line) => h("p", {}, say(line))));
    }
    if (f.summary) box.append(h("p", { class: "bw-q-summary" }, say(f.summary)));
    return box;
  }

  const names = ["frame", "labels", "message", "lang"];
  const redraw = () => {
    python.release();
    draw();
  };
  for (const name of names) model.on(`change:${name}`, redraw);
  draw();
  return () => {
    unlearn();
    python.release();
    for (const name of names) model.off(`change:${name}`, redraw);
  };
}

export default { render: renderQuiz };
