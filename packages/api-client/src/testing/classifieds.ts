import type { Classified, FeedResponse, JobCategory, JobLocation } from '../classifieds/types.ts'

/** Example API data for tests of anything that shows jobs. */

export const driverCategory: JobCategory = {
  id: 12,
  title: 'Driver',
  english_name: 'Driver',
  slug: 'driver',
  type: 1004,
}

export const hyderabad: JobLocation = {
  id: 9,
  title: 'Hyderabad',
  english_name: 'Hyderabad',
  slug: 'hyderabad',
  state: { id: 91, title: 'Telangana', short_name: 'TG' },
}

export function aClassified(overrides: Partial<Classified> = {}): Classified {
  return {
    id: 1001,
    job_category: driverCategory,
    job_location_slug: 'hyderabad',
    location: hyderabad,
    locality: { id: 501, title: 'Madhapur' },
    company_name: 'Sri Sai Travels',
    salary_min: 12000,
    salary_max: 18000,
    openings_count: 3,
    fees_charged: false,
    posted_at: '2025-01-10T09:00:00.000Z',
    valid_through: '2025-02-10T09:00:00.000Z',
    status: 'active',
    locale: 'en',
    translated_content: {
      title: 'Car driver for office pick-up',
      description: 'Drive staff between Madhapur and Gachibowli.',
      primary_details: {
        Experience: '1 - 3 years',
        Salary: '₹12,000 - ₹18,000',
        Qualification: '10th pass',
        'Job Type': 'Full time',
        Shift: 'Day shift',
        Gender: 'Any',
        Openings: '3',
        'Fees Charged': 'No',
      },
    },
    ...overrides,
  }
}

export function aFeedPage(overrides: Partial<FeedResponse> = {}): FeedResponse {
  return {
    results: [aClassified()],
    next_cursor: null,
    hasMore: false,
    filters: { category: null, location: null },
    ...overrides,
  }
}
