// MyResults, after common.js and learner.js: the learner's results so far (a sentence
// from Python) with the learner's panel around it (the name if none was given, and
// "Download my results").

function render({ model, el }) {
  const root = h("div", { class: "bw-widget bw-my-results" });
  el.append(root);
  const unlearn = learnerPanel(model, el);
  function draw() {
    root.setAttribute("dir", model.get("lang") === "ar" ? "rtl" : "ltr");
    root.setAttribute("lang", model.get("lang") || "en");
    root.replaceChildren(h("p", { class: "bw-my-summary" }, say(model.get("summary"))));
  }
  for (const key of ["summary", "lang"]) model.on(`change:${key}`, draw);
  draw();
  return () => {
    unlearn();
    for (const key of ["summary", "lang"]) model.off(`change:${key}`, draw);
  };
}

export default { render };
