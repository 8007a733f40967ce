// The footer's 'Find a job' rule, as a chunk of its own: the footer loads it after a navigation. (Loading
// `@localjobs/api-client/seeker-urls` directly would give that shared chunk a namespace object, and every
// first load the bundler's runtime helpers.)
export { findAJobLink } from '@localjobs/api-client/seeker-urls'
