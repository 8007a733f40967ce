/**
 * mulberry32: a tiny, fast 32-bit PRNG. The seed must be reproducible run after run, which Math.random
 * is not; statistical quality beyond "looks varied" does not matter here.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export interface Random {
  /** a float in [0, 1) */
  next(): number
  /** an integer in [min, max] */
  int(min: number, max: number): number
  /** true with the given probability */
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** picks items[i] with probability weights[i] / sum(weights) */
  weighted<T>(items: readonly T[], weights: readonly number[]): T
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed)
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('cannot pick from an empty list')
    return items[int(0, items.length - 1)] as T
  }
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: (items, weights) => {
      const total = weights.reduce((sum, weight) => sum + weight, 0)
      let roll = next() * total
      for (let i = 0; i < items.length; i++) {
        roll -= weights[i] ?? 0
        if (roll < 0) return items[i] as (typeof items)[number]
      }
      return pick(items)
    },
  }
}
