# Production-like image for the API (and, later, the worker): dependencies from the lockfile, then the source.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
EXPOSE 4000
CMD ["node", "--import", "tsx", "graph/src/main.ts"]
