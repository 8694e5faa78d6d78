// People type numbers with their own keyboard: an Arabic keyboard gives Arabic-Indic digits
// (٠-٩) and the Arabic decimal separator (٫), a Persian or Urdu one the extended forms (۰-۹),
// a Japanese or Chinese IME full-width ones (０-９, ．). Amount and quantity fields turn them into
// the ASCII digits they are as they are typed, so what the field shows is what is checked and sent.
// Grouping marks are left alone: "1,5" or "1٬500" stay what they are and fail validation with a
// message, never guessed.

const ZEROS = [0x0660, 0x06f0, 0xff10]
const DECIMAL_SEPARATORS = new Set(['\u066b', '\uff0e'])

/** `text` with every Arabic-Indic, extended Arabic-Indic and full-width digit and decimal separator as ASCII. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\u066b\uff0e]/g, (c) => {
    if (DECIMAL_SEPARATORS.has(c)) return '.'
    const code = c.charCodeAt(0)
    const zero = ZEROS.find((z) => code >= z && code <= z + 9) ?? code
    return String(code - zero)
  })
}
