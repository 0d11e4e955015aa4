"""The label of the amount a per-share value restates, when only its wording names it.

"... said profit attributable to its shareholders for the six months came to US$927
million, or 18.3 US cents a share": the amount's words are a wording of the statutory
result no registry label spells ("its shareholders"), which the extractor reads by meaning
(:func:`mines.measures.paraphrases.printed_paraphrase`). The verifier's nearest registry
label then finds nothing, and the per-share value, read as earnings a share by the
extractor, was refused as unnamed. This gives the verifier the same label: the metric the
restated amount's naming words paraphrase, spanning those words.
"""

from __future__ import annotations

from mines.figures.printed import naming_phrase, trim_label
from mines.figures.prose_per_share import restates_amount
from mines.figures.verify_printed_label import paraphrased_metric
from mines.figures.verify_reasons import _Named
from mines.numbers import Number, find_figures


def restated_named(sentence: str, num: Number) -> _Named | None:
    """The paraphrased label of the amount the per-share ``num`` restates, else None."""
    amount = restates_amount(sentence, num)
    if amount is None:
        return None
    metric = paraphrased_metric(sentence, amount)
    if metric is None:
        return None
    before = [f for f in find_figures(sentence) if f.end <= amount.start]
    phrase = naming_phrase(sentence, amount.start, before[-1].end if before else 0)
    if phrase is None:
        return None
    return _Named(metric, trim_label(sentence[phrase[0] : phrase[1]]), phrase[0], phrase[1])
