# Tutorial 08: fouls and Qayd, with the worked examples of the fouls seed (seed 000).

# %% [markdown]
# # 08 · Fouls and Qayd — القيد
#
# In the lessons so far the engine simply **refused** an illegal card. Around a real table
# nobody stops your hand: a card laid is a card played. If it broke a rule, an opponent may
# call **Qayd (قيد)** — "a claim that the opponents broke a rule". You will learn:
#
# 1. what counts as a **foul**;
# 2. who may call Qayd and what a valid (or a false) claim scores;
# 3. the four worked examples of the Saudi fouls rules (A to D), played as real hands;
# 4. **deferral**: keeping quiet, playing on, and taking the better result at the end.

# %%
from IPython.display import HTML, display

from baloot_widgets import (
    Card,
    CardSet,
    Game,
    RuleSet,
    Table,
    apply,
    legal_actions,
    legal_cards,
    new_hand,
)
from baloot_widgets.bots import HeuristicBot
from baloot_widgets.render import hand_state_html
from baloot_widgets.rules.engine import apply_text
from baloot_widgets.rules.ruleset import FLAG_HELP
from baloot_widgets.i18n import GLOSSARY, text
from baloot_widgets.rules.state import FOUL_KINDS


def first_legal(game):
    """The first legal card (in display order) of the player to move."""
    s = game.state
    trick = [((s.leader + i) % 4, card) for i, card in enumerate(s.trick)]
    return next(iter(legal_cards(CardSet(s.hands[s.to_move]), trick, s.contract)))


def play_on(game):
    """Everybody plays a legal card (the first one) until the eight tricks are over."""
    while game.state.phase.value == "play":
        game.act(f"p{game.state.to_move} play {first_legal(game).code}")


def play(game, actions):
    """Apply a list of actions, printing them trick by trick."""
    for action in actions:
        game.act(action)
    print(" · ".join(actions))


def describe_fouls(game):
    """The fouls the engine has recorded so far, in words."""
    return "; ".join(
        f"seat {f.seat} {text('foul.' + f.kind)} ({Card(f.card)})" for f in game.state.fouls
    ) or "none"


for key in ("qayd", "qat"):
    english, arabic, meaning = GLOSSARY[key]
    print(f"{english} ({arabic}): {meaning}")

# %% [markdown]
# ## 1. Playing without a referee
#
# Illegal cards are accepted when a game is played with the house rule
# `strict_legality=False`. The rule flags explain themselves:

# %%
for flag in ("strict_legality", "qayd_deferral"):
    print(f"{flag} (default {getattr(RuleSet(), flag)}); the other value: {FLAG_HELP[flag]}")
NO_REFEREE = RuleSet(strict_legality=False)

# %% [markdown]
# These are the fouls the engine records (the text shown on the score sheet). The most common
# is the first, the **revoke**: not following suit although you could. The Saudi rules call it
# **Qat' (قطع)**, "cut".

# %%
for kind in FOUL_KINDS:
    print(f"{kind:12} {text('foul.' + kind):34} {text('foul.' + kind, 'ar')}")

# %% [markdown]
# ## 2. The Qayd
#
# * Only an **opponent** of the offender may call Qayd, at any time until the hand is scored.
# * A **valid** claim stops the hand. The wronged team scores a fixed **Qayd value** times the
#   multiplier, plus its **own** projects if it won the comparison, plus its own Baloot. The
#   offenders score **nothing**: their projects are not scored — and not given to the other
#   team either ("a declaration remains the property of its owner").
# * A **false** claim (there was no foul to claim) makes the claiming team the offender: the
#   other team receives the Qayd value.
#
# The Qayd value depends on the contract. We can read it from the engine: a Qayd called at the
# very first card finds no foul, so it is false, and the first line of its score sheet shows
# what the other team receives:

# %%
sun_claim = apply_text(new_hand(seed=3, dealer=0, rules=NO_REFEREE), "p1 sun", "p1 qayd")
hokum_claim = apply_text(
    new_hand(seed=3, dealer=0, rules=NO_REFEREE),
    "p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum", "p2 pass", "p0 pass", "p1 qayd",
)
QAYD = {"sun": sun_claim.result.lines[0].points, "hokum": hokum_claim.result.lines[0].points}
print(sun_claim.result.lines[0].text())
print("Qayd value: Sun", QAYD["sun"], "· Hokum", QAYD["hokum"], "· times the multiplier")

# %% [markdown]
# These are the card points of a whole hand (lesson 07): the wronged team gets a full hand's
# worth. Let us see all of this on real hands. Every example is a Sun bought by seat 1 (seat 0
# deals), played from a seeded deal.
#
# ## 3. Example A: the buyer fouls while holding a Hundred
#
# In deal 251 the buyer, seat 1, holds a Hundred and declares it. In trick 2, seat 3 leads
# 7♠, seat 0 has no spade — and the buyer, who **has** spades, plays Q♥ (a revoke):

# %%
game = Game.new(seed=251, dealer=0, rules=NO_REFEREE)
play(game, ["p1 sun", "p1 declare hundred", "p1 play 10S", "p2 play KS", "p3 play AS", "p0 play 8S"])
play(game, ["p3 play 7S", "p0 play 9H", "p1 play QH"])
print("recorded fouls:", describe_fouls(game))

# %% [markdown]
# Seat 2, an opponent, calls Qayd. The defenders score the Sun Qayd value; the buyer's Hundred
# is not scored for anyone:

# %%
before_the_foul = game.states[-2]  # the moment before the buyer's Q♥
game.act("p2 qayd")
print(game.result.sheet())

# %% [markdown]
# And a **false** claim? Had seat 2 called Qayd one card earlier, before any foul, its own team
# would have been treated as the offender:

# %%
print(apply(before_the_foul, "p2 qayd").result.sheet())

# %% [markdown]
# ## 4. Example B: a defender fouls; the defenders hold a Hundred
#
# In deal 141 seat 0, a defender, declares a Hundred, then revokes in trick 2. The buyer's
# team takes the Qayd value and nothing more — the defenders' Hundred is simply not scored:

# %%
game = Game.new(seed=141, dealer=0, rules=NO_REFEREE)
play(game, ["p1 sun", "p1 play AS", "p2 play 9S", "p3 play JS", "p0 declare hundred", "p0 play KS"])
play(game, ["p1 play 10S", "p2 play 8S", "p3 play 7S", "p0 play 10D", "p1 qayd"])
print(game.result.sheet())

# %% [markdown]
# ## 5. Example C: a defender fouls; the buyer holds a Hundred
#
# In deal 1047 the buyer declares a Hundred, and in trick 2 seat 0 revokes. Now the wronged
# team (the buyer's) won the project comparison, so it scores the Qayd value **plus its
# Hundred**, in game points. (The rule text of seed 000 writes "126": it adds the raw 100
# Abnat of the Hundred instead of its game points.)

# %%
game = Game.new(seed=1047, dealer=0, rules=NO_REFEREE)
play(game, ["p1 sun", "p1 declare hundred", "p1 play AS", "p2 play KH", "p3 play AH", "p0 play 9S"])
play(game, ["p1 play 10S", "p2 play JH", "p3 play 10H", "p0 play QH", "p1 qayd"])
print(game.result.sheet())
hundred = next(line.points for line in game.result.lines if line.key == "project")
print(f"Qayd {QAYD['sun']} + Hundred {hundred} = {game.result.points[1]}")

# %% [markdown]
# ## 6. Example D: no foul, a Kaboot against a buyer with a Hundred
#
# For comparison, a hand without any foul. In deal 28 the buyer declares a Hundred, but the
# defenders take **all eight tricks**. They score the Kaboot value only; the buyer's Hundred
# is lost:

# %%
game = Game.new(seed=28, dealer=0)
play(game, ["p1 sun", "p1 declare hundred"])
play_on(game)
print("tricks won:", game.state.tricks_won)
print(game.result.sheet())

# %% [markdown]
# ## 7. Deferral: play on, then choose
#
# The wronged team does not have to call Qayd at once. It may keep quiet, play the hand to
# the end and then call it: it receives **whichever is better** for it, the Qayd or the
# normal result of the hand.
#
# In deal 2503 the buyer (seat 1) declares a Fifty and revokes in trick 2 (he plays 10♦ while
# holding spades). The defenders say nothing and play on:

# %%
game = Game.new(seed=2503, dealer=0, rules=NO_REFEREE)
play(game, ["p1 sun", "p1 declare fifty", "p1 play 10S", "p2 play AS", "p3 play 7S", "p0 play AH"])
play(game, ["p2 play 9S", "p3 play 10H", "p0 play KH", "p1 play 10D"])
print("recorded fouls:", describe_fouls(game))
play_on(game)
print("phase:", game.state.phase.value, "· Abnat", game.state.abnat)
print("anyone may now call Qayd:", [str(a) for a in game.legal_actions()])

# %% [markdown]
# The tricks are over and the hand waits for the last Qayd claims: the **review**. Each seat in
# turn, starting with P1, may say `pass` — "I claim nothing" — which ends **its** turn in the
# review and hands it to the next seat; any seat may call Qayd until the fourth pass, and after
# the fourth pass the hand is scored as played. After seat 1's pass:

# %%
print("  ".join(str(a) for a in legal_actions(apply(game.state, "p1 pass"))))

# %% [markdown]
# Anyone may *call* Qayd, but only the **wronged team's** claim is valid: here seats 0 and 2,
# the opponents of the offender. If seat 3, the offender's partner, called it, the engine would
# find no foul by seat 3's opponents: a false claim, which makes seat 3's team the offender
# (you saw a false claim in example A).
#
# Seat 2 calls Qayd now. With deferral the engine compares the Qayd with the played hand, a
# Khasara for the buyer, and gives the defenders the better of the two:

# %%
game.act("p2 qayd")
print(game.result.sheet())
choice = dict(game.result.lines[0].fields)
print(f"Qayd {choice['qayd']} or played hand {choice['played']}: the defenders take {game.result.points[0]}")

# %% [markdown]
# ## 8. Try it at the table
#
# A live table without a referee: you are seat 0, and the other seats are heuristic bots.
# Try playing an illegal card and see what happens. The bots never foul on purpose, but they
# **do call Qayd** when you foul: with deferral they wait until the tricks are over (the
# review), then claim if the Qayd is better for them. If you catch a bot's foul yourself, use
# the **Qayd** button.

# %%
# NBVAL_IGNORE_OUTPUT
Table(seed=8, you=0, rules=NO_REFEREE, bots={s: HeuristicBot(seed=s) for s in (1, 2, 3)})

# %% [markdown]
# ## Exercises
#
# All three exercises use the same position. Deal 18 (lessons 03-04): seat 3 bought a Hokum
# with hearts as trumps, seat 0 doubled it, and the game is played **without a referee**.
# In trick 2 seat 0 leads 10♠, seat 1 plays 9♠ and seat 2 plays 8♠. Seat 3, the buyer, has
# no spade:

# %% {"tags": ["exercise-setup"]}
position = Game.new(seed=18, dealer=0, rules=NO_REFEREE)
for action in ["p1 pass", "p2 pass", "p3 hokum", "p0 pass", "p1 pass", "p2 pass", "p3 hokum",
               "p2 pass", "p0 double", "p3 pass",
               "p1 play JS", "p2 play KS", "p3 play QS", "p0 play AS",
               "p0 play 10S", "p1 play 9S", "p2 play 8S"]:
    position.act(action)
display(HTML(hand_state_html(position.state)))

# %% [markdown]
# Replace the `...` in each answer cell with your answer, run it, then run the check below.
#
# **Exercise 1.** Which of seat 3's cards would be a **foul** if played now? Give the set of
# cards, as text such as `{"QS", "7C"}`.

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 1, "answer": "answer_1 = {'QD', '9D', '8D', 'AC'}", "wrong": ["answer_1 = {'QD', '9D', '8D'}", "answer_1 = {'AH', 'KH', '9H'}"]}}
answer_1 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 1}}
s = position.state
trick = [((s.leader + i) % 4, card) for i, card in enumerate(s.trick)]
hand = CardSet(s.hands[3])
expected = hand - legal_cards(hand, trick, s.contract)
if answer_1 is ...:
    print("Fill in answer_1 above, then run this cell.")
elif CardSet(answer_1) != expected:
    raise AssertionError(
        f"Not quite: {CardSet(answer_1)}. Seat 3 is void in spades and holds trumps: what must it do?"
    )
else:
    print("Correct! Any of", expected, "would be a foul:", position.view(3).reasons[next(iter(expected))])

# %% [markdown]
# **Exercise 2.** Seat 3 plays A♣ anyway. Which seats can call a **valid** Qayd now?

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 2, "answer": "answer_2 = {0, 2}", "wrong": ["answer_2 = {0, 1, 2}", "answer_2 = {1}"]}}
answer_2 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 2}}
after_foul = apply(position.state, "p3 play AC")
expected = {seat for seat in range(4) if apply(after_foul, f"p{seat} qayd").result.lines[0].key == "qayd"}
if answer_2 is ...:
    print("Fill in answer_2 above, then run this cell.")
elif set(answer_2) != expected:
    raise AssertionError(f"Not quite: {sorted(answer_2)}. Who may claim a foul: partners or opponents?")
else:
    print("Correct! Only the opponents of seat 3 can claim:", sorted(expected))

# %% [markdown]
# **Exercise 3.** Seat 0 calls the Qayd. What does each team score, `(team 0·2, team 1·3)`?
# (Remember the double.)

# %% {"tags": ["exercise-answer"], "baloot": {"exercise": 3, "answer": "answer_3 = (32, 0)", "wrong": ["answer_3 = (16, 0)", "answer_3 = (0, 32)", "answer_3 = (26, 0)"]}}
answer_3 = ...  # your answer

# %% {"tags": ["exercise-check"], "baloot": {"exercise": 3}}
result = apply(apply(position.state, "p3 play AC"), "p0 qayd").result
if answer_3 is ...:
    print("Fill in answer_3 above, then run this cell.")
elif tuple(answer_3) != result.points:
    raise AssertionError(
        f"Not quite: {answer_3}. A Hokum Qayd is worth {QAYD['hokum']} to the wronged team, "
        "times the multiplier."
    )
else:
    print("Correct!\n" + result.sheet())

# %% [markdown]
# ## What next
#
# You know every rule. In **09 · A full hand** we play one complete hand, move by move, with
# the engine explaining each step.
