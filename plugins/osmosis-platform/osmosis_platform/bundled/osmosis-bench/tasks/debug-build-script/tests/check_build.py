"""Check the site builder: /app/site/dist, and fresh runs of /app/site/build.sh on copies of the
pristine projects under tests/projects (in a directory whose path contains spaces).

The expected output is computed here, in Python, from the rules in the site's README.
"""

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile

PLACEHOLDER = re.compile(r"\{\{(title|content)\}\}")


def read_page(path):
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    blank = lines.index("") if "" in lines else len(lines)
    header, body = lines[:blank], "\n".join(lines[blank + 1 :]).rstrip("\n")
    fields = {}
    for line in header:
        key, sep, value = line.partition(":")
        if sep and key not in fields:
            fields[key] = value.strip(" ")
    return fields, body


def render(layout, title, content):
    return PLACEHOLDER.sub(lambda m: title if m.group(1) == "title" else content, layout)


def expected_dist(project):
    with open(os.path.join(project, "layout.html"), encoding="utf-8") as handle:
        layout = handle.read()
    files, entries = {}, []
    for name in sorted(os.listdir(os.path.join(project, "pages"))):
        if not name.endswith(".txt"):
            continue
        fields, body = read_page(os.path.join(project, "pages", name))
        slug = re.sub(r"[^a-z0-9]+", "-", name[: -len(".txt")].lower()).strip("-")
        files[f"{slug}.html"] = render(layout, fields["title"], body).encode("utf-8")
        entries.append((int(fields["order"]), slug.encode("utf-8"), slug, fields["title"]))
    items = [f'<li><a href="{slug}.html">{title}</a></li>' for _, _, slug, title in sorted(entries)]
    files["index.html"] = render(layout, "Index", "\n".join(["<ul>", *items, "</ul>"])).encode()
    static = os.path.join(project, "static")
    for dirpath, _dirs, names in os.walk(static):
        for name in names:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as handle:
                files["static/" + os.path.relpath(path, static)] = handle.read()
    manifest = "".join(
        f"{hashlib.sha256(files[path]).hexdigest()}  {path}\n"
        for path in sorted(files, key=lambda p: p.encode("utf-8"))
    )
    files["MANIFEST"] = manifest.encode("utf-8")
    return files


def actual_tree(root):
    files = {}
    for dirpath, _dirs, names in os.walk(root):
        for name in names:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as handle:
                files[os.path.relpath(path, root)] = handle.read()
    return files


def diff(label, want, got):
    errors = []
    for path in sorted(set(want) | set(got)):
        if path not in got:
            errors.append(f"{label}: dist/{path} is missing")
        elif path not in want:
            errors.append(f"{label}: dist/{path} should not exist")
        elif got[path] != want[path]:
            errors.append(f"{label}: dist/{path} has the wrong content")
    return errors[:12]


def run_build(site, cwd):
    return subprocess.run(
        ["bash", os.path.join(site, "build.sh")],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
        check=False,
    )


def make_site(root, project, script, name):
    site = os.path.join(root, name)
    shutil.copytree(project, site)
    shutil.copyfile(script, os.path.join(site, "build.sh"))
    return site


def leftovers(site, allowed):
    extra = sorted(set(os.listdir(site)) - allowed)
    return [f"unexpected files left in the site directory: {extra}"] if extra else []


def main():
    app_site, projects = sys.argv[1], sys.argv[2]
    script = os.path.join(app_site, "build.sh")
    main_project, extra_project = (os.path.join(projects, p) for p in ("main", "extra"))
    errors = []

    # 1. The agent must have built /app/site/dist with the fixed script.
    dist = os.path.join(app_site, "dist")
    if os.path.isdir(dist):
        errors += diff("/app/site", expected_dist(main_project), actual_tree(dist))
    else:
        errors.append("/app/site/dist does not exist (run the fixed build)")
    if not os.path.isfile(script):
        errors.append(f"{script} is missing")
        return report(errors)

    root = tempfile.mkdtemp(prefix="site check ")
    try:
        allowed = {"build.sh", "layout.html", "pages", "static", "dist"}
        # 2. A fresh copy of the same site, built from another directory.
        site = make_site(root, main_project, script, "field notes")
        result = run_build(site, root)
        if result.returncode != 0:
            errors.append(f"fresh build of the site: exit status {result.returncode}")
            errors.append("    stderr: " + result.stderr.strip()[-500:])
        else:
            errors += diff(
                "fresh build", expected_dist(main_project), actual_tree(os.path.join(site, "dist"))
            )
            errors += leftovers(site, allowed)

        # 3. Another site with harder pages; built twice, with a stale file in between.
        site = make_site(root, extra_project, script, "other site")
        want = expected_dist(extra_project)
        for attempt in ("first build", "rebuild"):
            result = run_build(site, os.path.join(site, "pages"))
            if result.returncode != 0:
                errors.append(f"second site, {attempt}: exit status {result.returncode}")
                errors.append("    stderr: " + result.stderr.strip()[-500:])
                break
            if not os.path.isdir(os.path.join(site, "dist")):
                errors.append(f"second site, {attempt}: no dist/ was built")
                break
            errors += diff(f"second site, {attempt}", want, actual_tree(os.path.join(site, "dist")))
            errors += leftovers(site, allowed)
            with open(os.path.join(site, "dist", "stale.html"), "w") as handle:
                handle.write("left over from an old build\n")

        # 4. A page without a title: the build must fail and leave dist/ untouched.
        site = make_site(root, extra_project, script, "broken site")
        os.makedirs(os.path.join(site, "dist", "static"))
        with open(os.path.join(site, "dist", "static", "old.css"), "w") as handle:
            handle.write("/* previous build */\n")
        with open(os.path.join(site, "pages", "draft.txt"), "w") as handle:
            handle.write("order: 4\n\n<p>Work in progress.</p>\n")
        before = actual_tree(os.path.join(site, "dist"))
        result = run_build(site, root)
        if result.returncode != 1:
            errors.append(f"page without a title: exit status {result.returncode}, expected 1")
        if "draft.txt" not in result.stderr:
            errors.append("page without a title: the error message does not name draft.txt")
        if actual_tree(os.path.join(site, "dist")) != before:
            errors.append("page without a title: dist/ was changed by the failed build")
        errors += leftovers(site, allowed)

        # 5. A failed build with no previous dist/ must not create one.
        shutil.rmtree(os.path.join(site, "dist"))
        result = run_build(site, root)
        if result.returncode != 1 or os.path.exists(os.path.join(site, "dist")):
            errors.append(
                "page without a title and no dist/: the build must fail and create no dist/"
            )
    except (OSError, subprocess.SubprocessError) as exc:
        errors.append(f"running build.sh: {exc}")
    finally:
        shutil.rmtree(root, ignore_errors=True)
    return report(errors)


def report(errors):
    for error in errors:
        print("FAIL:", error)
    if errors:
        return 1
    print("the site builds correctly")
    return 0


if __name__ == "__main__":
    sys.exit(main())
