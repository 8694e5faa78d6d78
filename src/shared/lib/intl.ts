// Making an Intl formatter looks its locale data up each time and costs about a millisecond on a
// phone; formatting with one costs microseconds. A list of twenty records made twenty, in one
// render that held the page up after its first paint. So one formatter per locale and options,
// kept for the session (a handful: ten languages, a few styles).
const formats = new Map<string, unknown>()

function kept<T>(key: string, make: () => T): T {
  if (!formats.has(key)) formats.set(key, make())
  return formats.get(key) as T
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))
}

export function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return kept(`relative ${locale} ${JSON.stringify(options)}`, () => new Intl.RelativeTimeFormat(locale, options))
}

export function listFormat(locale: string, options: Intl.ListFormatOptions): Intl.ListFormat {
  return kept(`list ${locale} ${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options))
}

/**
 * The first Intl date formatter a page makes loads ICU's date data: about 25 ms on a desktop, four
 * times that on a slow phone, in whichever task asks first, such as the render of a list that has
 * just arrived or the chart's first drawing, then one long task. A screen whose data is dates calls
 * this as soon as its code is in: the data loads in a task of its own, before the answer comes.
 */
export function prepareDateFormats(): void {
  setTimeout(() => new Intl.DateTimeFormat())
}
