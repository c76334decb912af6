"""The Table widget without a browser (docs/architecture.md, "A click, from the browser to
the engine and back"): the messages a browser sends are fed to ``_handle_msg`` (with the
top-level ``"buffers"`` key the browser always sends) and what Python sends back is
captured from the widget's comm."""

from __future__ import annotations

import itertools
import json
import random
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from json_shape import shape

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
from baloot_widgets.bots import ExpertBot, HeuristicBot, RandomBot, hint
from baloot_widgets.i18n import Lang, card_name
from baloot_widgets.play.view import SeatView
from baloot_widgets.rules.actions import Declare, Play
from baloot_widgets.rules.errors import RecordError
from baloot_widgets.rules.state import Phase
from baloot_widgets.widgets import session as session_module
from baloot_widgets.widgets.table_frames import FRAME_SCHEMA, table_html
from baloot_widgets.widgets.wording import call_label, contract_text, is_call

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


def html_of(widget: Table | HandView) -> str:
    """The static ``text/html`` picture beside the live widget."""
    bundle = widget._repr_mimebundle_()
    assert bundle is not None
    html: str = bundle[0]["text/html"]
    return html


def send(table: Table, intent: object) -> str:
    """Send ``intent`` through the comm as the page does: with the seq of the frame shown."""
    if isinstance(intent, dict) and "seq" not in intent:
        intent = {**intent, "seq": table.frame["seq"]}
    table._handle_msg(custom(intent))
    return table.message


def legal(table: Table) -> list[str]:
    """The legal actions of the human seat, as text."""
    return [str(a) for a in table.view.legal]


def buttons(table: Table) -> set[str]:
    """The keys of the table's buttons beside the calls ("next", "retry")."""
    return {b["key"] for b in table.frame["buttons"]}


def still(table: Table) -> str:
    """The final frame without what every answer changes (its number, message, hint)."""
    kept = {k: v for k, v in table.frame.items() if k not in ("seq", "message", "hinted")}
    return json.dumps(kept, sort_keys=True)


def snapshot(table: Table) -> tuple[Any, ...]:
    """What must not change when an intent is refused."""
    game = table.game
    scores = table.match.scores if table.match is not None else None
    return (len(game.history), game.state, scores, table.view, still(table))


def advance(table: Table, rng: random.Random, *, qayd: bool = True) -> bool:
    """One human move: Ready on a covered screen, the next hand after a finished one,
    else a random legal action (without Qayd claims when ``qayd`` is False).  False once
    nothing can be played."""
    if "ready" in buttons(table):
        return send(table, {"type": "ready"}) == ""
    if "next" in buttons(table):
        return send(table, {"type": "next"}) == ""
    actions = legal(table)
    actions = [a for a in actions if qayd or not a.endswith("qayd")] or actions
    if not actions:
        return False
    assert send(table, {"type": "act", "action": rng.choice(actions)}) == ""
    return True


#: the status line of a finished hand: who won it, by how much, and how
HAND_WON = re.compile(
    r"Team [0-3]·[0-3]( \((your team|the opponents)\))? wins the hand \d+ to \d+( \(\w+\))?|Both teams score \d+ in this hand"
)


def reason_of_a_card(table: Table) -> tuple[str, str]:
    """An illegal card of the human seat's hand and the reason the table gives for it."""
    card = next(c for c in table.frame["hand"] if c["reason"])
    return card["card"], card["reason"]


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
    return s.phase is Phase.PLAY and s.to_move == 0 and bool(game.view(0).reasons)


_CARD_RE = re.compile(r"(?<![0-9A-Za-z])(10|[789JQKA])([SHDC♠♥♦♣])(?![0-9A-Za-z])")
#: every card's spoken name in English and Arabic ("ten of hearts", "عشرة هاص")
_NAMES = {card_name(c, lang): Card(c) for c in range(32) for lang in ("en", "ar")}
_NAME_RE = re.compile("|".join(sorted(map(re.escape, _NAMES), key=len, reverse=True)))


def cards_in(value: object) -> set[Card]:
    """Every card written anywhere in a JSON-like value: as a code ("10H"), with its
    symbol ("10♥"), or by its name in English or Arabic ("ten of hearts", "عشرة هاص")."""
    text = json.dumps(value, ensure_ascii=False)
    found = {Card.parse(rank + suit) for rank, suit in _CARD_RE.findall(text)}
    return found | {_NAMES[name] for name in _NAME_RE.findall(text)}


def visible_to(game: Game, seat: int | None) -> CardSet:
    """The cards ``seat`` may know: its hand, the floor card, every played card, the shown
    projects (rules §7) and, once the hand is over, the projects on the score sheet.  With
    ``seat`` None, what everyone may know (no hand: a covered screen)."""
    s = game.state
    mask = (0 if seat is None else s.hands[seat]) | s.played_mask | (1 << s.floor)
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
    table = Table(game, you=0, bots=bots(), pace=650)
    sent = capture(table)
    rng = random.Random(5)
    turns = 0
    while not game.is_over:
        assert table.view.to_move == 0, "the bots move until it is the human's turn"
        action = rng.choice(legal(table))
        before = len(game.history)
        assert send(table, {"type": "act", "action": action}) == ""
        assert str(game.history[before]) == action
        made = [str(a) for a in game.history[before:]]
        moves = [f["move"] for f in table.moves]
        assert moves == made[: len(moves)] and len(made) - len(moves) <= 1, (moves, made)
        if len(moves) < len(made):  # the last move is drawn by the final frame, unless it
            assert len(game.states[-1].tricks) == len(game.states[-2].tricks)  # ends a trick
        turns += 1
    assert turns >= 8
    assert table.frame["phase"] == "done" and table.view.result is not None
    assert HAND_WON.fullmatch(table.frame["status"]), table.frame["status"]
    updates = [m for m in sent if m["method"] == "update"]
    assert len(updates) == turns and all("frame" in m["state"] for m in updates)
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
    assert table.frame["sheet"] == {"hands": len(match.finished), "totals": list(match.scores)}
    assert "wins the match" in table.frame["status"]
    assert send(table, {"type": "next"}) == "The match is over"


# ---- refusals ----------------------------------------------------------------------------


def test_rejected_intents_change_nothing_and_say_why() -> None:
    game = play_until(STRICT, illegal_card_turn)
    table = Table(game, you=0, bots=bots(), pace=0)
    code, reason = reason_of_a_card(table)
    cases: list[tuple[object, str]] = [
        ({"type": "act", "action": f"p0 play {code}"}, reason),
        ({"type": "act", "action": "p1 play 7S"}, "You play Seat 0; Seat 1 is played by a bot"),
        (
            {"type": "act", "action": "p0 pass"},
            "You cannot pass: it is not possible during the play",
        ),
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
    assert reason.startswith("You cannot play ") and "RULES" not in reason
    send(table, {"type": "act", "action": f"p0 play {code}"})  # the refusal links its lesson
    assert table.frame["message"] == {
        "text": reason,
        "kind": "alert",
        "link": {"href": "../tutorials/04_trick_play.ipynb", "label": "Lesson 04: Trick play"},
    }


def test_the_browser_cannot_set_the_truth() -> None:
    table = Table(seed=4, you=0, pace=0)
    sent = capture(table)
    before = snapshot(table)
    table._handle_msg(update({"frame": {"hand": ["AS"]}, "lang": "xx", "moves": [{}]}))
    assert snapshot(table) == before and table.lang == "en" and table.message == ""
    assert sent and set(sent[-1]["state"]) == {"frame", "lang", "moves"}, "answered with the truth"


def test_a_refused_card_is_explained_in_arabic_too() -> None:
    game = play_until(STRICT, illegal_card_turn)
    table = Table(game, you=0, bots=bots(), lang="ar", pace=0)
    code, reason = reason_of_a_card(table)
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
        allowed = set(legal(table))
        roll = rng.random()
        intent: object
        if roll < 0.15:
            intent = rng.choice(junk)
        elif roll < 0.25 and "next" not in buttons(table):
            intent = {"type": "next"}
        else:
            seat = rng.choice(["p0", "p1", "p2", "p3", "p9", "P1", "", "seat1"])
            text = f"{seat} {rng.choice(verbs)} {rng.choice(extras)}".strip()
            if rng.random() < 0.1:
                text = "".join(rng.choice("p0123 playsun10HSDC♥") for _ in range(rng.randrange(30)))
            intent = {"type": "act", "action": text}
        if isinstance(intent, dict) and normal(intent.get("action")) in allowed:
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


def test_the_leak_check_finds_codes_symbols_and_names_in_both_languages() -> None:
    ten = Card("10H")
    for text in ("10H", "10♥", "ten of hearts", card_name(ten, "ar"), f"«{card_name(ten, 'ar')}»"):
        assert cards_in({"x": [text]}) == {ten}, text
    assert cards_in("Seat 1 plays: ace of spades, " + card_name(Card("7C"), "ar")) == {
        Card("AS"),
        Card("7C"),
    }


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("rules", [STRICT, LOOSE], ids=["strict", "non-strict"])
@pytest.mark.parametrize("players", [1, 2, 3], ids=["one-human", "two-humans", "three-humans"])
def test_no_synced_trait_ever_holds_a_hidden_card(rules: RuleSet, lang: Lang, players: int) -> None:
    """Every synced trait (the final frame with its message and hint, the frames of the
    animated moves, the sheet, the labels) names only cards the seat at the screen may
    know, as codes, symbols or names; with several players at one screen, only the hand
    that is shown, and no hand at all while the screen is covered."""
    rng = random.Random(31)
    checked = covered = 0
    for seed in range(4):
        humans = [(seed + 2 * k) % 4 if players < 3 else (seed + k) % 4 for k in range(players)]
        others = {s: RandomBot(seed=seed * 4 + s) for s in range(4) if s not in humans}
        table = Table(
            Match(seed=seed, rules=rules), humans=humans, bots=others, pace=650, lang=lang
        )
        for step in range(100):
            if step % 9 == 4:
                table.hint()  # a hint names cards too
            shown = table._session.shown
            state = table.get_state()
            assert set(state) >= {"frame", "moves", "sheet", "labels"}
            sheet = state.pop("sheet")
            assert not cards_in([state.pop("_esm"), state.pop("_css")])  # static files
            screen = None if table.frame["cover"] else table.you
            covered += screen is None
            seen, allowed = cards_in(state), visible_to(shown, screen)
            assert seen <= set(allowed), f"leaked {CardSet(seen) - allowed} at {shown.history}"
            match = table.match
            assert match is not None and len(sheet["hands"]) == len(match.finished)
            for hand, game in zip(sheet["hands"], match.finished, strict=True):
                assert cards_in(hand) <= set(visible_to(game, None)), "the score sheet leaks"
            checked += 1
            if not advance(table, rng, qayd=False):
                break
    assert checked > 300 and (covered > 20) == (players > 1), (checked, covered)


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_leak_check_sees_hidden_cards_in_teacher_mode(lang: Lang) -> None:
    table = Table(seed=5, you=0, reveal=True, pace=0, lang=lang)
    hidden = set(CardSet(table.game.state.hands[1]))
    assert hidden <= cards_in(table.get_state())
    names = {c["card"]: c["label"] for s in table.frame["seats"] for c in s["open"] or ()}
    assert hidden <= cards_in([names[c.code] for c in hidden])  # by their names alone, too
    assert table.labels["teacher"].startswith("Teacher mode" if lang == "en" else "وضع")


# ---- sizes, pictures, records -----------------------------------------------------------


def test_one_synced_frame_stays_under_8_kb() -> None:
    rng = random.Random(3)
    table = Table(seed=1, you=0, pace=650)
    biggest = 0
    for _ in range(400):
        for f in (table.frame, *table.moves):
            biggest = max(biggest, len(json.dumps(f, ensure_ascii=False).encode()))
        if not advance(table, rng):
            break
    assert 1000 < biggest < 8192


def test_repr_and_static_html_are_short_and_deterministic() -> None:
    a, b = Table(seed=12, pace=0), Table(seed=12, pace=0)
    assert repr(a) == repr(b) == "Table(you=0, lang='en', phase='bid1', scores=(0, 0))"
    bundle = a._repr_mimebundle_()
    assert bundle is not None and "application/vnd.jupyter.widget-view+json" in bundle[0]
    html = html_of(a)
    assert html == html_of(b)
    assert "0x" not in html and "Your turn" in html
    assert set(a.view.hand) <= cards_in(html)


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
        "print(json.dumps([t.you, t.lang, [str(a) for a in t.game.history], [c.code for c in t.view.hand]]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    you, lang, history, hand = json.loads(out.stdout)
    assert (you, lang) == (3, "ar")
    assert history == [str(a) for a in table.game.history]
    assert hand == [c.code for c in table.view.hand]


def test_changing_the_language_redraws_and_a_bad_one_is_refused() -> None:
    table = Table(seed=8, pace=0)
    table.lang = "ar"
    assert table.labels["dir"] == "rtl" and re.search("[\u0600-\u06ff]", table.frame["status"])
    table.lang = "fr"
    assert table.lang == "ar" and table.message == "اللغة lang إما 'en' أو 'ar'، لا 'fr'"


# ---- hint, bots, Qayd ----------------------------------------------------------------


def test_the_hint_button_shows_the_bots_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    """The table shows what :func:`baloot_widgets.bots.hint` says, and only to the player
    at the screen on their turn; a failing hint changes nothing."""
    table = Table(seed=7, pace=0)
    assert table.frame["hint"] is True
    given = hint(table.game.view(table.you))
    assert send(table, {"type": "hint"}) == f"Hint: {given.text}"
    assert table.hinted == str(given.action) and table.hinted in legal(table)

    shared = Table(Game.new(seed=3, dealer=3), humans=[0, 2], pace=0)
    assert shared.frame["cover"] and not shared.frame["hint"]  # Seat 0 has not pressed Ready
    assert send(shared, {"type": "hint"}) == "A hint is given only when it is your turn"

    def broken_hint(view: SeatView, *, lang: str = "en", solver: object = None) -> None:
        raise RuntimeError("no idea")

    monkeypatch.setattr(session_module, "hint", broken_hint)
    before = snapshot(table)
    assert send(table, {"type": "hint"}) == "Something went wrong: RuntimeError: no idea"
    assert snapshot(table) == before


def test_a_failing_bot_does_not_raise_into_the_notebook() -> None:
    class Broken:
        name = "broken"

        def choose(self, view: dict[str, Any], legal: Any) -> Any:
            raise RuntimeError("bot crashed")

    table = Table(Game.new(seed=1, dealer=0), you=0, bots={1: Broken(), 2: Broken(), 3: Broken()})
    assert table.message == (
        "The bot of Seat 1 failed: bot crashed — press Retry to let the bots go on"
    )
    assert table.game.history == ()
    assert "retry" in buttons(table)


def test_non_strict_illegal_cards_are_playable_and_qayd_ends_the_hand() -> None:
    game = play_until(LOOSE, illegal_card_turn)
    table = Table(game, you=0, bots=bots(), pace=0)
    fouls = [c for c in table.frame["hand"] if c["reason"]]
    assert fouls and all(c["playable"] for c in fouls), "a foul card can be played"
    assert send(table, {"type": "act", "action": fouls[0]["action"]}) == ""

    def opponent_fouled(g: Game) -> bool:
        s = g.state
        return s.phase is Phase.PLAY and s.to_move == 0 and any(f.seat & 1 for f in s.fouls)

    game = play_until(LOOSE, opponent_fouled)
    table = Table(game, you=0, bots=bots(), pace=0)
    qayd = [a for a in table.frame["actions"] if a["action"] == "p0 qayd"]
    assert qayd and qayd[0]["group"] == "claim" and qayd[0]["label"] == "Qayd"
    assert send(table, {"type": "act", "action": "p0 qayd"}) == ""
    result = table.game.result
    assert result is not None and result.outcome == "qayd" and result.points[0] > 0
    assert any(line.startswith("Qayd") for line in table.sheet["hands"][0]["lines"])


def test_hand_view_is_read_only_with_a_static_picture() -> None:
    view = HandView("AS 10H 7C", highlight="10H", caption="Your cards")
    assert view.cards == ["AS", "10H", "7C"] and view.highlight == ["10H"]
    html = html_of(view)
    assert html.count('bw-mark"') == 1 and "Your cards" in html
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
    actions = table.frame["actions"]
    assert [a["action"] for a in actions] == legal(table)
    if phase is Phase.DOUBLING and table.view.contract.mode == "sun":
        labels = labels[:2]  # no closed game in Sun
    assert [a["label"] for a in actions] == labels
    assert {a["group"] for a in actions} == {group}


def test_confirming_a_hokum_names_the_choices() -> None:
    table = my_turn_in(Phase.CONFIRM)
    labels = [a["label"] for a in table.frame["actions"]]
    assert labels[-1] == "Switch to Sun"
    assert labels[:-1] == ["Confirm Hokum"] or all(x.startswith("Hokum ") for x in labels[:-1])


def test_projects_are_declared_in_trick_one_and_shown_in_trick_two() -> None:
    def declared_with_choice(g: Game) -> bool:
        return g.state.to_move == 0 and any(isinstance(a, Declare) for a in g.view(0).legal)

    table = Table(play_until(STRICT, declared_with_choice), you=0, bots=bots(), pace=0)
    declare = [a for a in table.frame["actions"] if a["group"] == "declare"]
    assert declare and declare[0]["label"].startswith("Declare ")
    assert send(table, {"type": "act", "action": declare[0]["action"]}) == ""
    me = table.frame["seats"][0]
    assert me["declared"].startswith("declared ")

    def shown(g: Game) -> bool:
        s = g.state
        return len(s.tricks) == 1 and s.project_team is not None and s.to_move == 0

    table = Table(play_until(STRICT, shown), you=0, bots=bots(), pace=0)
    seats = table.frame["seats"]
    team = table.game.state.project_team
    assert any(s["shown"] for s in seats if s["team"] == team)
    assert not any(s["shown"] for s in seats if s["team"] != team)


def test_akka_can_be_announced_on_a_hokum_lead() -> None:
    def akka_lead(g: Game) -> bool:
        return g.state.to_move == 0 and any(isinstance(a, Play) and a.akka for a in g.view(0).legal)

    table = Table(play_until(STRICT, akka_lead), you=0, bots=bots(), pace=0)
    akka = [c for c in table.frame["hand"] if c["akka"]]
    assert akka and all(c["akka"] == f"p0 play {c['card']} akka" for c in akka)
    assert send(table, {"type": "act", "action": akka[0]["akka"]}) == ""
    assert akka[0]["akka"] in [str(a) for a in table.game.history]


# ---- a stuck table: a bot that fails, bots out of time, a game changed from Python ------


class Flaky:
    """A bot that raises the first ``fails`` times it is asked, then plays at random."""

    name = "flaky"

    def __init__(self, fails: int) -> None:
        self.fails = fails
        self.random = RandomBot(seed=1)

    def choose(self, view: dict[str, Any], legal: Any) -> Any:
        if self.fails:
            self.fails -= 1
            raise RuntimeError("flaky " * 100)
        return self.random.choose(view, legal)


@pytest.mark.parametrize("intent", [{"type": "next"}, {"type": "act", "action": "p0 pass"}])
def test_a_failed_bot_can_be_retried(intent: dict[str, Any]) -> None:
    table = Table(Game.new(seed=1, dealer=0), you=0, bots={1: Flaky(2), 2: Flaky(0), 3: Flaky(0)})
    assert table.game.history == () and "retry" in buttons(table)
    assert "press Retry" in table.message and len(table.message) < 200, "the error is cut short"
    assert send(table, {"type": "hint"}).startswith("The bot of Seat 1 failed")  # a retry
    assert table.game.history == ()
    assert send(table, intent) == ""  # the second retry works: the bots move
    assert table.game.history and table.view.to_move == 0
    assert "retry" not in buttons(table)
    assert str(table.game.history[0]).startswith("p1 ")
    assert send(table, {"type": "act", "action": legal(table)[0]}) == ""


def test_bots_out_of_time_stop_and_go_on_with_retry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(session_module, "MAX_BOT_SECONDS", -1.0)  # no time at all
    table = Table(Game.new(seed=1, dealer=0), you=0, pace=0)
    assert table.game.history == () and "retry" in buttons(table)
    assert table.message == "The bots took too long and stopped — press Retry to let the bots go on"
    monkeypatch.setattr(session_module, "MAX_BOT_SECONDS", 30.0)
    assert table.next_hand() == "" and table.view.to_move == 0


def test_undo_from_python_during_a_bots_turn_does_not_lock_the_table() -> None:
    table = Table(Game.new(seed=3, dealer=3), you=0, pace=0)
    assert table.act("p0 pass") == "" and table.view.to_move == 0
    table.game.undo()  # from Python: the last bot move is taken back, a bot is to move
    assert table.game.state.to_move != 0
    stale = table.frame["actions"][0]["action"]  # what the page still shows
    message = send(table, {"type": "act", "action": stale})
    assert message.startswith("The game was changed from Python"), message
    assert table.view.to_move == 0 and table.game.state.to_move == 0
    assert send(table, {"type": "act", "action": legal(table)[0]}) == ""


def test_table_undo_goes_back_to_your_last_decision() -> None:
    table = Table(Game.new(seed=3, dealer=3), you=0, pace=0)
    rng = random.Random(2)
    for _ in range(6):
        advance(table, rng)
    history = [str(a) for a in table.game.history]
    mine = max(i for i, a in enumerate(table.game.history) if a.seat == 0)
    assert table.undo() == ""
    assert [str(a) for a in table.game.history] == history[:mine]
    assert table.view.to_move == 0 and history[mine] in legal(table)
    assert table.act(history[mine]) == ""  # the same decision again: the game goes on
    assert [str(a) for a in table.game.history][: mine + 1] == history[: mine + 1]


def test_undo_after_a_finished_hand() -> None:
    game = Game.new(seed=11, dealer=3)
    table = Table(game, you=0, pace=0)
    rng = random.Random(5)
    while not game.is_over:
        advance(table, rng)
    assert table.undo() == "" and not game.is_over and table.view.to_move == 0
    match_table = Table(Match(seed=3), you=0, pace=0)
    while "next" not in buttons(match_table):
        advance(match_table, rng)
    before = snapshot_of_match(match_table)
    assert match_table.undo() == "This hand is over and scored: it cannot be taken back"
    assert snapshot_of_match(match_table) == before
    assert Table(
        Match(seed=3), you=1, pace=0, bots={0: RandomBot(), 2: RandomBot(), 3: RandomBot()}
    ).undo() == ("There is no decision of yours to take back in this hand")


def snapshot_of_match(table: Table) -> tuple[Any, ...]:
    match = table.match
    assert match is not None
    return (match.scores, len(match.finished), len(match.game.history), "next" in buttons(table))


def test_echoed_text_is_cut_short() -> None:
    table = Table(seed=4, pace=0)
    for intent in (
        {"type": "x" * 5000},
        {"type": ["y"] * 5000},
        {"type": "act", "action": "p0 " + "z" * 55},
        {"type": "act", "action": "p0 play " + "Q" * 50},
    ):
        message = send(table, intent)
        assert len(message) < 250 and "x" * 41 not in message and "z" * 41 not in message
        assert "Q" * 41 not in message, message
    assert send(table, {"type": "x" * 5000}).endswith(
        "…' is not an intent; send one of act, next, hint, ready, review, close_review"
    )
    assert "['y', 'y', 'y', 'y', 'y', 'y', ...] is not an intent" in send(
        table, {"type": ["y"] * 5000}
    )


# ---- reveal, pace, bots as arguments -----------------------------------------------------


@pytest.mark.parametrize("reveal", ["no", "False", 0, 1, None])
def test_reveal_must_be_a_real_bool(reveal: object) -> None:
    with pytest.raises(BalootError, match=r"^reveal must be True \(teacher mode"):
        Table(reveal=reveal)  # type: ignore[arg-type]


@pytest.mark.parametrize("pace", ["fast", -1, 1.5, True])
def test_pace_must_be_a_whole_number_of_milliseconds(pace: object) -> None:
    with pytest.raises(BalootError, match=r"^pace must be a whole number of milliseconds"):
        Table(pace=pace)  # type: ignore[arg-type]


def test_bots_may_be_given_by_name() -> None:
    table = Table(seed=2, bots="heuristic", pace=0)
    assert {type(b) for b in table.bots.values()} == {HeuristicBot}
    table = Table(seed=2, you=1, bots={0: "expert:worlds=4", 2: "random", 3: RandomBot()})
    assert isinstance(table.bots[0], ExpertBot) and table.bots[0].worlds == 4
    with pytest.raises(BalootError, match="unknown bot 'genius'"):
        Table(bots="genius")


# ---- save and load ------------------------------------------------------------------------


def played_table(**options: Any) -> Table:
    table = Table(Match(seed=6), pace=0, **options)
    rng = random.Random(1)
    for _ in range(5):
        advance(table, rng)
    return table


def test_save_is_atomic_and_failures_are_sentences(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = played_table()
    with pytest.raises(BalootError, match=r"the folder '.*missing' does not exist$"):
        table.save(tmp_path / "missing" / "game.json")
    assert not (tmp_path / "missing").exists()
    with pytest.raises(BalootError, match="it is a folder; give a file name such as"):
        table.save(tmp_path)
    path = table.save(tmp_path / "game.json")
    good = path.read_text(encoding="utf-8")

    def broken_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    advance(table, random.Random(3))
    monkeypatch.setattr("baloot_widgets.records.files.os.replace", broken_replace)
    with pytest.raises(BalootError, match=r"cannot save the table to .*: the disk is full"):
        table.save(path)
    assert path.read_text(encoding="utf-8") == good, "the earlier file survives"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"], "no temporary file is left"
    monkeypatch.undo()
    table.save(path)
    assert Table.load(path).game.history == table.game.history


def bad_record(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"table": "you"}, 'the table record\'s "table" settings must be an object'),
        ({"table": [0, 1]}, '"table" settings must be an object such as {"you": 0}, not [0, 1]'),
        ({"table": {"reveal": "no"}}, "\"reveal\" must be true or false, not 'no'"),
        ({"table": {"reveal": 1}}, '"reveal" must be true or false, not 1'),
        ({"table": {"you": "3"}}, '"you" must be a seat 0-3'),
        ({"table": {"you": 7}}, '"you" must be a seat 0-3, not 7'),
        ({"table": {"lang": "fr"}}, "\"lang\" must be 'en' or 'ar'"),
        ({"table": {"pace": "slow"}}, '"pace" must be a whole number of milliseconds'),
        ({"table": {"bots": {"1": "heuristic"}}}, "the bot of seat 1 must be saved as"),
        ({"table": {"bots": {"1": {"bot": "genius"}}}}, "unknown bot 'genius'"),
        ({"table": {"bots": {"9": {"bot": "random"}}}}, "bots are given by seat '0'-'3', not '9'"),
        ({"table": {"bots": {"1": {"bot": "random", "seed": "x"}}}}, "seed of the bot of seat 1"),
        (
            {"table": {"bots": {"1": {"bot": "random", "random": {"version": 3, "words": "AA"}}}}},
            "the saved random state of the bot of seat 1 is damaged",
        ),
        ({"hands": "many"}, "has no hands"),
        ({"hands": [{"dealer": "x"}]}, "hand 1"),
        ({"dealer": "north"}, "the match record's dealer must be a seat 0-3, not 'north'"),
        ({"scores": [1, 2]}, "scores differ"),
    ],
)
def test_load_refuses_a_bad_record_with_a_sentence(
    tmp_path: Path, change: dict[str, Any], expected: str
) -> None:
    record = json.loads(played_table().save(tmp_path / "good.json").read_text(encoding="utf-8"))
    record.update(change)
    path = bad_record(tmp_path, json.dumps(record))
    with pytest.raises(RecordError, match=re.escape(expected)):
        Table.load(path)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[" * 100_000 + "]" * 100_000, "is nested too deeply"),
        ("{not json", "is not valid JSON"),
        ("[1, 2]", "must hold a JSON object"),
        ('"table"', "must hold a JSON object"),
        ("{}", "record"),
    ],
)
def test_load_refuses_what_is_not_a_record(tmp_path: Path, text: str, expected: str) -> None:
    with pytest.raises(RecordError, match=expected):
        Table.load(bad_record(tmp_path, text))


def test_load_of_a_missing_file_or_a_folder(tmp_path: Path) -> None:
    with pytest.raises(
        RecordError, match=r"cannot read the table record .*: there is no such file"
    ):
        Table.load(tmp_path / "nothing.json")
    with pytest.raises(RecordError, match=r"cannot read the table record .*: it is a folder"):
        Table.load(tmp_path)
    bad_record(tmp_path, "x").write_bytes(b"\xff\xfe\x00")
    with pytest.raises(RecordError, match="is not UTF-8 text"):
        Table.load(tmp_path / "bad.json")
    with pytest.raises(BalootError, match=r"Table\.load has no option 'seed'"):
        Table.load(tmp_path / "bad.json", seed=3)


def test_bots_pace_and_settings_come_back(tmp_path: Path) -> None:
    bots = {1: HeuristicBot(seed=1), 2: ExpertBot(seed=2, worlds=4, name="deep"), 3: "heuristic"}
    table = played_table(bots=bots, lang="ar", reveal=True)
    table.pace = 120
    path = table.save(tmp_path / "t.json")
    saved = json.loads(path.read_text(encoding="utf-8"))["table"]
    states = [spec.pop("random") for spec in saved["bots"].values()]
    assert all(len(state["words"]) == 3328 and 0 <= state["index"] <= 624 for state in states)
    assert saved["bots"] == {
        "1": {"bot": "heuristic", "seed": None},
        "2": {"bot": "expert:worlds=4,name=deep", "seed": None},
        "3": {"bot": "heuristic", "seed": 3},
    }
    again = Table.load(path)
    assert (again.you, again.lang, again._session.reveal, again.pace) == (0, "ar", True, 120)
    assert [type(again.bots[s]) for s in (1, 2, 3)] == [HeuristicBot, ExpertBot, HeuristicBot]
    deep = again.bots[2]
    assert isinstance(deep, ExpertBot) and (deep.worlds, deep.name) == (4, "deep")
    assert again.message == "" and again.game.history == table.game.history
    assert Table.load(path, pace=0, bots="random").pace == 0


@pytest.mark.parametrize(
    "bots",
    [
        None,  # the default random bots: the first differing action was #41
        "heuristic:simulate_bids=8",  # its bidding samples deals
        {1: ExpertBot(seed=1, worlds=2, rollout_worlds=2, solver_tricks=2), 2: "random",
         3: HeuristicBot(seed=7, simulate_bids=4)},
    ],
    ids=["random", "heuristic", "mixed"],
)  # fmt: skip
def test_a_loaded_table_continues_exactly_as_the_saved_one(tmp_path: Path, bots: Any) -> None:
    """Whatever the bots, a table saved and loaded goes on as if it had never stopped: the
    bots' random sources are saved with them."""
    table = Table(Match(seed=11), pace=0, bots=bots)
    rng = random.Random(5)
    for _ in range(12):
        advance(table, rng, qayd=False)
    again = Table.load(table.save(tmp_path / "t.json"))
    assert again.match is not None and table.match is not None
    assert again.match.to_record() == table.match.to_record()
    for _ in range(60):  # the same human moves at both tables
        move = rng.random()
        if not advance(table, random.Random(move), qayd=False):
            break
        advance(again, random.Random(move), qayd=False)
    assert again.match.to_record() == table.match.to_record()


def test_a_custom_bot_is_saved_as_a_random_bot_with_a_warning(tmp_path: Path) -> None:
    class Mine(RandomBot):
        pass

    table = played_table(bots={1: Mine(seed=1, name="my own"), 2: RandomBot(), 3: RandomBot()})
    again = Table.load(table.save(tmp_path / "t.json"))
    assert type(again.bots[1]) is RandomBot
    assert again.message == (
        "The bot of Seat 1 (my own) could not be saved, so a random bot plays it now"
    )
    assert again.game.history == table.game.history


def test_a_hand_waiting_for_next_hand_still_waits_after_loading(tmp_path: Path) -> None:
    table = Table(Match(seed=3), you=2, pace=0)
    rng = random.Random(8)
    while "next" not in buttons(table):
        advance(table, rng)
    match = table.match
    assert match is not None and match.game.history == ()
    again = Table.load(table.save(tmp_path / "t.json"))
    assert "next" in buttons(again) and again.frame["phase"] == "done"
    assert again.match is not None and again.match.game.history == (), "the bots wait"
    assert again.view == table.view and again.sheet == table.sheet
    assert still(again) == still(table)
    assert again.next_hand() == "" and table.next_hand() == ""
    assert again.view == table.view, "the same bots play the next hand the same way"
    assert still(again) == still(table)


# ---- the animation draws each move as a complete frame ----------------------------------


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_each_animated_move_is_the_table_as_it_left_it(lang: Lang) -> None:
    """A move's frame is complete: the human's hand, every seat's call, the floor card
    until it is bought, the contract and the last trick as that move left them."""
    rng = random.Random(4)
    seen_bidding = checked = 0
    for seed in range(6):
        game = Game.new(seed=seed, dealer=0)  # seat 0 speaks last: three bots bid first
        table = Table(game, you=0, pace=650, lang=lang)
        before = 0
        for _ in range(12):
            for i, f in enumerate(table.moves):
                assert f["move"] == str(game.history[before + i])
                state = game.states[before + i + 1]
                assert [c["card"] for c in f["hand"]] == [c.code for c in CardSet(state.hands[0])]
                calls = {s["seat"]: s["call"] for s in f["seats"]}
                bidding = state.phase.value not in ("play", "review", "done")
                for seat in range(4):
                    said = [a for a in state.history if a.seat == seat and is_call(a)]
                    expected = call_label(said[-1], lang) if said and bidding else ""
                    assert calls[seat] == expected, (f["move"], seat)
                floor = None if state.contract is not None else Card(state.floor).code
                assert (f["floor"] or {}).get("card") == floor
                assert f["contract"] == contract_text(state.contract, lang)
                done = state.tricks[-1].cards if state.tricks else ()
                assert [c["card"] for c in (f["last"] or {}).get("cards", [])] == [
                    Card(x).code for x in done
                ]
                assert (
                    f["busy"] and not f["actions"] and not any(c.get("action") for c in f["hand"])
                )
                assert all(set(c) == {"card", "label"} for c in f["hand"]), "nothing to click"
                seen_bidding += state.contract is None
                checked += 1
            before = len(game.history)
            if game.is_over or not advance(table, rng):
                break
    assert seen_bidding > 10 and checked > 100, (seen_bidding, checked)


def test_the_first_animated_move_shows_the_floor_until_it_is_bought() -> None:
    game = Game.new(seed=21, dealer=0)  # seats 1-3 call first
    floor = game.view(0).floor.code
    table = Table(game, you=0, pace=650)
    first = table.moves[0]
    assert first["floor"]["card"] == floor and len(first["hand"]) == 5
    assert first["contract"] is None
    calls = {s["seat"]: s["call"] for s in first["seats"]}
    assert calls[1] and not calls[2] and not calls[3]


# ---- the view schema --------------------------------------------------------------------

GOLDEN_SCHEMA = """
.: dict
frame: dict
frame.actions: list
frame.actions[]: dict
frame.actions[].action: str
frame.actions[].group: str
frame.actions[].label: str
frame.bidding: list
frame.bidding[]: dict
frame.bidding[].call: str
frame.bidding[].seat: int
frame.bidding[].who: str
frame.busy: bool
frame.buttons: list
frame.buttons[]: dict
frame.buttons[].intent: str
frame.buttons[].key: str
frame.buttons[].label: str
frame.contract: null|str
frame.cover: null|str
frame.floor: dict|null
frame.floor.card: str
frame.floor.label: str
frame.hand: list
frame.hand[]: dict
frame.hand[].action: null|str
frame.hand[].akka: null|str
frame.hand[].card: str
frame.hand[].label: str
frame.hand[].playable: bool
frame.hand[].reason: null|str
frame.hint: bool
frame.hinted: null|str
frame.hold: float
frame.last: dict|null
frame.last.cards: list
frame.last.cards[]: dict
frame.last.cards[].card: str
frame.last.cards[].label: str
frame.last.cards[].seat: int
frame.last.cards[].who: str
frame.last.cards[].winner: bool
frame.last.text: str
frame.message: dict|null
frame.message.kind: str
frame.message.link: dict|null
frame.message.link.href: str
frame.message.link.label: str
frame.message.text: str
frame.note: null
frame.phase: str
frame.progress: null
frame.schema: int
frame.seat: int
frame.seats: list
frame.seats[]: dict
frame.seats[].buyer: bool
frame.seats[].call: str
frame.seats[].count: int
frame.seats[].dealer: bool
frame.seats[].declared: str
frame.seats[].name: str
frame.seats[].open: list|null
frame.seats[].open[]: dict
frame.seats[].open[].card: str
frame.seats[].open[].label: str
frame.seats[].player: str
frame.seats[].pos: str
frame.seats[].role: str
frame.seats[].seat: int
frame.seats[].shown: list
frame.seats[].shown[]: dict
frame.seats[].shown[].cards: list
frame.seats[].shown[].cards[]: dict
frame.seats[].shown[].cards[].card: str
frame.seats[].shown[].cards[].label: str
frame.seats[].shown[].label: str
frame.seats[].team: int
frame.seats[].turn: bool
frame.seq: int
frame.series: null
frame.sheet: dict
frame.sheet.hands: int
frame.sheet.totals: list
frame.sheet.totals[]: int
frame.status: str
frame.trick: dict
frame.trick.cards: list
frame.trick.cards[]: dict
frame.trick.cards[].card: str
frame.trick.cards[].label: str
frame.trick.cards[].lead: bool
frame.trick.cards[].seat: int
frame.trick.cards[].winning: bool
moves: list
moves[]: dict
moves[].actions: list
moves[].bidding: list
moves[].bidding[]: dict
moves[].bidding[].call: str
moves[].bidding[].seat: int
moves[].bidding[].who: str
moves[].busy: bool
moves[].buttons: list
moves[].contract: null|str
moves[].cover: null
moves[].floor: dict|null
moves[].floor.card: str
moves[].floor.label: str
moves[].hand: list
moves[].hand[]: dict
moves[].hand[].card: str
moves[].hand[].label: str
moves[].hint: bool
moves[].hinted: null
moves[].hold: float
moves[].last: dict|null
moves[].last.cards: list
moves[].last.cards[]: dict
moves[].last.cards[].card: str
moves[].last.cards[].label: str
moves[].last.cards[].seat: int
moves[].last.cards[].who: str
moves[].last.cards[].winner: bool
moves[].last.text: str
moves[].message: null
moves[].move: str
moves[].note: null|str
moves[].phase: str
moves[].schema: int
moves[].seat: int
moves[].seats: list
moves[].seats[]: dict
moves[].seats[].buyer: bool
moves[].seats[].call: str
moves[].seats[].count: int
moves[].seats[].dealer: bool
moves[].seats[].declared: str
moves[].seats[].name: str
moves[].seats[].open: list|null
moves[].seats[].open[]: dict
moves[].seats[].open[].card: str
moves[].seats[].open[].label: str
moves[].seats[].player: str
moves[].seats[].pos: str
moves[].seats[].role: str
moves[].seats[].seat: int
moves[].seats[].shown: list
moves[].seats[].shown[]: dict
moves[].seats[].shown[].cards: list
moves[].seats[].shown[].cards[]: dict
moves[].seats[].shown[].cards[].card: str
moves[].seats[].shown[].cards[].label: str
moves[].seats[].shown[].label: str
moves[].seats[].team: int
moves[].seats[].turn: bool
moves[].series: null
moves[].sheet: dict
moves[].sheet.hands: int
moves[].sheet.totals: list
moves[].sheet.totals[]: int
moves[].status: str
moves[].trick: dict
moves[].trick.cards: list
moves[].trick.cards[]: dict
moves[].trick.cards[].card: str
moves[].trick.cards[].label: str
moves[].trick.cards[].lead: bool
moves[].trick.cards[].seat: int
moves[].trick.cards[].winning: bool
sheet: dict
sheet.hands: list
sheet.hands[]: dict
sheet.hands[].bidding: str
sheet.hands[].lines: list
sheet.hands[].lines[]: str
sheet.hands[].n: int
sheet.hands[].outcome: str
sheet.hands[].points: list
sheet.hands[].points[]: int
sheet.hands[].summary: str
sheet.hands[].title: str
sheet.target: str
sheet.teams: list
sheet.teams[]: str
"""


def seeded_tables() -> Iterator[Table]:
    """Three seeded matches of heuristic bots (the human seats played by them too), in
    English, in Arabic with teacher mode, and with two players sharing the screen, four
    hands each: every state of their tables, with now and then a hint and a refused card."""
    settings: list[tuple[Lang, bool, int, list[int]]] = [
        ("en", False, 11, [1]),
        ("ar", True, 12, [1]),
        ("en", False, 13, [0, 2]),
    ]
    for lang, reveal, seed, humans in settings:
        table = Table(
            Match(seed=seed), humans=humans, pace=650, lang=lang, reveal=reveal, bots="heuristic"
        )
        players = {s: HeuristicBot(seed=s) for s in humans}
        for step in itertools.count():
            yield table
            match = table.match
            assert match is not None
            if match.is_over or len(match.finished) >= 4:
                break
            if "ready" in buttons(table):
                assert table.ready() == ""
            elif "next" in buttons(table):
                table.next_hand()
            elif step % 23 == 5 and table.frame["hint"]:
                assert table.hint()
            elif step % 7 == 3 and any(c["reason"] for c in table.frame["hand"]):
                code, _ = reason_of_a_card(table)
                assert table.act(f"p{table.you} play {code}")  # refused, with a lesson link
            else:
                actions = [parse_action(a) for a in legal(table)]
                seen = table.game.view(table.you)
                assert table.act(str(players[table.you].choose(seen, actions))) == ""


def test_the_frame_and_view_schemas_are_a_golden_snapshot() -> None:
    """The keys and value types of the synced frames (the final one and the animated
    moves) and score sheet over seeded states.  A change here must bump
    table_frames.FRAME_SCHEMA (and table.js's SCHEMA) when it is not backwards compatible,
    then update this golden.  (The seat's view JSON has its own documented shape:
    tests/test_seat_view_json.py.)"""
    found: dict[str, set[str]] = {}
    for table in seeded_tables():
        assert table.frame["schema"] == FRAME_SCHEMA
        assert all(f["schema"] == FRAME_SCHEMA for f in table.moves)
        synced = {"frame": table.frame, "moves": table.moves, "sheet": table.sheet}
        shape(synced, "", found)
    got = "\n".join(f"{k[1:] or '.'}: {'|'.join(sorted(v))}" for k, v in sorted(found.items()))
    assert got == GOLDEN_SCHEMA.strip()


def test_the_javascript_knows_the_frame_schema() -> None:
    js = (Path(session_module.__file__).parent / "static" / "table.js").read_text(encoding="utf-8")
    found = re.search(r"^const SCHEMA = (\d+);", js, re.MULTILINE)
    assert found and int(found.group(1)) == FRAME_SCHEMA == 2
    assert "{want}" in Table(pace=0).labels["schema"] and "{got}" in Table(pace=0).labels["schema"]


# ---- right-to-left pictures ------------------------------------------------------------------


def test_arabic_pictures_keep_cards_and_signed_numbers_left_to_right() -> None:
    def declared(g: Game) -> bool:
        return (
            g.state.contract is not None
            and g.state.contract.trump is not None
            and len(g.state.tricks) >= 1
        )

    game = play_until(STRICT, declared)
    table = Table(game, you=0, bots=bots(), pace=0, lang="ar")
    html = html_of(table)
    contract = table.frame["contract"]
    symbol = re.search("[♠♥♦♣]", contract)
    assert symbol and '<bdi dir="ltr">' + symbol.group() + "</bdi>" in html
    last = table.frame["last"]["text"]
    card = re.search(r"(10|[7-9JQKA])[♠♥♦♣]", last)
    assert card and f'<bdi dir="ltr">{card.group()}</bdi>' in html
    english = html_of(Table(game, you=0, bots=bots(), pace=0))
    assert "<bdi" not in english.replace('<bdi dir="ltr"><span class="bw-pic bw-cards">', "")
    assert table_html(table.frame, table.sheet, table.labels) == html
