import type { Locale, RegisterRequest, ResendVerificationRequest } from '@ordina/contracts';
import { apiCall } from '../../../lib/after-hydration-shared/api-client.ts';

/** POST /api/user/register: done (the confirmation e-mail is on its way), or EMAIL_EXISTS (409) and field codes. */
export function register(request: RegisterRequest) {
  return apiCall('POST /api/user/register', { body: request });
}

/** The registration request from the form's values (the privacy box is ticked: the form checks it first). */
export function registerRequest(
  values: {
    email: string;
    name: string;
    lastname: string;
    phone: string;
    password: string;
    newsletter: boolean;
  },
  recaptchaToken: string,
  locale: Locale,
): RegisterRequest {
  return {
    username: values.email.trim(),
    name: values.name.trim(),
    lastname: values.lastname.trim(),
    phone: values.phone.trim(),
    password: values.password,
    recaptchaToken,
    locale,
    privacyPolicy: true,
    newsletter: values.newsletter,
  };
}

/** POST /api/user/resend-verification: done, whether or not the address has an account to confirm (the server does not say). */
export function resendConfirmation(request: ResendVerificationRequest) {
  return apiCall('POST /api/user/resend-verification', { body: request });
}
