#!/usr/bin/env bash
# Reference solution for debug-build-script: replace build.sh with a fixed version and run it.
# What was wrong with the original:
#   - unquoted $(dirname $0), $page, dist/$slug.html: paths with spaces broke;
#   - `for page in $(ls ...)` split file names on spaces;
#   - the slug only mapped spaces, not every run of other characters;
#   - `cut -d: -f2` cut titles at their first ':';
#   - sed "s/{{title}}/$title/" and the unquoted bash replacement gave '/', '&' and '\' a meaning;
#   - printf "$index" interpreted '%' and '\' in titles, and `read` without -r ate backslashes;
#   - `sort` ordered the index lexically ("10" before "9");
#   - a missing title only warned, and dist/ was deleted before building (not atomic);
#   - MANIFEST listed itself, used ./ paths, was not sorted and broke on spaces.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

cat > "$APP_DIR/site/build.sh" <<'SCRIPT'
#!/bin/bash
# Build the static site into dist/. See README.md for what the output must look like.
set -euo pipefail
shopt -s nullglob extglob
export LC_ALL=C

site="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$site"

layout="$(< layout.html)"
tmp="$(mktemp -d "$site/.dist.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT

# render TITLE CONTENT: the layout with the placeholders replaced literally.
render() {
    local html="${layout//"{{title}}"/"$1"}"
    printf '%s\n' "${html//"{{content}}"/"$2"}"
}

index_lines=""
for page in pages/*.txt; do
    name="${page#pages/}"
    name="${name%.txt}"
    slug="${name,,}"
    slug="${slug//+([^a-z0-9])/-}"
    slug="${slug##+(-)}"
    slug="${slug%%+(-)}"

    text="$(< "$page")"
    if [[ "$text" == *$'\n\n'* ]]; then
        header="${text%%$'\n\n'*}"
        body="${text#*$'\n\n'}"
    else
        header="$text"
        body=""
    fi
    title="" order="" have_title=0
    while IFS= read -r line; do
        case "$line" in
            title:*)
                if ((have_title == 0)); then
                    title="${line#title:}"
                    title="${title##+( )}"
                    title="${title%%+( )}"
                    have_title=1
                fi
                ;;
            order:*) [[ -n "$order" ]] || order="${line#order:}" ;;
        esac
    done <<< "$header"
    if ((have_title == 0)); then
        echo "build.sh: $page: missing title" >&2
        exit 1
    fi
    order="${order//+( )/}"
    render "$title" "$body" > "$tmp/$slug.html"
    index_lines+="$order"$'\t'"$slug"$'\t'"$title"$'\n'
done

items="<ul>"
while IFS=$'\t' read -r _order slug title; do
    items+=$'\n'"<li><a href=\"$slug.html\">$title</a></li>"
done < <(printf '%s' "$index_lines" | sort -t $'\t' -k1,1n -k2,2)
items+=$'\n'"</ul>"
render "Index" "$items" > "$tmp/index.html"

cp -R static "$tmp/static"

manifest="$(cd "$tmp" && find . -type f -printf '%P\0' | sort -z | xargs -0 sha256sum --)"
printf '%s\n' "$manifest" > "$tmp/MANIFEST"

chmod 0755 "$tmp"
rm -rf dist
mv "$tmp" dist
SCRIPT
chmod 0755 "$APP_DIR/site/build.sh"
bash "$APP_DIR/site/build.sh"
ls "$APP_DIR/site/dist"
