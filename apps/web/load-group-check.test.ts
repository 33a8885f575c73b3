// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesInGroupFolders, loadGroupProblems } from './load-group-check.ts';
import { LOAD_GROUPS, inLoadGroup, type LoadGroup } from './load-groups.ts';

const APP = '/repo/apps/web/app';
const groups: LoadGroup[] = [
  {
    name: 'first-load',
    folder: true,
    loads: 'with every page',
    priority: 2,
    packageModules: /packages[\\/]i18n[\\/]src[\\/]money\.ts$/,
  },
  { name: 'after-hydration', folder: true, loads: 'after hydration' },
];
const paths = `${APP}/lib/first-load/paths.ts`;
const money = '/repo/packages/i18n/src/money.ts';
const services = `${APP}/shell/after-hydration/page-services.tsx`;

describe('the load groups of a build', () => {
  it('hold when each group is one chunk of its own and every file of their folders is in it', () => {
    const chunks = [
      { fileName: 'assets/c-a.js', moduleIds: [paths, money, '/repo/node_modules/react/index.js'] },
      { fileName: 'assets/c-b.js', moduleIds: [services] },
      { fileName: 'assets/home-c.js', moduleIds: [`${APP}/routes/home.tsx`] },
    ];
    expect(loadGroupProblems({ groups, folderFiles: [paths, services], chunks })).toEqual([]);
  });

  it('fail when a group has no module left in the bundle', () => {
    const chunks = [{ fileName: 'assets/c-a.js', moduleIds: [paths] }];
    expect(loadGroupProblems({ groups, folderFiles: [paths], chunks })).toEqual([
      "The load group 'after-hydration' has no module in the browser bundle: its folders or package modules are gone.",
    ]);
  });

  it("fail when a file of a group's folder is not in the browser bundle", () => {
    const chunks = [
      { fileName: 'assets/c-a.js', moduleIds: [paths] },
      { fileName: 'assets/c-b.js', moduleIds: [services] },
    ];
    const stray = `${APP}/lib/first-load/server-only.ts`;
    expect(loadGroupProblems({ groups, folderFiles: [paths, services, stray], chunks })).toEqual([
      `${stray} is in a load group's folder but not in the browser bundle: move it out of the folder.`,
    ]);
  });

  it('fail when a group is split over chunks or shares one with another group', () => {
    const split = [
      { fileName: 'assets/c-a.js', moduleIds: [paths] },
      { fileName: 'assets/c-z.js', moduleIds: [money, services] },
    ];
    expect(loadGroupProblems({ groups, folderFiles: [], chunks: split })).toEqual([
      "The load group 'first-load' is spread over 2 chunks: assets/c-a.js, assets/c-z.js.",
      "The load groups 'first-load' and 'after-hydration' share the chunk assets/c-z.js.",
    ]);
  });
});

describe('a load group', () => {
  it('takes a web file by a folder of its name at any depth, never a test, never a longer name', () => {
    const [firstLoad, afterHydration] = groups as [LoadGroup, LoadGroup];
    expect(inLoadGroup(`${APP}/lib/session/first-load/use-lazy-session-user.ts`, firstLoad)).toBe(true);
    expect(inLoadGroup(`${APP}/lib/first-load/paths.test.ts`, firstLoad)).toBe(false);
    expect(inLoadGroup(`${APP}/lib/after-hydration-shared/api-client.ts`, afterHydration)).toBe(false);
    expect(inLoadGroup(money, firstLoad)).toBe(true);
    expect(inLoadGroup(`${APP}/lib/theme.ts`, firstLoad)).toBe(false);
  });

  it('has a distinct name, and the folder groups of the app each have folders on disk', () => {
    expect(new Set(LOAD_GROUPS.map((group) => group.name)).size).toBe(LOAD_GROUPS.length);
    const appDir = new URL('./app', import.meta.url).pathname;
    const files = filesInGroupFolders(appDir);
    for (const group of LOAD_GROUPS.filter((candidate) => candidate.folder === true)) {
      expect(
        files.some((file) => inLoadGroup(file, group)),
        group.name,
      ).toBe(true);
    }
  });

  it("finds the files of the groups' folders on disk, without the tests", () => {
    const appDir = join(mkdtempSync(join(tmpdir(), 'load-groups-')), 'apps', 'web', 'app');
    mkdirSync(join(appDir, 'shell', 'after-hydration'), { recursive: true });
    writeFileSync(join(appDir, 'shell', 'after-hydration', 'page-services.tsx'), '');
    writeFileSync(join(appDir, 'shell', 'after-hydration', 'page-services.test.tsx'), '');
    writeFileSync(join(appDir, 'shell', 'navbar.tsx'), '');
    expect(filesInGroupFolders(appDir, groups)).toEqual([
      join(appDir, 'shell', 'after-hydration', 'page-services.tsx'),
    ]);
  });
});
