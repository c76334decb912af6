# Lesson 12: strategy in the play (issues 14 and 21). Built into
# tutorials/12_strategy_the_play.ipynb by lessons-src/build.py; edit this file, then run
# `python lessons-src/build.py 12`.

# %% [markdown]
# # 12 · Strategy: the play — استراتيجية اللعب
#
# You know the rules of the play: follow suit, trump, over-trump (lesson
# [04](04_trick_play.ipynb)). This lesson is about playing **well**: which card to lead,
# what to count, when to claim **Sawa (سوا)** and when to announce **Akka (إكّه)**, and how
# to learn from your own mistakes with the review board.
#
# As in lesson [11](11_strategy_the_auction.ipynb), each piece of advice is a **principle**
# you can use at a real table, and each one has been **measured**: the bots play the same
# deal twice from the moment of the choice, once following the principle and once breaking
# it, with the same cards, and the difference in game points over thousands of deals is
# what the principle is worth. "+1.6 ± 0.3" means 1.6 game points more for your team each
# time the choice comes up, give or take one standard error; a figure closer to 0 than two
# ± is no difference the simulation can measure. Popular advice goes through the same test,
# and the lesson says what it found, even when it is nothing, or worse.
#
# Two more helpers appear at the end: the **hint** and the **expert bot** imagine deals of
# the cards they cannot see and never see yours; the **review board** looks at all four
# hands after the hand, so its values are exact, but it knows what nobody at the table knew.
#
# Run the cells from top to bottom (click a cell, then **Shift + Enter**).

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# **How big is a gain?** Each report also says what a principle comes to *over a match*.
# The scale, from lesson 11: what a gain every hand comes to over a match to 152.

# %%
over_a_match(lang=LANG)

# %% [markdown]
# ## 1. The opening lead
#
# **Draw trumps.** In Hokum, the buyer's team usually holds most of the trumps. Each trump
# left with an opponent is a trick waiting to happen: the day you lead an Ace, they cut it.
# **The principle: as the buyer's team, lead your top trump (the J, or the 9 once the J is
# gone) while an opponent may still hold a trump.**

# %%
principle_worth("draw_trumps", lang=LANG)

# %% [markdown]
# It pays, and most on the **first** lead of the hand: the sooner the opponents' trumps
# fall, the fewer of your winners they can cut. A hand where it matters: seat 1 bought a
# Hokum in diamonds and leads the first trick. The bots led J♦ in one line and A♥ in the
# other; the table stops at that moment with every hand open (teacher mode). Play the
# hand yourself:

# %%
example = principle_example("draw_trumps", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %% [markdown]
# **Practice:** a position where you face this choice, with the cards hidden as at a real
# table. Run the cell again for another.

# %%
# NBVAL_IGNORE_OUTPUT
hand = principle_practice("draw_trumps")
Table(hand.game, you=hand.seat, bots="heuristic", lang=LANG)

# %% [markdown]
# **The Ace before its Ten.** With the A and the 10 of a plain suit, which first? The Ten
# led first wins too, since the Ace is yours; but nobody else at the table knows that. Your
# partner may trump it to be safe and waste a trump, and the first round of a suit is the
# one least likely to be cut, so cash the richer card then. **The principle: lead the Ace
# first; the Ten is then the highest card of its suit, and everybody can see it.**

# %%
principle_worth("ace_before_ten", lang=LANG)

# %% [markdown]
# It pays, a little, and the kinds of case say where: in Hokum, where there are trumps to
# waste and to cut with; in Sun the two orders come out about even. A small gain, but a free
# one: the Ace first never costs you. The hand below is a Sun, where the bots happened to
# play the two lines very differently; the solver, with every hand open, finds them equal.

# %%
example = principle_example("ace_before_ten", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %% [markdown]
# **Do not lead a lone Ten.** A Ten whose Ace is still out (with an opponent, or
# your partner) is 10 Abnat on the table for whoever holds the Ace. **The principle: do not
# lead a Ten while its Ace has not been played; lead another card and wait for the Ace to
# fall.**

# %%
principle_worth("ten_needs_ace", lang=LANG)

# %% [markdown]
# It pays, and it comes up in about one hand in six: of the leads of this section, the one
# worth the most over a whole evening. Clearly in Hokum; in Sun the figure is as large but
# less sure, measured on fewer hands. A hand where it matters:

# %%
example = principle_example("ten_needs_ace", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
hand = principle_practice("ten_needs_ace")
Table(hand.game, you=hand.seat, bots="heuristic", lang=LANG)

# %% [markdown]
# **Your lead.** Four first leads of real hands, from the measurement, seen from your seat
# with your cards only. Which of the two leads pays? Use the three principles: the buyer
# draws trumps, the Ace goes before its Ten, and a Ten does not go out alone.

# %% {"jupyter": {"source_hidden": true}}
Quiz(
    exercises=[
        make("principle", record=principle_practice("draw_trumps", 6).game.to_record(),
             principle="draw_trumps", seat=1),
        make("principle", record=principle_practice("ace_before_ten", 0).game.to_record(),
             principle="ace_before_ten", seat=1),
        make("principle", record=principle_practice("ten_needs_ace", 4).game.to_record(),
             principle="ten_needs_ace", seat=0),
        make("principle", record=principle_practice("draw_trumps", 10).game.to_record(),
             principle="draw_trumps", seat=3),
    ],
    lang=LANG,
)

# %% [markdown]
# ## 2. Count the trumps, and the cards that are gone
#
# Good players count. Which trumps are still out? Which card is now the highest of each
# suit? Who has shown that it holds none of a suit? `count_cards` counts what one seat has
# seen: its own hand and every card played. Here four simple bots have played three tricks
# of a Hokum in hearts; seat 1 is on lead:

# %% {"jupyter": {"source_hidden": true}}
game = Game.new(seed=52, dealer=0)
game.play_bots({seat: HeuristicBot(seed=seat) for seat in range(4)})
game.undo()  # take back the bot's last call, to look at the position before it
HandView(game.view(1).hand, lang=LANG)

# %%
count_cards(game.view(1), lang=LANG)

# %% [markdown]
# Seat 1 holds five trumps, and the count says that **every trump left is in its hand**.
# Whatever the others lead or keep, each of its cards wins a trick (section 3 comes back to
# this hand).
#
# **Stop drawing trumps in time.** The count tells you when the opponents have no trump
# left. From then on a trump led only pulls your partner's trumps, which could have cut
# the opponents' winners. **The principle: once the opponents hold no trump, stop leading
# trumps; lead your other suits.**

# %%
principle_worth("count_trumps", lang=LANG)

# %% [markdown]
# Each time it comes up, the largest gain of this lesson; but the moment is rare: it comes
# only after the trumps have been drawn, and only to a player who counted them.

# %%
example = principle_example("count_trumps", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %% [markdown]
# **Popular advice: "do not lead a suit an opponent has none of: it will trump it."** Put
# to the same test:

# %%
principle_worth("no_lead_void", lang=LANG)

# %% [markdown]
# The simulation finds no difference it can measure, for the buyers or for the defenders.
# The opponent who cuts spends a trump, and that trump no longer cuts anything else; the
# other suits you could lead have their own risks. Count the voids, but do not let this
# advice decide your lead.
#
# **Popular advice: "with two cards left, keep your winner for the last trick and its 10."**
# The last trick is worth 10 Abnat more, so the advice says: lead your losing card now, and
# win the eighth trick with the card nobody can beat.

# %%
principle_worth("last_trick", lang=LANG)

# %% [markdown]
# It **costs**: do the opposite, and play your winner now. The kinds of case say why. When
# the winner is a **trump**, keeping it works: whatever is led at the last trick, you hold
# only that trump and it wins. When the winner is **not a trump**, it wins only if its suit
# is led; once you give up the lead, the opponents choose the suit, and your winner falls
# on a trick it cannot take. Take the sure trick while you hold the lead; keep only a top
# trump for the end.

# %%
example = principle_example("last_trick", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %% [markdown]
# ## 3. When to claim Sawa
#
# When you are on lead and can prove that your team takes every remaining trick, claim
# **Sawa**: the hand ends at once and your team takes all the cards left, with the 10 for
# the last trick. The engine checks the claim with all hands: you must hold the highest card
# left of every suit you hold, and in Hokum no opponent may be able to trump. Seat 1 of
# section 2 holds every trump left, so it may claim:

# %%
print(attempt(game, "p1 sawa", lang=LANG))
print(game.result.sheet(LANG))

# %% [markdown]
# A Sawa that the cards do not support is refused and play goes on; if your team then loses
# a trick, the contract fails: **Khasara (خسارة)**. The trap is a hand that **looks**
# proven: the highest card of every suit you hold, but a trump still out with an opponent,
# who cuts. **The principle: claim Sawa when your count proves that every trick is yours,
# trumps included, and only then; otherwise play on.**

# %%
principle_worth("sawa", lang=LANG)

# %% [markdown]
# It pays, and it comes up in more than one hand in six: over every hand, the principle of
# this lesson worth the most. The kinds of case show where: claiming a proven Sawa gains
# almost nothing (the tricks were yours anyway; it saves time), but **not** claiming when a
# trump may still be out saves more than 11 game points each time. A hand where the Sawa
# looks safe and is not:

# %%
example = principle_example("sawa", lang=LANG)
example

# %%
Table(example.game, you=example.seat, reveal=True, bots="heuristic", lang=LANG)

# %% [markdown]
# **Practice:** a position where you face this choice, with the cards hidden as at a real
# table. Run the cell again for another.

# %%
# NBVAL_IGNORE_OUTPUT
hand = principle_practice("sawa")
Table(hand.game, you=hand.seat, bots="heuristic", lang=LANG)

# %% [markdown]
# **Your turn:** positions from the measurement where one of this lesson's principles is at
# stake, seen from your seat. Three answers: one way, the other, or **no measurable
# difference** (leading into a void, for one). At the last trick, the answer is to break
# the popular advice. New positions every time you run the cell:

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["principle"], level=2, seed=None, count=5, lang=LANG)

# %% [markdown]
# ## 4. Akka: a promise about the suit, not about trumps
#
# In Hokum, a player who leads the highest card left of a plain suit (not an Ace) may
# announce **Akka**: "this card is the best of its suit". It tells your partner not to
# waste a trump on it. We set up a hand: seat 1 buys a Hokum in hearts and leads.

# %% {"jupyter": {"source_hidden": true}}
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

# %% {"jupyter": {"source_hidden": true}}
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

# %% {"jupyter": {"source_hidden": true}}
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
# ## Exit ticket
#
# Three questions on this lesson, the same for everyone. Answer them without looking
# back: your teacher sees the result.

# %%
Quiz(kinds=["principle"], level=2, seed=26, count=3, exit_ticket="12", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# Next: [13 · Defence and partnership](13_defence_and_partnership.ipynb).

# %% [markdown]
# ## In short
#
# * Lead with a plan: as the buyer in Hokum, draw trumps with your top trump; lead the Ace
#   before its Ten; never a Ten whose Ace is still out (of the leads, the one worth the most
#   over an evening).
# * Count: once the opponents have no trump, stop leading trumps; claim Sawa only when the
#   count proves it, trumps included (over every hand, the principle of this lesson worth
#   the most); an Akka card can still be trumped.
# * Popular advice measured: leading into a void is worth nothing either way; keeping a plain
#   winner for the last trick costs: cash it. The review board knows every hand: learn from
#   the mistakes you could have seen.
