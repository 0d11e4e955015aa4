"""The verified figures this corpus may print: both fact tables, looked up by key.

Every stated figure goes through :func:`check_printed`, which accepts a printed number only
when it equals the data's value (or an exact coarser-unit restatement of it: 55,658 million
as 55.658 billion, 1,865 kt as 1.865 Mt, 146 US cents as US$1.46), or a number that the
row's own quote states (the press's rounding, e.g. "US$10.3bn"). Anything else raises, so a
document can never be written with a figure the data does not hold.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from decimal import Decimal
from functools import cache
from pathlib import Path

from evals.common import REPO_ROOT

DATA = REPO_ROOT / "evals" / "data"
TABLES = {"csv": DATA / "asx_facts.csv", "more": DATA / "asx_facts_more.csv"}
"""The two fact tables, by the prefix a manifest ``source`` uses for them."""

NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")

SCALE: dict[str, Decimal] = {
    "million": Decimal(10) ** 6,
    "billion": Decimal(10) ** 9,
    "Mt": Decimal(10) ** 6,
    "kt": Decimal(1000),
    "koz": Decimal(1000),
    "Moz": Decimal(10) ** 6,
    "cents per share": Decimal(1),
    "dollars per share": Decimal(100),
}
"""Base-unit factors of the units a figure may be printed in (others are factor 1)."""

UNITS = {
    "million",
    "billion",
    "Mt",
    "kt",
    "koz",
    "Moz",
    "cents per share",
    "dollars per share",
    "percent",
    "A$/oz",
    "US$/wmt",
    "US$/dmt",
    "US$/t",
    "US$/lb",
}


@dataclass(frozen=True)
class Row:
    """One row of a fact table."""

    table: str
    ticker: str
    fiscal_year: str
    metric: str
    value_text: str
    unit: str
    currency: str
    quote: str

    @property
    def value(self) -> Decimal:
        """The value as written in the table."""
        return Decimal(self.value_text)

    @property
    def base_unit(self) -> str:
        """The unit's first word (``Mt (wmt)`` -> ``Mt``, ``kt (dmt, SC6 ...)`` -> ``kt``)."""
        return self.unit.split(" (")[0] if self.unit.startswith(("Mt", "kt")) else self.unit

    def source(self, index: int) -> str:
        """The manifest reference: ``csv:BHP/FY2024/revenue`` (``#1`` for a second row)."""
        key = f"{self.table}:{self.ticker}/{self.fiscal_year}/{self.metric}"
        return key + (f"#{index}" if index else "")


@cache
def rows() -> tuple[Row, ...]:
    """Every row of both tables, in file order."""
    out: list[Row] = []
    for table, path in TABLES.items():
        with Path(path).open(encoding="utf-8", newline="") as f:
            for r in csv.DictReader(f):
                out.append(
                    Row(
                        table,
                        r["ticker"],
                        r["fiscal_year"],
                        r["metric"],
                        r["value"],
                        r["unit"],
                        r["currency"],
                        r["quote"],
                    )
                )
    return tuple(out)


def lookup(ticker: str, fiscal_year: str, metric: str, index: int = 0) -> Row:
    """The ``index``-th row with this key (a few keys have two rows that disagree)."""
    found = [
        r for r in rows() if (r.ticker, r.fiscal_year, r.metric) == (ticker, fiscal_year, metric)
    ]
    if len(found) <= index:
        raise KeyError(f"no data for {ticker} {fiscal_year} {metric} #{index}")
    return found[index]


def has(ticker: str, fiscal_year: str, metric: str) -> bool:
    """The data holds this key."""
    return any((r.ticker, r.fiscal_year, r.metric) == (ticker, fiscal_year, metric) for r in rows())


def to_decimal(token: str) -> Decimal:
    """``"55,658"`` -> ``Decimal("55658")`` (normalised)."""
    return Decimal(token.replace(",", "")).normalize()


def quote_numbers(row: Row) -> set[Decimal]:
    """The numbers the row's quote states (URL-free; ``US$2.54`` read as 2.54)."""
    text = re.sub(r"https?://\S+", " ", row.quote)
    text = re.sub(r"\b(US|USD|AU|AUD)(?=\d)", r"\1 ", text)
    return {to_decimal(n) for n in NUMBER.findall(text)}


def check_printed(row: Row, printed: str, unit: str) -> tuple[Decimal, str]:
    """The value a printed number states, and how it is backed (``value`` or ``quote``).

    Raises ValueError when the printed number is neither the row's value (at its precision
    or an exact coarser restatement; never a finer unit, which would invent precision) nor a
    number of the row's quote.
    """
    if unit not in UNITS:
        raise ValueError(f"unknown unit {unit!r}")
    numbers = NUMBER.findall(printed)
    if len(numbers) != 1:
        raise ValueError(f"{printed!r}: expected exactly one number")
    shown = to_decimal(numbers[0])
    want = abs(row.value) * SCALE.get(row.base_unit, Decimal(1))
    got = shown * SCALE.get(unit, Decimal(1))
    finer = SCALE.get(unit, Decimal(1)) < SCALE.get(row.base_unit, Decimal(1))
    if want == got and not finer:
        return shown, "value"
    in_quote = shown in quote_numbers(row) or (
        unit == "dollars per share" and (shown * 100).normalize() in quote_numbers(row)
    )
    if in_quote:
        return shown, "quote"
    raise ValueError(
        f"{printed!r} ({unit}) is not {row.ticker} {row.fiscal_year} {row.metric} = "
        f"{row.value_text} {row.unit}"
    )


def group(value: Decimal | str, decimals: int | None = None) -> str:
    """``55658`` -> ``55,658``; keeps the decimals given."""
    d = Decimal(str(value))
    if decimals is None:
        text = format(abs(d), "f")
        whole, _, frac = text.partition(".")
    else:
        whole, _, frac = f"{abs(d):.{decimals}f}".partition(".")
    out = f"{int(whole):,}" + (f".{frac}" if frac else "")
    return ("-" if d < 0 else "") + out
