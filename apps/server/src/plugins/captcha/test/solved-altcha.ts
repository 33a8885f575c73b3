import { solveChallenge } from 'altcha-lib/v1';
import type { AltchaChallenge, CaptchaChallengeResponse } from '@ordina/contracts';

/*
 * A bot-protection token as the browser makes one, for the server tests and the bench (Node, no
 * Web Workers): the server's ALTCHA challenge solved with altcha-lib, then the base64 JSON
 * `{ algorithm, challenge, number, salt, signature }` that the server's check reads.
 */

/** The token that answers `challenge`; throws when no number up to its `maxnumber` solves it. */
export async function solvedAltchaToken(challenge: AltchaChallenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (solution === null) throw new Error('the ALTCHA challenge could not be solved');
  const payload = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** The challenge of a GET /api/captcha/challenge answer; throws when the server asks for reCAPTCHA instead. */
export function altchaChallengeOf(answer: CaptchaChallengeResponse): AltchaChallenge {
  if (answer.data.challenge === null)
    throw new Error(`the server checks ${answer.data.provider}, not ALTCHA`);
  return answer.data.challenge;
}
