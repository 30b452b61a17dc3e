# The shop as one container image: `docker build -t stroydvor-shop .` (compose.yaml builds it too).
# The image runs what README's "Deploying" runs by hand: `npm ci --omit=dev` over the built outputs,
# then `node apps/server/dist/main.js`. Data (uploads, 1C exchange files, import spool) lives in /data.

# --- build: every dependency, then `npm run build` (shared, web, server) ---
FROM node:20.19-bookworm-slim AS build
WORKDIR /app

# The package files alone first: the `npm ci` layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build

# --- runtime: production dependencies and the built outputs only ---
FROM node:20.19-bookworm-slim
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000
WORKDIR /app

COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# What apps/server/dist/main.js reads at run time:
#   packages/shared/dist                    @shop/shared (its "default" export condition)
#   apps/server/dist                        the server itself (and apps/server/package.json: its version)
#   apps/server/drizzle                     the migrations, applied at every start (db/migrate.ts)
#   apps/server/src/modules/auth/data       the list of common passwords (modules/auth/common-passwords.ts)
#   apps/web/dist                           the web app and its server renderer (dist/server/entry-server.js)
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/src/modules/auth/data apps/server/src/modules/auth/data
COPY --from=build /app/apps/web/dist apps/web/dist

# A new named volume takes this folder's owner, so the shop (user node) can write to it.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node

EXPOSE 3000
# /api/ready answers 200 only while the shop takes requests (503 while starting, stopping, or while
# the database or Redis does not answer). The slim image has no curl: Node's fetch asks.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# main.js handles SIGTERM itself: stops accepting, finishes requests, releases job leases, exits 0
# (within 18 s; give it 20 s, as compose.yaml's stop_grace_period does).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
