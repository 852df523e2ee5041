/**
 * What is running: the release and the git commit ({@link org.tahqiq.about.About}) and a run's CPU and heap
 * ({@link org.tahqiq.about.ProcessStats}), on the bottom floor so that every
 * output format, the Spark job and the MCP server can name them without reaching the command line or the bench. Uses
 * nothing of the project.
 */
package org.tahqiq.about;
