"""sequence.py: in one process, loads .gpu/tiny.gguf through rag.generator on the CPU, then on the
GPU, then on the CPU again, and prints one RESULT line of JSON: each load's device, the GPU memory
it took, and whether the two CPU models write the same text (a CPU load on a CUDA build must leave
the GPU alone, also after a GPU load in the same process)."""
import json, subprocess
from pathlib import Path

from rag.generator import LlamaGenerator


def used_mib():
    q = subprocess.run(["nvidia-smi", "--query-gpu=memory.used", "--format=csv,noheader,nounits"],
                       capture_output=True, text=True)
    return int(q.stdout.split()[0]) if q.returncode == 0 else -1


msgs = [{"role": "system", "content": "Answer from the sources."}, {"role": "user", "content": "word " * 300}]
loads, texts, kept = [], {}, []
for i, device in enumerate(["cpu", "gpu", "cpu"]):
    before = used_mib()
    g = LlamaGenerator(Path(".gpu/tiny.gguf"), "tiny", "0" * 64, device, None, 4096, 0.0, 0, True)
    text = "".join(g.stream(msgs, 16))
    loads.append({"asked": device, "identity_device": g.identity.device, "gpu_mib_for_model": used_mib() - before})
    texts[i] = text
    kept.append(g)  # held, so each load's memory is its own
print("RESULT " + json.dumps({"loads": loads, "cpu_texts_same": texts[0] == texts[2],
                              "cpu_text_chars": len(texts[0])}), flush=True)
