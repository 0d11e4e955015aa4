"""Model layer: the factory, the fallback chains, the hosted fault policy, the prompt format."""
