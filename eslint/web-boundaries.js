// The import zones that keep the web app's layers apart (eslint-plugin-import-x no-restricted-paths).
// One zone per feature folder, read from the tree, so a new feature is covered the day it is created.
import { readdirSync } from 'node:fs';

const APP = 'apps/web/app';
const FEATURES = `${APP}/features`;
const SHARED = [`${APP}/components`, `${APP}/lib`, `${APP}/test`];
const COMPOSITION = [`${APP}/routes`, `${APP}/root.tsx`];
const SHELL = `${APP}/shell`;

/** The names of the feature folders (apps/web/app/features/<name>). */
export function featureNames() {
  return readdirSync(new URL(`../${FEATURES}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The zones: who may not import whom. `testsMayMountShell` lifts only the feature → shell zone (for a feature's tests). */
export function webBoundaryZones({ testsMayMountShell = false } = {}) {
  const crossFeature = featureNames().map((name) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: [`./${name}`],
    message:
      'A feature never imports another feature: move what both need to components/ui or lib, or compose them in a route.',
  }));
  return [
    ...crossFeature,
    {
      target: FEATURES,
      from: testsMayMountShell ? COMPOSITION : [...COMPOSITION, SHELL],
      message: 'A feature never imports a route or the shell: they import it.',
    },
    {
      target: SHARED,
      from: [FEATURES, SHELL, ...COMPOSITION],
      message: 'Shared code (components/ui, lib, test) never imports a feature, the shell or a route.',
    },
  ];
}
