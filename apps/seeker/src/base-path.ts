/** Where the app is mounted on the one origin. vite.config.ts makes it Vite's base and the router's basepath. */
export const basePath = '/jobs'
