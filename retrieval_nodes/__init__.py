"""retrieval_nodes package."""
