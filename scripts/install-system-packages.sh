#!/usr/bin/env bash
# Installs the Debian packages the test suite and the bench drive for real, when they are missing: Chromium (page
# archives, the clipboard web UI), Xvfb + xclip + xdotool + xprop/xmessage (a real X clipboard for
# `mfm watch`), pdftotext and tesseract (clipboard PDF and image ingestion), osmium (the zone import test
# writes its OSM PBF extract with it).
# Usage: scripts/install-system-packages.sh  (no-op when everything is present)
set -euo pipefail

# command → Debian package that provides it
declare -A PACKAGE_OF=(
  [chromium]=chromium
  [Xvfb]=xvfb
  [xclip]=xclip
  [xdotool]=xdotool
  [xprop]=x11-utils
  [xmessage]=x11-utils
  [pdftotext]=poppler-utils
  [tesseract]=tesseract-ocr
  [osmium]=osmium-tool
)

missing=()
for command in "${!PACKAGE_OF[@]}"; do
  command -v "$command" > /dev/null 2>&1 || missing+=("${PACKAGE_OF[$command]}")
done
[ ${#missing[@]} -eq 0 ] && exit 0

packages=$(printf '%s\n' "${missing[@]}" | sort -u | tr '\n' ' ')
echo "== installing Debian packages: $packages"
if [ "$(id -u)" -eq 0 ]; then
  sudo_cmd=()
elif command -v sudo > /dev/null 2>&1; then
  sudo_cmd=(sudo -n)
else
  echo "Missing system packages ($packages) and no root or sudo to install them: install them with apt-get first." >&2
  exit 1
fi
"${sudo_cmd[@]}" apt-get update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends $packages > /dev/null
