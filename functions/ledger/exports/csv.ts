/**
 * CSV as RFC 4180 writes it (docs/architecture.md section 5, "Exports"): fields separated by commas, rows
 * ended by CRLF, a field quoted when it holds a comma, a double quote, CR or LF, its quotes doubled. UTF-8
 * with a header row; money as the exact decimal of its integer cents beside a currency column; times as
 * ISO 8601 UTC.
 *
 * Text a person typed (product and brand names, order names, explanations, usernames) is a formula to a
 * spreadsheet when it starts with =, +, -, @, a tab or a CR (OWASP "CSV injection"): such a cell gets a
 * leading apostrophe, which spreadsheets show as text. Numbers and our own fields are written as they are
 * (a negative amount must stay a number), so only the cells marked `text` are guarded.
 */
import { centsToDecimal } from '../../../contracts/money-text';

/** A cell: our own value (a number, an id, a time) or `text(...)`, a person's words that are guarded. */
export type Cell = string | number | null | undefined | { text: string | null | undefined };

export const text = (value: string | null | undefined): Cell => ({ text: value });

export const money = (cents: number): string => centsToDecimal(cents);

const FORMULA_START = /^[=+\-@\t\r]/;

/** A person's text, safe to open in a spreadsheet. */
export const guardFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

const NEEDS_QUOTES = /[",\r\n]/;

/** One field, quoted when RFC 4180 requires it. */
export const csvField = (cell: Cell): string => {
  const value =
    cell === null || cell === undefined
      ? ''
      : typeof cell === 'object'
        ? guardFormula(cell.text ?? '')
        : String(cell);
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

/** One row with its CRLF. */
export const csvRow = (cells: readonly Cell[]): string => `${cells.map(csvField).join(',')}\r\n`;
