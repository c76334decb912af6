# Lesson 09 of the course: the doubling chain, open and closed Hokum, the Sun 100 rule and
# what a multiplier does to the score. Built into tutorials/09_doubling.ipynb by
# lessons-src/build.py; edit this file, then run `python lessons-src/build.py 09`.

# %% [markdown]
# # 09 · Doubling — الدبل
#
# The auction is over and someone has bought the hand. Before the first card is played, the
# **defenders (المدافعون)**, the team that did not buy, may **raise the stakes**, and the
# buyer may answer. In this lesson you will learn:
#
# 1. the chain **Double (دبل) → Triple (ثري) → Four (فور) → Gahwa (قهوة)**, and who may say
#    each step;
# 2. **open (مفتوح)** and **closed (مقفول)** Hokum, and what "closed" changes in the play;
# 3. when a **Sun (صن)** may be doubled at all;
# 4. what the doubling does to the score.
#
# Run each cell with **Shift + Enter**, from top to bottom.

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# ## 1. The chain
#
# | Step | The hand is worth | Who may say it |
# |---|---|---|
# | **Double** (دبل) | ×2 | either defender; the one who plays first in trick 1 is asked first |
# | **Triple** (ثري) | ×3 | only the **buyer** (المشتري), to answer a Double |
# | **Four** (فور) | ×4 | only the player **who doubled** |
# | **Gahwa** (قهوة, "coffee") | the whole match | only the **buyer** |
#
# Each step is optional. Whoever is asked may say **Pass (بس)** instead, and that ends the
# chain: the hand is played at the last step that was called.
#
# ## 2. Walk through a chain
#
# Here is a hand: seat 0 deals, and seat 3 buys a **Hokum (حكم)** with hearts as trumps.
# The defenders are seats 0 and 2. Seat 1 leads the first trick, so seat 2 plays before
# seat 0 and is asked first.
#
# The cell below follows one chain: seat 2 passes, seat 0 doubles, seat 3 triples, seat 0
# says Four. At each of these four moments, the exercise asks the seat whose turn it is:
# **which calls may you make now?** Click every call you think is allowed, then **Check**.

# %%
hand = Game.new(seed=18, dealer=0)
for call in ["p1 pass", "p2 pass", "p3 hokum", "p0 pass", "p1 pass", "p2 pass", "p3 hokum"]:
    hand.act(call)

moments = []
for call in ["p2 pass", "p0 double", "p3 triple", "p0 four"]:
    hand.act(call)
    moments.append(make("calls", record=hand.to_record(), lang=LANG))
Quiz(exercises=moments, lang=LANG)

# %% [markdown]
# What the four moments show:
#
# * After seat 2's pass, **seat 0 may still Double**: one defender's pass does not stop the other.
# * After the Double, only the **buyer** (seat 3) is asked, and only for a **Triple**.
# * After the Triple, only **the doubler** (seat 0) may say **Four**, never his partner.
# * After the Four, the **buyer** has the last word: **Gahwa**. Whoever then wins the hand
#   wins the whole match (section 5).
#
# In the chain only one seat is asked at a time, and a call from any other seat is refused.
# Seat 1, the buyer's partner, tries to answer the Four with a Gahwa:

# %%
print(attempt(hand, "p1 gahwa", lang=LANG))

# %% [markdown]
# ## 3. Open and closed Hokum
#
# A doubled Hokum can be played **open (مفتوح)** or **closed (مقفول, Magfool)**. In a closed
# game, the player on lead **may not lead a trump while holding a card of another suit**.
#
# * Whoever says **Double** chooses open or closed ("Double (closed)").
# * A **Triple** always makes the game open again.
# * Whoever says **Four** chooses again.
# * A **Gahwa** is always open, and an undoubled Hokum is always open.
#
# Seat 1 leads the first trick of our hand. Which cards may it lead if seat 0 doubled
# **closed**? And if the hand holds nothing but trumps? Answer both:

# %%
closed = Contract(mode="hokum", trump="H", buyer=3, multiplier=2, doubler=0, closed=True)
Quiz(
    exercises=[
        make("legal_cards", hand=parse_cards("JS 9S 10H 8H 10D KD JD 10C"), trick=[],
             contract=closed, seat=1, lang=LANG),
        make("legal_cards", hand=parse_cards("10H 8H"), trick=[], contract=closed, seat=1,
             lang=LANG),
    ],
    lang=LANG,
)

# %% [markdown]
# With only trumps left, a closed game lets you lead them: you have nothing else.
#
# ## 4. Doubling a Sun: the 100 rule
#
# A Sun has only one step, the **Double**. And even the Double is allowed only when, before
# the hand, the **buyer's team has more than 100** game points **and the doubling team has
# less than 100**: only a team still under 100 may double a buyer who is past it. The number
# is a setting of the rules; the engine says which:

# %%
RuleSet().sun_double_threshold

# %% [markdown]
# At the start of a match (0 – 0) nobody may double a Sun, so after the Sun the play begins
# at once, and a Double is refused. Seat 1 buys a Sun in our deal:

# %%
sun = Game.new(seed=18, dealer=0)
sun.act("p1 sun")
print(attempt(sun, "p2 double", lang=LANG))

# %% [markdown]
# The same deal when the match stands at 80 – 120 (team 0·2 on 80, team 1·3 on 120): the
# buyer's team is past 100 and the defenders are not, so seat 2 may double.

# %%
late = Game.new(seed=18, dealer=0, match_scores=(80, 120))
late.act("p1 sun")
print(attempt(late, "p2 double", lang=LANG))

# %% [markdown]
# Your turn: for each match score, may the defenders double the Sun?

# %%
Quiz(kinds=["sun_double"], seed=13, level=3, count=4, lang=LANG)

# %% [markdown]
# ## 5. What the doubling does to the score
#
# A doubled hand is **not shared**. The team with more game points takes the points of
# **both** teams, times the multiplier, and the other team scores 0 (lesson
# [06](06_scoring.ipynb) explains the game points). Here is one Hokum, bought by team 0·2,
# which ends 100 Abnat (أبناط) to 62. First played ×1:

# %%
plain = Contract(mode="hokum", trump="H", buyer=0)
print(score_hand(plain, abnat=(100, 62), tricks=(5, 3)).sheet(LANG))

# %% [markdown]
# The same cards, doubled by seat 1:

# %%
doubled = Contract(mode="hokum", trump="H", buyer=0, multiplier=2, doubler=1)
print(score_hand(doubled, abnat=(100, 62), tricks=(5, 3)).sheet(LANG))

# %% [markdown]
# Doubling is a risk for the defenders too: **a tie goes against the team that doubled**.
# In this hand the buyer's team has 77 Abnat to 85: 8 game points each. Not doubled, the
# buyer fails (Khasara, خسارة); doubled, the tie goes to the buyer:

# %%
print(score_hand(plain, abnat=(77, 85), tricks=(4, 4)).sheet(LANG))
print()
print(score_hand(doubled, abnat=(77, 85), tricks=(4, 4)).sheet(LANG))

# %% [markdown]
# And a **Gahwa**: the points only say who won the hand. The winner is given the whole match
# (the match target, 152) and the other team 0.

# %%
gahwa = Contract(mode="hokum", trump="H", buyer=0, multiplier=4, doubler=1, gahwa=True)
print(score_hand(gahwa, abnat=(100, 62), tricks=(5, 3)).sheet(LANG))

# %% [markdown]
# ## 6. Try it at the table
#
# You sit at **seat 0**, a defender, in our hand right after the auction: seat 3 has bought
# Hokum ♥. Seat 2 (your partner, a bot) is asked first; then it is your turn. Pass, Double,
# or Double closed? Then play the hand out, and look at the score sheet at the end.

# %%
# NBVAL_IGNORE_OUTPUT
table_hand = Game.new(seed=18, dealer=0)
for call in ["p1 pass", "p2 pass", "p3 hokum", "p0 pass", "p1 pass", "p2 pass", "p3 hokum"]:
    table_hand.act(call)
Table(table_hand, you=0, bots="heuristic", lang=LANG)

# %% [markdown]
# ## 7. Practice
#
# Fresh positions every time you run a cell. First: the doubling is over, what is the hand
# worth? Then a mix of the whole lesson: stakes, the Sun rule, and doubled hands to score.

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["stake"], level=2, seed=None, count=5, lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["stake", "sun_double", "score"], level=3, seed=None, count=6, lang=LANG)

# %% [markdown]
# ## Exit ticket
#
# Four questions on this lesson, the same for everyone. Answer them without looking
# back: your teacher sees the result.

# %%
Quiz(kinds=["stake", "sun_double"], level=2, seed=21, count=4, exit_ticket="09", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# Next: [10 · Fouls and Qayd](10_fouls_and_qayd.ipynb), playing without a referee.

# %% [markdown]
# ## In short
#
# * Double ×2 (a defender), Triple ×3 (the buyer), Four ×4 (the doubler), Gahwa: the whole match (the buyer); a pass ends the chain.
# * Double and Four choose open or closed (no trump lead while holding another suit); Triple and Gahwa open the game.
# * A Sun is doubled only when the buyer's team is over 100 and the defenders under; a doubled hand goes whole to the team with more, and a tie to the buyer.
