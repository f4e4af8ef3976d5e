"""Money amounts as Decimal values with exactly two decimal places."""

from decimal import Decimal, InvalidOperation

CENT = Decimal("0.01")


def parse_amount(text):
    """Parse an amount written by a person into a Decimal with two decimal places.

    Accepts surrounding spaces, a leading minus sign, an optional "$" after the sign, and
    commas as thousands separators: "1,234.5" -> Decimal("1234.50"), "-$12" ->
    Decimal("-12.00"). Accounting-style parentheses mean a negative amount: "(12.00)" ->
    Decimal("-12.00"). More than two decimals are rounded half away from zero:
    "0.125" -> Decimal("0.13") and "-0.125" -> Decimal("-0.13").
    Raises ValueError if the text is not an amount.
    """
    cleaned = text.strip().strip("()").replace("$", "").replace(",", "")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        raise ValueError(f"not an amount: {text!r}") from None
    return value.quantize(CENT)


def format_amount(value):
    """Format a Decimal with thousands separators and exactly two decimal places.

    The value is first rounded to cents, half away from zero:
    format_amount(Decimal("1234.565")) == "1,234.57" and
    format_amount(Decimal("-0.125")) == "-0.13".
    """
    return f"{round(float(value), 2):,.2f}"
