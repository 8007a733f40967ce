import { act, type ReactNode, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'
import { EARLY_CLICK_SCRIPT, EARLY_PENDING_ATTRIBUTE } from './early-click.ts'

const state = globalThis as { __ljEarly?: HTMLElement; IS_REACT_ACT_ENVIRONMENT?: boolean }
let roots: Root[] = []

/** The server's HTML for a tree, on the page before any script ran. */
function serverRender(tree: ReactNode) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(tree)
  document.body.append(container)
  return container
}

/** The app's scripts arriving: React takes over the server's HTML. */
async function hydrate(container: HTMLElement, tree: ReactNode) {
  await act(async () => {
    roots.push(hydrateRoot(container, tree))
  })
}

function Counter({ onPress }: { onPress: () => void }) {
  const [count, setCount] = useState(0)
  return (
    <Button
      onClick={() => {
        setCount(count + 1)
        onPress()
      }}
    >
      {`Load more (${count})`}
    </Button>
  )
}

describe('a tap before the scripts ran', () => {
  beforeAll(() => {
    state.IS_REACT_ACT_ENVIRONMENT = true
    // What every page's <head> runs before anything else.
    new Function(EARLY_CLICK_SCRIPT)()
  })
  afterEach(() => {
    for (const root of roots) root.unmount()
    roots = []
    state.__ljEarly = undefined
    document.body.innerHTML = ''
  })

  it('is kept (the button reads busy), then made once the button has hydrated, once', async () => {
    const onPress = vi.fn()
    const container = serverRender(<Counter onPress={onPress} />)
    const button = container.querySelector('button') as HTMLButtonElement
    button.click()
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.hasAttribute(EARLY_PENDING_ATTRIBUTE)).toBe(true)

    await hydrate(container, <Counter onPress={onPress} />)
    expect(onPress).toHaveBeenCalledTimes(1)
    expect(button.textContent).toBe('Load more (1)')
    expect(button.hasAttribute(EARLY_PENDING_ATTRIBUTE)).toBe(false)
    expect(button.hasAttribute('aria-busy')).toBe(false)

    // From now on taps go straight to React.
    await act(async () => button.click())
    expect(onPress).toHaveBeenCalledTimes(2)
  })

  it('a tap on the label inside the button counts; of several taps only the last button is pressed', async () => {
    const first = vi.fn()
    const second = vi.fn()
    const tree = (
      <>
        <Counter onPress={first} />
        <Button onClick={second}>
          <span>Log in</span>
        </Button>
      </>
    )
    const container = serverRender(tree)
    const [one, two] = Array.from(container.querySelectorAll('button'))
    one?.click()
    container.querySelector('span')?.click()
    expect(one?.hasAttribute(EARLY_PENDING_ATTRIBUTE)).toBe(false)
    expect(two?.hasAttribute(EARLY_PENDING_ATTRIBUTE)).toBe(true)

    await hydrate(container, tree)
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('leaves submit buttons and links alone: they work without script', () => {
    const container = serverRender(
      <form action="#sent">
        <Button type="submit">Show jobs</Button>
      </form>,
    )
    const submitted = vi.fn((event: Event) => event.preventDefault())
    container.querySelector('form')?.addEventListener('submit', submitted)
    container.querySelector('button')?.click()
    expect(submitted).toHaveBeenCalledTimes(1)
    expect(state.__ljEarly).toBeUndefined()
  })

  it('a button disabled by the time it hydrates is not pressed', async () => {
    const onPress = vi.fn()
    const container = serverRender(<Button onClick={onPress}>Apply</Button>)
    container.querySelector('button')?.click()
    await hydrate(
      container,
      <Button onClick={onPress} disabled>
        Apply
      </Button>,
    )
    expect(onPress).not.toHaveBeenCalled()
  })
})
