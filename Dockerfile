# The Paperlight image: the API (default command), the ingestion worker (`node dist/workflows/src/worker.js`), the
# migrations (`node dist/graph/scripts/migrate.js`) and the operators' CLI (`node dist/workflows/src/ops/main.js`).
# The build stage installs every dependency, builds the web client into web/dist and compiles the server into dist/
# with the workflow bundle; the runtime stage installs the production dependencies only and runs the compiled
# JavaScript with plain node (no tsx, no TypeScript) as the unprivileged `node` user.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build web --logLevel warn
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
# The worker keeps workflow bundles for other versions under the data dir; nothing else in /app is writable.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 4000
CMD ["node", "dist/graph/src/main.js"]
