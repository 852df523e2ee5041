/**
 * The HTTP service ({@link org.tahqiq.verify.http.VerifyServer}): {@code POST /verify}, {@code GET /lookup}, the page
 * that calls them and the OpenAPI document. Product floor: uses {@code verify}, {@code verify.output}, {@code lookup}.
 */
package org.tahqiq.verify.http;
