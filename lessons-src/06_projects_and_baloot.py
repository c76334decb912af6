# Tutorial 06: projects (Mashari') and Baloot. Built by lessons-src/build.py.

# %% [markdown]
# # 06 · Projects and Baloot — المشاريع والبلوت
#
# Besides winning tricks, a team can score for holding good combinations of cards, called
# **projects (مشاريع, Mashari')**. You will learn:
#
# 1. the projects — **Sira (سرا)**, **Fifty (خمسين)**, **Hundred (مية)**, **Four Hundred
#    (أربعمية)** — and what each is worth;
# 2. how the engine finds the **best declaration** in a hand;
# 3. how the two teams' projects are **compared**, and why the **winner takes all**;
# 4. **Baloot (بلوت)**: the King and Queen of trumps, which always scores.

# %%
from IPython.display import HTML, display

from baloot_widgets import CardSet, Contract, Game, HandView, Rank, find_projects, score_hand
from baloot_widgets.render import STYLE, cards_html, hand_state_html
from baloot_widgets.rules.projects import (
    PROJECT_ABNAT,
    baloot_allowed,
    compare_projects,
    project_from_cards,
)
from baloot_widgets.i18n import GLOSSARY

sun = Contract(mode="sun", buyer=0)
hokum = Contract(mode="hokum", trump="S", buyer=0)  # spades are trumps


def in_sequence(project):
    """A project's cards in sequence order, highest first."""
    cards = sorted(project.cards, key=lambda c: (c.suit, -c.rank.sequence))
    return " ".join(str(c) for c in cards)


def describe(projects):
    """One line per project: its name, its cards and its Abnat."""
    return "; ".join(f"{p.name} ({in_sequence(p)}) = {p.abnat} Abnat" for p in projects) or "nothing"


# %%
for key in ("projects", "sira", "fifty", "hundred", "four_hundred", "baloot"):
    english, arabic, meaning = GLOSSARY[key]
    print(f"{english:13} ({arabic}): {meaning}")

# %% [markdown]
# ## 1. The projects and their value
#
# Runs are built in **sequence order** (lesson 01), the order of `Rank.sequence`:

# %%
print("sequence order:", " ".join(r.label for r in sorted(Rank, key=lambda r: r.sequence, reverse=True)))

# %% [markdown]
# So K Q J 10 is a run, even though the 10 beats the King in play. A project is worth Abnat,
# and on the score sheet it becomes **game points**: twice as many in Sun as in Hokum. The
# engine's table:

# %%
examples = {
    "sira": "AH KH QH",
    "fifty": "KH QH JH 10H",
    "hundred": "QH JH 10H 9H 8H",
    "four_hundred": "AS AH AD AC",
}
print(f"{'project':14}{'example':18}{'Abnat':>6}{'GP Sun':>8}{'GP Hokum':>10}")
for kind, cards in examples.items():
    p = project_from_cards(cards, sun)
    in_hokum = find_projects(cards, hokum)
    hokum_gp = in_hokum[0].game_points(hokum) if in_hokum and in_hokum[0].kind == kind else "-"
    print(f"{p.name:14}{in_sequence(p):18}{PROJECT_ABNAT[kind]:>6}{p.game_points(sun):>8}{hokum_gp!s:>10}")

# %% [markdown]
# Four Aces are a Four Hundred only in Sun. What are they in Hokum? And which other fours of
# a kind count? Ask the engine:

# %%
for cards in ["AS AH AD AC", "KS KH KD KC", "10S 10H 10D 10C", "9S 9H 9D 9C", "7S 7H 7D 7C"]:
    print(f"{cards:16} Sun: {describe(find_projects(cards, sun)):40} Hokum: {describe(find_projects(cards, hokum))}")

# %% [markdown]
# ## 2. The best declaration
#
# A player may declare **at most two** projects, and **no card may be in two projects**. A
# long run counts once: five to eight cards in a row are one Hundred. `find_projects(hand,
# contract)` returns the best legal declaration:

# %%
for hand in ["JS JH JD JC AH KH QH 7C", "KS QS JS 10S 9S 8S 7S AH", "AD KD QD JD 9C 8C 7C 10H"]:
    display(HTML(STYLE + cards_html(hand)))
    best = find_projects(hand, sun)
    print("  best in Sun:", describe(best), "→", sum(p.game_points(sun) for p in best), "game points")

# %% [markdown]
# ## 3. Comparing the two teams: the winner takes all
#
# Only **one team** scores projects: the team with the **best single project**. Projects are
# compared first by **kind**. Here is one project of each kind, sorted by the engine's
# comparison key `Project.key()`, strongest first:

# %%
samples = ["AH KH QH", "KH QH JH 10H", "KS KH KD KC", "QS JS 10S 9S 8S", "AS AH AD AC"]
ranked = sorted((project_from_cards(cards, sun) for cards in samples), key=lambda p: p.key(sun), reverse=True)
for p in ranked:
    shape = "" if p.kind != "hundred" else " (a run)" if p.run else " (four of a kind)"
    print(f"{p.name + shape:28} {in_sequence(p)}")

# %% [markdown]
# Between two projects of the same kind, the higher top card in sequence order wins; then (in
# Hokum) a run in trumps beats a run in a plain suit; and finally the player who plays earlier
# in trick 1 wins. The winning team then scores **all** the projects of **both** its players;
# the other team scores none.
#
# `compare_projects({seat: [projects]}, contract, first_player)` returns the winning team
# (0 = seats 0 and 2, 1 = seats 1 and 3):

# %%
cases = [
    ("Hokum ♠", hokum, {0: "KH QH JH", 1: "AS KS QS"}),
    ("Sun", sun, {0: "KS KH KD KC", 1: "QS JS 10S 9S 8S"}),
    ("Sun", sun, {0: "KH QH JH", 1: "KS QS JS"}),
]
for name, contract, declared in cases:
    projects = {seat: [project_from_cards(cards, contract)] for seat, cards in declared.items()}
    team = compare_projects(projects, contract, first_player=1)
    shown = " vs ".join(f"seat {s}: {describe(p)}" for s, p in projects.items())
    print(f"{name:8} {shown}\n         → team {team} ({'seats 0 and 2' if team == 0 else 'seats 1 and 3'}) scores its projects")

# %% [markdown]
# The first case is decided by the top card (A beats K), the second by the kind (a run
# Hundred beats four Kings). The third is a complete tie — both Siras to the King, and Sun has
# no trumps — so the player who plays earlier in trick 1 wins: seat 1, the dealer's right.
#
# On the score sheet you can see that the losing team's project is simply not there. Seat 0
# has a Sira, seat 1 a stronger Sira, and seat 3 (seat 1's partner) a small Sira too. (The
# projects even make the buyer lose this hand — lesson 07 explains this *Khasara*.)

# %%
score = score_hand(
    Contract(mode="sun", buyer=0), abnat=(70, 60), tricks=(4, 4),
    projects={0: ["KH QH JH"], 1: ["AS KS QS"], 3: ["9D 8D 7D"]},
)
print(score.sheet())

# %% [markdown]
# ## 4. Baloot (بلوت)
#
# In Hokum, the **King and Queen of trumps** in one player's hand are a **Baloot**. It is
# announced when the second of the two cards is played. Baloot is special:
#
# * it always scores for its holder's team, whoever wins the project comparison;
# * it is never multiplied by a double;
# * it does **not** count when exactly one of the two cards is inside a declared project, or
#   when both are inside a declared Hundred.
#
# The engine's `baloot_allowed(declared_projects, contract)` applies these exceptions:

# %%
hokum_hearts = Contract(mode="hokum", trump="H", buyer=0)
for declared in [[], ["KH QH JH 10H"], ["KS KH KD KC"], ["AH KH QH JH 10H"]]:
    projects = [project_from_cards(cards, hokum_hearts) for cards in declared]
    print(f"K♥ Q♥ held, declared {describe(projects):52} → Baloot counts: {baloot_allowed(projects, hokum_hearts)}")

# %% [markdown]
# ## 5. A real hand
#
# Deal 3, seat 0 deals, seat 1 buys a Hokum with hearts as trumps. Seat 3 holds a Fifty, seat
# 0 a Sira, and seat 1 holds K♥ and Q♥. Projects are declared just before a player's first
# card of trick 1 — look for `declare` among the legal actions:

# %%
game = Game.new(seed=3, dealer=0)
for action in ["p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum", "p2 pass", "p0 pass"]:
    game.act(action)
display(HTML(hand_state_html(game.state)))
for seat in range(4):
    print(f"seat {seat}: best declaration {describe(find_projects(CardSet(game.state.hands[seat]), game.state.contract))}")
print("the Baloot is held by seat", game.state.baloot)

# %% [markdown]
# The `HandView` widget can outline cards: here is seat 3's hand with its project outlined.

# %%
# NBVAL_IGNORE_OUTPUT
seat3 = CardSet(game.state.hands[3])
project_cards = [card for p in find_projects(seat3, game.state.contract) for card in p.cards]
HandView(seat3, contract=game.state.contract, highlight=project_cards, caption="Seat 3: its project is outlined")

# %%
game.act("p1 play 9S")
game.act("p2 play 8S")
print("seat 3 may:", "  ".join(str(a) for a in game.legal_actions() if "declare" in str(a)), "…")
game.act("p3 declare fifty")
game.act("p3 play JS")
game.act("p0 declare sira")
game.act("p0 play 7S")
print("after trick 1 the projects are compared: team", game.state.project_team, "scores its projects")
print("what everybody heard declared:", game.view(2).declared)
print("what seat 2 sees in trick 2:  ", [[str(p) for p in shown] for shown in game.view(2).shown])

# %% [markdown]
# Both views are lists with **one entry per seat**, seat 0 first and seat 3 last. The kinds
# declared (`"declared"`) are heard by everybody. The cards (`"shown"`) are shown in trick 2
# only by the team that won the comparison: seat 3 shows the four cards of its Fifty, while
# seat 0's Sira lost and is never shown.
#
# We finish the hand quickly, always playing the first legal card, and read the score sheet:
# Team 1·3 scores its Fifty (not seat 0's Sira), and seat 1's Baloot is added at the end.
# Look at the two card lines: the team with more Abnat gets no more game points than the
# other. That is the Hokum rounding rule (86/76 → 8/8) of **lesson 07**.

# %%
while not game.is_over:
    game.act(next(a for a in game.legal_actions() if type(a).__name__ == "Play" and not a.akka))
print(game.result.sheet())

# %% [markdown]
# **Try it:** what does your own hand declare? Change the cards or the contract.

# %%
print(describe(find_projects("AC KC QC JC 10C 9C KS KH", sun)))

# %% [markdown]
# ## Exercises
#
# Replace the `...` in each answer cell with your answer, run it, then run the check below.
#
# **Exercise 1.** In **Sun**, what is the best declaration of K♠ K♥ K♦ K♣ Q♣ J♣ 10♣ 9♣, in
# **game points**? (Careful: K♣ can be in only one project.)

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 1, "answer": "answer_1 = 30", "wrong": ["answer_1 = 20", "answer_1 = 40"]}}
answer_1 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 1}}
best = find_projects("KS KH KD KC QC JC 10C 9C", sun)
expected = sum(p.game_points(sun) for p in best)
if answer_1 is ...:
    print("Fill in answer_1 above, then run this cell.")
elif answer_1 != expected:
    raise AssertionError(
        f"Not quite: {answer_1}. Try both ways of using K♣ and keep the one with more Abnat; "
        "in Sun a project's game points are Abnat x 2 / 10."
    )
else:
    print("Correct!", describe(best), "=", expected, "game points in Sun")

# %% [markdown]
# **Exercise 2.** **Sun**, seat 0 deals (so seat 1 plays first). Seat 0 declares the Fifty
# 10♥ 9♥ 8♥ 7♥ and seat 1 declares the Fifty K♠ Q♠ J♠ 10♠. Which **team** scores its projects?
# (0 for seats 0 and 2, 1 for seats 1 and 3)

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 2, "answer": "answer_2 = 1", "wrong": ["answer_2 = 0"]}}
answer_2 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 2}}
declared = {0: [project_from_cards("10H 9H 8H 7H", sun)], 1: [project_from_cards("KS QS JS 10S", sun)]}
expected = compare_projects(declared, sun, first_player=1)
if answer_2 is ...:
    print("Fill in answer_2 above, then run this cell.")
elif answer_2 != expected:
    raise AssertionError(f"Not quite: team {answer_2}. Both are Fifties: what decides next?")
else:
    print("Correct! Team", expected, "wins the comparison: its top card is higher in sequence order.")

# %% [markdown]
# **Exercise 3.** **Hokum, diamonds are trumps**, and seat 2 holds K♦ and Q♦. For each thing
# seat 2 could declare, does the Baloot still count? Fill in `True` or `False` in a dictionary
# like `{"KD QD JD": ..., "AD KD QD JD 10D": ..., "KS KH KD KC": ...}`.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 3, "answer": "answer_3 = {'KD QD JD': True, 'AD KD QD JD 10D': False, 'KS KH KD KC': False}", "wrong": ["answer_3 = {'KD QD JD': True, 'AD KD QD JD 10D': True, 'KS KH KD KC': False}", "answer_3 = {'KD QD JD': False, 'AD KD QD JD 10D': False, 'KS KH KD KC': False}"]}}
answer_3 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 3}}
diamonds = Contract(mode="hokum", trump="D", buyer=2)
declarations = ["KD QD JD", "AD KD QD JD 10D", "KS KH KD KC"]
expected = {cards: baloot_allowed([project_from_cards(cards, diamonds)], diamonds) for cards in declarations}
if answer_3 is ...:
    print("Fill in answer_3 above, then run this cell.")
elif set(answer_3) != set(declarations):
    raise AssertionError(f"Not quite: give one True or False for each of {declarations}.")
else:
    wrong = [cards for cards in declarations if answer_3[cards] != expected[cards]]
    if wrong:
        raise AssertionError(f"Not quite: look again at {wrong}. Which project kinds may hold both cards?")
    print("Correct!", expected)

# %% [markdown]
# ## What next
#
# Cards, projects and Baloot all become **game points** on the score sheet:
# **07 · Scoring**.
