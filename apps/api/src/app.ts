import type { ApiErrorBody } from '@localjobs/api-client/classifieds/types'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify'
import fp from 'fastify-plugin'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Database } from '#src/db/database.ts'
import { type Env, loadEnv } from '#src/env.ts'
import type { ShutdownState } from '#src/lib/graceful-shutdown.ts'
import sandboxRoutes from '#src/payments/sandbox/routes.ts'
import { SANDBOX_PREFIX } from '#src/payments/sandbox/sandbox.ts'
import access, { routeDeclarations } from '#src/plugins/app/access.ts'
import accountsRepository from '#src/plugins/app/accounts-repository.ts'
import auth from '#src/plugins/app/auth.ts'
import classifiedsRepository from '#src/plugins/app/classifieds-repository.ts'
import csrf from '#src/plugins/app/csrf.ts'
import database from '#src/plugins/app/database.ts'
import errorHandler from '#src/plugins/app/error-handler.ts'
import errorReporting from '#src/plugins/app/error-reporting.ts'
import feedCache from '#src/plugins/app/feed-cache.ts'
import identityRepository from '#src/plugins/app/identity-repository.ts'
import jobWorker from '#src/plugins/app/job-worker.ts'
import noNul from '#src/plugins/app/no-nul.ts'
import referenceDataRepository from '#src/plugins/app/reference-data-repository.ts'
import requestId, { REQUEST_ID_HEADER, requestIdOf } from '#src/plugins/app/request-id.ts'
import requestLimit from '#src/plugins/app/request-limit.ts'
import responseHeaders from '#src/plugins/app/response-headers.ts'
import seekersRepository from '#src/plugins/app/seekers-repository.ts'
import services, { type Services } from '#src/plugins/app/services.ts'
import submissionLife from '#src/plugins/app/submission-life.ts'
import submissionsRepository from '#src/plugins/app/submissions-repository.ts'
import tokens from '#src/plugins/app/tokens.ts'
import cookie from '#src/plugins/external/cookie.ts'
import multipart from '#src/plugins/external/multipart.ts'
import swagger from '#src/plugins/external/swagger.ts'
import advertiserProfileRoutes from '#src/routes/api/advertisers/profile.ts'
import applyRoutes from '#src/routes/api/classifieds/apply.ts'
import detailsRoutes from '#src/routes/api/classifieds/details.ts'
import feedRoutes from '#src/routes/api/classifieds/feed.ts'
import filtersRoutes from '#src/routes/api/classifieds/filters.ts'
import leadsRoutes from '#src/routes/api/classifieds/leads.ts'
import listsRoutes from '#src/routes/api/classifieds/lists.ts'
import nearbyRoutes from '#src/routes/api/classifieds/nearby.ts'
import packagesRoutes from '#src/routes/api/classifieds/packages.ts'
import primaryJobRolesRoutes from '#src/routes/api/classifieds/primary-job-roles.ts'
import reportRoutes from '#src/routes/api/classifieds/report.ts'
import resumeLinkRoutes from '#src/routes/api/classifieds/resume-links.ts'
import sitemapRoutes from '#src/routes/api/classifieds/sitemap.ts'
import leadRoutes from '#src/routes/api/common/lead.ts'
import statesRoutes from '#src/routes/api/common/states.ts'
import slowRoutes from '#src/routes/api/dev/slow.ts'
import smsOutboxRoutes from '#src/routes/api/dev/sms-outbox.ts'
import healthRoutes from '#src/routes/api/health.ts'
import jobSeekerRoutes from '#src/routes/api/job-seeker/job-seeker.ts'
import resumeRoutes from '#src/routes/api/job-seeker/resume.ts'
import resumeViewsRoutes from '#src/routes/api/job-seeker/resume-views.ts'
import locationsRoutes from '#src/routes/api/locations/locations.ts'
import csrfRoutes from '#src/routes/api/login/csrf.ts'
import otpRoutes from '#src/routes/api/login/otp.ts'
import passwordRoutes from '#src/routes/api/login/password.ts'
import notificationsRoutes from '#src/routes/api/notifications/notifications.ts'
import enterpriseAccountRoutes from '#src/routes/api/ops/enterprise-accounts.ts'
import salesLeadRoutes from '#src/routes/api/ops/leads.ts'
import reviewRoutes from '#src/routes/api/ops/review.ts'
import reviewFraudRoutes from '#src/routes/api/ops/review-fraud.ts'
import reviewLogoRoutes from '#src/routes/api/ops/review-logos.ts'
import reviewReportsRoutes from '#src/routes/api/ops/review-reports.ts'
import paymentLinkRoutes from '#src/routes/api/payments/links.ts'
import razorpayRoutes from '#src/routes/api/payments/razorpay.ts'
import razorpayWebhookRoutes from '#src/routes/api/payments/webhook.ts'
import createRoutes from '#src/routes/api/submissions/create.ts'
import draftRoutes from '#src/routes/api/submissions/draft.ts'
import formContextRoutes from '#src/routes/api/submissions/form-context.ts'
import jobLifeRoutes from '#src/routes/api/submissions/job-life.ts'
import submissionListRoutes from '#src/routes/api/submissions/list.ts'
import parametersLogRoutes from '#src/routes/api/submissions/parameters-log.ts'
import tokenRoutes from '#src/routes/api/user/tokens.ts'
import cleanup from '#src/services/cleanup.ts'

export interface BuildAppOptions {
  /** An open, migrated database (see createDatabase / prepareDatabase); the caller closes it. */
  db: Database
  /**
   * false (default, tests), a level such as 'info' (LOG_LEVEL), or Fastify's logger option
   * (true, or pino options such as { level: 'info', stream }).
   */
  logger?: FastifyServerOptions['logger'] | Env['LOG_LEVEL']
  /**
   * Plugins the host wants at the root before the routes load, so their hooks cover the API too
   * (the one-origin gateway registers compression here).
   */
  beforeRoutes?: (app: FastifyInstance) => void | Promise<void>
  /** The parsed environment; read from the process (loadEnv()) when not given. */
  env?: Env
  /** SMS, file storage or rate-limit counters other than the ones `env` names (tests, a host). */
  services?: Services
}

export const API_PREFIX = '/api'

/** Errors the router raises before any hook runs (a malformed URL): still an ApiErrorBody. */
function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body: ApiErrorBody = { statusCode: 400, code: 'BAD_REQUEST', message: error.message }
  reply.code(400).header(REQUEST_ID_HEADER, request.id).header('cache-control', 'no-store').send(body)
}

/**
 * The API as a Fastify instance, not yet listening: `inject` it in tests, `listen` it in server.ts, or
 * hand its requests over from the one-origin gateway. Layers: external plugins, then app plugins
 * (repositories as decorators), then routes, all under /api.
 */
export function buildApp({
  db,
  logger = false,
  beforeRoutes,
  env = loadEnv(),
  services: given,
}: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: typeof logger === 'string' ? { level: logger } : logger,
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Behind a proxy or CDN, request.ip (per-IP limits) must be the client's address.
    // (Fastify takes a number of hops too, which its types leave out.)
    trustProxy: env.TRUST_PROXY as boolean | string | string[],
    // Spec paths end with '/': '/feed_v2' and '/feed_v2/' are different routes, as the spec writes them.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>()

  // true from SIGTERM on: /api/ready answers 503 while the server drains (lib/graceful-shutdown.ts)
  app.decorate('shutdown', { draining: false } satisfies ShutdownState)

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Every route declares who may call it, the docs UI's included (decision 017)
  app.register(routeDeclarations, { prefix: API_PREFIX })
  // External plugins
  app.register(swagger)
  app.register(cookie)
  app.register(multipart, { maxFileBytes: env.MAX_RESUME_BYTES })
  // App plugins: services and repositories as decorators, then the hooks every request passes
  app.register(services, { env, ...(given ? { services: given } : {}) })
  app.register(database, { database: db })
  app.register(requestId)
  app.register(errorReporting, { env })
  app.register(errorHandler)
  app.register(noNul)
  app.register(requestLimit, { perMinute: env.RATE_LIMIT_PER_IP_PER_MINUTE, prefix: API_PREFIX })
  app.register(csrf, { secureCookies: env.COOKIE_SECURE })
  // nosniff on every answer, no-store on private ones: after csrf, whose cookie makes an answer private
  app.register(responseHeaders, { prefix: API_PREFIX })
  app.register(referenceDataRepository)
  app.register(classifiedsRepository)
  app.register(feedCache, { seconds: env.FEED_CACHE_SECONDS })
  app.register(accountsRepository)
  app.register(seekersRepository)
  app.register(identityRepository)
  app.register(submissionsRepository)
  app.register(submissionLife)
  app.register(auth)
  app.register(tokens)
  app.register(access)
  app.register(cleanup, { intervalMinutes: env.CLEANUP_INTERVAL_MINUTES })
  app.register(jobWorker, { enabled: env.JOBS_WORKER, pollMs: env.JOBS_POLL_MS })
  if (beforeRoutes) app.register(fp(async (root) => beforeRoutes(root), { name: 'host-plugins' }))

  // Routes, at the spec's paths under /api
  for (const routes of [
    healthRoutes,
    feedRoutes,
    filtersRoutes,
    leadsRoutes,
    listsRoutes,
    nearbyRoutes,
    detailsRoutes,
    sitemapRoutes,
    primaryJobRolesRoutes,
    packagesRoutes,
    applyRoutes,
    reportRoutes,
    csrfRoutes,
    otpRoutes,
    passwordRoutes,
    tokenRoutes,
    advertiserProfileRoutes,
    enterpriseAccountRoutes,
    reviewRoutes,
    salesLeadRoutes,
    reviewReportsRoutes,
    reviewFraudRoutes,
    reviewLogoRoutes,
    draftRoutes,
    createRoutes,
    submissionListRoutes,
    jobLifeRoutes,
    parametersLogRoutes,
    formContextRoutes,
    jobSeekerRoutes,
    resumeRoutes,
    resumeViewsRoutes,
    resumeLinkRoutes,
    locationsRoutes,
    statesRoutes,
    leadRoutes,
    notificationsRoutes,
    razorpayRoutes,
    razorpayWebhookRoutes,
    paymentLinkRoutes,
  ]) {
    app.register(routes, { prefix: API_PREFIX })
  }
  // Development and tests only: never in production, and only when asked for.
  if (env.APP_ENV !== 'production' && env.DEV_SMS_OUTBOX) {
    app.register(smsOutboxRoutes, { prefix: API_PREFIX })
    app.register(slowRoutes, { prefix: API_PREFIX })
  }
  // The Razorpay sandbox (decision 036): never in production; services.ts made it when PAYMENTS_PROVIDER=sandbox.
  app.register(async (root) => {
    if (root.razorpaySandbox && root.env.APP_ENV !== 'production')
      await root.register(sandboxRoutes, { prefix: SANDBOX_PREFIX, sandbox: root.razorpaySandbox })
  })

  return app
}
