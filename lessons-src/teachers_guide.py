# The teacher's guide, built into notebooks/teachers_guide.ipynb by lessons-src/build.py.
# Every number about the lessons is read from the built notebooks (and the timing
# run-through), so it cannot go stale; the plans' prose is the PLANS dict below.

# %% [markdown]
# # Teacher's guide — دليل المعلّم
#
# For the person in front of the class. Six parts:
#
# 1. **The lessons**: the course at a glance, with each lesson's measured time;
# 2. **Lesson plans**: for each lesson a goal, a warm-up, the timing and a minute-by-minute agenda,
#    the common mistakes, discussion questions, an activity with a real pack of cards and
#    the exit ticket;
# 3. **Running the class**: in the browser (JupyterLite) or on a server, pairs, paper,
#    duplicate deals;
# 4. **Collecting results**: what each student hands in, without typing anything;
# 5. **The answers**: every answer is in the [solutions notebook](solutions.ipynb) (الحلول).
#    Keep it for yourself: the students' lessons hold no answers.
# 6. **The class report**: the whole class at a glance, from the students' results files.
#
# You only need to read this page; the grey code cells compute the tables and the plans,
# and you can skip them.

# %%
import json
import re
import tempfile
from pathlib import Path

from IPython.display import Markdown, display

from baloot_widgets.course import ClassReport, Game, Quiz, RuleSet, Table
from baloot_widgets.i18n.bidi import ISOLATE
from baloot_widgets.i18n.counts import count
from baloot_widgets.records.results import Attempt, append_attempt
from baloot_widgets.teaching.answer_key import lesson_key
from baloot_widgets.teaching.plans import (
    EXIT_HEADINGS,
    exit_ticket,
    kinds_in_words,
    lesson_mistakes,
    table_refusals,
)
from baloot_widgets.teaching.timing import (
    PERIOD_MINUTES,
    START_MINUTES,
    agenda,
    load_timing,
    minutes_of,
)

LANG = "en"


#: what else stays left to right in Arabic: a run of ranks ("J 9 A 10 K Q 8 7") and a range
#: of numbers ("5.1–5.4")
LEFT_TO_RIGHT = re.compile(r"(?<![\w♠♥♦♣])(?:10|[7-9JQKA])(?: (?:10|[7-9JQKA])){2,}(?![\w♠♥♦♣])|\d+(?:\.\d+)?–\d+(?:\.\d+)?")


def show(markdown):
    """Show markdown in the guide's language (Arabic right to left, cards left to right)."""
    if LANG == "ar":
        markdown = ISOLATE.sub(lambda m: f'<bdi dir="ltr">{m.group()}</bdi>', markdown)
        markdown = LEFT_TO_RIGHT.sub(lambda m: f'<bdi dir="ltr">{m.group()}</bdi>', markdown)
        markdown = f'<div dir="rtl" lang="ar">\n\n{markdown}\n\n</div>'
    display(Markdown(markdown))

# %%
PLANS = {
    "01": {
        "goal": "order the cards of a suit in Sun and in Hokum, and count the Abnat of a trick",
        "warmup": "Hold up A♠ and 10♠, then K♠ and 10♠: the class votes which is higher. Write the votes on the board and keep them for the end of the lesson.",
        "activity": "Each pair gets one suit of a real pack (7 to A). They lay it out in Sun order, then in Hokum order with that suit as trumps, and write the Abnat under each card. The teacher checks both rows and that the suit totals 30 in Sun and 62 as trumps.",
        "minutes": 10,
        "questions": [
            ("Why is the 10 higher than the King?", "In Baloot the 10 ranks second in every suit: A 10 K Q J 9 8 7."),
            ("Which cards change place when their suit is trumps?", "The J and the 9 jump to the top: J 9 A 10 K Q 8 7, worth 20 and 14."),
            ("Why does a hand hold 162 Abnat in Hokum and 130 in Sun?", "The trump J and 9 add 32 Abnat; both add 10 for the last trick."),
        ],
        "watch": "students who read the order from the card faces and put the 10 below the J.",
    },
    "02": {
        "goal": "name the partner of any seat, P1 to P4 for any dealer, and who receives each card of the deal",
        "warmup": "Seat four students at a table: who is whose partner, and who plays after whom? Walk the turn to the right around the table, then ask who speaks first when the student on the left deals.",
        "activity": "Groups of four with a 32-card pack: one student deals 3 cards each, then 2 each, from the player on the dealer's right, and turns up the floor card. The buyer takes it and 2 more; the others take 3. The teacher checks that every hand has 8 cards and the dealer was served last.",
        "minutes": 10,
        "questions": [
            ("Who speaks first in the auction?", "P1, the player on the dealer's right."),
            ("Why does the buyer get only 2 more cards?", "The floor card is their sixth card: 5 + 1 + 2 = 8."),
        ],
        "watch": "students who turn to the left: the game goes to the right.",
    },
    "03": {
        "goal": "play a whole hand to the end: bid, follow suit, and see who wins each trick",
        "warmup": "Lay four cards face up as a trick in Sun (A♣ 7♣ 10♥ K♣): who wins it? Then say hearts are trumps and ask again.",
        "activity": "Groups of four play one open hand with a real pack in Sun: every card face up on the table. After each trick the group says who won and why; the teacher walks round and checks that everyone followed suit.",
        "minutes": 15,
        "questions": [
            ("Must you win the trick when you can follow suit?", "No: you must follow, with any card of the suit."),
            ("Who leads the next trick?", "The player who won the last one."),
        ],
        "watch": "students who play the best card they hold instead of a card of the suit led.",
    },
    "04": {
        "goal": "say which cards may be played in any trick: follow, trump, over-trump, a partner winning, trumps led, the closed Hokum",
        "warmup": "Give each pair one suit of a real pack. They order it in Sun, then in Hokum as trumps (J 9 A 10 K Q 8 7). Two minutes, then compare with the board.",
        "activity": "Groups of four, hearts are trumps. Deal 4 cards each; the teacher leads a card on the projector. Each student lays out every card they may play, face up; the partner checks them, and the teacher settles disputes with the cheat sheet.",
        "minutes": 10,
        "questions": [
            ("Why may you keep your trump when your partner is winning?", "Your team already takes the trick: you need not spend a trump on it (a house rule of this course, in docs/rules.md; some tables play without it)."),
            ("Why does the J♥ beat the A♥ in Hokum ♥ but not in Sun?", "As trumps the J is the highest card; in Sun the suit ranks A 10 K Q J."),
            ("When must you play a trump lower than the one on the table?", "When you have no card of the suit led, an opponent's trump is winning and all your trumps are lower (under-trump)."),
        ],
        "watch": "students who think they must trump when their partner is winning (they may play any card: trumping is allowed, only wasteful), or forget that they must over-trump an opponent's trump.",
    },
    "05": {
        "goal": "find the projects in a hand, say which team's projects count, and when to declare Baloot",
        "warmup": "Show K♥ Q♥ J♥ and ask: is it a project? Then Q♥ J♥ 10♥ 9♥, then four Kings.",
        "activity": "Each student is dealt 8 cards from a real pack and writes down their best declaration. The neighbour checks it against the list of projects on the cheat sheet; the teacher settles disputes and asks which team of the table would score.",
        "minutes": 10,
        "questions": [
            ("Why is A K Q J 10 9 8 7 one project, not a Hundred and a Sira?", "A run counts once: a long run is a single Hundred."),
            ("When both teams declare, who scores projects?", "Only the team with the stronger best project; it scores all its projects."),
        ],
        "watch": "students who read runs in the Sun order (A 10 K) instead of A K Q J 10 9 8 7.",
    },
    "06": {
        "goal": "turn a hand's Abnat into game points in Sun and in Hokum, and recognise Khasara and Kaboot",
        "warmup": "On the board: 85 Abnat in Sun, 85 in Hokum. How many game points? Let them try before the lesson says the rules.",
        "activity": "Groups of four play one hand with a real pack, keep the tricks each team won, then count the Abnat, round them and fill in a paper score sheet. The teacher checks that the two totals make 26 in Sun and 16 in Hokum.",
        "minutes": 15,
        "questions": [
            ("Why do the points of a Hokum hand add up to 16?", "162 Abnat divided by ten, with the rounding that keeps the sum."),
            ("What happens to the buyer's team that takes fewer Abnat than the other?", "Khasara: it scores 0 and the other team takes all the points."),
        ],
        "watch": "rounding 85 up to 9 in Hokum (a half goes down) and forgetting that a tie is Khasara.",
    },
    "07": {
        "goal": "follow a whole hand trick by trick, read its score sheet, and use the review to find the costly card",
        "warmup": "Replay the first trick of the notebook's hand with real cards at the front: ask the class who wins it before you show the notebook.",
        "activity": "Pairs take the 8 cards of one seat of the notebook's hand (the teacher prints the deal) and replay it trick by trick beside the screen. At each trick they say which cards they could have played; the teacher checks with the review's marks.",
        "minutes": 15,
        "recap": [
            ("What does the review count for each card?", "The Abnat it lost against the best card, with all hands open."),
        ],
        "questions": [
            ("What does the review count as a mistake?", "A card that gives away Abnat against the best card, with every hand open."),
            ("Why can the last trick be worth a lot?", "It brings 10 extra Abnat to the team that wins it."),
        ],
        "watch": "students who judge a card by the trick alone, not by the Abnat the hand loses.",
    },
    "08": {
        "goal": "say which calls are allowed at any moment of the auction, and who buys the hand",
        "warmup": "Ask four students to stand as P1 to P4. The teacher turns up a floor card and each says Hokum, Sun or Pass in turn: who buys?",
        "activity": "Groups of four deal 5 cards each and a floor card from a real pack, then run the auction aloud, one round or two, with the cheat sheet's list of calls. One student writes every call; the teacher checks a Gablak and an Ashkal at two tables.",
        "minutes": 10,
        "questions": [
            ("Why may an earlier player take a Sun after a later one called it?", "Gablak: priority goes to the player nearer the dealer's right."),
            ("What is Ashkal?", "A Sun called for your partner: the partner takes the floor card."),
        ],
        "watch": "students who forget that a Sun beats a Hokum, or who call Kawesh with a picture card.",
    },
    "09": {
        "goal": "follow a doubling chain (Double, Triple, Four, Gahwa), choose open or closed, and apply the 100 rule in Sun",
        "warmup": "Write x1, x2, x3, x4 and Gahwa on the board: who may say each one, the buyer or the defenders?",
        "activity": "Groups of four: after a real-card auction, the defenders decide whether to Double, the buyer whether to Triple, and so on. Each group writes the chain and what the hand is worth; the teacher checks who spoke at each step.",
        "minutes": 10,
        "questions": [
            ("Who says Double, and who answers with Triple?", "The defenders double; the buyer's team answers with Triple."),
            ("When may the defenders double a Sun?", "Only when the buyer's team has more than 100 and theirs less than 100 before the hand."),
        ],
        "watch": "students who let the same team say Double and Triple.",
    },
    "10": {
        "goal": "recognise a foul, say who may call Qayd and when, and score a Qayd",
        "warmup": "Play a trick at the front with a deliberate revoke (a spade held back). Ask: did anyone see a foul?",
        "activity": "Groups of four play a hand with a real pack; once, secretly, one player commits a foul written on a slip by the teacher. The others watch for it and call Qayd at the right moment; the teacher checks the call and the score.",
        "minutes": 15,
        "questions": [
            ("Why may the other team wait before calling Qayd?", "They may play on and call it when it suits them, before the hand is scored."),
            ("What does a false Akka cost?", "It is a foul: the other team may call Qayd."),
        ],
        "watch": "students who call Qayd for a card that was legal.",
    },
    "11": {
        "goal": "decide when to buy in Sun or Hokum and when to double, using principles measured by simulation",
        "warmup": "Show a hand of 8 cards with J and 9 of a suit: Hokum, Sun, or Pass? Collect a show of hands.",
        "activity": "Deal 8 real cards to each student. Each one writes Hokum, Sun, Ashkal or Pass with the reason (sure tricks, J and 9, number of trumps). Partners compare; the teacher picks two hands for the class to discuss.",
        "minutes": 10,
        "recap": [
            ("What do you count before you buy a Sun?", "Your sure tricks: Aces, Tens beside their Ace, Kings beside both, a Fifty; two are not enough."),
            ("Do you double a Hokum because you hold side Aces?", "No: not on length or side Aces; far behind in the match, double their Sun."),
        ],
        "questions": [
            ("How many trumps make a Hokum worth buying?", "The J with two more trumps, or the 9 with three more, the floor card included."),
            ("Why count sure tricks for a Sun?", "In Sun there is no trump to stop the other team's long suits."),
        ],
        "watch": "students who buy on high cards alone, without the J or 9 of the suit.",
    },
    "12": {
        "goal": "choose the opening lead, count trumps and played cards, and claim Sawa when it is safe",
        "warmup": "Ask: hearts are trumps and 5 hearts have been played; you hold 2. How many are left with the others?",
        "activity": "Pairs play a hand of real cards against another pair; one student of each pair keeps a tally of trumps played on paper. At trick 5 the teacher stops the room: each tally-keeper says how many trumps are out; the table checks by turning the tricks over.",
        "minutes": 15,
        "recap": [
            ("As the buyer in Hokum, what do you lead first?", "Your top trump, to draw trumps; then an Ace before its Ten."),
            ("When do you stop leading trumps?", "Once the opponents have no trump left; and claim Sawa only when the count proves it."),
            ("Is it worth keeping a plain winner for the last trick?", "No, it costs: cash it."),
        ],
        "questions": [
            ("Why draw trumps first as the buyer?", "So that the defenders cannot trump your high cards."),
            ("When may you claim Sawa?", "When you win every trick left whatever the others hold."),
        ],
        "watch": "students who claim Sawa while a higher trump is still out.",
    },
    "13": {
        "goal": "read the partner's calls, defend against the buyer, and stop a Kaboot",
        "warmup": "Your partner bid Hokum in hearts and you hold the A♥: what does that tell you about their hand?",
        "activity": "Groups of four play a dealt hand where the teacher names the buyer; the two defenders may say only which suit they want led, nothing else. Afterwards each group says which defender's card saved (or lost) a trick; the teacher checks one table with the review.",
        "minutes": 15,
        "recap": [
            ("What does your partner's Hokum promise? And a Sun?", "A Hokum promises trumps, a Sun promises Aces."),
            ("As a defender in Hokum, when do you cash your side Aces?", "Early: of the defenders' principles, the one whose gain the simulation measured clearly."),
        ],
        "questions": [
            ("Why feed your partner a trick as a defender?", "They may hold the winner, and their lead comes through the buyer."),
            ("How do you stop a Kaboot?", "Keep one trick: hold back a card that wins the last trick, or take an early one."),
        ],
        "watch": "defenders who lead trumps into the buyer's J and 9.",
    },
    "14": {
        "goal": "play a whole match to 152 against the bots, and say when a match is won",
        "warmup": "On the board: Team 0·2 has 140 and Team 1·3 has 150; this hand gives 16 to each. Who has won?",
        "activity": "Groups of four play a short match with a real pack and a paper score sheet, to 52 points instead of 152. The teacher checks one sheet per table against the rule of the match's end.",
        "minutes": 15,
        "questions": [
            ("When both teams pass 152 in the same hand, who wins?", "The team with more points; an equal score plays another hand."),
            ("Why save the match?", "It may last longer than a period: the saved match goes on next time."),
        ],
        "watch": "a match stopped at the bell: show the students how to save it.",
    },
    "probability_01": {
        "goal": "count hands exactly, simulate deals, and read a confidence interval",
        "warmup": "Predict: out of 100 hands, in how many is the best project a Sira? Every student writes a number.",
        "activity": "Each student deals 8 cards from a real pack ten times and notes whether the hand holds a Sira. The class pools its counts on the board and compares the share with the exact count in the notebook.",
        "minutes": 10,
        "questions": [
            ("Why is 'has a Sira' not 'the best project is a Sira'?", "A hand with a Sira may also hold a Fifty or a Hundred, which counts instead."),
            ("What does a 95% interval promise?", "That the method catches the true value in about 95 out of 100 samples."),
        ],
        "watch": "students who read a simulated share as exact.",
    },
    "probability_02": {
        "goal": "reason about whole deals (all four hands) and check a published table",
        "warmup": "Predict: in how many deals may someone call Kawesh? Write it down before the lesson.",
        "activity": "Groups deal the four 5-card hands of a real pack twenty times and tally how often any hand holds only 7s, 8s and 9s. Pool the tallies and compare with the notebook.",
        "minutes": 12,
        "questions": [
            ("Why is 'someone at the table' more likely than 'you'?", "Four hands give four chances."),
            ("How do we know the published table is wrong?", "Exact counts and large simulations agree with each other and not with it."),
        ],
        "watch": "students who multiply by four where hands overlap.",
    },
    "probability_03": {
        "goal": "estimate the partner's trumps, update with Bayes' rule, and test interval coverage",
        "warmup": "You hold 3 trumps: how many do you expect your partner to hold? Collect guesses.",
        "activity": "Deal a real pack many times with the same 8 cards kept for one seat; count the partner's trumps each time and draw the tally on the board. Compare with the notebook's exact distribution.",
        "minutes": 10,
        "questions": [
            ("Why does the partner's Hokum bid change the estimate?", "Hands that bid Hokum hold more trumps: Bayes' rule weighs them."),
            ("What does coverage measure?", "How often intervals built by a method contain the true value."),
        ],
        "watch": "students who treat a likely count as certain.",
    },
}

# %% [markdown]
# ## 1. The lessons (الدروس)
#
# Fourteen lessons in `tutorials/`, then three probability lessons in `notebooks/` for older
# students. Each lesson mixes short reading, pictures, a live table, and **exercises answered
# by clicking** in a Quiz: *fixed* ones (the same for every student, so you can discuss them
# together; answers in the [solutions](solutions.ipynb)) and *practice* ones (new positions
# every run; the Quiz gives the answer after each try). Each lesson ends with an **exit
# ticket**, a short fixed Quiz whose answers go into the class report.
#
# **The same course in Arabic** (الدروس بالعربية), right to left, with the same exercises and
# answers: `tutorials/ar/` and `notebooks/ar/` (the probability lessons, the exercises, this
# guide).
#
# **Time is measured**, not estimated: a run-through works each lesson section by section as a
# student does (every Quiz and puzzle answered, every live table played to the end of a hand)
# and counts what takes time: the words read (at 138 a minute, the slower of the English and
# Arabic reading paces), each answer, card and call (at paces from published studies, listed
# in `baloot_widgets/teaching/timing.py`) and the computer's own seconds. The same figure
# serves the English and the Arabic lesson: a bilingual class has one clock. A lesson longer
# than a period is split at a section boundary; each plan below says where.

# %%
TIMING_LABELS = {
    "period": "period {n}: from *{first}* to *{last}*",
    "period_one": "period {n}: *{first}*",
    "period_last": "period {n}: from *{first}* to the end",
    "length": "Periods of {period} minutes, the first {start} to start up (the computers on, the notebook open).",
    "sep": "; ",
    "by_section": "By section, in minutes: {sections}.",
}
EXERCISE_LABELS = {"fixed": "{n} fixed", "practice": "{n} practice", "endless": "practice without end"}
HEAD = ("Lesson", "At the end, students can…", "Time (measured)", "Periods", "Exercises")


lessons = sorted(Path("../tutorials").glob("[0-9][0-9]_*.ipynb")) + sorted(Path(".").glob("probability_*.ipynb"))
keys = {path.stem: lesson_key(path) for path in lessons}
PERIOD, START = PERIOD_MINUTES, START_MINUTES
timing_data = load_timing()


def sections(path):
    """The titles of a lesson's sections (its `## ` headings), in order."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    texts = ["".join(c["source"]).replace('<div dir="rtl" lang="ar">', "") for c in cells if c["cell_type"] == "markdown"]
    return [line[3:].strip() for text in texts for line in text.splitlines() if line.startswith("## ")]


class Timing:
    """A lesson's measured minutes and its periods, in words."""

    def __init__(self, path):
        self.minutes = round(timing_data["lessons"][path.stem]["minutes"])
        self.agenda = lesson_agenda(path)
        self.periods = tuple((kept[0], kept[-1]) for kept in ([s.first for s in p if s.first] + [s.last for s in p if s.last] for p in self.agenda.periods) for kept in [sorted(kept)])
        titles = sections(path)
        english = sections(path.resolve().parent.parent / path.name) if LANG == "ar" else titles
        measured = timing_data["lessons"][path.stem]["sections"]
        where = [english.index(m["title"]) if m["title"] in english else i for i, m in enumerate(measured)]

        def name(i):
            return titles[where[i]] if where[i] < len(titles) else measured[i]["title"]

        self.minutes_text = count(self.minutes, "minutes", LANG)
        self.count_text = count(len(self.periods), "periods", LANG)
        parts = []
        for n, (first, last) in enumerate(self.periods, 1):
            label = TIMING_LABELS["period_last"] if n == len(self.periods) else TIMING_LABELS["period"] if first != last else TIMING_LABELS["period_one"]
            parts.append(label.format(n=n, first=name(first - 1), last=name(last - 1)))
        short = [name(i).split(".")[0] if name(i)[:1].isdigit() else name(i) for i in range(len(measured))]
        self.short = short
        shown = [f"{short[i]}: {m['minutes']:.1f}" if m["minutes"] < 1 else f"{short[i]}: {round(m['minutes'])}" for i, m in enumerate(measured)]
        self.sections_text = TIMING_LABELS["by_section"].format(sections=" · ".join(shown))
        self.split_text = self.count_text if len(self.periods) == 1 else self.count_text + ": " + TIMING_LABELS["sep"].join(parts)


lesson_timing = Timing

#: a section the agenda may set as homework: the lesson's practice (the run-through's English titles)
PRACTICE = re.compile(r"(?i)\bpractice\b")


def section_number(title):
    """A measured section's place in the agenda's terms: its heading without its number."""
    return re.sub(r"^\s*\d+\.\s*", "", title)


def lesson_agenda(path):
    """The lesson's agenda, minute by minute (``teaching.timing.agenda``), from its measured
    sections, its exit ticket and the activity's minutes in PLANS."""
    measured = timing_data["lessons"][path.stem]["sections"]
    titles = [section_number(m["title"]) for m in measured]
    ticket = next((n for n, t in enumerate(titles, 1) if t in EXIT_HEADINGS), None)
    practice = [n for n, m in enumerate(measured, 1) if PRACTICE.search(m["title"])]
    return agenda([m["minutes"] for m in measured], PLANS[short_name(path)]["minutes"], ticket, practice)


def short_name(path):
    """The lesson's number or probability prefix: "04", "probability_01"."""
    return path.stem[:2] if path.stem[:2].isdigit() else "_".join(path.stem.split("_")[:2])


def exercises(key):
    """The exercises of a lesson in words: fixed ones by the Quiz's own titles, and practice."""
    fixed = EXERCISE_LABELS["fixed"].format(n=len(key.questions))
    practice = key.practice_count
    extra = "" if not key.practice else EXERCISE_LABELS["endless"] if practice is None else EXERCISE_LABELS["practice"].format(n=practice)
    return f"{fixed} ({kinds_in_words(key.kinds(), LANG)})" + (TIMING_LABELS["sep"] + extra if extra else "")


rows = ["| " + " | ".join(HEAD) + " |", "|---" * len(HEAD) + "|"]
for path in lessons:
    key, plan, timing = keys[path.stem], PLANS[short_name(path)], lesson_timing(path)
    rows.append(f"| {key.title.split(' — ')[0]} | {plan['goal']} | {timing.minutes_text} | {timing.count_text} | {exercises(key)} |")
show(TIMING_LABELS["length"].format(period=round(PERIOD), start=round(START)) + "\n\n" + "\n".join(rows))

# %% [markdown]
# ## 2. Lesson plans (خطط الدروس)
#
# One plan per lesson, to teach from. What is **measured or computed** comes from the lesson
# itself and stays right when it changes: the time and where to split it (the run-through),
# the **common mistakes** (the sentences the engine gives when a student answers this lesson's
# exercises wrongly, worded exactly as the class report lists them, so you recognise them
# there, and for a lesson with a live table the reasons the table gives when it refuses a
# card), and the **exit ticket** (its questions, counted from the lesson). The warm-up, the
# activity with a real pack of cards, the discussion questions and the "watch for" line are
# written by teachers.
#
# **A real pack for Baloot**: 32 cards, 7 to A in each suit (take the 2s to 6s and the jokers
# out of an ordinary pack). One pack per group of four is enough.

# %%
PLAN_LABELS = {
    "goal": "**Goal.** At the end, students can {goal}.",
    "time": "**Time.** {minutes}, measured by a run-through; {split}.",
    "warmup": "**Warm-up** (5 min). {text}",
    "activity": "**With a pack of cards.** ({minutes}) {text}",
    "mistakes": "**Common mistakes**, as the class report words them:",
    "table": "at the live table, the reasons the engine gives when it refuses a card: {reasons}",
    "watch": "watch for {text}",
    "questions": "**Discussion.**",
    "expected": "*Expected answer:* {text}",
    "exit": "**Exit ticket**: the section *{where}* at the end of the lesson: {count} ({kinds}), the same on every screen. Answers: questions {numbers} of the [solutions](solutions.ipynb), lesson {lesson}. Each answer goes into the student's results by itself, so it shows in the class report; the **Download my results** button under it gives the file to hand in.",
    "room": "The agenda below leaves about {room} of the last period spare.",
    "full": "The agenda below fills the last period.",
    "ticket_time": "about {minutes}, not in the run-through's figure: its questions at the run-through's pace",
    "no_exit": "**Exit ticket**: this lesson has no section *Exit ticket*: its last exercise ({numbers} in the solutions) can serve as one, checked by hand (typed answers are not in the class report).",
}
AGENDA_LABELS = {
    "head": "**Agenda**, minute by minute from the bell:",
    "period": "Period {n}",
    "start": "start: computers on, names",
    "warmup": "warm-up",
    "opener": "recap: {question} *{answer}*",
    "opener_plain": "recap: one question on the last period",
    "sections": "sections {first}–{last}",
    "section": "section {number}",
    "ticket": "exit ticket",
    "activity": "card activity",
    "spare": "spare",
    "homework": "Homework: {sections} ({minutes}); the warm-up leaves it no room in class.",
    "next": "Card activity: no period has room for it; do it at the start of the next period ({minutes}).",
    "or_homework": "Or set {section} (practice, {minutes}) as homework and do the activity in its place.",
}


def has_table(path):
    """Whether the lesson has a live table the students play at."""
    return any(c["cell_type"] == "code" and "Table(" in "".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"])


def numbers(questions):
    """The solutions' numbers of some questions: "9.1–9.3"."""
    first, last = (f"{q.quiz}.{q.number}" if q.exercise or q.puzzle else f"{q.quiz}" for q in (questions[0], questions[-1]))
    return first if first == last else f"{first}–{last}"


def ticket_text(key, path):
    ticket = exit_ticket(key)
    lesson = key.title.split(" ")[0]
    if ticket is None:
        last = [q for q in key.questions if q.quiz == key.questions[-1].quiz] if key.questions else []
        return PLAN_LABELS["no_exit"].format(numbers=numbers(last)) if last else ""
    asked = [q for q in key.questions if q.where == ticket.where]
    extra = ticket_minutes(key, path)
    kinds = kinds_in_words(ticket.kinds, LANG) + (TIMING_LABELS["sep"] + PLAN_LABELS["ticket_time"].format(minutes=count(round(extra), "minutes", LANG)) if extra else "")
    return PLAN_LABELS["exit"].format(where=ticket.where, count=count(ticket.count, "questions", LANG), kinds=kinds, lesson=lesson, numbers=numbers(asked))


refused = table_refusals(LANG)


def ticket_minutes(key, path):
    """The exit ticket's minutes when the run-through did not time it (its questions at the
    run-through's own pace), else 0."""
    ticket = exit_ticket(key)
    timed = any(section_number(s["title"]) in EXIT_HEADINGS for s in timing_data["lessons"][path.stem]["sections"])
    return 0 if ticket is None or timed else minutes_of(0, {"quiz": ticket.count}, 0)


def room_text(key, path, timing):
    """How much of the lesson's last period the agenda leaves spare."""
    room = round(PERIOD - timing.agenda.periods[-1][-1].end - ticket_minutes(key, path))
    return PLAN_LABELS["room"].format(room=count(room, "minutes", LANG)) if room >= 5 else PLAN_LABELS["full"]


def slot_text(slot, timing, recap):
    """One slot of the agenda in words: "10–36 sections 1–9"."""
    what = slot.what
    if what == "sections":
        numbered = [timing.short[i - 1] for i in range(slot.first, slot.last + 1) if timing.short[i - 1].isdigit()]
        if not numbered:
            what = timing.short[slot.first - 1]
        elif len(numbered) == 1:
            what = AGENDA_LABELS["section"].format(number=numbered[0])
        else:
            what = AGENDA_LABELS["sections"].format(first=numbered[0], last=numbered[-1])
    elif what == "opener":
        what = AGENDA_LABELS["opener"].format(question=recap[0], answer=recap[1]) if recap else AGENDA_LABELS["opener_plain"]
    else:
        what = AGENDA_LABELS[what]
    return f"{slot.start}–{slot.end} {what}"


def agenda_text(path, timing):
    """The lesson's agenda as a markdown list: one line per period, then the homework and
    where the card activity goes when no period has room for it."""
    plan, shown = PLANS[short_name(path)], timing.agenda
    recaps = plan.get("recap", [])
    lines = [AGENDA_LABELS["head"], ""]
    for n, period in enumerate(shown.periods, 1):
        recap = recaps[(n - 2) % len(recaps)] if n > 1 and recaps else None
        slots = [slot_text(s, timing, recap) for s in period]
        if period[-1].end < PERIOD:
            slots.append(f"{period[-1].end}–{round(PERIOD)} {AGENDA_LABELS['spare']}")
        lines.append(f"* **{AGENDA_LABELS['period'].format(n=n)}** — " + " · ".join(slots))
    measured = timing_data["lessons"][path.stem]["sections"]
    if shown.homework:
        names = TIMING_LABELS["sep"].join(AGENDA_LABELS["section"].format(number=timing.short[i - 1]) for i in shown.homework)
        minutes = count(round(sum(measured[i - 1]["minutes"] for i in shown.homework)), "minutes", LANG)
        lines.append("* " + AGENDA_LABELS["homework"].format(sections=names, minutes=minutes))
    if shown.activity_next:
        practice = [i for i, m in enumerate(measured, 1) if PRACTICE.search(m["title"]) and i not in shown.homework]
        line = AGENDA_LABELS["next"].format(minutes=count(round(shown.activity), "minutes", LANG))
        practice = [i for i in practice if measured[i - 1]["minutes"] + PERIOD - next(p for p in shown.periods if any(s.first <= i <= s.last for s in p))[-1].end >= shown.activity]
        if practice:
            line += " " + AGENDA_LABELS["or_homework"].format(section=AGENDA_LABELS["section"].format(number=timing.short[practice[-1] - 1]), minutes=count(round(measured[practice[-1] - 1]["minutes"]), "minutes", LANG))
        lines.append("* " + line)
    return "\n".join(lines)


def plan(path):
    """The plan of one lesson, as markdown."""
    key, plan, timing = keys[path.stem], PLANS[short_name(path)], lesson_timing(path)
    mistakes = lesson_mistakes(key, LANG)
    lines = [f"### {key.title.split(' — ')[0]}", "", PLAN_LABELS["goal"].format(goal=plan["goal"]), ""]
    lines += [PLAN_LABELS["time"].format(minutes=timing.minutes_text, split=timing.split_text) + " " + room_text(key, path, timing) + " " + timing.sections_text, ""]
    lines += [agenda_text(path, timing), ""]
    lines += [PLAN_LABELS["warmup"].format(text=plan["warmup"]), "", PLAN_LABELS["activity"].format(minutes=count(round(plan["minutes"]), "minutes", LANG), text=plan["activity"]), ""]
    lines += [PLAN_LABELS["mistakes"], ""] + [f"* {line}" for line in mistakes]
    extra = [r for r in refused if r not in mistakes] if has_table(path) else []
    lines += ["* " + PLAN_LABELS["table"].format(reasons=TIMING_LABELS["sep"].join(extra))] if extra else []
    lines += [f"* {PLAN_LABELS['watch'].format(text=plan['watch'])}", "", PLAN_LABELS["questions"], ""]
    lines += [f"{i}. {q} {PLAN_LABELS['expected'].format(text=a)}" for i, (q, a) in enumerate(plan["questions"], 1)]
    return "\n".join([*lines, "", ticket_text(key, path)])


for path in lessons:
    show(plan(path))

# %% [markdown]
# **Tips.** Every fixed exercise and every seeded table is the same on every screen: ask the
# class to predict, then click. A student who wants more re-runs a practice Quiz for new
# positions.
#
# ## 3. Running the class (إدارة الحصة)
#
# ### In the browser: JupyterLite, nothing to install
#
# The site [baloot-widgets.github.io/baloot_widgets](https://baloot-widgets.github.io/baloot_widgets/)
# runs the whole course inside the browser (built from `binder/lite`).
#
# * **Before the lesson, open the site on every computer.** The first start downloads about
#   28 MB per computer (for 25 students about 700 MB over the school network at once, which
#   can take long); after that the browser keeps it and the lessons start in seconds, even
#   offline. Open lesson 01 once on each computer the day before, or at break time.
# * **Where results live**: in that browser, in the folder **baloot** of the file browser
#   (the left-hand panel). Every answer is saved there by itself.
# * **Handing in**: the student presses **Download my results** (under every Quiz, and in
#   the lesson's exit ticket) and the browser saves one file in its downloads folder; they
#   send it to you (a shared drive, e-mail, a USB stick).
# * **What a shared computer keeps**: everything, in that browser, until its site data is
#   cleared: the next class sees the lessons as they were left, and the **baloot** folder of
#   the student before. Have every student hand in before leaving; a new student who gives
#   their own name gets results of their own, and the report keeps each name apart.
#
# ### On a server: JupyterLab
#
# * **On your computers**: the README's *Quick start*, one command in the project folder:
#   `python3 -m venv .venv && .venv/bin/pip install -q -e ".[lab]" && .venv/bin/jupyter lab --LabApp.default_url=/lab/tree/tutorials/01_cards_and_points.ipynb`.
#   Results are saved in the folder `baloot` of the student's home folder (or of the folder
#   named by `BALOOT_HOME`, when a school server sets it); **Download my results** works the
#   same.
# * **Binder**: the full JupyterLab on a temporary server (the Binder link in the README). It
#   takes a few minutes to start, each student gets a server of their own, and the server
#   is deleted when it stops: hand in before closing the tab.
# * **If a table stops** ("The bots took too long and stopped"), press the table's **Retry**
#   button: the bots go on from where they were. The bots are slower in the browser version than
#   on a server, the expert bots of lessons 12 and 13 most: a move may take a few seconds.
#
# **Paper.** Print the cheat sheet of the rules: [English](../docs/cheat-sheet.html),
# [Arabic (العربية)](../docs/cheat-sheet-ar.html) (open it in a browser, then print). To hand out
# a whole lesson as one page that works without a network, export it in a terminal:
# `.venv/bin/jupyter nbconvert --to baloot_html --execute tutorials/01_cards_and_points.ipynb --output-dir handouts`.
#
# **Pairs at one screen.** `Table(..., humans=[0, 2])` seats two students as partners (add
# more seats for four players); between their turns the screen asks to be passed on and hides
# the cards. A computer records one name at a time, so **pairs are for the table only: for
# the Quiz work and the exit ticket, each student answers under their own name** (the second
# student switches the name in a new cell, `set_learner("Omar K.", class_code="7B")`, and back
# again the same way; or each partner answers on a
# computer), so that every student has a row of their own in the class report.
# **Teaching rules.** `RuleSet.beginner()` switches off the calls a first hand does not need
# (Ashkal (أشكل), Gablak (قبلك), Kawesh, doubling, Akka (إكّه), Sawa); the other house rules
# are in `docs/rules.md`:

# %%
print(RuleSet.beginner().describe())

# %%
# NBVAL_IGNORE_OUTPUT
Table(Game.new(seed=7, dealer=3), humans=[0, 2], bots="heuristic", rules=RuleSet.beginner(), lang=LANG)

# %% [markdown]
# ### Duplicate Baloot: every table plays the same deals
#
# A **class code** gives every table the same deals in the same order, so that the tables can
# be compared afterwards, as in duplicate bridge. Choose a short code that is easy to say, such
# as `7B`, write it on the board, and let every table start with it and a name:
# `Table(class_code="7B", table_name="Sara & Omar", humans=[0, 2], bots="heuristic", lang=LANG)`.
#
# **Seating 25 students** (15 computers: 11 pairs, 3 singles and the teacher's table):
#
# * **Pairs sharing a computer** (11 pairs): `humans=[0, 2]`, two partners against two bots;
#   the screen asks to be passed on between their turns. A computer records one name, and a
#   pair's table hands are recorded under the pair's name: for Quiz and puzzle work each
#   student uses their own name, so that every student has a row in the class report.
# * **Singles against bots** (3 students): `you=0, bots="heuristic"` (`bots="random"` for a
#   first match).
# * **The teacher's table** on the projector, with the same code and `reveal=True` to show
#   every hand while you discuss a deal; it is compared like the others.
#
# Each table shows which deal is on it ("Class 7B · deal 3") and keeps every finished hand in
# its folder **baloot/class-7B**, in files named after the table, such as
# `Sara-Omar-deal-03.json`. Every computer's folder has that same name, so do not copy the
# folders onto each other: after the lesson, put all the files of every computer's `class-7B`
# folder into one folder named `collected` (in the browser version: **Download** each file from
# the file browser), then run `duplicate_results("collected")` (`lang="ar"` for Arabic).
# For each deal it shows each table's contract and result, its score
# against the other tables (**vs others**: its net points minus their average) and against
# **par** (perfect play by both teams with all cards open, in the contract that table bought),
# and the deal's **key moment**: the costliest card of a student at the table furthest below
# par (if it is a bot's card, it says so), the same at every run.
# Scores are Team 0·2's: seat the students in seats 0 and 2. A deal takes a few seconds to compare.

# %% [markdown]
# ## 4. Collecting results
#
# Students type nothing. The first exercise, puzzle or table a student opens asks their name
# once, with a field for your class code (you may instead set both in a notebook's first
# cell: `set_learner("Sara K.", class_code="7B")`). Ask for a first name and an initial
# ("Sara K."), so that two students never share a name. From then on every Quiz answer, puzzle,
# guess and hand played is saved by itself in the student's folder `baloot` (in the browser
# version: the folder **baloot** of the file browser), in a file of its own for each notebook
# opened, so nothing is lost when two notebooks are open.
#
# To hand in, the student presses **Download my results**, under every Quiz and the puzzles,
# or in the exit ticket at the end of every lesson (`my_results()`), and sends you the one file it saves,
# such as `baloot-results-7B-Sara_K_.jsonl`: every result of every lesson, one line each (what
# it practised, right or wrong, the answer and the solution, why a wrong answer is wrong,
# the seconds it took).
#
# A Quiz also keeps its answers for a notebook of your own: its kind, seed and level, the
# answer, the solution, right or wrong, and the seconds it took. Here is a real Quiz answered
# from Python (the first and third right, the second wrong), its results, and its CSV file,
# which any spreadsheet opens:

# %%
quiz = Quiz(kinds=["higher_card", "abnat"], seed=1, count=3)
quiz.answer(quiz.exercise.solution)
quiz.next()
quiz.answer(0)
quiz.next()
quiz.answer(quiz.exercise.solution)
print("score (right, tried):", quiz.score)
columns = ("n", "kind", "level", "seed", "answer", "solution", "correct")
table = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
table += ["| " + " | ".join(str(row[c]) for c in columns) + " |" for row in quiz.results()]
display(Markdown("\n".join(table)))

# %%
folder = Path(tempfile.mkdtemp())  # a temporary folder: this guide leaves no file behind
csv_file = quiz.to_csv(folder / "results.csv")
for line in csv_file.read_text(encoding="utf-8").splitlines():
    print(line.rsplit(",", 1)[0])  # the last column, seconds, changes from run to run

# %% [markdown]
# ## 5. The answers
#
# The [solutions notebook](solutions.ipynb) gives, lesson by lesson, every fixed exercise with
# its answer and a one-line reason, computed by running the lessons: it stays right when a
# lesson changes. The practice quizzes have no fixed answers; the Quiz shows the answer after
# each try, and the results above show whether it was right.

# %% [markdown]
# ## 6. The class report (تقرير الصف)
#
# **On a computer with the project** (the *Quick start* above): put the students' results
# files (the file each one saves with **Download my results**) in one folder of the project
# folder, say `results-7B`, open a terminal in the project folder and paste:
#
# `.venv/bin/python -m baloot_widgets class-report results-7B -o report.html --csv report.csv --tz Asia/Riyadh`
#
# then open `report.html` in the browser (`--class 7B` keeps one class code; `--lang ar`
# writes it in Arabic). **In the browser version** (no terminal): in the file browser, make a
# new folder `results-7B` (the folder button above the list), open it and drop the 25 files
# onto the list (or use the upload arrow button), then run `ClassReport("results-7B", lang=LANG)`
# in a notebook cell of the folder above it.
#
# The report has one row per student and one column per skill (each kind of exercise, each
# puzzle theme). A cell reads the student's **last five** answers in that skill: *mastered*
# when at least 4 of 5 (or 3 of 3) are right, *practising* when at least half are,
# *struggling* below that, and *not enough yet* with fewer than three answers; it shows the
# count, such as 4/5. **Puzzles count by theme**, so a student needs three puzzles of one
# theme before its column says more than *not enough yet*: for mastery, give a theme's
# puzzles, `Puzzles(theme="akka", count=5, lang=LANG)`, rather than a mixed run of three.
# Below the table: how many students mastered each skill, the class's most common wrong
# answers with the rule behind them (counted in students, not in answers: the same lines as
# the plans' *common mistakes*), and the time each student spent answering, day by day.
# **Download the table (CSV)** gives a file that Excel opens with Arabic names intact.
# **Read the files again** takes in the answers given since.
#
# Here it is on three students of a made-up class:

# %%
# NBVAL_IGNORE_OUTPUT
results = Path(tempfile.mkdtemp())  # three made-up students' files (this guide leaves no file behind)
for name, right in (("Sara", "TTFTTT"), ("Omar", "FTFF"), ("نورة", "TTT")):
    for i, ok in enumerate(right):
        wrong = () if ok == "T" else ("quiz.rule_void_partner",)
        attempt = Attempt(learner=name, class_code="7B", source="quiz", skill="legal_cards",
                          correct=ok == "T", seconds=25.0, at=f"2026-11-27T10:{i:02d}:00Z",
                          reason_keys=wrong)  # fmt: skip
        append_attempt(results / f"{name}.jsonl", attempt)
ClassReport(results, lang=LANG)
