/**
 * The operations calls, outside the admin and carrier tokens: /health and /ready for load
 * balancers, /metrics behind its own token (METRICS_TOKEN), the OpenAPI document and its page.
 */
export const OPERATIONS_CALLS: readonly string[] = ['/health', '/ready', '/metrics', '/openapi.json', '/docs'];
