import type { Messages } from '#src/i18n/translations.ts'
import { productName } from '#src/lib/site.ts'
import * as styles from './faq.css.ts'

/**
 * The FAQ block (spec section 1): four questions, each a native disclosure, so the answers are in the page
 * for search engines and open without JavaScript.
 */
export function FaqContent({ t }: { t: Messages<'static'> }) {
  const product = { product: productName }
  const questions = [
    { question: t.howToGetJobQuestion(product), answer: t.howToGetJobAnswer(product) },
    { question: t.jobTypesQuestion, answer: t.jobTypesAnswer },
    { question: t.whereAvailableQuestion(product), answer: t.whereAvailableAnswer(product) },
    { question: t.categoriesQuestion, answer: t.categoriesAnswer },
  ]
  return (
    <>
      <h2 id="faq-title" className={styles.heading}>
        {t.faqTitle}
      </h2>
      {questions.map(({ question, answer }) => (
        <details key={question} className={styles.item}>
          <summary className={styles.question}>{question}</summary>
          <p className={styles.answer}>{answer}</p>
        </details>
      ))}
      <p>
        <a href="/jobs/sitemap" className={styles.more}>
          {t.allCategoriesAndPlaces}
        </a>
      </p>
    </>
  )
}
