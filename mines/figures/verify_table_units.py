"""The units a table's heading, row label or cell declares, as the verifier reads them.

"US$M", "A$/oz", "US cents per pound", "Mt", "kt", "koz", "('000 oz)": the family of
quantity, its scale and its currency. Part of the table verifier
(:mod:`mines.figures.verify_tables`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.quantities import A_SHARE, CENTS_A_SHARE, declared_unit, share_dollar_currency
from mines.figures.report_words import CENT_SIGN
from mines.figures.row_units import unit_cell
from mines.figures.table_cells import cell_scale, table_currency
from mines.question.companies import REPORTING_CURRENCY

PER_WHAT = r"(?:(?:dry|wet)\s+(?:metric\s+)?)?(?:ounce|wmt|dmt|tonne|pound|lb)"
"""What a price or cost is per ("US$ per dry tonne", "A$ per ounce")."""
_CENT_SIGN = re.compile(CENT_SIGN, re.I)
_MONEY = re.compile(
    r"(?P<cur>US\$|A\$|(?<![A-Z])\$|\bUSD|\bAUD)\s*"
    r"(?P<scale>bn|b|billions?|m|mn|millions?|k|'?000s?|thousands?)\b"
    r"|\b(?P<words>thousands?|millions?|billions?)\s+of\s+(?P<named>US|U\.S\.|Australian)\s+dollars\b",
    re.I,
)
"""Money with its scale: "US$M", "A$ million", "$'000", "thousands of Australian dollars"."""
_SCALE_OF = {"b": 1e9, "m": 1e6, "k": 1e3, "'": 1e3, "0": 1e3, "t": 1e3}
"""A scale by its first letter ("bn", "millions", "'000", "thousands")."""
_TONNES = r"(?:(?:wet|dry)\s+)?(?:metric\s+)?tonnes\b"
"""Tonnes, wet or dry: "million wet metric tonnes" is million tonnes."""
_CENTS_A = r"(?:cents\s*|c\s*(?=/))(?:(?:per|an?)\s+|/\s*)(?:pound|lb|ounce|oz|tonne|t)\b"
"""Cents a unit ("US cents per pound", "USc/lb"): a price or a cost, never cents a share."""
_THOUSAND_OUNCES = re.compile(r"\bkoz\b|\bthousand\s+ounces\b|'000\s+(?:oz|ounces)\b", re.I)
"""Thousands of ounces: "koz", "thousand ounces", "('000 oz)"."""
_TABLE_UNITS: tuple[tuple[re.Pattern[str], str, float, str | None], ...] = (
    (
        re.compile(rf"(?:\b(?:Australian|AU?)\s*(?:\$|dollars?)|\$\s?AU?\b){A_SHARE}", re.I),
        "per_share",
        100.0,
        "AUD",
    ),
    (
        re.compile(rf"(?:\b(?:US|U\.S\.)\s*(?:\$|dollars?)|\$\s?US\b){A_SHARE}", re.I),
        "per_share",
        100.0,
        "USD",
    ),
    (re.compile(rf"(?:(?<![A-Z])\$|\bdollars?){A_SHARE}", re.I), "per_share", 100.0, "$"),
    (re.compile(rf"\b(?:US|U\.S\.)\s*{_CENTS_A}", re.I), "unit_cost", 1.0, "USD"),
    (re.compile(rf"\b(?:A|Australian)\s*{_CENTS_A}", re.I), "unit_cost", 1.0, "AUD"),
    (re.compile(rf"\b{_CENTS_A}", re.I), "unit_cost", 1.0, None),
    (
        re.compile(rf"\b(?:US|U\.S\.)\s*\$?\s*cents\b(?:{A_SHARE})?|\bUSc\b", re.I),
        "per_share",
        1.0,
        "USD",
    ),
    (
        re.compile(rf"\b(?:A|Australian)\s*\$?\s*cents\b(?:{A_SHARE})?|\bAc\b", re.I),
        "per_share",
        1.0,
        "AUD",
    ),
    (re.compile(CENTS_A_SHARE, re.I), "per_share", 1.0, None),
    (_CENT_SIGN, "per_share", 1.0, None),  # "Ordinary dividends (¢)", "(US¢)"
    (
        re.compile(rf"US\$\s*/\s*(?:oz|wmt|dmt|t|lb)\b|US\$\s*(?:per|an?)\s+{PER_WHAT}", re.I),
        "unit_cost",
        1.0,
        "USD",
    ),
    (
        re.compile(rf"A\$\s*/\s*(?:oz|wmt|dmt|t|lb)\b|A\$\s*(?:per|an?)\s+{PER_WHAT}", re.I),
        "unit_cost",
        1.0,
        "AUD",
    ),
    (_MONEY, "money", 0.0, None),  # scale and currency read from the words
    (
        re.compile(
            rf"\b(?:wmt|dmt|tonnes)\s*(?:,\s*|in\s+)?millions?\b|\bmillions?\s+(?:of\s+)?{_TONNES}|\bmillions?\s+of\s+[wd]mt\b"
        ),
        "tonnes",
        1e6,
        None,
    ),
    (
        re.compile(r"\b(?:wmt|dmt|tonnes)\s*(?:,\s*|in\s+)?(?:thousands?\b|\(?'000)"),
        "tonnes",
        1e3,
        None,
    ),
    (
        re.compile(rf"\bMt\b(?!\.?\s+[A-Z][a-z])|\bmillion\s+{_TONNES}|\bM\s*[dw]mt\b"),
        "tonnes",
        1e6,
        None,
    ),
    (re.compile(rf"\bkt\b|\bthousand\s+{_TONNES}|\bk\s*[dw]mt\b"), "tonnes", 1e3, None),
    (
        re.compile(r"\bkoz\b|\bthousand\s+ounces\b|'000\s+(?:oz|ounces)\b", re.I),
        "ounces",
        1e3,
        None,
    ),
    (re.compile(r"\bMoz\b"), "ounces", 1e6, None),
    (re.compile(r"\b(?:oz|ounces)\b", re.I), "ounces", 1.0, None),  # "(oz)": whole ounces
    (re.compile(r"%"), "percent", 1.0, None),
)


def table_unit(text: str, company: str) -> tuple[str, float, str | None] | None:
    """The family, scale and currency of the first unit ``text`` declares, else None."""
    for pattern, family, scale, currency in _TABLE_UNITS:
        m = pattern.search(text)
        if m and pattern is _MONEY:
            scale = _SCALE_OF[(m.group("scale") or m.group("words"))[0].lower()]
            printed = (m.group("cur") or m.group("named")).upper()
            currency = "$" if printed == "$" else "AUD" if printed.startswith("A") else "USD"
        if m and pattern is _CENT_SIGN:
            currency = {"US": "USD", "A": "AUD"}.get((m.group("cur") or "").upper())
        if m:
            if currency == "$":  # a plain "$": the company's (FMG pays its dividends in A$)
                currency = (
                    share_dollar_currency(company)
                    if family == "per_share"
                    else REPORTING_CURRENCY.get(company)
                )
            return family, scale, currency
    return None


def only_unit(label: str, company: str) -> tuple[str, float, str | None] | None:
    """The unit a row label declares when it declares nothing else ("A$ a share")."""
    core = label.strip(" ()[]:")
    for pattern, _, _, _ in _TABLE_UNITS:
        m = pattern.search(core)
        if m:
            rest = (core[: m.start()] + core[m.end() :]).strip(" ()[],:-–")
            return table_unit(core, company) if not rest else None
    return None


def scaled_cell_unit(
    cell: str, texts: Sequence[str], company: str
) -> tuple[str, float, str | None] | None:
    """A money cell's own scale ("1.06bn") with the currency a title or header names ("(A$)").

    The reader reads it alike (:func:`mines.figures.table_cells.cell_scaled`).
    """
    scale = cell_scale(cell)
    if not scale:
        return None
    for text in texts:
        unit = declared_unit(text, company)
        if unit is not None and unit.kind == "money" and unit.currency:
            return "money", scale, unit.currency
    currency = table_currency(tuple(texts), company)  # "6.4b" under "(in Australian dollars)"
    return ("money", scale, currency) if currency else None


def units_column_unit(
    cell: str, wide: Sequence[str], company: str
) -> tuple[str, float, str | None] | None:
    """The unit a units column's cell declares ("| Bauxite | Mt | 58.7 |").

    A bare "per pound" takes the currency the table's title names ("Average realised prices
    (US$)"), as the reader takes it (:func:`mines.figures.row_units.unit_cell`).
    """
    unit = table_unit(cell, company)
    if unit is not None:
        return unit
    read = unit_cell(cell, tuple(wide), company)
    return (
        ("unit_cost", 1.0, read.currency) if read is not None and read.kind == "unit_cost" else None
    )
