import { describe, expect, it } from 'vitest';
import { sanitizeNotice } from './sanitize-notice.server.ts';

describe('sanitizeNotice', () => {
  it('keeps the allowed text tags', () => {
    const html =
      '<p><strong>New</strong> <em>this</em> <b>summer</b><br><i>!</i></p><ul><li>a</li></ul><ol><li>b</li></ol>';
    expect(sanitizeNotice(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(
      sanitizeNotice(
        '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('drops event handlers and style attributes, and unknown tags but not their text', () => {
    expect(
      sanitizeNotice(
        '<p onclick="x()" style="color:red">Hi <img src=x onerror="alert(1)"><span>there</span></p>',
      ),
    ).toBe('<p>Hi there</p>');
  });

  it('keeps http(s), mailto and tel links with rel="noopener"', () => {
    expect(sanitizeNotice('<a href="https://lido.test/x" target="_blank" onmouseover="x()">site</a>')).toBe(
      '<a href="https://lido.test/x" rel="noopener">site</a>',
    );
    expect(sanitizeNotice('<a href="mailto:info@lido.test">mail</a>')).toBe(
      '<a href="mailto:info@lido.test" rel="noopener">mail</a>',
    );
    expect(sanitizeNotice('<a href="tel:+390541000000">call</a>')).toBe(
      '<a href="tel:+390541000000" rel="noopener">call</a>',
    );
  });

  it('removes javascript: and data: addresses', () => {
    expect(sanitizeNotice('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeNotice('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeNotice('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a rel="noopener">x</a>',
    );
  });
});
