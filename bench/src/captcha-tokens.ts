import { solveChallenge } from 'altcha-lib/v1';

/**
 * Bot-protection tokens for the bench's guest orders, solved before the run
 * so solving costs nothing during it. The server runs with the test
 * difficulty (ALTCHA_MAX_NUMBER=1000, as the server tests do): the orders
 * still pass the real check — signature, expiry, and one use each, recorded in
 * the database — which is part of what an order costs.
 */
export async function solveCaptchaTokens(baseURL: string, count: number, concurrency = 8): Promise<string[]> {
  const tokens: string[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    while (next < count) {
      next += 1;
      const response = await fetch(`${baseURL}/api/captcha/challenge`);
      const { challenge } = (
        (await response.json()) as {
          data: {
            challenge: {
              algorithm: string;
              challenge: string;
              maxnumber: number;
              salt: string;
              signature: string;
            };
          };
        }
      ).data;
      const solution = await solveChallenge(
        challenge.challenge,
        challenge.salt,
        challenge.algorithm,
        challenge.maxnumber,
      ).promise;
      if (solution === null) throw new Error('an ALTCHA challenge could not be solved');
      const payload = {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: solution.number,
        salt: challenge.salt,
        signature: challenge.signature,
      };
      tokens.push(Buffer.from(JSON.stringify(payload)).toString('base64'));
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tokens;
}
