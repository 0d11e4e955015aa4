"""A bare total row under a title naming a volume by operation is the group's volume.

"| Total | 883 |" under "Copper mined by asset (our share, kt)": the operations summed,
the company's copper production on its share, for the reader and the verifier alike; a
site's row never answers the group, and a share never a 100% question.
"""

from __future__ import annotations

import pytest

from tests.support.offline_answer import answer, cited_doc, table_text

_TABLE = table_text(
    "Copper mined by asset (our share, kt)",
    ["Asset", "2025", "2024"],
    [["Mongolian underground mine", "290", "190"], ["{total}", "883", "697"]],
)


@pytest.mark.parametrize("total", ["Total", "Group total"])
def test_the_total_row_is_the_groups_volume(total: str) -> None:
    doc = cited_doc(_TABLE.format(total=total), "RIO", "FY2025")
    draft, check = answer(doc, "What was Rio Tinto's copper production in 2024?")
    assert "697" in draft
    assert check.verified == 1 and not check.rejected


def test_the_share_total_never_answers_the_full_basis() -> None:
    doc = cited_doc(_TABLE.format(total="Total"), "RIO", "FY2025")
    draft, _ = answer(doc, "What was Rio Tinto's copper production on a 100% basis in 2025?")
    assert "883" not in draft.split("closest stated")[0]
