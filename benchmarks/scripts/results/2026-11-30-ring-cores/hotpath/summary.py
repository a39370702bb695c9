"""This folder's summary, by benchmarks/scripts/hotpath-summary.py (usage: summary.py OUT_DIR)."""
import os
import runpy
import sys

sys.argv[0:1] = [os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../hotpath-summary.py")]
sys.argv[2:] = ["this build (new) against OLD_JAR (old)"]
runpy.run_path(sys.argv[0], run_name="__main__")
