"""HandViews for lessons: a hand with its projects outlined, and one trick of a played
hand, each a :class:`HandView` captioned by the engine in the lesson's language.

>>> from baloot_widgets import Contract, Game
>>> view = projects_view("JS JH JD JC AH KH QH 7C", Contract(mode="sun"))
>>> view.caption
'Sun: Hundred (J♠ J♥ J♦ J♣) + Sira (A♥ K♥ Q♥): 24 game points'
>>> projects_view("KH QH JH 10H 7S", Contract(mode="hokum", trump="H"), lang="ar").caption
'حكم ♥: خمسين (K♥ Q♥ J♥ 10♥) + بلوت، نقاطها 7'
>>> print(projects_view("KS KH KD KC QH", Contract(mode="hokum", trump="H")).caption)
Hokum ♥: Hundred (K♠ K♥ K♦ K♣): 10 game points; no Baloot: one of K♥ Q♥ is inside another project
>>> game = Game.new(seed=1, dealer=0)
>>> for call in ("p1 sun", "p1 play 8D", "p2 play KD", "p3 play 7D", "p0 play QD"):
...     game.act(call)
>>> print(trick_view(game, 1).caption)
Trick 1 (led by Seat 1): Seat 2 wins the trick with K♦: the highest card of the suit led · 7 Abnat
>>> trick_view(game, 2)
Traceback (most recent call last):
...
baloot_widgets.rules.errors.BalootError: trick must be the number of a finished trick (1 to 1), not 2
"""

from __future__ import annotations

from collections.abc import Iterable

from ..i18n import Join, Lang, Message, Seat, Term, quote
from ..play.explain import trick_message
from ..play.game import Game
from ..quiz.draw import mode_message
from ..rules.cards import Card, CardLike, CardSet, Rank
from ..rules.contract import Contract
from ..rules.errors import BalootError, check_lang
from ..rules.projects import Project, baloot_allowed, find_projects
from ..rules.ruleset import RuleSet
from ..rules.state import HandState
from .handview import HandView

__all__ = ["projects_view", "trick_view"]


def _in_sequence(cards: Iterable[CardLike]) -> list[Card]:
    """Cards by suit, each suit in sequence order (A K Q J 10 9 8 7), as runs are read."""
    return sorted((Card(c) for c in cards), key=lambda c: (c.suit, -c.rank.sequence))


def _king_queen(c: Contract) -> list[Card]:
    """The King and Queen of trumps (none in Sun)."""
    return [] if c.trump is None else [Card.of(r, c.trump) for r in (Rank.KING, Rank.QUEEN)]


def _why_no_baloot(declared: list[Project], c: Contract) -> Message | None:
    """Why a hand holding the King and Queen of trumps has no Baloot (None: it has one)."""
    if baloot_allowed(declared, c):
        return None
    kq = _king_queen(c)
    inside = [p for p in declared if kq[0] in p.cards and kq[1] in p.cards]
    key = "pic.no_baloot_hundred" if inside else "pic.no_baloot_split"
    return Message.of(key, cards=" ".join(str(card) for card in kq))


def projects_view(
    hand: str | Iterable[CardLike] | CardSet,
    contract: Contract,
    *,
    lang: Lang = "en",
    rules: RuleSet | None = None,
) -> HandView:
    """The hand, each suit in sequence order, with the projects it declares outlined (the
    engine's best declaration, RULES.md §7) and a caption: the projects and their game
    points in this contract, the Baloot in Hokum, or why there is none."""
    lang = check_lang(lang)
    cards = CardSet(hand)
    declared = find_projects(cards, contract, rules=rules)
    parts: list[Message | Term] = [
        Message.of("sheet.project_name", name=Term(p.kind), cards=p.shown) for p in declared
    ]
    points = sum(p.game_points(contract) for p in declared)
    outlined = [card for p in declared for card in p.cards]
    kq = _king_queen(contract)
    why_not = None
    if kq and all(card in cards for card in kq):
        why_not = _why_no_baloot(declared, contract)
        if why_not is None:
            parts.append(Term("baloot"))
            points += 2  # Baloot: 2 game points for its holder's team (rules §7)
            outlined += kq
    mode = mode_message(contract)
    caption = (
        Message.of("pic.projects", mode=mode, projects=Join(tuple(parts), " + "), points=points)
        if parts
        else Message.of("pic.no_project", mode=mode)
    )
    if why_not is not None:
        caption = Message.of("pic.and", first=caption, second=why_not)
    return HandView(
        _in_sequence(cards), contract, highlight=outlined, caption=caption.text(lang), lang=lang
    )


def _baloot_in(state: HandState, cards: tuple[int, ...]) -> Message | None:
    """The Baloot, when its holder plays the second of the trump King and Queen here."""
    c = state.contract
    if c is None or state.baloot is None or not state.baloot_announced:
        return None
    kq = [int(card) for card in _king_queen(c)]
    played = [card for t in state.tricks for card in t.cards]
    last = max(played.index(card) for card in kq) if set(kq) <= set(played) else -1
    if last < 0 or played[last] not in cards:
        return None
    shown = " ".join(str(Card(card)) for card in kq)
    return Message.of("pic.baloot", seat=Seat(state.baloot), cards=shown)


def trick_view(game: Game, trick: int, *, lang: Lang = "en") -> HandView:
    """Trick ``trick`` (1-8) of a played hand: its cards in the order they were played,
    the winning card outlined, and a caption: who led, who won it and why, its Abnat, an
    Akka announced with the lead and a Baloot completed in it."""
    lang = check_lang(lang)
    state = game.state
    c = state.contract
    done = len(state.tricks)
    if c is None or isinstance(trick, bool) or trick not in range(1, done + 1):
        raise BalootError(Message.of("error.finished_trick", done=done, trick=quote(trick)))
    t = state.tricks[trick - 1]
    won = trick_message(t.leader, t.cards, t.winner, c.trump_index)
    caption = Message.of("pic.trick", n=trick, leader=Seat(t.leader), won=won, abnat=t.points)
    notes = []
    if t.cards[0] in state.akka:
        notes.append(Message.of("pic.akka", seat=Seat(t.leader), card=Card(t.cards[0])))
    baloot = _baloot_in(state, t.cards)
    if baloot is not None:
        notes.append(baloot)
    for note in notes:
        caption = Message.of("pic.and", first=caption, second=note)
    played = [Card(card) for card in t.cards]
    winner = played[(t.winner - t.leader) % 4]
    return HandView(played, c, highlight=[winner], caption=caption.text(lang), lang=lang)
