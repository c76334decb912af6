# Lesson 02 of the course: seats, teams, the dealer, P1 to P4 and the deal. Built into
# tutorials/02_the_deal.ipynb by lessons-src/build.py; edit this file, then run
# `python lessons-src/build.py 02`.

# %% [markdown]
# # 02 · The deal — التوزيع
#
# In [lesson 01](01_cards_and_points.ipynb) you met the cards. Now four players sit down at
# the table and the cards are dealt. You will learn:
#
# 1. where the players sit, and who plays with whom;
# 2. which way the game goes round the table;
# 3. who deals, who speaks first, and the order **P1, P2, P3, P4**;
# 4. how the cards are dealt: 5 each, the **floor card (الورقة المكشوفة)**, and 3 more after
#    the bidding.
#
# As before, run the cells from the top with **Shift + Enter**.

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# ## 1. Four seats, two teams
#
# The seats are numbered 0, 1, 2 and 3. **Partners sit opposite each other**: seats 0 and 2
# play together (team 0·2) against seats 1 and 3 (team 1·3). Partners win tricks and points
# together, so the whole game is a team game.
#
# Here is a real table just after the deal. You are seat 0, at the bottom: your partner,
# seat 2, faces you, and your two opponents sit on your left and right. You see your own five
# cards, and the backs of the others'.
#
# Don't click anything on this table yet: it only shows where everyone sits. You will play
# in lesson 03.

# %%
Table(Game.new(seed=7, dealer=3), bots="heuristic", lang=LANG)

# %% [markdown]
# Which seat is the partner? Click your answer (two questions, the same for everyone):

# %%
partner_questions = [exercise("partner", seed=5, level=2), exercise("partner", seed=2, level=2)]
Quiz(exercises=partner_questions, lang=LANG)

# %% [markdown]
# ## 2. The game goes to the right
#
# Everything in Baloot goes round the table **to the right**, that is **counter-clockwise**:
# the cards are dealt to the right, the players speak in turn to the right, and they play
# their cards in turn to the right. After seat 0 comes seat 1 (on its right), then seat 2,
# then seat 3, then seat 0 again.
#
# In the table above, seat 1 sits on your right: in a trick it plays just after you.

# %% [markdown]
# ## 3. The dealer, and P1 to P4
#
# One player is the **dealer (الموزّع)**, marked **D** on the table. Counting to the right
# from the dealer, the four players have names that the rules use all the time:
#
# * **P1** is the dealer's right. P1 speaks first in the bidding and plays the first card of
#   the hand.
# * **P2** is the dealer's partner.
# * **P3** is the dealer's left. P3 cuts the pack before the deal.
# * **P4** is the dealer, who speaks last.
#
# When two players want the same thing in the bidding, the one who comes first in this list
# wins: P1 before P2 before P3 before P4. This is called **priority**.
#
# In the table above seat 3 deals, so you (seat 0) are P1: it is your turn to speak. The
# engine gives the seats of P1, P2, P3 and P4 for a dealer:

# %%
seat_order(dealer=3)

# %% [markdown]
# And for each of the four dealers (the dealer, then P1 to P4):

# %%
for dealer in range(4):
    print(dealer, seat_order(dealer))

# %% [markdown]
# After each hand the deal passes to the right: the next dealer is the seat on the dealer's
# right, so P1 of one hand deals the next one.
#
# Your turn: a seat deals; which of P1 to P4 are you? The dealer is marked on the table.

# %%
priority_questions = [
    exercise("priority", seed=2, level=1),
    exercise("priority", seed=2, level=2),
    exercise("priority", seed=9, level=2),
    exercise("priority", seed=0, level=1),
]
Quiz(exercises=priority_questions, lang=LANG)

# %% [markdown]
# ## 4. Five cards each, and the floor card
#
# The dealer shuffles, P3 cuts, and the dealer gives the cards from the top of the pack:
#
# 1. **3 cards** to each player, starting with P1 and going to the right;
# 2. then **2 more cards** to each, again from P1. Everyone now holds 5 cards;
# 3. the next card, the 21st, is turned **face up** on the table: the **floor card**.
#
# The engine says who receives each card. Here are the first 21 cards when seat 3 deals,
# counted from the top of the pack: card 1 is the top card. Card 21 goes to `None`: the floor
# card belongs to nobody yet. (Inside the code the engine counts from 0, so our card 1 is its
# card 0: that is why the code says `number - 1`. You don't need to read it.)

# %%
dealer = 3
for number in range(1, 22):
    print("Card", number, "goes to seat", dealt_to(number - 1, dealer))

# %% [markdown]
# In the engine, the shuffle comes from a **seed**, a number that stands for one deal: the
# same seed always gives the same cards, so a whole class can play the same deal. Here is
# the table of section 1 again (`seed=7`) in **teacher mode**, where every hand is shown:
# the four hands of 5 cards and the floor card in the middle.

# %%
Table(Game.new(seed=7, dealer=3), bots="heuristic", lang=LANG, reveal=True)

# %% [markdown]
# Who gets this card? Count the cards from the top, 3 at a time, then 2 at a time:

# %%
Quiz(exercises=[exercise("dealt_to", seed=5, level=1), exercise("dealt_to", seed=4, level=2)], lang=LANG)

# %% [markdown]
# ## 5. The buyer takes the floor card
#
# Now the players look at their 5 cards and the floor card, and the **bidding** begins (lesson
# 03 shows it in simple words, lesson 08 in full). The player who wins it chooses Sun or
# Hokum and becomes the **buyer (المشتري)**: the buyer takes the floor card into their hand.
# The buyer and partner play together to make the contract; the other two players are the
# **defenders (المدافعون)**.
#
# Then the last 11 cards are dealt, again from P1: **the buyer gets 2 more cards**, since
# they already took the floor card, and **everyone else gets 3**. Everyone ends with 8 cards.
# Say seat 2 buys; from the floor card (card 21) to the last card (card 32), the cards go to:

# %%
for number in range(21, 33):
    print("Card", number, "goes to seat", dealt_to(number - 1, dealer, buyer=2))

# %% [markdown]
# Let us watch it happen. Seat 3 deals and you, seat 0, are P1: you say **Sun** (the action
# `"p0 sun"`: p0 is seat 0). As P1 you speak first, so nobody can take it from you, and you
# become the buyer. Here is your hand now, with 8 cards: the cards you did not hold before
# are outlined.

# %%
game = Game.new(seed=7, dealer=3)
before = game.view(0).hand
game.act("p0 sun")
after = game.view(0).hand
HandView(after, highlight=after - before, caption="Seat 0, the buyer", lang=LANG)

# %% [markdown]
# Three new cards: the floor card and two more. Seat 1, who did not buy, also got three new
# cards from the pack:

# %%
before = Game.new(seed=7, dealer=3).view(1).hand
after = game.view(1).hand
HandView(after, highlight=after - before, caption="Seat 1", lang=LANG)

# %% [markdown]
# Eight cards each: the play can begin, and P1 plays the first card. Who receives these cards
# after the bidding?

# %%
Quiz(exercises=[exercise("dealt_to", seed=1, level=3), exercise("dealt_to", seed=3, level=3)], lang=LANG)

# %% [markdown]
# ## 6. Practice
#
# New questions every time you run the cell: partners, P1 to P4, and the deal.

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["priority", "partner", "dealt_to"], level=3, seed=None, count=6, lang=LANG)

# %% [markdown]
# ## Exit ticket
#
# Three questions on this lesson, the same for everyone. Answer them without looking
# back: your teacher sees the result.

# %%
Quiz(kinds=["partner", "priority", "dealt_to"], level=2, seed=21, count=3, exit_ticket="02", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# Next: [03 · Your first hand](03_your_first_hand.ipynb), where you play a whole hand with
# three bots: your partner and two opponents.

# %% [markdown]
# ## In short
#
# * Partners sit opposite (seats 0·2 against 1·3), and everything goes to the right, counter-clockwise.
# * The dealer's right is P1 (speaks and plays first), then P2, P3 and the dealer, P4; the deal then passes to the right.
# * 3 cards each, then 2, then the face-up floor card; the buyer takes it and 2 more, everyone else 3: 8 cards each.
