"""tiny_gguf.py SOURCE.gguf OUT.gguf: a 26 MB qwen2 GGUF with random weights and SOURCE's tokenizer and
chat template. It loads and generates like the real model but answers nothing: a placement check only,
small enough to travel where the real model cannot. Needs `gguf` (llama.cpp's gguf-py)."""
import sys

import gguf
import numpy as np

src = gguf.GGUFReader(sys.argv[1])
def s(k): f = src.fields[k]; return bytes(f.parts[f.data[0]]).decode()
def arr_str(k): f = src.fields[k]; return [bytes(f.parts[i]).decode('utf-8', errors='replace') for i in f.data]
def arr_int(k): f = src.fields[k]; return [int(f.parts[i][0]) for i in f.data]
E, L, FF, H, KV, V = 64, 2, 128, 1, 1, 151936  # one head of 64: a head size the CUDA kernels have
w = gguf.GGUFWriter(sys.argv[2], 'qwen2')
w.add_name('tiny-qwen2-random'); w.add_context_length(4096); w.add_embedding_length(E); w.add_block_count(L)
w.add_feed_forward_length(FF); w.add_head_count(H); w.add_head_count_kv(KV); w.add_rope_freq_base(1e6)
w.add_layer_norm_rms_eps(1e-6); w.add_file_type(1)
w.add_tokenizer_model('gpt2'); w.add_tokenizer_pre('qwen2')
w.add_token_list(arr_str('tokenizer.ggml.tokens')); w.add_token_types(arr_int('tokenizer.ggml.token_type'))
w.add_token_merges(arr_str('tokenizer.ggml.merges'))
w.add_eos_token_id(151645); w.add_pad_token_id(151643); w.add_bos_token_id(151643); w.add_add_bos_token(False)
w.add_chat_template(s('tokenizer.chat_template'))
rng = np.random.default_rng(0)
def t(name, *shape, dt=np.float32): w.add_tensor(name, (rng.standard_normal(shape) * 0.02).astype(dt))
t('token_embd.weight', V, E, dt=np.float16)
w.add_tensor('output_norm.weight', np.ones(E, np.float32))
D = E // H
for i in range(L):
    p = f'blk.{i}.'
    w.add_tensor(p + 'attn_norm.weight', np.ones(E, np.float32)); w.add_tensor(p + 'ffn_norm.weight', np.ones(E, np.float32))
    t(p + 'attn_q.weight', E, E); t(p + 'attn_k.weight', KV * D, E); t(p + 'attn_v.weight', KV * D, E)
    t(p + 'attn_q.bias', E); t(p + 'attn_k.bias', KV * D); t(p + 'attn_v.bias', KV * D)
    t(p + 'attn_output.weight', E, E); t(p + 'ffn_gate.weight', FF, E); t(p + 'ffn_up.weight', FF, E); t(p + 'ffn_down.weight', E, FF)
w.write_header_to_file(); w.write_kv_data_to_file(); w.write_tensors_to_file(); w.close()
