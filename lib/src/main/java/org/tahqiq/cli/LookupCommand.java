package org.tahqiq.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.tahqiq.lookup.Lookup;
import org.tahqiq.lookup.LookupException;
import org.tahqiq.lookup.LookupJson;
import org.tahqiq.lookup.LookupResult;
import org.tahqiq.lookup.LookupText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

@Command(name = "lookup", mixinStandardHelpOptions = true,
        description = {"Finds a verse or a hadith by its reference, or by the words you remember: «البقرة 255», «2:255», "
                + "«سورة الإخلاص», «الآيات 1-5 من سورة العلق», «صحيح البخاري 1», «رواه مسلم رقم 7879», or any text, with or "
                + "without diacritics, misquoted or in part. A text finds the closest verses and hadith records, ranked by "
                + "similarity, with the words that differ from it in brackets.",
                "A hadith number is the collection's standard number where the loaded edition carries one (the "
                        + "hadith-json layout's idInBook), else the edition's own record id, and each hit says which: the "
                        + "stand-in corpus has no standard numbers and numbers its records across the six books (its "
                        + "Muslim 223, «الطهور شطر الإيمان», is record 7879)."})
final class LookupCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "QUERY", description = "a reference or a text (several words need no quotes)")
    List<String> query;

    @Option(names = "--text", description = "search the query as text even when it reads as a reference")
    boolean text;

    @Option(names = "-n", paramLabel = "K", defaultValue = "" + Lookup.DEFAULT_K,
            description = "at most K hits (1 to " + Lookup.MAX_K + ", default ${DEFAULT-VALUE})")
    int k;

    @Option(names = "--format", defaultValue = "text", paramLabel = "text|json",
            description = "text: for reading; json: one document (default: ${DEFAULT-VALUE})")
    String format;

    @Mixin
    DataOptions dataOptions;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        String q = String.join(" ", query);
        boolean json = switch (format) {
            case "json" -> true;
            case "text" -> false;
            default -> throw new ParameterException(spec.commandLine(), "option '--format' takes text or json, not '" + format + "'");
        };
        String kProblem = Lookup.countProblem(k);
        if (kProblem != null) {
            throw new ParameterException(spec.commandLine(), "option '-n': " + kProblem);
        }
        String problem = Lookup.problem(q);
        if (problem != null) {
            throw new ParameterException(spec.commandLine(), "QUERY: " + problem);
        }
        PrintWriter out = spec.commandLine().getOut();
        LookupResult r;
        try {
            r = Lookup.shared(dataOptions.resolve(), DataOptions.cacheDir()).find(q, k, text ? Lookup.Mode.TEXT : Lookup.Mode.AUTO);
        } catch (LookupException e) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("tahqiq: error: " + e.getMessage());
            err.flush();
            return Main.EXIT_BAD_INPUT;
        }
        if (json) {
            out.println(LookupJson.pretty(r));
        } else {
            LookupText.write(out, r);
        }
        out.flush();
        return 0;
    }
}
