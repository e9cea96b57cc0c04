# syntax=docker/dockerfile:1
# Klimahain: the production build and the Node server in one image (docs/deployment.md).
# Build args are the VITE_* settings the browser bundle embeds, and APP_URL and TEAM_REGION, which the server reads
# too; runtime settings come from the environment (.env.example).

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG APP_URL
ARG VITE_COGNITO_REGION
ARG VITE_COGNITO_USER_POOL_ID
ARG VITE_COGNITO_CLIENT_ID
ARG VITE_TWINGLE_WIDGET_URL_INDONESIA
ARG VITE_TWINGLE_WIDGET_URL_UGANDA
ARG VITE_MATOMO_URL
ARG VITE_MATOMO_SITE_ID
ARG TEAM_REGION
RUN npm run build

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    STATIC_DIR=/app/dist \
    IMAGE_CACHE_DIR=/var/cache/klimahain/images
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The server runs from its TypeScript sources (tsx) and reads the schema, the persisted operations, the migrations
# and the content modules it shares with the app.
COPY --from=build /app/dist ./dist
COPY server ./server
COPY src ./src
COPY mocks ./mocks
COPY drizzle ./drizzle
# The projects' illustrations on the gift certificate's PDF (server/node/gifts/pdfGiftCertificateRenderer.ts).
COPY public/images/projects ./public/images/projects
COPY schema.graphql persisted_queries.json tsconfig.json ./
RUN mkdir -p /var/cache/klimahain/images && chown -R node:node /var/cache/klimahain
USER node
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "server/node/main.ts"]
