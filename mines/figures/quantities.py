"""Units, quantities and the qualifier words that prose and tables share.

A unit is declared in a table's title, header or row label ("US$M", "(koz)", "US cents",
"$US billion"); a quantity is one number read with its unit, scale and currency. A plain
"$" is the company's reporting currency made explicit
(``mines.question.companies.REPORTING_CURRENCY``;
FMG's dividends per share are in A$ although it reports in US$).

This module belongs to the extractor; the verifier has its own reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mines.figures.ownership_words import without_ownership
from mines.figures.report_words import CENT_SIGN
from mines.numbers import Number
from mines.question.companies import REPORTING_CURRENCY

OPERATIONAL_KINDS = {"tonnes", "ounces", "unit_cost"}
KINDS = ("per_share", "percent", "tonnes", "ounces", "unit_cost", "money")
"""Kinds of quantity, in the order a number's own unit is tried (money last)."""
_DOLLARS_PER_SHARE: dict[str, str] = {"FMG": "AUD"}
"""A plain "$" per share where it is not the reporting currency (FMG pays in A$)."""


def share_dollar_currency(company: str) -> str | None:
    """The currency of a plain "$" a share for ``company`` (FMG's is the A$ it pays in)."""
    return _DOLLARS_PER_SHARE.get(company, REPORTING_CURRENCY.get(company))


@dataclass(frozen=True)
class Unit:
    """A unit declared in a title, header or label: currency, scale and kind of quantity."""

    kind: str  # money, per_share, percent, tonnes, ounces, unit_cost
    scale: float = 1.0
    currency: str | None = None
    unit: str = "currency"


CURRENCY_SIGN = r"(?P<cur>US\s?\$|U\.S\.\s?\$|A\s?\$|AU\$|AUD|USD|\$\s?(?:US|AU?)(?![A-Za-z])|\$)"
"""A currency as printed before a money unit ("US$", "A $", "AUD", "$US", "$")."""
_SCALE_NAME = r"thousands?|millions?|billions?"
SCALE_WORD = rf"m|mn|bn|b|k|000s?|'000|{_SCALE_NAME}"
"""A scale as printed after a currency ("m", "bn", "'000", "millions"): alternatives to group."""
A_SHARE = r"\s*(?:(?:per|an?)\s+|/\s*)share\b"
"""A share after its currency or cents: "A$ per share", "$US a share", "cents/share"."""
CENTS_A_SHARE = rf"\bcents\b(?:{A_SHARE})?|\bcps\b"
"""Cents a share as a unit: "cents", "cents per share", "(cps)"."""
_CUR_NAME = r"(?P<cur>US|U\.S\.|Australian)"
"""A currency in words: "thousands of Australian dollars", "US dollars, millions"."""
_UNIT_DECL: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), kind)
    for p, kind in (
        (
            r"\b(?:(?P<cur>US|U\.S\.|A|Australian)\s*)?(?:cents\s*(?:(?:per|an?)\s+|/\s*)|c\s*/\s*)"
            r"(?P<per>pound|lb|ounce|oz|tonne|t)\b",
            "cents_unit",
        ),  # "US cents per pound", "USc/lb": a price or a cost a unit, never cents a share
        (
            r"(?P<cur>US|U\.S\.|A|Australian)\s*\$?\s*cents(?:\s+(?:per|an?)\s+share)?|(?:US|A)c\b",
            "cents",
        ),
        (CENTS_A_SHARE, "cents"),
        (CENT_SIGN, "cents"),  # "Ordinary dividends (¢)"
        (rf"{CURRENCY_SIGN}\s*/\s*(?P<per>oz|ounce|wmt|dmt|t|tonne|lb)\b", "unit_cost"),
        (
            rf"{CURRENCY_SIGN}\s*(?:per|an?)\s+(?P<per>ounce|oz|wet\s+(?:metric\s+)?tonne|wmt|dmt|"
            r"dry\s+(?:metric\s+)?tonne|tonne|pound|lb)\b",
            "unit_cost",
        ),
        (rf"{CURRENCY_SIGN}\s*(?P<scale>{SCALE_WORD})\b", "money"),
        (rf"\b(?P<scale>{_SCALE_NAME})\s+of\s+{_CUR_NAME}\s+dollars\b", "money"),
        (rf"\b{_CUR_NAME}\s+dollars\s*,?\s*(?:in\s+)?(?P<scale>{_SCALE_NAME})\b", "money"),
        (
            r"\bper\s+(?P<per>ounce|oz|wet\s+(?:metric\s+)?tonne|wmt|dmt|dry\s+(?:metric\s+)?"
            rf"tonne|tonne)\s*\(\s*{CURRENCY_SIGN}\s*\)",
            "unit_cost",
        ),  # "Revenue per dry tonne (US$)": the currency after the unit it is per
        (rf"\(\s*{CURRENCY_SIGN}\s*\)", "money"),
        (
            r"(?P<dps>(?P<cur>(?:US|U\.S\.|A|Australian|AU)\s*(?:\$|dollars?)|\$\s?(?:US|AU?)(?![A-Za-z])"
            r"|\$|\bdollars?)\s*(?:(?:per|an?)\s+share|/\s*share)\b)",
            "dollars",
        ),  # "(A$ a share)", "$US per share", "$ a share": dollars a share
        (
            r"\b(?P<t>Mt(?!\.?\s+(?-i:[A-Z][a-z]))|kt|[kM]\s*dmt|[kM]\s*wmt|(?:million|thousand|000)\s+"
            r"(?:(?:wet|dry)\s+)?(?:metric\s+)?tonnes|"
            # "wmt, millions", "millions of dmt", "tonnes ('000)": the scale beside the unit
            r"(?:wmt|dmt|tonnes)\s*(?:,\s*|in\s+)?(?:millions?|thousands?|\(?'000\)?)|"
            r"(?:millions?|thousands?)\s+(?:of\s+)?(?:wmt|dmt|tonnes))(?!\w)",
            "tonnes",
        ),
        (r"\b(?P<t>wmt|dmt|tonnes)\b", "tonnes"),
        # "('000 oz)": the quote opens no word, so the thousands are matched before "oz"
        (r"(?P<oz>'000\s+(?:oz|ounces)|\b(?:koz|Moz|oz|ounces|thousand\s+ounces))\b", "ounces"),
        (r"%|\bper\s+cent\b|\bpercent\b", "percent"),
    )
)
_SCALE_WORD: dict[str, float] = {
    "k": 1e3,
    "thousand": 1e3,
    "thousands": 1e3,
    "000": 1e3,
    "000s": 1e3,
    "'000": 1e3,
    "m": 1e6,
    "mn": 1e6,
    "million": 1e6,
    "millions": 1e6,
    "b": 1e9,
    "bn": 1e9,
    "billion": 1e9,
    "billions": 1e9,
}


def currency_word(raw: str | None, company: str) -> str | None:
    """``USD``/``AUD`` of a printed currency ("US$", "$US", "A$"); "$" is the reporting one."""
    token = (raw or "").replace(" ", "").replace(".", "").upper()
    bare = token.replace("$", "")
    if bare.startswith("US"):
        return "USD"
    if bare.startswith("A"):
        return "AUD"
    if token == "$":
        return REPORTING_CURRENCY.get(company)
    return None


def declared_unit(text: str, company: str) -> Unit | None:
    """The unit a title, header cell or row label declares ("US$M", "(koz)", "US cents")."""
    for pattern, kind in _UNIT_DECL:
        # "100% basis" states whose the figure is, never that it is a percentage
        m = pattern.search(without_ownership(text) if kind == "percent" else text)
        if m:
            unit = _unit_of(m, kind, company)
            if kind == "money" and _other_scale(pattern, text, m, unit, company):
                return None  # "A$M for the half, A$B for the year": no one unit for all
            return unit
    return None


def _other_scale(
    pattern: re.Pattern[str], text: str, first: re.Match[str], unit: Unit, company: str
) -> bool:
    """Whether ``text`` declares money in another scale after its first declaration."""
    return any(
        _unit_of(m, "money", company).scale != unit.scale
        for m in pattern.finditer(text, first.end())
    )


def unit_only(text: str, company: str) -> Unit | None:
    """The unit ``text`` declares when it declares nothing else ("A$ a share", "(US$m)").

    A row label that is only a unit ("| A$ a share | 0.50 |" under "Interim dividend")
    names no measure: the table's title does.
    """
    core = text.strip(" ()[]:")
    for pattern, kind in _UNIT_DECL:
        m = pattern.search(core)
        if m and not (core[: m.start()] + core[m.end() :]).strip(" ()[],:-–"):
            return _unit_of(m, kind, company)
    return None


def declared_money(text: str) -> str | None:
    """The words of ``text`` that declare a currency with a scale, if any, as printed.

    "US$ millions", "A$M", "$'000", "thousands of Australian dollars": the money unit a
    line may state once for the tables below it. A currency alone ("US$") or a scale alone
    ("millions") is none: both must be stated.
    """
    for pattern, kind in _UNIT_DECL:
        m = pattern.search(text)
        if m and kind == "money" and m.groupdict().get("scale"):
            if _other_scale(pattern, text, m, _unit_of(m, kind, ""), ""):
                return None  # two scales, each for some columns: none for the page
            return m.group(0)
    return None


def _unit_of(m: re.Match[str], kind: str, company: str) -> Unit:
    """The unit one match of :data:`_UNIT_DECL` declares."""
    groups = m.groupdict()
    if kind == "cents":
        cur = groups.get("cur")
        currency = currency_word(cur, company) if cur else None
        if cur and cur.lower().startswith("australian"):
            currency = "AUD"
        return Unit("per_share", 1.0, currency, "cents per share")
    if kind == "cents_unit":
        cur = groups.get("cur") or ""
        currency = "AUD" if cur.lower().startswith("a") else "USD" if cur else None
        per = groups["per"].lower()
        per = {"lb": "pound", "oz": "ounce", "t": "tonne"}.get(per, per)
        return Unit("unit_cost", 1.0, currency, f"cents per {per}")
    if kind == "dollars":
        cur = (groups.get("cur") or "").lower().replace(" ", "").replace(".", "")
        bare = cur.replace("$", "").removesuffix("dollars").removesuffix("dollar")
        currency = (
            "USD"
            if bare.startswith("us")
            else "AUD"
            if bare.startswith("a")
            else share_dollar_currency(company)  # a plain "$" or "dollars" a share
        )
        return Unit("per_share", 100.0, currency, "dollars per share")
    if kind == "unit_cost":
        per = groups["per"].lower()
        unit = "per ounce" if per.startswith(("oz", "ounce")) else "per wmt"
        if per in {"t", "tonne"}:
            unit = "per tonne"
        if per == "dmt" or per.startswith("dry"):
            unit = "per dmt"  # the dry basis is kept: a price a dry tonne is no wet one's
        if per in {"pound", "lb"}:
            unit = "per pound"  # "US$ a pound" (copper)
        return Unit("unit_cost", 1.0, currency_word(groups["cur"], company), unit)
    if kind == "money":
        scale = _SCALE_WORD.get((groups.get("scale") or "").lower(), 1.0)
        return Unit("money", scale, currency_word(groups["cur"], company))
    if kind == "tonnes":
        # "million wet metric tonnes" is million tonnes: the wet or dry basis is no scale
        t = re.sub(r"\s(?:wet|dry|metric)\b", "", " ".join(groups["t"].lower().split()))
        if t in {"mt", "million tonnes"} or "million" in t or re.fullmatch(r"m\s*[wd]mt", t):
            return Unit("tonnes", 1e6, None, "Mt")
        if (
            t in {"kt", "thousand tonnes", "000 tonnes"}
            or t.startswith("k")
            or re.search(r"thousand|'000", t)
        ):
            return Unit("tonnes", 1e3, None, "kt")
        return Unit("tonnes", 1.0, None, "t")
    if kind == "ounces":
        oz = " ".join(groups["oz"].lower().split())
        if oz in {"koz", "thousand ounces", "'000 oz", "'000 ounces"}:
            return Unit("ounces", 1e3, None, "koz")
        if oz == "moz":
            return Unit("ounces", 1e6, None, "Moz")
        return Unit("ounces", 1.0, None, "oz")
    return Unit("percent", 1.0, None, "%")


@dataclass(frozen=True)
class Quantity:
    """One number read as a value: in ``scale``, of ``unit``, in ``currency`` (or None)."""

    value: float
    scale: float
    unit: str
    currency: str | None


# "million wet tonnes", "thousand dry metric tonnes": a tonnage whose unit follows its scale;
# the verifier reads it too.
TONNES_AFTER = re.compile(r"\s*(?:(?:wet|dry)\s+(?:metric\s+)?)?tonnes\b", re.IGNORECASE)
OUNCES_AFTER = re.compile(r"\s*(?:ounces|oz)\b", re.IGNORECASE)


def quantity_of(num: Number, kind: str, company: str, after: str) -> Quantity | None:
    """``num`` read as a value of a metric of ``kind``, or None when it cannot be one."""
    unit = (num.unit or "").lower()
    cur = num.currency
    currency = REPORTING_CURRENCY.get(company) if cur == "$" else cur
    if kind == "money":
        if unit or not (cur or num.scale > 1):
            return None
        return Quantity(num.value, num.scale, "currency", currency)
    if kind == "per_share":
        if unit == "cents per share":
            return Quantity(num.value, 1.0, "cents per share", currency)
        if unit == "per share" and cur:
            if cur == "$":
                currency = _DOLLARS_PER_SHARE.get(company, currency)
            return Quantity(num.value, 100.0, "dollars per share", currency)
        return None
    if kind == "percent":
        return Quantity(num.value, 1.0, "%", None) if unit == "%" else None
    if kind == "tonnes":
        if unit == "mt":
            return Quantity(num.value, 1e6, "Mt", None)
        if unit == "kt":
            return Quantity(num.value, 1e3, "kt", None)
        if unit in {"wmt", "dmt", "t"} or (not unit and not cur and TONNES_AFTER.match(after)):
            if num.scale == 1e6:
                return Quantity(num.value, 1e6, "Mt", None)
            if num.scale == 1e3:  # "149k dmt"
                return Quantity(num.value, 1e3, "kt", None)
            return Quantity(num.value, num.scale, "t", None)
        return None
    if kind == "ounces":
        if unit in {"koz", "moz"}:
            return Quantity(num.value, 1e3 if unit == "koz" else 1e6, unit[0] + "oz", None)
        if unit == "oz" or (not unit and not cur and OUNCES_AFTER.match(after)):
            if num.scale in {1e3, 1e6}:
                return Quantity(num.value, num.scale, "koz" if num.scale == 1e3 else "Moz", None)
            return Quantity(num.value, 1.0, "oz", None)
        return None
    if kind == "unit_cost":
        if unit.startswith("cents per ") and not unit.endswith("share"):
            return Quantity(num.value, 1.0, unit, currency)
        if unit in {"per ounce", "per wmt", "per dmt", "per tonne", "per pound"} and cur:
            return Quantity(num.value, 1.0, unit, currency)
        return None
    return None


def cell_quantity(value: float, unit: Unit, kind: str) -> Quantity | None:
    """A table cell's value in the declared ``unit``, when it is of the ``kind`` wanted."""
    if unit.kind != kind:
        return None
    return Quantity(value, unit.scale, unit.unit, unit.currency)


NOT_SITE_WORDS = frozenset(
    "Record Total Group The Our Its This In For During Statutory Underlying Strong Lower "
    "Higher Full Half First Second Annual Reported Attributable Consolidated Net Gross "
    "Operating Sales Average Increased Decreased Higher Lower Production Shipments Iron Ore "
    "Copper Gold Cost Costs Unit And Of At From BHP Rio Tinto Fortescue Northern Star "
    "Mineral Resources MinRes Hematite Pilbara Quarterly Year Period Guidance Payable Saleable "
    # a pronoun, article or linking word opening a sentence is its subject, never a site's name
    "It We They He She That These Those There Which Who Also Together Combined Overall "
    "Meanwhile An".split()
)


def basis_of(basis: str | None) -> str | None:
    """``basis`` when it is a :data:`mines.figures.model.Basis`, else None."""
    return basis if basis in {"statutory", "underlying", "attributable", "headline"} else None


def dollars_per_share(num: Number, company: str) -> Quantity | None:
    """A plain money amount under a per-share label ("EPS was $US1.12") in dollars a share."""
    if num.unit or num.scale != 1 or not num.currency:
        return None
    currency: str | None = num.currency
    if currency == "$":
        currency = _DOLLARS_PER_SHARE.get(company, REPORTING_CURRENCY.get(company))
    return Quantity(num.value, 100.0, "dollars per share", currency)


def own_quantity(num: Number, company: str, after: str) -> tuple[str, Quantity] | None:
    """``(kind, quantity)`` of a number by its own unit alone, for a label the registry lacks.

    A bare number (no currency, unit or scale) is no quantity: in prose it could be a count,
    a page or a note.
    """
    if not (num.currency or num.unit or num.scale > 1):
        return None
    for kind in KINDS:
        quantity = quantity_of(num, kind, company, after)
        if quantity is None or (kind == "money" and not num.currency):
            continue
        if kind == "money" and _RATE_AFTER.match(after):
            return None  # "US$3.85 per pound": a rate of a unit not read
        return kind, quantity
    return None


_RATE_AFTER = re.compile(r"\s*(?:(?:per|an?)\s+|/\s*)[a-z]", re.IGNORECASE)
"""A rate of a unit not read ("US$3 per kilowatt hour"); not " and", " after"."""
