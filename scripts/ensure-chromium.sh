#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (no browser downloads here). When it is
# missing, install it where we can (root with apt-get); otherwise stop at once
# with the exact command to run.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM not found, installing Debian's chromium"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium \
    || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium; }
  exit 0
fi
echo "ensure-chromium: Chromium not found at $CHROMIUM. Install it with:" >&2
echo "  sudo apt-get install -y chromium" >&2
exit 1
