#!/bin/sh
# `NODE_ENV=production npm start` from a checkout: builds dist/ first when it is missing or older than any source,
# then runs the compiled API with plain node (no tsx).
set -eu
if [ ! -f dist/BUILT ] || [ -n "$(find graph/src graph/scripts workflows/src package.json tsconfig.json tsconfig.build.json -newer dist/BUILT -print | head -n 1)" ]; then
  echo 'Building the server into dist/ (it is missing or older than the sources)...'
  node --import tsx graph/scripts/build-server.ts
fi
exec node dist/graph/src/main.js
