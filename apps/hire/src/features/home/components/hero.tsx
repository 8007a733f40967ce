import { ButtonLink } from '@localjobs/ui/button'
import { formatNumber } from '@localjobs/ui/format'
import { postJobHref, signInHref } from '#src/app/links.ts'
import { useMessages } from '#src/i18n/translations.ts'
import * as styles from './home.css.ts'

/** Candidates the product says are looking (spec sections 2 and 9: '75000+ candidates'). */
const ACTIVE_CANDIDATES = 75_000

export function Hero() {
  const t = useMessages('common')
  return (
    <section className={styles.hero} aria-labelledby="hire-title">
      <h1 id="hire-title" className={styles.title}>
        {t.homeTitle}
      </h1>
      <p className={styles.lead}>{t.homeLead}</p>
      <p className={styles.claim}>{t.activeCandidates({ count: formatNumber(ACTIVE_CANDIDATES) })}</p>
      <div className={styles.actions}>
        <ButtonLink href={postJobHref} variant="secondary" className={styles.heroButton}>
          {t.postJob}
        </ButtonLink>
        <ButtonLink href={signInHref} variant="secondary" className={styles.heroButton}>
          {t.signInToAccount}
        </ButtonLink>
      </div>
    </section>
  )
}
