#!/usr/bin/env bash
# Starts Debian's Chromium (or $CHROMIUM_PATH) with every --disable-features list it is given merged
# into one: Chromium reads only the last, and Playwright passes its own list before the tests' flags
# (test/helpers/chromium.ts), so the tests' list alone would turn Playwright's features back on.
features=()
args=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if [ ${#features[@]} -gt 0 ]; then
  args+=("--disable-features=$(IFS=,; echo "${features[*]}")")
fi
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}"
