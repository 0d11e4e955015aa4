"""Metric descriptions: the embedding fallback for a question no alias matches.

:func:`describe_metric` embeds the question with the shipped MiniLM model, loaded on its
first call, never at import.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from mines.measures.registry import METRIC_LABELS, METRICS
from mines.measures.sites import SITE_METRICS, SITE_PATTERNS
from mines.measures.words import METRIC_ALIASES
from mines.question.companies import _COMPANY_PATTERNS, _UNSUPPORTED_PATTERNS
from mines.question.normalise import normalise_question
from mines.question.years import _YEAR_FORMS, _YEAR_RANGE, period_phrase_spans

DESCRIPTION_THRESHOLD = 0.58
"""Cosine similarity a question must reach to a metric description (see ``describe_metric``).

Measured on 16 described-metric questions and 16 off-topic questions about the same
companies and years: right matches scored 0.60-0.98, off-topic ones 0.22-0.47, except
questions about prices and markets ("iron ore price" 0.83, "share price" 0.63, "lithium
market" 0.70), which ``_NOT_A_METRIC`` excludes before any embedding."""
DESCRIPTION_MARGIN = 0.08
"""The best metric must beat the next metric (of another family) by this much: "earn per
share" (EPS 0.73 vs dividends 0.70) and "money from selling iron ore" (shipments 0.85 vs
production 0.77) are ambiguous and get no metric rather than a wrong one."""
_NOT_A_METRIC = re.compile(
    r"\b(?:prices?|priced|pricing|markets?|share price|ceo|chair\w*|board|employees?|"
    r"headcount|strateg\w*|weather|acquisitions?|acquired?|mergers?|cyclones?|fatalit\w*|"
    r"guidance|outlook|targets?|forecasts?|headquarter\w*|news|tax|taxes|taxation|"
    r"royalt\w*|decarboni[sz]\w*|emissions?|climate|renewables?|hydrogen|esg)\b",
    re.IGNORECASE,
)
"""Topics that are not a metric of the registry: no description fallback for them (measured:
"how much did BHP pay in tax" scored 0.63 for NPAT, "spend on decarbonisation" 0.58 for
capex — close to a metric's words, but a different figure)."""
_STOP = re.compile(
    # a filler word inside a hyphenated word is no filler ("all-in cost", "in-house")
    r"(?<!-)\b(?:what|which|how|much|many|was|were|is|are|did|does|do|the|a|an|of|in|for|at|to|"
    r"its|their|it|they|and|or|by|on|during|end|year|years|fiscal|financial|tell|me|give|"
    r"report(?:ed)?|company|miner|group|limited|ltd)\b(?!-)|[?.!,;:'’]",
    re.IGNORECASE,
)


def metric_query_text(text: str) -> str:
    """The words of a question that can describe a metric: no company, period or filler.

    A period in words ("the first six months of 2022", "from January to June 2022") names
    no measure: its words never join the measure's.
    """
    question = normalise_question(text)
    spans = period_phrase_spans(question)
    patterns = [p for p, _, _ in _COMPANY_PATTERNS + SITE_PATTERNS] + _UNSUPPORTED_PATTERNS
    for pattern in (*patterns, _YEAR_RANGE, *_YEAR_FORMS):
        spans += [(m.start(), m.end()) for m in pattern.finditer(question)]
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):  # "Rio Tinto" and "Rio" overlap: cut them once
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    for start, end in reversed(merged):
        question = question[:start] + " " + question[end:]
    words = _STOP.sub(" ", re.sub(r"['’]s\b", " ", question)).split()
    return " ".join(w for w in words if len(w) > 1)


_BASIS_LEAD = re.compile(r"^(?:underlying|statutory|reported)\s+", re.IGNORECASE)


def _basis_variant(alias: str, aliases: tuple[str, ...]) -> bool:
    """Whether ``alias`` is another alias with a basis in front ("underlying EPS").

    Such a variant says nothing more of what the measure is: embedded, it would only draw
    a description of a basis ("excluding exceptional items, what did it earn") to it.
    """
    bare = _BASIS_LEAD.sub("", alias)
    return bare != alias and bare in aliases


@lru_cache(maxsize=1)
def _description_index() -> tuple[tuple[str, ...], Any]:
    from mines.embeddings import get_encoder

    keys: list[str] = []
    texts: list[str] = []
    for metric in METRICS:
        if metric.key not in METRIC_LABELS:
            continue
        aliases = METRIC_ALIASES[metric.key]
        english = [
            a for a in aliases if a.isascii() and len(a) > 4 and not _basis_variant(a, aliases)
        ]
        for text in dict.fromkeys((metric.description, metric.label, *english)):
            keys.append(metric.key)
            texts.append(text)
    return tuple(keys), get_encoder().encode(texts)


def describe_metric(
    text: str, threshold: float = DESCRIPTION_THRESHOLD
) -> tuple[str, float] | None:
    """The metric whose registry description ``text`` matches best, when close enough.

    Used only when no alias names a metric. The company, the years and filler words are
    removed first, then the rest is embedded with the shipped MiniLM model
    (:mod:`mines.embeddings`, loaded on first use) and compared with every metric's
    description and label in :mod:`mines.measures.registry`.

    Args:
        text: A question.
        threshold: The cosine similarity the best description must reach.

    Returns:
        ``(metric key, similarity)``, or None when nothing is close enough or fewer than
        two content words are left.
    """
    words = metric_query_text(text)
    if len(words.split()) < 2 or not words.isascii() or _NOT_A_METRIC.search(words):
        return None
    keys, vectors = _description_index()
    from mines.embeddings import get_encoder

    scores = vectors @ get_encoder().encode([words])[0]
    family = {key: base for (_, base), key in SITE_METRICS.items()}
    best: dict[str, float] = {}
    for key, score in zip(keys, scores, strict=True):
        name = family.get(key, key)
        best[name] = max(best.get(name, -1.0), float(score))
    ranked = sorted(best.items(), key=lambda kv: -kv[1])
    top, score = ranked[0]
    runner_up = ranked[1][1] if len(ranked) > 1 else -1.0
    if score < threshold or score - runner_up < DESCRIPTION_MARGIN:
        return None
    if _only_left_out(words, top):
        return None
    return top, score


_LEFT_OUT = re.compile(
    r"\b(?:before|after|excluding|ex|less|net\s+of|without)\b([^.;()]*)", re.IGNORECASE
)
"""What a measure's name leaves out: "earnings before interest, tax, depreciation ..."."""


def _only_left_out(words: str, metric: str) -> bool:
    """Whether every word asked is only what ``metric``'s names leave out.

    "Depreciation and amortisation" is close to EBITDA's description, but it is what EBITDA
    is before: a different figure, which EBITDA never answers.
    """
    names = [d.description for d in METRICS if d.key == metric]
    names += [METRIC_LABELS.get(metric, ""), *METRIC_ALIASES.get(metric, ())]
    left: set[str] = set()
    kept: set[str] = set()
    for name in names:
        lowered = name.lower()
        for m in _LEFT_OUT.finditer(lowered):
            left |= set(re.findall(r"[a-z]+", m.group(1)))
        kept |= set(re.findall(r"[a-z]+", _LEFT_OUT.sub(" ", lowered)))
    asked = {w for w in re.findall(r"[a-z]+", words.lower()) if len(w) > 2} & (left | kept)
    return bool(asked) and asked <= left and not asked & kept
