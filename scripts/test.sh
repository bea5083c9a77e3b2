#!/usr/bin/env bash
# The whole test suite, as the README's quick start and CI run it. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "lint (biome)"
biome check .

step "type check (tsc, whole tree; domain, machines and contract also without Node types, domain and machines without DOM)"
tsc --noEmit -p tsconfig.json
for pure in domain machines contract; do tsc --noEmit -p "packages/$pure/tsconfig.json"; done

step "dependency direction (every import follows the README's graph and is declared in its package.json)"
node --import tsx scripts/checkDependencies.ts

step "lockfile (a fresh install leaves package-lock.json unchanged, so npm ci accepts a fresh clone)"
node --import tsx scripts/checkLockfile.ts

step "site configs (validate every file in site-configs/; the generated site list is current)"
node --import tsx packages/site-config/src/cli/validate.ts site-configs --check

step "OpenAPI lint (Redocly CLI, recommended rules; offline: no telemetry, no update check)"
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true redocly lint packages/contract/openapi.json --format=summary

step "tests (vitest: node projects, Chromium projects, stories)"
vitest run

step "storybook build"
storybook build --quiet -o storybook-static

step "member app end to end (Playwright in Debian Chromium; builds app/dist first when its sources changed)"
playwright test -c test/e2e/playwright.config.ts

step "member app initial JavaScript (/app/home per site, gzip: target 130 KB, issue 20 line 150 KB; fails above that line)"
node --import tsx scripts/measureAppBundle.ts
