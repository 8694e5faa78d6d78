import { isNegative } from '@/shared/lib/thousands'

/** A percent change ("-0.40") as a badge: "+1.25%" in green, "-0.40%" in red; `label` names it for screen readers. */
export function ChangeBadge({ change, className, label }: { change: string; className?: string; label?: (text: string) => string }) {
  const up = !isNegative(change)
  const text = `${up ? '+' : ''}${change}%`
  return (
    <span className={`badge ${up ? 'badge--up' : 'badge--down'}${className ? ` ${className}` : ''}`} aria-label={label?.(text)}>
      <bdi dir="ltr">{text}</bdi>
    </span>
  )
}
