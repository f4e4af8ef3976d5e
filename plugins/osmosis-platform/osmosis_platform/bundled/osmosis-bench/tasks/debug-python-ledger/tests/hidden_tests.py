"""Hidden tests for the ledger package: the documented behaviour, with more cases than the
visible tests. Usage: python3 hidden_tests.py APP_DIR (the package is imported from APP_DIR)."""

import sys
import unittest
from datetime import date
from decimal import Decimal

sys.dont_write_bytecode = True
APP = sys.argv[1] if len(sys.argv) > 1 else "/app"


def load():
    sys.path.insert(0, APP)
    import ledger

    return ledger


ledger = load()


class ParseAmount(unittest.TestCase):
    def check(self, text, expected):
        got = ledger.parse_amount(text)
        self.assertIsInstance(got, Decimal)
        self.assertEqual(str(got), expected, f"parse_amount({text!r})")

    def test_plain_and_separators(self):
        self.check("12", "12.00")
        self.check(" $1,234.5 ", "1234.50")
        self.check("1,000,000", "1000000.00")
        self.check("0.1", "0.10")

    def test_negative_forms(self):
        self.check("-12", "-12.00")
        self.check("-$12.30", "-12.30")
        self.check("(12.00)", "-12.00")
        self.check("($1,500.25)", "-1500.25")
        self.check(" (7) ", "-7.00")

    def test_rounding_half_away_from_zero(self):
        self.check("0.125", "0.13")
        self.check("-0.125", "-0.13")
        self.check("(0.125)", "-0.13")
        self.check("2.675", "2.68")
        self.check("2.665", "2.67")
        self.check("1.004", "1.00")

    def test_invalid(self):
        for text in ("", "abc", "twelve", "12.3.4", "()", "$"):
            with self.subTest(text=text), self.assertRaises(ValueError):
                ledger.parse_amount(text)


class FormatAmount(unittest.TestCase):
    def test_values(self):
        cases = [
            ("1234.5", "1,234.50"),
            ("1234.565", "1,234.57"),
            ("-1234.565", "-1,234.57"),
            ("0.125", "0.13"),
            ("-0.125", "-0.13"),
            ("2.675", "2.68"),
            ("1000000", "1,000,000.00"),
            ("0", "0.00"),
            ("999.995", "1,000.00"),
            ("12345678901234567.895", "12,345,678,901,234,567.90"),
        ]
        for value, expected in cases:
            with self.subTest(value=value):
                self.assertEqual(ledger.format_amount(Decimal(value)), expected)


class MonthBounds(unittest.TestCase):
    def test_months(self):
        self.assertEqual(ledger.month_bounds(2024, 2), (date(2024, 2, 1), date(2024, 2, 29)))
        self.assertEqual(ledger.month_bounds(2023, 2), (date(2023, 2, 1), date(2023, 2, 28)))
        self.assertEqual(ledger.month_bounds(2024, 12), (date(2024, 12, 1), date(2024, 12, 31)))
        self.assertEqual(ledger.month_bounds(1999, 12), (date(1999, 12, 1), date(1999, 12, 31)))
        self.assertEqual(ledger.month_bounds(2025, 4), (date(2025, 4, 1), date(2025, 4, 30)))
        self.assertEqual(ledger.month_bounds(2025, 1), (date(2025, 1, 1), date(2025, 1, 31)))


class MonthsBetween(unittest.TestCase):
    def test_ranges(self):
        self.assertEqual(ledger.months_between(date(2024, 5, 31), date(2024, 5, 1)), [(2024, 5)])
        self.assertEqual(
            ledger.months_between(date(2024, 11, 30), date(2025, 1, 1)),
            [(2024, 11), (2024, 12), (2025, 1)],
        )
        self.assertEqual(ledger.months_between(date(2024, 3, 1), date(2024, 2, 29)), [])
        self.assertEqual(len(ledger.months_between(date(2020, 1, 1), date(2024, 12, 31))), 60)


class MonthlyTotals(unittest.TestCase):
    ENTRIES = (
        (date(2024, 12, 5), "food", "12.50"),
        (date(2024, 12, 20), "food", "(2.50)"),
        (date(2025, 2, 1), "rent", "$800"),
        (date(2024, 12, 31), "fun", "0.125"),
    )

    def test_totals_with_empty_months(self):
        zero = Decimal("0.00")
        self.assertEqual(
            ledger.monthly_totals(self.ENTRIES),
            {
                (2024, 12): {"food": Decimal("10.00"), "rent": zero, "fun": Decimal("0.13")},
                (2025, 1): {"food": zero, "rent": zero, "fun": zero},
                (2025, 2): {"food": zero, "rent": Decimal("800.00"), "fun": zero},
            },
        )

    def test_no_entries(self):
        self.assertEqual(ledger.monthly_totals([]), {})
        self.assertEqual(ledger.monthly_totals(iter([]), ["food"]), {})

    def test_calls_do_not_leak_categories(self):
        ledger.monthly_totals([(date(2024, 1, 1), "travel", "5")])
        ledger.monthly_totals([(date(2024, 1, 1), "books", "5")], ["gifts"])
        result = ledger.monthly_totals([(date(2024, 6, 1), "food", "1")])
        self.assertEqual(result, {(2024, 6): {"food": Decimal("1.00")}})

    def test_extra_categories_and_argument_untouched(self):
        wanted = ["savings", "food"]
        result = ledger.monthly_totals(iter([(date(2024, 6, 3), "food", "1,000")]), wanted)
        self.assertEqual(wanted, ["savings", "food"])
        self.assertEqual(
            result, {(2024, 6): {"savings": Decimal("0.00"), "food": Decimal("1000.00")}}
        )


if __name__ == "__main__":
    unittest.main(argv=[sys.argv[0], "-v"], exit=True)
