import type { FilterMessages } from '../en/filters.ts'

const filters: FilterMessages = {
  filtersTitle: 'ఫిల్టర్లు',
  cities: 'నగరాలు',
  citiesHint: ({ max }) => `${max} వరకు`,
  chosenCount: ({ count }) => `${count} ఎంచుకున్నారు`,
  apply: 'ఉద్యోగాలు చూపించండి',
  clearAll: 'అన్నీ తీసేయండి',
  resultsTitle: 'మీ ఫిల్టర్లకు సరిపోయే ఉద్యోగాలు',
  sponsoredTitle: 'స్పాన్సర్ చేసిన ఉద్యోగాలు',
}

export default filters
