# The play notebook, built into notebooks/play.ipynb by lessons-src/build.py.

# %% [markdown]
# # Play Baloot against the bots — العب بلوت ضد الحاسوب
#
# New to Baloot (بلوت)? Start with the lessons: [01 · Cards and points](../tutorials/01_cards_and_points.ipynb)
# teaches the cards, and [03 · Your first hand](../tutorials/03_your_first_hand.ipynb) plays one hand
# step by step.
#
# You sit at **seat 0** (at the bottom of the table). The three other seats are **heuristic
# bots**: they bid, double and play sensible cards, as a careful player does, so a match won
# here is a match won. Your partner is seat 2 (at the top); your opponents are seats 1 and 3,
# on your right and left. Play goes counter-clockwise: the
# next player after you is the one on your right. The first team to **152** points wins the match
# (الصكّة).
#
# How to play:
#
# * **Bidding** — the buttons under the table show only the calls you may make now: *Pass* (بس),
#   *Hokum* (حكم), *Sun* (صن), *Ashkal* (أشكال), and in the second round *Hokum* in another suit.
#   When someone bids Sun after you, you are asked whether you take it (*Gablak*, قبلك).
# * **Doubling** — the defenders may *Double*; the buyer may answer with *Triple*, and so on up to
#   *Gahwa* (قهوة). In Hokum, a double can be *closed* (مقفول): no trump lead while holding another suit.
# * **Projects** — before your first card you may *Declare* your projects (مشاريع); the winning team
#   shows them in the second trick.
# * **Playing** — click a card (or use the keyboard: <kbd>Tab</kbd> to reach your hand, the arrow
#   keys to choose, <kbd>Enter</kbd> or <kbd>Space</kbd> to play). A card you may not play is greyed
#   out and striped; point at it or focus it to read why. The table shows who led the trick and who
#   is winning it, the last trick, and the score sheet with every line of each hand.
# * **Hint** asks the bots for advice; **Qayd** (قيد) claims that an opponent broke a rule;
#   **Sawa** (سوا) claims every remaining trick; **Akka** (إكه) announces that your lead is the
#   highest card left in its suit.
#
# Everything is decided in Python: the browser only sends your choices, so the table never knows
# the other players' cards.

# %%
from baloot_widgets import Contract, HandView, Table
from baloot_widgets.bots import ExpertBot, HeuristicBot

# %% [markdown]
# ## A match against three bots
#
# Run the next cell and play. The bots move one after the other at a readable pace; `pace` is the
# time in milliseconds between two moves (click *Skip animation* or press <kbd>Esc</kbd> to see the
# end at once). The same `seed` always deals the same cards.
#
# `bots` chooses who sits with you. `bots="heuristic"` (as here) seats three heuristic bots.
# `bots="expert"` seats the **expert bot** instead: before each card it plays the rest of the
# hand out over many deals the cards it cannot see might be, so it plays better and takes
# longer to think (the README's "How strong are the bots?" measures by how much). To mix them,
# give each seat its bot, for example expert opponents and a heuristic partner:
# `bots={1: ExpertBot(seed=1), 2: HeuristicBot(seed=2), 3: ExpertBot(seed=3)}`. For a very
# first game, `bots="random"` plays at random.

# %%
# NBVAL_IGNORE_OUTPUT
table = Table(seed=2025, you=0, bots="heuristic", pace=650)
table

# %% [markdown]
# The table is also a Python object. Its short description, and what it says now:

# %%
print(table)
print(table.frame["status"])
print("your cards:", table.view.hand)

# %% [markdown]
# You can play from Python as well as by clicking: `table.act("p0 pass")` plays for seat 0 and
# returns a message, empty when the move was accepted. A move that is not allowed changes nothing
# and the message says why. Here on a second table, `practice`, so that the table above keeps
# a clean start:

# %%
practice = Table(seed=2025, you=0, pace=0)   # a second table, so the one above stays clean
print(practice.act("p2 pass"))       # seat 2 is a bot, not you
print(practice.act("p0 play 7H"))    # it is not time to play a card yet

# %% [markdown]
# ## Save the match and come back later
#
# `table.save(path)` writes the game record (JSON). `Table.load(path)` reopens it — in this
# notebook or after restarting the kernel — exactly where you left it.

# %%
import tempfile
from pathlib import Path

path = Path(tempfile.mkdtemp()) / "my_baloot_match.json"
table.save(path)
again = Table.load(path, pace=650)
print(again)
print(again.game.history == table.game.history)

# %%
# NBVAL_IGNORE_OUTPUT
again

# %% [markdown]
# ## Teacher mode and Arabic — وضع المعلّم بالعربية
#
# `reveal=True` shows every hand (for a teacher at the board), and `lang="ar"` draws the table
# right to left with the Arabic terms.

# %%
# NBVAL_IGNORE_OUTPUT
Table(seed=7, you=0, lang="ar", reveal=True)

# %% [markdown]
# ## A hand for a lesson
#
# `HandView` shows cards without anything to click: here a Hokum hand with hearts as trumps (the
# trumps are tinted) and the Baloot, King and Queen of trumps, outlined.

# %%
# NBVAL_IGNORE_OUTPUT
HandView("KH QH JH 9H AS 10S 7C 8D", contract=Contract(mode="hokum", trump="H"), highlight="KH QH")
