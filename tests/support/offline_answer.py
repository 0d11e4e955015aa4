"""One cited passage answered and verified by the offline model, for reading tests."""

from __future__ import annotations

from typing import Any, cast

from mines.state import Chunk


def cited_doc(text: str, company: str = "FMG", period: str = "FY2024") -> dict[str, Any]:
    """A retrieved chunk holding ``text`` for ``company`` and ``period`` ("H1 FY2024")."""
    return {
        "id": "1",
        "company": company,
        "fiscal_year": period.split()[-1],
        "period": period,
        "source": "item.md",
        "page": 1,
        "score": 1.0,
        "section": "",
        "text": text,
    }


def answer(doc: dict[str, Any], question: str) -> tuple[str, Any]:
    """The offline draft answering ``question`` from ``doc``, and the verifier's check of it."""
    from mines.grounding import check_draft
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    draft = synthesize(render_documents([cast(Chunk, doc)]) + tag("question", question))
    return draft, check_draft(draft, [doc])
