# Lesson 11: strategy in the auction (issues 14 and 21). Built into
# tutorials/11_strategy_the_auction.ipynb by lessons-src/build.py; edit this file, then run
# `python lessons-src/build.py 11`.

# %% [markdown]
# # 11 · Strategy: the auction — استراتيجية الشراء
#
# Lessons [08](08_the_auction.ipynb) and [09](09_doubling.ipynb) taught which calls you
# **may** make. This lesson is about which call you **should** make: when a hand is worth a
# **Sun (صن)**, a **Hokum (حكم)** or an **Ashkal (أشكل)**, when to leave your partner's
# Hokum alone, and when to **Double (دبل)**.
#
# Each piece of advice is a **principle** you can use at a real table, and each one has been
# **measured**. The bots play the same deal twice from the moment of the choice: once
# following the principle, once breaking it, with the same cards. Over thousands of deals,
# the difference in game points is what the principle is worth. Popular advice goes through
# the same test, and the lesson says what it found, even when that is nothing.
#
# **How to read a measurement:**
#
# * *each time it comes up*: "+4.0 ± 0.5 game points" means that following the principle
#   rather than breaking it gives your team 4 game points more, on average, in the hands
#   where you face the choice;
# * **±** is one *standard error*: the true value lies within two of them of the figure in
#   95 cases out of 100. A figure closer to 0 than two ± is no difference the simulation
#   can measure;
# * *how often*: the share of your hands where you face the choice; *over every hand*: what
#   the principle gains you a hand on average, all hands counted; *over a match*: the same
#   for all the hands of a match to 152;
# * then each kind of case (two sure tricks, three...) and the verdict.
#
# The players of the simulation are the package's simple bots: steady players, not perfect
# ones. A figure says what a choice is worth at a table of such players.
#
# Run the cells from top to bottom (click a cell, then **Shift + Enter**).

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# **How big is a gain?** "+0.5 game points a hand" sounds like nothing, but a match is
# played to 152 over many hands, and small gains add up. We let a team score a little
# more than the other every hand, over thousands of simulated matches, drawn from the
# hands the bots played:

# %%
over_a_match(lang=LANG)

# %% [markdown]
# Read a principle's *over every hand* on this scale: one game point a hand more wins you
# several more matches in a hundred against players of your own strength.

# %% [markdown]
# ## 1. Sun: count your sure tricks
#
# In Sun there are no trumps: each trick goes to the highest card of the suit led. Before
# you buy a Sun, count your **sure tricks**, the cards nobody can beat:
#
# * each **Ace**;
# * each **Ten beside its Ace** (once the Ace has won, the Ten is the highest card left);
# * each **King beside its A and 10**;
# * and one more for a **Fifty (خمسين)** or better among your cards: in Sun it is worth 10
#   game points or more.
#
# Count the floor card with your hand: if you buy, you take it. Two hands with the same
# floor card, 8♦ (outlined):

# %%
HandView("AS 10S KS AH 7C 8D", highlight=["8D"], lang=LANG)

# %%
HandView("10S 10H 10D KC 7C 8D", highlight=["8D"], lang=LANG)

# %% [markdown]
# The first holds four sure tricks: A♠, 10♠ beside it, K♠ beside both, and A♥. The second,
# three Tens and no Ace, holds none at all, however pretty it looks: each Ten falls to its
# Ace.
#
# **The principle: buy Sun only with three sure tricks or more.** Measured:

# %%
principle_worth("sun_sure_tricks", lang=LANG)

# %% [markdown]
# It pays, and the choice comes up often. The kinds of case show where the gain lies: in
# **not** buying a Sun with only two sure tricks, a hand the bots' own count often buys.
# With exactly three, buying and passing come out about even at this table; with four or
# more, buy.
#
# A hand where it matters. The table stops at the moment of the choice with every hand open
# (teacher mode); the report above it says what the bots scored following the principle and
# breaking it. Make the call yourself and play the hand on:

# %%
example = principle_example("sun_sure_tricks", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %% [markdown]
# **Practice:** a position where you face this choice, with the cards hidden as at a real
# table. Run the cell again for another.

# %%
# NBVAL_IGNORE_OUTPUT
hand = principle_practice("sun_sure_tricks")
Table(hand.game, you=hand.seat, bots="heuristic", lang=LANG)

# %% [markdown]
# ## 2. Hokum: the J, the 9 and the number of trumps
#
# In Hokum the **Jack** and the **9** of trumps are the two highest cards of the game, and
# the richest (20 and 14 **Abnat (أبناط)**). Whoever holds them controls the trumps. Count
# your trumps with the floor card: in round 1 the trumps are its suit, and you take it.
#
# **The principle: buy Hokum with the J and two more trumps, or with the 9 and three
# more.**

# %%
principle_worth("hokum_trumps", lang=LANG)

# %% [markdown]
# It pays, and it comes up often. The more trumps beside the J, the more buying pays; with
# the J and only one more trump, or the 9 and only two more, passing and buying come out
# about the same: those are the close calls.

# %%
example = principle_example("hokum_trumps", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
hand = principle_practice("hokum_trumps")
Table(hand.game, you=hand.seat, bots="heuristic", lang=LANG)

# %% [markdown]
# **Popular advice: "four trumps make a Hokum", even without the J or the 9.** Put to the
# same test:

# %%
principle_worth("hokum_length", lang=LANG)

# %% [markdown]
# The simulation finds no difference it can measure: four trumps without the J or the 9
# are neither a good nor a bad Hokum at this table, and the hand is rare. Count the J and
# the 9 first.
#
# ## 3. Ashkal: Sun for your partner
#
# The dealer and the dealer's left may say **Ashkal**: a Sun in which the partner buys and
# takes the floor card. **Popular advice: with a Sun hand, say Ashkal when the floor card is
# small (7, 8, 9, J or Q), so that your partner takes it instead of you, and Sun yourself
# when it is a King or a Ten.**

# %%
principle_worth("ashkal", lang=LANG)

# %% [markdown]
# No measurable difference either: who takes the floor card matters less than the popular
# advice says. Say Ashkal or Sun as you like; count your sure tricks first.

# %%
example = principle_example("ashkal", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %% [markdown]
# ## 4. Your partner bid Hokum: let it play
#
# Your partner bid Hokum and you hold a Sun hand. You may take the contract away with a Sun
# (lesson 08). **The principle: do not; pass and let your partner play its Hokum.**

# %%
principle_worth("partner_hokum", lang=LANG)

# %% [markdown]
# It pays, clearly, although the choice is rare: your partner's Hokum is usually a better
# contract for your team than your own Sun over it.

# %%
example = principle_example("partner_hokum", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %% [markdown]
# ## 5. When to Double
#
# First, what a **Double** does to the score. Seat 3 buys a Hokum in hearts. If its team
# makes the contract with 100 Abnat against 62, the sheets without and with a Double:

# %% {"jupyter": {"source_hidden": true}}
hokum = Contract(mode="hokum", trump="H", buyer=3)
doubled = Contract(mode="hokum", trump="H", buyer=3, multiplier=2, doubler=2)
print(score_hand(hokum, abnat=(62, 100), tricks=(3, 5)).sheet(LANG))
print()
print(score_hand(doubled, abnat=(62, 100), tricks=(3, 5)).sheet(LANG))

# %% [markdown]
# And if the buyer fails, with 62 Abnat against 100:

# %% {"jupyter": {"source_hidden": true}}
print(score_hand(hokum, abnat=(100, 62), tricks=(5, 3)).sheet(LANG))
print()
print(score_hand(doubled, abnat=(100, 62), tricks=(5, 3)).sheet(LANG))

# %% [markdown]
# Without a Double, a defending team keeps its own points even when the buyer makes it.
# With a Double, the winner takes **everything**, twice. So a Double pays only when you
# expect to beat the contract clearly more often than not. Score these two doubled hands
# (lesson [06](06_scoring.ipynb)):

# %% {"jupyter": {"source_hidden": true}}
Quiz(
    exercises=[
        make("score", contract=doubled, abnat=(100, 62), tricks=(5, 3)),
        make("score", contract=doubled, abnat=(80, 82), tricks=(4, 4)),
    ],
    lang=LANG,
)

# %% [markdown]
# **Doubling a Hokum.** The buyer chose the trumps: it usually holds the J or the 9 itself.
# **The principle: double a Hokum only with the J and the 9 of trumps, or one of them and
# four trumps; never on three trumps, on length alone, or on side Aces.**

# %%
principle_worth("double_hokum", lang=LANG)

# %% [markdown]
# It pays, and by a wide margin: a Double on three trumps without the top ones, on length
# or on side Aces gives the buyers the hand twice over. With the J and the 9, or one of
# them and four trumps, the simulation saw too few hands to say whether the Double pays:
# keep it for hands that are clearly stronger.

# %%
example = principle_example("double_hokum", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %% [markdown]
# **Doubling a Sun: the 100 rule.** A Sun may be doubled only when the buyer's team is over
# 100 and the doubling team under 100 (lesson [09](09_doubling.ipynb)). So the question
# comes up when the buyers are close to the 152 that wins the match, and the right measure
# is not the hand's game points but your **chance of winning the match**. We measured it at
# 60 for you and 120 for them.

# %%
principle_worth("sun_double", lang=LANG)

# %% [markdown]
# Here the two measures disagree, and at this score the match is what counts. In game
# points the principle pays: a Double that fails hands the buyers the hand's points twice,
# and a Sun is hard to beat without sure tricks. But at 60 against 120, their Sun will very
# likely win them the match if you let it be; a Double is the gamble that can turn it. In
# the chance of winning the match the principle costs: **far behind, double their Sun even
# with a weak hand.** We measured one score only: in a close match the answer may change.

# %%
example = principle_example("sun_double", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %% [markdown]
# ## 6. Your turn
#
# Which way pays, as measured? Each exercise is a position from the measurement where one
# of this lesson's principles is at stake, seen from your seat; answer with the buttons:
# one way, the other, or **no measurable difference** (the popular advice that measured
# nothing is asked too). These four are the same for everybody:

# %%
Quiz(kinds=["principle"], level=1, seed=9, count=4, lang=LANG)

# %% [markdown]
# More practice, with new positions every time you run the cell:

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["principle"], level=1, seed=None, count=5, lang=LANG)

# %% [markdown]
# ## 7. Aside: how the bots decide
#
# The bots do not count sure tricks. Their rule of thumb adds points for each card (an Ace
# 10, a Ten beside its Ace 8, the J of trumps 12...) and buys from a threshold; the expert
# bot also **simulates**: it deals the cards it cannot see many times and plays each deal
# out as Sun and as Hokum. You do not need their count: the principles above say the same
# in words you can use. Here is the count of one hand, and the simulation:

# %%
game = Game.new(seed=197, dealer=0)
appraise(game.view(1), lang=LANG)

# %%
simulate_calls(game.view(1), lang=LANG)

# %% [markdown]
# The **hint** (the Hint button of the table) says what the expert would call, and why:

# %%
print(hint(game.view(1), lang=LANG).text)

# %% [markdown]
# ## 8. Play, and ask for hints
#
# A match to 76 points against three expert bots. You are seat 1 and speak first. Before
# each call, count your sure tricks and your trumps; then press **Hint** and compare.

# %%
# NBVAL_IGNORE_OUTPUT
Table(
    Match(seed=None, rules=RuleSet(match_target=76, sun_double_threshold=50)),
    you=1,
    bots="expert",
    lang=LANG,
)

# %% [markdown]
# ## Exit ticket
#
# Three questions on this lesson, the same for everyone. Answer them without looking
# back: your teacher sees the result.

# %%
Quiz(kinds=["principle"], level=1, seed=1, count=3, exit_ticket="11", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# Next: [12 · Strategy: the play](12_strategy_the_play.ipynb).

# %% [markdown]
# ## In short
#
# * Sun: count your sure tricks (Aces, Tens beside their Ace, Kings beside both, a Fifty)
#   and do not buy with two. Hokum: the J or the 9 of trumps, and the more trumps beside
#   it the better.
# * Leave your partner's Hokum alone. Do not double a Hokum on length or side Aces; far
#   behind in the match, double their Sun: the match matters more than the hand.
# * A measurement is a figure ± its error. Popular advice (four small trumps, Ashkal on a
#   small floor card) measured nothing, and that is worth knowing too.
