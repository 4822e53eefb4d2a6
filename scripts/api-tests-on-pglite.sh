#!/bin/sh
# When the suite ran its API integration tests on PostgreSQL (TEST_DATABASE_URL set), run them once more on the
# embedded PGlite, so every change is proven on both databases the product runs on. Without TEST_DATABASE_URL the
# main run already used PGlite and there is nothing to repeat.
set -e
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "API tests already ran on PGlite."
  exit 0
fi
echo "API integration tests again, on PGlite:"
exec env -u TEST_DATABASE_URL npx vitest run --project api
