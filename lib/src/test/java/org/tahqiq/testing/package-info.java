/**
 * What the tests share: the real data found as the CLI finds it or a reasoned skip ({@link org.tahqiq.testing.DevData}),
 * tiny data folders the tests write themselves ({@link org.tahqiq.testing.MiniData}), the browser the HTML test drives.
 */
package org.tahqiq.testing;
