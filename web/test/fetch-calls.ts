/** The URL and parsed query of each fetch call, for asserting what was sent (the features' tests). */
export function calls(mock: { mock: { calls: unknown[][] } }) {
  return mock.mock.calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    const request = (init ?? {}) as RequestInit;
    return {
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      method: request.method ?? 'GET',
      body: typeof request.body === 'string' ? (JSON.parse(request.body) as unknown) : undefined,
    };
  });
}
