/** A complete, valid job profile (ids from the profile options of the seeded reference data). */
export const aProfile = {
  name: 'Ravi Kumar',
  gender: 1,
  qualification: 4,
  specialization: 3,
  past_employer: 'Sri Sai Travels',
  recent_designation: 'Driver',
  experience: 2,
  salary: 2,
  job_type: 1,
  work_time: 2,
  shift_timing: 1,
  job_category: [1],
  locations: [9],
}
