# Lesson 03 of the course: a whole hand with three bots, with the beginner's rules.
# Built into tutorials/03_your_first_hand.ipynb by lessons-src/build.py; edit this file, then
# run `python lessons-src/build.py 03`.

# %% [markdown]
# # 03 · Your first hand — يدك الأولى
#
# You know the cards ([lesson 01](01_cards_and_points.ipynb)) and how they are dealt
# ([lesson 02](02_the_deal.ipynb)). Now you play: a whole hand, with three computer players
# (bots) at a live table: your partner and two opponents.
#
# We play with the **beginner's rules**: the only calls are **Pass (بس)**, **Hokum (حكم)** and
# **Sun (صن)**, and the table never lets you play a card you may not play, so you cannot break
# a rule by mistake. The extras (doubling, projects you announce, claims) come in later
# lessons.
#
# Run the cells from the top with **Shift + Enter**; the tables are played by clicking.

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# ## 1. A hand in five steps
#
# 1. **The deal.** 5 cards each, and the floor card face up.
# 2. **The bidding.** From P1, each player in turn says **Pass**, **Hokum** (the floor card's
#    suit becomes trumps) or **Sun** (no trumps). Sun is the stronger call: it can take over
#    a Hokum. If all four pass, there is a second round, where a Hokum may name another suit;
#    if all four pass again, the cards are thrown in.
# 3. **The rest of the deal.** The **buyer (المشتري)**, who made the call that stands, takes
#    the floor card; everyone ends with 8 cards.
# 4. **Eight tricks (أكلات).** P1 plays first. Each player in turn, to the right, plays one
#    card; the strongest card takes the trick, and whoever took it plays first in the next one.
# 5. **The count.** Each team adds up the Abnat (أبناط) of the tricks it took, and the Abnat
#    are turned into points (lesson 06 shows how). The buyer's team must score **more**
#    points than the defenders: with equal points, the team with more Abnat wins, and a
#    complete tie goes against the buyer. If the buyer's team fails, it is **Khasara
#    (خسارة)**: the defenders take the points of both teams. (Lesson 06 gives the full count,
#    with projects and Baloot.)

# %% [markdown]
# ## 2. The rules of play, in four sentences
#
# * **Follow suit.** The first card of a trick sets its suit. If you hold a card of that suit,
#   you must play one (any one: you do not have to win).
# * **No card of that suit?** In Sun, play any card. In Hokum you must usually play a trump,
#   a higher one than a trump already played if you can; lesson 04 gives the exact rule and
#   its exceptions.
# * **Who wins the trick:** the highest trump, if a trump was played; otherwise the highest
#   card of the suit led. A card of another suit never wins, however high.
# * **The table helps you.** The cards you may play stand out; the others are greyed. Point
#   at a greyed card (or move to it with the arrow keys) to read why it may not be played.

# %% [markdown]
# ## 3. What to look at while you play
#
# Read this before you play the hand of section 4: it says what the table shows.
#
# * **Your hand**, at the bottom. The cards you may play are lit; the greyed ones are not
#   allowed now. In the hand below clubs were led, so you must play a club.
# * **The trick**, in the middle. The first card is marked **leads**; the card taking the trick
#   so far is marked **winning**. Watch how the winning card changes as the others play.
# * **The last trick**, on the right, with a sentence saying who won it and why.
# * **The contract and the score sheet**, on the right. When the hand is over, the score sheet
#   shows each team's Abnat and the points it scores.
# * **Hint.** Not sure what to play? Press **Hint**: the bots say what they would play, and why.

# %% [markdown]
# ## 4. Your first hand: a Sun
#
# In this first hand the bots have already bid: your partner, seat 2, said **Sun**, so your
# team is the buyer's team and there are no trumps. You are seat 0, at the bottom, and it is
# your turn to play. Click a card to play it. Take your time: the bots wait for you.

# %%
Table(Game.new(seed=487, rules=RuleSet.beginner()), bots="heuristic", lang=LANG)

# %% [markdown]
# When the hand is over, the table says which team won it: your team is team 0·2 (you, seat
# 0, and your partner, seat 2). To play this hand again, run the cell again.

# %% [markdown]
# ## 5. Check what you saw
#
# A trick like the ones you just played: who takes it? Click the winning card.

# %%
Quiz(kinds=["trick_winner"], level=1, seed=3, count=2, lang=LANG)

# %% [markdown]
# Which cards may you play? Select every card you may play, then press **Check**.

# %%
Quiz(kinds=["legal_cards"], level=1, seed=3, count=2, lang=LANG)

# %% [markdown]
# ## 6. Your second hand: you bid
#
# This time the three bots pass, and you speak last (you are the dealer, marked D). Look at
# your five cards and at the floor card: you hold the **Jack and the 9 of spades**, the two
# strongest trumps if spades are trumps, and the floor card is a spade. That is a fine
# **Hokum** hand: click **Hokum**.
#
# The players who passed before you may still take the game with a Sun; when they have
# passed again, the table asks you to **confirm**: click **Confirm Hokum** (ignore **Switch
# to Sun**: that would change your call to Sun). You are the buyer: you take the floor card,
# and spades are trumps.
#
# In Hokum, remember: when you have no card of the suit led you must usually trump, and the
# Jack and the 9 are the top trumps. Press **Hint** whenever you are unsure.

# %%
Table(Game.new(seed=38, rules=RuleSet.beginner()), bots="heuristic", lang=LANG)

# %% [markdown]
# If you passed instead, the bots may buy, or everybody passes twice and the cards are thrown
# in. To play the hand again from the start, run the cell again.
#
# **Want more?** (optional) For a new deal: click inside the grey table cell above,
# double-click the number **38** of `seed=38`, type another whole number and press
# **Shift + Enter**. If you see a red error message, press **Ctrl + Z** until your typing is
# undone, then press **Shift + Enter** again. With another deal you may hold a weak hand:
# then Pass is the right call, and the **Hint** button tells you so.

# %% [markdown]
# ## 7. Practice
#
# New questions each time you run the cell: who wins a trick, which cards you may play, which
# card is higher, and how many Abnat some cards are worth.

# %%
# NBVAL_IGNORE_OUTPUT
practice = ["trick_winner", "legal_cards", "higher_card", "abnat"]
Quiz(kinds=practice, level=1, seed=None, count=8, lang=LANG)

# %% [markdown]
# ## Exit ticket
#
# Four questions on this lesson, the same for everyone. Answer them without looking
# back: your teacher sees the result.

# %%
Quiz(kinds=["trick_winner", "legal_cards"], level=1, seed=21, count=4, exit_ticket="03", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# Next: [04 · Trick play](04_trick_play.ipynb): the exact rules for following suit and
# trumping, with their exceptions.

# %% [markdown]
# ## In short
#
# * A hand: deal 5 + floor card, bid (Pass, Hokum, Sun), the buyer takes the floor card, 8 tricks, count the Abnat.
# * Follow suit if you can; without that suit, play anything in Sun and usually a trump in Hokum.
# * The highest trump wins the trick, otherwise the highest card of the suit led; the table shows what you may play.
