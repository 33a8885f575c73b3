// Bot protection (README "Bot protection"): ALTCHA (default) or reCAPTCHA v3.
export { altchaVerifier } from './altcha.ts';
export type { AltchaOptions } from './altcha.ts';
export type { CaptchaChallenge, CaptchaVerifier } from './captcha.ts';
export { default as captchaPlugin } from './plugin.ts';
export type { CaptchaService } from './plugin.ts';
export { CaptchaUnavailableError, recaptchaVerifier } from './recaptcha.ts';
export type { RecaptchaOptions } from './recaptcha.ts';
