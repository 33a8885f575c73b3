import { registerServiceWorker } from '../../lib/service-worker.ts';
import { loadPushPublicKey, sendPushSubscription } from './api/push-subscription.ts';

/*
 * Turning an order's status notifications on, in this browser (docs/decisions/069): the permission,
 * the service worker, a Web Push subscription made with the server's VAPID key, and that
 * subscription handed to the order (its id and hash). The page keeps the words; this keeps the steps.
 */

/** What this browser can do: send notifications; not without adding the site to the Home Screen (iOS Safari); nothing. */
export type PushSupport = 'supported' | 'ios_home_screen' | 'unsupported';

/** An iPhone or iPad (iPadOS says it is a Mac, but has a touch screen). */
function isAppleMobile(): boolean {
  const agent = navigator.userAgent;
  return /iPhone|iPad|iPod/.test(agent) || (agent.includes('Macintosh') && navigator.maxTouchPoints > 1);
}

/** Whether Web Push works here. Safari on iOS has it (16.4+) only in a site added to the Home Screen. */
export function pushSupport(): PushSupport {
  const available =
    'serviceWorker' in navigator && typeof PushManager !== 'undefined' && typeof Notification !== 'undefined';
  if (available) return 'supported';
  return isAppleMobile() ? 'ios_home_screen' : 'unsupported';
}

/** Whether this site's notifications were blocked in this browser (the page then says how to allow them). */
export function notificationsBlocked(): boolean {
  return Notification.permission === 'denied';
}

/** The key as PushManager takes it: the bytes of its base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** This browser's subscription with `key`, made anew if an old one was made with another key. */
async function subscription(registration: ServiceWorkerRegistration, key: string): Promise<PushSubscription> {
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(key) };
  try {
    return await registration.pushManager.subscribe(options);
  } catch (error) {
    // A subscription of another key (the server's key changed) must go before a new one can be made.
    const old = await registration.pushManager.getSubscription();
    if (old === null) throw error;
    await old.unsubscribe();
    return registration.pushManager.subscribe(options);
  }
}

/** Asks the permission and subscribes the order: 'on', 'denied' (refused now or before), 'dismissed' (asked later), 'failed'. */
export async function subscribeToOrder(
  oid: number,
  hash: string,
): Promise<'on' | 'denied' | 'dismissed' | 'failed'> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  try {
    const registering = registerServiceWorker();
    if (registering === null) return 'failed';
    await registering;
    const registration = await navigator.serviceWorker.ready;
    const key = await loadPushPublicKey();
    if (!key.ok) return 'failed';
    const made = await subscription(registration, key.data.publicKey);
    const sent = await sendPushSubscription(oid, hash, made.toJSON());
    return sent.ok ? 'on' : 'failed';
  } catch {
    // No push service reachable (a browser without one, a network failure): said as such.
    return 'failed';
  }
}
