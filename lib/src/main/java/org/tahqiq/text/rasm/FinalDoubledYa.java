package org.tahqiq.text.rasm;

/**
 * A word that ends in two ya ends in one in the rasm (يحيي / يحى, نحيي, يستحيي): a rasm ending in two ya keeps
 * one. Runs after the letter map, on letters only.
 */
final class FinalDoubledYa {

    private static final char YA = '\u064A';

    private FinalDoubledYa() {
    }

    static Letters apply(Letters rasm) {
        int n = rasm.size();
        if (n < 3 || rasm.charAt(n - 1) != YA || rasm.charAt(n - 2) != YA) {
            return rasm;
        }
        Letters out = new Letters(n);
        for (int i = 0; i < n - 1; i++) {
            out.add(rasm.charAt(i), rasm.originAt(i));
        }
        return out;
    }
}
