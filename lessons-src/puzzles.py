# The puzzles practice page (issue 20), built into notebooks/puzzles.ipynb by
# lessons-src/build.py.

# %% [markdown]
# # Puzzles — ألغاز البلوت
#
# A **puzzle** is a moment of a real hand, played by the bots, where one card is clearly
# the best: every other card loses 10 Abnat (أبناط) or more, or changes how the hand ends
# (a made contract or Khasara (خسارة), a Kaboot (كبوت) or none). The computer found each
# puzzle by playing the rest of the hand out with every card known, for every card you
# could play.
#
# * **Click the card you would play.** The answer plays the rest of the hand out on the
#   table, trick by trick, with the seat names and the Abnat each trick takes.
# * A best card is **good** (when several cards are equally good, each of them is good).
#   A card that costs a few Abnat is **OK**; one that costs more, or changes how the hand
#   ends, is **costly**, and the answer says what it cost and which idea it missed.
# * **All hands open**: you see every card. **At the table**: you see only what your seat
#   sees, your cards and the tricks played; count what is left! The answer is then the best
#   card wherever the hidden cards lie (in at least 9 deals out of 10).
# * **Level 1**: 2 to 4 tricks left, a card the simple bot finds too. **Level 2**: 2 to 4
#   tricks left, and the simple bot misses it. **Level 3**: 5 or 6 tricks left.
# * Each answer moves your **rating** in the puzzle's themes, kept in your own folder (the
#   file `puzzle_ratings.json`). Practice by theme follows it: solve puzzles and they get
#   harder.

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# ## 1. Start here
#
# Five puzzles of level 1, with all hands open. You are the seat at the bottom; your partner
# sits opposite you.

# %%
Puzzles(level=1, kind="open", count=5, seed=1, lang=LANG)

# %% [markdown]
# ## 2. The themes
#
# Each puzzle carries one or more themes: the ideas that make its best card best. Here is
# each theme with its idea in one sentence, how many puzzles it has at each level, and
# its name for section 5.

# %%
puzzle_themes(LANG)

# %% [markdown]
# ## 3. Practice by theme
#
# A few puzzles of the most useful ideas, from the easiest. Each widget is one theme.
#
# **Draw trumps.** In Hokum (حكم), the buyer's team leads trumps while an opponent still
# holds one, so that the opponents cannot trump its Aces later.

# %%
Puzzles(theme="draw_trumps", count=3, seed=1, lang=LANG)

# %% [markdown]
# **Cash your winners.** A card that nobody else can beat in its suit wins the trick if you
# lead it now; wait, and it may be trumped, or never win.

# %%
Puzzles(theme="cash_winners", count=3, seed=1, lang=LANG)

# %% [markdown]
# **Your partner's trick, the opponents' trick.** When your partner wins the trick, give
# it Abnat; when the opponents win it whatever you do, give them as few as you can.

# %%
Puzzles(theme="feed_partner", count=2, seed=1, lang=LANG)

# %%
Puzzles(theme="save_points", count=2, seed=1, lang=LANG)

# %% [markdown]
# **The last trick's 10.** The last trick brings 10 Abnat more: keep a card that wins it.

# %%
Puzzles(theme="last_trick", count=3, seed=1, lang=LANG)

# %% [markdown]
# **Make or stop the Kaboot, and the Khasara swing.** Here a few Abnat decide how the whole
# hand is scored.

# %%
Puzzles(theme="kaboot", count=2, seed=1, lang=LANG)

# %%
Puzzles(theme="khasara", count=2, seed=1, lang=LANG)

# %% [markdown]
# ## 4. At the table
#
# Now only your own cards are shown, as at a real table. Open **Tricks played** to count
# the cards that are gone.

# %%
Puzzles(kind="table", level=1, count=5, seed=1, lang=LANG)

# %% [markdown]
# ## 5. Your own practice
#
# The cell below practises the last trick's 10. To practise another theme, click into the
# cell, replace `last_trick` (keep the quotes around it) by the name the table of section 2
# gives for that theme, for example `theme="akka"`, and press Shift + Enter to run it.
#
# The puzzles follow your rating in that theme, and each answer is saved in your folder:
# come back tomorrow and you go on where you stopped.

# %%
# NBVAL_IGNORE_OUTPUT
Puzzles(theme="last_trick", adaptive=True, count=10, lang=LANG)

# %% [markdown]
# Your ratings so far, theme by theme:

# %%
# NBVAL_IGNORE_OUTPUT
my_ratings(lang=LANG)

# %% [markdown]
# ## For teachers
#
# `load_puzzles(theme, level, kind)` gives the puzzles themselves, easiest first. Each has
# its themes, its level, its margin (the fewest Abnat a wrong card loses), its solution, a
# `Game` at its position, and `check(card)`, the feedback the widget shows. A class can
# share one list: the same seed gives the same puzzles every time.

# %%
puzzle = load_puzzles(theme="draw_trumps", level=1)[0]
print(puzzle, "margin:", puzzle.margin, "solution:", *sorted(puzzle.solution))
wrong = next(card for card in puzzle.legal if card not in puzzle.solution)
print(puzzle.check(wrong, LANG).text)

# %% [markdown]
# Back to the course: [12 · Strategy: the play](../tutorials/12_strategy_the_play.ipynb).
