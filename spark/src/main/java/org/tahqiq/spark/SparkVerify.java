package org.tahqiq.spark;

import static org.apache.spark.sql.functions.col;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.function.MapPartitionsFunction;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.tahqiq.dataset.InputException;
import org.tahqiq.verify.AnswerItem;
import org.tahqiq.verify.AnswerReader;
import org.tahqiq.verify.CheckedAnswer;
import org.tahqiq.verify.Checker;
import org.tahqiq.verify.VerifyJson;
import scala.Tuple2;
import scala.Tuple4;

/**
 * {@code tahqiq verify --format jsonl} on Apache Spark: the answers (JSONL, or Parquet with the same columns) are
 * read into a Dataset of (row, text), split into ranges of rows, and each range is checked by the one {@link Checker}
 * of its executor JVM ({@link ExecutorChecker}); the records, the ones {@code verify} writes, are written as
 * {@code .jsonl} part files in row order (overwriting the output folder). A row that is not an answer (malformed JSON, a missing or
 * mistyped field, an empty or overlong answer) becomes an error record, never a lost row. At the end the output is
 * read back and compared with the input: one record per input row, the same ids, else the run fails.
 */
public final class SparkVerify {

    /** Exit codes: done; the output does not match the input; a bad command line or input. */
    static final int OK = 0;
    static final int MISMATCH = 1;
    static final int USAGE = 2;

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private SparkVerify() {
    }

    /** What to run: see {@link #usage()}. */
    record Options(String master, String data, String cache, String inputFormat, int partitions, String input,
                   String output, String models) {
    }

    /**
     * @param rows      answers in (non-blank input rows)
     * @param records   records out (read back from the output)
     * @param errors    of those, error records
     * @param problems  how the output differs from the input (empty when each input row has its one record)
     */
    public record Result(long rows, long records, long errors, double seconds, List<String> problems) {
        public boolean ok() {
            return problems.isEmpty();
        }
    }

    static final class UsageException extends RuntimeException {
        UsageException(String message) {
            super(message);
        }
    }

    static String usage() {
        return "usage: spark-verify [--master URL] [--data DIR] [--cache DIR] [--input-format auto|jsonl|parquet] "
                + "[--partitions N] [--models DIR] IN OUT\n"
                + "  IN   answers: a JSONL of {id, question?, answer} (generated_answer accepted), or Parquet with those columns\n"
                + "  OUT  a folder of part files (.jsonl), one verify record per line (replaced if it exists)\n"
                + "  --master      Spark's master (default: what spark-submit sets, else local[*])\n"
                + "  --data        the IslamicEval 2026 data folder, at the same path on every node (default: $TAHQIQ_DATA,\n"
                + "                else the places the other commands look)\n"
                + "  --cache       where each node keeps the prepared indexes (default: results/cache of the checkout when\n"
                + "                run by ./tahqiq, else <tmp>/tahqiq-cache)\n"
                + "  --partitions  ranges of rows checked as separate tasks (default: 4 per core of the cluster)\n"
                + "  --models      a models folder ./tahqiq train wrote, at the same path on every node (default:\n"
                + "                $TAHQIQ_MODELS, else the pinned models in the jar)";
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        Options o;
        try {
            o = parse(args);
        } catch (UsageException e) {
            err.println("tahqiq: error: " + e.getMessage());
            err.println(usage());
            return USAGE;
        } catch (InputException e) {
            err.println("tahqiq: error: " + e.getMessage());
            return USAGE;
        }
        if (o == null) {
            out.println(usage());
            return OK;
        }
        if (!o.input().contains("://") && !o.input().contains("*")) {
            // A local input that is not there: one line before Spark starts (Spark's own report has a stack trace).
            Path local = Path.of(o.input().startsWith("file:") ? o.input().substring(5) : o.input());
            if (!Files.exists(local)) {
                err.println("tahqiq: error: " + o.input() + ": no such file");
                return USAGE;
            }
        }
        SparkSession spark = session(o.master()).getOrCreate();
        try {
            Result r = verify(spark, o);
            err.printf(Locale.ROOT, "tahqiq spark-verify: %,d answer(s) in, %,d record(s) out (%,d error record(s)) in %.1f s "
                    + "(%.1f answers/s) -> %s%n", r.rows(), r.records(), r.errors(), r.seconds(), r.rows() / r.seconds(), o.output());
            if (!r.ok()) {
                err.println("tahqiq: error: the output does not hold exactly one record per input answer:");
                r.problems().forEach(p -> err.println("  " + p));
                return MISMATCH;
            }
            if ("true".equals(System.getenv(org.tahqiq.about.ProcessStats.STATS_ENV))) {
                err.println(org.tahqiq.about.ProcessStats.statsLine());
            }
            return OK;
        } catch (InputException | UsageException e) {
            err.println("tahqiq: error: " + e.getMessage());
            return USAGE;
        } catch (Exception e) {
            // Scala declares no checked exceptions: a missing input path or a wrong Parquet schema arrives as this.
            if (e instanceof org.apache.spark.sql.AnalysisException a) {
                err.println("tahqiq: error: " + o.input() + ": " + a.getSimpleMessage());
                return USAGE;
            }
            throw e instanceof RuntimeException re ? re : new IllegalStateException(e);
        } finally {
            spark.stop();
        }
    }

    /**
     * The session's builder: {@code master} (default: what spark-submit set, else {@code local[*]}); in local mode the
     * driver binds to and names the loopback address, as nothing outside this machine takes part (Spark's default,
     * the address of another interface, warns that the host name resolves to loopback and opens its ports there).
     * Whatever the caller set as {@code spark.driver.*} is kept.
     */
    static SparkSession.Builder session(String master) {
        String effective = master != null ? master : System.getProperty("spark.master", "local[*]");
        SparkSession.Builder b = SparkSession.builder().appName("tahqiq verify").master(effective);
        driverAddress(effective).forEach(b::config);
        return b;
    }

    /** The driver's address settings for {@code master}: loopback in local mode, unless already set; else none. */
    static java.util.Map<String, String> driverAddress(String master) {
        java.util.Map<String, String> conf = new java.util.LinkedHashMap<>();
        if (master.startsWith("local")) {
            for (String key : List.of("spark.driver.bindAddress", "spark.driver.host")) {
                if (System.getProperty(key) == null) {
                    conf.put(key, "127.0.0.1");
                }
            }
        }
        return conf;
    }

    /** The options, or null when help was asked for. */
    static Options parse(String[] args) {
        String master = null;
        String data = null;
        // Run from a checkout (./tahqiq sets tahqiq.home): its cache, as the other commands use; else one per node.
        String home = System.getProperty("tahqiq.home");
        String cache = home != null ? Path.of(home, "results", "cache").toString()
                : Path.of(System.getProperty("java.io.tmpdir"), "tahqiq-cache").toString();
        String format = "auto";
        String models = null;
        int partitions = 0;
        List<String> positional = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            switch (a) {
                case "-h", "--help" -> {
                    return null;
                }
                case "--master" -> master = value(args, ++i, a);
                case "--data" -> data = value(args, ++i, a);
                case "--cache" -> cache = value(args, ++i, a);
                case "--models" -> models = value(args, ++i, a);
                case "--input-format" -> {
                    format = value(args, ++i, a);
                    if (!List.of("auto", "jsonl", "parquet").contains(format)) {
                        throw new UsageException("--input-format takes auto, jsonl or parquet, not '" + format + "'");
                    }
                }
                case "--partitions" -> {
                    String v = value(args, ++i, a);
                    try {
                        partitions = Integer.parseInt(v);
                    } catch (NumberFormatException e) {
                        partitions = -1;
                    }
                    if (partitions < 1) {
                        throw new UsageException("--partitions takes a whole number of at least 1, not '" + v + "'");
                    }
                }
                default -> {
                    if (a.startsWith("--")) {
                        throw new UsageException("unknown option " + a);
                    }
                    positional.add(a);
                }
            }
        }
        if (positional.size() != 2) {
            throw new UsageException("give the input and the output folder (got " + positional.size() + " argument(s))");
        }
        if (data == null) {
            // The defaults of the other commands: $TAHQIQ_DATA, then the checkout's usual places.
            data = org.tahqiq.dataset.DataLocation.resolve(null, System.getenv(org.tahqiq.dataset.DataLocation.ENV),
                    Path.of(home != null ? home : ".")).root().toString();
        }
        // Resolved and checked here, once: a bad folder is one line before Spark starts, and every executor is told the
        // same folder (their environment may name another).
        org.tahqiq.models.Models m = models != null ? org.tahqiq.models.Models.of(Path.of(models))
                : org.tahqiq.models.Models.fromEnvironment();
        return new Options(master, data, cache, format, partitions, positional.get(0), positional.get(1),
                m.pinned() ? null : m.folder().toString());
    }

    private static String value(String[] args, int i, String option) {
        if (i >= args.length) {
            throw new UsageException(option + " needs a value");
        }
        return args[i];
    }

    /** Checks every answer of the input into the output folder, then compares the two. */
    public static Result verify(SparkSession spark, Options o) {
        long t0 = System.nanoTime();
        Dataset<Row> rows = rows(spark, o.input(), o.inputFormat());
        int partitions = o.partitions() > 0 ? o.partitions() : spark.sparkContext().defaultParallelism() * 4;
        Dataset<Row> checked = rows.repartitionByRange(partitions, col("row")).sortWithinPartitions("row")
                .mapPartitions(new CheckPartition(o.data(), o.cache(), o.models(), o.input()),
                        Encoders.tuple(Encoders.LONG(), Encoders.STRING(), Encoders.BOOLEAN(), Encoders.STRING()))
                .toDF("row", "id", "error", "record");
        checked.select("record").write().mode(SaveMode.Overwrite).text(o.output());
        jsonlParts(spark, o.output());
        long t1 = System.nanoTime();
        Dataset<Row> written = spark.read().text(o.output());
        Result r = compare(rows, written);
        if (Boolean.getBoolean("tahqiq.spark.timing")) {
            System.err.printf(Locale.ROOT, "tahqiq-spark: checked and written in %.1f s, compared in %.1f s%n",
                    (t1 - t0) / 1e9, (System.nanoTime() - t1) / 1e9);
        }
        return new Result(r.rows(), r.records(), r.errors(), (System.nanoTime() - t0) / 1e9, r.problems());
    }

    /**
     * Renames the part files Spark's text writer names {@code .txt} to {@code .jsonl}, what they hold: one JSON record
     * a line. Through Hadoop's file system, so on HDFS or S3 as on a local disk (where the checksum files follow).
     */
    static void jsonlParts(SparkSession spark, String output) {
        try {
            org.apache.hadoop.fs.Path dir = new org.apache.hadoop.fs.Path(output);
            org.apache.hadoop.fs.FileSystem fs = dir.getFileSystem(spark.sparkContext().hadoopConfiguration());
            for (org.apache.hadoop.fs.FileStatus f : fs.listStatus(dir)) {
                String name = f.getPath().getName();
                if (name.startsWith("part-") && name.endsWith(".txt")) {
                    org.apache.hadoop.fs.Path to = new org.apache.hadoop.fs.Path(dir, name.substring(0, name.length() - 4) + ".jsonl");
                    if (!fs.rename(f.getPath(), to)) {
                        throw new IOException("cannot rename " + f.getPath() + " to " + to);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The input as (row, text): row is the 1-based place of the line in the input (its line number for one JSONL
     * file; across the files of a folder, in their order), blank lines left out as {@code verify} does. A Parquet
     * row's text is its JSON object, so both are read by the same rules.
     */
    static Dataset<Row> rows(SparkSession spark, String input, String format) {
        boolean parquet = "parquet".equals(format) || "auto".equals(format) && isParquet(input);
        Dataset<String> text = parquet ? spark.read().parquet(input).toJSON() : spark.read().textFile(input);
        JavaRDD<Tuple2<Long, String>> numbered = text.javaRDD().zipWithIndex()
                .map(t -> new Tuple2<>(t._2() + 1, t._1()))
                .filter(t -> !t._2().isBlank());
        return spark.createDataset(numbered.rdd(), Encoders.tuple(Encoders.LONG(), Encoders.STRING())).toDF("row", "text");
    }

    private static boolean isParquet(String input) {
        if (input.endsWith(".parquet")) {
            return true;
        }
        Path p = Path.of(input.startsWith("file:") ? input.substring(5) : input);
        if (!Files.isDirectory(p)) {
            return false;
        }
        try (var files = Files.list(p)) {
            return files.anyMatch(f -> f.getFileName().toString().endsWith(".parquet"));
        } catch (IOException e) {
            return false;
        }
    }

    /** Checks one range of rows on the executor's checker, in row order, one record per row. */
    static final class CheckPartition implements MapPartitionsFunction<Row, Tuple4<Long, String, Boolean, String>> {
        private static final long serialVersionUID = 1L;
        private final String data;
        private final String cache;
        private final String models;
        private final String input;

        CheckPartition(String data, String cache, String models, String input) {
            this.data = data;
            this.cache = cache;
            this.models = models;
            this.input = input;
        }

        @Override
        public Iterator<Tuple4<Long, String, Boolean, String>> call(Iterator<Row> rows) {
            Checker checker = ExecutorChecker.get(data, cache, models);
            Path name = Path.of(input);
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return rows.hasNext();
                }

                @Override
                public Tuple4<Long, String, Boolean, String> next() {
                    Row r = rows.next();
                    return check(checker, name, r.getLong(0), r.getString(1));
                }
            };
        }
    }

    /** One row's record: what {@code verify} writes for it, or an error record saying why it is no answer. */
    static Tuple4<Long, String, Boolean, String> check(Checker checker, Path input, long row, String text) {
        AnswerItem item;
        try {
            item = AnswerReader.parseLine(input, row, text);
        } catch (InputException e) {
            return new Tuple4<>(row, idOf(text), true, error(idOf(text), row, e.field(), e.getMessage()));
        }
        try {
            CheckedAnswer a = checker.check(item.id(), item.question(), item.answer());
            return new Tuple4<>(row, item.id(), false, new String(VerifyJson.answer(a), StandardCharsets.UTF_8));
        } catch (RuntimeException e) {
            // Not the input's fault, but still this row's record: the run reports it instead of losing the row.
            return new Tuple4<>(row, item.id(), true, error(item.id(), row, null,
                    input + ":" + row + ": could not be checked: " + e));
        }
    }

    /** The row's id when its text is a JSON object with a string id (a row can be bad and still name itself). */
    static String idOf(String text) {
        try {
            JsonNode n = MAPPER.readTree(text);
            JsonNode id = n == null ? null : n.get(AnswerReader.ID);
            return id != null && id.isTextual() ? id.textValue() : null;
        } catch (IOException e) {
            return null;
        }
    }

    /** {"schema_version", "id" (or null), "error": {"row", "field" (or null), "message"}}. */
    static String error(String id, long row, String field, String message) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = VerifyJson.generator(out)) {
            g.writeStartObject();
            g.writeStringField("schema_version", VerifyJson.SCHEMA_VERSION);
            if (id == null) {
                g.writeNullField("id");
            } else {
                g.writeStringField("id", id);
            }
            g.writeObjectFieldStart("error");
            g.writeNumberField("row", row);
            if (field == null) {
                g.writeNullField("field");
            } else {
                g.writeStringField("field", field);
            }
            g.writeStringField("message", message);
            g.writeEndObject();
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /**
     * Input rows against output records, by key: the id (or, for a row without one, "row N"); every key must have as
     * many records as rows. Reads the written output, so it checks what is on disk, not what was meant to be.
     */
    static Result compare(Dataset<Row> rows, Dataset<Row> written) {
        Dataset<Row> in = rows.map((org.apache.spark.api.java.function.MapFunction<Row, String>) r -> {
            String id = idOf(r.getString(1));
            return id != null ? "id " + id : "row " + r.getLong(0);
        }, Encoders.STRING()).toDF("key").groupBy("key").count();
        Dataset<Row> outKeys = written.map((org.apache.spark.api.java.function.MapFunction<Row, Tuple2<String, Boolean>>) r -> {
            JsonNode n = MAPPER.readTree(r.getString(0));
            JsonNode id = n.get(AnswerReader.ID);
            JsonNode err = n.get("error");
            String key = id != null && id.isTextual() ? "id " + id.textValue()
                    : "row " + (err == null ? "?" : err.path("row").asText("?"));
            return new Tuple2<>(key, err != null);
        }, Encoders.tuple(Encoders.STRING(), Encoders.BOOLEAN())).toDF("key", "error").cache();
        try {
            Dataset<Row> out = outKeys.groupBy("key").count();
            long nRows = rows.count();
            long nRecords = outKeys.count();
            long nErrors = outKeys.filter(col("error")).count();
            List<String> problems = new ArrayList<>();
            if (nRows != nRecords) {
                problems.add(String.format(Locale.ROOT, "%,d answer(s) in, %,d record(s) out", nRows, nRecords));
            }
            for (Row r : in.except(out).limit(10).collectAsList()) {
                problems.add(r.getString(0) + ": " + r.getLong(1) + " in the input, "
                        + countOf(out, r.getString(0)) + " in the output");
            }
            for (Row r : out.except(in).limit(10).collectAsList()) {
                if (countOf(in, r.getString(0)) == 0) {
                    problems.add(r.getString(0) + ": " + r.getLong(1) + " in the output, none in the input");
                }
            }
            return new Result(nRows, nRecords, nErrors, 0, problems);
        } finally {
            outKeys.unpersist();
        }
    }

    private static long countOf(Dataset<Row> counts, String key) {
        List<Row> r = counts.filter(col("key").equalTo(key)).collectAsList();
        return r.isEmpty() ? 0 : r.get(0).getLong(1);
    }
}
