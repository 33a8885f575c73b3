import { describe, expect, it } from 'vitest';
import { pathIsLocal, paths } from './paths.ts';

describe('paths', () => {
  it('builds the spec paths', () => {
    expect(paths.category('pizze-rosse')).toBe('/categorie/pizze-rosse');
    expect(paths.contacts).toBe('/contatti');
    expect(paths.menu).toBe('/menu');
  });
});

describe('pathIsLocal', () => {
  it('accepts paths of this site only', () => {
    expect(pathIsLocal('/categorie/dolci?x=1')).toBe(true);
    expect(pathIsLocal('//evil.example/')).toBe(false);
    expect(pathIsLocal('/\\evil.example/')).toBe(false);
    expect(pathIsLocal('https://evil.example/')).toBe(false);
    expect(pathIsLocal('categorie')).toBe(false);
  });
});
