import {
  type Catalog,
  type Translations as CatalogTranslations,
  createTranslations as createCatalogTranslations,
  type MessagesHook,
  type MessagesIn,
  useCatalogMessages,
} from '@localjobs/web-app/i18n'
import type { SiteContext } from '@localjobs/web-app/router'

export type { MessagesOf } from '@localjobs/web-app/i18n'
/** The page's language, in a component. */
export { useLocale } from '@localjobs/web-app/i18n'

/**
 * The hire app's interface text, on the shared runtime (`@localjobs/web-app/i18n`, decisions 008 and 019):
 * one module per namespace and language (`messages/{locale}/{namespace}.ts`), each its own chunk, so a page
 * downloads only its namespaces in its own language. English defines the shape; Hindi and Telugu must match
 * it key for key and parameter for parameter (the type checker says so).
 */
const catalog = {
  common: {
    en: () => import('./messages/en/common.ts'),
    hi: () => import('./messages/hi/common.ts'),
    te: () => import('./messages/te/common.ts'),
  },
  profile: {
    en: () => import('./messages/en/profile.ts'),
    hi: () => import('./messages/hi/profile.ts'),
    te: () => import('./messages/te/profile.ts'),
  },
  auth: {
    en: () => import('./messages/en/auth.ts'),
    hi: () => import('./messages/hi/auth.ts'),
    te: () => import('./messages/te/auth.ts'),
  },
  account: {
    en: () => import('./messages/en/account.ts'),
    hi: () => import('./messages/hi/account.ts'),
    te: () => import('./messages/te/account.ts'),
  },
  'short-form': {
    en: () => import('./messages/en/short-form.ts'),
    hi: () => import('./messages/hi/short-form.ts'),
    te: () => import('./messages/te/short-form.ts'),
  },
  postJob: {
    en: () => import('./messages/en/post-job.ts'),
    hi: () => import('./messages/hi/post-job.ts'),
    te: () => import('./messages/te/post-job.ts'),
  },
  postJobSteps: {
    en: () => import('./messages/en/post-job-steps.ts'),
    hi: () => import('./messages/hi/post-job-steps.ts'),
    te: () => import('./messages/te/post-job-steps.ts'),
  },
  postJobReview: {
    en: () => import('./messages/en/post-job-review.ts'),
    hi: () => import('./messages/hi/post-job-review.ts'),
    te: () => import('./messages/te/post-job-review.ts'),
  },
  review: {
    en: () => import('./messages/en/review.ts'),
    hi: () => import('./messages/hi/review.ts'),
    te: () => import('./messages/te/review.ts'),
  },
  dashboard: {
    en: () => import('./messages/en/dashboard.ts'),
    hi: () => import('./messages/hi/dashboard.ts'),
    te: () => import('./messages/te/dashboard.ts'),
  },
  submission: {
    en: () => import('./messages/en/submission.ts'),
    hi: () => import('./messages/hi/submission.ts'),
    te: () => import('./messages/te/submission.ts'),
  },
  applicants: {
    en: () => import('./messages/en/applicants.ts'),
    hi: () => import('./messages/hi/applicants.ts'),
    te: () => import('./messages/te/applicants.ts'),
  },
  payments: {
    en: () => import('./messages/en/payments.ts'),
    hi: () => import('./messages/hi/payments.ts'),
    te: () => import('./messages/te/payments.ts'),
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

/** The translations of one page render; the namespaces loaded travel with the page (`site.namespaces`). */
export const createTranslations = (site: Pick<SiteContext, 'locale' | 'namespaces'>): Translations =>
  createCatalogTranslations(catalog, site)

/** The router context the hire app's routes see: the shared one plus the page's translations. */
export interface WithTranslations {
  i18n: Translations
}

/** `useMessages('common')`: a loaded namespace's messages, in a component. */
export const useMessages = useCatalogMessages as MessagesHook<typeof catalog>
