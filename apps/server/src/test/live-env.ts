/**
 * The environment a live deployment (DEPLOYMENT=live) starts with: real e-mail, a public https
 * address, a geocoder that knows more than the demo town, and the business it serves
 * (config.test.ts refuses each one missing). Tests spread it and change one part.
 */
export const LIVE_ENV = {
  DEPLOYMENT: 'live',
  MAILER: 'smtp',
  SMTP_URL: 'smtp://mail.example.com:587',
  PUBLIC_URL: 'https://ordina.example.com',
  GEOCODER: 'nominatim',
  BUSINESS_KEY: 'trattoria-prova',
} as const satisfies Record<string, string>;
