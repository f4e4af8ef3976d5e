"""Every structural problem of a parsed TOML document, found by walking the msgspec model.

msgspec stops at the first error and words it its own way; 0.3.8 reports all issues at once in
pydantic's words, with dotted 0-based keys and the union tag inside the key
(``agents.0.model.provider.api_key_secret``). Walking ``msgspec.inspect.type_info`` keeps the
Structs as the one description of the schema.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec.inspect as mi

Issue = tuple[str, str]

_KINDS: dict[type, tuple[str, tuple[type, ...]]] = {
    mi.StrType: ("string", (str,)),
    mi.BoolType: ("boolean", (bool,)),
    mi.IntType: ("integer", (int,)),
    mi.FloatType: ("number", (int, float)),
    mi.ListType: ("list", (list,)),
    mi.DictType: ("table", (dict,)),
    mi.StructType: ("table", (dict,)),
}


def collect_issues(raw: Any, model: type) -> list[Issue]:
    """``(key, text)`` pairs in model field order, unknown keys after the known ones."""
    issues: list[Issue] = []
    _check(raw, mi.type_info(model), "", issues)
    return issues


def _join(path: str, part: object) -> str:
    return f"{path}.{part}" if path else str(part)


def _wrong_type(kind: str, value: Any) -> str:
    return f"must be a {kind}, got {value!r}"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _check(value: Any, info: mi.Type, path: str, issues: list[Issue]) -> None:
    if isinstance(info, mi.UnionType):
        _check_union(value, info, path, issues)
        return
    if isinstance(info, mi.AnyType):
        return
    if isinstance(info, mi.LiteralType):
        if value not in info.values:
            choices = [repr(v) for v in info.values]
            wanted = (
                choices[0] if len(choices) == 1 else f"{', '.join(choices[:-1])} or {choices[-1]}"
            )
            issues.append((path, f"is invalid: Input should be {wanted}"))
        return
    kind, types = _KINDS.get(type(info), ("value", (object,)))
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
        issues.append((path, _wrong_type(kind, value)))
        return
    if isinstance(info, mi.StrType):
        _check_str(value, info, path, issues)
    elif isinstance(info, mi.ListType):
        if _check_length(len(value), info, path, issues):
            for index, item in enumerate(value):
                _check(item, info.item_type, _join(path, index), issues)
    elif isinstance(info, mi.DictType):
        for key, item in value.items():
            _check(item, info.value_type, _join(path, key), issues)
    elif isinstance(info, mi.StructType):
        _check_struct(value, info, path, issues)


def _check_str(value: str, info: mi.StrType, path: str, issues: list[Issue]) -> None:
    if info.min_length is not None and len(value) < info.min_length:
        issues.append(
            (
                path,
                f"is invalid: String should have at least {_plural(info.min_length, 'character')}",
            )
        )
    elif info.max_length is not None and len(value) > info.max_length:
        issues.append(
            (
                path,
                f"is invalid: String should have at most {_plural(info.max_length, 'character')}",
            )
        )
    elif info.pattern is not None and not re.search(info.pattern, value):
        issues.append((path, f"is invalid: String should match pattern '{info.pattern}'"))


def _check_length(n: int, info: mi.ListType, path: str, issues: list[Issue]) -> bool:
    if info.min_length is not None and n < info.min_length:
        bound = _plural(info.min_length, "item")
        issues.append(
            (path, f"is invalid: List should have at least {bound} after validation, not {n}")
        )
        return False
    if info.max_length is not None and n > info.max_length:
        bound = _plural(info.max_length, "item")
        issues.append(
            (path, f"is invalid: List should have at most {bound} after validation, not {n}")
        )
        return False
    return True


def _check_union(value: Any, info: mi.UnionType, path: str, issues: list[Issue]) -> None:
    options = [t for t in info.types if not isinstance(t, mi.NoneType)]
    if value is None and len(options) < len(info.types):
        return
    tagged = [t for t in options if isinstance(t, mi.StructType) and t.tag_field]
    if tagged:
        _check_tagged(value, tagged, path, issues)
        return
    if len(options) == 1:
        _check(value, options[0], path, issues)
        return
    for option in options:  # an untagged union: the first alternative that fits
        trial: list[Issue] = []
        _check(value, option, path, trial)
        if not trial:
            return
    _check(value, options[0], path, issues)


def _check_tagged(value: Any, options: list[mi.StructType], path: str, issues: list[Issue]) -> None:
    if not isinstance(value, dict):
        issues.append((path, _wrong_type("table", value)))
        return
    field = options[0].tag_field
    tags = {t.tag: t for t in options}
    if field not in value:
        issues.append((path, f"is invalid: Unable to extract tag using discriminator '{field}'"))
        return
    chosen = tags.get(value[field])
    if chosen is None:
        expected = ", ".join(f"'{tag}'" for tag in tags)
        issues.append(
            (
                path,
                f"is invalid: Input tag '{value[field]}' found using '{field}' does not match "
                f"any of the expected tags: {expected}",
            )
        )
        return
    # 0.3.8 quirk kept on purpose: keys name the union tag (agents.0.model.provider.model).
    _check_struct(value, chosen, _join(path, chosen.tag), issues)


def _check_struct(value: dict, info: mi.StructType, path: str, issues: list[Issue]) -> None:
    from osmosis_benchmark.config import FIELD_VALIDATORS

    known = {f.encode_name for f in info.fields}
    if info.tag_field:
        known.add(info.tag_field)
    for field in info.fields:
        key = _join(path, field.encode_name)
        if field.encode_name not in value:
            if field.required:
                issues.append((key, "is invalid: Field required"))
            continue
        before = len(issues)
        item = value[field.encode_name]
        _check(item, field.type, key, issues)
        validator = FIELD_VALIDATORS.get((info.cls, field.name))
        if validator is not None and len(issues) == before:
            message = validator(item)
            if message:
                issues.append((key, f"is invalid: {message}"))
    if info.forbid_unknown_fields:
        for name in value:
            if name not in known:
                issues.append((_join(path, name), "Unrecognized key"))
