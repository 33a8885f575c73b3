import type { ChangePasswordRequest, ProfileUpdateRequest, SavedAddress, SessionUser } from '@ordina/contracts';
import { apiCall, envelopeSchema } from '../../lib/api-client.ts';
import type { ApiResult } from '../../lib/api-client.ts';
import { SAVED_ADDRESSES_KEY } from '../../lib/session/session-store.ts';
import { sessionUserResponse } from '../../lib/session/token-renewal.ts';
import { readSavedAddresses } from './response-readers.ts';

/** The customer-account calls of the personal-area pages (spec §7), all through the one API client. */

type Done = { done: true };
const doneAnswer = envelopeSchema((data): Done | null => ((data as { done?: unknown } | null)?.done === true ? { done: true } : null));

const savedAddressListAnswer = envelopeSchema(readSavedAddresses);
const userPath = (user: SessionUser) => `/api/secured/user/${user.id}`;

/** POST /api/user/change-password: the recovery e-mail's code, the new password and a bot-protection token. */
export function changePassword(request: ChangePasswordRequest): Promise<ApiResult<Done>> {
  return apiCall('POST', '/api/user/change-password', { body: request, schema: doneAnswer });
}

/** POST …/accept-privacy-policy: the renewed user (privacy_policy_accepted true). */
export function acceptPrivacyPolicy(user: SessionUser, currentPage: string): Promise<ApiResult<SessionUser>> {
  // The contract caps the page address at 2000 characters.
  return apiCall('POST', `${userPath(user)}/accept-privacy-policy`, { body: { currentPage: currentPage.slice(0, 2000) }, schema: sessionUserResponse });
}

/** POST …/not-accept-privacy-policy: recorded, and the server ends the session. */
export function declinePrivacyPolicy(user: SessionUser): Promise<ApiResult<Done>> {
  return apiCall('POST', `${userPath(user)}/not-accept-privacy-policy`, { schema: doneAnswer });
}

/** PUT …/anagraphic: the user with a fresh token carrying the new name and phone. */
export function updateProfile(user: SessionUser, profile: ProfileUpdateRequest): Promise<ApiResult<SessionUser>> {
  return apiCall('PUT', `${userPath(user)}/anagraphic`, { body: profile, schema: sessionUserResponse });
}

/** GET …/anagraphic/address: the saved addresses. */
export function loadSavedAddresses(user: SessionUser): Promise<ApiResult<SavedAddress[]>> {
  return apiCall('GET', `${userPath(user)}/anagraphic/address`, { schema: savedAddressListAnswer });
}

/** DELETE …/anagraphic/address/{id}: the remaining addresses (the first becomes default if the default went). */
export function deleteSavedAddress(user: SessionUser, addressId: number): Promise<ApiResult<SavedAddress[]>> {
  return apiCall('DELETE', `${userPath(user)}/anagraphic/address/${addressId}`, { schema: savedAddressListAnswer });
}

/** PUT …/anagraphic/address/{id} with default=1 (spec §7): the list with this one as the only default. */
export function makeDefaultAddress(user: SessionUser, addressId: number): Promise<ApiResult<SavedAddress[]>> {
  return apiCall('PUT', `${userPath(user)}/anagraphic/address/${addressId}`, {
    body: { id: addressId, default: 1 },
    schema: savedAddressListAnswer,
  });
}

/** POST …/anonimize-data: the account is anonymised and every session ends. */
export function anonymiseAccount(user: SessionUser): Promise<ApiResult<Done>> {
  return apiCall('POST', `${userPath(user)}/anonimize-data`, { schema: doneAnswer });
}

/**
 * Keeps the browser's saved-addresses cache (spec §9 local storage, cleared
 * on logout) equal to the list the server just answered, so the checkout's
 * address selector never offers a deleted address.
 */
export function rememberSavedAddresses(addresses: readonly SavedAddress[]): void {
  try {
    localStorage.setItem(SAVED_ADDRESSES_KEY, JSON.stringify(addresses));
  } catch {
    // Storage disabled or full: the checkout loads the list itself.
  }
}
