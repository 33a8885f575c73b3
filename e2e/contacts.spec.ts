import { expect, test, visit } from './support/hydration.ts';
import { translate } from '@ordina/i18n';
import { expectNoA11yViolations } from './support/axe.ts';
import { demoBusiness } from './support/demo-business.ts';

// ContattiPage (spec §2): the business's contacts, the WhatsApp link without
// spaces or '+', and the embedded map (drawn by Leaflet after hydration; the
// tiles cannot load here, the box, its attribution and the address over it show). Values by
// hand from packages/db/demo/lido-azzurro.json.

const it = (key: Parameters<typeof translate>[1]) => translate('it', key);
const businessName = demoBusiness.anagraphic.name;

test('contacts show the address, phones, links and WhatsApp', async ({ page }) => {
  await visit(page, '/contatti');
  await expect(page).toHaveTitle(`${it('page.contacts')} - ${businessName}`);
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  const main = page.getByRole('main');
  await expect(
    main.getByText('Lungomare Augusto Murri 72, 47924 Rimini (RN)', { exact: true }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: '+39 0541 372418' })).toHaveAttribute(
    'href',
    'tel:+390541372418',
  );
  await expect(main.getByRole('link', { name: 'info@lidoazzurrorimini.it' })).toHaveAttribute(
    'href',
    'mailto:info@lidoazzurrorimini.it',
  );
  await expect(main.getByRole('link', { name: 'www.lidoazzurrorimini.it' })).toHaveAttribute(
    'href',
    'https://www.lidoazzurrorimini.it',
  );
  await expect(main.getByRole('link', { name: 'instagram.com/lidoazzurro.rimini' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/lidoazzurro.rimini',
  );
  const entry = (label: string) =>
    main.locator('dl > div').filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
  await expect(entry(it('contacts.mobile_phone')).getByRole('link')).toHaveAttribute(
    'href',
    'tel:+393472186604',
  );
  // '+39 347 218 6604' with spaces and '+' removed.
  await expect(entry(it('contacts.whatsapp')).getByRole('link')).toHaveAttribute(
    'href',
    'https://wa.me/393472186604',
  );
});

test('the map box shows with its attribution and a link to open the maps', async ({ page }) => {
  await visit(page, '/contatti');
  const map = page.getByRole('region', { name: it('contacts.map') });
  await expect(map).toBeVisible();
  expect(Math.round((await map.boundingBox())!.height)).toBe(400);
  // Leaflet is loaded only here, after hydration: its container and the OpenStreetMap attribution appear.
  await expect(map).toHaveClass(/leaflet-container/);
  // Leaflet's stylesheet is the one thing its lazy chunk asks to preload (decision 030): without it the map would spill its panes.
  await expect(map).toHaveCSS('overflow', 'hidden');
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible();
  // A maps search for the business at its address, not the business file's embed URL of raw coordinates.
  const search = `${businessName}, Lungomare Augusto Murri 72, 47924 Rimini (RN)`;
  await expect(page.getByRole('link', { name: it('contacts.open_in_maps') })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(search)}`,
  );
  // The zoom buttons speak the page language (Leaflet's own names are English).
  await expect(map.getByRole('button', { name: it('map.zoom_in') })).toBeVisible();
  await expect(map.getByRole('button', { name: it('map.zoom_out') })).toBeVisible();
});

test('when the map tiles cannot load, the address shows over the map instead of a grey box', async ({
  page,
}) => {
  await page.route('https://*.tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
  await visit(page, '/contatti');
  const fallback = page
    .getByRole('status')
    .filter({ hasText: 'Lungomare Augusto Murri 72, 47924 Rimini (RN)' });
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText(businessName);
  await expectNoA11yViolations(page);
});

test('the footer privacy link opens the policy in a dialog', async ({ page }) => {
  await visit(page, '/contatti');
  const link = page.getByRole('contentinfo').getByRole('link', { name: it('common.privacy_policy') });
  await expect(link).toHaveAttribute('href', '/privacy/it.html');
  await link.click();
  const dialog = page.getByRole('dialog', { name: it('common.privacy_policy') });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', '/privacy/it.html');
  await expect(dialog.frameLocator('iframe').locator('body')).not.toBeEmpty();
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: it('common.close') }).click();
  await expect(dialog).toBeHidden();
});

test('the contacts page has no accessibility violations', async ({ page }) => {
  await visit(page, '/contatti');
  await expect(page.getByRole('region', { name: it('contacts.map') })).toHaveClass(/leaflet-container/);
  await expectNoA11yViolations(page);
});
