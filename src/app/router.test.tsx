import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loginAs, renderApp } from '@test/render-app'
import en from '../../locales/en.json'
import enAccount from '../../locales/account/en.json'
import arAccount from '../../locales/account/ar.json'
import { CONTENT } from '@/mocks/content'
import { SEED_ANNOUNCEMENTS } from '@/mocks/seed-announcements'
import { RPC } from '@/shared/api/rpc-codes'
import { http } from 'msw'
import { server } from '@/mocks/node'
import { rpcUrl } from '@test/rpc'
import { ROUTES } from '@/shared/route-manifest'

// Every title is a first-load string (menus and links show titles of other screens too).
const titles: Record<string, string> = en

/** Every key of every string file (plural forms as their base): one on screen is a string whose area did not load. */
const STRING_FILES = import.meta.glob<Record<string, string>>(['../../locales/*.json', '../../locales/*/en.json'], { eager: true, import: 'default' })
const ALL_KEYS = [...new Set(Object.values(STRING_FILES).flatMap((file) => Object.keys(file).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, ''))))]
const rawKeysOnScreen = () => ALL_KEYS.filter((key) => document.body.textContent?.includes(key))

describe('routing', () => {
  it('sends / to /home, keeping the invite code', async () => {
    const { router } = await renderApp('/?code=ABC123')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(router.state.location.search).toBe('?code=ABC123')
  })

  it('sends an unknown path to /home, keeping the invite code', async () => {
    const { router } = await renderApp('/no/such/page?code=XYZ&x=1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(router.state.location.search).toBe('?code=XYZ')
  })

  it('sends a visitor from a login route to /home with a toast, keeping the code', async () => {
    const { router } = await renderApp('/assets?code=Q1')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(router.state.location.search).toBe('?code=Q1')
    expect(await screen.findByText('Please connect your wallet first')).toBeInTheDocument()
  })

  it('opens a login route once connected', async () => {
    await loginAs()
    const { router } = await renderApp('/my')
    expect(await screen.findByRole('button', { name: 'Disconnect wallet' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/my')
  })

  it('resolves every route of the table to a page with its title', async () => {
    await loginAs()
    for (const route of ROUTES.filter((r) => r.path !== '/home')) {
      const { router, unmount } = await renderApp(route.path)
      await waitFor(() => expect(router.state.location.pathname).toBe(route.path))
      const title = titles[route.titleKey]
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument()
      await waitFor(() => expect(document.title).toBe(`${title} · ETO`))
      // The route's string areas came with its code: none of its words shows as a raw key.
      expect(rawKeysOnScreen(), route.path).toEqual([])
      unmount()
    }
    // Some forty routes, each its page's first load (compiled on demand in this worker): 2 s alone, over
    // 5 s once in CI beside the other worker. The limit is for the walk, not for any one wait.
  }, 30_000)
})

describe('tab bar', () => {
  it('shows five tabs, marks the active one and moves between them', async () => {
    const user = userEvent.setup()
    const { router } = await renderApp('/home')
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    const tabs = ['Home', 'Mining', 'IDO', 'Ecology', 'My'].map((name) => screen.getByRole('link', { name }))
    expect(nav).toContainElement(tabs[0])
    expect(tabs[0]).toHaveAttribute('aria-current', 'page')
    expect(tabs[1]).not.toHaveAttribute('aria-current')

    await user.click(screen.getByRole('link', { name: 'Mining' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/miningMachine/miningMachineMall'))
    await waitFor(() => expect(screen.getByRole('link', { name: 'Mining' })).toHaveAttribute('aria-current', 'page'))

    await user.click(screen.getByRole('link', { name: 'IDO' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/ido/aboutStart'))
    await user.click(screen.getByRole('link', { name: 'Ecology' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/ecology'))
  })

  it('is replaced by a top bar with back on detail pages', async () => {
    await renderApp('/marketPrices')
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
  })
})

describe('language', () => {
  it('switches language, mirrors Arabic right to left and rebuilds the view', async () => {
    const user = userEvent.setup()
    await renderApp('/home')
    await user.click(await screen.findByRole('button', { name: 'Language' }))
    await user.click(await screen.findByRole('button', { name: 'العربية' }))
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'))
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    expect(localStorage.getItem('lang')).toBe('ar')
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument()
  })

  it("switches a page's string area with it: the new language's words, never a raw key", async () => {
    const user = userEvent.setup()
    await loginAs()
    await renderApp('/my')
    expect(await screen.findByRole('region', { name: enAccount['my.wallet'] })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /Language/ }))
    await user.click(screen.getByRole('button', { name: 'العربية' }))
    expect(await screen.findByRole('region', { name: arAccount['my.wallet'] })).toBeInTheDocument()
    expect(rawKeysOnScreen()).toEqual([])
  })

  it("shows the backend's text in the new language, never the old one, and the first one at once on switching back", async () => {
    const user = userEvent.setup()
    await renderApp('/home')
    const english = SEED_ANNOUNCEMENTS[0].title
    expect(await screen.findByRole('link', { name: `New ${english}` })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Language' }))
    await user.click(await screen.findByRole('button', { name: '日本語' }))
    // Japanese words on screen, and no English title with them: a skeleton until the answer comes.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ja'))
    expect(screen.queryByText(english)).not.toBeInTheDocument()
    expect(await screen.findByText(CONTENT.ja.announcements.N1012.title)).toBeInTheDocument()

    // Back to English: the titles come from the cache while the backend takes its time.
    const answered = new Promise<void>((resolve) => onTestFinished(() => resolve()))
    server.use(
      http.post(rpcUrl(RPC.announcements), async () => {
        await answered
        return undefined
      }),
    )
    await user.click(screen.getByRole('button', { name: '言語' }))
    await user.click(await screen.findByRole('button', { name: 'English' }))
    expect(await screen.findByText(english, {}, { timeout: 2_000 })).toBeInTheDocument()
  }, 20_000)
})
