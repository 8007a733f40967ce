import type { Locale } from '@localjobs/web-app/locale'
import type { SiteContext } from '@localjobs/web-app/router'
import { useRouteContext } from '@tanstack/react-router'
import type { FooterLinks } from '#src/app/footer-links.ts'

/**
 * The seeker app's interface text (decision 008). Messages live in one module per namespace and language
 * (`messages/{locale}/{namespace}.ts`); each is its own chunk, so a page downloads only its namespaces,
 * in its own language. English defines the shape; Hindi and Telugu must match it key for key and
 * parameter for parameter (the type checker says so).
 */
const catalog = {
  common: {
    en: () => import('./messages/en/common.ts'),
    hi: () => import('./messages/hi/common.ts'),
    te: () => import('./messages/te/common.ts'),
  },
  static: {
    en: () => import('./messages/en/static.ts'),
    hi: () => import('./messages/hi/static.ts'),
    te: () => import('./messages/te/static.ts'),
  },
  filters: {
    en: () => import('./messages/en/filters.ts'),
    hi: () => import('./messages/hi/filters.ts'),
    te: () => import('./messages/te/filters.ts'),
  },
  jobs: {
    en: () => import('./messages/en/jobs.ts'),
    hi: () => import('./messages/hi/jobs.ts'),
    te: () => import('./messages/te/jobs.ts'),
  },
  places: {
    en: () => import('./messages/en/places.ts'),
    hi: () => import('./messages/hi/places.ts'),
    te: () => import('./messages/te/places.ts'),
  },
  lists: {
    en: () => import('./messages/en/lists.ts'),
    hi: () => import('./messages/hi/lists.ts'),
    te: () => import('./messages/te/lists.ts'),
  },
  auth: {
    en: () => import('./messages/en/auth.ts'),
    hi: () => import('./messages/hi/auth.ts'),
    te: () => import('./messages/te/auth.ts'),
  },
  menu: {
    en: () => import('./messages/en/menu.ts'),
    hi: () => import('./messages/hi/menu.ts'),
    te: () => import('./messages/te/menu.ts'),
  },
  profile: {
    en: () => import('./messages/en/profile.ts'),
    hi: () => import('./messages/hi/profile.ts'),
    te: () => import('./messages/te/profile.ts'),
  },
  applications: {
    en: () => import('./messages/en/applications.ts'),
    hi: () => import('./messages/hi/applications.ts'),
    te: () => import('./messages/te/applications.ts'),
  },
}

export type Namespace = keyof typeof catalog
export const NAMESPACES = Object.keys(catalog) as Namespace[]

/** The messages of a namespace, typed by the English module. */
export type Messages<N extends Namespace> = Awaited<ReturnType<(typeof catalog)[N]['en']>>['default']

/** What a language module must look like: the English module's keys, any text, the same parameters. */
export type MessagesOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] }

export interface Translations {
  readonly locale: Locale
  /**
   * Loads namespaces in the page's language (once each); a route's loader awaits what it renders. The
   * browser loads the same ones before it hydrates, except `serverOnly` ones: the words of the parts of
   * the page only the server renders (the footer, the FAQ).
   */
  load(namespaces: readonly Namespace[], options?: { serverOnly?: boolean }): Promise<void>
  /** A loaded namespace; throws for one no loader asked for, which is a bug in the route. */
  get<N extends Namespace>(namespace: N): Messages<N>
}

const isNamespace = (name: string): name is Namespace => name in catalog

/**
 * The translations of one page render. Every namespace loaded is recorded in `site.namespaces`, which the
 * server sends with the page, so the browser loads exactly those before it hydrates.
 */
export function createTranslations(site: Pick<SiteContext, 'locale' | 'namespaces'>): Translations {
  const loaded = new Map<Namespace, unknown>()
  const pending = new Map<Namespace, Promise<void>>()
  const loadOne = (namespace: Namespace, record: boolean): Promise<void> => {
    if (record && !site.namespaces.includes(namespace)) site.namespaces.push(namespace)
    let promise = pending.get(namespace)
    if (!promise) {
      promise = catalog[namespace][site.locale]().then((module) => {
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
      await Promise.all(namespaces.filter(isNamespace).map((name) => loadOne(name, !options?.serverOnly)))
    },
    get: <N extends Namespace>(namespace: N) => {
      const messages = loaded.get(namespace)
      if (!messages) throw new Error(`messages '${namespace}' used before a loader loaded them`)
      return messages as Messages<N>
    },
  }
}

/** The router context the seeker's routes see: the shared one plus the page's translations. */
export interface WithTranslations {
  i18n: Translations
  /** What the server's loaders leave for the parts only the server renders; never sent to the browser. */
  serverOnly: ServerOnlyData
}

export interface ServerOnlyData {
  footerLinks: FooterLinks
}

/** A loaded namespace's messages, in a component. */
export function useMessages<N extends Namespace>(namespace: N): Messages<N> {
  return useRouteContext({
    from: '__root__',
    select: (context) => context.i18n.get(namespace),
  }) as Messages<N>
}

/** The page's language, in a component. */
export function useLocale(): Locale {
  return useRouteContext({ from: '__root__', select: (context) => context.i18n.locale })
}
