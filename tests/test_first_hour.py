"""Issue 10, the table and the first hour, without a browser: what the frames say and
hold.  Hints are not alerts, the bidding has a record, the last trick says who played
what, the table speaks to the student ("You"), refusals link their lesson, and several
players can share one screen.  A Kaboot sheet's words on projects are tested with the
scoring (test_s09_scoring.py), and what the page shows of all this in a real browser in
tests/browser/test_table_first_hour.py."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from baloot_widgets import Contract, Game, IllegalActionError, Match, Table, score_hand
from baloot_widgets.bots import RandomBot
from baloot_widgets.i18n import card_name
from baloot_widgets.rules.actions import Play
from baloot_widgets.rules.errors import BalootError
from baloot_widgets.widgets.wording import LESSON_FOLDER, LESSONS, hand_result

ROOT = Path(__file__).resolve().parent.parent


def buttons(table: Table) -> list[str]:
    return [b["key"] for b in table.frame["buttons"]]


def play_to(table: Table, wanted: str) -> None:
    """Play the first legal action of the seat at the screen (pressing Ready and Next hand
    when asked) until the frame's phase is ``wanted``."""
    for _ in range(200):
        if table.frame["phase"] == wanted and not table.frame["cover"]:
            return
        if "ready" in buttons(table):
            table.ready()
        elif "next" in buttons(table):
            table.next_hand()
        else:
            assert table.act(table.view.legal[0]) == ""
    raise AssertionError(f"never reached {wanted}")


# ---- item 6: a hint is not an alert -------------------------------------------------------


def test_a_hint_is_a_hint_and_a_refusal_an_alert() -> None:
    table = Table(Game.new(seed=3, dealer=3), pace=0)
    table.hint()
    assert table.frame["message"]["kind"] == "hint" and table.frame["hinted"] in [
        str(a) for a in table.view.legal
    ]
    table.act("p0 play 7H")
    assert table.frame["message"]["kind"] == "alert" and table.frame["hinted"] is None
    table.game.act("p0 pass")  # a move made from Python: the table says so, as a note
    assert table.act("p0 sun").startswith("The game was changed from Python")
    assert table.frame["message"]["kind"] == "note"


# ---- item 7: the bidding has a record ----------------------------------------------------


def test_the_calls_of_the_hand_show_until_the_first_card_and_stay_on_the_sheet() -> None:
    game = Game.new(seed=0, dealer=3)
    table = Table(game, pace=0)
    assert table.frame["bidding"] == []  # nobody has spoken: you are first
    assert table.act("p0 pass") == ""
    calls = table.frame["bidding"]
    spoken = [a for a in game.history if not isinstance(a, Play)]
    assert [c["seat"] for c in calls] == [a.seat for a in spoken]
    assert calls[0] == {"seat": 0, "who": "You", "call": "Pass"}
    assert all(c["who"] == f"Seat {c['seat']}" for c in calls[1:])
    while not table.frame["trick"]["cards"] and not game.state.tricks:
        assert table.act(table.view.legal[0]) == ""
    assert table.frame["bidding"] == [], "the strip goes once a card is played"
    play_to(table, "done")
    line = table.sheet["hands"][0]["bidding"].split(" · ")
    assert line[: len(calls)] == [f"{c['who']}: {c['call']}" for c in calls]


# ---- item 8: the last trick says who played which card -----------------------------------


def test_the_last_trick_names_who_played_each_card() -> None:
    table = Table(Game.new(seed=21, dealer=3), pace=0)
    table.act("p0 sun")
    table.act(next(a for a in table.view.legal if isinstance(a, Play)))
    last = table.frame["last"]
    assert last is not None
    trick = table.game.state.tricks[0]
    for entry, seat in zip(last["cards"], [(trick.leader + i) % 4 for i in range(4)], strict=True):
        name = card_name(int(trick.cards[(seat - trick.leader) % 4]))
        who = "You" if seat == 0 else f"Seat {seat}"
        assert entry["seat"] == seat and entry["who"] == who
        assert entry["label"].startswith(f"{who} played {name}")
        assert entry["label"].endswith("won the trick") == (seat == trick.winner)


# ---- item 9: the table speaks to the student ---------------------------------------------


def test_the_hand_over_line_says_who_won_what() -> None:
    sun = Contract(mode="sun", buyer=0)
    kaboot = score_hand(sun, abnat=(0, 130), tricks=(0, 8))
    assert hand_result(kaboot, "en") == "Team 1·3 wins the hand 44 to 0 (Kaboot)"
    assert hand_result(kaboot, "ar") == "فريق 1·3 يكسب اليد 44 مقابل 0 (كبوت)"
    made = score_hand(sun, abnat=(74, 56), tricks=(4, 4))
    assert hand_result(made, "en") == "Team 0·2 wins the hand 14 to 12"
    lost = score_hand(Contract(mode="hokum", trump="H", buyer=0), abnat=(72, 90), tricks=(3, 5))
    assert hand_result(lost, "en") == "Team 1·3 wins the hand 16 to 0 (Khasara)"


def test_messages_about_your_own_seat_say_you() -> None:
    table = Table(Game.new(seed=21, dealer=3), pace=650)
    table.act("p0 sun")
    assert table.frame["contract"] == "Sun · buyer: You"
    assert table.moves == [] or table.moves[0]["status"] == "You: Sun"
    table.act(next(a for a in table.view.legal if isinstance(a, Play)))
    statuses = [f["status"] for f in table.moves]
    assert statuses[0].startswith("You play "), statuses
    trick = table.game.state.tricks[0]
    assert table.frame["last"]["text"].startswith("You win" if trick.winner == 0 else "Seat ")
    for f in (table.frame, *table.moves):  # the seat's own box still reads "Seat 0 · You"
        assert "Seat 0" not in json.dumps({k: v for k, v in f.items() if k != "seats"})


def test_a_refused_card_reads_in_the_second_person_and_links_its_lesson() -> None:
    def illegal(g: Game) -> bool:
        s = g.state
        return s.phase.value == "play" and s.to_move == 0 and bool(g.view(0).reasons)

    for seed in range(100):
        game = Game.new(seed=seed, dealer=seed % 4)
        players = {s: RandomBot(seed=s) for s in range(4)}
        while not game.is_over and not illegal(game):
            seat = game.state.to_move
            assert seat is not None
            game.act(
                players[seat].choose(
                    game.view(seat), [a for a in game.legal_actions() if a.seat == seat]
                )
            )
        if illegal(game):
            break
    for lang, you, must in (("en", "You cannot play ", "you "), ("ar", "لا يجوز أن تلعب ", "")):
        table = Table(game, pace=0, lang=lang)
        card = next(c for c in table.frame["hand"] if c["reason"])
        assert card["reason"].startswith(you) and must in card["reason"], card["reason"]
        assert "RULES" not in card["reason"] and "القواعد" not in card["reason"]
        table.act(f"p0 play {card['card']}")
        message = table.frame["message"]
        assert message["text"] == card["reason"] and message["kind"] == "alert"
        assert message["link"]["href"] == "../tutorials/04_trick_play.ipynb"
    with pytest.raises(IllegalActionError, match=r"^Seat 0 cannot play .* \(rules §6\)$"):
        game.act(f"p0 play {card['card']}")  # Python's own error keeps the rule's section


def test_every_lesson_a_refusal_links_to_exists() -> None:
    for stem, _title in LESSONS.values():
        assert (ROOT / "tutorials" / f"{stem}.ipynb").is_file(), stem
    assert LESSON_FOLDER == "../tutorials/"  # from tutorials/ or notebooks/, in JupyterLab


# ---- item 11: several players at one screen -----------------------------------------------


def two_humans(**options: object) -> Table:
    bots = {1: RandomBot(seed=1), 3: RandomBot(seed=3)}
    return Table(Game.new(seed=4, dealer=3), humans=[0, 2], bots=bots, pace=650, **options)


def test_the_screen_is_covered_until_the_next_player_is_ready() -> None:
    table = two_humans()
    assert table.frame["cover"] == "Pass the screen to Seat 0" and buttons(table) == ["ready"]
    assert table.frame["hand"] == [] and table.frame["actions"] == [] and not table.frame["hint"]
    assert table.act("p0 pass").startswith("The screen is being passed to Seat 0")
    assert table.ready() == "" and table.frame["cover"] is None
    assert len(table.frame["hand"]) == 5 and table.you == 0
    assert table.act("p0 pass") == "" and table.game.state.to_move == 2
    assert table.frame["cover"] == "Pass the screen to Seat 2" and table.frame["hand"] == []
    assert all(f["hand"] == [] for f in table.moves), "the bots' moves hide seat 0's hand too"
    assert table.act("p0 pass").startswith("The screen is being passed to Seat 2")
    assert table.ready() == "" and table.you == 2 and table.frame["seat"] == 2
    assert [s["player"] for s in table.frame["seats"]] == [
        "You", "random bot", "at this screen", "random bot",
    ]  # fmt: skip
    assert table.act("p1 pass") == "You play Seat 0 and Seat 2; Seat 1 is played by a bot"
    assert repr(table).startswith("Table(humans=[0, 2], ")


def test_several_players_are_saved_and_old_records_still_load(tmp_path: Path) -> None:
    table = two_humans()
    table.ready()
    table.act("p0 pass")
    saved = json.loads(table.save(tmp_path / "t.json").read_text(encoding="utf-8"))
    assert saved["table"]["humans"] == [0, 2] and saved["table"]["you"] == 2
    again = Table.load(tmp_path / "t.json")
    assert again.humans == (0, 2) and again.you == 2 and again.frame["cover"]
    del saved["table"]["humans"]  # a record of a table with one human seat
    (tmp_path / "old.json").write_text(json.dumps(saved), encoding="utf-8")
    old = Table.load(tmp_path / "old.json")
    assert old.humans == (2,) and not old.frame["cover"]


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({"humans": [0, 0]}, "the human seats must be different seats 0-3"),
        ({"humans": []}, "the human seats must be different seats 0-3"),
        ({"humans": [0, 5]}, "the human seats must be different seats 0-3"),
        ({"humans": [0, 2], "you": 1}, "you=1 must be one of the humans [0, 2]"),
    ],
)
def test_bad_humans_are_refused_with_a_sentence(options: dict[str, object], expected: str) -> None:
    with pytest.raises(BalootError, match=re.escape(expected)):
        Table(pace=0, **options)  # type: ignore[arg-type]


def test_undo_with_several_players_goes_to_the_last_player_who_decided() -> None:
    table = two_humans()
    table.ready()
    table.act("p0 pass")
    table.ready()
    assert table.you == 2
    assert table.undo() == "" and table.game.state.to_move == 0
    assert table.you == 0 and table.frame["cover"] == "Pass the screen to Seat 0"


def test_a_match_with_two_players_at_one_screen_plays_through() -> None:
    table = Table(
        Match(seed=2), humans=[1, 3], bots={0: RandomBot(seed=0), 2: RandomBot(seed=2)}, pace=0
    )
    play_to(table, "done")
    assert "next" in buttons(table) and table.frame["status"]


def test_no_seat_has_the_turn_while_the_moves_play() -> None:
    table = Table(Game.new(seed=0, dealer=0), pace=650)  # the bots bid before you
    assert table.moves and all(not s["turn"] for f in table.moves for s in f["seats"])
    assert any(s["turn"] for s in table.frame["seats"])
