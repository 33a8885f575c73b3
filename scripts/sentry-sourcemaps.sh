#!/usr/bin/env bash
# npm run sentry:sourcemaps — builds the storefront with source maps and uploads
# them to Sentry (docs/decisions/026), so browser stack traces read as sources.
# The maps never reach the public folder: the build writes them 'hidden' (no
# sourceMappingURL comment), Sentry's CLI injects debug ids into the JS and
# uploads JS and maps, then the maps move to apps/web/build/sourcemaps and the
# JS is compressed again. Deploy the build this command leaves (its JS carries
# the debug ids the uploaded maps are matched by).
#
# Needs SENTRY_AUTH_TOKEN, SENTRY_ORG, SENTRY_PROJECT (and SENTRY_URL for a
# self-hosted Sentry). The CLI runs through npx, not as a dependency: its npm
# package downloads a native binary from the internet when installed.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${SENTRY_AUTH_TOKEN:?set SENTRY_AUTH_TOKEN (a Sentry auth token with project:releases)}"
: "${SENTRY_ORG:?set SENTRY_ORG}"
: "${SENTRY_PROJECT:?set SENTRY_PROJECT (the browser project)}"
SENTRY_CLI="npx --yes @sentry/cli@2"
ASSETS=apps/web/build/client/assets
# The release the pages report (SENTRY_RELEASE, else ordina@<version>+<commit>, as the server names it).
RELEASE="${SENTRY_RELEASE:-$(node --import tsx -e "import('./apps/server/src/error-reporting/release.ts').then((m) => console.log(m.defaultRelease()))")}"

(cd apps/web && npx react-router build --sourcemapClient hidden)
$SENTRY_CLI sourcemaps inject "$ASSETS"
$SENTRY_CLI sourcemaps upload --release "$RELEASE" "$ASSETS"
node --import tsx apps/web/keep-sourcemaps-private.ts
node --import tsx apps/web/precompress-assets.ts
npm run build:server
echo "source maps of release $RELEASE uploaded; they are in apps/web/build/sourcemaps, not served"
