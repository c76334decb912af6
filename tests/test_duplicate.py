"""Duplicate Baloot for a class (issue 23): a class code picks the same deals for every
table whatever its seating and bots; class tables keep each hand; the tables compared deal
by deal against each other and against par (checked with the solver directly), with each
deal's key moment; bad inputs are sentences."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from baloot_widgets import Match, Table
from baloot_widgets.bots import make_bot
from baloot_widgets.classroom import (
    ClassSeries,
    SeriesMatch,
    compare_tables,
    duplicate_results,
    read_class_hands,
)
from baloot_widgets.classroom.duplicate import (
    DuplicateResults,
    TableResult,
    _key_moment,
    _key_table,
)
from baloot_widgets.classroom.hands import class_file, class_hand, class_hand_record
from baloot_widgets.course import duplicate_results as course_duplicate_results
from baloot_widgets.i18n.bidi import RLI
from baloot_widgets.rules.actions import Play
from baloot_widgets.rules.errors import BalootError, RecordError
from baloot_widgets.rules.state import Phase
from baloot_widgets.solver import card_values, solve

DEALS = 2


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A home folder of its own: the learner's folder baloot/ is made in it."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("BALOOT_HOME", str(tmp_path))  # the suite's own learner folder otherwise
    yield tmp_path / "baloot"


def play_table(table: Table, deals: int, *, saving: bool = True) -> None:
    """Play ``deals`` hands at ``table``: its human seats are played by a heuristic bot's
    choices sent as the page would, through ``table.act``; ``saving`` False: the table may
    say that a hand was not saved."""
    humans = {s: make_bot("heuristic", 10 + s) for s in table.humans}
    for n in range(deals):
        for _ in range(300):
            if table.game.is_over or table.match is None or table.match.is_over:
                break
            if table.view.to_move is None or table._session.review is not None:
                break
            if table._session.covered:
                assert table.ready() == ""
            seen = table.game.view(table.you)
            action = humans[table.you].choose(seen, list(seen.legal))
            said = table.act(action)
            assert said == "" or (not saving and said.startswith("this hand was not saved")), said
        assert table.match is not None
        if table.match.is_over or n == deals - 1:
            return
        assert table.next_hand() == ""


# ---- the same deals at every table --------------------------------------------------------------


def test_a_class_code_deals_the_same_deals_at_every_table_whatever_the_seating() -> None:
    series = ClassSeries.of("7B")
    tables = [
        Table(class_code="7B", table_name="Pair", humans=[0, 2], bots="heuristic", pace=0),
        Table(class_code=" 7b ", table_name="Single", you=0, bots="random", pace=0),
        Table(class_code="7B", table_name="Teacher", you=1, bots="heuristic", pace=0, lang="ar"),
    ]
    for t in tables:
        first = t.game.states[0]
        assert first.pack == series.pack(1) and first.dealer == series.dealer(1) == 0
        assert t.frame["series"] in ("Class 7B · deal 1", "الصف 7B · التوزيعة 1")
    other = Table(class_code="7C", pace=0)
    assert other.game.states[0].pack != series.pack(1)
    assert Table(pace=0).frame["series"] is None


@pytest.mark.parametrize("bot", ["heuristic", "random"])
def test_every_hand_of_a_class_match_is_the_next_deal_of_the_series(bot: str) -> None:
    series = ClassSeries.of("HAWK")
    match = series.match()
    match.play_bots({s: make_bot(bot, s) for s in range(4)})
    assert len(match.finished) >= 3
    for n, game in enumerate(match.finished, start=1):
        first = game.states[0]
        assert first.pack == series.pack(n) and first.dealer == series.dealer(n) == (n - 1) % 4


def test_after_a_kawesh_the_next_hand_is_the_next_deal_with_its_own_dealer() -> None:
    """A Kawesh before any bid keeps the dealer in a match (rules §3); in a class's series
    the next hand is the next deal, dealt by its own dealer, as at every other table."""
    series = ClassSeries.of("K313")  # seat 1 may call Kawesh on deal 1
    plain = Match(seed=series.seed)
    plain.act("p1 kawesh")
    assert plain.game.state.dealer == 0  # a plain match: the same dealer deals again
    match = series.match()
    match.act("p1 kawesh")
    assert match.deal == 2
    assert match.game.state.dealer == series.dealer(2) == 1
    assert match.game.state.pack == series.pack(2)


def test_codes_are_tidied_and_different_codes_differ() -> None:
    assert ClassSeries.of("7b 2026") == ClassSeries.of("7B-2026")
    assert ClassSeries.of("٧ب").code == "7ب"
    packs = {ClassSeries.of(c).pack(1) for c in ("7B", "7C", "HAWK", "8A-2026")}
    assert len(packs) == 4
    assert ClassSeries.of("7B").pack(1) != ClassSeries.of("7B").pack(2)


# ---- three tables recorded and compared -----------------------------------------------------------


@pytest.fixture(scope="module")
def class_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three tables of class 7B play two deals: a pair at one screen with heuristic
    opponents, a single student (played by the heuristic bot) against random bots, and
    random bots everywhere but the teacher's seat."""
    home = tmp_path_factory.mktemp("home")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("HOME", str(home))
        mp.setenv("BALOOT_HOME", str(home))
        seatings = [
            ("Sara & Omar", {"humans": [0, 2], "bots": "heuristic"}),
            ("Huda", {"you": 0, "bots": "random"}),
            ("Teacher", {"you": 0, "bots": {1: "random", 2: "random", 3: "heuristic"}}),
        ]
        for name, seating in seatings:
            table = Table(class_code="7B", table_name=name, pace=0, **seating)  # type: ignore[arg-type]
            play_table(table, DEALS)
    return home / "baloot" / "class-7B"


def test_each_table_keeps_its_hands_in_the_class_folder(class_folder: Path) -> None:
    names = sorted(p.name for p in class_folder.iterdir())
    assert names == sorted(
        f"{t}-deal-0{n}.json" for t in ("Sara-Omar", "Huda", "Teacher") for n in (1, 2)
    )
    record = json.loads((class_folder / "Sara-Omar-deal-02.json").read_text(encoding="utf-8"))
    assert record["duplicate"] == {
        "class_code": "7B",
        "deal": 2,
        "table": "Sara & Omar",
        "players": ["human", "heuristic", "human", "heuristic"],
    }
    hands, problems = read_class_hands(class_folder)
    assert len(hands) == 6 and problems == []


@pytest.fixture(scope="module")
def compared(class_folder: Path) -> DuplicateResults:
    """The class's tables compared, every key moment from a finished review."""
    return duplicate_results(class_folder, review_nodes=None)


def first_card_state(states):  # type: ignore[no-untyped-def]
    final = states[-1]
    return next(
        s for s, a in zip(states, final.history, strict=False)
        if isinstance(a, Play) and s.phase is Phase.PLAY
    )  # fmt: skip


def test_the_tables_are_compared_against_each_other_and_against_par(
    class_folder: Path, compared: DuplicateResults
) -> None:
    results = compared
    assert results.code == "7B" and results.problems == ()
    assert [d.deal for d in results.deals] == [1, 2]
    hands, _ = read_class_hands(class_folder)
    by = {(h.table, h.deal): h for h in hands}
    for deal in results.deals:
        assert [r.table for r in deal.results] == ["Huda", "Sara & Omar", "Teacher"]
        nets = [r.net for r in deal.results]
        for r, net in zip(deal.results, nets, strict=True):
            others = nets.copy()
            others.remove(net)
            assert r.vs_others == pytest.approx(net - sum(others) / 2)
            hand = by[(r.table, deal.deal)]
            result = hand.state.result
            assert r.points == ((0, 0) if result is None else result.points)
            if hand.state.contract is None:
                assert r.par is None and r.vs_par is None
                continue
            # par, checked against the solver directly: team 0's Abnat with perfect play
            first = first_card_state(hand.states)
            c = hand.state.contract
            direct = solve(first.hands, first.leader, c, team=0, flags=hand.state.rules)
            assert r.par_abnat is not None and direct.exact
            assert r.par_abnat[0] == direct.value
            assert sum(r.par_abnat) == (130 if c.trump is None else 162)  # every Abnat
            assert r.par is not None and r.vs_par == r.net - (r.par[0] - r.par[1])
        assert sum(r.vs_others or 0 for r in deal.results) == pytest.approx(0)
    totals = results.totals()
    assert set(totals) == {"Huda", "Sara & Omar", "Teacher"}
    assert all(n == DEALS for n, _, _ in totals.values())


def expected_key_table(results: tuple[TableResult, ...]) -> TableResult | None:
    """The table furthest below par for its students (Team 0·2 here: every student of the
    class sits at seat 0 or 2), tables with students first; else the furthest from par."""
    below = [r for r in results if (r.vs_par or 0) < 0]
    with_students = [r for r in below if "human" in r.players]
    if below:
        return min(with_students or below, key=lambda r: r.vs_par or 0)
    off = [r for r in results if r.vs_par]
    return max(off, key=lambda r: abs(r.vs_par or 0)) if off else None


def test_each_deal_names_its_key_moment_at_the_table_furthest_below_par(
    class_folder: Path, compared: DuplicateResults
) -> None:
    results = compared
    named = 0
    hands, _ = read_class_hands(class_folder)
    for deal in results.deals:
        far = expected_key_table(deal.results)
        if far is None:
            assert deal.key is None
            continue
        assert deal.key is not None and deal.key.table == far.table
        hand = next(h for h in hands if h.table == far.table and h.deal == deal.deal)
        key = deal.key
        assert key.complete and key.bot == (key.seat not in hand.humans)
        if key.bot:  # no student's card cost Abnat there
            assert "(a bot's card)" in key.text() and "(ورقة أحد البوتات)" in key.text("ar")
        # the card's cost, checked with the solver directly at the position it was played
        before = next(
            s for s, a in zip(hand.states, hand.state.history, strict=False)
            if isinstance(a, Play) and a.card == key.card
        )  # fmt: skip
        assert before.to_move == key.seat and len(before.tricks) + 1 == key.trick
        values = card_values(
            before.hands, before.leader, hand.state.contract, flags=hand.state.rules,
            trick=before.trick,
        )  # fmt: skip
        assert key.loss == max(values.values()) - values[key.card] > 0
        assert values[key.best[0]] == max(values.values())
        said = key.text()
        assert said.startswith(f"key moment at {far.table}, trick {key.trick}")
        assert f"Seat {key.seat} played " in said
        assert f"it cost {key.loss} Abnat" in said
        assert "الأكلة" in deal.key.text("ar")
        named += 1
    assert named >= 1


def test_a_review_cut_short_names_the_costliest_card_it_valued(class_folder: Path) -> None:
    results = duplicate_results(class_folder, review_nodes=0)
    keys = [d.key for d in results.deals if d.key is not None]
    assert all(k.loss > 0 for k in keys)
    assert any(not k.complete for k in keys)  # the first pass alone leaves cards bounded
    for k in keys:
        if not k.complete:
            assert f"left {k.bounded} card" in k.text() and "may have cost more" in k.text()
            assert "بين حدّين" in k.text("ar")


def test_the_key_moment_is_the_same_at_every_run_and_in_every_language(
    class_folder: Path,
) -> None:
    """The review's budget is counted in positions, not seconds: the same hands give the
    same key moments however busy the machine, in English and in Arabic (issue: a wall
    clock budget of 5 s gave two teachers' runs two different key moments)."""
    runs = [
        duplicate_results(class_folder, review_nodes=30_000, lang=lang)
        for lang in ("en", "en", "ar")
    ]
    keys = [[d.key for d in r.deals] for r in runs]
    assert keys[0] == keys[1] == keys[2]
    assert any(k is not None for k in keys[0])
    assert runs[0].text == runs[1].text and runs[2].text == runs[0].in_lang("ar").text


def table(name: str, vs_par: int, players: tuple[str, ...]) -> TableResult:
    """A table's result ``vs_par`` game points from par (for Team 0·2)."""
    return TableResult(name, players, None, (vs_par + 26, 26), (26, 26))


def test_the_key_moment_is_taken_where_the_students_lost_most_against_par() -> None:
    pair = ("human", "heuristic", "human", "heuristic")
    bots = ("random",) * 4
    above = table("Lucky", 36, pair)  # the furthest from par, above it: a bot's blunder
    below = table("Sara & Omar", -10, pair)
    assert _key_table([above, below]) == below
    # a bots' table further below par comes after a table with students
    assert _key_table([above, table("Bots", -20, bots), below]) == below
    assert _key_table([above, table("Bots", -20, bots)]).table == "Bots"  # type: ignore[union-attr]
    # students at Team 1·3 are below par when Team 0·2 is above it
    team_1 = table("Huda", 12, ("heuristic", "human", "heuristic", "heuristic"))
    assert _key_table([above, team_1]) == team_1
    # no table below par: the furthest from par; every table at par: none
    assert _key_table([table("A", 4, pair), above]) == above
    assert _key_table([table("A", 0, pair)]) is None


def test_a_bots_blunder_is_said_to_be_a_bots_card() -> None:
    game = ClassSeries.of("HAWK").game(2)
    _ = game.play_bots({s: make_bot("heuristic", s) for s in range(4)})
    # the only cards that cost Abnat are Seat 1's (A♥ at trick 4, 10♥ at trick 6)
    bots = class_hand_record(game, code="HAWK", deal=2, table="Bots", players=["heuristic"] * 4)
    key = compare_tables([class_hand(bots)], review_nodes=None).deals[0].key
    assert key is not None and key.bot and key.seat == 1
    assert key.text().startswith("key moment at Bots, trick 4 (a bot's card): Seat 1 played")
    assert "(ورقة أحد البوتات)" in key.text("ar")
    # the same hand with students at seats 1 and 3: Seat 1's card is a student's
    pair = class_hand_record(
        game, code="HAWK", deal=2, table="Pair",
        players=["heuristic", "human", "heuristic", "human"],
    )  # fmt: skip
    moment = compare_tables([class_hand(pair)], review_nodes=None).deals[0].key
    assert moment is not None and not moment.bot and moment.seat == 1
    assert moment.text().startswith("key moment at Pair, trick 4: Seat 1 played A♥")


def test_a_students_card_comes_before_a_bots_costlier_card() -> None:
    game = ClassSeries.of("HAWK").game(1)
    _ = game.play_bots({s: make_bot("random", s) for s in range(4)})
    # random bots: Seat 0's Q♠ cost 19 Abnat, the student's (Seat 3) costliest card 9♠ 9
    players = ["random", "random", "random", "human"]
    hand = class_hand(class_hand_record(game, code="HAWK", deal=1, table="Huda", players=players))
    key = _key_moment(hand, None, None)
    assert key is not None and (key.seat, key.trick, str(key.card), key.loss) == (3, 5, "9♠", 9)
    assert not key.bot and key.complete


def test_files_collected_from_every_computer_into_one_folder_are_compared(
    class_folder: Path, tmp_path: Path
) -> None:
    """Every computer keeps its hands in a folder named class-7B: the teacher puts all the
    files (their names carry the table's name) into one folder, or the computers' folders
    renamed, and compares that one folder."""
    loose, renamed = tmp_path / "collected", tmp_path / "collected-folders"
    loose.mkdir()
    for p in class_folder.iterdir():
        (loose / p.name).write_bytes(p.read_bytes())
        computer = renamed / f"computer-{p.name.split('-deal-')[0]}"
        computer.mkdir(parents=True, exist_ok=True)
        (computer / p.name).write_bytes(p.read_bytes())
    for folder in (loose, renamed):
        results = duplicate_results(folder, review_nodes=0)
        assert results.tables == ("Huda", "Sara & Omar", "Teacher")
        assert results.problems == () and [d.deal for d in results.deals] == [1, 2]


def test_the_results_read_in_english_and_arabic(compared: DuplicateResults) -> None:
    results = compared
    text = results.text
    assert text.startswith("Class 7B: the tables compared")
    assert "Deal 1 (dealer: Seat 0)" in text and "Deal 2 (dealer: Seat 1)" in text
    assert "students at Seat 0 and Seat 2; bots (heuristic)" in text
    arabic = results.in_lang("ar")
    # printed Arabic: each line isolated right to left, its cards left to right
    assert arabic.text.startswith(RLI + "الصف 7B: مقارنة الطاولات")
    html = arabic.html()
    assert 'dir="rtl"' in html and '<th scope="col">الطاولة</th>' in html
    assert html.count("<table") == 1 + DEALS


# ---- files the comparison leaves out, and bad inputs ------------------------------------------------


def test_files_that_are_not_the_class_deal_are_left_out_with_a_sentence(
    class_folder: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "collected"
    folder.mkdir()
    for p in class_folder.iterdir():
        (folder / p.name).write_bytes(p.read_bytes())
    (folder / "notes.json").write_text("{not json", encoding="utf-8")
    record = json.loads((folder / "Huda-deal-01.json").read_text(encoding="utf-8"))
    record["duplicate"]["deal"] = 2  # deal 1's cards, said to be deal 2
    record["duplicate"]["table"] = "Cheat"
    (folder / "Cheat-deal-02.json").write_text(json.dumps(record), encoding="utf-8")
    results = duplicate_results(folder, review_nodes=0)
    assert any(p.startswith("notes.json: ") for p in results.problems)
    assert "Cheat's deal 2 is left out: its cards or its dealer are not that deal of class 7B" in (
        results.problems
    )
    assert "Cheat" not in results.tables


def test_bad_inputs_are_sentences(home: Path, tmp_path: Path) -> None:
    with pytest.raises(
        BalootError, match=r"a class code is 2 to 12 letters or digits .* not '7B\?\?'"
    ):
        Table(class_code="7B??")
    with pytest.raises(BalootError) as err:
        ClassSeries.of("")
    assert "رمز الصف" in err.value.text("ar")
    with pytest.raises(BalootError, match="a class code is"):
        ClassSeries.of(7)
    with pytest.raises(BalootError, match="give no game or match with it"):
        Table(Match(seed=1), class_code="7B")
    with pytest.raises(BalootError, match="a table's name is a short text"):
        Table(class_code="7B", table_name="   ")
    with pytest.raises(BalootError, match="a deal number of the class's series is a whole number"):
        ClassSeries.of("7B").pack(0)
    with pytest.raises(BalootError, match="name the files or folders"):
        course_duplicate_results()
    with pytest.raises(BalootError, match="no class hand was found in"):
        duplicate_results(tmp_path)
    with pytest.raises(BalootError, match="lang must be"):
        duplicate_results(tmp_path, lang="fr")  # type: ignore[arg-type]
    with pytest.raises(RecordError, match="not from a class table"):
        from baloot_widgets.classroom.hands import class_hand

        class_hand({"format": "baloot-widgets/hand"})


def test_hands_of_several_classes_need_a_code(home: Path) -> None:
    for code in ("7B", "8A"):
        table = Table(class_code=code, table_name="Solo", bots="random", pace=0)
        play_table(table, 1)
    hands, _ = read_class_hands(home)
    with pytest.raises(BalootError, match=r"several classes \(7B, 8A\): choose one with code="):
        compare_tables(hands)
    assert compare_tables(hands, code="8a", review_nodes=0).code == "8A"


def test_a_saved_class_table_goes_on_with_the_class_deals(home: Path) -> None:
    table = Table(class_code="7B", table_name="Sara", bots="heuristic", pace=0)
    play_table(table, 2)
    path = table.save(home.parent / "sara.json")
    again = Table.load(path)
    assert again.class_table == ("7B", "Sara")
    assert isinstance(again.match, SeriesMatch)
    assert again.frame["series"] == "Class 7B · deal 2"
    again.next_hand()
    assert again.frame["series"] == "Class 7B · deal 3"
    assert again.game.states[0].pack == ClassSeries.of("7B").pack(3)
    play_table(again, 1)
    assert class_file("7B", "Sara", 3).is_file()


def test_a_hand_that_cannot_be_saved_is_said_under_the_table(home: Path) -> None:
    home.parent.joinpath("baloot").write_text("a file where the folder should be")
    table = Table(class_code="7B", table_name="Sara", bots="heuristic", pace=0)
    play_table(table, 1, saving=False)
    assert table.match is not None and len(table.match.finished) == 1
    assert table.message.startswith("this hand was not saved for the class: ")
