/**
 * Rendered pages reused for a minute (issue 12). A storefront page carries no
 * personal data — the session lives in the browser — so the page rendered for
 * one URL, language ("variant"), storefront version and minute serves every
 * visitor asking for the same. What differs per response is the CSP nonce:
 * the page is kept with the nonce it was rendered with and each response gets
 * its own fresh nonce written in its place (the nonce is 128 random bits, so
 * it stands nowhere else in the page). Requests that arrive while the page
 * renders wait for that one render instead of rendering it again.
 *
 * Only plain successes are kept: status 200 without Set-Cookie. Anything else
 * (a 404, a redirect, a failure) is answered to its own request only.
 */

/** A page kept: its status and headers as rendered, and its body cut where the nonce stood. */
interface KeptPage {
  status: number;
  headers: [string, string][];
  /** The body's bytes between the places of the nonce (n places, n + 1 parts). */
  parts: Buffer[];
}

/** A kept page's answer: sent as it is, without going through a Fetch stream. */
export interface PageAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export interface PageCacheOptions {
  /** Pages kept at most (the oldest goes first). */
  maxEntries?: number;
  /** A larger page is answered but not kept. */
  maxBodyBytes?: number;
  /** The clock (milliseconds); pages are kept within one minute of it. */
  now?: () => number;
}

const MINUTE_MS = 60_000;

export class PageCache {
  private readonly maxEntries: number;
  private readonly maxBodyBytes: number;
  private readonly now: () => number;
  private minute = Number.NaN;
  /** By key: the page, or its render in progress; null while a render turned out not to be keepable. */
  private readonly pages = new Map<string, Promise<KeptPage | null>>();

  constructor(options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 256;
    this.maxBodyBytes = options.maxBodyBytes ?? 1_000_000;
    this.now = options.now ?? Date.now;
  }

  /** How many pages are kept or rendering now (for tests). */
  get size(): number {
    return this.pages.size;
  }

  /**
   * The page of `key` answered with `nonce`: the kept one when there is one
   * this minute, otherwise `render(nonce)`'s, kept when it may be.
   */
  async answer(
    key: string,
    nonce: string,
    render: (nonce: string) => Promise<Response>,
  ): Promise<Response | PageAnswer> {
    const minute = Math.floor(this.now() / MINUTE_MS);
    if (minute !== this.minute) {
      this.pages.clear();
      this.minute = minute;
    }
    const known = this.pages.get(key);
    if (known !== undefined) {
      const page = await known;
      if (page !== null) return answerWith(page, nonce);
      return render(nonce);
    }

    let own: Response | PageAnswer | undefined;
    const rendering = (async (): Promise<KeptPage | null> => {
      const response = await render(nonce);
      if (response.status !== 200 || response.headers.has('set-cookie') || response.body === null) {
        own = response;
        return null;
      }
      const body = await response.text();
      const page: KeptPage = {
        status: response.status,
        headers: [...response.headers],
        parts: body.split(nonce).map((part) => Buffer.from(part)),
      };
      if (Buffer.byteLength(body) > this.maxBodyBytes) {
        own = answerWith(page, nonce);
        return null;
      }
      return page;
    })();
    this.pages.set(key, rendering);
    this.evictOldest();
    let page: KeptPage | null;
    try {
      page = await rendering;
    } catch (error) {
      this.pages.delete(key);
      throw error;
    }
    // Not keepable: forget it, so the next request renders (and waiters render their own).
    if (page === null) {
      if (this.pages.get(key) === rendering) this.pages.delete(key);
      return own!;
    }
    return answerWith(page, nonce);
  }

  private evictOldest(): void {
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) return;
      this.pages.delete(oldest);
    }
  }
}

/** The kept page carrying `nonce` wherever the rendered one carried its own. */
function answerWith(page: KeptPage, nonce: string): PageAnswer {
  const nonceBytes = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(nonceBytes);
    pieces.push(part);
  });
  return { status: page.status, headers: page.headers, body: Buffer.concat(pieces) };
}
