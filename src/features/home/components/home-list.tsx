import type { HTMLAttributes, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { ErrorState } from '@/shared/ui/states'

const SKELETON_ROWS = 3

export interface HomeListProps {
  /** The heading's id (the section is named by it). */
  id: string
  title: ReactNode
  /** Where "All" leads. */
  allTo: string
  /** Rows not known yet: three skeleton rows keep their space. */
  pending: boolean
  /** The rows could not load: the message and a retry take their place. */
  error?: { message: string; retry: () => void }
  /** The rows, as <li> elements. */
  children?: ReactNode
  /** A control beside "All" (the ticker's pause). */
  action?: ReactNode
  /** More on the rows' list (the ticker moves it). */
  rowsProps?: HTMLAttributes<HTMLUListElement> & { 'data-moving'?: boolean }
}

/** A short list on the home page: a heading with "All", then rows, their skeleton or their error. */
export function HomeList({ id, title, allTo, pending, error, children, action, rowsProps }: HomeListProps) {
  const { t } = useTranslation()
  return (
    <section className="card home-list" aria-labelledby={id}>
      <header className="home-list__head">
        <h2 id={id} className="home-list__title">
          {title}
        </h2>
        {action}
        <Link to={allTo} className="home-list__all">
          {t('common.all')}
        </Link>
      </header>
      {error ? (
        <ErrorState inline message={error.message} onRetry={error.retry} />
      ) : (
        <ul {...rowsProps} className={rowsProps?.className ? `home-list__rows ${rowsProps.className}` : 'home-list__rows'} aria-busy={pending}>
          {pending
            ? Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <li key={i} className="home-list__item">
                  <span className="skeleton__line home-list__text" />
                </li>
              ))
            : children}
        </ul>
      )}
    </section>
  )
}
