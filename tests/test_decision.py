"""The question analysis and the one decision point, table-driven on hand-made inputs."""

from __future__ import annotations

import pytest

from rag.analysis import analyse
from rag.answer import Reason, SentenceCheck, Source
from rag.checking import Checked
from rag.decision import decide, gate
from rag.extractive import Quote

LONGGEN = Source(n=1, paper_id="p1", title="LongGen", score=1.0,
                 text="LongGen reduces KV cache memory by 62%.")


@pytest.mark.parametrize("question, terms, asked, wants_number", [
    ("How much does LongGen reduce KV cache memory?", ("LongGen",), {"reduc", "kv", "cach", "memori", "much"}, True),
    ("What accuracy does GPT-5 reach on the LitQA2 benchmark?", ("GPT-5", "LitQA2"),
     {"accuraci", "reach", "benchmark"}, True),
    ("Which method turns Stable Diffusion into a depth estimator?", ("Stable", "Diffusion"),
     {"method", "turn", "depth", "estim"}, False),
    ("Which GPUs train LLMs fastest?", (), {"gpus", "train", "llm", "fastest"}, False),
])
def test_question_analysis(question, terms, asked, wants_number):
    q = analyse(question)
    assert q.terms == terms and set(q.asked) == asked and q.wants_number is wants_number
    assert q.text == question


def test_a_figure_in_the_question_is_not_new():
    q = analyse("What speedup does ZeRO++ give at 384 GPU scale?")
    assert q.numbers == {"384"} and q.terms == ("ZeRO++",)


@pytest.mark.parametrize("best, sources, question, reason", [
    (0.9, [], "How much does LongGen reduce memory?", Reason.NO_SOURCES),
    (0.1, [LONGGEN], "How much do long-context methods reduce memory?", Reason.LOW_RELEVANCE),
    (None, [LONGGEN], "How much do long-context methods reduce memory?", Reason.LOW_RELEVANCE),
    # the question names the top paper: a low cosine is a short question, not another subject
    (0.1, [LONGGEN], "How much does LongGen reduce memory?", None),
    # (mix-4285) a name the abstract states, misspelt, names it too; another name does not
    (0.1, [LONGGEN], "How much does LongGenn reduce memory?", None),
    (0.1, [LONGGEN], "How much does LongFormer reduce memory?", Reason.LOW_RELEVANCE),
    (0.9, [LONGGEN], "How much does WindowKV reduce memory?", Reason.SUBJECT_NOT_FOUND),
    (0.9, [LONGGEN], "How much does LongGenn reduce memory?", None),
    (0.9, [LONGGEN], "How much does LongGen reduce memory?", None),
])
def test_gate_before_the_model(best, sources, question, reason):
    found = gate(analyse(question), best, sources, 0.4)
    assert (found.reason if found else None) is reason


def checked(*sentences: tuple[str, bool], refused=False) -> Checked:
    checks = [SentenceCheck(text=t, cited=[1], supported=ok) for t, ok in sentences]
    return Checked(answer=" ".join(t for t, _ in sentences), refused=refused, supported_any=any(ok for _, ok in sentences),
                   sentences=checks)


QUOTE = [Quote(n=1, text="LongGen reduces KV cache memory by 62%.", score=5)]
HOW_MUCH = "How much does LongGen reduce KV cache memory?"
EVASIVE = [Quote(n=1, text="Training long-context models is costly, so KV cache memory matters.", score=3)]


@pytest.mark.parametrize("check, quotes, method, reason", [
    (None, QUOTE, "extractive", None),
    (None, [], "abstained", Reason.NO_MATCHING_SENTENCE),
    # a refusal is a miss: a quote that gives what is asked stands; an evasive one, or none, does not
    (checked(refused=True), QUOTE, "extractive", Reason.MODEL_REFUSED),
    (checked(refused=True), EVASIVE, "abstained", Reason.MODEL_REFUSED),
    (checked(refused=True), [], "abstained", Reason.MODEL_REFUSED),
    (checked(("LongGen reduces KV cache memory by 62%.", True)), QUOTE, "generated", None),
    (checked(("LongGen reduces it by 75%.", False)), QUOTE, "extractive", Reason.UNSUPPORTED),
    (checked(("LongGen reduces it by 75%.", False)), [], "abstained", Reason.UNSUPPORTED),
    (checked(("The paper studies partial contexts for long context training.", True)), QUOTE, "extractive",
     Reason.OFF_POINT),
    (checked(("LongGen reduces KV cache memory during inference substantially.", True)), QUOTE, "extractive",
     Reason.NO_FIGURE),
    # an answer without the figure asked for, and nothing to quote that gives one: abstain
    (checked(("LongGen reduces KV cache memory during inference substantially.", True)), [], "abstained",
     Reason.NO_FIGURE),
    # mechanism 6: an evasive quote (no figure for a how-much question) is never the answer
    (checked(("LongGen reduces KV cache memory during inference substantially.", True)), EVASIVE, "abstained",
     Reason.NO_FIGURE),
    (None, EVASIVE, "abstained", Reason.NO_MATCHING_SENTENCE),
])
def test_one_decision(check, quotes, method, reason):
    d = decide(analyse(HOW_MUCH), check, quotes)
    assert (d.method, d.reason) == (method, reason)


def test_every_reason_is_reachable_and_serialises_as_text():
    assert {r.value for r in Reason} == {"no_sources", "low_relevance", "subject_not_found", "model_refused",
                                         "unsupported", "off_point", "no_figure", "no_matching_sentence",
                                         "setting_not_stated", "other_paper", "no_focus", "false_premise"}


# Mechanism 6: a question that asks for one thing by name (a licence) is not answered by a
# supported sentence, or a quote, that never speaks of it. Mechanism 1: a question for a share
# is not answered by a count ("30 billion parameters").
LICENCE = "Under what licence are the LongGen checkpoints released?"
RELEASED = [Quote(n=1, text="The LongGen checkpoints and code are released on GitHub.", score=3)]
LICENSED = [Quote(n=1, text="LongGen is released under the MIT licence.", score=3)]
SHARE = "What fraction of its parameters does LongGen retrain?"
PERCENT = [Quote(n=1, text="LongGen retrains only 0.3% of the parameters.", score=4)]
COUNT = [Quote(n=1, text="LongGen retrains 30 billion parameters in minutes.", score=4)]


@pytest.mark.parametrize("question, check, quotes, method, reason", [
    (LICENCE, checked(("LongGen checkpoints are available on GitHub.", True)), RELEASED, "abstained", Reason.NO_FOCUS),
    (LICENCE, checked(("LongGen checkpoints are available on GitHub.", True)), LICENSED, "extractive", Reason.NO_FOCUS),
    (LICENCE, checked(("LongGen is released under the MIT licence.", True)), RELEASED, "generated", None),
    (LICENCE, None, RELEASED, "abstained", Reason.NO_MATCHING_SENTENCE),
    (LICENCE, None, LICENSED, "extractive", None),
    (SHARE, checked(("LongGen retrains 30 billion parameters.", True)), PERCENT, "extractive", Reason.NO_FIGURE),
    (SHARE, checked(("LongGen retrains 30 billion parameters.", True)), COUNT, "abstained", Reason.NO_FIGURE),
    (SHARE, checked(("LongGen retrains 0.3% of its parameters.", True)), COUNT, "generated", None),
])
def test_an_answer_without_the_kind_of_thing_asked_for_is_not_an_answer(question, check, quotes, method, reason):
    d = decide(analyse(question), check, quotes)
    assert (d.method, d.reason) == (method, reason)


# Mechanism 2: the answer takes its figure from another shown paper than the one the question names.
OTHER = [Quote(n=2, text="WindowKV reduces KV cache memory by 88%.", score=6)]


@pytest.mark.parametrize("quotes, method, shown", [
    (QUOTE + OTHER, "extractive", [1]),  # the named paper's own sentence, only
    (EVASIVE + OTHER, "abstained", None),
])
def test_an_answer_from_another_paper_than_the_one_named_is_not_the_answer(quotes, method, shown):
    answer = checked(("LongGen reduces KV cache memory by 88%.", True))
    answer.sentences[0].cited[:] = [2]
    d = decide(analyse(HOW_MUCH), answer, quotes, subject=1, own=[p for p in quotes if p.n == 1])
    assert (d.method, d.reason) == (method, Reason.OTHER_PAPER)
    assert (d.quotes and [p.n for p in d.quotes]) == shown or (d.quotes is None and shown is None)


@pytest.mark.parametrize("ranked_only, method", [
    (False, "abstained"),  # the paper the question names says nothing that answers: no other paper's figure stands
    (True, "generated"),  # (mix-3785, the 1.5B) retrieval's first paper only: the supported answer stands
])
def test_an_answer_from_another_paper_than_retrievals_first_stands_where_that_one_does_not_answer(ranked_only, method):
    answer = checked(("LongGen reduces KV cache memory by 88%.", True))
    answer.sentences[0].cited[:] = [2]
    d = decide(analyse(HOW_MUCH), answer, EVASIVE + OTHER, subject=1, own=EVASIVE, ranked_only=ranked_only)
    assert d.method == method
