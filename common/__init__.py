"""Helpers every layer may use: domain errors, atomic writes, file hashes, statistics, word
stemming, machine facts and the package data. Nothing here imports another package of the project."""
