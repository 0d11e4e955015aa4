"""One measure a question asks for: the phrase as written and the qualifiers it states."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from mines.figures.qualifier_conflicts import completed
from mines.figures.unit_qualifiers import quantity_asked


@dataclass(frozen=True)
class AskedMeasure:
    """One measure a question asks for: the phrase as written and what it implies.

    ``metric`` is the registry metric the phrase's alias names (a hint; None when no alias
    names one); ``stated`` the qualifiers the phrase itself states; ``qualifiers`` those
    completed by the metric's implied ones (what a figure must not contradict).
    """

    phrase: str
    metric: str | None
    stated: Mapping[str, frozenset[str]] = field(default_factory=dict)

    @property
    def qualifiers(self) -> dict[str, frozenset[str]]:
        """Stated qualifiers over the metric's implied ones, with the kind of quantity."""
        out = completed(self.stated, self.metric)
        quantity = quantity_asked(out)
        return out | ({"quantity": quantity} if quantity else {})

    def describe(self) -> str:
        """``"gross debt": gross; debt`` — the phrase and what it states, for a prompt."""
        stated = "; ".join("/".join(sorted(v)) for _, v in sorted(self.stated.items()))
        return f'"{self.phrase}"' + (f": {stated}" if stated else "")

    def as_dict(self) -> dict[str, Any]:
        """JSON-friendly form for graph state."""
        return {
            "phrase": self.phrase,
            "metric": self.metric,
            "stated": {k: sorted(v) for k, v in self.stated.items()},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> AskedMeasure:
        """Inverse of ``as_dict``."""
        stated = {str(k): frozenset(v) for k, v in dict(data.get("stated") or {}).items()}
        return cls(str(data.get("phrase", "")), data.get("metric"), stated)
