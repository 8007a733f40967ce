import type { ListMessages } from '../en/lists.ts'

const lists: ListMessages = {
  experienceJobs: ({ years, location }) =>
    years === 0 ? `${location}లో ఫ్రెషర్లకు ఉద్యోగాలు` : `${location}లో ${years} సంవత్సరాల అనుభవం ఉన్నవారికి ఉద్యోగాలు`,
  salaryJobs: ({ min, max, location }) => `${location}లో నెలకు ${min} - ${max} జీతం ఉన్న ఉద్యోగాలు`,
}

export default lists
