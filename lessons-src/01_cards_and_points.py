# Lesson 01 of the course: the cards, their two orders and their points. Built into
# tutorials/01_cards_and_points.ipynb by lessons-src/build.py; edit this file, then run
# `python lessons-src/build.py 01`.

# %% [markdown]
# # 01 · Cards and points — الورق والأبناط
#
# **Baloot (بلوت)** is the card game of Saudi Arabia: four players in two teams, a short pack
# of 32 cards, and eight **tricks (أكلات)** in every hand. In this first lesson you meet the
# cards:
#
# 1. the 32 cards and their four suits;
# 2. the two kinds of game, **Sun (صن)** and **Hokum (حكم)**, and which card beats which in each;
# 3. what each card is worth: the **Abnat (أبناط)**, the card points.
#
# **How to use this page.** <span class="bw-live">Click a grey cell and press **Shift + Enter**
# to run it, from the top down.</span> You never need to write code: the cells draw cards,
# count points and ask you questions<span class="bw-live"> you answer by clicking (a few
# optional **Try it** boxes let you change a number)</span>. Everything you see is worked out by
# the game's own rules engine, so it is exactly how the game is played.
#
# <span class="bw-live">What you see under a cell before you run it is only a picture: the
# cards and buttons come alive once you run the cell.</span>

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# ## 1. The pack
#
# Baloot uses only the cards from 7 up to the Ace: 7, 8, 9, 10, J, Q, K and A, in four suits.
# Here is the whole pack. Point at a card to read its name.

# %%
pack = CardSet.full()
HandView(pack, lang=LANG)

# %%
len(pack)

# %% [markdown]
# The four suits have Saudi names you will hear at every table: ♠ spades (سبيت),
# ♥ hearts (هاص), ♦ diamonds (ديمن) and ♣ clubs (شريا). The picture cards are the Ace (إكة),
# the King (شايب), the Queen (بنت) and the Jack (ولد).

# %% [markdown]
# ## 2. Two kinds of game: Sun and Hokum
#
# Every hand is played in one of two ways, chosen by the players before the cards are played:
#
# * **Sun (صن)**: no suit is special.
# * **Hokum (حكم)**: one suit is the **trump suit (الحكم)**. A trump beats every card of the
#   other three suits, even an Ace.
#
# In both, each player puts down one card in turn, and the strongest card takes all four: that
# is a **trick (أكلة)**. Which card is the strongest depends on the game, so let us look at
# the two orders.

# %% [markdown]
# ## 3. The Sun order
#
# In Sun, in every suit, the cards rank like this, strongest first. The engine sorts the
# spades for us:

# %%
sun = Contract(mode="sun")
spades = CardSet("7S 8S 9S 10S JS QS KS AS")
HandView(by_strength(spades, sun), caption="Sun: the strongest first", lang=LANG)

# %% [markdown]
# Look at the **10**: it is the second-strongest card, just below the Ace and above the King.
# That surprises people who know other card games, so remember it: **A, 10, K, Q, J, 9, 8, 7**.
#
# Your turn: which of two cards is stronger? Three questions, the same for everyone:

# %%
Quiz(kinds=["higher_card"], level=1, seed=1, count=3, lang=LANG)

# %% [markdown]
# ## 4. The Hokum order: the trump suit
#
# In Hokum, the three ordinary suits keep the Sun order. The trump suit is different: the
# **Jack** and the **9** jump to the top. Here are the hearts when hearts are trumps (the
# trumps are marked):

# %%
hokum = Contract(mode="hokum", trump="H")
hearts = CardSet("7H 8H 9H 10H JH QH KH AH")
trumps = by_strength(hearts, hokum)
HandView(trumps, hokum, caption="Hokum ♥: the trumps, strongest first", lang=LANG)

# %% [markdown]
# So in the trump suit the order is **J, 9, A, 10, K, Q, 8, 7**.
#
# And a trump beats any card of another suit. The players sit in seats numbered 0 to 3
# (lesson 02 seats them). Ask the engine: seat 0 plays A♠, then seat 1 plays 7♥. Who takes
# the trick in Sun, and who in Hokum with hearts as trumps? It answers with a seat number:

# %%
trick = [(0, "AS"), (1, "7H")]
print("In Sun, the trick goes to seat", trick_winner(trick, sun))
print("In Hokum, the trick goes to seat", trick_winner(trick, hokum))

# %% [markdown]
# In Sun the Ace wins (seat 0): the 7♥ is of another suit, so it cannot win. In Hokum the
# little 7♥ is a trump and wins (seat 1).
#
# Now in Hokum: which card is stronger? The trump suit is named above the cards, and the
# trumps are tinted:

# %%
hokum_questions = [
    exercise("higher_card", seed=5, level=2),
    exercise("higher_card", seed=3, level=2),
    exercise("higher_card", seed=10, level=3),
]
Quiz(exercises=hokum_questions, lang=LANG)

# %% [markdown]
# ## 5. What the cards are worth: Abnat
#
# The cards you win in tricks carry points, called **Abnat (أبناط)**. In Sun, and in the
# ordinary suits of Hokum, each card is worth this many Abnat (the card, then its Abnat):

# %%
for card in by_strength(spades, sun):
    print(card, card.points())

# %% [markdown]
# Only five cards count: A, 10, K, Q and J. The 9, 8 and 7 are worth nothing. In the
# **trump suit** of Hokum two cards change: the Jack and the 9 become the most valuable cards
# of the game:

# %%
for card in trumps:
    print(card, card.points(hokum.trump))

# %% [markdown]
# Count a few cards yourself: three questions, each with four cards. How many Abnat are the
# four cards worth? (The third question is a Hokum: look for the trumps.)

# %%
abnat_questions = [
    exercise("abnat", seed=0, level=1),
    exercise("abnat", seed=9, level=1),
    exercise("abnat", seed=6, level=2),
]
Quiz(exercises=abnat_questions, lang=LANG)

# %% [markdown]
# ## 6. A whole hand: 130 or 162 Abnat
#
# All 32 cards together are worth this many Abnat in Sun, and in Hokum:

# %%
print("Sun:", pack.points(), "Abnat")
print("Hokum:", pack.points(hokum.trump), "Abnat")

# %% [markdown]
# There is one more prize: the team that wins the **last trick** (the eighth) gets **10
# Abnat** extra. So a whole hand holds 120 + 10 = **130** Abnat in Sun and 152 + 10 = **162**
# in Hokum, shared between the two teams.
#
# Let us check it on a real hand. The player in seat 1 chooses Sun (lesson 03 shows how the
# game is chosen), then four computer players (bots) play the whole hand in a blink. You
# don't need to read the code of the next cell: just run it. The engine gives the Abnat each
# team won, then their sum. (A team is two players who play together: team 0·2 is seats 0
# and 2, team 1·3 is seats 1 and 3; lesson 02 explains.)

# %%
game = Game.new(seed=5)
game.act("p1 sun")
game.play_bots({seat: HeuristicBot(seed=seat) for seat in range(4)})
team_02, team_13 = game.view(0).abnat
print("Team 0·2 took", team_02, "Abnat, team 1·3 took", team_13, "Abnat.")
print("Together:", team_02 + team_13, "Abnat.")

# %% [markdown]
# The same deal played as a Hokum:

# %%
game = Game.new(seed=5)
game.act("p1 hokum")
game.play_bots({seat: HeuristicBot(seed=seat) for seat in range(4)})
team_02, team_13 = game.view(0).abnat
print("Team 0·2 took", team_02, "Abnat, team 1·3 took", team_13, "Abnat.")
print("Together:", team_02 + team_13, "Abnat.")

# %% [markdown]
# These totals decide who wins the hand; lesson 06 shows how Abnat become the points written
# on the score sheet.
#
# <span class="bw-live">**Try it** (optional): click inside the grey Sun cell above, double-click
# the **5** of `seed=5`, type another whole number and press **Shift + Enter**; then do the same
# in the Hokum cell. The cards change and so do the two teams' Abnat, but together they still
# make 130 in Sun and 162 in Hokum. If you see a red error message, press **Ctrl + Z** until
# your typing is undone, then press **Shift + Enter** again.</span>

# %% [markdown]
# ## 7. Practice
#
# These exercises are new every time you run the cell: which card is stronger, and how many
# Abnat a few cards are worth, in Sun and in Hokum. Run it again for more.

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["higher_card", "abnat"], level=2, seed=None, count=6, lang=LANG)

# %% [markdown]
# ## Exit ticket
#
# Four questions on this lesson, the same for everyone. Answer them without looking back:
# your teacher sees the result.
#
# <span class="bw-live">The first exercise you open asks your name, once (type it, or press
# **Not now**). From then on every answer is saved for your teacher by itself, in every
# lesson.</span>

# %%
ticket = [
    exercise("higher_card", seed=22, level=1),
    exercise("higher_card", seed=24, level=2),
    exercise("abnat", seed=21, level=1),
    exercise("abnat", seed=20, level=2),
]
Quiz(exercises=ticket, exit_ticket="01", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** (here, or under any Quiz) and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# Next: [02 · The deal](02_the_deal.ipynb), where four players sit down and the cards are
# dealt.

# %% [markdown]
# ## In short
#
# * 32 cards, 7 to Ace in four suits; a hand is played as Sun (no trumps) or Hokum (one trump suit).
# * Strongest first: A 10 K Q J 9 8 7, but in the trump suit J 9 A 10 K Q 8 7; a trump beats every other suit.
# * Abnat: A 11, 10 10, K 4, Q 3, J 2 (trump J 20, trump 9 14), plus 10 for the last trick: 130 in Sun, 162 in Hokum.
