#!/usr/bin/env python3
"""Makes a test-phase-shaped Subtask 2 input from a labelled dev.jsonl, to try the reference join on known labels.

The official test phase ships per-subtask TSVs in which an annotation may come without its Ayah or matn (that
segment sits in another subtask's file), plus a reference.jsonl with every segment's offsets and no labels. This
script drops the Ayah/matn rows of a random share of annotations (keeping their gold labels in the Label column,
so the run can be scored) and writes reference.jsonl beside the TSV:

    python3 data/simulate-test-phase.py ../shared/data/islamiceval2026/dev_set/dev.jsonl /tmp/tp --share 0.5 --seed 7
    ./tahqiq task2 --input /tmp/tp/test_task_2.tsv                      # reference.jsonl beside it is used
    ./tahqiq task2 --input /tmp/tp/test_task_2.tsv --reference none     # without the quotes
"""
import argparse
import ast
import csv
import json
import pathlib
import random

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("dev_jsonl")
parser.add_argument("out_dir")
parser.add_argument("--share", type=float, default=0.5, help="share of annotations whose Ayah/matn is dropped")
parser.add_argument("--seed", type=int, default=7)
args = parser.parse_args()

rnd = random.Random(args.seed)
out = pathlib.Path(args.out_dir)
out.mkdir(parents=True, exist_ok=True)
rows = []
with open(args.dev_jsonl, encoding="utf-8") as src, open(out / "reference.jsonl", "w", encoding="utf-8") as ref:
    for line in src:
        response = json.loads(line)
        answer = response["generated_answer"]  # Python strings index by code point, as the offsets do
        annotations = response["annotations"]
        if isinstance(annotations, str):
            annotations = ast.literal_eval(annotations)
        for a in annotations:
            drop = rnd.random() < args.share
            for s in a.get("segments", []):
                if not (drop and s["type"] in ("Ayah", "matn")):
                    rows.append([response["id"], a["annotation_id"], s["type"], answer[s["span_start"]:s["span_end"]], s["label"]])
                s.pop("label", None)
            a.pop("correction", None)
        response["annotations"] = annotations
        ref.write(json.dumps(response, ensure_ascii=False) + "\n")
with open(out / "test_task_2.tsv", "w", encoding="utf-8", newline="") as f:
    w = csv.writer(f, delimiter="\t", lineterminator="\n")
    w.writerow(["Response_ID", "Annotation_ID", "Segment_Type", "Span", "Label"])
    w.writerows(rows)
print(f"{len(rows)} rows -> {out / 'test_task_2.tsv'}; {out / 'reference.jsonl'}")
