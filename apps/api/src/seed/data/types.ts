/** A display string in every language the product ships: English, Hindi and Telugu. */
export interface Translations {
  en: string
  hi: string
  te: string
}
