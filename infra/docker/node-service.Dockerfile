# One image for every Node service; the compose file picks the entry point. The ops issue splits it
# per service with a pruned production install, a non-root user and HEALTHCHECKs.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs libs
COPY services services
COPY web web
COPY bench bench
COPY e2e e2e
COPY scripts scripts
COPY tsconfig.base.json tsconfig.json .swcrc nx.json ./
RUN npm ci --no-audit --no-fund && node scripts/build.mjs

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/nx.json nx.json
USER node
