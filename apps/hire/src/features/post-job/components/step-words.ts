import { useRouteContext } from '@tanstack/react-router'
import { use } from 'react'
import type { Namespace, Translations } from '#src/i18n/translations.ts'

const loading = new WeakMap<Translations, Map<Namespace, Promise<unknown>>>()

function loadWords(i18n: Translations, namespace: Namespace): Promise<unknown> {
  let started = loading.get(i18n)
  if (!started) {
    started = new Map()
    loading.set(i18n, started)
  }
  let words = started.get(namespace)
  if (!words) {
    words = i18n.load([namespace])
    started.set(namespace, words)
  }
  return words
}

/**
 * The words of a step that loads with its step, not with the form's first load: suspends (the form's
 * Suspense fallback shows) until they are there. Call it at the top of the step's component.
 */
export function useStepWords(namespace: Namespace): void {
  const i18n = useRouteContext({ from: '__root__', select: (context) => context.i18n })
  use(loadWords(i18n, namespace))
}
