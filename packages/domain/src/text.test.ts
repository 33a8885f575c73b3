import { describe, expect, it } from 'vitest';
import {
  contactWhatsappNumber,
  DESCRIPTION_LIMIT_BOXED,
  DESCRIPTION_LIMIT_STANDARD,
  descriptionTruncate,
} from './text.ts';

describe('descriptionTruncate', () => {
  it('keeps texts up to the limit whole', () => {
    expect(descriptionTruncate('a'.repeat(160), DESCRIPTION_LIMIT_STANDARD)).toEqual({
      text: 'a'.repeat(160),
      truncated: false,
    });
  });

  it("cuts longer texts at 160 (standard) or 180 (boxed) characters and adds '…'", () => {
    expect(DESCRIPTION_LIMIT_STANDARD).toBe(160);
    expect(DESCRIPTION_LIMIT_BOXED).toBe(180);
    expect(descriptionTruncate('b'.repeat(161), 160)).toEqual({
      text: `${'b'.repeat(160)}…`,
      truncated: true,
    });
    expect(descriptionTruncate('c'.repeat(200), 180).text).toBe(`${'c'.repeat(180)}…`);
  });

  it('drops trailing spaces before the ellipsis and never splits an emoji', () => {
    expect(descriptionTruncate('Pomodoro e mozzarella', 11)).toEqual({
      text: 'Pomodoro e…',
      truncated: true,
    });
    expect(descriptionTruncate('🍕🍕🍕', 2).text).toBe('🍕🍕…');
  });
});

describe('contactWhatsappNumber', () => {
  it('removes spaces and plus signs for the link', () => {
    expect(contactWhatsappNumber('+39 333 123 4567')).toBe('393331234567');
  });
});
