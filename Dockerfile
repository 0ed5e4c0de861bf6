# Owner Console (issue 24 §5): built with every dependency, run on a slim Node 24 with the
# production ones only, as a non-root user, its PGlite files and mail outbox in the /data volume.
#   docker build -t owner-console .
#   docker run -d -p 4321:4321 -v console-data:/data -e ADMIN_EMAIL=… -e ADMIN_PASSWORD=… owner-console
# With PostgreSQL: compose.yaml. Settings: README → Configuration and Deploy.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4321 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY scripts ./scripts
COPY --from=build /app/dist ./dist
# The code stays root's (read-only to the console); only /data is the console's.
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 4321
# Ready: the database answers and is migrated, and the process is not draining (GET /readyz).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm, receives SIGTERM and drains (give it longer than SHUTDOWN_TIMEOUT_MS: docker stop -t 30).
# The flag and the MALLOC_ settings keep the process small (scripts/memory-settings.mjs).
CMD ["node", "--max-semi-space-size=16", "--initial-old-space-size=256", "scripts/serve.mjs"]
