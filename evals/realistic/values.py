"""Figures of the verified fact table in their native precision, and how to print them.

Every number the realistic corpus prints comes through here: a value of
``evals/data/asx_facts.csv`` (``csv:`` source), or a number printed in a row's quote
(``quote:`` source: dividend splits, the prior-year final dividend), or a number of
``asx_facts.md`` (``md:`` source: MinRes' half-year shipments). A value is only ever
converted to the next coarser unit (million -> billion, kt -> Mt), which is exact; a
billions figure is never printed as millions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from decimal import Decimal

from evals.facts import Fact, get_fact

CURRENCY_PREFIX = {"USD": "US$", "AUD": "A$"}
COARSER = {"million": "billion", "kt": "Mt"}
UNIT_WORD = {"million": "million", "billion": "billion", "Mt": "Mt", "kt": "kt"}


@dataclass(frozen=True)
class Val:
    """One figure: signed value in ``unit`` (at the precision the data gives), and its key."""

    value: Decimal
    unit: str
    """``million``, ``billion``, ``Mt``, ``kt``, ``koz``, ``A$/oz``, ``US$/wmt``, ``cents``
    (cents per share) or ``dollars`` (dollars per share)."""
    currency: str | None
    metric: str
    period: str
    source: str
    basis: str | None = None
    dividend_kind: str | None = None
    qualifier: str | None = None

    @property
    def negative(self) -> bool:
        """True for a loss or net cash."""
        return self.value < 0

    def to(self, unit: str) -> Val:
        """The same figure in ``unit`` (only the exact conversion to a coarser unit)."""
        if unit == self.unit:
            return self
        if self.unit == "dollars" and unit == "cents":
            return replace(self, value=_normal(self.value * 100), unit=unit)
        if COARSER.get(self.unit) != unit:
            raise ValueError(f"cannot print {self.unit} as {unit} without false precision")
        return replace(self, value=_normal(self.value / 1000), unit=unit)


def _normal(d: Decimal) -> Decimal:
    text = format(d.normalize(), "f")
    return Decimal(text)


def fact(ticker: str, fy: str, csv_metric: str) -> Fact | None:
    """The fact-table row (None when the data has none)."""
    return get_fact(ticker, fy, csv_metric)


_ROUNDED_MT = re.compile(r"\brounded\b", re.IGNORECASE)


def val(
    ticker: str,
    fy: str,
    csv_metric: str,
    *,
    metric: str | None = None,
    period: str | None = None,
    basis: str | None = None,
    qualifier: str | None = None,
) -> Val | None:
    """The row as a :class:`Val` in its native precision (None when the data has none).

    Copper figures the source rounded to a tenth of a million tonnes are kept in Mt.
    """
    f = fact(ticker, fy, csv_metric)
    if f is None:
        return None
    unit = f.unit.split(" ")[0] if f.unit.startswith(("Mt", "kt")) else f.unit
    if f.unit.startswith("cents"):
        unit = "cents"
    value = Decimal(f.value_text)
    v = Val(
        value,
        unit,
        f.currency or None,
        metric or csv_metric,
        period or fy,
        f"csv:{ticker}/{fy}/{csv_metric}",
        basis,
        None,
        qualifier,
    )
    if csv_metric == "copper_production_kt" and _ROUNDED_MT.search(f.quote):
        v = v.to("Mt")
    return v


def quoted(
    ticker: str,
    fy: str,
    csv_metric: str,
    text: str,
    unit: str,
    *,
    metric: str,
    period: str,
    currency: str | None,
    dividend_kind: str | None = None,
    qualifier: str | None = None,
    row_fy: str | None = None,
    md: bool = False,
) -> Val:
    """A number printed in a row's quote (or in asx_facts.md when ``md``)."""
    source = "md:asx_facts.md" if md else f"quote:{ticker}/{row_fy or fy}/{csv_metric}"
    return Val(
        Decimal(text),
        unit,
        currency,
        metric,
        period,
        source,
        None,
        dividend_kind,
        qualifier,
    )


def coarsest(vals: list[Val | None]) -> str | None:
    """The unit a row of ``vals`` is printed in: the coarsest of their units."""
    units = {v.unit for v in vals if v is not None}
    if not units:
        return None
    for fine, coarse in COARSER.items():
        if fine in units and coarse in units:
            units.discard(fine)
    if len(units) != 1:
        raise ValueError(f"a row cannot mix units {sorted(units)}")
    return units.pop()


def number(d: Decimal, thousands: bool = True) -> str:
    """``55,658``, ``53.82``, ``253.0`` (decimals as given; no sign)."""
    d = abs(d)
    text = format(d, "f")
    whole, _, decimals = text.partition(".")
    whole = f"{int(whole):,}" if thousands else whole
    return f"{whole}.{decimals}" if decimals else whole


def cell(v: Val | None, unit: str | None = None, dash: str = "-") -> str:
    """A table cell: ``55,658``, ``(896)`` for a negative, ``dash`` when missing."""
    if v is None:
        return dash
    if unit:
        v = v.to(unit)
    text = number(v.value)
    return f"({text})" if v.negative else text


def money(v: Val, *, signed: bool = False) -> str:
    """``US$55,658 million`` / ``A$4.45 billion`` (magnitude; the sentence carries the sign)."""
    prefix = CURRENCY_PREFIX.get(v.currency or "", "$")
    sign = "-" if signed and v.negative else ""
    return f"{sign}{prefix}{number(v.value)} {v.unit}"


def quantity(v: Val) -> str:
    """Operating figures: ``259.7 Mt``, ``1,865 kt``, ``1,621 koz``, ``A$1,853/oz``."""
    if v.unit == "A$/oz":
        return f"A${number(v.value)} per ounce"
    if v.unit == "US$/wmt":
        return f"US${number(v.value)} per wet metric tonne"
    return f"{number(v.value)} {v.unit}"


def per_share(v: Val, style: str) -> str:
    """A dividend as the company writes it: ``74 US cents``, ``A$1.21``, ``25 cents``."""
    if v.value == 0:
        return "nil"
    if v.unit == "dollars":
        prefix = "A$" if v.currency == "AUD" else "US$"
        return f"{prefix}{number(v.value)}"
    if style == "usc":
        return f"{number(v.value)} US cents"
    return f"{number(v.value)} cents"


_CHANGE = re.compile(
    r"\b(up|down|increased|decreased|declined|fell|rose|grew|dropped|lifted)\s+(?:by\s+)?"
    r"(\d+(?:\.\d+)?)\s*(%|per cent)"
    r"|\b(?:a\s+)?(\d+(?:\.\d+)?)(%|\s+per cent)\s+(decline|decrease|increase|rise|fall)",
    re.IGNORECASE,
)
_UP_WORDS = {"up", "increased", "rose", "grew", "lifted", "increase", "rise"}


def stated_change(current: Val, prior: Val | None) -> tuple[str, str] | None:
    """``("up", "3%")`` when the current row's quote states the change (and it agrees).

    Only a percentage printed in the data is ever used: it must be in the quote of the
    current figure's own row, its direction must agree with the two values shown, and,
    when the prior value is known, the printed percentage must agree with them within
    1.5 points (so a change measured from another base is never attached).
    """
    if not current.source.startswith("csv:"):
        return None
    ticker, fy, metric = current.source[4:].split("/")
    f = fact(ticker, fy, metric)
    if f is None:
        return None
    m = _CHANGE.search(f.quote)
    if not m:
        return None
    if m.group(1):
        word, pct, mark = m.group(1).lower(), m.group(2), m.group(3)
    else:
        pct, mark, word = m.group(4), m.group(5).strip(), m.group(6).lower()
    direction = "up" if word in _UP_WORDS else "down"
    if prior is None:
        after = f.quote[m.end() : m.end() + 30]
        digits = {number(current.value), number(current.value, thousands=False)}
        if not any(re.match(rf"\s*to\s+\D{{0,4}}{re.escape(d)}\b", after) for d in digits):
            return None
    else:
        a = float(prior.to(coarsest([prior, current]) or prior.unit).value)
        b = float(current.to(coarsest([prior, current]) or current.unit).value)
        if a <= 0 or b <= 0:
            return None
        real = (b - a) / a * 100
        if ("up" if real > 0 else "down") != direction or abs(abs(real) - float(pct)) > 1.5:
            return None
    return direction, f"{pct}{'%' if mark == '%' else ' per cent'}"
