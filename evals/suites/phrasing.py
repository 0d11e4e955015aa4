"""Phrasing suite: the verified facts asked the way people actually ask.

Questions are generated from the fact table (``evals/data/asx_facts.csv``) with the suite's
own wording templates — never with the product's alias tables, so a phrasing the product
does not understand shows up as a failing case:

- ``paraphrase``: analyst wording ("bottom line", "how many ounces of gold ... sell");
- ``typo``: misspelt company and metric words, lower case, no punctuation;
- ``description``: the metric described instead of named (the embedding fallback);
- ``relative``: follow-ups with "the year before", "last year", "over the last three
  years", "那一年之前", and a chained "the year before that";
- ``rank``: "which company / which year ... highest / most / lowest";
- ``gap`` and ``ratio``: two metrics combined through the calculator;
- ``several``: several sites or companies in one question;
- ``chinese``: every metric of the fact table asked in Chinese;
- ``beside``: a follow-up that sets the last turn beside another company ("How does that
  compare with Fortescue?"), and a ranking across companies asked after a one-company turn
  (it ranks them all, never only the company last discussed).

Each conversation runs on a fresh thread with the cache off, and its last answer is judged
with :mod:`evals.checker`: every expected figure (or computed result) must be stated, with
the right sign and currency, and no forbidden figure (the context year's, when a relative
year was asked). A ranking must also name the right winner on its "highest"/"lowest"
line. A wrong answer at confidence ``high`` or ``medium`` is *confidently wrong*.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from evals.checker import (
    Expected,
    Verdict,
    check_answer,
    expected_difference,
    expected_from_fact,
    expected_percent,
)
from evals.common import (
    CaseRecord,
    SuiteResult,
    Turn,
    answer_digest,
    latency_text,
    outcomes_per_category,
)
from evals.facts import FISCAL_YEARS, TICKERS, Fact, get_fact
from evals.questions import ZH_NAME
from evals.suites.phrasing_words import (
    DESCRIPTION,
    LABEL_WORDS,
    NAME,
    PARAPHRASE,
    RELATIVE_BACK,
    TYPO_METRIC,
    TYPO_NAME,
    YEAR_FORMS,
    ZH_METRIC,
    ZH_TEMPLATES,
)

SEED = 20261130
"""Fixed seed: the same questions in the same order on every run."""


@dataclass(frozen=True)
class Case:
    """One conversation and what its last answer must state."""

    id: str
    category: str
    turns: tuple[str, ...]
    expected: tuple[Expected, ...]
    forbidden: tuple[Expected, ...] = ()
    winner: tuple[str, ...] = ()
    """For rankings: words naming the winner (``FY2025``, or a company's names)."""
    losers: tuple[tuple[str, ...], ...] = ()
    """For rankings: words naming each other candidate."""

    def expected_text(self) -> str:
        """Human text of the expectation."""
        text = "; ".join(e.describe() for e in self.expected)
        if self.forbidden:
            text += " | must not state " + "; ".join(e.describe() for e in self.forbidden)
        if self.winner:
            text += f" | winner {self.winner[0]}"
        return text


def _pos(name: str) -> str:
    return f"{name}'" if name.endswith("s") else f"{name}'s"


def _year(fiscal_year: str, form: str) -> str:
    y = fiscal_year.removeprefix("FY")
    return form.format(y=y, yy=y[2:])


def _facts(ticker: str, metric: str) -> list[Fact]:
    return [f for y in FISCAL_YEARS if (f := get_fact(ticker, y, metric)) is not None]


def _exp(fact: Fact) -> Expected:
    return expected_from_fact(fact)


def _distinct(a: Fact, b: Fact) -> bool:
    ea, eb = _exp(a), _exp(b)
    return ea.kind != eb.kind or abs(ea.value - eb.value) > ea.tolerance + eb.tolerance


@dataclass
class _Builder:
    """Numbered cases of one suite: ``{prefix}_{n:03d}_{category}``."""

    rng: random.Random
    cases: list[Any] = field(default_factory=list)
    prefix: str = "phrasing"
    make: Callable[..., Any] = Case

    def add(self, category: str, turns: Sequence[str], **kwargs: Any) -> None:
        n = len(self.cases) + 1
        self.cases.append(
            self.make(f"{self.prefix}_{n:03d}_{category}", category, tuple(turns), **kwargs)
        )

    def pick(self, items: Sequence[Any], k: int) -> list[Any]:
        return self.rng.sample(list(items), min(k, len(items)))


def _company_words(ticker: str) -> tuple[str, ...]:
    return (ticker, *NAME[ticker], ZH_NAME[ticker])


def generate_cases(seed: int = SEED) -> list[Case]:
    """Every phrasing case, deterministic for ``seed`` (at least 150)."""
    b = _Builder(random.Random(seed))
    rng = b.rng
    all_metrics = tuple(PARAPHRASE)

    # 1. Analyst wording: every template with a company and year that have the fact.
    for metric, templates in PARAPHRASE.items():
        facts = [f for t in TICKERS for f in _facts(t, metric)]
        for template in templates:
            for fact in b.pick(facts, 2 if len(templates) < 3 else 1):
                co = rng.choice(NAME[fact.ticker])
                year = _year(fact.fiscal_year, rng.choice(YEAR_FORMS))
                text = template.format(co=co, pos=_pos(co), year=year)
                b.add("paraphrase", [text], expected=(_exp(fact),))

    # 2. Typos in company names and metric words; lower case, no punctuation.
    typo_templates = (
        "what was {pos} {m} in {year}",
        "{co} {m} {year}?",
        "What was the {m} of {co} for {year}?",
    )
    for metric, words in TYPO_METRIC.items():
        facts = [f for t in TICKERS for f in _facts(t, metric)]
        for word in words:
            fact = rng.choice(facts)
            co = rng.choice(NAME[fact.ticker]).lower()
            year = _year(fact.fiscal_year, rng.choice(("fy{yy}", "FY{y}", "{y}")))
            text = rng.choice(typo_templates).format(co=co, pos=_pos(co), m=word, year=year)
            b.add("typo", [text], expected=(_exp(fact),))
    for ticker, typo_names in TYPO_NAME.items():
        for name in typo_names:
            metric = rng.choice(("revenue", "statutory_npat", "dividends_per_share"))
            fact = rng.choice(_facts(ticker, metric))
            year = _year(fact.fiscal_year, rng.choice(("FY{yy}", "FY{y}")))
            text = f"What was {_pos(name)} {LABEL_WORDS[metric]} in {year}?"
            b.add("typo", [text], expected=(_exp(fact),))
    bhp24 = get_fact("BHP", "FY2024", "revenue")
    assert bhp24
    b.add("typo", ["what was bhp revnue in fy24"], expected=(_exp(bhp24),))

    # 3. The metric described rather than named.
    for metric, template in DESCRIPTION:
        facts = [f for t in TICKERS for f in _facts(t, metric)]
        for fact in b.pick(facts, 2):
            co = NAME[fact.ticker][0]
            text = template.format(co=co, pos=_pos(co), year=fact.fiscal_year)
            b.add("description", [text], expected=(_exp(fact),))

    # 4. Relative periods in follow-ups.
    pairs = [
        (f, prev)
        for t in TICKERS
        for m in all_metrics
        for f in _facts(t, m)
        if (prev := get_fact(t, f"FY{int(f.fiscal_year[2:]) - 1}", m)) is not None
        and _distinct(f, prev)
    ]
    for phrase in RELATIVE_BACK:
        for fact, prev in b.pick(pairs, 3):
            co = NAME[fact.ticker][0]
            opener = f"What was {_pos(co)} {LABEL_WORDS[fact.metric]} in {fact.fiscal_year}?"
            b.add("relative", [opener, phrase], expected=(_exp(prev),), forbidden=(_exp(fact),))
    for fact, _prev in b.pick(pairs, 2):
        later = get_fact(fact.ticker, f"FY{int(fact.fiscal_year[2:]) + 1}", fact.metric)
        if later is None or not _distinct(later, fact):
            continue
        co = NAME[fact.ticker][0]
        opener = f"What was {_pos(co)} {LABEL_WORDS[fact.metric]} in {fact.fiscal_year}?"
        b.add(
            "relative",
            [opener, "And the following year?"],
            expected=(_exp(later),),
            forbidden=(_exp(fact),),
        )
    chained = [
        (f, prev, older)
        for f, prev in pairs
        if (older := get_fact(f.ticker, f"FY{int(f.fiscal_year[2:]) - 2}", f.metric))
        and _distinct(older, prev)
        and _distinct(older, f)
    ]
    for fact, prev, older in b.pick(chained, 2):
        co = NAME[fact.ticker][0]
        opener = f"What was {_pos(co)} {LABEL_WORDS[fact.metric]} in {fact.fiscal_year}?"
        b.add(
            "relative",
            [opener, "And the year before?", "And the year before that?"],
            expected=(_exp(older),),
            forbidden=(_exp(prev), _exp(fact)),
        )
    three = [
        (t, m)
        for t in TICKERS
        for m in ("revenue", "underlying_ebitda", "dividends_per_share", "gold_sold_koz")
        if all(get_fact(t, y, m) for y in ("FY2022", "FY2023", "FY2024", "FY2025"))
    ]
    for ticker, metric in b.pick(three, 3):
        co = NAME[ticker][0]
        want = [get_fact(ticker, y, metric) for y in ("FY2023", "FY2024", "FY2025")]
        b.add(
            "relative",
            [f"What was {_pos(co)} {LABEL_WORDS[metric]} over the last three years?"],
            expected=tuple(_exp(f) for f in want if f),
        )
    for ticker, metric in b.pick(three, 2):
        co = NAME[ticker][0]
        want = [get_fact(ticker, y, metric) for y in ("FY2022", "FY2023", "FY2024")]
        b.add(
            "relative",
            [
                f"What was {_pos(co)} {LABEL_WORDS[metric]} in FY2024?",
                "And over the last three years?",
            ],
            expected=tuple(_exp(f) for f in want if f),
        )

    # 5. Rankings: which year / which company is highest or lowest.
    def ranked(facts: list[Fact], highest: bool) -> tuple[Fact, Fact] | None:
        if len(facts) < 2 or len({f.currency for f in facts}) > 1:
            return None
        order = sorted(facts, key=lambda f: _exp(f).value, reverse=highest)
        if not _distinct(order[0], order[1]):
            return None
        return order[0], order[1]

    year_rank = (
        ("NST", "gold_sold_koz", True, "Which year did {co} sell the most gold?"),
        ("NST", "aisc_aud_oz", False, "In which year was {pos} AISC lowest?"),
        ("FMG", "c1_cost_usd_wmt", True, "Which year had {pos} highest C1 cost?"),
        ("BHP", "revenue", True, "In which year did {co} report its highest revenue?"),
        ("RIO", "underlying_ebitda", False, "Which year was {pos} underlying EBITDA the lowest?"),
        ("FMG", "iron_ore_shipments_mt", True, "Which year did {co} ship the most iron ore?"),
        ("BHP", "copper_production_kt", True, "In which year did {co} produce the most copper?"),
        ("MIN", "revenue", False, "Which year had the lowest revenue at {co}?"),
        ("NST", "gold_sold_koz", True, "北方之星哪一年的黄金销量最高？"),
    )
    for ticker, metric, highest, template in year_rank:
        facts = _facts(ticker, metric)
        top = ranked(facts, highest)
        if top is None:
            continue
        co = NAME[ticker][0]
        gap = expected_difference(_exp(top[0]), _exp(top[1]), f"{ticker} {metric} rank gap")
        b.add(
            "rank",
            [template.format(co=co, pos=_pos(co))],
            expected=(*(_exp(f) for f in facts), gap),
            winner=(top[0].fiscal_year,),
            losers=tuple((f.fiscal_year,) for f in facts if f is not top[0]),
        )
    company_rank = (
        (
            ("BHP", "RIO", "FMG"),
            "revenue",
            True,
            "Which of {names} had the highest revenue in {y}?",
        ),
        (
            ("BHP", "RIO", "FMG"),
            "statutory_npat",
            False,
            "Which of {names} reported the lowest net profit in {y}?",
        ),
        (
            ("RIO", "FMG", "MIN"),
            "iron_ore_shipments_mt",
            True,
            "Which miner shipped the most iron ore in {y}?",
        ),
        (("MIN", "NST"), "revenue", True, "Which company had more revenue in {y}, {either}?"),
        (
            ("BHP", "RIO"),
            "underlying_ebitda",
            True,
            "Which had the larger underlying EBITDA in {y}: {either}?",
        ),
        (("BHP", "RIO", "FMG"), "revenue", True, "必和必拓、力拓和福蒂斯丘{yy}财年哪家收入最高？"),
    )
    for tickers, metric, highest, template in company_rank:
        years = [y for y in FISCAL_YEARS if all(get_fact(t, y, metric) for t in tickers)]
        rng.shuffle(years)
        for year in years:
            facts = [f for t in tickers if (f := get_fact(t, year, metric))]
            top = ranked(facts, highest)
            if top is None:
                continue
            names = " and ".join(
                [", ".join(NAME[t][0] for t in tickers[:-1]), NAME[tickers[-1]][0]]
            )
            either = " or ".join(NAME[t][0] for t in tickers)
            text = template.format(names=names, either=either, y=year, yy=year[4:])
            gap = expected_difference(_exp(top[0]), _exp(top[1]), f"{year} {metric} rank gap")
            b.add(
                "rank",
                [text],
                expected=(*(_exp(f) for f in facts), gap),
                winner=_company_words(top[0].ticker),
                losers=tuple(_company_words(f.ticker) for f in facts if f is not top[0]),
            )
            break

    # 6. Gaps between two metrics of one company and year.
    gap_templates = (
        (
            "statutory_npat",
            "underlying_npat",
            "What was the gap between statutory and underlying profit for {co} in {y}?",
        ),
        (
            "underlying_npat",
            "statutory_npat",
            "How big was the difference between {pos} underlying and statutory NPAT in {y}?",
        ),
        (
            "underlying_ebitda",
            "underlying_npat",
            "By how much did {pos} underlying EBITDA exceed its underlying NPAT in {y}?",
        ),
        ("statutory_npat", "underlying_npat", "{zh}{yy}财年法定净利润和基础净利润相差多少？"),
    )
    for m1, m2, template in gap_templates:
        both = [
            (f1, f2)
            for t in TICKERS
            for y in FISCAL_YEARS
            if (f1 := get_fact(t, y, m1))
            and (f2 := get_fact(t, y, m2))
            and _distinct(f1, f2)
            and f1.currency == f2.currency
        ]
        for f1, f2 in b.pick(both, 3):
            co = NAME[f1.ticker][0]
            text = template.format(
                co=co, pos=_pos(co), y=f1.fiscal_year, yy=f1.fiscal_year[4:], zh=ZH_NAME[f1.ticker]
            )
            diff = expected_difference(_exp(f1), _exp(f2), f"{f1.ticker} {f1.fiscal_year} gap")
            b.add("gap", [text], expected=(_exp(f1), _exp(f2), diff))

    # 7. Ratios between two metrics (margins, shares).
    ratio_templates = (
        ("statutory_npat", "What share of its revenue did {co} keep as net profit in {y}?"),
        ("statutory_npat", "What was {pos} net profit margin in {y}?"),
        ("underlying_ebitda", "What was {pos} EBITDA margin in {y}?"),
        ("underlying_ebitda", "What percentage of revenue was {pos} underlying EBITDA in {y}?"),
        ("statutory_npat", "{zh}{yy}财年的净利润率是多少？"),
    )
    for metric, template in ratio_templates:
        both = [
            (num, rev)
            for t in TICKERS
            for y in FISCAL_YEARS
            if (num := get_fact(t, y, metric))
            and (rev := get_fact(t, y, "revenue"))
            and num.currency == rev.currency
        ]
        for num, rev in b.pick(both, 2 if "{zh}" in template else 3):
            co = NAME[num.ticker][0]
            text = template.format(
                co=co,
                pos=_pos(co),
                y=num.fiscal_year,
                yy=num.fiscal_year[4:],
                zh=ZH_NAME[num.ticker],
            )
            value = _exp(num).value / _exp(rev).value * 100
            label = f"{num.ticker} {num.fiscal_year} {metric}/revenue"
            b.add("ratio", [text], expected=(expected_percent(value, label),))
    rio23, rio23_rev = (
        get_fact("RIO", "FY2023", "statutory_npat"),
        get_fact("RIO", "FY2023", "revenue"),
    )
    assert rio23 and rio23_rev
    b.add(
        "ratio",
        ["What share of its revenue did Rio keep as net profit in 2023?"],
        expected=(expected_percent(_exp(rio23).value / _exp(rio23_rev).value * 100, "RIO 2023"),),
    )

    # 8. Several sites or companies in one question.
    site_plan = (
        (
            "MIN",
            "FY2025",
            ("spodumene_shipments_kt_mt_marion", "spodumene_shipments_kt_wodgina"),
            "What were Mt Marion and Wodgina spodumene shipments in FY2025?",
        ),
        (
            "MIN",
            "FY2023",
            ("spodumene_shipments_kt_mt_marion", "spodumene_shipments_kt_wodgina"),
            "How much spodumene did MinRes ship from Mt Marion and Wodgina in FY23?",
        ),
        (
            "MIN",
            "FY2024",
            ("spodumene_production_kt_mt_marion", "spodumene_production_kt_wodgina"),
            "Spodumene production at Mount Marion and Wodgina in FY2024?",
        ),
        (
            "MIN",
            "FY2025",
            ("iron_ore_shipments_mt_onslow_100pct", "iron_ore_shipments_mt_pilbara_hub"),
            "What were Onslow Iron and Pilbara Hub iron ore shipments in FY2025?",
        ),
        (
            "BHP",
            "FY2023",
            ("waio_production_100pct_mt", "waio_production_bhp_share_mt"),
            "What was WAIO production in FY2023, on a 100% basis and BHP's share?",
        ),
    )
    for ticker, year, metrics, text in site_plan:
        site_facts = [f for m in metrics if (f := get_fact(ticker, year, m))]
        if len(site_facts) == len(metrics):
            b.add("several", [text], expected=tuple(_exp(f) for f in site_facts))
    several_companies: tuple[tuple[tuple[str, ...], str, str], ...] = (
        (("BHP", "RIO", "FMG"), "revenue", "How did revenue at {names} compare in {y}?"),
        (
            TICKERS,
            "dividends_per_share",
            "Give me the dividends per share of all five miners in {y}.",
        ),
        (("MIN", "NST"), "underlying_npat", "Underlying earnings for {names} in {y}?"),
        (
            ("RIO", "FMG"),
            "iron_ore_shipments_mt",
            "How much iron ore did {names} each ship in {y}?",
        ),
    )
    for group, metric, template in several_companies:
        years = [y for y in FISCAL_YEARS if all(get_fact(t, y, metric) for t in group)]
        if not years:
            continue
        year = rng.choice(years)
        group_facts = [f for t in group if (f := get_fact(t, year, metric))]
        listed = " and ".join([", ".join(NAME[t][1] for t in group[:-1]), NAME[group[-1]][1]])
        b.add(
            "several",
            [template.format(names=listed, y=_year(year, "FY{yy}"))],
            expected=tuple(_exp(f) for f in group_facts),
        )

    # 9. Chinese: every metric, two phrasings where the table allows.
    for metric, words in ZH_METRIC.items():
        facts = [f for t in TICKERS for f in _facts(t, metric)]
        for word in words:
            for fact in b.pick(facts, 2 if len(words) == 1 else 1):
                y = fact.fiscal_year[2:]
                text = rng.choice(ZH_TEMPLATES).format(
                    co=ZH_NAME[fact.ticker], yy=y[2:], y=y, m=word
                )
                b.add("chinese", [text], expected=(_exp(fact),))
    nst = get_fact("NST", "FY2025", "gold_sold_koz")
    assert nst
    b.add("chinese", ["北方之星2025财年卖了多少盎司黄金？"], expected=(_exp(nst),))
    pairs_zh = [(f, p) for f, p in pairs if f.metric in ZH_METRIC]
    for fact, prev in b.pick(pairs_zh, 2):
        opener = (
            f"{ZH_NAME[fact.ticker]}{fact.fiscal_year[4:]}财年的{ZH_METRIC[fact.metric][0]}是多少？"
        )
        b.add("chinese", [opener, "上一年呢？"], expected=(_exp(prev),), forbidden=(_exp(fact),))

    # 10. The last turn set beside another company, and a ranking after a one-company turn.
    beside = [
        (a, other)
        for a in (f for t in ("RIO", "BHP", "MIN") for f in _facts(t, "revenue"))
        if (other := get_fact("FMG" if a.ticker != "FMG" else "BHP", a.fiscal_year, "revenue"))
    ]
    for (a, other), follow in zip(
        b.pick(beside, 3),
        ("How does that compare with {co}?", "And versus {co}?", "Set it beside {co}."),
        strict=False,
    ):
        opener = f"What was {_pos(NAME[a.ticker][0])} revenue in {a.fiscal_year}?"
        b.add(
            "beside",
            [opener, follow.format(co=NAME[other.ticker][0])],
            expected=(_exp(a), _exp(other)),
        )
    iron = ("RIO", "FMG", "MIN")
    for year in [
        y for y in FISCAL_YEARS if all(get_fact(t, y, "iron_ore_shipments_mt") for t in iron)
    ][:2]:
        facts = [f for t in iron if (f := get_fact(t, year, "iron_ore_shipments_mt"))]
        top = ranked(facts, True)
        if top is None:
            continue
        gap = expected_difference(_exp(top[0]), _exp(top[1]), f"{year} iron ore rank gap")
        b.add(
            "beside",
            [
                f"What was Northern Star's revenue in {year}?",
                f"Which miner shipped the most iron ore in {year}?",
            ],
            expected=(*(_exp(f) for f in facts), gap),
            winner=_company_words(top[0].ticker),
        )
    return b.cases


_RANK_LINE = re.compile(
    r"\b(?:highest|lowest|most|least|largest|smallest|biggest|top|ranked first)\b|"
    r"最高|最低|最多|最少",
    re.IGNORECASE,
)


def winner_named(answer: str, case: Case) -> bool:
    """Whether a ranking line names the winner before any other candidate."""
    for line in answer.splitlines():
        if not _RANK_LINE.search(line):
            continue

        def first(words: Sequence[str], text: str = line) -> int:
            hits = [
                m.start()
                for w in words
                for m in re.finditer(rf"(?<![A-Za-z0-9]){re.escape(w)}(?![A-Za-z0-9])", text)
            ]
            return min(hits) if hits else len(text) + 1

        mine = first(case.winner)
        if mine <= len(line) and all(mine < first(words) for words in case.losers):
            return True
    return False


def verdict_for(case: Case, answer: str) -> Verdict:
    """Check one answer: the expected figures, no forbidden one, the ranking's winner."""
    verdict = check_answer(answer, case.expected, case.forbidden)
    if verdict.passed and case.winner and not winner_named(answer, case):
        return Verdict("incorrect", verdict.matched, reason=f"winner {case.winner[0]} not named")
    return verdict


def run_cases(
    harness: Any, cases: Sequence[Any], judge: Callable[[Any, str], Verdict]
) -> list[CaseRecord]:
    """Ask every case on a fresh thread with the cache off; judge its last answer.

    A case has ``id``, ``category``, ``turns`` and ``expected_text()``.
    """
    records: list[CaseRecord] = []
    for case in cases:
        turns: list[Turn] = harness.conversation(case.turns, case.id, use_cache=False)
        last = turns[-1]
        verdict = judge(case, last.answer)
        if last.error:
            verdict = Verdict("incorrect", reason=last.error)
        got = answer_digest(last.answer) + ("" if verdict.passed else f" — {verdict.reason}")
        records.append(
            CaseRecord(
                id=case.id,
                category=case.category,
                input=" / ".join(case.turns),
                expected=case.expected_text(),
                got=got,
                passed=verdict.passed,
                outcome=verdict.outcome,
                model_calls=last.model_calls,
                latency_ms=last.latency_ms,
                details={
                    "confidence": last.confidence,
                    "verdict": verdict.__dict__,
                    "answers": [t.answer for t in turns],
                    "enriched_query": last.analysis.get("enriched_query"),
                },
            )
        )
    return records


def scored(
    name: str, title: str, records: list[CaseRecord], seed: int, notes: list[str]
) -> SuiteResult:
    """Accuracy and confidently wrong answers (incorrect at high or medium confidence)."""
    wrong = [
        r
        for r in records
        if r.outcome == "incorrect" and r.details["confidence"] in {"high", "medium"}
    ]
    correct = sum(r.passed for r in records)
    return SuiteResult(
        name=name,
        title=title,
        scores={
            "accuracy": round(correct / max(1, len(records)), 4),
            "confidently_wrong": len(wrong),
        },
        summary={
            "questions": len(records),
            "correct": correct,
            "confidently_wrong cases": ", ".join(r.id for r in wrong) or "none",
            "latency": latency_text([r.latency_ms for r in records]),
            "seed": seed,
        },
        cases=records,
        extra_tables={"Per category": outcomes_per_category(records, wrong)},
        notes=notes,
    )


def run(session: Any) -> SuiteResult:
    """Ask every phrasing case through the full graph and score the answers."""
    records = run_cases(session.harness(), generate_cases(), verdict_for)
    return scored(
        "phrasing",
        "Phrasing suite",
        records,
        SEED,
        [
            "Questions are generated from evals/data/asx_facts.csv with this suite's own "
            "wording; a case passes when its last answer states every expected figure or "
            "computed result (evals.checker), no forbidden figure, and, for a ranking, names "
            "the winner on its highest/lowest line.",
            "Confidently wrong: incorrect at confidence high or medium.",
        ],
    )
