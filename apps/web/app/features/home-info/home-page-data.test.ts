import { describe, expect, it } from 'vitest';
import { demoStorefront } from '../cart/test/demo-storefront.ts';
import { homePageData } from './home-page-data.server.ts';

describe('homePageData', () => {
  it("gives the page language's notice, sanitised, and the version", () => {
    const storefront = demoStorefront();
    const notice = { en: '<p onclick="x()">Hello <script>alert(1)</script><a href="javascript:alert(1)">here</a></p>', it: '<p>Ciao</p>' };
    const withNotice = { ...storefront, configuration: { ...storefront.configuration, notice } };
    expect(homePageData(withNotice, 'en', 'v1')).toEqual({ noticeHtml: '<p>Hello <a rel="noopener">here</a></p>', version: 'v1' });
    expect(homePageData(withNotice, 'fr', null)).toEqual({ noticeHtml: '', version: null });
  });
});
