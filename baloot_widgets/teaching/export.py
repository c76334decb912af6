"""A lesson as one HTML page that needs no network: ``jupyter nbconvert --to baloot_html``.

nbconvert's own HTML shows a widget by its saved state, drawn by a script from a CDN, so an
exported lesson opened offline has blanks where the cards should be.  Every widget of this
package also carries a static ``text/html`` picture (``_repr_mimebundle_``, drawn by
:mod:`baloot_widgets.display.render`); this exporter keeps that picture and drops the widget view
and the saved widget state, and its page loads no script from the internet (no require.js,
MathJax or widget manager).  A lesson's sentences that only a running notebook makes true
("Click a grey cell and press Shift + Enter", a **Try it** box) are written
``<span class="bw-live">…</span>`` in its markdown; the page leaves them out, since nothing
on it can be clicked or run (a card's name still shows when you point at it).  Registered as the nbconvert exporter ``baloot_html``, so in
JupyterLab it is also in *File → Save and Export Notebook As*::

    jupyter nbconvert --to baloot_html --execute tutorials/01_cards_and_points.ipynb

>>> from nbformat.v4 import new_code_cell, new_notebook, new_output
>>> out = new_output("display_data", {"text/html": "<b>A♠</b>", "text/plain": "HandView('AS')",
...                                    WIDGET_VIEW: {"model_id": "x", "version_major": 2}})
>>> nb = new_notebook(cells=[new_code_cell("HandView('AS')", outputs=[out])],
...                   metadata={"widgets": {"state": {}}})
>>> body, _ = OfflineHTMLExporter().from_notebook_node(nb)
>>> "<b>A♠</b>" in body, WIDGET_VIEW in body, "<script src=" in body
(True, False, False)
>>> LIVE.sub("", 'Cards. <span class="bw-live">Click one\\nof them.</span> Points.')
'Cards. Points.'
"""

from __future__ import annotations

import re
from typing import Any

from jinja2 import BaseLoader, DictLoader
from nbconvert.exporters import HTMLExporter
from nbconvert.preprocessors import Preprocessor
from nbformat import NotebookNode
from traitlets import default

__all__ = ["LIVE", "OfflineHTMLExporter", "StaticWidgetPictures"]

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: a sentence of a lesson that only a running notebook makes true, with the space before it
LIVE = re.compile(r'\s?<span class="bw-live">.*?</span>', re.S)

#: nbconvert's lab page without the scripts it loads from a CDN
TEMPLATE = """\
{%- extends 'index.html.j2' -%}
{%- block html_head_js_requirejs -%}{%- endblock html_head_js_requirejs -%}
{%- block jupyter_widgets -%}{%- endblock jupyter_widgets -%}
{%- block html_head_js_mathjax -%}{%- endblock html_head_js_mathjax -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
"""


class StaticWidgetPictures(Preprocessor):
    """Drop widget views (keeping each widget's ``text/html`` picture) and widget state, and
    the sentences that ask to click or run (:data:`LIVE`)."""

    def preprocess(
        self, nb: NotebookNode, resources: dict[str, Any]
    ) -> tuple[NotebookNode, dict[str, Any]]:
        nb.metadata.pop("widgets", None)
        for cell in nb.cells:
            if cell.cell_type == "markdown":
                cell.source = LIVE.sub("", cell.source)
            for output in cell.get("outputs", []):
                output.get("data", {}).pop(WIDGET_VIEW, None)
        return nb, resources


class OfflineHTMLExporter(HTMLExporter):
    """nbconvert's HTML (lab template) with the widgets' static pictures and no CDN script."""

    export_from_notebook = "HTML, offline (Baloot)"

    @default("extra_loaders")
    def _offline_template_loader(self) -> list[BaseLoader]:
        return [DictLoader({"baloot_offline.html.j2": TEMPLATE})]

    @default("template_file")
    def _offline_template(self) -> str:
        return "baloot_offline.html.j2"

    def _init_preprocessors(self) -> None:
        super()._init_preprocessors()  # type: ignore[no-untyped-call]
        # after the default ones, so after --execute has made the outputs
        self.register_preprocessor(StaticWidgetPictures, enabled=True)  # type: ignore[no-untyped-call]
