"""Deterministic number parsing for figures in financial prose.

Used by the offline model's extractive synthesis, by number-level groundedness checking
and by the evals. A figure is a number with its currency, scale and unit as written:
``US$55,658 million``, ``A$1.9bn``, ``146 US cents per share``, ``1,621 koz``, ``-2.7``.
Years (``FY2024``, ``2024``), dates and page numbers are not figures.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

_SCALES: dict[str, float] = {
    "thousand": 1e3,
    "k": 1e3,
    "million": 1e6,
    "millions": 1e6,
    "mn": 1e6,
    "m": 1e6,
    "billion": 1e9,
    "billions": 1e9,
    "bn": 1e9,
    "b": 1e9,
    "万": 1e4,
    "百万": 1e6,
    "亿": 1e8,
}

# "US$", "$US", "A$", "$A", "AU$", "USD", "AUD" and a plain "$" (the reporting currency).
# A letter before is no currency's: "EBITDA $1.3 billion" is in dollars, not "A $"; nor is
# the article before a plain "$" ("paid a $1.75 dividend", "A $1.2bn charge was booked",
# "gave us $2bn"): "A" is a currency's only joined to its "$", "US" only as capitals.
_CURRENCY = (
    r"(?P<cur>(?<![A-Za-z])(?:(?-i:US)\s?\$|US\$|USD\s?|A\$|AUD\s?|AU\$)|"
    r"\$\s?(?:US|AU?)(?![A-Za-z])|\$)"
)
_CENTS = (
    r"(?:(?P<cents>(?:US|AU?)\s?¢)\s?|"
    r"(?P<cpre>(?<![A-Za-z])(?:US|AU?|(?-i:US)\s)(?=\d[\d.]*\s?(?:c|cps|cents)(?![A-Za-z]))))"
)
"""Cents before the number, with their currency: "A¢89", "US¢ 72" (cents a share); or the
currency's letters alone when cents follow: "A60c", "US12c", "A110 cents", "US 80 cents"
(spaced only in capitals: "a 90 cent dividend" is the article's)."""
_NUMBER = r"(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
_SCALE = r"(?:\s?(?P<scale>thousand|millions?|billions?|bn|mn|m|b|k|百万|亿|万)(?![a-z]))?"
_UNIT = (
    # a hyphen joins cents to the number they count ("the 108-cent interim")
    r"(?:(?:\s?|-(?=cents?\b))(?P<unit>%|per\s?cent|percent|"
    r"(?:(?:US|U\.S\.|Australian|A)\s+)?cents\s*(?:(?:per|an?)\s+|/\s*)(?:pound|lb|ounce|oz|tonne|t)\b|"
    r"(?:(?:US|A)\s?)?c\s*/\s*(?:lb|oz|t)\b|"
    r"US\s+cents?(?:\s+per\s+share)?|"
    r"U\.S\.\s+cents?(?:\s+per\s+share)?|"
    r"Australian\s+cents?(?:\s+per\s+share)?|A\s+cents?(?:\s+per\s+share)?|"
    r"cents?(?:\s+(?:per|a)\s+share)?|(?-i:(?:US|A)c)(?:\s+(?:per|a)\s+share)?(?![A-Za-z/])|"
    r"c(?:ps)?(?=\W|$)|(?:US|AU?)?\s?¢(?:\s*(?:per|a)\s+share)?|Mtpa|ktpa|Mt|kt|kilotonnes?|megatonnes?|koz|Moz|oz|ounces|wmt|dmt|"
    r"(?:per|an?|for\s+(?:every|each))\s+(?:ounce|oz|(?:wet|dry)\s+(?:metric\s+)?tonne|wmt|dmt|"
    r"tonne|pound|lb|share)|/oz|/wmt|/dmt|/t|/lb|(?(cur)(?!)|t(?![A-Za-z0-9]))))?"
)
_FIGURE = re.compile(
    # The sign may come before or after the currency: "-US$5 million", "US$-5 million"; a
    # minus is "-", "−" or an en dash that follows no digit ("1,845–2,045" is a range).
    # A bracketed amount after its currency is negative: "A$(1.2) billion"; so is one
    # bracketed before its scale word: "($807) million" ("($807)m") is a loss of A$807 million.
    rf"(?P<sign>[-−]|(?<![\w.,])–)?(?:{_CENTS}|{_CURRENCY}(?P<sign2>[-−–]|\((?=[\d.,]+\)))?)?"
    rf"{_NUMBER}"
    rf"(?(sign2)\)?|(?P<close>\)(?=\s?(?:thousand|millions?|billions?|bn|mn|m|b)(?![a-z])))?)"
    rf"{_SCALE}{_UNIT}"
    r"(?![A-Za-z0-9])",
    re.IGNORECASE,
)
# The host part is bounded ({1,80}): an unbounded ``[\w.-]+`` backtracked quadratically on
# long runs such as "1.1.1.1..." (a 100 KB input took minutes).
_URL = re.compile(
    r"\b(?:https?://|www\.)\S+|\b[\w.-]{1,80}\.(?:com|org|net|au|uk|io)(?:[:/]\S*)?", re.I
)
MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
"""A month's name, full or shortened, in lower case ("jun", "june", "sept"): read with
re.IGNORECASE. The one spelling of a month for every pattern of dates and periods."""
MONTH_PATTERN = rf"{MONTH}\.?"
"""A month name as printed, a shortened one with its full stop ("Jun", "June", "Sept.")."""
MONTH_STEM = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
"""A word a month's first three letters begin ("Jan", "Sept.", "Sept"): read loosely."""
MONTH_FULL = (
    r"(?:January|February|March|April|May|June|July|August|September|October|November|"
    r"December)"
)
"""A month's full name, capitalised (case-sensitive where a capital marks a name)."""
MONTH_SHORT = r"(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)"
"""A month's shortened name, capitalised ("May" is its full name)."""
MONTH_NAME = rf"(?:{MONTH_FULL}|{MONTH_SHORT})"
"""A month's capitalised name, full or shortened ("December", "Dec", "Sept")."""
_DATE_CONTEXT = re.compile(rf"^\s*{MONTH_NAME}\b", re.IGNORECASE)
_MONTH_BEFORE = re.compile(rf"{MONTH_FULL}\s*$", re.IGNORECASE)
_MONTH_WINDOW = 24
"""Characters before a day number searched for a month name ("September  30")."""


@dataclass(frozen=True)
class Number:
    """One number found in text, with what was written around it."""

    text: str
    value: float
    scale: float
    currency: str | None
    unit: str | None
    start: int
    end: int

    @property
    def base_value(self) -> float:
        """The value in base units (e.g. dollars rather than millions)."""
        return self.value * self.scale


def _currency(raw: str | None) -> str | None:
    if not raw:
        return None
    token = raw.replace(" ", "").replace("$", "").upper()
    if token.startswith("US"):
        return "USD"
    if token.startswith("A"):
        return "AUD"
    return "$"


_CENTS_PER = re.compile(
    r"(?:cents\s*(?:(?:per|an?)\s+|/\s*)|(?:^|\s|us|a)c\s*/\s*)(pound|lb|ounce|oz|tonne|t)$"
)
"""Cents a unit: "US cents per pound", "cents/lb", or as tables print it, "c/lb", "USc/lb"."""
_PER_WORD = {"lb": "pound", "oz": "ounce", "t": "tonne"}


def _unit(raw: str | None) -> str | None:
    if not raw:
        return None
    token = " ".join(raw.lower().split())
    if token in {"%", "per cent", "percent"}:
        return "%"
    per = _CENTS_PER.search(token)
    if per is not None:  # "US cents per pound": a price (or a cost) a unit, never a share
        return "cents per " + _PER_WORD.get(per.group(1), per.group(1))
    if "cent" in token or "¢" in token or token in {"c", "cps"} or _SHORT_CENTS_SHARE.match(token):
        return "cents per share"  # "402 USc per share": a slide's cents, with their currency
    if token.startswith(("a ", "an ")):
        token = "per " + token.split(" ", 1)[1]  # "a share", "an ounce" read as "per share"
    if token.startswith(("for every ", "for each ")):
        token = "per " + token.split(" ", 2)[2]  # "US$99.80 for every dry metric tonne"
    if token in {"/lb", "per lb", "per pound"}:
        return "per pound"
    if token == "/t":
        return "per tonne"
    if token in {"/oz", "per ounce", "per oz"}:
        return "per ounce"
    if token in {"/wmt", "per wet metric tonne", "per wet tonne", "per wmt"}:
        return "per wmt"
    if token in {"/dmt", "per dry metric tonne", "per dry tonne", "per dmt"}:
        return "per dmt"
    if token == "ounces":
        return "oz"
    return _SPELT_TONNES.get(token, token)


_SPELT_TONNES = {"kilotonne": "kt", "kilotonnes": "kt", "megatonne": "Mt", "megatonnes": "Mt"}
"""Tonnes spelt with their metric prefix ("1,865 kilotonnes"): the symbol printed for them."""


def _cents_sign(m: re.Match[str]) -> str | None:
    """The cents sign "A60c" stands for ("A¢60"): the currency letters before a number in cents."""
    return f"{m.group('cpre').strip()}¢" if m.group("cpre") else None


_SHORT_CENTS = re.compile(r"^(us|a)?\s?c\s*/")
_SHORT_CENTS_SHARE = re.compile(r"^(us|a)c(?:\s+(?:per|a)\s+share)?$")
"""Cents a share with their currency's letters run on, as slides print them: "402 USc"."""


def _cents_currency(raw: str | None) -> str | None:
    """``146 US cents`` is a USD figure and ``197 Australian cents`` an AUD one."""
    token = (raw or "").lower()
    if "¢" in token:  # "A¢", "US¢": the letters before the sign name the currency
        return "USD" if token.startswith("us") else "AUD" if token.startswith("a") else None
    short = _SHORT_CENTS.match(token) or _SHORT_CENTS_SHARE.match(token)
    if short is not None:  # "US c/lb", "USc/lb": the letters before the "c" name the currency
        return {"us": "USD", "a": "AUD"}.get(short.group(1) or "")
    if "cent" not in token:
        return None
    if token.startswith(("us", "u.s.")):
        return "USD"
    if token.startswith(("australian", "a ")):
        return "AUD"
    return None


def _is_year_like(match: re.Match[str], text: str) -> bool:
    num = match.group("num")
    if match.group("cur") or match.group("cents") or match.group("scale") or match.group("unit"):
        return False
    if "," in num or "." in num or len(num) > 4:
        return False  # years and days have at most four digits (int() of 5,000 would raise)
    value = int(num)
    before = text[max(0, match.start() - 3) : match.start()].lower()
    if 1990 <= value <= 2040:
        return True
    if before.endswith(("fy", "fy ", "fy'")):
        return True
    after = text[match.end() : match.end() + 12]
    # Day of month: "30 June 2024"; "June 30".
    # A bounded look-back: searching the whole prefix made long texts quadratic.
    window = text[max(0, match.start() - _MONTH_WINDOW) : match.start()]
    if value <= 31 and (_DATE_CONTEXT.match(after) or _MONTH_BEFORE.search(window)):
        return True
    return False


_EACH_SOLD = re.compile(
    r"\b(?:every|each)\s+(?P<what>(?:(?:wet|dry)\s+(?:metric\s+)?)?tonne|ounce|pound|dmt|wmt)\b"
    r"[^.;:!?]{0,80}?\b(?:fetched|received|achieved|realised|realized|earned|averaged|"
    r"sold\s+(?:at|for))\b[^.;:!?\d]{0,30}$",
    re.IGNORECASE,
)
"""A price whose unit is the subject: "Every ounce we sold ... fetched, on average, A$3,922"."""


def _unit_of_each(text: str, start: int) -> str | None:
    """The unit a price is per when the sentence's subject is each unit sold, else None."""
    m = _EACH_SOLD.search(text[max(0, start - 160) : start])
    return _unit("per " + m.group("what")) if m else None


def find_figures(text: str) -> list[Number]:
    """Every figure in ``text`` in order; years, dates and fiscal-year labels are skipped.

    Memoised per text (the verifier reads the same cited passages for every line of a draft).
    """
    return list(_find_figures(text))


@lru_cache(maxsize=2048)
def _find_figures(text: str) -> tuple[Number, ...]:
    figures: list[Number] = []
    # Numbers inside a URL are not figures: blank URLs out, keeping offsets.
    masked = _URL.sub(lambda u: " " * len(u.group(0)), text)
    for m in _FIGURE.finditer(masked):
        prev = masked[m.start() - 1] if m.start() > 0 else " "
        if prev.isascii() and prev.isalnum() and not m.group("cur"):
            continue  # part of a word or identifier such as "SC6" or "PEM50"
        if _is_year_like(m, masked):
            continue
        value = float(m.group("num").replace(",", ""))
        if m.group("close") and prev != "(":
            continue  # a bracket this amount never opened: "(see note $5) million" is no figure
        if m.group("sign") or m.group("sign2") or m.group("close"):
            value = -value  # "A$(1.2) billion", "($807) million": a bracketed amount is negative
        scale_word = (m.group("scale") or "").lower()
        scale = _SCALES.get(scale_word, 1.0)
        unit = _unit(m.group("unit"))
        if m.group("cents"):  # "A¢89 per share": cents a share, whatever follows
            unit = "cents per share"
        if scale_word in {"m", "b", "k"} and not m.group("cur") and unit is None:
            # "5 m" without a currency is too ambiguous (metres); keep the bare number.
            scale = 1.0
        if unit is None and m.group("cur") and not scale_word:
            unit = _unit_of_each(masked, m.start())  # "every ounce ... fetched A$3,922"
        figures.append(
            Number(
                text=m.group(0).strip(),
                value=value,
                scale=scale,
                currency=_currency(m.group("cur"))
                or _cents_currency(m.group("cents") or _cents_sign(m) or m.group("unit")),
                unit=unit,
                start=m.start(),
                end=m.end(),
            )
        )
    spelt = [
        n
        for n in _spelt_figures(masked)
        if not any(f.start < n.end and n.start < f.end for f in figures)
    ]
    return tuple(sorted(figures + spelt, key=lambda f: f.start)) if spelt else tuple(figures)


_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_WORD_VALUE = {w: i for i, w in enumerate(_ONES)} | {w: 20 + 10 * i for i, w in enumerate(_TENS)}
_WORD = rf"(?:{'|'.join(sorted(_WORD_VALUE, key=len, reverse=True))})"
_SPELT = re.compile(
    # "fourteen million tonnes", "two hundred and three thousand tonnes", "twenty-one
    # million": a count in words, with the scale word that makes it a figure
    rf"(?P<cur>(?!))?(?<![\w-])(?P<words>{_WORD}(?:[\s-]+(?:hundred(?:\s+and)?|{_WORD}))*)"
    rf"\s+(?P<scale>thousand|millions?|billions?)(?![a-z]){_UNIT}(?![A-Za-z0-9])",
    re.IGNORECASE,
)


def _spelt_value(words: str) -> float | None:
    """The count ``words`` spell ("two hundred and three": 203), else None."""
    total = 0
    for word in re.findall(r"[a-z]+", words.lower()):
        if word == "hundred":
            total = (total or 1) * 100
        elif word != "and":
            total += _WORD_VALUE[word]
    return float(total) if total else None


def _spelt_figures(text: str) -> list[Number]:
    """Counts spelt in words before a scale word: "shipped fourteen million tonnes"."""
    found = []
    for m in _SPELT.finditer(text):
        value = _spelt_value(m.group("words"))
        if value is not None:
            scale = _SCALES[m.group("scale").lower()]
            found.append(
                Number(
                    m.group(0).strip(),
                    value,
                    scale,
                    None,
                    _unit(m.group("unit")),
                    m.start(),
                    m.end(),
                )
            )
    return found


def spelt_as_digits(text: str) -> str:
    """``text`` with each count spelt before a scale word written in digits, same length.

    "shipped fourteen million tonnes" reads "shipped       14 million tonnes": the offsets of
    everything stay, so a figure read in the digits quotes the words as printed.
    """
    if not _SPELT_CUE.search(text):
        return text
    out = text
    for m in _SPELT.finditer(text):
        value = _spelt_value(m.group("words"))
        if value is not None:
            digits = str(int(value))
            start, end = m.start("words"), m.end("words")
            out = out[:start] + digits.rjust(end - start) + out[end:]
    return out


_SPELT_CUE = re.compile(r"(?<![a-z])(?:thousand|million|billion)", re.IGNORECASE)


def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-9)


def figures_match(a: Number, b: Number) -> bool:
    """Whether two figures state the same quantity (``55,658 million`` == ``US$55.658bn``)."""
    if (
        a.currency
        and b.currency
        and a.currency != b.currency
        and "$" not in {a.currency, b.currency}
    ):
        return False
    if _close(abs(a.value), abs(b.value)) and (a.scale == b.scale or 1.0 in {a.scale, b.scale}):
        return True
    return _close(abs(a.base_value), abs(b.base_value))


def is_supported(
    figure: Number, evidence: list[Number], extra_values: Sequence[float] = ()
) -> bool:
    """Whether ``figure`` appears among ``evidence`` figures or ``extra_values`` (tool results)."""
    if any(figures_match(figure, other) for other in evidence):
        return True
    return any(
        _close(abs(figure.value), abs(v)) or _close(round(abs(figure.value), 2), round(abs(v), 2))
        for v in extra_values
    )


def unsupported_figures(
    answer: str, sources: list[str], extra_values: list[float] | None = None
) -> list[Number]:
    """Figures of ``answer`` found in no source text and in no calculator result."""
    evidence = [f for text in sources for f in find_figures(text)]
    return [
        f for f in find_figures(answer) if not is_supported(f, evidence, list(extra_values or []))
    ]


def format_amount(value: float, decimals: int = 2) -> str:
    """Format a number with thousands separators and at most ``decimals`` decimals."""
    text = f"{value:,.{decimals}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text
