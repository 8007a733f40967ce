import type { FilterMessages } from '../en/filters.ts'

const filters: FilterMessages = {
  filtersTitle: 'फ़िल्टर',
  cities: 'शहर',
  citiesHint: ({ max }) => `${max} तक`,
  chosenCount: ({ count }) => `${count} चुने गए`,
  apply: 'नौकरियाँ दिखाएँ',
  clearAll: 'सब हटाएँ',
  resultsTitle: 'आपके फ़िल्टर से मिलती नौकरियाँ',
  sponsoredTitle: 'प्रायोजित नौकरियाँ',
}

export default filters
