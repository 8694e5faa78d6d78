import type { ReactNode } from 'react'

interface KeyValueProps {
  label: ReactNode
  children: ReactNode
  /** On the row (e.g. a total's emphasis). */
  className?: string
  /** On the value (e.g. a gain's colour). */
  valueClassName?: string
}

/** Letters of a right-to-left script (Arabic, Hebrew). */
const RTL_LETTER = /[\u0590-\u08ff]/

/**
 * One label / value row of a `<dl>`: the rows of cards, detail groups and confirm sheets. The value
 * is isolated from its label (issue 25, Arabic): text with right-to-left letters (a string, or
 * strings side by side; an element is not read) reads right to left even when it starts with a value (the backend's "⁨5–40 °C⁩، …", an Arabic date), anything
 * else takes the direction of its first letter (HTML's dir="auto"), so "25 USDT", an address or
 * "-61.87%" read left to right in Arabic too.
 */
export function KeyValue({ label, children, className, valueClassName }: KeyValueProps) {
  return (
    <div className={className ? `kv ${className}` : 'kv'}>
      <dt>{label}</dt>
      <dd className={valueClassName}>
        <bdi dir={RTL_LETTER.test(String(children)) ? 'rtl' : undefined}>{children}</bdi>
      </dd>
    </div>
  )
}
