"""A realistic evaluation corpus (annual reports, results announcements, half-year reports).

Built by a script from the verified fact table; see :mod:`evals.realistic.build`
(``python -m evals.realistic.build --out DIR``).
"""
