import type { FilterMessages } from '../en/filters.ts'

const filters: FilterMessages = {
  filtersTitle: 'फ़िल्टर',
  cities: 'शहर',
  citiesHint: ({ max }) => `${max} तक`,
  chosenCount: ({ count }) => `${count} चुने गए`,
  apply: 'नौकरियाँ दिखाएँ',
  showCount: ({ count, shown }) => (count === 1 ? '1 नौकरी दिखाएँ' : `${shown} नौकरियाँ दिखाएँ`),
  matching: ({ count, shown }) => (count === 1 ? '1 नौकरी मिली' : `${shown} नौकरियाँ मिलीं`),
  chosenTitle: 'चुने गए फ़िल्टर',
  removeChip: ({ label }) => `${label} हटाएँ`,
  clear: 'हटाएँ',
  clearGroup: ({ group }) => `${group} हटाएँ`,
  clearAll: 'सब हटाएँ',
  resultsTitle: 'आपके फ़िल्टर से मिलती नौकरियाँ',
  sponsoredTitle: 'प्रायोजित नौकरियाँ',
}

export default filters
