import { useId } from 'react'

interface SelectFieldProps {
  label: string
  value: string
  options: readonly { value: string; label: string }[]
  onChange: (value: string) => void
  className?: string
}

/** A labelled native select: the phone's own picker, which every wallet browser handles well. */
export function SelectField({ label, value, options, onChange, className }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className="field__input" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
