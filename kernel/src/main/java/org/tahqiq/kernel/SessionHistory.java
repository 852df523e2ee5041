package org.tahqiq.kernel;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import org.dflib.jjava.jupyter.kernel.history.HistoryEntry;
import org.dflib.jjava.jupyter.kernel.history.HistoryManager;
import org.dflib.jjava.jupyter.messages.ContentType;
import org.dflib.jjava.jupyter.messages.MessageType;
import org.dflib.jjava.jupyter.messages.reply.HistoryReply;
import org.dflib.jjava.jupyter.messages.request.HistoryRequest;

/**
 * The cells this kernel ran since it started, for Jupyter's {@code history_request} (tail, range and search),
 * so clients that ask for history get an answer instead of waiting. Nothing is kept across restarts: the
 * current session is number {@link #SESSION}, and earlier sessions are empty.
 */
final class SessionHistory implements HistoryManager {

    /** The session number replies carry. */
    static final int SESSION = 1;

    private record Cell(int number, String input, String output) {}

    private final List<Cell> cells = new ArrayList<>();

    /** Records an executed cell; {@code output} is the text of its result, or null. */
    synchronized void record(int executionCount, String input, String output) {
        cells.add(new Cell(executionCount, input, output));
    }

    @Override
    public synchronized List<HistoryEntry> lookupTail(int length, Set<ResultFlag> flags) {
        int from = length <= 0 ? 0 : Math.max(0, cells.size() - length);
        return entries(cells.subList(from, cells.size()), flags);
    }

    /**
     * Cells {@code start <= number < stop} of a session (0 or {@value #SESSION} mean this one, negative ones count
     * back from it); {@code stop <= 0} means to the last cell.
     */
    @Override
    public synchronized List<HistoryEntry> lookupRange(int session, int start, int stop, Set<ResultFlag> flags) {
        if (session != 0 && session != SESSION) {
            return List.of();
        }
        List<Cell> picked = new ArrayList<>();
        for (Cell c : cells) {
            if (c.number() >= start && (stop <= 0 || c.number() < stop)) {
                picked.add(c);
            }
        }
        return entries(picked, flags);
    }

    /** The last {@code length} cells (all when {@code length <= 0}) whose input matches a sqlite-style glob. */
    @Override
    public synchronized List<HistoryEntry> search(String pattern, int length, Set<ResultFlag> flags) {
        Pattern glob = globToRegex(pattern == null || pattern.isEmpty() ? "*" : pattern);
        List<Cell> matched = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (int i = cells.size() - 1; i >= 0 && (length <= 0 || matched.size() < length); i--) {
            Cell c = cells.get(i);
            if (glob.matcher(c.input()).matches() && (!flags.contains(ResultFlag.UNIQUE) || seen.add(c.input()))) {
                matched.add(0, c);
            }
        }
        return entries(matched, flags);
    }

    private static List<HistoryEntry> entries(List<Cell> picked, Set<ResultFlag> flags) {
        boolean withOutput = flags.contains(ResultFlag.INCLUDE_OUTPUT);
        List<HistoryEntry> out = new ArrayList<>(picked.size());
        for (Cell c : picked) {
            // With output requested, a cell without one carries "" (not null), as the protocol asks.
            String output = withOutput ? (c.output() == null ? "" : c.output()) : null;
            out.add(new HistoryEntry(SESSION, c.number(), c.input(), output));
        }
        return out;
    }

    /**
     * The reply to a history request: entries as the protocol's tuples, {@code [session, line, input]} or with
     * output {@code [session, line, [input, output]]}. (jjava-jupyter's own reply serializes them as objects,
     * which clients do not read.)
     */
    List<List<Object>> answer(HistoryRequest request) {
        Set<ResultFlag> flags = java.util.EnumSet.noneOf(ResultFlag.class);
        if (request.includeOutput()) {
            flags.add(ResultFlag.INCLUDE_OUTPUT);
        }
        List<HistoryEntry> entries = switch (request.getAccessType()) {
            case TAIL -> lookupTail(((HistoryRequest.Tail) request).getMaxReturnLength(), flags);
            case RANGE -> {
                HistoryRequest.Range r = (HistoryRequest.Range) request;
                yield lookupRange(r.getSessionIndex(), r.getStart(), r.getStop(), flags);
            }
            case SEARCH -> {
                HistoryRequest.Search s = (HistoryRequest.Search) request;
                if (s.filterUnique()) {
                    flags.add(ResultFlag.UNIQUE);
                }
                yield search(s.getPattern(), s.getMaxReturnLength(), flags);
            }
        };
        List<List<Object>> tuples = new ArrayList<>(entries.size());
        for (HistoryEntry e : entries) {
            Object io = e.hasOutput() ? List.of(e.getInput(), e.getOutput()) : e.getInput();
            tuples.add(List.of(e.getSession(), e.getCellNumber(), io));
        }
        return tuples;
    }

    /** history_reply's content. */
    static final class Reply implements ContentType<Reply> {
        @SuppressWarnings({"unused", "FieldCanBeLocal"}) // serialized by Gson
        private final String status = "ok";
        @SuppressWarnings({"unused", "FieldCanBeLocal"})
        private final List<List<Object>> history;

        Reply(List<List<Object>> history) {
            this.history = history;
        }

        @Override
        @SuppressWarnings({"unchecked", "rawtypes"})
        public MessageType<Reply> getType() {
            return (MessageType) HistoryReply.MESSAGE_TYPE;
        }
    }

    /** sqlite GLOB: {@code *} any run, {@code ?} one character, {@code [..]} a class ({@code [^..]} negated). */
    static Pattern globToRegex(String glob) {
        StringBuilder re = new StringBuilder();
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            switch (c) {
                case '*' -> re.append(".*");
                case '?' -> re.append('.');
                case '[' -> {
                    int end = glob.indexOf(']', i + 2);
                    if (end < 0) {
                        re.append("\\[");
                    } else {
                        String body = glob.substring(i + 1, end);
                        boolean negate = body.startsWith("^");
                        if (negate) {
                            body = body.substring(1);
                        }
                        re.append('[').append(negate ? "^" : "").append(body.replace("\\", "\\\\").replace("[", "\\["))
                                .append(']');
                        i = end;
                    }
                }
                default -> re.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return Pattern.compile(re.toString(), Pattern.DOTALL);
    }
}
