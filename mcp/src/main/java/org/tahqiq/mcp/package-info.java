/**
 * Tahqiq as a tool for language-model agents: a Model Context Protocol server over stdio
 * ({@link org.tahqiq.mcp.TahqiqMcp}, {@code ./tahqiq mcp}) whose tools ({@link org.tahqiq.mcp.CheckerTools}) check an
 * answer's citations, repair them and look a verse or hadith up, with the one {@link org.tahqiq.verify.Checker} of the
 * process. Built on the official Java SDK, in a module of its own so that the library never loads it.
 */
package org.tahqiq.mcp;
