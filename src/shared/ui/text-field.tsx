import { useId, type ReactNode } from 'react'

interface TextFieldProps {
  label: string
  value: string
  /** What the user typed or pasted, as is: kept on a failed request. */
  onChange: (value: string) => void
  error?: string
  placeholder?: string
  /** Under the field (e.g. what the value is checked against). */
  hint?: ReactNode
  /** Addresses and hashes: left to right, no spelling help, no capitals added by the keyboard. */
  code?: boolean
  onBlur?: () => void
}

/** A one-line text field with its label, a hint and its error, tied together for screen readers. */
export function TextField({ label, value, onChange, error, placeholder, hint, code = false, onBlur }: TextFieldProps) {
  const id = useId()
  const errorId = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="field__input"
        type="text"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        {...(code ? { dir: 'ltr', spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' } : {})}
      />
      {hint && <p className="muted amount-field__hint">{hint}</p>}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
