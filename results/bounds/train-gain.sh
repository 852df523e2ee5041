#!/usr/bin/env bash
# What learning from the train answers (train_set/train.jsonl) gives, measured without the real file.
# data/simulate-train-set.py moves the answers of a seeded third of the dev questions into a train.jsonl (their rows
# into the train TSVs); every subtask then cross-validates on the dev answers left, once with --train none and once
# with --train train (the same folds and fold seeds: train answers only join each fold's training side). The table
# gives each score's mean [min, max] over the fold seeds, the gain, each run's CPU seconds, and for Subtask 1 the gain
# the learning curve's power law (results/tables/task1-learning-projection.tsv) predicts for as many more answers.
# Writes results/tables/train-gain.md (and the measured CPU costs, results/tables/train-gain-cost.tsv).
# Usage: results/bounds/train-gain.sh [FOLD_SEEDS [TASK...]]   (default: 4 fold seeds, task1 task2 task3 task4)
#   data: $TAHQIQ_DATA, else data/IslamicEval2026, else ../shared/data/islamiceval2026
#   TAHQIQ_JAR=FILE runs that jar instead of ./tahqiq (a long run then never waits on, or races, a rebuild)
set -euo pipefail
cd "$(dirname "$0")/../.."
seeds=${1:-4}
shift || true
tasks=("$@")
[ ${#tasks[@]} -gt 0 ] || tasks=(task1 task2 task3 task4)
[ -x /usr/bin/time ] || { echo "train-gain.sh: needs /usr/bin/time (Debian: apt-get install time)" >&2; exit 2; }
data=${TAHQIQ_DATA:-}
for d in data/IslamicEval2026 ../shared/data/islamiceval2026; do
    [ -n "$data" ] || { [ -d "$d" ] && data=$d; } || true
done
[ -n "$data" ] && [ -f "$data/dev_set/dev.jsonl" ] || { echo "train-gain.sh: no data folder with dev_set/dev.jsonl" >&2; exit 2; }
work=results/train-gain   # git-ignored: simulated data and run folders
rm -rf "$work/data"
mkdir -p "$work/runs"
python3 data/simulate-train-set.py "$data" "$work/data" --seed 2026 >"$work/split.txt"
cat "$work/split.txt"

tahqiq() {
    if [ -n "${TAHQIQ_JAR:-}" ]; then
        java -Xmx3g -Dtahqiq.home="$PWD" -jar "$TAHQIQ_JAR" "$@"
    else
        ./tahqiq "$@"
    fi
}

for task in "${tasks[@]}"; do
    own=""
    [ "$task" != task1 ] || own="--model-cache $work/models"  # the fold models stay beside the runs, not in results/cache
    for arm in none train; do
        echo "$task --train $arm ..."
        /usr/bin/time -f "%U %S" -o "$work/runs/$task-$arm.cpu" \
            bash -c "$(declare -f tahqiq); tahqiq $task --data $work/data --train $arm --fold-seeds $seeds --quiet \
                --out $work/runs/$task-$arm --regression $work/runs/$task-$arm.json $own" >/dev/null
    done
done

python3 - "$work" "$seeds" <<'PY'
import csv, json, pathlib, sys
work, seeds = pathlib.Path(sys.argv[1]), int(sys.argv[2])
scores = {"task1": ["F1", "F1_Ayah", "F1_matn", "F1_isnad", "F1_claimed_source"],
          "task2": ["accuracy", "accuracy_Ayah", "accuracy_matn"],
          "task3": ["accuracy", "accuracy_Ayah", "accuracy_matn"],
          "task4": ["Macro-averaged F1", "Macro-averaged F1 Ayah", "Macro-averaged F1 matn"]}
train = sum(1 for line in open(work / "data/train_set/train.jsonl", encoding="utf-8") if line.strip())
dev = sum(1 for line in open(work / "data/dev_set/dev.jsonl", encoding="utf-8") if line.strip())

def cpu(task, arm):
    f = work / "runs" / f"{task}-{arm}.cpu"
    return sum(float(x) for x in f.read_text().split()[-2:]) if f.exists() else None

def spec(task, arm):
    f = work / "runs" / f"{task}-{arm}.json"
    return json.loads(f.read_text()) if f.exists() else None

rows, costs = [], []
for task, keys in scores.items():
    none, with_train = spec(task, "none"), spec(task, "train")
    if not none or not with_train:
        continue
    for k in keys:
        a, b = none["repeated"].get(k), with_train["repeated"].get(k)
        if a and b:
            rows.append(f"| {task[-1]} | {k} | {a['mean']:.4f} [{a['min']:.4f}, {a['max']:.4f}] | "
                        f"{b['mean']:.4f} [{b['min']:.4f}, {b['max']:.4f}] | {b['mean'] - a['mean']:+.4f} |")
    ca, cb = cpu(task, "none"), cpu(task, "train")
    costs.append((task, ca, cb, (cb - ca) / train))

# Subtask 1: the power law in the error fitted on the learning curve (300 synthetic answers), at the per-fold training
# sizes of the two runs: four fifths of the dev answers left, then as many more as train.jsonl holds.
law = {r["score"] + "/" + r["synthetic"]: r for r in csv.DictReader(open("results/tables/task1-learning-projection.tsv"), delimiter="\t")}
curve = []
if "macro_mean/300" in law and spec("task1", "none") and spec("task1", "train"):
    r = law["macro_mean/300"]
    largest = 263  # the learning curve's largest size: four fifths of the 328 dev answers
    f = lambda n: 1 - (1 - float(r["law_at_largest"])) * (n / largest) ** -float(r["error_exponent"])
    n0, n1 = dev * 4 / 5, dev * 4 / 5 + train
    measured = spec("task1", "train")["repeated"]["F1"]["mean"] - spec("task1", "none")["repeated"]["F1"]["mean"]
    curve.append(f"Subtask 1, macro F1: each fold trains on about {n0:.0f} dev answers, with train.jsonl on {n1:.0f}. The learning "
                 f"curve's law predicts {f(n0):.4f} → {f(n1):.4f} (gain {f(n1) - f(n0):+.4f}); measured gain {measured:+.4f}.")

out = pathlib.Path("results/tables/train-gain.md")
out.write_text("\n".join([
    "<!-- generated by results/bounds/train-gain.sh; do not edit -->",
    f"Learning from train.jsonl, simulated: the answers of a third of the dev questions ({train} answers) as train.jsonl, "
    f"cross-validated on the {dev} dev answers left (5 folds grouped by question), {seeds} fold seeds: mean [min, max].",
    "",
    "| subtask | score | --train none | --train train | gain |",
    "|---|---|---:|---:|---:|",
    *rows,
    "",
    *curve,
    "",
    "| subtask | CPU s, --train none | CPU s, --train train | extra CPU s per train answer |",
    "|---|---:|---:|---:|",
    *[f"| {t[-1]} | {a:.0f} | {b:.0f} | {d:.2f} |" for t, a, b, d in costs],
    ""]))
with open("results/tables/train-gain-cost.tsv", "w") as w:
    w.write("subtask\tcpu_none\tcpu_train\ttrain_answers\tfold_seeds\n")
    for t, a, b, d in costs:
        w.write(f"{t}\t{a:.1f}\t{b:.1f}\t{train}\t{seeds}\n")
print(out.read_text())
PY
