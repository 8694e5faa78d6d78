import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { add, compare, isInteger, subtract } from '@/shared/lib/decimal'
import { asciiDigits } from '@/shared/lib/typed-digits'

interface QuantityInputProps {
  label: string
  value: string
  max: number
  onChange: (value: string) => void
  invalid?: boolean
  describedBy?: string
  disabled?: boolean
}

/** A whole-number field with − / + steppers (44 px targets). What is typed is kept as typed, its digits in ASCII. */
export function QuantityInput({ label, value, max, onChange, invalid, describedBy, disabled }: QuantityInputProps) {
  const { t } = useTranslation()
  const id = useId()
  const current = isInteger(value) ? value.trim() : '0'
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="mining-qty">
        <button
          type="button"
          className="btn btn--ghost mining-qty__step"
          aria-label={t('mining.buy.decrease')}
          disabled={disabled || compare(current, 1) <= 0}
          onClick={() => onChange(subtract(current, 1))}
        >
          −
        </button>
        <input
          id={id}
          className="field__input mining-qty__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          value={value}
          placeholder={t('mining.buy.placeholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={(e) => onChange(asciiDigits(e.target.value))}
        />
        <button
          type="button"
          className="btn btn--ghost mining-qty__step"
          aria-label={t('mining.buy.increase')}
          disabled={disabled || compare(current, max) >= 0}
          onClick={() => onChange(add(current, 1))}
        >
          +
        </button>
      </div>
    </div>
  )
}
