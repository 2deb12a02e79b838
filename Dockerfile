# One image for every process of the distributed deployment; the command picks the role
# (docker-compose.yml, deploy/kubernetes). Node 24, the current LTS: the major of .node-version and of the
# `node` devDependency that runs every npm script outside the image (docs/adr/0012-node-24-from-npm.md).

# Build: the production dependencies and the compiled entries. Compilers are here only, for a
# native addon that has no prebuilt binary for this platform.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages ./packages
COPY gateway ./gateway
COPY subgraphs ./subgraphs
COPY rest-adapters ./rest-adapters
COPY schema ./schema
# The install's own scripts: postinstall applies scripts/patches (patch-package); prepare runs
# build:mfm and build (scripts/build.mjs, scripts/pglite-template.ts), so `npm start` runs dist/.
COPY scripts ./scripts
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
# The archive service drives the system Chromium (puppeteer-core downloads no browser). It runs
# with its sandbox: user namespaces, as the unprivileged user below (docs/deployment.md).
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Code and dependencies stay root's and read-only to the process; it writes only its data folders.
COPY --from=build /app /app
RUN mkdir -p /app/data /data/archives && chown node:node /app/data /data/archives
ENV NODE_ENV=production HOST=0.0.0.0 DATA_DIR=/app/data ARCHIVE_DIR=/data/archives
# The node image's unprivileged user (uid 1000).
USER node
CMD ["npm", "start"]
