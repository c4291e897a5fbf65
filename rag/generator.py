"""The generator interface and its llama.cpp adapter, the only module that imports `llama_cpp`.

A generator streams text for a list of chat messages and counts tokens with the model's own
tokenizer. llama-cpp-python keeps the evaluated tokens of the last call and reuses the longest
common prefix, so a fixed system prompt is read once, not on every question.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Literal, Protocol

from pydantic import BaseModel

from common.errors import ModelError
from common.machine import physical_cores

CUDA_HINT = (
    'Install the CUDA build: CMAKE_ARGS="-DGGML_CUDA=on" pip install --force-reinstall '
    "--no-cache-dir llama-cpp-python==0.3.36, or use --device cpu."
)
# GGUF general.file_type values (llama.cpp's llama_ftype) for the common quantisations.
FILE_TYPES = {0: "F32", 1: "F16", 2: "Q4_0", 3: "Q4_1", 7: "Q8_0", 8: "Q5_0", 9: "Q5_1", 10: "Q2_K",
              11: "Q3_K_S", 12: "Q3_K_M", 13: "Q3_K_L", 14: "Q4_K_S", 15: "Q4_K_M", 16: "Q5_K_S",
              17: "Q5_K_M", 18: "Q6_K", 32: "BF16"}

Message = dict[str, str]


class ModelIdentity(BaseModel):
    name: str
    sha256: str
    path: str
    quantization: str | None = None
    device: Literal["cpu", "gpu"] = "cpu"


class Usage(BaseModel):
    prompt: int = 0
    completion: int = 0


class Generator(Protocol):
    """Streams text for chat messages; counts tokens with the model's own tokenizer."""

    identity: ModelIdentity
    last_usage: Usage

    def stream(self, messages: list[Message], max_tokens: int, temperature: float | None = None) -> Iterator[str]: ...

    def count_tokens(self, messages: list[Message]) -> int: ...

    def count_text_tokens(self, text: str) -> int: ...

    def special_tokens(self) -> frozenset[str]:
        """Texts the chat template turns into control tokens (turn markers and the like)."""
        ...


class LazyGenerator:
    """A Generator that opens its model on first use, so an extractive answer never loads it."""

    def __init__(self, open_model: Callable[[], Generator]):
        self._open = open_model
        self._model: Generator | None = None

    def _get(self) -> Generator:
        if self._model is None:
            self._model = self._open()
        return self._model

    @property
    def identity(self) -> ModelIdentity:
        return self._get().identity

    @property
    def last_usage(self) -> Usage:
        return self._get().last_usage

    def stream(self, messages: list[Message], max_tokens: int, temperature: float | None = None) -> Iterator[str]:
        return self._get().stream(messages, max_tokens, temperature)

    def count_tokens(self, messages: list[Message]) -> int:
        return self._get().count_tokens(messages)

    def count_text_tokens(self, text: str) -> int:
        return self._get().count_text_tokens(text)

    def special_tokens(self) -> frozenset[str]:
        return self._get().special_tokens()


def gpu_offload_supported() -> bool:
    import llama_cpp

    return bool(llama_cpp.llama_supports_gpu_offload())


def llama_backends() -> list[str]:
    """The ggml backends this llama-cpp-python build ships ("blas", "cpu", "cuda", ...): which
    one reads prompts decides prefill speed, so benchmarks record it."""
    import llama_cpp

    lib = Path(llama_cpp.__file__).parent / "lib"
    names = {f.name.split(".so")[0].removeprefix("libggml-") for f in lib.glob("libggml-*.so*")}
    return sorted(names - {"base"})


def resolve_device(requested: str) -> Literal["cpu", "gpu"]:
    supported = gpu_offload_supported()
    if requested == "gpu" and not supported:
        raise ModelError("device=gpu, but this llama-cpp-python build cannot offload to a GPU.", CUDA_HINT)
    return "gpu" if supported and requested in ("auto", "gpu") else "cpu"


def placement(device: Literal["cpu", "gpu"]) -> dict:
    """llama.cpp's arguments for where a model runs. On a CUDA build, llama.cpp keeps the KV cache
    and large batches' operations on the GPU even with no layers there (README, GPU and CPU
    builds): `cpu` asks for neither."""
    if device == "gpu":
        return {"n_gpu_layers": -1}
    return {"n_gpu_layers": 0, "offload_kqv": False, "op_offload": False}


_LOADING = threading.Lock()


@contextmanager
def _devices(device: Literal["cpu", "gpu"]):
    """While a model loads: on `cpu`, an empty list of devices to offload to. Without one, a CUDA
    build starts a CUDA context on every GPU it finds (about 520 MiB on an H100) even with no
    layers, KV cache or operations there (README, GPU and CPU builds). llama-cpp-python does not
    expose the list, so its default model parameters are wrapped for the load, under a lock that
    every load takes (a `gpu` load in another thread would otherwise get the empty list)."""
    import ctypes

    import llama_cpp.llama_cpp as native

    empty = (ctypes.c_void_p * 1)(None)  # NULL-terminated: no devices
    with _LOADING:
        default = native.llama_model_default_params

        def cpu_only():
            params = default()
            params.devices = ctypes.addressof(empty)
            return params

        if device == "cpu":
            native.llama_model_default_params = cpu_only
        try:
            yield
        finally:
            native.llama_model_default_params = default


class LlamaGenerator:
    def __init__(self, path: Path, name: str, sha256: str, device: Literal["cpu", "gpu"],
                 threads: int | None, n_ctx: int, temperature: float, seed: int, flash_attn: bool):
        import llama_cpp
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        self.temperature, self.seed = temperature, seed
        try:
            with _devices(device):
                self._llm = llama_cpp.Llama(
                    model_path=str(path), n_ctx=n_ctx, n_threads=threads or physical_cores(),
                    **placement(device), flash_attn=flash_attn, seed=seed, verbose=False,
                )
        except (ValueError, RuntimeError) as exc:
            raise ModelError(f"llama.cpp could not load {path}: {exc}") from None
        meta = self._llm.metadata
        file_type = meta.get("general.file_type")
        self.identity = ModelIdentity(
            name=name, sha256=sha256, path=str(path), device=device,
            quantization=FILE_TYPES.get(int(file_type)) if file_type and file_type.isdigit() else None,
        )
        template = meta.get("tokenizer.chat_template")
        if not template:
            raise ModelError(f"{path} has no chat template in its metadata; use an instruct GGUF.")
        model = self._llm._model
        self._formatter = Jinja2ChatFormatter(
            template=template,
            eos_token=model.token_get_text(self._llm.token_eos()),
            bos_token=model.token_get_text(self._llm.token_bos()) if self._llm.token_bos() != -1 else "",
        )
        self.last_usage = Usage()
        self._special: frozenset[str] | None = None

    @property
    def n_ctx(self) -> int:
        return self._llm.n_ctx()

    @property
    def llama(self):
        """The llama_cpp.Llama underneath, for measurements against bare llama.cpp."""
        return self._llm

    def forget_prompt_cache(self) -> None:
        """Drop the evaluated tokens, so the next prompt is read in full (for measurements)."""
        self._llm.reset()

    def count_tokens(self, messages: list[Message]) -> int:
        prompt = self._formatter(messages=messages).prompt
        return len(self._llm.tokenize(prompt.encode("utf-8"), add_bos=False, special=True))

    def count_text_tokens(self, text: str) -> int:
        return len(self._llm.tokenize(text.encode("utf-8"), add_bos=False, special=False))

    def special_tokens(self) -> frozenset[str]:
        """From the model's own vocabulary: every control or user-defined token (for Qwen2,
        <|im_start|>, <|im_end|>, <|endoftext|>, the fim and tool markers …)."""
        if self._special is None:
            import llama_cpp

            model, flags = self._llm._model, llama_cpp.LLAMA_TOKEN_ATTR_CONTROL | llama_cpp.LLAMA_TOKEN_ATTR_USER_DEFINED
            texts = (model.token_get_text(t) for t in range(model.n_vocab()) if model.token_get_attr(t) & flags)
            self._special = frozenset(t for t in texts if len(t.strip()) > 1)
        return self._special

    def stream(self, messages: list[Message], max_tokens: int, temperature: float | None = None) -> Iterator[str]:
        self.last_usage = Usage()
        chunks = self._llm.create_chat_completion(
            messages=messages, max_tokens=max_tokens,
            temperature=self.temperature if temperature is None else temperature,
            seed=self.seed, stream=True,
        )
        text = []
        for chunk in chunks:
            piece = chunk["choices"][0]["delta"].get("content")
            if piece:
                text.append(piece)
                yield piece
        # counted after the answer, so that the first token does not wait for it
        self.last_usage = Usage(prompt=self.count_tokens(messages), completion=self.count_text_tokens("".join(text)))
