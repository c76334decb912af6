"""RuleSet: every variant flag of RULES.md section 12, frozen and validated.

The defaults reproduce the rules of RULES.md; each flag switches one house rule.

>>> from baloot_widgets import RuleSet
>>> RuleSet().must_undertrump
True
>>> RuleSet(must_trump_when_void=False).differences()
{'must_trump_when_void': False}
>>> RuleSet(closed_hokum_chooser="nobody")
Traceback (most recent call last):
...
baloot_widgets.rules.errors.RuleSetError: closed_hokum_chooser must be one of 'caller', 'bidder', 'auto', not 'nobody'
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Literal

from ..i18n import Join, Message, quote
from .errors import BalootError, RuleSetError

__all__ = [
    "FLAG_HELP",
    "FLAG_PARTNER",
    "FLAG_UNDERTRUMP",
    "FLAG_VOID",
    "TEACHING_FLAGS",
    "RuleSet",
    "check_rules",
]

#: the trick-play flags packed into an int for the hot path (:attr:`RuleSet.play_flags`)
FLAG_VOID = 1  # must_trump_when_void
FLAG_PARTNER = 2  # must_trump_when_partner_winning
FLAG_UNDERTRUMP = 4  # must_undertrump

ClosedChooser = Literal["caller", "bidder", "auto"]
FailedSawaPenalty = Literal["khasara", "qayd"]

_CHOICES: dict[str, tuple[str, ...]] = {
    "closed_hokum_chooser": ("caller", "bidder", "auto"),
    "failed_sawa_penalty": ("khasara", "qayd"),
}
_INT_RANGES: dict[str, tuple[int, int]] = {
    "sun_double_threshold": (0, 10_000),
    "max_projects_per_player": (1, 4),
    "match_target": (1, 100_000),
}

#: One line per flag: what the non-default value does (RULES.md section 12).
FLAG_HELP: dict[str, str] = {
    "ashkal_second_round": "Ashkal is also allowed in bidding round 2.",
    "gablak_round_two": "A round-2 Sun can be taken over by a player with higher priority.",
    "round2_sun_over_hokum_by_all": "Every other player may overcall a round-2 Hokum with Sun.",
    "kawesh_second_round": "Kawesh is also allowed in bidding round 2.",
    "bidder_leads_first": "The buyer leads the first trick instead of the dealer's right.",
    "must_trump_when_void": "A player void in the led suit may discard any card.",
    "must_trump_when_partner_winning": "A void player must trump even when partner is winning.",
    "must_undertrump": "A void player who cannot beat an opponent's trump may play any card.",
    "strict_legality": "Illegal cards are accepted and the opponents may call Qayd.",
    "doubling_chain_by_team": "Either member of the right team may Triple, Four or Gahwa.",
    "closed_hokum_chooser": "Who chooses open or closed Hokum: 'caller', 'bidder' or 'auto'.",
    "sun_full_doubling_chain": "Triple, Four and Gahwa also exist in Sun.",
    "sun_double_either_side_over_100": "Sun may be doubled when exactly one team is over 100.",
    "sun_double_threshold": "The score (default 100) that gates doubling a Sun.",
    "sun_multiply_then_round": "Sun card points = round(Abnat x 2 / 10), halves up: 74/56 -> 15/11.",
    "exact_tie_splits": "An exact tie keeps both teams' points instead of a Khasara.",
    "doubled_split_scores": "Doubled hands: Khasara test as undoubled, then each side x multiplier.",
    "project_multiplier_cap_2": "Projects are multiplied by at most 2.",
    "kaboot_ace_floor_doubles": "Kaboot is 88 (Sun) or 50 (Hokum) when the floor card is an Ace.",
    "kaboot_takes_all_projects": "The sweeping team also takes the swept team's projects.",
    "kaboot_multiplied": "The Kaboot base is multiplied by the double too.",
    "baloot_transfers_on_loss": "A team left on 0 gives its Baloot to the winning team.",
    "baloot_counts_for_contract": "Baloot (2 points / 20 Abnat) counts toward making the contract.",
    "baloot_bidder_team_only": "Only the buyer's team can score Baloot.",
    "hundred_compare_by_rank_only": "The two kinds of Hundred are compared by top card only.",
    "equal_projects_cancel": "If the best projects tie completely, no projects score.",
    "max_projects_per_player": "How many projects one player may declare (default 2).",
    "failed_sawa_penalty": "A false Sawa is treated as a foul.",
    "qayd_deferral": "Qayd must be called at once, with no end-of-hand choice.",
    "qayd_penalty_kaboot": "A valid Qayd pays 44 / 25 instead of 26 / 16.",
    "match_target": "The score that wins the match (default 152).",
    "ashkal_allowed": "Teaching: no Ashkal at this table.",
    "gablak_allowed": "Teaching: a Sun call stands at once; no Gablak window for earlier players.",
    "kawesh_allowed": "Teaching: no Kawesh at this table.",
    "doubling_allowed": "Teaching: no Double, Triple, Four or Gahwa; every hand is played x1.",
    "akka_allowed": "Teaching: no Akka announcements.",
    "sawa_allowed": "Teaching: no Sawa claims; every trick is played out.",
}

#: flags that switch a whole part of the game off for a first lesson (not house rules from
#: RULES.md section 12); all True by default, all False in :meth:`RuleSet.beginner`
TEACHING_FLAGS = (
    "ashkal_allowed",
    "gablak_allowed",
    "kawesh_allowed",
    "doubling_allowed",
    "akka_allowed",
    "sawa_allowed",
)


@dataclass(frozen=True)
class RuleSet:
    """The variant flags of RULES.md section 12; the defaults are the Saudi rules of RULES.md.

    Contradictory or out-of-range settings raise :class:`~baloot_widgets.rules.errors.RuleSetError`.

    >>> RuleSet(match_target=101).match_target
    101
    >>> RuleSet(must_trump_when_void=False, must_trump_when_partner_winning=True)
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.RuleSetError: must_trump_when_partner_winning=True needs must_trump_when_void=True: a player who never has to trump cannot have to trump over a partner
    """

    ashkal_second_round: bool = False
    gablak_round_two: bool = False
    round2_sun_over_hokum_by_all: bool = False
    kawesh_second_round: bool = False
    bidder_leads_first: bool = False
    must_trump_when_void: bool = True
    must_trump_when_partner_winning: bool = False
    must_undertrump: bool = True
    strict_legality: bool = True
    doubling_chain_by_team: bool = False
    closed_hokum_chooser: ClosedChooser = "caller"
    sun_full_doubling_chain: bool = False
    sun_double_either_side_over_100: bool = False
    sun_double_threshold: int = 100
    sun_multiply_then_round: bool = False
    exact_tie_splits: bool = False
    doubled_split_scores: bool = False
    project_multiplier_cap_2: bool = False
    kaboot_ace_floor_doubles: bool = False
    kaboot_takes_all_projects: bool = False
    kaboot_multiplied: bool = False
    baloot_transfers_on_loss: bool = False
    baloot_counts_for_contract: bool = False
    baloot_bidder_team_only: bool = False
    hundred_compare_by_rank_only: bool = False
    equal_projects_cancel: bool = False
    max_projects_per_player: int = 2
    failed_sawa_penalty: FailedSawaPenalty = "khasara"
    qayd_deferral: bool = True
    qayd_penalty_kaboot: bool = False
    match_target: int = 152
    # teaching flags (TEACHING_FLAGS): parts of the game a first lesson may switch off
    ashkal_allowed: bool = True
    gablak_allowed: bool = True
    kawesh_allowed: bool = True
    doubling_allowed: bool = True
    akka_allowed: bool = True
    sawa_allowed: bool = True
    #: the three trick-play flags as bits (FLAG_VOID | FLAG_PARTNER | FLAG_UNDERTRUMP), set
    #: once per RuleSet for the hot path (an attribute of each RuleSet, not a flag)
    play_flags: ClassVar[int] = 0

    def __post_init__(self) -> None:
        for name, default in _SPECS:
            value = getattr(self, name)
            if isinstance(default, bool):
                if value is not True and value is not False:
                    raise RuleSetError(Message.of("error.flag_bool", name=name, value=quote(value)))
            elif isinstance(default, int):
                low, high = _INT_RANGES[name]
                if isinstance(value, bool) or not isinstance(value, int):
                    raise RuleSetError(Message.of("error.flag_int", name=name, value=quote(value)))
                if not low <= value <= high:
                    raise RuleSetError(
                        Message.of("error.flag_range", name=name, low=low, high=high, value=value)
                    )
            elif value not in _CHOICES[name]:
                allowed = Join(tuple(repr(c) for c in _CHOICES[name]), words="join.list")
                raise RuleSetError(
                    Message.of("error.flag_choice", name=name, allowed=allowed, value=quote(value))
                )
        if self.must_trump_when_partner_winning and not self.must_trump_when_void:
            raise RuleSetError(Message.of("error.flag_partner_needs_void"))
        if self.sun_double_threshold >= self.match_target:
            raise RuleSetError(
                Message.of(
                    "error.flag_threshold",
                    threshold=self.sun_double_threshold,
                    target=self.match_target,
                )
            )
        flags = (
            (FLAG_VOID if self.must_trump_when_void else 0)
            | (FLAG_PARTNER if self.must_trump_when_partner_winning else 0)
            | (FLAG_UNDERTRUMP if self.must_undertrump else 0)
        )
        object.__setattr__(self, "play_flags", flags)

    @classmethod
    def beginner(cls, **flags: Any) -> RuleSet:
        """The rules of a first hand: bid only Pass, Hokum or Sun, no doubling, and every
        trick played out (no Ashkal, Gablak, Kawesh, Double, Akka or Sawa; illegal cards
        are refused, so there is no Qayd).  Other flags may be given as usual.

        >>> rules = RuleSet.beginner(match_target=101)
        >>> rules.doubling_allowed, rules.sawa_allowed, rules.match_target
        (False, False, 101)
        """
        values: dict[str, Any] = dict.fromkeys(TEACHING_FLAGS, False)
        values.update(flags)
        return cls(**values)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        """Build a RuleSet from a dict of flags, with a clear error for an unknown name.

        >>> RuleSet.from_dict({"must_undertrump": False}).must_undertrump
        False
        >>> RuleSet.from_dict({"must_undertrum": False})
        Traceback (most recent call last):
        ...
        baloot_widgets.rules.errors.RuleSetError: 'must_undertrum' is not a rule flag; did you mean 'must_undertrump'?
        """
        if not isinstance(data, dict):
            raise RuleSetError(Message.of("error.rules_dict", data=quote(data)))
        _check_names(data)
        return cls(**data)

    def differences(self) -> dict[str, Any]:
        """The flags whose value differs from the default, as a dict (used in game records)."""
        default = _DEFAULT
        return {
            name: getattr(self, name)
            for name in _NAMES
            if getattr(self, name) != getattr(default, name)
        }

    def describe(self) -> str:
        """One line per non-default flag, or a sentence saying the defaults are in use."""
        diff = self.differences()
        if not diff:
            return "Default Saudi rules (RULES.md)."
        return "\n".join(f"{k} = {v!r}: {FLAG_HELP[k]}" for k, v in diff.items())


_SPECS: tuple[tuple[str, Any], ...] = tuple((f.name, f.default) for f in fields(RuleSet))
_NAMES: tuple[str, ...] = tuple(name for name, _ in _SPECS)


def _check_names(data: dict[str, Any]) -> None:
    """A RuleSetError for the first name in ``data`` that is not a flag, with the flag it
    was probably meant to be."""
    for key in data:
        if key not in _NAMES:
            close = difflib.get_close_matches(str(key), _NAMES, n=1)
            if close:
                raise RuleSetError(Message.of("error.flag_close", flag=quote(key), close=close[0]))
            raise RuleSetError(Message.of("error.flag_unknown", flag=quote(key)))


_dataclass_init = RuleSet.__init__


def _checked_init(self: RuleSet, *args: Any, **kwargs: Any) -> None:
    """RuleSet(...) with an unknown flag raises a RuleSetError that names the closest
    flag (a plain TypeError would not help a student who misspelt one)."""
    _check_names(kwargs)
    if len(args) > len(_NAMES):
        raise RuleSetError(Message.of("error.flags_by_name"))
    _dataclass_init(self, *args, **kwargs)


RuleSet.__init__ = _checked_init  # type: ignore[method-assign]
_DEFAULT = RuleSet()


def check_rules(rules: object) -> RuleSet:
    """``rules`` when it is a RuleSet, the default rules for None, else a BalootError.

    >>> check_rules(None) == RuleSet(), check_rules(RuleSet(match_target=101)).match_target
    (True, 101)
    """
    if rules is None:
        return _DEFAULT
    if not isinstance(rules, RuleSet):
        raise BalootError(Message.of("error.rules", rules=quote(rules)))
    return rules
