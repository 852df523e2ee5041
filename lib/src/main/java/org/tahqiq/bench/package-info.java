/**
 * {@code ./tahqiq bench}: the speed of verify (runs of the launcher, the service, repair) and of lookup on the dev
 * answers ({@link org.tahqiq.bench.VerifyBench}, {@link org.tahqiq.bench.LookupBench}). Study floor: above the product,
 * never used by it.
 */
package org.tahqiq.bench;
