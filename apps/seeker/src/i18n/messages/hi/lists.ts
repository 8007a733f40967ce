import type { ListMessages } from '../en/lists.ts'

const lists: ListMessages = {
  experienceJobs: ({ years, location }) =>
    years === 0 ? `${location} में फ़्रेशर के लिए नौकरियाँ` : `${location} में ${years} साल के अनुभव वालों के लिए नौकरियाँ`,
  salaryJobs: ({ min, max, location }) => `${location} में ${min} - ${max} महीने की सैलरी वाली नौकरियाँ`,
}

export default lists
