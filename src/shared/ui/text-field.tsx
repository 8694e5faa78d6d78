import { useId, type ReactNode } from 'react'
import type { FieldError } from '@/shared/lib/field-error'
import { FieldErrorText } from './field-error-text'
import './amount-field.css'

interface TextFieldProps {
  label: string
  value: string
  /** What the user typed or pasted, as is: kept on a failed request. */
  onChange: (value: string) => void
  error?: FieldError
  placeholder?: string
  /** Under the field (e.g. what the value is checked against). */
  hint?: ReactNode
  /** Addresses and hashes: left to right, no spelling help, no capitals added by the keyboard. */
  code?: boolean
  onBlur?: () => void
  /** `date`: the phone's own calendar, the value `YYYY-MM-DD`, bounded by `min` and `max`. */
  type?: 'text' | 'date'
  min?: string
  max?: string
  /** The phone's keyboard for the value (`numeric`, `decimal`); text by default. */
  inputMode?: 'numeric' | 'decimal'
}

// A date input keeps an intrinsic width of its own; it fills its field instead, however narrow.
const DATE_INPUT = { inlineSize: '100%', minInlineSize: 0 } as const

/** A one-line text (or date) field with its label, a hint and its error, tied together for screen readers. */
export function TextField({ label, value, onChange, error, placeholder, hint, code = false, onBlur, type = 'text', min, max, inputMode }: TextFieldProps) {
  const id = useId()
  const errorId = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="field__input"
        type={type}
        style={type === 'date' ? DATE_INPUT : undefined}
        autoComplete="off"
        value={value}
        min={min || undefined}
        max={max || undefined}
        placeholder={placeholder}
        inputMode={inputMode}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        {...(code ? { dir: 'ltr', spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' } : {})}
      />
      {hint && <p className="muted amount-field__hint">{hint}</p>}
      {error && <FieldErrorText id={errorId} error={error} />}
    </div>
  )
}
