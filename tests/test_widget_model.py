"""The Table widget without a browser (ARCHITECTURE.md §5, §7): the messages a browser
sends are fed to ``_handle_msg`` (with the top-level ``"buffers"`` key the browser always
sends) and what Python sends back is captured from the widget's comm."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from baloot_widgets import (
    BalootError,
    Card,
    CardSet,
    Game,
    HandView,
    Match,
    RuleSet,
    Table,
    parse_action,
)
from baloot_widgets.bots import RandomBot
from baloot_widgets.rules.state import Phase
from baloot_widgets.widgets import session as session_module

STRICT = RuleSet()
LOOSE = RuleSet(strict_legality=False)


# ---- helpers ---------------------------------------------------------------------------


def custom(intent: object) -> dict[str, Any]:
    """The comm message a browser sends for ``model.send(intent)``."""
    return {"content": {"data": {"method": "custom", "content": intent}}, "buffers": []}


def update(state: dict[str, Any]) -> dict[str, Any]:
    """The comm message a browser sends when it sets traits (``model.save_changes()``)."""
    return {"content": {"data": {"method": "update", "state": state}}, "buffers": []}


def capture(table: Table) -> list[dict[str, Any]]:
    """Record every message the widget sends to the browser."""
    sent: list[dict[str, Any]] = []
    table.comm.send = lambda data=None, metadata=None, buffers=None: sent.append(data)
    return sent


def send(table: Table, intent: object) -> str:
    table._handle_msg(custom(intent))
    return table.message


def snapshot(table: Table) -> tuple[Any, ...]:
    """What must not change when an intent is refused."""
    game = table.game
    scores = table.match.scores if table.match is not None else None
    return (len(game.history), game.state, scores, json.dumps(table.view, sort_keys=True))


def advance(table: Table, rng: random.Random, *, qayd: bool = True) -> bool:
    """One human move: the next hand after a finished one, else a random legal action
    (without Qayd claims when ``qayd`` is False).  False once nothing can be played."""
    v = table.view
    if v["ui"]["next"]:
        return send(table, {"type": "next"}) == ""
    legal = [a for a in v["legal"] if qayd or not a.endswith("qayd")] or v["legal"]
    if not legal:
        return False
    assert send(table, {"type": "act", "action": rng.choice(legal)}) == ""
    return True


def normal(text: object) -> str | None:
    """The action text as the engine writes it, or None when it does not parse."""
    try:
        return str(parse_action(text)) if isinstance(text, str) else None
    except BalootError:
        return None


def bots(you: int = 0, seed: int = 0) -> dict[int, RandomBot]:
    return {s: RandomBot(seed=seed * 4 + s) for s in range(4) if s != you}


def play_until(rules: RuleSet, want: Any, *, you: int = 0, seeds: range = range(300)) -> Game:
    """A seeded game played by random bots (the human seat too) until ``want(game)``."""
    for seed in seeds:
        game = Game.new(seed=seed, dealer=seed % 4, rules=rules)
        players = {s: RandomBot(seed=seed + s) for s in range(4)}
        for _ in range(200):
            if want(game):
                return game
            if game.is_over:
                break
            seat = game.state.to_move
            assert seat is not None
            legal = [a for a in game.legal_actions() if a.seat == seat]
            game.act(players[seat].choose(game.view(seat), legal))
    raise AssertionError("no seed gave the wanted position")


def illegal_card_turn(game: Game) -> bool:
    s = game.state
    return s.phase is Phase.PLAY and s.to_move == 0 and bool(game.view(0)["reasons"])


_CARD_RE = re.compile(r"(?<![0-9A-Za-z])(10|[789JQKA])([SHDC♠♥♦♣])(?![0-9A-Za-z])")


def cards_in(value: object) -> set[Card]:
    """Every card written anywhere in a JSON-like value, as a code ("10H") or a symbol ("10♥")."""
    text = json.dumps(value, ensure_ascii=False)
    return {Card.parse(rank + suit) for rank, suit in _CARD_RE.findall(text)}


def visible_to(game: Game, seat: int) -> CardSet:
    """The cards ``seat`` may know: its hand, the floor card, every played card, the shown
    projects (RULES §7) and, once the hand is over, the projects on the score sheet."""
    s = game.state
    mask = s.hands[seat] | s.played_mask | (1 << s.floor)
    if s.tricks and s.project_team is not None:
        for other, projects in enumerate(s.declared):
            if other & 1 == s.project_team:
                for project in projects:
                    mask |= CardSet(project.cards).mask
    if s.result is not None:
        for line in s.result.lines:
            for _name, value in line.fields:
                if hasattr(value, "cards"):
                    mask |= CardSet(value.cards).mask
    return CardSet(mask)


# ---- a whole hand, a whole match ---------------------------------------------------------


def test_a_whole_hand_played_through_intents() -> None:
    game = Game.new(seed=11, dealer=3)
    table = Table(game, you=0, bots=bots(), pace=0)
    sent = capture(table)
    rng = random.Random(5)
    turns = 0
    while not game.is_over:
        view = table.view
        assert view["to_move"] == 0, "the bots move until it is the human's turn"
        action = rng.choice(view["legal"])
        before = len(game.history)
        assert send(table, {"type": "act", "action": action}) == ""
        assert str(game.history[before]) == action
        items = table.events["items"]
        assert [e["action"] for e in items] == [str(a) for a in game.history[before:]]
        turns += 1
    assert turns >= 8
    assert table.view["phase"] == "done" and table.view["result"] is not None
    assert table.view["ui"]["status"].startswith("Hand over")
    updates = [m for m in sent if m["method"] == "update"]
    assert len(updates) == turns and all("view" in m["state"] for m in updates)
    assert table.sheet["hands"][0]["lines"], "the score sheet has the hand's lines"
    assert send(table, {"type": "act", "action": "p0 pass"}) == "This hand is over"


def test_a_whole_match_through_intents_with_next_hand() -> None:
    table = Table(Match(seed=3), you=2, bots=bots(2), pace=0)
    rng = random.Random(8)
    for _ in range(3000):
        if not advance(table, rng):
            break
    match = table.match
    assert match is not None and match.is_over
    assert len(table.sheet["hands"]) == len(match.finished)
    assert table.sheet["totals"] == list(match.scores)
    assert "wins the match" in table.view["ui"]["status"]
    assert send(table, {"type": "next"}) == "The match is over"


# ---- refusals ----------------------------------------------------------------------------


def test_rejected_intents_change_nothing_and_say_why() -> None:
    game = play_until(STRICT, illegal_card_turn)
    table = Table(game, you=0, bots=bots(), pace=0)
    code, reason = next(iter(table.view["reasons"].items()))
    cases: list[tuple[object, str]] = [
        ({"type": "act", "action": f"p0 play {code}"}, reason),
        ({"type": "act", "action": "p1 play 7S"}, "You play Seat 0; Seat 1 is played by a bot"),
        ({"type": "act", "action": "p0 pass"}, "Seat 0 cannot pass"),
        ({"type": "act", "action": "p0 dance"}, "'dance' is not a call"),
        ({"type": "act", "action": "p0 play 1H"}, "'1H' is not a card"),
        ({"type": "act", "action": 42}, "carries an action text"),
        ({"type": "act"}, "carries an action text"),
        ({"type": "act", "action": "p0 play " + "A" * 500}, "carries an action text"),
        ({"type": "next"}, "The hand is still being played"),
        ({"type": "teleport"}, "'teleport' is not an intent"),
        ("p0 pass", "an intent is a dict"),
        (None, "an intent is a dict"),
        ([1, 2], "an intent is a dict"),
    ]
    for intent, expected in cases:
        before = snapshot(table)
        message = send(table, intent)
        assert expected in message, (intent, message)
        assert snapshot(table) == before, intent
    assert reason.startswith("Seat 0") and "(RULES §6)" in reason


def test_the_browser_cannot_set_the_truth() -> None:
    table = Table(seed=4, you=0, pace=0)
    sent = capture(table)
    before = snapshot(table)
    table._handle_msg(update({"view": {"hand": ["AS"]}, "lang": "xx", "message": "hi"}))
    assert snapshot(table) == before and table.lang == "en" and table.message == ""
    assert sent and set(sent[-1]["state"]) == {"view", "lang", "message"}, "answered with the truth"


def test_a_refused_card_is_explained_in_arabic_too() -> None:
    game = play_until(STRICT, illegal_card_turn)
    table = Table(game, you=0, bots=bots(), lang="ar", pace=0)
    code, reason = next(iter(table.view["reasons"].items()))
    assert send(table, {"type": "act", "action": f"p0 play {code}"}) == reason
    assert re.search("[\u0600-\u06ff]", reason)


def test_fuzz_of_random_and_malformed_intents_changes_nothing() -> None:
    rng = random.Random(2024)
    table = Table(seed=9, you=1, pace=0, rules=STRICT)
    verbs = ["pass", "hokum", "sun", "ashkal", "kawesh", "double", "triple", "four", "gahwa",
             "open", "closed", "declare", "play", "sawa", "qayd", "dance", "", "p0"]  # fmt: skip
    extras = ["", "S", "H", "x", "closed", "sira", "fifty hundred", "10H", "TH", "7♠", "AS akka",
              "ZZ", "10H 9H", "\u202e", "🂡", "1" * 80]  # fmt: skip
    junk: list[object] = [None, 0, 1.5, True, [], {}, "", "act", {"type": None}, {"type": 7},
                          {"type": "act", "action": None}, {"type": "act", "action": ["p1 pass"]},
                          {"type": "hint", "extra": 1}, {"type": "ACT", "action": "p1 pass"}]  # fmt: skip
    refused = 0
    for i in range(2500):
        legal = set(table.view["legal"])
        roll = rng.random()
        intent: object
        if roll < 0.15:
            intent = rng.choice(junk)
        elif roll < 0.25 and not table.view["ui"]["next"]:
            intent = {"type": "next"}
        else:
            seat = rng.choice(["p0", "p1", "p2", "p3", "p9", "P1", "", "seat1"])
            text = f"{seat} {rng.choice(verbs)} {rng.choice(extras)}".strip()
            if rng.random() < 0.1:
                text = "".join(rng.choice("p0123 playsun10HSDC♥") for _ in range(rng.randrange(30)))
            intent = {"type": "act", "action": text}
        if isinstance(intent, dict) and normal(intent.get("action")) in legal:
            continue  # a legal move is not a rejected intent
        before = snapshot(table)
        message = send(table, intent)
        assert message, intent
        assert snapshot(table) == before, intent
        refused += 1
        if i % 150 == 149:  # move on now and then, to new positions
            advance(table, rng)
    assert refused > 2000


def test_fuzz_also_holds_in_non_strict_games() -> None:
    rng = random.Random(7)
    table = Table(seed=2, you=0, pace=0, rules=LOOSE)
    for _ in range(600):
        intent = {"type": "act", "action": f"p{rng.randrange(1, 4)} qayd"}
        before = snapshot(table)
        assert send(table, intent).startswith(("You play Seat 0", "This hand is", "The match is"))
        assert snapshot(table) == before
        if not advance(table, rng, qayd=False):
            break


# ---- no hidden card leaves Python -------------------------------------------------------


@pytest.mark.parametrize("rules", [STRICT, LOOSE], ids=["strict", "non-strict"])
def test_no_synced_trait_ever_holds_a_hidden_card(rules: RuleSet) -> None:
    rng = random.Random(31)
    checked = 0
    for seed in range(4):
        you = seed % 4
        table = Table(Match(seed=seed, rules=rules), you=you, bots=bots(you, seed), pace=0)
        for _ in range(100):
            shown = table._session.shown
            state = table.get_state()
            sheet = state.pop("sheet")
            assert not cards_in([state.pop("_esm"), state.pop("_css")])  # static files
            seen, allowed = cards_in(state), visible_to(shown, you)
            assert seen <= set(allowed), f"leaked {CardSet(seen) - allowed} at {shown.history}"
            match = table.match
            assert match is not None and len(sheet["hands"]) == len(match.finished)
            for hand, game in zip(sheet["hands"], match.finished, strict=True):
                assert cards_in(hand) <= set(visible_to(game, you)), "the score sheet leaks"
            checked += 1
            if not advance(table, rng, qayd=False):
                break
    assert checked > 300


def test_the_leak_check_sees_hidden_cards_in_teacher_mode() -> None:
    table = Table(seed=5, you=0, reveal=True, pace=0)
    hidden = set(CardSet(table.game.state.hands[1]))
    assert hidden <= cards_in(table.get_state())
    assert table.labels["teacher"].startswith("Teacher mode")


# ---- sizes, pictures, records -----------------------------------------------------------


def test_one_synced_view_stays_under_8_kb() -> None:
    rng = random.Random(3)
    table = Table(seed=1, you=0, pace=0)
    biggest = 0
    for _ in range(400):
        biggest = max(biggest, len(json.dumps(table.view, ensure_ascii=False).encode()))
        if not advance(table, rng):
            break
    assert 1000 < biggest < 8192


def test_repr_and_static_html_are_short_and_deterministic() -> None:
    a, b = Table(seed=12, pace=0), Table(seed=12, pace=0)
    assert repr(a) == repr(b) == "Table(you=0, lang='en', phase='bid1', scores=(0, 0))"
    bundle_a, _ = a._repr_mimebundle_()
    bundle_b, _ = b._repr_mimebundle_()
    assert bundle_a["text/html"] == bundle_b["text/html"]
    assert "application/vnd.jupyter.widget-view+json" in bundle_a
    html = bundle_a["text/html"]
    assert "0x" not in html and "Your turn" in html
    assert {Card.parse(c) for c in a.view["hand"]} <= cards_in(html)


def test_save_and_load_in_a_new_interpreter(tmp_path: Path) -> None:
    table = Table(seed=6, you=3, lang="ar", pace=0)
    rng = random.Random(1)
    for _ in range(12):
        advance(table, rng)
    path = table.save(tmp_path / "game.json")
    code = (
        "import json, sys\n"
        "from baloot_widgets import Table\n"
        f"t = Table.load({str(path)!r}, pace=0)\n"
        "print(json.dumps([t.you, t.lang, [str(a) for a in t.game.history], t.view['hand']]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    you, lang, history, hand = json.loads(out.stdout)
    assert (you, lang) == (3, "ar")
    assert history == [str(a) for a in table.game.history]
    assert hand == table.view["hand"]


def test_changing_the_language_redraws_and_a_bad_one_is_refused() -> None:
    table = Table(seed=8, pace=0)
    table.lang = "ar"
    assert table.labels["dir"] == "rtl" and re.search("[\u0600-\u06ff]", table.view["ui"]["status"])
    table.lang = "fr"
    assert table.lang == "ar" and "lang must be 'en' or 'ar'" in table.message


# ---- hint, bots, Qayd ----------------------------------------------------------------


def test_the_hint_button_follows_the_bots_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(session_module, "find_hint", lambda: None)
    table = Table(seed=7, pace=0)
    assert table.hint_available is False
    assert send(table, {"type": "hint"}) == "A hint is given only when it is your turn"

    def fake_hint(view: dict[str, Any], *, lang: str = "en") -> tuple[str, str]:
        return view["legal"][-1], "because the test says so"

    monkeypatch.setattr(session_module, "find_hint", lambda: fake_hint)
    table = Table(seed=7, pace=0)
    assert table.hint_available is True
    message = send(table, {"type": "hint"})
    assert message.startswith("Hint: ") and message.endswith("because the test says so")
    assert table.hinted == table.view["legal"][-1]

    def broken_hint(view: dict[str, Any], *, lang: str = "en") -> None:
        raise RuntimeError("no idea")

    monkeypatch.setattr(session_module, "find_hint", lambda: broken_hint)
    before = snapshot(table)
    assert send(table, {"type": "hint"}) == "Something went wrong: RuntimeError: no idea"
    assert snapshot(table) == before


def test_a_failing_bot_does_not_raise_into_the_notebook() -> None:
    class Broken:
        name = "broken"

        def choose(self, view: dict[str, Any], legal: Any) -> Any:
            raise RuntimeError("bot crashed")

    table = Table(Game.new(seed=1, dealer=0), you=0, bots={1: Broken(), 2: Broken(), 3: Broken()})
    assert table.message == "The bot of Seat 1 failed: bot crashed"
    assert table.game.history == ()


def test_non_strict_illegal_cards_are_playable_and_qayd_ends_the_hand() -> None:
    game = play_until(LOOSE, illegal_card_turn)
    table = Table(game, you=0, bots=bots(), pace=0)
    fouls = [c for c in table.view["ui"]["hand"] if c["reason"]]
    assert fouls and all(c["playable"] for c in fouls), "a foul card can be played"
    assert send(table, {"type": "act", "action": fouls[0]["action"]}) == ""

    def opponent_fouled(g: Game) -> bool:
        s = g.state
        return s.phase is Phase.PLAY and s.to_move == 0 and any(f.seat & 1 for f in s.fouls)

    game = play_until(LOOSE, opponent_fouled)
    table = Table(game, you=0, bots=bots(), pace=0)
    qayd = [a for a in table.view["ui"]["actions"] if a["action"] == "p0 qayd"]
    assert qayd and qayd[0]["group"] == "claim" and qayd[0]["label"] == "Qayd"
    assert send(table, {"type": "act", "action": "p0 qayd"}) == ""
    result = table.game.result
    assert result is not None and result.outcome == "qayd" and result.points[0] > 0
    assert any(line.startswith("Qayd") for line in table.sheet["hands"][0]["lines"])


def test_hand_view_is_read_only_with_a_static_picture() -> None:
    view = HandView("AS 10H 7C", highlight="10H", caption="Your cards")
    assert view.cards == ["AS", "10H", "7C"] and view.highlight == ["10H"]
    data, _ = view._repr_mimebundle_()
    assert data["text/html"].count('bw-mark"') == 1 and "Your cards" in data["text/html"]
    view._handle_msg(update({"cards": ["7S"]}))
    assert view.cards == ["AS", "10H", "7C"]


def my_turn_in(phase: Phase) -> Table:
    """A table where seat 0 must act in ``phase``: a seeded random game, or for round 2
    four passes with seat 0 speaking first."""
    if phase is Phase.BID2:
        game = Game.new(seed=1, dealer=3)
        for seat in range(4):
            game.act(f"p{seat} pass")
    else:
        game = play_until(STRICT, lambda g: g.state.phase is phase and g.state.to_move == 0)
    return Table(game, you=0, bots=bots(), pace=0)


@pytest.mark.parametrize(
    ("phase", "labels", "group"),
    [
        (Phase.GABLAK, ["Let it go", "Sun (Gablak: take it)"], "bid"),
        (Phase.DOUBLING, ["Pass", "Double", "Double (closed)"], "double"),
        (Phase.BID2, ["Pass", "Hokum", "Sun"], "bid"),
    ],
    ids=["gablak", "doubling", "round-2"],
)
def test_the_call_box_offers_exactly_the_legal_calls(
    phase: Phase, labels: list[str], group: str
) -> None:
    table = my_turn_in(phase)
    actions = table.view["ui"]["actions"]
    assert [a["action"] for a in actions] == table.view["legal"]
    if phase is Phase.DOUBLING and table.view["contract"]["mode"] == "sun":
        labels = labels[:2]  # no closed game in Sun
    assert [a["label"] for a in actions] == labels
    assert {a["group"] for a in actions} == {group}


def test_confirming_a_hokum_names_the_choices() -> None:
    table = my_turn_in(Phase.CONFIRM)
    labels = [a["label"] for a in table.view["ui"]["actions"]]
    assert labels[-1] == "Switch to Sun"
    assert labels[:-1] == ["Confirm Hokum"] or all(x.startswith("Hokum ") for x in labels[:-1])


def test_projects_are_declared_in_trick_one_and_shown_in_trick_two() -> None:
    def declared_with_choice(g: Game) -> bool:
        return g.state.to_move == 0 and any(a.startswith("p0 declare") for a in g.view(0)["legal"])

    table = Table(play_until(STRICT, declared_with_choice), you=0, bots=bots(), pace=0)
    declare = [a for a in table.view["ui"]["actions"] if a["group"] == "declare"]
    assert declare and declare[0]["label"].startswith("Declare ")
    assert send(table, {"type": "act", "action": declare[0]["action"]}) == ""
    me = table.view["ui"]["seats"][0]
    assert me["declared"].startswith("declared ")

    def shown(g: Game) -> bool:
        s = g.state
        return len(s.tricks) == 1 and s.project_team is not None and s.to_move == 0

    table = Table(play_until(STRICT, shown), you=0, bots=bots(), pace=0)
    seats = table.view["ui"]["seats"]
    team = table.game.state.project_team
    assert any(s["shown"] for s in seats if s["team"] == team)
    assert not any(s["shown"] for s in seats if s["team"] != team)


def test_akka_can_be_announced_on_a_hokum_lead() -> None:
    def akka_lead(g: Game) -> bool:
        return g.state.to_move == 0 and any(a.endswith("akka") for a in g.view(0)["legal"])

    table = Table(play_until(STRICT, akka_lead), you=0, bots=bots(), pace=0)
    akka = [c for c in table.view["ui"]["hand"] if c["akka"]]
    assert akka and all(c["akka"] == f"p0 play {c['card']} akka" for c in akka)
    assert send(table, {"type": "act", "action": akka[0]["akka"]}) == ""
    assert str(table.game.history[-len(table.events["items"])]).endswith("akka")
