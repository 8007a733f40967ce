import { createAppServerEntry } from '@localjobs/web-app/server-entry'
import { basePath } from './base-path.ts'

export default createAppServerEntry(basePath)
