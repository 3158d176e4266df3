# The image docker-compose.yml runs for API servers and workers alike (the command picks the role).
# Documentation of the topology: this repository's tests start the same processes without Docker
# (scripts/queue-topology.mjs).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data
# glibc's allocator keeps memory a burst freed unless told a fixed threshold above which it gives the top of
# its heaps back: without it the threshold grows with the largest block freed (up to 64 MB kept per arena).
# 400 streamed chats left the server at 122–126 MB RSS with this against 132–142 MB without, at the same CPU
# (docs/performance.md, 2026-12-07 late). scripts/queue-topology.mjs sets the same for its processes.
ENV MALLOC_TRIM_THRESHOLD_=131072
# Production dependencies only: the web app, the chat widget and the 3D library files pages load are built
# into dist folders, so their packages (React, MUI, three.js, Babylon.js …) stay in the build stage.
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages ./packages
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The server runs flows that write files, reach databases and start allowed MCP commands: it runs as the
# image's unprivileged `node` user, which can write only its data folders (the app and the system stay root's).
RUN mkdir -p /data /publications && chown node:node /data /publications
USER node
EXPOSE 3000
ENTRYPOINT ["node", "packages/server/dist/cli.js"]
CMD ["start"]
