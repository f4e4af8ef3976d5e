"""Sandbox environments the platform adds to Harbor (the Docker-free ``local`` one)."""
