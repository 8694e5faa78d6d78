interface ProgressBarProps {
  label: string
  value: number
  max: number
  /** What the bar says in words ("3 of 10 days"), shown beside the label and read out. */
  valueText: string
}

/** A labelled progress bar: days mined of a cycle, tokens released of those won. Plain counts. */
export function ProgressBar({ label, value, max, valueText }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max)
  const percent = max > 0 ? Math.floor((clamped * 100) / max) : 0
  return (
    <div className="progress">
      <div className="kv">
        <span>{label}</span>
        <span>{valueText}</span>
      </div>
      <div className="progress__track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={clamped} aria-valuetext={valueText}>
        <div className="progress__bar" style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  )
}
