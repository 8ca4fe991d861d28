#!/usr/bin/env bash
# What the tests need from Debian, installed when missing (needs root or sudo for apt-get):
# Chromium for the e2e suite (never a browser that Playwright downloads), NSS's certutil to make
# that Chromium trust the sandbox's local CA (e2e/https.spec.ts), OpenSSH's sftp client for the
# SFTP server's tests.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
command -v sftp >/dev/null 2>&1 || missing+=(openssh-client)
command -v certutil >/dev/null 2>&1 || missing+=(libnss3-tools)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]}." >&2
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
"$chromium_path" --version
