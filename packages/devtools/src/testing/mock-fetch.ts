/**
 * A fetch double for component tests: answers by request path, records each call, and fails
 * loudly for a path it was not told about.
 */
export type MockAnswer = { status?: number; body: unknown } | ((body: unknown) => { status?: number; body: unknown });

export interface RecordedCall {
  path: string;
  body: unknown;
  authorization: string | null;
}

export function mockFetch(answers: Record<string, MockAnswer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ path, body, authorization: request.headers.get('Authorization') });
    const answer = answers[path];
    if (!answer) return new Response(JSON.stringify({ message: `No mock for ${path}` }), { status: 599 });
    const { status = 200, body: responseBody } = typeof answer === 'function' ? answer(body) : answer;
    return new Response(JSON.stringify(responseBody), { status, headers: { 'Content-Type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

/** A token whose exp is an hour ahead (the browser reads exp; the server verifies). */
export function liveToken(claims: object = {}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;
}
