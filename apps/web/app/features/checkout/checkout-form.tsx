import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { PublicCoupon, SavedAddress, SessionUser } from '@ordina/contracts';
import {
  COUPON_CODE_MAX_LENGTH,
  DELIVERY_PLACE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  ORDER_NOTE_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  couponLookupMessage,
  deliveryMethodAtStructure,
  deliveryMethodPlaceKind,
  deliveryMethodPreselected,
  deliveryMethodsAvailable,
  deliverySlotLabel,
  languageFirstConfigured,
  paymentMethodAfterDeliveryChange,
  paymentMethodIsOnline,
  paymentMethodsFor,
} from '@ordina/domain';
import type { Cart, VerifyMethod } from '@ordina/domain';
import { deliveryMethodName, paymentMethodDescription, paymentMethodLabel } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { usePrivacyConsent } from '../../components/ui/privacy-consent.tsx';
import { useCaptchaOnDemand } from '../../lib/captcha/use-captcha.ts';
import type { ShowFlash } from '../../lib/flash.ts';
import { Form, FormCheckboxField, FormPhoneField, FormTextField, useAppForm } from '../../lib/form/index.ts';
import { privacyPolicyUrl } from '../../lib/privacy-policy.ts';
import { useStorefront } from '../../lib/storefront-context.tsx';
import { useApiQuery } from '../../lib/use-api-query.ts';
import { useStagedReveal } from '../../lib/use-staged-reveal.ts';
import { initialCheckoutAddress } from './address/index.ts';
import { loadSavedAddresses } from './api/saved-addresses.ts';
import { CheckoutAddress } from './checkout-address.tsx';
import { checkoutDraftRead, checkoutDraftWrite } from './checkout-draft.ts';
import { checkoutRules, checkoutServerFields, chosenMethod } from './checkout-rules.ts';
import type { CheckoutPricing, CheckoutPricingInput } from './checkout-types.ts';
import { emptyCheckoutValues } from './checkout-values.ts';
import type { CheckoutValues } from './checkout-values.ts';
import { FormRadioGroup, FormSelect } from './choice-fields.tsx';
import { CouponStatus } from './coupon-status.tsx';
import { deliveryDelayNotice } from './delivery-delay-notice.ts';
import { PricesChanged, RecheckFields } from './checkout-notices.tsx';
import { OrderBlockers } from '../../components/ui/order-blockers.tsx';
import { StructureInfo } from './structure-info.tsx';
import { useCheckoutSubmit } from './use-checkout-submit.ts';
import { useCouponLookup } from './use-coupon-lookup.ts';
import { useCustomerCoupons } from './use-customer-coupons.ts';
import { useDeliverySlots } from './use-delivery-slots.ts';
import { useVerifyMethods } from './use-verify-methods.ts';

/** The checkout form's props: the cart, the customer, the page's pricing and what to do once the order is placed. */
export interface CheckoutFormProps {
  readonly entries: Cart;
  readonly user: SessionUser | null;
  readonly pricing: CheckoutPricing;
  readonly onPricingInput: (input: CheckoutPricingInput) => void;
  readonly onOrderPlaced: () => void;
  readonly now: Date;
  readonly t: Translator;
  readonly flash: ShowFlash;
}

const NO_COUPONS: readonly PublicCoupon[] = [];
const PLACE_LABELS = { table: 'field.table_number', umbrella: 'field.umbrella_number', car: 'field.car_plate' } as const;

/** The checkout form (spec §2 "Checkout (FormPage)"), its fields in the spec's order. */
export function CheckoutForm({ entries, user, pricing, onPricingInput, onOrderPlaced, now, t, flash }: CheckoutFormProps) {
  const storefront = useStorefront();
  const { configuration } = storefront;
  const locale = t.locale;
  const methods = deliveryMethodsAvailable(configuration.delivery_method);
  const preselected = deliveryMethodPreselected(configuration.delivery_method);

  const form = useAppForm<CheckoutValues>({
    defaultValues: initialValues(checkoutDraftRead(), user, preselected, configuration),
    rules: checkoutRules,
    serverFields: checkoutServerFields,
    t,
  });
  const { setValue, getValues } = form;
  const values = useWatch({ control: form.control }) as CheckoutValues;
  const method = chosenMethod(values);
  const methodConfig = methods.find((m) => m.code === method) ?? null;
  const payments = paymentMethodsFor(methodConfig, configuration.payment_methods);
  const payment = payments.find((p) => p.code === values.paymentMethod) ?? null;

  // Three parts, each in a render of its own (the method and time; the customer's details; payment,
  // consent and sending): one commit of the whole form was the longest task of the checkout's load.
  const shownParts = useStagedReveal(3);
  const [editingMethod, setEditingMethod] = useState(false);
  const [verifying, setVerifying] = useState<{ values: CheckoutValues; method: VerifyMethod } | null>(null);
  const [requested, setRequested] = useState<VerifyMethod | null>(null);

  // Slots of the chosen method, polled every 60 s; a chosen slot that is gone (full, past) is cleared.
  const slots = useDeliverySlots(method);
  const slotChoices = useMemo(
    () => (slots.offered ?? []).map((slot) => ({ value: slot.date, label: deliverySlotLabel(slot, now, locale, configuration.time_zone) })),
    [slots.offered, now, locale, configuration.time_zone],
  );
  useEffect(() => {
    if (slots.offered && values.slot !== '' && !slots.offered.some((slot) => slot.date === values.slot)) setValue('slot', '');
  }, [slots.offered, values.slot, setValue]);

  // The coupon: looked up 1000 ms after typing; its message follows the cart and the clock.
  // Its token is prepared when the customer goes to the coupon field: most orders carry no code.
  const couponTokens = useCaptchaOnDemand('coupons');
  const lookup = useCouponLookup({ code: values.coupon, email: values.email, phone: values.phone, takeToken: couponTokens.take });
  // The customer's automatic coupons, for a guest as for an account (spec §4, §7): at once for an account's identity.
  const customerCoupons = useCustomerCoupons({ email: values.email, phone: values.phone, delayMs: user === null ? undefined : 0, takeToken: couponTokens.take });
  const couponOutcome =
    lookup.status === 'done'
      ? couponLookupMessage(lookup.found, { now, timeZone: configuration.time_zone, cartSubtotal: pricing.prices?.cart ?? 0 }, (cents) => t.money(cents))
      : null;
  const manualCoupon = lookup.status === 'done' ? lookup.found : null;
  // The list for the e-mail and phone now typed; until it is in, the one the code's lookup brought, if any.
  const serverCoupons = useMemo(() => customerCoupons ?? (lookup.status === 'done' ? lookup.automatic : NO_COUPONS), [customerCoupons, lookup]);
  const customerCouponsKnown = customerCoupons !== null;
  useEffect(() => {
    onPricingInput({ method, manualCoupon, serverCoupons, customerCouponsKnown });
  }, [method, manualCoupon, serverCoupons, customerCouponsKnown, onPricingInput]);

  // On login (also mid-checkout): identity from the account, whose automatic coupons useCustomerCoupons looks up (spec §4).
  // On logout (another tab, an expired token) the form forgets the customer as the stored draft did (clearSession).
  const userId = user?.id ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    const loggedOut = previousUserId.current !== null && userId === null;
    previousUserId.current = userId;
    if (loggedOut) {
      form.reset(initialValues(emptyCheckoutValues, null, preselected, configuration));
      return;
    }
    if (user === null) return;
    setValue('name', user.name);
    setValue('lastname', user.lastname);
    setValue('email', user.email);
    if (user.phone !== '' && getValues('phone').trim() === '') setValue('phone', user.phone);
    // The account's identity is filled once per login, not on every render of the same user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
  // The saved addresses, once per login, the default one (flagged, else first) selected unless the customer already chose one.
  const savedAddresses =
    useApiQuery<readonly SavedAddress[]>(userId === null ? null : String(userId), async ({ signal }) => {
      if (userId === null) return undefined;
      const answer = await loadSavedAddresses(userId);
      const list = answer.ok ? answer.data : [];
      const chosen = getValues('address');
      if (!signal.aborted && chosen.selectedAddress === null && chosen.address === null) setValue('address', initialCheckoutAddress(list));
      return list;
    }).value ?? null;

  const submit = useCheckoutSubmit({
    form,
    entries,
    user,
    prices: pricing.prices,
    automaticCouponId: pricing.automaticCouponId,
    timeLabel: slotChoices.find((choice) => choice.value === values.slot)?.label ?? null,
    locale,
    t,
    flash,
    onOrderPlaced,
  });

  // The draft is saved as it is typed; any change is a new submit attempt.
  const { renew } = submit;
  useEffect(() => {
    const subscription = form.watch((next) => {
      checkoutDraftWrite(next as CheckoutValues);
      renew();
    });
    return () => subscription.unsubscribe();
  }, [form, renew]);

  const verifyMethods = useVerifyMethods({ configuration, authenticated: user !== null, paymentOnline: paymentMethodIsOnline(payment), phone: values.phone });
  const blocked = pricing.blockers.length > 0;
  const privacy = usePrivacyConsent(t, privacyPolicyUrl(configuration.routes.privacy_policy, locale));
  const placeKind = method === null ? null : deliveryMethodPlaceKind(method);
  const delayNotice = deliveryDelayNotice(configuration, locale);
  const paymentLocales = { locale, business: languageFirstConfigured(configuration.languages) };
  const couponId = useId();
  const { prepareToken } = submit;
  const prepareOrderToken = useCallback(() => {
    if (user === null) prepareToken();
  }, [user, prepareToken]);
  const shownMethods = method !== null && !editingMethod ? methods.filter((m) => m.code === method) : methods;

  async function onValid(valid: CheckoutValues) {
    if (blocked) return;
    if (verifyMethods.length > 0) {
      setVerifying({ values: valid, method: requested ?? 'verify_with_email' });
      return;
    }
    await submit.send(valid, null);
  }

  return (
    <Form
      form={form}
      onValid={onValid}
      // At least a screen tall while its parts arrive: the summary below it (on a phone) starts out of
      // sight and is not pushed down in view by the later parts (a layout shift).
      className="min-h-svh space-y-6"
      aria-labelledby="checkout-title"
      // A guest's first focus or tap in the form starts the order token's proof of work (not the page's load).
      onFocus={prepareOrderToken}
      onPointerDown={prepareOrderToken}
    >
      <FormRadioGroup
        form={form}
        name="deliveryMethod"
        legend={t('field.delivery_method')}
        choices={shownMethods.map((m) => ({ value: m.code, label: deliveryMethodName(locale, m.code) }))}
        onChosen={(code) => {
          setEditingMethod(false);
          const offered = paymentMethodsFor(methods.find((m) => m.code === code), configuration.payment_methods);
          setValue('paymentMethod', paymentMethodAfterDeliveryChange(getValues('paymentMethod') || null, offered) ?? '');
          setValue('slot', '');
        }}
        after={
          method !== null && !editingMethod && methods.length > 1 ? (
            <button
              type="button"
              onClick={() => setEditingMethod(true)}
              className="text-primary focus-visible:ring-primary mt-2 rounded text-sm font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
            >
              {t('common.edit')}
              <span className="sr-only"> {t('field.delivery_method')}</span>
            </button>
          ) : null
        }
      />

      {method === 'home_delivery' ? <CheckoutAddress form={form} savedAddresses={user === null ? null : savedAddresses} t={t} /> : null}
      {placeKind !== null ? (
        <FormTextField
          form={form}
          name="localPlace"
          label={t(PLACE_LABELS[placeKind])}
          autoComplete="off"
          inputMode="text"
          autoCapitalize={placeKind === 'car' ? 'characters' : 'none'}
          spellCheck={false}
          maxLength={DELIVERY_PLACE_MAX_LENGTH}
        />
      ) : null}
      {method !== null && deliveryMethodAtStructure(method) ? <StructureInfo storefront={storefront} t={t} /> : null}

      {method !== null ? (
        <div className="space-y-2">
          <FormSelect
            form={form}
            name="slot"
            label={t('field.delivery_time')}
            placeholder={slots.offered === null ? t('common.loading') : t('checkout.choose_time')}
            choices={slotChoices}
            hint={slots.offered !== null && slots.offered.length === 0 ? t('checkout.no_time_slots') : undefined}
          />
          {method === 'home_delivery' && delayNotice !== '' ? (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{delayNotice}</p>
          ) : null}
        </div>
      ) : null}

      {shownParts >= 2 ? (
        <fieldset className="space-y-4">
          <legend className="text-base font-semibold text-stone-900">{t('checkout.your_details')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormTextField form={form} name="name" label={t('field.first_name')} autoComplete="given-name" autoCapitalize="words" maxLength={PERSON_NAME_MAX_LENGTH} />
            <FormTextField
              form={form}
              name="lastname"
              label={t('field.last_name')}
              autoComplete="family-name"
              autoCapitalize="words"
              maxLength={PERSON_NAME_MAX_LENGTH}
            />
          </div>
          <FormTextField
            form={form}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            readOnly={user !== null}
            hint={user !== null ? t('account.email_locked') : undefined}
            label={t('field.email')}
            maxLength={EMAIL_MAX_LENGTH}
          />
          <FormPhoneField form={form} name="phone" label={t('field.phone')} />
          <FormTextField form={form} name="note" label={t('field.notes')} autoComplete="off" maxLength={ORDER_NOTE_MAX_LENGTH} />
          {configuration.has_coupons ? (
            <div>
              <FormTextField
                form={form}
                name="coupon"
                label={t('field.coupon')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={COUPON_CODE_MAX_LENGTH}
                aria-describedby={couponId}
                onFocus={couponTokens.prepare}
              />
              <CouponStatus id={couponId} lookup={lookup} outcome={couponOutcome} t={t} />
            </div>
          ) : null}
        </fieldset>
      ) : null}

      {shownParts >= 3 ? (
        <>
          {method !== null ? (
            <FormRadioGroup
              form={form}
              name="paymentMethod"
              legend={t('field.payment_method')}
              // The label the order pages and e-mails show too, with the business's description (issue 31 item 6).
              choices={payments.map((p) => ({
                value: p.code,
                label: paymentMethodLabel(p.code, payments, paymentLocales),
                description: paymentMethodDescription(p.code, payments, paymentLocales) || undefined,
              }))}
            />
          ) : null}

          <div className="space-y-3">
            <FormCheckboxField form={form} name="privacy">
              {privacy.label}
            </FormCheckboxField>
            <FormCheckboxField form={form} name="newsletter">
              {t('checkout.newsletter')}
            </FormCheckboxField>
          </div>
          {privacy.dialog}

          {/* Spec §5: a failed form says so until every field passes. */}
          {form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0 ? <RecheckFields t={t} /> : null}
          {submit.freshPrices ? <PricesChanged prices={submit.freshPrices} seen={submit.sentPrices} method={method} t={t} /> : null}
          <OrderBlockers blockers={pricing.blockers} t={t} />

          <div className="flex flex-col gap-3">
            {verifyMethods.length === 0 ? (
              <SendButton busy={form.formState.isSubmitting} disabled={blocked} t={t} onClick={() => setRequested(null)}>
                {t('checkout.submit')}
              </SendButton>
            ) : (
              verifyMethods.map((verify) => (
                <SendButton key={verify} busy={form.formState.isSubmitting} disabled={blocked} t={t} onClick={() => setRequested(verify)}>
                  {t(verify === 'verify_with_sms' ? 'checkout.confirm_via_sms' : 'checkout.confirm_via_email')}
                </SendButton>
              ))
            )}
          </div>

          <ConfirmDialog
            open={verifying !== null}
            title={t(verifying?.method === 'verify_with_sms' ? 'checkout.confirm_via_sms' : 'checkout.confirm_via_email')}
            confirmLabel={t('common.confirm')}
            cancelLabel={t('checkout.do_not_confirm')}
            confirmTone="primary"
            busy={form.formState.isSubmitting}
            onCancel={() => setVerifying(null)}
            onConfirm={() => {
              const pending = verifying;
              setVerifying(null);
              if (pending) void submit.send(pending.values, pending.method);
            }}
            t={t}
          >
            {verifying?.method === 'verify_with_sms'
              ? t('checkout.confirm_sms_text', { phone: verifying.values.phone })
              : t('checkout.confirm_email_text', { email: verifying?.values.email ?? '' })}
          </ConfirmDialog>
        </>
      ) : null}
    </Form>
  );
}

/** The submit button (one per verification method); disabled while the order cannot be sent. */
function SendButton({ busy, disabled, onClick, t, children }: { busy: boolean; disabled: boolean; onClick: () => void; t: Translator; children: string }) {
  return (
    <button
      type="submit"
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className="bg-button text-button-text focus-visible:ring-primary w-full rounded-full px-5 py-3 font-semibold shadow-sm hover:brightness-110 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? t('common.loading') : children}
    </button>
  );
}

/** The form's first values: the saved draft, the account's identity, the single method (and its single payment) preselected. */
function initialValues(
  draft: CheckoutValues,
  user: SessionUser | null,
  preselected: string | null,
  configuration: ReturnType<typeof useStorefront>['configuration'],
): CheckoutValues {
  const values = { ...draft };
  if (user !== null) Object.assign(values, { name: user.name, lastname: user.lastname, email: user.email });
  const available = deliveryMethodsAvailable(configuration.delivery_method);
  if (!available.some((m) => m.code === values.deliveryMethod)) values.deliveryMethod = preselected ?? '';
  const offered = paymentMethodsFor(available.find((m) => m.code === values.deliveryMethod), configuration.payment_methods);
  values.paymentMethod = paymentMethodAfterDeliveryChange(values.paymentMethod || null, offered) ?? '';
  return values;
}
