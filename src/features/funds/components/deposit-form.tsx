import type { ReactNode } from 'react'

interface DepositFormProps {
  /** The heading's id, which the form is labelled by. */
  titleId: string
  title: string
  hint: string
  /** On the submit button or Enter; the page does not reload. */
  onSubmit: () => void
  /** The fields, the submit button and what follows them. */
  children: ReactNode
}

/** A form of the deposit page (paying from the wallet, reporting a hash): its card, heading and hint. */
export function DepositForm({ titleId, title, hint, onSubmit, children }: DepositFormProps) {
  return (
    <form
      className="card funds-form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      <h2 id={titleId} className="card__title">
        {title}
      </h2>
      <p className="muted">{hint}</p>
      {children}
    </form>
  )
}
