import { ButtonLink } from '@localjobs/ui/button'
import { formatNumber } from '@localjobs/ui/format'
import { postJobHref, signInHref } from '#src/app/links.ts'
import * as styles from './home.css.ts'

/** Candidates the product says are looking (spec sections 2 and 9: '75000+ candidates'). */
const ACTIVE_CANDIDATES = 75_000

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="hire-title">
      <h1 id="hire-title" className={styles.title}>
        Hire local staff fast
      </h1>
      <p className={styles.lead}>
        Post a job in a few minutes and reach people looking for work near your business: drivers, delivery
        staff, cooks, sales staff and more.
      </p>
      <p className={styles.claim}>
        {formatNumber(ACTIVE_CANDIDATES)}+ candidates are actively looking for job
      </p>
      <div className={styles.actions}>
        <ButtonLink href={postJobHref} variant="secondary" className={styles.heroButton}>
          Post a job
        </ButtonLink>
        <ButtonLink href={signInHref} variant="secondary" className={styles.heroButton}>
          Sign in to your account
        </ButtonLink>
      </div>
    </section>
  )
}
