#!/usr/bin/env bash
# Reference solution for git-fix-commit-author: re-create the last three commits with the
# correct email, keeping author name, author date, message and tree of each one.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"
EMAIL="dev@example.com"

cd "$APP_DIR/repo"
new_parent="$(git rev-parse HEAD~3)"
for commit in $(git rev-list --reverse HEAD~3..HEAD); do
    new_parent="$(
        git log -1 --format=%B "$commit" |
            GIT_AUTHOR_NAME="$(git log -1 --format=%an "$commit")" \
            GIT_AUTHOR_EMAIL="$EMAIL" \
            GIT_AUTHOR_DATE="$(git log -1 --format=%aI "$commit")" \
            GIT_COMMITTER_NAME="$(git log -1 --format=%cn "$commit")" \
            GIT_COMMITTER_EMAIL="$EMAIL" \
            GIT_COMMITTER_DATE="$(git log -1 --format=%cI "$commit")" \
            git commit-tree --no-gpg-sign "$commit^{tree}" -p "$new_parent"
    )"
done
git reset --quiet --hard "$new_parent"
git log --format='%h %ae %s' -6
