import { useMessages } from '#src/i18n/translations.ts'
import * as styles from './home.css.ts'

export function HowItWorks() {
  const t = useMessages('common')
  const steps = [
    { title: t.stepDescribeTitle, text: t.stepDescribeText },
    { title: t.stepReviewTitle, text: t.stepReviewText },
    { title: t.stepPlanTitle, text: t.stepPlanText },
  ]
  return (
    <section className={styles.steps} aria-labelledby="how-it-works">
      <h2 id="how-it-works" className={styles.sectionTitle}>
        {t.howItWorks}
      </h2>
      <ol className={styles.stepList}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>
              {index + 1}. {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
