"""This folder's summary, by benchmarks/scripts/interleaved-summary.py (usage: summary.py OUT_DIR)."""
import os
import runpy
import sys

sys.argv[0] = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../interleaved-summary.py")
runpy.run_path(sys.argv[0], run_name="__main__")
