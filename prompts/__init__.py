"""Prompt templates, shipped as package data: one folder per version and model profile."""
