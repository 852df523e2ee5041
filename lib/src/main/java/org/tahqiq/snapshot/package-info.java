/**
 * Prepared data kept on disk between runs: self-checking cache entries (a manifest of what an entry was built from,
 * sizes and checksums of its files), the corpus snapshot memory-mapped on later starts, fingerprints of the code and
 * normalizers an entry depends on, file hashes remembered by size and time. Uses {@code corpus}, {@code dataset},
 * {@code text}.
 */
package org.tahqiq.snapshot;
