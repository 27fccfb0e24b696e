/** The `fresh` package (Express's `req.fresh`), which ships no types. */
declare module 'fresh' {
  export default function fresh(requestHeaders: Record<string, string | string[] | undefined>, responseHeaders: { etag?: string; 'last-modified'?: string }): boolean;
}
