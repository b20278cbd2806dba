#!/usr/bin/env bash
# The Debian packages the test suites need: real PostgreSQL and Redis servers, Chromium for the
# browser tests, and openssl (the Web Push tests' loopback push service makes its certificate). `npm test` runs this first. On a Debian machine as root it installs what is missing
# (as CI needs: a fresh machine, nobody to ask); anywhere else it stops at once with the one command
# to run. One copy: .ci/run relies on it through `npm test`.
set -uo pipefail

# One word per package.
packages="postgresql chromium redis-server openssl"

installed() {
  case "$1" in
    # Any version's server binaries will do, whichever Debian package brought them.
    postgresql) compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null ;;
    chromium) [ -x /usr/bin/chromium ] ;;
    redis-server) command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ] ;;
    openssl) command -v openssl >/dev/null ;;
  esac
}

missing=""
for package in $packages; do
  installed "$package" || missing="$missing $package"
done
[ -z "$missing" ] && exit 0

command_line="apt-get install -y --no-install-recommends$missing"
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "npm test: installing the Debian packages the suites need:$missing"
  # shellcheck disable=SC2086 # one word per package
  if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing; then
    exit 0
  fi
  echo "npm test: '$command_line' failed; the suites need$missing." >&2
  exit 1
fi
echo "npm test needs Debian packages that are missing:$missing" >&2
echo "Install them with:  sudo apt-get update && sudo $command_line" >&2
exit 1
