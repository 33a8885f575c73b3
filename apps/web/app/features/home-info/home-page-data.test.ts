import { describe, expect, it } from 'vitest';
import { demoStorefront } from '../../test/demo-storefront.ts';
import { homePageData } from './home-page-data.server.ts';

// Lido Azzurro (Europe/Rome): orders accepted all day every day; open 12:00-15:00 and 19:00-23:30, closed on Mondays.
const storefront = demoStorefront();

describe('homePageData', () => {
  it("gives the page language's notice, sanitised, and the version", () => {
    const notice = {
      en: '<p onclick="x()">Hello <script>alert(1)</script><a href="javascript:alert(1)">here</a></p>',
      it: '<p>Ciao</p>',
    };
    const withNotice = { ...storefront, configuration: { ...storefront.configuration, notice } };
    expect(homePageData(withNotice, 'en', 'v1')).toMatchObject({
      noticeHtml: '<p>Hello <a rel="noopener">here</a></p>',
      version: 'v1',
    });
    expect(homePageData(withNotice, 'fr', null)).toMatchObject({ noticeHtml: '', version: null });
  });

  it('gives the acceptance and opening state at the moment, on the business clock', () => {
    // Wednesday 10 June 2026, 13:30 in Rome (CEST, UTC+2): lunch service.
    const lunch = homePageData(storefront, 'it', null, new Date('2026-06-10T11:30:00Z')).live;
    expect(lunch.today).toBe('2026-06-10');
    expect(lunch.acceptance.accepting).toBe(true);
    // Accepting all day every day: until Thursday 23:59, named without the clock rules in the browser.
    expect(lunch.acceptance.untilDate).toBe('2026-06-11');
    expect(lunch.untilWeekday).toBe('thu');
    expect(lunch.open).toEqual({
      open: true,
      today: {
        weekday: 'wed',
        intervals: [
          { from: '12:00', to: '15:00' },
          { from: '19:00', to: '23:30' },
        ],
        closed: false,
      },
      upcoming: [],
    });
    // Monday 8 June 2026, 00:30 in Rome (still Sunday 22:30 UTC): closed all day.
    const monday = homePageData(storefront, 'it', null, new Date('2026-06-07T22:30:00Z')).live;
    expect(monday.today).toBe('2026-06-08');
    expect(monday.open).toEqual({
      open: false,
      today: { weekday: 'mon', intervals: [], closed: true },
      upcoming: [],
    });
  });
});
