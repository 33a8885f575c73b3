import { describe, expect, it } from 'vitest';
import { csvEuros, csvField } from './report-csv.ts';

describe('the report CSV fields', () => {
  it('quotes a field holding a semicolon, a quote or a line end, doubling inner quotes', () => {
    expect(csvField('Totale')).toBe('Totale');
    expect(csvField('Pizza; bibita')).toBe('"Pizza; bibita"');
    expect(csvField('La "vera" pizza')).toBe('"La ""vera"" pizza"');
    expect(csvField('due\r\nrighe')).toBe('"due\r\nrighe"');
    expect(csvField("Chiffre d'affaires")).toBe("Chiffre d'affaires");
  });

  it('writes cents as euros with a decimal comma, no symbol and no thousands separator', () => {
    expect([csvEuros(0), csvEuros(5), csvEuros(1950), csvEuros(123456789), csvEuros(-250)]).toEqual([
      '0,00',
      '0,05',
      '19,50',
      '1234567,89',
      '-2,50',
    ]);
  });
});
