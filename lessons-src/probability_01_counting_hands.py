# Probability 1: counting every hand, and simulating deals. Built into
# notebooks/probability_01_counting_hands.ipynb by lessons-src/build.py; edit this file, then
# run `python lessons-src/build.py probability_01`.

# %% [markdown]
# # Probability 1 — How rare is a Sira? Counting every hand
#
# **الاحتمالات في البلوت: كم مرة تجيك سرا؟**
#
# Every Baloot player knows the feeling: you pick up your eight cards and there it is, a
# **Sira** (سرا), three cards in sequence. How often does that happen? In this lesson we answer
# such questions in two ways:
#
# 1. **Exactly**: by looking at *every* possible eight-card hand, all
#    C(32, 8) = 10,518,300 of them, and counting.
# 2. **By simulation** (Monte Carlo): by dealing many random, seeded deals and measuring how
#    often something happens, with a confidence interval around the estimate.
#
# The projects (مشاريع, *Mashari'*) follow the rules of the engine (RULES.md §7):
#
# | Project | Arabic | Made of | Sun (صن) | Hokum (حكم) |
# |---|---|---|---|---|
# | Sira | سرا | 3 in sequence, same suit | 4 | 2 |
# | Fifty | خمسين | 4 in sequence | 10 | 5 |
# | Hundred | مية | 5 or more in sequence; or four K, Q, J or 10; or four A in Hokum | 20 | 10 |
# | Four Hundred | أربعمية | four A, Sun only | 40 | - |
# | Baloot | بلوت | K + Q of trumps, Hokum only | - | 2 |
#
# Sequences use the sequence order **A K Q J 10 9 8 7**. Four 9s, 8s or 7s are nothing.
# A player may call **Kawesh** (كوش) when the five cards dealt before the bidding are all
# 7s, 8s or 9s.
#
# **How to use this notebook.** Run the cells from top to bottom (**Shift + Enter**). The two
# exercises ship blank: write your answer where it says `...`, then run the check below it.
#
# **In JupyterLite** (these lessons in your browser, nothing to install) there is no NumPy and no
# matplotlib: the exact counts are the same, the simulations deal one deal at a time in pure
# Python, so they are slower and draw other random deals (their numbers differ a little from the
# ones printed here), and each figure is replaced by a sentence.

# %%
LANG = "en"
from itertools import accumulate
from math import comb, sqrt

import ipywidgets as widgets

from baloot_widgets.probability import (
    any_project,
    axes,
    baloot,
    best_project,
    check_answer,
    coverage,
    exact_probability,
    exact_table,
    format_table,
    four_of_a_kind,
    holds_project,
    kawesh,
    normal_interval,
    run_of_at_least,
    sample_outcomes,
    simulate,
    wilson_interval,
)

# %% [markdown]
# ## 1. How many hands are there?
#
# A hand is 8 of the 32 cards, in any order, so there are "32 choose 8" hands:
#
# $$\binom{32}{8} = \frac{32!}{8!\,24!} = \frac{32 \cdot 31 \cdots 25}{8 \cdot 7 \cdots 1}.$$
#
# The Kawesh question is about the 5 cards dealt before the bidding: "32 choose 5".
# `comb(n, k)` computes $\binom{n}{k}$.

# %%
print(f"eight-card hands: {comb(32, 8):,}")
print(f"five-card first deals: {comb(32, 5):,}")

# %% [markdown]
# ## 2. The exact table
#
# `exact_table` looks at every one of the 10,518,300 hands (with NumPy this takes well under a
# second) and counts those with each event $E$:
#
# $$P(E) = \frac{\text{number of hands with } E}{\binom{32}{8}} = \frac{\text{count}}{10{,}518{,}300}.$$
#
# Each row shows its own count *out of* its own total. Kawesh is a question about the five
# first-dealt cards, so its row counts five-card deals: **792 out of 201,376**, not out of
# 10,518,300. The column "1 in N" reads: one hand in N has it ($N = 1/P$).

# %%
sun = exact_table("sun")
print(format_table(sun))

# %% [markdown]
# In **Hokum** the only project that changes is four Aces: a Four Hundred in Sun, a Hundred in
# Hokum. Hokum adds **Baloot** (K and Q of trumps) — about 1 hand in 18 for a named trump suit.

# %%
hokum = exact_table("hokum")
print(format_table([row for row in hokum if row.key.startswith(("best", "holds", "baloot"))]))

# %%
kinds = ["none", "sira", "fifty", "hundred", "four_hundred"]
rows = {row.key: row for row in sun + hokum}
ax = axes(LANG)
if ax:
    for shift, mode in ((-0.2, "sun"), (0.2, "hokum")):
        p = [rows[f"best_{mode}_{k}"].probability if f"best_{mode}_{k}" in rows else 0 for k in kinds]
        ax.bar([i + shift for i in range(len(kinds))], p, width=0.4, label=mode.capitalize())
    ax.set_yscale("log")
    ax.set_xticks(range(len(kinds)), ["no project", "Sira", "Fifty", "Hundred", "Four Hundred"])
    ax.set_ylabel("probability (log scale)")
    ax.set_title("The best project of an eight-card hand (exact)")
    ax.legend()

# %% [markdown]
# ## 3. "Has a Sira" is not "the best project is a Sira"
#
# Three different questions, three different answers:
#
# * **a run of 3 or more**: any three cards in sequence, including those inside a longer run;
# * **holds a Sira**: the hand holds a run of *exactly* three cards (a Sira project), whatever
#   else it holds;
# * **the best project is a Sira**: a Sira is the strongest project the hand can declare — no
#   Fifty, Hundred or Four Hundred.
#
# The engine decides each one. For example ♠A K Q J is a Fifty, not a Sira, and this hand holds
# both a Fifty and a Sira, so its best project is the Fifty:

# %%
hand = "AS KS QS JS 9H 8H 7H 10D"
print("a run of 3 or more:      ", run_of_at_least(3)(hand))
print("holds a Sira:            ", holds_project("sira")(hand))
print("best project is a Sira:  ", best_project("sira")(hand))
print("best project is a Fifty: ", best_project("fifty")(hand))

# %%
questions = [run_of_at_least(3), holds_project("sira"), best_project("sira")]
for q in questions:
    print(exact_probability(q))

# %%
probs = [exact_probability(q).probability for q in questions]
ax = axes(LANG)
if ax:
    ax.barh([q.label for q in questions], probs, color=["tab:gray", "tab:blue", "tab:orange"])
    for y, p in enumerate(probs):
        ax.text(p, y, f" {p:.2%}", va="center")
    ax.set_xlim(0, 0.27)
    ax.set_title("Three questions about a Sira (exact)")

# %% [markdown]
# ### Exercise 1 — four Aces
#
# Four Aces (a Four Hundred in Sun) need all four Aces in the hand; the other 4 cards come from
# the 28 cards that are not Aces. **How many hands is that?** Replace the `...` below with a
# number (you may use `comb`), then run the check.

# %%
answer_1 = ...  # your answer: a number of hands

# %%
check_answer(
    answer_1,
    exact_probability(four_of_a_kind("A")).count,
    hint="the four Aces are fixed; choose the 4 other cards from the 28 that are not Aces",
    lang=LANG,
)

# %% [markdown]
# The Wikipedia article on Baloot prints a formula that divides this count by 4! = 24 as well.
# Here is what the check says to that answer:

# %%
check_answer(comb(28, 4) / 24, exact_probability(four_of_a_kind("A")).count, lang=LANG)

# %% [markdown]
# ## 4. Simulation: dealing many seeded deals
#
# `simulate` deals $n$ full deals (four hands of eight, each with its five first-dealt cards)
# from a seed, and counts the deals with the event: $h$ **hits** in $n$ deals. A question about
# one hand is asked of seat 0. The estimate and its **standard error** are
#
# $$\hat p = \frac{h}{n}, \qquad \mathrm{SE} = \sqrt{\frac{\hat p\,(1-\hat p)}{n}},$$
#
# and `est.wilson()` gives the 95% **Wilson** interval (section 6 says why Wilson):
#
# $$\frac{\hat p + \frac{z^2}{2n} \pm z\sqrt{\frac{\hat p(1-\hat p)}{n} + \frac{z^2}{4n^2}}}{1 + \frac{z^2}{n}}, \qquad z = 1.96.$$
#
# The numbers come out the same every time because the seed is fixed. (In JupyterLite this
# cell takes a few seconds.)

# %%
events = [best_project("sira"), best_project("fifty"), best_project("hundred"),
          four_of_a_kind("A"), baloot("H"), kawesh()]  # fmt: skip
estimates = simulate(events, 100_000, seed=2024)
exact = {e.key: exact_probability(e) for e in events}
for est in estimates:
    low, high = est.wilson()
    p = exact[est.key.split(":")[1]].probability
    inside = "inside" if low <= p <= high else "OUTSIDE"
    print(f"{est.label:<52} {est.estimate:8.4%} ± {1.96 * est.stderr:.4%}   exact {p:8.4%}  ({inside} the 95% interval)")

# %% [markdown]
# A 95% interval misses the exact value 5% of the time, so among six intervals one miss would
# be no surprise. The figure shows each estimate with its interval against the exact value
# (the grey bar):

# %%
ax = axes(LANG)
if ax:
    x = range(len(events))
    sim = [e.estimate for e in estimates]
    err = [[e.estimate - e.wilson()[0] for e in estimates], [e.wilson()[1] - e.estimate for e in estimates]]
    ax.bar(x, [exact[e.key].probability for e in events], width=0.5, color="lightgray", label="exact")
    ax.errorbar(x, sim, yerr=err, fmt="o", color="tab:red", capsize=4, label="simulated, 95% Wilson")
    ax.set_yscale("log")
    ax.set_xticks(x, ["Sira", "Fifty", "Hundred", "4 Aces", "Baloot ♥", "Kawesh"])
    ax.set_title("Exact against simulated (100,000 deals)")
    ax.legend()

# %% [markdown]
# ## 5. The law of large numbers
#
# The running estimate after $k$ deals, $\hat p_k = h_k / k$, wanders at first and then settles
# on the exact value $p$. The shaded band is
#
# $$p \pm 1.96\sqrt{\frac{p(1-p)}{k}}.$$
#
# At any one $k$ the estimate lands inside it 95% of the time. Over a long run the path will
# still step outside now and then: the band is for each $k$ on its own, not for the whole path
# at once. It shrinks like $1/\sqrt{k}$: 100 times more deals for 10 times more precision.

# %%
def show_convergence(question="best project is a Sira (Sun)", deals=100_000, seed=0):
    """Simulate ``deals`` deals, print the running estimate at a few points and draw it."""
    event = QUESTIONS[question]
    p = exact_probability(event).probability
    hits = [bool(row[0]) for row in sample_outcomes([event], deals, seed=seed)]
    running = [total / k for k, total in enumerate(accumulate(hits), start=1)]
    for k in (100, 1_000, 10_000, 100_000, 1_000_000):
        if k <= deals:
            print(f"after {k:>9,} deals: {running[k - 1]:8.4%}   exact {p:.4%} ± {1.96 * sqrt(p * (1 - p) / k):.4%}")
    ax = axes(LANG)
    if ax:
        k = range(1, deals + 1)
        band = [1.96 * sqrt(p * (1 - p) / i) for i in k]
        ax.fill_between(k, [p - b for b in band], [p + b for b in band], alpha=0.2, label="exact ± 1.96 SE")
        ax.plot(k, running, lw=1, label="running estimate")
        ax.axhline(p, color="black", ls="--", lw=1, label="exact")
        ax.set_xscale("log")
        ax.set_ylim(max(0, p - 0.2), min(1, p + 0.2))
        ax.set_xlabel("deals")
        ax.set_title(f"{question}: the estimate settles")
        ax.legend()


QUESTIONS = {
    "best project is a Sira (Sun)": best_project("sira"),
    "holds a Sira (Sun)": holds_project("sira"),
    "a run of 4 or more": run_of_at_least(4),
    "at least one project (Sun)": any_project("sun"),
    "K and Q of ♥ (Baloot in Hokum ♥)": baloot("H"),
    "four Aces": four_of_a_kind("A"),
}
show_convergence()

# %% [markdown]
# ## 6. Two confidence intervals, and how often they are right
#
# The textbook (normal, or Wald) interval $\hat p \pm 1.96\,\mathrm{SE}$ breaks down for rare
# events: with no hits it has width zero, claiming certainty. The **Wilson** interval (section
# 4) stays honest. Four Aces come once in 514 hands:

# %%
for hits, n in ((0, 300), (1, 300), (4, 2_000), (39, 20_000)):
    normal, wilson = normal_interval(hits, n), wilson_interval(hits, n)
    print(
        f"{hits:>3} hits in {n:>6,} hands:  normal {normal.low:.3%} to {normal.high:.3%}"
        f"   Wilson {wilson.low:.3%} to {wilson.high:.3%}"
    )

# %% [markdown]
# "95%" is a promise about the method: over many simulations, the interval should contain the
# true $p$ 95% of the time. This **coverage** can be computed exactly. With $n$ deals the number
# of hits $h$ follows the binomial law, so
#
# $$\text{coverage} = \sum_{h=0}^{n} \binom{n}{h} p^h (1-p)^{n-h} \cdot \big[\,p \text{ is inside the interval of } h \text{ hits}\,\big].$$
#
# `coverage(p, n, method)` adds it up. For four Aces:

# %%
p_aces = exact_probability(four_of_a_kind("A")).probability
sizes = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000]
covered = {m: [coverage(p_aces, n, m) for n in sizes] for m in ("normal", "wilson")}
print(f"{'deals':>8} {'normal':>8} {'Wilson':>8}")
for i, n in enumerate(sizes):
    print(f"{n:>8,} {covered['normal'][i]:>8.1%} {covered['wilson'][i]:>8.1%}")

# %% [markdown]
# The figure computes the coverage for 30 sizes between 100 and 20,000 deals. The curves are
# jagged: the number of hits is a whole number, so the set of $h$ whose interval contains $p$
# jumps as $n$ grows.

# %%
grid = [round(10 ** (2 + i * 0.08)) for i in range(30)]
ax = axes(LANG)
if ax:
    for m, label in (("normal", "normal (Wald)"), ("wilson", "Wilson")):
        ax.plot(grid, [coverage(p_aces, n, m) for n in grid], marker=".", label=label)
    ax.axhline(0.95, color="black", ls="--", lw=1, label="the promised 95%")
    ax.set_xscale("log")
    ax.set_ylim(0, 1)
    ax.set_xlabel("deals in one simulation")
    ax.set_ylabel("coverage")
    ax.set_title("How often a 95% interval contains the exact chance of four Aces")
    ax.legend()

# %% [markdown]
# With a few hundred deals the normal interval contains the truth less than half the time,
# because most such simulations see no four Aces at all. Wilson stays close to 95% (a little
# above or below: with whole numbers of hits no method can hit 95% exactly).
#
# ### Exercise 2 — Kawesh
#
# The five first-dealt cards allow Kawesh when all five are 7s, 8s or 9s. There are 12 such
# cards. **What is the probability for one player?** Write it as a probability (a number from 0
# to 1), then run the check.

# %%
answer_2 = ...  # your answer: a probability

# %%
check_answer(
    answer_2,
    exact_probability(kawesh()).probability,
    hint="5 cards out of the 12 low ones, over all the ways to deal 5 cards out of 32",
    lang=LANG,
)

# %% [markdown]
# ## 7. Try it yourself
#
# Choose a question, a number of deals and a seed, then press **Run Interact** and watch the
# estimate settle on the exact value. (The widget needs a running kernel; in JupyterLite a
# million deals take a minute or more.)

# %%
explore = widgets.interact_manual(
    show_convergence,
    question=widgets.Dropdown(options=list(QUESTIONS), description="question"),
    deals=widgets.SelectionSlider(options=[1_000, 10_000, 100_000, 1_000_000], value=10_000, description="deals"),
    seed=widgets.IntText(value=1, description="seed"),
)

# %% [markdown]
# ## What we learned
#
# * Exact counting over all 10,518,300 hands (201,376 five-card deals for Kawesh) answers "how
#   often" questions with no error at all.
# * A simulation answers the same questions with an error we can measure: the standard error
#   shrinks like $1/\sqrt{n}$, and a good 95% interval (Wilson) really contains the truth about
#   95% of the time.
# * Say exactly what you ask: "holds a Sira", "a run of 3 or more" and "the best project is a
#   Sira" are three different probabilities (19.2%, 22.6% and 19.0% in Sun).
#
# Next: *Probability 2* asks questions about whole deals and checks the Wikipedia table.
