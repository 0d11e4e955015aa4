"""Answer text as Markdown (mines/markdown.py): escapes, blocks, sources as a list."""

from __future__ import annotations

from mines.markdown import to_markdown, to_plain

ANSWER = (
    "- BHP Group (BHP), FY2023 — revenue: US$53.82 billion [1]\n"
    '  > "Revenue for FY2023 was US$53.82 billion."\n'
    "- BHP Group (BHP), FY2024 — revenue: US$55,658 million [3]\n\n"
    "**Calculation**\n"
    "Calculated from the cited figures of BHP Group:\n"
    "- Change from US$53.82 billion to US$55,658 million: +3.42%\n\n"
    "**Sources**\n"
    "[1] BHP_FY2023.md, p. 2 (BHP FY2023, Financial review)\n"
    "[3] BHP_FY2024.md, p. 1 (BHP FY2024, Highlights)"
)


def test_dollar_and_tilde_are_escaped_once() -> None:
    md = to_markdown("US$16.87 billion) to ~US$17 billion (US\\$ already)")
    assert md == "US\\$16.87 billion) to \\~US\\$17 billion (US\\$ already)"
    assert "$" not in md.replace("\\$", "")


def test_headers_paragraphs_and_lists_are_separate_blocks() -> None:
    md = to_markdown(ANSWER)
    assert "**Calculation**\n\nCalculated from the cited figures of BHP Group:\n\n- Change" in md
    assert "\n\n**Sources**\n\n" in md
    # the quote stays inside its list item; list items stay one list
    assert "[1]\n  > " in md
    assert '."\n- BHP Group (BHP), FY2024' in md
    assert "\n\n\n" not in md


def test_sources_become_a_list() -> None:
    md = to_markdown(ANSWER)
    assert md.endswith(
        "- [1] BHP_FY2023.md, p. 2 (BHP FY2023, Financial review)\n"
        "- [3] BHP_FY2024.md, p. 1 (BHP FY2024, Highlights)"
    )


def test_consecutive_text_lines_and_text_after_a_list() -> None:
    md = to_markdown("Note: 2 claims:\n- a\n- b\nPlease cross-check.\nSecond line.")
    assert md == "Note: 2 claims:\n\n- a\n- b\n\nPlease cross-check.\n\nSecond line."


def test_plain_text_comes_back() -> None:
    assert to_plain(to_markdown("US$5 and ~6")) == "US$5 and ~6"
