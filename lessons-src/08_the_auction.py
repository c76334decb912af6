# Lesson 08 of the course: the auction (round 1 and 2, Gablak, Ashkal, Kawesh).
# Built by lessons-src/build.py.

# %% [markdown]
# # 08 · The auction — الشراء
#
# Until now you bought with the beginner's calls: Pass, Hokum (حكم) and Sun (صن). The real
# auction has a few more, and they change who buys. In this lesson you will learn:
#
# 1. who speaks first, and who has **priority**;
# 2. round 1: Hokum in the floor card's suit, and Sun beats Hokum;
# 3. **Gablak** (قبلك, "before you"): a player with priority may take a Sun first;
# 4. what happens when a Hokum stands: a second chance, then the confirmation;
# 5. round 2, where Hokum may be in another suit;
# 6. **Ashkal** (أشكل): a Sun bought for your partner;
# 7. **Kawesh** (كوش): throwing in a hand with nothing in it.
#
# Every list of allowed calls below comes from the engine, so it is exactly what the rules
# allow. Doubling comes in lesson 09.

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# ## 1. Who speaks, and who has priority
#
# Remember lesson 02: everything goes to the right (counter-clockwise). The player on the
# dealer's right is **P1**: P1 speaks first, then P2 (the dealer's partner), then P3 (the
# dealer's left), and the dealer, P4, speaks last. Going round once, each player makes
# **one call**; a few calls then let players speak again (Gablak, the second chance and the
# confirmation, below).
#
# The same order is the **priority**: P1 comes before P2, P2 before P3, P3 before P4. You
# will see below why priority matters.
#
# Here are the calls, as on the printed cheat sheet:

# %%
cheat_sheet("calls", lang=LANG)

# %% [markdown]
# In the cells below a call is written as text: the seat (`p0` to `p3`) and the call, for
# example `"p1 pass"` or `"p2 hokum"`. Each cell deals the same cards again and makes the
# calls in its list, so you may run the cells in any order. In this lesson seat 0 deals,
# so seat 1 is P1, seat 2 is P2, seat 3 is P3 and seat 0 is P4. The floor card
# (الورقة المكشوفة) is 9♥.
#
# ## 2. Round 1
#
# In round 1 a **Hokum** always takes the **floor card's suit** as trumps. Seat 1 speaks
# first. Which calls may it make? Click all of them, then Check.

# %%
game = Game.new(seed=18, dealer=0)
Quiz(exercises=[make("calls", record=game.to_record())], lang=LANG)

# %% [markdown]
# A Hokum in another suit is refused, and the engine says why:

# %%
print(attempt(game, "p1 hokum D", lang=LANG))

# %% [markdown]
# **Sun beats Hokum.** Once somebody has said Hokum, nobody can say a second Hokum: the
# only way over it is a Sun. Seat 1 passes and seat 2 says Hokum. What may seat 3 say?
# (Seat 3 is P3, the dealer's left: one more call is open to it, Ashkal, in section 6.)

# %%
game = Game.new(seed=18, dealer=0)
for call in ["p1 pass", "p2 hokum"]:
    game.act(call)
Quiz(exercises=[make("calls", record=game.to_record())], lang=LANG)

# %%
print(attempt(game, "p3 hokum", lang=LANG))

# %% [markdown]
# ## 3. Gablak (قبلك): "before you"
#
# When a player says **Sun**, the normal order stops. Every player with **priority** over
# the Sun caller is now asked, in priority order, whether they want the Sun for themselves,
# even if they passed, even if they said Hokum. The first to say yes buys the Sun. If all
# say no, the Sun stays with its caller. Players after the Sun caller never speak again.
#
# So a Sun from P1 stands at once (nobody has priority over P1), and a Sun from the dealer
# can be taken by anyone.
#
# Seat 3 passes and the dealer, seat 0, says Sun. Seat 1 is asked first:

# %%
game = Game.new(seed=18, dealer=0)
for call in ["p1 pass", "p2 hokum", "p3 pass", "p0 sun"]:
    game.act(call)
Quiz(exercises=[make("calls", record=game.to_record())], lang=LANG)

# %% [markdown]
# Seat 1 says no, and seat 2, who said Hokum, is asked next: it says yes. Who buys? The
# quiz shows the auction in order.

# %%
game = Game.new(seed=18, dealer=0)
for call in ["p1 pass", "p2 hokum", "p3 pass", "p0 sun", "p1 pass", "p2 sun"]:
    game.act(call)
Quiz(exercises=[make("buyer", record=game.to_record())], lang=LANG)

# %% [markdown]
# ## 4. When a Hokum stands
#
# Another auction on the same cards: seats 1 and 2 pass, seat 3 says Hokum and seat 0
# passes. Nobody said Sun, so the Hokum stands. Two things happen now:
#
# 1. **A second chance**: the players who passed **before** the Hokum (here seats 1 and
#    2) may each still say Sun, in order. Such a Sun goes through Gablak as above.
# 2. **The confirmation**: if it is still Hokum, the Hokum bidder either **confirms** the
#    Hokum or **turns it into a Sun**. Either way it stays the buyer.
#
# Seats 1 and 2 pass again. What may seat 3 say now?

# %%
game = Game.new(seed=18, dealer=0)
for call in ["p1 pass", "p2 pass", "p3 hokum", "p0 pass", "p1 pass", "p2 pass"]:
    game.act(call)
Quiz(exercises=[make("calls", record=game.to_record())], lang=LANG)

# %% [markdown]
# ## 5. Round 2
#
# If all four players pass in round 1, round 2 starts, again from P1. Now a Hokum may be in
# **any suit except the floor card's suit**; the bidder names the suit when it confirms.
#
# * A Sun in round 2 is **final**: there is no Gablak in round 2.
# * After a Hokum, only the players who have **not spoken yet** in round 2 may still say
#   Sun. A pass in round 2 gives that right away.
# * If all four pass again, nobody scores: the cards are dealt again, and the deal passes
#   to the right.
#
# Round 2 on the same cards: seat 1 passes, seat 2 says Hokum, seats 3 and 0 pass. Seat 1
# passed in round 2, so it is not asked again. Seat 2 confirms: which calls may it make?

# %%
game = Game.new(seed=18, dealer=0)
for call in ["p1 pass", "p2 pass", "p3 pass", "p0 pass", "p1 pass", "p2 hokum", "p3 pass", "p0 pass"]:
    game.act(call)
Quiz(exercises=[make("calls", record=game.to_record())], lang=LANG)

# %% [markdown]
# ## 6. Ashkal (أشكل): a Sun for your partner
#
# Ashkal is a Sun bought **for your partner**: your partner becomes the buyer and takes the
# floor card (and two more cards), and you get three cards. Three rules:
#
# * only **P3** (the dealer's left) and **P4** (the dealer) may call it;
# * never when the floor card is an **Ace**;
# * only in **round 1**.
#
# An Ashkal made without the right counts as the caller's own Sun. For Gablak an Ashkal is
# a Sun at the caller's seat: the players with priority over the caller are asked first.
#
# Seats 1 and 2 pass, and seat 3 (P3) says Ashkal. Seats 1 and 2 are asked first, and both
# say no. Who buys?

# %%
game = Game.new(seed=18, dealer=0)
for call in ["p1 pass", "p2 pass", "p3 ashkal", "p1 pass", "p2 pass"]:
    game.act(call)
Quiz(exercises=[make("buyer", record=game.to_record())], lang=LANG)

# %% [markdown]
# ## 7. Kawesh (كوش): a hand with nothing in it
#
# A player whose five first cards are **only 7s, 8s and 9s** (no A, K, Q, J or 10) may
# call **Kawesh** in round 1. The hand is thrown in: nobody scores and the cards are dealt
# again. If nobody had bid yet, the same dealer deals again; otherwise the deal passes to
# the right.
#
# In this deal seat 3 has such a hand. Seats 1 and 2 pass. What may seat 3 say? Look at the
# floor card before you answer: one call seat 3 usually has is missing.

# %%
game = Game.new(seed=98, dealer=0)
for call in ["p1 pass", "p2 pass"]:
    game.act(call)
Quiz(exercises=[make("calls", record=game.to_record())], lang=LANG)

# %% [markdown]
# ## 8. Practice
#
# New auctions each time you run these cells. First: which calls may you make? (Level 2:
# after a Hokum, in the Gablak window, in round 2, with a Kawesh hand.)

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["calls"], level=2, seed=None, count=4, lang=LANG)

# %% [markdown]
# Then: who buys? (Level 2: Ashkal, Gablak, a Hokum turned into a Sun; level 3: second
# chances, round 2.)

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["buyer"], level=2, seed=None, count=3, lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["buyer"], level=3, seed=None, count=3, lang=LANG)

# %% [markdown]
# Finally, a real auction. This table plays every call of this lesson (no doubling yet:
# that is lesson 09) with three bots: your partner and two opponents. Each hand is new;
# press **Next hand** after the score to bid again. The **Hint** button asks the expert what
# it would call, and why.

# %%
# NBVAL_IGNORE_OUTPUT
Table(seed=None, rules=RuleSet(doubling_allowed=False), bots="heuristic", lang=LANG)

# %% [markdown]
# ## Exit ticket
#
# Four questions on this lesson, the same for everyone. Answer them without looking
# back: your teacher sees the result.

# %%
Quiz(kinds=["calls", "buyer"], level=2, seed=22, count=4, exit_ticket="08", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# Next: once the contract is fixed, the defenders may raise the stakes.
# [09 · Doubling](09_doubling.ipynb)

# %% [markdown]
# ## In short
#
# * Round 1: Hokum in the floor card's suit, and a Sun beats it; a Sun opens Gablak, where
#   the players with priority may take it first.
# * A Hokum that stands gives a second chance to those who passed before it, then its
#   bidder confirms it or turns it into a Sun; round 2 allows Hokum in another suit, and its
#   Sun is final.
# * Ashkal (P3 or P4, not on an Ace) buys a Sun for your partner; Kawesh throws in a hand of
#   only 7s, 8s and 9s.
