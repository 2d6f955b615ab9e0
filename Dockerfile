# The platform's image: one build of the API and both web apps; the same image runs an API process
# (ROLE=api), a worker (ROLE=worker) or everything (ROLE=all). Used by infra/docker-compose.yml.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# Workspace manifests first: the dependency layer is cached until a manifest or the lock changes.
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/event-store/package.json libs/event-store/
COPY libs/fairness/package.json libs/fairness/
COPY apps/api/package.json apps/api/
COPY apps/player-web/package.json apps/player-web/
COPY apps/admin/package.json apps/admin/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/main.js"]
