import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4311';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, viewport, mobile] of [['phone', { width: 390, height: 844 }, true], ['tablet', { width: 1024, height: 768 }, false]]) {
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: true, locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto(base + '/gestione/menu');
  await page.getByLabel('E-mail').fill('owner@lido.example');
  await page.getByLabel('Password').fill('Forno2026');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForTimeout(1500);
  for (const path of ['menu', 'orari', 'consegna', 'resoconti', 'cronologia']) {
    await page.goto(base + '/gestione/' + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/bo-${name}-${path}.png` });
  }
  await context.close();
}
await browser.close();
