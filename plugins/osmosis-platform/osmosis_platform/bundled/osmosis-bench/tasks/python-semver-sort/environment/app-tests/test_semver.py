"""A few checks of semver.py. Run from /app with: python3 -m unittest discover -s tests"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from semver import compare, parse, sort_versions


class ParseTest(unittest.TestCase):
    def test_full_version(self):
        self.assertEqual(parse("1.2.3-rc.1+build.7"), (1, 2, 3, ("rc", "1"), ("build", "7")))

    def test_plain_version(self):
        self.assertEqual(parse("0.10.0"), (0, 10, 0, (), ()))

    def test_leading_zero_is_invalid(self):
        with self.assertRaises(ValueError):
            parse("1.02.3")


class CompareTest(unittest.TestCase):
    def test_numeric_fields(self):
        self.assertEqual(compare("1.10.0", "1.9.0"), 1)

    def test_prerelease_is_lower(self):
        self.assertEqual(compare("1.0.0-rc.1", "1.0.0"), -1)

    def test_build_metadata_is_ignored(self):
        self.assertEqual(compare("1.0.0+a", "1.0.0+b"), 0)


class SortTest(unittest.TestCase):
    def test_sort(self):
        self.assertEqual(
            sort_versions(["1.0.0", "1.0.0-beta", "0.9.0", "1.0.0-alpha"]),
            ["0.9.0", "1.0.0-alpha", "1.0.0-beta", "1.0.0"],
        )


if __name__ == "__main__":
    unittest.main()
