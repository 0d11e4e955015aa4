"""The realistic suite's questions: generated from the corpus manifest, one per stated key.

Each question names a company, a period and a measure the way an analyst asks; its
expectation is the manifest's printed figure at the precision printed, with the figures of
neighbouring keys as decoys. Keys the corpus never states become not-found questions.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass
from typing import Any

from evals.checker import Expected, precision_of
from evals.questions import NAME, possessive

_NUMBER = re.compile(r"\d[\d,]*(?:\.\d+)?")


@dataclass(frozen=True)
class RQuestion:
    """One realistic-suite question."""

    id: str
    category: str
    text: str
    expected: Expected | None
    """None for a not-found question."""
    tags: tuple[str, ...] = ()
    decoys: tuple[Expected, ...] = ()
    """Figures the documents state for neighbouring keys (a wrong answer may state one)."""
    key: str = ""
    company: str = ""
    period: str = ""
    metric: str = ""

    @property
    def absent(self) -> bool:
        """The documents do not state the figure."""
        return self.expected is None


_SCALE = {"million": 1e6, "billion": 1e9, "Mt": 1e6, "kt": 1e3, "koz": 1e3}


def expected_of(entry: dict[str, Any], label: str) -> Expected:
    """The checker expectation for one manifest entry, at the precision it is printed."""
    numbers = _NUMBER.findall(entry["text"])
    printed = numbers[-1].replace(",", "") if numbers else repr(abs(entry["value"]))
    tol = precision_of(printed)
    value = float(entry["value"])
    unit, currency = entry["unit"], entry["currency"]
    shown = f"{entry['text']} ({unit}{' ' + currency if currency else ''})"
    if unit in ("million", "billion"):
        s = _SCALE[unit]
        return Expected(label, "money", value * s, tol * s, currency, s, shown=shown)
    if unit == "cents per share":
        return Expected(label, "cps", value, tol, currency, 1.0, shown=shown)
    if unit == "dollars per share":
        return Expected(label, "cps", value * 100, tol * 100, currency, 1.0, shown=shown)
    if unit in ("Mt", "kt"):
        s = _SCALE[unit]
        return Expected(label, "mass_t", value * s, tol * s, None, s, shown=shown)
    if unit == "koz":
        return Expected(label, "oz", value * 1e3, tol * 1e3, None, 1e3, shown=shown)
    if unit == "A$/oz":
        return Expected(label, "per_oz", value, tol, "AUD", shown=shown)
    if unit == "US$/wmt":
        return Expected(label, "per_wmt", value, tol, "USD", shown=shown)
    raise ValueError(f"no checker rule for unit {unit!r}")


def _key(e: dict[str, Any]) -> tuple[Any, ...]:
    return (e["company"], e["metric"], e["period"], e["basis"], e["dividend_kind"], e["qualifier"])


def _year(period: str) -> int:
    return int(period[-4:])


def period_phrase(company: str, period: str, variant: int) -> str:
    """How a question names the period."""
    year = _year(period)
    if period.startswith("H1"):
        end = f"30 June {year}" if company == "RIO" else f"31 December {year - 1}"
        return f"the half year ended {end} (H1 {period[-6:]})"
    if company == "RIO":
        return (f"{year}", f"the year ended 31 December {year}", f"calendar {year}")[variant % 3]
    return (period, f"the year ended 30 June {year}", f"FY{str(year)[2:]}")[variant % 3]


_QUALIFIED: dict[str | None, str] = {
    "BHP share": "total iron ore production (BHP share)",
    "WAIO, BHP share": "Western Australia Iron Ore (WAIO) production on a BHP share basis",
    "WAIO, 100% basis": "Western Australia Iron Ore (WAIO) production on a 100% basis",
    "Pilbara, 100% basis": "Pilbara iron ore shipments (100% basis)",
    "restated, continuing operations": "revenue restated for continuing operations",
    "Onslow Iron, 100% basis": "Onslow Iron shipments on a 100% basis",
    "Pilbara Hub": "Pilbara Hub iron ore shipments",
    "total exported": "total spodumene exported",
    "hematite": "hematite C1 cost per wet metric tonne",
}


def metric_phrase(company: str, metric: str, kind: str | None, qualifier: str | None) -> str:
    """How a question names the metric."""
    if qualifier in _QUALIFIED:
        return _QUALIFIED[qualifier]
    if metric == "spodumene" and qualifier:
        site, _, what = qualifier.partition(", ")
        return f"{site} spodumene {what}"
    if metric == "dividends_per_share":
        return "total dividends per share" if kind == "total" else f"{kind} dividend per share"
    words = {
        "revenue": "revenue",
        "statutory_npat": {
            "BHP": "statutory attributable profit",
            "RIO": "net earnings",
        }.get(company, "statutory net profit after tax"),
        "underlying_npat": {
            "BHP": "underlying attributable profit",
            "RIO": "underlying earnings",
        }.get(company, "underlying NPAT"),
        "underlying_ebitda": "underlying EBITDA",
        "capex": "capital and exploration expenditure"
        if company == "BHP"
        else "capital expenditure",
        "net_debt": "net debt",
        "copper_production_kt": "copper production",
        "iron_ore_production_mt": "iron ore production",
        "iron_ore_shipments_mt": "iron ore shipments",
        "gold_sold_koz": "gold sold",
        "aisc_aud_oz": "all-in sustaining cost (AISC)",
        "c1_cost_usd_wmt": "C1 cost",
    }
    return str(words.get(metric, metric.replace("_", " ")))


TEMPLATES: tuple[str, ...] = (
    "What was {pos} {metric} for {period}?",
    "How much was {pos} {metric} in {period}?",
    "What {metric} did {co} report for {period}?",
    "{co}: {metric}, {period}?",
)


def _text(company: str, metric: str, period: str, i: int) -> str:
    return TEMPLATES[i % len(TEMPLATES)].format(
        pos=possessive(NAME[company]), co=NAME[company], metric=metric, period=period
    )


def _tags(entries: list[dict[str, Any]], all_entries: list[dict[str, Any]]) -> list[str]:
    first = entries[0]
    tags = []
    if first["period"].startswith("H"):
        tags.append("half_year")
    if first["value"] < 0:
        tags.append("loss_parentheses" if first["metric"] != "net_debt" else "net_cash")
    if first["dividend_kind"] in ("interim", "final", "special"):
        tags.append("dividend_kind")
    if first["metric"] == "dividends_per_share" and first["company"] == "FMG":
        tags.append("currency")
    if first["qualifier"] and first["metric"] not in ("c1_cost_usd_wmt",):
        tags.append("production_basis" if first["metric"] != "revenue" else "restated")
    if all(e["form"] == "five_year" for e in entries):
        tags.append("five_year_cell")
    if first["basis"] in ("statutory", "underlying", "attributable"):
        tags.append("basis")
    if any("¹" in e["label"] or "²" in e["label"] for e in entries):
        tags.append("footnoted_label")
    places = {(e["doc"], e["page"], e["label"]) for e in entries}
    if any(
        (o["doc"], o["page"], o["label"]) in places and o["period"] != first["period"]
        for o in all_entries
    ):
        tags.append("prior_year_same_row")
    return tags or ["plain"]


_CATEGORY_ORDER = (
    "half_year",
    "loss_parentheses",
    "net_cash",
    "dividend_kind",
    "currency",
    "production_basis",
    "restated",
    "five_year_cell",
    "footnoted_label",
    "basis",
    "prior_year_same_row",
    "plain",
)


def _not_found_keys(manifest: dict[str, Any]) -> list[tuple[str, str, str, str]]:
    """(company, period, metric, why) the documents do not state."""
    from evals.facts import missing_core_metrics

    stated = {(e["company"], e["period"], e["metric"]) for e in manifest["figures"]}
    keys = [
        (t, fy, m, "missing from the fact table (a dash or nothing in the documents)")
        for t, fy, m in missing_core_metrics()
        if (t, fy, m) not in stated
    ]
    halves = sorted(
        {(d["company"], d["period"]) for d in manifest["documents"] if d["period"][:1] == "H"}
    )
    for t, period in halves:
        for metric in ("revenue", "statutory_npat"):
            if (t, period, metric) not in stated:
                keys.append((t, period, metric, "half-year figure never given"))
    for t, period, metric in (("MIN", "FY2024", "iron_ore_shipments_mt"),):
        if (t, period, metric) not in stated:
            keys.append((t, period, metric, "only the half-year figure is given"))
    return keys


def generate(manifest: dict[str, Any]) -> list[RQuestion]:
    """Questions from the manifest: answerable ones and not-found ones."""
    entries: list[dict[str, Any]] = manifest["figures"]
    groups: dict[tuple[Any, ...], list[dict[str, Any]]] = defaultdict(list)
    for e in entries:
        groups[_key(e)].append(e)
    by_company_metric: dict[tuple[str, str], list[tuple[Any, ...]]] = defaultdict(list)
    for key in groups:
        by_company_metric[(key[0], key[1])].append(key)
    questions: list[RQuestion] = []
    for i, (key, group) in enumerate(sorted(groups.items(), key=lambda kv: repr(kv[0]))):
        company, metric, period, basis, kind, qualifier = key
        label = " ".join(str(k) for k in key if k)
        exps = [expected_of(e, label) for e in group]
        if any(abs(x.value - exps[0].value) > x.tolerance + exps[0].tolerance for x in exps):
            continue  # the documents disagree with themselves for this key: not asked
        expected = min(exps, key=lambda x: x.tolerance)
        decoys = []
        for other in by_company_metric[(company, metric)]:
            if other == key:
                continue
            d = expected_of(groups[other][0], " ".join(str(k) for k in other if k))
            if abs(d.value - expected.value) > d.tolerance + expected.tolerance:
                decoys.append(d)
        tags = _tags(group, entries)
        category = next(c for c in _CATEGORY_ORDER if c in tags)
        text = _text(
            company,
            metric_phrase(company, metric, kind, qualifier),
            period_phrase(company, period, i),
            i,
        )
        questions.append(
            RQuestion(
                f"real_{len(questions) + 1:03d}_{category}",
                category,
                text,
                expected,
                tuple(tags),
                tuple(decoys),
                label,
                company,
                period,
                metric,
            )
        )
    for j, (company, period, metric, why) in enumerate(_not_found_keys(manifest)):
        text = _text(
            company,
            metric_phrase(company, metric, None, None),
            period_phrase(company, period, j),
            j,
        )
        questions.append(
            RQuestion(
                f"real_{len(questions) + 1:03d}_not_found",
                "not_found",
                text,
                None,
                ("not_found",),
                key=f"{company} {period} {metric}: {why}",
                company=company,
                period=period,
                metric=metric,
            )
        )
    return questions
