import type { DbStorage } from '@/mocks/db'

// Storage kept in memory, for tests in the node environment (no localStorage there) and for the
// mock's saved db across a simulated reload.

/** A Web Storage (localStorage's interface) in memory. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

/** Where the mock keeps its db (attachDbStorage), in memory: `value` is what was saved last. */
export function memoryDbStore(initial: string | null = null): DbStorage & { value: string | null } {
  return {
    value: initial,
    load() {
      return this.value
    },
    save(json) {
      this.value = json
    },
    clear() {
      this.value = null
    },
  }
}
