"""The probability lessons' figures as Vega-Lite: Python computes the numbers and writes a
small declarative description; JupyterLab and JupyterLite draw it with the Vega-Lite
renderer they both ship (``@jupyterlab/vega5-extension``), offline, with no plotting
library in the kernel (JupyterLite has neither NumPy nor matplotlib).

A :class:`Chart` shows in a notebook as the mime bundle ``application/vnd.vegalite.v5+json``
(drawn as SVG, in the dark theme when JupyterLab's theme is dark) with a ``text/plain``
summary of its numbers for places that cannot draw it (a terminal, an export, GitHub).
Every word of a chart is given by the lesson in its own language: the browser lays out
Arabic titles and labels, which matplotlib could not.  Three kinds of figure serve the
lessons: :func:`bars` (grouped bars, with intervals and points), :func:`lines` (curves, a
shaded band and horizontal reference lines) and :func:`intervals` (one vertical interval
per simulation, against the true value).

>>> chart = bars("Three questions", ["a run of 3", "Sira"], {"exact": [0.226, 0.192]})
>>> data, meta = chart._repr_mimebundle_()
>>> sorted(data), data[VEGA_LITE]["mark"]["type"], meta[VEGA_LITE]["embed_options"]["renderer"]
(['application/vnd.vegalite.v5+json', 'text/plain'], 'bar', 'svg')
>>> print(chart)
Three questions
  a run of 3: exact 22.6%
  Sira: exact 19.2%
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..i18n import Message, quote
from ..rules.errors import BalootError

__all__ = ["VEGA_LITE", "Chart", "bars", "intervals", "lines"]

VEGA_LITE = "application/vnd.vegalite.v5+json"
_SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json"
#: how the renderer draws: SVG (text a test can read, crisp when zoomed), no action menu
_EMBED = {"embed_options": {"renderer": "svg", "actions": False}}
#: at most this many data rows in one chart (a notebook keeps them all)
MAX_ROWS = 2_000
_WIDTH, _HEIGHT = 560, 260
#: the colours of the series (Tableau 10, which reads on light and dark backgrounds)
_PALETTE = ("#4c78a8", "#f58518", "#54a24b", "#e45756", "#72b7b2", "#b279a2", "#9d755d")


@dataclass(frozen=True)
class Chart:
    """A Vega-Lite figure: ``spec`` (a JSON-ready dict) and ``summary`` (its numbers in a
    few lines of text)."""

    spec: dict[str, Any] = field(repr=False)
    summary: str

    def _repr_mimebundle_(
        self, include: object = None, exclude: object = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        return {VEGA_LITE: self.spec, "text/plain": self.summary}, {VEGA_LITE: _EMBED}

    def __str__(self) -> str:
        return self.summary


def _shown(value: float, percent: bool) -> str:
    if value == 0:
        return "0%" if percent else "0"
    if percent:
        digits = 1 if abs(value) >= 0.01 else 3
        return f"{value * 100:.{digits}f}%"
    return f"{value:,.4g}"


def _axis(title: str, percent: bool, log: bool = False) -> dict[str, Any]:
    axis: dict[str, Any] = {"title": title or None}
    if percent:
        axis["format"] = ".3~%"
    if log:
        axis["grid"] = True
    return axis


def _scale(log: bool, domain: Sequence[float] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "log"} if log else {"zero": False}
    if domain is not None:
        out["domain"] = list(domain)
        out["clamp"] = True
    return out


def _frame(title: str, layers: list[dict[str, Any]], rows: list[dict[str, Any]]) -> dict[str, Any]:
    if len(rows) > MAX_ROWS:
        raise BalootError(
            Message.of("error.chart_rows", most=f"{MAX_ROWS:,}", rows=f"{len(rows):,}")
        )
    for row in rows:
        for key, value in row.items():
            if isinstance(value, float) and not math.isfinite(value):
                raise BalootError(Message.of("error.chart_value", value=value, key=quote(key)))
    spec: dict[str, Any] = {
        "$schema": _SCHEMA,
        "title": title,
        "width": _WIDTH,
        "height": _HEIGHT,
        "data": {"values": rows},
        "config": {"legend": {"orient": "bottom", "title": None}, "view": {"stroke": None}},
    }
    if len(layers) == 1:
        spec.update(layers[0])
    else:
        spec["layer"] = layers
    return spec


def _colours(names: Sequence[str]) -> dict[str, Any]:
    return {
        "domain": list(names),
        "range": [_PALETTE[i % len(_PALETTE)] for i in range(len(names))],
    }


def _check_lengths(categories: Sequence[str], series: Mapping[str, Sequence[Any]]) -> None:
    for name, values in series.items():
        if len(values) != len(categories):
            raise BalootError(
                Message.of(
                    "error.chart_lengths",
                    name=quote(name),
                    values=len(values),
                    categories=len(categories),
                )
            )


def bars(
    title: str,
    categories: Sequence[str],
    series: Mapping[str, Sequence[float]],
    *,
    errors: Mapping[str, Sequence[tuple[float, float]]] | None = None,
    points: Mapping[str, Sequence[float]] | None = None,
    point_errors: Mapping[str, Sequence[tuple[float, float]]] | None = None,
    x_title: str = "",
    y_title: str = "",
    percent: bool = True,
    log: bool = False,
    rule: float | None = None,
    horizontal: bool = False,
    labels: bool = False,
    domain: Sequence[float] | None = None,
) -> Chart:
    """Bars of each series (side by side) for each category; ``errors`` draws an interval
    on a series' bars; ``points`` draws a series as dots (with ``point_errors``), over the
    bars; ``rule`` a reference line; ``labels`` writes each bar's value at its end.

    >>> bars("t", ["a", "b"], {"x": [0.1]})
    Traceback (most recent call last):
    ...
    baloot_widgets.rules.errors.BalootError: the series 'x' has 1 values for 2 categories
    """
    points = points or {}
    _check_lengths(categories, {**series, **points})
    names = [*series, *points]
    rows: list[dict[str, Any]] = []
    for kind, group in (("bar", series), ("point", points)):
        for name, values in group.items():
            spans = (errors if kind == "bar" else point_errors) or {}
            for i, (category, value) in enumerate(zip(categories, values, strict=True)):
                if log and value <= 0:
                    continue  # nothing to draw on a log scale
                row: dict[str, Any] = {"category": category, "series": name, "value": value}
                row["kind"] = kind
                if name in spans:
                    row["low"], row["high"] = spans[name][i]
                row["label"] = _shown(value, percent)
                rows.append(row)
    value_axis, cat_axis = ("x", "y") if horizontal else ("y", "x")
    offset = "yOffset" if horizontal else "xOffset"
    shared = {
        cat_axis: {
            "field": "category",
            "type": "nominal",
            "sort": list(categories),
            "axis": {"title": x_title or None, "labelAngle": 0, "labelLimit": 200},
        },
        "color": {"field": "series", "type": "nominal", "scale": _colours(names)},
    }
    if len(series) > 1:
        shared[offset] = {"field": "series", "sort": list(series)}
    bar_value = {
        "field": "value",
        "type": "quantitative",
        "axis": _axis(y_title, percent, log),
        "scale": _scale(log, domain),
    }
    layers: list[dict[str, Any]] = [
        {
            "transform": [{"filter": "datum.kind == 'bar'"}],
            "mark": {"type": "bar"},
            "encoding": {
                **shared,
                value_axis: bar_value,
                "tooltip": [{"field": "series"}, {"field": "category"}, {"field": "label"}],
            },
        },
    ]
    if errors:
        layers.append(
            {
                "transform": [{"filter": "datum.kind == 'bar' && isValid(datum.low)"}],
                "mark": {"type": "rule", "color": "#777", "strokeWidth": 1.5},
                "encoding": {
                    **shared,
                    "color": {"value": "#777"},
                    value_axis: {"field": "low", "type": "quantitative"},
                    f"{value_axis}2": {"field": "high"},
                },
            }
        )
    if points:
        point_shared = {k: v for k, v in shared.items() if k != offset}
        layers.append(
            {
                "transform": [{"filter": "datum.kind == 'point'"}],
                "mark": {"type": "point", "filled": True, "size": 70},
                "encoding": {
                    **point_shared,
                    value_axis: {"field": "value", "type": "quantitative"},
                    "tooltip": [{"field": "series"}, {"field": "category"}, {"field": "label"}],
                },
            }
        )
        if point_errors:
            layers.append(
                {
                    "transform": [{"filter": "datum.kind == 'point' && isValid(datum.low)"}],
                    "mark": {"type": "rule", "strokeWidth": 2},
                    "encoding": {
                        **point_shared,
                        value_axis: {"field": "low", "type": "quantitative"},
                        f"{value_axis}2": {"field": "high"},
                    },
                }
            )
    if labels:
        layers.append(
            {
                "transform": [{"filter": "datum.kind == 'bar'"}],
                "mark": {
                    "type": "text",
                    "style": "guide-label",  # the ink of the axis labels, in either theme
                    "align": "left" if horizontal else "center",
                    "baseline": "middle" if horizontal else "bottom",
                    "dx": 4 if horizontal else 0,
                    "dy": 0 if horizontal else -3,
                },
                "encoding": {
                    **{k: v for k, v in shared.items() if k != "color"},
                    value_axis: {"field": "value", "type": "quantitative"},
                    "text": {"field": "label"},
                },
            }
        )
    if rule is not None:
        layers.append(_rule(rule, value_axis))
    lines_out = [title]
    for i, category in enumerate(categories):
        shown = [
            f"{name} {_shown(vals[i], percent)}" for name, vals in {**series, **points}.items()
        ]
        lines_out.append(f"  {category}: " + ", ".join(shown))
    return Chart(_frame(title, layers, rows), "\n".join(lines_out))


def _rule(value: float, axis: str = "y", dashed: bool = True) -> dict[str, Any]:
    return {
        "data": {"values": [{"at": value}]},
        "mark": {"type": "rule", "strokeDash": [5, 4] if dashed else [], "color": "#888"},
        "encoding": {axis: {"field": "at", "type": "quantitative"}},
    }


def lines(
    title: str,
    x: Sequence[float],
    series: Mapping[str, Sequence[float]],
    *,
    band: tuple[str, Sequence[float], Sequence[float]] | None = None,
    rules: Mapping[str, float] | None = None,
    x_title: str = "",
    y_title: str = "",
    percent: bool = True,
    log_x: bool = False,
    domain: Sequence[float] | None = None,
    dots: bool = False,
) -> Chart:
    """A curve per series over ``x``; ``band`` = (its name, lows, highs) a shaded band;
    ``rules`` named horizontal lines (a value each), drawn dashed.

    >>> c = lines("t", [1, 10, 100], {"estimate": [0.3, 0.2, 0.19]}, rules={"exact": 0.19})
    >>> [layer["mark"]["type"] for layer in c.spec["layer"]]
    ['line', 'rule']
    """
    _check_lengths([str(v) for v in x], {**series, **({band[0]: band[1]} if band else {})})
    rows: list[dict[str, Any]] = []
    for name, values in series.items():
        rows += [{"x": a, "series": name, "value": v} for a, v in zip(x, values, strict=True)]
    if band:
        name, lows, highs = band
        rows += [
            {"x": a, "series": name, "low": lo, "high": hi}
            for a, lo, hi in zip(x, lows, highs, strict=True)
        ]
    for name, value in (rules or {}).items():
        rows.append({"series": name, "at": value})
    names = [*([band[0]] if band else []), *series, *(rules or {})]
    colour = {"field": "series", "type": "nominal", "scale": _colours(names)}
    x_enc = {
        "field": "x",
        "type": "quantitative",
        "axis": {"title": x_title or None},
        # a log axis ends where the data ends, not at the next power of ten (a figure of
        # 100 to 21,000 deals would otherwise leave 21,000 to 100,000 empty)
        "scale": {"type": "log", "nice": False} if log_x else {"zero": False},
    }
    y_axis = _axis(y_title, percent)
    layers: list[dict[str, Any]] = []
    if band:
        layers.append(
            {
                "transform": [{"filter": "isValid(datum.low)"}],
                "mark": {"type": "area", "opacity": 0.25},
                "encoding": {
                    "x": x_enc,
                    "y": {
                        "field": "low",
                        "type": "quantitative",
                        "axis": y_axis,
                        "scale": _scale(False, domain),
                    },
                    "y2": {"field": "high"},
                    "color": colour,
                },
            }
        )
    layers.append(
        {
            "transform": [{"filter": "isValid(datum.value)"}],
            "mark": {"type": "line", "point": dots, "strokeWidth": 1.6},
            "encoding": {
                "x": x_enc,
                "y": {
                    "field": "value",
                    "type": "quantitative",
                    "axis": y_axis,
                    "scale": _scale(False, domain),
                },
                "color": colour,
            },
        }
    )
    if rules:
        layers.append(
            {
                "transform": [{"filter": "isValid(datum.at)"}],
                "mark": {"type": "rule", "strokeDash": [5, 4]},
                "encoding": {"y": {"field": "at", "type": "quantitative"}, "color": colour},
            }
        )
    summary = [title]
    for name, values in series.items():
        first, last = _shown(values[0], percent), _shown(values[-1], percent)
        summary.append(f"  {name}: {first} ({x[0]:,}) → {last} ({x[-1]:,})")
    summary += [f"  {name}: {_shown(v, percent)}" for name, v in (rules or {}).items()]
    return Chart(_frame(title, layers, rows), "\n".join(summary))


def intervals(
    title: str,
    groups: Mapping[str, Sequence[tuple[float, float]]],
    truth: float,
    *,
    hit: str,
    miss: str,
    x_title: str = "",
    y_title: str = "",
    percent: bool = True,
) -> Chart:
    """One vertical interval per simulation for each group (side by side), coloured by
    whether it contains ``truth`` (a dashed line): ``hit`` and ``miss`` name the colours.

    >>> c = intervals("t", {"Wilson": [(0.0, 0.01), (0.003, 0.02)]}, 0.002, hit="in", miss="out")
    >>> [row["contains"] for row in c.spec["data"]["values"]]
    ['in', 'out']
    """
    rows = []
    for name, spans in groups.items():
        for i, (low, high) in enumerate(spans, start=1):
            contains = hit if low <= truth <= high else miss
            rows.append({"run": i, "group": name, "low": low, "high": high, "contains": contains})
    layers: list[dict[str, Any]] = [
        {
            "mark": {"type": "rule", "strokeWidth": 2.5},
            "encoding": {
                "x": {
                    "field": "run",
                    "type": "ordinal",
                    "axis": {"title": x_title or None, "labelAngle": 0},
                },
                "xOffset": {"field": "group", "sort": list(groups)},
                "y": {"field": "low", "type": "quantitative", "axis": _axis(y_title, percent)},
                "y2": {"field": "high"},
                "strokeWidth": {
                    "field": "group",
                    "type": "nominal",
                    "scale": {"domain": list(groups), "range": [1, 3]},
                    "legend": {"title": None},
                },
                "color": {
                    "field": "contains",
                    "type": "nominal",
                    "scale": {"domain": [hit, miss], "range": ["#4c78a8", "#e45756"]},
                },
            },
        },
        _rule(truth),
    ]
    summary = [title]
    for name, spans in groups.items():
        inside = sum(low <= truth <= high for low, high in spans)
        summary.append(f"  {name}: {inside}/{len(spans)} ({_shown(truth, percent)})")
    return Chart(_frame(title, layers, rows), "\n".join(summary))
