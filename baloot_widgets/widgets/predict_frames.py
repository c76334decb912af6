"""What the ``Predict`` widget draws (docs/architecture.md, "Widgets: frames and pictures"):
one JSON-ready frame at a time (:func:`frame`) from an
:class:`~baloot_widgets.probability.investigation.Investigation`: the question and how to
guess; once the guess is committed, the guess; as the simulation runs, its checkpoints (the
running estimate and its 95% interval) and the axes to draw them on; once revealed, never
before, the answer and what to make of it.  The axes are computed from the guess and the
simulation only, so their range says nothing of the answer before it is shown.  Its labels
(:func:`predict_labels`) and its picture (:func:`predict_html`, the static HTML drawn from
the frame alone).

>>> from baloot_widgets.probability.investigation import Investigation
>>> from baloot_widgets.probability.questions import best_sira
>>> inv = Investigation(best_sira(trials=500))
>>> f = frame(inv, "en")
>>> f["stage"], f["guess"], f["run"], f["answer"]
('asking', None, None, None)
>>> inv.commit("20", "sure"); inv.run(); inv.reveal()
>>> f = frame(inv, "en")
>>> f["stage"], f["guess"]["text"], f["run"]["path"][-1][0], f["answer"]["text"]
('revealed', '20.0%', 500, '19.0%')
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from html import escape
from typing import Any

from ..display.render import STYLE, isolate_html
from ..i18n import Lang, Message, text
from ..probability.investigation import CONFIDENCES, Investigation

__all__ = ["FRAME_SCHEMA", "frame", "predict_html", "predict_labels"]

#: version of the frame's keys (the JavaScript checks it)
FRAME_SCHEMA = 1
#: how to go on, by stage
_HELP = {
    "asking": "predict.help_asking",
    "committed": "predict.help_committed",
    "running": "predict.help_running",
    "simulated": "predict.help_simulated",
    "revealed": "predict.help_revealed",
}
_ANSWER_LABEL = {"exact": "predict.answer_exact", "bayes": "predict.answer_bayes"}
_SURE = {c: f"predict.sure_{c}" for c in CONFIDENCES}


def predict_labels(lang: Lang) -> dict[str, str]:
    """The headings and buttons, in one language (synced once).

    >>> predict_labels("ar")["dir"], predict_labels("en")["commit"]
    ('rtl', 'Commit my guess')
    """
    keys = {"title": "predict.title", "guess": "predict.your_guess", "sure": "predict.how_sure",
            "commit": "predict.commit", "run": "predict.run", "reveal": "predict.reveal",
            "simulation": "predict.simulation", "estimate": "predict.legend_estimate",
            "interval": "predict.legend_interval", "type": "predict.type_guess",
            "slider": "predict.slider"}  # fmt: skip
    out = {name: text(key, lang) for name, key in keys.items()}
    out["schema"] = text("predict.schema", lang, want="{want}", got="{got}")  # filled in the page
    out["dir"] = "rtl" if lang == "ar" else "ltr"
    return out


def _ticks(
    low: float, high: float, show: Callable[[float, int], str], per: float = 1
) -> list[list[Any]]:
    """About five round values from ``low`` to ``high``, each with its text (``show(value,
    decimals)``; ``per`` is 100 on a percent scale, whose text is in percent)."""
    span = high - low
    raw = span / 5 if span > 0 else 1.0
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 2.5, 5, 10) if m * power >= raw)
    decimals = max(0, -math.floor(math.log10(step * per) + 1e-9))
    out, i = [], math.ceil(low / step - 1e-9)
    while i * step <= high + 1e-12:
        value = round(i * step, 12)
        out.append([value, show(value, decimals)])
        i += 1
    return out


def _axes(inv: Investigation) -> dict[str, Any] | None:
    """The value axis and the trials axis of the chart: from the guess and the checkpoints
    (from a fiftieth of the trials on: the first few wander far, and the page clips them),
    and from the answer only once it is revealed."""
    if inv.guess is None or not inv.path:
        return None
    scale = inv.question.scale
    settled = [p for p in inv.path if p.n * 50 >= inv.question.trials] or inv.path[-1:]
    values = [inv.guess] + [v for p in settled for v in (p.low, p.high)]  # the first few wander
    if inv.answer is not None:
        values.append(inv.answer.value)
    low, high = min(values), max(values)
    pad = (high - low) * 0.12 or max(abs(high) * 0.1, 1e-3)
    low, high = max(scale.low, low - pad), min(scale.high, high + pad)
    if high <= low:
        high = low + pad
    trials = inv.question.trials
    per = 100 if scale.percent else 1
    return {
        "y": {"low": low, "high": high, "ticks": _ticks(low, high, scale.show, per)},
        "x": {"low": 0, "high": trials, "ticks": _ticks(0, trials, lambda v, _: f"{v:,.0f}")},
    }


def frame(inv: Investigation, lang: Lang, seq: int = 0) -> dict[str, Any]:
    """The frame of the investigation as it stands (``seq`` numbers the frames sent)."""
    q, scale = inv.question, inv.question.scale
    stops = list(scale.stops)
    out: dict[str, Any] = {
        "schema": FRAME_SCHEMA,
        "seq": seq,
        "key": q.key,
        "stage": inv.stage,
        "prompt": q.prompt.text(lang),
        "source": q.source.text(lang),
        "scale": {
            "stops": stops,
            "labels": [scale.show_guess(v) for v in stops],
            "start": len(stops) // 2,  # the middle of the slider, whatever the answer
            "percent": scale.percent,
            "range": Message.of(
                "predict.range", low=scale.show(scale.low, 0), high=scale.show(scale.high, 0)
            ).text(lang),
        },
        "confidence": [{"id": c, "label": text(_SURE[c], lang)} for c in CONFIDENCES],
        "guess": None,
        "run": None,
        "answer": None,
        "axes": _axes(inv),
        "help": text(_HELP[inv.stage], lang),
    }
    if inv.guess is not None and inv.confidence is not None:
        out["guess"] = {
            "value": inv.guess,
            "text": scale.show_guess(inv.guess),
            "confidence": text(_SURE[inv.confidence], lang),
        }
    if inv.path:
        readout = inv.readout()
        out["run"] = {
            "total": q.trials,
            "path": [[p.n, p.estimate, p.low, p.high] for p in inv.path],
            "readout": "" if readout is None else readout.text(lang),
            "done": inv.stage in ("simulated", "revealed"),
        }
    if inv.answer is not None:
        out["answer"] = {
            "value": inv.answer.value,
            "text": scale.show(inv.answer.value),
            "label": text(_ANSWER_LABEL[inv.answer.kind], lang),
            "how": inv.answer.how.text(lang),
            "formula": inv.answer.how.key == "predict.how_formula",  # drawn left to right
            "lines": [m.text(lang) for m in inv.verdict()],
        }
    return out


# ---- the picture ----------------------------------------------------------------------

#: a percentage, kept left to right inside Arabic as the course writes figures ("18.7%")
_PERCENT = re.compile(r"\d[\d,]*(?:\.\d+)?%")


def _arabic_html(text: str) -> str:
    """Arabic text escaped, with its cards, signed numbers and percentages left to right.

    >>> _arabic_html("التقدير 18.7% (من 17.3% إلى 20.1%)")
    'التقدير <bdi dir="ltr">18.7%</bdi> (من <bdi dir="ltr">17.3%</bdi> إلى <bdi dir="ltr">20.1%</bdi>)'
    """
    parts, at = [], 0
    for m in _PERCENT.finditer(text):
        parts += [isolate_html(text[at : m.start()]), f'<bdi dir="ltr">{m.group()}</bdi>']
        at = m.end()
    return "".join([*parts, isolate_html(text[at:])])


def predict_html(frame: dict[str, Any], labels: dict[str, str]) -> str:
    """The investigation as a static picture (from the synced frame: no more than the page
    shows, so no answer before it is revealed)."""
    if not frame:
        return ""
    lang: Lang = "ar" if labels.get("dir") == "rtl" else "en"
    say = _arabic_html if lang == "ar" else escape
    direction = ' dir="rtl"' if lang == "ar" else ""
    parts = [STYLE, f'<div class="bw-pic bw-predict"{direction}>']
    parts.append(f"<div><b>{say(labels['title'])}</b></div>")
    parts.append(f"<p>{say(frame['prompt'])}</p>")
    rows = []
    guess = frame.get("guess")
    if guess:
        rows.append((labels["guess"], f"{guess['text']} ({guess['confidence']})"))
    else:
        rows.append((labels["guess"], f"… ({frame['scale']['range']})"))
    run = frame.get("run")
    if run:
        rows.append((labels["simulation"], run["readout"]))
    answer = frame.get("answer")
    if answer:
        rows.append((answer["label"], answer["text"]))
    body = "".join(f"<tr><td>{say(k)}</td><td>{say(v)}</td></tr>" for k, v in rows)
    parts.append(f'<table class="bw-table">{body}</table>')
    if answer:
        how = ' dir="ltr"' if answer["formula"] else ""  # a formula reads left to right
        parts.append(f'<p class="bw-muted"{how}>{say(answer["how"])}</p>')
        parts.append("".join(f"<p>{say(line)}</p>" for line in answer["lines"]))
    parts.append(f'<p class="bw-muted">{say(frame["source"])} · {say(frame["help"])}</p>')
    parts.append("</div>")
    return "".join(parts)
