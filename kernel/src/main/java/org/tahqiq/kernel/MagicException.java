package org.tahqiq.kernel;

/** A magic was misused (unknown name, bad arguments, nothing matched); shown as its message alone. */
public final class MagicException extends RuntimeException {
    public MagicException(String message) {
        super(message);
    }
}
