"""Question sets, the evaluation harness, metrics and reports."""
