/**
 * Files, the bottom floor: writing a file whole or not at all ({@link org.tahqiq.files.AtomicFiles}) and the SHA-256
 * of a file, remembered per process ({@link org.tahqiq.files.FileHash}). Uses nothing of the project.
 */
package org.tahqiq.files;
