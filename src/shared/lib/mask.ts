const KEEP = 4

/** Shortens addresses and hashes to 'head***tail' so they fit a row; short text is left as is. */
export function maskMiddle(text: unknown): string {
  if (typeof text !== 'string') return ''
  // Code points, so an emoji or other astral character is never cut in half.
  const chars = Array.from(text)
  if (chars.length <= 10) return text
  return chars.slice(0, KEEP).join('') + '***' + chars.slice(-KEEP).join('')
}
