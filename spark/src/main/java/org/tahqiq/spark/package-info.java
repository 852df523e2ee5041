/**
 * {@code verify} on Apache Spark, kept out of the library so that it and {@code ./tahqiq} never load Spark: the job
 * ({@link org.tahqiq.spark.SparkVerify}) and the one checker of each executor JVM. Uses the library's
 * {@code verify} package (its reader's rules, its checker and its JSON).
 */
package org.tahqiq.spark;
