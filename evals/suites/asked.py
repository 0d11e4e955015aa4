"""Asked suite: the period, calculation and scope a question asks, in everyday words.

Generated from the verified facts (``evals/data/asx_facts.csv``) with this suite's own
wording, never with the product's tables:

- ``latest``: "last year", "the most recent financial year", "latest", "two years ago",
  "the year before last", 去年, 前年 -- resolved against the latest year the corpus holds
  (the newest year of the fact table), with the resolution stated ("latest year held");
  "the year before" / "the previous year" / "a year earlier" alone is the year before it,
  and after a turn naming a year, the year before that one;
- ``written``: "the 2023 financial year", "financial year 2023", "2022/23", "FY23";
- ``half``: a half year ("first half of FY24", "1H24", "H1 FY2024", "the most recent
  half", resolved to the newest half the reports close and said) the corpus does not
  state: "not found", never the full year's figure;
- ``change``: grow, fall, balloon, shrink, jump, slump, move, year-on-year, "compared
  with a year earlier", 同比 with one year named: the prior year is fetched and the change
  computed in percent and in amount;
- ``change_rank``: "whose revenue grew fastest / fell the most": every company's change,
  and the leader named;
- ``calc``: gaps and "how many times" between companies, in one currency;
- ``currency_rank``: "which company had the most/least ..." across US$ and A$ reporters:
  each currency's leader named under a headline that says its currency, never one
  headline over a ranking that leaves companies out;
- ``loss``: "net loss", "loss", 亏损 reach statutory profit (negative or not);
- ``scope_company``: companies outside the five (this suite's own list), alone or as a
  follow-up: named and refused, no figure;
- ``scope_period``: years outside the corpus: named and refused, no figure;
- ``language``: other languages: the offline model says which languages it reads (a
  hosted model must answer with the figure);
- ``no_figure``: figures the reports do not give ("how many employees"): "not found",
  never a list of passages.

A wrong answer at confidence ``high`` or ``medium`` is *confidently wrong*.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from evals.checker import (
    Expected,
    Verdict,
    check_answer,
    expected_difference,
    expected_percent,
    percentage_change,
    quantities,
)
from evals.common import SuiteResult, model_label
from evals.facts import FISCAL_YEARS, TICKERS, Fact, get_fact
from evals.questions import ZH_NAME
from evals.suites.phrasing import _Builder, _distinct, _exp, _pos, run_cases, scored
from evals.suites.phrasing_words import NAME as PHRASING_NAME

SEED = 20261201
"""Fixed seed: the same questions in the same order on every run."""

NAME: dict[str, str] = {ticker: names[0] for ticker, names in PHRASING_NAME.items()}
WORDS: dict[str, str] = {
    "revenue": "revenue",
    "statutory_npat": "statutory net profit",
    "underlying_ebitda": "underlying EBITDA",
    "net_debt": "net debt",
    "capex": "capital expenditure",
    "gold_sold_koz": "gold sold",
    "iron_ore_shipments_mt": "iron ore shipments",
    "dividends_per_share": "total dividends per share",
}
ZH_WORDS: dict[str, str] = {"revenue": "收入", "statutory_npat": "净利润", "net_debt": "净债务"}
OTHER_COMPANIES: tuple[str, ...] = (
    "Agnico Eagle",
    "Barrick Gold",
    "Regis Resources",
    "Ramelius Resources",
    "Perseus Mining",
    "Sandfire Resources",
    "Iluka Resources",
    "Champion Iron",
    "Gold Fields",
    "Teck Resources",
    "Freeport-McMoRan",
    "Kinross Gold",
)
"""Miners outside the five, chosen by this suite (most are in no list of the product)."""
OTHER_LANGUAGES: tuple[tuple[str, str], ...] = (
    ("Spanish", "¿Cuáles fueron los ingresos de {co} en {y}?"),
    ("French", "Quel était le chiffre d'affaires de {co} pour l'exercice {y} ?"),
    ("German", "Wie hoch war der Umsatz von {co} im Geschäftsjahr {y}?"),
    ("Italian", "Quali sono stati i ricavi di {co} nell'esercizio {y}?"),
    ("Portuguese", "Qual foi a receita da {co} no exercício de {y}?"),
    ("Indonesian", "Berapa pendapatan {co} pada tahun {y}?"),
    ("Japanese", "{co}の{y}年度の売上高はいくらでしたか？"),
    ("Korean", "{co}의 {y} 회계연도 매출은 얼마였습니까?"),
    ("Russian", "Какой была выручка {co} в {y} финансовом году?"),
)
NO_FIGURE: tuple[str, ...] = (
    "How many employees did {co} have in {y}?",
    "What was {pos} headcount at the end of {y}?",
    "How many shareholders did {co} have in {y}?",
    "How many haul trucks did {co} operate in {y}?",
    # measures known by everyday words that no summary states (issue 20): cash handed back
    # to owners (never a return on equity or a dividend), tax paid, a return on capital, staff
    "How much did {co} return to shareholders in {y}?",
    "How much tax did {co} pay in {y}?",
    "What was {pos} return on capital employed in {y}?",
    "How many workers did {co} have in {y}?",
)
"""Figures the annual-report summaries do not give."""


@dataclass(frozen=True)
class Case:
    """One conversation and what its last answer must do."""

    id: str
    category: str
    turns: tuple[str, ...]
    expected: tuple[Expected, ...] = ()
    forbidden: tuple[Expected, ...] = ()
    must_say: tuple[str, ...] = ()
    """Phrases (regular expressions) the answer must contain."""
    refuse: bool = False
    """The answer must refuse: state no figure (and say ``must_say``)."""
    absent: bool = False
    """The figure is not in the corpus: an explicit not-found, no figure."""
    leaders: tuple[tuple[str, str], ...] = ()
    """For cross-currency rankings: (currency word, leader's name) per currency."""

    def expected_text(self) -> str:
        """Human text of the expectation."""
        parts = ["; ".join(e.describe() for e in self.expected)] if self.expected else []
        if self.forbidden:
            parts.append("must not state " + "; ".join(e.describe() for e in self.forbidden))
        if self.must_say:
            parts.append("says " + ", ".join(self.must_say))
        if self.refuse:
            parts.append("refuses, no figure")
        if self.absent:
            parts.append("not found, no figure")
        if self.leaders:
            parts.append("leaders " + ", ".join(f"{c}: {n}" for c, n in self.leaders))
        return " | ".join(parts)


def _prior(fiscal_year: str, back: int = 1) -> str:
    return f"FY{int(fiscal_year[2:]) - back}"


def generate_cases(seed: int = SEED) -> list[Case]:
    """Every case of the suite, deterministic for ``seed``."""
    b = _Builder(random.Random(seed), prefix="asked", make=Case)
    latest = FISCAL_YEARS[-1]  # the newest year of the fact table: the corpus's latest
    _latest_periods(b, latest)
    _written_periods(b)
    _changes(b)
    _ranked_changes(b)
    _calculations(b)
    _currency_rankings(b, latest)
    _losses(b)
    _scope(b)
    _relative_alone(b, latest)
    return b.cases


def _series(ticker: str, metric: str) -> dict[str, Fact]:
    return {y: f for y in FISCAL_YEARS if (f := get_fact(ticker, y, metric))}


def _latest_periods(b: _Builder, latest: str) -> None:
    templates: tuple[tuple[str, int], ...] = (
        ("What was {pos} {m} last year?", 0),
        ("What was {pos} {m} in the most recent financial year?", 0),
        ("What is {pos} latest {m}?", 0),
        ("Tell me {pos} {m} for this year.", 0),
        ("What was {pos} {m} two years ago?", 1),
        ("What was {pos} {m} the year before last?", 1),
        ("What was {pos} {m} three years ago?", 2),
    )
    for template, back in templates:
        options = []
        for ticker in TICKERS:
            for metric in WORDS:
                series = _series(ticker, metric)
                want = series.get(_prior(latest, back)) if back else series.get(latest)
                others = [f for y, f in series.items() if want and y != want.fiscal_year]
                if want and others and all(_distinct(want, o) for o in others):
                    options.append((want, others))
        for want, others in b.pick(options, 3):
            co = NAME[want.ticker]
            text = template.format(pos=_pos(co), m=WORDS[want.metric])
            b.add(
                "latest",
                [text],
                expected=(_exp(want),),
                forbidden=tuple(_exp(o) for o in others),
                must_say=(rf"latest year held[^\n]*{latest}",),
            )
    for ticker in b.pick(TICKERS, 3):
        for word, back in (("去年", 0), ("前年", 1)):
            fact = get_fact(ticker, _prior(latest, back), "revenue")
            if fact:
                b.add(
                    "latest",
                    [f"{ZH_NAME[ticker]}{word}的收入是多少？"],
                    expected=(_exp(fact),),
                    must_say=(rf"latest year held[^\n]*{latest}",),
                )
    # A follow-up "last year" still steps back from the year discussed.
    for ticker in b.pick(TICKERS, 2):
        older, newer = get_fact(ticker, "FY2022", "revenue"), get_fact(ticker, "FY2023", "revenue")
        if older and newer:
            b.add(
                "latest",
                [f"What was {_pos(NAME[ticker])} revenue in FY2023?", "And last year?"],
                expected=(_exp(older),),
                forbidden=(_exp(newer),),
            )


def _relative_alone(b: _Builder, latest: str) -> None:
    """A year or a half named relative to nothing written: resolved against the corpus.

    "the year before" / "the previous year" / "a year earlier" alone is the year before the
    latest held (after a turn naming a year, the year before that one); "the latest half"
    is the newest half the reports close (the second half of the latest year, which no
    summary states: not found, never the full year); "compare with the prior year" fetches
    the prior year and computes the change.
    """
    for template in (
        "What was {pos} {m} the year before?",
        "What was {pos} {m} in the previous year?",
        "Tell me {pos} {m} a year earlier.",
    ):
        options = []
        for ticker in TICKERS:
            for metric in WORDS:
                series = _series(ticker, metric)
                want = series.get(_prior(latest))
                others = [f for y, f in series.items() if want and y != want.fiscal_year]
                if want and others and all(_distinct(want, o) for o in others):
                    options.append((want, others))
        for want, others in b.pick(options, 2):
            b.add(
                "latest",
                [template.format(pos=_pos(NAME[want.ticker]), m=WORDS[want.metric])],
                expected=(_exp(want),),
                forbidden=tuple(_exp(o) for o in others),
                must_say=(rf"latest year held[^\n]*{latest}",),
            )
    for ticker in b.pick(TICKERS, 2):
        older, newer = get_fact(ticker, "FY2022", "revenue"), get_fact(ticker, "FY2023", "revenue")
        if older and newer and _distinct(older, newer):
            pos = _pos(NAME[ticker])
            b.add(
                "latest",
                [
                    f"What was {pos} revenue in FY2023?",
                    f"What was {pos} revenue the previous year?",
                ],
                expected=(_exp(older),),
                forbidden=(_exp(newer),),
            )
    for ticker in b.pick(TICKERS, 2):
        year = get_fact(ticker, latest, "revenue")
        if year:
            b.add(
                "half",
                [f"What was {_pos(NAME[ticker])} revenue in the most recent half?"],
                forbidden=(_exp(year),),
                absent=True,
                must_say=(rf"latest half held[^\n]*H2 {latest}",),
            )
    pairs = [
        (old, new)
        for t in TICKERS
        for y, new in _series(t, "statutory_npat").items()
        if (old := get_fact(t, _prior(y), "statutory_npat")) and old.value > 0 and new.value > 0
    ]
    for old, new in b.pick(pairs, 2):
        co, y = NAME[new.ticker], new.fiscal_year
        eo, en = _exp(old), _exp(new)
        change = expected_percent(percentage_change(eo.value, en.value), f"{co} {y} change")
        b.add(
            "change",
            [f"How did {_pos(co)} statutory net profit in {y} compare with the prior year?"],
            expected=(eo, en, change),
        )


def _written_periods(b: _Builder) -> None:
    forms = (
        "the {y} financial year",
        "financial year {y}",
        "{p}/{yy}",
        "FY{yy}",
        "fiscal {y}",
    )
    facts = [f for t in TICKERS for m in WORDS for f in _series(t, m).values()]
    for form in forms:
        for fact in b.pick(facts, 2):
            y = fact.fiscal_year[2:]
            period = form.format(y=y, yy=y[2:], p=int(y) - 1)
            co = NAME[fact.ticker]
            b.add(
                "written",
                [f"What was {_pos(co)} {WORDS[fact.metric]} in {period}?"],
                expected=(_exp(fact),),
            )
    halves = ("the first half of FY{yy}", "1H{yy}", "H1 FY{y}", "the second half of FY{yy}")
    for form in halves:
        fact = b.rng.choice([f for f in facts if f.metric == "revenue"])
        y = fact.fiscal_year[2:]
        co = NAME[fact.ticker]
        b.add(
            "half",
            [f"What was {_pos(co)} revenue in {form.format(y=y, yy=y[2:])}?"],
            forbidden=(_exp(fact),),
            absent=True,
        )


def _changes(b: _Builder) -> None:
    templates = (
        ("How fast did {pos} {m} grow in {y}?", "revenue"),
        ("By how much did {pos} net debt balloon in {y}?", "net_debt"),
        ("How much did {pos} {m} shrink in {y}?", "revenue"),
        ("Did {pos} {m} jump or slump in {y}?", "statutory_npat"),
        ("How much did {pos} {m} fall in {y}?", "underlying_ebitda"),
        ("What was the year-on-year change in {pos} {m} in {y}?", "capex"),
        ("How much did {pos} {m} rise in {y}?", "gold_sold_koz"),
        ("{zh}{yy}财年{zm}同比变化多少？", "revenue"),
        ("How did {pos} {m} move in {y}?", "underlying_ebitda"),
        ("What was {pos} {m} in {y} compared with a year earlier?", "revenue"),
    )
    for template, metric in templates:
        pairs = [
            (old, new)
            for t in TICKERS
            for y, new in _series(t, metric).items()
            if (old := get_fact(t, _prior(y), metric))
            and old.currency == new.currency
            and old.value > 0
            and new.value > 0
        ]
        for old, new in b.pick(pairs, 2):
            co = NAME[new.ticker]
            y = new.fiscal_year
            text = template.format(
                pos=_pos(co),
                m=WORDS[metric],
                y=y,
                zh=ZH_NAME[new.ticker],
                yy=y[4:],
                zm=ZH_WORDS.get(metric, ""),
            )
            eo, en = _exp(old), _exp(new)
            change = expected_percent(percentage_change(eo.value, en.value), f"{co} {y} change")
            amount = expected_difference(en, eo, f"{co} {y} change in amount")
            b.add("change", [text], expected=(eo, en, change, amount))


def _ranked_changes(b: _Builder) -> None:
    templates = (
        (True, "Which of the five miners' revenue grew fastest in {y}?", "Largest rise"),
        (False, "Whose revenue fell the most in {y}?", "Largest fall"),
    )
    for rising, template, headline in templates:
        options = []
        for year in FISCAL_YEARS[1:]:
            rows = [
                (t, percentage_change(_exp(old).value, _exp(new).value))
                for t in TICKERS
                if (new := get_fact(t, year, "revenue"))
                and (old := get_fact(t, _prior(year), "revenue"))
            ]
            order = sorted(rows, key=lambda r: r[1], reverse=rising)
            if len(rows) == len(TICKERS) and abs(order[0][1] - order[1][1]) > 0.5:
                if rising == (order[0][1] > 0):
                    options.append((year, rows, order[0][0]))
        for year, rows, leader in b.pick(options, 2):
            b.add(
                "change_rank",
                [template.format(y=year)],
                expected=tuple(expected_percent(v, f"{t} {year} change") for t, v in rows),
                must_say=(rf"{headline}: {leader}\b",),
            )


def _calculations(b: _Builder) -> None:
    same = [
        (fa, fb)
        for y in FISCAL_YEARS
        for i, ta in enumerate(TICKERS)
        for tb in TICKERS[i + 1 :]
        if (fa := get_fact(ta, y, "revenue"))
        and (fb := get_fact(tb, y, "revenue"))
        and fa.currency == fb.currency
        and _distinct(fa, fb)
    ]
    for fa, fb in b.pick(same, 3):
        text = (
            f"What was the gap between {_pos(NAME[fa.ticker])} and {_pos(NAME[fb.ticker])} "
            f"revenue in {fa.fiscal_year}?"
        )
        gap = expected_difference(_exp(fa), _exp(fb), "revenue gap")
        b.add("calc", [text], expected=(_exp(fa), _exp(fb), gap))
    for fa, fb in b.pick(same, 3):
        big, small = sorted((fa, fb), key=lambda f: -_exp(f).value)
        text = (
            f"How many times larger was {_pos(NAME[big.ticker])} revenue than "
            f"{_pos(NAME[small.ticker])} in {big.fiscal_year}?"
        )
        times = _exp(big).value / _exp(small).value
        multiple = Expected("multiple", "number", times, 0.005, None, 1.0, shown=f"{times:.2f}")
        b.add("calc", [text], expected=(_exp(big), _exp(small), multiple))


def _currency_rankings(b: _Builder, latest: str) -> None:
    plans = (
        ("revenue", False, "Which company had the least revenue in {y}?"),
        ("revenue", True, "Which of the five miners had the most revenue in {y}?"),
        ("statutory_npat", False, "Who made the smallest statutory net profit in {y}?"),
        ("dividends_per_share", True, "In {y}, who paid the biggest dividend per share?"),
        (
            "dividends_per_share",
            True,
            "In the latest financial year, who paid the biggest dividend?",
        ),
    )
    for metric, highest, template in plans:
        years = [latest] if "{y}" not in template else b.pick(FISCAL_YEARS, 2)
        for year in years:
            facts = [f for t in TICKERS if (f := get_fact(t, year, metric))]
            groups: dict[str, list[Fact]] = {}
            for f in facts:
                groups.setdefault(_currency_word(f), []).append(f)
            if len(groups) < 2 or any(len(g) < 2 for g in groups.values()):
                continue
            leaders = []
            for word, group in groups.items():
                order = sorted(group, key=lambda f: _exp(f).value, reverse=highest)
                if not _distinct(order[0], order[1]):
                    break
                leaders.append((word, order[0].ticker))
            else:
                b.add(
                    "currency_rank",
                    [template.format(y=year)],
                    expected=tuple(_exp(f) for f in facts),
                    leaders=tuple(leaders),
                )


def _currency_word(fact: Fact) -> str:
    if fact.unit.startswith("cents"):
        return "US cents" if fact.currency == "USD" else "Australian cents"
    return "US$" if fact.currency == "USD" else "A$"


def _losses(b: _Builder) -> None:
    facts = [f for t in TICKERS for f in _series(t, "statutory_npat").values()]
    negative = [f for f in facts if f.value < 0]
    positive = [f for f in facts if f.value > 0]
    for fact in negative + b.pick(positive, 2):
        co = NAME[fact.ticker]
        b.add(
            "loss", [f"What was {_pos(co)} net loss in {fact.fiscal_year}?"], expected=(_exp(fact),)
        )
    for fact in negative:
        co = NAME[fact.ticker]
        b.add(
            "loss", [f"How big a loss did {co} make in {fact.fiscal_year}?"], expected=(_exp(fact),)
        )
        zh = f"{ZH_NAME[fact.ticker]}{fact.fiscal_year[4:]}财年亏损多少？"
        b.add("loss", [zh], expected=(_exp(fact),))


def _scope(b: _Builder) -> None:
    templates = (
        "How much gold did {x} sell in {y}?",
        "What was {xpos} revenue in {y}?",
        "What was the net debt of {x} at the end of {y}?",
        "{x} underlying EBITDA {y}",
    )
    for i, name in enumerate(OTHER_COMPANIES):
        year = b.rng.choice(FISCAL_YEARS)
        text = templates[i % len(templates)].format(x=name, xpos=_pos(name), y=year)
        b.add("scope_company", [text], refuse=True, must_say=(re.escape(name), "not covered"))
    for name in b.pick(OTHER_COMPANIES, 3):
        b.add(
            "scope_company",
            ["What was BHP's revenue in FY2024?", f"What about {name}?"],
            refuse=True,
            must_say=(re.escape(name), "not covered"),
        )
    first, last = int(FISCAL_YEARS[0][2:]), int(FISCAL_YEARS[-1][2:])
    for outside, who in (
        (first - 2, "BHP"),
        (first - 5, "RIO"),
        (last + 3, "FMG"),
        (last + 5, "NST"),
    ):
        for form in (f"FY{outside}", f"the {outside} financial year"):
            b.add(
                "scope_period",
                [f"What was {_pos(NAME[who])} revenue in {form}?"],
                refuse=True,
                must_say=(f"FY{outside}", "outside"),
            )
    for _language, template in OTHER_LANGUAGES:
        ticker = b.rng.choice(TICKERS)
        fact = get_fact(ticker, "FY2024", "revenue")
        if fact:
            b.add(
                "language",
                [template.format(co=NAME[ticker], y="2024")],
                expected=(_exp(fact),),
                must_say=("English", "Chinese"),
            )
    for template in NO_FIGURE:
        ticker, year = b.rng.choice(TICKERS), b.rng.choice(FISCAL_YEARS)
        co = NAME[ticker]
        b.add("no_figure", [template.format(co=co, pos=_pos(co), y=year)], absent=True)


# --- Judging -------------------------------------------------------------------------------

_RANK_LINE = re.compile(r"^\s*-?\s*(?:Highest|Lowest)\b[^:\n]*:", re.IGNORECASE | re.MULTILINE)
_NAMES: dict[str, tuple[str, ...]] = {t: (t, NAME[t], ZH_NAME[t]) for t in TICKERS}


def _says(answer: str, phrases: Sequence[str]) -> list[str]:
    return [p for p in phrases if not re.search(p, answer, re.IGNORECASE)]


def _ranking_ok(answer: str, case: Case) -> str:
    """Why a cross-currency ranking is wrong; empty when it is right.

    Each currency's leader must head a line naming its currency, and no bare headline
    ("Lowest:") may stand over a ranking that leaves the other currency out.
    """
    headlines = [m.group(0) for m in _RANK_LINE.finditer(answer)]
    if any(re.fullmatch(r"\s*-?\s*(?:Highest|Lowest)\s*:", h, re.IGNORECASE) for h in headlines):
        return "a bare highest/lowest headline over figures in several currencies"
    for word, ticker in case.leaders:
        line = next(
            (
                ln
                for ln in answer.splitlines()
                if _RANK_LINE.match(ln) and word.lower() in ln.split(":", 1)[0].lower()
            ),
            "",
        )
        head = line.split(":", 1)[1][:60] if ":" in line else ""
        if not any(
            re.search(rf"(?<![A-Za-z]){re.escape(n)}(?![A-Za-z])", head) for n in _NAMES[ticker]
        ):
            return f"{ticker} not named as the leader in {word}"
    return ""


def verdict_for(case: Case, answer: str, hosted: bool = False) -> Verdict:
    """Judge one answer against its case."""
    if case.category == "language" and not hosted:
        missing = _says(answer, case.must_say)
        if missing or quantities(answer):
            return Verdict("incorrect", reason="no reply naming the languages read, or a figure")
        return Verdict("correct", reason="says which languages it reads")
    if case.refuse:
        stated = [q.text for q in quantities(answer) if q.kind != "number"]
        missing = _says(answer, case.must_say)
        if stated or missing:
            why = f"stated {stated}" if stated else f"does not say {missing}"
            return Verdict("incorrect", wrong=stated, reason=why)
        return Verdict("correct", reason="refused by name, no figure")
    if case.absent:
        verdict = check_answer(answer, (), case.forbidden, absent=True)
        if verdict.passed and "passages mention" in answer:
            return Verdict("incorrect", reason="listed passages instead of not found")
        return verdict
    verdict = check_answer(answer, case.expected, case.forbidden)
    if not verdict.passed:
        return verdict
    missing = _says(answer, () if hosted else case.must_say)
    if missing:
        return Verdict("incorrect", verdict.matched, reason=f"does not say {missing}")
    if case.leaders:
        why = _ranking_ok(answer, case)
        if why:
            return Verdict("incorrect", verdict.matched, reason=why)
    return verdict


def run(session: Any) -> SuiteResult:
    """Ask every case through the full graph and score the answers."""
    hosted = model_label(session.model) != "offline"
    records = run_cases(
        session.harness(), generate_cases(), lambda case, answer: verdict_for(case, answer, hosted)
    )
    return scored(
        "asked",
        "Asked suite (periods, calculations, scope)",
        records,
        SEED,
        [
            "Questions are generated from evals/data/asx_facts.csv with this suite's own "
            "wording. A case passes when its last answer states every expected figure or "
            "computed result and no forbidden one (evals.checker), says what it must (the "
            "latest year held, the company refused, the languages read), names each "
            "currency's leader under a headline naming that currency, or refuses with no "
            "figure.",
            "Confidently wrong: incorrect at confidence high or medium.",
        ],
    )
