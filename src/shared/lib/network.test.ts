import { loadOnce } from './network'

describe('loadOnce', () => {
  it('runs the load once and gives every call its promise, while it runs and after it succeeded', async () => {
    const load = vi.fn(() => Promise.resolve('code'))
    const once = loadOnce(load)
    const first = once()
    expect(once()).toBe(first)
    await expect(first).resolves.toBe('code')
    expect(once()).toBe(first)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('runs the load again on the next call after a failure', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('code')
    const once = loadOnce(load)
    await expect(once()).rejects.toThrow('offline')
    await expect(once()).resolves.toBe('code')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
