#!/usr/bin/env bash
# What the tests need from Debian, installed when missing (needs root or sudo for apt-get):
# Chromium for the e2e suite (never a browser that Playwright downloads), NSS's certutil to make
# that Chromium trust the sandbox's local CA (e2e/https.spec.ts), OpenSSH's sftp client for the
# SFTP server's tests, PostgreSQL for the tests that run the sandbox on it, and nginx for the test
# of several sandboxes behind deploy/nginx/sandbox.conf.
#
# PostgreSQL: the tests use SANDBOX_TEST_DATABASE_URL when it is set, and this script then leaves
# PostgreSQL alone. Otherwise they use postgres://sandbox:sandbox@127.0.0.1:5432/sandbox_test: this
# script installs Debian's postgresql when it is missing, starts its clusters when they are down
# (it never stops one), and creates the role sandbox (password sandbox, superuser: the tests make
# and drop a schema each) and the database sandbox_test when they are missing. Each step is
# skipped when already done, so running it again changes nothing.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi

test_db_url="postgres://sandbox:sandbox@127.0.0.1:5432/sandbox_test"
local_postgres=yes
[ -n "${SANDBOX_TEST_DATABASE_URL:-}" ] && local_postgres=no

# The test database answers already: nothing to do for PostgreSQL.
test_db_answers() {
  command -v psql >/dev/null 2>&1 &&
    psql "$test_db_url" -X -q -t -A -c 'SELECT 1' >/dev/null 2>&1
}

missing=()
[ -x "$chromium_path" ] || missing+=(chromium)
command -v sftp >/dev/null 2>&1 || missing+=(openssh-client)
command -v certutil >/dev/null 2>&1 || missing+=(libnss3-tools)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
if [ "$local_postgres" = yes ] && ! test_db_answers && ! command -v pg_ctlcluster >/dev/null 2>&1; then
  missing+=(postgresql)
fi

if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing Debian's ${missing[*]}." >&2
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  "$chromium_path" --version
fi

if [ "$local_postgres" = no ] || test_db_answers; then
  exit 0
fi

# Runs a command as the clusters' owner, through the local socket (peer authentication), from a
# folder it may read.
as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then
    (cd / && runuser -u postgres -- "$@")
  else
    (cd / && sudo -u postgres "$@")
  fi
}

# A fresh installation without a cluster (some container images skip it) gets one of the newest
# installed version.
if [ -z "$(pg_lsclusters --no-header)" ]; then
  version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
  echo "Creating PostgreSQL cluster $version/main." >&2
  $sudo pg_createcluster "$version" main >/dev/null
fi

# Every cluster that is down is started; one that is online (or recovering) is left as it is.
while read -r version cluster _port status _rest; do
  case "$status" in
    online*) ;;
    *)
      echo "Starting PostgreSQL cluster $version/$cluster." >&2
      $sudo pg_ctlcluster "$version" "$cluster" start
      ;;
  esac
done < <(pg_lsclusters --no-header)

# The cluster on port 5432, which the test database URL names.
if ! pg_lsclusters --no-header | awk '$3 == 5432 && $4 ~ /^online/ { found = 1 } END { exit !found }'; then
  echo "No PostgreSQL cluster is online on port 5432 (pg_lsclusters lists them); set SANDBOX_TEST_DATABASE_URL to use another database." >&2
  exit 1
fi

psql_postgres() { as_postgres psql -X -q -t -A -p 5432 -v ON_ERROR_STOP=1 "$@"; }
if [ "$(psql_postgres -c "SELECT 1 FROM pg_roles WHERE rolname = 'sandbox'")" != "1" ]; then
  echo "Creating the PostgreSQL role sandbox for the tests." >&2
  psql_postgres -c "CREATE ROLE sandbox LOGIN SUPERUSER PASSWORD 'sandbox'"
fi
if [ "$(psql_postgres -c "SELECT 1 FROM pg_database WHERE datname = 'sandbox_test'")" != "1" ]; then
  echo "Creating the PostgreSQL database sandbox_test for the tests." >&2
  psql_postgres -c "CREATE DATABASE sandbox_test OWNER sandbox"
fi

if ! test_db_answers; then
  echo "The test database $test_db_url does not answer: does the role sandbox have another password, or does pg_hba.conf refuse password logins from 127.0.0.1? SANDBOX_TEST_DATABASE_URL names another database." >&2
  exit 1
fi
