# syntax=docker/dockerfile:1
# One Dockerfile for every Node image; build args pick the process (see scripts/docker-build.mjs):
#   SERVICE_ENTRY  the compiled entry under dist/, e.g. services/search/src/main.js (scripts/services.mjs)
#   SERVICE_PORT   the HTTP port of a service (its /health is the health check); empty for workers
#   WORKER_QUEUES  the BullMQ queues a worker consumes (its health check looks for it in Redis)
# Targets: `service` (API services and workers) and `gateway` (also serves the SPA built with Vite, so
# the site and /api share one origin: cookies and the CSRF Origin check work without an extra proxy).
ARG NODE_IMAGE=node:20-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json tsconfig.json .swcrc nx.json ./
COPY libs libs
COPY services services
COPY web web
COPY bench bench
COPY e2e e2e
COPY scripts scripts
RUN npm ci --no-audit --no-fund
RUN node scripts/build.mjs --no-web && rm -rf dist/e2e dist/bench

FROM build AS web
RUN cd web && ../node_modules/.bin/vite build --logLevel warn

FROM build AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS service
ARG SERVICE_ENTRY=services/gateway/src/main.js
ARG SERVICE_PORT=
ARG WORKER_QUEUES=
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    SERVICE_ENTRY=${SERVICE_ENTRY} \
    PORT=${SERVICE_PORT} \
    WORKER_QUEUES=${WORKER_QUEUES}
WORKDIR /app
# Folders the compose volumes mount over: a new named volume takes their owner, so `node` may write.
RUN mkdir -p /data/uploads /data/mail-outbox /data/static-strongs && chown -R node:node /data
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/package.json /app/nx.json ./
COPY infra/docker/healthcheck.mjs healthcheck.mjs
USER node
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 CMD ["node", "healthcheck.mjs"]
# exec: node becomes PID 1 and receives SIGTERM itself for a graceful shutdown.
CMD ["/bin/sh", "-c", "exec node --enable-source-maps \"dist/${SERVICE_ENTRY}\""]

FROM service AS gateway
ENV WEB_DIST=/app/web/dist
COPY --from=web /app/web/dist web/dist
