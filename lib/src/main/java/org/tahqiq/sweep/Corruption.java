package org.tahqiq.sweep;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.tahqiq.text.rasm.Rasm;

/**
 * The misquotes the equivalence must still catch, made in the script's own text: a content word replaced by another
 * word of the Qur'an, two neighbouring words swapped, a word dropped, and one letter changed so that the word becomes
 * another word of the Qur'an (its rasm changes: a letter the scripts merely spell differently — an alef, a hamza's seat
 * — is a spelling, not another word).
 */
public enum Corruption {
    WORD_REPLACED, WORDS_SWAPPED, WORD_DROPPED, LETTER_CHANGED;

    /** Consonants a changed letter may become: the letters whose rasm is themselves. */
    private static final String CONSONANTS = "بتثجحخدذرزسشصضطظعغفقكلمنهة";

    /** The verse's text with this corruption, or null when the verse offers none (too few words, no such letter). */
    public String apply(String verse, Vocabulary vocabulary, Random random) {
        String[] words = verse.trim().split("\\s+");
        List<Integer> content = new ArrayList<>();
        for (int i = 0; i < words.length; i++) {
            if (key(words[i]).length() >= 3) {
                content.add(i);
            }
        }
        if (content.isEmpty() || words.length < 2) {
            return null;
        }
        switch (this) {
            case WORD_REPLACED -> {
                int at = content.get(random.nextInt(content.size()));
                String other;
                do {
                    other = vocabulary.randomWord(random);
                } while (key(other).equals(key(words[at])) || key(other).length() < 3);
                words[at] = other;
            }
            case WORDS_SWAPPED -> {
                List<Integer> pairs = new ArrayList<>();
                for (int i = 0; i + 1 < words.length; i++) {
                    if (!key(words[i]).isEmpty() && !key(words[i + 1]).isEmpty() && !key(words[i]).equals(key(words[i + 1]))) {
                        pairs.add(i);
                    }
                }
                if (pairs.isEmpty()) {
                    return null;
                }
                int i = pairs.get(random.nextInt(pairs.size()));
                String w = words[i];
                words[i] = words[i + 1];
                words[i + 1] = w;
            }
            case WORD_DROPPED -> {
                int at = content.get(random.nextInt(content.size()));
                words[at] = null;
            }
            case LETTER_CHANGED -> {
                String changed = null;
                List<Integer> order = new ArrayList<>(content);
                java.util.Collections.shuffle(order, random);
                for (int at : order) {
                    changed = changeLetter(words[at], vocabulary.keys(), random);
                    if (changed != null) {
                        words[at] = changed;
                        break;
                    }
                }
                if (changed == null) {
                    return null;
                }
            }
            default -> throw new IllegalStateException();
        }
        return String.join(" ", Arrays.stream(words).filter(w -> w != null).toList());
    }

    /** The word with one consonant changed so that its rasm is another word's of {@code keys}, or null. */
    private static String changeLetter(String word, Set<String> keys, Random random) {
        String before = key(word);
        List<Integer> positions = new ArrayList<>();
        for (int i = 0; i < word.length(); i++) {
            if (CONSONANTS.indexOf(word.charAt(i)) >= 0) {
                positions.add(i);
            }
        }
        java.util.Collections.shuffle(positions, random);
        for (int i : positions) {
            int offset = random.nextInt(CONSONANTS.length());
            for (int k = 0; k < CONSONANTS.length(); k++) {
                char c = CONSONANTS.charAt((offset + k) % CONSONANTS.length());
                if (c == word.charAt(i)) {
                    continue;
                }
                String w = word.substring(0, i) + c + word.substring(i + 1);
                String after = key(w);
                if (!after.equals(before) && keys.contains(after)) {
                    return w;
                }
            }
        }
        return null;
    }

    static String key(String word) {
        return Rasm.word(word, 0, word.length(), Rasm.Reading.PLAIN);
    }

    /** The corpus's words, and their rasm keys, to draw replacements from. */
    public record Vocabulary(List<String> words, Set<String> keys) {

        public static Vocabulary of(List<String> verses) {
            List<String> words = new ArrayList<>();
            Set<String> keys = new java.util.HashSet<>();
            for (String v : verses) {
                for (String w : v.trim().split("\\s+")) {
                    String k = key(w);
                    if (!k.isEmpty()) {
                        words.add(w);
                        keys.add(k);
                    }
                }
            }
            return new Vocabulary(List.copyOf(words), Set.copyOf(keys));
        }

        String randomWord(Random random) {
            return words.get(random.nextInt(words.size()));
        }
    }
}
