import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readTrattoria } from './test/test-app.ts';
import type { TestApp } from './test/test-app.ts';
import { ensureWebBuild } from './test/web-build.ts';

// Spec §2 Redirects: on the menu page, solo_delivery goes to '/'; elsewhere,
// solo_menu goes to the menu page. Checked on the real server-rendered pages.
async function appWithMode(mode: string): Promise<TestApp> {
  const business = await readTrattoria();
  const configuration = business.configuration as Record<string, unknown>;
  return createTestApp({
    business: { ...business, configuration: { ...configuration, menu_delivery_mode: mode } },
  });
}

let soloMenu: TestApp;
let soloDelivery: TestApp;

beforeAll(async () => {
  ensureWebBuild();
  [soloMenu, soloDelivery] = await Promise.all([appWithMode('solo_menu'), appWithMode('solo_delivery')]);
});

afterAll(async () => {
  await Promise.all([soloMenu.close(), soloDelivery.close()]);
});

describe('menu_delivery_mode redirects', () => {
  it.each(['/', '/categorie/primi-piatti', '/contatti'])(
    'a menu-only business sends %s to /menu',
    async (url) => {
      const response = await soloMenu.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/menu');
    },
  );

  it('a menu-only business shows its menu', async () => {
    const response = await soloMenu.app.inject({ method: 'GET', url: '/menu' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Primi piatti');
  });

  it('a delivery-only business sends /menu home and shows the other pages', async () => {
    const menu = await soloDelivery.app.inject({ method: 'GET', url: '/menu' });
    expect(menu.statusCode).toBe(302);
    expect(menu.headers.location).toBe('/');
    const home = await soloDelivery.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
  });
});
