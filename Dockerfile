# One image recipe for the services; build from the repository root with the service's
# name (docker-compose.yml passes it):
#   docker build --build-arg SERVICE=api .        # api | gateway | web | kiosk
# Ports: api 4001, gateway 4000, web 3000, kiosk 3005 (each service's *_PORT; compose publishes them).
FROM node:24-bookworm-slim AS build
ARG SERVICE
RUN case "$SERVICE" in api|gateway|web|kiosk) ;; *) echo "--build-arg SERVICE=api|gateway|web|kiosk is required" >&2; exit 1 ;; esac
WORKDIR /app
RUN corepack enable
COPY . .
RUN pnpm install --frozen-lockfile && pnpm codegen && pnpm --filter "@beauty/${SERVICE}..." build
# The image carries the service's production dependencies only: `pnpm deploy --prod` copies
# the package (its build included) with the workspace packages it uses and nothing of the
# others, no compiler, test runner or bundler (api ~120 MB of node_modules against the
# workspace's ~560 MB). The health check is a plain script beside it. The client kit
# (client-kit/: source only, so no build step) is inside the web's and the kiosk's build,
# where Vite bundled what they import of it; the copy deploy makes of it is never loaded.
RUN pnpm --filter "@beauty/${SERVICE}" deploy --prod --legacy /out \
  && cp scripts/healthcheck.mjs /out/healthcheck.mjs
# The one difference between the services that is not their name: the web's and the
# kiosk's entry is server.js beside their build, the others' dist/server.js.
RUN if [ "$SERVICE" = web ] || [ "$SERVICE" = kiosk ]; then entry=server.js; else entry=dist/server.js; fi \
  && ln -s "/app/${entry}" /out/service-entry.js

FROM node:24-bookworm-slim
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE}
COPY --from=build /out /app
# Ready means the service answers its own readiness path (healthcheck.mjs); the start
# period covers the api's first migrations and seed.
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=6 CMD ["node", "/app/healthcheck.mjs"]
# From the package's own folder: the web serves build/client relative to it.
WORKDIR /app
USER node
CMD ["node", "/app/service-entry.js"]
