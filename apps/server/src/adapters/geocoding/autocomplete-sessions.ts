import { randomUUID } from 'node:crypto';
import { TtlCache } from './ttl-cache.ts';

/**
 * Google's autocomplete session tokens, one per customer's address search
 * (docs/decisions/066). The route names the search (`session`, derived from
 * the customer's connection); the first autocomplete of a search opens a
 * token, later keystrokes reuse it, and the Place Details request for the
 * chosen suggestion takes it and ends the session: Google bills a token once
 * and charges a reused one request by request, so an ended token is never
 * handed out again. A search left idle longer than `idleMs` starts afresh.
 */
export class AutocompleteSessions {
  private readonly tokens: TtlCache<string>;

  constructor(idleMs: number, maxSessions: number, now?: () => number) {
    this.tokens = new TtlCache(maxSessions, idleMs, now);
  }

  /** The token of this search, opened now if it has none (or it went idle); each use keeps it alive. */
  token(session: string): string {
    const token = this.tokens.get(session) ?? randomUUID();
    this.tokens.set(session, token);
    return token;
  }

  /** Ends the search and gives its token for the closing request, or undefined when it has none open. */
  end(session: string): string | undefined {
    const token = this.tokens.get(session);
    this.tokens.delete(session);
    return token;
  }
}
