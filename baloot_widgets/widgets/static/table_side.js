// The Baloot table's side panel (after table_draw.js): the contract, the calls of the
// hand until its first card, the score sheet with each hand's calls and lines, and the
// last trick with who played which card.

function side(frame, ctx) {
  const { labels } = ctx;
  const panel = h("aside", { class: "bw-side", "aria-label": labels.score_sheet });
  if (labels.teacher) panel.append(h("div", { class: "bw-teacher" }, labels.teacher));
  if (frame.series) panel.append(h("div", { class: "bw-series" }, say(frame.series)));
  panel.append(
    h("div", { class: "bw-contract" }, h("span", { class: "bw-caption" }, labels.contract), " ", say(frame.contract || "—")),
  );
  if (frame.bidding.length) panel.append(...bidding(frame.bidding, labels));
  panel.append(...scoreSheet(frame, ctx));
  if (frame.last) panel.append(...lastTrick(frame.last, labels));
  return panel;
}

/** The calls of this hand in order, each with who made it: a strip of chips. */
function bidding(calls, labels) {
  const items = calls.map((c) =>
    h("li", { class: "bw-call", "data-seat": c.seat }, h("span", { class: "bw-call-who" }, c.who), " ", h("b", {}, say(c.call))),
  );
  return [h("h3", { id: `bw-bidding-${++uid}` }, labels.bidding), h("ol", { class: "bw-bidding", "aria-labelledby": `bw-bidding-${uid}` }, items)];
}

function scoreSheet(frame, ctx) {
  const { labels, sheet, state } = ctx;
  const [t0, t1] = sheet.teams || ["", ""];
  const [p0, p1] = frame.sheet.totals;
  const out = [h("h3", {}, labels.score_sheet)];
  if (sheet.target) out.push(h("div", { class: "bw-caption" }, say(sheet.target)));
  out.push(
    h("table", { class: "bw-totals" }, h("tr", {}, h("th", {}, say(t0)), h("th", {}, say(t1))), h("tr", {}, h("td", {}, p0), h("td", {}, p1))),
  );
  const hands = (sheet.hands || []).slice(0, frame.sheet.hands);
  hands.forEach((hd, i) => {
    // open: the newest hand, unless the user opened or closed one (kept across redraws)
    const initial = hd.n in state.open ? state.open[hd.n] : i === hands.length - 1;
    const details = h(
      "details",
      { class: "bw-sheet-hand", open: initial, "data-hand": hd.n },
      h("summary", { "data-key": `sheet:${hd.n}`, [SUPPRESS]: true }, say(hd.summary)),
      hd.bidding ? h("p", { class: "bw-sheet-bidding" }, h("span", { class: "bw-caption" }, `${labels.bidding}: `), say(hd.bidding)) : null,
      h("ul", {}, hd.lines.map((line) => h("li", {}, say(line)))),
    );
    details.addEventListener("toggle", () => {
      if (details.open !== initial || hd.n in state.open) state.open[hd.n] = details.open;
    });
    out.push(details);
  });
  return out;
}

/** The last trick: each card with who played it under it, the winner's marked. */
function lastTrick(last, labels) {
  const cards = last.cards.map((c) =>
    h(
      "figure",
      { class: `bw-played${c.winner ? " bw-won" : ""}`, "data-seat": c.seat },
      card(c.card, c.label, `bw-small${c.winner ? " bw-winning" : ""}`),
      h("figcaption", {}, c.who),
    ),
  );
  return [h("h3", {}, labels.last_trick), h("div", { class: "bw-last" }, cards), h("div", { class: "bw-caption" }, say(last.text))];
}
