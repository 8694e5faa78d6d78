import type { ReactNode } from 'react'

interface KeyValueProps {
  label: ReactNode
  children: ReactNode
  /**
   * Left to right whatever the value starts with. Without it the value is still isolated from its
   * label and takes the direction of its first letter (a bidi isolate, HTML's dir="auto"): "25 USDT"
   * reads left to right in Arabic too, an Arabic status right to left, and a value with no letter
   * ("-61.87%") left to right.
   */
  ltr?: boolean
  /** On the row (e.g. a total's emphasis). */
  className?: string
  /** On the value (e.g. a gain's colour). */
  valueClassName?: string
}

/** One label / value row of a `<dl>`: the rows of cards, detail groups and confirm sheets. */
export function KeyValue({ label, children, ltr = false, className, valueClassName }: KeyValueProps) {
  return (
    <div className={className ? `kv ${className}` : 'kv'}>
      <dt>{label}</dt>
      <dd className={valueClassName}>
        <bdi dir={ltr ? 'ltr' : undefined}>{children}</bdi>
      </dd>
    </div>
  )
}
