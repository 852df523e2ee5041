package org.tahqiq.task1;

import org.tahqiq.task1.score.CharClass;
import org.tahqiq.task1.analysis.Analysis;
import org.tahqiq.task1.analysis.Analyzer;
import org.tahqiq.task1.analysis.Token;
import org.tahqiq.task1.detect.FeatureExtractor;
import org.tahqiq.task1.detect.SequenceModel;
import org.tahqiq.task1.detect.Tags;
import java.util.List;
import org.tahqiq.task1.score.Task1Span;
import org.tahqiq.eval.CrossValidation;
import org.tahqiq.text.CodePoints;

/**
 * An answer analysed once and reused by every fold and seed: its analysis, feature hashes and (with gold) the
 * gold tag of each token.
 */
public record Encoded(Answer answer, Analysis analysis, long[][] features, int[] tags) {

    public static Encoded of(Analyzer analyzer, Answer answer) {
        return of(analyzer, answer, FeatureExtractor.TopicFeatures.DEFAULT);
    }

    /** With other topic features (a recipe's experiment). */
    public static Encoded of(Analyzer analyzer, Answer answer, FeatureExtractor.TopicFeatures topic) {
        Analysis a = analyzer.analyze(answer.text());
        long[][] f = FeatureExtractor.extract(a, topic);
        return new Encoded(answer, a, f, answer.hasGold() ? goldTags(a, answer.gold()) : null);
    }

    public SequenceModel.Example example() {
        return new SequenceModel.Example(features, tags, CrossValidation.group(answer.questionId(), answer.id()));
    }

    /**
     * Each token's tag from the gold rows painted as the scorer paints them (later rows overwrite): the class of the
     * token's first character; B- where the class changes or a gold span of that class starts inside the token.
     */
    static int[] goldTags(Analysis a, List<Task1Span> gold) {
        String text = a.text();
        int[] paint = new int[text.length()];
        boolean[] starts = new boolean[text.length() + 1];
        for (Task1Span r : gold) {
            if (r.isNoAnnotation()) {
                continue;
            }
            int from = CodePoints.toCharIndex(text, r.start());
            int to = CodePoints.toCharIndex(text, r.end());
            int c = CharClass.of(r.type()).ordinal();
            for (int i = from; i < to; i++) {
                paint[i] = c;
            }
        }
        for (Task1Span r : gold) {
            if (!r.isNoAnnotation()) {
                int from = CodePoints.toCharIndex(text, r.start());
                if (from < paint.length && paint[from] == CharClass.of(r.type()).ordinal()) {
                    starts[from] = true;
                }
            }
        }
        List<Token> tokens = a.tokens();
        int[] tags = new int[tokens.size()];
        int prev = 0;
        for (int i = 0; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            int c = paint[t.start()];
            boolean spanStart = false;
            for (int k = t.start(); k < t.end(); k++) {
                spanStart |= starts[k];
            }
            if (c == 0) {
                tags[i] = Tags.O;
            } else {
                var type = CharClass.values()[c].type();
                tags[i] = c != prev || spanStart ? Tags.begin(type) : Tags.inside(type);
            }
            prev = c;
        }
        return tags;
    }
}
