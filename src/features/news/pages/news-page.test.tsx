import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { useReadAnnouncements } from '@/shared/stores/read-announcements'
import { renderApp } from '@test/render-app'
import { CONTENT } from '@/mocks/content'
import { answer, answerAnything, failOnce } from '@test/rpc'

// The announcements list: public, newest first, a page at a time, "New" until opened.

describe('announcements', () => {
  it('lists the newest first with date and excerpt, each leading to its page, and loads more', async () => {
    const user = userEvent.setup()
    await renderApp(PATHS.news)
    const rows = await screen.findAllByRole('article')
    expect(rows).toHaveLength(10)
    const first = screen.getByRole('article', { name: 'S21 Pro machines are back in the mall' })
    expect(within(first).getByText('Oct 31, 2026')).toBeInTheDocument()
    expect(within(first).getByText(/^The S21 Pro is back in stock for rent and purchase\./)).toBeInTheDocument()
    expect(within(first).getByRole('link')).toHaveAttribute('href', `${PATHS.newsDetail}?id=N1012`)
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('article', { name: 'Welcome to ETO cloud mining' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(12)
  })

  it('marks the announcements not opened yet as new', async () => {
    useReadAnnouncements.getState().markRead('N1011')
    await renderApp(PATHS.news)
    const opened = await screen.findByRole('article', { name: 'New IDO: Hashnova (HNV) subscription opens' })
    expect(within(opened).queryByText('New')).not.toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'Scheduled maintenance on November 3' })).getByText('New')).toBeInTheDocument()
  })

  it('shows a skeleton, then an error with retry, then the empty state', async () => {
    // The first call fails; the retry finds none.
    server.use(failOnce(RPC.announcements, { respMsg: 'News resting' }, { delay: 100 }), answer(RPC.announcements, { list: [], page: 1, size: 10, total: 0, hasMore: false }))
    const user = userEvent.setup()
    await renderApp(PATHS.news)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('News resting')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument()
  })

  it('says a failed refresh once, with one Retry', async () => {
    const user = userEvent.setup()
    await renderApp(PATHS.news)
    await screen.findAllByRole('article')
    server.use(failOnce(RPC.announcements, { respMsg: 'News resting' }))
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByText('News resting')).toBeInTheDocument()
    expect(screen.getAllByText('News resting')).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1)
    // What was shown stays.
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0)
  })

  it('lists announcements without an excerpt (optional, docs/api.md 10069) by title and date', async () => {
    const row = { id: 'N1', title: 'Only a title', publishedAt: '2026-10-31T08:00:00Z' }
    server.use(answerAnything(RPC.announcements, { list: [row, { ...row, id: 'N2', title: 'An unreadable excerpt', excerpt: 7 }], page: 1, size: 10, total: 2, hasMore: false }))
    await renderApp(PATHS.news)
    const first = await screen.findByRole('article', { name: 'Only a title' })
    expect(within(first).getByText('Oct 31, 2026')).toBeInTheDocument()
    expect(first.querySelector('.news-row__excerpt')).toBeNull()
    expect(within(screen.getByRole('article', { name: 'An unreadable excerpt' })).queryByText('7')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('reads right to left in Arabic, the titles in Arabic too', async () => {
    await renderApp(PATHS.news, 'ar')
    expect(await screen.findByRole('article', { name: CONTENT.ar.announcements.N1010.title })).toBeInTheDocument()
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getAllByText('جديد').length).toBeGreaterThan(0)
  })
})
