// The learner's panel around every recording widget (Quiz, Puzzles, Predict, Table, the
// results widget): the name asked once (a form above the widget, while the kernel has no
// name), and under it the "Download my results" button and the quiet line of an answer
// that could not be saved.  Python sends the panel in the `learner` trait, every word in
// the widget's language (widgets/recording.py); this file draws it and sends
// {type: "learner", name, class_code}, {type: "learner_skip"} and {type: "my_results"}.
// The results file comes back in a custom message and is saved by the browser (a Blob
// link: no server needed, so JupyterLite too).

function learnerPanel(model, el) {
  const top = h("div", { class: "bw-widget bw-learner bw-learner-ask", hidden: true, [SUPPRESS]: true });
  const foot = h("div", { class: "bw-widget bw-learner bw-learner-foot", hidden: true, [SUPPRESS]: true });
  el.prepend(top);
  el.append(foot);
  const n = ++uid;
  const say_ = h("p", { class: "bw-learner-text", id: `bw-learner-ask-${n}` });
  const submit = () => model.send({ type: "learner", name: nameBox.value, class_code: codeBox.value });
  // Enter in a field saves (said here: the notebook may take Enter before a form sees it)
  const enter = (event) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    event.stopPropagation();
    submit();
  };
  const nameBox = h("input", { type: "text", class: "bw-learner-field", "data-key": "learner-name", autocomplete: "name", dir: "auto", maxlength: 80, onkeydown: enter });
  const codeBox = h("input", { type: "text", class: "bw-learner-field bw-learner-code", "data-key": "learner-code", autocomplete: "off", dir: "ltr", maxlength: 40, onkeydown: enter });
  const nameLabel = h("span");
  const codeLabel = h("span");
  const save = h("button", { type: "submit", class: "bw-pill bw-learner-primary", "data-key": "learner-save" });
  const skip = h("button", { type: "button", class: "bw-pill", "data-key": "learner-skip", onclick: () => model.send({ type: "learner_skip" }) });
  const alert = h("p", { class: "bw-learner-message", role: "alert" });
  const form = h(
    "form",
    {
      class: "bw-learner-form",
      "aria-labelledby": say_.id,
      onsubmit: (event) => {
        event.preventDefault();
        submit();
      },
    },
    say_,
    h("div", { class: "bw-learner-row" }, h("label", { class: "bw-learner-label" }, nameLabel, nameBox), h("label", { class: "bw-learner-label" }, codeLabel, codeBox), h("div", { class: "bw-learner-buttons" }, save, skip)),
    alert,
  );
  top.append(form);
  const download = h("button", { type: "button", class: "bw-pill bw-learner-download", "data-key": "my-results", onclick: () => model.send({ type: "my_results" }) });
  const who = h("span", { class: "bw-learner-who" });
  const status = h("p", { class: "bw-learner-status", role: "status", "aria-live": "polite" });
  const note = h("p", { class: "bw-learner-note" });
  foot.append(h("div", { class: "bw-learner-row" }, download, who), status, note);
  let asked = false;

  function draw() {
    const L = model.get("learner") || {};
    const labels = L.labels || {};
    for (const part of [top, foot]) {
      part.setAttribute("dir", L.dir || "ltr");
      part.setAttribute("lang", L.lang || "en");
    }
    say_.replaceChildren(labels.ask || "");
    nameLabel.textContent = labels.name || "";
    codeLabel.textContent = labels.class_code || "";
    save.textContent = labels.save || "";
    skip.textContent = labels.skip || "";
    download.textContent = labels.download || "";
    download.title = labels.download_title || "";
    const wasAsked = asked;
    asked = Boolean(L.ask);
    top.hidden = !asked;
    // a refusal is said under the form; once the form is gone, in the line under the widget
    alert.replaceChildren(...(asked ? say(L.message) : []));
    nameBox.setAttribute("aria-invalid", asked && L.message ? "true" : "false");
    if (asked && L.message && top.contains(document.activeElement)) nameBox.focus();
    download.hidden = !L.download;
    who.textContent = L.download && L.name ? L.name : "";
    status.replaceChildren(...(asked ? [] : say(L.message)));
    note.replaceChildren(...say(L.note));
    foot.hidden = !L.download && !L.note && !(L.message && !asked);
    if (wasAsked && !asked && top.contains(document.activeElement)) download.focus();
  }

  /** Save the file Python sent (only when the learner asked for it). */
  function saved(msg) {
    if (msg && msg.type === "results_file") saveFile(foot, msg.text, msg.file, "application/jsonl;charset=utf-8");
  }

  model.on("change:learner", draw);
  model.on("msg:custom", saved);
  draw();
  return () => {
    model.off("change:learner", draw);
    model.off("msg:custom", saved);
    top.remove();
    foot.remove();
  };
}
