#!/usr/bin/env bash
# build-sente.sh — build Sente's engine binaries of the current tree, or of
# an older git revision, for the match scripts.
#
# usage: scripts/build-sente.sh [-g] DEST [REV]
#   DEST  directory for the binaries: DEST/sente (and, with -g,
#         DEST/pbrain-sente when that revision has cmd/pbrain-sente)
#   REV   a git revision: checked out with `git worktree add` into a
#         temporary directory, built there, and removed again; its commit
#         is written to DEST/revision.txt. Without REV the current tree is
#         built as it is, uncommitted changes included.
set -euo pipefail

gomoku=false
if [ "${1:-}" = -g ]; then
	gomoku=true
	shift
fi
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
	sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0" >&2
	exit 2
fi
dest=$1 rev=${2:-}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
mkdir -p "$dest"
dest=$(cd "$dest" && pwd)
src=$root
if [ -n "$rev" ]; then
	commit=$(git -C "$root" rev-parse --verify "$rev^{commit}")
	src=$(mktemp -d "${TMPDIR:-/tmp}/sente-rev.XXXXXX")
	trap 'git -C "$root" worktree remove --force "$src" >/dev/null 2>&1 || true; rm -rf "$src"' EXIT
	git -C "$root" worktree add --detach "$src" "$commit" >/dev/null 2>&1
	echo "$commit" >"$dest/revision.txt"
fi
(cd "$src" && go build -o "$dest/sente" ./cmd/sente)
if $gomoku && [ -d "$src/cmd/pbrain-sente" ]; then
	(cd "$src" && go build -o "$dest/pbrain-sente" ./cmd/pbrain-sente) || true
fi
