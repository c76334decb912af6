# Lesson 13: defence and partnership (issue 21). Built into tutorials/13_defence_and_partnership.ipynb
# by lessons-src/build.py; edit this file, then run `python lessons-src/build.py 13`.

# %% [markdown]
# # 13 · Defence and partnership — الدفاع والشراكة
#
# Half of your hands you do not buy: you **defend** (المدافعان), and your only ally is your
# partner, who sits opposite and whose cards you cannot see. This lesson is about that
# partnership: what your partner's calls tell you about their cards, and how the two
# defenders play together, when to take a trick, what to throw away, and how to help a
# partner who can trump.
#
# As in lesson [11](11_strategy_the_auction.ipynb), every principle is **measured**: the
# bots play the same deal twice from the moment of the choice, once following it and once
# breaking it, with the same cards, and the difference in game points is what it is worth,
# **±** one standard error. Popular advice goes through the same test, and most of the
# defenders' advice measures **nothing**: that is taught here too, and asked in the quiz.
#
# Run the cells from top to bottom (click a cell, then **Shift + Enter**).

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# **How big is a gain?** A defender's gains are small each hand; a match is many hands.
# Each report below also says what a principle comes to **over a match**, and this table
# (lesson 11 explains it) gives the scale in matches won:

# %%
over_a_match(lang=LANG)

# %% [markdown]
# ## 1. What your partner's calls tell you
#
# Before anyone speaks, your partner holds five cards of the 31 you cannot see, at random.
# Each call changes that. We let the bots bid thousands of deals and looked at the cards
# of every player who made a call, against every hand in the same place. First, a **Hokum**:

# %%
call_signals("hokum", lang=LANG)

# %% [markdown]
# A Hokum is a promise about trumps: the caller almost always holds two trumps or more
# beside the floor card, and the J or the 9 of trumps far more often than a hand dealt at
# random. A **Sun** is a promise about Aces:

# %%
call_signals("sun", lang=LANG)

# %% [markdown]
# A **pass** says much less: the passer holds a little less of everything, but a pass is
# the call of most hands, strong ones included (a player may pass and hope to buy in the
# second round).

# %%
call_signals("pass", lang=LANG)

# %% [markdown]
# And a **Double** of a Hokum, made by the rule of lesson 11 (the J and the 9 of trumps,
# or one of them and four trumps), tells its partner where the trumps are:

# %%
call_signals("double", lang=LANG)

# %% [markdown]
# At the table you also see your own cards and the floor card. `card_odds` imagines the
# hidden cards from one seat's view, as the expert bot does. You are seat 0; seat 1 passes,
# then your partner, seat 2, bids Hokum in hearts:

# %%
game = Game.new(seed=220, dealer=0)
game.act("p1 pass")
game.act("p2 hokum")
game.act("p3 pass")
card_odds(game.view(0), 2, lang=LANG)

# %% [markdown]
# Before the call each heart was about as likely as any other card; after it, your partner
# holds the J of hearts more often than not.
#
# ## 2. The defenders' play
#
# ### Cash your Aces early? (popular advice)
#
# "As a defender in Hokum, cash your side Aces before the buyer draws the trumps": once the
# buyer has pulled the trumps, an Ace still wins, but while the buyer keeps a trump it may
# cut your Ace. Measured:

# %%
principle_worth("cash_aces", lang=LANG)

# %% [markdown]
# The popular advice holds: it pays, a little each time, and the choice comes up often.
#
# A hand where it matters, at the moment of the choice, every hand open. Play it yourself:

# %%
example = principle_example("cash_aces", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %% [markdown]
# **Practice:** a position where you face the choice, cards hidden as at a real table (run
# the cell again for another).

# %%
# NBVAL_IGNORE_OUTPUT
hand = principle_practice("cash_aces")
Table(hand.game, you=hand.seat, bots="heuristic", lang=LANG)

# %% [markdown]
# ### Second hand low? (popular advice)
#
# "Second to play, play low unless you are sure to win the trick": the player after you may
# hold a higher card, and your partner plays last.

# %%
principle_worth("second_hand_low", lang=LANG)

# %%
example = principle_example("second_hand_low", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
hand = principle_practice("second_hand_low")
Table(hand.game, you=hand.seat, bots="heuristic", lang=LANG)

# %% [markdown]
# ### Stop the Kaboot
#
# When the buyers have taken every trick so far, a **Kaboot (كبوت)** is near: 44 game points
# in Sun, 25 in Hokum, against you. Take a trick as soon as you can, even with a card you
# would rather keep.

# %%
principle_worth("kaboot_defence", lang=LANG)

# %%
example = principle_example("kaboot_defence", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
hand = principle_practice("kaboot_defence")
Table(hand.game, you=hand.seat, bots="heuristic", lang=LANG)

# %% [markdown]
# ### What to throw away (popular advice)
#
# When you hold none of the suit led and do not trump, you throw a card away. "Throw it from
# your longest suit and keep your short suits": a short suit keeps its guards.

# %%
principle_worth("discard_length", lang=LANG)

# %%
example = principle_example("discard_length", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
hand = principle_practice("discard_length")
Table(hand.game, you=hand.seat, bots="heuristic", lang=LANG)

# %% [markdown]
# ## 3. Playing with your partner
#
# ### Give your partner the ruff
#
# In Hokum, when your partner has shown it holds none of a suit (it did not follow it) and
# may still hold a trump, lead that suit: your partner trumps it and wins the trick.

# %%
principle_worth("give_ruff", lang=LANG)

# %%
example = principle_example("give_ruff", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
hand = principle_practice("give_ruff")
Table(hand.game, you=hand.seat, bots="heuristic", lang=LANG)

# %% [markdown]
# ### Feed your partner's trick
#
# When your partner's card is sure to win the trick (nobody after it can beat it), give it
# your richest card: a Ten or an Ace there is 10 or 11 Abnat for your team.

# %%
principle_worth("feed_partner", lang=LANG)

# %%
example = principle_example("feed_partner", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
hand = principle_practice("feed_partner")
Table(hand.game, you=hand.seat, bots="heuristic", lang=LANG)

# %% [markdown]
# ### Return your partner's suit? (popular advice)
#
# "Lead back the suit your partner led first": your partner led it because it holds
# something there.

# %%
principle_worth("return_suit", lang=LANG)

# %%
example = principle_example("return_suit", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
hand = principle_practice("return_suit")
Table(hand.game, you=hand.seat, bots="heuristic", lang=LANG)

# %% [markdown]
# ## 4. Your turn
#
# Which way pays, as measured? Each exercise is a position from the measurement where a
# principle of the defence is at stake, seen from your seat. There are three answers: one
# way, the other, or **no measurable difference**, the right answer for the popular advice
# that measured nothing (half of the questions). These four are the same for everybody:

# %%
Quiz(kinds=["principle"], level=3, seed=8, count=4, lang=LANG)

# %% [markdown]
# More practice, with new positions every time you run the cell:

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["principle"], level=3, seed=None, count=5, lang=LANG)

# %% [markdown]
# ## 5. Puzzles of the defence
#
# Moments of real hands where one card is clearly best, on the ideas of this lesson. Click
# the card you would play; the answer plays the hand out, trick by trick.
#
# **Stop the Kaboot**: when the buyers have taken every trick, one trick for your team is
# worth more than any card you keep.

# %%
Puzzles(theme="kaboot", count=2, seed=13, lang=LANG)

# %% [markdown]
# **Give your partner the ruff**: lead the suit your partner has none of.

# %%
Puzzles(theme="partner_ruff", count=2, seed=13, lang=LANG)

# %% [markdown]
# **Feed your partner's trick**, and **throw the right card away** when you cannot follow:

# %%
Puzzles(theme="feed_partner", count=2, seed=13, lang=LANG)

# %%
Puzzles(theme="discard", count=2, seed=13, lang=LANG)

# %% [markdown]
# ## 6. A hand to defend: stop the Kaboot
#
# You are seat 1 and lead the first trick. Seat 2 bought a **Sun** (a Sun promises Aces,
# section 1); your partner, seat 3, passed. Your cards are weak: 10♠ J♠ 7♠, 9♥ 8♥ 7♥,
# 9♣ 8♣. **Your aim: one trick for your team.** A bot in your seat lost all eight tricks
# here (a Kaboot); with every hand open, the solver finds a first lead that saves it.
# Which suit may your partner hold? Think before you lead a Ten whose Ace is still out.

# %% {"jupyter": {"source_hidden": true}}
# NBVAL_IGNORE_OUTPUT
defence = Game.new(seed=17, dealer=0)
for call in ["p1 pass", "p2 sun", "p1 pass"]:
    defence.act(call)
Table(defence, you=1, bots="heuristic", lang=LANG)

# %% [markdown]
# ## 7. Play a hand as a defender
#
# You are seat 1 and your partner is seat 3. When the bots buy, you defend: use what this
# lesson measured.

# %%
# NBVAL_IGNORE_OUTPUT
Table(Game.new(seed=None, dealer=0), you=1, bots="heuristic", lang=LANG)

# %% [markdown]
# ## Exit ticket
#
# Three questions on this lesson, the same for everyone. Answer them without looking
# back: your teacher sees the result.

# %%
Quiz(kinds=["principle"], level=3, seed=22, count=3, exit_ticket="13", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# Next: [14 · Your first match](14_your_first_match.ipynb).

# %% [markdown]
# ## In short
#
# * A Hokum promises trumps and a Sun promises Aces; a pass says little.
# * As a defender in Hokum, cash your side Aces early: of the defenders' principles, the
#   one whose gain the simulation measured clearly.
# * Second hand low, throwing from your longest suit, leading back your partner's suit,
#   giving your partner the ruff, feeding your partner's trick, taking a trick before a
#   Kaboot: at a table of steady players, none of them measured a difference either way.
#   They are not wrong; they are worth less than their fame, and a measurement says so:
#   "no measurable difference" is an answer too.
