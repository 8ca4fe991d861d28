#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium (never a browser that Playwright downloads).
# Installs it when it is missing; needs root or sudo for apt-get.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then
  exit 0
fi
echo "Chromium not found at $chromium_path: installing Debian's chromium package." >&2
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null
"$chromium_path" --version
