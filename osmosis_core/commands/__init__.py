"""Command implementations owned by the kernel (imported lazily, when a command runs)."""
