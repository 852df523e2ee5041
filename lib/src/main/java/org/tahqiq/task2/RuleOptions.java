package org.tahqiq.task2;

/**
 * Switches for the rule refinements, so each one's contribution can be measured (the ablation table).
 * {@link #ALL} is what the tool runs.
 *
 * @param checkAttribution claimed_source is checked against what its own quote matched (off: assumed correct)
 * @param allPlaces        ... against every place the quote occurs and every equivalent record (off: the best one only)
 * @param groundedIsnad    isnad narrators are looked up in the chains of the matched records (off: assumed correct)
 * @param exactAyah        Ayah quotes are judged by word-aligned exact occurrence with the vowel check first
 *                         (off: fuzzy similarity alone)
 * @param claimedVerseFit  a verse claim counts as meant when the claimed verse fits a misquote about as well as
 *                         any place does (off: only the best places count)
 * @param minMatnWords     a one-word matn proves no quote (off: any exact occurrence counts)
 * @param rasmVariants     Ayah quotes in the Uthmani rasm (الصلوة) count as exact once rewritten (off: fuzzy)
 * @param everyClaimedCollection a hadith claim naming several books needs each to hold the matn (off, the default:
 *                         one suffices, and the reason names the unconfirmed ones)
 * @param acceptedQuotes   a matn is as close to authentic as it is to a quote gold accepted before ({@link KnownQuotes}:
 *                         the labelled answers' matns), when that is closer than any record (off: the corpus alone)
 * @param priors           the rules' numeric constants
 */
public record RuleOptions(boolean checkAttribution, boolean allPlaces, boolean groundedIsnad, boolean exactAyah,
                          boolean claimedVerseFit, boolean minMatnWords, boolean rasmVariants, boolean everyClaimedCollection,
                          boolean acceptedQuotes, RulePriors priors) {

    public static final RuleOptions ALL = new RuleOptions(true, true, true, true, true, true, true, false, false, RulePriors.DEFAULT);
    /** Quotes by fuzzy similarity only; attributions not checked. */
    public static final RuleOptions NONE = new RuleOptions(false, false, false, false, false, false, false, false,
            false, RulePriors.DEFAULT);

    public RuleOptions withCheckAttribution(boolean v) {
        return new RuleOptions(v, allPlaces, groundedIsnad, exactAyah, claimedVerseFit, minMatnWords, rasmVariants, everyClaimedCollection, acceptedQuotes, priors);
    }

    public RuleOptions withAllPlaces(boolean v) {
        return new RuleOptions(checkAttribution, v, groundedIsnad, exactAyah, claimedVerseFit, minMatnWords, rasmVariants, everyClaimedCollection, acceptedQuotes, priors);
    }

    public RuleOptions withGroundedIsnad(boolean v) {
        return new RuleOptions(checkAttribution, allPlaces, v, exactAyah, claimedVerseFit, minMatnWords, rasmVariants, everyClaimedCollection, acceptedQuotes, priors);
    }

    public RuleOptions withExactAyah(boolean v) {
        return new RuleOptions(checkAttribution, allPlaces, groundedIsnad, v, claimedVerseFit, minMatnWords, rasmVariants, everyClaimedCollection, acceptedQuotes, priors);
    }

    public RuleOptions withClaimedVerseFit(boolean v) {
        return new RuleOptions(checkAttribution, allPlaces, groundedIsnad, exactAyah, v, minMatnWords, rasmVariants, everyClaimedCollection, acceptedQuotes, priors);
    }

    public RuleOptions withMinMatnWords(boolean v) {
        return new RuleOptions(checkAttribution, allPlaces, groundedIsnad, exactAyah, claimedVerseFit, v, rasmVariants, everyClaimedCollection, acceptedQuotes, priors);
    }

    public RuleOptions withRasmVariants(boolean v) {
        return new RuleOptions(checkAttribution, allPlaces, groundedIsnad, exactAyah, claimedVerseFit, minMatnWords, v, everyClaimedCollection, acceptedQuotes, priors);
    }

    public RuleOptions withEveryClaimedCollection(boolean v) {
        return new RuleOptions(checkAttribution, allPlaces, groundedIsnad, exactAyah, claimedVerseFit, minMatnWords, rasmVariants, v, acceptedQuotes, priors);
    }

    public RuleOptions withAcceptedQuotes(boolean v) {
        return new RuleOptions(checkAttribution, allPlaces, groundedIsnad, exactAyah, claimedVerseFit, minMatnWords, rasmVariants, everyClaimedCollection, v, priors);
    }

    public RuleOptions withPriors(RulePriors v) {
        return new RuleOptions(checkAttribution, allPlaces, groundedIsnad, exactAyah, claimedVerseFit, minMatnWords, rasmVariants, everyClaimedCollection, acceptedQuotes, v);
    }
}
