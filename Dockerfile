# One image for the api, projector and monitor processes; the command chooses which one runs.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
# A container is reached from outside: listen on every interface (the default is loopback with the local identity).
ENV HOST=0.0.0.0
# The projector's operations socket lives here; /app is root's, so the directory is node's (a volume mounted on it starts as node's).
ENV DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# `npm run projections` (status, rebuild) from inside a container: it reaches the projector through DATA_DIR's socket.
COPY --from=build /app/scripts/projections.mjs ./scripts/projections.mjs
RUN mkdir -p "$DATA_DIR" && chown node:node "$DATA_DIR"
USER node
CMD ["node", "dist/apps/api/src/main.js"]
