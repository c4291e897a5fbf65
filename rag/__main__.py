"""`python -m rag`: runs the installed `rag` command. The command line is an edge package that
the library never imports; it is found through the package's own console-script entry."""

import sys
from importlib.metadata import PackageNotFoundError, distribution


def main() -> None:
    try:
        command = distribution("paper-rag").entry_points["rag"]
    except (PackageNotFoundError, KeyError):
        sys.exit("error: the paper-rag package is not installed here.\nRun `make setup` (or `pip install .`).")
    command.load()()


if __name__ == "__main__":
    main()
