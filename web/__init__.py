"""The web surface of Mines Financial: chat page routes (app.py) and optional auth (auth.py)."""
