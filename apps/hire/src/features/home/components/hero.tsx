import { ButtonLink } from '@localjobs/ui/button'
import { formatNumber } from '@localjobs/ui/format'
import { useMessages } from '#src/i18n/translations.ts'
import { ACTIVE_CANDIDATES } from '#src/lib/active-candidates.ts'
import { POST_JOB_PATH, SIGN_IN_PATH } from '#src/lib/paths.ts'
import * as styles from './home.css.ts'

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
        <ButtonLink href={POST_JOB_PATH} variant="secondary" className={styles.heroButton}>
          {t.postJob}
        </ButtonLink>
        <ButtonLink href={SIGN_IN_PATH} variant="secondary" className={styles.heroButton}>
          {t.signInToAccount}
        </ButtonLink>
      </div>
    </section>
  )
}
