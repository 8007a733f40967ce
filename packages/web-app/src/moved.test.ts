import { isRedirect } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { toAppHome, toAppPage } from './moved.ts'

describe('toAppHome', () => {
  it('moves permanently to the root and keeps the query string', () => {
    let thrown: unknown
    try {
      toAppHome()
    } catch (error) {
      thrown = error
    }
    expect(isRedirect(thrown)).toBe(true)
    const { options } = thrown as { options: { to: string; search: unknown; statusCode: number } }
    expect(options).toMatchObject({ to: '/', search: true, statusCode: 301 })
  })
})

describe('toAppPage', () => {
  it("moves permanently to the app's page and keeps the query string", () => {
    let thrown: unknown
    try {
      toAppPage('/signin')
    } catch (error) {
      thrown = error
    }
    expect(isRedirect(thrown)).toBe(true)
    const { options } = thrown as { options: { to: string; search: unknown; statusCode: number } }
    expect(options).toMatchObject({ to: '/signin', search: true, statusCode: 301 })
  })
})
