// The Baloot table and hand view for anywidget: plain ESM, no imports, no bundler (the
// shared helpers of common.js are put in front of this file by widgets/esm.py).
//
// Python is the only truth.  It sends the view of the human seat (with every word and
// label already in the table's language) and this file only draws it.  A click or a key
// sends an intent such as {type: "act", action: "p0 pass"}; Python validates it,
// lets the bots answer and sends a new view with the list of moves to animate.

const SCHEMA = 1; // the view schema this file draws (baloot_widgets.observe.VIEW_SCHEMA)
const WAIT_MS = 15000; // an intent unanswered this long no longer blocks the next one

// ---------------------------------------------------------------------------------------
// The full table

function renderTable({ model, el }) {
  const root = h("div", { class: "bw-widget bw-root", [SUPPRESS]: true });
  el.append(root);
  const state = {
    seq: (model.get("events") || {}).seq || 0, // moves before this view opened are not replayed
    anim: null, // {items, index, timer, snap}: the moves being animated, the table as they left it
    akka: false, // the Akka toggle: the next lead is announced
    roving: null, // the card of the hand that holds the tab stop
    queued: false, // a redraw is queued for this microtask
    waiting: null, // the timer of an intent sent and not answered yet
    open: {}, // hand number -> whether the user opened or closed its score-sheet lines
    sheet: null, // the score sheet last drawn outside an animation
  };

  /** Send an intent, unless one is still waiting for Python's answer (a double click). */
  function send(intent) {
    if (state.waiting !== null) return;
    state.waiting = setTimeout(release, WAIT_MS);
    root.dataset.waiting = "1";
    root.setAttribute("aria-busy", "true");
    model.send(intent);
  }

  function release() {
    if (state.waiting !== null) clearTimeout(state.waiting);
    state.waiting = null;
    delete root.dataset.waiting;
    root.removeAttribute("aria-busy");
  }

  function schedule() {
    if (state.queued) return;
    state.queued = true;
    queueMicrotask(() => {
      state.queued = false;
      const events = model.get("events") || {};
      if ((events.seq || 0) > state.seq) {
        state.seq = events.seq;
        release(); // Python answered
        animate(events.items || []);
      } else if (!state.anim) draw(null);
    });
  }

  // ---- animation: the moves of one answer, one at a time, at a readable pace ----

  function animate(items) {
    stop();
    const you = model.get("view").seat;
    if (!items.length || !(Number(model.get("pace")) > 0)) return draw(null); // pace 0: no animation
    state.anim = { items, index: 0, timer: null, snap: { names: {} } };
    step();
    function step() {
      const anim = state.anim;
      if (!anim) return;
      const item = anim.items[anim.index];
      const at = item.at || {};
      anim.snap = { ...anim.snap, ...at, names: { ...anim.snap.names, ...(at.names || {}) } };
      const last = anim.index === anim.items.length - 1;
      if (last && !item.done) return finish();
      draw({ ...item, snap: anim.snap });
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

  /** The sentence shown instead of the table when Python sends a view this file does not know. */
  function schemaText(labels, got) {
    const text = labels.schema || "This table cannot be drawn: view schema {got}, expected {want}.";
    return text.replace("{want}", String(SCHEMA)).replace("{got}", String(got));
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
    if (Object.keys(view).length && view.schema !== SCHEMA) {
      root.dataset.schema = String(view.schema);
      root.replaceChildren(h("p", { class: "bw-message bw-schema", role: "alert" }, schemaText(labels, view.schema)));
      return;
    }
    delete root.dataset.schema;
    if (!ui) {
      root.replaceChildren(h("p", {}, labels.loading || "…"));
      return;
    }
    // while the bots' moves are animated, the table is drawn as each move left it
    const at = overlay ? overlay.snap || {} : null;
    const busy = Boolean(overlay);
    const names = at ? { ...ui.names, ...at.names } : ui.names;
    const main = h(
      "div",
      { class: "bw-main" },
      felt(view, ui, labels, overlay, at, names),
      controls(view, ui, labels, overlay),
      hand(view, ui, labels, busy, at, names),
    );
    root.replaceChildren(main, side(view, ui, labels, at, names));
    if (had !== null) refocus(had, ui, busy);
  }

  /** A value of the animation's snapshot when it carries it, else of the final view. */
  function pick(at, key, final) {
    return at && key in at ? at[key] : final;
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

  function felt(view, ui, labels, overlay, at, names) {
    const board = h("div", { class: "bw-felt", dir: "ltr" });
    for (const seat of ui.seats) board.append(seatBox(seat, ui, labels, overlay, at, names));
    const centre = h("div", { class: "bw-centre", role: "group", "aria-label": labels.trick || "" });
    const trick = overlay ? { cards: overlay.trick, winning: overlay.winning } : ui.trick;
    const posOf = Object.fromEntries(ui.seats.map((s) => [s.seat, s.pos]));
    const trickCards = trick.cards || [];
    trickCards.forEach((played, i) => {
      const name = `${ui.seats.find((s) => s.seat === played.seat).name}: ${names[played.card] || played.card}`;
      const marks = h("div", { class: "bw-marks" });
      if (i === 0) marks.append(h("span", { class: "bw-mark bw-lead" }, labels.leads));
      if (played.seat === trick.winning) marks.append(h("span", { class: "bw-mark bw-win" }, labels.winning));
      const extra = played.seat === trick.winning ? "bw-winning" : "";
      centre.append(
        h("div", { class: `bw-slot bw-slot-${posOf[played.seat]}`, "data-seat": played.seat }, card(played.card, name, extra), marks),
      );
    });
    const floor = pick(at, "floor", !view.floor_taken && view.floor ? view.floor : null);
    if (floor) {
      centre.append(
        h(
          "div",
          { class: "bw-floor" },
          card(floor, `${labels.floor}: ${names[floor] || floor}`),
          h("span", { class: "bw-caption" }, labels.floor),
        ),
      );
    }
    if (overlay && overlay.done) centre.append(h("div", { class: "bw-trick-note" }, say(overlay.text)));
    board.append(centre);
    return board;
  }

  function seatBox(seat, ui, labels, overlay, at, names) {
    const s = seat.seat;
    const count = overlay ? overlay.counts[s] : seat.count;
    const turn = overlay ? false : seat.turn;
    const call = at && at.calls ? at.calls[s] : seat.call;
    const buyer = at && "buyer" in at ? at.buyer === s : seat.buyer;
    const declared = at && at.declared ? at.declared[s] : seat.declared;
    const shown = at && at.shown ? at.shown[s] : seat.shown;
    const open = seat.cards && at && at.hands ? at.hands[s] : seat.cards; // teacher mode
    const chips = [];
    if (seat.dealer) chips.push(h("span", { class: "bw-chip", title: labels.dealer }, labels.dealer_short));
    if (buyer) chips.push(h("span", { class: "bw-chip bw-chip-buyer" }, labels.buyer));
    const box = h(
      "section",
      {
        class: `bw-seat bw-pos-${seat.pos}${turn ? " bw-turn" : ""} bw-team-${seat.team}`,
        "aria-label": `${seat.name}, ${seat.role}`,
        "data-seat": s,
      },
      h(
        "div",
        { class: "bw-who" },
        h("b", {}, seat.name),
        ...chips,
        h("div", { class: "bw-role" }, seat.pos === "bottom" ? seat.role : `${seat.role} · ${seat.player}`),
      ),
      call ? h("div", { class: "bw-bubble", "data-seat": s }, say(call)) : null,
      declared ? h("div", { class: "bw-declared" }, say(declared)) : null,
    );
    for (const project of shown || []) {
      const codes = project.split(" ");
      const label = codes.map((c) => names[c] || c).join(", ");
      box.append(h("div", { class: "bw-shown", role: "img", "aria-label": label }, codes.map((c) => card(c, names[c], "bw-small"))));
    }
    if (seat.pos !== "bottom") {
      if (open) box.append(h("div", { class: "bw-open" }, open.map((c) => card(c, names[c], "bw-small"))));
      else box.append(backs(count, `${count} ${labels.cards}`));
    }
    return box;
  }

  function controls(view, ui, labels, overlay) {
    const bar = h("div", { class: "bw-controls" });
    const message = model.get("message");
    bar.append(
      h("div", { class: "bw-status", role: "status", "aria-live": "polite" }, say(overlay ? overlay.text : ui.status)),
    );
    if (message) bar.append(h("div", { class: "bw-message", role: "alert" }, say(message)));
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
    if (ui.retry) box.append(button(labels.retry, "retry", () => send({ type: "next" }), "bw-act bw-primary"));
    if (model.get("hint_available") && view.to_move === view.seat && !ui.next) {
      box.append(button(labels.hint, "hint", () => send({ type: "hint" }), "bw-quiet"));
    }
    bar.append(box);
    return bar;
  }

  function button(text, key, onclick, cls = "") {
    return h("button", { type: "button", class: cls, "data-key": key, [SUPPRESS]: true, onclick }, say(text));
  }

  function hand(view, ui, labels, busy, at, names) {
    const row = h("div", { class: "bw-hand", role: "toolbar", "aria-label": labels.your_hand });
    let cards = ui.hand;
    if (at && at.hand) {
      // the hand as the animated move left it: nothing to play until the animation ends
      const final = Object.fromEntries(ui.hand.map((c) => [c.card, c.label]));
      cards = at.hand.map((code) => ({ card: code, label: final[code] || names[code] || code }));
    }
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
      const action = busy ? null : akkaMode ? c.akka : c.action;
      const live = !busy && Boolean(action) && (akkaMode ? Boolean(c.akka) : true);
      const playable = live && (c.playable || akkaMode);
      const reason = busy ? null : c.reason;
      const tipId = reason ? `bw-tip-${++uid}` : null;
      const tip = tipId ? h("div", { class: "bw-tip", role: "tooltip", id: tipId, hidden: true }, say(reason)) : null;
      if (tip) tips.append(tip);
      const cls = ["bw-card", "bw-button"];
      if (!live && !(akkaMode && c.action)) cls.push("bw-idle");
      else if (!playable) cls.push("bw-off");
      if (reason) cls.push(c.playable ? "bw-foul" : "bw-illegal");
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

  function side(view, ui, labels, at, names) {
    // during an animation the score sheet stays as it was: the hand's result comes at its end
    const synced = model.get("sheet") || { hands: [], totals: [0, 0], teams: ["", ""] };
    const sheet = at && state.sheet ? state.sheet : synced;
    if (!at) state.sheet = synced;
    const panel = h("aside", { class: "bw-side", "aria-label": labels.score_sheet });
    if (labels.teacher) panel.append(h("div", { class: "bw-teacher" }, labels.teacher));
    const contract = pick(at, "contract", ui.contract);
    panel.append(
      h("div", { class: "bw-contract" }, h("span", { class: "bw-caption" }, labels.contract), " ", say(contract || "—")),
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
      // open: the newest hand, unless the user opened or closed one (kept across redraws)
      const initial = hd.n in state.open ? state.open[hd.n] : i === sheet.hands.length - 1;
      const details = h(
        "details",
        { class: "bw-sheet-hand", open: initial, "data-hand": hd.n },
        h("summary", { "data-key": `sheet:${hd.n}`, [SUPPRESS]: true }, say(`${hd.title}: ${hd.outcome} ${hd.points[0]} – ${hd.points[1]}`)),
        h("ul", {}, hd.lines.map((line) => h("li", {}, say(line)))),
      );
      details.addEventListener("toggle", () => {
        if (details.open !== initial || hd.n in state.open) state.open[hd.n] = details.open;
      });
      panel.append(details);
    });
    const last = pick(at, "last", ui.last);
    if (last) {
      panel.append(
        h("h3", {}, labels.last_trick),
        h("div", { class: "bw-last" }, last.cards.map((c) => card(c.card, names[c.card], `bw-small${c.seat === last.winner ? " bw-winning" : ""}`))),
        h("div", { class: "bw-caption" }, say(last.text)),
      );
    }
    return panel;
  }

  const names = ["view", "events", "message", "sheet", "labels", "hinted", "hint_available", "lang"];
  for (const name of names) model.on(`change:${name}`, schedule);
  model.on("change:message", release);
  root.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && state.anim) {
      event.stopPropagation();
      finish();
    }
  });
  draw(null);
  return () => {
    stop();
    release();
    for (const name of names) model.off(`change:${name}`, schedule);
    model.off("change:message", release);
  };
}

// ---------------------------------------------------------------------------------------
// The read-only hand view for lessons

function renderHand({ model, el }) {
  const root = h("div", { class: "bw-widget bw-root bw-handview" });
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
    root.replaceChildren(...(caption ? [h("div", { class: "bw-caption" }, say(caption))] : []), row);
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
