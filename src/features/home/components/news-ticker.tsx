import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { latestAnnouncementsQuery, type AnnouncementSummary } from '@/shared/api/announcements'
import { errorMessage } from '@/shared/api/present-error'
import { newsDetailPath, PATHS } from '@/shared/paths'
import { useReadAnnouncements } from '@/shared/stores/read-announcements'
import { NewsIcon } from '@/shared/ui/icons'
import { HomeList } from './home-list'
import './news-ticker.css'

const IN_VIEW = 3
/** How long each step stands still. */
const STEP_MS = 4000

/** Whether the user asked for less motion (or the browser cannot say: then nothing moves either). */
function prefersStillness(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * The latest announcements' titles, each leading to its page, a dot on the ones not opened yet.
 * Three are in view; with more, the list moves up one title every few seconds, and stands still
 * while a finger, the pointer or the keyboard focus is on it, while the tab is hidden, once the
 * user paused it (its own button: moving content can be stopped, WCAG 2.2.2), and always for a
 * user who asked for less motion.
 */
export default function NewsTicker() {
  const { t } = useTranslation()
  const latest = useQuery(latestAnnouncementsQuery())
  const read = useReadAnnouncements((s) => s.ids)
  const list = latest.data ?? []
  const [start, setStart] = useState(0)
  const [slidingFor, setSlidingFor] = useState<string | null>(null)
  // The pointer over it and the focus in it hold it apart: one leaving does not release the other.
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [paused, setPaused] = useState(false)
  const [still] = useState(prefersStillness)
  const canMove = list.length > IN_VIEW && !still
  const moves = canMove && !hovered && !focused && !paused
  const ids = list.map((a) => a.id).join()

  // A step belongs to the list it started on: a new list (a refetch) ends it where it is, as a step
  // cut short does, so it never hangs half-way.
  const sliding = slidingFor === ids

  useEffect(() => {
    if (!moves) return
    const timer = setInterval(() => {
      if (!document.hidden) setSlidingFor(ids)
    }, STEP_MS)
    return () => clearInterval(timer)
  }, [moves, ids])

  if (latest.data?.length === 0) return null
  // In view, and the one coming in from below while a step slides (out of reach until it is in view).
  const shown = canMove ? Array.from({ length: IN_VIEW + 1 }, (_, i) => list[(start + i) % list.length]!) : list.slice(0, IN_VIEW)
  const row = (a: AnnouncementSummary, i: number) => (
    <li key={a.id} inert={i >= IN_VIEW}>
      <Link to={newsDetailPath(a.id)} className="home-list__item">
        {!read.includes(a.id) && (
          <span className="home-list__dot">
            <span className="visually-hidden">{t('news.unread')}</span>
          </span>
        )}
        <span className="home-list__text" dir="auto">
          {a.title}
        </span>
      </Link>
    </li>
  )
  return (
    <HomeList
      id="news-ticker-title"
      title={
        <>
          <NewsIcon className="home-list__icon" /> {t('page.news')}
        </>
      }
      allTo={PATHS.news}
      action={
        canMove && (
          <button
            type="button"
            className="btn btn--ghost btn--small news-ticker__pause"
            aria-label={paused ? t('home.ticker.play') : t('home.ticker.pause')}
            onClick={() => setPaused((p) => !p)}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="currentColor">
              {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M3.5 2.5h3v11h-3zM9.5 2.5h3v11h-3z" />}
            </svg>
          </button>
        )
      }
      pending={latest.isPending}
      error={latest.isError && !latest.data ? { message: errorMessage(latest.error), retry: () => void latest.refetch() } : undefined}
      rowsProps={{
        className: shown.length <= IN_VIEW ? undefined : sliding ? 'news-ticker news-ticker--sliding' : 'news-ticker',
        // Whether it is moving now (not held, paused or still): what a test can wait on.
        'data-moving': moves,
        onPointerEnter: () => setHovered(true),
        onPointerLeave: () => setHovered(false),
        onFocus: () => setFocused(true),
        // Focus moving from one title to another stays in the list.
        onBlur: (e) => setFocused(e.currentTarget.contains(e.relatedTarget)),
        // The step ends once (the first row's move): the list starts one title later, standing still.
        onTransitionEnd: (e) => {
          if (e.target !== e.currentTarget.firstElementChild) return
          setSlidingFor(null)
          setStart((s) => (s + 1) % list.length)
        },
        onTransitionCancel: () => setSlidingFor(null),
      }}
    >
      {shown.map(row)}
    </HomeList>
  )
}
