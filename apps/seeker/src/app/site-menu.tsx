import { EARLY_CLICK_ATTRIBUTE, useEarlyClick } from '@localjobs/ui/early-click'
import { LANGUAGE_NAMES, LOCALES, languageHref } from '@localjobs/web-app/locale'
import { useLocation, useRouteContext } from '@tanstack/react-router'
import { type ReactNode, useId, useRef, useState } from 'react'
import { logOut } from '#src/features/auth/log-out.ts'
import { useLocale, useMessages } from '#src/i18n/translations.ts'
import { requestLogin, useLoginDetails } from '#src/lib/login-state.ts'
import { MY_APPLICATIONS_PATH, SEEKER_PROFILE_PATH } from '#src/lib/site.ts'
import { AppLink } from './app-link.tsx'
import * as styles from './site-menu.css.ts'

interface SiteMenuProps {
  /** the level of the section headings: 2 on the menu page (under its h1), 3 in the sheet */
  headingLevel: 2 | 3
  /** called when a choice leaves the menu (a link followed, Log in tapped), so a sheet can close */
  onLeave?: () => void
}

/**
 * Everything the phone header has no room for (issue #5): finding jobs, the seeker's own things, the
 * advertiser side, the languages and support. The same content is the /jobs/jobs-menu page (a plain link
 * that works before the scripts run) and the sheet the header's Menu opens once they have.
 */
export function SiteMenu({ headingLevel, onLeave }: SiteMenuProps) {
  const t = useMessages('menu')
  const common = useMessages('common')
  const locale = useLocale()
  const here = useLocation({ select: (location) => location.publicHref })
  const support = useRouteContext({ from: '__root__', select: (context) => context.site.support })
  const link = (href: string, label: string) => (
    <li>
      <AppLink href={href} className={styles.item} {...(onLeave ? { onClick: onLeave } : {})}>
        {label}
      </AppLink>
    </li>
  )
  return (
    <div className={styles.menu}>
      <Section title={t.findJobs} level={headingLevel}>
        <ul className={styles.list}>
          {link('/jobs', common.latestJobs)}
          {link('/jobs/jobs-near-me', common.jobsNearMe)}
          {link('/jobs/location', common.chooseLocation)}
          {link('/jobs/jobsFiltering', common.filterJobs)}
          {link('/jobs/sponsoredJobs', common.sponsoredJobs)}
          {link('/jobs/sitemap', t.allCategoriesAndPlaces)}
        </ul>
      </Section>
      <Section title={t.yourAccount} level={headingLevel}>
        <AccountItems onLeave={onLeave} link={link} />
      </Section>
      <Section title={t.forEmployers} level={headingLevel}>
        <ul className={styles.list}>
          <li>
            {/* The advertiser side is another app: a plain link, a full page load. */}
            <a href="/hire" className={styles.item}>
              {common.hireStaff}
            </a>
          </li>
        </ul>
        <p className={styles.note}>{t.hireStaffNote}</p>
      </Section>
      <Section title={common.language} level={headingLevel}>
        <ul className={styles.list}>
          {LOCALES.map((each) => (
            <li key={each}>
              <a
                href={languageHref(here, each)}
                hrefLang={each}
                lang={each}
                className={styles.item}
                aria-current={each === locale ? 'true' : undefined}
              >
                {LANGUAGE_NAMES[each]}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.help} level={headingLevel}>
        <ul className={styles.list}>
          <li>
            <a href={`mailto:${support.email}`} className={styles.item}>
              {support.email}
            </a>
          </li>
          <li>
            <a href={`tel:${support.phone.replace(/[^+\d]/g, '')}`} className={styles.item}>
              {support.phone}
            </a>
          </li>
        </ul>
      </Section>
    </div>
  )
}

function Section({ title, level, children }: { title: string; level: 2 | 3; children: ReactNode }) {
  const id = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Heading id={id} className={styles.heading}>
        {title}
      </Heading>
      {children}
    </section>
  )
}

function AccountItems({
  onLeave,
  link,
}: {
  onLeave: (() => void) | undefined
  link: (href: string, label: string) => ReactNode
}) {
  const t = useMessages('menu')
  const common = useMessages('common')
  const details = useLoginDetails()
  const { api, queryClient } = useRouteContext({ from: '__root__' })
  const [busy, setBusy] = useState(false)
  const logIn = useRef<HTMLButtonElement>(null)
  // 'Log in' tapped on the menu page before its scripts ran opens the modal once they have.
  useEarlyClick(logIn)
  if (!details) {
    return (
      <>
        <p className={styles.note}>{t.logInToSee}</p>
        <ul className={styles.list}>
          <li>
            <button
              ref={logIn}
              type="button"
              className={styles.item}
              onClick={() => {
                onLeave?.()
                void requestLogin()
              }}
              suppressHydrationWarning
              {...{ [EARLY_CLICK_ATTRIBUTE]: '' }}
            >
              {common.logIn}
            </button>
          </li>
        </ul>
      </>
    )
  }
  return (
    <ul className={styles.list}>
      {link(SEEKER_PROFILE_PATH, t.myProfile)}
      {link(MY_APPLICATIONS_PATH, t.myApplications)}
      <li>
        <button
          type="button"
          className={styles.item}
          disabled={busy}
          onClick={async () => {
            setBusy(true)
            await logOut(api, queryClient)
            setBusy(false)
          }}
        >
          {common.logOut}
        </button>
      </li>
    </ul>
  )
}

/** The /jobs/jobs-menu page: the menu under its own heading. */
export function SiteMenuPage() {
  const t = useMessages('menu')
  return (
    <div className={styles.page}>
      <h1 className={styles.pageHeading}>{t.title}</h1>
      <SiteMenu headingLevel={2} />
    </div>
  )
}
