"""Executing runs: the scheduler claims attempts; the Harbor adapter runs each as a trial."""
