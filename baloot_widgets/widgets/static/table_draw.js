// The Baloot table: drawing one frame (after common.js; table_side.js and table.js
// follow, and table.js runs it).
//
// A frame (baloot_widgets/widgets/table_frames.py) is everything the table shows at one
// moment, every word already in the table's language.  These functions turn it into
// elements: they compute nothing about the game and merge nothing with an earlier frame.
// `ctx` carries the labels, the score sheet, the page's own state (the Akka toggle, the
// card holding the tab stop, the score-sheet hands the user opened) and `send`.

/** The whole table for `frame`: the felt, the status and buttons, the hand (or the cover
 * of a screen being passed to another player), the side panel. */
function drawFrame(frame, ctx) {
  const below = frame.cover ? cover(frame, ctx) : hand(frame, ctx);
  const main = h("div", { class: "bw-main" }, felt(frame, ctx), controls(frame, ctx), below);
  return [main, side(frame, ctx)];
}

function felt(frame, ctx) {
  const board = h("div", { class: "bw-felt", dir: "ltr" });
  for (const seat of frame.seats) board.append(seatBox(seat, ctx));
  const centre = h("div", { class: "bw-centre", role: "group", "aria-label": ctx.labels.trick || "" });
  const posOf = Object.fromEntries(frame.seats.map((s) => [s.seat, s.pos]));
  for (const played of frame.trick.cards) {
    const marks = h("div", { class: "bw-marks" }); // stacked under the card, never beside it
    if (played.lead) marks.append(h("span", { class: "bw-mark bw-lead" }, ctx.labels.leads));
    if (played.winning) marks.append(h("span", { class: "bw-mark bw-win" }, ctx.labels.winning));
    const slot = { class: `bw-slot bw-slot-${posOf[played.seat]}`, "data-seat": played.seat };
    centre.append(h("div", slot, card(played.card, played.label, played.winning ? "bw-winning" : ""), marks));
  }
  if (frame.floor) {
    const floor = frame.floor;
    centre.append(
      h("div", { class: "bw-floor" }, card(floor.card, floor.label), h("span", { class: "bw-caption" }, ctx.labels.floor)),
    );
  }
  board.append(centre);
  // the end-of-trick sentence has a row of its own, between the trick and your seat
  board.append(h("div", { class: "bw-trick-note", "aria-hidden": "true" }, frame.note ? say(frame.note) : null));
  return board;
}

function seatBox(seat, ctx) {
  const labels = ctx.labels;
  const chips = [];
  if (seat.dealer) chips.push(h("span", { class: "bw-chip", title: labels.dealer }, labels.dealer_short));
  if (seat.buyer) chips.push(h("span", { class: "bw-chip bw-chip-buyer" }, labels.buyer));
  const role = seat.pos === "bottom" ? seat.role : `${seat.role} · ${seat.player}`;
  const box = h(
    "section",
    {
      class: `bw-seat bw-pos-${seat.pos}${seat.turn ? " bw-turn" : ""} bw-team-${seat.team}`,
      "aria-label": `${seat.name}, ${seat.role}`,
      "data-seat": seat.seat,
    },
    h("div", { class: "bw-who" }, h("b", {}, seat.name), ...chips, h("div", { class: "bw-role" }, role)),
    seat.call ? h("div", { class: "bw-bubble", "data-seat": seat.seat }, say(seat.call)) : null,
    seat.declared ? h("div", { class: "bw-declared" }, say(seat.declared)) : null,
  );
  for (const project of seat.shown) {
    const cards = project.cards.map((c) => card(c.card, c.label, "bw-small"));
    box.append(h("div", { class: "bw-shown", role: "img", "aria-label": project.label }, cards));
  }
  if (seat.pos !== "bottom") {
    if (seat.open) box.append(h("div", { class: "bw-open" }, seat.open.map((c) => card(c.card, c.label, "bw-small"))));
    else box.append(backs(seat.count, `${seat.count} ${labels.cards}`));
  }
  return box;
}

function button(text, key, onclick, cls = "") {
  return h("button", { type: "button", class: cls, "data-key": key, [SUPPRESS]: true, onclick }, say(text));
}

/** A sentence under the table: a refusal is an alert; a hint or a note is read politely.
 * A refusal links the lesson of its rule (a new browser tab: this notebook stays). */
function message(note) {
  const live = note.kind === "alert" ? { role: "alert" } : { role: "status", "aria-live": "polite" };
  const link = note.link
    ? h("a", { class: "bw-lesson", href: note.link.href, target: "_blank", rel: "noopener" }, note.link.label)
    : null;
  return h("div", { class: `bw-message bw-${note.kind}`, ...live }, h("span", { class: "bw-message-text" }, say(note.text)), link);
}

function controls(frame, ctx) {
  const labels = ctx.labels;
  const bar = h("div", { class: "bw-controls" });
  bar.append(h("div", { class: "bw-status", role: "status", "aria-live": "polite" }, say(frame.status)));
  if (frame.message) bar.append(message(frame.message));
  // work going on off the click (a review, a hint): "Reviewing… 5 of 8 tricks"
  if (frame.progress) bar.append(h("p", { class: "bw-progress", role: "status", "aria-live": "polite" }, say(frame.progress)));
  if (frame.busy) {
    bar.append(h("div", { class: "bw-actions" }, button(labels.skip, "skip", ctx.skip, "bw-quiet")));
    return bar;
  }
  const box = h("div", { class: "bw-actions", role: "group", "aria-label": labels.calls });
  for (const a of frame.actions) {
    const cls = `bw-act bw-group-${a.group}${a.action === frame.hinted ? " bw-hinted" : ""}`;
    box.append(button(a.label, `act:${a.action}`, () => ctx.send({ type: "act", action: a.action }), cls));
  }
  if (frame.hand.some((c) => c.akka)) {
    const akka = button(ctx.state.akka ? labels.akka_on : labels.akka, "akka", ctx.toggleAkka, "bw-act bw-group-claim");
    akka.setAttribute("aria-pressed", String(ctx.state.akka));
    box.append(akka);
  }
  if (!frame.cover) box.append(...frameButtons(frame, ctx));
  if (frame.hint) box.append(button(labels.hint, "hint", () => ctx.send({ type: "hint" }), "bw-quiet"));
  bar.append(box);
  return bar;
}

/** The buttons Python put in the frame (Next hand, Retry, Ready): each sends its intent. */
function frameButtons(frame, ctx) {
  return frame.buttons.map((b) => button(b.label, b.key, () => ctx.send({ type: b.intent }), "bw-act bw-primary"));
}

/** While the screen is passed to another player, their hand waits behind a cover. */
function cover(frame, ctx) {
  return h("div", { class: "bw-cover", role: "group", "aria-label": frame.cover }, h("p", {}, say(frame.cover)), ...frameButtons(frame, ctx));
}

/** The card that holds the hand's tab stop: where the user left it when the focus is on
 * a card, else the one it was on if it can be played now, else the first playable card. */
function tabStop(cards, state) {
  const now = cards.find((c) => c.card === state.roving);
  if (now && (now.playable || state.keep || !cards.some((c) => c.playable))) return now.card;
  const first = cards.find((c) => c.playable) || cards[0];
  return first ? first.card : null;
}

/** Your hand under its title; nothing once it is empty (the hand is over). */
function hand(frame, ctx) {
  const { state, labels } = ctx;
  const cards = frame.hand;
  if (!cards.length) return null;
  const row = h("div", { class: "bw-hand", role: "toolbar", "aria-label": labels.your_hand });
  state.roving = tabStop(cards, state);
  const tips = h("div", { class: "bw-tips" });
  const show = (tip, on) => {
    if (tip) tip.hidden = !on;
  };
  for (const c of cards) {
    const akkaMode = state.akka && !frame.busy;
    const action = akkaMode ? c.akka : c.action;
    const live = Boolean(action);
    const playable = live && (c.playable || akkaMode);
    const tipId = c.reason ? `bw-tip-${++uid}` : null;
    const tip = tipId ? h("div", { class: "bw-tip", role: "tooltip", id: tipId, hidden: true }, say(c.reason)) : null;
    if (tip) tips.append(tip);
    const cls = ["bw-card", "bw-button"];
    if (!live && !(akkaMode && c.action)) cls.push("bw-idle");
    else if (!playable) cls.push("bw-off");
    if (c.reason) cls.push(c.playable ? "bw-foul" : "bw-illegal");
    if (action && action === frame.hinted) cls.push("bw-hinted");
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
            ctx.send({ type: "act", action });
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
  }
  // a card's reason shows in a line of its own between the title and the cards, kept
  // while some card has one (saying how to read them), so that nothing moves
  const withTips = cards.some((c) => c.reason);
  if (withTips) tips.prepend(h("div", { class: "bw-tips-help" }, labels.point_at));
  return h("div", { class: "bw-hand-area" }, h("div", { class: "bw-hand-title" }, labels.your_hand), withTips ? tips : null, row);
}

/** Arrow keys, Home and End move the tab stop along the hand (mirrored right to left). */
function rove(event, row) {
  const keys = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  const buttons = [...row.querySelectorAll("button")];
  const index = buttons.indexOf(event.currentTarget);
  let next = null;
  if (event.key in keys) {
    const rtl = row.closest("[dir='rtl']") !== null && ["ArrowLeft", "ArrowRight"].includes(event.key);
    const step = keys[event.key] * (rtl ? -1 : 1);
    next = buttons[(index + step + buttons.length) % buttons.length];
  } else if (event.key === "Home") next = buttons[0];
  else if (event.key === "End") next = buttons[buttons.length - 1];
  if (!next) return;
  event.preventDefault();
  event.stopPropagation();
  buttons.forEach((b) => b.setAttribute("tabindex", b === next ? "0" : "-1"));
  next.focus();
}
