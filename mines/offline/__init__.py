"""The deterministic offline model: rule-based skills behind the chat-model protocol."""
