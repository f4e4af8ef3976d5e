#!/usr/bin/env bash
# Reference solution for shell-prune-backups: install the script.
set -euo pipefail

APP_DIR="${APP_DIR:-/app}"

mkdir -p "$APP_DIR/bin"
cat > "$APP_DIR/bin/prune-backups" <<'SCRIPT'
#!/usr/bin/env bash
# prune-backups: keep the KEEP newest <name>-<YYYYMMDD>-<HHMMSS>.tar.gz backups of each name.
set -euo pipefail
export LC_ALL=C

prog=prune-backups
usage() { echo "usage: $prog [-n KEEP | --keep KEEP] [--dry-run] [-h | --help] [--] DIR"; }
die_usage() { echo "$prog: $1" >&2; usage >&2; exit 2; }

keep=3
dry_run=0
while (($# > 0)); do
    case "$1" in
        -h | --help) usage; exit 0 ;;
        -n | --keep)
            (($# >= 2)) || die_usage "$1 needs a value"
            keep="$2"
            shift 2
            ;;
        --dry-run) dry_run=1; shift ;;
        --) shift; break ;;
        -?*) die_usage "unknown option: $1" ;;
        *) break ;;
    esac
done
(($# == 1)) || die_usage "expected exactly one DIR"
[[ "$keep" =~ ^[0-9]+$ ]] && ((10#$keep >= 1)) || die_usage "KEEP must be a whole number >= 1"
keep=$((10#$keep))
dir="$1"
if [[ ! -d "$dir" ]]; then
    echo "$prog: $dir: not a directory" >&2
    exit 1
fi

declare -A stamps_by_name=()
for path in "$dir"/*; do
    [[ -f "$path" && ! -L "$path" ]] || continue
    file="${path##*/}"
    if [[ "$file" =~ ^(.+)-([0-9]{8}-[0-9]{6})\.tar\.gz$ ]]; then
        stamps_by_name["${BASH_REMATCH[1]}"]+="${BASH_REMATCH[2]}"$'\n'
    fi
done

doomed=()
for name in "${!stamps_by_name[@]}"; do
    mapfile -t old < <(printf '%s' "${stamps_by_name[$name]}" | sort -r | tail -n "+$((keep + 1))")
    for stamp in "${old[@]}"; do
        doomed+=("$name-$stamp.tar.gz")
    done
done
((${#doomed[@]} > 0)) || exit 0
mapfile -t doomed < <(printf '%s\n' "${doomed[@]}" | sort)
for file in "${doomed[@]}"; do
    if ((dry_run == 0)); then
        rm -f -- "$dir/$file"
    fi
    printf '%s\n' "$file"
done
SCRIPT
chmod 0755 "$APP_DIR/bin/prune-backups"
"$APP_DIR/bin/prune-backups" --dry-run "$APP_DIR/backups"
