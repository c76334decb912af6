# Lesson 06 of the course: scoring a hand. Built by lessons-src/build.py.

# %% [markdown]
# # 06 · Scoring — الحساب
#
# When the eighth trick is over, the cards each team won are counted in **Abnat** (أبناط,
# card points, lesson 01). Then they become **game points** (نقاط) on the score sheet, with
# the projects and the Baloot of lesson 05. The first team to reach **152 game points**
# wins the match. In this lesson you will learn:
#
# 1. how Abnat become game points, in Sun (صن) and in Hokum (حكم);
# 2. when the buyer (المشتري) makes the contract, and when it is **Khasara** (خسارة);
# 3. where projects and Baloot go on the sheet;
# 4. **Kaboot** (كبوت): all eight tricks;
# 5. how to read the score sheet of a hand you play yourself.
#
# Every number below is computed by the engine's own scoring, the same that scores the
# tables.

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# ## 1. A whole hand in game points
#
# A Sun hand holds 130 Abnat and a Hokum hand 162 (the cards plus the 10 for the last
# trick). The cell below asks the engine two questions: how many game points are 130 Abnat
# against 0 in a Sun, and 162 against 0 in a Hokum? In each question the buyer's team comes
# first, then the defenders (المدافعون).

# %%
game_points(130, 0, "sun"), game_points(162, 0, "hokum")

# %% [markdown]
# The engine answers with one pair in brackets per question, in the same order: `(26, 0)`
# means 26 game points for the buyer's team and 0 for the defenders in the Sun; `(16, 0)`
# means 16 and 0 in the Hokum.
#
# So a Sun hand is worth **26** game points and a Hokum hand **16**. The two teams share
# them.
#
# ## 2. Sun: round to ten (a 5 stays), then double
#
# Take each team's Abnat and round it to ten: units 1 to 4 go **down**, units 6 to 9 go
# **up**, and a unit of exactly **5 stays** as it is. Then multiply by 2 and divide by 10.
#
# * 74 and 56 become 70 and 60: **14** and **12**;
# * 75 and 55 keep their 5: **15** and **11**;
# * 66 and 64 become 70 and 60: **14** and **12**.
#
# The engine's answers, one pair per hand, the buyer's team first:

# %%
game_points(74, 56, "sun"), game_points(75, 55, "sun"), game_points(66, 64, "sun")

# %% [markdown]
# ## 3. Hokum: divide by ten, a half goes down
#
# In Hokum each team's Abnat are divided by 10: units 6 to 9 round **up**, units 0 to 5
# round **down** (so 85 gives 8, not 9). The two teams should total 16. When both totals end
# in 6, the rounding gives 17: then the team with **more** Abnat gives one point back.
#
# * 85 and 77 give 8 and 8;
# * 86 and 76 give 9 + 8 = 17, so the 86 gives one back: 8 and 8;
# * 96 and 66 give 10 + 7 = 17: 9 and 7.

# %%
game_points(85, 77, "hokum"), game_points(86, 76, "hokum"), game_points(96, 66, "hokum")

# %% [markdown]
# Practise turning Abnat into game points with two hands built in this lesson: a Sun total
# ending in 5, and a Hokum total of 17. In both, the buyer's team took more, so each team
# keeps its points. Type each team's game points and press Check.

# %%
Quiz(
    exercises=[
        make("score", contract=Contract(mode="sun", buyer=0), abnat=(75, 55), tricks=(5, 3),
             projects={}, baloot=None),
        make("score", contract=Contract(mode="hokum", trump="D", buyer=1), abnat=(66, 96),
             tricks=(3, 5), projects={}, baloot=None),
    ],
    lang=LANG,
)

# %% [markdown]
# ## 4. Made, or Khasara (خسارة)
#
# The buyer chose the contract, so the buyer's team has to do **better** than the
# defenders (المدافعون). For each team, add its card game points and the game points of the
# projects it scores (only the team that won the projects, lesson 05):
#
# * if the buyer's team has **more**, the contract is **made**: each team keeps its points;
# * if it has **less**, it is **Khasara** ("loss"): the buyer's team scores **0**, and the
#   defenders take the points of **both** teams.
#
# The engine writes every step on the score sheet. Here seat 0 bought a Hokum with spades
# as trumps and its team took 72 Abnat against 90:

# %%
hokum = Contract(mode="hokum", trump="S", buyer=0)
print(score_hand(hokum, abnat=(72, 90), tricks=(3, 5)).sheet(LANG))

# %% [markdown]
# ### A tie in game points
#
# When both teams have the same game points, the **Abnat** decide: each team's card Abnat
# **plus the Abnat of the projects it scores** (Sira 20, Fifty 50, Hundred 100, Four Hundred
# 200). The buyer's team must have **more**; an exact tie is Khasara too.
#
# 85 against 77 Abnat in Hokum: 8 against 8 game points, and the buyer has more Abnat, so
# the contract is made:

# %%
print(score_hand(hokum, abnat=(85, 77), tricks=(4, 4)).sheet(LANG))

# %% [markdown]
# Now the buyer takes **more** card Abnat, 89 against 73, but seat 3, a defender, holds the
# only project, a Sira. Game points: 9 for the buyer; 7 + 2 = 9 for the defenders. A tie, so
# the Abnat decide, and the Sira's 20 Abnat count for the defenders: 73 + 20 = 93 against 89.
# Khasara!

# %%
print(score_hand(hokum, abnat=(89, 73), tricks=(5, 3), projects={3: ["9D 8D 7D"]}).sheet(LANG))

# %% [markdown]
# ## 5. Projects and Baloot on the sheet
#
# A project can make the contract. Seat 0 buys a Sun and declares a Fifty; its team takes
# only 60 Abnat against 70, but 12 + 10 = 22 beats 14:

# %%
sun = Contract(mode="sun", buyer=0)
print(score_hand(sun, abnat=(60, 70), tricks=(4, 4), projects={0: ["KS QS JS 10S"]}).sheet(LANG))

# %% [markdown]
# The **Baloot** (بلوت) comes last: 2 game points for its holder's team, added after
# everything else. It never decides whether the buyer made the contract, and a team keeps it
# even when it scores 0 otherwise. The Khasara of section 4 again, with the Baloot in seat
# 2's hand:

# %%
print(score_hand(hokum, abnat=(72, 90), tricks=(3, 5), baloot=2).sheet(LANG))

# %% [markdown]
# Now practise whole hands: made or Khasara, a Sun total ending in 5, a Hokum total of 17,
# and projects. The first quiz is the same for everybody: four hands built in this lesson,
# each with one of these traps. The second gives new hands each time you run it. Type each
# team's game points and press Check.

# %%
Quiz(
    exercises=[
        make("score", contract=Contract(mode="sun", buyer=0), abnat=(45, 85), tricks=(3, 5),
             projects={}, baloot=None),
        make("score", contract=Contract(mode="hokum", trump="S", buyer=1), abnat=(56, 106),
             tricks=(3, 5), projects={}, baloot=None),
        make("score", contract=Contract(mode="sun", buyer=2), abnat=(55, 75), tricks=(4, 4),
             projects={2: ["QD JD 10D 9D"]}, baloot=None),
        make("score", contract=Contract(mode="hokum", trump="C", buyer=0), abnat=(100, 62),
             tricks=(5, 3), projects={1: ["JH 10H 9H 8H"]}, baloot=None),
    ],
    lang=LANG,
)

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["score"], level=2, seed=None, count=4, lang=LANG)

# %% [markdown]
# ## 6. Kaboot (كبوت): all eight tricks
#
# A team that takes **all eight tricks** makes a Kaboot. Normal scoring is skipped: the
# sweeping team scores **44** in Sun or **25** in Hokum, plus the game points of its own
# projects; the other team scores 0 and its projects count for nothing. Baloot is added as
# usual.

# %%
sweep = score_hand(sun, abnat=(130, 0), tricks=(8, 0), projects={2: ["AH KH QH JH"], 1: ["9D 8D 7D"]})
print(sweep.sheet(LANG))

# %% [markdown]
# The defenders can make a Kaboot too. Here the buyer, seat 0, held a Hundred, and the
# defenders took every trick: the Hundred is lost.

# %%
print(score_hand(hokum, abnat=(0, 162), tricks=(0, 8), projects={0: ["AD KD QD JD 10D"]}).sheet(LANG))

# %% [markdown]
# Score these hands, built in this lesson: the tie of section 4, a Sun Kaboot with a Sira,
# and a Hokum with a Baloot. Read the little sheet above the answer boxes: the contract, the
# Abnat, the projects and who holds the Baloot.

# %%
Quiz(
    exercises=[
        make("score", contract=hokum, abnat=(89, 73), tricks=(5, 3), projects={3: ["9D 8D 7D"]}, baloot=None),
        make("score", contract=Contract(mode="sun", buyer=2), abnat=(130, 0), tricks=(8, 0),
             projects={0: ["KH QH JH"]}, baloot=None),
        make("score", contract=Contract(mode="hokum", trump="H", buyer=1), abnat=(76, 86), tricks=(4, 4),
             projects={}, baloot=1),
    ],
    lang=LANG,
)

# %% [markdown]
# Doubling (lesson 09) multiplies these points. For now, one more thing: the whole of this
# lesson is on the printed cheat sheet.

# %%
cheat_sheet("scoring", lang=LANG)

# %% [markdown]
# ## 7. Play, then read your score sheet
#
# This table plays a match to 152 with three bots (your partner and two opponents), with the
# beginner's rules of lesson 03 (Pass, Hokum and Sun only). After each hand the score sheet
# beside the table lists every line, as in the sheets above: the card points of each team,
# the projects, made or Khasara, the Baloot and the total.
#
# Before you read the sheet, try to work out the game points yourself: how many Abnat did
# your team take? Round them, then check with the sheet. Press **Next hand** to go on.

# %%
# NBVAL_IGNORE_OUTPUT
Table(seed=None, rules=RuleSet.beginner(), bots="heuristic", lang=LANG)

# %% [markdown]
# ## Exit ticket
#
# Three questions on this lesson, the same for everyone. Answer them without looking
# back: your teacher sees the result.

# %%
Quiz(kinds=["score"], level=2, seed=21, count=3, exit_ticket="06", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# Next: a whole hand played by strong bots, and what we can learn from it.
# [07 · A full hand, reviewed](07_a_full_hand_reviewed.ipynb)

# %% [markdown]
# ## In short
#
# * Sun: round each team's Abnat to ten (a 5 stays), then × 2 ÷ 10, 26 in all; Hokum: ÷ 10
#   with a half going down, 16 in all.
# * The buyer's team must score more than the defenders (on a tie, more Abnat, projects
#   included), or it is Khasara and the defenders take everything.
# * Kaboot is 44 in Sun and 25 in Hokum plus the sweepers' projects; Baloot always adds 2.
