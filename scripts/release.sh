#!/usr/bin/env bash
# release.sh: cross-compile the Gomocup engine and package it the way the
# tournament expects: pbrain-sente.exe (Windows x64, no cgo) at the root of
# a zip, plus Linux and macOS builds (amd64, arm64) zipped the same way.
#
# Usage: scripts/release.sh [VERSION]      (default: git describe, or dev)
# Output: dist/ (ignored by git through its own .gitignore)
#   dist/pbrain-sente-VERSION-windows-x64.zip   pbrain-sente.exe
#   dist/pbrain-sente-VERSION-linux-amd64.zip   pbrain-sente
#   dist/pbrain-sente-VERSION-linux-arm64.zip   pbrain-sente
#   dist/pbrain-sente-VERSION-macos-amd64.zip   pbrain-sente
#   dist/pbrain-sente-VERSION-macos-arm64.zip   pbrain-sente
#   dist/SHA256SUMS
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
version=${1:-$(git describe --tags --always --dirty 2>/dev/null || echo dev)}
case $version in
*[!A-Za-z0-9._-]*) echo "release.sh: bad version '$version'" >&2; exit 2 ;;
esac
dist=$root/dist
mkdir -p "$dist"
printf '*\n' >"$dist/.gitignore"

# zipit ZIP DIR: zip the files of DIR at the root of ZIP.
zipit() {
	local out=$1 dir=$2
	rm -f "$out"
	if command -v zip >/dev/null; then
		(cd "$dir" && zip -q -X "$out" ./*)
	elif command -v python3 >/dev/null; then
		(cd "$dir" && python3 -m zipfile -c "$out" ./*)
	else
		echo "release.sh: need zip or python3" >&2
		exit 1
	fi
}

build() {
	local goos=$1 goarch=$2 label=$3 exe=pbrain-sente
	[ "$goos" = windows ] && exe=pbrain-sente.exe
	local stage
	stage=$(mktemp -d)
	CGO_ENABLED=0 GOOS=$goos GOARCH=$goarch go build -trimpath \
		-ldflags "-s -w -X main.version=$version" -o "$stage/$exe" ./cmd/pbrain-sente
	local zipf="$dist/pbrain-sente-$version-$label.zip"
	zipit "$zipf" "$stage"
	rm -rf "$stage"
	echo "$zipf"
}

build windows amd64 windows-x64
build linux amd64 linux-amd64
build linux arm64 linux-arm64
build darwin amd64 macos-amd64
build darwin arm64 macos-arm64

(cd "$dist" && sha256sum ./*.zip | sed 's| \./| |' >SHA256SUMS)
echo "checksums: $dist/SHA256SUMS"
