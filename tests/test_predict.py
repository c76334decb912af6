"""Investigations and the Predict widget without a browser (issue 22): the guess comes
first, then the simulation, then the answer; nothing of the answer is read or synced before
the guess is committed (the exact answer is replaced here by an object that fails when
touched in any way, as the Quiz's no-leak test does with a solution), nor the exact value
before it is revealed; a guess is read as a learner types it; bad intents get a sentence;
each step's record goes to the callbacks; the lessons' questions agree with their own
simulations."""

from __future__ import annotations

import dataclasses
import json
import re
from itertools import islice
from math import comb
from typing import Any

import pytest

from baloot_widgets import BalootError, CardSet
from baloot_widgets.i18n import Message
from baloot_widgets.probability import exact_probability, four_of_a_kind
from baloot_widgets.probability.investigation import (
    CONFIDENCES,
    Answer,
    Investigation,
    Question,
    checkpoints,
    count_scale,
    mean_scale,
    percent_scale,
)
from baloot_widgets.probability.questions import (
    best_sira,
    class_projects,
    four_hundred_wait,
    kawesh_anyone,
    partner_trumps,
)
from baloot_widgets.records import recorded_sample
from baloot_widgets.stats.bidstats import (
    bayes_trumps,
    calls_beside,
    hokum_question,
    likelihood_beside,
)
from baloot_widgets.widgets import Predict
from baloot_widgets.widgets.predict_frames import frame, predict_html, predict_labels

ARABIC = re.compile(r"[\u0600-\u06FF]")


def custom(intent: object) -> dict[str, Any]:
    """The comm message a browser sends for ``model.send(intent)``."""
    return {"content": {"data": {"method": "custom", "content": intent}}, "buffers": []}


def update(state: dict[str, Any]) -> dict[str, Any]:
    """The comm message a browser sends when it sets traits."""
    return {"content": {"data": {"method": "update", "state": state}}, "buffers": []}


def synced(widget: Predict) -> str:
    """Every synced trait and the static picture, as the text the page receives, but for
    the slider's stops (every value a guess may take, the answer's among them)."""
    state = widget.get_state()
    data = {k: v for k, v in state.items() if not k.startswith("_")}
    data["frame"] = {k: v for k, v in data["frame"].items() if k != "scale"}
    return json.dumps(data, ensure_ascii=False) + widget.picture()


class Poison:
    """Stands in for the exact answer: touching it in any way fails."""

    def _fail(self, *args: object, **kwargs: object) -> Any:
        raise AssertionError("the exact answer was read before it was revealed")

    __call__ = __eq__ = __hash__ = __str__ = __repr__ = __iter__ = __len__ = _fail  # type: ignore[assignment]
    __bool__ = __getattr__ = __int__ = __float__ = __index__ = __contains__ = _fail  # type: ignore[assignment]
    __reduce__ = __reduce_ex__ = __getstate__ = _fail  # type: ignore[assignment]


#: the bot's likelihood beside a hand, measured on a few deals (for the small questions)
SMALL_LIKELIHOOD = likelihood_beside("AS 10S 7H KD 9C", "QH", 400, seed=1)


def small_questions() -> list[Question]:
    """The lessons' questions at a small size."""
    return [
        best_sira(trials=800),
        kawesh_anyone(trials=800),
        four_hundred_wait(trials=20),
        partner_trumps(3, trials=300),
        class_projects(recorded_sample().hands[:200], recorded_sample().source),
        hokum_question("AS 10S 7H KD 9C", "QH", SMALL_LIKELIHOOD, measured_on=400, trials=60),
    ]


# ============================================================ nothing of the answer early


@pytest.mark.parametrize("question", small_questions(), ids=lambda q: q.key)
@pytest.mark.parametrize("lang", ["en", "ar"])
def test_the_answer_is_not_read_before_it_is_revealed(question: Question, lang: str) -> None:
    poisoned = dataclasses.replace(question, exact=Poison())
    widget = Predict(poisoned, lang=lang)  # type: ignore[arg-type]
    widget.lang = "en" if lang == "ar" else "ar"  # a redraw in the other language
    synced(widget)
    assert widget.commit("5", "sure") == "" and widget.stage == "committed"
    synced(widget)
    assert widget.run() == "" and widget.stage == "simulated"
    synced(widget)
    assert widget.record is not None and widget.record.exact is None
    told = widget.reveal()
    assert "the exact answer was read" in told and widget.stage == "simulated"


@pytest.mark.parametrize("question", small_questions(), ids=lambda q: q.key)
def test_the_page_holds_nothing_of_the_answer_before_the_guess(question: Question) -> None:
    for lang in ("en", "ar"):
        widget = Predict(question, lang=lang)  # type: ignore[arg-type]
        before = synced(widget)
        answer = question.exact()
        shown = question.scale.show(answer.value)
        assert shown not in before, (lang, shown)
        assert f"{answer.value:.4f}"[:6] not in before
        assert '"answer": null' in before and '"run": null' in before and '"axes": null' in before
        widget.commit(question.scale.show(question.scale.stops[1], 3), "unsure")
        committed = synced(widget)
        assert '"run": null' in committed and '"axes": null' in committed
        widget.run()
        simulated = synced(widget)
        assert '"answer": null' in simulated and answer.how.text(lang) not in simulated
        widget.reveal()
        revealed = synced(widget)
        assert shown in revealed and answer.how.text(lang) in revealed


def test_the_axes_before_the_reveal_come_from_the_guess_and_the_simulation_only() -> None:
    first, second = Investigation(best_sira(trials=500)), Investigation(best_sira(trials=500))
    for inv in (first, second):
        inv.commit("40")
        inv.run()
    far = Answer(0.9, Message.of("predict.how_formula", formula="?"))
    second.question = dataclasses.replace(second.question, exact=lambda: far)
    assert frame(first, "en")["axes"] == frame(second, "en")["axes"]
    second.reveal()  # an answer far away: now the axis reaches it
    assert frame(second, "en")["axes"]["y"]["high"] >= 0.9 > frame(first, "en")["axes"]["y"]["high"]


# ============================================================ the steps, in order


def test_each_step_waits_for_the_one_before() -> None:
    inv = Investigation(best_sira(trials=300))
    assert str(inv.run()) == "First commit your guess: the simulation comes after it."
    assert str(inv.reveal()) == "First commit your guess: the simulation comes after it."
    assert inv.commit("20", "sure") is None and inv.stage == "committed"
    assert str(inv.commit("30")) == "Your guess is already committed: now run the simulation."
    assert str(inv.reveal()) == "Run the simulation first: the answer comes last."
    steps: list[int] = []
    assert inv.run(step=lambda: steps.append(len(inv.path))) is None
    assert steps == [*range(1, len(checkpoints(300)) + 1), len(checkpoints(300))]
    assert str(inv.run()) == "The simulation has run: now show the answer."
    assert inv.reveal() is None and inv.reveal() is None and inv.stage == "revealed"
    assert inv.guess == 0.2 and inv.confidence == "sure"


def test_the_running_estimate_and_its_interval() -> None:
    share = Investigation(best_sira(trials=2_000))
    share.commit("19")
    share.run()
    hits = sum(list(best_sira(trials=2_000).sample())[:2_000])
    last = share.path[-1]
    assert (last.n, last.estimate) == (2_000, hits / 2_000) and last.low < last.estimate < last.high
    assert [p.n for p in share.path] == checkpoints(2_000)
    mean = Investigation(four_hundred_wait(trials=50))
    mean.commit("100")
    mean.run()
    waits = list(islice(four_hundred_wait(trials=50).sample(), 50))
    m = mean.path[-1]
    assert (m.n, m.estimate) == (50, sum(waits) / 50)
    spread = (sum((w - m.estimate) ** 2 for w in waits) / 49) ** 0.5
    assert m.high - m.estimate == pytest.approx(1.959964 * spread / 50**0.5)


def test_a_sample_shorter_than_its_trials_ends_with_its_last_hand() -> None:
    hands = recorded_sample().hands[:37]
    inv = Investigation(
        dataclasses.replace(class_projects(hands, recorded_sample().source), trials=100)
    )
    inv.commit("30")
    inv.run()
    assert inv.path[-1].n == 37 and inv.stage == "simulated"


@pytest.mark.parametrize(
    ("typed", "value"),
    [("19", 0.19), ("19.5", 0.195), ("19,5", 0.195), ("١٩٫٥", 0.195), ("19.5 %", 0.195),
     (" 7٪", 0.07), (19, 0.19), (0, 0.0), ("100", 1.0)],
)  # fmt: skip
def test_a_guess_is_read_as_a_learner_types_it(typed: object, value: float) -> None:
    assert percent_scale().read(typed) == pytest.approx(value)


@pytest.mark.parametrize("typed", ["", "abc", "101", "-1", "1e999", "nan", True, None, [1], "1..2"])
def test_a_guess_that_is_not_a_number_of_the_scale_is_refused(typed: object) -> None:
    assert percent_scale().read(typed) is None
    inv = Investigation(best_sira(trials=100))
    said = inv.commit(typed)
    assert said is not None and str(said) == "Give your guess as a number from 0% to 100%."
    assert ARABIC.search(said.text("ar")) and inv.stage == "asking"


def test_scales_counts_and_means() -> None:
    deals = count_scale(2_000)
    assert deals.read("1,500") == 1_500 and deals.read("2001") is None and deals.read("0") is None
    assert deals.stops[:3] == (1, 2, 3) and deals.show(128.43) == "128"
    cards = mean_scale(5)
    assert cards.read("2,4") == pytest.approx(2.4) and cards.show(5 / 3) == "1.67"
    assert cards.show_guess(2) == "2" and cards.show_guess(2.4) == "2.40"
    wait = four_hundred_wait(trials=30)
    labels = frame(Investigation(wait), "en")["scale"]["labels"]
    assert labels[:2] == ["1", "2"] and labels[-1] == "2,000"  # stops as whole numbers
    assert Investigation(partner_trumps(3)).commit("2", "maybe") is not None


# ============================================================ the widget


def test_intents_from_the_browser_and_the_record_callbacks() -> None:
    widget = Predict(best_sira(trials=500))
    seen: list[dict[str, Any]] = []
    widget.on_record(lambda record: seen.append(record.as_dict()))
    seq = widget.frame["seq"]
    widget._handle_msg(custom({"type": "run"}))
    assert widget.message == "First commit your guess: the simulation comes after it."
    widget._handle_msg(custom({"type": "commit", "guess": "25", "confidence": "unsure"}))
    assert widget.message == "" and widget.frame["stage"] == "committed"
    assert widget.frame["seq"] > seq and widget.frame["guess"]["text"] == "25.0%"
    frames: list[int] = []
    widget.observe(lambda change: frames.append(len(change["new"]["run"]["path"])), "frame")
    widget._handle_msg(custom({"type": "run"}))
    assert frames == [
        *range(1, len(checkpoints(500)) + 1),
        len(checkpoints(500)),
        len(checkpoints(500)),
    ]
    widget._handle_msg(custom({"type": "reveal"}))
    assert widget.frame["stage"] == "revealed" and widget.frame["answer"]["text"] == "19.0%"
    assert [s["trials"] for s in seen] == [0, 500, 500] and seen[-1]["exact"] == pytest.approx(
        0.19, abs=0.001
    )
    assert seen[0] == {"question": "best_sira", "guess": 0.25, "confidence": "unsure", "simulated": None,
                       "low": None, "high": None, "trials": 0, "exact": None}  # fmt: skip
    assert json.loads(json.dumps(seen))  # JSON-ready for a class's collection


def test_a_failing_callback_is_named_and_the_step_stays_done() -> None:
    widget = Predict(best_sira(trials=100))
    widget.on_record(lambda record: 1 / 0)
    said = widget.commit("20")
    assert (
        said.startswith("Your step is done, but the code that collects")
        and "ZeroDivisionError" in said
    )
    assert widget.stage == "committed"


@pytest.mark.parametrize(
    "intent",
    [None, "run", 7, [], {"type": "dance"}, {"no": "type"}, {"type": "commit", "guess": "x" * 10_000},
     {"type": "commit", "guess": {"a": 1}}, {"type": "commit", "guess": "20", "confidence": 3}],
)  # fmt: skip
def test_bad_intents_get_a_sentence(intent: object) -> None:
    widget = Predict(best_sira(trials=100), lang="ar")
    widget._handle_msg(custom(intent))
    assert widget.message and len(widget.message) < 220 and ARABIC.search(widget.message)
    assert widget.stage == "asking" and widget.record is None


def test_the_browser_cannot_set_the_truth() -> None:
    widget = Predict(best_sira(trials=100))
    before = dict(widget.frame)
    widget._handle_msg(
        update({"frame": {"stage": "revealed", "answer": {"text": "1%"}}, "message": "x"})
    )
    assert widget.frame == before and widget.message == ""


def test_language_switch_labels_and_picture() -> None:
    widget = Predict(kawesh_anyone(trials=400))
    widget.commit("3", "fair")
    widget.run()
    widget.reveal()
    widget.lang = "ar"
    assert widget.labels["dir"] == "rtl" and widget.labels["commit"] == "ثبّت تخميني"
    assert ARABIC.search(widget.frame["prompt"]) and ARABIC.search(
        widget.frame["answer"]["lines"][0]
    )
    picture = widget.picture()
    assert 'dir="rtl"' in picture and "1.57%" in picture and "3.00%" in picture
    widget.lang = "fr"
    assert widget.lang == "ar"
    assert predict_html({}, predict_labels("en")) == ""
    assert set(predict_labels("en")) == set(predict_labels("ar"))


def test_the_picture_says_no_more_than_the_page() -> None:
    widget = Predict(best_sira(trials=200))
    asking = widget.picture()
    assert "from 0% to 100%" in asking and "19.0%" not in asking and "1,998,840" not in asking
    widget.commit("22")
    widget.run()
    simulated = widget.picture()
    assert (
        "22.0%" in simulated and "deals so far: 200" in simulated and "1,998,840" not in simulated
    )
    widget.reveal()
    assert "1,998,840 of 10,518,300 hands" in widget.picture()


def test_bad_options_are_sentences() -> None:
    with pytest.raises(BalootError, match="lang must be 'en' or 'ar'"):
        Predict(best_sira(), lang="fr")  # type: ignore[arg-type]
    with pytest.raises(BalootError, match="Predict needs a question"):
        Predict("sira")  # type: ignore[arg-type]
    with pytest.raises(BalootError, match="you hold 0 to 8 trumps"):
        partner_trumps(9)
    with pytest.raises(BalootError, match="no recorded hands"):
        class_projects([], recorded_sample().source)
    with pytest.raises(BalootError, match="five cards"):
        hokum_question("AS 10S", "QH", SMALL_LIKELIHOOD, measured_on=400)
    assert repr(Predict(best_sira(trials=10))) == "Predict('best_sira', stage='asking')"
    assert CONFIDENCES == ("unsure", "fair", "sure")


# ============================================================ the lessons' questions


@pytest.mark.parametrize(
    "question",
    [best_sira(), kawesh_anyone(), four_hundred_wait(), partner_trumps(3),
     class_projects(recorded_sample().hands, recorded_sample().source)],
    ids=lambda q: q.key,
)  # fmt: skip
def test_each_lessons_simulation_holds_its_exact_value(question: Question) -> None:
    """As the lessons run them (their seeds and sizes): the 95% interval of the simulation
    holds the exact value, so the lesson's words about it stay true."""
    inv = Investigation(question)
    inv.commit(question.scale.show(question.scale.stops[1], 3))
    inv.run()
    inv.reveal()
    last, exact = inv.path[-1], inv.answer.value  # type: ignore[union-attr]
    assert last.low <= exact <= last.high, (question.key, last, exact)
    assert "contains" in str(inv.verdict()[1])


def test_the_exact_values_are_the_package_counts() -> None:
    aces = exact_probability(four_of_a_kind("A"))
    assert four_hundred_wait().exact().value == pytest.approx(aces.total / (4 * aces.count))
    assert partner_trumps(2).exact().value == 2
    assert kawesh_anyone().exact().value == pytest.approx(0.0157256, rel=1e-5)


def test_bayes_from_your_own_seat() -> None:
    """The Hokum question: its deals keep your five cards and the floor card; the prior is
    the hypergeometric law of the 26 cards you cannot see; Bayes' rule with the likelihood
    measured beside your cards agrees with the direct simulation."""
    mine = CardSet.parse("AS 8H 7H KD 9C")  # the lesson's hand
    for call in islice(calls_beside(mine, "QH", seed=9), 200):
        assert not call.hand.mask & mine.mask and str(call.floor) == "Q♥"
    flat = {k: 1.0 for k in range(6)}
    prior = bayes_trumps(mine, "QH", flat)  # a likelihood of 1 leaves the prior
    assert prior[0] == pytest.approx(comb(5, 0) * comb(21, 5) / comb(26, 5))
    assert sum(prior.values()) == pytest.approx(1)
    likelihood = likelihood_beside(mine, "QH", 6_000, seed=11)  # as the lesson measures it
    assert likelihood[0] == 0 and likelihood[3] >= likelihood[2] >= likelihood[1]
    with pytest.raises(BalootError, match="for each k from 0 to 5"):
        hokum_question(mine, "QH", {0: 0.5}, measured_on=1)
    inv = Investigation(hokum_question(mine, "QH", likelihood, measured_on=6_000))
    inv.commit("2")
    inv.run()
    inv.reveal()
    last = inv.path[-1]
    assert inv.answer is not None and inv.answer.kind == "bayes"
    assert last.low <= inv.answer.value <= last.high, (last, inv.answer.value)


def test_what_the_answer_says_of_the_guess_and_the_simulation() -> None:
    inv = Investigation(best_sira(trials=2_000))
    inv.commit("19.2")
    inv.run()
    inv.reveal()
    near, inside = inv.verdict()
    assert str(near) == "Your guess, 19.2%, is close to the exact value, 19.0%: well judged."
    assert str(inside).startswith("The simulation's 95% interval") and "contains" in str(inside)
    below = Investigation(four_hundred_wait(trials=30))
    below.commit("20")
    below.run()
    below.reveal()
    assert str(below.verdict()[0]) == "Your guess, 20, is 108.4 below the exact value, 128.4."
    off = Investigation(dataclasses.replace(best_sira(trials=300), exact=lambda: Answer(
        0.6, Message.of("predict.how_formula", formula="?"), "bayes")))  # fmt: skip
    off.commit("70")
    off.run()
    off.reveal()
    first, missed = off.verdict()
    assert "10.0 percentage points above the value Bayes' rule gives" in str(first)
    assert "measured on a sample of the bot's calls too" in str(missed)
    assert Investigation(best_sira()).verdict() == []
    assert len(inv.verdict()) == 2  # "fairly sure" and close: nothing more to say


@pytest.mark.parametrize(
    ("guess", "sure", "says"),
    [("60", "sure", "You were sure of this guess"), ("19", "unsure", "You called it just a guess"),
     ("60", "unsure", None), ("19", "sure", None), ("23", "sure", None)],
)  # fmt: skip
def test_a_word_on_how_sure_the_learner_was(guess: str, sure: str, says: str | None) -> None:
    inv = Investigation(best_sira(trials=2_000))
    inv.commit(guess, sure)
    inv.run()
    inv.reveal()
    lines = inv.verdict()
    assert (str(lines[2]) if len(lines) == 3 else None) == (
        None if says is None else next(str(m) for m in lines if str(m).startswith(says))
    )
    assert all(ARABIC.search(m.text("ar")) for m in lines)
