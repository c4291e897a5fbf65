"""Literal search in place of patterns built per figure or name: the same matches as the pattern it replaces."""
import re

import pytest

from rag.textnorm import MARK, marked, occurrences

BEFORE = re.compile(r"[\w./]")
NO_DIGIT_AFTER = re.compile(r"(?!\.?\d)")
MULTIPLE_AFTER = re.compile(r"(?=[x\u00d7]?(?![\w.]))", re.I)
RELEASE_AFTER = re.compile(r"(?:\s+v?\d+(?:\.\d+)+)?(?![\w-])")


@pytest.mark.parametrize("text, needle, before, after, ignore_case, spans", [
    ("from 2.5 to 12.5 and 2.53", "2.5", BEFORE, NO_DIGIT_AFTER, False, [(5, 8)]),  # not in 12.5 nor 2.53
    ("2.5. Then 2.5", "2.5", BEFORE, NO_DIGIT_AFTER, False, [(0, 3), (10, 13)]),  # a full stop after is no digit
    ("a 4.5X speedup, 4.5x, 4.5 and 4.5xs", "4.5", re.compile(r"[\w.]"), MULTIPLE_AFTER, True,
     [(2, 5), (16, 19), (22, 25)]),
    ("GAAMA 2.0's two and GAAMA-2", "GAAMA", re.compile(r"[\w-]"), RELEASE_AFTER, False, [(0, 9)]),
    ("aaaa", "aa", None, None, False, [(0, 2), (2, 4)]),  # no overlapping occurrences, as re.finditer
    ("LoRA, lora and LORA", "lora", None, None, True, [(0, 4), (6, 10), (15, 19)]),
    ("nothing here", "x", None, None, False, []),
])
def test_occurrences_are_those_of_the_pattern_built_around_the_literal(text, needle, before, after, ignore_case,
                                                                         spans):
    assert occurrences(text, needle, before, after, ignore_case) == spans
    built = ("" if before is None else f"(?<!{before.pattern})") + re.escape(needle) + \
        ("" if after is None else f"(?:{after.pattern})")
    flags = re.I if ignore_case else 0
    assert [m.span() for m in re.finditer(built, text, flags)] == spans


def test_a_text_whose_lowering_changes_its_length_is_searched_case_blind_all_the_same():
    # "İ" lowers to two characters, so positions in the lowered text are not the text's
    assert occurrences("İstanbul LoRA", "lora", ignore_case=True) == [(9, 13)]


@pytest.mark.parametrize("text, term, ignore_case, expected", [
    ("how does LoRA fine-tune LoRAM?", "LoRA", False, f"how does {MARK} fine-tune {MARK}M?"),
    ("the lora variant", "LoRA", True, f"the {MARK} variant"),
    ("the lora variant", "LoRA", False, "the lora variant"),
    ("no name", "", False, "no name"),
])
def test_a_marked_text_writes_each_occurrence_of_the_name_as_one_mark(text, term, ignore_case, expected):
    assert marked(text, term, ignore_case) == expected
