/*
 * The storefront's service worker (issue 37, docs/decisions/069), registered by the page services
 * after hydration, scope `/`. It does two things and nothing else:
 * - a navigation that finds no network is answered with the offline page kept at install
 *   (/offline.html, in the visitor's language); every other request, and every navigation that
 *   reaches the server, goes by it untouched: no API answer, order page or asset is ever cached here;
 * - a push message (an order's status, sent by the server) is shown as a notification, which opens
 *   the order's page when tapped.
 * Plain JavaScript served as it is (apps/web/public): change OFFLINE_CACHE's version with the page.
 */

const OFFLINE_CACHE = 'ordina-offline-v1';
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== OFFLINE_CACHE) await caches.delete(name);
      // The browser starts the page's request while the worker wakes up: a navigation waits for no worker.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    (async () => {
      try {
        return (await event.preloadResponse) ?? (await fetch(event.request));
      } catch {
        return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
      }
    })(),
  );
});

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      // A newer status replaces the older one, and is announced again.
      renotify: Boolean(message.tag),
      icon: '/app-icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname === url.pathname);
      if (open) return open.focus();
      return self.clients.openWindow(url.href);
    })(),
  );
});
