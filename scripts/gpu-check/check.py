"""check.py DEVICE FLASH: loads .gpu/tiny.gguf through rag.generator with RAG's device choice
(auto, gpu or cpu) and flash attention on (1) or off (0), and prints one RESULT line of JSON: the
device chosen, the GPU memory the load took, and three timed generations of 32 tokens after a
1,500-token prompt. One configuration a process, so that one crash does not hide the others."""
import json, subprocess, sys, time
from pathlib import Path


def used_mib():
    try:
        q = subprocess.run(["nvidia-smi", "--query-gpu=memory.used", "--format=csv,noheader,nounits"],
                           capture_output=True, text=True)
    except OSError:
        return -1
    return int(q.stdout.split()[0]) if q.returncode == 0 else -1


device, flash = sys.argv[1], sys.argv[2] == "1"
print("stage import", flush=True)
from rag.generator import LlamaGenerator, llama_backends, resolve_device
out = {"device_arg": device, "flash_attn": flash, "backends": llama_backends()}
print("stage resolve", flush=True)
out["auto"] = resolve_device("auto")
before = used_mib()
out["gpu_mib_before"] = before
print("stage load", out, flush=True)
g = LlamaGenerator(Path(".gpu/tiny.gguf"), "tiny", "0" * 64, resolve_device(device), None, 4096, 0.0, 0, flash)
out["identity_device"], out["gpu_mib_for_model"] = g.identity.device, used_mib() - before
print("stage generate", flush=True)
msgs = [{"role": "system", "content": "Answer from the sources."}, {"role": "user", "content": "word " * 1500}]
runs = []
for _ in range(3):
    g.forget_prompt_cache()
    t0 = time.perf_counter(); first = None; n = 0
    for piece in g.stream(msgs, 32):
        first = first or time.perf_counter() - t0; n += 1
    runs.append({"ttft_s": round(first, 4), "total_s": round(time.perf_counter() - t0, 4), "pieces": n})
out["prompt_tokens"], out["runs"] = g.last_usage.prompt, runs
print("RESULT " + json.dumps(out), flush=True)
