/**
 * Writing results safely: output folders swapped in whole, files written under a private name and renamed, the
 * submission TSVs and zips, and the validator that proves one prediction per input row before a zip is written. Uses
 * {@code dataset}, and the Subtask 2 and 3 records it validates.
 */
package org.tahqiq.submit;
