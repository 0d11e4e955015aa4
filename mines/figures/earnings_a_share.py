"""Earnings stated as a sum a share: earnings per share, whatever the label's own noun.

Press and half-year commentary name earnings per share by the unit alone: "first-half
underlying earnings were 129.6 US cents a share", "earnings of 127.3 cents a share for the
half". The label ("underlying earnings") names the profit; the unit after the value makes
the figure the profit a share, on the label's basis. Diluted earnings are another measure
and stay as printed. Read alike by the prose reader and the verifier.
"""

from __future__ import annotations

import re

from mines.figures.labels import LabelHit
from mines.numbers import Number

_PROFIT_METRICS = frozenset({"underlying_npat", "statutory_npat"})
_EARNINGS_ONLY = re.compile(
    r"(?:(?:first|second|1st|2nd)[\s-]+half|half[\s-]+year|interim|basic|underlying|"
    r"statutory|attributable|reported|group|net|its|the|\s)*earnings",
    re.IGNORECASE,
)
"""A label that names only earnings, after any half or basis words ("first-half underlying
earnings"), never a diluted or a divisional one."""
_SHARE_UNITS = frozenset({"cents per share", "per share"})


def earnings_a_share(
    metric: str | None, basis: str | None, text: str, num: Number
) -> tuple[str | None, str | None]:
    """``(metric, basis)`` of a label printed as ``text``, read with its value ``num``.

    Earnings per share when the label names the profit as earnings and ``num`` is a sum a
    share; any other label as it is (a label our lists do not know stays as printed).
    """
    if num.unit not in _SHARE_UNITS or (metric and metric not in _PROFIT_METRICS):
        return metric, basis
    if not _EARNINGS_ONLY.fullmatch(text.strip()):
        return metric, basis
    # "First-half basic earnings were 355.8 US cents a share": a label no list knows
    underlying = metric == "underlying_npat" or basis == "underlying"
    underlying = underlying or bool(re.search(r"\bunderlying\b", text, re.IGNORECASE))
    return "earnings_per_share", "underlying" if underlying else None


def per_share_earnings(hit: LabelHit, num: Number) -> LabelHit:
    """``hit`` before ``num`` read through :func:`earnings_a_share`."""
    if hit.start >= num.start:
        return hit
    metric, basis = earnings_a_share(hit.metric, hit.basis, hit.text, num)
    if metric == hit.metric:
        return hit
    return LabelHit(hit.start, hit.end, metric or "", basis, hit.negate, hit.text)
