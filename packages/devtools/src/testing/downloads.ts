/** An export call the page made: its path, its JSON body and the Authorization it sent. */
export interface ExportCall {
  path: string;
  body: unknown;
  authorization: string | null;
}

const CSV_FILE = () => new Response('x\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });

/**
 * Answers the export calls (paths starting `/export`) with `answer` (a small CSV by default) and
 * passes every other call to the fetch double already in place (mockFetch's). Answers the export
 * calls made, in order.
 */
export function mockExportCalls(answer: () => Response = CSV_FILE): ExportCall[] {
  const otherCalls = globalThis.fetch;
  const exports: ExportCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/export')) return otherCalls(input, init);
    exports.push({ path, body: JSON.parse(await request.text()), authorization: request.headers.get('Authorization') });
    return answer();
  }) as typeof fetch;
  return exports;
}

/**
 * The names of the files the page saves (an object URL clicked as a download link), in order.
 * The click is spied on: `jest.restoreAllMocks()` puts it back.
 */
export function captureSavedFiles(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
