"""Figures: the domain at the centre of every answer (DESIGN section 6).

``model`` holds the small types a reader can keep in their head (``Period``, ``Span``,
``Figure``); ``periods`` parses reporting periods from a document's own words; ``extract``
reads figures out of sentences and table rows; ``draft_claims`` reads the claims out of a
draft answer; ``verify`` checks a claimed figure against the text it cites, with its own
reading (it shares no matching code with ``extract``): sentences in ``verify_prose``, table
cells in ``verify_tables``, what both share in ``verify_reasons``.
"""
