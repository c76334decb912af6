// HandView: a read-only row of cards for lessons (a hand, a trick, a project), after
// common.js.  Python sends the cards, their names, which are trumps and which are
// outlined, and the caption, all in the view's language; this file only draws them.

function render({ model, el }) {
  const root = h("div", { class: "bw-widget bw-handview" });
  el.append(root);
  function draw() {
    const names = model.get("names") || {};
    const marks = new Set(model.get("highlight") || []);
    const trumps = new Set(model.get("trumps") || []);
    root.setAttribute("dir", model.get("lang") === "ar" ? "rtl" : "ltr");
    root.setAttribute("lang", model.get("lang") || "en");
    const caption = model.get("caption") || "";
    const row = h("div", { class: "bw-row", role: "list", "aria-label": caption });
    for (const code of model.get("cards") || []) {
      const extra = `${marks.has(code) ? "bw-highlight" : ""}${trumps.has(code) ? " bw-trump" : ""}`;
      row.append(h("span", { role: "listitem" }, card(code, names[code], extra)));
    }
    root.replaceChildren(...(caption ? [h("div", { class: "bw-caption" }, say(caption))] : []), row);
  }
  const keys = ["cards", "highlight", "trumps", "caption", "lang", "names"];
  for (const key of keys) model.on(`change:${key}`, draw);
  draw();
  return () => keys.forEach((key) => model.off(`change:${key}`, draw));
}

export default { render };
