// Grouping digits needs no decimal arithmetic: screens that only show prices the server sent
// (market quotes, the chart) format them with this and keep decimal.js (13 KB) off their first paint.

const PLAIN = /^([+-]?)(\d+)(\.\d+)?$/

/** A plain decimal string with its integer part grouped by ','  ("95433.93" → "95,433.93"); anything else comes back as it is. */
export function groupThousands(text: string): string {
  const match = PLAIN.exec(text.trim())
  if (!match) return text
  const [, sign, int, fraction = ''] = match
  return sign + int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + fraction
}

/** True for a plain decimal string below zero ("-0.40"); the sign of a change the server sent. */
export function isNegative(text: string): boolean {
  return /^-\d*\.?\d*[1-9]/.test(text.trim())
}
