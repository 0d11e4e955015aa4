"""A question's slots: companies, fiscal years, metrics, sites, calculations, currencies.

:func:`extract_slots` puts together the readers of :mod:`mines.question` (companies,
measures, years, operations, normalisation) into one :class:`Slots`. Pure, with memoised
results; the years a report can exist for end at today's calendar year.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from mines.figures.ownership_words import FULL, SHARE, ownership_of
from mines.figures.qualifier_conflicts import IMPLIED
from mines.figures.qualifiers import spend_kinds
from mines.measures.registry import METRIC_BY_KEY
from mines.measures.sites import (
    SITE_COMPANY,
    SITE_METRICS,
    find_sites,
    regional_sites,
    site_volume_metrics,
    volume_at_site,
)
from mines.measures.words import MARGIN_PARTS, question_metrics
from mines.question.companies import find_companies, find_unsupported_companies
from mines.question.money_made import money_made_asked
from mines.question.normalise import normalise_question
from mines.question.operations import (
    _MARGIN,
    HALF_RANKED,
    PROFIT_METRICS,
    YEAR_RANKED,
    asks_average,
    asks_dividend_beside_payout,
    asks_payout,
    combines_dividend_kinds,
    find_currencies,
    find_operations,
)
from mines.question.source_period import asked_period_text
from mines.question.years import (
    EARLIEST_REPORTABLE_YEAR,
    FIRST_FISCAL_YEAR,
    SUPPORTED_FISCAL_YEARS,
    find_years,
    latest_reportable_year,
    relative_years,
)


@dataclass(frozen=True)
class Slots:
    """The slots of one piece of text, each tuple in order of first mention."""

    companies: tuple[str, ...] = ()
    fiscal_years: tuple[str, ...] = ()
    metrics: tuple[str, ...] = ()
    unsupported_companies: tuple[str, ...] = field(default=())
    out_of_range_years: tuple[str, ...] = field(default=())
    operations: tuple[str, ...] = field(default=())
    """The calculation asked for (at most one): change, cagr, rank, ratio, difference, sum."""
    currencies: tuple[str, ...] = field(default=())
    """Currencies the question asks the answer in (USD, AUD)."""
    sites: tuple[str, ...] = field(default=())
    """Sites or hubs named (``Mt Marion``, ``Wodgina``, ``WAIO``...)."""

    @classmethod
    def from_dict(cls, data: dict[str, list[str]] | None) -> Slots:
        """Rebuild from ``as_dict`` output (unknown keys ignored)."""
        names = {f for f in cls.__dataclass_fields__}
        return cls(**{k: tuple(v) for k, v in (data or {}).items() if k in names})

    def key(self) -> tuple[tuple[str, ...], ...]:
        """Order-free identity used by the semantic cache's slot-equality rule.

        The requested calculation and currency are part of it: "growth from FY2021 to
        FY2022" and "in FY2021 and FY2022" must never share an answer.
        """
        return (
            tuple(sorted(self.companies)),
            tuple(sorted(self.fiscal_years)),
            tuple(sorted(self.metrics)),
            self.operations,
            tuple(sorted(self.currencies)),
            tuple(sorted(self.sites)),
        )

    def as_dict(self) -> dict[str, list[str]]:
        """JSON-friendly form for state and logs."""
        return {
            "companies": list(self.companies),
            "fiscal_years": list(self.fiscal_years),
            "metrics": list(self.metrics),
            "unsupported_companies": list(self.unsupported_companies),
            "out_of_range_years": list(self.out_of_range_years),
            "operations": list(self.operations),
            "currencies": list(self.currencies),
            "sites": list(self.sites),
        }


_WHICH_YEAR = re.compile(
    r"\bwhich\s+(?:fiscal\s+|financial\s+)?years?\b|\bin\s+what\s+year\b|\bwhat\s+year\b|"
    rf"\bwhen\s+(?:was|were|did)\b|{YEAR_RANKED}|哪(?:一|个)?(?:财)?年",
    re.IGNORECASE,
)


_WHICH_HALF = re.compile(HALF_RANKED, re.IGNORECASE)


def asks_which_half(text: str) -> bool:
    """Whether ``text`` asks which half-year was first ("which half had the most revenue")."""
    question = normalise_question(text)
    return bool(_WHICH_HALF.search(question)) and find_operations(question) == ("rank",)


def asks_which_year(text: str) -> bool:
    """Whether ``text`` asks in which year something was first ("which year ... most")."""
    question = normalise_question(text)
    return bool(_WHICH_YEAR.search(question)) and find_operations(question) == ("rank",)


def _year_slots(years: Iterable[int]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    years = list(years)
    last = latest_reportable_year()
    in_range = tuple(f"FY{y}" for y in years if EARLIEST_REPORTABLE_YEAR <= y <= last)
    out = tuple(f"FY{y}" for y in years if not EARLIEST_REPORTABLE_YEAR <= y <= last)
    return in_range, out


def _site_metrics(
    sites: tuple[str, ...], metrics: tuple[str, ...], question: str = ""
) -> tuple[str, ...]:
    """Swap a base metric for the site metrics of the registry where the sites have one.

    A site metric of one ownership basis (Onslow's, 100%) is not asked by a ``question``
    naming the other ("MinRes' share of Onslow shipments"): the site's volume under the base
    metric is.
    """
    site_of = {key: base for (_, base), key in SITE_METRICS.items()}
    bases = tuple(dict.fromkeys(site_of.get(m, m) for m in metrics))
    asked = ownership_of(question)
    out: list[str] = []
    for base in bases:
        own = [SITE_METRICS[(s, base)] for s in sites if (s, base) in SITE_METRICS]
        own = [m for m in own if asked is None or _basis_of(m) in (None, asked)]
        if not own or len(own) < len(sites):
            out.append(base)  # a site without a metric of its own keeps the base metric
        out += own
    return tuple(dict.fromkeys(out))


_SET_APART = re.compile(
    r"\b(?:excluding|exclusive\s+of|except|other\s+than|apart\s+from|beyond|outside|"
    r"besides|before|not|less|minus|without)\b|\bex[\s-]",
    re.IGNORECASE,
)


def _growth_spend(question: str, metrics: tuple[str, ...]) -> tuple[str, ...]:
    """Capital spending asked of growth alone is growth capital, never the whole spend.

    "How much did it spend on growth projects", "what did it invest in growth": the
    question's kind of spend is growth (:func:`spend_kinds`), so the figure asked is
    growth capex; a spend set apart from growth ("capex excluding growth") is not.
    """
    if "capex" not in metrics or spend_kinds(question) != frozenset({"growth"}):
        return metrics
    if _SET_APART.search(question):
        return metrics
    return tuple(dict.fromkeys("growth_capex" if m == "capex" else m for m in metrics))


def _basis_of(metric: str) -> str | None:
    """The ownership basis a site metric is stated on (``FULL``, ``SHARE``), else None."""
    basis = IMPLIED.get(metric, {}).get("ownership")
    return None if basis is None else FULL if basis == "100%" else SHARE


def _amounts(metrics: tuple[str, ...]) -> bool:
    """Whether a metric is an amount of money (an "AISC margin" is no share of revenue)."""
    return any(m in METRIC_BY_KEY and METRIC_BY_KEY[m].kind == "money" for m in metrics)


_VOLUMES = frozenset({"tonnes", "ounces"})


def extract_slots(text: str) -> Slots:
    """Extract every slot of ``text``: supported companies, in-range years, metrics, sites.

    Misspelt company and metric words are restored first (:func:`correct_typos`), and a
    noun shared by two bases is spelt out ("statutory and underlying profit").
    """
    return _extract_slots(text)


@lru_cache(maxsize=4096)
def _extract_slots(text: str) -> Slots:
    question = normalise_question(text)
    sites = find_sites(question)
    companies = find_companies(question)
    if not companies and sites:
        companies = tuple(dict.fromkeys(SITE_COMPANY[s] for s in sites if s in SITE_COMPANY))
    sites = tuple(dict.fromkeys((*sites, *regional_sites(question, companies))))
    # a closing date on each company's calendar; a cited report's own period is no year
    # asked when the question asks for its comparative ("the June 2023 quarterly ... FY22")
    years = find_years(asked_period_text(question), companies)
    in_range, out_of_range = _year_slots(years)
    operations = find_operations(question)
    if operations == ("sum",) and combines_dividend_kinds(question):
        operations = ()  # "interim and final combined": the year's stated total
    if not years:
        in_range, out_of_range = _year_slots(relative_years(question))
        if not in_range and operations == ("rank",) and _WHICH_YEAR.search(question):
            in_range = SUPPORTED_FISCAL_YEARS  # "which year ... most": every year is asked
    if not operations and asks_average(question) and max(len(in_range), len(companies)) >= 2:
        operations = ("average",)  # "average revenue over FY21-FY23": the mean of the figures
    if operations == ("change",) and len(in_range) == 1:
        # "how fast did revenue grow in FY25": the change into that year needs the year before.
        prior = int(in_range[0][2:]) - 1
        if prior >= FIRST_FISCAL_YEAR:
            in_range = (f"FY{prior}", *in_range)
    metrics = question_metrics(question)
    if money_made_asked(question):  # "what did its gold sales bring in": the revenue
        physical = [m for m in metrics if METRIC_BY_KEY[m].kind in _VOLUMES]
        metrics = tuple(dict.fromkeys("revenue" if m in physical else m for m in metrics))
    if asks_payout(question):
        # the share of earnings paid out is one stated ratio, not the earnings it is of
        dropped = (*PROFIT_METRICS, "payout_ratio", "dividends_per_share")
        metrics = ("payout_ratio", *(m for m in metrics if m not in dropped))
    elif "payout_ratio" in metrics and not asks_dividend_beside_payout(question):
        # "what payout ratio did the dividend represent": the ratio's dividend is not asked
        metrics = tuple(m for m in metrics if m != "dividends_per_share")
    if (
        operations == ("sum",)
        and metrics == ("dividends_per_share",)
        and len(companies) <= 1
        and len(in_range) <= 1
    ):
        operations = ()  # "how much per share did it pay in total": the year's stated total
    for metric, parts in MARGIN_PARTS.items():
        if metric not in metrics and parts[0] in metrics and _MARGIN.search(question):
            metrics = (metric, *metrics)  # "EBITDA as a share of revenue" is that margin
        if metric in metrics:
            metrics += tuple(p for p in parts if p not in metrics)
    if metrics and "revenue" not in metrics and _MARGIN.search(question) and _amounts(metrics):
        metrics += ("revenue",)  # a margin is that amount over revenue
    if (
        operations == ("ratio",)
        and metrics
        and "revenue" not in metrics
        and re.search(r"\b(?:of|its|their) (?:revenue|sales)\b", question, re.I)
    ):
        metrics += ("revenue",)
    metrics = _growth_spend(question, metrics)
    if metrics:  # "Mt Marion shipments", "lithium shipments": spodumene, not iron ore
        swapped = [(m, volume_at_site(m, question)) for m in metrics]
        metrics = tuple(dict.fromkeys(m if s is None else s for m, s in swapped if s != ""))
    if sites and not metrics:
        metrics = site_volume_metrics(question, sites)  # "WAIO output": iron ore production
    if sites:
        metrics = _site_metrics(sites, metrics, question)
    return Slots(
        companies=companies,
        fiscal_years=in_range,
        metrics=metrics,
        unsupported_companies=find_unsupported_companies(question),
        out_of_range_years=out_of_range,
        operations=operations,
        currencies=find_currencies(question),
        sites=sites,
    )


_ENRICHMENT_HINT = re.compile(r"\s*\[[^\]]*\]\s*$")


def without_hint(text: str) -> str:
    """The user's own words: ``text`` without the ``[slots]`` hint follow-up enrichment adds."""
    return _ENRICHMENT_HINT.sub("", text)
