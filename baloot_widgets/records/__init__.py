"""Game records: hands and matches as JSON that replays and re-scores exactly, the one
reader and writer of record files (:mod:`.hand`, :mod:`.match`, :mod:`.files`), and the
hands dealt in them (:mod:`.dealt`, for a class's probability lesson).

>>> from baloot_widgets import Game
>>> game = Game.new(seed=3, dealer=0)
>>> game.act("p1 sun")
>>> record = game.to_record()
>>> loads(dumps(record)) == record
True
"""

from .dealt import DealtHands, class_hands, dealt_hands, recorded_sample
from .files import dumps, learner_file, loads, read_record, write_record, write_text
from .hand import HAND_FORMAT, RECORD_VERSION, hand_record, replay_hand, start_state
from .match import MATCH_FORMAT, MatchReplay, match_record, replay_match

__all__ = [
    "HAND_FORMAT",
    "MATCH_FORMAT",
    "RECORD_VERSION",
    "DealtHands",
    "MatchReplay",
    "class_hands",
    "dealt_hands",
    "dumps",
    "hand_record",
    "learner_file",
    "loads",
    "match_record",
    "read_record",
    "recorded_sample",
    "replay_hand",
    "replay_match",
    "start_state",
    "write_record",
    "write_text",
]
