# Lesson 05 of the course: projects (Mashari') and Baloot. Built by lessons-src/build.py.

# %% [markdown]
# # 05 · Projects and Baloot — المشاريع والبلوت
#
# Tricks are not the only way to score. Some cards are worth more **together**: three or
# more cards in a row of one suit, or four cards of the same rank. Such a combination is a
# **project** (مشروع; many projects are مشاريع, *Mashari'*). In this lesson you will learn:
#
# 1. which combinations are projects, and what each one is worth;
# 2. how to find the best projects in a hand;
# 3. why only **one** team scores its projects;
# 4. **Baloot** (بلوت): the King and Queen of trumps;
# 5. how to declare your project at a real table.
#
# Run each cell in order (Shift + Enter). Nothing here needs programming: you read, look at
# the cards and click. One optional **Try it** lets you change some cards.

# %%
LANG = "en"
from baloot_widgets.course import *

# %% [markdown]
# ## 1. Runs are read in sequence order
#
# A **run** is cards that follow each other in one suit. To see if cards follow each other,
# put them in **sequence order** (ترتيب المشاريع), the natural order:
#
# **A K Q J 10 9 8 7**
#
# This is *not* the playing order of lesson 01, where the 10 comes second. For projects the
# 10 sits in its natural place, between the Jack and the 9. So K♠ Q♠ J♠ 10♠ is a run of four,
# even though in play the 10♠ beats the K♠.
#
# Below, the engine finds the project in a hand and outlines it. Each suit is shown in
# sequence order, and the caption says what the project is worth.

# %%
projects_view("KS QS JS 10S 9H 7H AD 8C", Contract(mode="sun"), lang=LANG)

# %% [markdown]
# ## 2. The projects and what they are worth
#
# There are four kinds of project. The table below is the one on the printed cheat sheet;
# every number in it is computed by the engine.
#
# * **Sira** (سرا): 3 cards in a row.
# * **Fifty** (خمسين): 4 cards in a row.
# * **Hundred** (مية): 5 or more cards in a row, **or** four Kings, four Queens, four Jacks
#   or four 10s (and four Aces in Hokum).
# * **Four Hundred** (أربعمية): four Aces, in Sun only.
#
# A project is worth Abnat (أبناط), like the cards. On the score sheet it becomes game
# points: in Sun the Abnat × 2 ÷ 10, in Hokum the Abnat ÷ 10. So the same project is worth
# **twice as much in Sun** as in Hokum.

# %%
cheat_sheet("projects", lang=LANG)

# %% [markdown]
# The last line of the sheet names the **Baloot** (section 6 below) and says it is "never
# doubled": doubling comes in lesson 09, so leave that for now.

# %% [markdown]
# Four Aces are the strongest project of all in Sun. Compare the same hand in Sun…

# %%
projects_view("AS AH AD AC 9S 8D 7C 10H", Contract(mode="sun"), lang=LANG)

# %% [markdown]
# …and in Hokum (حكم) with hearts as trumps, where four Aces are "only" a Hundred:

# %%
projects_view("AS AH AD AC 9S 8D 7C 10H", Contract(mode="hokum", trump="H"), lang=LANG)

# %% [markdown]
# Four 9s, four 8s or four 7s are **nothing**. In this hand only the diamonds count:

# %%
projects_view("9S 9H 9D 9C KD QD JD 7S", Contract(mode="sun"), lang=LANG)

# %% [markdown]
# ## 3. The best declaration in a hand
#
# A hand can hold more than one project. Three rules decide what you may declare:
#
# * you may declare **at most two** projects;
# * a card counts in **one** project only;
# * a long run is **one** project: 5, 6, 7 or 8 cards in a row make a single Hundred, never
#   two smaller projects.
#
# The engine picks the declaration worth the most Abnat. Four Jacks and a Sira:

# %%
projects_view("JS JH JD JC AH KH QH 7C", Contract(mode="sun"), lang=LANG)

# %% [markdown]
# Here K♣ could be in the four Kings **or** in the clubs run, not in both. Four Kings and
# the Fifty Q♣ J♣ 10♣ 9♣ are worth more than one long run K♣ Q♣ J♣ 10♣ 9♣:

# %%
projects_view("KS KH KD KC QC JC 10C 9C", Contract(mode="sun"), lang=LANG)

# %% [markdown]
# Seven diamonds in a row are one Hundred, not a Fifty and a Sira:

# %%
projects_view("AD KD QD JD 10D 9D 8D 7S", Contract(mode="sun"), lang=LANG)

# %% [markdown]
# **Try it** (optional): change the cards between the quotes in the cell below. Cards are
# written rank then suit: `AS` is A♠, `10H` is 10♥, `QD` is Q♦, `7C` is 7♣.
#
# 1. Run the cell once as it is (Shift + Enter).
# 2. Click inside the grey box, double-click a card such as `KS`, and type another, such as
#    `JC`. Keep the spaces between the cards and the quotes around them.
# 3. Press Shift + Enter: the engine finds the projects of your new hand.
#
# If you see a red message, press Ctrl + Z until the cell is back as it was, and run it again.

# %%
projects_view("AC KC QC JC 10C 9C KS KH", Contract(mode="sun"), lang=LANG)

# %% [markdown]
# Now you. The first quiz is the same for everybody (two hands); the second gives you new
# hands each time you run it, with the usual traps: four of a kind, four 9s, two runs.

# %%
Quiz(kinds=["projects"], level=1, seed=5, count=2, lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["projects"], level=2, seed=None, count=4, lang=LANG)

# %% [markdown]
# ## 4. When you declare
#
# You **declare** (announce) your projects when you play your first card of the first
# trick (أكلة): you say only the kind, such as "Sira" or "Fifty", not the cards. During the
# second trick the cards are shown, so that everybody can check them. A project you did not
# declare scores nothing, so do not forget!

# %% [markdown]
# ## 5. Only one team scores projects
#
# Both teams may declare projects, but only **one** team scores them. The engine compares
# the **best** project of each team:
#
# 1. the stronger kind wins: Four Hundred, then a Hundred in a row, then a Hundred of four
#    of a kind, then Fifty, then Sira;
# 2. same kind: the higher top card in sequence order wins (A K Q beats K Q J);
# 3. still equal, in Hokum: a run in trumps beats a run in another suit;
# 4. still equal: the player who plays earlier in the first trick wins.
#
# The winning team then scores **all** the projects of **both** its players, and the other
# team scores **none**. Look at this score sheet: seat 0 has the Sira K♥ Q♥ J♥, seat 1 the
# Sira A♠ K♠ Q♠ and seat 3 the small Sira 9♦ 8♦ 7♦. A♠ is higher than K♥, so team 1·3 wins
# the comparison, and it scores **both** its Siras, even 9♦ 8♦ 7♦, which is weaker than seat
# 0's.

# %%
siras = {0: ["KH QH JH"], 1: ["AS KS QS"], 3: ["9D 8D 7D"]}
print(score_hand(Contract(mode="sun", buyer=1), abnat=(65, 65), tricks=(4, 4), projects=siras).sheet(LANG))

# %% [markdown]
# Whose projects count? Click the team. The first two are fixed; the last quiz gives new
# ones each time, including Hokum, where a run in trumps is stronger.

# %%
Quiz(kinds=["project_winner"], level=1, seed=3, count=2, lang=LANG)

# %%
# NBVAL_IGNORE_OUTPUT
Quiz(kinds=["project_winner"], level=3, seed=None, count=3, lang=LANG)

# %% [markdown]
# ## 6. Baloot (بلوت)
#
# In Hokum, the **King and Queen of trumps** in one player's hand are the **Baloot**. It is
# special:
#
# * it exists only in Hokum;
# * it always gives its team **2 game points**, whichever team wins the projects, and
#   whether or not the buyer makes the contract;
# * you do not declare it in the first trick: it is announced when you play the second of
#   the two cards, and the table does that for you.
#
# Both cards inside a Sira or a Fifty is fine: the project and the Baloot both count.

# %%
projects_view("KH QH JH 10H 8S 7S AD 9C", Contract(mode="hokum", trump="H"), lang=LANG)

# %% [markdown]
# But there is **no Baloot** when exactly one of the two cards is inside another project…

# %%
projects_view("KS KH KD KC QH 8S 7S 9D", Contract(mode="hokum", trump="H"), lang=LANG)

# %% [markdown]
# …or when both are inside a Hundred:

# %%
projects_view("AH KH QH JH 10H 7S 8D 9C", Contract(mode="hokum", trump="H"), lang=LANG)

# %% [markdown]
# The same cards with **spades** as trumps: the hearts are no longer trumps, so they are a
# Hundred and there is no Baloot at all.

# %%
projects_view("AH KH QH JH 10H 7S 8D 9C", Contract(mode="hokum", trump="S"), lang=LANG)

# %% [markdown]
# Here is one more quiz with positions built in this lesson: which projects do these two
# Hokum hands declare? (Remember: the Baloot is not a project you declare.)

# %%
Quiz(
    exercises=[
        make("projects", hand="KH QH JH 10H 8S 7S AD 9C", contract=Contract(mode="hokum", trump="H")),
        make("projects", hand="9S 9H 9D 9C KC QC JC AD", contract=Contract(mode="hokum", trump="C")),
    ],
    lang=LANG,
)

# %% [markdown]
# ## 7. Your turn at the table
#
# You are seat 0 and you speak first. The floor card (الورقة المكشوفة) is A♥ and you hold
# K♥ Q♥ J♥: a good Hokum in hearts for you.
#
# 1. Press **Hokum**. When the others have passed, press **Confirm Hokum** (ignore **Switch
#    to Sun**: that would change your call to Sun). Hearts are trumps, and you take the A♥
#    and two more cards.
# 2. Look at your hand: A♥ K♥ Q♥ J♥ is a Fifty. Before your first card, press the button
#    that declares it.
# 3. Play the hand. When you play the second of K♥ and Q♥, the table announces your Baloot.
# 4. At the end, read the score sheet: find your Fifty and your Baloot.
#
# The bots play the other seats. This table plays the beginner's rules of lesson 03: only
# Pass, Hokum and Sun.

# %%
Table(Game.new(seed=1135, dealer=3, rules=RuleSet.beginner()), you=0, bots="heuristic", lang=LANG)

# %% [markdown]
# ## Exit ticket
#
# Four questions on this lesson, the same for everyone. Answer them without looking
# back: your teacher sees the result.

# %%
Quiz(kinds=["projects", "project_winner"], level=2, seed=24, count=4, exit_ticket="05", lang=LANG)

# %% [markdown]
# <span class="bw-live">When your teacher asks for your results, press **Download my
# results** and hand in the one file it saves.</span>

# %%
# NBVAL_IGNORE_OUTPUT
my_results(lang=LANG)

# %% [markdown]
# Next: all these points go on the score sheet. [06 · Scoring](06_scoring.ipynb)

# %% [markdown]
# ## In short
#
# * A project is a run in sequence order A K Q J 10 9 8 7 (Sira 3, Fifty 4, Hundred 5 or
#   more) or four of a kind (a Hundred; four Aces are a Four Hundred in Sun); declare it
#   with your first card.
# * Only the team with the best project scores projects, and then it scores all of them.
# * Baloot, the King and Queen of trumps in Hokum, always gives its team 2 game points.
