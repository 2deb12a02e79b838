# One image for every service of the distributed deployment; the command picks the role.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages ./packages
COPY gateway ./gateway
COPY subgraphs ./subgraphs
COPY rest-adapters ./rest-adapters
COPY schema ./schema
RUN npm install --omit=dev --no-audit --no-fund
ENV NODE_ENV=production HOST=0.0.0.0
CMD ["npm", "start"]
