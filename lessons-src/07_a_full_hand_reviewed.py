# Lesson 07 of the course: a whole hand by the expert bots, checked with the review board.
# Built by lessons-src/build.py.

# %% [markdown]
# # 07 · A full hand, reviewed — يد كاملة ومراجعتها
#
# Time to see everything together. Four **expert bots** play one whole hand: the auction,
# the projects, eight tricks and the score sheet. We watch it trick by trick, you answer a
# few questions on the way, and at the end a **review** checks every card: which cards
# were best, and which cost Abnat (أبناط).
#
# Nothing here is new except one word, **Akka** (إكّه). Everything else is in lessons 01 to
# 06.

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# ## 1. The hand is played
#
# Seat 3 deals this hand, so seat 0 is P1: it speaks first and leads the first trick. The
# next cell deals the cards and lets four expert bots play the hand to the end (it takes a
# few seconds: the bots think hard).

# %%
game = Game.new(seed=179, dealer=3)
experts = {seat: ExpertBot(seed=seat, worlds=8, rollout_worlds=4) for seat in range(4)}
moves = game.play_bots(experts)

# %% [markdown]
# First, the auction. The quiz shows the calls in order: who buys, and which contract?

# %%
Quiz(exercises=[exercise_at(game, "buyer")], lang=LANG)

# %% [markdown]
# Seat 2, the buyer, took the floor card and two more cards. Here is its hand, with its
# projects outlined: a Sira in trumps, and the King and Queen of trumps, a Baloot (بلوت).

# %%
projects_view(CardSet(game.state.dealt[2]), game.state.contract, lang=LANG)

# %% [markdown]
# Seat 1, an opponent, also holds a Sira in trumps. Only one team scores its projects
# (lesson 05): the Sira with the higher top card wins.

# %%
projects_view(CardSet(game.state.dealt[1]), game.state.contract, lang=LANG)

# %% [markdown]
# ## 2. The play, trick by trick
#
# Each picture below is one trick (أكلة): the four cards in the order they were played,
# starting with the lead; the winning card is outlined and the trumps are tinted. The
# caption is the engine's: who led, who won and why, and the Abnat of the trick.
#
# Before trick 1, a question: seat 0 leads the A♥. Seat 1 has no heart. Which cards may
# seat 1 play? (Lesson 04.)

# %%
Quiz(exercises=[exercise_at(game, "legal_cards", trick=1, card=2)], lang=LANG)

# %% [markdown]
# ### Trick 1
#
# Seat 1 has no heart, so it must trump, and even its smallest trump beats the Ace. Seat 1
# and seat 2 declare their Siras as they play their first cards.

# %%
trick_view(game, 1, lang=LANG)

# %% [markdown]
# ### Trick 2
#
# Seat 1 won trick 1, so it leads trick 2.

# %%
trick_view(game, 2, lang=LANG)

# %% [markdown]
# ### Trick 3

# %%
trick_view(game, 3, lang=LANG)

# %% [markdown]
# ### Trick 4: Akka (إكّه)
#
# The A♠ went in trick 2, so seat 0's 10♠ is now the **highest spade left**. When you lead
# such a card in Hokum, and it is not an Ace, you may say **Akka**: it tells your partner
# "this is the highest card left of its suit". Nobody can beat it with a card of that suit,
# but a trump still can. Saying Akka does not change the score.
#
# Seat 2, the partner, has no spade left. Its partner is winning, so it may play any card
# (lesson 04), and it gives its Q♥ to its own trick.

# %%
trick_view(game, 4, lang=LANG)

# %% [markdown]
# ### Trick 5
#
# Seat 2 has no diamond and an opponent is winning with the 10♦: it must trump.

# %%
trick_view(game, 5, lang=LANG)

# %% [markdown]
# ### Trick 6
#
# Trumps are led. Seat 3 plays J♣, the highest trump of all (J 9 A 10 K Q 8 7).

# %%
trick_view(game, 6, lang=LANG)

# %% [markdown]
# ### Trick 7: an Akka card can still be trumped
#
# Seat 3 leads K♥ and says Akka: A♥ and 10♥ are gone, so K♥ is the highest heart left.
# That is all Akka promises: the highest card **of its suit**. A trump still beats it.
# Seat 2 has no heart. Which cards may it play?

# %%
Quiz(exercises=[exercise_at(game, "legal_cards", trick=7, card=4)], lang=LANG)

# %% [markdown]
# Seat 2 must trump, and it does: its K♣ beats the Akka card. With K♣ seat 2 has now
# played both the King and the Queen of trumps, so the table announces its **Baloot**.

# %%
trick_view(game, 7, lang=LANG)

# %% [markdown]
# ### Trick 8: the last trick
#
# The last trick brings 10 more Abnat. In trumps the 9 is the second highest card, so 9♣
# beats 10♣.

# %%
trick_view(game, 8, lang=LANG)

# %% [markdown]
# ## 3. The score sheet
#
# Read the sheet line by line (lesson 06): the card points of each team, which team's
# projects count, made or Khasara (خسارة), and the Baloot at the end.

# %%
print(game.result.sheet(LANG))

# %% [markdown]
# A close hand! The buyer's team took fewer Abnat, yet both teams round to the same game
# points, and the Sira tips the balance: the contract is made. The Baloot comes on top.
#
# ## 4. Puzzles: the Akka and the last trick
#
# Before we look at the review, solve a few **puzzles**: moments of other hands where one
# card is clearly best, with every hand open. You sit at the bottom; click the card you
# would play. The answer then plays the hand out on the table, trick by trick, with the
# seat names and the Abnat each trick takes, and a wrong card is told what it cost and
# which idea it missed.
#
# First the Akka, the new word of this lesson: in Hokum, the highest card left of a suit
# that is not trumps (and not an Ace) beats every other card of its suit. Lead it and say
# Akka: your partner then knows not to trump it.

# %%
Puzzles(theme="akka", level=1, kind="open", count=2, lang=LANG)

# %% [markdown]
# Then the last trick, which brings 10 Abnat more to the team that takes it:

# %%
Puzzles(theme="last_trick", level=1, kind="open", count=2, lang=LANG)

# %% [markdown]
# ## 5. The review
#
# The review replays the hand with all four hands open. For every card, the computer works
# out how many Abnat the player's team takes from that moment to the end of the hand, if
# the card is played and then everybody plays their best. The best card brings the most. A
# card that "lost 18 Abnat" means: another card would have won your team 18 more card
# points. A loss of 10 Abnat or more is a **mistake**.
#
# The review also guesses whether the player could have found the better card from its own
# cards alone, without seeing the others' hands; it marks that guess "estimate".

# %% [markdown]
# The **review board** below starts with a summary: the biggest mistakes of each team and
# the Abnat each seat gave away. To see every card, step through the hand: the buttons, the
# slider or the arrow keys move card by card, **Next mistake** jumps to the next costly
# card, and the bars show how many Abnat each card the player could have played would bring.
#
# Go to trick 7 and look at seat 3's K♥: the review does not mark it, because it was as
# good as any card seat 3 could lead, even though a trump took it. An Akka is not a promise
# that the card wins; it is information for your partner.

# %%
ReviewBoard.from_game(game, lang=LANG)

# %% [markdown]
# ## 6. More practice: puzzles
#
# Five more puzzles of level 1, on every idea of the card play, with all hands open. The
# next cell then follows your own rating: solve puzzles and they get harder. The practice
# page [Puzzles](../notebooks/puzzles.ipynb) has them all, by theme, and puzzles at the
# table too, where only your own cards are shown (lesson 12).

# %%
Puzzles(level=1, kind="open", count=5, seed=7, lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
Puzzles(kind="open", adaptive=True, count=5, lang=LANG)

# %% [markdown]
# ## Exit ticket
#
# Three questions on this lesson, the same for everyone. Answer them without looking
# back: your teacher sees the result.

# %%
Quiz(kinds=["legal_cards", "trick_winner", "score"], level=2, seed=23, count=3, exit_ticket="07", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# Next: how the auction really works, with Ashkal, Gablak and Kawesh.
# [08 · The auction](08_the_auction.ipynb)

# %% [markdown]
# ## In short
#
# * A whole hand is an auction, projects declared in trick 1, eight tricks and a score
#   sheet; a close hand can be decided by a project.
# * Akka says a lead is the highest card left in its suit, and nothing more: a trump can
#   still beat it.
# * The review, with all hands open, shows how many Abnat each card lost against the best
#   card; a puzzle trains one idea at a time, and plays a wrong card out to show its cost.
