import multipart from '@fastify/multipart'
import fp from 'fastify-plugin'

/**
 * multipart/form-data for uploads (resumes). Tight limits: one file of at most `maxFileBytes`, a handful
 * of small fields; a larger file is refused with 413 while it streams, not after it was buffered.
 */
export default fp<{ maxFileBytes: number }>(
  async (fastify, { maxFileBytes }) => {
    await fastify.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: maxFileBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    })
  },
  { name: 'multipart' },
)
