package org.tahqiq.snapshot;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;

/** The plain binary layout of the caches of derived parts (the corrector's, the aligner's), written and read back. */
public final class BinaryFile {

    private BinaryFile() {
    }

    /** The whole file, to read from. */
    public static In read(Path file) throws IOException {
        return new In(ByteBuffer.wrap(Files.readAllBytes(file)));
    }

    /** Big-endian ints, doubles and strings (length, then UTF-16 units, exact for any string; -1 for null). */
    public static final class Out implements AutoCloseable {
        private final DataOutputStream out;

        public Out(Path file) throws IOException {
            out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file), 1 << 16));
        }

        public void writeInt(int v) throws IOException {
            out.writeInt(v);
        }

        public void writeDouble(double v) throws IOException {
            out.writeLong(Double.doubleToRawLongBits(v));
        }

        public void writeString(String s) throws IOException {
            if (s == null) {
                out.writeInt(-1);
                return;
            }
            out.writeInt(s.length());
            out.writeChars(s);
        }

        public void writeInts(int[] a) throws IOException {
            out.writeInt(a.length);
            for (int v : a) {
                out.writeInt(v);
            }
        }

        public void writeLongs(long[] a) throws IOException {
            out.writeInt(a.length);
            for (long v : a) {
                out.writeLong(v);
            }
        }

        public void writeBytes(byte[] a) throws IOException {
            out.writeInt(a.length);
            out.write(a);
        }

        @Override
        public void close() throws IOException {
            out.close();
        }
    }

    /** Reads what {@link Out} wrote; a truncated or inconsistent file is an IOException, never a wrong value. */
    public static final class In {
        private final ByteBuffer b;

        public In(ByteBuffer b) {
            this.b = b;
        }

        public int getInt() throws IOException {
            try {
                return b.getInt();
            } catch (BufferUnderflowException e) {
                throw new IOException("truncated", e);
            }
        }

        /** A non-negative count. */
        public int count() throws IOException {
            int n = getInt();
            if (n < 0 || n > b.remaining()) {
                throw new IOException("impossible count " + n);
            }
            return n;
        }

        public double getDouble() throws IOException {
            try {
                return Double.longBitsToDouble(b.getLong());
            } catch (BufferUnderflowException e) {
                throw new IOException("truncated", e);
            }
        }

        public String string() throws IOException {
            int len = getInt();
            if (len == -1) {
                return null;
            }
            if (len < 0 || 2L * len > b.remaining()) {
                throw new IOException("impossible string length " + len);
            }
            char[] c = new char[len];
            b.asCharBuffer().get(c);
            b.position(b.position() + 2 * len);
            return new String(c);
        }

        public int[] ints() throws IOException {
            int n = getInt();
            if (n < 0 || 4L * n > b.remaining()) {
                throw new IOException("impossible array length " + n);
            }
            int[] a = new int[n];
            b.asIntBuffer().get(a);
            b.position(b.position() + 4 * n);
            return a;
        }

        public long[] longs() throws IOException {
            int n = getInt();
            if (n < 0 || 8L * n > b.remaining()) {
                throw new IOException("impossible array length " + n);
            }
            long[] a = new long[n];
            b.asLongBuffer().get(a);
            b.position(b.position() + 8 * n);
            return a;
        }

        public byte[] bytes() throws IOException {
            int n = getInt();
            if (n < 0 || n > b.remaining()) {
                throw new IOException("impossible array length " + n);
            }
            byte[] a = new byte[n];
            b.get(a);
            return a;
        }

        public int remaining() {
            return b.remaining();
        }
    }
}
