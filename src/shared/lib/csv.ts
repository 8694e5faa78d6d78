// Records as a CSV file the user takes away (docs/architecture.md, "CSV export"): RFC 4180 with
// CRLF line ends, a UTF-8 byte order mark so Excel reads Arabic and Chinese headers, and cells
// that a spreadsheet would run as a formula defused.

/** One column of an export: its machine-readable key, its header in the user's language, and its value in a row. */
export interface CsvColumn<T> {
  key: string
  label: string
  value: (row: T) => string
}

/** A plain decimal number ("-9792.5", "0"): a spreadsheet must keep reading it as a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/
/** What makes Excel, LibreOffice or Google Sheets read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/
/** What makes a cell need quotes (RFC 4180 section 2). */
const NEEDS_QUOTES = /[",\r\n]/

/** One cell: a leading apostrophe on a would-be formula (not on a plain number), quoted where RFC 4180 asks. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/**
 * The header cell of a column: the label in the user's language, then the key, "Amount (amount)",
 * so one header row serves a person and a program (which reads the key in the last parentheses).
 */
export function csvHeader(column: Pick<CsvColumn<unknown>, 'key' | 'label'>): string {
  return `${column.label} (${column.key})`
}

/**
 * A cell of a machine value (a ledger type, a status) written as a header is: its words in the
 * user's language, then the value in parentheses, "Machine earnings (machineEarnings)", so a person
 * reads it and a program finds the value in the last parentheses. An empty value ("not set") stays empty.
 */
export function csvLabelled(label: string, value: string): string {
  return value === '' ? '' : `${label} (${value})`
}

const BOM = '\uFEFF'
const CRLF = '\r\n'

/** The whole file: byte order mark, one header row, one line per row, each line ended by CRLF. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(csvHeader(c))), ...rows.map((row) => columns.map((c) => csvCell(c.value(row))))]
  return BOM + lines.map((cells) => cells.join(',') + CRLF).join('')
}
