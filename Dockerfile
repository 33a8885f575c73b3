# Ordina's server image (README "Deploying"). Built with the same scripts CI runs: `npm ci`, then
# `npm run build` (the web build and the compiled server). The runtime stage keeps node_modules whole:
# the page handler and the server import React, React Router, better-sqlite3 and sharp from it.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Native modules (better-sqlite3, sharp) come prebuilt for linux-x64; the compiler is the fallback.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim
# pg_dump / pg_restore for `npm run backup` and `npm run restore` against PostgreSQL.
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=sqlite:/data/ordina.sqlite \
    MEDIA_DIR=/data/media
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
# Never root: the server writes only to /data (the SQLite file, uploaded photos).
USER node
VOLUME /data
EXPOSE 3000
# Liveness only: a database outage must not get the container restarted in a loop (/health/ready is for the proxy).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
