// Shared by every widget of baloot_widgets: building elements, sentences whose cards stay
// left to right in Arabic, and card faces.  Python puts this file in front of each
// widget's own file (widgets/esm.py), so that each widget is one plain ES module with no
// imports, and these helpers are written once.

const SUITS = { S: ["♠", "black"], H: ["♥", "red"], D: ["♦", "red"], C: ["♣", "black"] };
const SUPPRESS = "data-lm-suppress-shortcuts"; // JupyterLab: keys here are not shortcuts
// Kept left to right inside any sentence (render.py's ISOLATE is the same pattern): a card
// or a run of cards, a signed number ("+4", "+13.1%"), a team's seats ("0·2"), a lone suit symbol.
const ISOLATE = /(?:10|[7-9JQKA])[♠♥♦♣](?:,? (?:10|[7-9JQKA])[♠♥♦♣])*|(?<![\p{L}\p{N}_])[+\u2212-]\d+(?:\.\d+)?%?|\d·\d|[♠♥♦♣]/gu;
let uid = 0; // element ids, unique per page (never in Python's pictures)

/** Create an element: h("div", {class: "x", onclick: f, "aria-label": "y"}, child, "text"). */
function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "class") node.className = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** A sentence from Python as text nodes, its cards and signed numbers each in a
 * <bdi dir="ltr">, so right-to-left text never reorders a run of cards or "+4". */
function say(text) {
  const s = text === null || text === undefined ? "" : String(text);
  const out = [];
  let at = 0;
  for (const m of s.matchAll(ISOLATE)) {
    if (m.index > at) out.push(s.slice(at, m.index));
    out.push(h("bdi", { dir: "ltr" }, m[0]));
    at = m.index + m[0].length;
  }
  if (at < s.length) out.push(s.slice(at));
  return out;
}

/** The face of a card: corner indices and a large suit symbol. */
function face(code, extra = "") {
  const [symbol, colour] = SUITS[code.slice(-1)];
  const rank = code.slice(0, -1);
  return h(
    "span",
    { class: `bw-face bw-${colour} ${extra}`, "aria-hidden": "true" },
    h("bdi", { dir: "ltr", class: "bw-corner" }, rank, h("br"), symbol),
    h("span", { class: "bw-pip" }, symbol),
    h("bdi", { dir: "ltr", class: "bw-corner bw-corner-end" }, rank, h("br"), symbol),
  );
}

/** A face-up card that is not a button (trick, floor, shown projects, teacher mode). */
function card(code, name, extra = "") {
  return h("span", { class: `bw-card ${extra}`, role: "img", "aria-label": name || code, title: name }, face(code));
}

function backs(count, label) {
  const fan = h("span", { class: "bw-fan", role: "img", "aria-label": label });
  for (let i = 0; i < count; i++) fan.append(h("span", { class: "bw-back" }));
  return fan;
}

/** The intent as Python takes it: with the seq of the frame it was chosen on, so that
 * Python refuses it if that picture no longer holds (widgets/intents.py). */
function stamped(model, intent) {
  return { ...intent, seq: (model.get("frame") || {}).seq || 0 };
}

/** One intent at a time: send() passes an intent to Python (stamped with its frame's seq)
 * unless one still waits for its answer (a double click), marking the root busy; release()
 * ends the wait (Python answered, or waitMs passed). */
function intents(model, root, waitMs = 15000) {
  let timer = null;
  const release = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    delete root.dataset.waiting;
    root.removeAttribute("aria-busy");
  };
  const send = (intent) => {
    if (timer !== null) return false;
    timer = setTimeout(release, waitMs);
    root.dataset.waiting = "1";
    root.setAttribute("aria-busy", "true");
    model.send(stamped(model, intent));
    return true;
  };
  return { send, release, waiting: () => timer !== null };
}

/** Save `text` as the file `name` through the browser's download (a Blob link inside
 * `where`: no server needed, so JupyterLite too). */
function saveFile(where, text, name, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = h("a", { href: url, download: name, hidden: true });
  where.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
