import { queryClient as client, untilQueriesSettle } from './query-client'

// The start-up chores (main.tsx) wait for the first screen's answers: untilQueriesSettle is that wait.

describe('untilQueriesSettle', () => {
  it('waits while a query is fetching and resolves once it has its answer', async () => {
    let answer: (value: string) => void = () => {}
    void client.fetchQuery({ queryKey: ['settle', 'answered'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) })
    let settled = false
    const waiting = untilQueriesSettle(10_000).then((waited) => (settled = waited))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    answer('in')
    await waiting
    expect(settled).toBe(true)
  })

  it('stops waiting after the given time when an answer never comes', async () => {
    const never = client.fetchQuery({ queryKey: ['settle', 'never'], queryFn: () => new Promise<string>(() => {}) }).catch(() => 'cancelled')
    const started = Date.now()
    expect(await untilQueriesSettle(50)).toBe(true)
    expect(Date.now() - started).toBeGreaterThanOrEqual(45)
    expect(client.isFetching()).toBe(1)
    await client.cancelQueries({ queryKey: ['settle', 'never'] })
    expect(await never).toBe('cancelled')
  })

  it('resolves at once when nothing is fetching', async () => {
    expect(client.isFetching()).toBe(0)
    let waited: boolean | undefined
    void untilQueriesSettle(10_000).then((answer) => (waited = answer))
    await Promise.resolve()
    expect(waited).toBe(false)
  })
})
