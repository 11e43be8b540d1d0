#!/usr/bin/env bash
# scripts/no-period-dates.sh — fails when a file of the tree dates something
# by a numbered work period (the word "session" and its number) instead of a
# commit or a calendar date. Such numbers mean nothing to a reader; history
# lives in git and in docs/. Tracked and untracked (not ignored) files are
# searched, so a new file is caught before it is committed.
set -euo pipefail
cd "$(dirname "$0")/.."
if git grep --untracked -nIiE '\bsessions? [0-9]' -- . ; then
	echo "no-period-dates: date these by a commit or a calendar date instead (lines above)" >&2
	exit 1
fi
