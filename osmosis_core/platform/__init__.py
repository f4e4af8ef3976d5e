"""Talking to a platform: its URL, the caller's token and scope, and the HTTP client."""
