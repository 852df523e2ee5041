package org.tahqiq.subtask;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The registered subtasks: every class named in {@code META-INF/services/org.tahqiq.subtask.Subtask} on the class
 * path. Each call makes fresh instances (a subtask holds its parsed options).
 */
public final class Subtasks {

    private Subtasks() {
    }

    @SuppressWarnings("rawtypes")
    public static List<Subtask<?, ?>> load() {
        List<Subtask<?, ?>> out = new ArrayList<>();
        for (Subtask s : ServiceLoader.load(Subtask.class)) {
            out.add(s);
        }
        out.sort(Comparator.comparing(Subtask::name));
        return out;
    }

    public static Optional<Subtask<?, ?>> find(String name) {
        return load().stream().filter(s -> s.name().equals(name)).findFirst();
    }

    public static List<String> names() {
        return load().stream().map(Subtask::name).toList();
    }
}
