#!/usr/bin/env python3
"""Makes a data folder with a simulated train_set/train.jsonl: a third of the dev questions' answers move to it.

The official train.jsonl (4,706 answers in dev.jsonl's schema) is a Git LFS file that a data folder may lack. To
measure what learning from it gives without it, this script splits the labelled dev answers by question (seeded):
the answers of a third of the questions become train.jsonl, and their rows of the four dev_task TSVs are added to
the train_task TSVs (as the official train set has both); the rest stay the dev set (dev.jsonl and the dev_task
TSVs, filtered to them). The corpora are linked unchanged. Runs on the new folder with --train none learn from the
label TSVs as a folder without train.jsonl does; with --train train, from the moved answers' texts too:

    python3 data/simulate-train-set.py ../shared/data/islamiceval2026 /tmp/sim --share 0.333 --seed 2026
    ./tahqiq task4 --data /tmp/sim --train none
    ./tahqiq task4 --data /tmp/sim --train train
The output folder holds data: keep it out of the repository (e.g. under results/, which git ignores in part, or /tmp).
"""
import argparse
import json
import os
import pathlib
import random
import sys

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("data_dir", help="an IslamicEval 2026 data folder with dev_set/dev.jsonl")
parser.add_argument("out_dir", help="the folder to write (must not exist, or be empty)")
parser.add_argument("--share", type=float, default=1 / 3, help="share of the dev questions whose answers become train.jsonl")
parser.add_argument("--seed", type=int, default=2026)
args = parser.parse_args()

src = pathlib.Path(args.data_dir).resolve()
out = pathlib.Path(args.out_dir)
if not (src / "dev_set/dev.jsonl").is_file():
    sys.exit(f"simulate-train-set: {src / 'dev_set/dev.jsonl'}: file not found")
if not 0 < args.share < 1:
    sys.exit(f"simulate-train-set: --share {args.share}: expected a number between 0 and 1")
if out.exists() and any(out.iterdir()):
    sys.exit(f"simulate-train-set: {out}: not empty; give a new folder")
if (src / "train_set/train.jsonl").exists():
    sys.exit(f"simulate-train-set: {src / 'train_set/train.jsonl'} exists: the data folder has the real train answers")

with open(src / "dev_set/dev.jsonl", encoding="utf-8") as f:
    lines = [line for line in f if line.strip()]
question_of = {}
for line in lines:
    r = json.loads(line)
    question_of[r["id"]] = r["question_id"]
questions = sorted(set(question_of.values()))
random.Random(args.seed).shuffle(questions)
moved = set(questions[: round(len(questions) * args.share)])

for d in ("Corpora", "dev_set", "train_set"):
    (out / d).mkdir(parents=True, exist_ok=True)
for f in sorted((src / "Corpora").iterdir()):
    os.symlink(f, out / "Corpora" / f.name)
for f in sorted(src.glob("*.json")):  # a hadith-edition list (tahqiq.json) names files relative to the folder
    os.symlink(f, out / f.name)

kept_ids = set()
with open(out / "train_set/train.jsonl", "w", encoding="utf-8") as train, open(out / "dev_set/dev.jsonl", "w", encoding="utf-8") as dev:
    for line in lines:
        rid = json.loads(line)["id"]
        if question_of[rid] in moved:
            train.write(line if line.endswith("\n") else line + "\n")
        else:
            dev.write(line if line.endswith("\n") else line + "\n")
            kept_ids.add(rid)

# The TSVs keep their rows byte for byte; the response id is the first column, except in task 4 (the second). A
# dev row goes to the dev TSV when its answer stayed, else after the train TSV's own rows.
for task in (1, 2, 3, 4):
    dev_name, train_name = f"dev_task_{task}.tsv", f"train_task_{task}.tsv"
    if not (src / "dev_set" / dev_name).is_file():
        continue
    column = 1 if task == 4 else 0
    train_rows = []
    if (src / "train_set" / train_name).is_file():
        with open(src / "train_set" / train_name, encoding="utf-8", newline="") as f:
            train_rows = f.readlines()
    with open(src / "dev_set" / dev_name, encoding="utf-8", newline="") as f, \
            open(out / "dev_set" / dev_name, "w", encoding="utf-8", newline="") as dev:
        for i, row in enumerate(f):
            cells = row.rstrip("\r\n").split("\t")
            if i == 0:
                dev.write(row)
                train_rows = train_rows or [row]
            elif len(cells) > column and cells[column] in kept_ids:
                dev.write(row)
            else:
                train_rows.append(row if row.endswith("\n") else row + "\n")
    with open(out / "train_set" / train_name, "w", encoding="utf-8", newline="") as w:
        w.writelines(train_rows)

print(f"{len(lines) - len(kept_ids)} answers of {len(moved)} questions -> {out / 'train_set/train.jsonl'}; "
      f"{len(kept_ids)} answers of {len(questions) - len(moved)} questions stay in {out / 'dev_set'}")
