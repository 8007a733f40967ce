import {
  type Catalog,
  type Translations as CatalogTranslations,
  createTranslations as createCatalogTranslations,
  type MessagesHook,
  type MessagesIn,
  useCatalogMessages,
} from '@localjobs/web-app/i18n'
import type { SiteContext } from '@localjobs/web-app/router'
import type { FooterLinks } from '#src/app/footer-links.ts'

export type { MessagesOf } from '@localjobs/web-app/i18n'

/**
 * The seeker app's interface text (decision 008); the runtime is `@localjobs/web-app/i18n` (decision 019).
 * Messages live in one module per namespace and language (`messages/{locale}/{namespace}.ts`); each is its
 * own chunk, so a page downloads only its namespaces, in its own language. English defines the shape; Hindi
 * and Telugu must match it key for key and parameter for parameter (the type checker says so).
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
  validation: {
    en: () => import('./messages/en/validation.ts'),
    hi: () => import('./messages/hi/validation.ts'),
    te: () => import('./messages/te/validation.ts'),
  },
} satisfies Catalog

export type Namespace = keyof typeof catalog
export const NAMESPACES = Object.keys(catalog) as Namespace[]

/** The messages of a namespace, typed by the English module. */
export type Messages<N extends Namespace> = MessagesIn<typeof catalog, N>

export type Translations = CatalogTranslations<typeof catalog>

/**
 * The translations of one page render. Every namespace loaded is recorded in `site.namespaces`, which the
 * server sends with the page, so the browser loads exactly those before it hydrates.
 */
export const createTranslations = (site: Pick<SiteContext, 'locale' | 'namespaces'>): Translations =>
  createCatalogTranslations(catalog, site)

/** The router context the seeker's routes see: the shared one plus the page's translations. */
export interface WithTranslations {
  i18n: Translations
  /** What the server's loaders leave for the parts only the server renders; never sent to the browser. */
  serverOnly: ServerOnlyData
}

export interface ServerOnlyData {
  footerLinks: FooterLinks
}

/** `useMessages('common')`: a loaded namespace's messages, in a component. */
export const useMessages = useCatalogMessages as MessagesHook<typeof catalog>

/** The page's language, in a component. */
export { useLocale } from '@localjobs/web-app/i18n'
