#!/usr/bin/env bash
# Run before the browser suites (npm test): Debian's Chromium for playwright-core, and a CJK font so
# Chinese screenshots show characters. As root with apt-get it installs what is missing; otherwise it
# stops at once with the one command to run. Never a browser download (no internet but Debian's apt).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
if command -v dpkg >/dev/null 2>&1 && ! dpkg -s fonts-wqy-microhei >/dev/null 2>&1; then
  missing+=(fonts-wqy-microhei)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing ${missing[*]} from Debian for the browser tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  [ -x "$chromium" ] && exit 0
  echo "Chromium is still missing at $chromium (set CHROMIUM_PATH)" >&2
  exit 1
fi
if [ -x "$chromium" ]; then
  # Only the font is missing: Chinese screenshots show boxes, the tests still pass.
  echo "warning: no CJK font; to install it: sudo apt-get install -y fonts-wqy-microhei" >&2
  exit 0
fi
echo "The browser tests need Debian's Chromium. Run: sudo apt-get install -y chromium fonts-wqy-microhei" >&2
echo "(or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
