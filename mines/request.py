"""The request: what a question asks, read once and carried in state.

A bottom module: the memory node reads the question into a :class:`Request`
(:func:`mines.read_question.read_question`, the only reader of the question's words),
``clarify`` reads it again when the user's reply adds slots, and every later node, the
retrieval subgraph and the models read the fields here instead of parsing text again.

State carries it as its JSON form (:meth:`Request.as_state`): plain lists, strings and
numbers, so LangGraph checkpoints (strict msgpack included) and the server's JSON carry
it unchanged. A model gets it in its prompt as a ``<request>`` JSON block
(:meth:`Request.prompt_block`); the offline model reads that block back
(:meth:`Request.from_prompt`) rather than re-reading the question's words.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from mines.prompt_format import read_tag, tag
from mines.slots import Slots

Kind = Literal["figure", "calculation", "ranking", "text"]
"""What the question wants: one figure (or several), a calculation, a ranking, or text."""

REQUEST_NOTE = (
    "The request block (JSON) is the question as already read: companies, fiscal years "
    "(relative periods resolved), the measures as the user wrote them with their qualifiers, "
    "and the calculation asked. Follow it; the question gives the user's own words."
)
"""One sentence for every prompt that carries a request block (said without its tag)."""

_FROZEN = ConfigDict(frozen=True, extra="ignore")
_SLOT_FIELDS: set[str] = set(Slots.__dataclass_fields__)


class Measure(BaseModel):
    """One measure as the user wrote it (``mines.figures.asked.AskedMeasure.as_dict``)."""

    model_config = _FROZEN

    phrase: str
    """The user's words for it ("gross debt", "average realised copper price")."""
    metric: str | None = None
    """The registry metric its words hint at (None: matched by meaning alone)."""
    stated: dict[str, list[str]] = Field(default_factory=dict)
    """Its qualifiers per axis (dilution, gross_net, tax, head, form, scope, basis, ...)."""


class CompanyPeriod(BaseModel):
    """The period asked, on one company's calendar."""

    model_config = _FROZEN

    years: tuple[int, ...] = ()
    """Fiscal years asked ("the half year ended 31 December 2023" is BHP's FY2024)."""
    kind: str = "FY"
    """``FY``, ``H1`` or ``H2`` as that company's calendar reads the named period."""


class Request(BaseModel):
    """What one question asks for; every field read from the question once."""

    model_config = _FROZEN

    question: str = ""
    """The user's own words (the question as typed, clarification replies appended)."""
    text: str = ""
    """Display form: ``question`` plus a ``[...]`` hint naming the slots taken from the
    conversation or resolved (companies, years, metric labels). Search words and the
    ``<question>`` of prompts come from it; nothing parses it back into slots."""
    companies: tuple[str, ...] = ()
    fiscal_years: tuple[str, ...] = ()
    """Fiscal years asked, relative periods resolved ("last year" -> the latest held)."""
    metrics: tuple[str, ...] = ()
    """Registry metrics the measures hint at."""
    unsupported_companies: tuple[str, ...] = ()
    """Companies outside the five, as written (refused by name)."""
    out_of_range_years: tuple[str, ...] = ()
    """Years asked that no report held covers (refused by name)."""
    operations: tuple[str, ...] = ()
    """The calculation the question's words ask for (change, cagr, rank, ratio, ...)."""
    currencies: tuple[str, ...] = ()
    sites: tuple[str, ...] = ()
    measures: tuple[Measure, ...] = ()
    """The measures asked in the user's words, plus one per metric slot they do not name."""
    own_measures: tuple[Measure, ...] = ()
    """The measures in the user's words alone (no measure added for a hinted metric)."""
    described: str | None = None
    """With no metric slot: the metric whose description the question matches."""
    asks_figure: bool = False
    """Whether the user's words ask for a number ("how many employees")."""
    operation: str | None = None
    """The calculation as the calculator reads it (the first operation of the words)."""
    ranking: bool = False
    """Whether the words ask which is first ("which company's revenue grew fastest")."""
    order: Literal["highest", "lowest"] = "highest"
    """For a ranking: the largest or the smallest first."""
    falls: bool = False
    """Whether the words ask about a fall ("whose revenue fell the most"), not a rise."""
    period_kind: str = "FY"
    """``FY``, ``H1`` or ``H2`` as named."""
    dividend_kind: str | None = None
    """interim / final / special / total, when a dividend is asked."""
    basis: str | None = None
    """Ownership basis asked ("100% basis" or "share"); None: not specified."""
    named_sites: tuple[str, ...] = ()
    """Sites in the user's own words (``sites`` also counts those of the hint)."""
    periods: dict[str, CompanyPeriod] = Field(default_factory=dict)
    """The period asked on each company's calendar (the five, and any company named)."""
    period_note: str = ""
    """How a relative period was resolved, for the answer."""
    kind: Kind = "text"

    @property
    def slots(self) -> Slots:
        """The slot fields as :class:`mines.slots.Slots` (cache keys, news, routing)."""
        return Slots.from_dict(self.model_dump(include=_SLOT_FIELDS))

    def years_for(self, company: str) -> tuple[int, ...]:
        """Fiscal years asked on ``company``'s calendar (the slots' years when unknown)."""
        own = self.periods.get(company)
        if own is not None:
            return own.years
        return tuple(int(y.removeprefix("FY")) for y in self.fiscal_years)

    def period_kind_for(self, company: str) -> str:
        """The period kind the named period is on ``company``'s calendar."""
        own = self.periods.get(company)
        return own.kind if own is not None else self.period_kind

    def detail_key(self) -> tuple[str, ...]:
        """What the request asks beyond its slots, for the semantic cache's equality rule.

        The period kind on each company's calendar, the dividend kind, the ownership basis,
        the sites named, a ranking's order and direction, and each measure's qualifiers:
        "revenue in the latest half" and "in the latest year", or an interim and a final
        dividend, share their slots but never an answer. A measure's own words are left
        out, so a paraphrase with the same qualifiers still finds the answer.
        """
        kinds = sorted({self.period_kind, *(p.kind for p in self.periods.values())})
        qualifiers = sorted(
            f"{axis}={'/'.join(sorted(values))}"
            for measure in self.measures
            for axis, values in measure.stated.items()
            if values
        )
        return (
            f"period={'/'.join(kinds)}",
            f"dividend={self.dividend_kind or ''}",
            f"basis={self.basis or ''}",
            f"sites={'/'.join(sorted(self.named_sites))}",
            f"order={self.order if self.ranking else ''}{'/falls' if self.falls else ''}",
            *dict.fromkeys(qualifiers),
        )

    def as_state(self) -> dict[str, Any]:
        """JSON form carried in graph state."""
        return self.model_dump(mode="json")

    @classmethod
    def from_state(cls, data: Mapping[str, Any] | Request | None) -> Request:
        """Rebuild from :meth:`as_state` (an empty request when nothing was read)."""
        if isinstance(data, Request):
            return data
        return cls.model_validate(dict(data or {}))

    def prompt_block(self) -> str:
        """The request as a ``<request>`` JSON block for a model's prompt."""
        body = self.model_dump(mode="json", exclude_defaults=True, exclude={"text"})
        return tag("request", json.dumps(body, ensure_ascii=False, separators=(",", ":")))

    @classmethod
    def from_prompt(cls, prompt: str) -> Request | None:
        """The request of a prompt's ``<request>`` block (None: the prompt has none)."""
        body = read_tag(prompt, "request")
        if body is None:
            return None
        text = read_tag(prompt, "question") or ""
        return cls.model_validate({**json.loads(body), "text": text})


def request_of(state: Mapping[str, Any]) -> Request:
    """The request carried in a graph state (empty when none was read)."""
    return Request.from_state(state.get("request"))
