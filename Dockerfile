# One image for every service of the distributed deployment; the command picks the role.
FROM node:20-bookworm-slim
WORKDIR /app
# The archive service drives the system Chromium (puppeteer-core downloads no browser).
RUN apt-get update && apt-get install -y --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages ./packages
COPY gateway ./gateway
COPY subgraphs ./subgraphs
COPY rest-adapters ./rest-adapters
COPY schema ./schema
# `npm install` runs the build (scripts/build.mjs): `npm start` runs the compiled dist/.
COPY scripts ./scripts
RUN npm install --omit=dev --no-audit --no-fund
ENV NODE_ENV=production HOST=0.0.0.0
CMD ["npm", "start"]
