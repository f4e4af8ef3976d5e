"""A few examples of the slug rules. Run with: python3 -m unittest test_slug"""

import unittest

from slug import slugify


class SlugExamples(unittest.TestCase):
    def test_basic(self):
        self.assertEqual(slugify("Hello, World!"), "hello-world")

    def test_accents_are_folded(self):
        self.assertEqual(slugify("Crème Brûlée"), "creme-brulee")

    def test_ampersand_and_apostrophe(self):
        self.assertEqual(slugify("Tom's Fish & Chips"), "toms-fish-and-chips")

    def test_whole_words_when_shortened(self):
        self.assertEqual(slugify("The quick brown fox jumps", 18), "the-quick-brown")

    def test_empty(self):
        self.assertEqual(slugify("!!!"), "untitled")


if __name__ == "__main__":
    unittest.main()
