// The Baloot table and hand view for anywidget: plain ESM, no imports, no bundler.
//
// Python is the only truth.  It sends the view of the human seat (with every word and
// label already in the table's language) and this file only draws it.  A click or a key
// sends an intent such as {type: "act", action: "p0 pass"}; Python validates it,
// lets the bots answer and sends a new view with the list of moves to animate.

const SUITS = { S: ["♠", "black"], H: ["♥", "red"], D: ["♦", "red"], C: ["♣", "black"] };
const SUPPRESS = "data-lm-suppress-shortcuts"; // JupyterLab: keys here are not shortcuts
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

/** A card code (rank then suit letter) as rank and symbol, kept left-to-right in any text. */
function cardText(code) {
  const [symbol, colour] = SUITS[code.slice(-1)];
  return h("bdi", { dir: "ltr", class: `bw-${colour}` }, code.slice(0, -1) + symbol);
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

// ---------------------------------------------------------------------------------------
// The full table

function renderTable({ model, el }) {
  const root = h("div", { class: "bw-root", [SUPPRESS]: true });
  el.append(root);
  const state = {
    seq: (model.get("events") || {}).seq || 0, // moves before this view opened are not replayed
    anim: null, // {items, index, timer, calls}
    akka: false, // the Akka toggle: the next lead is announced
    roving: null, // the card of the hand that holds the tab stop
    pending: false,
  };

  const send = (intent) => model.send(intent);

  function schedule() {
    if (state.pending) return;
    state.pending = true;
    queueMicrotask(() => {
      state.pending = false;
      const events = model.get("events") || {};
      if ((events.seq || 0) > state.seq) {
        state.seq = events.seq;
        animate(events.items || []);
      } else if (!state.anim) draw(null);
    });
  }

  // ---- animation: the moves of one answer, one at a time, at a readable pace ----

  function animate(items) {
    stop();
    const you = model.get("view").seat;
    const calls = ["", "", "", ""];
    if (!items.length || !(Number(model.get("pace")) > 0)) return draw(null); // pace 0: no animation
    state.anim = { items, index: 0, timer: null, calls };
    step();
    function step() {
      const anim = state.anim;
      if (!anim) return;
      const item = anim.items[anim.index];
      if (item.call) anim.calls[item.seat] = item.call;
      const last = anim.index === anim.items.length - 1;
      if (last && !item.done) return finish();
      draw({ ...item, calls: anim.calls.slice() });
      const pace = Number(model.get("pace")) || 0;
      const wait = item.done ? 2 * pace : item.seat === you && anim.index === 0 ? pace / 2 : pace;
      anim.index += 1;
      if (anim.index >= anim.items.length) anim.timer = setTimeout(finish, wait);
      else anim.timer = setTimeout(step, wait);
    }
  }

  function stop() {
    if (state.anim && state.anim.timer) clearTimeout(state.anim.timer);
    state.anim = null;
  }

  function finish() {
    stop();
    draw(null);
  }

  // ---- drawing ----

  function focusKey() {
    const active = document.activeElement;
    return root.contains(active) ? active.dataset.key || "" : null;
  }

  function draw(overlay) {
    const view = model.get("view") || {};
    const ui = view.ui;
    const labels = model.get("labels") || {};
    const had = focusKey();
    root.setAttribute("dir", labels.dir || "ltr");
    root.setAttribute("lang", model.get("lang") || "en");
    root.dataset.busy = overlay ? "1" : "";
    if (!overlay) {
      root.dataset.seq = String(state.seq);
      root.dataset.phase = view.phase || "";
    }
    if (!ui) {
      root.replaceChildren(h("p", {}, labels.loading || "…"));
      return;
    }
    const busy = Boolean(overlay);
    const main = h(
      "div",
      { class: "bw-main" },
      felt(view, ui, labels, overlay),
      controls(view, ui, labels, overlay),
      hand(view, ui, labels, busy),
    );
    root.replaceChildren(main, side(view, ui, labels));
    if (had !== null) refocus(had, ui, busy);
  }

  function refocus(key, ui, busy) {
    const find = (k) => (k ? root.querySelector(`[data-key="${CSS.escape(k)}"]`) : null);
    let target = busy ? find("skip") : find(key);
    if (!target || target.disabled) {
      target =
        root.querySelector(".bw-hand [tabindex='0']:not([aria-disabled='true'])") ||
        root.querySelector(".bw-actions button") ||
        find("next") ||
        root.querySelector(".bw-hand [tabindex='0']") ||
        find("hint");
    }
    if (target) target.focus({ preventScroll: true });
  }

  function felt(view, ui, labels, overlay) {
    const board = h("div", { class: "bw-felt", dir: "ltr" });
    const calls = overlay ? overlay.calls : null;
    for (const seat of ui.seats) board.append(seatBox(seat, view, ui, labels, overlay, calls));
    const centre = h("div", { class: "bw-centre", role: "group", "aria-label": labels.trick || "" });
    const trick = overlay ? { cards: overlay.trick, winning: overlay.winning } : ui.trick;
    const posOf = Object.fromEntries(ui.seats.map((s) => [s.seat, s.pos]));
    const trickCards = trick.cards || [];
    trickCards.forEach((played, i) => {
      const name = `${ui.seats.find((s) => s.seat === played.seat).name}: ${ui.names[played.card] || played.card}`;
      const marks = h("div", { class: "bw-marks" });
      if (i === 0) marks.append(h("span", { class: "bw-mark bw-lead" }, labels.leads));
      if (played.seat === trick.winning) marks.append(h("span", { class: "bw-mark bw-win" }, labels.winning));
      const extra = played.seat === trick.winning ? "bw-winning" : "";
      centre.append(
        h("div", { class: `bw-slot bw-slot-${posOf[played.seat]}`, "data-seat": played.seat }, card(played.card, name, extra), marks),
      );
    });
    if (!view.floor_taken && view.floor) {
      centre.append(
        h(
          "div",
          { class: "bw-floor" },
          card(view.floor, `${labels.floor}: ${ui.names[view.floor] || view.floor}`),
          h("span", { class: "bw-caption" }, labels.floor),
        ),
      );
    }
    if (overlay && overlay.done) centre.append(h("div", { class: "bw-trick-note" }, overlay.text));
    board.append(centre);
    return board;
  }

  function seatBox(seat, view, ui, labels, overlay, calls) {
    const count = overlay ? overlay.counts[seat.seat] : seat.count;
    const turn = overlay ? false : seat.turn;
    const chips = [];
    if (seat.dealer) chips.push(h("span", { class: "bw-chip", title: labels.dealer }, labels.dealer_short));
    if (seat.buyer) chips.push(h("span", { class: "bw-chip bw-chip-buyer" }, labels.buyer));
    const call = calls ? calls[seat.seat] || seat.call : seat.call;
    const box = h(
      "section",
      {
        class: `bw-seat bw-pos-${seat.pos}${turn ? " bw-turn" : ""} bw-team-${seat.team}`,
        "aria-label": `${seat.name}, ${seat.role}`,
        "data-seat": seat.seat,
      },
      h(
        "div",
        { class: "bw-who" },
        h("b", {}, seat.name),
        ...chips,
        h("div", { class: "bw-role" }, seat.pos === "bottom" ? seat.role : `${seat.role} · ${seat.player}`),
      ),
      call ? h("div", { class: "bw-bubble", "data-seat": seat.seat }, call) : null,
      seat.declared ? h("div", { class: "bw-declared" }, seat.declared) : null,
    );
    for (const project of seat.shown || []) {
      const codes = project.split(" ");
      const names = codes.map((c) => ui.names[c] || c).join(", ");
      box.append(h("div", { class: "bw-shown", role: "img", "aria-label": names }, codes.map((c) => card(c, ui.names[c], "bw-small"))));
    }
    if (seat.pos !== "bottom") {
      if (seat.cards) box.append(h("div", { class: "bw-open" }, seat.cards.map((c) => card(c, ui.names[c], "bw-small"))));
      else box.append(backs(count, `${count} ${labels.cards}`));
    }
    return box;
  }

  function controls(view, ui, labels, overlay) {
    const bar = h("div", { class: "bw-controls" });
    const message = model.get("message");
    bar.append(
      h("div", { class: "bw-status", role: "status", "aria-live": "polite" }, overlay ? overlay.text : ui.status),
    );
    if (message) bar.append(h("div", { class: "bw-message", role: "alert" }, message));
    if (overlay) {
      bar.append(h("div", { class: "bw-actions" }, button(labels.skip, "skip", () => finish(), "bw-quiet")));
      return bar;
    }
    const box = h("div", { class: "bw-actions", role: "group", "aria-label": labels.calls });
    const hinted = model.get("hinted");
    for (const a of ui.actions) {
      const cls = `bw-act bw-group-${a.group}${a.action === hinted ? " bw-hinted" : ""}`;
      box.append(button(a.label, `act:${a.action}`, () => send({ type: "act", action: a.action }), cls));
    }
    if (ui.hand.some((c) => c.akka)) {
      const akka = button(state.akka ? labels.akka_on : labels.akka, "akka", () => {
        state.akka = !state.akka;
        draw(null);
      }, "bw-act bw-group-claim");
      akka.setAttribute("aria-pressed", String(state.akka));
      box.append(akka);
    }
    if (ui.next) box.append(button(labels.next_hand, "next", () => send({ type: "next" }), "bw-act bw-primary"));
    if (model.get("hint_available") && view.to_move === view.seat && !ui.next) {
      box.append(button(labels.hint, "hint", () => send({ type: "hint" }), "bw-quiet"));
    }
    bar.append(box);
    return bar;
  }

  function button(text, key, onclick, cls = "") {
    return h("button", { type: "button", class: cls, "data-key": key, [SUPPRESS]: true, onclick }, text);
  }

  function hand(view, ui, labels, busy) {
    const row = h("div", { class: "bw-hand", role: "toolbar", "aria-label": labels.your_hand });
    const cards = ui.hand;
    if (!cards.some((c) => c.card === state.roving)) {
      const first = cards.find((c) => c.playable) || cards[0];
      state.roving = first ? first.card : null;
    }
    const hinted = model.get("hinted");
    const tips = h("div", { class: "bw-tips" });
    const show = (tip, on) => {
      if (tip) tip.hidden = !on;
    };
    cards.forEach((c) => {
      const akkaMode = state.akka && !busy;
      const action = akkaMode ? c.akka : c.action;
      const live = !busy && Boolean(action) && (akkaMode ? Boolean(c.akka) : true);
      const playable = live && (c.playable || akkaMode);
      const tipId = c.reason ? `bw-tip-${++uid}` : null;
      const tip = tipId ? h("div", { class: "bw-tip", role: "tooltip", id: tipId, hidden: true }, c.reason) : null;
      if (tip) tips.append(tip);
      const cls = ["bw-card", "bw-button"];
      if (!live && !(akkaMode && c.action)) cls.push("bw-idle");
      else if (!playable) cls.push("bw-off");
      if (c.reason) cls.push(c.playable ? "bw-foul" : "bw-illegal");
      if (action && action === hinted) cls.push("bw-hinted");
      const btn = h(
        "button",
        {
          type: "button",
          class: cls.join(" "),
          "data-key": `card:${c.card}`,
          "data-card": c.card,
          "aria-label": c.label,
          "aria-disabled": playable ? null : "true",
          "aria-describedby": tipId,
          tabindex: c.card === state.roving ? 0 : -1,
          [SUPPRESS]: true,
          onclick: () => {
            state.roving = c.card;
            if (live) {
              state.akka = false;
              send({ type: "act", action });
            }
          },
          onkeydown: (event) => rove(event, row),
          onfocus: () => {
            state.roving = c.card;
            show(tip, true);
          },
          onblur: () => show(tip, false),
          onmouseenter: () => show(tip, true),
          onmouseleave: () => show(tip, document.activeElement === btn),
        },
        face(c.card),
      );
      row.append(btn);
    });
    return h("div", { class: "bw-hand-area" }, h("div", { class: "bw-hand-title" }, labels.your_hand), tips, row);
  }

  function rove(event, row) {
    const keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    const buttons = [...row.querySelectorAll("button")];
    const index = buttons.indexOf(event.currentTarget);
    let next = null;
    if (event.key in keys) {
      const flip = root.getAttribute("dir") === "rtl" && ["ArrowLeft", "ArrowRight"].includes(event.key);
      const step = keys[event.key] * (flip ? -1 : 1);
      next = buttons[(index + step + buttons.length) % buttons.length];
    } else if (event.key === "Home") next = buttons[0];
    else if (event.key === "End") next = buttons[buttons.length - 1];
    if (!next) return;
    event.preventDefault();
    event.stopPropagation();
    buttons.forEach((b) => b.setAttribute("tabindex", b === next ? "0" : "-1"));
    next.focus();
  }

  function side(view, ui, labels) {
    const sheet = model.get("sheet") || { hands: [], totals: [0, 0], teams: ["", ""] };
    const panel = h("aside", { class: "bw-side", "aria-label": labels.score_sheet });
    if (labels.teacher) panel.append(h("div", { class: "bw-teacher" }, labels.teacher));
    panel.append(
      h("div", { class: "bw-contract" }, h("span", { class: "bw-caption" }, labels.contract), " ", ui.contract || "—"),
    );
    const totals = h(
      "table",
      { class: "bw-totals" },
      h("tr", {}, h("th", {}, sheet.teams[0]), h("th", {}, sheet.teams[1])),
      h("tr", {}, h("td", {}, sheet.totals[0]), h("td", {}, sheet.totals[1])),
    );
    panel.append(h("h3", {}, labels.score_sheet));
    if (sheet.target) panel.append(h("div", { class: "bw-caption" }, sheet.target));
    panel.append(totals);
    sheet.hands.forEach((hd, i) => {
      const details = h(
        "details",
        { class: "bw-sheet-hand", open: i === sheet.hands.length - 1 },
        h("summary", {}, `${hd.title}: ${hd.outcome} `, h("bdi", { dir: "ltr" }, `${hd.points[0]} – ${hd.points[1]}`)),
        h("ul", {}, hd.lines.map((line) => h("li", {}, line))),
      );
      panel.append(details);
    });
    if (ui.last) {
      panel.append(
        h("h3", {}, labels.last_trick),
        h("div", { class: "bw-last" }, ui.last.cards.map((c) => card(c.card, ui.names[c.card], `bw-small${c.seat === ui.last.winner ? " bw-winning" : ""}`))),
        h("div", { class: "bw-caption" }, ui.last.text),
      );
    }
    return panel;
  }

  const names = ["view", "events", "message", "sheet", "labels", "hinted", "hint_available", "lang"];
  for (const name of names) model.on(`change:${name}`, schedule);
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && state.anim) {
      event.stopPropagation();
      finish();
    }
  });
  draw(null);
  return () => {
    stop();
    for (const name of names) model.off(`change:${name}`, schedule);
  };
}

// ---------------------------------------------------------------------------------------
// The read-only hand view for lessons

function renderHand({ model, el }) {
  const root = h("div", { class: "bw-root bw-handview" });
  el.append(root);
  function draw() {
    const names = model.get("names") || {};
    const marks = new Set(model.get("highlight") || []);
    const trumps = new Set(model.get("trumps") || []);
    root.setAttribute("dir", model.get("lang") === "ar" ? "rtl" : "ltr");
    const row = h("div", { class: "bw-row", role: "list", "aria-label": model.get("caption") || "" });
    for (const code of model.get("cards") || []) {
      const extra = `${marks.has(code) ? "bw-highlight" : ""}${trumps.has(code) ? " bw-trump" : ""}`;
      row.append(h("span", { role: "listitem" }, card(code, names[code], extra)));
    }
    const caption = model.get("caption");
    root.replaceChildren(...(caption ? [h("div", { class: "bw-caption" }, caption)] : []), row);
  }
  const names = ["cards", "highlight", "trumps", "caption", "lang", "names"];
  for (const name of names) model.on(`change:${name}`, draw);
  draw();
  return () => names.forEach((name) => model.off(`change:${name}`, draw));
}

export default {
  render(context) {
    return context.model.get("_kind") === "hand" ? renderHand(context) : renderTable(context);
  },
};
