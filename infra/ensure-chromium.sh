#!/usr/bin/env bash
# Run before the test suites (npm test): Debian's Chromium for playwright-core (and its headless
# shell, which the tests prefer: a quarter less CPU per browser suite), a CJK font so
# Chinese screenshots show characters, and Debian's kcat, whose librdkafka mock cluster is the Kafka
# broker of the outbox tests. As root with apt-get it installs what is missing; otherwise it stops at
# once with the one command to run. Never a browser download (no internet but Debian's apt).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
kcat="${KCAT_PATH:-kcat}"
has_kcat() { command -v "$kcat" >/dev/null 2>&1; }
missing=()
[ -x "$chromium" ] || missing+=(chromium)
# Optional: without it (not root) the tests run the full Chromium.
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/lib/chromium/chromium-headless-shell ] && [ "$(id -u)" = 0 ]; then
  missing+=(chromium-headless-shell)
fi
if command -v dpkg >/dev/null 2>&1 && ! dpkg -s fonts-wqy-microhei >/dev/null 2>&1; then
  missing+=(fonts-wqy-microhei)
fi
has_kcat || missing+=(kcat)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing ${missing[*]} from Debian for the browser and Kafka tests"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  if [ ! -x "$chromium" ]; then
    echo "Chromium is still missing at $chromium (set CHROMIUM_PATH)" >&2
    exit 1
  fi
  if ! has_kcat; then
    echo "kcat is still missing (set KCAT_PATH)" >&2
    exit 1
  fi
  exit 0
fi
if [ -x "$chromium" ] && has_kcat; then
  # Only the font is missing: Chinese screenshots show boxes, the tests still pass.
  echo "warning: no CJK font; to install it: sudo apt-get install -y fonts-wqy-microhei" >&2
  exit 0
fi
echo "The browser tests need Debian's Chromium and the Kafka tests Debian's kcat. Run: sudo apt-get install -y chromium fonts-wqy-microhei kcat" >&2
echo "(or set CHROMIUM_PATH to a Chromium binary, KCAT_PATH to kcat)" >&2
exit 1
