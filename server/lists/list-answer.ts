/** What a list service answers a route: the body to send, and who answered (the route says it in Server-Timing). */
export interface ListAnswer<Body = unknown> {
  body: Body;
  /** 'index': the in-memory search index found the page (browser tools show it; the search bench waits for it). */
  answeredBy?: 'index' | 'database';
}

/** The Server-Timing header a list answer carries, if any. */
export const answeredByHeader = (answer: Pick<ListAnswer, 'answeredBy'>): string | undefined =>
  answer.answeredBy === 'index' ? 'search;desc="index"' : undefined;

export const answer = <Body>(body: Body, answeredBy?: ListAnswer['answeredBy']): ListAnswer<Body> =>
  answeredBy ? { body, answeredBy } : { body };
