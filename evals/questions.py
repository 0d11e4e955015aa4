"""Deterministic question generation from the verified fact table (templates x rows).

Everything here is a pure function of the fact table and a seed: the same seed gives the
same questions in the same order, so results are comparable between runs. The wording
tables below are the evals' own (not the product's alias tables), so a product alias
missing a phrasing shows up as a failing question instead of being generated away.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from evals.checker import (
    Expected,
    cagr,
    expected_difference,
    expected_from_fact,
    expected_percent,
    expected_sum,
    percentage_change,
)
from evals.facts import (
    CORE_METRICS,
    FISCAL_YEARS,
    OPERATING_METRICS,
    TICKERS,
    Fact,
    fact_index,
    get_fact,
    missing_core_metrics,
)

DEFAULT_SEED = 20250829
"""Fixed seed of every generated question set."""

NAME: dict[str, str] = {
    "BHP": "BHP",
    "RIO": "Rio Tinto",
    "FMG": "Fortescue",
    "MIN": "Mineral Resources",
    "NST": "Northern Star Resources",
}
ALIAS: dict[str, tuple[str, ...]] = {
    "BHP": ("BHP Group",),
    "RIO": ("Rio", "RIO"),
    "FMG": ("Fortescue", "FMG", "Fortescue Metals"),
    "MIN": ("MinRes", "MIN"),
    "NST": ("Northern Star", "NST"),
}
ZH_NAME: dict[str, str] = {
    "BHP": "必和必拓",
    "RIO": "力拓",
    "FMG": "福蒂斯丘",
    "MIN": "矿产资源",
    "NST": "北方之星",
}
METRIC: dict[str, str] = {
    "revenue": "revenue",
    "underlying_ebitda": "underlying EBITDA",
    "statutory_npat": "statutory net profit after tax",
    "underlying_npat": "underlying NPAT",
    "dividends_per_share": "total dividends per share",
    "capex": "capital expenditure",
    "net_debt": "net debt",
    "copper_production_kt": "copper production",
    "iron_ore_production_mt": "iron ore production",
    "iron_ore_shipments_mt": "iron ore shipments",
    "gold_sold_koz": "gold sold",
    "aisc_aud_oz": "all-in sustaining cost (AISC)",
    "c1_cost_usd_wmt": "C1 cost",
}
METRIC_ALIAS: dict[str, tuple[str, ...]] = {
    "statutory_npat": ("NPAT", "net profit after tax"),
    "underlying_ebitda": ("EBITDA",),
    "capex": ("capex",),
    "dividends_per_share": ("DPS", "dividend per share"),
}
ZH_METRIC: dict[str, str] = {
    "revenue": "收入",
    "statutory_npat": "净利润",
    "dividends_per_share": "股息",
    "capex": "资本支出",
    "net_debt": "净债务",
}

SINGLE_TEMPLATES: tuple[str, ...] = (
    "What was {pos} {metric} in {year}?",
    "What did {co} report as its {metric} for {year}?",
    "How much was {pos} {metric} in {year}?",
    "Tell me the {metric} of {co} for {year}.",
    "{co} {metric} {year}?",
)
YEAR_FORMS: tuple[str, ...] = ("FY{y}", "FY{yy}", "fiscal {y}", "the {y} financial year")


def possessive(name: str) -> str:
    """``Rio Tinto's``, ``Mineral Resources'``."""
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def year_text(fiscal_year: str, form: str = "FY{y}") -> str:
    """``FY2024`` written in one of :data:`YEAR_FORMS`."""
    y = fiscal_year.removeprefix("FY")
    return form.format(y=y, yy=y[2:])


@dataclass(frozen=True)
class Question:
    """One answer-suite case: the user turns and what the last answer must state."""

    id: str
    category: str
    turns: tuple[str, ...]
    expected: tuple[Expected, ...] = ()
    forbidden: tuple[Expected, ...] = ()
    absent: bool = False
    """The figure is not in the corpus: an explicit not-found and no figure are expected."""
    note: str = ""

    def expected_text(self) -> str:
        """Human text of the expectation for reports."""
        if self.absent:
            return f"not found, no figure ({self.note})"
        text = "; ".join(e.describe() for e in self.expected)
        if self.forbidden:
            text += " | must not state " + "; ".join(e.describe() for e in self.forbidden)
        return text


@dataclass
class _Builder:
    rng: random.Random
    questions: list[Question] = field(default_factory=list)

    def add(self, category: str, turns: Sequence[str], **kwargs: object) -> None:
        n = len(self.questions) + 1
        self.questions.append(
            Question(f"answer_{n:03d}_{category}", category, tuple(turns), **kwargs)  # type: ignore[arg-type]
        )

    def single(self, fact: Fact, co: str, metric: str, year_form: str | None = None) -> str:
        template = self.rng.choice(SINGLE_TEMPLATES)
        form = year_form or self.rng.choice(YEAR_FORMS)
        return template.format(
            pos=possessive(co), co=co, metric=metric, year=year_text(fact.fiscal_year, form)
        )


def _facts_for(ticker: str, metric: str) -> list[Fact]:
    return [f for y in FISCAL_YEARS if (f := get_fact(ticker, y, metric)) is not None]


def _exp(fact: Fact) -> Expected:
    return expected_from_fact(fact)


def generate_questions(seed: int = DEFAULT_SEED) -> list[Question]:
    """The answer-suite questions, deterministic for a given seed (at least 80)."""
    b = _Builder(random.Random(seed))
    rng = b.rng

    # 1. Single figures: every company x core metric, up to two years each.
    for ticker in TICKERS:
        for metric in CORE_METRICS:
            facts = _facts_for(ticker, metric)
            for fact in sorted(rng.sample(facts, min(2, len(facts))), key=lambda f: f.fiscal_year):
                b.add(
                    "single", [b.single(fact, NAME[ticker], METRIC[metric])], expected=(_exp(fact),)
                )

    # 2. Operating figures: one or two rows per operating metric.
    for metric in OPERATING_METRICS:
        facts = [f for t in TICKERS for f in _facts_for(t, metric)]
        for fact in sorted(rng.sample(facts, min(2, len(facts))), key=lambda f: f.key):
            q = b.single(fact, NAME[fact.ticker], METRIC[metric], "FY{y}")
            b.add("operating", [q], expected=(_exp(fact),))

    # 3. Aliases and abbreviations: NPAT, EBITDA, capex, DPS; Rio, Fortescue, MinRes, Northern Star.
    alias_plan = [
        ("RIO", "statutory_npat", "NPAT"),
        ("FMG", "underlying_ebitda", "EBITDA"),
        ("BHP", "capex", "capex"),
        ("NST", "dividends_per_share", "DPS"),
        ("MIN", "revenue", "revenue"),
        ("NST", "revenue", "revenue"),
        ("FMG", "statutory_npat", "NPAT"),
        ("RIO", "capex", "capex"),
        ("MIN", "dividends_per_share", "dividend per share"),
        ("BHP", "underlying_ebitda", "EBITDA"),
        ("RIO", "net_debt", "net debt"),
        ("FMG", "dividends_per_share", "DPS"),
    ]
    for ticker, metric, metric_word in alias_plan:
        fact = rng.choice(_facts_for(ticker, metric))
        co = rng.choice(ALIAS[ticker])
        b.add("alias", [b.single(fact, co, metric_word, "FY{yy}")], expected=(_exp(fact),))

    # 4. Multi-company comparisons of one metric in one year.
    comparison_templates = (
        "Compare {a} and {b} {metric} in {year}.",
        "What were the {metric} figures of {a} and {b} in {year}?",
        "Compare {metric} for {a}, {b} and {c} in {year}.",
    )
    for i in range(10):
        metric = CORE_METRICS[i % 5] if i < 5 else rng.choice(CORE_METRICS[:5])
        year = rng.choice(FISCAL_YEARS)
        have = [t for t in TICKERS if get_fact(t, year, metric)]
        count = 3 if i % 3 == 2 and len(have) >= 3 else 2
        if len(have) < count:
            continue
        picked = rng.sample(have, count)
        found = [get_fact(t, year, metric) for t in picked]
        names = [NAME[t] for t in picked]
        template = comparison_templates[2] if count == 3 else comparison_templates[i % 2]
        text = template.format(
            a=names[0], b=names[1], c=names[-1], metric=METRIC[metric], year=year_text(year)
        )
        b.add("comparison", [text], expected=tuple(_exp(f) for f in found if f))

    # 5. Calculations: growth (old -> new), CAGR, differences and sums, expected from the CSV.
    growth_templates = (
        "By what percentage did {pos} {metric} change from {y1} to {y2}?",
        "What was the growth in {co} {metric} from {y1} to {y2}?",
        "What was the percentage change in {pos} {metric} in {y2} compared with {y1}?",
    )
    growth_metrics = ("revenue", "underlying_ebitda", "statutory_npat", "dividends_per_share")
    # Reused below for get_fact() lookups, which are None until their assert checks them.
    old: Fact | None
    new: Fact | None
    for i in range(8):
        ticker = TICKERS[i % 5]
        metric = growth_metrics[i % len(growth_metrics)]
        facts = [f for f in _facts_for(ticker, metric) if f.value > 0]
        if len(facts) < 2:
            continue
        old, new = sorted(rng.sample(facts, 2), key=lambda f: f.fiscal_year)
        e_old, e_new = _exp(old), _exp(new)
        if e_old.currency != e_new.currency:
            continue
        value = percentage_change(e_old.value, e_new.value)
        label = f"{ticker} {metric} change {old.fiscal_year}->{new.fiscal_year}"
        text = growth_templates[i % 3].format(
            pos=possessive(NAME[ticker]),
            co=NAME[ticker],
            metric=METRIC[metric],
            y1=old.fiscal_year,
            y2=new.fiscal_year,
        )
        b.add("growth", [text], expected=(expected_percent(value, label),))
    for ticker, metric, y1, y2 in (
        ("RIO", "revenue", "FY2022", "FY2024"),
        ("BHP", "revenue", "FY2021", "FY2025"),
    ):
        old, new = get_fact(ticker, y1, metric), get_fact(ticker, y2, metric)
        assert old and new
        years = int(y2[2:]) - int(y1[2:])
        value = cagr(_exp(old).value, _exp(new).value, years)
        text = (
            f"What was the compound annual growth rate (CAGR) of {possessive(NAME[ticker])} "
            f"{METRIC[metric]} from {y1} to {y2}?"
        )
        b.add(
            "cagr",
            [text],
            expected=(expected_percent(value, f"{ticker} {metric} CAGR {y1}->{y2}"),),
        )
    difference_plan = (
        (
            "BHP",
            "RIO",
            "FY2024",
            "revenue",
            "How much higher was {pa} {metric} than {pb} in {year}?",
        ),
        (
            "RIO",
            "FMG",
            "FY2023",
            "statutory_npat",
            "What is the difference between {pa} and {pb} {metric} in {year}?",
        ),
        (
            "MIN",
            "NST",
            "FY2022",
            "revenue",
            "What is the difference between {pa} and {pb} {metric} in {year}?",
        ),
        (
            "BHP",
            "FMG",
            "FY2025",
            "underlying_ebitda",
            "How much more {metric} did {a} report than {b} in {year}?",
        ),
    )
    for a, c, year, metric, template in difference_plan:
        fa, fc = get_fact(a, year, metric), get_fact(c, year, metric)
        assert fa and fc
        text = template.format(
            pa=possessive(NAME[a]),
            pb=possessive(NAME[c]),
            a=NAME[a],
            b=NAME[c],
            metric=METRIC[metric],
            year=year,
        )
        diff = expected_difference(_exp(fa), _exp(fc), f"{a}-{c} {year} {metric} difference")
        b.add("difference", [text], expected=(diff,))
    for tickers, year, metric in (
        (("BHP", "RIO"), "FY2024", "revenue"),
        (("MIN", "NST"), "FY2023", "statutory_npat"),
    ):
        found = [get_fact(t, year, metric) for t in tickers]
        exps = [_exp(f) for f in found if f]
        text = (
            f"What was the combined {METRIC[metric]} of {NAME[tickers[0]]} and "
            f"{NAME[tickers[1]]} in {year}?"
        )
        b.add(
            "sum",
            [text],
            expected=(expected_sum(exps, f"{'+'.join(tickers)} {year} {metric} sum"),),
        )

    # 6. Multi-turn follow-ups and corrections.
    follow_plan = (
        ("BHP", "FY2024", "revenue", "dividends_per_share", "And their dividends?"),
        ("RIO", "FY2023", "revenue", "statutory_npat", "And their net profit after tax?"),
        ("FMG", "FY2022", "statutory_npat", "net_debt", "What about their net debt?"),
        ("NST", "FY2024", "revenue", "dividends_per_share", "And its dividends per share?"),
    )
    for ticker, year, m1, m2, follow in follow_plan:
        first = get_fact(ticker, year, m1)
        target = get_fact(ticker, year, m2)
        assert first and target
        opener = f"What was {possessive(NAME[ticker])} {METRIC[m1]} in {year}?"
        b.add("follow_up", [opener, follow], expected=(_exp(target),))
    for ticker, metric, y1, y2 in (
        ("BHP", "revenue", "FY2024", "FY2023"),
        ("MIN", "underlying_ebitda", "FY2022", "FY2024"),
    ):
        first, target = get_fact(ticker, y1, metric), get_fact(ticker, y2, metric)
        assert first and target
        opener = f"What was {possessive(NAME[ticker])} {METRIC[metric]} in {y1}?"
        b.add(
            "follow_up",
            [opener, f"What about {y2}?"],
            expected=(_exp(target),),
            forbidden=(_exp(first),),
        )
    correction_plan = (
        ("BHP", "RIO", "FY2024", "dividends_per_share", "Actually I meant Rio."),
        ("FMG", "MIN", "FY2023", "revenue", "Sorry, actually I meant Mineral Resources."),
        ("NST", "BHP", "FY2022", "underlying_npat", "actually I meant BHP"),
        ("RIO", "FMG", "FY2025", "net_debt", "Actually I meant Fortescue, not Rio."),
    )
    for old_t, new_t, year, metric, correction in correction_plan:
        old, new = get_fact(old_t, year, metric), get_fact(new_t, year, metric)
        assert old and new
        opener = f"What was {possessive(NAME[old_t])} {METRIC[metric]} in {year}?"
        b.add(
            "correction",
            [opener, correction],
            expected=(_exp(new),),
            forbidden=(_exp(old),),
        )

    # 7. Questions in Chinese.
    for ticker in TICKERS:
        for metric in ("revenue", "statutory_npat", "dividends_per_share"):
            facts = _facts_for(ticker, metric)
            if not facts or rng.random() < 0.4:
                continue
            fact = rng.choice(facts)
            y = fact.fiscal_year[2:]
            text = f"{ZH_NAME[ticker]}{y}财年的{ZH_METRIC[metric]}是多少？"
            b.add("chinese", [text], expected=(_exp(fact),))
    for a, c, year, metric in (
        ("RIO", "FMG", "FY2023", "statutory_npat"),
        ("MIN", "NST", "FY2024", "revenue"),
    ):
        fa, fc = get_fact(a, year, metric), get_fact(c, year, metric)
        assert fa and fc
        text = f"{ZH_NAME[a]}和{ZH_NAME[c]}{year[2:]}财年的{ZH_METRIC[metric]}分别是多少？"
        b.add("chinese", [text], expected=(_exp(fa), _exp(fc)))
    old, new = get_fact("BHP", "FY2023", "revenue"), get_fact("BHP", "FY2024", "revenue")
    assert old and new
    b.add(
        "chinese",
        ["必和必拓2023财年到2024财年的收入增长了多少？"],
        expected=(
            expected_percent(
                percentage_change(_exp(old).value, _exp(new).value),
                "BHP revenue change FY2023->FY2024",
            ),
        ),
    )

    # 8. Figures NOT in the corpus: explicit not-found, no figure.
    for ticker, year, metric in missing_core_metrics():
        text = f"What was {possessive(NAME[ticker])} {METRIC[metric]} in {year}?"
        b.add("missing", [text], absent=True, note=f"{ticker} {year} {metric} is not in the corpus")
    return b.questions


@dataclass(frozen=True)
class CachePair:
    """Question ``first`` then ``second`` on a fresh thread, both with the cache on."""

    id: str
    kind: str
    """Near misses ``year``/``company``/``metric``/``unit``/``operation``, or ``paraphrase``."""
    first: str
    second: str
    expected: tuple[Expected, ...]
    """What ``second``'s answer must state."""
    forbidden: tuple[Expected, ...] = ()
    """What ``second``'s answer must not state (``first``'s figure, when different)."""
    group: int = 0
    """Pairs of one group share ``first``: it is asked once, before each ``second``."""


PAIR_TEMPLATES: tuple[str, ...] = (
    "What was {pos} {metric} in {year}?",
    "What was the {metric} of {co} in {year}?",
    "Tell me {pos} {year} {metric}.",
    "{co} {metric} {year}?",
    "How much was {pos} {metric} in {year}?",
)
PAIR_METRICS: tuple[str, ...] = CORE_METRICS + OPERATING_METRICS


def _pair_text(template: str, ticker: str, metric: str, fiscal_year: str) -> str:
    return template.format(
        pos=possessive(NAME[ticker]), co=NAME[ticker], metric=METRIC[metric], year=fiscal_year
    )


def _distinct(a: Fact, b: Fact) -> bool:
    """Whether the two facts' values differ (so a wrongly served answer is visible)."""
    ea, eb = _exp(a), _exp(b)
    return ea.kind != eb.kind or abs(ea.value - eb.value) > ea.tolerance + eb.tolerance


def generate_cache_pairs(seed: int = DEFAULT_SEED) -> list[CachePair]:
    """Near-miss pairs (>= 200: year, company, metric, unit and operation swaps) and paraphrases.

    Pairs sharing a first question come in a row (a group): the suite asks that first
    question once and each second question on its own fresh thread. Within a group the
    second questions' slots all differ, so none can be served another's answer.
    """
    rng = random.Random(seed + 1)
    facts = [f for f in fact_index().values() if f.metric in PAIR_METRICS]
    pairs: list[CachePair] = []
    group = 0

    def add(
        kind: str,
        first: str,
        second: str,
        expected: Sequence[Expected],
        forbidden: Sequence[Expected] = (),
    ) -> None:
        pairs.append(
            CachePair(
                f"cache_{len(pairs) + 1:03d}_{kind}",
                kind,
                first,
                second,
                tuple(expected),
                tuple(forbidden),
                group,
            )
        )

    def others(a: Fact, same: tuple[str, str]) -> list[Fact]:
        keep = {"ticker": a.ticker, "fiscal_year": a.fiscal_year, "metric": a.metric}
        return [
            f
            for f in facts
            if f is not a and all(getattr(f, k) == keep[k] for k in same) and _distinct(a, f)
        ]

    # Groups: A, then a year swap (70), a company swap (60), a metric swap (50) and a
    # paraphrase of A (30), each B on a fresh thread.
    made = 0
    while made < 70:
        a = rng.choice(facts)
        year_c = others(a, ("ticker", "metric"))
        company_c = others(a, ("fiscal_year", "metric"))
        metric_c = others(a, ("ticker", "fiscal_year"))
        if not year_c or (made < 60 and not company_c) or (made < 50 and not metric_c):
            continue
        template = rng.choice(PAIR_TEMPLATES)
        first = _pair_text(template, a.ticker, a.metric, a.fiscal_year)
        swaps = [("year", rng.choice(year_c))]
        if made < 60:
            swaps.append(("company", rng.choice(company_c)))
        if made < 50:
            swaps.append(("metric", rng.choice(metric_c)))
        for kind, b in swaps:
            add(
                kind,
                first,
                _pair_text(template, b.ticker, b.metric, b.fiscal_year),
                [_exp(b)],
                [_exp(a)],
            )
        if made < 30:
            other = rng.choice([t for t in PAIR_TEMPLATES if t != template])
            add(
                "paraphrase", first, _pair_text(other, a.ticker, a.metric, a.fiscal_year), [_exp(a)]
            )
        made += 1
        group += 1

    # Unit swaps: the same figure asked in another currency (the product never converts,
    # so the right answer is the reported figure, but a cached answer must not be served).
    money = [f for f in facts if f.unit in {"million", "billion"}]
    for _ in range(20):
        f = rng.choice(money)
        asked, other_cur = (
            ("US dollars", "Australian dollars")
            if f.currency == "USD"
            else ("Australian dollars", "US dollars")
        )
        template = rng.choice(PAIR_TEMPLATES[:2]).rstrip("?") + " in {cur}?"
        words = {
            "pos": possessive(NAME[f.ticker]),
            "co": NAME[f.ticker],
            "metric": METRIC[f.metric],
            "year": f.fiscal_year,
        }
        add(
            "unit",
            template.format(cur=asked, **words),
            template.format(cur=other_cur, **words),
            [_exp(f)],
        )
        group += 1

    # Operation swaps: the same slots, but the second asks for the change between the years.
    series = [
        (t, m)
        for t in TICKERS
        for m in ("revenue", "statutory_npat", "underlying_ebitda", "dividends_per_share")
    ]
    made = 0
    while made < 12:
        ticker, metric = rng.choice(series)
        positive = [
            f for f in (get_fact(ticker, y, metric) for y in FISCAL_YEARS) if f and f.value > 0
        ]
        if len(positive) < 2:
            continue
        old, new = sorted(rng.sample(positive, 2), key=lambda f: f.fiscal_year)
        if _exp(old).currency != _exp(new).currency:
            continue
        name, word = NAME[ticker], METRIC[metric]
        y1, y2 = old.fiscal_year, new.fiscal_year
        first = f"What was {possessive(name)} {word} in {y1} and {y2}?"
        second = f"What was {possessive(name)} {word} growth from {y1} to {y2}?"
        value = percentage_change(_exp(old).value, _exp(new).value)
        add("operation", first, second, [expected_percent(value, f"{ticker} {metric} change")])
        made += 1
        group += 1
    return pairs
