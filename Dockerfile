# The host server (tooling/compose/main.ts) and the host's build. The remotes are not in this image: each is
# deployed as static folders on its own origin (docs/deployment.md, `npm run nginx-config`).
#
#   docker build -t mc-host .
#   docker run -p 3000:3000 -e PLATFORM_API=https://api.example.com -e SITE_ORIGIN=https://m.example.com \
#     -e REDIS_URL=redis://redis:6379 -v /srv/mc/deploy:/app/deploy:ro mc-host
#
# tooling/deploy/dockerfile.test.ts holds this file to the repository (Node and pnpm versions, COPY sources).

# ---- build: the workspace's packages from the lockfile, the host's production build, the server bundle
FROM node:20-bookworm-slim AS build
# The pnpm tooling/scripts/ensure.mjs installs.
RUN npm install -g --no-audit --no-fund pnpm@12.21.0
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY shared-kernel/package.json shared-kernel/
COPY host/package.json host/
COPY remote-member/package.json remote-member/
COPY remote-games/package.json remote-games/
COPY remote-agent/package.json remote-agent/
COPY remote-cashier/package.json remote-cashier/
COPY platform-sim/package.json platform-sim/
COPY e2e/package.json e2e/
RUN pnpm install --frozen-lockfile
COPY . .
# As tooling/scripts/build.mjs builds one app (modern and legacy builds in host/dist).
RUN pnpm --filter ./host run build
# One file for the server, with what it reads from disk beside it (tooling/deploy/server-bundle.ts).
RUN node_modules/.bin/tsx tooling/deploy/server-bundle.ts /out

# ---- runtime: Node, the server bundle, the host's build and the deployment's files; no package manager work
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
# The host server binds localhost unless told otherwise; in the container it must take outside connections.
ENV HOST=0.0.0.0
ENV PORT=3000
# Passed to the server as given at `docker run` (-e): PLATFORM_API (without it a demo platform-sim runs
# inside), SITE_ORIGIN (https://… adds HSTS; remotes' CORS), REDIS_URL (the shared release registry).
WORKDIR /app
COPY --from=build /out/ ./
COPY --from=build /app/host/dist ./host/dist
COPY --from=build /app/deploy/config.json /app/deploy/remotes.json ./deploy/
# The image's files stay root's; the server only reads them.
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/remotes.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# --host-only: the remotes are served from their own origins; deploy/remotes.json is the registry (edit or
# mount it to release or roll back a remote).
CMD ["node", "tooling/compose/main.cjs", "--host-only", "--registry", "deploy/remotes.json"]
