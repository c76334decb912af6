# Lesson 14, the last of the course: a whole match against the bots in one class period,
# the bots' levels, saving and loading a table, and where to practise next. Built into
# tutorials/14_your_first_match.ipynb by lessons-src/build.py; edit this file, then run
# `python lessons-src/build.py 14`.

# %% [markdown]
# # 14 · Your first match — أول صكّة
#
# You know every rule of Baloot (بلوت). The course ends the way the game is played: a whole
# **match (صكّة)**, hand after hand, until one team reaches the target. In this lesson you
# will:
#
# 1. see how a match is counted and when it ends;
# 2. play a match that fits in one class period, with three bots: your partner and two
#    opponents;
# 3. choose how strong the bots are;
# 4. save your match and come back to it next time;
# 5. find where to practise next.
#
# Run each cell with **Shift + Enter**, from top to bottom.

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# ## 1. How a match is counted
#
# * After each hand, each team adds its **game points** (lesson [06](06_scoring.ipynb)) to
#   its total, and the deal passes to the right: the dealer's right-hand player deals next.
#   This happens after every hand, even one where nobody bought (lesson
#   [08](08_the_auction.ipynb)); only a Kawesh (كوش) called before any bid keeps the same
#   dealer.
# * The first team to reach the **target**, **152**, wins the match. A hand is always played
#   to its end first.
# * If both teams pass the target in the same hand, the **higher total** wins; on an exact
#   tie, one more hand is played.
# * A **Gahwa (قهوة)** hand ends the match at once: its winner wins the match, whatever the
#   score (lesson [09](09_doubling.ipynb)).
#
# Check that you can read the end of a match:

# %%
Quiz(kinds=["match_end"], seed=24, level=2, count=3, lang=LANG)

# %% [markdown]
# ## 2. A match for one class period
#
# A match to 152 takes about fifteen hands: longer than a lesson. For a class, play to **76**,
# half the target, which takes about half as many. One more rule has to move with it: a Sun
# (صن) may be doubled only when, before the hand, the buyer's team is over 100 and the
# doubling team under 100 (lesson 09). A team over 76 has already won, so the engine
# refuses a target of 76 unless that 100 comes down too. We lower it to 50:

# %%
CLASS_PERIOD = RuleSet(match_target=76, sun_double_threshold=50)
CLASS_PERIOD.differences()

# %% [markdown]
# First, watch a whole short match: four bots play it in a moment (section 4 says which bots
# there are). The cell shows the final score, team 0·2 first:

# %%
watched = Match(seed=13, rules=CLASS_PERIOD)
watched.play_bots({seat: HeuristicBot(seed=seat) for seat in range(4)})
watched.scores

# %% [markdown]
# The table below shows that match from seat 0, with every hand open (teacher mode). Open the
# **score sheet** to read each hand, line by line: who bought, the game points, the projects,
# the Khasara or the Kaboot.

# %%
# NBVAL_IGNORE_OUTPUT
Table(watched, you=0, bots="heuristic", reveal=True, lang=LANG)

# %% [markdown]
# ## 3. Your match
#
# Now it is your turn. You sit at **seat 0**, at the bottom; your partner, seat 2, sits
# opposite, and your opponents, seats 1 and 3, on your right and left. They are all bots.
# The number 2025 is the **seed** of the match: the same seed always deals the same cards, so
# a whole class can play the same deals.
#
# Want a different match? Click inside the grey box of the next cell, double-click the
# number 2025, type another number, and press **Shift + Enter**. If a red message appears,
# press **Ctrl + Z** until 2025 is back, and run the cell again.
#
# * When it is your turn to bid or to double, the calls you may make appear as buttons.
# * Your cards are buttons. A card you may not play is greyed out: point at it to read why.
# * **Hint** shows what the expert bot would do in your place, and why.
# * The **score sheet** keeps every hand and the match total. When a hand is over, press
#   **Next hand**.

# %%
# NBVAL_IGNORE_OUTPUT
table = Table(Match(seed=2025, rules=CLASS_PERIOD), you=0, bots="heuristic", lang=LANG)
table

# %% [markdown]
# ## 4. How strong are the bots?
#
# The package has three bots, from the weakest to the strongest:
#
# * **random**: plays any card the rules allow, and makes its calls at random. Good for a very
#   first hand.
# * **heuristic**: values its hand for Sun and for Hokum (حكم), bids and doubles from that
#   strength, and plays the obvious good card.
# * **expert**: imagines the cards it cannot see many times over, and works out the best
#   play for each of these deals exactly. It thinks longer and plays better.
#
# Measured over thousands of deals (see [how strong the bots are](../docs/strength.md)), the
# heuristic bot beats the random one by about 20 game points a hand, and the expert beats the
# heuristic by about 2.5 game points a hand and wins about 7 matches in 10: good, not
# unbeatable. To play with an expert partner against expert opponents, name the bots seat by
# seat:

# %%
# NBVAL_IGNORE_OUTPUT
Table(Match(seed=None, rules=CLASS_PERIOD), you=0, bots={1: "expert", 2: "expert", 3: "expert"},
      lang=LANG)

# %% [markdown]
# ## 5. Save your match, and come back to it
#
# A class period ends before the match does? Run the next cell: it saves your table of
# section 3 (your cards, the hands played, the bots and the score) into one file,
# `my_first_match.json`, in the folder `baloot` of your home folder, where it stays until
# you come back.
#
# The cell saves only once you have made a call or played a card at that table, so a new,
# untouched table never replaces a match you saved before.

# %%
saved = my_file("my_first_match.json")
played = table.match.finished or any(action.seat == table.you for action in table.game.history)
if played or not saved.exists():
    table.save(saved)
if played:
    print("Your match is saved.")
else:
    print("Nothing to save yet: make a call or play a card at the table of section 3 first.")

# %% [markdown]
# **Only when you come back**, another day: do not run the cells above one by one (section 3
# would start a new match). Run the first code cell of this lesson (the one that starts with
# `LANG`), then scroll down here and run only the next cell. It opens your saved match, and
# you play on exactly where you stopped. To save again at the end of the period, run the
# cell above this text once more.

# %%
table = Table.load(my_file("my_first_match.json"), lang=LANG)
table

# %% [markdown]
# ## 6. A last round of exercises
#
# Every kind of exercise of the course, mixed, at level 2, with fresh positions each time you
# run the cell. Run it again whenever you like.

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(level=2, seed=None, count=10, lang=LANG)

# %% [markdown]
# ## Exit ticket
#
# Three questions on this lesson, the same for everyone. Answer them without looking
# back: your teacher sees the result.

# %%
Quiz(kinds=["match_end", "score"], level=2, seed=22, count=3, exit_ticket="14", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# ## 7. Where to practise next
#
# * [Play Baloot against the bots](../notebooks/play.ipynb): a full match to 152, with the
#   house rules of your own table.
# * [Exercises you answer by clicking](../notebooks/quiz.ipynb): every kind of exercise at
#   three levels; a teacher can collect the results.
# * [Counting hands](../notebooks/probability_01_counting_hands.ipynb) and
#   [deals and probabilities](../notebooks/probability_02_deals_and_wikipedia.ipynb): how
#   likely is a hand, a project, a Kawesh?
# * The [cheat sheet](../docs/cheat-sheet.html) ([بالعربية](../docs/cheat-sheet-ar.html)):
#   every rule on one page, to print and keep beside the table.
# * The [rules in full](../docs/rules.md), with every house rule a table can switch on.
#
# Back to the start: [01 · Cards and points](01_cards_and_points.ipynb). Mabrouk (مبروك),
# and enjoy your games!

# %% [markdown]
# ## In short
#
# * A match adds up each hand's game points; the first team to the target (152, or 76 for a class) wins, and a Gahwa ends it at once.
# * `Table(Match(rules=...), bots=...)` plays a match against the random, heuristic or expert bots; `table.save` and `Table.load` keep it for next time.
# * Keep practising: the play notebook, the exercises, the probability lessons and the cheat sheet.
