package org.tahqiq.kernel;

import java.awt.image.RenderedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Base64;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.imageio.ImageIO;

import org.dflib.jjava.jupyter.kernel.display.DisplayData;

/**
 * Turns objects into Jupyter MIME bundles.
 *
 * <p>Tablesaw and XChart reach the kernel through {@code %jars}, in JShell's class loader, so they are recognised
 * by class name and used through reflection, never linked at compile time:
 * <ul>
 *   <li>Tablesaw relations ({@code tech.tablesaw.table.Relation}: tables, slices): {@code text/html} table plus
 *       {@code text/plain};</li>
 *   <li>XChart charts ({@code org.knowm.xchart.internal.chartpart.Chart}): {@code image/png} via
 *       {@code BitmapEncoder.getBufferedImage};</li>
 *   <li>{@link RenderedImage} (e.g. {@code BufferedImage}): {@code image/png};</li>
 *   <li>any object with a public no-argument {@code toMimeBundle()} returning a {@code Map} of MIME type to
 *       data: that bundle (lets project classes render themselves without depending on the kernel);</li>
 *   <li>everything else: {@code text/plain}.</li>
 * </ul>
 */
public final class RichRenderer {

    static final String TABLESAW_RELATION = "tech.tablesaw.table.Relation";
    static final String XCHART_CHART = "org.knowm.xchart.internal.chartpart.Chart";
    static final String XCHART_ENCODER = "org.knowm.xchart.BitmapEncoder";

    /** Rows shown in a table's HTML before it is cut short. */
    private final int maxHtmlRows;

    public RichRenderer() {
        this(Integer.getInteger("tahqiq.kernel.maxRows", 100));
    }

    public RichRenderer(int maxHtmlRows) {
        this.maxHtmlRows = maxHtmlRows;
    }

    public DisplayData render(Object value) {
        if (value instanceof DisplayData dd) {
            return dd;
        }
        DisplayData dd = new DisplayData();
        bundle(value).forEach(dd::putData);
        return dd;
    }

    /** The MIME bundle for {@code value}: MIME type to data (strings; images are base64). */
    public Map<String, Object> bundle(Object value) {
        Map<String, Object> out = new LinkedHashMap<>();
        try {
            if (value instanceof RenderedImage img) {
                out.put("image/png", png(img));
                out.put("text/plain", value.getClass().getSimpleName() + " " + img.getWidth() + "x" + img.getHeight());
                return out;
            }
            if (value != null) {
                Set<String> types = typeNames(value.getClass());
                if (types.contains(TABLESAW_RELATION)) {
                    out.put("text/html", tableHtml(value));
                    out.put("text/plain", plain(value));
                    return out;
                }
                if (types.contains(XCHART_CHART)) {
                    RenderedImage img = chartImage(value);
                    out.put("image/png", png(img));
                    out.put("text/plain", value.getClass().getSimpleName() + " " + img.getWidth() + "x" + img.getHeight());
                    return out;
                }
                Map<?, ?> custom = customBundle(value);
                if (custom != null && !custom.isEmpty()) {
                    custom.forEach((k, v) -> out.put(String.valueOf(k), v));
                    out.putIfAbsent("text/plain", plain(value));
                    return out;
                }
            }
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            if (Boolean.getBoolean("tahqiq.kernel.debugRender")) e.printStackTrace();
            out.clear(); // fall back to text rather than lose the result
        }
        out.put("text/plain", plain(value));
        return out;
    }

    /** Names of the class, its superclasses and all interfaces. */
    static Set<String> typeNames(Class<?> type) {
        Set<String> names = new HashSet<>();
        Deque<Class<?>> todo = new ArrayDeque<>();
        todo.add(type);
        while (!todo.isEmpty()) {
            Class<?> c = todo.poll();
            if (names.add(c.getName())) {
                if (c.getSuperclass() != null) {
                    todo.add(c.getSuperclass());
                }
                todo.addAll(Arrays.asList(c.getInterfaces()));
            }
        }
        return names;
    }

    static String plain(Object value) {
        if (value == null) {
            return "null";
        }
        if (value.getClass().isArray()) {
            String s = Arrays.deepToString(new Object[] {value});
            return s.substring(1, s.length() - 1);
        }
        try {
            return String.valueOf(value);
        } catch (RuntimeException e) {
            return value.getClass().getName() + " (toString failed: " + e + ")";
        }
    }

    static String png(RenderedImage img) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(img, "png", bytes)) {
                throw new IllegalArgumentException("No PNG writer for " + img);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Base64.getEncoder().encodeToString(bytes.toByteArray());
    }

    private static Object call(Object target, String method, Class<?>[] types, Object... args)
            throws ReflectiveOperationException {
        Method m = publicMethod(target.getClass(), method, types);
        return m.invoke(target, args);
    }

    /** A public method callable from here (looked up on public supertypes, as implementations may be hidden). */
    private static Method publicMethod(Class<?> type, String name, Class<?>... params) throws NoSuchMethodException {
        Method m = type.getMethod(name, params);
        if (java.lang.reflect.Modifier.isPublic(m.getDeclaringClass().getModifiers())) {
            return m;
        }
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Class<?> i : c.getInterfaces()) {
                try {
                    return publicMethod(i, name, params);
                } catch (NoSuchMethodException ignored) {
                    // keep looking
                }
            }
        }
        m.setAccessible(true);
        return m;
    }

    String tableHtml(Object table) throws ReflectiveOperationException {
        int rows = (Integer) call(table, "rowCount", new Class<?>[0]);
        @SuppressWarnings("unchecked")
        List<String> columns = (List<String>) call(table, "columnNames", new Class<?>[0]);
        Object name = call(table, "name", new Class<?>[0]);
        StringBuilder html = new StringBuilder("<table class=\"tahqiq-table\">");
        html.append("<caption>");
        if (name != null && !name.toString().isBlank()) {
            html.append(escape(name.toString())).append(" — ");
        }
        html.append(rows).append(rows == 1 ? " row" : " rows").append(" × ").append(columns.size())
                .append(columns.size() == 1 ? " column" : " columns").append("</caption>");
        html.append("<thead><tr>");
        for (String c : columns) {
            html.append("<th>").append(escape(c)).append("</th>");
        }
        html.append("</tr></thead><tbody>");
        int shown = Math.min(rows, maxHtmlRows);
        Class<?>[] rc = {int.class, int.class};
        for (int r = 0; r < shown; r++) {
            html.append("<tr>");
            for (int c = 0; c < columns.size(); c++) {
                Object cell = call(table, "getString", rc, r, c);
                html.append("<td>").append(escape(String.valueOf(cell))).append("</td>");
            }
            html.append("</tr>");
        }
        if (rows > shown) {
            html.append("<tr><td colspan=\"").append(Math.max(1, columns.size())).append("\">… ")
                    .append(rows - shown).append(" more rows</td></tr>");
        }
        html.append("</tbody></table>");
        return html.toString();
    }

    static RenderedImage chartImage(Object chart) throws ReflectiveOperationException {
        ClassLoader loader = chart.getClass().getClassLoader();
        Class<?> chartType = Class.forName(XCHART_CHART, false, loader);
        Class<?> encoder = Class.forName(XCHART_ENCODER, true, loader);
        Method m = encoder.getMethod("getBufferedImage", chartType);
        return (RenderedImage) m.invoke(null, chart);
    }

    private static Map<?, ?> customBundle(Object value) throws ReflectiveOperationException {
        Method m;
        try {
            m = publicMethod(value.getClass(), "toMimeBundle");
        } catch (NoSuchMethodException e) {
            return null;
        }
        if (!Map.class.isAssignableFrom(m.getReturnType())) {
            return null;
        }
        return (Map<?, ?>) m.invoke(value);
    }

    static String escape(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
