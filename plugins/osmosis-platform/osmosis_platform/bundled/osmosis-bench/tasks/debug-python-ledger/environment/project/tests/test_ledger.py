"""Tests for the ledger package. Run from /app with: python3 -m unittest discover -s tests"""

import os
import sys
import unittest
from datetime import date
from decimal import Decimal

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ledger import (
    format_amount,
    month_bounds,
    monthly_totals,
    months_between,
    parse_amount,
)


class MoneyTest(unittest.TestCase):
    def test_parse_thousands(self):
        self.assertEqual(parse_amount(" $1,234.5 "), Decimal("1234.50"))

    def test_parse_parentheses_are_negative(self):
        self.assertEqual(parse_amount("(12.00)"), Decimal("-12.00"))

    def test_parse_rejects_text(self):
        with self.assertRaises(ValueError):
            parse_amount("twelve")

    def test_format(self):
        self.assertEqual(format_amount(Decimal("1234.5")), "1,234.50")


class PeriodsTest(unittest.TestCase):
    def test_february_in_a_leap_year(self):
        self.assertEqual(month_bounds(2024, 2), (date(2024, 2, 1), date(2024, 2, 29)))

    def test_december(self):
        self.assertEqual(month_bounds(2024, 12), (date(2024, 12, 1), date(2024, 12, 31)))

    def test_months_between_crosses_a_year(self):
        self.assertEqual(
            months_between(date(2024, 11, 15), date(2025, 2, 1)),
            [(2024, 11), (2024, 12), (2025, 1), (2025, 2)],
        )


class ReportTest(unittest.TestCase):
    def test_monthly_totals(self):
        entries = [
            (date(2024, 1, 5), "food", "12.50"),
            (date(2024, 1, 20), "food", "7.50"),
            (date(2024, 3, 1), "rent", "800"),
        ]
        self.assertEqual(
            monthly_totals(entries),
            {
                (2024, 1): {"food": Decimal("20.00"), "rent": Decimal("0.00")},
                (2024, 2): {"food": Decimal("0.00"), "rent": Decimal("0.00")},
                (2024, 3): {"food": Decimal("0.00"), "rent": Decimal("800.00")},
            },
        )


if __name__ == "__main__":
    unittest.main()
