# Lesson 10 of the course: playing without a referee: fouls, Qayd, false claims, deferral,
# false Akka and Sawa. Built into tutorials/10_fouls_and_qayd.ipynb by lessons-src/build.py;
# edit this file, then run `python lessons-src/build.py 10`.

# %% [markdown]
# # 10 · Fouls and Qayd — القيد
#
# Until now the engine was the referee: it simply refused a card you were not allowed to
# play. Around a real table nobody stops your hand. A card laid is a card played, and if it
# broke a rule, the other team may call **Qayd (قيد)**: "you broke a rule". In this lesson
# you will learn:
#
# 1. what counts as a **foul** (مخالفة);
# 2. who may call Qayd, and what a valid and a false Qayd score;
# 3. **waiting**: keeping quiet, playing on, and taking the better result at the end;
# 4. the false **Akka (إكّه)** and the false **Sawa (سوا)**.
#
# Run each cell with **Shift + Enter**, from top to bottom.

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# ## 1. Playing without a referee
#
# We use the hand of lesson 09: seat 0 deals, seat 3 buys a Hokum (حكم) with hearts as
# trumps, and nobody doubles. Seat 1 leads J♠ to the first trick. Seat 2 holds three spades
# but tries to play A♦. With the usual rules, the engine refuses the card and says why:

# %%
AUCTION = ["p1 pass", "p2 pass", "p3 hokum", "p0 pass", "p1 pass", "p2 pass", "p3 hokum",
           "p2 pass", "p0 pass"]
refereed = Game.new(seed=18, dealer=0)
for action in AUCTION + ["p1 play JS"]:
    refereed.act(action)
print(attempt(refereed, "p2 play AD", lang=LANG))

# %% [markdown]
# A table **without a referee** is a house rule of its own, `strict_legality=False`: the
# engine accepts every card of your hand, and keeps a note of each foul for a Qayd.

# %%
NO_REFEREE = RuleSet(strict_legality=False)
loose = Game.new(seed=18, dealer=0, rules=NO_REFEREE)
for action in AUCTION + ["p1 play JS"]:
    loose.act(action)
print(attempt(loose, "p2 play AD", lang=LANG))

# %% [markdown]
# ## 2. The fouls
#
# These are the fouls a Qayd can catch:
#
# * **Not following suit** when you could, the revoke: the opponents say **«ما تبع اللون»**
#   ("he did not follow suit"). This is the foul you just saw.
# * **Not trumping** when you have no card of the suit led, and **not over-trumping** when
#   you could beat an opponent's trump, or when trumps were led (lesson
#   [04](04_trick_play.ipynb) has the rules of following).
# * **Not trumping even under**: with no card of the suit led and no trump high enough to
#   beat the opponent's, you must still play a trump.
# * **Leading a trump in a closed Hokum** while holding another suit (lesson
#   [09](09_doubling.ipynb)).
# * A **false Akka** and, with one house rule, a **false Sawa** (section 6).
#
# Is each card below a foul, and which one? The first is the card seat 2 just played.

# %%
Quiz(exercises=[make("foul", record=loose.to_record(), lang=LANG)], lang=LANG)

# %%
Quiz(kinds=["foul"], seed=113, level=2, count=3, lang=LANG)

# %% [markdown]
# ## 3. Who may call Qayd?
#
# **Only an opponent of the player at fault can call a valid Qayd.** Any player may say
# "Qayd" at any moment until the hand is scored, but a Qayd only catches the fouls of the
# caller's **opponents**. A Qayd that catches no such foul is a **false claim**, and the
# caller's team is then treated as the team at fault.
#
# Let us see it on a hand with something at stake. Seat 1 buys a Hokum with spades as
# trumps, and seat 2 **doubles** it (×2). In the first trick seat 2 declares a Fifty (خمسين),
# seat 3 a Sira (سرا) and seat 0 a Sira. In the second trick seat 1 leads 8♥, and seat 3,
# who holds hearts, plays 10♦.

# %%
claim = Game.new(seed=17, dealer=0, rules=NO_REFEREE)
for action in [
    "p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum",  # seat 1 buys Hokum ♠
    "p2 double", "p1 pass",                                   # seat 2 doubles: x2
    "p1 play JS", "p2 declare fifty", "p2 play 7H",           # trick 1, with projects
    "p3 declare sira", "p3 play QS", "p0 declare sira", "p0 play 8S",
    "p1 play 8H", "p2 play 7D", "p3 play 10D",                # trick 2: seat 3's foul
]:
    claim.act(action)
Quiz(exercises=[make("foul", record=claim.to_record(), lang=LANG)], lang=LANG)

# %% [markdown]
# **A valid Qayd.** Seat 0, an opponent of seat 3, calls it. The hand stops at once. The
# wronged team scores **16 in Hokum (26 in Sun), times the multiplier**, plus **its own
# projects, times the multiplier**, if it won the comparison of projects, plus its own
# Baloot (بلوت). The team at fault scores 0: its Sira is neither scored nor handed over.

# %%
claim.act("p0 qayd")
print(claim.result.sheet(LANG))

# %% [markdown]
# **The partner of the player at fault** calls Qayd instead. There is no foul of *his*
# opponents to catch, so it is a false claim, and the other team scores just the same:

# %%
claim.undo()
claim.act("p1 qayd")
print(claim.result.sheet(LANG))

# %% [markdown]
# **A Qayd called too early.** Take back seat 3's card as well: now nobody has broken a rule,
# and seat 0's Qayd is false. This time seat 0's own team pays, 16 × 2 to the other team
# (which did not win the comparison of projects, so it adds none):

# %%
claim.undo()
claim.undo()
claim.act("p0 qayd")
print(claim.result.sheet(LANG))

# %% [markdown]
# Your turn: a seat calls Qayd. How many game points does each team score? Type both numbers,
# team 0·2 first.

# %%
Quiz(kinds=["qayd_score"], seed=6, level=2, count=3, lang=LANG)

# %% [markdown]
# ## 4. Waiting: play on, then choose
#
# The wronged team does not have to call Qayd at once. It may keep quiet and play the hand to
# the end. When the last trick is over, each player in turn, starting with P1, may still say
# Qayd (or pass). The wronged team then receives **whichever is better for it**: the Qayd,
# or the normal result of the hand as it was played. This is how a team lets the offenders
# "play on" into a heavy loss.
#
# In this Sun (صن), seat 1 buys and declares a Sira. In the second trick seat 0 leads A♣ and
# the buyer, who holds clubs, plays K♠. The defenders say nothing:

# %%
waited = Game.new(seed=9, dealer=0, rules=NO_REFEREE)
for action in [
    "p1 sun", "p1 declare sira", "p1 play 8S", "p2 play 9S", "p3 declare sira",
    "p3 play 10S", "p0 play AS",                              # trick 1
    "p0 play AC", "p1 play KS",                               # trick 2: the buyer's foul
]:
    waited.act(action)

# %% [markdown]
# Four bots now play the rest of the hand. They never foul on purpose, and with a foul to
# claim they wait until the end, as the rules allow, then claim if the Qayd is better:

# %%
waited.play_bots({seat: HeuristicBot(seed=seat) for seat in range(4)})
print(waited.result.sheet(LANG))

# %% [markdown]
# The first line of the sheet is the choice: the Qayd would have given the defenders 26, but
# the hand as played (a Khasara, خسارة, for the buyer) gives them more, so they take that.
#
# ## 5. The false Akka
#
# In a Hokum, the player on lead may announce **Akka (إكّه)** with a card that is not an Ace
# and not a trump: "this card is the highest of its suit still in play". If a higher card of
# that suit is still out, the Akka is false. With a referee the engine refuses it:

# %%
akka = Game.new(seed=18, dealer=0)
for action in AUCTION:
    akka.act(action)
print(attempt(akka, "p1 play KD akka", lang=LANG))

# %% [markdown]
# Without a referee the false Akka is played, and it is a foul like any other:

# %%
false_akka = Game.new(seed=18, dealer=0, rules=NO_REFEREE)
for action in AUCTION + ["p1 play KD akka", "p2 qayd"]:
    false_akka.act(action)
print(false_akka.result.sheet(LANG))

# %% [markdown]
# ## 6. The false Sawa
#
# **Sawa (سوا)** claims that your team takes every trick that is left. A false Sawa is
# punished in one of two ways, by the house rule `failed_sawa_penalty`:
#
# * by default, play simply goes on; if the claimer's team then loses a trick, it loses the
#   hand as in a **Khasara** (خسارة): the other team takes all the points;
# * with `failed_sawa_penalty="qayd"`, a false Sawa is a foul, settled at once like a Qayd.
#
# Here seat 1 claims Sawa at the very first trick, under the second rule:

# %%
sawa = Game.new(seed=18, dealer=0, rules=RuleSet(failed_sawa_penalty="qayd"))
for action in AUCTION + ["p1 sawa"]:
    sawa.act(action)
print(sawa.result.sheet(LANG))

# %% [markdown]
# ## 7. Try it at the table
#
# A table without a referee: you are seat 0, and three bots play the other seats. Your
# illegal cards are no longer greyed out: they have a dashed border, pointing at one tells
# which rule it breaks, and you may play it all the same. Try one, and see what the bots do
# at the end of the hand. If you ever catch a foul, press **Qayd**.

# %%
# NBVAL_IGNORE_OUTPUT
Table(seed=8, you=0, rules=NO_REFEREE, bots="heuristic", lang=LANG)

# %% [markdown]
# ## 8. Practice
#
# Fresh positions every time you run the cell: fouls and Qayds, with the tricky cases.

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["foul", "qayd_score"], level=3, seed=None, count=6, lang=LANG)

# %% [markdown]
# ## Exit ticket
#
# Four questions on this lesson, the same for everyone. Answer them without looking
# back: your teacher sees the result.

# %%
Quiz(kinds=["foul", "qayd_score"], level=3, seed=21, count=4, exit_ticket="10", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# Next: [11 · Strategy: the auction](11_strategy_the_auction.ipynb), when a hand is worth a bid.

# %% [markdown]
# ## In short
#
# * Without a referee every card is accepted; a card that breaks a rule of play (not following, not trumping, a trump lead in a closed game, a false Akka) is a foul.
# * Only an opponent of the player at fault can call a valid Qayd: his team scores 26 (Sun) or 16 (Hokum) × the multiplier, plus its own projects × the multiplier if they won, plus its Baloot.
# * Any other Qayd is a false claim, paid by the caller's team; the wronged team may also wait, play on, and take the better result at the end.
