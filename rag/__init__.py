"""The answering library: settings, retrieval, and the answer stage (analyse -> sources -> gate
-> prompt -> generate -> check -> decide), assembled by `rag.resources`. It imports only the
layers below it (common, index, supply), never the edges (cli, ui, eval, bench)."""
