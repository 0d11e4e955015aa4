"""The development label-variant split: fresh documents and questions for tuning.

Same kind as ``evals/variant`` (the held-out split, kept out of any tuning) but with other
documents, company-years and questions, all worded apart from the product's vocabulary.
``python -m evals.variant_dev.build`` writes it; ``python -m evals --suite
label_variant_dev`` asks it.
"""
