"""Whether a site's figure states the ownership basis a question asks for.

A joint venture's volume is printed either for the whole operation or for the company's
part of it. When a question names a basis ("attributable", "our share", "on a 100% basis")
a site's figure stating neither may be either one, so it is not the asked figure: a row
"Mt Marion shipments (kt)" under a title naming no basis could be the venture's total or
the company's half. The basis may be stated anywhere the figure is printed under: its own
label or row, its sentence (read into its qualifier), the table's title or the column.

A company-wide total ("iron ore production") is left to the other axes: a group's volume
is reported on the company's own basis, so its plain figure is what an asked share means.
"""

from __future__ import annotations

from collections.abc import Mapping

from mines.figures.model import Figure
from mines.figures.ownership_words import ownership_of
from mines.measures.sites import find_sites


def unstated_site_basis(
    asked: Mapping[str, frozenset[str]], figure: Figure, stated: Mapping[str, frozenset[str]]
) -> list[str]:
    """``["ownership: ... asked, none stated"]`` for a site's figure stating no asked basis.

    ``asked`` is what the question's phrase states (not what its metric implies), ``stated``
    the figure's qualifiers (label, title and qualifier read).
    """
    basis = asked.get("ownership")
    if not basis or stated.get("ownership"):
        return []
    span = figure.span
    printed = " ".join(t for t in (span.column, span.row, figure.qualifier) if t)
    if ownership_of(printed) is not None:
        return []
    if not find_sites(f"{figure.qualifier or ''} {span.row or ''} {figure.label or ''}"):
        return []
    return [f"ownership: {'/'.join(sorted(basis))} asked, none stated"]
