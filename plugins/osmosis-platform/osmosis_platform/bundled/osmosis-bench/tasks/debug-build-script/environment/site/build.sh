#!/bin/bash
# Build the static site into dist/. See README.md for what the output must look like.

cd $(dirname $0)

rm -rf dist
mkdir -p dist

layout=$(cat layout.html)
index=""

for page in $(ls pages/*.txt); do
    name=$(basename $page .txt)
    slug=$(echo $name | tr 'A-Z ' 'a-z-')
    title=$(grep '^title:' $page | cut -d: -f2 | sed 's/^ *//')
    order=$(grep '^order:' $page | cut -d: -f2)
    body=$(sed '1,/^$/d' $page)
    if [ -z "$title" ]; then
        echo "warning: $page has no title" >&2
        title="Untitled"
    fi
    html=$(echo "$layout" | sed "s/{{title}}/$title/g")
    echo "${html/\{\{content\}\}/$body}" > dist/$slug.html
    index="$index$order $slug $title\n"
done

items=$(printf "$index" | sort | while read order slug title; do
    echo "<li><a href=\"$slug.html\">$title</a></li>"
done)
html=$(echo "$layout" | sed "s/{{title}}/Index/g")
echo "${html/\{\{content\}\}/<ul>
$items
</ul>}" > dist/index.html

cp -r static dist/

cd dist
sha256sum $(find . -type f) > MANIFEST
