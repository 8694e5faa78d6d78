import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@/mocks/node'
import { RPC } from '@/shared/api/rpc-codes'
import { PATHS } from '@/shared/paths'
import { READ_ANNOUNCEMENTS_KEY } from '@/shared/stores/read-announcements'
import { renderApp } from '@test/render-app'
import { answer, failOnce } from '@test/rpc'

// One announcement: its title, time and the server's HTML, sanitised; opening it marks it read.

const announcement = (html: string) => answer(RPC.announcements, { id: 'N1', title: 'Hostile', excerpt: '', publishedAt: '2026-10-01T00:00:00.000Z', html })

describe('announcement', () => {
  it("shows the title, the time and the body's markup, and counts as read once shown", async () => {
    await renderApp(`${PATHS.newsDetail}?id=N1009`)
    expect(await screen.findByRole('heading', { name: 'Staking: 90-day USDT product at 12% a year' })).toBeInTheDocument()
    expect(screen.getByText(/^Oct 27, 2026/)).toBeInTheDocument()
    expect(await screen.findByRole('table')).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: '12%' })).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(READ_ANNOUNCEMENTS_KEY)!).state.ids).toEqual(['N1009'])
  })

  it('opens links off the app in a new tab that cannot reach back, and keeps the app\'s own links in it', async () => {
    await renderApp(`${PATHS.newsDetail}?id=N1012`)
    const inApp = await screen.findByRole('link', { name: 'mining mall' })
    expect(inApp).not.toHaveAttribute('target')
    expect(inApp).toHaveAttribute('rel', 'noopener noreferrer')
    const img = screen.getByRole('img', { name: 'S21 Pro' })
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/)
    expect(img).toHaveAttribute('loading', 'lazy')
  })

  it('renders hostile markup inert: no script, no handler, no javascript: link, no form, no style', async () => {
    server.use(
      announcement(
        '<p onclick="alert(1)">Hi<script>alert(2)</script></p><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">bad</a>' +
          '<a href="https://attacker.example/">off</a><form action="https://attacker.example"><input name="seed"></form><div style="background:url(https://attacker.example/x)">styled</div>' +
          '<svg><script>alert(5)</script></svg><iframe src="https://attacker.example"></iframe><img alt="pixel" src="https://attacker.example/p.png" srcset="https://attacker.example/p2.png 2x">',
      ),
    )
    await renderApp(`${PATHS.newsDetail}?id=N1`)
    const body = (await screen.findByText('Hi')).closest('.safe-html')!
    expect(body.querySelector('script, iframe, form, input, [onclick], [onerror], [style]')).toBeNull()
    expect(body.innerHTML).not.toMatch(/javascript:|alert/)
    expect(screen.getByText('bad')).not.toHaveAttribute('href')
    // Another host's image is not fetched.
    expect(body.querySelector('img[alt="pixel"]')!.getAttributeNames().sort()).toEqual(['alt', 'loading'])
    expect(screen.getByRole('link', { name: 'off' })).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: 'off' })).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('says an unknown or missing id was not found, with the way to the list, and no retry', async () => {
    await renderApp(`${PATHS.newsDetail}?id=N9999`)
    expect(await screen.findByText('This announcement was not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Announcements' })).toHaveAttribute('href', PATHS.news)
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })

  it('shows a skeleton, then an error with retry that loads it', async () => {
    server.use(failOnce(RPC.announcements, { respMsg: 'News resting' }, { delay: 100 }))
    const user = userEvent.setup()
    await renderApp(`${PATHS.newsDetail}?id=N1001`)
    expect((await screen.findAllByText('Loading…')).length).toBeGreaterThan(0)
    await user.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Welcome to ETO cloud mining' })).toBeInTheDocument()
  })
})
