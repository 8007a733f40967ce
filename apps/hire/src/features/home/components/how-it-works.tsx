import * as styles from './home.css.ts'

const steps = [
  {
    title: 'Describe the job',
    text: 'Job details, the candidate you need and your company, in three short steps.',
  },
  {
    title: 'We review your post',
    text: 'Our team checks every job before seekers see it, so they can trust what they read.',
  },
  {
    title: 'Choose a plan, get applicants',
    text: 'Pick basic, premium or premium plus, then see and call the people who apply.',
  },
]

export function HowItWorks() {
  return (
    <section className={styles.steps} aria-labelledby="how-it-works">
      <h2 id="how-it-works" className={styles.sectionTitle}>
        How it works
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
