package org.tahqiq.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tahqiq.corpus.HadithCollection;

class CollectionParserTest {

    private final CollectionParser parser = new CollectionParser();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "رواه البخاري ومسلم | bukhari muslim",
        "متفق عليه | bukhari muslim",
        "أخرجه مسلم في صحيحه | muslim",
        "رواه الترمذي (2516) | tirmidhi",
        "صحيح البخاري، حديث 2038 | bukhari",
        "البخاري ، مسلم | bukhari muslim",
        "رواه أبو داود والنسائي | abudawud nasai",
        "رواه ابن ماجه | ibnmajah",
        "رواه الإمام أحمد وغيره | ahmad",
        "رواه أحمد في مسنده | ahmad",
        "قال رسول الله | ''",
    })
    void names(String claim, String keys) {
        String got = String.join(" ", parser.parse(claim).stream().map(HadithCollection::key).toList());
        assertEquals(keys, got);
    }
}
