"""Draft checking: a figure reaches confidence high only when a verified claim vouches for it."""

from __future__ import annotations

from mines.grounding import check_draft, confidence_for

DOC = {
    "id": "c1",
    "company": "BHP",
    "fiscal_year": "FY2024",
    "period": "FY2024",
    "source": "r.md",
    "page": 1,
    "text": "Revenue for FY2024 was US$55,658 million.",
}


def test_a_verified_claim_vouches_for_its_figure() -> None:
    check = check_draft("- BHP revenue for FY2024: US$55,658 million [1]", [DOC])
    assert (check.verified, check.rejected, check.unverified) == (1, (), ())
    assert confidence_for(0, check.verified, 0, False, len(check.unverified)) == ("yes", "high")


def test_a_figure_no_claim_covers_is_shown_but_not_vouched_for() -> None:
    # The number is in the cited text, but no metric is named before it: the verifier reads
    # no claim, so nothing vouches for the figure.
    line = "- Also stated in FY2024: US$55,658 million [1]"
    check = check_draft("- BHP revenue for FY2024: US$55,658 million [1]\n" + line, [DOC])
    assert check.verified == 1 and not check.rejected
    assert check.unverified == (1,)
    assert confidence_for(0, check.verified, 0, False, len(check.unverified))[1] == "medium"


def test_a_basis_qualifier_is_not_a_figure() -> None:
    doc = {**DOC, "text": "WAIO production on a 100% basis in FY2024 was 285 Mt."}
    line = "- BHP FY2024 — iron ore production (WAIO, 100% basis): 285 Mt [1]"
    assert check_draft(line, [doc]).unverified == ()


def test_a_basis_in_a_label_is_no_figure_to_ground() -> None:
    # "Onslow Iron shipments (100% basis): 14 Mt [1]" cited to "whole joint venture": the
    # number-level check grounds the 14 Mt, never the basis words' "100%"
    from mines.grounding import unsupported_claims

    line = "- MIN FY2025 — Onslow Iron shipments (100% basis) (Onslow, 100% basis): 14 Mt [1]"
    source = "| Onslow Iron exports, whole joint venture (Mt wet) | 14 |"
    assert unsupported_claims(line, [source]) == []
    assert unsupported_claims(line.replace("14 Mt", "15 Mt"), [source]) != []
