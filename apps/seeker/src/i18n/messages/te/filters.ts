import type { FilterMessages } from '../en/filters.ts'

const filters: FilterMessages = {
  filtersTitle: 'ఫిల్టర్లు',
  cities: 'నగరాలు',
  citiesHint: ({ max }) => `${max} వరకు`,
  chosenCount: ({ count }) => `${count} ఎంచుకున్నారు`,
  apply: 'ఉద్యోగాలు చూపించండి',
  showCount: ({ count, shown }) => (count === 1 ? '1 ఉద్యోగం చూపించండి' : `${shown} ఉద్యోగాలు చూపించండి`),
  matching: ({ count, shown }) => (count === 1 ? '1 ఉద్యోగం సరిపోయింది' : `${shown} ఉద్యోగాలు సరిపోయాయి`),
  chosenTitle: 'ఎంచుకున్న ఫిల్టర్లు',
  removeChip: ({ label }) => `${label} తీసేయండి`,
  clear: 'తీసేయండి',
  clearGroup: ({ group }) => `${group} తీసేయండి`,
  clearAll: 'అన్నీ తీసేయండి',
  resultsTitle: 'మీ ఫిల్టర్లకు సరిపోయే ఉద్యోగాలు',
  sponsoredTitle: 'స్పాన్సర్ చేసిన ఉద్యోగాలు',
}

export default filters
