import { useId, type ReactNode } from 'react'
import { asciiDigits } from '@/shared/lib/typed-digits'
import type { FieldError } from '@/shared/lib/field-error'
import { FieldErrorText } from './field-error-text'
import './amount-field.css'

interface AmountFieldProps {
  label: string
  value: string
  /** What the user typed, its digits in ASCII (typed-digits.ts): kept on a failed request. */
  onChange: (value: string) => void
  /** The validation message, shown under the field and tied to it. */
  error?: FieldError
  placeholder?: string
  /** decimal for amounts, numeric for whole quantities. */
  inputMode?: 'decimal' | 'numeric'
  /** A shortcut beside the field (e.g. "Max"). */
  action?: { label: string; onClick: () => void; disabled?: boolean }
  /** A line under the field (e.g. the available balance). */
  hint?: ReactNode
  disabled?: boolean
}

/** A typed amount or quantity with its label, an optional shortcut, a hint and its error. */
export function AmountField({ label, value, onChange, error, placeholder, inputMode = 'decimal', action, hint, disabled }: AmountFieldProps) {
  const id = useId()
  const errorId = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="amount-field">
        <input
          id={id}
          className="field__input"
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          dir="ltr"
          value={value}
          placeholder={placeholder}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
          onChange={(e) => onChange(asciiDigits(e.target.value))}
        />
        {action && (
          <button type="button" className="btn btn--ghost btn--small" disabled={disabled || action.disabled} onClick={action.onClick}>
            {action.label}
          </button>
        )}
      </div>
      {hint && <p className="muted amount-field__hint">{hint}</p>}
      {error && <FieldErrorText id={errorId} error={error} />}
    </div>
  )
}
