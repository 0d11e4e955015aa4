"""Model layer: one factory, structured output with method fallback, the prompt format."""
