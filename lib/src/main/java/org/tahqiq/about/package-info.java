/**
 * What is running: the release and the git commit ({@link org.tahqiq.about.About}), on the bottom floor so that every
 * output format can name them without reaching the command line. Uses nothing of the project.
 */
package org.tahqiq.about;
