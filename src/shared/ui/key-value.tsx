import type { ReactNode } from 'react'

interface KeyValueProps {
  label: ReactNode
  children: ReactNode
  /** Numbers with units read left to right in every language. */
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
      <dd className={valueClassName}>{ltr ? <bdi dir="ltr">{children}</bdi> : children}</dd>
    </div>
  )
}
