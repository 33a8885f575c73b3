export { DEFAULT_DATABASE_URL, dialectOf, openDatabase, parseDatabaseUrl, redactUrl } from './database.ts';
export type { DatabaseTarget, DialectName, OpenDatabase, OpenDatabaseOptions } from './database.ts';
export { DatabaseNewerError, MigrationError, migrateToLatest } from './migrate.ts';
export type * from './tables.ts';
export { BusinessFileError, checkBusinessFile, formatIssue } from './import/business-file-issues.ts';
export type { BusinessFileCheck, BusinessFileIssue } from './import/business-file-issues.ts';
export { formatJsonPath } from './import/json-path.ts';
export { importBusinessFile } from './import/import-business-file.ts';
export type { ImportSummary } from './import/import-business-file.ts';
export { loadStorefront } from './storefront/load-storefront.ts';
export {
  businessExists,
  findBusinessByKey,
  getBusinessKeys,
  getStorefrontVersion,
} from './repositories/businesses.ts';
export type { BusinessRef } from './repositories/businesses.ts';
export { findCouponByCode } from './repositories/coupons.ts';
export { normalizeCouponCode } from './coupon-code.ts';
export { listDeliverySlots, releaseDeliverySlot, takeDeliverySlot } from './repositories/delivery-slots.ts';
export type { DeliverySlot } from './repositories/delivery-slots.ts';
export {
  findUserByEmail,
  findUserById,
  insertUser,
  markUserEmailVerified,
  setUserPasswordHash,
  setUserPrivacyPolicyAccepted,
  userEmailNormalize,
  userIsActive,
} from './repositories/users.ts';
export type { ActiveUserRecord, NewUser, UserRecord } from './repositories/users.ts';
export {
  extendSession,
  findLiveSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
} from './repositories/sessions.ts';
export type { SessionRecord } from './repositories/sessions.ts';
export {
  consumeAccountCode,
  expireUserAccountCodes,
  findAccountCode,
  insertAccountCode,
  PENDING_ORDER_STATUS,
} from './repositories/verification-codes.ts';
export type { AccountCodePurpose } from './repositories/verification-codes.ts';
export {
  claimOutboxMessage,
  findOutboxMessage,
  insertOutboxEmail,
  insertOutboxMessage,
  listOutboxMessages,
  listPendingOutboxEmails,
  listPendingOutboxMessages,
  markOutboxAttemptFailed,
  markOutboxSent,
} from './repositories/outbox.ts';
export type { NewOutboxEmail, NewOutboxMessage, OutboxMessage } from './repositories/outbox.ts';
export { operationalCounts, type OperationalCounts } from './repositories/operational-counts.ts';
export { IDEMPOTENCY_KEY_TTL_HOURS, pruneStaleRows, type PrunedRows } from './repositories/housekeeping.ts';
export { serverSecretGetOrCreate } from './repositories/secrets.ts';
export {
  PUSH_SUBSCRIPTIONS_PER_ORDER,
  deleteOrderPushSubscriptions,
  deletePushSubscription,
  listPushSubscriptions,
  savePushSubscription,
} from './repositories/push-subscriptions.ts';
export type { StoredPushSubscription } from './repositories/push-subscriptions.ts';
export {
  deleteSavedAddress,
  insertSavedAddress,
  insertSavedAddressIn,
  listSavedAddresses,
  savedAddressExists,
  updateSavedAddress,
} from './repositories/saved-addresses.ts';
export type { NewSavedAddress, SavedAddressChange } from './repositories/saved-addresses.ts';
export { findOrderByHash, findOrderById, findUserOrder, listUserOrders } from './repositories/orders.ts';
export type { OrderReadOptions } from './repositories/orders.ts';
export { findIdempotentOrder, placeOrder } from './repositories/place-order.ts';
export { findBusinessMessaging, takeSmsCredit } from './repositories/business-messaging.ts';
export type { BusinessMessaging } from './repositories/business-messaging.ts';
export {
  consumeSocialSignInCode,
  findBusinessSocialLogin,
  signInWithProvider,
} from './repositories/social-sign-in.ts';
export type {
  BusinessSocialLogin,
  ProviderIdentity,
  SocialSignInResult,
} from './repositories/social-sign-in.ts';
export { findOrderForMessages } from './repositories/order-messages.ts';
export type { OrderForMessages, OrderMessageLine } from './repositories/order-messages.ts';
export type {
  NewOrder,
  NewOrderStart,
  PlacedOrder,
  PlacedOrderSecrets,
  PlaceOrderRefusal,
  PlaceOrderResult,
} from './repositories/place-order.ts';
export { expireUnverifiedOrders, findPendingOrder, verifyOrder } from './repositories/order-verification.ts';
export { findResendState, resendOrderCode } from './repositories/order-code-resend.ts';
export type { OrderCodeResendLimits, ResendOrderCodeResult } from './repositories/order-code-resend.ts';
export type { PendingOrder, VerifyOrderResult } from './repositories/order-verification.ts';
export { changeOrderStatus } from './repositories/order-status.ts';
export { applyOrderAction } from './repositories/order-actions.ts';
export type {
  LockedActionOrder,
  OrderActionChange,
  OrderActionColumns,
  OrderActionPlan,
  OrderActionRefusal,
  OrderActionRequest,
  OrderActionResult,
  OrderActor,
} from './repositories/order-actions.ts';
export { findStaffOrder, listStaffOrders } from './repositories/staff-orders.ts';
export { findBusinessTimeZone, readBoardSnapshot } from './repositories/board-snapshot.ts';
export type { BoardSnapshotRecord } from './repositories/board-snapshot.ts';
export {
  allOrderEventsAfter,
  latestOrderEventId,
  ORDER_EVENTS_CHANNEL,
  orderEventsAfter,
  parseOrderEventNotification,
  recordOrderEvent,
} from './repositories/order-events.ts';
export type { OrderEvent } from './repositories/order-events.ts';
export { releaseOrderHolds } from './repositories/order-holds.ts';
export { pendingHolders } from './repositories/pending-holds.ts';
export type { PendingHolder, PendingOrderLimits } from './repositories/pending-holds.ts';
export { customerHasOrdered } from './repositories/first-order.ts';
export { countCouponUses, couponCustomerKeys, couponsUsedUp } from './repositories/coupon-uses.ts';
export { updateUserProfile } from './repositories/user-profile.ts';
export type { UserProfile } from './repositories/user-profile.ts';
export { anonymiseAccount } from './repositories/anonymise-account.ts';
export {
  confirmAccount,
  registerAccount,
  requestPasswordReset,
  resendAccountConfirmation,
  resetPassword,
} from './repositories/accounts.ts';
export type {
  AccountMail,
  ConfirmAccountResult,
  MailAllowance,
  MailLimitReached,
  NewAccountCode,
  RegisterAccountResult,
} from './repositories/accounts.ts';
export { spendCaptchaSolution } from './repositories/captcha-solutions.ts';
export { countRateLimitHit, rateLimitKeyHash, undoRateLimitHit } from './repositories/rate-limit-counters.ts';
export type { RateLimitHit } from './repositories/rate-limit-counters.ts';
export {
  attachPaymentCheckout,
  beginOrderPayment,
  failPaymentCheckout,
  findOrderPaymentState,
  findPaymentCheckout,
  listOrderPayments,
  listPaymentMethodGateways,
  PAYMENT_CURRENCY,
} from './repositories/payment-checkouts.ts';
export type {
  OpenedPayment,
  OpenPaymentRefusal,
  OrderPaymentRow,
  OrderPaymentState,
  PaymentCheckoutRecord,
} from './repositories/payment-checkouts.ts';
export { recordPaymentEvent } from './repositories/payment-events.ts';
export type {
  PaymentEventInput,
  PaymentEventKind,
  PaymentEventOptions,
  PaymentEventOutcome,
} from './repositories/payment-events.ts';
export { listStalledRefunds, openOrderRefunds, settlePaymentRefund } from './repositories/payment-refunds.ts';
export type { OpenRefundsRefusal, RefundToIssue } from './repositories/payment-refunds.ts';
export { expireUnpaidOrders } from './repositories/unpaid-orders.ts';
export { switchToOfflinePayment } from './repositories/payment-switch.ts';
export type { PaymentSwitchResult } from './repositories/payment-switch.ts';
export type { ExpiredUnpaidOrder } from './repositories/unpaid-orders.ts';
export { recordStaffAudit, listStaffAudit } from './repositories/staff-audit.ts';
export type { StaffAuditEntry, StaffAuditRow } from './repositories/staff-audit.ts';
export { REPORT_KEPT_STATUSES, salesReportRows } from './repositories/reports.ts';
export type { ReportFigures, SalesReportRows } from './repositories/reports.ts';
export {
  countStaffLoginFailure,
  findStaffMemberByEmail,
  findStaffMemberById,
  listStaffMembers,
  staffEmailNormalize,
  staffMemberIsLocked,
} from './repositories/staff-members.ts';
export type { StaffMemberRecord, StaffMemberSummary } from './repositories/staff-members.ts';
export { findLiveStaffSession } from './repositories/staff-sessions.ts';
export type { LiveStaffSession } from './repositories/staff-sessions.ts';
export {
  changeStaffRole,
  createStaffMember,
  endStaffSessions,
  renewStaffPasswordToken,
  revokeStaffMember,
  setStaffLocale,
  setStaffPassword,
  startStaffSession,
  staffRecoveryCodeIsUnused,
} from './repositories/staff-access.ts';
export type {
  CreateStaffMemberResult,
  NewStaffPasswordToken,
  StaffChangeResult,
} from './repositories/staff-access.ts';
export { beginStaffTotp, disableStaffTotp, enableStaffTotp } from './repositories/staff-totp.ts';
export { STAFF_PASSWORD_LINK_TTL_MS, staffPasswordTokenCreate, staffSecretHash } from './staff-secrets.ts';
export {
  clearBusy,
  clearPause,
  clearSoldOut,
  endNoBoardPause,
  readOperations,
  startNoBoardPause,
  writeBusy,
  writeSoldOut,
  writeStaffPause,
} from './repositories/operations.ts';
export {
  findBoardScreenSettings,
  lastBoardSeenAt,
  recordBoardHeartbeat,
  setBoardScreenAutoPrint,
} from './repositories/board-health.ts';
export type { BoardHeartbeat } from './repositories/board-health.ts';
export {
  claimOwnerAlert,
  findBoardSafetySettings,
  listUnacceptedOrders,
  pauseForMissingBoard,
} from './repositories/safety-net.ts';
export type { BoardSafetySettings, UnacceptedOrder } from './repositories/safety-net.ts';
export { claimPrintJob, finishPrintJob, listPrintJobs, queuePrintJob } from './repositories/print-jobs.ts';
export type { PrintJob, PrintJobRefusal } from './repositories/print-jobs.ts';
export { applyStaffOperation } from './repositories/staff-operations.ts';
export type { StaffOperationChange, StaffOperationResult } from './repositories/staff-operations.ts';
export {
  latestBusinessVersion,
  latestBusinessVersionByKey,
  listBusinessVersions,
  restoreBusinessVersion,
  saveBusinessChanges,
} from './repositories/business-versions.ts';
export type {
  BusinessSave,
  BusinessVersionRecord,
  BusinessVersionSummary,
  BusinessWriteRefusal,
  BusinessWriteResult,
} from './repositories/business-versions.ts';
export type { BusinessDocument } from './import/business-document.ts';
export { findBusinessPlaces } from './repositories/business-places.ts';
