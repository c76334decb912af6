# Lesson 11: strategy in the auction (issue 14). Built into tutorials/11_strategy_the_auction.ipynb
# by lessons-src/build.py; edit this file, then run `python lessons-src/build.py 11`.

# %% [markdown]
# # 11 · Strategy: the auction — استراتيجية الشراء
#
# Lessons [08](08_the_auction.ipynb) and [09](09_doubling.ipynb) taught which calls you
# **may** make. This lesson is about which call you **should** make: when a hand is worth
# **Sun (صن)** or **Hokum (حكم)**, when to **Double (دبل)**, and what your partner's calls
# tell you.
#
# We learn from the bots, and we are honest about what they know:
#
# * every bot sees only its own cards and what was said and played, never yours;
# * their bidding is a **rule of thumb**: they count points in the hand and compare them
#   with a threshold;
# * the **expert bot** adds a **simulation**: it deals the hidden cards many times, plays
#   each deal out in its head and keeps the contract that scored best. A simulation is an
#   **estimate**, not a proof.
#
# Run the cells from top to bottom (click a cell, then **Shift + Enter**).

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# ## 1. Count your hand like the bots
#
# Here is a new deal. Seat 0 deals, so seat 1 speaks first. Seat 1 holds five cards, and the
# **floor card (الورقة المكشوفة)** lies face up: whoever buys takes it, so the bots count it
# with their hand (it is outlined below).

# %%
game = Game.new(seed=25, dealer=0)
count = appraise(game.view(1), lang=LANG)
HandView(count.cards, highlight=[count.floor], lang=LANG)

# %% [markdown]
# `appraise` counts the hand as the bots do, one line per contract seat 1 may buy in this
# round: Sun, and Hokum in the floor card's suit. Each line gives the hand's points, the
# threshold from which the bots buy, and every card that counts.

# %%
count

# %% [markdown]
# The Sun count reaches the threshold, the Hokum count does not. So the bots would say Sun.
# The **hint** (the Hint button of the table) says the same, with its reason:

# %%
print(hint(game.view(1), lang=LANG).text)

# %% [markdown]
# ## 2. What makes a Sun hand
#
# In Sun there are no trumps: the **Aces** win tricks, and a **Ten** is the second-highest
# card of its suit. A Ten is safe only when its Ace is beside it; a Ten alone is caught by
# the Ace, so it counts very little. Compare two hands with the same floor card:

# %%
appraise("AS 10S AH KH 7D", floor="8C", lang=LANG)

# %%
appraise("10S 10H 10D KC 7C", floor="8C", lang=LANG)

# %% [markdown]
# Three Tens and no Ace: a poor Sun hand, however pretty it looks. Two Aces and a Ten
# beside its Ace: a good one. Look at the Hokum lines too: without the Jack or the 9 of
# trumps, neither hand is worth a Hokum.
#
# ## 3. What makes a Hokum hand
#
# In Hokum the **Jack** and the **9** of trumps are the two highest cards of the game (and
# the richest trumps: 20 and 14 **Abnat (أبناط)**). More trumps let you draw the
# opponents' trumps; side Aces win tricks; a short side suit lets you trump early.

# %%
game = Game.new(seed=285, dealer=0)
HandView(appraise(game.view(1)).cards, highlight=[game.view(1).floor], lang=LANG)

# %%
appraise(game.view(1), lang=LANG)

# %%
print(hint(game.view(1), lang=LANG).text)

# %% [markdown]
# ## 4. Sun or Hokum? Ask the simulation
#
# Sometimes both counts reach their threshold. The rule of thumb then prefers Sun (it is
# checked first, and it outranks Hokum). The expert bot is more careful: it **simulates**.
# It deals the cards it cannot see many times (48 deals), in ways that agree with what it
# knows, lets the bots play every deal out once as Sun and once as Hokum, and compares the
# game points.

# %%
game = Game.new(seed=197, dealer=0)
HandView(appraise(game.view(1)).cards, highlight=[game.view(1).floor], lang=LANG)

# %%
appraise(game.view(1), lang=LANG)

# %%
simulate_calls(game.view(1), lang=LANG)

# %% [markdown]
# Both counts are just over their thresholds, but the simulation is clear: Hokum gains,
# Sun loses. The simulation does not say why; a likely reason is that with clubs as trumps
# this hand holds J♣, the best trump, and A♣, so the opponents' Aces can be trumped, while
# in Sun nothing stops them. The expert changes the rule of thumb's call only when the
# simulation gains more than 3 points a hand, and here it does:

# %%
print(hint(game.view(1), lang=LANG).text)

# %% [markdown]
# **How sure is a simulation?** Forty-eight deals are few. Here is a hand where the first
# 48 deals favour Sun:

# %%
game = Game.new(seed=344, dealer=0)
simulate_calls(game.view(1), lang=LANG)

# %% [markdown]
# Ask again with 400 deals, and another seed for the random deals, and the order changes:

# %%
simulate_calls(game.view(1), deals=400, seed=1, lang=LANG)

# %% [markdown]
# The two contracts are worth about the same: either is a fine call. Small differences in a
# simulation are noise. Trust it when the gap is large, as in the hand before.
#
# ## 5. What your partner's calls say
#
# A new deal. Seat 1 passes, and seat 2 is next. You are seat 0, seat 2's partner. Before
# seat 2 speaks, what may it hold? `card_odds` shows the deals the expert bot imagines from
# your seat: the chance that seat 2 holds each card.

# %%
game = Game.new(seed=220, dealer=0)
game.act("p1 pass")
card_odds(game.view(0), 2, lang=LANG)

# %% [markdown]
# Every card is about equally likely. Now seat 2 bids Hokum in hearts, and seat 3 passes:

# %%
game.act("p2 hokum")
game.act("p3 pass")
card_odds(game.view(0), 2, lang=LANG)

# %% [markdown]
# One call changed the picture: the Jack of hearts, the best trump, is now more likely
# than not, and your partner holds more hearts. A bid says "I hold a hand worth this
# contract". Be careful with passes: the bots read **nothing** into a pass, although a
# human partner who passes usually has no strong hand.
#
# Your own hand is now a good Sun hand. Should you take the contract away from your partner
# with a Sun? The bots do that only with a Sun hand much stronger than usual:

# %%
appraise(game.view(0), lang=LANG)

# %%
print(hint(game.view(0), lang=LANG).text)

# %% [markdown]
# Your partner chose the trumps and will buy the floor card. Overcalling your own partner
# throws that away, so it needs a clearly better hand. (Against an **opponent's** Sun, the
# Gablak (قبلك) of lesson 08, the bots want only a little more than a normal Sun hand.)
#
# ## 6. When to Double
#
# First, what a **Double** does to the score. Seat 3 buys a Hokum in hearts. If its team
# makes the contract with 100 Abnat against 62, the sheets without and with a Double:

# %%
hokum = Contract(mode="hokum", trump="H", buyer=3)
doubled = Contract(mode="hokum", trump="H", buyer=3, multiplier=2, doubler=2)
print(score_hand(hokum, abnat=(62, 100), tricks=(3, 5)).sheet(LANG))
print()
print(score_hand(doubled, abnat=(62, 100), tricks=(3, 5)).sheet(LANG))

# %% [markdown]
# And if the buyer fails, with 62 Abnat against 100:

# %%
print(score_hand(hokum, abnat=(100, 62), tricks=(5, 3)).sheet(LANG))
print()
print(score_hand(doubled, abnat=(100, 62), tricks=(5, 3)).sheet(LANG))

# %% [markdown]
# Without a Double, a defending team keeps its own points even when the buyer makes it.
# With a Double, the winner takes **everything**, twice. So a Double pays only when you
# expect to beat the contract clearly more often than not.
#
# The bots' rule of thumb is cautious: a defender doubles a Hokum only with three trumps or
# more (the Jack or the 9 among them) and a very strong count, and a Sun only when the
# match score allows it (lesson [09](09_doubling.ipynb)). In practice they almost never
# double. Here is a hand where the simulation disagrees with them. The auction was:

# %%
game = Game.new(seed=112, dealer=0)
for call in ["p1 pass", "p2 pass", "p3 hokum", "p0 pass", "p1 pass", "p2 pass", "p3 hokum"]:
    game.act(call)
HandView(game.view(2).hand, lang=LANG)

# %%
appraise(game.view(2), lang=LANG)

# %%
print(hint(game.view(2), lang=LANG).text)

# %%
simulate_calls(game.view(2), lang=LANG)

# %% [markdown]
# Seat 2 holds the Jack and the Ace of trumps, and K♣ Q♣ J♣ 10♣, a **Fifty (خمسين)**
# project. The count of the rule of thumb sees only two trumps; the simulation plays the
# hand out, projects included, and finds that the buyer usually fails: doubling earns many
# more points than passing. A strong player doubles here. Remember the limits: 48 imagined
# deals, played by the simple bot.
#
# ## 7. Your turn
#
# Which call would the bots make? Each exercise is a real auction; answer with the
# buttons. A wrong answer is told the bots' reason and their count. These four are the
# same for everybody:

# %%
Quiz(kinds=["bot_call"], level=1, seed=11, count=4, lang=LANG)

# %% [markdown]
# What does a Double do when the buyer fails? Score this hand (lesson
# [06](06_scoring.ipynb)):

# %%
Quiz(
    exercises=[
        make("score", contract=doubled, abnat=(100, 62), tricks=(5, 3)),
        make("score", contract=doubled, abnat=(80, 82), tricks=(4, 4)),
    ],
    lang=LANG,
)

# %% [markdown]
# More practice, with new auctions every time you run the cell: level 2 comes after a bid or
# in the second round, level 3 has the close calls, where the count is near its threshold.

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["bot_call"], level=2, seed=None, count=5, lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["bot_call"], level=3, seed=None, count=5, lang=LANG)

# %% [markdown]
# ## 8. Play, and ask for hints
#
# A match to 76 points against three expert bots. You are seat 1 and speak first. Before
# each call, count your hand; then press **Hint** and compare.

# %%
# NBVAL_IGNORE_OUTPUT
Table(
    Match(seed=None, rules=RuleSet(match_target=76, sun_double_threshold=50)),
    you=1,
    bots="expert",
    lang=LANG,
)

# %% [markdown]
# Next: [12 · Strategy: the play](12_strategy_the_play.ipynb).

# %% [markdown]
# ## In short
#
# * Count a hand like the bots: Aces and Tens beside their Ace make Sun; the Jack and 9 of
#   trumps, more trumps and side Aces make Hokum; the floor card counts with your hand.
# * When both contracts look playable, a simulation decides; trust it when the gap is large.
# * A bid tells you about your partner's hand; a Double pays only when the buyer will
#   probably fail, because the winner then takes everything.
