"""The label-variant evaluation corpus: the realistic shapes in wording written apart.

Press articles, results announcements, half-year reports and two long annual reports whose
labels and phrases are written independently of the product's vocabulary, with a manifest
of every figure they state and analyst-style questions keyed to that manifest.
``python -m evals.variant.build`` writes it; ``python -m evals --suite label_variant`` asks.
"""
