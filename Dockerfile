# The image docker-compose.yml runs for API servers and workers alike (the command picks the role).
# Documentation of the topology: this repository's tests start the same processes without Docker
# (scripts/queue-topology.mjs).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
ENTRYPOINT ["node", "packages/server/dist/cli.js"]
CMD ["start"]
