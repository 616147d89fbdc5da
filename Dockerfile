# The studio's production image: one image for the API (the default command) and the worker
# (`node --import tsx server/worker-main.ts`). Build: docker build -t studio .  See docs/deployment.md.

# The browser app is built with the dev dependencies, which stay in this stage.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/install-note.mjs scripts/node-version.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server runs its TypeScript through tsx (a runtime dependency), as `npm run serve` does.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    CLIENT_DIST=/app/dist/client
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/install-note.mjs scripts/node-version.mjs scripts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY contract contract
COPY server server
COPY tsconfig.json ./
COPY --from=build /app/dist/client dist/client
RUN mkdir -p /data && chown node:node /data
USER node
# 3000: the app and the API (behind the proxy); 9464: METRICS_PORT when set (metrics and probes, keep it private).
EXPOSE 3000 9464
CMD ["node", "--import", "tsx", "--max-semi-space-size=4", "--v8-pool-size=1", "server/main.ts"]
