import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerEncoding, EncodedAnswers } from './encoded-answers.ts';

describe('answerEncoding', () => {
  it('prefers brotli, then gzip, else sends the answer as it is', () => {
    expect(answerEncoding('gzip, deflate, br')).toBe('br');
    expect(answerEncoding('gzip, br;q=0.5')).toBe('gzip');
    expect(answerEncoding('deflate')).toBe('identity');
    expect(answerEncoding(undefined)).toBe('identity');
  });
});

describe('EncodedAnswers', () => {
  it('builds and encodes each answer once a second, shared by concurrent requests', async () => {
    let now = new Date('2025-07-16T09:00:00.000Z');
    const answers = new EncodedAnswers(() => now);
    let builds = 0;
    const build = () => `{"n":${++builds}}`;
    const [a, b] = await Promise.all([
      answers.get('v it', 'gzip', build),
      answers.get('v it', 'gzip', build),
    ]);
    now = new Date('2025-07-16T09:00:00.999Z');
    const c = await answers.get('v it', 'gzip', build);
    expect(builds).toBe(1);
    expect(gunzipSync(c).toString()).toBe('{"n":1}');
    expect(a).toBe(b);
    expect(c).toBe(a);
    // Another kind or encoding is its own answer; the next second starts afresh.
    expect((await answers.get('v de', 'gzip', build)).equals(a)).toBe(false);
    expect((await answers.get('v it', 'identity', build)).toString()).toBe('{"n":3}');
    now = new Date('2025-07-16T09:00:01.000Z');
    expect(gunzipSync(await answers.get('v it', 'gzip', build)).toString()).toBe('{"n":4}');
  });
});
