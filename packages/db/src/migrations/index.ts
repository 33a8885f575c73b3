import type { Migration } from 'kysely';
import * as businessesAndCatalogue from './0001-businesses-and-catalogue.ts';
import * as customersAndOrders from './0002-customers-and-orders.ts';
import * as deliverySlotsAndOperations from './0003-delivery-slots-and-operations.ts';
import * as serverSecrets from './0004-server-secrets.ts';
import * as spentCaptchaSolutions from './0005-spent-captcha-solutions.ts';
import * as anonymisedUsersWithoutEmail from './0006-anonymised-users-without-email.ts';
import * as rateLimitCounters from './0007-rate-limit-counters.ts';
import * as orderPlacement from './0008-order-placement.ts';
import * as businessMessaging from './0009-business-messaging.ts';
import * as payments from './0010-payments.ts';
import * as socialSignIn from './0011-social-sign-in.ts';
import * as firstOrderLookup from './0012-first-order-lookup.ts';
import * as orderCancelReason from './0013-order-cancel-reason.ts';
import * as orderNamesInOrderLanguage from './0014-order-names-in-order-language.ts';
import * as pendingOrderHolds from './0015-pending-order-holds.ts';
import * as staffAccess from './0016-staff-access.ts';
import * as orderActions from './0017-order-actions.ts';
import * as orderEvents from './0018-order-events.ts';
import * as boardSafety from './0019-board-safety.ts';
import * as totpLastStep from './0020-totp-last-step.ts';
import * as optionDefaultItem from './0021-option-default-item.ts';
import * as orderCodeResends from './0022-order-code-resends.ts';
import * as businessVersions from './0023-business-versions.ts';
import * as businessClosures from './0024-business-closures.ts';
import * as ordersByPlacingTime from './0025-orders-by-placing-time.ts';
import * as businessVersionOrigin from './0026-business-version-origin.ts';
import * as orderTips from './0027-order-tips.ts';
import * as pushSubscriptions from './0028-push-subscriptions.ts';
import * as allergens from './0029-allergens.ts';
import * as deliveryZoneRules from './0030-delivery-zone-rules.ts';

/**
 * Every migration, by name, in the order they run. A static map (not a folder
 * scan) so the migrations travel with a bundled server. Never edit a migration
 * that has shipped: add the next file.
 */
export const migrations: Record<string, Migration> = {
  '0001-businesses-and-catalogue': businessesAndCatalogue,
  '0002-customers-and-orders': customersAndOrders,
  '0003-delivery-slots-and-operations': deliverySlotsAndOperations,
  '0004-server-secrets': serverSecrets,
  '0005-spent-captcha-solutions': spentCaptchaSolutions,
  '0006-anonymised-users-without-email': anonymisedUsersWithoutEmail,
  '0007-rate-limit-counters': rateLimitCounters,
  '0008-order-placement': orderPlacement,
  '0009-business-messaging': businessMessaging,
  '0010-payments': payments,
  '0011-social-sign-in': socialSignIn,
  '0012-first-order-lookup': firstOrderLookup,
  '0013-order-cancel-reason': orderCancelReason,
  '0014-order-names-in-order-language': orderNamesInOrderLanguage,
  '0015-pending-order-holds': pendingOrderHolds,
  '0016-staff-access': staffAccess,
  '0017-order-actions': orderActions,
  '0018-order-events': orderEvents,
  '0019-board-safety': boardSafety,
  '0020-totp-last-step': totpLastStep,
  '0021-option-default-item': optionDefaultItem,
  '0022-order-code-resends': orderCodeResends,
  '0023-business-versions': businessVersions,
  '0024-business-closures': businessClosures,
  '0025-orders-by-placing-time': ordersByPlacingTime,
  '0026-business-version-origin': businessVersionOrigin,
  '0027-order-tips': orderTips,
  '0028-push-subscriptions': pushSubscriptions,
  '0029-allergens': allergens,
  '0030-delivery-zone-rules': deliveryZoneRules,
};
