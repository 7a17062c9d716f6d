# The Paperlight image: the API (default command) and the ingestion worker (`node --import tsx workflows/src/worker.ts`).
# The build stage installs every dependency and builds the web client into web/dist; the runtime stage installs the
# production dependencies only (tsx runs the TypeScript sources) and runs as the unprivileged `node` user.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build web --logLevel warn

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json schema.graphql ./
COPY graph ./graph
COPY workflows ./workflows
COPY --from=build /app/web/dist ./web/dist
# The worker writes its workflow bundle under the data dir; nothing else in /app is writable.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 4000
CMD ["node", "--import", "tsx", "graph/src/main.ts"]
