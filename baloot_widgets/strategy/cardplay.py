"""The principles of the play and the defence (RULES.md §6, §8), each a small change to
the heuristic bot's card (see :mod:`.model`).

Each reads only what the seat may know (:class:`~baloot_widgets.bots.knowledge.Knowledge`:
its hand, the cards played, the suits a player has shown it holds none of), as a player
at the table does when counting.  Where the principle picks a card among several, it
asks the heuristic's own policy (:func:`~baloot_widgets.bots.cardplay.choose_card`)
restricted to the cards the principle allows.

>>> from baloot_widgets import Game
>>> from baloot_widgets.bots.knowledge import knowledge
>>> game = Game.new(seed=7, dealer=0)
>>> for call in ["p1 hokum", "p2 pass", "p3 pass", "p0 pass", "p1 hokum", "p2 pass", "p0 pass"]:
...     game.act(call)
>>> seen = game.view(1)
>>> from .principles import principle
>>> choice = principle("draw_trumps").at(knowledge(seen), list(seen.legal))
>>> str(choice.follow), choice.label
('p1 play JH', 'first')
"""

from __future__ import annotations

from collections.abc import Sequence

from ..bots.cardplay import choose_card, sure_winner, table_of
from ..bots.heuristic import play_action, sawa_proven
from ..bots.knowledge import Knowledge
from ..rules.actions import Action, Play, Sawa
from ..rules.cards import FULL_MASK, SUIT_MASKS, Rank, iter_mask
from ..rules.play import BEATEN_BY, POINTS, POWER, TRUMP_MASKS, trick_winner_index
from ..rules.state import Phase
from .model import Choice, Principle

__all__ = ["CARDPLAY"]


# ---- what a seat can count ---------------------------------------------------------------


def _legal(k: Knowledge, legal: Sequence[Action]) -> int:
    """The cards the seat may play now (a mask)."""
    mask = 0
    for a in legal:
        if isinstance(a, Play):
            mask |= 1 << int(a.card)
    return mask & k.legal_cards or mask


def _card(action: Action) -> int:
    return int(action.card) if isinstance(action, Play) else -1


def _has(cards: int, action: Action) -> bool:
    """Is ``action`` the play of one of ``cards``?"""
    return isinstance(action, Play) and bool(cards >> int(action.card) & 1)


def _outstanding(k: Knowledge) -> int:
    """The cards still to be played by the other three seats."""
    return FULL_MASK & ~k.played & ~k.hand


def _may_hold(k: Knowledge, seat: int) -> int:
    """The cards ``seat`` may still hold, as far as this seat can tell."""
    return _outstanding(k) & ~k.excluded[seat]


def _opponents(k: Knowledge) -> tuple[int, int]:
    return (k.seat + 1) & 3, (k.seat + 3) & 3


def _lowest(cards: int, t: int) -> int:
    return min(iter_mask(cards), key=lambda c: POWER[t + 1][c])


def _heuristic(k: Knowledge, cards: int) -> int:
    """The heuristic's card among ``cards`` only."""
    return choose_card(k.seat, k.hand, cards, table_of(k))[0]


def _play(k: Knowledge, legal: Sequence[Action], card: int) -> Action:
    return play_action(k, legal, card)


def _leading(k: Knowledge, base: Action) -> bool:
    """Is the seat to lead a card (and not first to declare its projects)?"""
    return k.phase is Phase.PLAY and not k.trick and isinstance(base, Play)


def _following(k: Knowledge, base: Action) -> bool:
    """Is the seat to play a card to a trick already led?"""
    return k.phase is Phase.PLAY and bool(k.trick) and isinstance(base, Play)


def _buyers(k: Knowledge) -> bool:
    return k.contract is not None and k.contract.buyer & 1 == k.seat & 1


def _mode(k: Knowledge) -> str:
    return "hokum" if k.t >= 0 else "sun"


def _beats(k: Knowledge, card: int) -> bool:
    """Would ``card`` win the current trick as it stands?"""
    return trick_winner_index((*k.trick, card), k.t) == len(k.trick)


# ---- the buyer's play --------------------------------------------------------------------


def _buyer_leads(k: Knowledge, legal: Sequence[Action], base: Action) -> tuple[int, int] | None:
    """The buyer's team on lead in Hokum, with trumps and other cards: its cards and the
    trumps' mask (else None)."""
    if not _leading(k, base) or k.t < 0 or not _buyers(k):
        return None
    cards, tm = _legal(k, legal), SUIT_MASKS[k.t]
    if not cards & tm or not cards & ~tm:
        return None
    return cards, tm


def _draw_trumps(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """As the buyer's team, lead your top trump while an opponent may still hold one."""
    t, leads = k.t, _buyer_leads(k, legal, base)
    if leads is None:
        return None
    cards, tm = leads
    if not any(_may_hold(k, o) & tm for o in _opponents(k)):
        return None
    top = max(iter_mask(cards & tm), key=lambda c: POWER[t + 1][c])
    if _outstanding(k) & BEATEN_BY[t + 1][top]:
        return None  # a higher trump is still out: it is not yours to draw with
    label = "first" if k.tricks_done == 0 else "later"
    return Choice(_play(k, legal, top), _play(k, legal, _heuristic(k, cards & ~tm)), label)


def _count_trumps(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Count the trumps: once the opponents hold none, stop leading trumps (you would only
    draw your partner's)."""
    t, leads = k.t, _buyer_leads(k, legal, base)
    if leads is None:
        return None
    cards, tm = leads
    if any(_may_hold(k, o) & tm for o in _opponents(k)) or not _may_hold(k, k.seat ^ 2) & tm:
        return None
    follow = base if isinstance(base, Play) and not _has(tm, base) else None
    plain = _heuristic(k, cards & ~tm)
    return Choice(follow or _play(k, legal, plain), _play(k, legal, _lowest(cards & tm, t)))


def _ace_before_ten(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Holding the A and the 10 of a suit, lead the Ace first."""
    card = _card(base)
    if not _leading(k, base) or card < 0:
        return None
    suit = card >> 3
    ace, ten = 8 * suit + Rank.ACE, 8 * suit + Rank.TEN
    cards = _legal(k, legal)
    if suit == k.t or card not in (ace, ten) or not (cards >> ace & 1 and cards >> ten & 1):
        return None
    return Choice(_play(k, legal, ace), _play(k, legal, ten), _mode(k))


def _lonely_tens(k: Knowledge, cards: int) -> int:
    """The Tens among ``cards`` whose Ace is still out (not played, not in the hand)."""
    out = 0
    for suit in range(4):
        ten, ace = 8 * suit + Rank.TEN, 8 * suit + Rank.ACE
        if suit != k.t and cards >> ten & 1 and _outstanding(k) >> ace & 1:
            out |= 1 << ten
    return out


def _ten_needs_ace(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Do not lead a Ten while its Ace is still out: the Ace takes it and its 10 Abnat."""
    if not _leading(k, base):
        return None
    cards = _legal(k, legal)
    tens = _lonely_tens(k, cards)
    if not tens or not cards & ~tens:
        return None
    if _has(tens, base):
        return Choice(_play(k, legal, _heuristic(k, cards & ~tens)), base, _mode(k))
    ten = max(iter_mask(tens), key=lambda c: (k.hand & SUIT_MASKS[c >> 3]).bit_count())
    return Choice(base, _play(k, legal, ten), _mode(k))


def _void_suits(k: Knowledge) -> int:
    """The plain suits (a mask of their cards) that an opponent has shown it holds none
    of while it may still hold a trump, and that somebody else still holds."""
    t, out = k.t, 0
    for suit in range(4):
        if suit == t or not _outstanding(k) & SUIT_MASKS[suit]:
            continue
        for o in _opponents(k):
            may = _may_hold(k, o)
            if not may & SUIT_MASKS[suit] and may & SUIT_MASKS[t]:
                out |= SUIT_MASKS[suit]
    return out


def _lead_into(
    k: Knowledge, legal: Sequence[Action], base: Action, suits: int
) -> tuple[Action, Action, str] | None:
    """On lead in Hokum with cards of ``suits`` and others: the lead into those suits and
    the lead away from them (the heuristic's own where it is one of them), and the label
    (the buyer's team or the defenders)."""
    if not _leading(k, base) or k.t < 0:
        return None
    cards = _legal(k, legal)
    chosen = suits & cards
    if not chosen or not cards & ~chosen:
        return None
    label = "buyers" if _buyers(k) else "defenders"
    if _has(chosen, base):
        return base, _play(k, legal, _heuristic(k, cards & ~chosen)), label
    return _play(k, legal, _lowest(chosen, k.t)), base, label


def _no_lead_void(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Do not lead a suit an opponent has none of while it may still trump."""
    leads = _lead_into(k, legal, base, _void_suits(k))
    return None if leads is None else Choice(leads[1], leads[0], leads[2])


def _last_trick(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Popular advice put to the test: with two cards left, one sure to win and one not,
    keep the winner for the last trick (and its 10)."""
    if not _leading(k, base) or k.hand.bit_count() != 2:
        return None
    cards = _legal(k, legal)
    if cards != k.hand:
        return None
    table = table_of(k)
    wins = [c for c in iter_mask(cards) if sure_winner(table, k.hand, k.seat, c)]
    if len(wins) != 1:
        return None
    winner = wins[0]
    loser = next(c for c in iter_mask(cards) if c != winner)
    label = "trump" if winner >> 3 == k.t else "plain"
    return Choice(_play(k, legal, loser), _play(k, legal, winner), label)


def _tops_every_suit(k: Knowledge) -> bool:
    """Does the seat hold the highest card left of every suit it holds?"""
    power = POWER[k.t + 1]
    unseen = FULL_MASK & ~k.hand & ~k.played
    for suit in range(4):
        mine, theirs = k.hand & SUIT_MASKS[suit], unseen & SUIT_MASKS[suit]
        if mine and theirs:
            low = min(power[c] for c in iter_mask(mine))
            if low < max(power[c] for c in iter_mask(theirs)):
                return False
    return True


def _sawa(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Claim Sawa when your count proves it, and only then."""
    sawa = next((a for a in legal if isinstance(a, Sawa)), None)
    if sawa is None or k.trick or not isinstance(base, (Play, Sawa)) or not k.tricks_done:
        return None
    if any(isinstance(a, Sawa) and a.seat & 1 == k.seat & 1 for a in k.history):
        return None  # one claim a hand: a refused Sawa leaves the same seat on lead
    play = base if isinstance(base, Play) else _play(k, legal, _heuristic(k, _legal(k, legal)))
    if sawa_proven(k):
        return Choice(sawa, play, "proven")
    if _tops_every_suit(k):
        return Choice(play, sawa, "unproven")
    return None


# ---- the defence and the partnership -----------------------------------------------------


def _partner_voids(k: Knowledge) -> int:
    """The plain suits (a mask) your partner has none of while it may still trump, and
    that somebody still holds."""
    t, out = k.t, 0
    may = _may_hold(k, k.seat ^ 2)
    if t < 0 or not may & SUIT_MASKS[t]:
        return 0
    for suit in range(4):
        if suit != t and _outstanding(k) & SUIT_MASKS[suit] and not may & SUIT_MASKS[suit]:
            out |= SUIT_MASKS[suit]
    return out


def _give_ruff(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Lead a suit your partner has none of: your partner trumps it."""
    leads = _lead_into(k, legal, base, _partner_voids(k))
    return None if leads is None else Choice(*leads)


def _feed_partner(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """When your partner's card is sure to win the trick, give it your richest card."""
    if not _following(k, base):
        return None
    t, trick = k.t, k.trick
    w = trick_winner_index(trick, t)
    if w != len(trick) - 2:
        return None
    if len(trick) < 3 and not sure_winner(table_of(k), k.hand, k.seat, trick[w]):
        return None
    cards = _legal(k, legal)
    keep = cards & ~_winners(k, cards) or cards
    points = POINTS[t + 1]
    rich = max(iter_mask(keep), key=lambda c: (points[c], -POWER[t + 1][c]))
    poor = min(iter_mask(keep), key=lambda c: (points[c], POWER[t + 1][c]))
    if points[rich] == points[poor]:
        return None
    label = "ten" if points[rich] >= 10 else "small"
    return Choice(_play(k, legal, rich), _play(k, legal, poor), label)


def _winners(k: Knowledge, cards: int) -> int:
    """The cards among ``cards`` that would win the trick as it stands."""
    out = 0
    for c in iter_mask(cards):
        if _beats(k, c):
            out |= 1 << c
    return out


def _cash_aces(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Popular advice put to the test: as a defender in Hokum, cash your side Aces before
    the buyer draws trumps."""
    if not _leading(k, base) or k.t < 0 or _buyers(k):
        return None
    cards, out = _legal(k, legal), _outstanding(k)
    aces = 0
    for suit in range(4):
        ace = 8 * suit + Rank.ACE
        if suit != k.t and cards >> ace & 1 and out & SUIT_MASKS[suit]:
            aces |= 1 << ace
    if not aces or not cards & ~aces:
        return None
    label = "first" if k.tricks_done == 0 else "later"
    if _has(aces, base):
        return Choice(base, _play(k, legal, _heuristic(k, cards & ~aces)), label)
    ace = max(iter_mask(aces), key=lambda c: (out & SUIT_MASKS[c >> 3]).bit_count())
    return Choice(_play(k, legal, ace), base, label)


def _discard_length(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Popular advice put to the test: when you throw a card away, throw it from your
    longest suit and keep your short suits guarded."""
    if not _following(k, base):
        return None
    t, trick = k.t, k.trick
    led = trick[0] >> 3
    if k.hand & SUIT_MASKS[led] or trick_winner_index(trick, t) == len(trick) - 2:
        return None  # not void, or partner winning (then feed it)
    cards = _legal(k, legal)
    if _has(_winners(k, cards), base):
        return None  # the heuristic wins the trick: nothing is thrown away
    out, beaten = _outstanding(k), BEATEN_BY[t + 1]
    pool = [c for c in iter_mask(cards & ~TRUMP_MASKS[t + 1]) if out & beaten[c]]
    suits = {c >> 3 for c in pool}
    if len(suits) < 2:
        return None

    def length(suit: int) -> int:
        return (k.hand & SUIT_MASKS[suit]).bit_count()

    long = max(sorted(suits), key=length)
    short = min(sorted(suits), key=length)
    if length(long) == length(short):
        return None
    throw_long = _lowest(sum(1 << c for c in pool if c >> 3 == long), t)
    throw_short = _lowest(sum(1 << c for c in pool if c >> 3 == short), t)
    return Choice(_play(k, legal, throw_long), _play(k, legal, throw_short), _mode(k))


def _kaboot_defence(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """When the buyers have taken every trick so far, take a trick as soon as you can: a
    Kaboot costs far more than the card you spend."""
    if not _following(k, base) or _buyers(k) or k.tricks_done < 2:
        return None
    if k.tricks_won[k.seat & 1]:
        return None
    w = trick_winner_index(k.trick, k.t)
    if w == len(k.trick) - 2:
        return None  # partner is winning this one
    cards = _legal(k, legal)
    wins = _winners(k, cards)
    if not wins or _has(wins, base):
        return None
    table = table_of(k)
    sure = [c for c in iter_mask(wins) if sure_winner(table, k.hand, k.seat, c)]
    power = POWER[k.t + 1]
    card = (
        min(sure, key=lambda c: power[c]) if sure else max(iter_mask(wins), key=lambda c: power[c])
    )
    label = "early" if k.tricks_done <= 4 else "late"
    return Choice(_play(k, legal, card), base, label)


def _second_hand_low(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Popular advice put to the test: second to play, play low unless you are sure to win."""
    if not _following(k, base) or len(k.trick) != 1 or k.leader & 1 == k.seat & 1:
        return None
    cards = _legal(k, legal)
    wins = _winners(k, cards)
    if not wins or _has(wins, base):
        return None
    high = max(iter_mask(wins), key=lambda c: POWER[k.t + 1][c])
    return Choice(base, _play(k, legal, high), _mode(k))


def _return_suit(k: Knowledge, legal: Sequence[Action], base: Action) -> Choice | None:
    """Popular advice put to the test: lead back the suit your partner led first."""
    if not _leading(k, base):
        return None
    led = [p.card >> 3 for p in k.plays if p.seat == k.seat ^ 2 and p.led < 0]
    if not led or led[0] == k.t:
        return None
    cards = _legal(k, legal)
    theirs = cards & SUIT_MASKS[led[0]]
    if not theirs or _has(theirs, base):
        return None
    return Choice(_play(k, legal, _heuristic(k, theirs)), base, _mode(k))


#: the principles of the play (lesson 12) and of the defence and partnership (lesson 13)
CARDPLAY: tuple[Principle, ...] = (
    Principle("draw_trumps", "play", _draw_trumps, 12, ("first", "later"), "draw_trumps"),
    Principle("count_trumps", "play", _count_trumps, 12, theme="draw_trumps"),
    Principle("ace_before_ten", "play", _ace_before_ten, 12, ("sun", "hokum"), "cash_winners"),
    Principle("ten_needs_ace", "play", _ten_needs_ace, 12, ("sun", "hokum"), "save_points"),
    Principle("no_lead_void", "play", _no_lead_void, 12, ("buyers", "defenders"), "ruff"),
    Principle("last_trick", "play", _last_trick, 12, ("trump", "plain"), "last_trick", True),
    Principle("sawa", "play", _sawa, 12, ("proven", "unproven"), "sawa"),
    Principle("cash_aces", "defence", _cash_aces, 13, ("first", "later"), "cash_winners", True),
    Principle("second_hand_low", "defence", _second_hand_low, 13, ("sun", "hokum"), "duck", True),
    Principle("kaboot_defence", "defence", _kaboot_defence, 13, ("early", "late"), "kaboot"),
    Principle("discard_length", "defence", _discard_length, 13, ("sun", "hokum"), "discard", True),
    Principle("give_ruff", "defence", _give_ruff, 13, ("buyers", "defenders"), "partner_ruff"),
    Principle("feed_partner", "defence", _feed_partner, 13, ("ten", "small"), "feed_partner"),
    Principle("return_suit", "defence", _return_suit, 13, ("sun", "hokum"), "partner_lead", True),
)
