import { useRouteContext } from '@tanstack/react-router'
import type { Locale } from './locale.ts'
import type { SiteContext } from './router.ts'

/**
 * The i18n runtime both apps share (decisions 008 and 019). Each app keeps its typed messages: one module
 * per namespace and language (`messages/{locale}/{namespace}.ts`), listed in a catalog of lazy imports, so
 * each module is its own chunk and a page downloads only its namespaces, in its own language. English
 * defines the shape; the other languages are typed against it with `MessagesOf`.
 */

/** What a language module exports by default: its messages. */
export interface MessageModule {
  readonly default: object
}

/** An app's messages: for each namespace, a lazy import per language. */
export type Catalog = Readonly<Record<string, Readonly<Record<Locale, () => Promise<MessageModule>>>>>

/** The namespaces of a catalog. */
export type NamespaceOf<C extends Catalog> = keyof C & string

/** The messages of a namespace, typed by its English module. */
export type MessagesIn<C extends Catalog, N extends NamespaceOf<C>> = Awaited<
  ReturnType<C[N]['en']>
>['default']

/** What a language module must look like: the English module's keys, any text, the same parameters. */
export type MessagesOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] }

export interface Translations<C extends Catalog> {
  readonly locale: Locale
  /**
   * Loads namespaces in the page's language (once each); a route's loader awaits what it renders. The
   * browser loads the same ones before it hydrates, except `serverOnly` ones: the words of the parts of
   * the page only the server renders (the footer, the FAQ).
   */
  load(namespaces: readonly NamespaceOf<C>[], options?: { serverOnly?: boolean }): Promise<void>
  /** A loaded namespace; throws for one no loader asked for, which is a bug in the route. */
  get<N extends NamespaceOf<C>>(namespace: N): MessagesIn<C, N>
}

/**
 * The translations of one page render. Every namespace loaded is recorded in `site.namespaces`, which the
 * server sends with the page, so the browser loads exactly those (`beforeHydrate`) before it hydrates.
 * Names the catalog does not know (an older page's list) are ignored.
 */
export function createTranslations<C extends Catalog>(
  catalog: C,
  site: Pick<SiteContext, 'locale' | 'namespaces'>,
): Translations<C> {
  const loaded = new Map<string, object>()
  const pending = new Map<string, Promise<void>>()
  const loadOne = (namespace: string, record: boolean): Promise<void> => {
    if (record && !site.namespaces.includes(namespace)) site.namespaces.push(namespace)
    let promise = pending.get(namespace)
    if (!promise) {
      promise = (catalog[namespace] as C[string])[site.locale]().then((module) => {
        loaded.set(namespace, module.default)
      })
      // A failed chunk (a phone that lost its connection) may be asked for again.
      promise.catch(() => pending.delete(namespace))
      pending.set(namespace, promise)
    }
    return promise
  }
  return {
    locale: site.locale,
    load: async (namespaces, options) => {
      await Promise.all(
        namespaces.filter((name) => name in catalog).map((name) => loadOne(name, !options?.serverOnly)),
      )
    },
    get: (namespace) => {
      const messages = loaded.get(namespace)
      if (!messages) throw new Error(`messages '${namespace}' used before a loader loaded them`)
      return messages as never
    },
  }
}

/** The router context an app with translations gives its routes (`extendContext`). */
export interface WithTranslations<C extends Catalog> {
  i18n: Translations<C>
}

/**
 * A loaded namespace's messages, in a component (from the root route's `i18n` context). An app gives it its
 * catalog's types once: `export const useMessages = useCatalogMessages as MessagesHook<typeof catalog>`.
 */
export function useCatalogMessages(namespace: string): object {
  return useRouteContext({
    from: '__root__',
    select: (context) => (context as unknown as WithTranslations<Catalog>).i18n.get(namespace),
  })
}

/** `useCatalogMessages`, typed by an app's catalog. */
export type MessagesHook<C extends Catalog> = <N extends NamespaceOf<C>>(namespace: N) => MessagesIn<C, N>

/** The page's language, in a component. */
export function useLocale(): Locale {
  return useRouteContext({
    from: '__root__',
    select: (context) => (context as unknown as WithTranslations<Catalog>).i18n.locale,
  })
}
