"""The figure model: ``Period``, ``Span`` and ``Figure``.

Plain frozen dataclasses with a JSON form (``as_dict``/``from_dict``) so figures can be
stored beside chunks in the vector store and carried in graph state.

A period is what a figure is *for*: the fiscal year (``FY``), its first half (``H1``) or its
second half (``H2``). ``year`` is the fiscal year's number: FY2024 ends on 30 June 2024 for
BHP, FMG, MIN and NST, and on 31 December 2024 for RIO, whose fiscal year is the calendar
year. H1 FY2024 is therefore July-December 2023 for a June company and January-June 2024
for RIO.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from datetime import date
from typing import Any, Literal

PeriodKind = Literal["FY", "H1", "H2"]
Basis = Literal["statutory", "underlying", "attributable", "headline"]
DividendKind = Literal["interim", "final", "special", "total"]

PERIOD_KINDS: tuple[str, ...] = ("FY", "H1", "H2")

_YEAR_END_MONTH: dict[str, int] = {"RIO": 12}
"""Month a company's fiscal year ends in; 6 (30 June) for every other company."""


def year_end_month(company: str) -> int:
    """12 for RIO (calendar year), 6 for the June-year companies."""
    return _YEAR_END_MONTH.get(company, 6)


@dataclass(frozen=True, order=True)
class Period:
    """A reporting period: ``FY``, ``H1`` or ``H2`` of fiscal year ``year``."""

    year: int
    kind: PeriodKind = "FY"

    @property
    def fiscal_year(self) -> str:
        """``FY2024`` (the fiscal year the period belongs to)."""
        return f"FY{self.year}"

    @property
    def label(self) -> str:
        """``FY2024``, ``H1 FY2024`` or ``H2 FY2024``."""
        return self.fiscal_year if self.kind == "FY" else f"{self.kind} {self.fiscal_year}"

    def end(self, company: str) -> date:
        """The balance date of the period for ``company``'s financial calendar."""
        month = year_end_month(company)
        if self.kind == "H1":
            return date(self.year, 6, 30) if month == 12 else date(self.year - 1, 12, 31)
        return date(self.year, 12, 31) if month == 12 else date(self.year, 6, 30)

    def prior(self) -> Period:
        """The same kind of period one year earlier (the comparative column)."""
        return Period(self.year - 1, self.kind)

    @classmethod
    def parse_label(cls, label: str) -> Period | None:
        """Inverse of ``label`` (``"H1 FY2024"`` -> ``Period(2024, "H1")``)."""
        parts = label.strip().upper().split()
        if not parts or not parts[-1].startswith("FY") or not parts[-1][2:].isdigit():
            return None
        kind = parts[0] if len(parts) == 2 and parts[0] in PERIOD_KINDS else "FY"
        if len(parts) > 2 or (len(parts) == 2 and parts[0] not in PERIOD_KINDS):
            return None
        return cls(int(parts[-1][2:]), kind)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Span:
    """Where a figure is stated: the exact text and its place in the source.

    ``text`` is the sentence, or for a table the rendered row (``label | cell | cell``);
    ``start``/``end`` are character offsets of the figure's number inside ``text``.
    ``row`` and ``column`` are the table row label and column header (None in prose).
    """

    source: str
    page: int | None
    text: str
    start: int
    end: int
    row: str | None = None
    column: str | None = None
    chunk_id: str | None = None

    @property
    def quote(self) -> str:
        """The stated figure exactly as written."""
        return self.text[self.start : self.end]


@dataclass(frozen=True)
class Figure:
    """One figure a document states, with everything needed to quote and compare it.

    ``value`` is signed and in the stated ``scale`` (``55658`` with scale ``1e6`` is
    US$55,658 million); a loss in parentheses ``(896)`` is ``-896``. ``unit`` is the
    quantity's unit as a canonical word: ``currency`` for money amounts, ``cents per share``,
    ``%``, ``Mt``, ``kt``, ``koz``, ``per ounce``, ``per wmt``. ``currency`` is ``USD`` or
    ``AUD`` (None for physical quantities). ``qualifier`` keeps what tells two figures of
    one metric apart beyond period and basis: a site (``Mt Marion``), an ownership basis
    (``100% basis``, ``BHP share``).
    """

    company: str
    metric: str
    period: Period
    value: float
    scale: float
    unit: str
    currency: str | None
    span: Span
    basis: Basis | None = None
    dividend_kind: DividendKind | None = None
    qualifier: str | None = None
    notes: tuple[str, ...] = field(default=())
    label: str = ""
    """The figure's label as printed: for a table the row label with the table's title (and
    section); for prose the phrase that names the figure."""

    @property
    def base_value(self) -> float:
        """The value in base units (dollars, tonnes, ounces, cents)."""
        return self.value * self.scale

    def as_dict(self) -> dict[str, Any]:
        """JSON-friendly form (period as its label)."""
        data = asdict(self)
        data["period"] = self.period.label
        data["notes"] = list(self.notes)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Figure:
        """Inverse of ``as_dict`` (a dict without ``label`` gives an empty label)."""
        period = Period.parse_label(str(data["period"]))
        if period is None:
            raise ValueError(f"not a period label: {data['period']!r}")
        fields = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        fields["period"] = period
        fields["span"] = Span(**data["span"])
        fields["notes"] = tuple(data.get("notes") or ())
        return cls(**fields)


@dataclass(frozen=True)
class DocContext:
    """What a reader knows about the text it reads: whose document, which period, where.

    ``period`` is the document's own reporting period (:func:`mines.figures.periods.
    document_period`); a sentence that names no period states figures for it. ``page``,
    ``section`` and ``chunk_id`` go into every figure's ``Span``.
    """

    company: str
    period: Period | None
    source: str = ""
    page: int | None = None
    section: str = ""
    chunk_id: str | None = None

    @classmethod
    def of(cls, doc: Mapping[str, Any]) -> DocContext:
        """The context of a stored chunk or a rendered ``<document>`` (attributes as text).

        The period is the chunk's ``period`` (``H1 FY2024``), else its ``fiscal_year``.
        """
        page = doc.get("page")
        if isinstance(page, str):
            page = int(page) if page.isdigit() else None
        return cls(
            company=str(doc.get("company") or ""),
            period=Period.parse_label(str(doc.get("period") or doc.get("fiscal_year") or "")),
            source=str(doc.get("source") or ""),
            page=page if isinstance(page, int) else None,
            section=str(doc.get("section") or ""),
            chunk_id=str(doc.get("id") or "") or None,
        )
