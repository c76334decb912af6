// The ClassReport widget for anywidget: plain ESM, no imports (common.js is put in front of
// this file by widgets/esm.py).  Python reads the results files and sends one frame, every
// word already in the teacher's language; this file draws it as the HTML page of
// `baloot class-report` is drawn (classroom/page.py: the same classes, the same style
// sheet) and sends intents: {type: "reload"}, {type: "class", code}.  The CSV is in the
// frame: the download button saves it without asking Python.

const CLASS_SCHEMA = 1; // baloot_widgets.widgets.class_report_frames.FRAME_SCHEMA

function renderClassReport({ model, el }) {
  const root = h("div", { class: "bw-widget bw-class bw-class-live", [SUPPRESS]: true });
  el.append(root);
  const python = intents(model, root);
  const id = ++uid;

  function download(csv) {
    const url = URL.createObjectURL(new Blob([csv.text], { type: "text/csv;charset=utf-8" }));
    const link = h("a", { href: url, download: csv.file, hidden: true });
    root.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  /** A sentence with its part `part` in a <bdi> of its own direction (classroom/page.py,
   * _isolated): a student's sentence in another language keeps its order. */
  function isolated(sentence, part) {
    const at = part ? sentence.lastIndexOf(part) : -1;
    if (at < 0) return say(sentence);
    return [...say(sentence.slice(0, at)), h("bdi", {}, ...say(part)), ...say(sentence.slice(at + part.length))];
  }

  /** A sentence with each student's name (set off by FSI…PDI in Python's view) in a <bdi>
   * of its own (classroom/page.py, names_html): "Fahad S." keeps its full stop on its right
   * in an Arabic list. */
  function names(sentence) {
    return sentence.split(/\u2068(.*?)\u2069/s).flatMap((part, i) => (i % 2 ? [h("bdi", {}, ...say(part))] : say(part)));
  }

  function controls(f, labels) {
    const select = h("select", { class: "bc-choose", id: `bw-c-code-${id}`, "data-key": "class", [SUPPRESS]: true, onchange: (event) => python.send({ type: "class", code: event.target.value }) });
    for (const code of f.codes) {
      const option = h("option", { value: code.value }, code.text);
      if (code.value === f.code) option.selected = true;
      select.append(option);
    }
    return h(
      "div",
      { class: "bc-controls" },
      h("label", { for: `bw-c-code-${id}` }, labels.choose),
      select,
      h("button", { type: "button", class: "bc-act bw-primary", "data-key": "reload", [SUPPRESS]: true, onclick: () => python.send({ type: "reload" }) }, labels.reload),
      h("button", { type: "button", class: "bc-act bw-primary", "data-key": "download", [SUPPRESS]: true, disabled: f.students.length ? null : "", onclick: () => download(f.csv) }, labels.download),
    );
  }

  function mastery(f) {
    const c = f.columns;
    const head = h("tr", {}, h("th", { class: "bc-name", scope: "col" }, say(c.student)), ...f.skills.map((s) => h("th", { class: "bc-skill", scope: "col" }, say(s.name))), h("th", { scope: "col" }, say(c.answered)), h("th", { scope: "col" }, say(c.right)));
    const rows = f.students.map((s) =>
      h(
        "tr",
        {},
        h("th", { class: "bc-name", scope: "row" }, h("bdi", {}, say(s.name))),
        ...s.cells.map((cell) => h("td", { class: "bc-cell", "data-level": cell.level, title: cell.title }, h("span", { class: "bc-mark", "aria-hidden": "true" }, cell.mark), " ", h("bdi", { dir: "ltr" }, cell.text))),
        h("td", { class: "bc-num" }, String(s.answered)),
        h("td", { class: "bc-num" }, h("bdi", { dir: "ltr" }, s.right)),
      ),
    );
    return h("div", { class: "bc-scroll" }, h("table", { class: "bc-mastery" }, h("thead", {}, head), h("tbody", {}, ...rows)));
  }

  function plot(f) {
    const rows = [];
    for (const bar of f.plot) {
      const parts = bar.parts.map((p) => h("span", { class: "bc-part", "data-level": p.level, style: `inline-size:${p.share}%` }, String(p.count)));
      rows.push(h("span", { class: "bc-plot-name" }, say(bar.name)), h("span", { class: "bc-bar", role: "img", "aria-label": bar.text }, ...parts), h("span", { class: "bc-muted" }, say(bar.text)));
    }
    return h("div", { class: "bc-plot" }, ...rows);
  }

  /** The exit tickets (classroom/tickets.py, ticket_html): a column per lesson. */
  function tickets(f) {
    const head = [h("h3", {}, say(f.tickets_title))];
    if (!f.tickets.length) return [...head, h("p", { class: "bc-muted" }, say(f.no_tickets))];
    const columns = h("tr", {}, h("th", { class: "bc-name", scope: "col" }, say(f.columns.student)), ...f.tickets.map((t) => h("th", { scope: "col" }, say(t.name))));
    const rows = f.students.map((s, i) =>
      h("tr", {}, h("th", { class: "bc-name", scope: "row" }, h("bdi", {}, say(s.name))), ...f.ticket_rows[i].map((c) => h("td", { class: "bc-num", title: c.title }, h("bdi", { dir: "ltr" }, c.text), ...(c.note ? [" ", h("span", { class: "bc-muted" }, say(c.note))] : [])))),
    );
    return [...head, h("p", { class: "bc-muted" }, say(f.tickets_note)), h("div", { class: "bc-scroll" }, h("table", { class: "bc-tickets" }, h("thead", {}, columns), h("tbody", {}, ...rows)))];
  }

  function time(f) {
    const c = f.columns;
    const head = h("tr", {}, ...["student", "time_total", "days", "hands", "guesses"].map((k) => h("th", { class: k === "student" ? "bc-name" : null, scope: "col" }, say(c[k]))));
    const rows = f.students.map((s) =>
      h(
        "tr",
        {},
        h("th", { class: "bc-name", scope: "row" }, h("bdi", {}, say(s.name))),
        h("td", {}, say(s.time)),
        h("td", {}, h("ul", { class: "bc-days" }, ...s.days.map((d) => h("li", {}, say(d))))),
        h("td", { class: "bc-num" }, String(s.hands)),
        h("td", { class: "bc-num" }, String(s.guesses)),
      ),
    );
    return h("div", { class: "bc-scroll" }, h("table", { class: "bc-time" }, h("thead", {}, head), h("tbody", {}, ...rows)));
  }

  function draw() {
    const f = model.get("frame") || {};
    const labels = model.get("labels") || {};
    root.setAttribute("dir", labels.dir || "ltr");
    root.setAttribute("lang", model.get("lang") || "en");
    if (f.schema !== CLASS_SCHEMA) {
      const text = (labels.schema || "frame schema {got}, expected {want}").replace("{want}", CLASS_SCHEMA).replace("{got}", f.schema);
      root.replaceChildren(h("p", { class: "bc-message", role: "alert" }, text));
      return;
    }
    const had = root.contains(document.activeElement) ? document.activeElement.dataset.key : null;
    root.dataset.seq = String(f.seq);
    const message = model.get("message");
    const parts = [
      h("h2", {}, say(f.title)),
      h("p", { class: "bc-facts" }, say(f.facts)),
      controls(f, labels),
      message ? h("p", { class: f.done ? "bc-message bc-done" : "bc-message", role: f.done ? "status" : "alert" }, say(message)) : null,
      ...f.notes.map((note) => h("p", { class: "bc-muted" }, say(note))),
    ];
    if (f.problems.length) parts.push(h("h3", {}, say(f.problems_title)), h("ul", { class: "bc-problems" }, ...f.problems.map((p) => h("li", {}, say(p)))));
    if (f.empty) {
      parts.push(h("p", { class: "bc-empty" }, say(f.empty)));
    } else {
      const legend = f.legend.map((item) => h("li", { "data-level": item.level }, h("span", { class: "bc-swatch", "aria-hidden": "true" }, item.mark), say(item.text)));
      const mistakes = f.mistakes.map((m) => h("li", {}, h("b", {}, ...isolated(m.text, m.why)), h("br"), h("span", { class: "bc-muted" }, ...names(m.who))));
      parts.push(
        h("h3", {}, say(f.mastery)),
        h("p", { class: "bc-muted bc-note" }, say(f.mastery_note)),
        h("ul", { class: "bc-legend", "aria-label": labels.legend }, ...legend),
        mastery(f),
        h("h3", {}, say(f.plot_title)),
        plot(f),
        ...tickets(f),
        h("h3", {}, say(f.mistakes_title)),
        mistakes.length ? h("ol", { class: "bc-mistakes" }, ...mistakes) : h("p", {}, say(f.no_mistakes)),
        h("h3", {}, say(f.time_title)),
        h("p", { class: "bc-muted" }, say(f.time_note)),
        time(f),
      );
    }
    root.replaceChildren(...parts.filter(Boolean));
    if (had) root.querySelector(`[data-key="${CSS.escape(had)}"]`)?.focus({ preventScroll: true });
  }

  const redraw = () => {
    python.release();
    draw();
  };
  model.on("change:frame", redraw);
  model.on("change:message", redraw);
  model.on("change:labels", draw);
  draw();
  return () => {
    model.off("change:frame", redraw);
    model.off("change:message", redraw);
    model.off("change:labels", draw);
  };
}

export default { render: renderClassReport };
