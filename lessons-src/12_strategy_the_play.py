# Lesson 12: strategy in the play (issue 14). Built into tutorials/12_strategy_the_play.ipynb
# by lessons-src/build.py; edit this file, then run `python lessons-src/build.py 12`.

# %% [markdown]
# # 12 · Strategy: the play — استراتيجية اللعب
#
# You know the rules of the play: follow suit, trump, over-trump (lesson
# [04](04_trick_play.ipynb)). This lesson is about playing **well**: which card to lead,
# how to count trumps and points, when to announce **Akka (إكّه)** and when to claim
# **Sawa (سوا)**, and how to learn from your own mistakes with the review board.
#
# What the bots know, honestly:
#
# * The simple bot follows a few rules of thumb: in Hokum the buyer's team draws trumps;
#   cash an Ace (a card nobody can beat); lead a suit your partner can trump; otherwise lead
#   a cheap card. When your partner wins a trick, give it points; when an opponent wins,
#   win cheaply or throw your least useful card.
# * The **expert bot** and the **hint** check those cards by imagining deals of the cards
#   they cannot see: a handful of deals played out by the simple bot early in the hand,
#   exact play in each imagined deal for the last tricks. They never see your cards.
# * The **review board** is different: after the hand it looks at all four hands, so its
#   values are exact, but it knows what nobody at the table knew.

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# ## 1. The opening lead
#
# Three hands, all led by seat 1 (seat 0 dealt). In the first, seat 1 bought a Hokum in
# hearts and holds J♥ and 9♥, the two best trumps. The buyer's team leads trumps first, to
# pull the opponents' trumps before they can cut its Aces:

# %%
game = Game.new(seed=7, dealer=0)
for call in ["p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum", "p2 pass", "p0 pass"]:
    game.act(call)
print(hint(game.view(1), lang=LANG).text)
HandView(game.view(1).hand, highlight=["JH"], lang=LANG)

# %% [markdown]
# In the second, seat 2 bought a Hokum in clubs and seat 1 defends. It holds three Aces.
# A defender cashes an Ace early, before the buyer's trumps take control:

# %%
game = Game.new(seed=23, dealer=0)
for call in ["p1 pass", "p2 hokum", "p3 pass", "p0 pass", "p1 pass", "p2 hokum", "p1 pass",
             "p3 pass"]:
    game.act(call)
print(hint(game.view(1), lang=LANG).text)
HandView(game.view(1).hand, highlight=["AS"], lang=LANG)

# %% [markdown]
# In the third, seat 0 bought a Hokum in hearts and seat 1 has no Ace to cash. A King or a
# Ten led now could fall to a higher card and hand its points to the opponents; the hint
# leads a small card that gives little away:

# %%
game = Game.new(seed=4, dealer=0)
for call in ["p1 pass", "p2 pass", "p3 pass", "p0 pass", "p1 pass", "p2 pass", "p3 pass",
             "p0 hokum", "p0 hokum H", "p1 pass", "p3 pass"]:
    game.act(call)
print(hint(game.view(1), lang=LANG).text)
HandView(game.view(1).hand, highlight=["7C"], lang=LANG)

# %% [markdown]
# Now you lead. In these exercises **all four hands are open** and the double-dummy solver
# (the review board's judge) decides which lead brings your team the most **Abnat
# (أبناط)**, if everyone then plays perfectly. Look for the ideas above: draw trumps, cash a
# card nobody can beat, and do not give away Tens.

# %%
Quiz(kinds=["lead"], level=1, seed=5, count=3, lang=LANG)

# %% [markdown]
# ## 2. Count the trumps and the points
#
# Good players count. Which trumps are still out? Which card is now the highest of each
# suit? How many Abnat are left to win? `count_cards` counts what one seat has seen: its
# own hand and every card played. Here four simple bots have played three tricks of a Hokum
# in hearts; seat 1 is on lead:

# %%
game = Game.new(seed=52, dealer=0)
game.play_bots({seat: HeuristicBot(seed=seat) for seat in range(4)})
game.undo()  # take back the bot's last call, to look at the position before it
HandView(game.view(1).hand, lang=LANG)

# %%
count_cards(game.view(1), lang=LANG)

# %% [markdown]
# Seat 1 holds five trumps, and the count says that **every trump left is in its hand**.
# Whatever the others lead or keep, each of its cards wins a trick.
#
# ## 3. Sawa: claim the rest when the count proves it
#
# When you are on lead and can prove that your team takes every remaining trick, claim
# **Sawa**: the hand ends at once and your team takes all the cards left, with the 10 for
# the last trick. The engine checks the claim with all hands: you must hold the highest card
# left of every suit you hold, and in Hokum no opponent may be able to trump. That is what
# the bot did here:

# %%
print(attempt(game, "p1 sawa", lang=LANG))
print(game.result.sheet(LANG))

# %% [markdown]
# Claim only what your count proves. A Sawa that the cards do not support is refused and
# play goes on; if your team then loses a trick, the contract fails: **Khasara (خسارة)**.
# The bots claim only when their own view proves the claim.
#
# ## 4. Akka: a promise about the suit, not about trumps
#
# In Hokum, a player who leads the highest card left of a plain suit (not an Ace) may
# announce **Akka**: "this card is the best of its suit". It tells your partner not to
# waste a trump on it. We set up a hand: seat 1 buys a Hokum in hearts and leads.

# %%
game = Game.from_hands(
    ["8S 10H KH QH 7D 9C 8C 7C", "AS 10S 7S JH 7H AD 10D 9D",
     "KS 8H 9H KD QD AC 10C KC", "QS JS 9S AH JD 8D QC JC"],
    floor="7H",
    dealer=0,
)
for call in ["p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum", "p2 pass", "p0 pass"]:
    game.act(call)
HandView(game.view(1).hand, lang=LANG)

# %% [markdown]
# Can seat 1 lead 10♠ with Akka now? The engine says no: A♠ has not been played yet (it is
# in seat 1's own hand, but Akka is about the cards still unplayed). And an Ace never needs
# an Akka:

# %%
print(attempt(game, "p1 play 10S akka", lang=LANG))
print(attempt(game, "p1 play AS akka", lang=LANG))

# %% [markdown]
# So seat 1 first plays A♠, and everybody follows in spades. Now 10♠ is the highest spade
# left, and the Akka is true:

# %%
for card in ["p1 play AS", "p2 play KS", "p3 play 9S", "p0 play 8S"]:
    game.act(card)
print(attempt(game, "p1 play 10S akka", lang=LANG))

# %% [markdown]
# But seat 2 has no spade left. What may seat 2 play, and who wins the trick? Answer both:

# %%
hokum = Contract(mode="hokum", trump="H", buyer=1)
Quiz(
    exercises=[
        make("legal_cards", hand=game.view(2).hand, trick=[(1, "10S")], contract=hokum),
        make("trick_winner", trick=[(1, "10S"), (2, "8H"), (3, "JS"), (0, "7D")],
             contract=hokum),
    ],
    lang=LANG,
)

# %% [markdown]
# An Akka card is the best **of its suit**; an opponent who has none of that suit must
# trump it, and wins. Akka protects the card from your partner, not from the opponents.
# Before you lead an Akka, count: could an opponent be out of the suit and still hold a
# trump?
#
# ## 5. Learn from the review board
#
# Here two expert bots (seats 0 and 2) play against two simple bots (seats 1 and 3). Then
# the review gives every card its **exact value**: the Abnat its team takes from there to
# the end if everyone then plays perfectly with all hands open. A card that gives Abnat
# away is a mistake (10 Abnat or more), and the review says, as an **estimate**, whether the
# player could have seen it from its own cards.

# %%
game = Game.new(seed=31, dealer=0)
game.play_bots({
    0: ExpertBot(seed=0, worlds=8, rollout_worlds=4),
    1: HeuristicBot(seed=1),
    2: ExpertBot(seed=2, worlds=8, rollout_worlds=4),
    3: HeuristicBot(seed=3),
})
hand_review = review(game, lang=LANG)
print(hand_review.summary())

# %% [markdown]
# Even the expert made a costly card, and every mistake here "needed the hidden cards": from
# the player's own view the card looked as good as the best. That is the honest lesson of a
# review: it knows everything afterwards. Step through the hand on the board (the buttons,
# the slider or the arrow keys; **Next mistake** jumps to the next card that cost Abnat):

# %%
# NBVAL_IGNORE_OUTPUT
ReviewBoard(hand_review, seat=0, lang=LANG)

# %% [markdown]
# Now find the better cards yourself. Each exercise is the position of one of the biggest
# mistakes above, with all hands open:

# %%
Quiz(exercises=hand_review.exercises(3), lang=LANG)

# %% [markdown]
# ## 6. Puzzles by theme
#
# The ideas of this lesson, one at a time, in **puzzles**: moments of real hands where one
# card is clearly best. Click the card you would play; the answer plays the hand out on the
# table, trick by trick, and a wrong card is told what it cost and which idea it missed.
#
# **Draw trumps**: in Hokum, the buyer's team leads trumps until the opponents have none
# left, so that they cannot trump its winners later.

# %%
Puzzles(theme="draw_trumps", count=2, seed=12, lang=LANG)

# %% [markdown]
# **Cash your winners**: lead a card nobody else can beat in its suit while it still wins.

# %%
Puzzles(theme="cash_winners", count=2, seed=12, lang=LANG)

# %% [markdown]
# **Take every trick**: count the winners, then play them in the right order.

# %%
Puzzles(theme="sawa", count=2, seed=12, lang=LANG)

# %% [markdown]
# **The Akka**: lead the highest card left of a suit that is not trumps, and say Akka so
# that your partner does not trump it.

# %%
Puzzles(theme="akka", count=2, seed=12, lang=LANG)

# %% [markdown]
# **At the table**: now only your own cards are shown, as at a real table. Open *Tricks
# played* and count the cards that are gone.

# %%
Puzzles(kind="table", level=2, count=3, seed=12, lang=LANG)

# %% [markdown]
# Then puzzles of every theme that follow your own rating: solve them and they get harder.
# The practice page [Puzzles](../notebooks/puzzles.ipynb) has more, by theme.

# %%
# NBVAL_IGNORE_OUTPUT
Puzzles(adaptive=True, count=5, lang=LANG)

# %% [markdown]
# ## 7. Play a hand, then review it
#
# You are seat 0 against three expert bots. Use the Hint button when you are unsure, and
# count before you claim Sawa.

# %%
# NBVAL_IGNORE_OUTPUT
table = Table(Game.new(seed=None, dealer=3), you=0, bots="expert", lang=LANG)
table

# %% [markdown]
# When the hand is over, run this cell to review **your** hand: every card you played, its
# exact value, and what your own view could tell you.

# %%
# NBVAL_IGNORE_OUTPUT
ReviewBoard.from_game(table.game, seat=0, lang=LANG)

# %% [markdown]
# Next: [13 · Defence and partnership](13_defence_and_partnership.ipynb).

# %% [markdown]
# ## In short
#
# * Lead with a plan: the buyer's team draws trumps, a defender cashes its Aces, and with
#   nothing to cash a small card gives least away.
# * Count trumps, the highest card left of each suit and the points; claim Sawa only when
#   the count proves it, and remember that an Akka card can still be trumped.
# * The review board is exact but knows every hand: learn from the mistakes you could
#   have seen, and practise the positions with all hands open.
