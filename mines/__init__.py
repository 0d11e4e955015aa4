"""mines package."""
